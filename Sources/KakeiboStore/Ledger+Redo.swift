import KakeiboCore

/// Redo: re-applying the change a member undid last, as long as nothing has been changed since.
///
/// The change log keeps what a change replaced (its before-images), which is what undo puts
/// back; what the change itself wrote is gone once it is undone, and cannot be worked out again
/// from the log (an edit's new amount, an added entry's row, what a rule made). So undo first
/// keeps what it is about to replace, the change's after-images: the entries it created or
/// replaced (and those a rule it added had made, with their occurrences), its budgets, settings
/// and rules as they were, in `redo_entries`, `redo_budgets`, `redo_settings`, `redo_rules` and
/// `redo_occurrences`, with a row in `undos` that says who undid it, in what order, and what the
/// newest change was then. Redo puts those images back, exactly, and takes them away again.
///
/// A change recorded after the undo (by anyone, a command or the entries that recurring rules
/// made) ends what redo can re-apply: the images would overwrite it, or bring back a state it
/// was made against. Undo forgets the images of every undo that a later change ended.
extension Ledger {
  // MARK: Undo's side (inside undo's write transaction)

  /// Keeps what undoing change `changeID` (which created the entries `created`, two values or
  /// two NULLs) is about to replace, so that redo can put it back; forgets first what a later
  /// change put out of redo's reach.
  func keepForRedo(_ changeID: Int64, created: [SQLValue]) throws {
    try forgetUnredoableUndos()
    try connection.run(
      """
      INSERT INTO undos (change_id, position, member, last_change_id)
      SELECT $1, coalesce((SELECT max(position) FROM undos), 0) + 1, $2, max(id) FROM changes
      """, [.integer(changeID), .text(member)])
    let change: [SQLValue] = [.integer(changeID)]
    try connection.run(
      """
      INSERT INTO redo_entries (
        change_id, entry_id, date, amount, category, memo, fingerprint, kind, subcategory,
        source, paid_by, split)
      SELECT $1, id, date, amount, category, memo, fingerprint, kind, subcategory, source,
        paid_by, split
      FROM entries
      WHERE id BETWEEN $2 AND $3
        OR id IN (SELECT entry_id FROM change_entries WHERE change_id = $1)
        OR id IN (\(Self.entriesOfAddedRules))
      """, change + created)
    try connection.run(
      """
      INSERT INTO redo_occurrences (change_id, rule_id, due_date, entry_id)
      SELECT $1, made.rule_id, made.due_date, made.entry_id
      FROM recurring_occurrences AS made JOIN change_rules AS rule ON rule.rule_id = made.rule_id
      WHERE rule.change_id = $1 AND rule.kind IS NULL
      """, change)
    try connection.run(
      """
      INSERT INTO redo_budgets (
        change_id, category, subcategory, from_month, amount, only_month)
      SELECT $1, replaced.category, replaced.subcategory, replaced.from_month, present.amount,
        present.only_month
      FROM change_budgets AS replaced LEFT JOIN budgets AS present
        ON present.category = replaced.category AND present.subcategory = replaced.subcategory
        AND present.from_month = replaced.from_month
      WHERE replaced.change_id = $1
      """, change)
    try connection.run(
      """
      INSERT INTO redo_settings (change_id, key, value)
      SELECT $1, replaced.key, present.value
      FROM change_settings AS replaced LEFT JOIN settings AS present ON present.key = replaced.key
      WHERE replaced.change_id = $1
      """, change)
    let ruleColumns = Self.ruleColumnNames.dropFirst().map { "present." + $0 }
    try connection.run(
      """
      INSERT INTO redo_rules (change_id, \(Self.ruleSnapshotColumns))
      SELECT $1, replaced.rule_id, \(ruleColumns.joined(separator: ", "))
      FROM change_rules AS replaced LEFT JOIN recurring_rules AS present ON present.id = replaced.rule_id
      WHERE replaced.change_id = $1
      """, change)
  }

  /// The ids of the entries made by the rules that change `$1` added (what undoing it removes).
  private static let entriesOfAddedRules = """
    SELECT made.entry_id FROM recurring_occurrences AS made
    JOIN change_rules AS rule ON rule.rule_id = made.rule_id
    WHERE rule.change_id = $1 AND rule.kind IS NULL
    """

  /// The tables of the after-images, each keyed by the undone change.
  private static let imageTables = [
    "redo_entries", "redo_occurrences", "redo_budgets", "redo_settings", "redo_rules",
  ]

  /// Removes the images of the undos that a change recorded after them put out of redo's reach,
  /// and this member's own such undos (a newer one takes their place). Other members' stay, so
  /// that their redo can say which change ended it.
  private func forgetUnredoableUndos() throws {
    let ended = "SELECT change_id FROM undos WHERE last_change_id < (SELECT max(id) FROM changes)"
    for table in Self.imageTables {
      try connection.run("DELETE FROM \(table) WHERE change_id IN (\(ended))", [])
    }
    try connection.run(
      """
      DELETE FROM undos
      WHERE member = $1 AND last_change_id < (SELECT max(id) FROM changes)
      """, [.text(member)])
  }

  // MARK: Redoing

