/// The free text of an entry: what was bought, where. Up to 500 characters of printable text.
public struct Memo: Hashable, Sendable, CustomStringConvertible {
  public let text: String

  /// The longest memo, counted in Unicode scalars (as SQLite's `length()` counts them).
  public static let maximumLength = 500

  public static let empty = Memo(validated: "")

  /// Validates a memo, trimmed of white space at its ends (`Netflix ` is `Netflix`, and a memo
  /// of spaces is none). Throws when it is longer than `maximumLength` or contains a control
  /// character (newlines and tabs included), a bidirectional override, or another character that
  /// would change how a terminal draws the text. Otherwise the text is kept as written.
  ///
  /// Without `trimming`, the ends are kept too: an entry exported by a version that kept them
  /// imports back as the very same entry.
  public init(_ written: String, trimming: Bool = true) throws(InvalidValue) {
    if let scalar = written.unicodeScalars.first(where: Self.isForbidden) {
      throw InvalidValue(.memo, written, .controlCharacter(Self.describe(scalar), .memo))
    }
    let text = trimming ? TextNormalization.trimmed(written) : written
    let length = text.unicodeScalars.count
    guard length <= Self.maximumLength else {
      throw InvalidValue(
        .memo, written, .tooLong(length: length, maximum: Self.maximumLength, .memo))
    }
    self.text = text
  }

  init(validated text: String) {
    self.text = text
  }

  public var description: String { text }
  public var isEmpty: Bool { text.isEmpty }

  /// Whether `scalar` may not appear in a memo: C0 and C1 controls, DEL, line and paragraph
  /// separators, and the bidirectional embedding, override and isolate controls.
  public static func isForbidden(_ scalar: Unicode.Scalar) -> Bool {
    switch scalar.value {
    case 0x00...0x1F, 0x7F...0x9F: true
    case 0x2028, 0x2029: true
    case 0x202A...0x202E, 0x2066...0x2069: true
    default: false
    }
  }

  static func describe(_ scalar: Unicode.Scalar) -> String {
    let hex = String(scalar.value, radix: 16, uppercase: true)
    return "U+" + String(repeating: "0", count: max(0, 4 - hex.count)) + hex
  }
}
