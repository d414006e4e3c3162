import KakeiboCore

extension Ledger {
  /// The ledger's budgets, per category (and 内訳) from a month on, or for one month.
  public var budgets: Budgets { Budgets(ledger: self) }

  /// The ledger's budgets, per category (and 内訳) from a month on, or for one month.
  public struct Budgets {
    let ledger: Ledger

    /// Returns every budget, by category in picker order, then by month.
    public func plan() throws(LedgerError) -> BudgetPlan {
      try ledger.budgetPlan()
    }

    /// Sets `budget`, replacing the budget of its category from the same month, if any (a budget
    /// from that month on, or for that month alone). Returns the budget it replaced, or nil when
    /// there was none. Setting the budget already there is recorded as a budget change that
    /// changed nothing.
    public func set(_ budget: Budget) throws(LedgerError) -> Budget? {
      try ledger.setBudget(budget)
    }

    /// Removes the budget of `category` (or of its `subcategory`) from `month` and returns it, or
    /// returns nil when there is none.
    public func remove(
      of category: Category, subcategory: Subcategory? = nil, from month: YearMonth
    ) throws(LedgerError) -> Budget? {
      try ledger.removeBudget(of: category, subcategory: subcategory, from: month)
    }
  }
}
