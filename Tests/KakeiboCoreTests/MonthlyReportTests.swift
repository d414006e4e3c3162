import Testing

@testable import KakeiboCore

private func month(_ text: String) throws -> YearMonth { try YearMonth(parsing: text) }
private func date(_ text: String) throws -> LedgerDate { try #require(LedgerDate(iso: text)) }
private func tally(_ total: Int64, _ count: Int64 = 1) -> Tally {
  Tally(total: Yen(total), count: count)
}

@Suite struct RateTests {
  @Test(
    arguments: [
      // part, whole, permille
      (1, 3, 333), (2, 3, 667), (1, 2000, 1), (1, 2001, 0), (-1, 2000, -1), (-1, 2001, 0),
      (1700, 700, 2429), (11_800, 700, 16_857), (-700, 700, -1000), (0, 5, 0), (2400, 2000, 1200),
    ] as [(Int64, Int64, Int64)])
  func roundsToTheNearestThousandthHalvesAwayFromZero(part: Int64, whole: Int64, permille: Int64)
    throws
  {
    #expect(try Rate.of(part, over: Yen(whole)) == Rate(permille: permille))
  }

  @Test func hasNoValueOverNothingAndRefusesWhatDoesNotFit() throws {
    #expect(try Rate.of(5, over: .zero) == nil)
    #expect(try Rate.of(Int64.max, over: Yen(Int64.max)) == Rate(permille: 1000))
    #expect(throws: ReportError.overflow) { try Rate.of(Int64.max, over: Yen(1)) }
    #expect(throws: ReportError.overflow) { try Rate.of(Int64.min, over: Yen(2)) }
  }

  @Test(
    arguments: [
      (153, "15.3%", "+15.3%", "0.153"), (-30, "-3.0%", "-3.0%", "-0.03"), (0, "0.0%", "0.0%", "0"),
      (1000, "100.0%", "+100.0%", "1"), (-1000, "-100.0%", "-100.0%", "-1"),
      (16_857, "1,685.7%", "+1,685.7%", "16.857"), (2500, "250.0%", "+250.0%", "2.5"),
      (-5, "-0.5%", "-0.5%", "-0.005"),
    ] as [(Int64, String, String, String)])
  func formats(permille: Int64, percent: String, signed: String, decimal: String) {
    let rate = Rate(permille: permille)
    #expect(rate.percentText == percent)
    #expect(rate.signedPercentText == signed)
    #expect(rate.decimalText == decimal)
  }
}

@Suite struct MonthOverMonthTests {
  @Test(
    arguments: [
      (700, 2400, "+¥1,700 +242.9%", 1700), (3000, 2000, "−¥1,000 −33.3%", -1000),
      (2000, 2000, "±¥0 0.0%", 0), (700, 0, "−¥700 −100.0%", -700), (0, 2400, "—", 2400),
      (0, 0, "—", 0),
    ] as [(Int64, Int64, String, Int64)])
  func showsTheChangeOrADashWhenThereWasNothingBefore(
    previous: Int64, current: Int64, text: String, difference: Int64
  ) throws {
    let change = try MonthOverMonth(previous: Yen(previous), current: Yen(current))
    #expect(change.text == text)
    #expect(change.difference == difference)
  }
}

@Suite struct BudgetTests {
  @Test func theLatestBudgetNotAfterTheMonthIsInForce() throws {
    let plan = BudgetPlan([
      Budget(category: .livingCost, amount: Yen(30_000)),
      Budget(category: .livingCost, from: try month("2026-04"), amount: Yen(35_000)),
      Budget(category: .livingCost, from: try month("2026-12"), amount: Yen(40_000)),
      Budget(category: .leisure, from: try month("2026-06"), amount: Yen(5000)),
    ])
    #expect(plan.budget(for: .livingCost, in: try month("2025-01"))?.amount == Yen(30_000))
    #expect(plan.budget(for: .livingCost, in: try month("2026-04"))?.amount == Yen(35_000))
    #expect(plan.budget(for: .livingCost, in: try month("2026-11"))?.amount == Yen(35_000))
    #expect(plan.budget(for: .livingCost, in: try month("2027-01"))?.amount == Yen(40_000))
    #expect(plan.budget(for: .leisure, in: try month("2026-05")) == nil)
    #expect(plan.budget(for: .expenses, in: try month("2026-05")) == nil)
    #expect(
      plan.inForce(in: try month("2026-06")).mapValues(\.amount) == [
        .livingCost: Yen(35_000), .leisure: Yen(5000),
      ])
    #expect(plan.budgets[0].isForEveryMonth)
    #expect(plan.budgets[0].summary == "生活費 ¥30,000 every month")
    #expect(plan.budgets[1].summary == "生活費 ¥35,000 from 2026-04")
  }

  @Test func statusShowsWhatIsLeftAndTheShareUsed() throws {
    let under = try BudgetStatus(budget: Yen(30_000), spent: Yen(8100))
    #expect(under.remaining == Yen(21_900))
    #expect(under.used == Rate(permille: 270))
    #expect(!under.isOver)
    let over = try BudgetStatus(budget: Yen(2000), spent: Yen(2400))
    #expect(over.remaining == Yen(-400))
    #expect(over.remaining.description == "−¥400")
    #expect(over.used.percentText == "120.0%")
    #expect(over.isOver)
    #expect(!(try BudgetStatus(budget: Yen(2000), spent: Yen(2000))).isOver)
  }
}

