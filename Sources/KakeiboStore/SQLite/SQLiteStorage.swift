import CSQLite
import KakeiboCore

/// A ledger in one SQLite file (or, standing in for a ledger that does not exist yet, in
/// memory): the connection, what opening it created, and SQLite's own checks and errors.
final class SQLiteStorage: LedgerStorage {
  let database: Database
  let location: LedgerLocation
  /// Who makes the changes: the login name the command was given, first asked for when a change
  /// or the household needs it (see `OpeningRequest.member`), or an offline copy's member.
  lazy var member: String = memberName()
  private let memberName: () -> String
  /// How long this connection waits for another process's lock.
  let busyTimeoutMilliseconds: Int32
  /// What the ledger was opened for: a busy ledger is worded for a write after `.write`.
  private let intent: Ledger.Intent
  /// Whether the file has been read as a ledger (its identity checked and its schema current).
  private var isOpen = false
  /// The file this open created (or found empty), discarded again when the storage is released
  /// without a change committed since the open finished (see `ProvisionalFile`).
  private var provisional: ProvisionalFile?
  /// `database.committedChanges` once the open finished (the migrations commit too); nil
  /// while it has not.
  private var committedChangesAtOpen: Int?

  var connection: any SQLConnection { database }
  var sql: any LedgerSQL.Type { SQLiteSQL.self }

  private init(
    database: Database, location: LedgerLocation, member: @escaping () -> String,
    intent: Ledger.Intent,
    busyTimeoutMilliseconds: Int32
  ) {
    self.database = database
    self.location = location
    self.memberName = member
    self.intent = intent
    self.busyTimeoutMilliseconds = busyTimeoutMilliseconds
  }

  deinit {
    guard let provisional else { return }
    let hasCommitted = committedChangesAtOpen.map { database.committedChanges > $0 } ?? false
    if !hasCommitted { provisional.discard(using: database) }
  }

  /// The file's path, as the user named it.
  private var path: String { location.description }

  /// Whether this is the in-memory stand-in for a ledger that does not exist yet.
  var isMissing: Bool { database.path == ":memory:" && path != ":memory:" }

  /// The files the ledger's storage occupies: the SQLite file and the files SQLite keeps
  /// beside it (its write-ahead log, its index and its rollback journal).
  var files: [String] {
    isMissing || path == ":memory:" ? [] : [path] + ["-wal", "-shm", "-journal"].map { path + $0 }
  }

  // MARK: Opening

  /// Opens the ledger file that `location` names (a path that reads as a connection string is
  /// refused: it was meant as a PostgreSQL URI). An offline copy's changes are those of the
  /// member it was taken as, whoever types them.
  static func open(_ location: LedgerLocation, _ request: OpeningRequest) throws(LedgerError)
    -> any LedgerStorage
  {
    let path = location.description
    if let pairs = ConnectionString.pairs(in: path) {
      throw .connectionString(path: path, uri: ConnectionString.uri(pairs))
    }
    let storage = try open(
      path: path, intent: request.intent, member: request.member,
      busyTimeoutMilliseconds: request.busyTimeoutMilliseconds, readsFirst: request.readsFirst)
    // (A page of the file that cannot be read is for `check` to name, not for opening.)
    if let origin = try? Ledger(storage: storage).offlineOrigin() { storage.member = origin.member }
    return storage
  }

  /// Opens the ledger at `path`, as `intent` says for a missing or empty file, and brings its
  /// schema up to date. Refuses, without changing the file, anything that is not a kakeibo
  /// ledger and any ledger from a newer version of kakeibo.
  static func open(
    path: String, intent: Ledger.Intent, member: @escaping () -> String,
    busyTimeoutMilliseconds: Int32,
    readsFirst: Bool = true
  ) throws(LedgerError) -> SQLiteStorage {
    var provisional: ProvisionalFile?
    switch FileSystem.kind(of: path) {
    case .directory:
      throw .isDirectory(path: path)
    case .special(let kind):
      // SQLite would open it, and create a -journal beside it with its mode (a device's is
      // 0666): refused before anything is opened or made.
      throw .notARegularFile(path: path, kind: kind)
    case .missing where intent == .read, .empty where intent == .read:
      return try empty(standingInFor: .file(path), member: member)
    case .missing:
      provisional = try FileSystem.createPrivateFile(at: path)
    case .empty:
      provisional = ProvisionalFile.adopting(path)
    case .file:
      break
    }
    if intent == .read && readsFirst && FileSystem.hasWriteAheadFiles(path) {
      // A command that may only read writes nothing: the connection is read-only, the WAL
      // index too, until a write opens it again read-write. Whatever fails this way is tried
      // the ordinary way, which says what is wrong as before.
      if let storage = try? openFile(
        path: path, intent: intent, member: member,
        busyTimeoutMilliseconds: busyTimeoutMilliseconds, access: .readOnlyUntilWritten)
      {
        return storage
      }
    }
    do {
      return try openFile(
        path: path, intent: intent, member: member,
        busyTimeoutMilliseconds: busyTimeoutMilliseconds, provisional: provisional)
    } catch let error
      where intent == .read && error.isUnwritableFile && FileSystem.isReadable(path)
    {
      // A ledger on a read-only disk or in a read-only folder: SQLite cannot create the WAL
      // index beside it. With no log pending, the file alone is the whole ledger; with one,
      // reading the file alone would miss committed changes.
      guard !FileSystem.hasWriteAheadLog(path) else { throw .unmergedLog(path: path) }
      return try openFile(
        path: path, intent: intent, member: member,
        busyTimeoutMilliseconds: busyTimeoutMilliseconds, immutable: true)
    }
  }

