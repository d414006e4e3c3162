import Foundation
import KakeiboCore
import Testing

@testable import KakeiboStore

/// The same imports on both engines store the same entries with the same ids and count the same
/// duplicates: SQLite stores row by row, PostgreSQL in batches (copied straight into `entries`,
/// or through a staging table once a batch meets a duplicate).
@Suite(.enabled(if: TestPostgres.isAvailable)) struct ImportEngineTests {
  let folder: TemporaryDirectory

  init() throws {
    folder = try TemporaryDirectory()
  }

  /// A new ledger of each engine: SQLite first, then PostgreSQL.
  func ledgers() throws -> [Ledger] {
    let uri = try #require(PostgresURI(try TestPostgres.makeDatabase()))
    return [
      try Ledger.open(path: folder.file("ledger-\(UUID().uuidString).db"), intent: .write),
      try Ledger.open(.postgresql(uri), intent: .write),
    ]
  }

  /// What an import did: the id each row was stored with (nil for a duplicate), and the counts.
  struct Outcome: Equatable {
    var ids: [Int64?]
    var counts: ImportCounts
  }

  /// Imports `rows` with their index as tag.
  func importRows(
    _ ledger: Ledger, _ rows: [(EntryDraft, Fingerprint, ExportedEntry?)], dryRun: Bool = false
  ) throws -> Outcome {
    final class Stored { var ids: [Int: Int64] = [:] }
    let stored = Stored()
    let (_, counts) = try ledger.importEntries(from: "test.csv", dryRun: dryRun) { batch in
      batch.onStored = { stored.ids[$0.tag] = $0.entry.id }
      for (index, row) in rows.enumerated() {
        try batch.add(row.0, fingerprint: row.1, exported: row.2, tag: index)
      }
    }
    return Outcome(ids: rows.indices.map { stored.ids[$0] }, counts: counts)
  }

  /// Every entry as text: id, date, amount, memo and fingerprint (hexadecimal, "" for none).
  func storedRows(_ ledger: Ledger) throws -> [[String]] {
    try ledger.connection.rows(
      "SELECT id, date, amount, memo, fingerprint FROM entries ORDER BY id"
    ) { row in
      [
        String(row.int64(0)), row.text(1), String(row.int64(2)), row.text(3),
        (row.bytes(4) ?? []).map { String(format: "%02x", $0) }.joined(),
      ]
    }
  }

  func draft(_ day: String, _ amount: Int64, _ memo: String = "") throws -> EntryDraft {
    EntryDraft(
      date: try #require(LedgerDate(iso: day)), amount: Yen(amount), category: .livingCost,
      memo: try Memo(memo))
  }

  /// `count` rows on consecutive days from 2020-01-01, with fingerprints (0, from + index).
  func manyRows(_ count: Int, from: UInt64) throws -> [(EntryDraft, Fingerprint, ExportedEntry?)] {
    let start = try #require(LedgerDate(iso: "2020-01-01"))
    return try (0..<count).map { index in
      (
        try draft(
          try #require(start.adding(days: index % 2000)).description, Int64(100 + index)),
        Fingerprint(high: 0, low: from + UInt64(index)), nil
      )
    }
  }

  @Test func aFingerprintGivenTwiceInOneBatchIsADuplicate() throws {
    let first = Fingerprint(high: 1, low: 2)
    for ledger in try ledgers() {
      let outcome = try importRows(
        ledger,
        [
          (try draft("2026-11-01", 100, "a"), first, nil),
          (try draft("2026-11-01", 999, "again"), first, nil),
          (try draft("2026-11-02", 200), Fingerprint(high: 3, low: 4), nil),
        ])
      #expect(outcome == Outcome(ids: [1, nil, 2], counts: ImportCounts(added: 2, duplicates: 1)))
      let again = try importRows(ledger, [(try draft("2026-11-01", 100, "a"), first, nil)])
      #expect(again == Outcome(ids: [nil], counts: ImportCounts(added: 0, duplicates: 1)))
      #expect(
        try storedRows(ledger) == [
          ["1", "2026-11-01", "100", "a", "00000000000000010000000000000002"],
          ["2", "2026-11-02", "200", "", "00000000000000030000000000000004"],
        ], "\(ledger.path)")
    }
  }

  @Test func anEntryExportedFromThisLedgerIsADuplicateOfItselfOnBothEngines() throws {
    let other = try #require(LedgerIdentity(String(repeating: "ab", count: 16)))
    var outcomes: [Outcome] = []
    for ledger in try ledgers() {
      let kept = try ledger.add(try draft("2026-11-01", 100, "a"))
      let this = try ledger.identity()
      let exported = ExportedEntry(ledger: this, id: kept.id)
      outcomes.append(
        try importRows(
          ledger,
          [
            // The same entry, whatever the fingerprint.
            (try draft("2026-11-01", 100, "a"), Fingerprint(high: 9, low: 9), exported),
            // Its fingerprint again on a row that is not the exported entry: new, as on SQLite,
            // since the first row was not stored and the ledger does not hold the fingerprint.
            (try draft("2026-11-01", 100, "b"), Fingerprint(high: 9, low: 9), nil),
            // The same id with other values: changed since, not stored. Another ledger's
            // entry: a new entry.
            (try draft("2026-11-01", 100, "c"), Fingerprint(high: 8, low: 8), exported),
            (
              try draft("2026-11-01", 100, "a"), Fingerprint(high: 7, low: 7),
              ExportedEntry(ledger: other, id: kept.id)
            ),
          ]))
    }
    #expect(
      outcomes
        == Array(
          repeating: Outcome(
            ids: [nil, 2, nil, 3], counts: ImportCounts(added: 2, duplicates: 1, changed: 1)),
          count: 2))
  }

  @Test func aDuplicateInALaterBatchKeepsTheIdsAndCounts() throws {
    // More rows than a batch, with one entry the ledger holds already in the second batch and
    // one at the very end: the first batch is copied straight in, the rest set aside what the
    // ledger holds.
    let batch = PostgresImportBatch.batchSize
    var rows = try manyRows(batch + 500, from: 1000)
    let known = Fingerprint(high: 7, low: 7)
    rows.insert((try draft("2026-11-01", 5, "known"), known, nil), at: batch + 100)
    rows.append((try draft("2026-11-01", 5, "known"), known, nil))
    var results: [(Outcome, [[String]])] = []
    for ledger in try ledgers() {
      _ = try importRows(ledger, [(try draft("2026-11-01", 5, "known"), known, nil)])
      _ = try ledger.add(try draft("2026-11-02", 6, "by hand"))
      let outcome = try importRows(ledger, rows)
      results.append((outcome, try storedRows(ledger)))
    }
    let (sqlite, postgres) = (results[0], results[1])
    #expect(sqlite.0.counts == ImportCounts(added: batch + 500, duplicates: 2))
    #expect(sqlite.0.ids[0] == 3)
    #expect(sqlite.0.ids[batch + 100] == nil)
    #expect(sqlite.0.ids.last == .some(nil))
    #expect(postgres.0 == sqlite.0)
    #expect(postgres.1.count == batch + 502)
    #expect(postgres.1 == sqlite.1)
  }

  @Test func aDuplicateEarlyInABatchOfManyChunksIsFound() throws {
    // Long memos make the batch several of the chunks a COPY is sent in, the duplicate first:
    // the server refuses the copy while the rest is still being sent.
    let memo = String(repeating: "長い", count: 250)
    let known = Fingerprint(high: 7, low: 7)
    let start = try #require(LedgerDate(iso: "2020-01-01"))
    let rows =
      try [(try draft("2026-11-01", 5, memo), known, ExportedEntry?.none)]
      + (0..<3000).map { index in
        (
          try draft(try #require(start.adding(days: index)).description, 100, memo),
          Fingerprint(high: 1, low: UInt64(index)), ExportedEntry?.none
        )
      }
    for ledger in try ledgers() {
      _ = try importRows(ledger, [(try draft("2026-11-01", 5, memo), known, nil)])
      let outcome = try importRows(ledger, rows)
      #expect(outcome.counts == ImportCounts(added: 3000, duplicates: 1), "\(ledger.path)")
      #expect(outcome.ids.first == .some(nil))
      #expect(outcome.ids.last == 3001)
    }
  }

  @Test func anImportThatFailsWithABatchInFlightWritesNothing() throws {
    struct Stop: Error, Equatable {}
    let rows = try manyRows(PostgresImportBatch.batchSize + 10, from: 1)
    for ledger in try ledgers() {
      _ = try ledger.add(try draft("2026-11-02", 6, "by hand"))
      #expect(throws: Stop()) {
        try ledger.importEntries(from: "test.csv") { batch in
          for row in rows { try batch.add(row.0, fingerprint: row.1) }
          throw Stop()
        }
      }
      #expect(try storedRows(ledger) == [["1", "2026-11-02", "6", "by hand", ""]])
      // The connection is as good as before: the same rows import in full.
      #expect(
        try importRows(ledger, rows).counts == ImportCounts(added: rows.count, duplicates: 0))
      #expect(try storedRows(ledger).count == rows.count + 1)
    }
  }

  @Test func anImportAllInTheLedgerAddsNothing() throws {
    let rows = try manyRows(300, from: 1)
    for ledger in try ledgers() {
      #expect(
        try importRows(ledger, rows).counts == ImportCounts(added: 300, duplicates: 0))
      let again = try importRows(ledger, rows)
      #expect(again.counts == ImportCounts(added: 0, duplicates: 300))
      #expect(again.ids.allSatisfy { $0 == nil })
      #expect(try storedRows(ledger).count == 300)
    }
  }

  @Test func theImportKnowsWhichFingerprintsItHasMetOnBothEngines() throws {
    let (old, new, unknown) = (
      Fingerprint(high: 1, low: 1), Fingerprint(high: 2, low: 2), Fingerprint(high: 3, low: 3)
    )
    let other = Fingerprint(high: 4, low: 4)
    for ledger in try ledgers() {
      _ = try importRows(
        ledger,
        [(try draft("2026-11-01", 100), old, nil), (try draft("2026-11-01", 200), other, nil)])
      let kept = try ledger.add(try draft("2026-11-02", 5, "by hand"))
      let identity = try ledger.identity()
      let met = try ledger.importEntries(from: "again.csv") { batch in
        // Met by this import only once it has been given it: before, after it was sent and
        // found in the ledger, after a new row was stored, and after an exported entry.
        var met = [try batch.hasMet(old)]
        try batch.add(try draft("2026-11-01", 100), fingerprint: old)
        met.append(try batch.hasMet(old))
        try batch.flush()
        try batch.add(try draft("2026-11-03", 300), fingerprint: new)
        try batch.flush()
        try batch.add(
          try draft("2026-11-02", 5, "by hand"), fingerprint: unknown,
          exported: ExportedEntry(ledger: identity, id: kept.id))
        try batch.flush()
        return met + [
          try batch.hasMet(old), try batch.hasMet(new), try batch.hasMet(unknown),
          try batch.hasMet(other),
        ]
      }
      #expect(met.result == [false, true, true, true, true, false], "\(ledger.path)")
      #expect(met.counts == ImportCounts(added: 1, duplicates: 2))
    }
  }

  @Test func aDryRunCountsExactlyAndWritesNothingOnBothEngines() throws {
    for ledger in try ledgers() {
      _ = try ledger.add(try draft("2026-10-01", 5))
      let outcome = try importRows(
        ledger,
        [
          (try draft("2026-11-01", 100), Fingerprint(high: 0, low: 1), nil),
          (try draft("2026-11-01", 100), Fingerprint(high: 0, low: 1), nil),
        ], dryRun: true)
      #expect(outcome == Outcome(ids: [2, nil], counts: ImportCounts(added: 1, duplicates: 1)))
      #expect(try storedRows(ledger) == [["1", "2026-10-01", "5", "", ""]])
    }
  }
}

