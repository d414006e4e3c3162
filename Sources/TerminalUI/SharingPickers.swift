import KakeiboCore

/// A person of the household as a row of the payer picker: the name shown for them, and their
/// own name, which also selects them when typed.
public struct PersonOption: PickerOption {
  public let person: Person
  public let title: String

  public init(_ person: Person, in household: Household) {
    self.person = person
    title = household.name(of: person)
  }

  public var matchTerms: [String] { [person.name] }
}

/// The picker of who paid an entry (支払った人; for income, who received it): the household's
/// people in its order, opening on the entry's payer (me for a new entry). ↑/↓ (k/j) move with
/// wrap-around, 1–9 select a row, typed letters jump to the first name they begin, Enter picks,
/// Esc (Ctrl-C, Ctrl-D) cancels. Pure.
public struct PayerPickerState: Equatable, Sendable {
  public private(set) var picker: Picker<PersonOption>
  /// What has been typed towards a name, so that `けん` reaches 健太 past け….
  private var typedPrefix = ""

  /// Opens on `current`. A payer who is no longer one of the household's people (a member
  /// removed since) is offered after them, so that keeping the entry's payer never changes it.
  public init(household: Household, current: Person) {
    let people = household.people + (household.people.contains(current) ? [] : [current])
    let options = people.map { PersonOption($0, in: household) }
    picker = Picker(options: options, selecting: options.first { $0.person == current })
  }

  /// Applies `key` and returns the outcome once the picker has closed.
  @discardableResult
  public mutating func handle(_ key: Key) -> PickerOutcome<PersonOption>? {
    var prefix = ""
    defer { typedPrefix = prefix }
    let action: PickerAction
    switch key {
    case .up, .character("k"): action = .moveUp
    case .down, .character("j"): action = .moveDown
    case .enter: action = .done
    case .escape, .interrupt, .endOfInput: action = .cancel
    case .character(let character):
      let folded = TextNormalization.folded(String(character))
      if let digit = Int(folded), folded.count == 1 {
        action = .selectNumber(digit)
      } else {
        prefix = typedPrefix + folded
        if picker.row(withPrefix: prefix) == nil { prefix = folded }
        action = .jump(prefix: prefix)
      }
    default:
      return nil
    }
    return picker.handle(action)
  }
}

/// The picker of how an entry is split (按分): the household's split (for income, the
/// receiver's alone), one person's alone (as `--for`), or weights per person (as `--split`).
/// On the choices ↑/↓ (k/j) move with wrap-around, 1–9 select a row and Enter picks; Enter on
/// the weights opens them: ↑/↓ go from person to person, digits type the selected person's
/// weight (the first digit replaces it), Backspace deletes a digit, ← (Shift-Tab) goes back to
/// the choices and Enter picks the weights, once someone has one (0 is no share). Esc (Ctrl-C,
/// Ctrl-D) cancels. Pure.
public struct SplitPickerState: Equatable, Sendable {
  /// A row of the choices.
  public enum Choice: Equatable, Sendable {
    /// The household's split for an expense, the receiver's alone for income: no split of the
    /// entry's own.
    case household
    case alone(Person)
    case weights
  }

  /// How the picker closed: the split picked (nil: the household's), or cancelled.
  public enum Outcome: Equatable, Sendable {
    case picked(Split?)
    case cancelled
  }

  public let household: Household
  /// The people the weights are typed for: the household's, then anyone else the split the
  /// picker opened on names (a member removed since), so that keeping its weights keeps them.
  public let people: [Person]
  /// Whether the entry is income, whose default is its receiver's alone.
  public let isIncome: Bool
  /// The choices, in order: the household's, each person alone, the weights.
  public let choices: [Choice]
  public private(set) var selectedRow: Int
  /// Each of `people`'s weight, in their order; 0 is no share.
  public private(set) var weights: [Int64]
  /// Whether the weights are being typed (after Enter on the weights choice).
  public private(set) var isEditingWeights = false
  /// The person whose weight is being typed, an index of `people`.
  public private(set) var selectedPerson = 0
  /// The split the picker opened on, which weights kept as they were give back as it was (in
  /// its own order, which decides the share rule's ties).
  private let opening: Split?
  /// Whether Enter was refused because nobody has a weight; cleared by the next key.
  public private(set) var isRefused = false
  /// Whether a digit typed now replaces the selected weight (the first after moving to it).
  private var replacesWeight = true

