import Foundation
import KakeiboCore
import Testing

@testable import KakeiboStore

private func draft(_ day: String, _ amount: Int64, _ memo: String = "") throws -> EntryDraft {
  EntryDraft(
    date: try #require(LedgerDate(iso: day)), amount: Yen(amount), category: .livingCost,
    memo: try Memo(memo))
}

private func rows(_ database: Database, _ sql: String) throws -> [[String]] {
  let statement = try database.prepare(sql)
  var rows: [[String]] = []
  try statement.forEachRow { row in
    rows.append((0..<Int32(5)).map { row.isNull($0) ? "NULL" : row.text($0) })
  }
  return rows
}

@Suite struct FingerprintMigrationTests {
  @Test func aVersionOneLedgerUpgradesInPlaceWithItsEntriesIntact() throws {
    let folder = try TemporaryDirectory()
    let path = folder.file("old.db")
    _ = FileManager.default.createFile(atPath: path, contents: nil)
    do {
      let database = try Database(path: path, access: .readWrite)
      try Migrator.migrate(database, migrations: [Migration.all[0]])
      try database.execute(
        """
        INSERT INTO entries (id, date, amount, category, memo) VALUES
          (1, '2026-11-01', 1200, 'livingCost', 'スーパー'),
          (7, '2026-11-02', 3500, 'leisure', '映画'),
          (9, '2026-10-31', 980, 'expenses', '')
        """)
      #expect(try database.int64("PRAGMA user_version") == 1)
    }

    let ledger = try Ledger.open(path: path, intent: .write)
    #expect(try ledger.schemaVersion() == Migration.latestVersion)
    #expect(
      try rows(ledger.database, "SELECT id, date, amount, category, memo FROM entries ORDER BY id")
        == [
          ["1", "2026-11-01", "1200", "livingCost", "スーパー"],
          ["7", "2026-11-02", "3500", "leisure", "映画"],
          ["9", "2026-10-31", "980", "expenses", ""],
        ])
    #expect(
      try ledger.database.int64("SELECT count(*) FROM entries WHERE fingerprint IS NULL") == 3)
    #expect(
      try ledger.database.int64(
        "SELECT \"unique\" FROM pragma_index_list('entries') WHERE name = 'entries_by_fingerprint'")
        == 1)
    // Entries logged by hand after the upgrade have no fingerprint either.
    let added = try ledger.add(try draft("2026-11-03", 5))
    #expect(added.id == 10)
  }

  @Test func theSchemaRefusesADuplicateOrMalformedFingerprint() throws {
    let database = try Database(path: ":memory:", access: .readWrite)
    try Migrator.migrate(database)
    let insert =
      "INSERT INTO entries (date, amount, category, fingerprint) VALUES ('2026-11-01', 1, 'leisure', "
    try database.execute(insert + "NULL), " + "('2026-11-01', 1, 'leisure', NULL)")
    try database.execute(insert + "x'000102030405060708090a0b0c0d0e0f')")
    #expect(throws: SQLiteError.self) {
      try database.execute(insert + "x'000102030405060708090a0b0c0d0e0f')")
    }
    #expect(throws: SQLiteError.self) { try database.execute(insert + "x'0001')") }
    #expect(throws: SQLiteError.self) {
      try database.execute(insert + "'000102030405060708090a0b0c0d0e0f')")
    }
  }
}

@Suite struct ImportBatchTests {
  let folder: TemporaryDirectory
  let ledger: Ledger

  init() throws {
    folder = try TemporaryDirectory()
    ledger = try Ledger.open(path: folder.file("ledger.db"), intent: .write)
  }

  /// Offers each row to `batch` with its index as tag, and returns the id each was stored with
  /// (nil for a duplicate).
  func offer(_ batch: ImportBatch, _ rows: [(EntryDraft, Fingerprint, ExportedEntry?)]) throws
    -> [Int64?]
  {
    final class Stored { var ids: [Int: Int64] = [:] }
    let stored = Stored()
    batch.onStored = { stored.ids[$0.tag] = $0.entry.id }
    for (index, row) in rows.enumerated() {
      try batch.add(row.0, fingerprint: row.1, exported: row.2, tag: index)
    }
    try batch.flush()
    return rows.indices.map { stored.ids[$0] }
  }

