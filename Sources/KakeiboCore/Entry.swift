/// One expense in the ledger.
public struct Entry: Hashable, Sendable {
  public let id: Int64
  public var date: LedgerDate
  public var amount: Yen
  public var category: Category
  public var memo: Memo

  public init(id: Int64, date: LedgerDate, amount: Yen, category: Category, memo: Memo) {
    self.id = id
    self.date = date
    self.amount = amount
    self.category = category
    self.memo = memo
  }
}

/// An expense not yet stored: an entry without its id.
public struct EntryDraft: Hashable, Sendable {
  public var date: LedgerDate
  public var amount: Yen
  public var category: Category
  public var memo: Memo

  public init(date: LedgerDate, amount: Yen, category: Category, memo: Memo = .empty) {
    self.date = date
    self.amount = amount
    self.category = category
    self.memo = memo
  }
}

/// The fields an edit changes; nil leaves a field as it is.
public struct EntryChanges: Hashable, Sendable {
  public var date: LedgerDate?
  public var amount: Yen?
  public var category: Category?
  public var memo: Memo?

  public init(
    date: LedgerDate? = nil, amount: Yen? = nil, category: Category? = nil, memo: Memo? = nil
  ) {
    self.date = date
    self.amount = amount
    self.category = category
    self.memo = memo
  }

  public var isEmpty: Bool { date == nil && amount == nil && category == nil && memo == nil }

  /// Returns `entry` with these changes applied.
  public func applied(to entry: Entry) -> Entry {
    var result = entry
    if let date { result.date = date }
    if let amount { result.amount = amount }
    if let category { result.category = category }
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
      throw InvalidValue(
        .id, text, "not an entry id; expected a positive whole number, such as 12")
    }
    return id
  }
}
