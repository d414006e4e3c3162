/// Comma-separated values as RFC 4180 writes them (with LF line ends).
enum CSV {
  /// Returns one record: fields joined by commas, each quoted when it holds a comma, a quote, a
  /// line break or leading or trailing space, with quotes doubled.
  static func record(_ fields: [String]) -> String {
    fields.map(field).joined(separator: ",")
  }

  static func field(_ value: String) -> String {
    let needsQuotes =
      value.contains { $0 == "," || $0 == "\"" || $0.isNewline }
      || value.first == " " || value.last == " "
    guard needsQuotes else { return value }
    var quoted = "\""
    for character in value {
      quoted.append(character)
      if character == "\"" { quoted.append("\"") }
    }
    return quoted + "\""
  }
}
