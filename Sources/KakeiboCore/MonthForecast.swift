/// How the month will end: what was spent so far, what the recurring rules will still add (予定),
/// the variable spending projected for the days left (`SpendingForecast`), and their sum
/// (月末見込み) with its range, per category and in all, against the budgets where set; and the
/// same for income (scheduled only: income is not projected). Made for the current month and
/// the months ahead (which have no projection: nothing of them is known but the rules).
public struct MonthForecast: Hashable, Sendable {
  /// One line of the forecast.
  public struct Line: Hashable, Sendable {
    /// What the month's entries add up to now.
    public let soFar: Yen
    /// What the rules will still add.
    public let scheduled: Tally
    /// The variable spending projected for the days left, and its range; zero without a
    /// projection.
    public let projected: Yen
    public let projectedLow: Yen
    public let projectedHigh: Yen
    /// `soFar` + `scheduled` + `projected`, and the range the projection's gives it.
    public let forecast: Yen
    public let low: Yen
    public let high: Yen
    /// The budget in force, if any.
    public let budget: Yen?

    public init(
      soFar: Yen, scheduled: Tally, projected: (expected: Yen, low: Yen, high: Yen)? = nil,
      budget: Yen?
    ) throws(ReportError) {
      let projected = projected ?? (.zero, .zero, .zero)
      guard let known = soFar.adding(scheduled.total),
        let forecast = known.adding(projected.expected), let low = known.adding(projected.low),
        let high = known.adding(projected.high)
      else { throw .overflow }
      self.soFar = soFar
      self.scheduled = scheduled
      self.projected = projected.expected
      self.projectedLow = projected.low
      self.projectedHigh = projected.high
      self.forecast = forecast
      self.low = low
      self.high = high
      self.budget = budget
    }

    /// Whether the forecast passes the budget.
    public var isOverBudget: Bool { budget.map { forecast > $0 } ?? false }
    /// Whether there is anything to say of the line: spent, scheduled or projected.
    public var isEmpty: Bool { soFar == .zero && scheduled.count == 0 && projected == .zero }
  }

  /// One line per category, in picker order.
  public let categories: [(category: Category, line: Line)]
  public let total: Line
  public let income: Line
  /// How the variable spending was projected; nil for a month ahead.
  public let projection: SpendingForecast?

  /// The forecast of `report`'s month with `schedule`, what the rules will still add to it, and
  /// `projection`, the variable spending of the days left (none for a month ahead).
  public init(report: MonthlyReport, schedule: Schedule, projection: SpendingForecast? = nil)
    throws(ReportError)
  {
    var sums = (expected: Yen.zero, low: Yen.zero, high: Yen.zero)
    categories = try report.rows.map { row throws(ReportError) in
      let projected = projection?.categories[row.category].map {
        (expected: $0.expected, low: $0.low, high: $0.high)
      }
      if let projected {
        guard let expected = sums.expected.adding(projected.expected),
          let low = sums.low.adding(projected.low), let high = sums.high.adding(projected.high)
        else { throw .overflow }
        sums = (expected, low, high)
      }
      return (
        row.category,
        try Line(
          soFar: row.tally.total, scheduled: schedule.categories[row.category] ?? .zero,
          projected: projected, budget: row.budget?.budget)
      )
    }
    // The month's total is held against the budgets only when every category has one: the
    // budgets' sum says nothing of the categories without.
    let everyBudgeted = report.rows.allSatisfy { $0.budget != nil }
    total = try Line(
      soFar: report.total.total, scheduled: try schedule.total(),
      projected: projection == nil ? nil : sums,
      budget: everyBudgeted ? report.budget?.budget : nil)
    income = try Line(soFar: report.income.total, scheduled: schedule.income, budget: nil)
    self.projection = projection
  }

  /// Whether the rules add anything more this month.
  public var hasScheduled: Bool { total.scheduled.count > 0 || income.scheduled.count > 0 }

  /// Whether the forecast says more than the month's pace does: something is scheduled, or
  /// the projection has a month before to weigh the pace against.
  public var isShown: Bool { hasScheduled || (projection?.historyMonths ?? 0) > 0 }

  public static func == (lhs: MonthForecast, rhs: MonthForecast) -> Bool {
    lhs.total == rhs.total && lhs.income == rhs.income && lhs.projection == rhs.projection
      && lhs.categories.map(\.line) == rhs.categories.map(\.line)
  }

  public func hash(into hasher: inout Hasher) {
    hasher.combine(total)
    hasher.combine(income)
    for (_, line) in categories { hasher.combine(line) }
  }
}
