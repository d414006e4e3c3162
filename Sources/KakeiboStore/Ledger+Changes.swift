import KakeiboCore

/// The change log: every write records what it did in the same transaction, so that
/// `undoLastChange()` can revert it exactly. A command that was meant to change the ledger but
/// found nothing to change is recorded too, as a change with no rows created or replaced, so
/// that undo reverts it (touching nothing) instead of the change before it.
extension Ledger {
  // MARK: Recording (inside a write transaction)

  /// Records a change that created the entries with ids in `createdIDs`.
  func recordChange(_ kind: ChangeKind, summary: String, created createdIDs: ClosedRange<Int64>)
    throws
  {
    try database.prepare(
      "INSERT INTO changes (kind, summary, first_entry_id, last_entry_id) VALUES (?, ?, ?, ?)"
    ).bind([
      .text(kind.rawValue), .text(summary), .integer(createdIDs.lowerBound),
      .integer(createdIDs.upperBound),
    ]).run()
  }

  /// Records a change that is about to modify or remove the entries `replacedIDs`, copying
  /// their rows as they still are (fingerprints included) so that undo can restore them.
  func recordChange(_ kind: ChangeKind, summary: String, replacing replacedIDs: [Int64]) throws {
    try database.prepare("INSERT INTO changes (kind, summary) VALUES (?, ?)")
      .bind([.text(kind.rawValue), .text(summary)]).run()
    let changeID = database.lastInsertRowID
    let copy = try database.prepare(
      """
      INSERT INTO change_entries (change_id, entry_id, date, amount, category, memo, fingerprint)
      SELECT ?, id, date, amount, category, memo, fingerprint FROM entries WHERE id = ?
      """)
    for id in replacedIDs {
      try copy.bind([.integer(changeID), .integer(id)]).run()
    }
  }

  /// Records a command of `kind` that was meant to change the ledger but found nothing to
  /// change: its summary says so (`edit #3: changed nothing`), and it created and replaced no
  /// rows, which is what marks it as such (see `changedNothingSQL`).
  func recordUnchanged(_ kind: ChangeKind, _ subject: String) throws {
    try database.prepare("INSERT INTO changes (kind, summary) VALUES (?, ?)")
      .bind([.text(kind.rawValue), .text(ChangeRecord.summary(ofUnchanged: subject, kind: kind))])
      .run()
  }

  /// Whether the change `changes.id` created no entries and replaced no rows: it changed nothing.
  /// Every change that did something leaves one or the other (an add or import its ids; an
  /// edit, delete, budget or setting change the rows it replaced).
  private static let changedNothingSQL = """
    (changes.first_entry_id IS NULL
      AND NOT EXISTS (SELECT 1 FROM change_entries WHERE change_id = changes.id)
      AND NOT EXISTS (SELECT 1 FROM change_budgets WHERE change_id = changes.id)
      AND NOT EXISTS (SELECT 1 FROM change_settings WHERE change_id = changes.id))
    """

  // MARK: Reading and undoing

  /// Returns the most recent changes, newest first, at most `limit` of them.
  public func recentChanges(limit: Int) throws(LedgerError) -> [ChangeRecord] {
    try guarded {
      let select = try database.prepare(
        """
        SELECT id, datetime(made_at, 'localtime'), kind, summary, undone_at IS NOT NULL,
          \(Self.changedNothingSQL)
        FROM changes ORDER BY id DESC LIMIT ?
        """)
      try select.bind([.integer(Int64(limit))])
      var records: [ChangeRecord] = []
      while try select.step() { records.append(try changeRecord(select)) }
      return records
    }
  }

  /// Reverts the most recent change that is still in force (an import as a whole) and returns
  /// it, or returns nil when there is nothing left to undo. Repeated, it walks further back. A
  /// change that changed nothing is reverted by marking it undone, touching nothing else.
  public func undoLastChange() throws(LedgerError) -> ChangeRecord? {
    try guarded {
      try database.writeTransaction {
        let select = try database.prepare(
          """
          SELECT id, datetime(made_at, 'localtime'), kind, summary, 0,
            \(Self.changedNothingSQL), first_entry_id, last_entry_id
          FROM changes WHERE undone_at IS NULL ORDER BY id DESC LIMIT 1
          """)
        guard try select.step() else { return nil }
        let record = try changeRecord(select)
        if !select.isNull(6) {
          try database.prepare("DELETE FROM entries WHERE id BETWEEN ? AND ?")
            .bind([.integer(select.int64(6)), .integer(select.int64(7))]).run()
        }
        try database.prepare(
          """
          INSERT INTO entries (id, date, amount, category, memo, fingerprint)
          SELECT entry_id, date, amount, category, memo, fingerprint FROM change_entries
          WHERE change_id = ?
          ON CONFLICT (id) DO UPDATE SET date = excluded.date, amount = excluded.amount,
            category = excluded.category, memo = excluded.memo, fingerprint = excluded.fingerprint
          """
        ).bind([.integer(record.id)]).run()
        try restoreBudgets(changedBy: record.id)
        try restoreSettings(changedBy: record.id)
        try database.prepare(
          "UPDATE changes SET undone_at = strftime('%Y-%m-%d %H:%M:%S', 'now') WHERE id = ?"
        ).bind([.integer(record.id)]).run()
        return ChangeRecord(
          id: record.id, madeAt: record.madeAt, kind: record.kind, summary: record.summary,
          isUndone: true, changedNothing: record.changedNothing)
      }
    }
  }

  private func changeRecord(_ row: Statement) throws -> ChangeRecord {
    let kindText = row.text(2)
    guard let kind = ChangeKind(rawValue: kindText) else {
      throw LedgerError.corrupt(path: path, reason: "change \(row.int64(0)) has kind \(kindText)")
    }
    return ChangeRecord(
      id: row.int64(0), madeAt: row.text(1), kind: kind, summary: row.text(3),
      isUndone: row.int64(4) != 0, changedNothing: row.int64(5) != 0)
  }
}
