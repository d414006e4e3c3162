/// A month as a person names it on the command line, before it is known which month is the
/// current one: `2026-11`, `2026/11` or `2026年11月` name a month outright; `11` or `11月` the
/// latest November, this month included; `this` (今月) and `last` (先月) count from this month.
public struct MonthReference: Hashable, Sendable {
  public enum Kind: Hashable, Sendable {
    /// `2026-11`, `2026/11`, `2026年11月`.
    case month(YearMonth)
    /// `11`, `11月`: the latest month with this number, up to and including the current one.
    case latest(month: Int)
    /// `this` (0) and `last` (-1): months counted from the current one.
    case relative(Int)
  }

  public let kind: Kind
  /// The text as the user wrote it, for error messages.
  public let text: String

  /// Parses what a person typed for a month; full-width digits are read as digits. Throws when
  /// it is none of the forms, or names a month that does not exist.
  public init(parsing text: String) throws(InvalidValue) {
    self.text = text
    func invalid(_ reason: InvalidValue.Reason = .notAMonth(.typed)) -> InvalidValue {
      InvalidValue(.month, text, reason)
    }
    let key = TextNormalization.matchKey(text)
    switch key {
    case "this", "今月":
      kind = .relative(0)
      return
    case "last", "先月":
      kind = .relative(-1)
      return
    default:
      break
    }
    var parts: [Substring]
    if key.contains("年") {
      // 2026年11月: the year, 年, the month, and 月.
      guard key.hasSuffix("月") else { throw invalid() }
      parts = key.dropLast().split(separator: "年", omittingEmptySubsequences: false)
    } else if key.contains("/") {
      parts = key.split(separator: "/", omittingEmptySubsequences: false)
    } else if key.contains("-") {
      parts = key.split(separator: "-", omittingEmptySubsequences: false)
    } else {
      parts = [key.hasSuffix("月") ? key.dropLast() : Substring(key)]
    }
    guard parts.allSatisfy({ !$0.isEmpty && $0.allSatisfy(\.isASCIIDigitCharacter) }),
      let monthText = parts.last, monthText.count <= 2, let month = Int(monthText)
    else { throw invalid() }
    switch parts.count {
    case 1:
      guard (1...12).contains(month) else { throw invalid(.noMonthNumbered(month)) }
      kind = .latest(month: month)
    case 2:
      guard parts[0].count == 4, let year = Int(parts[0]) else { throw invalid() }
      guard let value = YearMonth(year: year, month: month) else {
        throw invalid(.noSuchYearMonth(year: year, month: month, .typed))
      }
      kind = .month(value)
    default:
      throw invalid()
    }
  }

  /// The month this names when `current` is the current month. Throws when it would fall
  /// outside the months the ledger can hold (before 0001-01).
  public func resolved(current: YearMonth) throws(InvalidValue) -> YearMonth {
    switch kind {
    case .month(let month):
      return month
    case .latest(let month):
      let year = month <= current.month ? current.year : current.year - 1
      guard let value = YearMonth(year: year, month: month) else { throw beforeTheFirstMonth }
      return value
    case .relative(let offset):
      var month = current
      for _ in 0..<(-offset) {
        guard let previous = month.previous else { throw beforeTheFirstMonth }
        month = previous
      }
      return month
    }
  }

  /// The month this names for a plan such as a budget, which looks ahead as much as back: a
  /// month number alone (`12` in November) is the nearest month with that number, the coming
  /// one when both are as near; any other form as `resolved(current:)` reads it.
  public func resolvedNearest(current: YearMonth) throws(InvalidValue) -> YearMonth {
    guard case .latest(let month) = kind else { return try resolved(current: current) }
    // How many months back the latest one is; the coming one is 12 minus that ahead.
    let back = (current.month - month + 12) % 12
    guard back >= 6,
      let ahead = YearMonth(
        year: month > current.month ? current.year : current.year + 1, month: month)
    else { return try resolved(current: current) }
    return ahead
  }

  /// The month this names when today is `today` and months begin on `start`.
  public func resolved(today: LedgerDate, startingOn start: MonthStart) throws(InvalidValue)
    -> YearMonth
  {
    try resolved(current: YearMonth(containing: today, startingOn: start))
  }

  private var beforeTheFirstMonth: InvalidValue {
    InvalidValue(.month, text, .monthBeforeFirst)
  }
}

extension YearMonth {
  /// Parses a month as a person names it (see `MonthReference`), counting from the month that
  /// holds `today` when months begin on `start`.
  public init(parsing text: String, today: LedgerDate, startingOn start: MonthStart = .calendar)
    throws(InvalidValue)
  {
    self = try MonthReference(parsing: text).resolved(today: today, startingOn: start)
  }
}
