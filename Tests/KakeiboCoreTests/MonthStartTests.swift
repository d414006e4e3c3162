import RefusalTesting
import Testing

@testable import KakeiboCore

private func month(_ text: String) throws -> YearMonth { try YearMonth(parsing: text) }
private func date(_ text: String) throws -> LedgerDate { try #require(LedgerDate(iso: text)) }
private func start(_ day: Int) throws -> MonthStart { try #require(MonthStart(day: day)) }

@Suite struct MonthStartTests {
  @Test(arguments: [("1", 1), ("25", 25), ("28", 28), ("２５", 25), ("25日", 25), (" 7 ", 7)])
  func parsesADay(text: String, day: Int) throws {
    #expect(try MonthStart(parsing: text).day == day)
  }

  @Test(arguments: ["0", "29", "31", "-1", "1.5", "abc", "", "025", "１２３"])
  func refusesWhatIsNotADayEveryMonthHas(text: String) {
    #expect(
      refuses(
        .monthStart, text,
        "not a day a month can start on; expected a day of the month from 1 to 28, such as 25"
      ) { try MonthStart(parsing: text) })
  }

  @Test func calendarMonthsAreUnchanged() throws {
    #expect(try month("2026-11").dates(startingOn: .calendar) == (try month("2026-11")).dates)
    #expect(try month("2024-02").dates(startingOn: start(1)).last == (try date("2024-02-29")))
  }

  @Test(arguments: [
    ("2026-11", 25, "2026-10-25", "2026-11-24", 31),
    // A year boundary: January begins in the previous December.
    ("2026-01", 25, "2025-12-25", "2026-01-24", 31),
    // Leap years: the month that ends in March takes in 29 February.
    ("2024-03", 28, "2024-02-28", "2024-03-27", 29),
    ("2025-03", 28, "2025-02-28", "2025-03-27", 28),
    ("2024-03", 2, "2024-02-02", "2024-03-01", 29),
    ("2026-12", 10, "2026-11-10", "2026-12-09", 30),
    // The first month the ledger holds cannot begin in the year 0.
    ("0001-01", 25, "0001-01-01", "0001-01-24", 24),
  ])
  func paydayMonthsRunFromThePreviousMonth(
    name: String, day: Int, first: String, last: String, days: Int
  ) throws {
    let range = try month(name).dates(startingOn: start(day))
    #expect(range == DateRange(try date(first), try date(last)))
    #expect(range.dayCount == days)
  }

  @Test(arguments: [
    ("2026-11-24", 25, "2026-11"), ("2026-11-25", 25, "2026-12"), ("2026-12-25", 25, "2027-01"),
    ("2026-12-24", 25, "2026-12"), ("2026-11-30", 1, "2026-11"), ("2024-02-29", 28, "2024-03"),
    ("9999-12-30", 25, "9999-12"),
  ])
  func aDateCountsTowardsTheMonthItsPeriodEndsIn(day: String, startDay: Int, expected: String)
    throws
  {
    #expect(
      YearMonth(containing: try date(day), startingOn: try start(startDay))
        == (try month(expected)))
  }

  @Test func everyDateIsInTheMonthItCountsTowards() throws {
    for startDay in [1, 2, 15, 25, 28] {
      var day = try date("2023-12-01")
      while day <= (try date("2025-01-31")) {
        let counted = YearMonth(containing: day, startingOn: try start(startDay))
        #expect(counted.dates(startingOn: try start(startDay)).contains(day), "\(day) \(startDay)")
        day = try #require(day.adding(days: 1))
      }
    }
  }

  @Test func theMonthsEndingHereCrossYears() throws {
    #expect(
      try month("2026-02").months(endingHere: 4).map(\.description) == [
        "2025-11", "2025-12", "2026-01", "2026-02",
      ])
    #expect(
      try month("0001-02").months(endingHere: 6).map(\.description) == ["0001-01", "0001-02"])
    #expect(try month("2026-02").months(endingHere: 0).isEmpty)
  }

  @Test func settingsResolveAndCheckTheirValues() throws {
    #expect(try Setting(resolving: "Month-Start") == .monthStart)
    #expect(try Setting.monthStart.storedValue(parsing: "２５日") == "25")
    #expect(Setting.monthStart.defaultValue == "1")
    #expect(
      refuses(.setting, "color", "no such setting; expected month-start, me, split") {
        try Setting(resolving: "color")
      })
    #expect(throws: InvalidValue.self) { try Setting.monthStart.storedValue(parsing: "29") }
  }
}
