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

  func writeTransaction<T>(_ body: () throws -> T) throws -> T {
    try execute("BEGIN; " + Self.lockStatement)
    do {
      let result = try body()
      try execute("COMMIT")
      return result
    } catch {
      if isInTransaction { _ = try? execute("ROLLBACK") }
      throw error
    }
  }

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
