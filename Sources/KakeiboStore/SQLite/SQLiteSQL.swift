extension LedgerSQL {
  /// SQLite's SQL: timestamps are `YYYY-MM-DD HH:MM:SS` text in UTC, `sum` fails on overflow by
  /// itself, and text compares by its bytes (BINARY), which for UTF-8 is code point order.
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
        subcategory, typeof(source), source
      FROM entries ORDER BY id
      """)
}