  private static func openFile(
    path: String, intent: Ledger.Intent, member: @escaping () -> String,
    busyTimeoutMilliseconds: Int32,
    immutable: Bool = false, access: Database.Access = .readWrite,
    provisional: ProvisionalFile? = nil
  ) throws(LedgerError) -> SQLiteStorage {
    let database: Database
    do {
      database =
        immutable
        ? try Database(uri: "file:" + FileSystem.uriEscaped(path) + "?immutable=1")
        : try Database(path: path, access: access)
    } catch {
      provisional?.discard(using: nil)
      throw LedgerError(error, path: path, isOpen: false)
    }
    // From here on, a failure releases the storage, which discards what the open created.
    let storage = SQLiteStorage(
      database: database, location: .file(path), member: member, intent: intent,
      busyTimeoutMilliseconds: busyTimeoutMilliseconds)
    storage.provisional = provisional
    do {
      database.setBusyTimeout(milliseconds: busyTimeoutMilliseconds)
      let version = try storage.checkIdentity()
      // The migrations write.
      if version < Migration.latestVersion { try database.prepareToWrite() }
      if !database.isReadOnly && version < Migration.latestVersion {
        // A ledger in WAL mode stays so; only a new or older file needs switching.
        try database.executeWrite("PRAGMA journal_mode = WAL")
      }
      // cell_size_check: a cell that runs off its page is damage SQLite reports at once,
      // instead of a read of it going astray (and a write committing beside it).
      try database.setUp(
        "PRAGMA synchronous = FULL; PRAGMA foreign_keys = ON; PRAGMA cell_size_check = ON")
      if version < Migration.latestVersion {
        try Migrator.migrate(database)
      }
      storage.isOpen = true
    } catch let error as LedgerError {
      throw error
    } catch {
      let error = storage.ledgerError(error)
      if case .cannotOpen = error, database.isReadOnly {
        // SQLite fell back to reading a file it may not write, then could not create the WAL
        // index beside it: the file, its folder or its disk is read-only.
        throw .readOnly(path: path)
      }
      throw error
    }
    storage.committedChangesAtOpen = database.committedChanges
    return storage
  }

  /// An empty ledger in memory, standing in for one at `location` that does not exist yet (a
  /// missing or empty file, a PostgreSQL database without a ledger): reads see it empty, and
  /// nothing is created.
  static func empty(standingInFor location: LedgerLocation, member: @escaping () -> String)
    throws(LedgerError)
    -> SQLiteStorage
  {
    do {
      let database = try Database(path: ":memory:", access: .readWrite)
      try database.execute("PRAGMA foreign_keys = ON")
      let storage = SQLiteStorage(
        database: database, location: location, member: member, intent: .read,
        busyTimeoutMilliseconds: 0)
      try Migrator.migrate(database)
      storage.isOpen = true
      return storage
    } catch let error as SQLiteError {
      throw LedgerError(error, path: location.description, isOpen: false)
    } catch {
      throw .io(path: location.description, reason: "\(error)")
    }
  }

  /// Reads the file's header and schema at once, so that a file that is not a database fails
  /// here rather than later, and refuses foreign and newer files before anything is written.
  /// Returns the schema version.
  private func checkIdentity() throws -> Int {
    let header = try database.prepare(
      """
      SELECT application_id, user_version, (SELECT count(*) FROM sqlite_schema)
      FROM pragma_application_id(), pragma_user_version()
      """)
    guard try header.step() else { return 0 }
    let applicationID = header.int64(0)
    let version = Int(header.int64(1))
    let objectCount = header.int64(2)
    switch applicationID {
    case Migrator.applicationID:
      guard version <= Migration.latestVersion else {
        throw LedgerError.newerVersion(
          path: path, found: version, supported: Migration.latestVersion)
      }
    case 0 where objectCount == 0 && version == 0:
      break  // A new, empty file: the migrations will make it a ledger.
    default:
      throw LedgerError.notALedger(path: path, reason: .otherApplicationsDatabase)
    }
    return version
  }

  func schemaVersion() throws -> Int {
    Int(try database.int64("PRAGMA user_version") ?? 0)
  }

