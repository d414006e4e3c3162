/// How the current month is going: the days gone, the days left and the average spent per day
/// so far.
public struct MonthPace: Hashable, Sendable {
  public let today: LedgerDate
  public let dates: DateRange
  /// Days from the month's first day to today, both included.
  public let daysElapsed: Int
  /// Days after today up to the month's last day.
  public let daysLeft: Int
  /// What was spent from the month's first day to today.
  public let spentSoFar: Yen
  /// `spentSoFar / daysElapsed`, rounded to the nearest yen (halves up).
  public let averagePerDay: Yen

  /// The pace of the month `dates` on `today`, or nil when today is not in the month.
  public init?(dates: DateRange, today: LedgerDate, spentSoFar: Yen) {
    guard dates.contains(today) else { return nil }
    let elapsed = DateRange(dates.first, today).dayCount
    self.today = today
    self.dates = dates
    self.daysElapsed = elapsed
    self.daysLeft = dates.dayCount - elapsed
    self.spentSoFar = spentSoFar
    let days = Int64(elapsed)
    let (quotient, remainder) = spentSoFar.value.quotientAndRemainder(dividingBy: days)
    self.averagePerDay = Yen(quotient + (remainder >= days - remainder ? 1 : 0))
  }
}
