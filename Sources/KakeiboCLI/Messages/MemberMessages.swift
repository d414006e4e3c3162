import KakeiboStore
import Wording

// The members area of the catalogue: what `member add`, `member remove` and `member` say.

enum MemberMessage: Message {
  /// The role may now read (and change) the ledger.
  case added(role: String, Member.Access)
  /// The role no longer has access, or had none.
  case removed(role: String, hadAccess: Bool)

  var english: String {
    switch self {
    case .added(let role, let access):
      "\(role) may now \(access == .readOnly ? "read" : "read and change") the ledger"
    case .removed(let role, let had):
      had ? "\(role) no longer has access to the ledger" : "\(role) had no access to the ledger"
    }
  }

  var japanese: String {
    switch self {
    case .added(let role, let access):
      "\(role) はこの台帳を\(access == .readOnly ? "読めるようになりました" : "読み書きできるようになりました")"
    case .removed(let role, let had):
      had ? "\(role) はこの台帳を使えなくなりました" : "\(role) はもともとこの台帳を使えませんでした"
    }
  }
}

/// The words of `member`'s table.
enum MemberWords {
  static let member = Phrase(en: "Member", ja: "メンバー")
  static let access = Phrase(en: "Access", ja: "権限")

  /// A member's access, as the table shows it (`read-only` in English, as JSON writes it).
  static func access(_ access: Member.Access) -> Phrase {
    switch access {
    case .owner: Phrase(en: access.rawValue, ja: "持ち主")
    case .readWrite: Phrase(en: access.rawValue, ja: "読み書き")
    case .readOnly: Phrase(en: access.rawValue, ja: "読み取りのみ")
    }
  }
}
