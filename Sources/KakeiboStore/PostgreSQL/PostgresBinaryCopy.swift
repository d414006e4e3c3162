import KakeiboCore

/// Rows written in `COPY`'s binary format: the server takes each value as it is stored
/// (a bigint as 8 bytes, a date as its day number), instead of parsing text. The header is
/// the signature, no flags and no extension; each row its field count, then each field's
/// length (-1 for NULL) and bytes, all big-endian; the trailer a field count of -1.
struct PostgresBinaryCopy {
  /// The bytes not sent yet.
  private(set) var buffer: [UInt8] = []

  init(capacity: Int) {
    buffer.reserveCapacity(capacity)
    buffer.append(contentsOf: Self.header)
  }

  /// The statement that copies binary rows into the `columns` of `table`.
  static func statement(into table: String, columns: [String]) -> String {
    "COPY \(table) (\(columns.joined(separator: ", "))) FROM STDIN (FORMAT binary)"
  }

  /// "PGCOPY\n\377\r\n\0", the flags (0) and the length of the header extension (0).
  private static let header: [UInt8] =
    Array("PGCOPY\n".utf8) + [0xFF, 0x0D, 0x0A, 0x00] + [0, 0, 0, 0] + [0, 0, 0, 0]

  /// PostgreSQL counts dates from 2000-01-01, 10,957 days after 1970-01-01.
  private static let postgresEpochDays = 10_957

  /// Begins a row of `fields` values.
  mutating func beginRow(fields: Int) {
    appendBigEndian(UInt16(truncatingIfNeeded: fields))
  }

  mutating func null() {
    appendBigEndian(UInt32.max)
  }

  /// A `bigint`.
  mutating func int64(_ value: Int64) {
    appendBigEndian(UInt32(8))
    appendBigEndian(UInt64(bitPattern: value))
  }

  /// A `date`: its day number from 2000-01-01, as an int4.
  mutating func date(_ date: LedgerDate) {
    appendBigEndian(UInt32(4))
    appendBigEndian(UInt32(bitPattern: Int32(date.daysSinceEpoch - Self.postgresEpochDays)))
  }

  /// A `text`, as its UTF-8 bytes.
  mutating func text(_ text: String) {
    var text = text
    text.withUTF8 { bytes in
      appendBigEndian(UInt32(bytes.count))
      buffer.append(contentsOf: bytes)
    }
  }

  mutating func text(_ text: String?) {
    if let text { self.text(text) } else { null() }
  }

  /// A `bytea`, as its bytes.
  mutating func bytes(_ bytes: [UInt8]) {
    appendBigEndian(UInt32(bytes.count))
    buffer.append(contentsOf: bytes)
  }

  /// An import fingerprint, as the `bytea` of its 16 bytes (`Fingerprint.bytes`).
  mutating func fingerprint(_ fingerprint: Fingerprint) {
    appendBigEndian(UInt32(16))
    appendBigEndian(fingerprint.high)
    appendBigEndian(fingerprint.low)
  }

  /// Ends the copy: the trailer.
  mutating func end() {
    appendBigEndian(UInt16.max)
  }

  /// Empties the buffer once its bytes are sent.
  mutating func sent() {
    buffer.removeAll(keepingCapacity: true)
  }

  private mutating func appendBigEndian<T: FixedWidthInteger>(_ value: T) {
    withUnsafeBytes(of: value.bigEndian) { buffer.append(contentsOf: $0) }
  }
}
