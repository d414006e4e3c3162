/// What kind of change was made to the ledger.
public enum ChangeKind: String, CaseIterable, Sendable {
  case add
  case edit
  case delete
  case `import`
  /// A budget set or removed (`kakeibo budget set|unset`).
  case budget
  /// A setting changed (`kakeibo config set|unset`).
  case config
  /// A recurring rule added, edited or removed (`kakeibo recurring add|edit|remove`).
  case recurring
  /// Entries that recurring rules made when they fell due, while a command opened the ledger:
  /// no one asked for them, so `kakeibo undo` passes over them.
  case scheduled
  /// Settlements (精算) recorded (`kakeibo settle --record`).
  case settle
}

/// One recorded change, as `kakeibo log` lists it, `kakeibo undo` reverts it and `kakeibo redo`
/// re-applies it.
public struct ChangeRecord: Hashable, Sendable {
  /// The change's number; later changes have larger numbers.
  public let id: Int64
  /// When it was made, in local time, `YYYY-MM-DD HH:MM:SS`.
  public let madeAt: String
  public let kind: ChangeKind
  /// What it did, as data (nil for a change recorded before migration 0019, which has its
  /// `summary` instead).
  public let detail: ChangeDetail?
  /// What a change recorded before migration 0019 did, in the English words it was stored
  /// with (`add #12 2026-11-30 生活費 ¥1,200 スーパー`), shown as it is; "" for a later change,
  /// which has its `detail`.
  public let summary: String
  /// Whether `kakeibo undo` has reverted it.
  public let isUndone: Bool
  /// Whether `kakeibo redo` has re-applied it after an undo, so that it is in force again (false
  /// while it is undone).
  public let isRedone: Bool
  /// Whether the command was meant to change the ledger but found nothing to change (an import
  /// of rows already there, an edit to the values an entry has): it is recorded all the same,
  /// so that `kakeibo undo` reverts it (touching nothing) rather than an older change.
  public let changedNothing: Bool
  /// Who made it: the PostgreSQL role, or the login name on an SQLite ledger; "" for a change
  /// recorded before kakeibo kept that.
  public let member: String

  public init(
    id: Int64, madeAt: String, kind: ChangeKind, detail: ChangeDetail? = nil,
    summary: String = "", isUndone: Bool, isRedone: Bool = false, changedNothing: Bool = false,
    member: String = ""
  ) {
    self.detail = detail
    self.id = id
    self.madeAt = madeAt
    self.kind = kind
    self.summary = summary
    self.isUndone = isUndone
    self.isRedone = isRedone && !isUndone
    self.changedNothing = changedNothing
    self.member = member
  }

  /// The same change, marked undone.
  public var undone: ChangeRecord {
    ChangeRecord(
      id: id, madeAt: madeAt, kind: kind, detail: detail, summary: summary, isUndone: true,
      changedNothing: changedNothing, member: member)
  }

  /// The same change, marked redone: in force again.
  public var redone: ChangeRecord {
    ChangeRecord(
      id: id, madeAt: madeAt, kind: kind, detail: detail, summary: summary, isUndone: false,
      isRedone: true,
      changedNothing: changedNothing, member: member)
  }
}

extension Entry {
  /// The entry in one line of plain text: `#12 2026-11-30 生活費 ¥1,200 スーパー`, with its 内訳
  /// (`生活費 › 食費`), and `収入` for income.
  public var summary: String {
    var parts = ["#\(id)", date.description, classText, amount.description]
    if !memo.isEmpty { parts.append(memo.text) }
    return parts.joined(separator: " ")
  }

  /// The category and 内訳 as text: `生活費`, `生活費 › 食費`, `収入 › 給与`.
  public var classText: String {
    Self.classText(kind: kind, category: category, subcategory: subcategory)
  }

  /// `生活費`, `生活費 › 食費`, `収入`, `収入 › 給与`.
  public static func classText(kind: EntryKind, category: Category?, subcategory: Subcategory?)
    -> String
  {
    let name = kind == .income ? EntryKind.incomeName : (category?.name ?? "")
    return subcategory.map { name + " › " + $0.name } ?? name
  }

  /// A field that differs between two versions of an entry, with its values as text (a memo
  /// in double quotes).
  public struct FieldChange: Equatable, Sendable {
    public let field: Field
    public let before: String
    public let after: String
  }

  /// The fields that differ between `self` and `other`, in the order of `Field`.
  public func changes(to other: Entry) -> [FieldChange] {
    var result: [FieldChange] = []
    func note(_ field: Field, _ before: String, _ after: String) {
      result.append(FieldChange(field: field, before: before, after: after))
    }
    if date != other.date { note(.date, "\(date)", "\(other.date)") }
    if amount != other.amount { note(.amount, "\(amount)", "\(other.amount)") }
    if category != other.category {
      note(
        .category, category?.name ?? EntryKind.incomeName,
        other.category?.name ?? EntryKind.incomeName)
    }
    if subcategory != other.subcategory {
      note(
        .subcategory, subcategory?.name ?? Subcategory.noneLabel,
        other.subcategory?.name ?? Subcategory.noneLabel)
    }
    if memo != other.memo { note(.memo, "\"\(memo)\"", "\"\(other.memo)\"") }
    if paidBy != other.paidBy {
      note(.paidBy, paidBy?.name ?? Person.meLabel, other.paidBy?.name ?? Person.meLabel)
    }
    if split != other.split {
      note(
        .split, split?.description ?? Split.householdLabel,
        other.split?.description ?? Split.householdLabel)
    }
    return result
  }

  /// `field old → new` for each field that differs, as the change log stores an edit.
  public func differences(to other: Entry) -> [String] {
    changes(to: other).map { "\($0.field.englishName) \($0.before) → \($0.after)" }
  }

  /// The fields of an entry that an edit may change.
  public enum Field: Sendable, CaseIterable {
    case date, amount, category, subcategory, memo, paidBy, split

    /// The field's name in the change log (stored, as it was): `date`, …, `内訳`, `memo`. The
    /// catalogue words it for a reader.
    public var englishName: String {
      switch self {
      case .date: "date"
      case .amount: "amount"
      case .category: "category"
      case .subcategory: "内訳"
      case .memo: "memo"
      case .paidBy: "paid by"
      case .split: "split"
      }
    }
  }
}
