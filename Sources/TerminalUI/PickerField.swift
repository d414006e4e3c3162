import KakeiboCore

/// A `Picker` driven by keys: ↑/↓ (k/j) move, 1–9 jump to a row, typed letters jump to the
/// first name or alias they begin, Enter is Done, Esc or q is Cancel.
public struct PickerField<Option: PickerOption>: Equatable, Sendable {
  public private(set) var picker: Picker<Option>
  /// What has been typed towards a name, so that `le` reaches leisure past living.
  private var typedPrefix = ""

  public init(_ picker: Picker<Option>) {
    self.picker = picker
  }

  /// Applies `key` and returns the outcome once the picker has closed.
  @discardableResult
  public mutating func handle(_ key: Key) -> PickerOutcome<Option>? {
    guard let action = action(for: key) else { return nil }
    return picker.handle(action)
  }

  /// The picker action a key means, or nil for a key that means nothing here.
  private mutating func action(for key: Key) -> PickerAction? {
    var prefix = ""
    defer { typedPrefix = prefix }
    switch key {
    case .up, .backTab, .character("k"): return .moveUp
    case .down, .tab, .character("j"): return .moveDown
    case .enter: return .done
    case .escape, .interrupt, .endOfInput, .character("q"): return .cancel
    case .character(let character):
      let folded = TextNormalization.folded(String(character))
      if let digit = Int(folded), folded.count == 1 { return .selectNumber(digit) }
      prefix = typedPrefix + folded
      if picker.row(withPrefix: prefix) == nil { prefix = folded }
      return .jump(prefix: prefix)
    default:
      return nil
    }
  }
}

// MARK: - Date picker keys

extension DatePickerState {
  /// Applies `key`: ←/→ (h/l, Tab) switch column, ↑/↓ (k/j) change the value, digits type it,
  /// `t` jumps to today, Backspace removes a typed digit, Enter is Done, Esc or q is Cancel.
  /// Returns the outcome once the picker has closed.
  @discardableResult
  public mutating func handle(_ key: Key) -> DatePickerOutcome? {
    let action: DatePickerAction
    switch key {
    case .left, .backTab, .character("h"): action = .previousColumn
    case .right, .tab, .character("l"): action = .nextColumn
    case .up, .character("k"): action = .increment
    case .down, .character("j"): action = .decrement
    case .character("t"): action = .today
    case .backspace: action = .deleteDigit
    case .enter: action = .done
    case .escape, .interrupt, .endOfInput, .character("q"): action = .cancel
    case .character(let character):
      let folded = TextNormalization.folded(String(character))
      guard folded.count == 1, let digit = Int(folded) else { return nil }
      action = .digit(digit)
    default:
      return nil
    }
    return handle(action)
  }
}
