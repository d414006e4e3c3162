import KakeiboCore

/// How many rows an import added, and how many it found already in the ledger.
public struct ImportCounts: Hashable, Sendable {
  /// Entries stored.
  public var added = 0
  /// Rows already in the ledger, so nothing was stored for them: their fingerprint was there
  /// (from an earlier import, or earlier in the same file), or they are the very entry they
  /// were exported from.
  public var duplicates = 0

  public init(added: Int = 0, duplicates: Int = 0) {
    self.added = added
    self.duplicates = duplicates
  }
}

/// Adds the rows of one import, inside the transaction `Ledger.importEntries` holds: one prepared
/// statement, rebound for every row.
///
/// It also answers which fingerprints the import has met so far (`hasMet`), which the importer
/// asks when a date comes back in a file that is not sorted by date. The ledger remembers them
/// rather than the importer, so that memory stays flat: a stored row is in `entries` with an id
/// above the largest before the import, and a row found already there is noted in a temporary
/// table, made at the first such row (16 bytes a row, in SQLite's temporary file beyond a
/// cache of `duplicatesCacheKiB`).
public final class ImportBatch {
  private let database: Database
  private let insert: Statement
  private let path: String
  /// The ledger's identity: only a row exported from this ledger can be one of its entries.
  private let identity: LedgerIdentity
  public private(set) var counts = ImportCounts()
  /// The ids of the first and last entries stored: an import's ids are consecutive, since it
  /// holds the write lock and each row takes the next id.
  private(set) var firstID: Int64?
  private(set) var lastID: Int64?
  /// The text of the last date bound, since consecutive rows mostly share their date.
  private var lastDate: LedgerDate?
  private var lastDateText = ""
  /// The largest id when the import began: only an entry up to it can be one exported before,
  /// and every entry above it was stored by this import.
  private let lastIDBefore: Int64
  /// Statements prepared at their first use: find an entry by id and values; find a stored
  /// fingerprint; note and find a duplicate's (`noteDuplicate` is there once the temporary
  /// table is).
  private var sameEntry: Statement?
  private var findStored: Statement?
  private var noteDuplicate: Statement?
  private var findDuplicate: Statement?
  /// The memory SQLite may use for the temporary table before it goes to its temporary file.
  static let duplicatesCacheKiB = 256

  fileprivate init(database: Database, path: String, identity: LedgerIdentity)
    throws(SQLiteError)
  {
    self.database = database
    self.path = path
    self.identity = identity
    lastIDBefore = try database.int64("SELECT max(id) FROM entries") ?? 0
    insert = try database.prepare(
      """
      INSERT INTO entries (date, amount, category, memo, fingerprint) VALUES (?1, ?2, ?3, ?4, ?5)
      ON CONFLICT (fingerprint) DO NOTHING
      """)
  }

  /// Removes the temporary table, in the import's transaction.
  fileprivate func finish() throws(SQLiteError) {
    guard noteDuplicate != nil else { return }
    (noteDuplicate, findDuplicate) = (nil, nil)
    try database.execute("DROP TABLE temp.import_duplicates")
  }

  private func prepared(_ statement: inout Statement?, _ sql: String) throws(SQLiteError)
    -> Statement
  {
    if let statement { return statement }
    let prepared = try database.prepare(sql)
    statement = prepared
    return prepared
  }

  /// Whether the ledger holds entry `id` with `draft`'s values.
  private func holds(_ id: Int64, as draft: EntryDraft) throws(SQLiteError) -> Bool {
    let select = try prepared(
      &sameEntry,
      "SELECT 1 FROM entries WHERE id = ? AND date = ? AND amount = ? AND category = ? AND memo = ?"
    )
    select.reset()
    try select.bind(id, at: 1)
    try select.bind(lastDateText, at: 2)
    try select.bind(draft.amount.value, at: 3)
    try select.bind(draft.category.key, at: 4)
    try select.bind(draft.memo.text, at: 5)
    defer { select.reset() }
    return try select.step()
  }

  /// Whether this import has already been given a row with `fingerprint`: it stored it, or
  /// found it in the ledger already.
  public func hasMet(_ fingerprint: Fingerprint) throws(LedgerError) -> Bool {
    do {
      let stored = try prepared(
        &findStored, "SELECT 1 FROM entries WHERE fingerprint = ?1 AND id > ?2")
      stored.reset()
      try stored.bind(fingerprint, at: 1)
      try stored.bind(lastIDBefore, at: 2)
      defer { stored.reset() }
      if try stored.step() { return true }
      guard noteDuplicate != nil else { return false }
      let duplicate = try prepared(
        &findDuplicate, "SELECT 1 FROM temp.import_duplicates WHERE fingerprint = ?")
      duplicate.reset()
      try duplicate.bind(fingerprint, at: 1)
      defer { duplicate.reset() }
      return try duplicate.step()
    } catch {
      throw LedgerError(error, path: path)
    }
  }

