/// Months by category: a row per month (empty months as zero) with a tally per category, the
/// totals of every row and column, averages per month and sparklines.
public struct MonthSeries: Hashable, Sendable {
  public struct MonthRow: Hashable, Sendable {
    public let month: YearMonth
    /// The dates the month covers (with its month start).
    public let dates: DateRange
    /// One tally per category, in picker order.
    public let tallies: [Tally]
    public let total: Tally
  }

  /// What was spent in an average month: per category (in picker order) and in all.
  public struct Average: Hashable, Sendable {
    public let categories: [Yen]
    public let total: Yen
    /// How many months were averaged.
    public let monthCount: Int
  }

  /// The months, oldest first.
  public let months: [MonthRow]
  /// The tally per category over all the months, in picker order.
  public let categoryTotals: [Tally]
  public let total: Tally

  /// Builds the series of `months` (oldest first), each covering its dates when months begin
  /// on `start`, from per-month, per-category tallies; anything absent counts as zero. Throws
  /// when a total does not fit in 64 bits.
  public init(
    months: [YearMonth], startingOn start: MonthStart = .calendar,
    tallies: [YearMonth: [Category: Tally]]
  ) throws(ReportError) {
    var categoryTotals = Category.allCases.map { _ in Tally.zero }
    var total = Tally.zero
    var rows: [MonthRow] = []
    for month in months {
      let row = Category.allCases.map { tallies[month]?[$0] ?? .zero }
      var rowTotal = Tally.zero
      for (index, tally) in row.enumerated() {
        rowTotal = try rowTotal.adding(tally)
        categoryTotals[index] = try categoryTotals[index].adding(tally)
      }
      total = try total.adding(rowTotal)
      rows.append(
        MonthRow(month: month, dates: month.dates(startingOn: start), tallies: row, total: rowTotal)
      )
    }
    self.months = rows
    self.categoryTotals = categoryTotals
    self.total = total
  }

  /// From the first month's first day to the last month's last day.
  public var dates: DateRange {
    guard let first = months.first, let last = months.last else { return .all }
    return DateRange(first.dates.first, last.dates.last)
  }

  /// Returns the rows of the months the ledger covers: from the month of its first entry
  /// (`firstEntry`, nil when it has none) to `current`, this month; months before the ledger
  /// began, and months that have not come yet, are not averaged.
  public func coveredMonths(firstEntry: YearMonth?, current: YearMonth) -> [MonthRow] {
    guard let firstEntry else { return [] }
    return months.filter { firstEntry <= $0.month && $0.month <= current }
  }

  /// Returns the average month over `rows` (such as `coveredMonths(firstEntry:current:)`),
  /// each amount rounded to the nearest yen (halves up); zero over no months.
  public func average(of rows: [MonthRow]) throws(ReportError) -> Average {
    var sums = Category.allCases.map { _ in Yen.zero }
    var total = Yen.zero
    for row in rows {
      for (index, tally) in row.tallies.enumerated() {
        guard let sum = sums[index].adding(tally.total) else { throw .overflow }
        sums[index] = sum
      }
      guard let sum = total.adding(row.total.total) else { throw .overflow }
      total = sum
    }
    func divided(_ sum: Yen) -> Yen {
      guard !rows.isEmpty else { return .zero }
      let count = Int64(rows.count)
      let (quotient, remainder) = sum.value.quotientAndRemainder(dividingBy: count)
      return Yen(quotient + (remainder >= count - remainder ? 1 : 0))
    }
    return Average(categories: sums.map(divided), total: divided(total), monthCount: rows.count)
  }

  /// One sparkline per category, in picker order, each scaled to the category's own largest
  /// month.
  public var categorySparklines: [String] {
    Category.allCases.indices.map { index in
      Sparkline.text(months.map { $0.tallies[index].total })
    }
  }

  /// The sparkline of the monthly totals.
  public var totalSparkline: String { Sparkline.text(months.map(\.total.total)) }
}
