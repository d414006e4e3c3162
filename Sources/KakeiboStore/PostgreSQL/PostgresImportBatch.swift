import KakeiboCore

/// The rows of one import into a PostgreSQL ledger, sent to the server in batches: a round trip
/// per row would take a hundred times as long as the rows themselves. The import holds the
/// ledger's lock throughout, so the ids are consecutive and nobody else's rows come between.
/// The same outcome as SQLite's row-at-a-time batch, so both engines store exactly the same
/// entries with the same ids and count the same duplicates.
///
/// A batch is copied (`COPY`) straight into `entries`, numbered on from the largest id, when
/// none of its rows can be one of the ledger's own entries exported before (the usual import:
/// of a bank's file, or into an empty ledger); then the only duplicate a row can be is one of
/// an entry's fingerprint, which the unique index finds. The server stores that batch while
/// the importer reads the next (one batch is in flight at a time), and its answer is read
/// before anything else is sent. A batch that met a duplicate is rolled back to a savepoint
/// and stored the careful way, as is every later batch of that import: copied into a temporary
/// staging table, one statement sets aside the rows the ledger holds already (by fingerprint,
/// or as the very entries a file of this ledger was exported from), noting them as
/// duplicates, and one more stores the rest in the file's order.
final class PostgresImportBatch: ImportBatchStorage {
  private let connection: PostgresConnection
  private let identity: LedgerIdentity
  var payerOfNull = ""
  /// The largest id ever given when the import began (`SharedSQL.lastIssuedEntryID`): only an
  /// entry up to it can be one exported before, and every entry above it was stored by this
  /// import.
  let lastIDBefore: Int64
  private(set) var counts = ImportCounts()
  var onStored: ((Entry, Int) -> Void)?
  var onChanged: ((EntryDraft, Int64) -> Void)?

  /// A row offered and not yet stored.
  private struct Pending {
    let draft: EntryDraft
    let fingerprint: Fingerprint
    /// The id of the entry the row was exported from, when it was exported from this ledger.
    let exportedID: Int64?
    let tag: Int
  }

  /// The rows not yet sent, whose fingerprints all differ (a repeated one sends the batch
  /// first, so that the later row meets the earlier's fate in the ledger, as on SQLite).
  private var pending: [Pending] = []
  private var pendingFingerprints: Set<Fingerprint> = []
  /// The batch copied straight into `entries` whose answer the server has not given yet, and
  /// the id of its first row.
  private var inFlight: [Pending] = []
  private var inFlightFirstID: Int64 = 0
  /// The search keys of the memos and 内訳 met so far, which repeat from row to row.
  private var searchKeys = SearchKeyCache()
  /// Whether a batch may still be copied straight into `entries`: until one met a duplicate.
  private var copiesDirectly = true
  /// Whether the staging and duplicates tables exist (made for the first careful batch).
  private var hasStagingTables = false
  /// The statements that make again, once every row is stored, the secondary indexes and the
  /// foreign keys of `entries` this import set aside (see `setAsideIndexes`); nil until then.
  private var rebuild: [String]?
  /// Whether the import has decided whether to set them aside (at its first full batch).
  private var hasDecidedIndexes = false
  /// How many rows are sent at a time. Two batches are held (one in flight, one being read),
  /// and libpq's buffer holds the one in flight: with 5,000 rows a batch an import peaked at
  /// 21.4 MiB, with 2,500 at 19.1 MiB (GNU time; 100,000 and 1,000,000 rows alike), under the
  /// 20 MB every command keeps to; each batch costs a savepoint and a few round trips.
  static let batchSize = 2_500
  /// The columns of `entries` a batch fills, and the copy a direct batch is sent with.
  private static let entryColumns = [
    "id", "date", "amount", "category", "memo", "kind", "subcategory", "source", "fingerprint",
    "search_key", "paid_by", "split",
  ]
  private static let copyStatement = PostgresBinaryCopy.statement(
    into: "entries", columns: entryColumns)

  init(connection: PostgresConnection, identity: LedgerIdentity) throws {
    self.connection = connection
    self.identity = identity
    lastIDBefore = try connection.int64(SharedSQL.lastIssuedEntryID) ?? 0
  }

  var storedIDs: ClosedRange<Int64>? {
    counts.added == 0 ? nil : lastIDBefore + 1...lastIDBefore + Int64(counts.added)
  }

  func add(_ draft: EntryDraft, fingerprint: Fingerprint, exported: ExportedEntry?, tag: Int)
    throws
  {
    if pendingFingerprints.contains(fingerprint) { try send() }
    let exportedID = exported.flatMap { exported in
      exported.ledger == identity && exported.id <= lastIDBefore ? exported.id : nil
    }
    pending.append(
      Pending(draft: draft, fingerprint: fingerprint, exportedID: exportedID, tag: tag))
    pendingFingerprints.insert(fingerprint)
    if pending.count >= Self.batchSize { try send() }
  }

