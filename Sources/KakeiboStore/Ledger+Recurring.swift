import KakeiboCore

/// Recurring rules (fixed costs, instalment plans, regular income) and the entries they make.
///
/// Adding, editing and removing a rule are changes like any other, with the rule as it was in
/// `change_rules`, so that `undoLastChange()` restores it. The entries a rule makes fall due
/// without anyone asking: `makeDueEntries(through:)`, which every command runs on opening an
/// existing ledger, makes each occurrence exactly once, keyed by (rule, due date) in
/// `recurring_occurrences`, so that a second process or member making the same occurrence at the
/// same moment does nothing. Those entries are recorded as one change of kind `scheduled` per
/// command, which `undo` passes over: it reverts what a person did, not what fell due.
extension Ledger {
  /// The columns a rule is read from, in `decodeRule`'s order.
  static let ruleColumns = """
    id, kind, category, subcategory, amount, memo, day, first_date, last_date, times,
    resume_date, end_date, business_day, estimate, match_text, paid_by, split
    """
  /// The same columns in `change_rules`, where the rule's id is `rule_id`.
  static let ruleSnapshotColumns = """
    rule_id, kind, category, subcategory, amount, memo, day, first_date, last_date, times,
    resume_date, end_date, business_day, estimate, match_text, paid_by, split
    """

  // MARK: Reading

  /// Returns the rules, by id: those still running on `today`, or every one with `includingEnded`.
  func recurringRules(includingEnded: Bool = false, today: LedgerDate) throws(LedgerError)
    -> [RecurringRule]
  {
    let rules = try guarded {
      try connection.rows("SELECT \(Self.ruleColumns) FROM recurring_rules ORDER BY id", []) {
        try decodeRule($0)
      }
    }
    return includingEnded ? rules : rules.filter { !$0.hasEnded(by: today) }
  }

  /// Returns rule `id`, ended or not, or nil when there is none.
  func recurringRule(id: Int64) throws(LedgerError) -> RecurringRule? {
    try guarded {
      try connection.firstRow(
        "SELECT \(Self.ruleColumns) FROM recurring_rules WHERE id = $1", [.integer(id)],
        decodeRule)
    }
  }

  /// How many entries rule `id` has made, edited or deleted since or not.
  func entriesMade(byRule id: Int64) throws(LedgerError) -> Int {
    try guarded {
      Int(
        try connection.int64(
          "SELECT count(*) FROM recurring_occurrences WHERE rule_id = $1", [.integer(id)]) ?? 0)
    }
  }

  /// What the rules will still add to `dates` after `today`: nil for dates that are over (a
  /// past month has nothing ahead of it).
  func schedule(remainingIn dates: DateRange, today: LedgerDate) throws(LedgerError)
    -> Schedule?
  {
    // On an offline copy, what fell due is still scheduled: the server makes it.
    if try guarded({ try isOfflineCopy() }) {
      return try schedule(from: dates.first, through: dates.last, today: today)
    }
    guard dates.last > today, let tomorrow = today.adding(days: 1) else { return nil }
    return try schedule(from: max(dates.first, tomorrow), through: dates.last, today: today)
  }

  /// What the rules will still add from `first` through `last`: the month's 予定 (the
  /// occurrences that have no entry yet).
  func schedule(from first: LedgerDate, through last: LedgerDate, today: LedgerDate)
    throws(LedgerError) -> Schedule
  {
    let rules = try recurringRules(today: today)
    guard !rules.isEmpty else { return Schedule() }
    let made = try guarded {
      var made: [Int64: Set<LedgerDate>] = [:]
      try connection.forEachRow(
        """
        SELECT rule_id, due_date FROM recurring_occurrences WHERE due_date BETWEEN $1 AND $2
        """,
        // Due dates a business day moves into the span lie up to `longestMove` days outside it.
        [
          .text((first.adding(days: -RecurringRule.longestMove) ?? first).description),
          .text((last.adding(days: RecurringRule.longestMove) ?? last).description),
        ]
      ) { row in
        if let date = LedgerDate(iso: row.text(1)) { made[row.int64(0), default: []].insert(date) }
      }
      return made
    }
    do {
      return try Schedule(rules: rules, from: first, through: last, made: made)
    } catch {
      throw LedgerError.overflow
    }
  }

