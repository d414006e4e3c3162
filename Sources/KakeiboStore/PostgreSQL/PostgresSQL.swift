import KakeiboCore

/// PostgreSQL's SQL: a new row's id is the next after the largest, read under the ledger's
/// lock (a sequence would skip numbers after a rolled-back write), timestamps are
/// `timestamptz`, `sum` of a bigint is a numeric that the cast back to bigint refuses when it
/// overflows, and text is ordered by `COLLATE "C"` (code points), as SQLite orders it,
/// whatever the database's locale. The columns' types are fixed, so the check names them as
/// SQLite's `typeof` would. A search is a `LIKE '%term%'` (with `%`, `_` and `\\` escaped),
/// which pg_trgm's GIN index serves where the ledger has one (`PostgresSearchIndex`).
enum PostgresSQL: LedgerSQL {
  static func nextID(_ table: String) -> String {
    "(SELECT coalesce(max(id), 0) + 1 FROM \(table))"
  }

  static let now = "now()"

  static func epochSeconds(_ column: String) -> String {
    "floor(extract(epoch FROM \(column)))::bigint"
  }

  static func utcText(_ column: String) -> String {
    "to_char(\(column) AT TIME ZONE 'UTC', 'YYYY-MM-DD HH24:MI:SS')"
  }

  static func timestampValue(_ utcText: String) -> String { utcText + "+00" }

  static func sum(_ column: String) -> String { "sum(\(column))::bigint" }

  static func textOrder(_ column: String) -> String { "\(column) COLLATE \"C\"" }

  static func rangeRow(_ first: Int) -> String {
    "($\(first)::bigint, $\(first + 1)::date, $\(first + 2)::date)"
  }

  static let checkedEntries = """
    SELECT id, 'text', to_char(date, 'YYYY-MM-DD'), 'integer', amount,
      CASE WHEN category IS NULL THEN 'null' ELSE 'text' END, category,
      'text', memo, CASE WHEN fingerprint IS NULL THEN 'null' ELSE 'blob' END,
      length(fingerprint), kind, CASE WHEN subcategory IS NULL THEN 'null' ELSE 'text' END,
      subcategory, CASE WHEN source IS NULL THEN 'null' ELSE 'text' END, source, search_key
    FROM entries ORDER BY id
    """

  static let indexedEntries: String? = nil

  static func search(_ alias: String, _ term: SearchTerm, _ parameter: Int) -> (String, SQLValue) {
    guard term.isIndexable else {
      return ("strpos(\(alias).search_key, $\(parameter)) > 0", .text(term.folded))
    }
    var pattern = "%"
    for character in term.folded {
      if character == "%" || character == "_" || character == "\\" { pattern.append("\\") }
      pattern.append(character)
    }
    // The ids the index finds, as a set the rest of the query joins: beside a date range,
    // the planner would otherwise read the date index and test every entry's key.
    return (
      "\(alias).id IN (SELECT id FROM entries WHERE search_key LIKE $\(parameter))",
      .text(pattern + "%")
    )
  }

  static func unindexed(_ column: String) -> String { column }

  static func keyContains(_ parameter: Int) -> String { "strpos(search_key, $\(parameter)) > 0" }

  static func idIn(_ ids: [Int64], _ parameter: Int) -> (String, SQLValue) {
    (
      "id = ANY($\(parameter)::bigint[])",
      .text("{" + ids.map(String.init).joined(separator: ",") + "}")
    )
  }

  static func parameterList(_ count: Int, _ first: Int) -> String {
    (first..<(first + count)).map { "$\($0)" }.joined(separator: ", ")
  }
  static let groupsTallies = true
}
