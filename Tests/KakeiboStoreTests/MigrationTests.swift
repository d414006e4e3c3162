import Foundation
import KakeiboCore
import Testing

@testable import KakeiboStore

@Suite struct MigrationTests {
  @Test func everyFileInMigrationsIsEmbeddedInOrder() throws {
    let files = try FileManager.default.contentsOfDirectory(atPath: packageRoot + "/migrations")
      .filter { $0.hasSuffix(".sql") }.sorted()
    #expect(Migration.all.map(\.fileName) == files)
    #expect(Migration.all.map(\.version) == files.map(Migration.version(ofFileName:)))
    #expect(zip(Migration.all, Migration.all.dropFirst()).allSatisfy { $0.version < $1.version })
    #expect(Migration.latestVersion == Migration.all.last?.version)
    for migration in Migration.all {
      let text = try String(
        contentsOfFile: packageRoot + "/migrations/" + migration.fileName, encoding: .utf8)
      #expect(migration.sql == text, "\(migration.fileName) differs from the embedded copy")
      #expect(migration.fileName.hasPrefix(String(format: "%04d_", migration.version)))
    }
  }

  @Test func aNewLedgerGetsTheWholeSchema() throws {
    let folder = try TemporaryDirectory()
    let path = folder.file("new.db")
    let ledger = try Ledger.open(path: path, intent: .write)
    #expect(try ledger.schemaVersion() == Migration.latestVersion)
    #expect(try ledger.database.int64("PRAGMA application_id") == 0x4B41_4B45)
    #expect(try ledger.database.text("PRAGMA journal_mode") == "wal")
    #expect(try ledger.database.int64("PRAGMA synchronous") == 2)
    #expect(try ledger.database.int64("PRAGMA foreign_keys") == 1)
    let categories = try ledger.database.prepare(
      "SELECT key, name, icon FROM categories ORDER BY position")
    var rows: [[String]] = []
    try categories.forEachRow { rows.append([$0.text(0), $0.text(1), $0.text(2)]) }
    #expect(rows == Category.allCases.map { [$0.key, $0.name, $0.icon.rawValue] })
    // A random identity of its own, which another new ledger does not share.
    let identity = try ledger.identity()
    #expect(identity.description.count == 32)
    #expect(try Ledger.open(path: folder.file("other.db"), intent: .write).identity() != identity)
    #expect(try Ledger.open(path: path, intent: .write).identity() == identity)
  }

  @Test func aLedgerHasExactlyOneIdentityOfThirtyTwoHexDigits() throws {
    let database = try Database(path: ":memory:", access: .readWrite)
    try Migrator.migrate(database)
    #expect(try database.int64("SELECT count(*) FROM ledger_identity") == 1)
    for sql in [
      "INSERT INTO ledger_identity VALUES (2, '0123456789abcdef0123456789abcdef')",
      "UPDATE ledger_identity SET identity = 'ABCDEF0123456789ABCDEF0123456789'",
      "UPDATE ledger_identity SET identity = '0123'",
    ] {
      #expect(throws: SQLiteError.self, "\(sql)") { try database.execute(sql) }
    }
  }

  @Test func anUpToDateLedgerIsLeftAsItIs() throws {
    let folder = try TemporaryDirectory()
    let path = folder.file("ledger.db")
    let date = try #require(LedgerDate(year: 2026, month: 11, day: 1))
    _ = try Ledger.open(path: path, intent: .write).add(
      EntryDraft(date: date, amount: Yen(5), category: .leisure))
    let reopened = try Ledger.open(path: path, intent: .write)
    #expect(try reopened.schemaVersion() == Migration.latestVersion)
    #expect(try reopened.entries.list(in: .all).count == 1)
  }

