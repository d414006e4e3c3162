import KakeiboCore

/// What the month-end forecast and its back-test read: each month's expenses day by day.
extension Ledger {
  /// The expenses of each of `months` (as `start` begins them), day by day and per category,
  /// split into the entries recurring rules made (known ahead) and the rest (the variable
  /// spending a forecast projects), in the order given. One query over the span they cover.
  public func dailySpending(of months: [YearMonth], startingOn start: MonthStart)
    throws(LedgerError) -> [(month: YearMonth, spending: DailySpending)]
  {
    var result = months.map {
      (month: $0, spending: DailySpending(dates: $0.dates(startingOn: start)))
    }
    let index = Dictionary(result.indices.map { (result[$0].month, $0) }) { first, _ in first }
    guard let first = result.map(\.spending.dates.first).min(),
      let last = result.map(\.spending.dates.last).max()
    else { return result }
    try guarded {
      // The entries rules made: few (one a month per rule), read once.
      var made: Set<Int64> = []
      try connection.forEachRow("SELECT entry_id FROM recurring_occurrences", []) { row in
        made.insert(row.int64(0))
      }
      try connection.forEachRow(
        """
        SELECT id, date, category, amount FROM entries
        WHERE kind = 'expense' AND date BETWEEN $1 AND $2
        """, [.text(first.description), .text(last.description)]
      ) { row in
        guard let date = LedgerDate(iso: row.text(1)),
          let position = index[YearMonth(containing: date, startingOn: start)]
        else { return }
        result[position].spending.add(
          row.int64(3), on: date, in: try entryCategory(row.text(2)),
          isFixed: made.contains(row.int64(0)))
      }
    }
    return result
  }
}
