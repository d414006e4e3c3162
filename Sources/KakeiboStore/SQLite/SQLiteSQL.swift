import KakeiboCore

extension LedgerSQL {
  /// SQLite's SQL: timestamps are `YYYY-MM-DD HH:MM:SS` text in UTC, `sum` fails on overflow by
  /// itself, and text compares by its bytes (BINARY), which for UTF-8 is code point order. A
  /// search looks its term up in the FTS5 trigram table `entry_search` as a phrase (quoted, so
  /// nothing in it is query syntax), whose trigrams must follow each other: a substring.
  static let sqlite = LedgerSQL(
    nextID: { _ in "NULL" },
    now: "strftime('%Y-%m-%d %H:%M:%S', 'now')",
    epochSeconds: { "unixepoch(\($0))" },
    utcText: { $0 },
    timestampValue: { $0 },
    sum: { "sum(\($0))" },
    textOrder: { $0 },
    rangeRow: { "($\($0), $\($0 + 1), $\($0 + 2))" },
    checkedEntries: """
      SELECT id, typeof(date), date, typeof(amount), amount, typeof(category), category,
        typeof(memo), memo, typeof(fingerprint), length(fingerprint), kind, typeof(subcategory),
        subcategory, typeof(source), source, search_key
      FROM entries ORDER BY id
      """,
    indexedEntries: "SELECT id, date, kind, category FROM entries INDEXED BY entries_by_date",
    search: { alias, term, parameter in
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
    },
    unindexed: { "+" + $0 },
    keyContains: { "instr(search_key, $\($0)) > 0" },
    idIn: { ids, parameter in
      (
        "id IN (SELECT value FROM json_each($\(parameter)))",
        .text("[" + ids.map(String.init).joined(separator: ",") + "]")
      )
    },
    parameterList: { count, _ in
      String(repeating: "?, ", count: max(0, count - 1)) + (count > 0 ? "?" : "")
    },
    groupsTallies: false)
}
