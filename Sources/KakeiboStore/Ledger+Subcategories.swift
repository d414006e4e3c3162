import KakeiboCore

/// The 内訳 in use: a ledger's 内訳 are the ones its entries carry, nothing declared.
extension Ledger {
  /// Each category's 内訳 in use (and, under nil, income's), most used first, then by name;
  /// the count is how many entries carry it.
  public func subcategoriesInUse() throws(LedgerError) -> [Category?: [(Subcategory, Int64)]] {
    try guarded {
      var result: [Category?: [(Subcategory, Int64)]] = [:]
      try connection.forEachRow(
        """
        SELECT category, subcategory, count(*) FROM entries WHERE subcategory IS NOT NULL
        GROUP BY kind, category, subcategory
        ORDER BY count(*) DESC, \(sql.textOrder("subcategory"))
        """, []
      ) { row in
        guard !row.text(1).isEmpty else { return }
        let subcategory = Subcategory(stored: row.text(1))
        let category = row.isNull(0) ? nil : try entryCategory(row.text(0))
        result[category, default: []].append((subcategory, row.int64(2)))
      }
      return result
    }
  }

  /// Gives the 内訳 `old` of `category` (nil: income's) the name `new` (nil: none) wherever it
  /// is used: on every entry, in the recurring rules (so that the next entry a rule makes has
  /// the new name, not the old), and in the budgets of that 内訳 (which a budget of `new` from
  /// the same month, if any, gives way to). Renaming to a 内訳 already in use merges the two.
  /// One change that `undo` reverts; returns what changed, none of it recorded as a change
  /// that changed nothing.
  public func renameSubcategory(
    in category: Category?, from old: Subcategory, to new: Subcategory?
  ) throws(LedgerError) -> SubcategoryChange {
    return try reclassify(
      detail: { counts in
        .subcategoryRenamed(
          category: category?.name, from: old.name, to: new?.name, counts: counts)
      }, kind: category == nil ? .income : .expense, from: (category, old),
      to: (category, new))
  }

  /// Moves the 内訳 `subcategory` of `category` to the category `target`, with its entries, its
  /// budgets and the recurring rules that make it (`categories move 外食 --to 娯楽費`): after
  /// it, 娯楽費 › 外食 is what 生活費 › 外食 was. Where `target` already has that 内訳, the two
  /// merge (a budget of it from the same month gives way to the one moved). One change that
  /// `undo` reverts; returns what moved.
  public func moveSubcategory(
    _ subcategory: Subcategory, of category: Category, to target: Category
  ) throws(LedgerError) -> SubcategoryChange {
    return try reclassify(
      detail: { counts in
        .subcategoryMoved(
          subcategory: subcategory.name, from: category.name, to: target.name, counts: counts)
      }, kind: .expense, from: (category, subcategory),
      to: (target, subcategory))
  }

  /// Gives everything of `kind` that is `from` (a category, nil for income, and a 内訳) the
  /// category and 内訳 `to`: entries, rules and budgets, as one change that `detail` gives what
  /// it reclassified.
  private func reclassify(
    detail: (ChangeDetail.ReclassifiedCounts) -> ChangeDetail, kind: EntryKind,
    from: (Category?, Subcategory), to: (Category?, Subcategory?)
  ) throws(LedgerError) -> SubcategoryChange {
    try guarded {
      try connection.writeTransaction {
        let (category, old) = from
        let (target, new) = to
        let condition =
          category == nil
          ? "kind = 'income' AND subcategory = $1" : "category = $2 AND subcategory = $1"
        let values: [SQLValue] = [.text(old.name)] + (category.map { [.text($0.key)] } ?? [])
        let ids = try connection.rows(
          "SELECT id FROM entries WHERE \(condition) ORDER BY id", values
        ) { $0.int64(0) }
        let rules = try connection.rows(
          "SELECT \(Self.ruleColumns) FROM recurring_rules WHERE \(condition) ORDER BY id", values,
          decodeRule)
        // A 内訳's budgets follow it to its new name; merged into none, they stay as they are,
        // since a category's own budget is another thing.
        let budgets =
          try category.flatMap { category in new == nil ? nil : category }.map { category in
            try self.budgets().budgets.filter {
              $0.category == category && $0.subcategory == old
            }
          } ?? []
        let result = SubcategoryChange(
          entries: ids.count, rules: rules.count, budgets: budgets.count)
        guard result.entries + result.rules + result.budgets > 0, (category, old) != (target, new)
        else {
          try recordUnchanged(.edit, detail(.init(entries: 0, rules: 0, budgets: 0)))
          return SubcategoryChange(entries: 0, rules: 0, budgets: 0)
        }
        let changeID = try recordChange(
          .edit,
          detail(
            .init(entries: result.entries, rules: result.rules, budgets: result.budgets)),
          replacing: ids)
        let newValues: [SQLValue] = [
          target.map { .text($0.key) } ?? .null, new.map { .text($0.name) } ?? .null,
        ]
        let shift = values.count
        try connection.run(
          "UPDATE entries SET category = $\(shift + 1), subcategory = $\(shift + 2) WHERE \(condition)",
          values + newValues)
        try SearchKeys.refresh(
          where: "id IN (SELECT entry_id FROM change_entries WHERE change_id = $1)",
          [.integer(changeID)], on: connection)
        for rule in rules {
          try recordReplacedRule(rule, in: changeID)
          try connection.run(
            "UPDATE recurring_rules SET category = $2, subcategory = $3 WHERE id = $1",
            [.integer(rule.id)] + newValues)
        }
        if let target {
          for budget in budgets {
            let moved = Budget(
              category: target, subcategory: new, from: budget.from, amount: budget.amount,
              isForItsMonthOnly: budget.isForItsMonthOnly)
            let replaced = try self.budgets().budgets.first { $0.key == moved.key }
            try recordReplacedBudget(budget.key, budget, in: changeID)
            if moved.key != budget.key {
              try recordReplacedBudget(moved.key, replaced, in: changeID)
            }
            try connection.run(
              "DELETE FROM budgets WHERE category = $1 AND subcategory = $2 AND from_month = $3",
              budget.key.values)
            try connection.run(
              """
              INSERT INTO budgets (category, subcategory, from_month, amount, only_month)
              VALUES ($1, $2, $3, $4, $5)
              ON CONFLICT (category, subcategory, from_month)
              DO UPDATE SET amount = excluded.amount, only_month = excluded.only_month
              """,
              moved.key.values + [
                .integer(moved.amount.value), .integer(moved.isForItsMonthOnly ? 1 : 0),
              ])
          }
        }
        return result
      }
    }
  }
}

/// What renaming or moving a 内訳 changed: how many entries, recurring rules and budgets.
public struct SubcategoryChange: Hashable, Sendable {
  public let entries: Int
  public let rules: Int
  public let budgets: Int

  public init(entries: Int, rules: Int, budgets: Int) {
    self.entries = entries
    self.rules = rules
    self.budgets = budgets
  }

  /// `3 entries, 1 rule, 1 budget`: the change log's words for it (the parts that are none
  /// left out).
  public var text: String {
    [
      (entries, "entry", "entries"), (rules, "rule", "rules"), (budgets, "budget", "budgets"),
    ].filter { $0.0 > 0 }.map { "\($0.0) \($0.0 == 1 ? $0.1 : $0.2)" }.joined(separator: ", ")
  }
}
