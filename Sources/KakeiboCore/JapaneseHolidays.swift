/// Japan's public holidays (国民の祝日), with the 振替休日 and 国民の休日 the law adds, for the
/// years 1980–2099: computed from the rules of 国民の祝日に関する法律 as amended (the fixed days,
/// the Happy Monday days, the equinoxes by the standard formula), with the days that were
/// declared once (the 大喪の礼 of 1989, the enthronement ceremonies, the royal wedding of 1993)
/// and the Olympic moves of 2020 and 2021 as the one table the law itself is. Outside those
/// years nothing is known, and no day is a holiday.
public enum JapaneseHolidays {
  /// The years the calendar covers.
  public static let years = 1980...2099

  /// A day off and why.
  public struct Holiday: Hashable, Sendable {
    public enum Kind: Hashable, Sendable {
      /// A 国民の祝日, or a day the law declared a holiday once.
      case national
      /// A 振替休日: the day after a 祝日 that fell on a Sunday (since 2007, the first day after
      /// it that is no 祝日).
      case substitute
      /// A 国民の休日: a day between two 祝日 that is none itself (since 1985-12-27).
      case citizens
    }

    public let date: LedgerDate
    /// The day's name: `元日`, `春分の日`, …, `振替休日`, `国民の休日`.
    public let name: String
    public let kind: Kind
  }

  /// The holidays of `year`, in date order; none outside `years`.
  public static func holidays(in year: Int) -> [Holiday] {
    guard years.contains(year) else { return [] }
    let national = nationalHolidays(in: year)
    let nationalDates = Set(national.map(\.date))
    var result = national
    // 振替休日: a 祝日 on a Sunday gives the next day (since 2007, the next day that is no 祝日).
    var substitutes: Set<LedgerDate> = []
    for holiday in national where holiday.date.weekday == 0 {
      guard var day = holiday.date.adding(days: 1) else { continue }
      if year >= 2007 {
        while nationalDates.contains(day), let next = day.adding(days: 1) { day = next }
      }
      guard !nationalDates.contains(day), day.year == year else { continue }
      substitutes.insert(day)
      result.append(Holiday(date: day, name: "振替休日", kind: .substitute))
    }
    // 国民の休日: a day between two 祝日 (before 2007, not a Sunday nor a 振替休日).
    if let lawBegins = LedgerDate(year: 1985, month: 12, day: 27) {
      for holiday in national {
        guard let between = holiday.date.adding(days: 1), let after = between.adding(days: 1),
          between >= lawBegins, nationalDates.contains(after), !nationalDates.contains(between),
          !substitutes.contains(between), year >= 2007 || between.weekday != 0
        else { continue }
        result.append(Holiday(date: between, name: "国民の休日", kind: .citizens))
      }
    }
    return result.sorted { $0.date < $1.date }
  }

  /// The holiday on `date`, or nil for a day that is none (or outside `years`).
  public static func holiday(on date: LedgerDate) -> Holiday? {
    holidays(in: date.year).first { $0.date == date }
  }

  /// Whether `date` is a public holiday, a 振替休日 or a 国民の休日.
  public static func isHoliday(_ date: LedgerDate) -> Bool { holiday(on: date) != nil }

  // MARK: The rules

  /// The 国民の祝日 of `year` (and the days declared once), without the days the law adds.
  static func nationalHolidays(in year: Int) -> [Holiday] {
    var days: [(month: Int, day: Int, name: String)] = [(1, 1, "元日")]
    days.append(year < 2000 ? (1, 15, "成人の日") : (1, monday(2, of: 1, in: year), "成人の日"))
    days.append((2, 11, "建国記念の日"))
    if year >= 2020 { days.append((2, 23, "天皇誕生日")) }
    days.append((3, vernalEquinoxDay(year), "春分の日"))
    days.append((4, 29, year <= 1988 ? "天皇誕生日" : year <= 2006 ? "みどりの日" : "昭和の日"))
    days.append((5, 3, "憲法記念日"))
    if year >= 2007 { days.append((5, 4, "みどりの日")) }
    days.append((5, 5, "こどもの日"))
    switch year {
    case 1996...2002: days.append((7, 20, "海の日"))
    case 2020: days.append((7, 23, "海の日"))
    case 2021: days.append((7, 22, "海の日"))
    case 2003...: days.append((7, monday(3, of: 7, in: year), "海の日"))
    default: break
    }
    switch year {
    case 2020: days.append((8, 10, "山の日"))
    case 2021: days.append((8, 8, "山の日"))
    case 2016...: days.append((8, 11, "山の日"))
    default: break
    }
    days.append(year <= 2002 ? (9, 15, "敬老の日") : (9, monday(3, of: 9, in: year), "敬老の日"))
    days.append((9, autumnalEquinoxDay(year), "秋分の日"))
    switch year {
    case ...1999: days.append((10, 10, "体育の日"))
    case 2000...2019: days.append((10, monday(2, of: 10, in: year), "体育の日"))
    case 2020: days.append((7, 24, "スポーツの日"))
    case 2021: days.append((7, 23, "スポーツの日"))
    default: days.append((10, monday(2, of: 10, in: year), "スポーツの日"))
    }
    days.append((11, 3, "文化の日"))
    days.append((11, 23, "勤労感謝の日"))
    if (1989...2018).contains(year) { days.append((12, 23, "天皇誕生日")) }
    days += declaredOnce.filter { $0.year == year }.map { ($0.month, $0.day, $0.name) }
    return days.compactMap { month, day, name in
      LedgerDate(year: year, month: month, day: day).map {
        Holiday(date: $0, name: name, kind: .national)
      }
    }.sorted { $0.date < $1.date }
  }

