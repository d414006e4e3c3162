/// One line of text being typed, such as an amount or a memo. Pure.
public struct LineEditor: Equatable, Sendable {
  public private(set) var text: String

  public init(text: String = "") {
    self.text = text
  }

  /// Applies `key`: text is appended, Backspace removes the last character, Ctrl-U clears the
  /// line. Returns the text when Enter submits it; other keys are ignored.
  public mutating func handle(_ key: Key) -> String? {
    switch key {
    case .character(let character):
      text.append(character)
    case .backspace:
      if !text.isEmpty { text.removeLast() }
    case .clearLine:
      text = ""
    case .enter:
      return text
    default:
      break
    }
    return nil
  }
}
