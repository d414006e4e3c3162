import KakeiboCore

/// One engine's hold on a ledger: its connection and SQL, and what only that engine knows how
/// to do. `Ledger` holds one and writes everything the engines share once, above them.
/// `SQLiteStorage` and `PostgresStorage` are the two, side by side.
protocol LedgerStorage: AnyObject {
  var location: LedgerLocation { get }
  var connection: any SQLConnection { get }
  var sql: LedgerSQL { get }
  /// Who makes this connection's changes, as the change log records it: the login name on
  /// SQLite, the role on PostgreSQL.
  var member: String { get }
  /// Whether the ledger does not exist yet: reads see an empty stand-in in memory.
  var isMissing: Bool { get }
  /// The server's date, which decides what is due on a shared ledger; nil for a file, whose
  /// days are the machine's.
  var serverToday: LedgerDate? { get }

  /// The schema version of the ledger.
  func schemaVersion() throws -> Int

  /// `error`, thrown by this engine's connection, as a `LedgerError` about this ledger.
  func ledgerError(_ error: any Error) -> LedgerError

  /// Runs `body` in the write transaction of one import, with the batch that stores its rows
  /// in the ledger whose identity is `identity`; a `dryRun` is rolled back (and may run where
  /// the ledger may only be read).
  func importTransaction<T>(
    identity: LedgerIdentity, dryRun: Bool, _ body: (any ImportBatchStorage) throws -> T
  ) throws -> T

  /// What checks the storage itself, as `check` names it; nil when the engine needs none.
  var storageCheckName: String? { get }

  /// The damage the engine itself finds in the ledger's storage (SQLite's integrity check); the
  /// ledger's own rules are checked above the engines.
  func storageDamage() throws -> [String]

  /// Whether `error` says the storage is damaged.
  func isDamage(_ error: any Error) -> Bool
}

/// An import's batch as an engine keeps it: the shared `ImportBatch` calls it.
protocol ImportBatchStorage: AnyObject {
  /// Offers a row, with a `tag` of the caller's; `onStored` is called with its entry and tag
  /// once it is stored (at once on SQLite, at the next flush on PostgreSQL), never for a
  /// duplicate.
  func add(_ draft: EntryDraft, fingerprint: Fingerprint, exported: ExportedEntry?, tag: Int)
    throws
  /// Called with each entry stored and its row's tag.
  var onStored: ((Entry, Int) -> Void)? { get set }
  /// Called with each row of this ledger's own export whose entry (by the id it was exported
  /// with) is in the ledger with other values: counted as changed and not stored.
  var onChanged: ((EntryDraft, Int64) -> Void)? { get set }
  /// Who pays an entry that has no payer stored ("me"), so that a row of this ledger's export
  /// naming that person has the same payer as the entry it was exported from.
  var payerOfNull: String { get set }
  /// Stores what is pending.
  func flush() throws
  /// Waits until nothing sent is still being stored, so that the import may run queries of its
  /// own on the connection (rows still pending stay so).
  func settle() throws
  /// Whether the import has already been given a row with `fingerprint`.
  func hasMet(_ fingerprint: Fingerprint) throws -> Bool
  /// What was added and what was found already there.
  var counts: ImportCounts { get }
  /// The ids of the entries stored, consecutive, or nil when none was.
  var storedIDs: ClosedRange<Int64>? { get }
  /// The largest id when the import began: every entry above it was stored by this import.
  var lastIDBefore: Int64 { get }
  /// Ends the batch inside the transaction, before the change is recorded.
  func finish() throws
}
