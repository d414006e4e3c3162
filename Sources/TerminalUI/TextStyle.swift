/// ANSI styling that is applied only when colour is on (a terminal, and `NO_COLOR` unset).
public struct TextStyle: Sendable {
  public let isColorEnabled: Bool

  public init(isColorEnabled: Bool) {
    self.isColorEnabled = isColorEnabled
  }

  public static let plain = TextStyle(isColorEnabled: false)

  public func bold(_ text: String) -> String { wrap(text, "1") }
  public func dim(_ text: String) -> String { wrap(text, "2") }
  public func red(_ text: String) -> String { wrap(text, "31") }
  public func green(_ text: String) -> String { wrap(text, "32") }
  /// A colour that marks a value: red for what grew against a limit or a month before, green
  /// for what fell.
  public enum Tint: Sendable {
    case red, green
  }

  public func tinted(_ text: String, _ tint: Tint) -> String {
    switch tint {
    case .red: red(text)
    case .green: green(text)
    }
  }

  /// Swaps the foreground and background colours: the selected row of a picker or table.
  public func inverse(_ text: String) -> String { wrap(text, "7") }

  private func wrap(_ text: String, _ code: String) -> String {
    guard isColorEnabled, !text.isEmpty else { return text }
    return "\u{1B}[" + code + "m" + text + "\u{1B}[0m"
  }
}