  /// The ids of the provisional entries (見込み) dated in `dates`: made by a rule that is an
  /// estimate, and not yet replaced by a statement's row (no source, no fingerprint). One query;
  /// few rows (one a month per estimate rule).
  func provisionalEntryIDs(in dates: DateRange) throws(LedgerError) -> Set<Int64> {
    try guarded {
      var ids: Set<Int64> = []
      try connection.forEachRow(
        """
        SELECT e.id FROM entries AS e
        JOIN recurring_occurrences AS o ON o.entry_id = e.id
        JOIN recurring_rules AS r ON r.id = o.rule_id
        WHERE r.estimate = 1 AND e.source IS NULL AND e.fingerprint IS NULL
          AND e.date BETWEEN $1 AND $2
        """, [.text(dates.first.description), .text(dates.last.description)]
      ) { row in ids.insert(row.int64(0)) }
      return ids
    }
  }

  // MARK: Making what fell due

  /// The occurrences due by `today` that no entry has been made for yet, oldest first: what
  /// `makeDueEntries(through:)` would make. A read, so that a read-only ledger can say what it
  /// could not make.
  func dueOccurrences(through today: LedgerDate) throws(LedgerError) -> [(
    rule: RecurringRule, date: LedgerDate
  )] {
    try guarded {
      let (rules, due) = try missingOccurrences(through: today)
      return due.map { (rules[$0.rule], $0.date) }
    }
  }

  /// Makes an entry of every occurrence due by `today` that has none yet, each exactly once
  /// whoever else does the same at the same moment, and returns how many it made. Takes the
  /// write lock only when something is due; nothing is written when nothing is. Memory stays
  /// flat however many fall due: each entry is written as it is made, and none is kept.
  ///
  /// On an offline copy nothing is made: the server makes the rules' entries, once, and the
  /// copy shows them as scheduled until it is pulled (see `schedule(remainingIn:today:)`).
  @discardableResult
  func makeDueEntries(through today: LedgerDate) throws(LedgerError) -> Int {
    guard try !guarded({ try isOfflineCopy() }) else { return 0 }
    guard try !missingOccurrencesGuarded(through: today).due.isEmpty else { return 0 }
    return try guarded {
      try connection.writeTransaction {
        let (rules, due) = try missingOccurrences(through: today)
        let made = try makeEntries(due.lazy.map { (rules[$0.rule], $0.date) }) { _ in }
        guard let first = made.first, let last = made.last else { return 0 }
        let detail: ChangeDetail =
          made.count == 1
          ? .scheduledEntry(rule: rules[due[0].rule].id, ChangedEntry(first))
          : .scheduledEntries(count: made.count, first: first.id, last: last.id)
        try recordChange(.scheduled, detail, created: first.id...last.id)
        return made.count
      }
    }
  }

  private func missingOccurrencesGuarded(through today: LedgerDate) throws(LedgerError) -> (
    rules: [RecurringRule], due: [(rule: Int, date: LedgerDate)]
  ) {
    try guarded { try missingOccurrences(through: today) }
  }

  /// The rules running by `today`, and each occurrence due by then with no row in
  /// `recurring_occurrences` (as the rule's index in `rules`, and its date), oldest first.
  private func missingOccurrences(through today: LedgerDate) throws -> (
    rules: [RecurringRule], due: [(rule: Int, date: LedgerDate)]
  ) {
    let rules = try connection.rows(
      "SELECT \(Self.ruleColumns) FROM recurring_rules WHERE end_date IS NULL OR end_date >= resume_date ORDER BY id",
      []
    ) { try decodeRule($0) }
    guard !rules.isEmpty else { return ([], []) }
    var missing: [(rule: Int, date: LedgerDate)] = []
    for (index, rule) in rules.enumerated() {
      let due = rule.dueOccurrences(through: today).map(\.due)
      guard let first = due.first else { continue }
      let made = Set(
        try connection.rows(
          "SELECT due_date FROM recurring_occurrences WHERE rule_id = $1 AND due_date >= $2",
          [.integer(rule.id), .text(first.description)]
        ) { $0.text(0) })
      missing += due.filter { !made.contains($0.description) }.map { (index, $0) }
    }
    // By the entries' dates (a due date moved to a business day may pass a later one's).
    return (
      rules,
      missing.sorted {
        (rules[$0.rule].entryDate(due: $0.date), $0.rule)
          < (rules[$1.rule].entryDate(due: $1.date), $1.rule)
      }
    )
  }