@Suite struct MonthPaceTests {
  @Test func countsTheDaysGoneAndLeftAndTheAveragePerDay() throws {
    let november = try month("2026-11").dates
    let pace = try #require(
      MonthPace(dates: november, today: try date("2026-11-15"), spentSoFar: Yen(7000)))
    #expect(pace.daysElapsed == 15)
    #expect(pace.daysLeft == 15)
    #expect(pace.averagePerDay == Yen(467))
    let last = try #require(
      MonthPace(dates: november, today: try date("2026-11-30"), spentSoFar: Yen(45)))
    #expect(last.daysLeft == 0)
    #expect(last.averagePerDay == Yen(2))
    #expect(MonthPace(dates: november, today: try date("2026-12-01"), spentSoFar: .zero) == nil)
  }

  @Test func countsLeapDaysAndPaydayMonths() throws {
    let february = try #require(
      MonthPace(dates: try month("2024-02").dates, today: try date("2024-02-28"), spentSoFar: .zero)
    )
    #expect(february.daysLeft == 1)
    #expect(february.averagePerDay == .zero)
    let start = try #require(MonthStart(day: 25))
    let payday = try #require(
      MonthPace(
        dates: try month("2026-11").dates(startingOn: start), today: try date("2026-10-31"),
        spentSoFar: Yen(7001)))
    #expect(payday.daysElapsed == 7)
    #expect(payday.daysLeft == 24)
    #expect(payday.averagePerDay == Yen(1000))
  }
}

@Suite struct MonthlyReportTests {
  @Test func comparesWithThePreviousMonthAndTheBudgets() throws {
    let november = try month("2026-11")
    let report = try MonthlyReport(
      month: november, dates: november.dates,
      tallies: [.livingCost: tally(8100, 2), .expenses: tally(2000), .leisure: tally(2400)],
      previous: [.leisure: tally(700)],
      budgets: [
        .livingCost: Budget(category: .livingCost, amount: Yen(30_000)),
        .leisure: Budget(category: .leisure, amount: Yen(2000)),
      ],
      topMemos: [.livingCost: [MemoTally(memo: try Memo("スーパー"), tally: tally(8100, 2))]])
    #expect(report.previousMonth == (try month("2026-10")))
    #expect(report.rows.map(\.share?.permille) == [648, 160, 192])
    #expect(report.rows.map(\.change.text) == ["—", "—", "+¥1,700 +242.9%"])
    #expect(report.rows.map { $0.budget?.remaining } == [Yen(21_900), nil, Yen(-400)])
    #expect(report.rows.map { $0.budget?.isOver } == [false, nil, true])
    #expect(report.rows[0].topMemos.map(\.memo.text) == ["スーパー"])
    #expect(report.total == tally(12_500, 4))
    #expect(report.previousTotal == tally(700))
    #expect(report.change.text == "+¥11,800 +1,685.7%")
    // The budget total covers only the categories with a budget.
    #expect(report.budget == (try BudgetStatus(budget: Yen(32_000), spent: Yen(10_500))))
    #expect(report.largestTotal == Yen(8100))
    #expect(report.totalShare?.permille == 1000)
  }

