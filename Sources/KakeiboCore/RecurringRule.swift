/// A fixed cost (固定費), an instalment plan (分割払い) or a regular income: a monthly rule whose
/// occurrences become ordinary entries when they fall due.
///
/// An occurrence falls on the rule's day of every calendar month, or on the month's last day
/// when the month is shorter (a rule for the 31st falls on 30 April and on 28 or 29 February).
/// The rule's span is a range of dates, fixed when the rule is made from its months (under the
/// month-start setting then in force), so that a later change of the setting never moves an
/// occurrence in or out of it.
///
/// An occurrence is keyed by its due date (the rule's day); its entry is dated on the business
/// day `businessDay` moves it to (a 口座振替 due on Saturday the 27th is taken on Monday the
/// 29th), and falls due on that date. An estimate's entries (`isEstimate`, a bill that varies,
/// such as 電気) are provisional until a statement's row of the same payee replaces them.
public struct RecurringRule: Hashable, Sendable {
  public let id: Int64
  /// What each occurrence becomes: an expense of `category`, or income.
  public var kind: EntryKind
  /// The category of an expense rule; nil for income.
  public var category: Category?
  public var subcategory: Subcategory?
  /// Each occurrence's amount: whole yen above zero.
  public var amount: Yen
  public var memo: Memo
  /// The day of the month, 1 to 31.
  public var day: Int
  /// The first date an occurrence may fall on: the first day of the rule's first month.
  public var firstDate: LedgerDate
  /// The last date an occurrence may fall on (`--until`'s month's last day), if any.
  public var lastDate: LedgerDate?
  /// How many occurrences the rule makes in all (`--times`), if limited.
  public var times: Int?
  /// Occurrences before this date are not made (again): the day after the rule was last
  /// edited, since an edit changes future occurrences only.
  public var resumeDate: LedgerDate
  /// The day the rule was removed, if it was: no occurrence after it is made.
  public var endDate: LedgerDate?
  /// Where a due date that is no business day moves its entry.
  public var businessDay: BusinessDayRule
  /// Whether the amount is an estimate: the entries are provisional (見込み) until an imported
  /// row of the same payee replaces them.
  public var isEstimate: Bool
  /// The text an imported row's description must hold to be this rule's payee (`--match
  /// 東京電力`); nil: the memo.
  public var match: Memo?
  /// Who pays each entry the rule makes; nil for "me" of whoever's command makes it.
  public var paidBy: Person?
  /// The split of each entry the rule makes; nil for the household's split.
  public var split: Split?

  /// How far a business day can move a due date: the longest run of days off (New Year,
  /// Golden Week, Silver Week) and a weekend, with room to spare.
  public static let longestMove = 10

  /// The days a rule may fall on.
  public static let days = 1...31
  /// The most occurrences an instalment plan may have: 50 years of months.
  public static let maximumTimes = 600

  public init(
    id: Int64, kind: EntryKind, category: Category?, subcategory: Subcategory?, amount: Yen,
    memo: Memo, day: Int, firstDate: LedgerDate, lastDate: LedgerDate? = nil, times: Int? = nil,
    resumeDate: LedgerDate? = nil, endDate: LedgerDate? = nil,
    businessDay: BusinessDayRule = .none, isEstimate: Bool = false, match: Memo? = nil,
    paidBy: Person? = nil, split: Split? = nil
  ) {
    self.id = id
    self.kind = kind
    self.category = kind == .income ? nil : category
    self.subcategory = subcategory
    self.amount = amount
    self.memo = memo
    self.day = day
    self.firstDate = firstDate
    self.lastDate = lastDate
    self.times = times
    self.resumeDate = resumeDate ?? firstDate
    self.endDate = endDate
    self.businessDay = businessDay
    self.isEstimate = isEstimate
    self.match = match
    self.paidBy = paidBy
    self.split = split
  }

  /// The text an imported row's payee is matched with: `match`, else the memo.
  public var payee: Memo { match ?? memo }

  /// Parses `--day`: a whole number from 1 to 31.
  public static func parseDay(_ text: String) throws(InvalidValue) -> Int {
    let folded = TextNormalization.folded(text)
    guard let day = Int(TextNormalization.trimmed(folded)), days.contains(day) else {
      throw InvalidValue(.day, text, .notARuleDay)
    }
    return day
  }

  /// Parses `--times`: how many monthly occurrences an instalment plan has.
  public static func parseTimes(_ text: String) throws(InvalidValue) -> Int {
    let folded = TextNormalization.trimmed(TextNormalization.folded(text))
    guard let times = Int(folded), (1...maximumTimes).contains(times) else {
      throw InvalidValue(.times, text, .notANumberOfPayments(maximum: maximumTimes))
    }
    return times
  }

  /// The date the rule falls on in the calendar month `month`: its day, or the month's last day
  /// in a shorter month.
  public func date(in month: YearMonth) -> LedgerDate {
    LedgerDate(validYear: month.year, month: month.month, day: min(day, month.dayCount))
  }

  /// Every date the rule falls on up to and including `last`, each with its number (1 for the
  /// first), limited by `times`, `lastDate` and `endDate`; those before `resumeDate` are
  /// numbered but left out.
  public func occurrences(through last: LedgerDate) -> [(number: Int, date: LedgerDate)] {
    numberedOccurrences(through: last).filter { $0.date >= resumeDate }
  }

