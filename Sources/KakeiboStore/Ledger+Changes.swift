import KakeiboCore

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// The change log: every write records what it did, and who did it, in the same transaction,
/// so that `undoLastChange()` can revert it exactly. A command that was meant to change the
/// ledger but found nothing to change is recorded too, as a change with no rows created or
/// replaced, so that undo reverts it (touching nothing) instead of the change before it.
extension Ledger {
  // MARK: Recording (inside a write transaction)

  /// Records a change that created the entries with ids in `createdIDs`; returns its id.
  @discardableResult
  func recordChange(
    _ kind: ChangeKind, _ detail: ChangeDetail, created createdIDs: ClosedRange<Int64>
  ) throws -> Int64 {
    try recordChange(kind, .detail(detail), created: createdIDs, replacing: [])
  }

  /// Records a change that is about to modify or remove the entries `replacedIDs`, copying
  /// their rows as they still are (fingerprints and sources included) so that undo can restore
  /// them. Returns the change's id.
  @discardableResult
  func recordChange(_ kind: ChangeKind, _ detail: ChangeDetail, replacing replacedIDs: [Int64])
    throws -> Int64
  {
    try recordChange(kind, .detail(detail), created: nil, replacing: replacedIDs)
  }

  /// Records a change that created the entries `createdIDs` (nil: none) and is about to modify
  /// the entries `replacedIDs` (an import that gave entries typed by hand their source).
  @discardableResult
  func recordChange(
    _ kind: ChangeKind, _ detail: ChangeDetail, created createdIDs: ClosedRange<Int64>?,
    replacing replacedIDs: [Int64]
  ) throws -> Int64 {
    try recordChange(kind, .detail(detail), created: createdIDs, replacing: replacedIDs)
  }

  /// What a change's row says it did: its detail, or (for an offline copy's change recorded
  /// before migration 0019, pushed now) the sentence it was stored with.
  enum ChangeWhat {
    case detail(ChangeDetail)
    case storedSummary(String)

    /// The detail, or nil for a stored sentence.
    var detail: ChangeDetail? {
      if case .detail(let detail) = self { detail } else { nil }
    }

    /// The stored sentence, or "" for a detail.
    var summary: String {
      if case .storedSummary(let summary) = self { summary } else { "" }
    }

    var values: [SQLValue] {
      switch self {
      case .detail(let detail): [.text(""), .text(ChangeDetailCoding.encode(detail))]
      case .storedSummary(let summary): [.text(summary), .null]
      }
    }
  }

  /// Records a change that created the entries `createdIDs` (nil: none) and is about to modify
  /// the entries `replacedIDs` (an import that gave entries typed by hand their source),
  /// copying those rows as they still are. Returns the change's id.
  @discardableResult
  func recordChange(
    _ kind: ChangeKind, _ what: ChangeWhat, created createdIDs: ClosedRange<Int64>?,
    replacing replacedIDs: [Int64]
  ) throws -> Int64 {
    let created: [SQLValue] =
      createdIDs.map { [.integer($0.lowerBound), .integer($0.upperBound)] } ?? [.null, .null]
    let changeID = try insertChange(kind, what, created: created)
    try recordSupersession(by: changeID)
    for id in replacedIDs {
      try connection.run(
        """
        INSERT INTO change_entries (
          change_id, entry_id, date, amount, category, memo, fingerprint, kind, subcategory,
          source, paid_by, split)
        SELECT $1, id, date, amount, category, memo, fingerprint, kind, subcategory, source,
          paid_by, split
        FROM entries WHERE id = $2
        """, [.integer(changeID), .integer(id)])
    }
    return changeID
  }

  /// The value for `coalesce(paid_by, $N)` where an image's payer goes back into `entries`: on
  /// a shared ledger, where every entry names its payer, an image without one is the role's; on
  /// a file NULL ("me") stays.
  var payerOfImage: SQLValue { isShared ? .text(member) : .null }

