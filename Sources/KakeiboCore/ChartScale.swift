/// The yen axis of a bar chart: round tick values from zero to at least the largest bar, and
/// where a value falls on it.
public struct ChartScale: Hashable, Sendable {
  /// The distance between ticks: 1, 2 or 5 times a power of ten yen.
  public let step: Yen
  /// The top of the axis, a whole number of steps at or above the largest bar.
  public let top: Yen

  /// The smallest axis: an empty chart runs from ¥0 to ¥1,000.
  static let minimumTop: Int64 = 1000

  /// Creates an axis for bars up to `maximum` with about `intervals` ticks above zero.
  public init(maximum: Yen, intervals: Int = 5) {
    let maximum = max(maximum.value, Self.minimumTop)
    let intervals = Int64(max(1, intervals))
    let rough = maximum / intervals + (maximum % intervals == 0 ? 0 : 1)
    var power: Int64 = 1
    while power <= rough / 10 { power *= 10 }
    func stepCount(_ step: Int64) -> Int64 { maximum / step + (maximum % step == 0 ? 0 : 1) }
    // Of 1, 2, 5 and 10 times the power, the step that gives nearest to `intervals` ticks
    // (the larger step on a tie).
    let candidates = ([1, 2, 5, 10] as [Int64]).compactMap { factor -> Int64? in
      let (step, overflow) = factor.multipliedReportingOverflow(by: power)
      return overflow ? nil : step
    }
    let step =
      candidates.min { lhs, rhs in
        let (left, right) = (abs(stepCount(lhs) - intervals), abs(stepCount(rhs) - intervals))
        return left < right || (left == right && lhs > rhs)
      } ?? rough
    let steps = stepCount(step)
    let (top, overflow) = steps.multipliedReportingOverflow(by: step)
    self.step = Yen(step)
    self.top = Yen(overflow ? maximum : top)
  }

  /// The tick values from zero to the top.
  public var ticks: [Yen] {
    stride(from: Int64(0), through: top.value, by: Int(step.value)).map { Yen($0) }
  }

  /// Returns how far above the axis `value` is drawn on an axis `height` units tall, rounded to
  /// the nearest unit.
  public func position(of value: Yen, height: Int) -> Int {
    guard value.value > 0, height > 0 else { return 0 }
    let divisor = UInt64(top.value)
    let product = UInt64(min(value, top).value).multipliedFullWidth(by: UInt64(height))
    let (quotient, remainder) = divisor.dividingFullWidth(product)
    return Int(quotient) + (remainder >= divisor - remainder ? 1 : 0)
  }

  /// The height a bar stacking `values` reaches: the sum of those above zero (nil when that
  /// does not fit in 64 bits).
  public static func stackedTotal(_ values: [Yen]) -> Yen? {
    var sum = Yen.zero
    for value in values where value.value > 0 {
      guard let next = sum.adding(value) else { return nil }
      sum = next
    }
    return sum
  }

  /// Returns the heights of the segments of a bar stacking `values` bottom up, on an axis
  /// `height` units tall. Each segment ends where the running total is drawn, so the segments
  /// add up to exactly the position of the whole bar, with no gaps from rounding. A negative
  /// value (a category whose refunds outweighed its spending) is a segment of no height: bars
  /// start from zero. Throws when the running total does not fit in 64 bits.
  public func segmentHeights(_ values: [Yen], height: Int) throws(ReportError) -> [Int] {
    var sum = Yen.zero
    var below = 0
    var heights: [Int] = []
    for value in values {
      guard let next = sum.adding(max(.zero, value)) else { throw .overflow }
      sum = next
      let top = position(of: sum, height: height)
      heights.append(top - below)
      below = top
    }
    return heights
  }
}
