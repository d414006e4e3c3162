/// 精算: who paid what over a period, whose it was, and the transfers that settle everyone.
/// No I/O: the store reads the entries and the transfers already recorded, and this adds them up.
public struct Settlement: Hashable, Sendable {
  /// One person's position over the period.
  public struct Balance: Hashable, Sendable {
    public let person: Person
    /// What they paid (支払額): the expenses they paid (refunds lower it), less the shared
    /// income they received.
    public let paid: Int64
    /// Their share (負担額) of the expenses, less their share of shared income.
    public let share: Int64
    /// What they have already transferred to others (精算 recorded), less what they received.
    public let settled: Int64
    /// paid − share + settled (差額): above zero, the others owe them; below, they owe.
    public var difference: Int64 { paid - share + settled }
  }

  /// A payment from someone who owes to someone who is owed.
  public struct Transfer: Hashable, Sendable {
    public let from: Person
    public let to: Person
    public let amount: Yen

    public init(from: Person, to: Person, amount: Yen) {
      self.from = from
      self.to = to
      self.amount = amount
    }
  }

  /// One entry as settling sees it: who paid, its amount (negative for a refund), whether it is
  /// income, and each person's share.
  public struct Item: Sendable {
    public let payer: Person
    public let amount: Yen
    public let isIncome: Bool
    public let shares: [Split.Share]

    public init(payer: Person, amount: Yen, isIncome: Bool, shares: [Split.Share]) {
      self.payer = payer
      self.amount = amount
      self.isIncome = isIncome
      self.shares = shares
    }
  }

  /// Everyone, the household's people first in its order, then anyone else an entry names.
  public let balances: [Balance]
  /// The transfers that bring every difference to zero: at most one fewer than the people
  /// with a difference, largest debts paid to largest claims first.
  public let transfers: [Transfer]

  /// Adds up `items` and the transfers `recorded` for `people`. Income received by one person
  /// alone is theirs and changes nothing; shared income is money the receiver holds for the
  /// others. Throws `.overflow` when a sum does not fit in 64 bits.
  public init(people: [Person], items: [Item], recorded: [Transfer]) throws(ReportError) {
    var order = people
    var paid: [Person: Int64] = [:]
    var share: [Person: Int64] = [:]
    var settled: [Person: Int64] = [:]
    func note(_ person: Person) {
      if !order.contains(person) { order.append(person) }
    }
    func add(_ value: Int64, to person: Person, in sums: inout [Person: Int64]) throws(ReportError)
    {
      note(person)
      let (sum, overflow) = (sums[person] ?? 0).addingReportingOverflow(value)
      if overflow { throw .overflow }
      sums[person] = sum
    }
    for item in items {
      if item.isIncome, item.shares.count == 1, item.shares[0].person == item.payer { continue }
      let sign: Int64 = item.isIncome ? -1 : 1
      try add(sign * item.amount.value, to: item.payer, in: &paid)
      for part in item.shares { try add(sign * part.amount.value, to: part.person, in: &share) }
    }
    for transfer in recorded {
      try add(transfer.amount.value, to: transfer.from, in: &settled)
      try add(-transfer.amount.value, to: transfer.to, in: &settled)
    }
    var balances: [Balance] = []
    for person in order {
      let balance = Balance(
        person: person, paid: paid[person] ?? 0, share: share[person] ?? 0,
        settled: settled[person] ?? 0)
      let (_, overflow) = (balance.paid - balance.share).addingReportingOverflow(balance.settled)
      if overflow || balance.paid.subtractingReportingOverflow(balance.share).overflow {
        throw .overflow
      }
      balances.append(balance)
    }
    self.balances = balances
    self.transfers = Self.transfers(settling: balances.map { ($0.person, $0.difference) })
  }

  /// The transfers that bring each `(person, difference)` to zero (the differences add up to
  /// zero): repeatedly the largest debtor pays the largest creditor the smaller of the two
  /// amounts, which settles at least one of them each time, so n people need at most n − 1.
  /// Ties go to the person listed first.
  static func transfers(settling differences: [(Person, Int64)]) -> [Transfer] {
    var owed = differences.enumerated().filter { $0.element.1 > 0 }.map {
      (index: $0.offset, person: $0.element.0, amount: $0.element.1)
    }
    var owing = differences.enumerated().filter { $0.element.1 < 0 }.map {
      (index: $0.offset, person: $0.element.0, amount: -$0.element.1)
    }
    var result: [Transfer] = []
    while true {
      owed.sort { $0.amount != $1.amount ? $0.amount > $1.amount : $0.index < $1.index }
      owing.sort { $0.amount != $1.amount ? $0.amount > $1.amount : $0.index < $1.index }
      guard let creditor = owed.first, let debtor = owing.first else { break }
      let amount = min(creditor.amount, debtor.amount)
      result.append(Transfer(from: debtor.person, to: creditor.person, amount: Yen(amount)))
      owed[0].amount -= amount
      owing[0].amount -= amount
      owed.removeAll { $0.amount == 0 }
      owing.removeAll { $0.amount == 0 }
    }
    return result
  }

  /// Whether nobody owes anybody anything.
  public var isSettled: Bool { transfers.isEmpty }
}
