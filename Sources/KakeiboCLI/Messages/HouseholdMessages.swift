import KakeiboCore
import Wording

// The household's area of the catalogue: what `settle` and `report --by member` (or
// `--member NAME`) say: who paid, whose it was, and who owes whom.

enum SettleMessage: Message {
  /// `Settlement (精算) 2026-11`: the heading of the period settled.
  case title(period: String)
  /// A ledger of one person, which has nothing to settle.
  case onePerson
  /// `美咲 pays 健太 ¥1,200`: one transfer that settles up.
  case transfer(from: String, to: String, Yen)
  /// Nobody owes anybody for the period.
  case settledUp(period: String)
  /// `--record` wrote `count` settlements.
  case recorded(count: Int)

  var english: String {
    switch self {
    case .title(let period): "Settlement (精算) \(period)"
    case .onePerson:
      "The household has one person: nothing to settle. 'kakeibo member add NAME' adds one."
    case .transfer(let from, let to, let amount): "\(from) pays \(to) \(amount)"
    case .settledUp(let period): "Nobody owes anybody for \(period)."
    case .recorded(let count):
      "Recorded \(Count.of(count, "settlement")) (undo with 'kakeibo undo')."
    }
  }

  var japanese: String {
    switch self {
    case .title(let period): "精算 \(period)"
    case .onePerson: "世帯は一人です。精算するものはありません。'kakeibo member add 名前' で人を加えます。"
    case .transfer(let from, let to, let amount): "\(from) → \(to) \(amount)"
    case .settledUp(let period): "\(period) の貸し借りはありません。"
    case .recorded(let count): "精算を \(Count.number(count)) 件記録しました（'kakeibo undo' で取り消せます）。"
    }
  }
}

/// The words of `settle`'s table.
enum SettleWords {
  static let person = Phrase(en: "Person", ja: "人")
  static let paid = Phrase(en: "Paid", ja: "支払額")
  static let share = Phrase(en: "Share", ja: "負担額")
  static let settled = Phrase(en: "Settled", ja: "精算済み")
  static let difference = Phrase(en: "Difference", ja: "差額")
}

/// The words of the report by member.
enum MemberReportWords {
  static let byMember = Phrase(en: " (by member)", ja: "（人ごと）")
  static let shares = Phrase(en: "Shares", ja: "負担額")
  static let paid = Phrase(en: "Paid", ja: "支払額")
  static let difference = Phrase(en: "Difference", ja: "差額")

  /// ` (健太's share)`: the title of one person's report.
  static func ofMember(_ name: String) -> Phrase {
    Phrase(en: " (\(name)'s share)", ja: "（\(name)の負担分）")
  }

  static let note = Phrase(
    en: "Paid less shares, before settlements and shared income: 'kakeibo settle' counts them.",
    ja: "差額は支払額から負担額を引いたもので、精算と共有の収入は含みません（'kakeibo settle' は含めます）。")
}
