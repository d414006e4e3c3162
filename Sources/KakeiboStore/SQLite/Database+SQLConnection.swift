import CSQLite
import KakeiboCore

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// The ledger's statements on SQLite: a statement prepared for each call, stepped row by row.
/// (The import's hot loop keeps its own prepared statements; see Ledger+Import.swift.)
extension Database: SQLConnection {
  func forEachRow(_ sql: String, _ values: [SQLValue], _ body: (any SQLRow) throws -> Void)
    throws
  {
    let statement = try prepare(Self.numberedParameters(sql)).bind(
      values.map(Statement.Value.init))
    while try statement.step() { try body(statement) }
  }

  @discardableResult
  func run(_ sql: String, _ values: [SQLValue]) throws -> Int {
    try prepare(Self.numberedParameters(sql)).bind(values.map(Statement.Value.init)).run()
    return changes
  }

  @discardableResult
  func insertRow(_ sql: String, _ values: [SQLValue]) throws -> Int64 {
    try run(sql, values)
    return lastInsertRowID
  }

  @discardableResult
  func insertRows(
    into table: String, columns: [String],
    _ body: (_ insert: ([SQLValue]) throws -> Void) throws -> Void
  ) throws -> Int {
    let placeholders = (1...columns.count).map { "?\($0)" }.joined(separator: ", ")
    let insert = try prepare(
      "INSERT INTO \(table) (\(columns.joined(separator: ", "))) VALUES (\(placeholders))")
    var count = 0
    try body { values in
      try insert.bind(values.map(Statement.Value.init)).run()
      count += 1
    }
    return count
  }

  /// `sql` with PostgreSQL's `$1` parameters written as SQLite's `?1`, which bind by number
  /// (SQLite reads `$1` as a named parameter, numbered in order of first appearance). Byte by
  /// byte, in place: every statement passes through here, and reading it as characters cost
  /// `add` a twentieth of its run.
  static func numberedParameters(_ sql: String) -> String {
    let dollar = UInt8(ascii: "$")
    guard sql.utf8.contains(dollar) else { return sql }
    var bytes = Array(sql.utf8)
    for index in bytes.indices.dropLast()
    where bytes[index] == dollar
      && (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(bytes[index + 1])
    {
      bytes[index] = UInt8(ascii: "?")
    }
    return String(decoding: bytes, as: UTF8.self)
  }
}

extension Statement: SQLRow {
  func int64(_ column: Int) -> Int64 { int64(Int32(column)) }
  func text(_ column: Int) -> String { text(Int32(column)) }
  func isNull(_ column: Int) -> Bool { isNull(Int32(column)) }

  func bytes(_ column: Int) -> [UInt8]? {
    guard !isNull(Int32(column)) else { return nil }
    let count = Int(sqlite3_column_bytes(handle, Int32(column)))
    guard count > 0, let start = sqlite3_column_blob(handle, Int32(column)) else { return [] }
    return Array(UnsafeRawBufferPointer(start: start, count: count))
  }

  func copyBytes(_ column: Int, into buffer: inout [UInt8]) -> Bool {
    buffer.removeAll(keepingCapacity: true)
    guard !isNull(Int32(column)) else { return false }
    // The pointer first, then its length (SQLite's order: the length is of the form asked).
    let start = sqlite3_column_blob(handle, Int32(column))
    let count = Int(sqlite3_column_bytes(handle, Int32(column)))
    if count > 0, let start {
      buffer.append(contentsOf: UnsafeRawBufferPointer(start: start, count: count))
    }
    return true
  }
}

extension Statement.Value {
  init(_ value: SQLValue) {
    switch value {
    case .integer(let number): self = .integer(number)
    case .text(let text): self = .text(text)
    case .fingerprint(let fingerprint): self = .blob(fingerprint.bytes)
    case .null: self = .null
    }
  }
}
