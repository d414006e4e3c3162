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
      // Each row a group's sum, or, where the engine does not group (see `groupsTallies`), an
      // entry's amount, added up in its group (overflow included).
      let (tallied, grouping) =
        sql.groupsTallies
        ? (
          "\(sql.sum("e.amount")), count(*)",
          "\nGROUP BY r.position, e.kind, e.category, e.subcategory"
        )
        : ("e.amount, 1", "")
      var groups = TallyGroups()
      try connection.forEachRow(
        """
        WITH ranges (position, first, last) AS (VALUES \(rows.joined(separator: ", ")))
        SELECT r.position, CASE WHEN e.kind = 'income' THEN 1 ELSE 0 END, e.category,
          e.subcategory, \(tallied)
        FROM ranges AS r CROSS JOIN entries AS e
        WHERE e.date BETWEEN r.first AND r.last\(found)\(grouping)
        """, values
      ) { row in try groups.add(row) }
      var tallies = ranges.map { _ in PeriodTallies() }
      for group in groups.groups {
        let subcategory = group.subcategory.map {
          Subcategory(stored: String(decoding: $0, as: UTF8.self))
        }
        if group.isIncome {
          try tallies[group.position].addIncome(group.tally, subcategory: subcategory)
        } else {
          let key = String(decoding: group.category ?? [], as: UTF8.self)
          try tallies[group.position].addExpense(
            group.tally, category: try entryCategory(key), subcategory: subcategory)
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

/// The rows of a tally query (position, whether income, category, 内訳, amount, count) added up
/// by group before any is made into a category and a 内訳: a period's rows are hundreds (one an
/// entry on SQLite, see `LedgerSQL.groupsTallies`) and its groups a few dozen, so each row's key
/// is read once, into buffers kept from row to row, and compared as bytes with the groups met
/// so far, the last one matched first: not made into strings and looked up in dictionaries at
/// every row, nor read again from the row for every group it is compared with.
struct TallyGroups {
  struct Group {
    let position: Int
    let isIncome: Bool
    /// The key's bytes as stored; nil for NULL.
    let category: [UInt8]?
    let subcategory: [UInt8]?
    var tally: Tally
  }

  /// The groups in the order their first rows came.
  private(set) var groups: [Group] = []
  private var lastMatched = 0
  /// The row's key as read, kept from row to row.
  private var category: [UInt8] = []
  private var subcategory: [UInt8] = []

  /// Adds one row to its group, or starts the group. Throws when a sum does not fit.
  mutating func add(_ row: any SQLRow) throws(ReportError) {
    let position = Int(row.int64(0))
    let isIncome = row.int64(1) != 0
    let tally = Tally(total: Yen(row.int64(4)), count: row.int64(5))
    let hasCategory = row.copyBytes(2, into: &category)
    let hasSubcategory = row.copyBytes(3, into: &subcategory)
    func matches(_ group: Group) -> Bool {
      group.position == position && group.isIncome == isIncome
        && Self.equal(group.category, hasCategory, category)
        && Self.equal(group.subcategory, hasSubcategory, subcategory)
    }
    if !(lastMatched < groups.count && matches(groups[lastMatched])) {
      if let found = groups.indices.first(where: { matches(groups[$0]) }) {
        lastMatched = found
      } else {
        groups.append(
          Group(
            position: position, isIncome: isIncome, category: hasCategory ? category : nil,
            subcategory: hasSubcategory ? subcategory : nil, tally: .zero))
        lastMatched = groups.count - 1
      }
    }
    groups[lastMatched].tally = try groups[lastMatched].tally.adding(tally)
  }

  /// Whether a group's stored key is the row's (`bytes`, or NULL when not `isPresent`).
  private static func equal(_ stored: [UInt8]?, _ isPresent: Bool, _ bytes: [UInt8]) -> Bool {
    guard let stored else { return !isPresent }
    return isPresent && stored == bytes
  }
}
