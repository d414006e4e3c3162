/// What each person of the household paid and what their share was, by category and 内訳, and
/// of income: `report --by member` (a column per person) and `report --member NAME` (one
/// person's). Shares are the share rule's whole yen (`Split.shares(of:)`), so a category's
/// shares add up to its total exactly. No I/O: the store reads the entries, this adds them up.
public struct MemberShares: Sendable {
  /// The people, the household's first in its order, then anyone else an entry names.
  public private(set) var people: [Person]

  /// Each person's sum in one row (a category, a 内訳, income), and the row's total.
  public struct Sums: Hashable, Sendable {
    public private(set) var byPerson: [Person: Int64] = [:]
    public private(set) var total: Int64 = 0
    /// How many entries the row adds up.
    public private(set) var count = 0

    public init() {}

    /// `person`'s sum (0 for one who has none).
    public func amount(of person: Person) -> Int64 { byPerson[person] ?? 0 }

    mutating func add(_ shares: [Split.Share], total whole: Yen) throws(ReportError) {
      for share in shares {
        let (sum, overflow) = amount(of: share.person).addingReportingOverflow(share.amount.value)
        if overflow { throw .overflow }
        byPerson[share.person] = sum
      }
      let (sum, overflow) = total.addingReportingOverflow(whole.value)
      if overflow { throw .overflow }
      total = sum
      count += 1
    }
  }

  /// One category: its sums, and those of each of its 内訳 (by name).
  public struct CategoryRow: Sendable {
    public let category: Category
    public fileprivate(set) var sums = Sums()
    public fileprivate(set) var subcategories: [Subcategory: Sums] = [:]

    /// The 内訳 in the order a report lists them: the largest total first, then by name.
    public var orderedSubcategories: [(Subcategory, Sums)] {
      subcategories.sorted { a, b in
        a.value.total != b.value.total ? a.value.total > b.value.total : a.key < b.key
      }.map { ($0.key, $0.value) }
    }
  }

  /// Every category, in kakeibo's order, spent in or not.
  public private(set) var categories: [CategoryRow] = Category.allCases.map {
    CategoryRow(category: $0)
  }
  /// The expenses added up: each person's share of them.
  public private(set) var spending = Sums()
  /// What each person paid of the expenses (a refund they received lowers it).
  public private(set) var paid = Sums()
  /// Income: each person's share of it (whoever received it, unless it is split).
  public private(set) var income = Sums()
  /// Income by 内訳.
  public private(set) var incomeBySubcategory: [Subcategory: Sums] = [:]

  /// Empty sums for `household`'s people.
  public init(household: Household) {
    people = household.people
  }

  /// Adds `entry` as `household` splits it.
  public mutating func add(_ entry: Entry, in household: Household) throws(ReportError) {
    let shares = household.shares(of: entry)
    let payer = household.payer(of: entry)
    for person in [payer] + shares.map(\.person) where !people.contains(person) {
      people.append(person)
    }
    if entry.kind == .income {
      try income.add(shares, total: entry.amount)
      if let subcategory = entry.subcategory {
        try incomeBySubcategory[subcategory, default: Sums()].add(shares, total: entry.amount)
      }
      return
    }
    guard let category = entry.category,
      let index = categories.firstIndex(where: { $0.category == category })
    else { return }
    try categories[index].sums.add(shares, total: entry.amount)
    if let subcategory = entry.subcategory {
      try categories[index].subcategories[subcategory, default: Sums()].add(
        shares, total: entry.amount)
    }
    try spending.add(shares, total: entry.amount)
    try paid.add([Split.Share(person: payer, amount: entry.amount)], total: entry.amount)
  }

  /// What `person` paid less their share of the expenses: above zero the others owe them for
  /// these expenses, below zero they owe (before settlements and shared income, which `settle`
  /// counts).
  public func difference(of person: Person) throws(ReportError) -> Int64 {
    let (value, overflow) = paid.amount(of: person).subtractingReportingOverflow(
      spending.amount(of: person))
    if overflow { throw .overflow }
    return value
  }

  /// The income 内訳 in a report's order: the largest total first, then by name.
  public var orderedIncomeSubcategories: [(Subcategory, Sums)] {
    incomeBySubcategory.sorted { a, b in
      a.value.total != b.value.total ? a.value.total > b.value.total : a.key < b.key
    }.map { ($0.key, $0.value) }
  }
}
