import KakeiboCore

/// The rows of one import into a PostgreSQL ledger, sent to the server in batches: a round trip
/// per row would take a hundred times as long as the rows themselves. Each batch is copied
/// (`COPY`) into a temporary staging table; one statement then sets aside the rows the ledger
/// holds already (by fingerprint, or as the very entries a file of this ledger was exported
/// from), noting them as duplicates, and one more stores the rest as entries numbered on from
/// the largest id, in the file's order. The import holds the ledger's lock throughout, so the
/// ids are consecutive and nobody else's rows come between. The same steps as SQLite's
/// row-at-a-time batch, so both engines store exactly the same entries with the same ids.
final class PostgresImportBatch: ImportBatchStorage {
  private let connection: PostgresConnection
  private let identity: LedgerIdentity
  /// The largest id when the import began: only an entry up to it can be one exported before,
  /// and every entry above it was stored by this import.
  let lastIDBefore: Int64
  private(set) var counts = ImportCounts()
  var onStored: ((Entry, Int) -> Void)?

  /// A row offered and not yet sent.
  private struct Pending {
    let draft: EntryDraft
    let fingerprint: Fingerprint
    /// The id of the entry the row was exported from, when it was exported from this ledger.
    let exportedID: Int64?
    let tag: Int
  }

  private var pending: [Pending] = []
  private var pendingFingerprints: Set<Fingerprint> = []
  /// How many rows are sent at a time.
  static let batchSize = 10_000

  init(connection: PostgresConnection, identity: LedgerIdentity) throws {
    self.connection = connection
    self.identity = identity
    lastIDBefore = try connection.int64("SELECT coalesce(max(id), 0) FROM entries") ?? 0
    try connection.execute(
      """
      CREATE TEMP TABLE import_staging (
        seq bigint NOT NULL, date date NOT NULL, amount bigint NOT NULL, category text,
        memo text NOT NULL, fingerprint bytea NOT NULL, exported_id bigint, kind text NOT NULL,
        subcategory text, source text) ON COMMIT DROP;
      CREATE TEMP TABLE import_duplicates (fingerprint bytea NOT NULL PRIMARY KEY) ON COMMIT DROP
      """)
  }

  var storedIDs: ClosedRange<Int64>? {
    counts.added == 0 ? nil : lastIDBefore + 1...lastIDBefore + Int64(counts.added)
  }

  func add(_ draft: EntryDraft, fingerprint: Fingerprint, exported: ExportedEntry?, tag: Int)
    throws
  {
    let exportedID = exported.flatMap { exported in
      exported.ledger == identity && exported.id <= lastIDBefore ? exported.id : nil
    }
    pending.append(
      Pending(draft: draft, fingerprint: fingerprint, exportedID: exportedID, tag: tag))
    pendingFingerprints.insert(fingerprint)
    if pending.count >= Self.batchSize { try flush() }
  }

  func hasMet(_ fingerprint: Fingerprint) throws -> Bool {
    if pendingFingerprints.contains(fingerprint) { return true }
    return try connection.int64(
      """
      SELECT CASE WHEN EXISTS (SELECT 1 FROM entries WHERE fingerprint = $1 AND id > $2)
        OR EXISTS (SELECT 1 FROM import_duplicates WHERE fingerprint = $1) THEN 1 ELSE 0 END
      """, [.fingerprint(fingerprint), .integer(lastIDBefore)]) == 1
  }

  func flush() throws {
    guard !pending.isEmpty else { return }
    let batch = pending
    pending.removeAll(keepingCapacity: true)
    pendingFingerprints.removeAll(keepingCapacity: true)
    try connection.insertRows(
      into: "import_staging",
      columns: [
        "seq", "date", "amount", "category", "memo", "fingerprint", "exported_id", "kind",
        "subcategory", "source",
      ]
    ) { insert in
      for (seq, row) in batch.enumerated() {
        try insert([
          .integer(Int64(seq)), .text(row.draft.date.description),
          .integer(row.draft.amount.value), row.draft.category.map { .text($0.key) } ?? .null,
          .text(row.draft.memo.text), .fingerprint(row.fingerprint),
          row.exportedID.map(SQLValue.integer) ?? .null, .text(row.draft.kind.rawValue),
          row.draft.subcategory.map { .text($0.name) } ?? .null,
          row.draft.source.map { .text($0.name) } ?? .null,
        ])
      }
    }
    // The rows the ledger holds already, set aside and noted for `hasMet`.
    let duplicates = Set(
      try connection.rows(
        """
        WITH duplicate AS (
          DELETE FROM import_staging AS s
          WHERE EXISTS (SELECT 1 FROM entries AS e WHERE e.fingerprint = s.fingerprint)
            OR (s.exported_id IS NOT NULL AND EXISTS (
              SELECT 1 FROM entries AS e WHERE e.id = s.exported_id AND e.date = s.date
                AND e.amount = s.amount AND e.category IS NOT DISTINCT FROM s.category
                AND e.memo = s.memo AND e.kind = s.kind
                AND e.subcategory IS NOT DISTINCT FROM s.subcategory))
          RETURNING s.seq, s.fingerprint),
        noted AS (
          INSERT INTO import_duplicates (fingerprint) SELECT fingerprint FROM duplicate
          ON CONFLICT DO NOTHING)
        SELECT seq FROM duplicate
        """
      ) { Int($0.int64(0)) })
    let firstID = lastIDBefore + Int64(counts.added) + 1
    try connection.run(
      """
      INSERT INTO entries (
        id, date, amount, category, memo, fingerprint, kind, subcategory, source)
      SELECT $1 + row_number() OVER (ORDER BY seq) - 1, date, amount, category, memo, fingerprint,
        kind, subcategory, source
      FROM import_staging ORDER BY seq
      """, [.integer(firstID)])
    try connection.execute("TRUNCATE import_staging")
    var id = firstID
    for (seq, row) in batch.enumerated() {
      guard !duplicates.contains(seq) else {
        counts.duplicates += 1
        continue
      }
      counts.added += 1
      onStored?(Entry(id: id, row.draft), row.tag)
      id += 1
    }
  }

  func finish() throws {}
}
