import KakeiboCore

/// SQLite's SQL: timestamps are `YYYY-MM-DD HH:MM:SS` text in UTC, `sum` fails on overflow by
/// itself, and text compares by its bytes (BINARY), which for UTF-8 is code point order. A
/// search looks its term up in the FTS5 trigram table `entry_search` as a phrase (quoted, so
/// nothing in it is query syntax), whose trigrams must follow each other: a substring.
enum SQLiteSQL: LedgerSQL {
  static func nextID(_ table: String) -> String { "NULL" }

  static let now = "strftime('%Y-%m-%d %H:%M:%S', 'now')"

  static func epochSeconds(_ column: String) -> String { "unixepoch(\(column))" }

  static func utcText(_ column: String) -> String { column }

  static func timestampValue(_ utcText: String) -> String { utcText }

  static func sum(_ column: String) -> String { "sum(\(column))" }

  static func textOrder(_ column: String) -> String { column }

  static func rangeRow(_ first: Int) -> String { "($\(first), $\(first + 1), $\(first + 2))" }

  static let checkedEntries = """
    SELECT id, typeof(date), date, typeof(amount), amount, typeof(category), category,
      typeof(memo), memo, typeof(fingerprint), length(fingerprint), kind, typeof(subcategory),
      subcategory, typeof(source), source, search_key
    FROM entries ORDER BY id
    """

  static let indexedEntries: String? =
    "SELECT id, date, kind, category FROM entries INDEXED BY entries_by_date"

  static func search(_ alias: String, _ term: SearchTerm, _ parameter: Int) -> (String, SQLValue) {
    guard term.isIndexable else {
      // The ids found by one read of the table, whatever index the rest of the query reads:
      // beside a date range, SQLite would otherwise read the date index in order and look up
      // every entry's row for its key, several times slower.
      return (
        "\(alias).id IN (SELECT id FROM entries WHERE instr(search_key, $\(parameter)) > 0)",
        .text(term.folded)
      )
    }
    let phrase = term.folded.split(separator: "\"", omittingEmptySubsequences: false)
      .joined(separator: "\"\"")
    return (
      "\(alias).id IN (SELECT rowid FROM entry_search WHERE entry_search MATCH $\(parameter))",
      .text("\"" + phrase + "\"")
    )
  }

  static func unindexed(_ column: String) -> String { "+" + column }

  static func keyContains(_ parameter: Int) -> String { "instr(search_key, $\(parameter)) > 0" }

  static func idIn(_ ids: [Int64], _ parameter: Int) -> (String, SQLValue) {
    (
      "id IN (SELECT value FROM json_each($\(parameter)))",
      .text("[" + ids.map(String.init).joined(separator: ",") + "]")
    )
  }

  static func parameterList(_ count: Int, _ first: Int) -> String {
    String(repeating: "?, ", count: max(0, count - 1)) + (count > 0 ? "?" : "")
  }
  static let groupsTallies = false
}
