/// The identity of the source row an imported entry came from: 128 bits, kept in the ledger's
/// UNIQUE `fingerprint` column so that importing the same row again adds nothing. Entries logged
/// by hand have none.
public struct Fingerprint: Hashable, Sendable, CustomStringConvertible {
  public let high: UInt64
  public let low: UInt64

  public init(high: UInt64, low: UInt64) {
    self.high = high
    self.low = low
  }

  /// 32 lowercase hexadecimal digits, as `hex(fingerprint)` shows the stored bytes (`high`
  /// first, each word big-endian).
  public var description: String {
    func hex(_ word: UInt64) -> String {
      let digits = String(word, radix: 16)
      return String(repeating: "0", count: 16 - digits.count) + digits
    }
    return hex(high) + hex(low)
  }
}
