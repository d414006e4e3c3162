/// An option a `Picker` can show: a title to display and the words that select it when typed.
public protocol PickerOption: Hashable, Sendable {
  var title: String { get }
  var matchTerms: [String] { get }
}

/// What a person can do to an open picker, whatever the keys or taps that mean it.
public enum PickerAction: Equatable, Sendable {
  case moveUp
  case moveDown
  /// Selects a row by number, 1 being the first (as the keys 1, 2, 3 do).
  case selectNumber(Int)
  /// Selects the first row whose title or a match term starts with the typed text.
  case jump(prefix: String)
  /// Confirms the selected row (Done).
  case done
  /// Closes the picker without a choice (Cancel).
  case cancel
}

/// How a picker closed.
public enum PickerOutcome<Option: PickerOption>: Equatable, Sendable {
  case picked(Option)
  case cancelled
}

/// The state of a picker: its options, the selected row and, once closed, its outcome. Pure: the
/// terminal and `--category` are two views of it.
public struct Picker<Option: PickerOption>: Equatable, Sendable {
  /// The options in display order; never empty.
  public let options: [Option]
  /// The selected row, always a valid index of `options`.
  public private(set) var selectedRow: Int
  /// How the picker closed, or nil while it is open.
  public private(set) var outcome: PickerOutcome<Option>?

  /// Opens a picker on the row of `current`, or on the first row when `current` is nil or not
  /// among the options. `options` must not be empty.
  public init(options: [Option], selecting current: Option? = nil) {
    precondition(!options.isEmpty, "a picker needs at least one option")
    self.options = options
    self.selectedRow = current.flatMap { options.firstIndex(of: $0) } ?? 0
  }

  /// Opens a picker on the row that `text` names (see `row(matching:)`), or on the first row
  /// when `text` is nil or names none.
  public init(options: [Option], selectingMatch text: String?) {
    self.init(options: options)
    if let text, let row = row(matching: text) { selectedRow = row }
  }

  /// The titles of the options, in order.
  public var titles: [String] { options.map(\.title) }

  /// The option on the selected row.
  public var selection: Option { options[selectedRow] }

  public var isOpen: Bool { outcome == nil }

  /// Returns the row whose title or match term equals `text`, ignoring white space at the ends,
  /// ASCII letter case, full-width forms and Unicode normalization; nil when none does.
  public func row(matching text: String) -> Int? {
    let key = TextNormalization.matchKey(text)
    guard !key.isEmpty else { return nil }
    return options.firstIndex { option in
      ([option.title] + option.matchTerms).contains { TextNormalization.matchKey($0) == key }
    }
  }

  /// Returns the first row whose title or match term starts with `prefix`, compared as in
  /// `row(matching:)`; nil when none does.
  public func row(withPrefix prefix: String) -> Int? {
    let key = TextNormalization.matchKey(prefix)
    guard !key.isEmpty else { return nil }
    return options.firstIndex { option in
      ([option.title] + option.matchTerms).contains {
        TextNormalization.matchKey($0).hasPrefix(key)
      }
    }
  }

  /// Returns every row whose title or match term starts with `prefix`, compared as in
  /// `row(matching:)`, in order; empty when none does.
  public func rows(withPrefix prefix: String) -> [Int] {
    let key = TextNormalization.matchKey(prefix)
    guard !key.isEmpty else { return [] }
    return options.indices.filter { row in
      ([options[row].title] + options[row].matchTerms).contains {
        TextNormalization.matchKey($0).hasPrefix(key)
      }
    }
  }

  /// Applies `action` and returns the outcome once the picker has closed. Moving wraps around
  /// at both ends; a number or prefix that selects nothing leaves the selection where it was.
  /// A closed picker ignores further actions.
  @discardableResult
  public mutating func handle(_ action: PickerAction) -> PickerOutcome<Option>? {
    guard outcome == nil else { return outcome }
    switch action {
    case .moveUp:
      selectedRow = (selectedRow + options.count - 1) % options.count
    case .moveDown:
      selectedRow = (selectedRow + 1) % options.count
    case .selectNumber(let number):
      if options.indices.contains(number - 1) { selectedRow = number - 1 }
    case .jump(let prefix):
      if let row = row(withPrefix: prefix) { selectedRow = row }
    case .done:
      outcome = .picked(selection)
    case .cancel:
      outcome = .cancelled
    }
    return outcome
  }
}
