extension LedgerSQL {
  /// PostgreSQL's SQL: a new row's id is the next after the largest, read under the ledger's
  /// lock (a sequence would skip numbers after a rolled-back write), timestamps are
  /// `timestamptz`, `sum` of a bigint is a numeric that the cast back to bigint refuses when it
  /// overflows, and text is ordered by `COLLATE "C"` (code points), as SQLite orders it,
  /// whatever the database's locale. The columns' types are fixed, so the check names them as
  /// SQLite's `typeof` would. A search is a `LIKE '%term%'` (with `%`, `_` and `\\` escaped),
  /// which pg_trgm's GIN index serves where the ledger has one (`PostgresSearchIndex`).
  static let postgresql = LedgerSQL(
    nextID: { "(SELECT coalesce(max(id), 0) + 1 FROM \($0))" },
    now: "now()",
    epochSeconds: { "floor(extract(epoch FROM \($0)))::bigint" },
    utcText: { "to_char(\($0) AT TIME ZONE 'UTC', 'YYYY-MM-DD HH24:MI:SS')" },
    timestampValue: { $0 + "+00" },
    sum: { "sum(\($0))::bigint" },
    textOrder: { "\($0) COLLATE \"C\"" },
    rangeRow: { "($\($0)::bigint, $\($0 + 1)::date, $\($0 + 2)::date)" },
    checkedEntries: """
      SELECT id, 'text', to_char(date, 'YYYY-MM-DD'), 'integer', amount,
        CASE WHEN category IS NULL THEN 'null' ELSE 'text' END, category,
        'text', memo, CASE WHEN fingerprint IS NULL THEN 'null' ELSE 'blob' END,
        length(fingerprint), kind, CASE WHEN subcategory IS NULL THEN 'null' ELSE 'text' END,
        subcategory, CASE WHEN source IS NULL THEN 'null' ELSE 'text' END, source, search_key
      FROM entries ORDER BY id
      """,
    indexedEntries: nil,
    search: { alias, term, parameter in
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
    },
    unindexed: { $0 },
    keyContains: { "strpos(search_key, $\($0)) > 0" },
    idIn: { ids, parameter in
      (
        "id = ANY($\(parameter)::bigint[])",
        .text("{" + ids.map(String.init).joined(separator: ",") + "}")
      )
    },
    parameterList: { count, first in
      (first..<(first + count)).map { "$\($0)" }.joined(separator: ", ")
    },
    groupsTallies: true)
}
