/// A part of a whole in thousandths (per mille), so that it prints as `64.8%` or `0.648` without
/// floating point.
public struct Share: Hashable, Comparable, Sendable {
  public let permille: Int

  public init(permille: Int) {
    self.permille = permille
  }

  public static func < (lhs: Share, rhs: Share) -> Bool { lhs.permille < rhs.permille }

  /// The share as a percentage with one decimal: `64.8%`, `100.0%`, `0.0%`.
  public var percentText: String {
    "\(permille / 10).\(permille % 10)%"
  }

  /// The share as a fraction of one with up to three decimals and no trailing zeros, as in JSON:
  /// `0.648`, `0.5`, `1`, `0`.
  public var decimalText: String {
    guard permille % 1000 != 0 else { return String(permille / 1000) }
    var fraction = LedgerDate.padded(permille % 1000, 3)
    while fraction.last == "0" { fraction.removeLast() }
    return "\(permille / 1000).\(fraction)"
  }

  /// Returns each part's share of the sum of `parts`, in thousandths that add up to exactly 1000
  /// (all zero when the sum is zero). Rounding uses the largest-remainder method: every part gets
  /// its share rounded down, then the thousandths still missing go to the parts with the largest
  /// remainders, earlier parts first on a tie. Parts must not be negative.
  public static func ofParts(_ parts: [Yen]) throws(ReportError) -> [Share] {
    var whole: Int64 = 0
    for part in parts {
      let (sum, overflow) = whole.addingReportingOverflow(part.value)
      guard !overflow else { throw .overflow }
      whole = sum
    }
    guard whole > 0 else { return parts.map { _ in Share(permille: 0) } }

    var floors: [Int] = []
    var remainders: [UInt64] = []
    for part in parts {
      // part × 1000 / whole in 128 bits, so that no total can overflow.
      let product = UInt64(part.value).multipliedFullWidth(by: 1000)
      let (quotient, remainder) = UInt64(whole).dividingFullWidth(product)
      floors.append(Int(quotient))
      remainders.append(remainder)
    }
    let missing = 1000 - floors.reduce(0, +)
    let order = parts.indices.sorted {
      remainders[$0] > remainders[$1] || (remainders[$0] == remainders[$1] && $0 < $1)
    }
    for index in order.prefix(missing) { floors[index] += 1 }
    return floors.map { Share(permille: $0) }
  }

  /// Returns each part's share as `ofParts` does, of the sum of the parts that are not
  /// negative, and nil for a negative part (a total of refunds), which has no share.
  public static func ofPartsAllowingNegative(_ parts: [Yen]) throws(ReportError) -> [Share?] {
    let shares = try ofParts(parts.map { $0.value < 0 ? .zero : $0 })
    return zip(parts, shares).map { part, share in part.value < 0 ? nil : share }
  }
}