  func hasMet(_ fingerprint: Fingerprint) throws -> Bool {
    if pendingFingerprints.contains(fingerprint) { return true }
    try land()
    let stored = "EXISTS (SELECT 1 FROM entries WHERE fingerprint = $1 AND id > $2)"
    let noted = "EXISTS (SELECT 1 FROM import_duplicates WHERE fingerprint = $1)"
    return try connection.int64(
      "SELECT CASE WHEN \(hasStagingTables ? stored + " OR " + noted : stored) THEN 1 ELSE 0 END",
      [.fingerprint(fingerprint), .integer(lastIDBefore)]) == 1
  }

  func flush() throws {
    try send()
    try land()
  }

  /// Lands the batch in flight: a COPY under way keeps the connection from anything else.
  func settle() throws {
    try land()
  }

  /// Gives up on the batch in flight, when the import fails before it is stored: its answer is
  /// read and dropped, so that the transaction can be rolled back.
  func abandon() {
    guard !inFlight.isEmpty else { return }
    connection.drainResults()
    inFlight.removeAll()
  }

  /// Sends the pending rows, after the batch in flight has landed (their ids follow its): a
  /// batch that may go straight into `entries` is left in flight, any other is stored at once.
  private func send() throws {
    try land()
    guard !pending.isEmpty else { return }
    defer {
      pending.removeAll(keepingCapacity: true)
      pendingFingerprints.removeAll(keepingCapacity: true)
    }
    if !hasDecidedIndexes {
      hasDecidedIndexes = true
      if pending.count >= Self.batchSize { try setAsideIndexes() }
    }
    let firstID = lastIDBefore + Int64(counts.added) + 1
    // A row exported from this ledger may be one of its entries, which no index finds.
    guard copiesDirectly, pending.allSatisfy({ $0.exportedID == nil }) else {
      report(pending, firstID: firstID, setAside: try stageAndInsert(pending, firstID: firstID))
      return
    }
    try connection.execute("SAVEPOINT import_batch")
    try connection.sendCopy(Self.copyStatement) { send in
      var copy = PostgresBinaryCopy(capacity: PostgresConnection.copyChunkSize + 4096)
      for (seq, row) in pending.enumerated() {
        let searchKey = searchKeys.key(
          memo: row.draft.memo.text, subcategory: row.draft.subcategory?.name)
        Self.encode(row, id: firstID + Int64(seq), searchKey: searchKey, into: &copy)
        if copy.buffer.count >= PostgresConnection.copyChunkSize {
          try send(copy.buffer)
          copy.sent()
        }
      }
      copy.end()
      try send(copy.buffer)
    }
    // The emptied buffer of the batch in flight before takes the next batch.
    swap(&inFlight, &pending)
    inFlightFirstID = firstID
  }

  /// Waits for the batch in flight to be stored, and reports its rows. One that met an entry's
  /// fingerprint (a unique violation, SQLSTATE 23505) is rolled back and stored the careful
  /// way, as every later batch will be.
  private func land() throws {
    guard !inFlight.isEmpty else { return }
    defer { inFlight.removeAll(keepingCapacity: true) }
    do {
      try connection.copyResult(of: Self.copyStatement)
      try connection.execute("RELEASE SAVEPOINT import_batch")
      report(inFlight, firstID: inFlightFirstID, setAside: SetAside())
    } catch PostgresError.statement("23505", _, _) {
      copiesDirectly = false
      try connection.execute("ROLLBACK TO SAVEPOINT import_batch; RELEASE SAVEPOINT import_batch")
      report(
        inFlight, firstID: inFlightFirstID,
        setAside: try stageAndInsert(inFlight, firstID: inFlightFirstID))
    }
  }

  /// Counts the rows of a batch stored from `firstID` on, but those at the positions in
  /// `setAside` (duplicates, and rows whose entry changed since they were exported), and
  /// reports each stored row's entry and each changed row.
  private func report(_ batch: [Pending], firstID: Int64, setAside: SetAside) {
    var id = firstID
    for (seq, row) in batch.enumerated() {
      guard !setAside.duplicates.contains(seq) else {
        counts.duplicates += 1
        continue
      }
      if let changedID = setAside.changed[seq] {
        counts.changed += 1
        onChanged?(row.draft, changedID)
        continue
      }
      counts.added += 1
      onStored?(Entry(id: id, row.draft), row.tag)
      id += 1
    }
  }

