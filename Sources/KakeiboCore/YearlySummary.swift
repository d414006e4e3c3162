/// A year by month by category: twelve rows (empty months as zero), a column per category, and
/// the totals of every row and column.
public struct YearlySummary: Hashable, Sendable {
  public typealias MonthRow = MonthSeries.MonthRow

  public let year: Int
  /// The twelve months, January first.
  public let series: MonthSeries

  /// Builds the summary from per-month, per-category tallies; anything absent counts as zero.
  /// With a month start other than the 1st, each month covers the dates `YearMonth.dates(startingOn:)`
  /// gives, so the year begins in the previous December. Throws when a total does not fit in
  /// 64 bits.
  public init(
    year: Int, startingOn start: MonthStart = .calendar, tallies: [YearMonth: [Category: Tally]]
  ) throws(ReportError) {
    self.year = year
    self.series = try MonthSeries(
      months: YearMonth.months(of: year), startingOn: start, tallies: tallies)
  }

  /// Builds the summary from each month's sums by category and 内訳, and of income.
  public init(
    year: Int, startingOn start: MonthStart = .calendar, periods: [YearMonth: PeriodTallies]
  ) throws(ReportError) {
    self.year = year
    self.series = try MonthSeries(
      months: YearMonth.months(of: year), startingOn: start, periods: periods)
  }

  /// The twelve months, January first.
  public var months: [MonthRow] { series.months }
  /// The year's tally per category, in picker order.
  public var categoryTotals: [Tally] { series.categoryTotals }
  public var total: Tally { series.total }

  /// The year as four digits, `2026`.
  public var yearText: String { LedgerDate.padded(year, 4) }

  /// The dates the year covers: January 1 to December 31 for calendar months.
  public var dates: DateRange { series.dates }
}
