import KakeiboCore

/// The change log: every write records what it did in the same transaction, so that
/// `undoLastChange()` can revert it exactly.
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

  // MARK: Reading and undoing

  /// Returns the most recent changes, newest first, at most `limit` of them.
  public func recentChanges(limit: Int) throws(LedgerError) -> [ChangeRecord] {
    try guarded {
      let select = try database.prepare(
        """
        SELECT id, datetime(made_at, 'localtime'), kind, summary, undone_at IS NOT NULL
        FROM changes ORDER BY id DESC LIMIT ?
        """)
      try select.bind([.integer(Int64(limit))])
      var records: [ChangeRecord] = []
      while try select.step() { records.append(try changeRecord(select)) }
      return records
    }
  }

  /// Reverts the most recent change that is still in force (an import as a whole) and returns
  /// it, or returns nil when there is nothing left to undo. Repeated, it walks further back.
  public func undoLastChange() throws(LedgerError) -> ChangeRecord? {
    try guarded {
      try database.writeTransaction {
        let select = try database.prepare(
          """
          SELECT id, datetime(made_at, 'localtime'), kind, summary, 0, first_entry_id,
            last_entry_id
          FROM changes WHERE undone_at IS NULL ORDER BY id DESC LIMIT 1
          """)
        guard try select.step() else { return nil }
        let record = try changeRecord(select)
        if !select.isNull(5) {
          try database.prepare("DELETE FROM entries WHERE id BETWEEN ? AND ?")
            .bind([.integer(select.int64(5)), .integer(select.int64(6))]).run()
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
          isUndone: true)
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
      isUndone: row.int64(4) != 0)
  }
}
