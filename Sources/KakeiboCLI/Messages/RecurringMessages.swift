import KakeiboCore
import Wording

// The fixed costs area of the catalogue: what `recurring` lists and what its subcommands say
// they did. A rule is a 固定費 in Japanese.

enum RecurringMessage: Message {
  /// No rules yet.
  case noRules
  /// `Added rule #1 …`.
  case added(RuleText)
  /// `Made #12 …`: an entry the rule made now.
  case made(String)
  /// An edit that changes nothing.
  case unchanged(Int64)
  /// `Updated rule #1 from 2026-12-27 on: amount ¥85,000 → ¥90,000`.
  /// The differences are worded as the change log words a rule's edit.
  case updated(Int64, from: LedgerDate, differences: [ChangeDetail.FieldChange])
  /// A rule ended already.
  case endedAlready(Int64)
  /// `Removed rule #1 …; the 3 entries it made stay`.
  case removed(RuleText, entriesMade: Int)
  /// Entries that fell due but could not be written (the ledger read-only, or busy for a
  /// command that only reads): the first three, and whether there are more.
  case unwritten(count: Int, isBusy: Bool, listed: [String], more: Bool)
  /// This machine's date (or `KAKEIBO_TODAY`) is more than a day from the shared ledger's
  /// server's, whose date the rules go by.
  case clockDifference(today: LedgerDate, server: LedgerDate)

  var english: String {
    switch self {
    case .noRules:
      "No recurring rules. Add one: kakeibo recurring add 85000 -c 生活費 -m 家賃 --day 27"
    case .added(let rule): "Added rule " + rule.english
    case .made(let line): "Made " + line
    case .unchanged(let id): "Rule #\(id) has those values already; nothing changed"
    case .updated(let id, let from, let differences):
      "Updated rule #\(id) from \(from) on: "
        + VisibleText.of(
          differences.map(ChangeLogMessage.englishRuleField).joined(separator: ", "))
    case .endedAlready(let id): "Rule #\(id) has ended already; nothing changed"
    case .removed(let rule, let made):
      "Removed rule " + rule.english + "; "
        + (made == 0
          ? "it had made no entries"
          : "the \(Count.of(made, "entry", "entries")) it made \(made == 1 ? "stays" : "stay")")
    case .unwritten(let count, let isBusy, let listed, let more):
      "note: \(Count.of(count, "recurring entry", "recurring entries")) fell due but "
        + (isBusy ? "the ledger is busy" : "the ledger is read-only")
        + ", so \(count == 1 ? "it is" : "they are") not written and not in what follows: "
        + listed.joined(separator: ", ") + (more ? ", …" : "")
    case .clockDifference(let today, let server):
      "warning: this machine's date, \(today), is \(abs(Self.days(today, server))) days "
        + (Self.days(today, server) > 0 ? "ahead of" : "behind")
        + " the shared ledger's server (\(server)); the recurring rules make their entries by "
        + "the server's date"
    }
  }

  var japanese: String {
    switch self {
    case .noRules:
      "固定費はありません。追加するには: kakeibo recurring add 85000 -c 生活費 -m 家賃 --day 27"
    case .added(let rule): "固定費を追加しました: " + rule.japanese
    case .made(let line): "記録しました: " + line
    case .unchanged(let id): "固定費 #\(id) はすでにその値です。何も変えていません"
    case .updated(let id, let from, let differences):
      "固定費 #\(id) を \(from) から更新しました: "
        + VisibleText.of(
          differences.map(ChangeLogMessage.japaneseRuleField).joined(separator: "、"))
    case .endedAlready(let id): "固定費 #\(id) はすでに終了しています。何も変えていません"
    case .removed(let rule, let made):
      "固定費を終了しました: " + rule.japanese + "。"
        + (made == 0 ? "作った記録はありません" : "作った記録 \(Count.number(made)) 件は残ります")
    case .unwritten(let count, let isBusy, let listed, let more):
      "お知らせ: 固定費の記録 \(Count.number(count)) 件の日が来ましたが、台帳が"
        + (isBusy ? "使用中" : "読み取り専用") + "のため書き込んでおらず、以下にも含まれていません: "
        + listed.joined(separator: "、") + (more ? "、…" : "")
    case .clockDifference(let today, let server):
      "警告: この端末の日付（\(today)）は共有台帳のサーバーの日付（\(server)）より "
        + "\(abs(Self.days(today, server))) 日" + (Self.days(today, server) > 0 ? "進んで" : "遅れて")
        + "います。固定費の記録はサーバーの日付で作られます"
    }
  }

  /// How many days `today` is after `server` (negative when before).
  private static func days(_ today: LedgerDate, _ server: LedgerDate) -> Int {
    today.daysSinceEpoch - server.daysSinceEpoch
  }
}

/// A rule in words: `#1  🏠 生活費 › 住居  ¥85,000  家賃, on day 27 from 2026-11-01`.
struct RuleText: Message {
  let rule: RecurringRule
  /// The rule's category (or income) as tables label it.
  let label: String

  private var head: String {
    "#\(rule.id)  " + VisibleText.of(label) + "  \(rule.amount)  " + VisibleText.of(rule.memo.text)
  }

  var english: String {
    var text = head + ", on day \(rule.day)" + " from \(rule.firstDate)"
    if let lastDate = rule.lastDate { text += " until \(lastDate)" }
    if let times = rule.times { text += ", \(Count.of(times, "time", "times"))" }
    if rule.businessDay != .none { text += ", moved to the \(rule.businessDay) business day" }
    if rule.isEstimate { text += ", an estimate (見込み) of " + VisibleText.of(rule.payee.text) }
    return text
  }

  var japanese: String {
    var text = head + "（毎月 \(rule.day) 日、\(rule.firstDate) から"
    if let lastDate = rule.lastDate { text += " \(lastDate) まで" }
    if let times = rule.times { text += "、\(Count.number(times)) 回" }
    switch rule.businessDay {
    case .none: break
    case .next: text += "、休日なら次の営業日"
    case .previous: text += "、休日なら前の営業日"
    }
    if rule.isEstimate { text += "、" + VisibleText.of(rule.payee.text) + " の見込み" }
    return text + "）"
  }
}

/// The words of `recurring`'s table.
enum RecurringWords {
  static let id = Phrase(en: "ID", ja: "ID")
  static let amount = Phrase(en: "Amount", ja: "金額")
  static let category = Phrase(en: "Category", ja: "区分")
  static let memo = Phrase(en: "Memo", ja: "メモ")
  static let day = Phrase(en: "Day", ja: "日")
  static let next = Phrase(en: "Next", ja: "次回")
  static let left = Phrase(en: "Left", ja: "残り回数")
  static let stillToPay = Phrase(en: "Still to pay", ja: "残りの支払")
  static let ended = Phrase(en: "ended", ja: "終了")
}
