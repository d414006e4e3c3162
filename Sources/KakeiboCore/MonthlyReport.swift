/// The monthly report: the monthly summary with, for each category, the change against the
/// previous month, the budget in force and the largest memos, and, for the current month, how
/// the month is going.
public struct MonthlyReport: Hashable, Sendable {
  public struct Row: Hashable, Sendable {
    public let category: Category
    public let tally: Tally
    public let share: Share
    /// The category's total against the previous month's.
    public let change: MonthOverMonth
    /// The category's spending against its budget; nil when it has none this month.
    public let budget: BudgetStatus?
    /// The category's largest memos by total, largest first.
    public let topMemos: [MemoTally]
  }

  public let month: YearMonth
  /// The dates the month covers (with its month start).
  public let dates: DateRange
  /// The month before, nil for 0001-01.
  public let previousMonth: YearMonth?
  /// One row per category, in picker order.
  public let rows: [Row]
  public let total: Tally
  public let previousTotal: Tally
  /// The month's total against the previous month's.
  public let change: MonthOverMonth
  /// Spending against the sum of the budgets, over the categories that have one; nil when no
  /// category has a budget this month.
  public let budget: BudgetStatus?
  /// How the month is going, when it is the current month.
  public let pace: MonthPace?

  /// Builds the report of `month`, which covers `dates`, from its per-category tallies, the
  /// previous month's, the budgets in force and each category's largest memos. Categories
  /// absent from a dictionary count as zero or as having nothing. Throws when a total or rate
  /// does not fit in 64 bits.
  public init(
    month: YearMonth, dates: DateRange, tallies: [Category: Tally],
    previous: [Category: Tally], budgets: [Category: Budget] = [:],
    topMemos: [Category: [MemoTally]] = [:], pace: MonthPace? = nil
  ) throws(ReportError) {
    let summary = try MonthlySummary(month: month, tallies: tallies)
    var previousTotal = Tally.zero
    var budgeted = (budget: Yen.zero, spent: Yen.zero, any: false)
    var rows: [Row] = []
    for row in summary.rows {
      let before = previous[row.category] ?? .zero
      previousTotal = try previousTotal.adding(before)
      var status: BudgetStatus?
      if let budget = budgets[row.category] {
        status = try BudgetStatus(budget: budget.amount, spent: row.tally.total)
        guard let budgetSum = budgeted.budget.adding(budget.amount),
          let spentSum = budgeted.spent.adding(row.tally.total)
        else { throw .overflow }
        budgeted = (budgetSum, spentSum, true)
      }
      rows.append(
        Row(
          category: row.category, tally: row.tally, share: row.share,
          change: try MonthOverMonth(previous: before.total, current: row.tally.total),
          budget: status, topMemos: topMemos[row.category] ?? []))
    }
    self.month = month
    self.dates = dates
    self.previousMonth = month.previous
    self.rows = rows
    self.total = summary.total
    self.previousTotal = previousTotal
    self.change = try MonthOverMonth(previous: previousTotal.total, current: summary.total.total)
    self.budget =
      budgeted.any ? try BudgetStatus(budget: budgeted.budget, spent: budgeted.spent) : nil
    self.pace = pace
  }

  /// The largest category total, which fills a whole bar.
  public var largestTotal: Yen { rows.map(\.tally.total).max() ?? .zero }

  /// The month's total as a share: 100% when anything was spent, else 0%.
  public var totalShare: Share { Share(permille: total.total.value > 0 ? 1000 : 0) }
}
