/// Text that came from outside (a command line, an import file, a path, a ledger another client
/// wrote) made safe to print on a terminal: each character that would change how the terminal
/// draws what follows (an escape sequence, a line break, a bidirectional override) is shown as
/// an escape instead, so that the text stays one line and reads as what it is.
public enum VisibleText {
  /// Returns `text` with every hidden character (see `isHidden`) written as an escape: `\e`,
  /// `\n`, `\t`, `\r`, or `\u{7F}` for the others.
  public static func of(_ text: String) -> String {
    guard mayHide(text) else { return text }
    var result = ""
    for scalar in text.unicodeScalars {
      if isHidden(scalar) {
        result += escape(scalar)
      } else {
        result.unicodeScalars.append(scalar)
      }
    }
    return result
  }

  /// Whether `scalar` changes how a terminal draws the text after it rather than showing as a
  /// character: the C0 and C1 controls, DEL, the line and paragraph separators, and the
  /// bidirectional controls (the embeddings, overrides and isolates a memo may not hold, and
  /// the marks U+061C, U+200E and U+200F).
  public static func isHidden(_ scalar: Unicode.Scalar) -> Bool {
    Memo.isForbidden(scalar) || [0x061C, 0x200E, 0x200F].contains(scalar.value)
  }

  /// `\e` for ESC, `\n`, `\t` and `\r`, else `\u{` and the code point in hex, `}`.
  public static func escape(_ scalar: Unicode.Scalar) -> String {
    switch scalar {
    case "\u{1B}": "\\e"
    case "\n": "\\n"
    case "\t": "\\t"
    case "\r": "\\r"
    default: "\\u{" + String(scalar.value, radix: 16, uppercase: true) + "}"
    }
  }

  /// Whether `text` may hold a hidden character: a byte below 0x20, DEL, or the first byte of
  /// a C1 control (0xC2), of U+061C (0xD8) or of the separators and bidirectional controls
  /// (0xE2). Most text has none of them, and is returned as it is without a copy.
  private static func mayHide(_ text: String) -> Bool {
    text.utf8.contains { byte in
      byte < 0x20 || byte == 0x7F || byte == 0xC2 || byte == 0xD8 || byte == 0xE2
    }
  }
}
