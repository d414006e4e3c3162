import CPostgreSQL
import KakeiboCore

/// The ledger's statements on PostgreSQL: rows stream one at a time (libpq's single-row mode,
/// so that listing a million entries never holds them all), and a write transaction takes the
/// ledger's advisory lock first, as SQLite's `BEGIN IMMEDIATE` takes its write lock, so that
/// members' writes take turns and every check a write makes holds until it commits.
extension PostgresConnection: SQLConnection {
  func forEachRow(_ sql: String, _ values: [SQLValue], _ body: (any SQLRow) throws -> Void)
    throws
  {
    try stream(sql, values.map(PostgresValue.init)) { rows in
      try body(PostgresRow(rows: rows, index: 0))
    }
  }

  @discardableResult
  func run(_ sql: String, _ values: [SQLValue]) throws -> Int {
    try query(sql, values.map(PostgresValue.init)).changedCount
  }

  @discardableResult
  func insertRow(_ sql: String, _ values: [SQLValue]) throws -> Int64 {
    try query(sql + " RETURNING id", values.map(PostgresValue.init)).int64(0, 0)
  }

  func writeTransaction<T>(_ body: () throws -> T) throws -> T {
    try transaction("BEGIN; " + Self.lockStatement) {
      let result = try body()
      committedWrites += 1
      return result
    }
  }

  /// A snapshot: every statement sees the ledger as it was at the first (REPEATABLE READ).
  func readTransaction<T>(_ body: () throws -> T) throws -> T {
    try transaction("BEGIN ISOLATION LEVEL REPEATABLE READ READ ONLY", body)
  }

  private func transaction<T>(_ begin: String, _ body: () throws -> T) throws -> T {
    try execute(begin)
    do {
      let result = try body()
      try execute("COMMIT")
      return result
    } catch {
      if isInTransaction { _ = try? execute("ROLLBACK") }
      throw error
    }
  }

  /// Copies the rows to the server with `COPY … FROM STDIN` in text form, a chunk at a time.
  @discardableResult
  func insertRows(
    into table: String, columns: [String],
    _ body: (_ insert: ([SQLValue]) throws -> Void) throws -> Void
  ) throws -> Int {
    try sendRows(into: table, columns: columns, body)
    return try copyResult(of: Self.copyStatement(into: table, columns: columns))
  }

  /// Sends the rows as `insertRows` does, without waiting for the server to store them (see
  /// `sendCopy`): `copyResult(of: copyStatement(into:columns:))` waits.
  func sendRows(
    into table: String, columns: [String],
    _ body: (_ insert: ([SQLValue]) throws -> Void) throws -> Void
  ) throws {
    try sendCopy(Self.copyStatement(into: table, columns: columns)) { sendChunk in
      var buffer: [UInt8] = []
      buffer.reserveCapacity(Self.copyChunkSize + 4096)
      try withoutActuallyEscaping(sendChunk) { send in
        try Self.encodeRows(into: &buffer, send: send, body)
      }
      if !buffer.isEmpty { try sendChunk(buffer) }
    }
  }

  /// The statement that copies rows into the `columns` of `table`.
  static func copyStatement(into table: String, columns: [String]) -> String {
    "COPY \(table) (\(columns.joined(separator: ", "))) FROM STDIN"
  }

  /// Encodes the rows `body` gives into `buffer`, sending it whenever it fills a chunk.
  private static func encodeRows(
    into buffer: inout [UInt8], send: @escaping ([UInt8]) throws(PostgresError) -> Void,
    _ body: (_ insert: ([SQLValue]) throws -> Void) throws -> Void
  ) throws {
    try body { values in
      for (index, value) in values.enumerated() {
        if index > 0 { buffer.append(UInt8(ascii: "\t")) }
        Self.appendCopyText(of: value, to: &buffer)
      }
      buffer.append(UInt8(ascii: "\n"))
      if buffer.count >= Self.copyChunkSize {
        try send(buffer)
        buffer.removeAll(keepingCapacity: true)
      }
    }
  }

  /// How much of a COPY is sent at a time: 64 KiB, so that this buffer and libpq's own stay
  /// small (with a megabyte each, an import of 100,000 rows peaked 1.6 MB higher, as fast).
  static let copyChunkSize = 1 << 16

  /// Appends `value` in COPY's text form: `\N` for NULL, backslash escapes for the backslash,
  /// tab, newline and carriage return, and a bytea's hex form with its backslash escaped.
  static func appendCopyText(of value: SQLValue, to buffer: inout [UInt8]) {
    switch value {
    case .null:
      buffer.append(contentsOf: [UInt8(ascii: "\\"), UInt8(ascii: "N")])
    case .integer(let number):
      buffer.append(contentsOf: String(number).utf8)
    case .fingerprint(let fingerprint):
      buffer.append(contentsOf: "\\\\x".utf8)
      for byte in fingerprint.bytes {
        buffer.append(hexDigits[Int(byte >> 4)])
        buffer.append(hexDigits[Int(byte & 0xF)])
      }
    case .text(let text):
      for byte in text.utf8 {
        switch byte {
        case UInt8(ascii: "\\"): buffer.append(contentsOf: "\\\\".utf8)
        case UInt8(ascii: "\t"): buffer.append(contentsOf: "\\t".utf8)
        case UInt8(ascii: "\n"): buffer.append(contentsOf: "\\n".utf8)
        case UInt8(ascii: "\r"): buffer.append(contentsOf: "\\r".utf8)
        default: buffer.append(byte)
        }
      }
    }
  }

  private static let hexDigits = Array("0123456789abcdef".utf8)

  /// Takes the transaction-scoped advisory lock of the ledger in the session's schema: the first
  /// key is "KAKE" in ASCII, as SQLite ledgers' application id; the second, a hash of the search
  /// path, which names the ledger's schema alone (and exists before the schema does, when the
  /// first write creates it).
  static let lockStatement =
    "SELECT pg_advisory_xact_lock(\(Migrator.applicationID), hashtext(current_setting('search_path')))"
}

extension PostgresValue {
  init(_ value: SQLValue) {
    switch value {
    case .integer(let number): self = .integer(number)
    case .text(let text): self = .text(text)
    case .fingerprint(let fingerprint): self = .bytes(fingerprint.bytes)
    case .null: self = .null
    }
  }
}

/// One row of a PostgreSQL result.
struct PostgresRow: SQLRow {
  let rows: PostgresRows
  let index: Int

  func int64(_ column: Int) -> Int64 { rows.int64(index, column) }
  func text(_ column: Int) -> String { rows.text(index, column) }
  func isNull(_ column: Int) -> Bool { rows.isNull(index, column) }
  func bytes(_ column: Int) -> [UInt8]? { rows.bytes(index, column) }
}

extension Fingerprint {
  /// The 16 bytes stored for the fingerprint: `high` first, each word big-endian.
  var bytes: [UInt8] {
    (0..<8).map { UInt8(truncatingIfNeeded: high >> (56 - 8 * $0)) }
      + (0..<8).map { UInt8(truncatingIfNeeded: low >> (56 - 8 * $0)) }
  }

  /// The fingerprint stored as `bytes`, or nil when they are not 16.
  init?(bytes: [UInt8]) {
    guard bytes.count == 16 else { return nil }
    let word = { (start: Int) in
      bytes[start..<start + 8].reduce(UInt64(0)) { $0 << 8 | UInt64($1) }
    }
    self.init(high: word(0), low: word(8))
  }
}
