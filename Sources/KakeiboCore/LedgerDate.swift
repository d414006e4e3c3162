/// A calendar date in the proleptic Gregorian calendar, without a time or a time zone: the day an
/// expense belongs to. Always a real date (no 30 February), years 1 to 9999.
public struct LedgerDate: Hashable, Comparable, Sendable, CustomStringConvertible {
  public let year: Int
  public let month: Int
  public let day: Int

  /// Creates a date, or returns nil when the year, month and day do not name a real day.
  public init?(year: Int, month: Int, day: Int) {
    guard (1...9999).contains(year), (1...12).contains(month),
      (1...LedgerDate.daysIn(month: month, year: year)).contains(day)
    else { return nil }
    self.year = year
    self.month = month
    self.day = day
  }

  /// Creates a date the caller has already checked.
  init(validYear year: Int, month: Int, day: Int) {
    self.year = year
    self.month = month
    self.day = day
  }

  public static func < (lhs: LedgerDate, rhs: LedgerDate) -> Bool {
    (lhs.year, lhs.month, lhs.day) < (rhs.year, rhs.month, rhs.day)
  }

  /// The date as `YYYY-MM-DD`, the form stored in the database.
  /// The last day a ledger date can be.
  public static let latest = LedgerDate(validYear: 9999, month: 12, day: 31)

  public var description: String {
    // Written in place: ten bytes are stored inside the string, with nothing allocated, and an
    // import or a list writes one for every row. (A year beyond four digits, which no date made
    // by the checking initialiser has, is written as it was before.)
    guard (0...9999).contains(year) else {
      return Self.padded(year, 4) + "-" + Self.padded(month, 2) + "-" + Self.padded(day, 2)
    }
    return String(unsafeUninitializedCapacity: 10) { bytes in
      Self.writeDigits(year, width: 4, into: bytes, at: 0)
      bytes[4] = UInt8(ascii: "-")
      Self.writeDigits(month, width: 2, into: bytes, at: 5)
      bytes[7] = UInt8(ascii: "-")
      Self.writeDigits(day, width: 2, into: bytes, at: 8)
      return 10
    }
  }

  /// Writes `number` (0 or more, of at most `width` digits) as `width` ASCII digits, zeros
  /// first, into `bytes` from `start`.
  static func writeDigits(
    _ number: Int, width: Int, into bytes: UnsafeMutableBufferPointer<UInt8>, at start: Int
  ) {
    var rest = number
    for offset in stride(from: start + width - 1, through: start, by: -1) {
      bytes[offset] = UInt8(ascii: "0") + UInt8(truncatingIfNeeded: rest % 10)
      rest /= 10
    }
  }

  /// The month this date falls in.
  public var yearMonth: YearMonth { YearMonth(validYear: year, month: month) }

  // MARK: Calendar arithmetic

  public static func isLeapYear(_ year: Int) -> Bool {
    (year % 4 == 0 && year % 100 != 0) || year % 400 == 0
  }

  /// Returns the number of days in `month` (1–12) of `year`.
  public static func daysIn(month: Int, year: Int) -> Int {
    switch month {
    case 2: return isLeapYear(year) ? 29 : 28
    case 4, 6, 9, 11: return 30
    default: return 31
    }
  }

  /// Days since 1970-01-01 (negative before it).
  public var daysSinceEpoch: Int {
    // Howard Hinnant's days_from_civil.
    let y = month <= 2 ? year - 1 : year
    let era = (y >= 0 ? y : y - 399) / 400
    let yearOfEra = y - era * 400
    let dayOfYear = (153 * (month + (month > 2 ? -3 : 9)) + 2) / 5 + day - 1
    let dayOfEra = yearOfEra * 365 + yearOfEra / 4 - yearOfEra / 100 + dayOfYear
    return era * 146_097 + dayOfEra - 719_468
  }

  /// Creates the date `days` days after 1970-01-01, or nil outside years 1–9999.
  public init?(daysSinceEpoch days: Int) {
    let z = days + 719_468
    let era = (z >= 0 ? z : z - 146_096) / 146_097
    let dayOfEra = z - era * 146_097
    let yearOfEra = (dayOfEra - dayOfEra / 1460 + dayOfEra / 36_524 - dayOfEra / 146_096) / 365
    let dayOfYear = dayOfEra - (365 * yearOfEra + yearOfEra / 4 - yearOfEra / 100)
    let monthIndex = (5 * dayOfYear + 2) / 153
    let day = dayOfYear - (153 * monthIndex + 2) / 5 + 1
    let month = monthIndex < 10 ? monthIndex + 3 : monthIndex - 9
    let year = yearOfEra + era * 400 + (month <= 2 ? 1 : 0)
    self.init(year: year, month: month, day: day)
  }

