/// Comma-separated values as RFC 4180 writes them (with LF line ends).
enum CSV {
  /// Returns one record: fields joined by commas, each quoted when it holds a comma, a quote, a
  /// line break or leading or trailing space, with quotes doubled.
  static func record(_ fields: [String]) -> String {
    fields.map(field).joined(separator: ",")
  }

  static func field(_ value: String) -> String {
    guard holdsSeparator(value.utf8) || value.first == " " || value.last == " " else {
      return value
    }
    var quoted = "\""
    for character in value {
      quoted.append(character)
      if character == "\"" { quoted.append("\"") }
    }
    return quoted + "\""
  }

  /// Whether `utf8` holds a comma, a quote or a line break of any kind (what
  /// `Character.isNewline` counts: LF, VT, FF, CR, NEL, LS and PS), read byte by byte rather
  /// than character by character, which every report's every field would pay.
  static func holdsSeparator(_ utf8: String.UTF8View) -> Bool {
    var previous: UInt8 = 0
    var beforePrevious: UInt8 = 0
    for byte in utf8 {
      switch byte {
      case UInt8(ascii: ","), UInt8(ascii: "\""), 0x0A...0x0D: return true
      case 0x85 where previous == 0xC2: return true
      case 0xA8...0xA9 where previous == 0x80 && beforePrevious == 0xE2: return true
      default: break
      }
      beforePrevious = previous
      previous = byte
    }
    return false
  }
}