  func storedRows() throws -> [[String]] {
    try rows(
      ledger.database,
      "SELECT id, date, amount, memo, hex(fingerprint) FROM entries ORDER BY id")
  }

  @Test func addsNewRowsAndCountsKnownFingerprintsAsDuplicates() throws {
    let first = Fingerprint(high: 1, low: 2)
    let (added, counts) = try ledger.importEntries(from: "test.csv") { batch in
      try offer(
        batch,
        [
          (try draft("2026-11-01", 100, "a"), first, nil),
          (try draft("2026-11-01", 999, "again"), first, nil),
          (try draft("2026-11-02", 200), Fingerprint(high: 3, low: 4), nil),
        ])
    }
    #expect(added == [1, nil, 2])
    #expect(counts == ImportCounts(added: 2, duplicates: 1))

    let (_, again) = try ledger.importEntries(from: "test.csv") { batch in
      try batch.add(try draft("2026-11-01", 100, "a"), fingerprint: first)
    }
    #expect(again == ImportCounts(added: 0, duplicates: 1))
    #expect(
      try storedRows() == [
        ["1", "2026-11-01", "100", "a", "00000000000000010000000000000002"],
        ["2", "2026-11-02", "200", "", "00000000000000030000000000000004"],
      ])
  }

  @Test func anEntryExportedFromThisLedgerIsADuplicateOfItself() throws {
    let kept = try ledger.add(try draft("2026-11-01", 100, "a"))
    let this = try ledger.identity()
    let other = try #require(LedgerIdentity(String(repeating: "ab", count: 16)))
    #expect(this != other)
    let (added, counts) = try ledger.importEntries(from: "test.csv") { batch in
      try offer(
        batch,
        [
          // The same entry: recognized by its ledger, id and values, whatever the fingerprint.
          (
            try draft("2026-11-01", 100, "a"), Fingerprint(high: 9, low: 9),
            ExportedEntry(ledger: this, id: kept.id)
          ),
          // The same id with other values: changed since (here, or in the copy the file was
          // exported from), so not stored: neither a second entry nor an overwrite.
          (
            try draft("2026-11-01", 100, "b"), Fingerprint(high: 8, low: 8),
            ExportedEntry(ledger: this, id: kept.id)
          ),
          // The same id and values in another ledger's export: another ledger's entry.
          (
            try draft("2026-11-01", 100, "a"), Fingerprint(high: 7, low: 7),
            ExportedEntry(ledger: other, id: kept.id)
          ),
          // And without a ledger (an older export), only the fingerprint decides.
          (try draft("2026-11-01", 100, "a"), Fingerprint(high: 6, low: 6), nil),
        ])
    }
    #expect(added == [nil, nil, 2, 3])
    #expect(counts == ImportCounts(added: 2, duplicates: 1, changed: 1))
  }

  @Test func knowsWhichFingerprintsTheImportHasMet() throws {
    let (old, new, unknown) = (
      Fingerprint(high: 1, low: 1), Fingerprint(high: 2, low: 2), Fingerprint(high: 3, low: 3)
    )
    let other = Fingerprint(high: 4, low: 4)
    _ = try ledger.importEntries(from: "before.csv") { batch in
      try batch.add(try draft("2026-11-01", 100), fingerprint: old)
      try batch.add(try draft("2026-11-01", 200), fingerprint: other)
    }
    let kept = try ledger.add(try draft("2026-11-02", 5, "by hand"))
    let met = try ledger.importEntries(from: "again.csv") { batch in
      // In the ledger from before, but not met by this import yet.
      let before = try batch.hasMet(old)
      try batch.add(try draft("2026-11-01", 100), fingerprint: old)  // a duplicate
      try batch.add(try draft("2026-11-03", 300), fingerprint: new)  // stored
      // A row exported from this ledger is met by its fingerprint too.
      try batch.add(
        try draft("2026-11-02", 5, "by hand"), fingerprint: unknown,
        exported: ExportedEntry(ledger: try ledger.identity(), id: kept.id))
      return [
        before, try batch.hasMet(old), try batch.hasMet(new), try batch.hasMet(unknown),
        try batch.hasMet(other),
      ]
    }.result
    #expect(met == [false, true, true, true, false])
    // The temporary table is gone with the import.
    #expect(
      try ledger.database.int64("SELECT count(*) FROM temp.sqlite_schema") == 0)
  }

  /// The ids `entry_search` finds for `term` (three characters or more, folded as search keys
  /// are).
  func found(_ term: String) throws -> [String] {
    try rows(
      ledger.database,
      "SELECT rowid, 0, 0, 0, 0 FROM entry_search WHERE entry_search MATCH '\"\(term)\"' ORDER BY rowid"
    ).map { $0[0] }
  }

  @Test func theSearchTriggerIsDroppedOnlyWhileAnImportRuns() throws {
    let trigger =
      "SELECT sql FROM sqlite_schema WHERE type = 'trigger' AND name = 'entry_search_insert'"
    let before = try #require(try ledger.database.text(trigger))
    let during = try ledger.importEntries(from: "test.csv") { batch in
      try batch.add(
        try draft("2026-11-01", 100, "スーパー"), fingerprint: Fingerprint(high: 0, low: 1))
      return try ledger.database.text(trigger)
    }.result
    #expect(during == nil)
    #expect(try ledger.database.text(trigger) == before)
    // An import that fails, or a dry run, leaves it as it was too.
    struct Stop: Error {}
    #expect(throws: Stop.self) {
      try ledger.importEntries(from: "test.csv") { batch in
        try batch.add(
          try draft("2026-11-02", 200, "スーパー2"), fingerprint: Fingerprint(high: 0, low: 2))
        throw Stop()
      }
    }
    #expect(try ledger.database.text(trigger) == before)
    _ = try ledger.importEntries(from: "test.csv", dryRun: true) { batch in
      try batch.add(
        try draft("2026-11-03", 300, "スーパー3"), fingerprint: Fingerprint(high: 0, low: 3))
    }
    #expect(try ledger.database.text(trigger) == before)
    // The entry imported is found, and so is one added after the import, by the trigger.
    let added = try ledger.entries.add(try draft("2026-11-04", 400, "スーパー4"))
    #expect(try found("すーぱー") == ["1", String(added.id)])
    #expect(try found("ぱー4") == [String(added.id)])
  }

  @Test func aThrowingBodyWritesNothing() throws {
    struct Stop: Error, Equatable {}
    #expect(throws: Stop()) {
      try ledger.importEntries(from: "test.csv") { batch in
        try batch.add(try draft("2026-11-01", 100), fingerprint: Fingerprint(high: 0, low: 1))
        throw Stop()
      }
    }
    #expect(try storedRows() == [])
  }

  @Test func aDryRunCountsExactlyAndWritesNothing() throws {
    _ = try ledger.add(try draft("2026-10-01", 5))
    let (added, counts) = try ledger.importEntries(from: "test.csv", dryRun: true) { batch in
      try offer(
        batch,
        [
          (try draft("2026-11-01", 100), Fingerprint(high: 0, low: 1), nil),
          (try draft("2026-11-01", 100), Fingerprint(high: 0, low: 1), nil),
        ])
    }
    #expect(added == [2, nil])
    #expect(counts == ImportCounts(added: 1, duplicates: 1))
    // hex(NULL) is the empty string.
    #expect(try storedRows() == [["1", "2026-10-01", "5", "", ""]])
  }

  @Test func theChecksAreOnAgainAfterAnImport() throws {
    _ = try ledger.importEntries(from: "a.csv") { batch in
      try batch.add(try draft("2026-11-01", 100), fingerprint: Fingerprint(high: 0, low: 9))
    }
    #expect(try ledger.database.int64("PRAGMA ignore_check_constraints") == 0)
    #expect(throws: SQLiteError.self) {
      try ledger.database.execute(
        "INSERT INTO entries (date, amount, category) VALUES ('2026-02-30', 1, 'leisure')")
    }
  }
}
