import Testing

@testable import KakeiboCore

/// The pure parts of issue 25's command-line items: ids and ranges of them, and the month a
/// budget's bare month number names.
@Suite struct ManyIDsAndNearestMonthTests {
  @Test func idsAndRangesOfThem() throws {
    #expect(try Entry.parseIDs("12") == [12])
    #expect(try Entry.parseIDs("#7-#10") == [7, 8, 9, 10])
    #expect(try Entry.parseIDs("７－９") == [7, 8, 9])
    #expect(try Entry.parseIDs("3〜3") == [3])
    #expect(try Entry.parseIDs("1-10000").count == 10_000)
    for refused in ["10-7", "7-", "-7", "a-b", "1-10001", "0-3", ""] {
      #expect(throws: InvalidValue.self, "\(refused)") { try Entry.parseIDs(refused) }
    }
  }

  @Test func aMonthNumberAloneIsTheNearestSuchMonthForABudget() throws {
    let november = YearMonth(year: 2026, month: 11)
    func nearest(_ text: String) throws -> String {
      try MonthReference(parsing: text).resolvedNearest(current: #require(november)).description
    }
    // Ahead when the coming one is nearer, or as near; back otherwise.
    #expect(try nearest("12") == "2026-12")
    #expect(try nearest("1") == "2027-01")
    #expect(try nearest("5") == "2027-05")
    #expect(try nearest("6") == "2026-06")
    #expect(try nearest("10月") == "2026-10")
    #expect(try nearest("11") == "2026-11")
    // Other forms as they are everywhere.
    #expect(try nearest("2025-12") == "2025-12")
    #expect(try nearest("last") == "2026-10")
  }
}
