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

extension Ledger {
  /// Adds `rule` as `addRule(_:today:reporting:)` does, returning the entries it made.
  fileprivate func addRuleListing(_ rule: RecurringRule, today: LedgerDate) throws -> (
    RecurringRule, [Entry]
  ) {
    var made: [Entry] = []
    let (added, _) = try addRule(rule, today: today) { progress in
      if case .made(let entry) = progress { made.append(entry) }
    }
    return (added, made)
  }

  /// Makes the entries due by `today`, as `makeDueEntries(through:)` does, returning them.
  fileprivate func makeDueEntriesListing(through today: LedgerDate) throws -> [Entry] {
    let last = try entries(in: .all).map(\.id).max() ?? 0
    try makeDueEntries(through: today)
    return try entries(in: .all).filter { $0.id > last }
  }
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
        try ledger.recentChanges(limit: 1).map(\.stored) == [
          "budget-set | category=娯楽費 | subcategory | from=2026-12 | amount=50000"
            + " | only-month=yes | was"
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
      let (added, made) = try ledger.addRuleListing(rule, today: try date("2026-06-28"))
      #expect(added.businessDay == .next)
      // Due on Saturday the 27th of June, it is taken on Monday the 29th: not yet by the 28th.
      #expect(made.map(\.date.description) == ["2026-05-27"])
      #expect(try ledger.makeDueEntriesListing(through: try date("2026-06-28")).isEmpty)
      #expect(
        try ledger.makeDueEntriesListing(through: try date("2026-06-29")).map(\.date.description)
          == [
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
      let (_, early) = try ledger.addRuleListing(before, today: try date("2026-06-29"))
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

  func draft(_ day: String, _ amount: Int64, _ category: Category, _ sub: String? = nil)
    throws -> EntryDraft
  {
    EntryDraft(
      date: try date(day), amount: Yen(amount), category: category,
      subcategory: try sub.map { try Subcategory(validating: $0) } ?? nil,
      memo: try Memo("m\(amount)"))
  }

  @Test func severalEntriesAreDeletedAndEditedAsOneChange() throws {
    for ledger in try ledgersOfEachEngine(in: folder) {
      for amount in [100, 200, 300, 400, 500] as [Int64] {
        _ = try ledger.add(try draft("2026-11-0\(amount / 100)", amount, .livingCost))
      }
      let edited = try ledger.update(
        ids: [2, 3, 4], with: EntryChanges(category: .expenses, subcategory: .some(try sub("交通"))))
      #expect(edited.map(\.after.category) == [.expenses, .expenses, .expenses])
      #expect(
        try ledger.recentChanges(limit: 1).map(\.stored) == [
          "edited-alike | id=2 | id=3 | id=4 | field=category | before | after=経費"
            + " | field=subcategory | before | after=交通 | refund=no"
        ])
      // Nothing changes when one id names no entry.
      #expect(throws: LedgerError.noSuchEntries([9])) { try ledger.delete(ids: [1, 9]) }
      #expect(try ledger.entries(in: .all).count == 5)
      let deleted = try ledger.delete(ids: [5, 1, 3, 1])
      #expect(deleted.map(\.id) == [1, 3, 5])
      #expect(
        try ledger.recentChanges(limit: 1).map(\.stored) == [
          "deleted | id=1 | date=2026-11-01 | category=生活費 | subcategory | amount=100"
            + " | memo=m100 | id=3 | date=2026-11-03 | category=経費 | subcategory=交通"
            + " | amount=300 | memo=m300 | id=5 | date=2026-11-05 | category=生活費 | subcategory"
            + " | amount=500 | memo=m500"
        ])
      #expect(try ledger.entries(in: .all).map(\.id) == [2, 4])
      // One undo brings the three back; the next undoes the whole edit.
      _ = try ledger.undoLastChange()
      #expect(try ledger.entries(in: .all).map(\.id) == [1, 2, 3, 4, 5])
      _ = try ledger.undoLastChange()
      #expect(
        try ledger.entries(in: .all).map(\.category) == Array(repeating: .livingCost, count: 5))
      // Redo re-applies the edit of all three at once.
      _ = try ledger.redoLastUndo()
      #expect(
        try ledger.entries(in: .all).filter { $0.category == .expenses }.map(\.id) == [2, 3, 4])
      // An edit that changes nothing is recorded as such.
      _ = try ledger.update(ids: [2, 3], with: EntryChanges(category: .expenses))
      #expect(try ledger.recentChanges(limit: 1).first?.changedNothing == true)
    }
  }

  @Test func aSubcategoryMovesWithItsEntriesBudgetsAndRulesAndRenamesReachTheRules() throws {
    for ledger in try ledgersOfEachEngine(in: folder) {
      _ = try ledger.add(try draft("2026-11-03", 2600, .livingCost, "外食"))
      _ = try ledger.add(try draft("2026-11-04", 1200, .livingCost, "外食"))
      _ = try ledger.add(try draft("2026-11-05", 3000, .livingCost, "食費"))
      _ = try ledger.setBudget(
        Budget(category: .livingCost, subcategory: try sub("外食"), amount: Yen(10_000)))
      let rule = RecurringRule(
        id: 0, kind: .expense, category: .livingCost, subcategory: try sub("外食"),
        amount: Yen(5000), memo: try Memo("給食費"), day: 20, firstDate: try date("2026-12-01"))
      _ = try ledger.addRuleListing(rule, today: try date("2026-11-15"))
      let moved = try ledger.moveSubcategory(try sub("外食"), of: .livingCost, to: .leisure)
      #expect(moved == SubcategoryChange(entries: 2, rules: 1, budgets: 1))
      #expect(
        try ledger.entries(in: .all).map { "\($0.id) \($0.classText)" } == [
          "1 娯楽費 › 外食", "2 娯楽費 › 外食", "3 生活費 › 食費",
        ])
      #expect(try ledger.budgets().budgets.map(\.summary) == ["娯楽費 › 外食 ¥10,000 every month"])
      #expect(try ledger.recurringRule(id: 1)?.category == .leisure)
      #expect(
        try ledger.recentChanges(limit: 1).map(\.stored) == [
          "subcategory-moved | subcategory=外食 | from=生活費 | to=娯楽費 | entries=2 | rules=1"
            + " | budgets=1"
        ])
      // The next entry the rule makes is 娯楽費's.
      #expect(
        try ledger.makeDueEntriesListing(through: try date("2026-12-20")).map(\.classText) == [
          "娯楽費 › 外食"
        ])
      // Renaming reaches the rule and the budget too.
      let renamed = try ledger.renameSubcategory(
        in: .leisure, from: try sub("外食"), to: try sub("外食費"))
      #expect(renamed == SubcategoryChange(entries: 3, rules: 1, budgets: 1))
      #expect(try ledger.recurringRule(id: 1)?.subcategory == (try sub("外食費")))
      #expect(try ledger.budgets().budgets.map(\.summary) == ["娯楽費 › 外食費 ¥10,000 every month"])
      // Undo reverts the rename, then the move, each as a whole.
      _ = try ledger.undoLastChange()
      #expect(try ledger.recurringRule(id: 1)?.subcategory == (try sub("外食")))
      // (The entry made on 12-20 fell due on its own: undo passes over it.)
      _ = try ledger.undoLastChange()
      #expect(try ledger.recurringRule(id: 1)?.category == .livingCost)
      #expect(try ledger.budgets().budgets.map(\.summary) == ["生活費 › 外食 ¥10,000 every month"])
      #expect(
        try ledger.entries(in: .all).prefix(3).map(\.classText) == [
          "生活費 › 外食", "生活費 › 外食", "生活費 › 食費",
        ])
      // Redo moves it all again.
      _ = try ledger.redoLastUndo()
      #expect(try ledger.budgets().budgets.map(\.summary) == ["娯楽費 › 外食 ¥10,000 every month"])
    }
  }

  @Test func aStatementRowOfTheRulesPayeeReplacesItsEstimateAndUndoPutsItBack() throws {
    for ledger in try ledgersOfEachEngine(in: folder) {
      let rule = RecurringRule(
        id: 0, kind: .expense, category: .livingCost, subcategory: try sub("水道光熱費"),
        amount: Yen(7800), memo: try Memo("電気"), day: 10, firstDate: try date("2026-11-01"),
        isEstimate: true, match: try Memo("東京電力"))
      let (_, made) = try ledger.addRuleListing(rule, today: try date("2026-11-15"))
      #expect(made.map(\.id) == [1])
      _ = try ledger.add(try draft("2026-11-12", 500, .leisure))
      let card = try #require(try EntrySource(validating: "三井住友カード"))
      func row(_ memo: String, _ day: String, _ amount: Int64) throws -> EntryDraft {
        EntryDraft(
          date: try date(day), amount: Yen(amount), category: .livingCost, memo: try Memo(memo),
          source: card)
      }
      var replaced: [EstimateReplacement] = []
      let (_, counts) = try ledger.importEntries(from: "card.csv") { batch in
        batch.onReplacedEstimate = { replaced.append($0) }
        try batch.addStatementRow(
          try row("ﾄｳｷﾖｳﾃﾞﾝﾘﾖｸ", "2026-11-01", 100),
          fingerprint: try #require(Fingerprint(bytes: Array(repeating: 1, count: 16))),
          learnsClass: false)
        try batch.addStatementRow(
          try row("東京電力 電気料金", "2026-11-10", 8312),
          fingerprint: try #require(Fingerprint(bytes: Array(repeating: 2, count: 16))),
          learnsClass: false)
        try batch.addStatementRow(
          try row("東京電力 電気料金", "2026-11-11", 8312),
          fingerprint: try #require(Fingerprint(bytes: Array(repeating: 3, count: 16))),
          learnsClass: false)
      }
      // One entry for the bill: the statement's amount, the rule's category and memo.
      #expect(counts.replacedEstimates == 1)
      #expect(counts.added == 2)
      #expect(replaced.map { "\($0.before.amount) → \($0.after.amount)" } == ["¥7,800 → ¥8,312"])
      let bill = try #require(try ledger.entry(id: 1))
      #expect(bill.amount == Yen(8312))
      #expect(bill.classText == "生活費 › 水道光熱費")
      #expect(bill.memo.text == "電気")
      #expect(bill.source == card)
      #expect(
        try ledger.recentChanges(limit: 1).map(\.stored) == [
          "imported | file=card.csv | added=2 | matched=0 | replaced=1"
        ])
      // Undo puts the estimate back, provisional again.
      _ = try ledger.undoLastChange()
      let estimate = try #require(try ledger.entry(id: 1))
      #expect(estimate.amount == Yen(7800) && estimate.source == nil)
      #expect(try ledger.entries(in: .all).count == 2)
    }
  }
}
