/// A calendar month: the unit of the monthly summary.
public struct YearMonth: Hashable, Comparable, Sendable, CustomStringConvertible {
  public let year: Int
  public let month: Int

  /// Creates a month, or returns nil when the year is outside 1–9999 or the month outside 1–12.
  public init?(year: Int, month: Int) {
    guard (1...9999).contains(year), (1...12).contains(month) else { return nil }
    self.year = year
    self.month = month
  }

  init(validYear year: Int, month: Int) {
    self.year = year
    self.month = month
  }

  public static func < (lhs: YearMonth, rhs: YearMonth) -> Bool {
    (lhs.year, lhs.month) < (rhs.year, rhs.month)
  }

  /// The month as `YYYY-MM`.
  public var description: String {
    guard (0...9999).contains(year) else {
      return LedgerDate.padded(year, 4) + "-" + LedgerDate.padded(month, 2)
    }
    return String(unsafeUninitializedCapacity: 7) { bytes in
      LedgerDate.writeDigits(year, width: 4, into: bytes, at: 0)
      bytes[4] = UInt8(ascii: "-")
      LedgerDate.writeDigits(month, width: 2, into: bytes, at: 5)
      return 7
    }
  }

  public var dayCount: Int { LedgerDate.daysIn(month: month, year: year) }
  public var firstDay: LedgerDate { LedgerDate(validYear: year, month: month, day: 1) }
  public var lastDay: LedgerDate { LedgerDate(validYear: year, month: month, day: dayCount) }

  /// The dates from the first to the last day of the month.
  public var dates: DateRange { DateRange(firstDay, lastDay) }

  /// The following month, or nil after 9999-12.
  public var next: YearMonth? {
    month == 12 ? YearMonth(year: year + 1, month: 1) : YearMonth(year: year, month: month + 1)
  }

  /// The preceding month, or nil before 0001-01.
  public var previous: YearMonth? {
    month == 1 ? YearMonth(year: year - 1, month: 12) : YearMonth(year: year, month: month - 1)
  }

  /// The twelve months of `year`.
  public static func months(of year: Int) -> [YearMonth] {
    (1...12).compactMap { YearMonth(year: year, month: $0) }
  }
}

// MARK: - Parsing

extension YearMonth {
  /// Parses `YYYY-MM` (or `YYYY/MM`, full-width digits allowed).
  public init(parsing text: String) throws(InvalidValue) {
    let folded = TextNormalization.folded(text)
    let separator: Character = folded.contains("/") ? "/" : "-"
    let parts = folded.split(separator: separator, omittingEmptySubsequences: false)
    guard parts.count == 2, parts[0].count == 4, (1...2).contains(parts[1].count),
      parts.allSatisfy({ $0.allSatisfy(\.isASCIIDigitCharacter) }),
      let year = Int(parts[0]), let month = Int(parts[1])
    else {
      throw InvalidValue(.month, text, .notAMonth(.stored))
    }
    guard let value = YearMonth(year: year, month: month) else {
      throw InvalidValue(
        .month, text, .noSuchYearMonth(year: year, month: month, .stored))
    }
    self = value
  }

  /// Parses a four-digit year, `YYYY`, from 0001 to 9999.
  public static func parseYear(_ text: String) throws(InvalidValue) -> Int {
    let folded = TextNormalization.folded(text)
    guard !folded.isEmpty, folded.allSatisfy(\.isASCIIDigitCharacter) else {
      throw InvalidValue(.year, text, .notAYear)
    }
    guard folded.count == 4, let year = Int(folded) else {
      throw InvalidValue(.year, text, .yearDigits)
    }
    guard year >= 1 else {
      throw InvalidValue(.year, text, .noYearZero)
    }
    return year
  }
}

/// An inclusive range of dates, from `first` to `last`.
public struct DateRange: Hashable, Sendable {
  public let first: LedgerDate
  public let last: LedgerDate

  public init(_ first: LedgerDate, _ last: LedgerDate) {
    self.first = first
    self.last = last
  }

  /// Every date the ledger can hold.
  public static let all = DateRange(
    LedgerDate(validYear: 1, month: 1, day: 1), LedgerDate(validYear: 9999, month: 12, day: 31))

  public func contains(_ date: LedgerDate) -> Bool { first <= date && date <= last }
}