  /// The rows of a batch not stored, by their positions in it: those the ledger holds already,
  /// and those of this ledger's export whose entry (its id the value) has other values now.
  private struct SetAside {
    var duplicates: Set<Int> = []
    var changed: [Int: Int64] = [:]
  }

  /// Copies `batch` into the staging table, sets aside (and notes) the rows the ledger holds
  /// already and the rows of its own export whose entry changed since, and stores the rest
  /// numbered from `firstID` in the batch's order. Returns the rows set aside.
  private func stageAndInsert(_ batch: [Pending], firstID: Int64) throws -> SetAside {
    if !hasStagingTables {
      try connection.execute(
        """
        CREATE TEMP TABLE import_staging (
          seq bigint NOT NULL, date date NOT NULL, amount bigint NOT NULL, category text,
          memo text NOT NULL, fingerprint bytea NOT NULL, exported_id bigint, kind text NOT NULL,
          subcategory text, source text, search_key text NOT NULL, paid_by text,
          split text) ON COMMIT DROP;
        CREATE TEMP TABLE import_duplicates (fingerprint bytea NOT NULL PRIMARY KEY) ON COMMIT DROP
        """)
      hasStagingTables = true
    }
    try connection.insertRows(
      into: "import_staging",
      columns: [
        "seq", "date", "amount", "category", "memo", "kind", "subcategory", "source",
        "fingerprint", "search_key", "paid_by", "split", "exported_id",
      ]
    ) { insert in
      for (seq, row) in batch.enumerated() {
        try insert(
          Self.values(of: row, first: .integer(Int64(seq)))
            + [row.exportedID.map(SQLValue.integer) ?? .null])
      }
    }
    // The rows of this ledger's export whose entry is here with other values, set aside and
    // noted for `hasMet`; then the rows the ledger holds already.
    var setAside = SetAside()
    try connection.forEachRow(
      """
      WITH changed AS (
        DELETE FROM import_staging AS s
        WHERE s.exported_id IS NOT NULL AND EXISTS (
          SELECT 1 FROM entries AS e WHERE e.id = s.exported_id AND (e.date <> s.date
            OR e.amount <> s.amount OR e.category IS DISTINCT FROM s.category
            OR e.memo <> s.memo OR e.kind <> s.kind
            OR e.subcategory IS DISTINCT FROM s.subcategory
            OR coalesce(e.paid_by, $1) <> coalesce(s.paid_by, $1)
            OR e.split IS DISTINCT FROM s.split))
        RETURNING s.seq, s.fingerprint, s.exported_id),
      noted AS (
        INSERT INTO import_duplicates (fingerprint) SELECT fingerprint FROM changed
        ON CONFLICT DO NOTHING)
      SELECT seq, exported_id FROM changed
      """, [.text(payerOfNull)]
    ) { row in setAside.changed[Int(row.int64(0))] = row.int64(1) }
    setAside.duplicates = Set(
      try connection.rows(
        """
        WITH duplicate AS (
          DELETE FROM import_staging AS s
          WHERE EXISTS (SELECT 1 FROM entries AS e WHERE e.fingerprint = s.fingerprint)
            OR (s.exported_id IS NOT NULL AND EXISTS (
              SELECT 1 FROM entries AS e WHERE e.id = s.exported_id AND e.date = s.date
                AND e.amount = s.amount AND e.category IS NOT DISTINCT FROM s.category
                AND e.memo = s.memo AND e.kind = s.kind
                AND e.subcategory IS NOT DISTINCT FROM s.subcategory
                AND coalesce(e.paid_by, $1) = coalesce(s.paid_by, $1)
                AND e.split IS NOT DISTINCT FROM s.split))
          RETURNING s.seq, s.fingerprint),
        noted AS (
          INSERT INTO import_duplicates (fingerprint) SELECT fingerprint FROM duplicate
          ON CONFLICT DO NOTHING)
        SELECT seq FROM duplicate
        """, [.text(payerOfNull)]
      ) { Int($0.int64(0)) })
    try connection.run(
      """
      INSERT INTO entries (
        id, date, amount, category, memo, fingerprint, kind, subcategory, source, search_key,
        paid_by, split)
      SELECT $1 + row_number() OVER (ORDER BY seq) - 1, date, amount, category, memo, fingerprint,
        kind, subcategory, source, search_key, paid_by, split
      FROM import_staging ORDER BY seq
      """, [.integer(firstID)])
    try connection.execute("TRUNCATE import_staging")
    return setAside
  }

  /// The row's values for `entries` (or the staging table), after `first`: its id (or place),
  /// then its fingerprint, search key, payer and split.
  private static func values(of row: Pending, first: SQLValue) -> [SQLValue] {
    [first] + Ledger.values(of: row.draft)
      + [.fingerprint(row.fingerprint), SearchKeys.value(of: row.draft)]
      + [
        row.draft.paidBy.map { .text($0.name) } ?? .null,
        row.draft.split.map { .text($0.description) } ?? .null,
      ]
  }

