import KakeiboCore

extension Ledger {
  /// The ledger's recurring rules and the entries they make when due.
  public var rules: Rules { Rules(ledger: self) }

  /// The ledger's recurring rules and the entries they make when due.
  public struct Rules {
    let ledger: Ledger

    /// Returns the rules, by id: those still running on `today`, or every one with `includingEnded`.
    public func all(includingEnded: Bool = false, today: LedgerDate) throws(LedgerError)
      -> [RecurringRule]
    {
      try ledger.recurringRules(includingEnded: includingEnded, today: today)
    }

    /// Returns rule `id`, ended or not, or nil when there is none.
    public func rule(id: Int64) throws(LedgerError) -> RecurringRule? {
      try ledger.recurringRule(id: id)
    }

    /// How many entries rule `id` has made, edited or deleted since or not.
    public func entriesMade(byRule id: Int64) throws(LedgerError) -> Int {
      try ledger.entriesMade(byRule: id)
    }

    /// What the rules will still add to `dates` after `today`: nil for dates that are over (a
    /// past month has nothing ahead of it).
    public func schedule(remainingIn dates: DateRange, today: LedgerDate) throws(LedgerError)
      -> Schedule?
    {
      try ledger.schedule(remainingIn: dates, today: today)
    }

    /// What the rules will still add from `first` through `last`: the month's 予定 (the
    /// occurrences that have no entry yet).
    public func schedule(from first: LedgerDate, through last: LedgerDate, today: LedgerDate)
      throws(LedgerError) -> Schedule
    {
      try ledger.schedule(from: first, through: last, today: today)
    }

    /// The occurrences due by `today` that no entry has been made for yet, oldest first: what
    /// `makeDueEntries(through:)` would make. A read, so that a read-only ledger can say what it
    /// could not make.
    public func due(through today: LedgerDate) throws(LedgerError) -> [(
      rule: RecurringRule, date: LedgerDate
    )] {
      try ledger.dueOccurrences(through: today)
    }

    /// Makes an entry of every occurrence due by `today` that has none yet, each exactly once
    /// whoever else does the same at the same moment, and returns how many it made. Takes the
    /// write lock only when something is due; nothing is written when nothing is. Memory stays
    /// flat however many fall due: each entry is written as it is made, and none is kept.
    ///
    /// On an offline copy nothing is made: the server makes the rules' entries, once, and the
    /// copy shows them as scheduled until it is pulled (see `schedule(remainingIn:today:)`).
    @discardableResult
    public func makeDueEntries(through today: LedgerDate) throws(LedgerError) -> Int {
      try ledger.makeDueEntries(through: today)
    }

    /// Adds `rule` (its id is given here) and makes the entries it has due by `today`, all as one
    /// change, telling `report` of the rule and then of each entry as it is made (so that memory
    /// stays flat however many there are). Returns the rule and how many entries it made;
    /// rethrows what `report` throws, and then nothing is written.
    @discardableResult
    public func add(
      _ rule: RecurringRule, today: LedgerDate, reporting report: (RuleProgress) throws -> Void
    ) throws -> (rule: RecurringRule, made: Int) {
      try ledger.addRule(rule, today: today, reporting: report)
    }

    /// Replaces rule `id` with `change(rule)`, from tomorrow on: entries made already stay as they
    /// are. Returns the rule before and after, or nil when there is no such rule. The same values
    /// again are recorded as a change that changed nothing.
    public func edit(
      id: Int64, today: LedgerDate, _ change: (RecurringRule) -> RecurringRule
    ) throws(LedgerError) -> (before: RecurringRule, after: RecurringRule)? {
      try ledger.editRule(id: id, today: today, change)
    }

    /// Ends rule `id` today: no occurrence after today is made, and the entries it made stay.
    /// Returns the rule as it was, or nil when there is no such rule or it has ended already.
    public func remove(id: Int64, today: LedgerDate) throws(LedgerError) -> RecurringRule? {
      try ledger.removeRule(id: id, today: today)
    }

    /// The ids of the provisional entries (見込み) dated in `dates`: made by a rule that is an
    /// estimate, and not yet replaced by a statement's row (no source, no fingerprint). One query;
    /// few rows (one a month per estimate rule).
    public func provisionalEntryIDs(in dates: DateRange) throws(LedgerError) -> Set<Int64> {
      try ledger.provisionalEntryIDs(in: dates)
    }
  }
}
