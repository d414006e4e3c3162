/// Which of the ledger's own rules (a CHECK, NOT NULL, UNIQUE or foreign-key constraint of
/// its schema) refused a write, read from the engine's error: the kind, and the table and
/// column when the engine names them. Never the engine's text itself, which quotes the SQL of
/// the constraint.
public struct ConstraintFailure: Equatable, Sendable {
  public enum Kind: Equatable, Sendable {
    case check, notNull, unique, foreignKey, other
  }

  public let kind: Kind
  /// The table, such as `entries`, when known.
  public let table: String?
  /// The column, such as `date`, when known.
  public let column: String?

  public init(kind: Kind, table: String?, column: String?) {
    self.kind = kind
    self.table = table
    self.column = column
  }

  /// The columns of the ledger's tables that constraints check, longest first, by which a
  /// CHECK's expression is recognised.
  static let columns = [
    "subcategory", "resume_date", "first_date", "first_entry_id", "last_entry_id",
    "fingerprint", "from_month", "last_date", "search_key", "end_date", "category", "position",
    "identity", "amount", "source", "times", "value", "date", "kind", "memo", "day", "key",
  ]

  /// The failure SQLite reports as `message` (`NOT NULL constraint failed: entries.date`,
  /// `CHECK constraint failed: date GLOB '…'`) with the extended result code `code`, running
  /// `sql` (whose INSERT or UPDATE names the table a CHECK's message does not).
  static func sqlite(code: Int32, message: String, sql: String?) -> ConstraintFailure {
    let failure = sqlite(code: code, message: message)
    guard failure.table == nil, let sql else { return failure }
    let words = sql.split(whereSeparator: { $0 == " " || $0 == "\n" || $0 == "(" }).map {
      $0.lowercased()
    }
    var table: String?
    if let into = words.firstIndex(of: "into"), into + 1 < words.count {
      table = words[into + 1]
    } else if words.first == "update", words.count > 1 {
      table = words[1]
    }
    return ConstraintFailure(kind: failure.kind, table: table, column: failure.column)
  }

  static func sqlite(code: Int32, message: String) -> ConstraintFailure {
    let kind: Kind =
      switch code >> 8 {
      case 1: .check  // SQLITE_CONSTRAINT_CHECK
      case 5: .notNull  // SQLITE_CONSTRAINT_NOTNULL
      case 8, 6: .unique  // SQLITE_CONSTRAINT_UNIQUE, SQLITE_CONSTRAINT_PRIMARYKEY
      case 3: .foreignKey  // SQLITE_CONSTRAINT_FOREIGNKEY
      default: .other
      }
    guard let colon = message.firstIndex(of: ":") else {
      return ConstraintFailure(kind: kind, table: nil, column: nil)
    }
    let detail = message[message.index(after: colon)...].drop { $0 == " " }
    if kind == .notNull || kind == .unique {
      // `table.column`, the first of them for a unique index over several.
      let first = detail.prefix { $0 != "," && $0 != " " }
      let parts = first.split(separator: ".", maxSplits: 1).map(String.init)
      return ConstraintFailure(
        kind: kind, table: parts.count == 2 ? parts[0] : nil, column: parts.last)
    }
    return ConstraintFailure(kind: kind, table: nil, column: firstColumn(in: String(detail)))
  }

  /// The failure PostgreSQL reports (SQLSTATE class 23) as `message`: `new row for relation
  /// "entries" violates check constraint "entries_date_check"`, `null value in column "date" of
  /// relation "entries" …`, `duplicate key value violates unique constraint "…"`.
  static func postgres(sqlState: String, message: String) -> ConstraintFailure {
    let kind: Kind =
      switch sqlState {
      case "23514": .check
      case "23502": .notNull
      case "23505": .unique
      case "23503": .foreignKey
      default: .other
      }
    let quoted = message.split(separator: "\"", omittingEmptySubsequences: false).enumerated()
      .filter { $0.offset % 2 == 1 }.map { String($0.element) }
    switch kind {
    case .notNull:
      return ConstraintFailure(kind: kind, table: quoted.dropFirst().first, column: quoted.first)
    case .check, .foreignKey:
      let table = quoted.first
      var name = Substring(quoted.last ?? "")
      if let table, name.hasPrefix(table + "_") { name = name.dropFirst(table.count + 1) }
      for suffix in ["_check", "_fkey"] where name.hasSuffix(suffix) {
        name = name.dropLast(suffix.count)
      }
      return ConstraintFailure(
        kind: kind, table: table, column: columns.contains(String(name)) ? String(name) : nil)
    default:
      return ConstraintFailure(kind: kind, table: nil, column: nil)
    }
  }

  /// The first of the ledger's columns that `expression` names, as a whole word.
  static func firstColumn(in expression: String) -> String? {
    var words: [String] = []
    var word = ""
    for character in expression + " " {
      if character.isASCII && (character.isLetter || character.isNumber || character == "_") {
        word.append(character)
      } else if !word.isEmpty {
        words.append(word)
        word = ""
      }
    }
    return words.first { columns.contains($0) }
  }
}
