import KakeiboCore

/// The sums behind the richer reports, all computed by SQLite over the date index: never by
/// reading every entry into memory.
extension Ledger {
  /// Returns, for each range in `ranges` (in the same order), the total and count per category
  /// of the entries dated within it; categories without entries are absent. One query reads
  /// each range off the covering date index; an overflowing sum throws `.overflow`.
  public func categoryTallies(in ranges: [DateRange]) throws(LedgerError) -> [[Category: Tally]] {
    guard !ranges.isEmpty else { return [] }
    return try guarded {
      // CROSS JOIN keeps the ranges in the outer loop, so each is a search of the index.
      let rows = (0..<ranges.count).map { sql.rangeRow(3 * $0 + 1) }
      var tallies = ranges.map { _ in [Category: Tally]() }
      try connection.forEachRow(
        """
        WITH ranges (position, first, last) AS (VALUES \(rows.joined(separator: ", ")))
        SELECT r.position, e.category, \(sql.sum("e.amount")), count(*)
        FROM ranges AS r CROSS JOIN entries AS e
        WHERE e.date BETWEEN r.first AND r.last
        GROUP BY r.position, e.category
        """,
        ranges.enumerated().flatMap { position, range -> [SQLValue] in
          [
            .integer(Int64(position)), .text(range.first.description),
            .text(range.last.description),
          ]
        }
      ) { row in
        tallies[Int(row.int64(0))][try category(row.text(1))] = Tally(
          total: Yen(row.int64(2)), count: row.int64(3))
      }
      return tallies
    }
  }

  /// Returns, per category, the `limit` memos with the largest totals among the entries dated
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
          FROM entries WHERE date BETWEEN $1 AND $2 GROUP BY category, memo) AS ranked
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
