/// A JSON value with its object keys in a fixed order, rendered without Foundation.
indirect enum JSON: Equatable {
  case string(String)
  case integer(Int64)
  /// A number already written as JSON, such as `0.648`.
  case number(String)
  case bool(Bool)
  case null
  case array([JSON])
  case object([(String, JSON)])

  static func == (lhs: JSON, rhs: JSON) -> Bool { lhs.rendered() == rhs.rendered() }

  /// The value as compact JSON text (RFC 8259), non-ASCII characters written as they are.
  func rendered() -> String {
    var text = ""
    write(to: &text)
    return text
  }

  private func write(to text: inout String) {
    switch self {
    case .string(let value): text += Self.quoted(value)
    case .integer(let value): text += String(value)
    case .number(let value): text += value
    case .bool(let value): text += value ? "true" : "false"
    case .null: text += "null"
    case .array(let values):
      text += "["
      for (index, value) in values.enumerated() {
        if index > 0 { text += "," }
        value.write(to: &text)
      }
      text += "]"
    case .object(let members):
      text += "{"
      for (index, (key, value)) in members.enumerated() {
        if index > 0 { text += "," }
        text += Self.quoted(key) + ":"
        value.write(to: &text)
      }
      text += "}"
    }
  }

  /// A JSON string literal: quotes, backslashes and control characters escaped.
  static func quoted(_ value: String) -> String {
    var text = "\""
    for scalar in value.unicodeScalars {
      switch scalar {
      case "\"": text += "\\\""
      case "\\": text += "\\\\"
      case "\n": text += "\\n"
      case "\r": text += "\\r"
      case "\t": text += "\\t"
      case _
      where scalar.value < 0x20 || (0x7F...0x9F).contains(scalar.value)
        || scalar.value == 0x2028 || scalar.value == 0x2029:
        let hex = String(scalar.value, radix: 16)
        text += "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
      default:
        text.unicodeScalars.append(scalar)
      }
    }
    return text + "\""
  }
}