/// A large import into a small PostgreSQL ledger drops the indexes of `entries` that are neither
/// unique nor B-trees and its foreign keys, and makes them again at the end: the ledger ends with exactly
/// the indexes and constraints it had, and an import that fails leaves them as they were.
@Suite(.enabled(if: TestPostgres.isAvailable)) struct ImportIndexRebuildTests {
  let engines: ImportEngineTests

  init() throws {
    engines = try ImportEngineTests()
  }

  func ledger() throws -> Ledger {
    let uri = try #require(PostgresURI(try TestPostgres.makeDatabase()))
    return try Ledger.open(.postgresql(uri), intent: .write)
  }

  /// The indexes of `entries` as pg_indexes gives them, its constraints, and whether each is
  /// checked (valid).
  func schema(_ ledger: Ledger) throws -> [String] {
    try ledger.connection.rows(
      """
      SELECT indexname || ': ' || indexdef FROM pg_indexes
      WHERE schemaname = current_schema() AND tablename = 'entries'
      UNION ALL
      SELECT conname || ': ' || pg_get_constraintdef(oid) || ' ' || convalidated::text
      FROM pg_constraint WHERE conrelid = 'entries'::regclass
      ORDER BY 1
      """
    ) { $0.text(0) }
  }

  /// The identity of the covering index by date, a B-tree, which an import maintains.
  func dateIndex(_ ledger: Ledger) throws -> Int64? {
    try ledger.connection.int64("SELECT 'entries_by_date'::regclass::oid::bigint")
  }

  /// The identity of the trigram index of the search keys: another once it has been made again.
  func searchIndex(_ ledger: Ledger) throws -> Int64? {
    try ledger.connection.int64("SELECT 'entries_by_search_key'::regclass::oid::bigint")
  }

  @Test func aLargeImportLeavesTheSameIndexesAndConstraints() throws {
    let small = try ledger()
    let large = try ledger()
    _ = try small.add(try engines.draft("2026-11-02", 6, "by hand"))
    _ = try large.add(try engines.draft("2026-11-02", 6, "by hand"))
    let before = try schema(large)
    #expect(before.contains { $0.hasPrefix("entries_by_date: ") })
    #expect(before.contains { $0.hasPrefix("entries_category_fkey: ") })
    let (smallIndex, largeIndex) = (try searchIndex(small), try searchIndex(large))
    let largeDateIndex = try dateIndex(large)
    // Fewer than a batch: maintained row by row; a batch and more: the trigram index made again
    // at the end, the B-trees maintained.
    let rows = try engines.manyRows(PostgresImportBatch.batchSize * 2 + 10, from: 1)
    _ = try engines.importRows(small, Array(rows.prefix(10)))
    let outcome = try engines.importRows(large, rows)
    #expect(outcome.counts == ImportCounts(added: rows.count, duplicates: 0))
    #expect(outcome.ids == (2...Int64(rows.count + 1)).map { $0 })
    #expect(try searchIndex(small) == smallIndex)
    #expect(try searchIndex(large) != largeIndex)
    #expect(try dateIndex(large) == largeDateIndex)
    #expect(try schema(large) == before)
    #expect(try schema(small) == before)
    // The indexes made again find the rows.
    try large.connection.run("SET enable_seqscan = off", [])
    let january = rows.filter { $0.0.date.year == 2020 && $0.0.date.month == 1 }.count
    #expect(
      try large.connection.int64(
        "SELECT count(*) FROM entries WHERE date BETWEEN '2020-01-01' AND '2020-01-31'")
        == Int64(january))
  }

  @Test func aLargeImportThatFailsLeavesTheLedgerAsItWas() throws {
    struct Stop: Error, Equatable {}
    let ledger = try ledger()
    _ = try ledger.add(try engines.draft("2026-11-02", 6, "by hand"))
    let before = try schema(ledger)
    let index = try searchIndex(ledger)
    let rows = try engines.manyRows(PostgresImportBatch.batchSize * 2 + 10, from: 1)
    // Interrupted after two batches were sent.
    #expect(throws: Stop()) {
      try ledger.importEntries(from: "test.csv") { batch in
        for row in rows { try batch.add(row.0, fingerprint: row.1) }
        try batch.flush()
        throw Stop()
      }
    }
    // A row the server refuses (an amount of 0) in the middle of the second batch.
    var bad = rows
    bad[PostgresImportBatch.batchSize + 100].0.amount = Yen(0)
    #expect(throws: (any Error).self) { try engines.importRows(ledger, bad) }
    for _ in 0..<2 {
      #expect(try engines.storedRows(ledger) == [["1", "2026-11-02", "6", "by hand", ""]])
      #expect(try schema(ledger) == before)
      #expect(try searchIndex(ledger) == index)
    }
    // And the same rows import in full afterwards.
    #expect(
      try engines.importRows(ledger, rows).counts == ImportCounts(added: rows.count, duplicates: 0))
    #expect(try schema(ledger) == before)
  }
}