  // MARK: Errors

  func ledgerError(_ error: any Error) -> LedgerError {
    switch error {
    case let error as LedgerError:
      return error
    case ReportError.overflow:
      return .overflow
    case let error as SQLiteError:
      return LedgerError(
        error, path: path, busyTimeoutMilliseconds: busyTimeoutMilliseconds,
        isWriting: intent == .write, isOpen: isOpen)
    default:
      return .io(path: path, reason: "\(error)")
    }
  }

  func isDamage(_ error: any Error) -> Bool {
    guard let error = error as? SQLiteError else { return false }
    return error.primaryCode == SQLITE_CORRUPT || error.primaryCode == SQLITE_NOTADB
  }

  // MARK: Import

  /// Every row reaches the batch as an `EntryDraft`, whose amount, date, category and memo the
  /// domain has already checked by the same rules as the table's CHECK constraints; SQLite's
  /// evaluation of those constraints is turned off for the import's inserts (about a third of
  /// a large import's time), while NOT NULL, UNIQUE and foreign keys still apply, and on again
  /// before the change is recorded. `kakeibo check` verifies the rules over the whole ledger.
  func importTransaction<T>(
    identity: LedgerIdentity, dryRun: Bool, _ body: (any ImportBatchStorage) throws -> T
  ) throws -> T {
    try database.prepareToWrite()
    try database.execute("PRAGMA ignore_check_constraints = ON")
    defer { try? database.execute("PRAGMA ignore_check_constraints = OFF") }
    return try database.writeTransaction {
      try body(try SQLiteImportBatch(database: database, identity: identity))
    }
  }

  func isEngineError(_ error: any Error) -> Bool { error is SQLiteError }

  /// What SQLite said.
  func reason(_ error: any Error) -> String {
    (error as? SQLiteError)?.message ?? "\(error)"
  }

  // MARK: Backing up

  /// Copies the file with SQLite's `VACUUM INTO`, in one read transaction, so that other
  /// processes may go on writing.
  func backUp(_ ledger: Ledger, into path: String) throws(BackupError) {
    do {
      try database.prepare("VACUUM INTO ?").bind([.text(path)]).run()
    } catch let error where isDamage(error) {
      throw .damagedLedger(path: self.path, reason: error.message)
    } catch {
      throw .cannotWrite(reason: error.message)
    }
  }

  // MARK: Members

  static let isShared = false

  /// A file has no members of its own.
  var memberAdministration: (any MemberAdministration)? { nil }

  // MARK: Checking

  static let storageCheckName: String? = "SQLite integrity check"

  /// A file has no server: its days are the machine's.
  var serverToday: LedgerDate? { nil }

  /// What SQLite's `integrity_check` finds, which reads every page and checks every index
  /// against its table (so that it finds damage that `quick_check` and ordinary queries do
  /// not). The pages and indexes it names come first; when SQLite gives up at a page it cannot
  /// read, that is said last.
  func storageDamage() throws -> [String] {
    var damage: [String] = []
    do {
      try database.prepare("PRAGMA integrity_check(\(Ledger.checkMessageLimit))").forEachRow {
        row in
        // The checks of the file's pages come as one row of lines, headed by the name of the
        // database; the checks of each table and index against each other, a row each.
        for line in row.text(0).split(separator: "\n") where line != "*** in database main ***" {
          // A row that breaks a CHECK or NOT NULL constraint is not damage: the ledger's own
          // checks report it, naming the entry and the value.
          let isRuleViolation =
            line.hasPrefix("CHECK constraint failed") || line.hasPrefix("NULL value in")
          if line != "ok" && !isRuleViolation { damage.append(String(line)) }
        }
      }
    } catch let error as SQLiteError where isDamage(error) {
      // SQLite stops checking tables against their indexes at a page it cannot read.
      damage.append("the integrity check stopped: \(error.message)")
    }
    if damage.isEmpty, let index = try searchIndexDamage() { damage.append(index) }
    return damage
  }

  /// What FTS5's own check finds wrong in the search index `entry_search`, which SQLite 3.40's
  /// integrity_check does not look at; nil when it is sound, or when it cannot be checked on a
  /// ledger that may not be written. (Not against the entries, rank 1: an entry whose key is
  /// '' is not in the index, and the ledger's rules name it.)
  private func searchIndexDamage() throws(SQLiteError) -> String? {
    do {
      try database.prepareToWrite()
      try database.execute(
        "INSERT INTO entry_search (entry_search) VALUES ('integrity-check')")
    } catch {
      if isDamage(error) {
        return "the search index is damaged (\(error.message))"
      }
      if error.primaryCode != SQLITE_READONLY { throw error }
    }
    return nil
  }
}

extension Ledger {
  /// The SQLite connection of a ledger kept in a file (for tests and SQLite's own features).
  var sqliteDatabase: Database? { (storage as? SQLiteStorage)?.database }
}