  /// Records a command of `kind` that was meant to change the ledger but found nothing to
  /// change (`detail` says what it was asked: `.edited(ids: [3], fields: [])`): it created and
  /// replaced no rows, which is what marks it as such (see `changedNothingSQL`).
  func recordUnchanged(_ kind: ChangeKind, _ detail: ChangeDetail) throws {
    try recordSupersession(by: try insertChange(kind, .detail(detail), created: [.null, .null]))
  }

  /// Inserts the change's row with the next id and this connection's member; returns the id.
  @discardableResult
  private func insertChange(_ kind: ChangeKind, _ what: ChangeWhat, created: [SQLValue]) throws
    -> Int64
  {
    try connection.insertRow(
      """
      INSERT INTO changes (id, kind, summary, first_entry_id, last_entry_id, member, detail)
      VALUES (\(sql.nextID("changes")), $1, $2, $3, $4, $5, $6)
      """, [.text(kind.rawValue), what.values[0]] + created + [.text(member), what.values[1]])
  }

  /// 1 when the change `changes.id` created no entries and replaced no rows: it changed
  /// nothing. Every change that did something leaves one or the other (an add or import its
  /// ids; an edit, delete, budget or setting change the rows it replaced).
  private static let changedNothingSQL = """
    CASE WHEN changes.first_entry_id IS NULL
      AND NOT EXISTS (SELECT 1 FROM change_entries WHERE change_id = changes.id)
      AND NOT EXISTS (SELECT 1 FROM change_budgets WHERE change_id = changes.id)
      AND NOT EXISTS (SELECT 1 FROM change_settings WHERE change_id = changes.id)
      AND NOT EXISTS (SELECT 1 FROM change_rules WHERE change_id = changes.id)
      AND NOT EXISTS (SELECT 1 FROM settlements WHERE change_id = changes.id)
    THEN 1 ELSE 0 END
    """

  /// The columns a change is read from, in `changeRecord`'s order, with its created range as
  /// columns 7 and 8 and its detail (NULL before migration 0019) as column 10.
  var changeColumns: String {
    """
    changes.id, \(sql.epochSeconds("changes.made_at")), changes.kind, changes.summary,
    CASE WHEN changes.undone_at IS NULL THEN 0 ELSE 1 END, \(Self.changedNothingSQL),
    changes.member, changes.first_entry_id, changes.last_entry_id,
    CASE WHEN changes.redone_at IS NULL THEN 0 ELSE 1 END, changes.detail
    """
  }

  // MARK: Reading and undoing

  /// Returns the most recent changes, newest first, at most `limit` of them.
  func recentChanges(limit: Int) throws(LedgerError) -> [ChangeRecord] {
    try guarded {
      try connection.rows(
        "SELECT \(changeColumns) FROM changes ORDER BY id DESC LIMIT $1",
        [.integer(Int64(limit))], changeRecord)
    }
  }

  /// Reverts the most recent change still in force made by this connection's member (or
  /// recorded before kakeibo kept members), an import as a whole, and returns it; returns nil
  /// when there is nothing left to undo. Repeated, it walks further back. A change that changed
  /// nothing is reverted by marking it undone, touching nothing else. When a later change by
  /// someone else touched the same entry, budget or setting, nothing is undone: it throws
  /// `.undoBlocked`, naming that change. On an offline copy, only the copy's own changes not
  /// yet pushed are undone: once pushed, a change is the server's.
  func undoLastChange() throws(LedgerError) -> ChangeRecord? {
    try guarded {
      try connection.writeTransaction {
        // On an offline copy, only its own changes: the server's are undone on the server.
        let mine = try connection.firstRow(
          """
          SELECT \(changeColumns) FROM changes
          WHERE undone_at IS NULL AND kind <> 'scheduled' AND (member = $1 OR member = '')
            AND id > $2
          ORDER BY id DESC LIMIT 1
          """, [.text(member), .integer(try offlineBase() ?? 0)]
        ) { row in
          (
            record: try changeRecord(row),
            created: row.isNull(7) ? nil : row.int64(7)...row.int64(8)
          )
        }
        guard let (record, created) = mine else { return nil }
        return try revert(record, created: created)
      }
    }
  }

