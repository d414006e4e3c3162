/// What an entry is: money spent (an expense, or the refund of one, with a negative amount)
/// or money received (income, which belongs to none of the three categories).
public enum EntryKind: String, CaseIterable, Sendable {
  case expense
  case income

  /// What income is called where a category's name would be.
  public static let incomeName = "収入"
  /// Income's icon, where a category's would be.
  public static let incomeIcon = IconName.banknoteFill
}

extension Entry {
  /// The category, or income, as a person reads it, with its 内訳: `🏠 生活費`,
  /// `🏠 生活費 › 食費`, `💴 収入 › 給与`.
  public func label(_ glyphs: GlyphStyle) -> String {
    Self.label(kind: kind, category: category, subcategory: subcategory, glyphs)
  }

  /// See `label(_:)`.
  public static func label(
    kind: EntryKind, category: Category?, subcategory: Subcategory?, _ glyphs: GlyphStyle
  ) -> String {
    let icon = kind == .income ? EntryKind.incomeIcon : (category?.icon ?? EntryKind.incomeIcon)
    return icon.glyph(glyphs) + " "
      + classText(kind: kind, category: category, subcategory: subcategory)
  }
}

/// One entry of the ledger: an expense in one of the three categories, or income.
public struct Entry: Hashable, Sendable {
  public let id: Int64
  public var date: LedgerDate
  /// Positive, or negative for the refund of an expense.
  public var amount: Yen
  public var kind: EntryKind
  /// The expense's category; nil for income.
  public var category: Category?
  /// The 内訳 under the category (or the kind of income), if any.
  public var subcategory: Subcategory?
  public var memo: Memo
  /// The bank, card or account it was imported from; nil for an entry typed by hand (until a
  /// statement that lists it is imported).
  public var source: EntrySource?

  public init(
    id: Int64, date: LedgerDate, amount: Yen, kind: EntryKind = .expense, category: Category?,
    subcategory: Subcategory? = nil, memo: Memo, source: EntrySource? = nil
  ) {
    self.id = id
    self.date = date
    self.amount = amount
    self.kind = kind
    self.category = category
    self.subcategory = subcategory
    self.memo = memo
    self.source = source
  }

  /// The entry with `id`, as `draft` describes it.
  public init(id: Int64, _ draft: EntryDraft) {
    self.init(
      id: id, date: draft.date, amount: draft.amount, kind: draft.kind, category: draft.category,
      subcategory: draft.subcategory, memo: draft.memo, source: draft.source)
  }

  /// The entry without its id.
  public var draft: EntryDraft {
    EntryDraft(
      date: date, amount: amount, kind: kind, category: category, subcategory: subcategory,
      memo: memo, source: source)
  }

  /// Whether the entry is the refund of an expense (a negative expense).
  public var isRefund: Bool { kind == .expense && amount.value < 0 }
}

/// An entry not yet stored: an entry without its id.
public struct EntryDraft: Hashable, Sendable {
  public var date: LedgerDate
  public var amount: Yen
  public var kind: EntryKind
  public var category: Category?
  public var subcategory: Subcategory?
  public var memo: Memo
  /// The bank, card or account it comes from (an import's); nil when typed by hand.
  public var source: EntrySource?

  /// An expense of `amount` in `category` (a refund when `amount` is negative).
  public init(
    date: LedgerDate, amount: Yen, category: Category, subcategory: Subcategory? = nil,
    memo: Memo = .empty, source: EntrySource? = nil
  ) {
    self.init(
      date: date, amount: amount, kind: .expense, category: category, subcategory: subcategory,
      memo: memo, source: source)
  }

  /// An entry of any kind; income has no category.
  public init(
    date: LedgerDate, amount: Yen, kind: EntryKind, category: Category?,
    subcategory: Subcategory? = nil, memo: Memo = .empty, source: EntrySource? = nil
  ) {
    self.date = date
    self.amount = amount
    self.kind = kind
    self.category = kind == .income ? nil : category
    self.subcategory = subcategory
    self.memo = memo
    self.source = source
  }

