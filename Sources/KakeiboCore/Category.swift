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

  /// The forms `Category(resolving:)` accepts, as told to the user.
  public static var acceptedForms: String {
    allCases.map { "\($0.name) (\($0.aliases.joined(separator: ", ")))" }
      .joined(separator: ", ")
  }

  /// Resolves what a person typed (`生活費`, `living`, `livingCost`, `house.fill`, in any letter
  /// case or width) through the category picker. Throws when nothing matches.
  public init(resolving text: String) throws(InvalidValue) {
    let picker = Self.picker()
    guard let row = picker.row(matching: text) else {
      throw InvalidValue(.category, text, "no such category; expected " + Self.acceptedForms)
    }
    self = picker.options[row]
  }
}
