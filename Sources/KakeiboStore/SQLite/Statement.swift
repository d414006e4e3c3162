import CSQLite

/// A prepared SQL statement. Finalized when released.
public final class Statement {
  let handle: OpaquePointer
  unowned let database: Database
  public let sql: String

  init(database: Database, sql: String) throws(SQLiteError) {
    var handle: OpaquePointer?
    var code = sqlite3_prepare_v3(database.handle, sql, -1, 0, &handle, nil)
    if code == SQLITE_OK, database.isReadOnlyUntilWritten, let prepared = handle,
      sqlite3_stmt_readonly(prepared) == 0
    {
      // A statement that writes, on a connection read-only until its first write.
      sqlite3_finalize(prepared)
      try database.prepareToWrite()
      code = sqlite3_prepare_v3(database.handle, sql, -1, 0, &handle, nil)
    }
    guard code == SQLITE_OK, let handle else {
      throw SQLiteError(handle: database.handle, code: code, sql: sql)
    }
    self.handle = handle
    self.database = database
    self.sql = sql
  }

  deinit {
    sqlite3_finalize(handle)
  }

  // MARK: Binding

  /// A value bound to a parameter.
  public enum Value: Equatable, Sendable {
    case integer(Int64)
    case text(String)
    case blob([UInt8])
    case null
  }

  /// Clears previous bindings and results, then binds `values` to parameters 1, 2, ….
  @discardableResult
  public func bind(_ values: [Value]) throws(SQLiteError) -> Statement {
    sqlite3_reset(handle)
    sqlite3_clear_bindings(handle)
    for (offset, value) in values.enumerated() {
      let index = Int32(offset + 1)
      let code: Int32
      switch value {
      case .integer(let number):
        code = sqlite3_bind_int64(handle, index, number)
      case .text(let text):
        code = text.utf8CString.withUnsafeBufferPointer { buffer in
          // The byte count excludes the terminating NUL; SQLITE_TRANSIENT makes SQLite copy.
          sqlite3_bind_text(
            handle, index, buffer.baseAddress, Int32(buffer.count - 1), sqliteTransient)
        }
      case .blob(let bytes):
        code = bytes.withUnsafeBytes { buffer in
          sqlite3_bind_blob(
            handle, index, buffer.baseAddress, Int32(buffer.count), sqliteTransient)
        }
      case .null:
        code = sqlite3_bind_null(handle, index)
      }
      guard code == SQLITE_OK else {
        throw SQLiteError(handle: database.handle, code: code, sql: sql)
      }
    }
    return self
  }

  // MARK: Stepping

  /// Runs the statement to completion, ignoring any rows.
  public func run() throws(SQLiteError) {
    while try step() {}
  }

  /// Advances to the next row. Returns false when there are no more rows.
  public func step() throws(SQLiteError) -> Bool {
    let code = sqlite3_step(handle)
    switch code {
    case SQLITE_ROW:
      return true
    case SQLITE_DONE:
      return false
    default:
      let error = SQLiteError(handle: database.handle, code: code, sql: sql)
      sqlite3_reset(handle)
      throw error
    }
  }

  /// Calls `body` once per row.
  public func forEachRow(_ body: (Statement) throws -> Void) throws {
    while try step() { try body(self) }
  }

  // MARK: Columns of the current row

  public func int64(_ column: Int32) -> Int64 {
    sqlite3_column_int64(handle, column)
  }

  public func text(_ column: Int32) -> String {
    guard let bytes = sqlite3_column_text(handle, column) else { return "" }
    let count = Int(sqlite3_column_bytes(handle, column))
    return String(decoding: UnsafeBufferPointer(start: bytes, count: count), as: UTF8.self)
  }

  public func isNull(_ column: Int32) -> Bool {
    sqlite3_column_type(handle, column) == SQLITE_NULL
  }
}

/// SQLite's `SQLITE_TRANSIENT` destructor, which the C macro spells as a cast of -1.
let sqliteTransient = unsafeBitCast(-1, to: sqlite3_destructor_type.self)
