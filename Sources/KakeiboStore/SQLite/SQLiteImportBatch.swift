import KakeiboCore

/// Adds the rows of one import, inside the transaction `Ledger.importEntries` holds: one prepared
/// statement, rebound for every row.
///
/// It also answers which fingerprints the import has met so far (`hasMet`), which the importer
/// asks when a date comes back in a file that is not sorted by date. The ledger remembers them
/// rather than the importer, so that memory stays flat: a stored row is in `entries` with an id
/// above the largest before the import, and a row found already there is noted in a temporary
/// table, made at the first such row (16 bytes a row, in SQLite's temporary file beyond a
/// cache of `duplicatesCacheKiB`).
final class SQLiteImportBatch: ImportBatchStorage {
  private let database: Database
  private let insert: Statement
  /// The ledger's identity: only a row exported from this ledger can be one of its entries.
  private let identity: LedgerIdentity
  private(set) var counts = ImportCounts()
  /// The text of the trigger that indexes a new entry for search, dropped while the import runs
  /// (nil when the ledger has none).
  private let searchTrigger: String?
  var onStored: ((Entry, Int) -> Void)?
  var onChanged: ((EntryDraft, Int64) -> Void)?
  /// The ids of the first and last entries stored: an import's ids are consecutive, since it
  /// holds the write lock and each row takes the next id.
  private(set) var firstID: Int64?
  private(set) var lastID: Int64?
  /// The text of the last date bound, since consecutive rows mostly share their date.
  private var lastDate: LedgerDate?
  private var lastDateText = ""
  /// The search keys of the memos met so far, since a household's memos repeat.
  private var searchKeys = SearchKeyCache()
  /// The texts bound last to the parameters that change seldom from row to row (the category,
  /// the kind, the 内訳, the source, who paid, the split): SQLite keeps a parameter's value
  /// across `reset`, so a row with the same one as the row before binds nothing (no copy for
  /// SQLite to make and free). By parameter number; nil for one not bound yet.
  private var boundTexts = [String??](repeating: nil, count: 13)
  /// The fingerprint's 16 bytes, where the statement reads them without a copy: the buffer
  /// lives as long as the batch, and every row writes its own before the statement runs.
  private let fingerprintBytes = UnsafeMutableRawBufferPointer.allocate(
    byteCount: 16, alignment: 8)
  /// The largest id ever given when the import began (`SharedSQL.lastIssuedEntryID`): only an
  /// entry up to it can be one exported before, and every entry above it was stored by this
  /// import.
  let lastIDBefore: Int64
  /// Statements prepared at their first use: find an entry by id and values; find a stored
  /// fingerprint; note and find a duplicate's (`noteDuplicate` is there once the temporary
  /// table is).
  private var sameEntry: Statement?
  var payerOfNull = ""
  private var anyEntry: Statement?
  private var findStored: Statement?
  private var noteDuplicate: Statement?
  private var findDuplicate: Statement?
  /// The memory SQLite may use for the temporary table before it goes to its temporary file.
  static let duplicatesCacheKiB = 256

  init(database: Database, identity: LedgerIdentity) throws(SQLiteError) {
    self.database = database
    self.identity = identity
    lastIDBefore = try database.int64(SharedSQL.lastIssuedEntryID) ?? 0
    // This import's entries are indexed for search by `finish`, all at once: FTS5 would write
    // out its pending trigrams at every row's statement. The insert trigger is dropped for the
    // import's transaction, and made again by `finish` from its own text, since even paused
    // (`entry_search_paused`) it ran a program of its own at every row: a tenth of the import's
    // instructions. The transaction holds the write lock, so no other writer goes without it,
    // and a failed or dry-run import rolls the drop back with the rest.
    searchTrigger = try database.text(
      "SELECT sql FROM sqlite_schema WHERE type = 'trigger' AND name = 'entry_search_insert'")
    if searchTrigger != nil { try database.execute("DROP TRIGGER entry_search_insert") }
    insert = try database.prepare(
      """
      INSERT INTO entries
        (date, amount, category, memo, fingerprint, kind, subcategory, source, id, search_key,
         paid_by, split)
      VALUES (?1, ?2, ?3, ?4, ?5, ?6, ?7, ?8, ?9, ?10, ?11, ?12)
      ON CONFLICT (fingerprint) DO NOTHING
      """)
  }

  deinit {
    // The statement is finalized after this, and reads no binding then.
    fingerprintBytes.deallocate()
  }

  var storedIDs: ClosedRange<Int64>? {
    guard let firstID, let lastID else { return nil }
    return firstID...lastID
  }

  /// Every row is stored as it comes.
  func flush() {}

  /// Every row is stored as it is offered: nothing is ever in flight.
  func settle() {}

