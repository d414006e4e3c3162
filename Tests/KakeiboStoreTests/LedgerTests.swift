import Foundation
import KakeiboCore
import Testing

@testable import KakeiboStore

private func date(_ text: String) throws -> LedgerDate { try #require(LedgerDate(iso: text)) }

@Suite struct LedgerFileTests {
  @Test func createsMissingFoldersAndAPrivateFile() throws {
    let folder = try TemporaryDirectory()
    let path = folder.file("a/b/c/kakeibo.db")
    _ = try Ledger.open(path: path, intent: .write).add(
      EntryDraft(date: try date("2026-11-30"), amount: Yen(5), category: .leisure))
    let attributes = try FileManager.default.attributesOfItem(atPath: path)
    #expect((attributes[.posixPermissions] as? Int) == 0o600)
    let folderAttributes = try FileManager.default.attributesOfItem(atPath: folder.file("a/b/c"))
    #expect((folderAttributes[.posixPermissions] as? Int) == 0o700)
    #expect(try Ledger.open(path: path, intent: .read).entries.list(in: .all).count == 1)
  }

  @Test func aNewFileThatNoChangeWasCommittedToIsRemovedWithItsFolders() throws {
    let folder = try TemporaryDirectory()
    let path = folder.file("a/b/kakeibo.db")
    try FileManager.default.createDirectory(
      atPath: folder.file("a"), withIntermediateDirectories: true)
    do {
      let ledger = try Ledger.open(path: path, intent: .write)
      #expect(FileManager.default.fileExists(atPath: path))
      #expect(try ledger.entries.list(in: .all).isEmpty)
      #expect(try ledger.delete(id: 1) == nil)  // commits nothing
    }
    #expect(try FileManager.default.contentsOfDirectory(atPath: folder.file("a")) == [])
  }

  @Test func aWriteToAFileRemovedMeanwhileIsRefusedNotLost() throws {
    let folder = try TemporaryDirectory()
    let path = folder.file("kakeibo.db")
    let draft = EntryDraft(date: try date("2026-11-30"), amount: Yen(5), category: .leisure)
    let ledger = try Ledger.open(path: path, intent: .write)
    _ = try ledger.add(draft)
    for suffix in ["", "-wal", "-shm"] {
      try? FileManager.default.removeItem(atPath: path + suffix)
    }
    #expect(throws: LedgerError.moved(path: path)) { try ledger.add(draft) }
  }

  @Test func anEmptyFileIsReadWithoutASchemaAndEmptiedAgainWhenNothingIsCommitted() throws {
    let folder = try TemporaryDirectory()
    let path = folder.file("empty.db")
    _ = FileManager.default.createFile(atPath: path, contents: nil)
    #expect(try Ledger.open(path: path, intent: .read).entries.list(in: .all).isEmpty)
    #expect(fileBytes(path) == Data())
    #expect(try Ledger.open(path: path, intent: .write).schemaVersion() == Migration.latestVersion)
    #expect(fileBytes(path) == Data())
    #expect(try FileManager.default.contentsOfDirectory(atPath: folder.path) == ["empty.db"])
  }

  @Test func readingAMissingLedgerCreatesNothing() throws {
    let folder = try TemporaryDirectory()
    let path = folder.file("missing/kakeibo.db")
    let ledger = try Ledger.open(path: path, intent: .read)
    #expect(try ledger.entries.list(in: .all).isEmpty)
    #expect(try ledger.categoryTallies(in: .all).isEmpty)
    #expect(!FileManager.default.fileExists(atPath: folder.file("missing")))
  }

  @Test func aDirectoryIsNotALedger() throws {
    let folder = try TemporaryDirectory()
    #expect(throws: LedgerError.isDirectory(path: folder.path)) {
      try Ledger.open(path: folder.path, intent: .write)
    }
  }
}

@Suite struct LedgerEntryTests {
  let folder: TemporaryDirectory
  let ledger: Ledger

  init() throws {
    folder = try TemporaryDirectory()
    ledger = try Ledger.open(path: folder.file("ledger.db"), intent: .write)
  }