  /// Makes an entry of each occurrence whose key is not taken yet, inside a write transaction,
  /// calling `each` with every entry as it is made, and keeping none: returns how many it made,
  /// and the first and last.
  private func makeEntries(
    _ due: some Sequence<(rule: RecurringRule, date: LedgerDate)>, _ each: (Entry) throws -> Void
  ) throws -> (count: Int, first: Entry?, last: Entry?) {
    var nextID = (try connection.int64(SharedSQL.lastIssuedEntryID) ?? 0) + 1
    var made: (count: Int, first: Entry?, last: Entry?) = (0, nil, nil)
    for (rule, date) in due {
      // The key (rule, due date) is the guard: a second writer's insert does nothing.
      let taken = try connection.int64(
        """
        INSERT INTO recurring_occurrences (rule_id, due_date, entry_id) VALUES ($1, $2, $3)
        ON CONFLICT (rule_id, due_date) DO NOTHING RETURNING entry_id
        """, [.integer(rule.id), .text(date.description), .integer(nextID)])
      guard taken != nil else { continue }
      let draft = rule.draft(due: date)
      try connection.run(
        """
        INSERT INTO entries
          (id, date, amount, category, memo, kind, subcategory, source, search_key, paid_by,
           split)
        VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11)
        """,
        [.integer(nextID)] + Self.values(of: draft) + [SearchKeys.value(of: draft)]
          + sharingValues(of: draft))
      var stored = draft
      stored.paidBy = storedPayer(draft.paidBy)
      let entry = Entry(id: nextID, stored)
      try BodyError.wrap { try each(entry) }
      made = (made.count + 1, made.first ?? entry, entry)
      nextID += 1
    }
    return made
  }

  /// What `addRule(_:today:reporting:)` tells as it goes.
  public enum RuleProgress {
    /// The rule is added, with its id.
    case added(RecurringRule)
    /// An entry the rule had due already was made.
    case made(Entry)
  }

  // MARK: Changing rules

  /// Adds `rule` (its id is given here) and makes the entries it has due by `today`, all as one
  /// change, telling `report` of the rule and then of each entry as it is made (so that memory
  /// stays flat however many there are). Returns the rule and how many entries it made;
  /// rethrows what `report` throws, and then nothing is written.
  @discardableResult
  func addRule(
    _ rule: RecurringRule, today: LedgerDate, reporting report: (RuleProgress) throws -> Void
  ) throws -> (rule: RecurringRule, made: Int) {
    do {
      return try connection.writeTransaction {
        let id = (try connection.int64("SELECT max(id) FROM recurring_rules") ?? 0) + 1
        let added = RecurringRule(
          id: id, kind: rule.kind, category: rule.category, subcategory: rule.subcategory,
          amount: rule.amount, memo: rule.memo, day: rule.day, firstDate: rule.firstDate,
          lastDate: rule.lastDate, times: rule.times, resumeDate: rule.resumeDate,
          endDate: rule.endDate, businessDay: rule.businessDay, isEstimate: rule.isEstimate,
          match: rule.match, paidBy: rule.paidBy, split: rule.split)
        try connection.run(
          "INSERT INTO recurring_rules (\(Self.ruleColumns)) VALUES (\(Self.ruleParameters))",
          Self.values(of: added))
        try BodyError.wrap { try report(.added(added)) }
        // Entries due already (the rule began this month, or earlier) are made now, in the same
        // change, so that undoing the add removes them with the rule.
        // On an offline copy none: the server makes them once the rule is there.
        let due = (try isOfflineCopy() ? [] : added.dueOccurrences(through: today)).lazy.map {
          (rule: added, date: $0.due)
        }
        let made = try makeEntries(due) { try report(.made($0)) }
        try recordRuleChange(
          .ruleAdded(ChangeDetail.ChangedRule(added), made: made.count), ruleID: id, before: nil,
          created: made.first.flatMap { first in made.last.map { first.id...$0.id } })
        return (added, made.count)
      }
    } catch let error as BodyError {
      throw error.error
    } catch {
      throw storage.ledgerError(error)
    }
  }

