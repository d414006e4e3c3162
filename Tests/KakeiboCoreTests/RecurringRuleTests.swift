import RefusalTesting
import Testing

@testable import KakeiboCore

private func date(_ text: String) throws -> LedgerDate { try #require(LedgerDate(iso: text)) }
private func month(_ text: String) throws -> YearMonth { try YearMonth(parsing: text) }

private func rule(
  day: Int, from first: String, until last: String? = nil, times: Int? = nil,
  resume: String? = nil, end: String? = nil, amount: Int64 = 85_000,
  category: Category? = .livingCost, kind: EntryKind = .expense
) throws -> RecurringRule {
  RecurringRule(
    id: 1, kind: kind, category: category, subcategory: nil, amount: Yen(amount),
    memo: try Memo("家賃"), day: day, firstDate: try date(first),
    lastDate: try last.map(date), times: times, resumeDate: try resume.map(date),
    endDate: try end.map(date))
}

private func dates(_ rule: RecurringRule, through last: String) throws -> [String] {
  try rule.occurrences(through: date(last)).map(\.date.description)
}

@Suite struct RecurringRuleTests {
  @Test func fallsOnTheMonthsLastDayInShorterMonths() throws {
    let endOfMonth = try rule(day: 31, from: "2027-01-01")
    #expect(
      try dates(endOfMonth, through: "2027-06-30") == [
        "2027-01-31", "2027-02-28", "2027-03-31", "2027-04-30", "2027-05-31", "2027-06-30",
      ])
    // 2028 is a leap year: the 29th and later fall on 29 February.
    #expect(
      try dates(rule(day: 30, from: "2028-02-01"), through: "2028-03-31") == [
        "2028-02-29", "2028-03-30",
      ])
    #expect(try dates(rule(day: 29, from: "2100-02-01"), through: "2100-02-28") == ["2100-02-28"])
    #expect(try rule(day: 31, from: "2026-04-01").date(in: month("2026-04")) == date("2026-04-30"))
  }

  @Test func startsOnItsFirstDateAndStopsAtToday() throws {
    let rent = try rule(day: 27, from: "2026-11-01")
    #expect(try dates(rent, through: "2026-11-26") == [])
    #expect(try dates(rent, through: "2026-11-27") == ["2026-11-27"])
    #expect(try dates(rent, through: "2027-01-15") == ["2026-11-27", "2026-12-27"])
    // A payday month (from the 25th) that begins on 2026-10-25 holds the 27 October.
    let payday = try rule(day: 27, from: "2026-10-25")
    #expect(try dates(payday, through: "2026-11-30") == ["2026-10-27", "2026-11-27"])
    // The first of a payday month that begins on the 25th is in the calendar month after.
    #expect(try dates(rule(day: 1, from: "2026-10-25"), through: "2026-11-30") == ["2026-11-01"])
  }

  @Test func anInstalmentPlanMakesItsNumberOfPaymentsThenEnds() throws {
    let plan = try rule(day: 10, from: "2026-11-01", times: 3, amount: 40_000)
    #expect(
      try plan.occurrences(through: date("2027-12-31")).map { "\($0.number) \($0.date)" } == [
        "1 2026-11-10", "2 2026-12-10", "3 2027-01-10",
      ])
    #expect(plan.remainingCount(after: try date("2026-11-15")) == 2)
    #expect(plan.remainingTotal(after: try date("2026-11-15")) == Yen(80_000))
    #expect(plan.nextDate(after: try date("2026-11-15")) == (try date("2026-12-10")))
    #expect(plan.remainingCount(after: try date("2027-01-10")) == 0)
    #expect(plan.nextDate(after: try date("2027-01-10")) == nil)
    #expect(plan.hasEnded(by: try date("2027-01-10")))
    #expect(!plan.hasEnded(by: try date("2027-01-09")))
  }

  @Test func untilItsLastMonthIncluded() throws {
    let rule = try rule(day: 5, from: "2026-11-01", until: "2027-01-31")
    #expect(try dates(rule, through: "2027-12-31") == ["2026-11-05", "2026-12-05", "2027-01-05"])
    #expect(rule.remainingCount(after: try date("2026-11-05")) == 2)
    // Without an end, nothing to count.
    #expect(try RecurringRuleTests.open.remainingCount(after: date("2026-11-15")) == nil)
    #expect(try RecurringRuleTests.open.remainingTotal(after: date("2026-11-15")) == nil)
  }

  static var open: RecurringRule { get throws { try rule(day: 1, from: "2026-01-01") } }

  @Test func anEditChangesOnlyTheOccurrencesAfterIt() throws {
    // Edited on 2026-12-15: the occurrences before the 16th were made by the rule as it was.
    let edited = try rule(day: 10, from: "2026-11-01", times: 3, resume: "2026-12-16")
    #expect(
      try edited.occurrences(through: date("2027-12-31")).map { "\($0.number) \($0.date)" } == [
        "3 2027-01-10"
      ])
    // Removed on 2026-12-15: nothing after it.
    let removed = try rule(day: 20, from: "2026-11-01", end: "2026-12-15")
    #expect(try dates(removed, through: "2027-06-30") == ["2026-11-20"])
    #expect(removed.remainingCount(after: try date("2026-12-15")) == 0)
    #expect(removed.hasEnded(by: try date("2026-12-15")))
  }

  @Test func readsDaysAndTimes() throws {
    #expect(try RecurringRule.parseDay("31") == 31)
    #expect(try RecurringRule.parseDay("２７") == 27)
    #expect(
      refuses(
        .day, "32",
        "not a day a rule can fall on; expected a day of the month from 1 to 31 (31: the month's last day)"
      ) { try RecurringRule.parseDay("32") })
    #expect(throws: InvalidValue.self) { try RecurringRule.parseDay("0") }
    #expect(try RecurringRule.parseTimes("12") == 12)
    #expect(
      refuses(.times, "0", "not a number of payments; expected a whole number from 1 to 600") {
        try RecurringRule.parseTimes("0")
      })
  }

  @Test func theScheduleAddsWhatIsStillToComeByCategoryAndForIncome() throws {
    let rent = try rule(day: 27, from: "2026-01-01")
    let phone = try rule(day: 20, from: "2026-01-01", amount: 3000)
    let netflix = try rule(day: 16, from: "2026-01-01", amount: 1490, category: .leisure)
    let salary = try rule(
      day: 25, from: "2026-01-01", amount: 280_000, category: nil, kind: .income)
    let schedule = try Schedule(
      rules: [rent, phone, netflix, salary], from: date("2026-11-16"),
      through: date("2026-11-30"))
    #expect(schedule.categories[.livingCost] == Tally(total: Yen(88_000), count: 2))
    #expect(schedule.categories[.leisure] == Tally(total: Yen(1490), count: 1))
    #expect(schedule.categories[.expenses] == nil)
    #expect(schedule.income == Tally(total: Yen(280_000), count: 1))
    #expect(try schedule.total() == Tally(total: Yen(89_490), count: 3))
    #expect(
      try Schedule(rules: [rent], from: date("2026-11-28"), through: date("2026-11-30")).isEmpty)
  }
}