  /// Returns the date `days` days later (earlier when negative), or nil outside years 1–9999.
  public func adding(days: Int) -> LedgerDate? {
    LedgerDate(daysSinceEpoch: daysSinceEpoch + days)
  }

  /// Returns the same day `years` years later (earlier when negative), 29 February becoming
  /// the 28th in a year without one; nil outside years 1–9999.
  public func adding(years: Int) -> LedgerDate? {
    let year = self.year + years
    guard (1...9999).contains(year) else { return nil }
    return LedgerDate(
      validYear: year, month: month, day: min(day, Self.daysIn(month: month, year: year)))
  }

  /// Whether this date is more than a year before or after `other`.
  public func isMoreThanAYear(from other: LedgerDate) -> Bool {
    if let earliest = other.adding(years: -1), self < earliest { return true }
    if let latest = other.adding(years: 1), self > latest { return true }
    return false
  }

  static func padded(_ number: Int, _ width: Int) -> String {
    let digits = String(number)
    return String(repeating: "0", count: max(0, width - digits.count)) + digits
  }
}

// MARK: - Parsing

extension LedgerDate {
  /// Parses a date as a person types it: `YYYY-MM-DD` (or `YYYY/MM/DD`), `today`, `yesterday`,
  /// `M/D` or `MM-DD` in the year of `today`, or as Japanese writes it (`11月4日`, `4日`, `今日`,
  /// `昨日`, `おととい`, `3日前`: see `japanese(_:today:invalid:)` and `relative`). Full-width
  /// digits are read as digits. Throws when the text is not one of these forms or names a day
  /// that does not exist.
  public init(parsing text: String, today: LedgerDate) throws(InvalidValue) {
    // The stored form, as exports and scripts write it, needs no folding.
    if let date = LedgerDate(iso: text) {
      self = date
      return
    }
    func invalid(_ reason: InvalidValue.Reason) -> InvalidValue {
      InvalidValue(.date, text, reason)
    }
    let folded = TextNormalization.matchKey(text)
    if let date = try Self.relative(folded, today: today, invalid: invalid) {
      self = date
      return
    }
    if let date = try Self.japanese(folded, today: today, invalid: invalid) {
      self = date
      return
    }
    let separator: Character = folded.contains("/") ? "/" : "-"
    let parts = folded.split(separator: separator, omittingEmptySubsequences: false)
    let numbers = parts.map { part in part.allSatisfy(\.isASCIIDigitCharacter) ? Int(part) : nil }
    guard !parts.isEmpty, numbers.allSatisfy({ $0 != nil }) else {
      throw invalid(.notADate)
    }
    let year: Int
    let month: Int
    let day: Int
    switch (parts.count, numbers) {
    case (3, let values)
    where parts[0].count == 4 && (1...2).contains(parts[1].count)
      && (1...2).contains(parts[2].count):
      (year, month, day) = (values[0] ?? 0, values[1] ?? 0, values[2] ?? 0)
    case (2, let values) where (1...2).contains(parts[0].count) && (1...2).contains(parts[1].count):
      (year, month, day) = (today.year, values[0] ?? 0, values[1] ?? 0)
    default:
      throw invalid(.notADate)
    }
    self = try Self.checked(year: year, month: month, day: day, invalid: invalid)
  }

  /// Parses exactly `YYYY-MM-DD`, the stored form (or `YYYY/MM/DD` when `separator` is `/`),
  /// or returns nil.
  public init?(iso text: some StringProtocol, separator: Character = "-") {
    guard let mark = separator.asciiValue else { return nil }
    let utf8 = Array(text.utf8)
    guard utf8.count == 10, utf8[4] == mark, utf8[7] == mark else {
      return nil
    }
    func number(_ range: Range<Int>) -> Int? {
      TextNormalization.plainNumber(utf8[range]).map(Int.init)
    }
    guard let year = number(0..<4), let month = number(5..<7), let day = number(8..<10) else {
      return nil
    }
    self.init(year: year, month: month, day: day)
  }
}

extension Character {
  var isASCIIDigitCharacter: Bool { isASCII && isWholeNumber }
}
