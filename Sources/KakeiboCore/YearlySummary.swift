/// A year by month by category: twelve rows (empty months as zero), a column per category, and
/// the totals of every row and column.
public struct YearlySummary: Hashable, Sendable {
  public struct MonthRow: Hashable, Sendable {
    public let month: YearMonth
    /// One tally per category, in picker order.
    public let tallies: [Tally]
    public let total: Tally
  }

  public let year: Int
  /// The twelve months, January first.
  public let months: [MonthRow]
  /// The year's tally per category, in picker order.
  public let categoryTotals: [Tally]
  public let total: Tally

  /// Builds the summary from per-month, per-category tallies; anything absent counts as zero.
  /// Throws when a total does not fit in 64 bits.
  public init(year: Int, tallies: [YearMonth: [Category: Tally]]) throws(ReportError) {
    var categoryTotals = Category.allCases.map { _ in Tally.zero }
    var total = Tally.zero
    var months: [MonthRow] = []
    for month in YearMonth.months(of: year) {
      let row = Category.allCases.map { tallies[month]?[$0] ?? .zero }
      var rowTotal = Tally.zero
      for (index, tally) in row.enumerated() {
        rowTotal = try rowTotal.adding(tally)
        categoryTotals[index] = try categoryTotals[index].adding(tally)
      }
      total = try total.adding(rowTotal)
      months.append(MonthRow(month: month, tallies: row, total: rowTotal))
    }
    self.year = year
    self.months = months
    self.categoryTotals = categoryTotals
    self.total = total
  }

  /// The year as four digits, `2026`.
  public var yearText: String { LedgerDate.padded(year, 4) }

  /// January 1 to December 31 of the year.
  public var dates: DateRange {
    DateRange(
      LedgerDate(validYear: year, month: 1, day: 1), LedgerDate(validYear: year, month: 12, day: 31)
    )
  }
}
