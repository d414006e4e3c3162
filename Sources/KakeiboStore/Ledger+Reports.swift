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
  /// within it (and found by `search`, when given): expenses by category and 内訳, income by
  /// 内訳. One query reads each range off the covering date index (date, kind, category,
  /// subcategory, amount); an overflowing sum throws `.overflow`.
  public func periodTallies(in ranges: [DateRange], matching search: SearchTerm? = nil)
    throws(LedgerError) -> [PeriodTallies]
  {
    guard !ranges.isEmpty else { return [] }
    return try guarded {
      // CROSS JOIN keeps the ranges in the outer loop, so each is a search of the index.
      let rows = (0..<ranges.count).map { sql.rangeRow(3 * $0 + 1) }
      var values = ranges.enumerated().flatMap { position, range -> [SQLValue] in
        [.integer(Int64(position)), .text(range.first.description), .text(range.last.description)]
      }
      var found = ""
      if let search {
        let (condition, value) = sql.search("e", search, values.count + 1)
        found = " AND " + condition
        values.append(value)
      }
      var tallies = ranges.map { _ in PeriodTallies() }
      // Each row a group's sum, or, where the engine does not group (see `groupsTallies`), an
      // entry's amount, added up in `tallies` as every group is (overflow included).
      let (tallied, grouping) =
        sql.groupsTallies
        ? (
          "\(sql.sum("e.amount")), count(*)",
          "\nGROUP BY r.position, e.kind, e.category, e.subcategory"
        )
        : ("e.amount, 1", "")
      try connection.forEachRow(
        """
        WITH ranges (position, first, last) AS (VALUES \(rows.joined(separator: ", ")))
        SELECT r.position, e.kind, e.category, e.subcategory, \(tallied)
        FROM ranges AS r CROSS JOIN entries AS e
        WHERE e.date BETWEEN r.first AND r.last\(found)\(grouping)
        """, values
      ) { row in
        let tally = Tally(total: Yen(row.int64(4)), count: row.int64(5))
        let subcategory = row.isNull(3) ? nil : Subcategory(stored: row.text(3))
        let position = Int(row.int64(0))
        if row.text(1) == EntryKind.income.rawValue {
          try tallies[position].addIncome(tally, subcategory: subcategory)
        } else {
          try tallies[position].addExpense(
            tally, category: try entryCategory(row.text(2)), subcategory: subcategory)
        }
      }
      return tallies
    }
  }

  /// Returns, per category, the `limit` memos with the largest totals among the expenses dated
  /// within `range` (and found by `search`, when given), largest first; entries whose memos
  /// fold to the same text (`Ｎｅｔｆｌｉｘ`, `Netflix`, `netflix`) count as one memo, shown as
  /// its most common spelling (see `MemoTally.largest`). Entries without a memo count as one
  /// memo, "". The database adds up each spelling; the spellings of a range are few.
  public func topMemos(in range: DateRange, limit: Int, matching search: SearchTerm? = nil)
    throws(LedgerError) -> [Category: [MemoTally]]
  {
    try guarded {
      var values: [SQLValue] = [.text(range.first.description), .text(range.last.description)]
      var found = ""
      if let search {
        let (condition, value) = sql.search("entries", search, 3)
        found = " AND " + condition
        values.append(value)
      }
      var spellings: [Category: [MemoTally]] = [:]
      try connection.forEachRow(
        """
        SELECT category, memo, \(sql.sum("amount")), count(*)
        FROM entries WHERE date BETWEEN $1 AND $2 AND kind = 'expense'\(found)
        GROUP BY category, memo
        """, values
      ) { row in
        spellings[try entryCategory(row.text(0)), default: []].append(
          MemoTally(
            memo: Memo(stored: row.text(1)),
            tally: Tally(total: Yen(row.int64(2)), count: row.int64(3))))
      }
      return try spellings.mapValues { try MemoTally.largest(limit, of: $0) }
    }
  }
}