  /// Replaces rule `id` with `change(rule)`, from tomorrow on: entries made already stay as they
  /// are. Returns the rule before and after, or nil when there is no such rule. The same values
  /// again are recorded as a change that changed nothing.
  func editRule(
    id: Int64, today: LedgerDate, _ change: (RecurringRule) -> RecurringRule
  ) throws(LedgerError) -> (before: RecurringRule, after: RecurringRule)? {
    try guarded {
      try connection.writeTransaction {
        try supersedeOfflineConflicts(over: [(.rules, [.integer(id)])])
        guard let before = try recurringRuleRow(id: id) else { return nil }
        var after = change(before)
        let fields = Self.ruleFields(before, after)
        guard !fields.isEmpty else {
          try recordUnchanged(.recurring, .ruleEdited(id: id, fields: []))
          return (before, before)
        }
        after.resumeDate = max(before.resumeDate, today.adding(days: 1) ?? today)
        try connection.run(
          """
          UPDATE recurring_rules SET \(Self.ruleAssignments) WHERE id = $1
          """, Self.values(of: after))
        try recordRuleChange(
          .ruleEdited(id: id, fields: fields), ruleID: id, before: before, created: nil)
        return (before, after)
      }
    }
  }

  /// Ends rule `id` today: no occurrence after today is made, and the entries it made stay.
  /// Returns the rule as it was, or nil when there is no such rule or it has ended already.
  func removeRule(id: Int64, today: LedgerDate) throws(LedgerError) -> RecurringRule? {
    try guarded {
      try connection.writeTransaction {
        try supersedeOfflineConflicts(over: [(.rules, [.integer(id)])])
        guard let before = try recurringRuleRow(id: id), !before.hasEnded(by: today) else {
          return nil
        }
        try connection.run(
          "UPDATE recurring_rules SET end_date = $2 WHERE id = $1",
          [.integer(id), .text(today.description)])
        try recordRuleChange(
          .ruleRemoved(ChangeDetail.ChangedRule(before)), ruleID: id, before: before, created: nil)
        return before
      }
    }
  }

  // MARK: Undoing (inside undo's write transaction)

  /// Restores the rules change `changeID` replaced. A rule it added is removed, with its
  /// occurrences and the entries it made that are still as it made them (an entry changed since
  /// is the household's own now, and stays).
  func restoreRules(changedBy changeID: Int64) throws {
    let snapshots = try connection.rows(
      """
      SELECT rule_id, CASE WHEN kind IS NULL THEN 1 ELSE 0 END, \(Self.ruleSnapshotColumns)
      FROM change_rules WHERE change_id = $1 ORDER BY rule_id
      """,
      [.integer(changeID)]
    ) { row -> (Int64, RecurringRule?) in
      let id = row.int64(0)
      return (id, row.int64(1) != 0 ? nil : try decodeRule(row, from: 2))
    }
    for (id, before) in snapshots {
      if let before {
        try connection.run(
          """
          UPDATE recurring_rules SET \(Self.ruleAssignments) WHERE id = $1
          """, Self.values(of: before))
        continue
      }
      guard let rule = try recurringRuleRow(id: id) else { continue }
      let made = try connection.rows(
        "SELECT due_date, entry_id FROM recurring_occurrences WHERE rule_id = $1",
        [.integer(id)]
      ) { ($0.text(0), $0.int64(1)) }
      for (dueText, entryID) in made {
        guard let due = LedgerDate(iso: dueText),
          let entry = try connection.firstRow(
            "SELECT \(Self.entryColumns) FROM entries WHERE id = $1", [.integer(entryID)],
            decodeEntry),
          rule.paidBy == nil
            ? entry.draft.withoutPayer == rule.draft(due: due)
            : entry.draft == rule.draft(due: due)
        else { continue }
        try connection.run("DELETE FROM entries WHERE id = $1", [.integer(entry.id)])
      }
      try connection.run(
        "DELETE FROM recurring_occurrences WHERE rule_id = $1", [.integer(id)])
      try connection.run("DELETE FROM recurring_rules WHERE id = $1", [.integer(id)])
    }
  }