  @Test func addsAndReadsBackEntries() throws {
    let memo = try Memo("'); DROP TABLE entries; -- スーパー")
    let added = try ledger.add(
      EntryDraft(date: try date("2026-11-30"), amount: Yen(1200), category: .livingCost, memo: memo)
    )
    #expect(added.id == 1)
    #expect(try ledger.entry(id: 1) == added)
    #expect(try ledger.entry(id: 2) == nil)
  }

  @Test func listsInDateOrderThenIDWithinTheRangeAndCategory() throws {
    for (day, amount, category) in [
      ("2026-11-02", 300, Category.leisure), ("2026-11-01", 100, .livingCost),
      ("2026-11-02", 200, .livingCost), ("2026-10-31", 50, .livingCost),
      ("2026-12-01", 60, .livingCost),
    ] as [(String, Int64, Category)] {
      _ = try ledger.add(EntryDraft(date: try date(day), amount: Yen(amount), category: category))
    }
    let november = try YearMonth(parsing: "2026-11").dates
    #expect(try ledger.entries.list(in: november).map(\.id) == [2, 1, 3])
    #expect(try ledger.entries.list(in: november, category: .livingCost).map(\.id) == [2, 3])
    #expect(try ledger.entries.list(in: .all).map(\.id) == [4, 2, 1, 3, 5])
  }

