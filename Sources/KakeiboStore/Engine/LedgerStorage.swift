import KakeiboCore

/// One engine's hold on a ledger: its connection and SQL, and what only that engine knows how
/// to do. `Ledger` holds one and writes everything the engines share once, above them.
/// `SQLiteStorage` and `PostgresStorage` are the two, side by side; `LedgerLocation.engine`
/// picks one, the only place that tells them apart. Each difference is a requirement here, so
/// that an engine that lacks one does not compile.
protocol LedgerStorage: AnyObject {
  /// Opens the ledger at `location`, one of this engine's, as `request` says for one that does
  /// not exist yet, and brings its schema up to date.
  static func open(_ location: LedgerLocation, _ request: OpeningRequest) throws(LedgerError)
    -> any LedgerStorage

  /// Whether the engine's ledgers are shared by a household of members, each connecting as
  /// their own role (whose `memberAdministration` says who they are).
  static var isShared: Bool { get }

  /// What checks the storage itself, as `check` names it; nil when the engine needs none.
  static var storageCheckName: String? { get }

  var location: LedgerLocation { get }
  var connection: any SQLConnection { get }
  var sql: any LedgerSQL.Type { get }
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

  /// Whether `error` is one of this engine's own (what its connection throws), rather than one
  /// of the caller's passing through.
  func isEngineError(_ error: any Error) -> Bool

  /// Runs `body` in the write transaction of one import, with the batch that stores its rows
  /// in the ledger whose identity is `identity`; a `dryRun` is rolled back (and may run where
  /// the ledger may only be read).
  func importTransaction<T>(
    identity: LedgerIdentity, dryRun: Bool, _ body: (any ImportBatchStorage) throws -> T
  ) throws -> T

  /// The damage the engine itself finds in the ledger's storage (SQLite's integrity check); the
  /// ledger's own rules are checked above the engines.
  func storageDamage() throws -> [String]

  /// Whether `error` says the storage is damaged.
  func isDamage(_ error: any Error) -> Bool

  /// What `error`, thrown by this engine's connection, says, in the engine's own words.
  func reason(_ error: any Error) -> String

  /// The files the storage occupies, which what a command writes must never replace (an SQLite
  /// file and the files SQLite keeps beside it); none for a database on a server.
  var files: [String] { get }

  /// Writes a consistent copy of `ledger` (whose storage this is), an SQLite ledger file, into
  /// the empty file at `path` (see `Ledger.backUp(into:)`).
  func backUp(_ ledger: Ledger, into path: String) throws(BackupError)

  /// Who may use the ledger, on an engine whose ledgers are shared; nil on a file, which has no
  /// members of its own (who may read or change it is the operating system's to say).
  var memberAdministration: (any MemberAdministration)? { get }
}

/// What `LedgerStorage.open` is asked for.
struct OpeningRequest {
  /// What happens when the ledger does not exist yet.
  var intent: Ledger.Intent
  /// Who makes the changes on an engine whose connection does not say (SQLite): asked for
  /// only when a change or the household needs it, since finding it may mean a look-up in the
  /// password database that a command which only reads would otherwise pay at every start.
  var member: () -> String
  /// How long the connection waits for another process's lock.
  var busyTimeoutMilliseconds: Int32
  /// Whether a file opened to read is opened read-only until its first write.
  var readsFirst: Bool
}

/// The administration of a shared ledger's members: the roles its owner gives access to.
protocol MemberAdministration {
  /// The owner, then every member, by name.
  func members() throws -> [Member]
  /// The role that owns the ledger.
  func owner() throws -> String
  /// Whether `role` exists on the server.
  func roleExists(_ role: String) throws -> Bool
  /// Gives `role` the access it needs, reading or reading and writing, replacing what it had.
  func grant(_ role: String, access: Member.Access) throws
  /// Takes every access to the ledger away from `role`.
  func revoke(_ role: String) throws
}

extension LedgerLocation {
  /// The engine that keeps a ledger here: the one switch on the engine.
  var engine: any LedgerStorage.Type {
    switch self {
    case .file: SQLiteStorage.self
    case .postgresql: PostgresStorage.self
    }
  }

  /// Whether a ledger here is shared by a household of members, each with their own role (a
  /// PostgreSQL ledger); a file is not.
  public var isShared: Bool { engine.isShared }

  /// What checks the storage itself at this location, as `check` names it; nil where the
  /// engine needs none.
  public var storageCheckName: String? { engine.storageCheckName }
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
