import Foundation
import KakeiboCore
import Testing

@testable import KakeiboStore

private func month(_ text: String) throws -> YearMonth { try YearMonth(parsing: text) }
private func date(_ text: String) throws -> LedgerDate { try #require(LedgerDate(iso: text)) }

@Suite struct BudgetStoreTests {
  let folder: TemporaryDirectory
  let ledger: Ledger

  init() throws {
    folder = try TemporaryDirectory()
    ledger = try Ledger.open(path: folder.file("ledger.db"), intent: .write)
  }

  @Test func setsReplacesAndRemovesBudgetsRecordingEachChange() throws {
    let everyMonth = Budget(category: .livingCost, amount: Yen(30_000))
    let fromApril = Budget(category: .livingCost, from: try month("2026-04"), amount: Yen(35_000))
    #expect(try ledger.setBudget(everyMonth) == nil)
    #expect(try ledger.setBudget(fromApril) == nil)
    #expect(try ledger.setBudget(Budget(category: .leisure, amount: Yen(5000))) == nil)
    #expect(try ledger.setBudget(everyMonth)?.amount == Yen(30_000))  // unchanged: recorded as such
    #expect(
      try ledger.setBudget(Budget(category: .livingCost, amount: Yen(32_000)))?.amount
        == Yen(30_000))
    #expect(
      try ledger.budgets.plan().budgets.map(\.summary) == [
        "生活費 ¥32,000 every month", "生活費 ¥35,000 from 2026-04", "娯楽費 ¥5,000 every month",
      ])
    #expect(try ledger.removeBudget(of: .livingCost, from: try month("2026-04")) == fromApril)
    #expect(try ledger.removeBudget(of: .livingCost, from: try month("2026-04")) == nil)
    #expect(
      try ledger.recentChanges(limit: 10).map { "\($0.kind) \($0.stored)" } == [
        "budget budget-unset | category=生活費 | subcategory | from=2026-04 | amount=35000"
          + " | only-month=no",
        "budget budget-set | category=生活費 | subcategory | from | amount=32000 | only-month=no"
          + " | was=30000",
        "budget budget-set | category=生活費 | subcategory | from | amount=30000 | only-month=no"
          + " | was",
        "budget budget-set | category=娯楽費 | subcategory | from | amount=5000 | only-month=no"
          + " | was",
        "budget budget-set | category=生活費 | subcategory | from=2026-04 | amount=35000"
          + " | only-month=no | was",
        "budget budget-set | category=生活費 | subcategory | from | amount=30000 | only-month=no"
          + " | was",
      ])
  }

  @Test func undoRevertsBudgetChangesOneAtATime() throws {
    _ = try ledger.setBudget(Budget(category: .leisure, amount: Yen(5000)))
    _ = try ledger.setBudget(Budget(category: .leisure, amount: Yen(6000)))
    _ = try ledger.removeBudget(of: .leisure, from: .earliest)
    #expect(try ledger.budgets.plan().budgets.isEmpty)
    #expect(
      try ledger.undoLastChange()?.stored
        == "budget-unset | category=娯楽費 | subcategory | from | amount=6000 | only-month=no")
    #expect(try ledger.budgets.plan().budgets.map(\.amount) == [Yen(6000)])
    _ = try ledger.undoLastChange()
    #expect(try ledger.budgets.plan().budgets.map(\.amount) == [Yen(5000)])
    _ = try ledger.undoLastChange()
    #expect(try ledger.budgets.plan().budgets.isEmpty)
    #expect(try ledger.undoLastChange() == nil)
  }

  @Test func undoOfAnEntryLeavesBudgetsAloneAndTheOtherWayRound() throws {
    let entry = try ledger.add(
      EntryDraft(date: try date("2026-11-01"), amount: Yen(100), category: .leisure))
    _ = try ledger.setBudget(Budget(category: .leisure, amount: Yen(5000)))
    _ = try ledger.undoLastChange()
    #expect(try ledger.entries.list(in: .all) == [entry])
    #expect(try ledger.budgets.plan().budgets.isEmpty)
    _ = try ledger.setBudget(Budget(category: .leisure, amount: Yen(7000)))
    _ = try ledger.delete(id: entry.id)
    _ = try ledger.undoLastChange()
    #expect(try ledger.entries.list(in: .all) == [entry])
    #expect(try ledger.budgets.plan().budgets.map(\.amount) == [Yen(7000)])
  }

  @Test func theBudgetAndItsChangeAreWrittenTogetherOrNotAtAll() throws {
    try ledger.database.execute(
      "CREATE TEMP TRIGGER fail BEFORE INSERT ON change_budgets BEGIN SELECT RAISE(ABORT, 'boom'); END"
    )
    #expect(throws: LedgerError.io(path: ledger.path, reason: "boom")) {
      try ledger.setBudget(Budget(category: .leisure, amount: Yen(5000)))
    }
    #expect(try ledger.budgets.plan().budgets.isEmpty)
    #expect(try ledger.recentChanges(limit: 10).isEmpty)
  }

  @Test(arguments: [
    "INSERT INTO budgets VALUES ('leisure', '2026-13', 1)",
    "INSERT INTO budgets VALUES ('leisure', '2026-00', 1)",
    "INSERT INTO budgets VALUES ('leisure', '0000-12', 1)",
    "INSERT INTO budgets VALUES ('leisure', '2026-1', 1)",
    "INSERT INTO budgets VALUES ('leisure', '2026-11', 0)",
    "INSERT INTO budgets VALUES ('leisure', '2026-11', 1000000000000)",
    "INSERT INTO budgets VALUES ('leisure', '2026-11', '¥5,000')",
    "INSERT INTO budgets VALUES ('food', '2026-11', 1)",
    "INSERT INTO settings VALUES ('month-start', '0')",
    "INSERT INTO settings VALUES ('month-start', '29')",
    "INSERT INTO settings VALUES ('month-start', '07')",
    "INSERT INTO settings VALUES ('month-start', 'x')",
  ])
  func theSchemaRefusesWhatTheCodeRefuses(sql: String) throws {
    #expect(throws: SQLiteError.self) { try ledger.database.execute(sql) }
  }
}

