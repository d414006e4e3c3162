/// A value the user gave that the ledger cannot accept, with the field it was for and an
/// explanation that says what would be accepted.
public struct InvalidValue: Error, Equatable, Sendable {
  /// The input fields whose values are checked.
  public enum Field: String, Sendable {
    case amount, date, month, year, category, subcategory, memo, source, id, ledger, timeout
    case day, times, rule, search
    case monthStart = "month-start"
    case setting
  }

  public let field: Field
  /// The value as the user wrote it.
  public let value: String
  /// Why it was refused and what is accepted, as one clause (no trailing period).
  public let problem: String

  public init(_ field: Field, _ value: String, _ problem: String) {
    self.field = field
    self.value = value
    self.problem = problem
  }
}
