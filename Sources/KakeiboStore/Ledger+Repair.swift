import KakeiboCore

/// An entry whose date, kind or category another program stored past the ledger's rules, as
/// it is stored: such a row cannot be read as an `Entry`, and `Ledger.repair(id:with:)` or
/// `Ledger.deleteInvalid(id:)` mend it.
public struct InvalidEntry: Equatable, Sendable {
  public let id: Int64
  /// The cells as stored, as text (nil for NULL).
  public let date: String
  public let amount: Int64
  public let kind: String
  public let category: String?
  public let memo: Memo
  public let subcategory: Subcategory?
  public let source: EntrySource?

  /// The category as text: its name, `収入` for income, or the cell as stored.
  var categoryText: String {
    kind == EntryKind.income.rawValue
      ? EntryKind.incomeName : category.map { Category(key: $0)?.name ?? $0 } ?? kind
  }

  /// The row as the change log keeps an entry, each cell as stored.
  var changed: ChangeDetail.ChangedEntry {
    ChangeDetail.ChangedEntry(
      id: id, date: date, category: categoryText, subcategory: subcategory?.name, amount: amount,
      memo: memo.text)
  }

  /// `#59 202%-11-04 娯楽費 ¥5 映画`: as `Entry.summary` writes an entry, with each cell that
  /// breaks the rules as stored.
  public var summary: String {
    var parts = ["#\(id)", date]
    let name =
      kind == EntryKind.income.rawValue
      ? EntryKind.incomeName : category.map { Category(key: $0)?.name ?? $0 } ?? kind
    parts.append(subcategory.map { name + " › " + $0.name } ?? name)
    parts.append(Yen(amount).description)
    if !memo.isEmpty { parts.append(memo.text) }
    return parts.joined(separator: " ")
  }
}

/// One cell an edit repaired or changed: the field, and its text before and after.
public struct RepairedCell: Equatable, Sendable {
  public let field: Entry.Field
  public let before: String
  public let after: String
}

extension Ledger {
  /// Reads entry `id` as stored, whatever its cells hold; nil when there is no such entry.
  func invalidEntry(id: Int64) throws -> InvalidEntry? {
    try connection.firstRow(
      "SELECT \(Self.entryColumns) FROM entries WHERE id = $1", [.integer(id)]
    ) { row in
      InvalidEntry(
        id: row.int64(0), date: row.text(1), amount: row.int64(2), kind: row.text(5),
        category: row.isNull(3) ? nil : row.text(3), memo: Memo(stored: row.text(4)),
        subcategory: row.isNull(6) ? nil : Subcategory(stored: row.text(6)),
        source: row.isNull(7) ? nil : EntrySource(stored: row.text(7)))
    }
  }

  /// Deletes entry `id` whatever its cells hold (for an entry `delete(id:)` cannot read), and
  /// returns it as it was stored; nil when there is no such entry. Recorded as a delete, which
  /// undo reverts to the row as it was.
  public func deleteInvalid(id: Int64) throws(LedgerError) -> InvalidEntry? {
    try guarded {
      try connection.writeTransaction {
        guard let stored = try invalidEntry(id: id) else { return nil }
        try recordChange(.delete, .deleted([stored.changed]), replacing: [id])
        try connection.run("DELETE FROM entries WHERE id = $1", [.integer(id)])
        return stored
      }
    }
  }

  /// Edits entry `id`, whose date, kind or category breaks the rules: `changes` must give each
  /// such cell a valid value (a date, a category, an amount; a kind cannot be given, so such an
  /// entry can only be deleted), else nothing is written and `.invalidEntry` says which cell.
  /// Its memo, 内訳 and source are repaired as `update` repairs them. Returns the entry as it
  /// was stored, as it is now, and each cell that changed; nil when there is no such entry.
  public func repair(id: Int64, with changes: EntryChanges) throws(LedgerError)
    -> (before: InvalidEntry, after: Entry, cells: [RepairedCell])?
  {
    try guarded {
      try connection.writeTransaction {
        guard let stored = try invalidEntry(id: id) else { return nil }
        func refuse(_ violation: RuleViolation) -> LedgerError {
          .invalidEntry(path: path, violation)
        }
        guard let kind = EntryKind(rawValue: stored.kind) else {
          throw refuse(.kind(entry: id, value: stored.kind))
        }
        guard let date = changes.date ?? LedgerDate(iso: stored.date) else {
          throw refuse(.date(entry: id, value: stored.date))
        }
        var category: Category?
        if kind == .expense {
          category = changes.category ?? stored.category.flatMap(Category.init(key:))
          if category == nil { throw refuse(.category(entry: id, value: stored.category ?? "")) }
        }
        let isAmountValid =
          Yen.entryRange.contains(Int64(clamping: stored.amount.magnitude))
          && (stored.amount > 0 || kind == .expense)
        guard isAmountValid || changes.amount != nil else {
          throw refuse(.amount(entry: id, value: String(stored.amount)))
        }
        let base = Entry(
          id: id, date: date, amount: Yen(isAmountValid ? stored.amount : 1),
          kind: kind, category: category, subcategory: stored.subcategory, memo: stored.memo,
          source: stored.source)
        let after = changes.applied(to: base).repairingStoredText
        let cells = Self.cells(stored, after)
        try recordChange(
          .edit, .edited(ids: [id], fields: Self.changedFields(stored, after)), replacing: [id])
        try connection.run(
          """
          UPDATE entries SET date = $1, amount = $2, category = $3, memo = $4, kind = $5,
            subcategory = $6, source = $7, search_key = $8
          WHERE id = $9
          """, Self.values(of: after.draft) + [SearchKeys.value(of: after.draft), .integer(id)])
        return (stored, after, cells)
      }
    }
  }

  /// The cells that differ between the row `stored` and the entry `after`, with their values
  /// as the change log keeps them.
  static func changedFields(_ stored: InvalidEntry, _ after: Entry) -> [ChangeDetail.FieldChange] {
    var fields: [ChangeDetail.FieldChange] = []
    func compare(_ field: ChangeDetail.ChangedField, _ before: String?, _ now: String?) {
      if before != now {
        fields.append(ChangeDetail.FieldChange(field, before: before, after: now))
      }
    }
    compare(.date, stored.date, after.date.description)
    compare(.amount, String(stored.amount), String(after.amount.value))
    compare(.category, stored.categoryText, after.category?.name ?? EntryKind.incomeName)
    compare(.subcategory, stored.subcategory?.name, after.subcategory?.name)
    compare(.memo, stored.memo.text, after.memo.text)
    return fields
  }

  /// The cells that differ between the row `stored` and the entry `after`, as text.
  static func cells(_ stored: InvalidEntry, _ after: Entry) -> [RepairedCell] {
    var cells: [RepairedCell] = []
    func compare(_ field: Entry.Field, _ before: String, _ now: String) {
      if before != now { cells.append(RepairedCell(field: field, before: before, after: now)) }
    }
    compare(.date, stored.date, after.date.description)
    compare(.amount, Yen(stored.amount).description, after.amount.description)
    let storedCategory =
      stored.kind == EntryKind.income.rawValue
      ? EntryKind.incomeName : stored.category.map { Category(key: $0)?.name ?? $0 } ?? ""
    compare(.category, storedCategory, after.category?.name ?? EntryKind.incomeName)
    compare(
      .subcategory, stored.subcategory?.name ?? Subcategory.noneLabel,
      after.subcategory?.name ?? Subcategory.noneLabel)
    compare(.memo, "\"\(stored.memo.text)\"", "\"\(after.memo.text)\"")
    return cells
  }
}
