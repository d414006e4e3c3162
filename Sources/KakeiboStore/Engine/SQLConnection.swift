import KakeiboCore

/// A value bound to a statement's parameter, on either engine.
enum SQLValue: Equatable, Sendable {
  case integer(Int64)
  case text(String)
  /// An import fingerprint: a BLOB on SQLite, a `bytea` on PostgreSQL.
  case fingerprint(Fingerprint)
  case null
}

/// One row of a statement's result, read by column from 0.
protocol SQLRow {
  func int64(_ column: Int) -> Int64
  /// The value as text ("" for NULL).
  func text(_ column: Int) -> String
  func isNull(_ column: Int) -> Bool
  /// The value's bytes, or nil for NULL.
  func bytes(_ column: Int) -> [UInt8]?
  /// Replaces `buffer`'s contents with the UTF-8 of the value's text and returns true, or
  /// empties it and returns false for NULL: a key read once at every row into a buffer kept
  /// from row to row, which allocates nothing once it is large enough.
  func copyBytes(_ column: Int, into buffer: inout [UInt8]) -> Bool
}

/// What the ledger's shared code needs of an engine's connection: statements with bound values,
/// rows read one at a time, and transactions. Each engine's connection (SQLite's `Database`,
/// `PostgresConnection`) conforms beside its own file; the SQL itself comes from the engine's
/// `LedgerSQL`.
extension SQLRow {
  func copyBytes(_ column: Int, into buffer: inout [UInt8]) -> Bool {
    buffer.removeAll(keepingCapacity: true)
    guard !isNull(column) else { return false }
    buffer.append(contentsOf: text(column).utf8)
    return true
  }
}

protocol SQLConnection: AnyObject {
  /// Runs `sql` with `values` bound to its parameters, calling `body` with each row in turn.
  func forEachRow(_ sql: String, _ values: [SQLValue], _ body: (any SQLRow) throws -> Void)
    throws

  /// Runs `sql` with `values` bound and returns the number of rows it changed.
  @discardableResult
  func run(_ sql: String, _ values: [SQLValue]) throws -> Int

  /// Runs `sql`, an `INSERT` of one row into a table with an `id` column, with `values` bound,
  /// and returns the row's id (SQLite's last rowid; PostgreSQL's statement gets `RETURNING id`).
  @discardableResult
  func insertRow(_ sql: String, _ values: [SQLValue]) throws -> Int64

  /// Runs `body` in a transaction that holds the ledger's write lock from its start, so that
  /// writers take turns instead of failing halfway; commits when `body` returns, rolls back
  /// when it or the commit throws.
  func writeTransaction<T>(_ body: () throws -> T) throws -> T

  /// Inserts rows into the `columns` of `table`: `body` gives each row's values, in the
  /// columns' order, to the function it is given. Faster than a statement per row (one
  /// prepared statement on SQLite, a `COPY` on PostgreSQL). Returns the number of rows.
  @discardableResult
  func insertRows(
    into table: String, columns: [String],
    _ body: (_ insert: ([SQLValue]) throws -> Void) throws -> Void
  ) throws -> Int

  /// Runs `body` in a read-only transaction, so that every query in it sees the ledger as it
  /// was at the first one, whatever other connections commit meanwhile.
  func readTransaction<T>(_ body: () throws -> T) throws -> T
}

extension SQLConnection {
  /// Returns the rows of `sql`, each made by `decode`.
  func rows<T>(_ sql: String, _ values: [SQLValue] = [], _ decode: (any SQLRow) throws -> T)
    throws -> [T]
  {
    var result: [T] = []
    try forEachRow(sql, values) { result.append(try decode($0)) }
    return result
  }

  /// Returns the first row of `sql` made by `decode`, or nil when there is none.
  func firstRow<T>(_ sql: String, _ values: [SQLValue] = [], _ decode: (any SQLRow) throws -> T)
    throws -> T?
  {
    var result: T?
    try forEachRow(sql, values) { row in
      if result == nil { result = try decode(row) }
    }
    return result
  }

  /// Returns the first column of the first row as an integer, or nil without rows or for NULL.
  func int64(_ sql: String, _ values: [SQLValue] = []) throws -> Int64? {
    try firstRow(sql, values) { $0.isNull(0) ? nil : $0.int64(0) } ?? nil
  }
}
