import RefusalTesting
import Testing

@testable import KakeiboCore

@Suite struct CategoryTests {
  @Test func modelsTheThreeCategoriesInPickerOrder() {
    #expect(Category.allCases.map(\.name) == ["生活費", "経費", "娯楽費"])
    #expect(Category.allCases.map(\.key) == ["livingCost", "expenses", "leisure"])
    #expect(
      Category.allCases.map(\.icon.rawValue) == [
        "house.fill", "briefcase.fill", "gamecontroller.fill",
      ])
    #expect(
      Category.allCases.map(\.aliases) == [
        ["living"], ["expenses", "business"], ["leisure", "fun"],
      ])
    #expect(Category.allCases.map(\.icon.glyph) == ["🏠", "💼", "🎮"])
    #expect(Category.allCases.map { $0.icon.glyph(.ascii) } == ["[H]", "[B]", "[G]"])
    #expect(Set(IconName.allCases) == Set(Category.allCases.map(\.icon) + [EntryKind.incomeIcon]))
  }

  @Test(arguments: [
    ("生活費", Category.livingCost), ("living", .livingCost), ("livingCost", .livingCost),
    ("LIVINGCOST", .livingCost), ("house.fill", .livingCost), (" Living ", .livingCost),
    ("ｌｉｖｉｎｇ", .livingCost), ("経費", .expenses), ("expenses", .expenses),
    ("business", .expenses), ("Business", .expenses), ("briefcase.fill", .expenses),
    ("娯楽費", .leisure), ("leisure", .leisure), ("fun", .leisure), ("FUN", .leisure),
    ("gamecontroller.fill", .leisure),
  ])
  func resolvesEveryNameAliasKeyAndIcon(text: String, expected: Category) throws {
    #expect(try Category(resolving: text) == expected)
  }

  @Test func matchesCanonicallyEquivalentSpellings() {
    struct Word: PickerOption {
      let title: String
      var matchTerms: [String] { [] }
    }
    // "データ" typed with a combining voiced sound mark (NFD) is the same word.
    let picker = Picker(options: [Word(title: "メモ"), Word(title: "データ")])
    #expect(picker.row(matching: "テ\u{3099}ータ") == 1)
    #expect(picker.row(withPrefix: "テ\u{3099}") == 1)
  }

  @Test(arguments: ["", "food", "生活", "1", "living cost", "house"])
  func rejectsUnknownNamesListingTheAcceptedOnes(text: String) {
    #expect {
      try Category(resolving: text)
    } throws: { error in
      (error as? InvalidValue)?.isRefusal(
        .category, text,
        "no such category; expected 生活費 (living), 経費 (expenses, business), 娯楽費 (leisure, fun)")
        == true
    }
  }

  @Test(arguments: [
    ("娯楽", Category.leisure), ("生活", .livingCost), ("le", .leisure), ("LE", .leisure),
    ("1", .livingCost), ("２", .expenses), ("3", .leisure), ("経", .expenses), ("b", .expenses),
    ("fu", .leisure), ("living", .livingCost), ("ｌｉ", .livingCost), ("house", .livingCost),
  ])
  func resolvesWhatIsTypedByNumberOrUniqueStart(text: String, expected: Category) throws {
    #expect(try Category(resolvingTyped: text) == expected)
  }

  @Test func anAmbiguousStartListsTheCategoriesItBegins() {
    #expect(
      refuses(
        .category, "l",
        "the start of more than one category: 生活費 (living) or 娯楽費 (leisure, fun); type more "
          + "of the name"
      ) { try Category(resolvingTyped: "l") })
    for text in ["", "food", "0", "4", "10", "living cost"] {
      #expect(
        refuses(
          .category, text,
          "no such category; expected 生活費 (living), 経費 (expenses, business), 娯楽費 (leisure, "
            + "fun), the start of one, or its number 1-3"
        ) { try Category(resolvingTyped: text) })
    }
  }
}