  /// Counts a row found in the ledger already, and notes its fingerprint for `hasMet`.
  private func countDuplicate(_ fingerprint: Fingerprint) throws(SQLiteError) {
    counts.duplicates += 1
    if noteDuplicate == nil {
      try database.execute(
        """
        CREATE TEMP TABLE import_duplicates (fingerprint BLOB NOT NULL PRIMARY KEY)
          STRICT, WITHOUT ROWID;
        PRAGMA temp.cache_size = -\(Self.duplicatesCacheKiB)
        """)
    }
    let note = try prepared(
      &noteDuplicate, "INSERT INTO temp.import_duplicates VALUES (?) ON CONFLICT DO NOTHING")
    note.reset()
    try note.bind(fingerprint, at: 1)
    try note.run()
  }

  /// Stores `draft` as a new entry, unless an entry with `fingerprint` is already in the ledger,
  /// or the row is one of kakeibo's own export from this very ledger (`exported`) and the entry
  /// it was exported from is still there with the same date, amount, category and memo: an
  /// export imported back into its own ledger adds nothing, while another ledger's entry with
  /// the same id and values is a different entry. Returns the new entry, or nil for a duplicate.
  public func add(_ draft: EntryDraft, fingerprint: Fingerprint, exported: ExportedEntry? = nil)
    throws(LedgerError) -> Entry?
  {
    if draft.date != lastDate {
      lastDate = draft.date
      lastDateText = draft.date.description
    }
    do {
      if let exported, exported.ledger == identity, exported.id <= lastIDBefore,
        try holds(exported.id, as: draft)
      {
        try countDuplicate(fingerprint)
        return nil
      }
      insert.reset()
      try insert.bind(draft.amount.value, at: 2)
      try insert.bind(fingerprint, at: 5)
      // The texts are bound without a copy, valid while the statement runs inside these calls.
      try insert.withBound(lastDateText, at: 1) { () throws(SQLiteError) in
        try insert.withBound(draft.category.key, at: 3) { () throws(SQLiteError) in
          try insert.withBound(draft.memo.text, at: 4) { () throws(SQLiteError) in
            try insert.run()
          }
        }
      }
      guard database.changes > 0 else {
        try countDuplicate(fingerprint)
        return nil
      }
    } catch {
      throw LedgerError(error, path: path)
    }
    counts.added += 1
    let id = database.lastInsertRowID
    if firstID == nil { firstID = id }
    lastID = id
    return Entry(
      id: id, date: draft.date, amount: draft.amount,
      category: draft.category, memo: draft.memo)
  }
}

extension Ledger {
  /// Runs one import as ONE write transaction: `body` adds the rows through the batch, and they
  /// are committed when it returns, recorded in the change log as one change (so that one undo
  /// removes the whole import) described as an import from `source`; an import that added
  /// nothing is recorded as a change that changed nothing. When `body` throws,
  /// nothing is written and its error is rethrown as it is. With `dryRun`, everything is rolled
  /// back once `body` returns, so the counts (and the ids in the entries `add` returns) are
  /// exactly what the import would give.
  ///
  /// Every row reaches the batch as an `EntryDraft`, whose amount, date, category and memo the
  /// domain has already checked by the same rules as the table's CHECK constraints; SQLite's
  /// evaluation of those constraints is turned off for the import's inserts (about a third of
  /// a large import's time), while NOT NULL, UNIQUE and foreign keys still apply. `kakeibo check`
  /// verifies the rules over the whole ledger.
  public func importEntries<Result>(
    from source: String, dryRun: Bool = false, _ body: (ImportBatch) throws -> Result
  ) throws -> (result: Result, counts: ImportCounts) {
    var outcome: (result: Result, counts: ImportCounts)?
    do {
      try database.execute("PRAGMA ignore_check_constraints = ON")
      defer { try? database.execute("PRAGMA ignore_check_constraints = OFF") }
      try database.writeTransaction {
        let batch = try ImportBatch(
          database: database, path: path, identity: try storedIdentity())
        outcome = (try body(batch), batch.counts)
        try batch.finish()
        if dryRun { throw DryRunRollBack() }
        try database.execute("PRAGMA ignore_check_constraints = OFF")
        if let first = batch.firstID, let last = batch.lastID {
          let count = batch.counts.added
          try recordChange(
            .import, summary: "import \(count) \(count == 1 ? "entry" : "entries") from \(source)",
            created: first...last)
        } else {
          try recordUnchanged(.import, "import of \(source)")
        }
      }
    } catch is DryRunRollBack {
      // The dry run is over; the transaction was rolled back.
    } catch let error as SQLiteError {
      throw ledgerError(error)
    }
    guard let outcome else { throw LedgerError.io(path: path, reason: "the import did not run") }
    return outcome
  }
}

/// Thrown to end a dry run's transaction with a rollback.
private struct DryRunRollBack: Error {}
