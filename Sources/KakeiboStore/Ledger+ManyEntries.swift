import KakeiboCore

/// Changing several entries at once (`delete 7-10`, `edit 7-10 --category 経費`): one change of
/// the log, which one undo reverts and one redo re-applies, whatever the number of entries.
extension Ledger {
  /// Deletes the entries `ids` (each once, in id order) and returns them, as one change. When
  /// any of the ids names no entry, nothing is deleted and `.noSuchEntries` names them all.
  func delete(ids: [Int64]) throws(LedgerError) -> [Entry] {
    let ids = Array(Set(ids)).sorted()
    return try guarded {
      try connection.writeTransaction {
        try supersedeOfflineConflicts(over: ids.map { (.entries, [.integer($0)]) })
        let entries = try existingEntries(ids)
        try recordChange(.delete, .deleted(entries.map(ChangedEntry.init)), replacing: ids)
        let (condition, value) = sql.idIn(ids, 1)
        try connection.run("DELETE FROM entries WHERE \(condition)", [value])
        return entries
      }
    }
  }

  /// Applies `changes` to each of the entries `ids` and returns each entry before and after, in
  /// id order, as one change that replaces those that differ. When any of the ids names no
  /// entry, nothing is changed and `.noSuchEntries` names them all; when none differs, the edit
  /// is recorded as one that changed nothing.
  func update(ids: [Int64], with changes: EntryChanges) throws(LedgerError) -> [(
    before: Entry, after: Entry
  )] {
    let ids = Array(Set(ids)).sorted()
    return try guarded {
      try connection.writeTransaction {
        try supersedeOfflineConflicts(over: ids.map { (.entries, [.integer($0)]) })
        let pairs = try existingEntries(ids).map { ($0, changes.applied(to: $0)) }
        let changed = pairs.filter { !$0.0.changedFields(to: $0.1).isEmpty }
        guard !changed.isEmpty else {
          try recordUnchanged(.edit, .editedAlike(ids: ids, fields: [], refund: false))
          return pairs.map { (before: $0.0, after: $0.1) }
        }
        try recordChange(
          .edit,
          .editedAlike(
            ids: changed.map(\.0.id), fields: Self.fieldsGiven(changes),
            refund: changes.makesRefund),
          replacing: changed.map(\.0.id))
        for (_, after) in changed {
          try connection.run(
            """
            UPDATE entries SET date = $1, amount = $2, category = $3, memo = $4, kind = $5,
              subcategory = $6, source = $7, search_key = $8, paid_by = $10, split = $11
            WHERE id = $9
            """,
            Self.values(of: after.draft) + [SearchKeys.value(of: after.draft), .integer(after.id)]
              + sharingValues(of: after.draft))
        }
        return pairs.map { (before: $0.0, after: $0.1) }
      }
    }
  }

  /// The entries `ids` (sorted, each once), or `.noSuchEntries` naming those that are not there.
  private func existingEntries(_ ids: [Int64]) throws -> [Entry] {
    let (condition, value) = sql.idIn(ids, 1)
    let entries = try connection.rows(
      "SELECT \(Self.entryColumns) FROM entries WHERE \(condition) ORDER BY id", [value],
      decodeEntry)
    let found = Set(entries.map(\.id))
    let missing = ids.filter { !found.contains($0) }
    guard missing.isEmpty else { throw LedgerError.noSuchEntries(missing) }
    return entries
  }

  /// The values an edit of several entries gives each, as the change log keeps them (`before`
  /// nil: each entry had its own).
  static func fieldsGiven(_ changes: EntryChanges) -> [ChangeDetail.FieldChange] {
    var fields: [ChangeDetail.FieldChange] = []
    func give(_ field: ChangeDetail.ChangedField, _ value: String?) {
      fields.append(ChangeDetail.FieldChange(field, before: nil, after: value))
    }
    if let date = changes.date { give(.date, date.description) }
    if let amount = changes.amount { give(.amount, String(amount.value)) }
    if let category = changes.category { give(.category, category.name) }
    if let subcategory = changes.subcategory { give(.subcategory, subcategory?.name) }
    if let memo = changes.memo { give(.memo, memo.text) }
    if let paidBy = changes.paidBy { give(.paidBy, paidBy.name) }
    if let split = changes.split { give(.split, split?.description) }
    return fields
  }
}

/// An entry as the change log keeps it.
typealias ChangedEntry = ChangeDetail.ChangedEntry