  /// On an offline copy, gives up its own change `id` not pushed yet: reverts it as undo would
  /// (so that redo can bring it back), whether or not it is the latest, unless a later change
  /// touched the same entry, budget, setting or rule (`.undoBlocked`, naming it). Returns the
  /// change, or nil when the copy has no such change pending.
  func dropOfflineChange(_ id: Int64) throws(LedgerError) -> ChangeRecord? {
    try guarded {
      try connection.writeTransaction {
        guard let base = try offlineBase() else { return nil }
        let pending = try connection.firstRow(
          """
          SELECT \(changeColumns) FROM changes
          WHERE id = $1 AND id > $2 AND undone_at IS NULL
          """, [.integer(id), .integer(base)]
        ) { row in
          (
            record: try changeRecord(row),
            created: row.isNull(7) ? nil : row.int64(7)...row.int64(8)
          )
        }
        guard let (record, created) = pending, !record.changedNothing else { return nil }
        return try revert(record, created: created)
      }
    }
  }

  /// Reverts `record`, a change that created the entries `created`, inside a write transaction:
  /// restores what it replaced, keeps it for redo and marks it undone. Throws `.undoBlocked`
  /// when a later change still in force touched the same entry, budget, setting or rule.
  private func revert(_ record: ChangeRecord, created: ClosedRange<Int64>?) throws
    -> ChangeRecord
  {
    let createdValues = Self.createdValues(created)
    if let later = try firstChange(
      touchingWhat: record.id, created: createdValues,
      where: "changes.id > $1 AND changes.undone_at IS NULL", [])
    {
      throw LedgerError.undoBlocked(change: record, by: later)
    }
    try keepForRedo(record.id, created: createdValues)
    try restoreBefore(record.id, created: created)
    try connection.run(
      "UPDATE changes SET undone_at = \(sql.now) WHERE id = $1", [.integer(record.id)])
    try restoreSuperseded(by: record.id)
    return record.undone
  }

  /// The entries `created` as `firstChange(touchingWhat:created:)` and the tables of kept rows
  /// take them: the first and last id, or two NULLs for none.
  static func createdValues(_ created: ClosedRange<Int64>?) -> [SQLValue] {
    created.map { [.integer($0.lowerBound), .integer($0.upperBound)] } ?? [.null, .null]
  }

  /// Puts back what change `changeID` (which created the entries `created`) replaced: removes
  /// the entries it created and restores the rows its images hold.
  func restoreBefore(_ changeID: Int64, created: ClosedRange<Int64>?) throws {
    if let created {
      try connection.run(
        "DELETE FROM entries WHERE id BETWEEN $1 AND $2",
        [.integer(created.lowerBound), .integer(created.upperBound)])
    }
    try connection.run(
      """
      INSERT INTO entries (
        id, date, amount, category, memo, fingerprint, kind, subcategory, source, paid_by,
        split)
      SELECT entry_id, date, amount, category, memo, fingerprint, kind, subcategory, source,
        coalesce(paid_by, $2), split
      FROM change_entries WHERE change_id = $1
      ON CONFLICT (id) DO UPDATE SET date = excluded.date, amount = excluded.amount,
        category = excluded.category, memo = excluded.memo, fingerprint = excluded.fingerprint,
        kind = excluded.kind, subcategory = excluded.subcategory, source = excluded.source,
        paid_by = excluded.paid_by, split = excluded.split
      """, [.integer(changeID), payerOfImage])
    try SearchKeys.refresh(
      where: "id IN (SELECT entry_id FROM change_entries WHERE change_id = $1)",
      [.integer(changeID)], on: connection)
    try restoreBudgets(changedBy: changeID)
    try restoreSettings(changedBy: changeID)
    try restoreRules(changedBy: changeID)
  }