  /// Migration 0022 makes the search index again without FTS5's table of sizes: a ledger from
  /// before finds the same entries, and the index agrees with the entries' keys.
  @Test func aSearchIndexFromBeforeIsMadeAgainWithoutItsSizes() throws {
    let folder = try TemporaryDirectory()
    let path = folder.file("ledger.db")
    let date = try #require(LedgerDate(year: 2026, month: 11, day: 1))
    let ledger = try Ledger.open(path: path, intent: .write)
    for memo in ["スーパー", "コンビニ", "スーパーで買い物", ""] {
      _ = try ledger.add(
        EntryDraft(date: date, amount: Yen(100), category: .livingCost, memo: Memo(memo)))
    }
    // The index as 0010 made it, and the schema version before 0022.
    try ledger.database.execute(
      """
      DROP TABLE entry_search;
      CREATE VIRTUAL TABLE entry_search USING fts5 (
        search_key, content = 'entries', content_rowid = 'id',
        tokenize = 'trigram case_sensitive 1');
      INSERT INTO entry_search (entry_search) VALUES ('rebuild');
      PRAGMA user_version = 21
      """)
    let tables = "SELECT count(*) FROM sqlite_schema WHERE name = 'entry_search_docsize'"
    #expect(try ledger.database.int64(tables) == 1)
    let reopened = try Ledger.open(path: path, intent: .write)
    #expect(try reopened.schemaVersion() == Migration.latestVersion)
    #expect(try reopened.database.int64(tables) == 0)
    try reopened.database.execute(
      "INSERT INTO entry_search (entry_search) VALUES ('integrity-check')")
    var found: [Int64] = []
    try reopened.database.prepare(
      "SELECT rowid FROM entry_search WHERE entry_search MATCH '\"すーぱー\"' ORDER BY rowid"
    ).forEachRow { found.append($0.int64(0)) }
    #expect(found == [1, 3])
    // The triggers keep it in step as before.
    try reopened.database.execute("DELETE FROM entries WHERE id = 1")
    try reopened.database.execute(
      "INSERT INTO entry_search (entry_search) VALUES ('integrity-check')")
  }

  @Test func migrationsRunOncePerVersionAndTrackUserVersion() throws {
    let database = try Database(path: ":memory:", access: .readWrite)
    let first = Migration(
      version: 1, fileName: "0001_a.sql", bytes: Array("CREATE TABLE a (x);".utf8))
    let second = Migration(
      version: 2, fileName: "0002_b.sql", bytes: Array("CREATE TABLE b (x);".utf8))
    try Migrator.migrate(database, migrations: [first])
    #expect(try database.int64("PRAGMA user_version") == 1)
    try Migrator.migrate(database, migrations: [first, second])
    #expect(try database.int64("PRAGMA user_version") == 2)
    #expect(try database.int64("SELECT count(*) FROM sqlite_schema") == 2)
  }

  @Test func aFailingMigrationLeavesNothingBehind() throws {
    let database = try Database(path: ":memory:", access: .readWrite)
    let broken = Migration(
      version: 1, fileName: "0001_broken.sql",
      bytes: Array("CREATE TABLE a (x); CREATE TABLE a (y);".utf8))
    #expect(throws: SQLiteError.self) { try Migrator.migrate(database, migrations: [broken]) }
    #expect(try database.int64("PRAGMA user_version") == 0)
    #expect(try database.int64("SELECT count(*) FROM sqlite_schema") == 0)
  }

  @Test func aLedgerFromANewerVersionIsRefusedAndUntouched() throws {
    let folder = try TemporaryDirectory()
    let path = folder.file("future.db")
    do {
      let ledger = try Ledger.open(path: path, intent: .write)
      _ = try ledger.add(
        EntryDraft(
          date: try #require(LedgerDate(year: 2026, month: 11, day: 1)), amount: Yen(5),
          category: .leisure))
      try ledger.database.execute("PRAGMA user_version = 99")
    }
    let before = fileBytes(path)
    #expect(
      throws: LedgerError.newerVersion(path: path, found: 99, supported: Migration.latestVersion)
    ) {
      try Ledger.open(path: path, intent: .write)
    }
    #expect(fileBytes(path) == before)
  }

  @Test func anotherApplicationsDatabaseIsRefusedAndUntouched() throws {
    let folder = try TemporaryDirectory()
    let path = folder.file("other.db")
    _ = FileManager.default.createFile(atPath: path, contents: nil)
    do {
      let other = try Database(path: path, access: .readWrite)
      try other.execute("CREATE TABLE notes (body TEXT); INSERT INTO notes VALUES ('hello')")
    }
    let before = try #require(fileBytes(path))
    #expect(
      throws: LedgerError.notALedger(path: path, reason: .otherApplicationsDatabase)
    ) {
      try Ledger.open(path: path, intent: .write)
    }
    #expect(fileBytes(path) == before)
    #expect(!FileManager.default.fileExists(atPath: path + "-wal"))
  }

  @Test func aTextFileIsRefusedAndUntouched() throws {
    let folder = try TemporaryDirectory()
    let path = folder.file("notes.txt")
    let text = Data(String(repeating: "not a database\n", count: 100).utf8)
    _ = FileManager.default.createFile(atPath: path, contents: text)
    #expect(
      throws: LedgerError.notALedger(path: path, reason: .notSQLite)
    ) {
      try Ledger.open(path: path, intent: .write)
    }
    #expect(fileBytes(path) == text)
  }

  @Test func anEmptyFileBecomesALedger() throws {
    let folder = try TemporaryDirectory()
    let path = folder.file("empty.db")
    _ = FileManager.default.createFile(atPath: path, contents: nil)
    #expect(try Ledger.open(path: path, intent: .write).schemaVersion() == Migration.latestVersion)
  }
}
