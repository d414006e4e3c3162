/// Dates as Japanese writes them when typing an expense: `11月4日`, `2026年11月4日`, `4日` (in the
/// month of today), the words `今日`, `昨日`, `おととい`, and `3日前` (three days before today).
/// Numbers may be digits (ASCII or, once folded, full-width) or kanji (`十一月四日`, `二十日`).
extension LedgerDate {
  /// The words for a day counted back from today, with how many days back each is.
  static let relativeWords: [String: Int] = [
    "today": 0, "今日": 0, "きょう": 0, "本日": 0,
    "yesterday": 1, "昨日": 1, "きのう": 1,
    "おととい": 2, "一昨日": 2, "おとつい": 2,
  ]

  /// The date `folded` names when it is a word for a day counted back from `today` (see
  /// `relativeWords`) or `N日前`; nil when it is neither. Throws when the day would be outside
  /// years 1–9999.
  static func relative(
    _ folded: String, today: LedgerDate, invalid: (InvalidValue.Reason) -> InvalidValue
  ) throws(InvalidValue) -> LedgerDate? {
    var daysBack = relativeWords[folded]
    if daysBack == nil, folded.hasSuffix("日前") {
      let number = folded.dropLast(2)
      guard
        case .success(let value) = JapaneseNumber.value(
          of: number, limit: 9_999_999, allowsFraction: false, allowsCommas: false)
      else { throw invalid(.notADate) }
      daysBack = Int(value)
    }
    guard let daysBack else { return nil }
    guard let date = today.adding(days: -daysBack) else { throw invalid(.dateOutOfRange) }
    return date
  }

  /// The date `folded` names when it is written with 年, 月 and 日: `Y年M月D日`, `M月D日` (the
  /// year of `today`), `D日` (the month of `today`); the last 日 may be left out after a month
  /// (`11月4`). Nil when `folded` has none of 年, 月 and 日, which leaves it to the other forms.
  static func japanese(
    _ folded: String, today: LedgerDate, invalid: (InvalidValue.Reason) -> InvalidValue
  ) throws(InvalidValue) -> LedgerDate? {
    let text = folded.filter { $0 != " " }
    guard text.contains(where: { $0 == "年" || $0 == "月" || $0 == "日" }) else { return nil }
    var rest = Substring(text)
    func value(_ digits: Substring) throws(InvalidValue) -> Int {
      guard !digits.isEmpty,
        case .success(let value) = JapaneseNumber.value(
          of: digits, limit: 99_999, allowsFraction: false, allowsCommas: false)
      else { throw invalid(.notADate) }
      return Int(value)
    }
    /// The number before `unit` at the start of `rest`, removing both; nil when `rest` has
    /// no `unit`.
    func number(before unit: Character) throws(InvalidValue) -> Int? {
      guard let end = rest.firstIndex(of: unit) else { return nil }
      defer { rest = rest[rest.index(after: end)...] }
      return try value(rest[..<end])
    }
    let year = try number(before: "年")
    let month = try number(before: "月")
    var day = try number(before: "日")
    if day == nil, month != nil, !rest.isEmpty {
      // `11月4`: the day's number with no 日 after it.
      day = try value(rest)
      rest = ""
    }
    // Every part is there from the first to the day, and nothing follows the day.
    guard rest.isEmpty, let day, year == nil || month != nil else { throw invalid(.notADate) }
    return try checked(
      year: year ?? today.year, month: month ?? today.month, day: day, invalid: invalid)
  }

  /// The date of `year`, `month` and `day`, or the refusal that says which of them is wrong.
  static func checked(
    year: Int, month: Int, day: Int, invalid: (InvalidValue.Reason) -> InvalidValue
  ) throws(InvalidValue) -> LedgerDate {
    guard (1...9999).contains(year) else { throw invalid(.yearOutOfRange) }
    guard (1...12).contains(month) else { throw invalid(.noSuchMonth(month)) }
    guard let date = LedgerDate(year: year, month: month, day: day) else {
      throw invalid(
        .noSuchDay(
          day, month: YearMonth(validYear: year, month: month),
          days: daysIn(month: month, year: year)))
    }
    return date
  }
}
