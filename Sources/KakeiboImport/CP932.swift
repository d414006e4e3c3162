/// Microsoft's code page 932, the Shift_JIS that Japanese banks, card companies and household
/// apps export: decoded with the table that `scripts/generate-cp932-table.py` generates from
/// Python's `cp932` codec, so without Foundation or iconv.
public enum CP932 {
  /// The double-byte characters as UTF-16 code units (every one is in the Basic Multilingual
  /// Plane), 188 per lead byte; U+FFFD marks a pair that CP932 does not define.
  static let doubleByteTable: [UInt16] = doubleByteCharacters.unicodeScalars.map {
    UInt16(truncatingIfNeeded: $0.value)
  }

  static let trailsPerLead = 188
  static let unmapped: UInt16 = 0xFFFD

  /// Returns the index of a double-byte pair in `doubleByteTable`, or nil when `lead` or
  /// `trail` cannot form one.
  @inline(__always)
  static func pairIndex(lead: UInt8, trail: UInt8) -> Int? {
    let row: Int
    switch lead {
    case 0x81...0x9F: row = Int(lead) - 0x81
    case 0xE0...0xFC: row = Int(lead) - 0xE0 + 31
    default: return nil
    }
    let column: Int
    switch trail {
    case 0x40...0x7E: column = Int(trail) - 0x40
    case 0x80...0xFC: column = Int(trail) - 0x80 + 63
    default: return nil
    }
    return row * trailsPerLead + column
  }

  /// Decodes `bytes`. Returns nil when they hold a sequence CP932 does not define (a lead byte
  /// without a valid trail byte, or a pair with no character), unless `repairing`, which puts
  /// U+FFFD in its place.
  public static func decode(_ bytes: UnsafeBufferPointer<UInt8>, repairing: Bool = false)
    -> String?
  {
    if !bytes.contains(where: { $0 >= 0x80 }) {
      return String(decoding: bytes, as: UTF8.self)
    }
    let table = doubleByteTable
    var scalars = String.UnicodeScalarView()
    var index = 0
    while index < bytes.count {
      let byte = bytes[index]
      index += 1
      var code = UInt16(byte)
      if byte >= 0x80 {
        code = singleByteCodePoints[Int(byte) - 0x80]
        if code == 0 {
          if index < bytes.count, let pair = pairIndex(lead: byte, trail: bytes[index]) {
            code = table[pair]
            index += 1
          } else {
            code = unmapped
          }
        }
      }
      if code == unmapped && !repairing { return nil }
      scalars.append(Unicode.Scalar(code) ?? "\u{FFFD}")
    }
    return String(scalars)
  }
}
