/// Folding of the input variants a Japanese keyboard produces, so that `１２００`, `１,２００` and
/// `ｌｉｖｉｎｇ` read like their ASCII forms.
public enum TextNormalization {
  /// Returns `text` with full-width ASCII (U+FF01–U+FF5E) folded to ASCII, the ideographic space
  /// folded to a space, and white space trimmed from both ends.
  public static func folded(_ text: String) -> String {
    // ASCII has no full-width forms to fold.
    if text.utf8.allSatisfy({ $0 < 0x80 }) { return trimmed(text) }
    var scalars = String.UnicodeScalarView()
    for scalar in text.unicodeScalars {
      switch scalar.value {
      case 0xFF01...0xFF5E:
        // The full-width forms mirror ASCII 0x21–0x7E at a fixed offset.
        scalars.append(Unicode.Scalar(scalar.value - 0xFEE0) ?? scalar)
      case 0x3000:
        scalars.append(" ")
      default:
        scalars.append(scalar)
      }
    }
    return trimmed(String(scalars))
  }

  /// Returns `text` without leading and trailing white space (ASCII or Unicode).
  public static func trimmed(_ text: String) -> String {
    if let first = text.utf8.first, let last = text.utf8.last, first > 0x20, first < 0x7F,
      last > 0x20, last < 0x7F
    {
      return text  // Nothing to trim: the ends are visible ASCII.
    }
    let characters = Substring(text)
    guard let first = characters.firstIndex(where: { !$0.isWhitespace }),
      let last = characters.lastIndex(where: { !$0.isWhitespace })
    else { return "" }
    return String(characters[first...last])
  }

  /// Returns `text` folded and with ASCII letters lowercased, for matching names and aliases.
  public static func matchKey(_ text: String) -> String {
    let text = folded(text)
    guard text.utf8.contains(where: { (UInt8(ascii: "A")...UInt8(ascii: "Z")).contains($0) })
    else { return text }
    // Appended one by one: the view's generic `init(_:)` from a sequence resolved its
    // associated types at run time, in every command that names a month or a category.
    var scalars = String.UnicodeScalarView()
    for scalar in text.unicodeScalars {
      scalars.append(
        ("A"..."Z").contains(scalar) ? Unicode.Scalar(scalar.value + 32) ?? scalar : scalar)
    }
    return String(scalars)
  }

  /// Returns the number that `bytes` spell when they are 1 to 18 ASCII digits (too few to
  /// overflow), else nil: the fast path for numbers as files and scripts write them.
  public static func plainNumber(_ bytes: some Collection<UInt8>) -> Int64? {
    guard (1...18).contains(bytes.count) else { return nil }
    var value: Int64 = 0
    for byte in bytes {
      guard (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(byte) else { return nil }
      value = value * 10 + Int64(byte - UInt8(ascii: "0"))
    }
    return value
  }
}
