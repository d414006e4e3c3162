/// Where a ledger lives: an SQLite file, or a schema of a PostgreSQL database named by a
/// connection URI. `--db` and `KAKEIBO_DB` give either.
public enum LedgerLocation: Hashable, Sendable, CustomStringConvertible {
  case file(String)
  case postgresql(PostgresURI)

  /// A PostgreSQL URI (`postgresql://…`, `postgres://…`) names a database; anything else a file.
  public init(_ text: String) {
    self = PostgresURI(text).map(Self.postgresql) ?? .file(text)
  }

  /// The location as messages name it: the file's path, or the URI with its password masked.
  public var description: String {
    switch self {
    case .file(let path): path
    case .postgresql(let uri): uri.masked
    }
  }
}
