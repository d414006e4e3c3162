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
        let entries = try existingEntries(ids)
        try recordChange(
          .delete, summary: "delete " + Self.entriesText(entries.map(\.id)), replacing: ids)
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
        let pairs = try existingEntries(ids).map { ($0, changes.applied(to: $0)) }
        let changed = pairs.filter { !$0.0.differences(to: $0.1).isEmpty }
        guard !changed.isEmpty else {
          try recordUnchanged(.edit, "edit " + Self.entriesText(ids))
          return pairs.map { (before: $0.0, after: $0.1) }
        }
        try recordChange(
          .edit,
          summary: "edit " + Self.entriesText(changed.map(\.0.id)) + ": "
            + Self.changesText(changes),
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

  /// What an edit of several entries gives each: `category → 経費, 内訳 → (なし)`.
  static func changesText(_ changes: EntryChanges) -> String {
    var parts: [String] = []
    if let date = changes.date { parts.append("date → \(date)") }
    if let amount = changes.amount { parts.append("amount → \(amount)") }
    if let category = changes.category { parts.append("category → \(category.name)") }
    if let subcategory = changes.subcategory {
      parts.append("内訳 → " + (subcategory?.name ?? Subcategory.noneLabel))
    }
    if let memo = changes.memo { parts.append("memo → \"\(memo.text)\"") }
    if changes.makesRefund { parts.append("refund") }
    if let paidBy = changes.paidBy { parts.append("paid by → " + paidBy.name) }
    if let split = changes.split {
      parts.append("split → " + (split?.description ?? Split.householdLabel))
    }
    return parts.joined(separator: ", ")
  }

  /// `4 entries: #7 to #10`, `2 entries: #3, #9`, or `#7` for one: how the change log names a
  /// change of several entries, runs of ids written as ranges.
  static func entriesText(_ ids: [Int64]) -> String {
    let sorted = ids.sorted()
    guard sorted.count > 1 else { return sorted.first.map { "#\($0)" } ?? "no entries" }
    var runs: [String] = []
    var start = sorted[0]
    var last = sorted[0]
    for id in sorted.dropFirst() + [Int64.min] {
      if id == last + 1 {
        last = id
        continue
      }
      runs.append(
        start == last
          ? "#\(start)" : last == start + 1 ? "#\(start), #\(last)" : "#\(start) to #\(last)")
      start = id
      last = id
    }
    return "\(sorted.count) entries: " + runs.joined(separator: ", ")
  }
}
