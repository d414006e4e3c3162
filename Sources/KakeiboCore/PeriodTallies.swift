/// The sums of a period's entries: the expenses (refunds included) by category and by 内訳
/// within each, and the income by its 内訳. Entries without a 内訳 are under the key nil.
public struct PeriodTallies: Hashable, Sendable {
  /// Each category's expenses; categories without entries are absent.
  public var categories: [Category: Tally] = [:]
  /// Each category's expenses by 内訳.
  public var subcategories: [Category: [Subcategory?: Tally]] = [:]
  /// All the income.
  public var income = Tally.zero
  /// The income by 内訳 (給与, 賞与, …).
  public var incomeBySubcategory: [Subcategory?: Tally] = [:]

  public init() {}

  /// Adds expenses of `category` and `subcategory`. Throws when a sum does not fit.
  public mutating func addExpense(_ tally: Tally, category: Category, subcategory: Subcategory?)
    throws(ReportError)
  {
    categories[category] = try (categories[category] ?? .zero).adding(tally)
    subcategories[category, default: [:]][subcategory] = try
      (subcategories[category]?[subcategory] ?? .zero).adding(tally)
  }

  /// Adds income of `subcategory`. Throws when a sum does not fit.
  public mutating func addIncome(_ tally: Tally, subcategory: Subcategory?) throws(ReportError) {
    income = try income.adding(tally)
    incomeBySubcategory[subcategory] = try (incomeBySubcategory[subcategory] ?? .zero).adding(
      tally)
  }
}
