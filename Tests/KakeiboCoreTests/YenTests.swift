import RefusalTesting
import Testing

@testable import KakeiboCore

@Suite struct YenParsingTests {
  @Test(
    arguments: [
      ("1200", 1200), ("1,200", 1200), ("¥1200", 1200), ("￥1,200", 1200), ("1200円", 1200),
      ("１２００", 1200), ("１，２００", 1200), ("￥１２００円", 1200), (" 1200 ", 1200), ("1", 1),
      ("999,999,999,999", 999_999_999_999), ("999999999999", 999_999_999_999), ("007", 7),
      ("¥ 1,200", 1200),
    ] as [(String, Int64)])
  func acceptsTheFormsPeopleType(text: String, expected: Int64) throws {
    #expect(try Yen(parsingEntryAmount: text) == Yen(expected))
  }

  @Test(arguments: [
    ("12.5", "yen amounts are whole numbers"),
    ("1200.00", "yen amounts are whole numbers"),
    ("0", "must be at least 1"),
    ("-500", "amounts are positive"),
    ("1,20", "commas must separate groups of three digits"),
    ("1,2000", "commas must separate groups of three digits"),
    (",120", "commas must separate groups of three digits"),
    ("1000000000000", "too large"),
    ("9223372036854775808", "too large"),
    ("99999999999999999999999", "too large"),
    ("1e9", "not a yen amount"),
    ("+5", "not a yen amount"),
    ("abc", "not a yen amount"),
    ("12abc", "not a yen amount"),
    ("", "no amount given"),
    ("¥", "no amount given"),
    ("1 200", "not a yen amount"),
    ("$12", "not a yen amount"),
  ])
  func rejectsEverythingElse(text: String, reason: String) {
    #expect {
      try Yen(parsingEntryAmount: text)
    } throws: { error in
      guard let error = error as? InvalidValue else { return false }
      return error.field == .amount && error.value == text && error.problem.hasPrefix(reason)
        && error.problem.contains("1 to 999,999,999,999")
    }
  }
}

@Suite struct YenFormattingTests {
  @Test(
    arguments: [
      (0, "¥0"), (1, "¥1"), (999, "¥999"), (1000, "¥1,000"), (1234, "¥1,234"),
      (1_234_567, "¥1,234,567"), (-1234, "−¥1,234"),
      (Int64.max, "¥9,223,372,036,854,775,807"), (Int64.min, "−¥9,223,372,036,854,775,808"),
    ] as [(Int64, String)])
  func groupsDigitsInThrees(value: Int64, expected: String) {
    #expect(Yen(value).description == expected)
  }

  @Test func addingReportsOverflowInsteadOfTrapping() {
    #expect(Yen(1).adding(Yen(2)) == Yen(3))
    #expect(Yen(Int64.max).adding(Yen(1)) == nil)
  }
}