  /// The days a law declared a holiday once.
  static let declaredOnce: [(year: Int, month: Int, day: Int, name: String)] = [
    (1989, 2, 24, "大喪の礼"),
    (1990, 11, 12, "即位礼正殿の儀"),
    (1993, 6, 9, "結婚の儀"),
    (2019, 5, 1, "即位の日"),
    (2019, 10, 22, "即位礼正殿の儀"),
  ]

  /// The day of the `nth` Monday of `month` in `year` (the Happy Monday system's days).
  static func monday(_ nth: Int, of month: Int, in year: Int) -> Int {
    let first = LedgerDate(validYear: year, month: month, day: 1).weekday
    let firstMonday = 1 + (8 - first) % 7
    return firstMonday + 7 * (nth - 1)
  }

  /// The day of March on which the vernal equinox falls in `year` (1980–2099), by the formula
  /// the National Astronomical Observatory's predictions follow: ⌊20.8431 + 0.242194 (Y − 1980)
  /// − ⌊(Y − 1980) / 4⌋⌋, in integer millionths so that no rounding of a float can move it.
  static func vernalEquinoxDay(_ year: Int) -> Int { equinoxDay(year, base: 20_843_100) }

  /// The day of September of the autumnal equinox: ⌊23.2488 + 0.242194 (Y − 1980) − ⌊(Y − 1980)
  /// / 4⌋⌋.
  static func autumnalEquinoxDay(_ year: Int) -> Int { equinoxDay(year, base: 23_248_800) }

  private static func equinoxDay(_ year: Int, base: Int) -> Int {
    let offset = year - 1980
    return (base + 242_194 * offset - 1_000_000 * (offset / 4)) / 1_000_000
  }
}

/// Which way a due date that is no business day (a Saturday, a Sunday or a Japanese public
/// holiday) moves, as banks move a 口座振替: `--business-day next|previous|none`.
public enum BusinessDayRule: String, CaseIterable, Hashable, Sendable {
  /// The date stays as it is.
  case none
  /// To the next business day (a debit due on Saturday the 27th is made on Monday the 29th).
  case next
  /// To the business day before.
  case previous

  /// Parses `--business-day`: `next`, `previous` or `none` (letter case and width aside).
  public init(parsing text: String) throws(InvalidValue) {
    guard let rule = BusinessDayRule(rawValue: TextNormalization.matchKey(text)) else {
      throw InvalidValue(.businessDay, text, .notABusinessDayRule)
    }
    self = rule
  }

  /// Returns `date` moved to a business day as the rule says: a day that is no Saturday,
  /// Sunday or public holiday (holidays are known for 1980–2099; outside them, only weekends
  /// move). Stays within the ledger's dates.
  public func adjusted(_ date: LedgerDate) -> LedgerDate {
    guard self != .none else { return date }
    var day = date
    while !Self.isBusinessDay(day), let moved = day.adding(days: self == .next ? 1 : -1) {
      day = moved
    }
    return day
  }

  /// Whether `date` is a weekday that is no public holiday.
  public static func isBusinessDay(_ date: LedgerDate) -> Bool {
    let weekday = date.weekday
    return weekday != 0 && weekday != 6 && !JapaneseHolidays.isHoliday(date)
  }
}
