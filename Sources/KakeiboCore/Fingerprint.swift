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

  /// The fingerprint stored as 16 bytes, `high` first, each word big-endian (so that
  /// `hex(fingerprint)` in SQL reads as `description`), or nil unless there are exactly 16.
  public init?(bytes: some Collection<UInt8>) {
    guard bytes.count == 16 else { return nil }
    var words: [UInt64] = [0, 0]
    for (index, byte) in bytes.enumerated() {
      words[index / 8] = words[index / 8] << 8 | UInt64(byte)
    }
    self.init(high: words[0], low: words[1])
  }

  /// 32 lowercase hexadecimal digits.
  public var description: String {
    func hex(_ word: UInt64) -> String {
      let digits = String(word, radix: 16)
      return String(repeating: "0", count: 16 - digits.count) + digits
    }
    return hex(high) + hex(low)
  }
}