  /// Opens on `current` (nil: the household's): a split of one person on their row, another on
  /// the weights with its own weights (0 for the people it leaves out).
  public init(household: Household, current: Split?, isIncome: Bool = false) {
    self.household = household
    self.isIncome = isIncome
    opening = current
    let choices = [.household] + household.people.map(Choice.alone) + [Choice.weights]
    self.choices = choices
    let startingWeights = current ?? household.split
    let people =
      household.people + (current?.people ?? []).filter { !household.people.contains($0) }
    self.people = people
    weights = people.map { person in
      startingWeights.parts.first { $0.person == person }?.weight ?? 0
    }
    if let current {
      // One person's alone is their row; any other split (one person's with a weight of its
      // own, too) the weights, so that Enter gives it back as it was.
      let alone = current.soleOwner.flatMap {
        current == .alone($0) ? choices.firstIndex(of: .alone($0)) : nil
      }
      selectedRow = alone ?? choices.count - 1
    } else {
      selectedRow = 0
    }
  }

  public var selection: Choice { choices[selectedRow] }

  /// The split the weights make: each person with a weight, in the household's order; one
  /// person's alone when only they have one; nil when nobody has.
  public var weightsSplit: Split? {
    let parts = zip(people, weights).filter { $0.1 > 0 }.map {
      Split.Part($0.0, weight: $0.1)
    }
    guard !parts.isEmpty else { return nil }
    if let opening, Set(opening.parts) == Set(parts) { return opening }
    return parts.count == 1 ? .alone(parts[0].person) : Split(parts)
  }

  /// Applies `key` and returns the outcome once the picker has closed.
  @discardableResult
  public mutating func handle(_ key: Key) -> Outcome? {
    isRefused = false
    if key == .escape || key == .interrupt || key == .endOfInput { return .cancelled }
    guard isEditingWeights else {
      switch key {
      case .up, .character("k"): selectedRow = (selectedRow + choices.count - 1) % choices.count
      case .down, .character("j"): selectedRow = (selectedRow + 1) % choices.count
      case .enter: return pick()
      case .character(let character):
        let folded = TextNormalization.folded(String(character))
        if let digit = Int(folded), folded.count == 1, choices.indices.contains(digit - 1) {
          selectedRow = digit - 1
        }
      default: break
      }
      return nil
    }
    let count = people.count
    switch key {
    case .up:
      selectedPerson = (selectedPerson + count - 1) % count
      replacesWeight = true
    case .down, .tab:
      selectedPerson = (selectedPerson + 1) % count
      replacesWeight = true
    case .left, .backTab:
      isEditingWeights = false
    case .backspace:
      weights[selectedPerson] /= 10
      replacesWeight = false
    case .enter:
      guard let split = weightsSplit else {
        isRefused = true
        return nil
      }
      return .picked(split)
    case .character(let character):
      let folded = TextNormalization.folded(String(character))
      guard folded.count == 1, let digit = Int64(folded) else { break }
      let typed = replacesWeight ? digit : weights[selectedPerson] * 10 + digit
      if typed <= Split.maximumWeight { weights[selectedPerson] = typed }
      replacesWeight = false
    default: break
    }
    return nil
  }

  /// Picks the selected choice; the weights choice opens the weights instead.
  private mutating func pick() -> Outcome? {
    switch selection {
    case .household: return .picked(nil)
    case .alone(let person): return .picked(.alone(person))
    case .weights:
      isEditingWeights = true
      selectedPerson = 0
      replacesWeight = true
      return nil
    }
  }

  /// Selects the choice on `row` (a dumb terminal's number).
  mutating func select(row: Int) {
    if choices.indices.contains(row) { selectedRow = row }
  }
}