  /// Every occurrence up to `last`, numbered, whether or not it is before `resumeDate`.
  private func numberedOccurrences(through last: LedgerDate) -> [(
    number: Int, date: LedgerDate
  )] {
    var limit = last
    if let lastDate, lastDate < limit { limit = lastDate }
    if let endDate, endDate < limit { limit = endDate }
    var result: [(Int, LedgerDate)] = []
    var month: YearMonth? = firstDate.yearMonth
    while let current = month {
      let date = date(in: current)
      if date > limit { break }
      if date >= firstDate {
        if let times, result.count >= times { break }
        result.append((result.count + 1, date))
      }
      month = current.next
    }
    return result
  }

  /// The occurrences whose entries fall from `first` through `last`, both included, each with
  /// its due date (the key) and the date its entry gets (moved to a business day when the rule
  /// says so): what the rule adds in that span.
  public func entryDates(from first: LedgerDate, through last: LedgerDate) -> [(
    due: LedgerDate, date: LedgerDate
  )] {
    let limit = last.adding(days: Self.longestMove) ?? last
    return occurrences(through: limit).map { ($0.date, entryDate(due: $0.date)) }.filter {
      first <= $0.date && $0.date <= last
    }
  }

  /// The occurrences whose entries are dated by `today`: what has fallen due, each with its
  /// due date and its entry's date.
  public func dueOccurrences(through today: LedgerDate) -> [(due: LedgerDate, date: LedgerDate)] {
    entryDates(from: DateRange.all.first, through: today)
  }

  /// The date the entry of the occurrence due on `due` gets: `due` moved to a business day as
  /// `businessDay` says.
  public func entryDate(due: LedgerDate) -> LedgerDate { businessDay.adjusted(due) }

  /// The dates of the entries that fall from `first` through `last`.
  public func occurrences(from first: LedgerDate, through last: LedgerDate) -> [LedgerDate] {
    entryDates(from: first, through: last).map(\.date)
  }

  /// The date of the first entry after `today`, or nil when the rule makes no more.
  public func nextDate(after today: LedgerDate) -> LedgerDate? {
    guard let next = today.adding(days: 1), let limit = today.adding(days: 62) else { return nil }
    return occurrences(from: next, through: limit).first
  }

  /// How many occurrences fall after `today`: nil when the rule runs on without end.
  public func remainingCount(after today: LedgerDate) -> Int? {
    if let endDate, endDate <= today { return 0 }
    guard times != nil || lastDate != nil else { return nil }
    guard let next = today.adding(days: 1) else { return 0 }
    return occurrences(from: next, through: lastDate ?? .latest).count
  }

  /// What the rest of the rule costs (or brings) after `today`: nil when it runs without end.
  public func remainingTotal(after today: LedgerDate) -> Yen? {
    guard let count = remainingCount(after: today) else { return nil }
    let (total, overflow) = amount.value.multipliedReportingOverflow(by: Int64(count))
    return overflow ? nil : Yen(total)
  }

  /// The entry an occurrence on `date` becomes.
  public func draft(on date: LedgerDate) -> EntryDraft {
    var draft = EntryDraft(
      date: date, amount: amount, kind: kind, category: category, subcategory: subcategory,
      memo: memo)
    draft.paidBy = paidBy
    draft.split = split
    return draft
  }

  /// The entry the occurrence due on `due` becomes, dated on its business day.
  public func draft(due: LedgerDate) -> EntryDraft { draft(on: entryDate(due: due)) }

  /// Whether the rule has ended by `today`: removed, or past its last occurrence.
  public func hasEnded(by today: LedgerDate) -> Bool {
    if let endDate, endDate <= today { return true }
    return remainingCount(after: today) == 0
  }
}

/// What the rules will still add to a span of dates, by category and for income: the 予定 of
/// the month ahead.
public struct Schedule: Hashable, Sendable {
  /// Each category's scheduled expenses; absent categories have none.
  public var categories: [Category: Tally] = [:]
  public var income = Tally.zero
  /// Each occurrence still to come, by date (then rule): what `kakeibo` alone lists.
  public var upcoming: [Upcoming] = []

  /// One occurrence still to come: the entry a rule will make, on its date.
  public struct Upcoming: Hashable, Sendable {
    public let date: LedgerDate
    public let amount: Yen
    public let kind: EntryKind
    public let category: Category?
    public let memo: Memo
  }

  public init() {}

  /// The occurrences of `rules` whose entries fall from `first` through `last`, but for those
  /// `made` already (by rule id and due date). Throws when a sum does not fit.
  public init(
    rules: [RecurringRule], from first: LedgerDate, through last: LedgerDate,
    made: [Int64: Set<LedgerDate>] = [:]
  ) throws(ReportError) {
    for rule in rules {
      let made = made[rule.id] ?? []
      let dates = rule.entryDates(from: first, through: last).filter { !made.contains($0.due) }
      let count = Int64(dates.count)
      guard count > 0 else { continue }
      upcoming += dates.map {
        Upcoming(
          date: $0.date, amount: rule.amount, kind: rule.kind, category: rule.category,
          memo: rule.memo)
      }
      let (total, overflow) = rule.amount.value.multipliedReportingOverflow(by: count)
      guard !overflow else { throw .overflow }
      let tally = Tally(total: Yen(total), count: count)
      if let category = rule.category, rule.kind == .expense {
        categories[category] = try (categories[category] ?? .zero).adding(tally)
      } else {
        income = try income.adding(tally)
      }
    }
    // Stable: the rules' order within a day.
    upcoming = upcoming.enumerated().sorted {
      ($0.element.date, $0.offset) < ($1.element.date, $1.offset)
    }.map(\.element)
  }

  /// The scheduled expenses in all.
  public func total() throws(ReportError) -> Tally {
    var sum = Tally.zero
    for tally in categories.values { sum = try sum.adding(tally) }
    return sum
  }

  public var isEmpty: Bool { categories.isEmpty && income.count == 0 }
}
