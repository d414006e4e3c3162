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
public final class ImportBatch {
  private let database: Database
  private let insert: Statement
  private let path: String
  public private(set) var counts = ImportCounts()
  /// The ids of the first and last entries stored: an import's ids are consecutive, since it
  /// holds the write lock and each row takes the next id.
  private(set) var firstID: Int64?
  private(set) var lastID: Int64?
  /// The text of the last date bound, since consecutive rows mostly share their date.
  private var lastDate: LedgerDate?
  private var lastDateText = ""
  /// The largest id when the import began: only an entry up to it can be one exported before.
  private let lastIDBefore: Int64
  /// Finds an entry by id and values; prepared at its first use.
  private var sameEntry: Statement?

  fileprivate init(database: Database, path: String) throws(SQLiteError) {
    self.database = database
    self.path = path
    lastIDBefore = try database.int64("SELECT max(id) FROM entries") ?? 0
    insert = try database.prepare(
      """
      INSERT INTO entries (date, amount, category, memo, fingerprint) VALUES (?1, ?2, ?3, ?4, ?5)
      ON CONFLICT (fingerprint) DO NOTHING
      """)
  }

  /// Whether the ledger holds entry `id` with `draft`'s values.
  private func holds(_ id: Int64, as draft: EntryDraft) throws(SQLiteError) -> Bool {
    let select: Statement
    if let sameEntry {
      select = sameEntry
    } else {
      select = try database.prepare(
        "SELECT 1 FROM entries WHERE id = ? AND date = ? AND amount = ? AND category = ? AND memo = ?"
      )
      sameEntry = select
    }
    select.reset()
    try select.bind(id, at: 1)
    try select.bind(lastDateText, at: 2)
    try select.bind(draft.amount.value, at: 3)
    try select.bind(draft.category.key, at: 4)
    try select.bind(draft.memo.text, at: 5)
    defer { select.reset() }
    return try select.step()
  }

  /// Stores `draft` as a new entry, unless an entry with `fingerprint` is already in the ledger,
  /// or (for a row of kakeibo's own export) the entry `exportedID` it was exported from is, with
  /// the same date, amount, category and memo: an export imported back into its own ledger
  /// adds nothing. Returns the new entry, or nil for a duplicate.
  public func add(_ draft: EntryDraft, fingerprint: Fingerprint, exportedID: Int64? = nil)
    throws(LedgerError) -> Entry?
  {
    if draft.date != lastDate {
      lastDate = draft.date
      lastDateText = draft.date.description
    }
    do {
      if let exportedID, exportedID <= lastIDBefore, try holds(exportedID, as: draft) {
        counts.duplicates += 1
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
    } catch {
      throw LedgerError(error, path: path)
    }
    guard database.changes > 0 else {
      counts.duplicates += 1
      return nil
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
        let batch = try ImportBatch(database: database, path: path)
        outcome = (try body(batch), batch.counts)
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
      throw LedgerError(error, path: path)
    }
    guard let outcome else { throw LedgerError.io(path: path, reason: "the import did not run") }
    return outcome
  }
}

/// Thrown to end a dry run's transaction with a rollback.
private struct DryRunRollBack: Error {}
