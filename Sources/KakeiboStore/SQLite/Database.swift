import CSQLite

/// One connection to an SQLite database file, closed when released.
public final class Database {
  let handle: OpaquePointer
  public let path: String

  /// How a connection may use its file.
  public enum Access: Sendable {
    case readWrite
    case readOnly
  }

  /// Opens an existing database file (or `:memory:`). SQLite reads nothing yet: a file that is
  /// not a database is only found out at the first query.
  public init(path: String, access: Access) throws(SQLiteError) {
    var handle: OpaquePointer?
    let flags =
      (access == .readWrite ? SQLITE_OPEN_READWRITE : SQLITE_OPEN_READONLY)
      | SQLITE_OPEN_NOMUTEX | SQLITE_OPEN_EXRESCODE
    let code = sqlite3_open_v2(path, &handle, flags, nil)
    guard code == SQLITE_OK, let handle else {
      let error = SQLiteError(handle: handle, code: code)
      sqlite3_close_v2(handle)
      throw error
    }
    self.handle = handle
    self.path = path
  }

  /// Opens a database read-only by URI, as `file:/path?immutable=1`.
  public init(uri: String) throws(SQLiteError) {
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
    sqlite3_close_v2(handle)
  }

  /// Whether SQLite opened the file read-only (asked to, or because the file is write-protected).
  public var isReadOnly: Bool { sqlite3_db_readonly(handle, "main") == 1 }

  /// Waits up to `milliseconds` for another connection's lock before failing with SQLITE_BUSY.
  public func setBusyTimeout(milliseconds: Int32) {
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
      let changesBefore = sqlite3_total_changes64(handle)
      let result = try transaction("BEGIN IMMEDIATE") { () throws -> T in
        if hasMoved {
          throw SQLiteError(
            code: sqliteReadOnlyDatabaseMoved,
            message: "the database file was removed or replaced since it was opened")
        }
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
