import KakeiboCore
import Wording

/// A refused answer, as the form and the pickers show it under the field being asked: the
/// reason alone, or for a picker's typed line, with the value it refuses.
public enum ScreenProblem: Message, Equatable {
  /// The field asked refuses the answer: the reason alone (`2026-11 has 30 days, not 31; …`).
  case reason(InvalidValue)
  /// A picker refuses the answer: `category "4": …`, `内訳 "…": …`.
  case named(InvalidValue)

  public var english: String {
    switch self {
    case .reason(let invalid): invalid.reason.english(amountForms: invalid.amountForms)
    case .named(let invalid):
      "\(invalid.field == .subcategory ? "内訳" : invalid.field.english) "
        + "\(Quoting.quoted(invalid.value)): "
        + invalid.reason.english(amountForms: invalid.amountForms)
    }
  }

  public var japanese: String {
    switch self {
    case .reason(let invalid): invalid.reason.japanese(amountForms: invalid.amountForms)
    case .named(let invalid): invalid.japanese
    }
  }
}
