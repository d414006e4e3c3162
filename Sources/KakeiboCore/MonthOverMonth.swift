/// How a total changed against the previous month, in yen and as a rate.
public struct MonthOverMonth: Hashable, Sendable {
  public let previous: Yen
  public let current: Yen
  /// `current - previous` in yen: negative when spending fell.
  public let difference: Int64
  /// The difference as a share of the previous total; nil when the previous month had nothing,
  /// or less than nothing (more refunded than spent), to be a share of.
  public let rate: Rate?

  /// Compares `current` with `previous`. Throws when the rate does not fit in 64 bits.
  public init(previous: Yen, current: Yen) throws(ReportError) {
    let (difference, overflow) = current.value.subtractingReportingOverflow(previous.value)
    guard !overflow else { throw .overflow }
    self.previous = previous
    self.current = current
    self.difference = difference
    self.rate = try Rate.of(difference, over: previous)
  }

  /// Whether more was spent than the month before.
  public var isIncrease: Bool { difference > 0 }
  /// Whether less was spent than the month before.
  public var isDecrease: Bool { difference < 0 }

  /// The change as a table shows it, signed as arithmetic is (never ▲ and ▼, which a Japanese
  /// account reads as minus): `+¥3,000 +58.8%` (more spent), `−¥700 −100.0%` (less, with the
  /// minus sign U+2212), `±¥0 0.0%`, or `—` when the previous month had nothing to compare with.
  /// After a month whose refunds outweighed its spending, the difference has no rate:
  /// `+¥2,900`.
  public var text: String {
    func sign(_ value: Int64) -> String { value > 0 ? "+" : value < 0 ? "\u{2212}" : "" }
    let yen = (difference == 0 ? "±" : sign(difference)) + "¥" + Yen.grouped(difference.magnitude)
    guard let rate else { return previous.value < 0 ? yen : "—" }
    let magnitude = Rate(permille: Int64(rate.permille.magnitude))
    return yen + " " + sign(rate.permille) + magnitude.percentText
  }
}

extension MonthOverMonth {
  /// Returns the days of `previous` that a month still running compares with: as many of its
  /// first days as the month that covers `dates` has had up to `today` (on its day 1, the day 1
  /// before; on its day 15, the first 15), and at most all of `previous`. A month that has not
  /// begun, or that ends today or has ended, compares with the whole of `previous` (as the
  /// averages count a month from its last day).
  public static func comparedDays(
    of previous: DateRange, with dates: DateRange, today: LedgerDate
  ) -> DateRange {
    guard dates.contains(today), today < dates.last else { return previous }
    let elapsed = today.daysSinceEpoch - dates.first.daysSinceEpoch
    guard let last = previous.first.adding(days: elapsed), last < previous.last else {
      return previous
    }
    return DateRange(previous.first, last)
  }
}
