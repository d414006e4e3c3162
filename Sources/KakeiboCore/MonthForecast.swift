/// How the month will end: what was spent so far, what the recurring rules will still add (予定)
/// and their sum (月末見込み), per category and in all, against the budgets where set; and the
/// same for income. Made for the current month and the months ahead.
public struct MonthForecast: Hashable, Sendable {
  /// One line of the forecast.
  public struct Line: Hashable, Sendable {
    /// What the month's entries add up to now.
    public let soFar: Yen
    /// What the rules will still add.
    public let scheduled: Tally
    /// `soFar` + `scheduled`.
    public let forecast: Yen
    /// The budget in force, if any.
    public let budget: Yen?

    init(soFar: Yen, scheduled: Tally, budget: Yen?) throws(ReportError) {
      guard let forecast = soFar.adding(scheduled.total) else { throw .overflow }
      self.soFar = soFar
      self.scheduled = scheduled
      self.forecast = forecast
      self.budget = budget
    }

    /// Whether the forecast passes the budget.
    public var isOverBudget: Bool { budget.map { forecast > $0 } ?? false }
  }

  /// One line per category, in picker order.
  public let categories: [(category: Category, line: Line)]
  public let total: Line
  public let income: Line

  /// The forecast of `report`'s month with `schedule`, what the rules will still add to it.
  public init(report: MonthlyReport, schedule: Schedule) throws(ReportError) {
    categories = try report.rows.map { row throws(ReportError) in
      (
        row.category,
        try Line(
          soFar: row.tally.total, scheduled: schedule.categories[row.category] ?? .zero,
          budget: row.budget?.budget)
      )
    }
    // The month's total is held against the budgets only when every category has one: the
    // budgets' sum says nothing of the categories without.
    let everyBudgeted = report.rows.allSatisfy { $0.budget != nil }
    total = try Line(
      soFar: report.total.total, scheduled: try schedule.total(),
      budget: everyBudgeted ? report.budget?.budget : nil)
    income = try Line(soFar: report.income.total, scheduled: schedule.income, budget: nil)
  }

  /// Whether the rules add anything more this month.
  public var hasScheduled: Bool { total.scheduled.count > 0 || income.scheduled.count > 0 }

  public static func == (lhs: MonthForecast, rhs: MonthForecast) -> Bool {
    lhs.total == rhs.total && lhs.income == rhs.income
      && lhs.categories.map(\.line) == rhs.categories.map(\.line)
  }

  public func hash(into hasher: inout Hasher) {
    hasher.combine(total)
    hasher.combine(income)
    for (_, line) in categories { hasher.combine(line) }
  }
}
