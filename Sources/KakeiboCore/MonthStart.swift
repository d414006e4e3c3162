/// The day of the month on which a household's month begins: 1 for calendar months, or a payday
/// such as 25, which makes "2026-11" run from 2026-10-25 to 2026-11-24. Days 1 to 28, so that
/// every month has the day.
public struct MonthStart: Hashable, Sendable, CustomStringConvertible {
  public let day: Int

  /// The days a month may start on.
  public static let days = 1...28

  /// Calendar months, from the 1st: the default.
  public static let calendar = MonthStart(validDay: 1)

  /// Creates a month start, or returns nil when `day` is outside 1–28.
  public init?(day: Int) {
    guard Self.days.contains(day) else { return nil }
    self.day = day
  }

  init(validDay day: Int) {
    self.day = day
  }

  public var description: String { String(day) }

  /// Parses a day as typed: `25`, `１`, with an optional `日` (`25日`).
  public init(parsing text: String) throws(InvalidValue) {
    var folded = Substring(TextNormalization.folded(text))
    if folded.last == "日" { folded = folded.dropLast() }
    guard !folded.isEmpty, folded.count <= 2, folded.allSatisfy(\.isASCIIDigitCharacter),
      let day = Int(folded), let value = MonthStart(day: day)
    else {
      throw InvalidValue(.monthStart, text, .notAMonthStart)
    }
    self = value
  }
}

extension YearMonth {
  /// The first month the ledger can hold, 0001-01.
  public static let earliest = YearMonth(validYear: 1, month: 1)
  /// The last month the ledger can hold, 9999-12.
  public static let latest = YearMonth(validYear: 9999, month: 12)

  /// The dates the month covers when months begin on `start`: the calendar month for the 1st;
  /// otherwise from that day of the previous month to the day before it in this month, so that
  /// with 25, 2026-11 is 2026-10-25 to 2026-11-24 and 2026-01 is 2025-12-25 to 2026-01-24. The
  /// first month, 0001-01, begins on 0001-01-01.
  public func dates(startingOn start: MonthStart) -> DateRange {
    guard start.day > 1 else { return dates }
    let last = LedgerDate(validYear: year, month: month, day: start.day - 1)
    guard let previous else { return DateRange(DateRange.all.first, last) }
    return DateRange(
      LedgerDate(validYear: previous.year, month: previous.month, day: start.day), last)
  }

  /// The month that `date` counts towards when months begin on `start`: with 25, 2026-11-24 is
  /// in 2026-11 and 2026-11-25 in 2026-12. Days after 9999-12-24 stay in 9999-12.
  public init(containing date: LedgerDate, startingOn start: MonthStart) {
    let month = date.yearMonth
    guard start.day > 1, date.day >= start.day else {
      self = month
      return
    }
    self = month.next ?? month
  }

  /// The `count` months that end with this one, oldest first (fewer when they would begin
  /// before 0001-01).
  public func months(endingHere count: Int) -> [YearMonth] {
    var months: [YearMonth] = []
    var month: YearMonth? = self
    while months.count < count, let current = month {
      months.append(current)
      month = current.previous
    }
    return months.reversed()
  }
}

extension DateRange {
  /// The number of days in the range, both ends included.
  public var dayCount: Int { last.daysSinceEpoch - first.daysSinceEpoch + 1 }
}