  // MARK: Rows

  private static let ruleParameters =
    "$1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15, $16, $17"

  /// The assignments of every column but the id from `ruleParameters`.
  private static let ruleAssignments = """
    kind = $2, category = $3, subcategory = $4, amount = $5, memo = $6, day = $7,
    first_date = $8, last_date = $9, times = $10, resume_date = $11, end_date = $12,
    business_day = $13, estimate = $14, match_text = $15, paid_by = $16, split = $17
    """

  /// The values of `ruleColumns` for `rule`.
  static func values(of rule: RecurringRule) -> [SQLValue] {
    [
      .integer(rule.id), .text(rule.kind.rawValue), rule.category.map { .text($0.key) } ?? .null,
      rule.subcategory.map { .text($0.name) } ?? .null, .integer(rule.amount.value),
      .text(rule.memo.text), .integer(Int64(rule.day)), .text(rule.firstDate.description),
      rule.lastDate.map { .text($0.description) } ?? .null,
      rule.times.map { .integer(Int64($0)) } ?? .null, .text(rule.resumeDate.description),
      rule.endDate.map { .text($0.description) } ?? .null, .text(rule.businessDay.rawValue),
      .integer(rule.isEstimate ? 1 : 0), rule.match.map { .text($0.text) } ?? .null,
      rule.paidBy.map { .text($0.name) } ?? .null,
      rule.split.map { .text($0.description) } ?? .null,
    ]
  }

  private func recurringRuleRow(id: Int64) throws -> RecurringRule? {
    try connection.firstRow(
      "SELECT \(Self.ruleColumns) FROM recurring_rules WHERE id = $1", [.integer(id)],
      decodeRule)
  }

  /// Records a change to rule `ruleID`, with the rule as it was (nil: it did not exist).
  @discardableResult
  private func recordRuleChange(
    _ detail: ChangeDetail, ruleID: Int64, before: RecurringRule?, created: ClosedRange<Int64>?
  ) throws -> Int64 {
    let changeID =
      try created.map { try recordChange(.recurring, detail, created: $0) }
      ?? recordChange(.recurring, detail, replacing: [])
    if let before {
      try recordReplacedRule(before, in: changeID)
    } else {
      try connection.run(
        "INSERT INTO change_rules (change_id, rule_id) VALUES ($1, $2)",
        [.integer(changeID), .integer(ruleID)])
    }
    return changeID
  }

  /// Keeps in `change_rules` the rule `before` as it is, which change `changeID` is about to
  /// change.
  func recordReplacedRule(_ before: RecurringRule, in changeID: Int64) throws {
    try connection.run(
      """
      INSERT INTO change_rules (change_id, \(Self.ruleSnapshotColumns))
      VALUES ($18, \(Self.ruleParameters))
      """, Self.values(of: before) + [.integer(changeID)])
  }

  /// Reads a rule from `ruleColumns`, beginning at column `start`.
  func decodeRule(_ row: any SQLRow) throws -> RecurringRule { try decodeRule(row, from: 0) }

