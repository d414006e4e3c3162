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

  /// Reads 32 hexadecimal digits in either case, as `description` writes them; nil for
  /// anything else.
  public init?(hex text: String) {
    let digits = Array(text.utf8)
    guard digits.count == 32 else { return nil }
    var words: [UInt64] = [0, 0]
    for (index, byte) in digits.enumerated() {
      let value: UInt8
      switch byte {
      case UInt8(ascii: "0")...UInt8(ascii: "9"): value = byte - UInt8(ascii: "0")
      case UInt8(ascii: "a")...UInt8(ascii: "f"): value = byte - UInt8(ascii: "a") + 10
      case UInt8(ascii: "A")...UInt8(ascii: "F"): value = byte - UInt8(ascii: "A") + 10
      default: return nil
      }
      words[index / 16] = words[index / 16] << 4 | UInt64(value)
    }
    self.init(high: words[0], low: words[1])
  }

  /// Parses the `fingerprint` cell of an export row (see `init?(hex:)`), for messages naming
  /// `text`.
  public static func parse(_ text: String) throws(InvalidValue) -> Fingerprint {
    guard let fingerprint = Fingerprint(hex: text) else {
      throw InvalidValue(.fingerprint, text, .notAFingerprint)
    }
    return fingerprint
  }
}