@Suite struct BudgetMigrationTests {
  @Test func aLedgerOfTheCoreIsUpgradedInPlaceWithItsEntries() throws {
    let folder = try TemporaryDirectory()
    let path = folder.file("old.db")
    do {
      #expect(FileManager.default.createFile(atPath: path, contents: nil))
      let old = try Database(path: path, access: .readWrite)
      try Migrator.migrate(old, migrations: Array(Migration.all.prefix(2)))
      try old.execute(
        "INSERT INTO entries (date, amount, category, memo) VALUES ('2026-11-01', 1200, 'livingCost', 'スーパー')"
      )
    }
    let ledger = try Ledger.open(path: path, intent: .write)
    #expect(try ledger.schemaVersion() == Migration.latestVersion)
    #expect(try ledger.entries.list(in: .all).map(\.summary) == ["#1 2026-11-01 生活費 ¥1,200 スーパー"])
    #expect(try ledger.budgets.plan().budgets.isEmpty)
    #expect(try ledger.monthStart() == .calendar)
    _ = try ledger.setBudget(Budget(category: .leisure, amount: Yen(5000)))
    #expect(try ledger.budgets.plan().budgets.count == 1)
  }
}

@Suite struct SettingStoreTests {
  let folder: TemporaryDirectory
  let ledger: Ledger

  init() throws {
    folder = try TemporaryDirectory()
    ledger = try Ledger.open(path: folder.file("ledger.db"), intent: .write)
  }

