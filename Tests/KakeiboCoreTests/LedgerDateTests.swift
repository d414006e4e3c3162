import Messages
import RefusalTesting
import Testing

@testable import KakeiboCore

private let today = LedgerDate(validYear: 2026, month: 3, day: 1)

/// The date and the month as text, written in place, against the zero-padded numbers joined.
@Suite struct LedgerDateTextTests {
  private func padded(_ number: Int, _ width: Int) -> String {
    String(repeating: "0", count: max(0, width - String(number).count)) + String(number)
  }

  @Test func everyDateOfSomeYearsReadsAsItsPaddedNumbers() throws {
    for year in [1, 9, 10, 99, 100, 999, 1000, 1999, 2024, 2026, 9999] {
      for month in 1...12 {
        let yearMonth = try #require(YearMonth(year: year, month: month))
        #expect(yearMonth.description == padded(year, 4) + "-" + padded(month, 2))
        for day in 1...LedgerDate.daysIn(month: month, year: year) {
          let date = try #require(LedgerDate(year: year, month: month, day: day))
          #expect(date.description == "\(yearMonth)-\(padded(day, 2))")
          #expect(LedgerDate(iso: date.description) == date)
        }
      }
    }
  }
}

@Suite struct LedgerDateParsingTests {
  @Test(arguments: [
    ("2026-11-30", "2026-11-30"), ("2026/11/30", "2026-11-30"), ("2026-1-5", "2026-01-05"),
    ("today", "2026-03-01"), ("Today", "2026-03-01"), ("今日", "2026-03-01"),
    ("yesterday", "2026-02-28"), ("昨日", "2026-02-28"), ("11/30", "2026-11-30"),
    ("1/5", "2026-01-05"), ("11-30", "2026-11-30"), ("02-28", "2026-02-28"),
    ("２０２６－１１－３０", "2026-11-30"), ("2024-02-29", "2024-02-29"),
    ("2000-02-29", "2000-02-29"), ("0001-01-01", "0001-01-01"), ("9999-12-31", "9999-12-31"),
  ])
  func acceptsTheDocumentedForms(text: String, expected: String) throws {
    #expect(try LedgerDate(parsing: text, today: today).description == expected)
  }

  @Test(arguments: [
    ("2026-02-29", "2026-02 has 28 days, not 29"),
    ("1900-02-29", "1900-02 has 28 days, not 29"),
    ("2026-02-30", "2026-02 has 28 days, not 30"),
    ("2026-04-31", "2026-04 has 30 days, not 31"),
    ("2026-13-01", "there is no month 13"),
    ("2026-00-10", "there is no month 0"),
    ("2026-11-00", "2026-11 has 30 days, not 0"),
    ("2/30", "2026-02 has 28 days, not 30"),
    ("0000-01-01", "the year must be from 0001 to 9999"),
    ("26-11-30", "not a date"),
    ("2026-11", "not a date"),
    ("tomorrow", "not a date"),
    ("", "not a date"),
    ("2026-11-30T10:00", "not a date"),
    ("2026-011-30", "not a date"),
    ("+2026-11-30", "not a date"),
  ])
  func rejectsWhatIsNotARealDate(text: String, reason: String) {
    #expect {
      try LedgerDate(parsing: text, today: today)
    } throws: { error in
      guard let error = error as? InvalidValue else { return false }
      return error.field == .date && error.problem.hasPrefix(reason)
        && error.problem.hasSuffix(AcceptedForms.date.english)
    }
  }

  @Test func yesterdayCrossesYearAndLeapDay() throws {
    let newYear = try #require(LedgerDate(year: 2027, month: 1, day: 1))
    #expect(try LedgerDate(parsing: "yesterday", today: newYear).description == "2026-12-31")
    let leap = try #require(LedgerDate(year: 2024, month: 3, day: 1))
    #expect(try LedgerDate(parsing: "yesterday", today: leap).description == "2024-02-29")
  }

  @Test func isoParsingIsExact() {
    #expect(LedgerDate(iso: "2026-11-30")?.description == "2026-11-30")
    #expect(LedgerDate(iso: "2026-11-3") == nil)
    #expect(LedgerDate(iso: "2026-02-30") == nil)
    #expect(LedgerDate(iso: "２０２６-11-30") == nil)
  }
}

@Suite struct CalendarArithmeticTests {
  @Test func daysSinceEpochRoundTrips() throws {
    #expect(LedgerDate(year: 1970, month: 1, day: 1)?.daysSinceEpoch == 0)
    #expect(LedgerDate(year: 2000, month: 3, day: 1)?.daysSinceEpoch == 11_017)
    #expect(LedgerDate(year: 1969, month: 12, day: 31)?.daysSinceEpoch == -1)
    var date = try #require(LedgerDate(year: 1999, month: 12, day: 25))
    for _ in 0..<800 {
      let next = try #require(date.adding(days: 1))
      #expect(LedgerDate(daysSinceEpoch: next.daysSinceEpoch) == next)
      #expect(next > date)
      date = next
    }
    #expect(date.description == "2002-03-04")
  }

