/// A setting stored in the ledger, changed with `kakeibo config set`.
public enum Setting: String, CaseIterable, Sendable {
  /// The day months begin on: see `MonthStart`.
  case monthStart = "month-start"

  /// The name typed on the command line and stored in the database.
  public var name: String { rawValue }

  /// The value in force when the setting was never set.
  public var defaultValue: String {
    switch self {
    case .monthStart: MonthStart.calendar.description
    }
  }

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
    }
  }
}
