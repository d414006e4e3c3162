/// This month at a glance, as `kakeibo` alone shows it: what was spent, what the budgets leave,
/// the balance (収支), the largest categories and what the recurring rules will still add.
public struct MonthGlance: Sendable {
  /// What the budgets in force leave: their sum, less what their categories spent (below zero
  /// when they are over).
  public struct BudgetLeft: Hashable, Sendable {
    public let budget: Yen
    public let left: Int64

    public init(budget: Yen, left: Int64) {
      self.budget = budget
      self.left = left
    }
  }

  public let month: YearMonth
  public let dates: DateRange
  /// The day of the month today is (1 for the first day), and the month's length.
  public let day: Int
  public let dayCount: Int
  /// The month's expenses, refunds deducted.
  public let spent: Yen
  public let income: Yen
  /// Income less expenses.
  public let balance: Int64
  /// nil when no budget is in force this month.
  public let budgetLeft: BudgetLeft?
  /// The categories that spent something, most first (picker order among equals).
  public let largest: [(category: Category, spent: Yen)]
  /// What the rules will still add this month, by date, and in all.
  public let upcoming: [Schedule.Upcoming]
  public let scheduledExpenses: Tally
  public let scheduledIncome: Tally

  /// The glance at the month `dates` (`month`) on `today`, from its `categories` and `income`,
  /// the `budgets` in force and the rules' `schedule` for the days left.
  public init(
    month: YearMonth, dates: DateRange, today: LedgerDate, categories: [Category: Tally],
    income: Tally, budgets: [Category: Budget], schedule: Schedule?
  ) throws(ReportError) {
    self.month = month
    self.dates = dates
    day = dates.contains(today) ? DateRange(dates.first, today).dayCount : 0
    dayCount = dates.dayCount
    var spent = Tally.zero
    for category in Category.allCases {
      spent = try spent.adding(categories[category] ?? .zero)
    }
    self.spent = spent.total
    self.income = income.total
    let (balance, overflow) = income.total.value.subtractingReportingOverflow(spent.total.value)
    guard !overflow else { throw .overflow }
    self.balance = balance
    if budgets.isEmpty {
      budgetLeft = nil
    } else {
      var (budget, used) = (Int64(0), Int64(0))
      for (category, inForce) in budgets {
        let (sum, overflowed) = budget.addingReportingOverflow(inForce.amount.value)
        guard !overflowed else { throw .overflow }
        budget = sum
        used &+= categories[category]?.total.value ?? 0
      }
      budgetLeft = BudgetLeft(budget: Yen(budget), left: budget &- used)
    }
    largest = Category.allCases.compactMap { category in
      guard let total = categories[category]?.total, total > .zero else { return nil }
      return (category, total)
    }.enumerated().sorted {
      $0.element.1 != $1.element.1 ? $0.element.1 > $1.element.1 : $0.offset < $1.offset
    }.map(\.element)
    upcoming = schedule?.upcoming ?? []
    scheduledExpenses = try schedule?.total() ?? .zero
    scheduledIncome = schedule?.income ?? .zero
  }
}
