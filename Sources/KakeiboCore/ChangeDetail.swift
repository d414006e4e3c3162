/// What one change of the log did, as data: the store records it beside the change (since
/// migration 0019) and the command-line layer words it when it is read, in the reader's
/// language. A change recorded before that keeps the sentence it was stored with instead.
///
/// Values are kept as the ledger stores them, not as a reader sees them: amounts in yen, dates
/// as `YYYY-MM-DD`, categories and 内訳 by name, nil where a field holds nothing (no 内訳, no
/// payer, the household's split, no end).
public enum ChangeDetail: Hashable, Sendable {
  /// An entry added (`add`, `income`, an offline copy's add pushed).
  case added(ChangedEntry)
  /// Entries edited: `fields` says what changed on each of them, with its values before and
  /// after (one entry, or several given the same values one by one); none when the edit
  /// changed nothing.
  case edited(ids: [Int64], fields: [FieldChange])
  /// Several entries given the same new values (`edit 7-10 --category 経費`): each field with
  /// its value after (`before` nil), and whether they became refunds.
  case editedAlike(ids: [Int64], fields: [FieldChange], refund: Bool)
  /// Entries deleted, as they were.
  case deleted([ChangedEntry])
  /// A statement or CSV file imported: how many entries it added, how many typed by hand it
  /// matched, and how many estimates it replaced.
  case imported(file: String, added: Int, matched: Int, replaced: Int)
  /// A budget set; `was` is the amount of the budget it replaced, nil when there was none.
  case budgetSet(ChangedBudget, was: Int64?)
  /// A budget removed.
  case budgetUnset(ChangedBudget)
  /// A setting given `value`; `was` is the value it had (its default when none was stored).
  case settingSet(name: String, value: String, was: String)
  /// A setting removed, so that its default applies; `was` is the value it had.
  case settingUnset(name: String, was: String)
  /// A recurring rule added, with how many of its entries were due already and made.
  case ruleAdded(ChangedRule, made: Int)
  /// A recurring rule edited: each field with its value before and after (none: no change).
  case ruleEdited(id: Int64, fields: [FieldChange])
  /// A recurring rule ended.
  case ruleRemoved(ChangedRule)
  /// One entry a recurring rule made when it fell due.
  case scheduledEntry(rule: Int64, ChangedEntry)
  /// Several entries recurring rules made when they fell due, with ids `first` to `last`.
  case scheduledEntries(count: Int, first: Int64, last: Int64)
  /// Settlements (精算) recorded for `period` (`2026-11`, or a range of days).
  case settled(period: String, transfers: [Settlement.Transfer])
  /// A 内訳 renamed (`to` nil: merged into none) in `category` (nil: income's).
  case subcategoryRenamed(
    category: String?, from: String, to: String?, counts: ReclassifiedCounts)
  /// A 内訳 moved from one category to another.
  case subcategoryMoved(
    subcategory: String, from: String, to: String, counts: ReclassifiedCounts)
}

extension ChangeDetail {
  /// One field of an entry or a rule that a change set, with its values as stored.
  public struct FieldChange: Hashable, Sendable {
    public let field: ChangedField
    public let before: String?
    public let after: String?

    public init(_ field: ChangedField, before: String?, after: String?) {
      self.field = field
      self.before = before
      self.after = after
    }
  }

  /// The fields a change records: an entry's, and a recurring rule's.
  public enum ChangedField: String, CaseIterable, Hashable, Sendable {
    /// `YYYY-MM-DD`.
    case date
    /// Whole yen.
    case amount
    /// The category's name (`収入` for income).
    case category
    /// The 内訳's name; nil: none.
    case subcategory
    /// The memo's text.
    case memo
    /// The payer's name; nil: "me".
    case paidBy = "paid-by"
    /// The split as written (`健太=1,美咲=1`); nil: the household's.
    case split
    /// A rule's category and 内訳 together (`生活費 › 家賃`).
    case classification = "class"
    /// A rule's day of the month.
    case day
    /// A rule's last month, `YYYY-MM`; nil: no end.
    case until
    /// A rule's business-day rule (`none`, `next`, `previous`).
    case businessDay = "business-day"
    /// Whether a rule's amount is an estimate: `yes` or `no`.
    case estimate
    /// The statement text a rule's entries match.
    case match
    /// How many times a rule makes an entry; nil: no limit.
    case times
  }

