import CSQLite

/// An error SQLite reported: its result code (extended where SQLite gives one), its message, and
/// the SQL that was running.
public struct SQLiteError: Error, Equatable, Sendable, CustomStringConvertible {
  /// The extended result code, such as `SQLITE_CONSTRAINT_CHECK` (275).
  public let code: Int32
  public let message: String
  public let sql: String?
  /// The operating system's `errno` behind an I/O failure (`ENOSPC`, `EFBIG`, `EROFS`, …), or 0.
  public let systemErrno: Int32
  /// Whether it happened while writing (in a write transaction, or switching the journal
  /// mode), rather than while only reading.
  public var isWriting = false

  public init(code: Int32, message: String, sql: String? = nil, systemErrno: Int32 = 0) {
    self.code = code
    self.message = message
    self.sql = sql
    self.systemErrno = systemErrno
  }

  /// The primary result code, such as `SQLITE_CONSTRAINT` (19).
  public var primaryCode: Int32 { code & 0xFF }

  public var description: String {
    "SQLite error \(code): \(message)" + (sql.map { " (in: \($0))" } ?? "")
  }

  /// The error from the last call on `handle`.
  init(handle: OpaquePointer?, code: Int32, sql: String? = nil) {
    let message = handle.flatMap { sqlite3_errmsg($0) }.map { String(cString: $0) }
    self.init(
      code: handle.map { sqlite3_extended_errcode($0) } ?? code,
      message: message ?? String(cString: sqlite3_errstr(code)),
      sql: sql, systemErrno: handle.map { sqlite3_system_errno($0) } ?? 0)
  }
}
