import KakeiboCore
import Wording

/// The household's words on the terminal screens: browse's payer column, shown only in a
/// household of more than one person.
public enum HouseholdScreenText: Message, Equatable {
  /// The header of browse's payer column.
  case paidByColumn

  public var english: String {
    switch self {
    case .paidByColumn: "Paid by"
    }
  }

  public var japanese: String {
    switch self {
    case .paidByColumn: "支払った人"
    }
  }
}
