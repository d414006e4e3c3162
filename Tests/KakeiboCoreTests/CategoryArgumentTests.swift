import Testing

@testable import KakeiboCore

@Suite struct CategoryArgumentTests {
  static func name(_ text: String) -> Subcategory { Subcategory(stored: text) }

  let directory = SubcategoryDirectory([
    .livingCost: [name("食費"), name("外食"), name("日用品")],
    .leisure: [name("外食"), name("ｻﾌﾞｽｸ")],
  ])

  @Test func aCategoryByNameNeedsNoDirectory() throws {
    #expect(try CategoryArgument(parsing: "娯楽") == .category(.leisure))
    #expect(try CategoryArgument(parsing: "2") == .category(.expenses))
    #expect(throws: InvalidValue.self) { try CategoryArgument(parsing: "") }
    let resolved = try directory.resolve(.category(.expenses), subcategory: Self.name("交通費"))
    #expect(resolved.category == .expenses && resolved.subcategory == Self.name("交通費"))
  }

  @Test func aSubcategoryOfOneCategorySelectsIt() throws {
    let given = try directory.resolve(CategoryArgument(parsing: "食費"), subcategory: nil)
    #expect(given.category == .livingCost && given.subcategory == Self.name("食費"))
    let alone = try directory.resolve(nil, subcategory: Self.name("サブスク"))
    #expect(alone.category == .leisure && alone.subcategory == Self.name("ｻﾌﾞｽｸ"))
    let new = try directory.resolve(nil, subcategory: Self.name("文具"))
    #expect(new.category == nil && new.subcategory == Self.name("文具"))
  }

  @Test func aSubcategoryOfTwoIsRefusedNamingBoth() {
    #expect(
      throws: InvalidValue(
        .category, "外食", .subcategoryOfSeveral([.livingCost, .leisure], name: "外食"))
    ) {
      try directory.resolve(CategoryArgument(parsing: "外食"), subcategory: nil)
    }
    #expect(
      throws: InvalidValue(
        .subcategory, "外食", .subcategoryOfSeveral([.livingCost, .leisure], name: "外食"))
    ) {
      try directory.resolve(nil, subcategory: Self.name("外食"))
    }
  }

  @Test func anUnknownNameSuggestsTheNearest() {
    #expect(directory.nearest(to: "食品") == CategorySuggestion(.livingCost, Self.name("食費")))
    #expect(directory.nearest(to: "日用") == CategorySuggestion(.livingCost, Self.name("日用品")))
    #expect(directory.nearest(to: "LIVNG") == CategorySuggestion(.livingCost))
    #expect(directory.nearest(to: "expence") == CategorySuggestion(.expenses))
    #expect(directory.nearest(to: "xyz") == nil)
    #expect(SubcategoryDirectory([:]).nearest(to: "食費") == nil)
    #expect(directory.nearest(to: "交通費") == nil)
    #expect(
      throws: InvalidValue(
        .category, "食品",
        .noSuchCategory(isTyped: true, nearest: CategorySuggestion(.livingCost, Self.name("食費"))))
    ) { try directory.resolve(CategoryArgument(parsing: "食品"), subcategory: nil) }
  }

  @Test func editDistanceCountsCharacters() {
    #expect(SubcategoryDirectory.editDistance(Array("kitten"), Array("sitting")) == 3)
    #expect(SubcategoryDirectory.editDistance(Array(""), Array("食費")) == 2)
    #expect(SubcategoryDirectory.editDistance(Array("食費"), Array("食費")) == 0)
  }
}