  func decodeRule(_ row: any SQLRow, from start: Int) throws -> RecurringRule {
    let id = row.int64(start)
    func date(_ column: Int) throws -> LedgerDate? {
      guard !row.isNull(start + column) else { return nil }
      let text = row.text(start + column)
      guard let date = LedgerDate(iso: text) else {
        throw LedgerError.corrupt(
          path: path, reason: .unexpected(.rule(id), column: "date", value: text))
      }
      return date
    }
    guard let kind = EntryKind(rawValue: row.text(start + 1)) else {
      throw LedgerError.corrupt(
        path: path, reason: .unexpected(.rule(id), column: "kind", value: row.text(start + 1)))
    }
    let category = row.isNull(start + 2) ? nil : try self.category(row.text(start + 2))
    guard let firstDate = try date(7), let resumeDate = try date(10) else {
      throw LedgerError.corrupt(
        path: path, reason: .unexpected(.rule(id), column: "first_date", value: nil))
    }
    let businessText = row.isNull(start + 12) ? "none" : row.text(start + 12)
    guard let businessDay = BusinessDayRule(rawValue: businessText) else {
      throw LedgerError.corrupt(
        path: path, reason: .unexpected(.rule(id), column: "business_day", value: businessText))
    }
    return RecurringRule(
      id: id, kind: kind, category: category,
      subcategory: row.isNull(start + 3)
        ? nil : try subcategory(row.text(start + 3), of: .rule(id)),
      amount: Yen(row.int64(start + 4)), memo: try memo(row.text(start + 5), of: .rule(id)),
      day: Int(row.int64(start + 6)), firstDate: firstDate, lastDate: try date(8),
      times: row.isNull(start + 9) ? nil : Int(row.int64(start + 9)), resumeDate: resumeDate,
      endDate: try date(11), businessDay: businessDay,
      isEstimate: !row.isNull(start + 13) && row.int64(start + 13) == 1,
      match: row.isNull(start + 14) ? nil : try memo(row.text(start + 14), of: .rule(id)),
      paidBy: row.isNull(start + 15) ? nil : Person(stored: row.text(start + 15)),
      split: row.isNull(start + 16) ? nil : try storedSplit(row.text(start + 16), of: .rule(id)))
  }

  /// What an edit changes, field by field, with the values as the change log keeps them; the
  /// command line words them (`recurring edit`'s line and the change log's).
  public static func ruleFields(_ before: RecurringRule, _ after: RecurringRule)
    -> [ChangeDetail.FieldChange]
  {
    var fields: [ChangeDetail.FieldChange] = []
    func note(_ field: ChangeDetail.ChangedField, _ old: String?, _ new: String?) {
      fields.append(ChangeDetail.FieldChange(field, before: old, after: new))
    }
    func classText(_ rule: RecurringRule) -> String {
      Entry.classText(kind: rule.kind, category: rule.category, subcategory: rule.subcategory)
    }
    if before.amount != after.amount {
      note(.amount, String(before.amount.value), String(after.amount.value))
    }
    if before.category != after.category || before.subcategory != after.subcategory {
      note(.classification, classText(before), classText(after))
    }
    if before.memo != after.memo { note(.memo, before.memo.text, after.memo.text) }
    if before.day != after.day { note(.day, String(before.day), String(after.day)) }
    if before.lastDate != after.lastDate {
      note(
        .until, before.lastDate.map { $0.yearMonth.description },
        after.lastDate.map { $0.yearMonth.description })
    }
    if before.businessDay != after.businessDay {
      note(.businessDay, before.businessDay.rawValue, after.businessDay.rawValue)
    }
    if before.isEstimate != after.isEstimate {
      note(.estimate, before.isEstimate ? "yes" : "no", after.isEstimate ? "yes" : "no")
    }
    if before.match != after.match { note(.match, before.payee.text, after.payee.text) }
    if before.times != after.times {
      note(.times, before.times.map(String.init), after.times.map(String.init))
    }
    if before.paidBy != after.paidBy { note(.paidBy, before.paidBy?.name, after.paidBy?.name) }
    if before.split != after.split {
      note(.split, before.split?.description, after.split?.description)
    }
    return fields
  }
}

extension EntryDraft {
  /// The draft without its payer, which a rule's occurrence without a payer of its own gets
  /// from whoever's command made it (on a shared ledger, that member's role): an occurrence is
  /// the rule's as long as everything else is as the rule made it.
  fileprivate var withoutPayer: EntryDraft {
    var draft = self
    draft.paidBy = nil
    return draft
  }
}