  /// The first change that `condition` (with `values` from `$4` on) selects and that touched
  /// what change `changeID` touched: an entry it created (`created`, the range as two values or
  /// two NULLs) or replaced, a budget, a setting or a rule. Undoing (or redoing) `changeID`
  /// would overwrite that change.
  func firstChange(
    touchingWhat changeID: Int64, created: [SQLValue], where condition: String,
    _ values: [SQLValue]
  ) throws -> ChangeRecord? {
    try connection.firstRow(
      """
      SELECT \(changeColumns) FROM changes
      WHERE changes.id <> $1 AND \(condition) AND (
        EXISTS (
          SELECT 1 FROM change_entries AS theirs WHERE theirs.change_id = changes.id
            AND (theirs.entry_id BETWEEN $2 AND $3 OR theirs.entry_id IN (
              SELECT entry_id FROM change_entries WHERE change_id = $1)))
        OR (changes.first_entry_id IS NOT NULL AND (
          (changes.first_entry_id <= $3 AND changes.last_entry_id >= $2)
          OR EXISTS (
            SELECT 1 FROM change_entries AS mine WHERE mine.change_id = $1
              AND mine.entry_id BETWEEN changes.first_entry_id AND changes.last_entry_id)))
        OR EXISTS (
          SELECT 1 FROM change_budgets AS theirs JOIN change_budgets AS mine
            ON mine.change_id = $1 AND mine.category = theirs.category
            AND mine.subcategory = theirs.subcategory AND mine.from_month = theirs.from_month
          WHERE theirs.change_id = changes.id)
        OR EXISTS (
          SELECT 1 FROM change_settings AS theirs JOIN change_settings AS mine
            ON mine.change_id = $1 AND mine.key = theirs.key
          WHERE theirs.change_id = changes.id)
        OR EXISTS (
          SELECT 1 FROM change_rules AS theirs JOIN change_rules AS mine
            ON mine.change_id = $1 AND mine.rule_id = theirs.rule_id
          WHERE theirs.change_id = changes.id))
      ORDER BY changes.id LIMIT 1
      """, [.integer(changeID)] + created + values, changeRecord)
  }

  /// The latest change that created, edited or deleted entry `id`, or nil.
  func latestChange(touching id: Int64) throws -> ChangeRecord? {
    try connection.firstRow(
      """
      SELECT \(changeColumns) FROM changes
      WHERE $1 BETWEEN changes.first_entry_id AND changes.last_entry_id
        OR EXISTS (
          SELECT 1 FROM change_entries WHERE change_id = changes.id AND entry_id = $1)
      ORDER BY changes.id DESC LIMIT 1
      """, [.integer(id)], changeRecord)
  }

  /// Reads a change from the columns `changeColumns` names.
  func changeRecord(_ row: any SQLRow) throws -> ChangeRecord {
    let kindText = row.text(2)
    guard let kind = ChangeKind(rawValue: kindText) else {
      throw LedgerError.corrupt(
        path: path, reason: .unexpected(.change(row.int64(0)), column: "kind", value: kindText))
    }
    var detail: ChangeDetail?
    if !row.isNull(10) {
      detail = ChangeDetailCoding.decode(row.text(10))
      if detail == nil {
        throw LedgerError.corrupt(
          path: path, reason: .unreadable(.change(row.int64(0)), column: "detail"))
      }
    }
    return ChangeRecord(
      id: row.int64(0), madeAt: Self.localTime(epochSeconds: row.int64(1)), kind: kind,
      detail: detail, summary: row.text(3), isUndone: row.int64(4) != 0,
      isRedone: row.int64(9) != 0, changedNothing: row.int64(5) != 0, member: row.text(6))
  }

  /// The moment as `YYYY-MM-DD HH:MM:SS` in the local time zone (`TZ` respected).
  static func localTime(epochSeconds: Int64) -> String {
    var time = time_t(epochSeconds)
    var parts = tm()
    guard localtime_r(&time, &parts) != nil else { return "\(epochSeconds)" }
    func two(_ value: Int32) -> String { value < 10 ? "0\(value)" : "\(value)" }
    let year = String(parts.tm_year + 1900)
    return String(repeating: "0", count: max(0, 4 - year.count)) + year + "-"
      + two(parts.tm_mon + 1) + "-" + two(parts.tm_mday) + " " + two(parts.tm_hour) + ":"
      + two(parts.tm_min) + ":" + two(parts.tm_sec)
  }
}
