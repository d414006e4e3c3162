import KakeiboCore

/// The category | 内訳 picker driven by keys: ←/→ (Tab, Shift-Tab) switch column, ↑/↓ move in
/// it, Enter is Done, Esc (or Ctrl-C, Ctrl-D) is Cancel. In the category column k/j move too,
/// 1–9 jump to a row and typed letters jump to the first name or alias they begin; in the 内訳
/// column typing writes a new 内訳, edited as a line (Backspace, Delete, Home/End,
/// Ctrl-A/E/B/F/W/K/U) but for ←/→, which switch column. Only Esc leaves: q is a letter, as it
/// is in the 内訳 column, so that one key means the same in both.
public struct CategoryPickerField: Equatable, Sendable {
  public private(set) var state: CategoryPickerState
  /// The new 内訳 being typed, with its cursor; its text is `state.newName`.
  public private(set) var editor: LineEditor
  /// What has been typed towards a category's name, so that `le` reaches leisure past living.
  private var typedPrefix = ""

  public init(_ state: CategoryPickerState) {
    self.state = state
    editor = LineEditor(text: state.newName)
  }

  /// Applies `key` and returns the outcome once the picker has closed.
  @discardableResult
  public mutating func handle(_ key: Key) -> CategoryPickerOutcome? {
    guard let action = action(for: key) else { return nil }
    return state.handle(action)
  }

  /// Applies `action`, as a key meaning it would, and returns the outcome once the picker has
  /// closed.
  @discardableResult
  public mutating func handle(_ action: CategoryPickerAction) -> CategoryPickerOutcome? {
    if case .setNewName(let text) = action { editor = LineEditor(text: text) }
    return state.handle(action)
  }

  /// The picker action a key means, or nil for a key that means nothing here.
  private mutating func action(for key: Key) -> CategoryPickerAction? {
    var prefix = ""
    defer { typedPrefix = prefix }
    switch key {
    case .left, .backTab: return .previousColumn
    case .right, .tab: return .nextColumn
    case .up: return .moveUp
    case .down: return .moveDown
    case .enter: return .done
    case .escape, .interrupt, .endOfInput: return .cancel
    default: break
    }
    guard state.column == .category else {
      let before = editor.text
      _ = editor.handle(key)
      return editor.text == before ? nil : .setNewName(editor.text)
    }
    switch key {
    case .character("k"): return .moveUp
    case .character("j"): return .moveDown
    case .character(let character):
      let folded = TextNormalization.folded(String(character))
      if let digit = Int(folded), folded.count == 1 { return .selectNumber(digit) }
      prefix = typedPrefix + folded
      if state.categories.row(withPrefix: prefix) == nil { prefix = folded }
      return .jump(prefix: prefix)
    default:
      return nil
    }
  }
}

// MARK: - Date picker keys

extension DatePickerState {
  /// Applies `key`: ←/→ (h/l, Tab) switch column, ↑/↓ (k/j) change the value, digits type it,
  /// `t` jumps to today, Backspace removes a typed digit, Enter is Done, Esc is Cancel.
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
    case .escape, .interrupt, .endOfInput: action = .cancel
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
