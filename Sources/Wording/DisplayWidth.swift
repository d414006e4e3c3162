/// How many terminal columns text takes: two for CJK characters, full-width forms and emoji, zero
/// for combining marks and invisible formatting characters, one for the rest.
public enum DisplayWidth {
  /// Returns the number of columns `text` occupies in a terminal.
  public static func of(_ text: String) -> Int { width(of: text) }

  /// Returns the number of columns `text` occupies in a terminal.
  public static func of(_ text: Substring) -> Int { width(of: text) }

  /// The width of `text`, specialized here for `String` and `Substring` (a generic function
  /// would run unspecialized, and slower, in the modules that call it).
  private static func width(of text: some StringProtocol) -> Int {
    // Printable ASCII (ids, dates, most memos) is one column a byte: no need to form characters.
    if text.utf8.allSatisfy({ $0 >= 0x20 && $0 < 0x7F }) { return text.utf8.count }
    if let width = simpleWidth(of: text) { return width }
    var width = 0
    for character in text { width += of(character) }
    return width
  }

  /// The width of `text` when it holds only printable ASCII, kana and ideographs (most
  /// Japanese memos), or nil for any other text: see `simpleWidth(of:)`.
  public static func ofSimple(_ text: String) -> Int? { simpleWidth(of: text) }

  /// The width of `text` when it holds only printable ASCII, kana and ideographs (most
  /// Japanese memos), counted scalar by scalar without forming characters: none of these
  /// scalars joins the one before it, so each is a character of its own, one or two columns
  /// wide as `of(_: Character)` counts it. Nil for any other text.
  private static func simpleWidth(of text: some StringProtocol) -> Int? {
    var width = 0
    for scalar in text.unicodeScalars {
      let value = scalar.value
      if value >= 0x20 && value < 0x7F {
        width += 1
      } else if isKanaOrIdeograph(value) {
        width += 2
      } else {
        return nil
      }
    }
    return width
  }

  /// Returns the number of columns one grapheme cluster occupies: two for an emoji, else the
  /// sum of its scalars' widths (so that half-width ﾊﾟ, which terminals draw as two cells,
  /// counts two).
  public static func of(_ character: Character) -> Int {
    if character.isASCII {
      return character.asciiValue.map { $0 >= 0x20 && $0 != 0x7F ? 1 : 0 } ?? 1
    }
    let scalars = character.unicodeScalars
    // A lone kana or ideograph, the most of Japanese text, needs no look-up of its properties.
    if let scalar = scalars.first, scalars.index(after: scalars.startIndex) == scalars.endIndex,
      isKanaOrIdeograph(scalar.value)
    {
      return 2
    }
    if scalars.contains(where: { $0.properties.isEmojiPresentation || $0.value == 0xFE0F }) {
      return 2
    }
    return scalars.reduce(0) { $0 + width(of: $1) }
  }

  /// Returns the width of a lone scalar.
  static func width(of scalar: Unicode.Scalar) -> Int {
    switch scalar.properties.generalCategory {
    case .nonspacingMark, .enclosingMark, .format, .control, .lineSeparator, .paragraphSeparator:
      return 0
    default:
      break
    }
    // Hangul vowels and final consonants join the syllable before them.
    if (0x1160...0x11FF).contains(scalar.value) { return 0 }
    return isWide(scalar.value) ? 2 : 1
  }

  /// Whether a code point is a hiragana or katakana letter (or the prolonged sound mark) or a
  /// CJK unified ideograph: wide, and never an emoji or a combining mark.
  static func isKanaOrIdeograph(_ value: UInt32) -> Bool {
    switch value {
    case 0x3041...0x3096, 0x30A1...0x30FA, 0x30FC, 0x4E00...0x9FFF: true
    default: false
    }
  }

  /// Whether a code point is East Asian Wide or Fullwidth (Unicode's EastAsianWidth.txt W and F),
  /// for the blocks text in a household ledger uses: Hangul Jamo, CJK radicals and punctuation,
  /// kana, CJK ideographs and compatibility forms, Hangul syllables, full-width forms and the
  /// supplementary ideographic planes. Emoji are handled by their Emoji_Presentation property.
  static func isWide(_ value: UInt32) -> Bool {
    switch value {
    case 0x1100...0x115F, 0x2E80...0x303E, 0x3041...0x33FF, 0x3400...0x4DBF, 0x4E00...0x9FFF,
      0xA000...0xA4CF, 0xA960...0xA97F, 0xAC00...0xD7A3, 0xF900...0xFAFF, 0xFE10...0xFE19,
      0xFE30...0xFE6F, 0xFF00...0xFF60, 0xFFE0...0xFFE6, 0x16FE0...0x16FE4, 0x17000...0x18CFF,
      0x1B000...0x1B2FF, 0x20000...0x2FFFD, 0x30000...0x3FFFD:
      return true
    default:
      return false
    }
  }

  /// Returns `text` padded with spaces to `width` columns, on the right (`.left` alignment) or
  /// on the left (`.right`). Text already as wide or wider is returned unchanged.
  public static func pad(_ text: String, to width: Int, alignment: Alignment) -> String {
    let padding = String(repeating: " ", count: max(0, width - of(text)))
    return alignment == .left ? text + padding : padding + text
  }

  /// Returns `text` cut to at most `width` columns, ending in `…` when something was cut.
  public static func truncate(_ text: String, to width: Int) -> String {
    guard of(text) > width else { return text }
    guard width > 0 else { return "" }
    var result = ""
    var used = 0
    for character in text {
      let next = of(character)
      if used + next > width - 1 { break }
      result.append(character)
      used += next
    }
    return result + "…"
  }
}

/// Which side of a column text sits on.
public enum Alignment: Sendable {
  case left
  case right
}
