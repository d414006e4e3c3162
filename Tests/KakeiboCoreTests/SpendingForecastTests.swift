import Testing

@testable import KakeiboCore

private func month(_ text: String) throws -> YearMonth { try YearMonth(parsing: text) }

/// A month of `days`: variable spending of `perDay` yen a day in 生活費, and a fixed cost of
/// `fixed` on day `fixedDay` (1-based).
private func spending(
  _ text: String, perDay: Int64, fixed: Int64 = 0, fixedDay: Int = 27
) throws -> DailySpending {
  let dates = try month(text).dates
  var result = DailySpending(dates: dates)
  var date = dates.first
  while date <= dates.last {
    result.add(perDay, on: date, in: .livingCost, isFixed: false)
    if date.day == fixedDay && fixed > 0 {
      result.add(fixed, on: date, in: .livingCost, isFixed: true)
    }
    guard let next = date.adding(days: 1) else { break }
    date = next
  }
  return result
}

@Suite struct SpendingForecastTests {
  /// A category whose refunds outweigh its spending so far (a ¥980 refund, nothing spent) runs
  /// at a negative pace: the days left add nothing, and the range is ¥0 to ¥0, never below the
  /// forecast (the report said −¥980〜−¥1,307 of a forecast of −¥980).
  @Test func aPaceBelowZeroProjectsNothingAndARangeOfNothing() throws {
    let history = [try spending("2026-10", perDay: 100)]
    var november = DailySpending(dates: try month("2026-11").dates)
    november.add(
      -980, on: try #require(LedgerDate(year: 2026, month: 11, day: 20)), in: .leisure,
      isFixed: false)
    let forecast = SpendingForecast(month: november, daysElapsed: 20, history: history)
    let leisure = try #require(forecast.categories[.leisure])
    #expect(leisure.pace == Yen(-490))
    #expect(leisure.expected == .zero)
    #expect(leisure.low == .zero)
    #expect(leisure.high == .zero)
  }

  @Test func onTheFirstTheHouseholdsUsualMonthSpeaksAndLaterThePace() throws {
    // Six months of ¥3,000 a day; this month runs at ¥1,000 a day.
    let history = try ["2026-05", "2026-06", "2026-07", "2026-08", "2026-09", "2026-10"].map {
      try spending($0, perDay: 3000)
    }
    let november = try spending("2026-11", perDay: 1000)
    let first = SpendingForecast(month: november, daysElapsed: 1, history: history)
    let projection = try #require(first.categories[.livingCost])
    // 29 days left: the pace says ¥29,000; the usual month from its 2nd day on ¥89,000 (30
    // days of the 31-day months, 29 of the 30-day ones); the pace weighs 1/30.
    #expect(projection.pace == Yen(29_000))
    #expect(projection.usual == Yen(89_000))
    #expect(first.paceWeight == Rate(permille: 33))
    #expect(projection.expected == Yen(87_020))
    // The range: the quietest (a 30-day month, ¥87,000) and the busiest (¥90,000) in the blend.
    #expect(projection.low == Yen(85_086))
    #expect(projection.high == Yen(87_987))
    // On the 25th the month's own pace weighs most: 5 days at ¥1,000 against the usual ¥17,000.
    let late = SpendingForecast(month: november, daysElapsed: 25, history: history)
    #expect(late.paceWeight == Rate(permille: 833))
    #expect(late.categories[.livingCost]?.expected == Yen(7_004))
    // Without history, the pace alone, and a range of half to one and a half times it.
    let alone = SpendingForecast(month: november, daysElapsed: 10, history: [])
    #expect(alone.categories[.livingCost]?.expected == Yen(20_000))
    #expect(alone.categories[.livingCost]?.low == Yen(10_000))
    #expect(alone.categories[.livingCost]?.high == Yen(30_000))
    #expect(alone.categories[.leisure]?.expected == Yen.zero)
  }

  @Test func theRangeIsTheQuietestAndTheBusiestMonthOverTheSameDays() throws {
    let history = try [("2026-08", 1000), ("2026-09", 2000), ("2026-10", 4000)].map {
      try spending($0.0, perDay: Int64($0.1))
    }
    let november = try spending("2026-11", perDay: 2000)
    let forecast = SpendingForecast(month: november, daysElapsed: 15, history: history)
    let projection = try #require(forecast.categories[.livingCost])
    // Days 16 to the end: August 16 days (¥16,000), September 15 (¥30,000), October 16
    // (¥64,000); their mean is ¥36,667; the pace ¥30,000; each weighs a half.
    #expect(projection.usual == Yen(36_667))
    #expect(projection.expected == Yen(33_334))
    #expect(projection.low == Yen(23_000))
    #expect(projection.high == Yen(47_000))
  }

  @Test func theBackTestReplaysEachMonthOnItsTenthAndTwentieth() throws {
    var months: [(YearMonth, DailySpending)] = []
    for (index, text) in ["2026-06", "2026-07", "2026-08", "2026-09", "2026-10"].enumerated() {
      months.append(
        (try month(text), try spending(text, perDay: Int64(1000 + 100 * index), fixed: 50_000)))
    }
    let check = ForecastCheck(months: months, count: 12)
    #expect(
      check.months.map(\.month.description) == [
        "2026-06", "2026-07", "2026-08", "2026-09", "2026-10",
      ])
    // June has no history: the pace alone, which is exact for a steady month.
    let june = check.months[0]
    #expect(june.actual == Yen(30 * 1000 + 50_000))
    #expect(june.forecasts.map(\.forecast) == [Yen(80_000), Yen(80_000)])
    #expect(june.errors == [Rate(permille: 0), Rate(permille: 0)])
    // October, against months that spent less a day: the history pulls the forecast down.
    let october = check.months[4]
    #expect(october.actual == Yen(31 * 1400 + 50_000))
    #expect(october.forecasts[0].forecast < october.actual)
    #expect(october.forecasts[1].forecast > october.forecasts[0].forecast)
    let errors = check.meanAbsoluteErrors
    #expect(errors.count == 2)
    #expect((errors[1]?.permille ?? 1000) < (errors[0]?.permille ?? 0))
    #expect(check.hitCounts.count == 2)
  }
}
