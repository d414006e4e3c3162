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
    /// The month's income.
    public let income: Tally
    /// Each category's expenses by 内訳 (nil for entries without one).
    public let subcategories: [Category: [Subcategory?: Tally]]

    /// Income minus expenses.
    public var balance: Yen { Yen(income.total.value &- total.total.value) }
    /// The balance as a share of the income; nil without income.
    public var savingsRate: Rate? {
      try? Rate.of(balance.value, over: income.total)
    }
  }

  /// What was spent in an average month: per category (in picker order) and in all.
  public struct Average: Hashable, Sendable {
    public let categories: [Yen]
    public let total: Yen
    /// The average income and balance.
    public let income: Yen
    public let balance: Yen
    /// How many months were averaged.
    public let monthCount: Int
  }

  /// The months, oldest first.
  public let months: [MonthRow]
  /// The tally per category over all the months, in picker order.
  public let categoryTotals: [Tally]
  public let total: Tally
  /// The income over all the months.
  public let income: Tally

  /// Builds the series of `months` (oldest first), each covering its dates when months begin
  /// on `start`, from per-month, per-category tallies; anything absent counts as zero. Throws
  /// when a total does not fit in 64 bits.
  public init(
    months: [YearMonth], startingOn start: MonthStart = .calendar,
    tallies: [YearMonth: [Category: Tally]]
  ) throws(ReportError) {
    var periods: [YearMonth: PeriodTallies] = [:]
    for (month, categories) in tallies {
      var period = PeriodTallies()
      period.categories = categories
      periods[month] = period
    }
    try self.init(months: months, startingOn: start, periods: periods)
  }

  /// Builds the series from each month's sums of expenses by category and 内訳, and of income.
  public init(
    months: [YearMonth], startingOn start: MonthStart = .calendar,
    periods: [YearMonth: PeriodTallies]
  ) throws(ReportError) {
    var rows: [MonthRow] = []
    for month in months {
      let period = periods[month] ?? PeriodTallies()
      let row = Category.allCases.map { period.categories[$0] ?? .zero }
      var rowTotal = Tally.zero
      for tally in row { rowTotal = try rowTotal.adding(tally) }
      rows.append(
        MonthRow(
          month: month, dates: month.dates(startingOn: start), tallies: row, total: rowTotal,
          income: period.income, subcategories: period.subcategories))
    }
    try self.init(rows: rows)
  }

  /// Builds the series of `rows`, adding up their columns.
  init(rows: [MonthRow]) throws(ReportError) {
    var categoryTotals = Category.allCases.map { _ in Tally.zero }
    var total = Tally.zero
    var income = Tally.zero
    for row in rows {
      for (index, tally) in row.tallies.enumerated() {
        categoryTotals[index] = try categoryTotals[index].adding(tally)
      }
      total = try total.adding(row.total)
      income = try income.adding(row.income)
    }
    self.months = rows
    self.categoryTotals = categoryTotals
    self.total = total
    self.income = income
  }

  /// Returns the series from its first month with an entry (an expense or income) on, so that
  /// a chart does not begin with the empty months before the ledger (or a search) has
  /// anything; the whole series when no month has an entry. Throws when a total does not fit.
  public func fromFirstMonthWithEntries() throws(ReportError) -> MonthSeries {
    guard let first = months.firstIndex(where: { $0.total.count > 0 || $0.income.count > 0 }),
      first > 0
    else { return self }
    return try MonthSeries(rows: Array(months[first...]))
  }

  /// Whether any month has income.
  public var hasIncome: Bool { income.count > 0 }

  /// Each category's expenses by 内訳 over all the months. Throws when a sum does not fit.
  public func subcategoryTotals() throws(ReportError) -> [Category: [Subcategory?: Tally]] {
    var totals: [Category: [Subcategory?: Tally]] = [:]
    for row in months {
      for (category, parts) in row.subcategories {
        for (subcategory, tally) in parts {
          totals[category, default: [:]][subcategory] = try
            (totals[category]?[subcategory] ?? .zero).adding(tally)
        }
      }
    }
    return totals
  }

  /// Every category's 内訳 that has entries in any month, in picker order, then by the total
  /// over all months (largest first), those without a 内訳 last.
  public var subcategoryKeys: [(category: Category, subcategory: Subcategory?)] {
    Category.allCases.flatMap { category -> [(Category, Subcategory?)] in
      var totals: [Subcategory?: Int64] = [:]
      for row in months {
        for (subcategory, tally) in row.subcategories[category] ?? [:] {
          totals[subcategory, default: 0] &+= tally.total.value
        }
      }
      return totals.sorted { lhs, rhs in
        if (lhs.key == nil) != (rhs.key == nil) { return rhs.key == nil }
        if lhs.value != rhs.value { return lhs.value > rhs.value }
        return (lhs.key?.name ?? "").unicodeScalars.lexicographicallyPrecedes(
          (rhs.key?.name ?? "").unicodeScalars)
      }.map { (category, $0.key) }
    }
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
    var income = Yen.zero
    for row in rows {
      for (index, tally) in row.tallies.enumerated() {
        guard let sum = sums[index].adding(tally.total) else { throw .overflow }
        sums[index] = sum
      }
      guard let sum = total.adding(row.total.total), let received = income.adding(row.income.total)
      else { throw .overflow }
      total = sum
      income = received
    }
    func divided(_ sum: Yen) -> Yen {
      guard !rows.isEmpty else { return .zero }
      // Halves away from zero, so that a negative sum (refunds) rounds as a positive one.
      let count = UInt64(rows.count)
      let (quotient, remainder) = sum.value.magnitude.quotientAndRemainder(dividingBy: count)
      let rounded = Int64(quotient + (remainder >= count - remainder ? 1 : 0))
      return Yen(sum.value < 0 ? -rounded : rounded)
    }
    let (balance, overflow) = income.value.subtractingReportingOverflow(total.value)
    guard !overflow else { throw .overflow }
    return Average(
      categories: sums.map(divided), total: divided(total), income: divided(income),
      balance: divided(Yen(balance)), monthCount: rows.count)
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
