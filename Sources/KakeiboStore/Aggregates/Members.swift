import KakeiboCore

extension Ledger {
  /// The household: a shared ledger's members (roles), the people payers and splits name, and
  /// their settlements.
  public var members: Members { Members(ledger: self) }

  /// The household: a shared ledger's members (roles), the people payers and splits name, and
  /// their settlements.
  public struct Members {
    let ledger: Ledger

    /// The owner, then every member, by name.
    public func all() throws(LedgerError) -> [Member] {
      try ledger.memberList()
    }

    /// Gives `role` the access it needs to the ledger, reading or reading and writing, replacing
    /// what it had. Only the ledger's owner may; the role must exist on the server.
    public func add(_ role: String, access: Member.Access) throws(LedgerError) {
      try ledger.addMember(role, access: access)
    }

    /// Takes every access to the ledger away from `role`; returns whether it had any. Only the
    /// ledger's owner may.
    @discardableResult
    public func remove(_ role: String) throws(LedgerError) -> Bool {
      try ledger.removeMember(role)
    }

    /// The household: its people in order, who "I" am, their shown names and the split an
    /// expense without its own follows.
    public func household() throws(LedgerError) -> Household {
      try ledger.household()
    }

    /// Records `person` as one of the household's people on a ledger in a file (with the name
    /// `displayName` shown for them, when given). Returns false when they were already there (the
    /// shown name is then changed). Not a change the change log keeps: as a member's access on a
    /// shared ledger, it is undone with `member remove`.
    @discardableResult
    public func addPerson(_ person: Person, displayName: String? = nil) throws(LedgerError) -> Bool
    {
      try ledger.addPerson(person, displayName: displayName)
    }

    /// Gives `person` the shown name `displayName` (nil: their own name). On a shared ledger only
    /// its owner may, for one of its members.
    public func rename(_ person: Person, to displayName: String?) throws(LedgerError) {
      try ledger.rename(person, to: displayName)
    }

    /// Removes `person` from a file's household; returns whether they were there. Their entries
    /// keep naming them.
    @discardableResult
    public func removePerson(_ person: Person) throws(LedgerError) -> Bool {
      try ledger.removePerson(person)
    }

    /// Who paid what over `range`, whose it was, what was already settled there (the recorded
    /// settlements whose period lies within it), and the transfers that settle the rest.
    public func settlement(in range: DateRange, household: Household) throws(LedgerError)
      -> Settlement
    {
      try ledger.settlement(in: range, household: household)
    }

    /// Records the transfers that settle `range` as settlements (精算), in one change of
    /// `period` (`2026-11`, as the command named it), and returns the settlement as it was
    /// before them. When nothing is owed, records a change that changed nothing.
    public func recordSettlement(in range: DateRange, period: String) throws(LedgerError)
      -> Settlement
    {
      try ledger.recordSettlement(in: range, period: period)
    }
  }
}