  @Test func theMonthStartDefaultsToTheFirstAndIsUndoable() throws {
    #expect(try ledger.monthStart() == .calendar)
    #expect(try ledger.setValue("25", of: .monthStart) == nil)
    #expect(try ledger.monthStart().day == 25)
    #expect(try ledger.setValue("25", of: .monthStart) == "25")  // unchanged: recorded as such
    #expect(try ledger.setValue("10", of: .monthStart) == "25")
    #expect(try ledger.setValue(nil, of: .monthStart) == "10")
    #expect(try ledger.setValue(nil, of: .monthStart) == nil)
    #expect(try ledger.value(of: .monthStart) == nil)
    #expect(
      try ledger.recentChanges(limit: 10).map(\.stored) == [
        "setting-unset | name=month-start | was=1", "setting-unset | name=month-start | was=10",
        "setting-set | name=month-start | value=10 | was=25",
        "setting-set | name=month-start | value=25 | was=25",
        "setting-set | name=month-start | value=25 | was=1",
      ])
    #expect(try ledger.undoLastChange()?.changedNothing == true)
    #expect(try ledger.value(of: .monthStart) == nil)
    #expect(try ledger.undoLastChange()?.kind == .config)
    #expect(try ledger.monthStart().day == 10)
    _ = try ledger.undoLastChange()
    #expect(try ledger.monthStart().day == 25)
    #expect(try ledger.undoLastChange()?.changedNothing == true)
    #expect(try ledger.monthStart().day == 25)
    _ = try ledger.undoLastChange()
    #expect(try ledger.value(of: .monthStart) == nil)
  }

  @Test func aDamagedSettingIsReportedNotGuessed() throws {
    try ledger.database.execute(
      """
      PRAGMA ignore_check_constraints = ON;
      INSERT INTO settings VALUES ('month-start', '31');
      PRAGMA ignore_check_constraints = OFF;
      """)
    #expect(
      throws: LedgerError.corrupt(
        path: ledger.path, reason: .unexpected(.setting(.monthStart), column: "value", value: "31"))
    ) { try ledger.monthStart() }
  }
}

@Suite struct RangeSumTests {
  let folder: TemporaryDirectory
  let ledger: Ledger

  init() throws {
    folder = try TemporaryDirectory()
    ledger = try Ledger.open(path: folder.file("ledger.db"), intent: .write)
    for (day, amount, category, memo) in [
      ("2026-10-24", 100, Category.livingCost, "スーパー"), ("2026-10-25", 200, .livingCost, "スーパー"),
      ("2026-11-24", 300, .livingCost, "薬局"), ("2026-11-25", 400, .leisure, "映画"),
      ("2026-11-10", 50, .livingCost, ""), ("2026-11-11", 50, .livingCost, ""),
      ("2026-11-12", 50, .livingCost, "パン"), ("2026-11-13", 150, .livingCost, "パン"),
    ] as [(String, Int64, Category, String)] {
      _ = try ledger.add(
        EntryDraft(
          date: try date(day), amount: Yen(amount), category: category, memo: try Memo(memo)))
    }
  }

  @Test func sumsEachRangeInOneQuery() throws {
    let start = try #require(MonthStart(day: 25))
    let ranges = [
      try month("2026-11").dates(startingOn: start), try month("2026-11").dates,
      try month("2026-12").dates(startingOn: start), try month("2027-01").dates,
    ]
    #expect(
      try ledger.categoryTallies(in: ranges) == [
        [.livingCost: Tally(total: Yen(800), count: 6)],
        [
          .livingCost: Tally(total: Yen(600), count: 5), .leisure: Tally(total: Yen(400), count: 1),
        ],
        [.leisure: Tally(total: Yen(400), count: 1)],
        [:],
      ])
    #expect(try ledger.categoryTallies(in: []) == [])
  }

  @Test func listsTheLargestMemosPerCategory() throws {
    let top = try ledger.topMemos(in: try month("2026-11").dates, limit: 2)
    #expect(
      top[.livingCost]?.map { "\($0.memo.text) \($0.tally.total.value) \($0.tally.count)" } == [
        "薬局 300 1", "パン 200 2",
      ])
    #expect(top[.leisure]?.map(\.memo.text) == ["映画"])
    #expect(top[.expenses] == nil)
    // A tie on the total goes to the memo with more entries: "" (2 entries) before スーパー.
    let all = try ledger.topMemos(in: .all, limit: 10)
    #expect(all[.livingCost]?.map(\.memo.text) == ["スーパー", "薬局", "パン", ""])
    let tie = try ledger.topMemos(in: try month("2026-11").dates, limit: 3)
    #expect(tie[.livingCost]?.map(\.memo.text) == ["薬局", "パン", ""])
  }

  @Test func anOverflowingSumIsAnError() throws {
    try ledger.database.execute(
      """
      PRAGMA ignore_check_constraints = ON;
      INSERT INTO entries (date, amount, category) VALUES
        ('2026-11-01', 9223372036854775807, 'leisure'), ('2026-11-02', 1, 'leisure');
      PRAGMA ignore_check_constraints = OFF;
      """)
    #expect(throws: LedgerError.overflow) {
      try ledger.categoryTallies(in: [try month("2026-11").dates])
    }
    #expect(throws: LedgerError.overflow) {
      try ledger.topMemos(in: try month("2026-11").dates, limit: 1)
    }
  }
}
