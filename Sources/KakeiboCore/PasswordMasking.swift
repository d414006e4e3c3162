/// Where text holds a password that must never be shown: in a URI's user part
/// (`postgresql://role:secret@host/db`, any scheme), in a URI's `password=` parameter, or in a
/// libpq key=value string (`host=… password=secret`). Used on everything kakeibo prints about
/// what it was given, and on its own command line in the process list.
public enum PasswordMasking {
  /// How a password is written once masked.
  public static let mask = "***"

  /// What ends the part of the text being looked at: for a command-line argument nothing but its
  /// end; in a message, also the closing quote of a quoted value.
  public enum Context: Sendable {
    case argument
    case message
  }

  /// The byte ranges of `bytes` (UTF-8) that hold passwords, in order and apart.
  ///
  /// A URI's user part ends where libpq ends it, at the first `/` after `://` (or, when no `@`
  /// comes before that, at the query's `?`); its password runs from the first `:` in it to its
  /// last `@`, masking all that libpq, or the user, could mean as the password. A `password=` parameter's value runs to the next `&` or `#`; a key=value
  /// string's (`password=` at the start or after a space) to the next space, or is a quoted
  /// value. In a message, an unescaped `"` also ends each of them.
  public static func passwordRanges(in bytes: [UInt8], context: Context = .message) -> [Range<Int>]
  {
    var ranges: [Range<Int>] = []
    var index = 0
    while index < bytes.count {
      if matches("://", in: bytes, at: index), hasScheme(before: index, in: bytes) {
        let authority = index + 3
        var end = authority
        while end < bytes.count, !endsQuoted(bytes, at: end, context) { end += 1 }
        let path = bytes[authority..<end].firstIndex(of: slash) ?? end
        let query = bytes[authority..<end].firstIndex(of: question) ?? end
        // The user part ends before the path; a password with a `/` in it (which libpq would
        // not read as one) still ends at an `@` before the query.
        let at =
          bytes[authority..<path].lastIndex(of: atSign)
          ?? bytes[authority..<query].lastIndex(of: atSign)
        index = authority
        if let at, let colon = bytes[authority..<at].firstIndex(of: colon), colon + 1 < at {
          ranges.append((colon + 1)..<at)
          index = at
        }
        continue
      }
      if isPasswordKey(in: bytes, at: index) {
        let start = index + passwordKey.count
        let isParameter =
          index > 0 && (bytes[index - 1] == question || bytes[index - 1] == ampersand)
        let end =
          isParameter
          ? parameterEnd(bytes, from: start, context) : keywordValueEnd(bytes, from: start, context)
        if end > start { ranges.append(start..<end) }
        index = max(end, start)
        continue
      }
      index += 1
    }
    return ranges
  }

  /// `text` with every password (see `passwordRanges(in:context:)`) written `***`.
  public static func masked(_ text: String, context: Context = .message) -> String {
    guard mayHoldPassword(text) else { return text }
    let bytes = Array(text.utf8)
    let ranges = passwordRanges(in: bytes, context: context)
    guard !ranges.isEmpty else { return text }
    var result: [UInt8] = []
    var position = 0
    for range in ranges {
      result += bytes[position..<range.lowerBound]
      result += Array(mask.utf8)
      position = range.upperBound
    }
    result += bytes[position...]
    return String(decoding: result, as: UTF8.self)
  }

  /// Whether `text` has `://` or `password` in it at all: the quick test that spares most text
  /// the walk.
  static func mayHoldPassword(_ text: String) -> Bool {
    text.utf8.contains(colon)
      || (text.utf8.contains(UInt8(ascii: "=")) && text.lowercased().contains("password"))
  }

  // MARK: Bytes

  private static let slash = UInt8(ascii: "/")
  private static let atSign = UInt8(ascii: "@")
  private static let colon = UInt8(ascii: ":")
  private static let question = UInt8(ascii: "?")
  private static let ampersand = UInt8(ascii: "&")
  private static let quote = UInt8(ascii: "\"")
  private static let apostrophe = UInt8(ascii: "'")
  private static let backslash = UInt8(ascii: "\\")
  private static let passwordKey = Array("password=".utf8)

  private static func matches(_ text: String, in bytes: [UInt8], at index: Int) -> Bool {
    bytes[index...].starts(with: text.utf8)
  }

  /// Whether a URI scheme (a letter, then letters, digits, `+`, `-` or `.`) ends at `index`.
  private static func hasScheme(before index: Int, in bytes: [UInt8]) -> Bool {
    var start = index
    while start > 0, isSchemeByte(bytes[start - 1]) { start -= 1 }
    while start < index, !isLetter(bytes[start]) { start += 1 }
    return start < index
  }

  private static func isLetter(_ byte: UInt8) -> Bool {
    (byte | 0x20) >= UInt8(ascii: "a") && (byte | 0x20) <= UInt8(ascii: "z")
  }

  private static func isSchemeByte(_ byte: UInt8) -> Bool {
    isLetter(byte) || (byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9"))
      || byte == UInt8(ascii: "+") || byte == UInt8(ascii: "-") || byte == UInt8(ascii: ".")
  }

  /// Whether `password=` (in any case) starts at `index`, at the start, after a space or tab,
  /// or after a URI's `?` or `&`.
  private static func isPasswordKey(in bytes: [UInt8], at index: Int) -> Bool {
    guard index + passwordKey.count <= bytes.count else { return false }
    for (offset, byte) in passwordKey.enumerated() {
      let found = bytes[index + offset]
      guard found == byte || (isLetter(byte) && found | 0x20 == byte) else { return false }
    }
    guard index > 0 else { return true }
    return [UInt8(ascii: " "), UInt8(ascii: "\t"), question, ampersand, quote].contains(
      bytes[index - 1])
  }

  /// Whether an unescaped `"` at `index` ends a quoted value of a message.
  private static func endsQuoted(_ bytes: [UInt8], at index: Int, _ context: Context) -> Bool {
    guard context == .message, bytes[index] == quote else { return false }
    var backslashes = 0
    var before = index
    while before > 0, bytes[before - 1] == backslash {
      backslashes += 1
      before -= 1
    }
    return backslashes % 2 == 0
  }

  private static func parameterEnd(_ bytes: [UInt8], from start: Int, _ context: Context) -> Int {
    var end = start
    while end < bytes.count, bytes[end] != ampersand, bytes[end] != UInt8(ascii: "#"),
      !endsQuoted(bytes, at: end, context)
    {
      end += 1
    }
    return end
  }

  /// The end of a key=value string's value: a quoted one (`'…'`, with `\'` and `\\` escapes)
  /// runs to its closing quote, another to the next space or tab.
  private static func keywordValueEnd(_ bytes: [UInt8], from start: Int, _ context: Context)
    -> Int
  {
    var end = start
    if end < bytes.count, bytes[end] == apostrophe {
      end += 1
      while end < bytes.count, bytes[end] != apostrophe {
        end += bytes[end] == backslash ? 2 : 1
      }
      return min(end + 1, bytes.count)
    }
    while end < bytes.count, bytes[end] != UInt8(ascii: " "), bytes[end] != UInt8(ascii: "\t"),
      !endsQuoted(bytes, at: end, context)
    {
      end += 1
    }
    return end
  }
}
