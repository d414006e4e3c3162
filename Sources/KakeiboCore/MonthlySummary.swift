/// The monthly summary: every category's total, count and share of the month, in picker order,
/// then the month's total.
public struct MonthlySummary: Hashable, Sendable {
  public struct Row: Hashable, Sendable {
    public let category: Category
    public let tally: Tally
    /// The category's share of the month; nil for a negative total (more refunded than
    /// spent), which has no share.
    public let share: Share?
  }

  public let month: YearMonth
  /// One row per category, zero or not, in picker order.
  public let rows: [Row]
  public let total: Tally

  /// Builds the summary from per-category tallies; categories absent from `tallies` count as
  /// zero. Throws when the month's total does not fit in 64 bits.
  public init(month: YearMonth, tallies: [Category: Tally]) throws(ReportError) {
    let categoryTallies = Category.allCases.map { tallies[$0] ?? .zero }
    var total = Tally.zero
    for tally in categoryTallies { total = try total.adding(tally) }
    let shares = try Share.ofPartsAllowingNegative(categoryTallies.map(\.total))
    self.month = month
    self.rows = zip(Category.allCases, zip(categoryTallies, shares)).map {
      Row(category: $0, tally: $1.0, share: $1.1)
    }
    self.total = total
  }
}
