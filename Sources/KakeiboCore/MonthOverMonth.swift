/// How a total changed against the previous month, in yen and as a rate.
public struct MonthOverMonth: Hashable, Sendable {
  public let previous: Yen
  public let current: Yen
  /// `current - previous` in yen: negative when spending fell.
  public let difference: Int64
  /// The difference as a share of the previous total; nil when the previous month had nothing.
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

  /// The change as a table shows it: `▲¥3,000 +58.8%` (more spent), `▼¥700 -100.0%` (less),
  /// `±¥0 0.0%`, or `—` when the previous month had nothing to compare with.
  public var text: String {
    guard let rate else { return "—" }
    let arrow = difference > 0 ? "▲" : difference < 0 ? "▼" : "±"
    return arrow + "¥" + Yen.grouped(difference.magnitude) + " " + rate.signedPercentText
  }
}