  /// An entry as a change found or left it.
  public struct ChangedEntry: Hashable, Sendable {
    public let id: Int64
    /// `YYYY-MM-DD`, as stored.
    public let date: String
    /// The category's name, `収入` for income (as stored, for a row another program wrote).
    public let category: String
    public let subcategory: String?
    /// Whole yen.
    public let amount: Int64
    public let memo: String

    public init(
      id: Int64, date: String, category: String, subcategory: String?, amount: Int64,
      memo: String
    ) {
      self.id = id
      self.date = date
      self.category = category
      self.subcategory = subcategory
      self.amount = amount
      self.memo = memo
    }

    public init(_ entry: Entry) {
      self.init(
        id: entry.id, date: entry.date.description,
        category: entry.category?.name ?? EntryKind.incomeName,
        subcategory: entry.subcategory?.name, amount: entry.amount.value, memo: entry.memo.text)
    }
  }

  /// A budget as a change set or removed it.
  public struct ChangedBudget: Hashable, Sendable {
    public let category: String
    public let subcategory: String?
    /// The month it applies from, `YYYY-MM`; nil: every month.
    public let from: String?
    /// Whole yen.
    public let amount: Int64
    /// Whether it is for its month alone.
    public let isForItsMonthOnly: Bool

    public init(
      category: String, subcategory: String?, from: String?, amount: Int64,
      isForItsMonthOnly: Bool
    ) {
      self.category = category
      self.subcategory = subcategory
      self.from = from
      self.amount = amount
      self.isForItsMonthOnly = isForItsMonthOnly
    }

    public init(_ budget: Budget) {
      self.init(
        category: budget.category.name, subcategory: budget.subcategory?.name,
        from: budget.from == .earliest ? nil : budget.from.description,
        amount: budget.amount.value, isForItsMonthOnly: budget.isForItsMonthOnly)
    }
  }

  /// A recurring rule as a change added or ended it.
  public struct ChangedRule: Hashable, Sendable {
    public let id: Int64
    /// The category's name (`収入` for income).
    public let category: String
    public let subcategory: String?
    public let amount: Int64
    public let memo: String
    public let day: Int

    public init(
      id: Int64, category: String, subcategory: String?, amount: Int64, memo: String, day: Int
    ) {
      self.id = id
      self.category = category
      self.subcategory = subcategory
      self.amount = amount
      self.memo = memo
      self.day = day
    }

    public init(_ rule: RecurringRule) {
      self.init(
        id: rule.id,
        category: rule.kind == .income ? EntryKind.incomeName : rule.category?.name ?? "",
        subcategory: rule.subcategory?.name, amount: rule.amount.value, memo: rule.memo.text,
        day: rule.day)
    }
  }

  /// What a 内訳's rename or move reclassified.
  public struct ReclassifiedCounts: Hashable, Sendable {
    public let entries: Int
    public let rules: Int
    public let budgets: Int

    public init(entries: Int, rules: Int, budgets: Int) {
      self.entries = entries
      self.rules = rules
      self.budgets = budgets
    }
  }

  /// The ids of the entries the change names, in order: what it added, edited or deleted.
  public var entryIDs: [Int64] {
    switch self {
    case .added(let entry), .scheduledEntry(_, let entry): [entry.id]
    case .edited(let ids, _), .editedAlike(let ids, _, _): ids
    case .deleted(let entries): entries.map(\.id)
    default: []
    }
  }
}

extension Entry {
  /// The fields that differ between `self` and `other`, with their values as the change log
  /// keeps them, in the order of `Field`.
  public func changedFields(to other: Entry) -> [ChangeDetail.FieldChange] {
    var result: [ChangeDetail.FieldChange] = []
    func note(_ field: ChangeDetail.ChangedField, _ before: String?, _ after: String?) {
      result.append(ChangeDetail.FieldChange(field, before: before, after: after))
    }
    if date != other.date { note(.date, "\(date)", "\(other.date)") }
    if amount != other.amount { note(.amount, "\(amount.value)", "\(other.amount.value)") }
    if category != other.category {
      note(
        .category, category?.name ?? EntryKind.incomeName,
        other.category?.name ?? EntryKind.incomeName)
    }
    if subcategory != other.subcategory {
      note(.subcategory, subcategory?.name, other.subcategory?.name)
    }
    if memo != other.memo { note(.memo, memo.text, other.memo.text) }
    if paidBy != other.paidBy { note(.paidBy, paidBy?.name, other.paidBy?.name) }
    if split != other.split { note(.split, split?.description, other.split?.description) }
    return result
  }
}
