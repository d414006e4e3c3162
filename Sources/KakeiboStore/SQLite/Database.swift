import CSQLite

/// The library's settings, made once per process before its first connection opens (SQLite
/// takes them only before it initializes itself): no memory statistics, which cost a global
/// mutex at every allocation and which nothing reads.
private let libraryConfiguration: Void = {
  _ = kakeibo_sqlite3_stop_memory_statistics()
}()

/// One connection to an SQLite database file, closed when released.
public final class Database {
  private(set) var handle: OpaquePointer
  public let path: String

  /// How a connection may use its file.
  public enum Access: Sendable {
    case readWrite
    case readOnly
    /// Read-only, the WAL index too, until the first write, before which the connection is
    /// opened again read-write (`prepareToWrite`): a command that only reads writes nothing to
    /// any of the ledger's files. Only for a file in WAL mode whose log and index exist.
    case readOnlyUntilWritten
  }

  /// Whether the connection is read-only only until its first write (`.readOnlyUntilWritten`).
  public private(set) var isReadOnlyUntilWritten = false
  private var busyTimeoutMilliseconds: Int32 = 0
  /// Whether `prepareToWrite` found the path naming another file than the one first opened (or
  /// could open none): the connection then counts as moved, and writes nothing.
  private var hasOpenedAnotherFile = false
  /// The statements `setUp` ran, run again on a connection opened again for writing.
  private var setUpSQL: [String] = []

  /// Whether a connection that never wrote (opened `.readOnlyUntilWritten` and never opened
  /// again for writing) is left open when it is released, for the end of the process to close:
  /// closing it frees every object of the schema SQLite read (150,000 of the month's 5.5 M
  /// instructions), where the kernel closes its files and releases its locks at the exit. The
  /// command line, whose process ends with its command, sets it at its start; it stays false
  /// in a process that goes on (the tests). Such a connection is closed after all when the
  /// process opens another one, whose writing it could otherwise keep from (one WAL index is
  /// shared per file within a process). Connections are opened and released on the main
  /// thread only.
  nonisolated(unsafe) static var leavesReadersToTheExit = false
  /// The connections released open (see `leavesReadersToTheExit`).
  nonisolated(unsafe) private static var releasedOpen: [OpaquePointer] = []

  /// Opens an existing database file (or `:memory:`). SQLite reads nothing yet: a file that is
  /// not a database is only found out at the first query. A read-write connection to a file
  /// keeps its write-ahead log and index when it closes (`SQLITE_FCNTL_PERSIST_WAL`, the log
  /// emptied), so that the next command that only reads finds them and writes neither.
  public init(path: String, access: Access) throws(SQLiteError) {
    if access == .readOnlyUntilWritten {
      handle = try Self.open(
        "file:" + FileSystem.uriEscaped(path) + "?mode=ro&readonly_shm=1",
        flags: SQLITE_OPEN_READONLY | SQLITE_OPEN_URI)
      isReadOnlyUntilWritten = true
    } else {
      handle = try Self.open(
        path, flags: access == .readWrite ? SQLITE_OPEN_READWRITE : SQLITE_OPEN_READONLY)
      if access == .readWrite { Self.keepWriteAheadLog(handle) }
    }
    self.path = path
  }

  private static func open(_ name: String, flags: Int32) throws(SQLiteError) -> OpaquePointer {
    _ = libraryConfiguration
    closeReleased()
    var handle: OpaquePointer?
    let code = sqlite3_open_v2(
      name, &handle, flags | SQLITE_OPEN_NOMUTEX | SQLITE_OPEN_EXRESCODE, nil)
    guard code == SQLITE_OK, let handle else {
      let error = SQLiteError(handle: handle, code: code)
      sqlite3_close_v2(handle)
      throw error
    }
    return handle
  }

  /// Keeps the write-ahead log and its index when the last connection closes, the log truncated
  /// to nothing once it is checkpointed (journal_size_limit 0): SQLite would otherwise remove
  /// both, and the next connection, even one that only reads, create them again.
  private static func keepWriteAheadLog(_ handle: OpaquePointer) {
    var persist: Int32 = 1
    sqlite3_file_control(handle, "main", SQLITE_FCNTL_PERSIST_WAL, &persist)
    sqlite3_exec(handle, "PRAGMA journal_size_limit = 0", nil, nil, nil)
  }