  /// What list's table needs before its first row, for the same entries `forEachEntry` reads.
  @Test func summarizesTheEntriesOfARangeAndCategory() throws {
    for (day, amount, category) in [
      ("2026-11-02", 300, Category.leisure), ("2026-11-01", 12_000, .livingCost),
      ("2026-11-02", 200, .livingCost), ("2026-10-31", 99_000, .expenses),
    ] as [(String, Int64, Category)] {
      _ = try ledger.add(EntryDraft(date: try date(day), amount: Yen(amount), category: category))
    }
    let november = try YearMonth(parsing: "2026-11").dates
    #expect(
      try ledger.entrySummary(in: november)
        == EntrySummary(
          count: 3, expenses: Tally(total: Yen(12_500), count: 3), largestAmount: Yen(12_000),
          smallestAmount: Yen(200), largestID: 3,
          classes: [
            EntryClass(kind: .expense, category: .leisure, subcategory: nil),
            EntryClass(kind: .expense, category: .livingCost, subcategory: nil),
          ]))
    #expect(
      try ledger.entrySummary(in: november, category: .leisure)
        == EntrySummary(
          count: 1, expenses: Tally(total: Yen(300), count: 1), largestAmount: Yen(300),
          smallestAmount: Yen(300), largestID: 1,
          classes: [EntryClass(kind: .expense, category: .leisure, subcategory: nil)]))
    #expect(try ledger.entrySummary(in: try YearMonth(parsing: "2026-12").dates) == EntrySummary())
  }

  @Test func updatesAndDeletes() throws {
    let entry = try ledger.add(
      EntryDraft(date: try date("2026-11-30"), amount: Yen(1200), category: .livingCost))
    let result = try #require(
      try ledger.update(id: entry.id, with: EntryChanges(amount: Yen(1500), category: .leisure)))
    #expect(result.before == entry)
    #expect(result.after.amount == Yen(1500))
    #expect(result.after.category == .leisure)
    #expect(try ledger.entry(id: entry.id) == result.after)
    #expect(try ledger.update(id: 99, with: EntryChanges(amount: Yen(1))) == nil)
    #expect(try ledger.delete(id: entry.id) == result.after)
    #expect(try ledger.delete(id: entry.id) == nil)
    #expect(try ledger.entries.list(in: .all).isEmpty)
  }

  @Test func sumsPerCategoryAndPerMonth() throws {
    for (day, amount, category) in [
      ("2026-11-01", 100, Category.livingCost), ("2026-11-30", 200, .livingCost),
      ("2026-11-15", 300, .leisure), ("2026-12-01", 400, .livingCost),
      ("2026-01-31", 500, .expenses), ("2025-12-31", 600, .expenses),
    ] as [(String, Int64, Category)] {
      _ = try ledger.add(EntryDraft(date: try date(day), amount: Yen(amount), category: category))
    }
    #expect(
      try ledger.categoryTallies(in: try YearMonth(parsing: "2026-11").dates) == [
        .livingCost: Tally(total: Yen(300), count: 2), .leisure: Tally(total: Yen(300), count: 1),
      ])
    let year = try ledger.monthlyCategoryTallies(year: 2026)
    #expect(year.count == 3)
    #expect(
      year[try YearMonth(parsing: "2026-01")] == [.expenses: Tally(total: Yen(500), count: 1)])
    #expect(
      year[try YearMonth(parsing: "2026-12")] == [.livingCost: Tally(total: Yen(400), count: 1)])
  }

  @Test func anOverflowingSumIsAnErrorNotAWrongNumber() throws {
    // Nine million entries of the largest amount would overflow; two rows past the CHECK
    // constraint reach the same sum() overflow in a moment.
    try ledger.database.execute(
      """
      PRAGMA ignore_check_constraints = ON;
      INSERT INTO entries (date, amount, category) VALUES
        ('2026-11-01', 9223372036854775807, 'leisure'), ('2026-11-02', 1, 'leisure');
      PRAGMA ignore_check_constraints = OFF;
      """)
    #expect(throws: LedgerError.overflow) {
      try ledger.categoryTallies(in: try YearMonth(parsing: "2026-11").dates)
    }
    #expect(throws: LedgerError.overflow) { try ledger.monthlyCategoryTallies(year: 2026) }
  }

  @Test(arguments: [
    "INSERT INTO entries (date, amount, category) VALUES ('2026-02-30', 1, 'leisure')",
    "INSERT INTO entries (date, amount, category) VALUES ('2026-13-01', 1, 'leisure')",
    "INSERT INTO entries (date, amount, category) VALUES ('2026-1-01', 1, 'leisure')",
    "INSERT INTO entries (date, amount, category) VALUES ('0000-01-01', 1, 'leisure')",
    "INSERT INTO entries (date, amount, category) VALUES ('2026-11-01', 0, 'leisure')",
    "INSERT INTO entries (date, amount, category) VALUES ('2026-11-01', 1000000000000, 'leisure')",
    "INSERT INTO entries (date, amount, category) VALUES ('2026-11-01', 12.5, 'leisure')",
    "INSERT INTO entries (date, amount, category) VALUES ('2026-11-01', '¥1,200', 'leisure')",
    "INSERT INTO entries (date, amount, category) VALUES ('2026-11-01', 1, 'food')",
    "INSERT INTO entries (date, amount, category, memo) VALUES ('2026-11-01', 1, 'leisure', 'a' || char(10))",
    "INSERT INTO entries (date, amount, category, memo) VALUES ('2026-11-01', 1, 'leisure', char(8238))",
    "INSERT INTO entries (date, amount, category, memo) VALUES ('2026-11-01', 1, 'leisure', char(155))",
    "INSERT INTO entries (date, amount, category, memo) VALUES ('2026-11-01', 1, 'leisure', printf('%.501c', 'x'))",
  ])
  func theSchemaRefusesWhatTheCodeRefuses(sql: String) throws {
    #expect(throws: SQLiteError.self) { try ledger.database.execute(sql) }
    #expect(try ledger.database.int64("SELECT count(*) FROM entries") == 0)
  }

  @Test func theSchemaAcceptsTheEdgesOfWhatIsValid() throws {
    try ledger.database.execute(
      """
      INSERT INTO entries (date, amount, category, memo) VALUES
        ('2024-02-29', 1, 'leisure', ''),
        ('9999-12-31', 999999999999, 'expenses', printf('%.500c', 'x')),
        ('0001-01-01', 5, 'livingCost', 'tab-free memo ☕️')
      """)
    #expect(try ledger.entries.list(in: .all).count == 3)
  }
}
