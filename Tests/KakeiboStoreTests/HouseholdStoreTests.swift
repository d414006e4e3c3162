import Foundation
import KakeiboCore
import Testing

@testable import KakeiboStore

private func month(_ text: String) throws -> YearMonth { try YearMonth(parsing: text) }
private func date(_ text: String) throws -> LedgerDate { try #require(LedgerDate(iso: text)) }
private func sub(_ name: String) throws -> Subcategory {
  try #require(try Subcategory(validating: name))
}

/// A new ledger of each engine this run has: SQLite, then PostgreSQL when the test server is
/// there.
func ledgersOfEachEngine(in folder: TemporaryDirectory) throws -> [Ledger] {
  var ledgers = [
    try Ledger.open(path: folder.file("ledger-\(UUID().uuidString).db"), intent: .write)
  ]
  if TestPostgres.isAvailable {
    let uri = try #require(PostgresURI(try TestPostgres.makeDatabase()))
    ledgers.append(try Ledger.open(.postgresql(uri), intent: .write))
  }
  return ledgers
}

/// Issue 25's store work on both engines: one-month budgets and rules that move to business
/// days.
@Suite struct HouseholdStoreTests {
  let folder: TemporaryDirectory

  init() throws {
    folder = try TemporaryDirectory()
  }

  @Test func aBudgetForOneMonthIsInForceInThatMonthAlone() throws {
    for ledger in try ledgersOfEachEngine(in: folder) {
      _ = try ledger.setBudget(Budget(category: .leisure, amount: Yen(30_000)))
      let december = Budget(
        category: .leisure, from: try month("2026-12"), amount: Yen(50_000),
        isForItsMonthOnly: true)
      #expect(try ledger.setBudget(december) == nil)
      let plan = try ledger.budgets()
      #expect(plan.budget(for: .leisure, in: try month("2026-11"))?.amount == Yen(30_000))
      #expect(plan.budget(for: .leisure, in: try month("2026-12"))?.amount == Yen(50_000))
      // January goes back to the budget for every month: December's does not carry on.
      #expect(plan.budget(for: .leisure, in: try month("2027-01"))?.amount == Yen(30_000))
      #expect(
        try ledger.recentChanges(limit: 1).map(\.summary) == [
          "budget set 娯楽費 ¥50,000 for 2026-12 only"
        ])
      // The same month from then on replaces it, as one budget of that month.
      let fromDecember = Budget(
        category: .leisure, from: try month("2026-12"), amount: Yen(40_000))
      #expect(try ledger.setBudget(fromDecember) == december)
      #expect(
        try ledger.budgets().budget(for: .leisure, in: try month("2027-01"))?.amount
          == Yen(40_000))
      // Undo and redo carry whether it was one month's.
      _ = try ledger.undoLastChange()
      #expect(try ledger.budgets().budgets.contains(december))
      _ = try ledger.redoLastUndo()
      #expect(try ledger.budgets().budgets.contains(fromDecember))
      _ = try ledger.undoLastChange()
      #expect(try ledger.removeBudget(of: .leisure, from: try month("2026-12")) == december)
      _ = try ledger.undoLastChange()
      #expect(try ledger.budgets().budgets.contains(december))
    }
  }

  @Test func aRuleOnABusinessDayMakesItsEntryOnTheMovedDate() throws {
    for ledger in try ledgersOfEachEngine(in: folder) {
      // 2026-06-27 is a Saturday, 2026-09-27 a Sunday; 2026-05-27 a Wednesday.
      let rule = RecurringRule(
        id: 0, kind: .expense, category: .livingCost, subcategory: try sub("住居"),
        amount: Yen(85_000), memo: try Memo("家賃"), day: 27, firstDate: try date("2026-05-01"),
        businessDay: .next)
      let (added, made) = try ledger.addRule(rule, today: try date("2026-06-28"))
      #expect(added.businessDay == .next)
      // Due on Saturday the 27th of June, it is taken on Monday the 29th: not yet by the 28th.
      #expect(made.map(\.date.description) == ["2026-05-27"])
      #expect(try ledger.makeDueEntries(through: try date("2026-06-28")).isEmpty)
      #expect(
        try ledger.makeDueEntries(through: try date("2026-06-29")).map(\.date.description) == [
          "2026-06-29"
        ])
      // The month ahead schedules the moved date: September's 27th is a Sunday, the 28th.
      let september = try ledger.schedule(
        from: try date("2026-09-01"), through: try date("2026-09-30"),
        today: try date("2026-06-29"))
      #expect(september.categories[.livingCost]?.count == 1)
      #expect(added.nextDate(after: try date("2026-09-01")) == (try date("2026-09-28")))
      // A rule read back keeps its rule; one moved back lands on Friday.
      let before = RecurringRule(
        id: 0, kind: .expense, category: .livingCost, subcategory: nil, amount: Yen(1000),
        memo: try Memo("保険"), day: 27, firstDate: try date("2026-06-01"),
        businessDay: .previous)
      let (_, early) = try ledger.addRule(before, today: try date("2026-06-29"))
      #expect(early.map(\.date.description) == ["2026-06-26"])
      #expect(
        try ledger.recurringRules(today: try date("2026-06-29")).map(\.businessDay) == [
          .next, .previous,
        ])
      // Undo of the add removes what the rule made, on its moved date.
      _ = try ledger.undoLastChange()
      #expect(try ledger.entries(in: .all).map(\.date.description) == ["2026-05-27", "2026-06-29"])
    }
  }
}