  /// Removes the temporary table and turns the CHECK constraints on again, in the import's
  /// transaction, before the change is recorded.
  func finish() throws {
    // The search index of every entry this import stored, in one statement, and the trigger
    // back for every later write (see init).
    try database.execute(
      """
      INSERT INTO entry_search (rowid, search_key)
      SELECT id, search_key FROM entries WHERE id > \(lastIDBefore) AND search_key <> ''
      """)
    if let searchTrigger { try database.execute(searchTrigger) }
    try database.execute("PRAGMA ignore_check_constraints = OFF")
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
      """
      SELECT 1 FROM entries WHERE id = ? AND date = ? AND amount = ? AND category IS ?
        AND memo = ? AND kind = ? AND subcategory IS ? AND coalesce(paid_by, ?8) = coalesce(?9, ?8)
        AND split IS ?10
      """)
    select.reset()
    try select.bind(id, at: 1)
    try select.bind(lastDateText, at: 2)
    try select.bind(draft.amount.value, at: 3)
    try select.bind(draft.category?.key, at: 4)
    try select.bind(draft.memo.text, at: 5)
    try select.bind(draft.kind.rawValue, at: 6)
    try select.bind(draft.subcategory?.name, at: 7)
    try select.bind(payerOfNull, at: 8)
    try select.bind(draft.paidBy?.name, at: 9)
    try select.bind(draft.split?.description, at: 10)
    defer { select.reset() }
    return try select.step()
  }

  /// Whether the ledger holds entry `id`, with whatever values.
  private func holds(_ id: Int64) throws(SQLiteError) -> Bool {
    let select = try prepared(&anyEntry, "SELECT 1 FROM entries WHERE id = ?")
    select.reset()
    try select.bind(id, at: 1)
    defer { select.reset() }
    return try select.step()
  }

  /// Whether this import has already been given a row with `fingerprint`: it stored it, or
  /// found it in the ledger already.
  func hasMet(_ fingerprint: Fingerprint) throws -> Bool {
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
    }
  }

  /// Counts a row found in the ledger already, and notes its fingerprint for `hasMet`.
  private func countDuplicate(_ fingerprint: Fingerprint) throws(SQLiteError) {
    counts.duplicates += 1
    try noteMet(fingerprint)
  }

  /// Notes the fingerprint of a row not stored, for `hasMet`.
  private func noteMet(_ fingerprint: Fingerprint) throws(SQLiteError) {
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

  /// Binds `text` to the insert's parameter `index` unless the row before bound the same.
  private func bindIfChanged(_ text: String?, at index: Int32) throws(SQLiteError) {
    if let bound = boundTexts[Int(index)], bound == text { return }
    try insert.bind(text, at: index)
    boundTexts[Int(index)] = text
  }

  /// Stores `draft` as a new entry, unless an entry with `fingerprint` is already in the ledger,
  /// or the row is one of kakeibo's own export from this very ledger (`exported`) and the entry
  /// it was exported from is still there with the same date, amount, category and memo: an
  /// export imported back into its own ledger adds nothing, while another ledger's entry with
  /// the same id and values is a different entry. A row of this ledger's export whose entry is
  /// here with other values is counted as changed, reaches `onChanged` and is not stored. A
  /// stored row reaches `onStored`.
  func add(_ draft: EntryDraft, fingerprint: Fingerprint, exported: ExportedEntry?, tag: Int)
    throws
  {
    if draft.date != lastDate {
      lastDate = draft.date
      lastDateText = draft.date.description
    }
    do {
      if let exported, exported.ledger == identity, exported.id <= lastIDBefore {
        if try holds(exported.id, as: draft) {
          try countDuplicate(fingerprint)
          return
        }
        if try holds(exported.id) {
          counts.changed += 1
          try noteMet(fingerprint)
          onChanged?(draft, exported.id)
          return
        }
      }
      insert.reset()
      try insert.bind(draft.amount.value, at: 2)
      try bindIfChanged(draft.category?.key, at: 3)
      try insert.bind(fingerprint, at: 5, in: fingerprintBytes)
      try bindIfChanged(draft.kind.rawValue, at: 6)
      try bindIfChanged(draft.subcategory?.name, at: 7)
      try bindIfChanged(draft.source?.name, at: 8)
      try bindIfChanged(draft.paidBy?.name, at: 11)
      try bindIfChanged(draft.split?.description, at: 12)
      // Numbered on from the largest id ever given, not SQLite's next rowid, which would give
      // again the id of a last entry deleted.
      try insert.bind(lastIDBefore + Int64(counts.added) + 1, at: 9)
      let searchKey = searchKeys.key(memo: draft.memo.text, subcategory: draft.subcategory?.name)
      // The texts are bound without a copy, valid while the statement runs inside these calls.
      try insert.withBound(lastDateText, at: 1) { () throws(SQLiteError) in
        try insert.withBound(draft.memo.text, at: 4) { () throws(SQLiteError) in
          try insert.withBound(searchKey, at: 10) { () throws(SQLiteError) in
            try insert.run()
          }
        }
      }
      guard database.changes > 0 else {
        try countDuplicate(fingerprint)
        return
      }
    }
    counts.added += 1
    let id = database.lastInsertRowID
    if firstID == nil { firstID = id }
    lastID = id
    onStored?(Entry(id: id, draft), tag)
  }
}