  /// Income of `amount`, of the kind `subcategory` says (給与, 賞与, …).
  public static func income(
    date: LedgerDate, amount: Yen, subcategory: Subcategory? = nil, memo: Memo = .empty,
    source: EntrySource? = nil
  ) -> EntryDraft {
    EntryDraft(
      date: date, amount: amount, kind: .income, category: nil, subcategory: subcategory,
      memo: memo, source: source)
  }
}

/// The fields an edit changes; nil leaves a field as it is.
public struct EntryChanges: Hashable, Sendable {
  public var date: LedgerDate?
  /// The new amount's size: the entry keeps its direction (a refund stays a refund) unless
  /// `makesRefund`.
  public var amount: Yen?
  public var category: Category?
  /// `.some(nil)` clears the 内訳; nil leaves it.
  public var subcategory: Subcategory??
  public var memo: Memo?
  /// Whether the expense becomes the refund of one (its amount negative).
  public var makesRefund: Bool

  public init(
    date: LedgerDate? = nil, amount: Yen? = nil, category: Category? = nil,
    subcategory: Subcategory?? = nil, memo: Memo? = nil, makesRefund: Bool = false
  ) {
    self.date = date
    self.amount = amount
    self.category = category
    self.subcategory = subcategory
    self.memo = memo
    self.makesRefund = makesRefund
  }

  public var isEmpty: Bool {
    date == nil && amount == nil && category == nil && subcategory == nil && memo == nil
      && !makesRefund
  }

  /// Returns `entry` with these changes applied.
  public func applied(to entry: Entry) -> Entry {
    var result = entry
    if let date { result.date = date }
    let isNegative = entry.amount.value < 0 || (makesRefund && entry.kind == .expense)
    let magnitude = amount?.value.magnitude ?? entry.amount.value.magnitude
    result.amount = Yen(isNegative ? -Int64(magnitude) : Int64(magnitude))
    if let category, entry.kind == .expense { result.category = category }
    if let subcategory { result.subcategory = subcategory }
    if let memo { result.memo = memo }
    return result
  }
}

extension Entry {
  /// Parses an entry id as typed: a positive whole number (`12`, `#12`).
  public static func parseID(_ text: String) throws(InvalidValue) -> Int64 {
    // The common case, plain ASCII digits as an export writes them, without folding.
    if let id = TextNormalization.plainNumber(text.utf8), id > 0 { return id }
    var folded = Substring(TextNormalization.folded(text))
    if folded.first == "#" { folded = folded.dropFirst() }
    guard !folded.isEmpty, folded.allSatisfy(\.isASCIIDigitCharacter), let id = Int64(folded),
      id > 0
    else {
      throw InvalidValue(.id, text, .notAnEntryID)
    }
    return id
  }
}

extension Entry {
  /// The most ids one range may name (`1-10000`): more is surely a typo.
  public static let largestIDRange = 10_000

  /// Parses one word of entry ids: an id (`12`, `#12`) or a range of them, both ends included
  /// (`7-10`, `#7-#10`, `7〜10`), in order.
  public static func parseIDs(_ text: String) throws(InvalidValue) -> [Int64] {
    let folded = TextNormalization.folded(text)
    guard let dash = folded.firstIndex(where: { "-~〜".contains($0) }) else {
      return [try parseID(text)]
    }
    let refusal = InvalidValue(.id, text, .notAnEntryIDOrRange)
    guard let first = try? parseID(String(folded[..<dash])),
      let last = try? parseID(String(folded[folded.index(after: dash)...]))
    else { throw refusal }
    guard first <= last else {
      throw InvalidValue(.id, text, .backwardIDRange(first: first, last: last))
    }
    guard last - first < Int64(largestIDRange) else {
      throw InvalidValue(.id, text, .idRangeTooLarge(maximum: largestIDRange))
    }
    return Array(first...last)
  }
}
