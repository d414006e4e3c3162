/// A signed ratio in thousandths (per mille), such as a change of +15.3% against the previous
/// month or a budget 120.0% used, printed without floating point.
public struct Rate: Hashable, Comparable, Sendable {
  public let permille: Int64

  public init(permille: Int64) {
    self.permille = permille
  }

  public static func < (lhs: Rate, rhs: Rate) -> Bool { lhs.permille < rhs.permille }

  /// Returns `part / whole` rounded to the nearest thousandth (halves away from zero), or nil
  /// when `whole` is zero. Throws when the ratio does not fit in 64 bits of thousandths.
  public static func of(_ part: Int64, over whole: Yen) throws(ReportError) -> Rate? {
    guard whole.value > 0 else { return nil }
    let divisor = UInt64(whole.value)
    // |part| × 1000 / whole in 128 bits; the quotient must fit in 63 bits.
    let product = part.magnitude.multipliedFullWidth(by: 1000)
    guard product.high < divisor else { throw .overflow }
    var (quotient, remainder) = divisor.dividingFullWidth(product)
    guard quotient < UInt64(Int64.max) else { throw .overflow }
    if remainder >= divisor - remainder { quotient += 1 }
    return Rate(permille: part < 0 ? -Int64(quotient) : Int64(quotient))
  }

  /// The rate as a percentage with one decimal: `15.3%`, `-3.0%`, `1,250.0%`.
  public var percentText: String {
    (permille < 0 ? "-" : "") + Yen.grouped(permille.magnitude / 10) + "."
      + String(permille.magnitude % 10) + "%"
  }

  /// The percentage with the sign of a change: `+15.3%`, `-3.0%`, `0.0%`.
  public var signedPercentText: String {
    (permille > 0 ? "+" : "") + percentText
  }

  /// The rate as a decimal fraction with up to three decimals and no trailing zeros, as in JSON:
  /// `0.153`, `-0.03`, `2.5`, `1`, `0`.
  public var decimalText: String {
    let magnitude = permille.magnitude
    var text = (permille < 0 ? "-" : "") + String(magnitude / 1000)
    guard magnitude % 1000 != 0 else { return text }
    var fraction = LedgerDate.padded(Int(magnitude % 1000), 3)
    while fraction.last == "0" { fraction.removeLast() }
    text += "." + fraction
    return text
  }
}
