import CSQLite
import KakeiboCore

/// Binding one parameter at a time, for a statement prepared once and run for many rows: no
/// array of values and no copy of a string's bytes on the Swift side.
extension Statement {
  /// Makes the statement ready to run again with new bindings.
  func reset() {
    sqlite3_reset(handle)
  }

  func bind(_ value: Int64, at index: Int32) throws(SQLiteError) {
    try check(sqlite3_bind_int64(handle, index, value))
  }

  /// Binds `text`, or NULL for nil.
  func bind(_ text: String?, at index: Int32) throws(SQLiteError) {
    guard let text else { return try check(sqlite3_bind_null(handle, index)) }
    try bind(text, at: index)
  }

  func bind(_ text: String, at index: Int32) throws(SQLiteError) {
    var text = text
    let code = text.withUTF8 { bytes in
      // A nil pointer would bind NULL, not the empty string.
      guard let start = bytes.baseAddress, !bytes.isEmpty else {
        return sqlite3_bind_text(handle, index, "", 0, sqliteTransient)
      }
      return sqlite3_bind_text(handle, index, start, Int32(bytes.count), sqliteTransient)
    }
    try check(code)
  }

  /// Binds `text` without copying it and runs `body`, which must finish with the statement
  /// (step it to its end) before returning: the binding is only valid until then.
  func withBound(
    _ text: String, at index: Int32, _ body: () throws(SQLiteError) -> Void
  ) throws(SQLiteError) {
    var text = text
    let bound: Result<Void, SQLiteError> = text.withUTF8 { bytes in
      let code =
        bytes.isEmpty
        ? sqlite3_bind_text(handle, index, "", 0, sqliteTransient)
        : sqlite3_bind_text(handle, index, bytes.baseAddress, Int32(bytes.count), nil)
      guard code == SQLITE_OK else {
        return .failure(SQLiteError(handle: database.handle, code: code, sql: sql))
      }
      do throws(SQLiteError) {
        try body()
        // Reset while the bytes are still there, so that nothing reads them later.
        sqlite3_reset(handle)
        return .success(())
      } catch {
        sqlite3_reset(handle)
        return .failure(error)
      }
    }
    try bound.get()
  }

  /// Binds the fingerprint's 16 bytes as a blob, `high` first, each word big-endian.
  func bind(_ fingerprint: Fingerprint, at index: Int32) throws(SQLiteError) {
    let words = (fingerprint.high.bigEndian, fingerprint.low.bigEndian)
    let code = withUnsafeBytes(of: words) { bytes in
      sqlite3_bind_blob(handle, index, bytes.baseAddress, Int32(bytes.count), sqliteTransient)
    }
    try check(code)
  }

  /// Binds the fingerprint's 16 bytes as `bind(_:at:)` does, written into `buffer` (16 bytes)
  /// and read from there without a copy: `buffer` must outlive the binding, until the next row
  /// binds its own.
  func bind(
    _ fingerprint: Fingerprint, at index: Int32, in buffer: UnsafeMutableRawBufferPointer
  ) throws(SQLiteError) {
    buffer.storeBytes(of: fingerprint.high.bigEndian, toByteOffset: 0, as: UInt64.self)
    buffer.storeBytes(of: fingerprint.low.bigEndian, toByteOffset: 8, as: UInt64.self)
    try check(sqlite3_bind_blob(handle, index, buffer.baseAddress, 16, nil))
  }

  private func check(_ code: Int32) throws(SQLiteError) {
    guard code == SQLITE_OK else {
      throw SQLiteError(handle: database.handle, code: code, sql: sql)
    }
  }
}
