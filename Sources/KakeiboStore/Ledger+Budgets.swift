import KakeiboCore

/// Budgets per category. Setting or removing one is recorded in the change log in the same
/// transaction, with the budget it replaced in `change_budgets`, so that `undoLastChange()`
/// restores it.
extension Ledger {
  /// Returns every budget, by category in picker order, then by month.
  func budgetPlan() throws(LedgerError) -> BudgetPlan {
    try guarded {
      let budgets = try connection.rows(
        """
        SELECT b.category, b.from_month, b.amount, b.subcategory, b.only_month FROM budgets AS b
        JOIN categories AS c ON c.key = b.category
        ORDER BY c.position, \(sql.textOrder("b.subcategory")), \(sql.textOrder("b.from_month"))
        """
      ) { row in try decodeBudget(row) }
      return BudgetPlan(budgets)
    }
  }

  /// Reads a budget from the columns category, from_month, amount, subcategory and only_month.
  func decodeBudget(_ row: any SQLRow) throws -> Budget {
    let monthText = row.text(1)
    guard let month = try? YearMonth(parsing: monthText), month.description == monthText
    else {
      throw LedgerError.corrupt(
        path: path, reason: .unexpected(.budget, column: "from_month", value: monthText))
    }
    return Budget(
      category: try category(row.text(0)),
      subcategory: try subcategory(row.text(3), of: .budget), from: month,
      amount: Yen(row.int64(2)), isForItsMonthOnly: row.int64(4) == 1)
  }

  /// Sets `budget`, replacing the budget of its category from the same month, if any (a budget
  /// from that month on, or for that month alone). Returns the budget it replaced, or nil when
  /// there was none. Setting the budget already there is recorded as a budget change that
  /// changed nothing.
  func setBudget(_ budget: Budget) throws(LedgerError) -> Budget? {
    try guarded {
      try connection.writeTransaction {
        try supersedeOfflineConflicts(over: [(.budgets, budget.key.values)])
        let before = try storedBudget(of: budget.key)
        guard before != budget else {
          try recordUnchanged(.budget, .budgetSet(ChangeDetail.ChangedBudget(budget), was: nil))
          return before
        }
        try connection.run(
          """
          INSERT INTO budgets (category, subcategory, from_month, amount, only_month)
          VALUES ($1, $2, $3, $4, $5)
          ON CONFLICT (category, subcategory, from_month)
          DO UPDATE SET amount = excluded.amount, only_month = excluded.only_month
          """,
          budget.key.values + [
            .integer(budget.amount.value), .integer(budget.isForItsMonthOnly ? 1 : 0),
          ])
        try recordBudgetChange(
          .budgetSet(ChangeDetail.ChangedBudget(budget), was: before?.amount.value),
          key: budget.key, before: before)
        return before
      }
    }
  }

  /// Removes the budget of `category` (or of its `subcategory`) from `month` and returns it, or
  /// returns nil when there is none.
  func removeBudget(
    of category: Category, subcategory: Subcategory? = nil, from month: YearMonth
  ) throws(LedgerError) -> Budget? {
    let key = BudgetKey(category: category, subcategory: subcategory, from: month)
    return try guarded {
      try connection.writeTransaction {
        try supersedeOfflineConflicts(over: [(.budgets, key.values)])
        guard let budget = try storedBudget(of: key) else { return nil }
        try connection.run(
          "DELETE FROM budgets WHERE category = $1 AND subcategory = $2 AND from_month = $3",
          key.values)
        try recordBudgetChange(
          .budgetUnset(ChangeDetail.ChangedBudget(budget)), key: key, before: budget)
        return budget
      }
    }
  }

  // MARK: Inside a write transaction

  /// The budget stored under `key`, or nil.
  private func storedBudget(of key: BudgetKey) throws -> Budget? {
    try connection.firstRow(
      """
      SELECT amount, only_month FROM budgets
      WHERE category = $1 AND subcategory = $2 AND from_month = $3
      """, key.values
    ) { row in
      Budget(
        category: key.category, subcategory: key.subcategory, from: key.from,
        amount: Yen(row.int64(0)), isForItsMonthOnly: row.int64(1) == 1)
    }
  }

  /// Records a budget change and the budget it replaced (nil: no budget).
  func recordBudgetChange(_ detail: ChangeDetail, key: BudgetKey, before: Budget?) throws {
    let changeID = try recordChange(.budget, detail, replacing: [])
    try recordReplacedBudget(key, before, in: changeID)
  }

  /// Keeps in `change_budgets` what change `changeID` is about to replace under `key`: the
  /// budget `before`, or nil for none.
  func recordReplacedBudget(_ key: BudgetKey, _ before: Budget?, in changeID: Int64) throws {
    try connection.run(
      """
      INSERT INTO change_budgets (change_id, category, subcategory, from_month, amount, only_month)
      VALUES ($1, $2, $3, $4, $5, $6)
      """,
      [.integer(changeID)] + key.values + [
        before.map { .integer($0.amount.value) } ?? .null,
        before.map { .integer($0.isForItsMonthOnly ? 1 : 0) } ?? .null,
      ])
  }

  /// Puts back the budgets that change `changeID` replaced, as `images` (`change_budgets`, or
  /// for a redo `redo_budgets`) keeps them: removes those that did not exist and restores the
  /// amounts of the others. Runs inside undo's (or redo's) transaction.
  func restoreBudgets(changedBy changeID: Int64, from images: String = "change_budgets") throws {
    try connection.run(
      """
      DELETE FROM budgets WHERE (category, subcategory, from_month) IN (
        SELECT category, subcategory, from_month FROM \(images)
        WHERE change_id = $1 AND amount IS NULL)
      """, [.integer(changeID)])
    try connection.run(
      """
      INSERT INTO budgets (category, subcategory, from_month, amount, only_month)
      SELECT category, subcategory, from_month, amount, coalesce(only_month, 0) FROM \(images)
      WHERE change_id = $1 AND amount IS NOT NULL
      ON CONFLICT (category, subcategory, from_month)
      DO UPDATE SET amount = excluded.amount, only_month = excluded.only_month
      """, [.integer(changeID)])
  }
}

/// What a budget is for, as the budgets table keys it: a category, a 内訳 ('' for the
/// category's own budget) and the month it is from.
struct BudgetKey: Equatable {
  let category: Category
  let subcategory: Subcategory?
  let from: YearMonth

  var values: [SQLValue] {
    [.text(category.key), .text(subcategory?.name ?? ""), .text(from.description)]
  }
}

extension Budget {
  var key: BudgetKey { BudgetKey(category: category, subcategory: subcategory, from: from) }
}
