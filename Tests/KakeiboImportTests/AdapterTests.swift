import KakeiboCore
import RefusalTesting
import Testing

@testable import KakeiboImport

private func date(_ text: String) throws -> LedgerDate { try #require(LedgerDate(iso: text)) }

@Suite struct ImportDateTests {
  @Test func readsFullDatesWithDashesOrSlashes() throws {
    #expect(try ImportAdapters.date("2026/11/05") == date("2026-11-05"))
    #expect(try ImportAdapters.date("2026/1/5") == date("2026-01-05"))
    #expect(try ImportAdapters.date("2026-11-05") == date("2026-11-05"))
    #expect(try ImportAdapters.date("２０２６／１１／０５") == date("2026-11-05"))
    #expect(try ImportAdapters.date(" 2024/02/29 ") == date("2024-02-29"))
    // And the other forms of a date with its year that statements write.
    for text in ["20261105", "2026.11.05", "2026年11月5日", "R8.11.5", "令和8年11月5日", "26/11/05"] {
      #expect(try ImportAdapters.date(text) == date("2026-11-05"), "\(text)")
    }
  }

  @Test func refusesDatesThatDependOnToday() {
    for text in ["today", "11/05", "11-05", "昨日", "", "2026/11", "11月5日"] {
      #expect(
        refuses(
          .date, text,
          "not a full date; expected YYYY-MM-DD, YYYY/MM/DD, YYYYMMDD, 2024年5月1日 or R6.5.1"
        ) { try ImportAdapters.date(text) })
    }
  }

  @Test func explainsDaysThatDoNotExistWithTheFormsAFileMayUse() {
    #expect(
      refuses(
        .date, "2026/02/30",
        "2026-02 has 28 days, not 30; expected YYYY-MM-DD, YYYY/MM/DD, YYYYMMDD, 2024年5月1日 or R6.5.1"
      ) { try ImportAdapters.date("2026/02/30") })
    #expect(
      refuses(
        .date, "2026/13/01",
        "there is no month 13; expected YYYY-MM-DD, YYYY/MM/DD, YYYYMMDD, 2024年5月1日 or R6.5.1"
      ) { try ImportAdapters.date("2026/13/01") })
  }
}

@Suite struct SignedAmountTests {
  @Test func negativeAmountsAreExpenses() throws {
    #expect(try ImportAdapters.signedAmount("-1280") == .expense(Yen(1280)))
    #expect(try ImportAdapters.signedAmount("-1,280") == .expense(Yen(1280)))
    #expect(try ImportAdapters.signedAmount("−3,500") == .expense(Yen(3500)))
    #expect(try ImportAdapters.signedAmount("－１２００") == .expense(Yen(1200)))
  }

  @Test func positiveAmountsAreMoneyInAndZeroIsZero() throws {
    #expect(try ImportAdapters.signedAmount("300,000") == .moneyIn(Yen(300_000)))
    #expect(try ImportAdapters.signedAmount("0") == .zero)
    #expect(try ImportAdapters.signedAmount("-0") == .zero)
  }

  @Test func refusesWhatTheDomainRefuses() {
    #expect(throws: InvalidValue.self) { try ImportAdapters.signedAmount("-12.5") }
    #expect(throws: InvalidValue.self) { try ImportAdapters.signedAmount("abc") }
    #expect(throws: InvalidValue.self) { try ImportAdapters.signedAmount("") }
    #expect(throws: InvalidValue.self) { try ImportAdapters.signedAmount("-") }
    do {
      _ = try ImportAdapters.signedAmount("-12.5")
    } catch {
      #expect(error.field == .amount)
      #expect(error.value == "-12.5")
      #expect(error.problem.hasPrefix("yen amounts are whole numbers; expected"))
    }
  }
}

@Suite struct ImportMemoTests {
  @Test func joinsTheNonEmptyPartsTrimmed() throws {
    #expect(try ImportAdapters.memo(["スーパー ", "", " 特売"]).text == "スーパー / 特売")
    #expect(try ImportAdapters.memo(["", ""]).text == "")
    #expect(try ImportAdapters.memo([" a "], trimming: false).text == " a ")
  }

  @Test func lineBreaksAndTabsBecomeSpaces() throws {
    #expect(try ImportAdapters.memo(["two\r\nlines\nand\ta\rtab"]).text == "two lines and a tab")
  }

