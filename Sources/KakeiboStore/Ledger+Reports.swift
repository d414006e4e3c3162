import KakeiboCore

/// The sums behind the richer reports, all computed by SQLite over the date index: never by
/// reading every entry into memory.
extension Ledger {
  /// Returns, for each range in `ranges` (in the same order), the total and count per category
  /// of the expenses dated within it; categories without entries are absent. See
  /// `periodTallies(in:)`, whose query this is.
  public func categoryTallies(in ranges: [DateRange]) throws(LedgerError) -> [[Category: Tally]] {
    try periodTallies(in: ranges).map(\.categories)
  }

  /// Returns, for each range in `ranges` (in the same order), the sums of the entries dated
  /// within it: expenses by category and 内訳, income by 内訳. One query reads each range off
  /// the covering date index (date, kind, category, subcategory, amount); an overflowing sum
  /// throws `.overflow`.
  public func periodTallies(in ranges: [DateRange]) throws(LedgerError) -> [PeriodTallies] {
    guard !ranges.isEmpty else { return [] }
    return try guarded {
      // CROSS JOIN keeps the ranges in the outer loop, so each is a search of the index.
      let rows = (0..<ranges.count).map { sql.rangeRow(3 * $0 + 1) }
      var tallies = ranges.map { _ in PeriodTallies() }
      try connection.forEachRow(
        """
        WITH ranges (position, first, last) AS (VALUES \(rows.joined(separator: ", ")))
        SELECT r.position, e.kind, e.category, e.subcategory, \(sql.sum("e.amount")), count(*)
        FROM ranges AS r CROSS JOIN entries AS e
        WHERE e.date BETWEEN r.first AND r.last
        GROUP BY r.position, e.kind, e.category, e.subcategory
        """,
        ranges.enumerated().flatMap { position, range -> [SQLValue] in
          [
            .integer(Int64(position)), .text(range.first.description),
            .text(range.last.description),
          ]
        }
      ) { row in
        let tally = Tally(total: Yen(row.int64(4)), count: row.int64(5))
        let subcategory = row.isNull(3) ? nil : try self.subcategory(row.text(3), of: "an entry")
        let position = Int(row.int64(0))
        if row.text(1) == EntryKind.income.rawValue {
          try tallies[position].addIncome(tally, subcategory: subcategory)
        } else {
          try tallies[position].addExpense(
            tally, category: try category(row.text(2)), subcategory: subcategory)
        }
      }
      return tallies
    }
  }

  /// Returns, per category, the `limit` memos with the largest totals among the expenses dated
  /// within `range` (entries with the same memo added up), largest first; ties go to the memo
  /// with more entries, then in text order. Entries without a memo count as one memo, "".
  public func topMemos(in range: DateRange, limit: Int) throws(LedgerError)
    -> [Category: [MemoTally]]
  {
    try guarded {
      var result: [Category: [MemoTally]] = [:]
      try connection.forEachRow(
        """
        SELECT category, memo, total, count FROM (
          SELECT category, memo, \(sql.sum("amount")) AS total, count(*) AS count,
            row_number() OVER (
              PARTITION BY category
              ORDER BY sum(amount) DESC, count(*) DESC, \(sql.textOrder("memo"))) AS rank
          FROM entries WHERE date BETWEEN $1 AND $2 AND kind = 'expense'
          GROUP BY category, memo) AS ranked
        WHERE rank <= $3 ORDER BY category, rank
        """,
        [.text(range.first.description), .text(range.last.description), .integer(Int64(limit))]
      ) { row in
        result[try category(row.text(0)), default: []].append(
          MemoTally(
            memo: try memo(row.text(1), of: "an entry"),
            tally: Tally(total: Yen(row.int64(2)), count: row.int64(3))))
      }
      return result
    }
  }
}