  /// Re-applies this connection's member's latest undo: puts back exactly what the undone
  /// change had left, marks it in force again (redone) and returns it; returns nil when the
  /// member has undone nothing that is still to redo. Repeated, it re-applies the undos before
  /// it, in turn. Nothing is redone when something was changed since: a change recorded after
  /// the undo by someone else that touched the same entry, budget, setting or rule, or another
  /// member's undo since of such a change, throws `.redoBlocked` naming it; any other change
  /// recorded after the undo throws `.changedSinceUndo` naming the first.
  func redoLastUndo() throws(LedgerError) -> ChangeRecord? {
    try guarded {
      try connection.writeTransaction {
        let latest = try connection.firstRow(
          """
          SELECT change_id, position, last_change_id FROM undos WHERE member = $1
          ORDER BY position DESC LIMIT 1
          """, [.text(member)]
        ) { (change: $0.int64(0), position: $0.int64(1), lastChange: $0.int64(2)) }
        guard let latest else { return nil }
        let undone = try connection.firstRow(
          "SELECT \(changeColumns) FROM changes WHERE changes.id = $1", [.integer(latest.change)]
        ) { row in
          (
            record: try changeRecord(row),
            created: row.isNull(7)
              ? [SQLValue.null, .null] : [.integer(row.int64(7)), .integer(row.int64(8))]
          )
        }
        guard let (record, created) = undone else { return nil }
        if let theirs = try firstChange(
          touchingWhat: record.id, created: created,
          where: "changes.id > $4 AND changes.member <> $5",
          [.integer(latest.lastChange), .text(member)])
          ?? firstChange(
            touchingWhat: record.id, created: created,
            where: """
              changes.id IN (SELECT change_id FROM undos WHERE position > $4 AND member <> $5)
              """, [.integer(latest.position), .text(member)])
        {
          throw LedgerError.redoBlocked(change: record, by: theirs)
        }
        if let later = try connection.firstRow(
          "SELECT \(changeColumns) FROM changes WHERE changes.id > $1 ORDER BY changes.id LIMIT 1",
          [.integer(latest.lastChange)], changeRecord)
        {
          throw LedgerError.changedSinceUndo(change: record, by: later)
        }
        try supersedeAgain(by: record.id)
        try reapply(record.id, created: created)
        try connection.run(
          "UPDATE changes SET undone_at = NULL, redone_at = \(sql.now) WHERE id = $1",
          [.integer(record.id)])
        for table in Self.imageTables {
          try connection.run("DELETE FROM \(table) WHERE change_id = $1", [.integer(record.id)])
        }
        try connection.run("DELETE FROM undos WHERE change_id = $1", [.integer(record.id)])
        return record.redone
      }
    }
  }

  /// Puts back the after-images of change `changeID` (which created the entries `created`):
  /// every entry it touched is removed and those it had left are put back, with their ids;
  /// then its budgets, settings and rules, and the occurrences of the rules it added.
  private func reapply(_ changeID: Int64, created: [SQLValue]) throws {
    let change: [SQLValue] = [.integer(changeID)]
    try connection.run(
      """
      DELETE FROM entries
      WHERE id BETWEEN $2 AND $3
        OR id IN (SELECT entry_id FROM change_entries WHERE change_id = $1)
        OR id IN (SELECT entry_id FROM redo_occurrences WHERE change_id = $1)
      """, change + created)
    try connection.run(
      """
      INSERT INTO entries (
        id, date, amount, category, memo, fingerprint, kind, subcategory, source, paid_by,
        split)
      SELECT entry_id, date, amount, category, memo, fingerprint, kind, subcategory, source,
        coalesce(paid_by, $2), split
      FROM redo_entries WHERE change_id = $1
      """, change + [payerOfImage])
    try SearchKeys.refresh(
      where: "id IN (SELECT entry_id FROM redo_entries WHERE change_id = $1)", change,
      on: connection)
    try restoreBudgets(changedBy: changeID, from: "redo_budgets")
    try restoreSettings(changedBy: changeID, from: "redo_settings")
    let gone = "SELECT rule_id FROM redo_rules WHERE change_id = $1 AND kind IS NULL"
    try connection.run(
      "DELETE FROM recurring_occurrences WHERE rule_id IN (\(gone))", change)
    try connection.run("DELETE FROM recurring_rules WHERE id IN (\(gone))", change)
    let updates = Self.ruleColumnNames.dropFirst().map { "\($0) = excluded.\($0)" }
    try connection.run(
      """
      INSERT INTO recurring_rules (\(Self.ruleColumns))
      SELECT \(Self.ruleSnapshotColumns) FROM redo_rules
      WHERE change_id = $1 AND kind IS NOT NULL
      ON CONFLICT (id) DO UPDATE SET \(updates.joined(separator: ", "))
      """, change)
    // The undo removed every occurrence of those rules, and nothing was made since.
    try connection.run(
      """
      INSERT INTO recurring_occurrences (rule_id, due_date, entry_id)
      SELECT rule_id, due_date, entry_id FROM redo_occurrences WHERE change_id = $1
      """, change)
  }

  /// The names of `ruleColumns`, `id` first.
  private static var ruleColumnNames: [String] {
    ruleColumns.split(separator: ",").map { $0.split(whereSeparator: \.isWhitespace).joined() }
  }
}
