/// A setting stored in the ledger, changed with `kakeibo config set`.
public enum Setting: String, CaseIterable, Sendable {
  /// The day months begin on: see `MonthStart`.
  case monthStart = "month-start"
  /// Who "I" am on a ledger in a file: the payer of an entry that names none (on a shared
  /// ledger, "me" is the role). Its default is the login name.
  case me
  /// The household's split of an expense without its own, as `美咲=6,健太=4`; by default,
  /// equal parts for everyone.
  case split

  /// The name typed on the command line and stored in the database.
  public var name: String { rawValue }

  /// The value in force when the setting was never set.
  public var defaultValue: String {
    switch self {
    case .monthStart: MonthStart.calendar.description
    case .me: "the login name"
    case .split: "equal"
    }
  }

  /// Whether the setting is about the household's people, which `config` lists only when
  /// there is more than one person (or it is set).
  public var isHousehold: Bool { self == .me || self == .split }

  /// Resolves a setting's name as typed (any letter case or width). Throws when there is none.
  public init(resolving text: String) throws(InvalidValue) {
    guard let setting = Setting(rawValue: TextNormalization.matchKey(text)) else {
      throw InvalidValue(.setting, text, .noSuchSetting)
    }
    self = setting
  }

  /// Returns `text`, a value as typed, in the form stored. Throws when it is not a valid value.
  public func storedValue(parsing text: String) throws(InvalidValue) -> String {
    switch self {
    case .monthStart: try MonthStart(parsing: text).description
    case .me: try Person(validating: text).name
    case .split: try Split(parsing: text).description
    }
  }
}
