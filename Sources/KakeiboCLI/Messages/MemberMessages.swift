import KakeiboStore
import Wording

// The members area of the catalogue: what `member add`, `member remove` and `member` say.

enum MemberMessage: Message {
  /// The role may now read (and change) the ledger.
  case added(role: String, Member.Access)
  /// The role no longer has access, or had none.
  case removed(role: String, hadAccess: Bool)
  /// On a ledger in a file, a person recorded (or one already there).
  case personAdded(String, wasAlready: Bool)
  /// On a ledger in a file, a person no longer one of the household's (or "me", kept).
  case personRemoved(String, isMe: Bool)
  /// A member's (or person's) name shown from now on.
  case renamed(String, to: String)

  var english: String {
    switch self {
    case .personAdded(let person, let wasAlready):
      wasAlready
        ? "\(person) was already one of the household's people"
        : "\(person) is now one of the household's people"
    case .personRemoved(let person, let isMe):
      isMe
        ? "\(person) is \"me\": 'kakeibo config set me NAME' names you"
        : "\(person) is no longer one of the household's people (their entries keep naming them)"
    case .renamed(let person, let shown):
      "\(person) is now shown as \(shown)"
    case .added(let role, let access):
      "\(role) may now \(access == .readOnly ? "read" : "read and change") the ledger"
    case .removed(let role, let had):
      had ? "\(role) no longer has access to the ledger" : "\(role) had no access to the ledger"
    }
  }

  var japanese: String {
    switch self {
    case .personAdded(let person, let wasAlready):
      wasAlready ? "\(person) はすでに世帯の一員です" : "\(person) を世帯の一員として記録しました"
    case .personRemoved(let person, let isMe):
      isMe
        ? "\(person) は自分（me）です。自分の名前は 'kakeibo config set me 名前' で決めます"
        : "\(person) を世帯から外しました（その人の記録はその人の名前のままです）"
    case .renamed(let person, let shown):
      "\(person) を \(shown) と表示します"
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
  static let person = Phrase(en: "Person", ja: "人")
  static let name = Phrase(en: "Name", ja: "名前")
  /// The mark of the person who is "me" on a ledger in a file.
  static let me = Phrase(en: "me", ja: "自分")

  /// A member's access, as the table shows it (`read-only` in English, as JSON writes it).
  static func access(_ access: Member.Access) -> Phrase {
    switch access {
    case .owner: Phrase(en: access.rawValue, ja: "持ち主")
    case .readWrite: Phrase(en: access.rawValue, ja: "読み書き")
    case .readOnly: Phrase(en: access.rawValue, ja: "読み取りのみ")
    }
  }
}
