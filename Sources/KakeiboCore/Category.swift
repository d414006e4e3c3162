/// The three kinds of household spending every entry belongs to, in picker order.
public enum Category: String, CaseIterable, Sendable {
  /// 生活費: food, rent, utilities, everyday shopping.
  case livingCost
  /// 経費: business expenses, for a sole proprietor's tax return.
  case expenses
  /// 娯楽費: leisure, hobbies, eating out with friends.
  case leisure

  /// The key stored in the database and used in JSON and CSV.
  public var key: String { rawValue }

  /// The Japanese name shown everywhere a person reads the category.
  public var name: String {
    switch self {
    case .livingCost: "生活費"
    case .expenses: "経費"
    case .leisure: "娯楽費"
    }
  }

  /// English aliases accepted wherever a category is typed.
  public var aliases: [String] {
    switch self {
    case .livingCost: ["living"]
    case .expenses: ["expenses", "business"]
    case .leisure: ["leisure", "fun"]
    }
  }

  public var icon: IconName {
    switch self {
    case .livingCost: .houseFill
    case .expenses: .briefcaseFill
    case .leisure: .gamecontrollerFill
    }
  }

  /// Creates the category stored under `key`, or nil.
  public init?(key: some StringProtocol) {
    self.init(rawValue: String(key))
  }
}

// MARK: - Picking

extension Category: PickerOption {
  public var title: String { name }

  /// Everything a person may type to mean this category: the Japanese name, the aliases, the
  /// enum key and the icon name.
  public var matchTerms: [String] { [name] + aliases + [key, icon.rawValue] }
}

extension Category {
  /// The categories as a picker, opened on `current` (the first row when it is nil).
  public static func picker(current: Category? = nil) -> Picker<Category> {
    Picker(options: allCases, selecting: current)
  }

  /// The name with its aliases, as messages list a category: `娯楽費 (leisure, fun)`.
  public var namesText: String { "\(name) (\(aliases.joined(separator: ", ")))" }

  /// Resolves a whole name (`生活費`, `living`, `livingCost`, `house.fill`, in any letter case or
  /// width) through the category picker, as a file's category column must spell it. Throws
  /// when nothing matches.
  public init(resolving text: String) throws(InvalidValue) {
    let picker = Self.picker()
    guard let row = picker.row(matching: text) else {
      throw InvalidValue(.category, text, .noSuchCategory(isTyped: false))
    }
    self = picker.options[row]
  }

  /// Resolves what a person typed on the command line as the picker would take it: a whole
  /// name as `init(resolving:)` does, the picker's number (`1` to `3`), or the start of a name,
  /// alias, key or icon name that only one category has (`娯楽`, `生活`, `le`). Throws when
  /// nothing matches, and when the start is that of several categories (`l`: living, leisure).
  public init(resolvingTyped text: String) throws(InvalidValue) {
    let picker = Self.picker()
    if let row = picker.row(matching: text) {
      self = picker.options[row]
      return
    }
    let folded = TextNormalization.folded(text)
    if !folded.isEmpty, folded.allSatisfy(\.isASCIIDigitCharacter), let number = Int(folded),
      picker.options.indices.contains(number - 1)
    {
      self = picker.options[number - 1]
      return
    }
    let rows = picker.rows(withPrefix: text)
    guard rows.count == 1, let row = rows.first else {
      guard rows.isEmpty else {
        throw InvalidValue(.category, text, .ambiguousCategory(rows.map { picker.options[$0] }))
      }
      throw InvalidValue(.category, text, .noSuchCategory(isTyped: true))
    }
    self = picker.options[row]
  }
}