  @Test func anEmptyMonthHasNothingToCompareOrBar() throws {
    let report = try MonthlyReport(
      month: try month("2024-02"), dates: try month("2024-02").dates, tallies: [:], previous: [:])
    #expect(report.rows.allSatisfy { $0.tally == .zero && $0.change.text == "—" })
    #expect(report.budget == nil)
    #expect(report.largestTotal == .zero)
    #expect(report.totalShare?.permille == 0)
  }

  @Test func januaryComparesWithTheDecemberBefore() throws {
    let january = try month("2026-01")
    let report = try MonthlyReport(
      month: january, dates: january.dates, tallies: [.expenses: tally(150)],
      previous: [.expenses: tally(100)])
    #expect(report.previousMonth == (try month("2025-12")))
    #expect(report.change.text == "+¥50 +50.0%")
    let first = try MonthlyReport(
      month: try month("0001-01"), dates: try month("0001-01").dates, tallies: [:], previous: [:])
    #expect(first.previousMonth == nil)
  }

  @Test func overflowIsAnError() throws {
    #expect(throws: ReportError.overflow) {
      try MonthlyReport(
        month: try month("2026-11"), dates: try month("2026-11").dates, tallies: [:],
        previous: [.leisure: tally(Int64.max), .expenses: tally(1)])
    }
  }
}

@Suite struct MonthSeriesTests {
  @Test func averagesTheMonthsSoFarAndDrawsSparklines() throws {
    let months = try month("2026-06").months(endingHere: 6)
    let series = try MonthSeries(
      months: months,
      tallies: [
        try month("2026-02"): [.livingCost: tally(99_999)],
        try month("2026-05"): [.livingCost: tally(1000)],
        try month("2026-06"): [.livingCost: tally(2000), .leisure: tally(500)],
      ])
    #expect(series.months.map(\.month.description).first == "2026-01")
    #expect(series.total == tally(103_499, 4))
    func covered(_ first: String?, _ current: String) throws -> [String] {
      series.coveredMonths(firstEntry: try first.map(month), current: try month(current))
        .map(\.month.description)
    }
    // From the ledger's first month to this one: never before it began, nor after today.
    #expect(try covered("2026-02", "2026-04") == ["2026-02", "2026-03", "2026-04"])
    #expect(try covered("2025-01", "2030-01").count == 6)
    #expect(try covered("2026-05", "2026-06") == ["2026-05", "2026-06"])
    #expect(try covered("2025-01", "2020-01") == [])
    #expect(try covered(nil, "2026-06") == [])
    let average = try series.average(of: series.months)
    #expect(average.categories == [Yen(17_167), .zero, Yen(83)])
    #expect(average.total == Yen(17_250))
    #expect(average.monthCount == 6)
    let lastTwo = try series.average(
      of: series.coveredMonths(firstEntry: month("2026-05"), current: month("2026-06")))
    #expect(lastTwo.categories == [Yen(1500), .zero, Yen(250)])
    #expect(lastTwo.monthCount == 2)
    #expect(
      try series.average(of: [])
        == MonthSeries.Average(
          categories: [.zero, .zero, .zero], total: .zero, income: .zero, balance: .zero,
          monthCount: 0))
    #expect(series.categorySparklines == ["▁█▁▁▂▂", "▁▁▁▁▁▁", "▁▁▁▁▁█"])
    #expect(series.totalSparkline == "▁█▁▁▂▂")
  }

  @Test func aPaydayYearBeginsInThePreviousDecember() throws {
    let summary = try YearlySummary(
      year: 2026, startingOn: try #require(MonthStart(day: 25)), tallies: [:])
    #expect(summary.dates == DateRange(try date("2025-12-25"), try date("2026-12-24")))
    #expect(summary.months[1].dates == DateRange(try date("2026-01-25"), try date("2026-02-24")))
    let leap = try YearlySummary(year: 2024, tallies: [:])
    #expect(leap.months[1].dates.dayCount == 29)
    #expect(leap.dates.dayCount == 366)
  }
}
