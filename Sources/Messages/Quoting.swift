import KakeiboCore

/// How messages repeat what came from outside: on one line, in double quotes, with control and
/// other invisible characters shown as escapes.
public enum Quoting {
  /// The value in double quotes, on one line: control characters (and other invisible ones,
  /// such as a zero-width space) are shown as escapes, quotes and backslashes are escaped, and
  /// a very long value is cut, so that the message stays one readable line.
  public static func quoted(_ value: String) -> String {
    quoted(value, cutAfter: 80)
  }

  /// The ledger's location as messages name it, quoted as `quoted` does but never cut: a
  /// PostgreSQL URI's host and options come last, and a message must say which ledger it is.
  public static func ledgerName(_ path: String) -> String {
    quoted(path, cutAfter: .max)
  }

  /// `value` quoted as `quoted(_:)` does, cut after `limit` characters.
  static func quoted(_ value: String, cutAfter limit: Int) -> String {
    var text = ""
    var count = 0
    for scalar in value.unicodeScalars {
      if count == limit {
        text += "…"
        break
      }
      count += 1
      switch scalar {
      case "\"": text += "\\\""
      case "\\": text += "\\\\"
      case _ where VisibleText.isHidden(scalar) || scalar.properties.generalCategory == .format:
        text += VisibleText.escape(scalar)
      default:
        text.unicodeScalars.append(scalar)
      }
    }
    return "\"" + text + "\""
  }
}