  /// Lets SQLite remove the write-ahead log and its index again when the log is closed: for a
  /// file that is being discarded.
  func stopKeepingWriteAheadLog() {
    var persist: Int32 = 0
    sqlite3_file_control(handle, "main", SQLITE_FCNTL_PERSIST_WAL, &persist)
  }

  /// Before a write on a connection opened `.readOnlyUntilWritten`: closes it and opens the
  /// file again read-write, with the same busy timeout and `setUp`, for the rest of its life.
  /// (The read-only connection must close first: SQLite shares one WAL index per file within
  /// a process, and the read-only one's would keep the new connection from writing.) Refuses a
  /// file that was removed or replaced since it was opened, whose path names another file now.
  /// Does nothing on any other connection, or inside a transaction or while a statement is
  /// still prepared, where the write then fails as a read-only connection's.
  public func prepareToWrite() throws(SQLiteError) {
    guard isReadOnlyUntilWritten, sqlite3_get_autocommit(handle) != 0,
      sqlite3_next_stmt(handle, nil) == nil
    else { return }
    guard !hasMoved, let identity = FileSystem.identity(of: path) else { throw Self.movedError }
    sqlite3_close_v2(handle)
    isReadOnlyUntilWritten = false
    do {
      handle = try Self.open(path, flags: SQLITE_OPEN_READWRITE)
    } catch {
      // The connection stays usable for reads, read-only as before (or, should even that
      // fail, an empty database in memory, which the command's error ends).
      if let reader = try? Self.open(
        "file:" + FileSystem.uriEscaped(path) + "?mode=ro&readonly_shm=1",
        flags: SQLITE_OPEN_READONLY | SQLITE_OPEN_URI)
      {
        handle = reader
        isReadOnlyUntilWritten = true
      } else if let memory = try? Self.open(":memory:", flags: SQLITE_OPEN_READWRITE) {
        handle = memory
        hasOpenedAnotherFile = true
      }
      throw error
    }
    Self.keepWriteAheadLog(handle)
    sqlite3_busy_timeout(handle, busyTimeoutMilliseconds)
    if hasMoved || FileSystem.identity(of: path) != identity {
      // The path names another file now: this connection never writes to it.
      hasOpenedAnotherFile = true
      throw Self.movedError
    }
    for sql in setUpSQL { try execute(sql) }
  }

  private static var movedError: SQLiteError {
    SQLiteError(
      code: sqliteReadOnlyDatabaseMoved,
      message: "the database file was removed or replaced since it was opened")
  }

  /// Runs `sql` now, and again on the connection `prepareToWrite` opens: the connection's
  /// settings (PRAGMAs).
  public func setUp(_ sql: String) throws(SQLiteError) {
    try execute(sql)
    setUpSQL.append(sql)
  }

  /// Opens a database read-only by URI, as `file:/path?immutable=1`.
  public init(uri: String) throws(SQLiteError) {
    _ = libraryConfiguration
    Self.closeReleased()
    var handle: OpaquePointer?
    let flags = SQLITE_OPEN_READONLY | SQLITE_OPEN_URI | SQLITE_OPEN_NOMUTEX | SQLITE_OPEN_EXRESCODE
    let code = sqlite3_open_v2(uri, &handle, flags, nil)
    guard code == SQLITE_OK, let handle else {
      let error = SQLiteError(handle: handle, code: code)
      sqlite3_close_v2(handle)
      throw error
    }
    self.handle = handle
    self.path = uri
  }

  deinit {
    if Self.leavesReadersToTheExit && isReadOnlyUntilWritten {
      Self.releasedOpen.append(handle)
    } else {
      sqlite3_close_v2(handle)
    }
  }

  /// Closes the connections released open, before another is opened.
  private static func closeReleased() {
    guard !releasedOpen.isEmpty else { return }
    for handle in releasedOpen { sqlite3_close_v2(handle) }
    releasedOpen.removeAll()
  }

  /// Whether SQLite opened the file read-only (asked to, or because the file is write-protected).
  public var isReadOnly: Bool { sqlite3_db_readonly(handle, "main") == 1 }

