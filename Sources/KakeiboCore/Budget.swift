/// A monthly spending limit for a category, or for a 内訳 under it, in force from the month
/// `from` on, until a budget of the same category (and 内訳) from a later month takes over. A
/// budget from the earliest month (0001-01) is the one for every month that has no more
/// specific budget. A budget for one month alone (`isForItsMonthOnly`: December's, for the
/// year-end) is in force in `from` and in no other month: the month after, the budget from
/// before it is in force again.
public struct Budget: Hashable, Sendable {
  public let category: Category
  /// The 内訳 the budget is for; nil for the category's own budget.
  public let subcategory: Subcategory?
  public let from: YearMonth
  public let amount: Yen
  /// Whether the budget is for its month `from` alone (`budget set … --month 12 --only`).
  public let isForItsMonthOnly: Bool

  public init(
    category: Category, subcategory: Subcategory? = nil, from: YearMonth = .earliest, amount: Yen,
    isForItsMonthOnly: Bool = false
  ) {
    self.category = category
    self.subcategory = subcategory
    self.from = from
    self.amount = amount
    // The earliest month's budget is the one for every month.
    self.isForItsMonthOnly = isForItsMonthOnly && from != .earliest
  }

  /// Whether the budget is in force in `month`, other budgets aside: from its month on, or in
  /// its month alone.
  public func applies(in month: YearMonth) -> Bool {
    isForItsMonthOnly ? month == from : from <= month
  }

  /// What the budget is for: `生活費` or `生活費 › 食費`.
  public var target: String {
    subcategory.map { category.name + " › " + $0.name } ?? category.name
  }

  /// Whether this is the budget for every month without a more specific one.
  public var isForEveryMonth: Bool { from == .earliest }

  /// When it applies, in words: `every month`, `from 2026-04` or `for 2026-12 only`.
  public var scopeText: String {
    isForItsMonthOnly ? "for \(from) only" : Self.scopeText(from: from)
  }

  /// When a budget from `month` applies, in words: `every month` or `from 2026-04`.
  public static func scopeText(from month: YearMonth) -> String {
    month == .earliest ? "every month" : "from \(month)"
  }

  /// The budget in one line of plain text, for the change log: `生活費 ¥30,000 from 2026-04`.
  public var summary: String { "\(target) \(amount) \(scopeText)" }
}

/// Every budget in the ledger, and which of them is in force in a given month.
public struct BudgetPlan: Hashable, Sendable {
  public let budgets: [Budget]

  public init(_ budgets: [Budget]) {
    self.budgets = budgets
  }

  /// Returns the budget in force for `category` (or its `subcategory`) in `month`: of its
  /// budgets that apply in `month` (from it or earlier; one for a single month only in that
  /// month), the one from the latest month; nil when there is none.
  public func budget(
    for category: Category, subcategory: Subcategory? = nil, in month: YearMonth
  ) -> Budget? {
    budgets.filter {
      $0.category == category && $0.subcategory == subcategory && $0.applies(in: month)
    }.max { $0.from < $1.from }
  }

  /// Returns the budget in force in `month` for each category that has one of its own.
  public func inForce(in month: YearMonth) -> [Category: Budget] {
    var result: [Category: Budget] = [:]
    for category in Category.allCases {
      result[category] = budget(for: category, in: month)
    }
    return result
  }

  /// Returns the budgets of 内訳 in force in `month`, by category, then by 内訳 in name order.
  public func subcategoryBudgets(in month: YearMonth) -> [Category: [Budget]] {
    var result: [Category: [Budget]] = [:]
    let subcategories = Set(
      budgets.compactMap { budget in
        budget.subcategory.map { (budget.category, $0) }
      }.map { Pair(category: $0.0, subcategory: $0.1) })
    for pair in subcategories {
      if let budget = budget(for: pair.category, subcategory: pair.subcategory, in: month) {
        result[pair.category, default: []].append(budget)
      }
    }
    return result.mapValues {
      $0.sorted { ($0.subcategory?.name ?? "") < ($1.subcategory?.name ?? "") }
    }
  }

  private struct Pair: Hashable {
    let category: Category
    let subcategory: Subcategory
  }
}

/// Spending against a budget: what is left (negative when over) and the share used.
public struct BudgetStatus: Hashable, Sendable {
  public let budget: Yen
  public let spent: Yen
  /// `budget - spent`: negative when the budget is exceeded.
  public let remaining: Yen
  /// `spent / budget`: above 100% when the budget is exceeded.
  public let used: Rate

  /// Compares `spent` with `budget`. Throws when a difference or rate does not fit in 64 bits.
  public init(budget: Yen, spent: Yen) throws(ReportError) {
    let (remaining, overflow) = budget.value.subtractingReportingOverflow(spent.value)
    guard !overflow else { throw .overflow }
    self.budget = budget
    self.spent = spent
    self.remaining = Yen(remaining)
    self.used = try Rate.of(spent.value, over: budget) ?? Rate(permille: 0)
  }

  /// Whether more was spent than the budget allows.
  public var isOver: Bool { spent > budget }
}
