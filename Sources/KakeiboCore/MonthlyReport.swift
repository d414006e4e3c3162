/// The monthly report: the monthly summary with, for each category, the change against the
/// previous month, the budget in force and the largest memos, and, for the current month, how
/// the month is going.
public struct MonthlyReport: Hashable, Sendable {
  public struct Row: Hashable, Sendable {
    public let category: Category
    public let tally: Tally
    /// nil for a negative total (more refunded than spent).
    public let share: Share?
    /// The category's total against the previous month's.
    public let change: MonthOverMonth
    /// The category's spending against its budget; nil when it has none this month.
    public let budget: BudgetStatus?
    /// The category's largest memos by total, largest first.
    public let topMemos: [MemoTally]
    /// The category's 内訳, largest total first (entries without one last, as nil), each with
    /// its share of the category.
    public let subcategories: [SubcategoryRow]
    /// The budgets of the category's 内訳 in force, against what those 内訳 spent.
    public let subcategoryBudgets: [SubcategoryBudget]
  }

  /// A 内訳's budget against what it spent.
  public struct SubcategoryBudget: Hashable, Sendable {
    public let subcategory: Subcategory
    public let status: BudgetStatus
  }

  /// A 内訳's total within its category (or within the income).
  public struct SubcategoryRow: Hashable, Sendable {
    /// nil for the entries without a 内訳.
    public let subcategory: Subcategory?
    public let tally: Tally
    /// Its share of the category's total; nil when either is negative, or when the part is
    /// larger than the whole (other parts' refunds made the category smaller).
    public let share: Share?
  }

  public let month: YearMonth
  /// The dates the month covers (with its month start).
  public let dates: DateRange
  /// The month before, nil for 0001-01.
  public let previousMonth: YearMonth?
  /// The days of the month before that the changes compare with (`previousTotal` and each
  /// row's `change.previous` are of them); nil when not given.
  public let previousDates: DateRange?
  /// Whether those are only the days this month has had so far (a month still running compares
  /// like with like: on its day 1, the previous month's day 1), not the whole previous month.
  public let comparesSameDays: Bool
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
  /// The month's income, and by 内訳 (largest first).
  public let income: Tally
  public let incomeSubcategories: [SubcategoryRow]
  /// Income minus expenses: what was saved (negative when more was spent than received).
  public let balance: Int64
  /// The balance as a share of the income; nil without income.
  public let savingsRate: Rate?
  /// What the recurring rules will still add and how the month will end: for the current month
  /// and the months ahead; nil for a month that is over.
  public private(set) var forecast: MonthForecast?

  /// Builds the report of `month`, which covers `dates`, from its per-category tallies, the
  /// previous month's (over `previousDates`, only its first days when `comparesSameDays`), the
  /// budgets in force and each category's largest memos. Categories absent from a dictionary
  /// count as zero or as having nothing. Throws when a total or rate does not fit in 64 bits.
  public init(
    month: YearMonth, dates: DateRange, tallies: [Category: Tally],
    previous: [Category: Tally], previousDates: DateRange? = nil, comparesSameDays: Bool = false,
    budgets: [Category: Budget] = [:],
    topMemos: [Category: [MemoTally]] = [:], pace: MonthPace? = nil,
    subcategories: [Category: [Subcategory?: Tally]] = [:],
    subcategoryBudgets: [Category: [Budget]] = [:], income: Tally = .zero,
    incomeBySubcategory: [Subcategory?: Tally] = [:], schedule: Schedule? = nil,
    projection: SpendingForecast? = nil
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
      let parts = subcategories[row.category] ?? [:]
      var ownBudgets: [SubcategoryBudget] = []
      for budget in subcategoryBudgets[row.category] ?? [] {
        guard let subcategory = budget.subcategory else { continue }
        ownBudgets.append(
          SubcategoryBudget(
            subcategory: subcategory,
            status: try BudgetStatus(
              budget: budget.amount, spent: parts[subcategory]?.total ?? .zero)))
      }
      rows.append(
        Row(
          category: row.category, tally: row.tally, share: row.share,
          change: try MonthOverMonth(previous: before.total, current: row.tally.total),
          budget: status, topMemos: topMemos[row.category] ?? [],
          subcategories: try Self.subcategoryRows(parts, of: row.tally.total),
          subcategoryBudgets: ownBudgets))
    }
    self.month = month
    self.dates = dates
    self.previousMonth = month.previous
    self.previousDates = previousDates
    self.comparesSameDays = comparesSameDays
    self.rows = rows
    self.total = summary.total
    self.previousTotal = previousTotal
    self.change = try MonthOverMonth(previous: previousTotal.total, current: summary.total.total)
    self.budget =
      budgeted.any ? try BudgetStatus(budget: budgeted.budget, spent: budgeted.spent) : nil
    self.pace = pace
    self.income = income
    self.incomeSubcategories = try Self.subcategoryRows(incomeBySubcategory, of: income.total)
    let (balance, overflow) = income.total.value.subtractingReportingOverflow(
      summary.total.total.value)
    guard !overflow else { throw .overflow }
    self.balance = balance
    self.savingsRate = try Rate.of(balance, over: income.total)
    self.forecast = nil
    if let schedule {
      self.forecast = try MonthForecast(report: self, schedule: schedule, projection: projection)
    }
  }

  /// Rows of `parts`, largest total first, those without a 内訳 last, then by name; each part's
  /// share of `whole`.
  public static func subcategoryRows(_ parts: [Subcategory?: Tally], of whole: Yen)
    throws(ReportError)
    -> [SubcategoryRow]
  {
    let ordered = parts.sorted { lhs, rhs in
      if (lhs.key == nil) != (rhs.key == nil) { return rhs.key == nil }
      if lhs.value.total != rhs.value.total { return lhs.value.total > rhs.value.total }
      return (lhs.key?.name ?? "").unicodeScalars.lexicographicallyPrecedes(
        (rhs.key?.name ?? "").unicodeScalars)
    }
    // Parts that are none of them negative add up to the whole: their shares are rounded to
    // add up to exactly 100%, as the categories' are. Otherwise each part has its own share,
    // or none.
    if whole.value > 0 && ordered.allSatisfy({ $0.value.total.value >= 0 }) {
      let shares = try Share.ofParts(ordered.map(\.value.total))
      return zip(ordered, shares).map {
        SubcategoryRow(subcategory: $0.key, tally: $0.value, share: $1)
      }
    }
    return try ordered.map { subcategory, tally throws(ReportError) in
      let share: Share? =
        whole.value > 0 && (0...whole.value).contains(tally.total.value)
        ? try Share.ofParts([tally.total, Yen(whole.value - tally.total.value)])[0]
        : nil
      return SubcategoryRow(subcategory: subcategory, tally: tally, share: share)
    }
  }

  /// Whether the month has any income.
  public var hasIncome: Bool { income.count > 0 }

  /// The largest category total, which fills a whole bar (zero when none is above zero: bars
  /// start from zero).
  public var largestTotal: Yen { max(.zero, rows.map(\.tally.total).max() ?? .zero) }

  /// The month's total as a share: 100% when anything was spent, 0% when nothing was, and nil
  /// when more was refunded than spent.
  public var totalShare: Share? {
    total.total.value < 0 ? nil : Share(permille: total.total.value > 0 ? 1000 : 0)
  }
}
