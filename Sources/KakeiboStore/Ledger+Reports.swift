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
      let select = try database.prepare(
        """
        WITH ranges (position, first, last) AS (VALUES
        \(Array(repeating: "(?, ?, ?)", count: ranges.count).joined(separator: ", ")))
        SELECT r.position, e.category, sum(e.amount), count(*)
        FROM ranges AS r CROSS JOIN entries AS e
        WHERE e.date BETWEEN r.first AND r.last
        GROUP BY r.position, e.category
        """)
      try select.bind(
        ranges.enumerated().flatMap { position, range -> [Statement.Value] in
          [
            .integer(Int64(position)), .text(range.first.description),
            .text(range.last.description),
          ]
        })
      var tallies = ranges.map { _ in [Category: Tally]() }
      while try select.step() {
        tallies[Int(select.int64(0))][try category(select.text(1))] = Tally(
          total: Yen(select.int64(2)), count: select.int64(3))
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
      let select = try database.prepare(
        """
        SELECT category, memo, total, count FROM (
          SELECT category, memo, sum(amount) AS total, count(*) AS count,
            row_number() OVER (
              PARTITION BY category ORDER BY sum(amount) DESC, count(*) DESC, memo) AS rank
          FROM entries WHERE date BETWEEN ? AND ? GROUP BY category, memo)
        WHERE rank <= ? ORDER BY category, rank
        """)
      try select.bind([
        .text(range.first.description), .text(range.last.description), .integer(Int64(limit)),
      ])
      var result: [Category: [MemoTally]] = [:]
      while try select.step() {
        result[try category(select.text(0)), default: []].append(
          MemoTally(
            memo: try memo(select.text(1), of: "an entry"),
            tally: Tally(total: Yen(select.int64(2)), count: select.int64(3))))
      }
      return result
    }
  }
}
