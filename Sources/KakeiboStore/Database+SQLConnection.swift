import CSQLite
import KakeiboCore

/// The ledger's statements on SQLite: a statement prepared for each call, stepped row by row.
/// (The import's hot loop keeps its own prepared statements; see Ledger+Import.swift.)
extension Database: SQLConnection {
  func forEachRow(_ sql: String, _ values: [SQLValue], _ body: (any SQLRow) throws -> Void)
    throws
  {
    let statement = try prepare(sql).bind(values.map(Statement.Value.init))
    while try statement.step() { try body(statement) }
  }

  @discardableResult
  func run(_ sql: String, _ values: [SQLValue]) throws -> Int {
    try prepare(sql).bind(values.map(Statement.Value.init)).run()
    return changes
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