  @Test func otherControlCharactersAndLongMemosAreRefused() {
    #expect(throws: InvalidValue.self) { try ImportAdapters.memo(["bell\u{07}"]) }
    #expect(throws: InvalidValue.self) {
      try ImportAdapters.memo([
        String(repeating: "あ", count: 300), String(repeating: "い", count: 300),
      ])
    }
  }
}

@Suite struct CategoryMappingTests {
  let mapping = CategoryMapping()

  @Test func theDefaultTableMapsLeisureAndBusinessAndLeavesTheRestAsLivingCosts() {
    #expect(mapping.resolve(["", "趣味・娯楽"]).category == .leisure)
    #expect(mapping.resolve(["飲み会", "交際費"]).category == .leisure)
    #expect(mapping.resolve(["映画", "エンタメ"]).category == .leisure)
    #expect(
      mapping.resolve(["事業経費", "その他"])
        == .init(category: .expenses, source: "事業経費", origin: .defaultRule))
    #expect(
      mapping.resolve(["食料品", "食費"])
        == .init(category: .livingCost, source: "食費", origin: .fallback))
    #expect(
      mapping.resolve(["", ""]) == .init(category: .livingCost, source: "", origin: .fallback))
  }

  @Test func aNameThatIsAKakeiboCategoryIsThatCategory() {
    #expect(mapping.resolve(["娯楽費"]) == .init(category: .leisure, source: "娯楽費", origin: .name))
    #expect(mapping.resolve(["Business"]).category == .expenses)
  }

  @Test func rulesWinOverEverythingAndTheLastRuleForANameWins() {
    let mapping = CategoryMapping(rules: [
      ("食費", .leisure), ("趣味・娯楽", .expenses), ("外食", .expenses), ("ｶﾌｪ", .livingCost),
      ("外食", .leisure),
    ])
    #expect(
      mapping.resolve(["食料品", "食費"]) == .init(category: .leisure, source: "食費", origin: .rule))
    #expect(mapping.resolve(["", "趣味・娯楽"]).category == .expenses)
    #expect(
      mapping.resolve(["外食", "食費"]) == .init(category: .leisure, source: "外食", origin: .rule))
    #expect(mapping.resolve([" ｶﾌｪ "]).category == .livingCost)
    #expect(mapping.resolve(["ＦＯＯＤ"]).category == .livingCost)
  }

  @Test func aRuleMayNameA内訳() throws {
    let outside = try #require(try Subcategory(validating: "外食"))
    let mapping = CategoryMapping(rules: [
      CategoryMapping.Rule(source: "飲み会", category: .leisure, subcategory: outside)
    ])
    #expect(
      mapping.resolve(["飲み会", "交際費"])
        == .init(category: .leisure, source: "飲み会", origin: .rule, subcategory: outside))
    #expect(try mapping.resolveStrictly("飲み会").subcategory == outside)
    #expect(mapping.resolve(["交際費"]).subcategory == nil)
  }

  /// A statement's memo is matched by the rules' SOURCEs found anywhere in it, whatever the
  /// width, kana and spacing; the last rule that applies wins.
  @Test func aStatementsMemoHoldsTheRulesSource() throws {
    let mapping = CategoryMapping(rules: [
      ("amazon", .expenses), ("スターバックス", .leisure), ("AMAZON.CO.JP", .livingCost),
    ])
    #expect(
      mapping.resolve(memo: "デビット / AMAZON.CO.JP")
        == .init(category: .livingCost, source: "AMAZON.CO.JP", origin: .rule))
    #expect(mapping.resolve(memo: "Amazon Prime")?.category == .expenses)
    #expect(mapping.resolve(memo: "ｽﾀｰﾊﾞｯｸｽ ｺｰﾋｰ")?.category == .leisure)
    #expect(mapping.resolve(memo: "ドトール") == nil)
    #expect(CategoryMapping().resolve(memo: "AMAZON") == nil)
  }

  @Test func aStrictCategoryMustBeKakeibos() throws {
    #expect(try mapping.resolveStrictly("生活費").category == .livingCost)
    #expect(throws: InvalidValue.self) { try mapping.resolveStrictly("食費") }
    #expect(try CategoryMapping(rules: [("食費", .livingCost)]).resolveStrictly("食費").origin == .rule)
  }
}
