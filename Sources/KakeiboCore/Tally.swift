/// A sum of amounts and the number of entries it adds up.
public struct Tally: Hashable, Sendable {
  public var total: Yen
  public var count: Int64

  public init(total: Yen, count: Int64) {
    self.total = total
    self.count = count
  }

  public static let zero = Tally(total: .zero, count: 0)

  /// Returns the sum of two tallies. Throws instead of wrapping or rounding when it does not fit.
  public func adding(_ other: Tally) throws(ReportError) -> Tally {
    let (count, countOverflow) = count.addingReportingOverflow(other.count)
    guard let total = total.adding(other.total), !countOverflow else { throw .overflow }
    return Tally(total: total, count: count)
  }
}

/// A report that cannot be computed exactly.
public enum ReportError: Error, Equatable, Sendable {
  /// A total does not fit in a 64-bit integer of yen.
  case overflow
}

/// The entries that share one memo, added up: `スーパー`, ¥5,000 in 2 entries.
public struct MemoTally: Hashable, Sendable {
  public let memo: Memo
  public let tally: Tally

  public init(memo: Memo, tally: Tally) {
    self.memo = memo
    self.tally = tally
  }
}