  @Test func monthLengths() {
    #expect(LedgerDate.daysIn(month: 2, year: 2024) == 29)
    #expect(LedgerDate.daysIn(month: 2, year: 2100) == 28)
    #expect(LedgerDate.daysIn(month: 2, year: 2000) == 29)
    #expect(LedgerDate.daysIn(month: 4, year: 2026) == 30)
    #expect(LedgerDate.daysIn(month: 12, year: 2026) == 31)
    #expect(LedgerDate(year: 1, month: 1, day: 1)?.adding(days: -1) == nil)
  }
}

@Suite struct YearMonthTests {
  @Test func parsesAndNavigates() throws {
    let month = try YearMonth(parsing: "2026-02")
    #expect(month.description == "2026-02")
    #expect(month.dates.first.description == "2026-02-01")
    #expect(month.dates.last.description == "2026-02-28")
    #expect(try YearMonth(parsing: "2024/2").lastDay.description == "2024-02-29")
    #expect(try YearMonth(parsing: "2026-12").next?.description == "2027-01")
    #expect(try YearMonth(parsing: "2026-01").previous?.description == "2025-12")
    #expect(YearMonth.months(of: 2026).map(\.description).last == "2026-12")
  }

  @Test(arguments: ["2026-13", "2026", "26-11", "2026-11-01", "", "2026-00"])
  func rejectsMalformedMonths(text: String) {
    #expect(throws: InvalidValue.self) { try YearMonth(parsing: text) }
  }

  @Test func parsesYears() throws {
    #expect(try YearMonth.parseYear("2026") == 2026)
    #expect(try YearMonth.parseYear("２０２６") == 2026)
    #expect(throws: InvalidValue.self) { try YearMonth.parseYear("26") }
    #expect(throws: InvalidValue.self) { try YearMonth.parseYear("0000") }
  }
}

@Suite struct MonthReferenceTests {
  static let today = LedgerDate(validYear: 2026, month: 11, day: 15)

  @Test(arguments: [
    ("2026-11", "2026-11"), ("2026/3", "2026-03"), ("2025年12月", "2025-12"),
    ("２０２６年１月", "2026-01"), ("11", "2026-11"), ("11月", "2026-11"), ("1", "2026-01"),
    ("12", "2025-12"), ("12月", "2025-12"), ("１２", "2025-12"), ("this", "2026-11"),
    ("This", "2026-11"), ("今月", "2026-11"), ("last", "2026-10"), ("先月", "2026-10"),
    (" last ", "2026-10"),
  ])
  func namesMonthsAsTheyAreSaid(text: String, month: String) throws {
    #expect(try YearMonth(parsing: text, today: Self.today).description == month)
  }

  @Test func countsFromThePaydayMonthThatHoldsToday() throws {
    // With months from the 25th, 2026-11-28 is in 2026-12.
    let today = LedgerDate(validYear: 2026, month: 11, day: 28)
    let payday = try #require(MonthStart(day: 25))
    #expect(
      try YearMonth(parsing: "this", today: today, startingOn: payday).description == "2026-12")
    #expect(
      try YearMonth(parsing: "last", today: today, startingOn: payday).description == "2026-11")
    #expect(try YearMonth(parsing: "12", today: today, startingOn: payday).description == "2026-12")
    #expect(try YearMonth(parsing: "12", today: today).description == "2025-12")
  }

  @Test func refusesWhatIsNoMonthSayingWhatIs() {
    let forms =
      "expected YYYY-MM, YYYY/MM, 2026年11月, M or M月 (the latest such month), this (今月) or "
      + "last (先月)"
    for (text, reason) in [
      ("13", "there is no month 13"), ("0", "there is no month 0"),
      ("2026-13", "there is no month 13 in year 2026"),
      ("2026年0月", "there is no month 0 in year 2026"),
      ("0000-01", "there is no year 0"), ("2026", "not a month"), ("2026-11-01", "not a month"),
      ("26-11", "not a month"), ("", "not a month"), ("next", "not a month"),
      ("2026年11", "not a month"), ("月", "not a month"), ("-11", "not a month"),
    ] {
      #expect(
        refuses(.month, text, reason + "; " + forms) {
          try MonthReference(parsing: text)
        })
    }
    let first = LedgerDate(validYear: 1, month: 1, day: 5)
    #expect(
      refuses(.month, "last", "there is no such month before 0001-01") {
        try YearMonth(parsing: "last", today: first)
      })
  }
}