  /// The row as `entries` takes it in a binary copy, its search key `searchKey` (as
  /// `SearchKeyCache` gives it): the same values as `values(of:first:)`, in the order of
  /// `entryColumns`.
  private static func encode(
    _ row: Pending, id: Int64, searchKey: String, into copy: inout PostgresBinaryCopy
  ) {
    let draft = row.draft
    copy.beginRow(fields: entryColumns.count)
    copy.int64(id)
    copy.date(draft.date)
    copy.int64(draft.amount.value)
    copy.text(draft.category?.key)
    copy.text(draft.memo.text)
    copy.text(draft.kind.rawValue)
    copy.text(draft.subcategory?.name)
    copy.text(draft.source?.name)
    copy.fingerprint(row.fingerprint)
    copy.text(searchKey)
    copy.text(draft.paidBy?.name)
    copy.text(draft.split?.description)
  }

  /// Sets aside, for a large import into a small ledger, what `entries` maintains row by row
  /// and can make at once far faster: its indexes that are neither unique nor B-trees (the
  /// pg_trgm GIN index of the search keys) and its foreign keys (the category's, checked by a
  /// query per row). The B-trees stay: rows come mostly in date order, so that maintaining the
  /// covering index by date costs less than making it again (at 100,000 rows, 60 ms more for
  /// the copy against 106 ms to make it; the GIN index, 300 ms more against 170 ms), and the one
  /// by source holds only imported rows, in order too. They are dropped inside the import's
  /// transaction, and `finish` makes them again from their definitions as the server gives
  /// them (`pg_get_indexdef`, `pg_get_constraintdef`): the very definitions the migrations
  /// made, so that the ledger ends with the same indexes and constraints, every row checked.
  /// A failed or interrupted import rolls the drops back with the rows. The unique indexes stay:
  /// the fingerprints' finds the duplicates, and the import's own queries use them.
  ///
  /// Dropping takes the table's ACCESS EXCLUSIVE lock until the import commits, so the
  /// household's readers wait for it; it is done only when the ledger held at most a batch's
  /// entries (`batchSize`) at the start and the import offers a whole batch, so that rebuilding
  /// costs less than maintaining, and what readers wait for is a ledger being filled. Only the
  /// table's owner may drop its indexes: a member's import maintains them as before.
  private func setAsideIndexes() throws {
    guard
      try connection.int64(
        """
        SELECT CASE WHEN pg_has_role(c.relowner, 'USAGE')
          AND (SELECT count(*) FROM (SELECT 1 FROM entries LIMIT $1) AS e) <= $1
          THEN 1 ELSE 0 END
        FROM pg_class AS c WHERE c.oid = 'entries'::regclass
        """, [.integer(Int64(Self.batchSize))]) == 1
    else { return }
    // In the order they were made, so that they are made again in that order.
    let indexes = try connection.rows(
      """
      SELECT i.indexrelid::regclass::text, pg_get_indexdef(i.indexrelid) FROM pg_index AS i
      JOIN pg_class AS c ON c.oid = i.indexrelid JOIN pg_am AS a ON a.oid = c.relam
      WHERE i.indrelid = 'entries'::regclass AND NOT i.indisunique AND a.amname <> 'btree'
      ORDER BY i.indexrelid
      """
    ) { (name: $0.text(0), definition: $0.text(1)) }
    let foreignKeys = try connection.rows(
      """
      SELECT quote_ident(conname), pg_get_constraintdef(oid) FROM pg_constraint
      WHERE conrelid = 'entries'::regclass AND contype = 'f' ORDER BY oid
      """
    ) { (name: $0.text(0), definition: $0.text(1)) }
    guard !indexes.isEmpty || !foreignKeys.isEmpty else { return }
    var drops = foreignKeys.map { "ALTER TABLE entries DROP CONSTRAINT \($0.name)" }
    if !indexes.isEmpty {
      drops.append("DROP INDEX " + indexes.map(\.name).joined(separator: ", "))
    }
    try connection.execute(drops.joined(separator: "; "))
    rebuild =
      indexes.map(\.definition)
      + foreignKeys.map { "ALTER TABLE entries ADD CONSTRAINT \($0.name) \($0.definition)" }
  }

  /// Makes again what `setAsideIndexes` set aside, once every row is stored.
  func finish() throws {
    guard let rebuild else { return }
    try land()
    try connection.execute(rebuild.joined(separator: "; "))
    self.rebuild = nil
  }
}