  /// Waits up to `milliseconds` for another connection's lock before failing with SQLITE_BUSY.
  public func setBusyTimeout(milliseconds: Int32) {
    busyTimeoutMilliseconds = milliseconds
    sqlite3_busy_timeout(handle, milliseconds)
  }

  /// Runs one or more SQL statements that return no rows.
  public func execute(_ sql: String) throws(SQLiteError) {
    var errorMessage: UnsafeMutablePointer<CChar>?
    let code = sqlite3_exec(handle, sql, nil, nil, &errorMessage)
    guard code == SQLITE_OK else {
      let message = errorMessage.map { String(cString: $0) }
      sqlite3_free(errorMessage)
      throw SQLiteError(
        code: sqlite3_extended_errcode(handle),
        message: message ?? String(cString: sqlite3_errstr(code)), sql: sql,
        systemErrno: sqlite3_system_errno(handle))
    }
  }

  /// Runs `sql` (one or more statements that return no rows) as `execute` does, marking an
  /// error `isWriting`: for statements that write outside a transaction, such as
  /// `PRAGMA journal_mode = WAL`.
  public func executeWrite(_ sql: String) throws(SQLiteError) {
    do {
      try prepareToWrite()
      try execute(sql)
    } catch {
      var marked = error
      marked.isWriting = true
      throw marked
    }
  }

  public func prepare(_ sql: String) throws(SQLiteError) -> Statement {
    try Statement(database: self, sql: sql)
  }

  /// Returns the first column of the first row of `sql` as an integer, or nil without rows.
  public func int64(_ sql: String, _ values: [Statement.Value] = []) throws(SQLiteError) -> Int64? {
    let statement = try prepare(sql).bind(values)
    return try statement.step() ? statement.int64(0) : nil
  }

  /// Returns the first column of the first row of `sql` as text, or nil without rows.
  public func text(_ sql: String) throws(SQLiteError) -> String? {
    let statement = try prepare(sql)
    return try statement.step() ? statement.text(0) : nil
  }

  /// The rowid of the last row this connection inserted.
  public var lastInsertRowID: Int64 { sqlite3_last_insert_rowid(handle) }

  /// The number of rows the last statement changed.
  public var changes: Int { Int(sqlite3_changes(handle)) }

  /// How many write transactions on this connection committed a change to a row.
  public private(set) var committedChanges = 0

  /// Whether the file this connection opened has been removed, renamed or replaced since
  /// (false for a database in memory). SQLite itself refuses to write to such a file only in
  /// rollback mode; in WAL mode the write would go to a file no one can open again.
  public var hasMoved: Bool {
    if hasOpenedAnotherFile { return true }
    var moved: Int32 = 0
    return sqlite3_file_control(handle, "main", SQLITE_FCNTL_HAS_MOVED, &moved) == SQLITE_OK
      && moved != 0
  }

  // MARK: Transactions

  /// Runs `body` in a write transaction that takes the write lock at once (`BEGIN IMMEDIATE`),
  /// so that it waits for other writers up front instead of failing halfway. Commits when
  /// `body` returns; rolls back when it or the commit throws. Writes nothing to a file that
  /// has moved (`hasMoved`: SQLITE_READONLY_DBMOVED). An SQLite error it throws is marked
  /// `isWriting`.
  public func writeTransaction<T>(_ body: () throws -> T) throws -> T {
    do {
      try prepareToWrite()
      let changesBefore = sqlite3_total_changes64(handle)
      let result = try transaction("BEGIN IMMEDIATE") { () throws -> T in
        if hasMoved { throw Self.movedError }
        return try body()
      }
      if sqlite3_total_changes64(handle) > changesBefore { committedChanges += 1 }
      return result
    } catch var error as SQLiteError {
      error.isWriting = true
      throw error
    }
  }

  /// Runs `body` in a read transaction (`BEGIN`), so that every query in it sees the database
  /// as it was at the first one, whatever other connections commit meanwhile.
  public func readTransaction<T>(_ body: () throws -> T) throws -> T {
    try transaction("BEGIN", body)
  }

  private func transaction<T>(_ begin: String, _ body: () throws -> T) throws -> T {
    try execute(begin)
    do {
      let result = try body()
      try execute("COMMIT")
      return result
    } catch {
      if sqlite3_get_autocommit(handle) == 0 { try? execute("ROLLBACK") }
      throw error
    }
  }
}
