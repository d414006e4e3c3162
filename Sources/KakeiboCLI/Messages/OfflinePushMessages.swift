import KakeiboCore
import KakeiboStore
import Wording

// The offline copy's push, pull and drop: what they say they did, and a conflict's report.

enum OfflinePushMessage: Message {
  /// `Pushed 3 changes to postgresql://…, as hanako`.
  case pushed(count: Int, server: String, member: String)
  /// Changes an earlier push had applied, its answer lost.
  case alreadyApplied(count: Int)
  /// New entries whose statement rows the server had imported already.
  case alreadyThere(count: Int)
  /// `The copy is up to date, at the server's change 12`.
  case upToDate(change: Int64)
  /// `The copy is at the server's change 12, with 2 changes not pushed kept on top`.
  case keptOnTop(change: Int64, count: Int)
  /// A push with nothing to push, which leaves the copy as it is.
  case nothingToPush(server: String)
  /// The first line of a push that held changes back.
  case conflicts(count: Int, pushed: Int)
  /// A change held back behind an earlier one to the same subject.
  case heldBehind(change: Int64)
  /// `offline pull`'s second line: the changes kept on top, and how many conflict.
  case keptAfterPull(count: Int, conflicting: Int)
  /// One side of a conflict: `    yours:  ` and the version.
  case yours(String)
  case theirs(String, by: ChangeRecord?)
  /// The last line of a refused push: the way on.
  case wayOn(copy: String)
  /// `offline pull`'s line.
  case pulled(count: Int, server: String, change: Int64)
  /// `offline drop CHANGE`'s line.
  case gaveUp(change: Int64, what: Phrase)
  /// `offline drop`'s line.
  case removed(copy: String)
  /// A change made on the copy against the server's version of a conflict: the changes it gave
  /// up (the conflicting one first), and the server's change that made that version.
  case madeAgainstTheirs(givenUp: [Int64], by: ChangeRecord?)
  /// A change made on the copy on top of a pending conflicting change whose server version the
  /// copy has not pulled.
  case heldBehindConflict(change: Int64, copy: String)

  var english: String {
    switch self {
    case .pushed(let count, let server, let member):
      "Pushed \(Count.of(count, "change", "changes")) to \(VisibleText.of(server)), as "
        + VisibleText.of(member)
    case .alreadyApplied(let count):
      "\(Count.of(count, "change was", "changes were")) on the server already (an earlier push "
        + "whose answer was lost): not applied twice"
    case .alreadyThere(let count):
      "\(Count.of(count, "new entry was", "new entries were")) on the server already, imported "
        + "from the same statement rows: not added twice"
    case .upToDate(let change):
      "The copy is up to date, at the server's change \(change)"
    case .keptOnTop(let change, let count):
      "The copy is at the server's change \(change), with \(Count.of(count, "change", "changes")) "
        + "not pushed kept on top"
    case .nothingToPush(let server):
      "Nothing to push to \(VisibleText.of(server)): the copy holds no change not pushed, and "
        + "is left as it is ('offline pull' brings the server's changes)"
    case .conflicts(let count, let pushed):
      "kakeibo: offline push: \(Count.of(count, "change conflicts", "changes conflict")) with "
        + "what changed on the server since; held back"
        + (pushed > 0 ? " (the rest was pushed):" : ":")
    case .heldBehind(let change):
      "    held back behind #\(change), an earlier change of the copy to the same entry, "
        + "budget, setting or rule"
    case .keptAfterPull(let count, let conflicting):
      "Kept \(Count.of(count, "change", "changes")) not pushed on top"
        + (conflicting > 0
          ? "; \(Count.of(conflicting, "conflicts", "conflict")) with the server's version:" : "")
    case .yours(let version):
      "    yours:  " + version
    case .theirs(let version, let by):
      "    theirs: " + version
        + (by.map { "  (change \($0.id) by \(VisibleText.of($0.member)), \($0.madeAt))" } ?? "")
    case .wayOn(let copy):
      "kakeibo: the copy keeps them, marked, on top of the server's changes. Changing one's "
        + "entry, budget, setting or rule again on the copy makes that change against the "
        + "server's version instead (giving up the held-back ones); 'kakeibo --db "
        + "\(ShownText.of(copy)) offline drop CHANGE' gives one up (a later one to the same "
        + "subject first)"
    case .pulled(let count, let server, let change):
      "Pulled \(Count.of(count, "change", "changes")) from \(VisibleText.of(server)): the copy "
        + "is at the server's change \(change)"
    case .gaveUp(let change, let what):
      "Gave up change \(change): " + what.english
    case .removed(let copy):
      "Removed the offline copy \(ShownText.of(copy))"
    case .madeAgainstTheirs(let givenUp, let by):
      "Gave up \(givenUp.count == 1 ? "change" : "changes") \(Self.listed(givenUp, and: "and")) "
        + "(held back by a conflict with the server's version"
        + (by.map { ", change \($0.id) by \(VisibleText.of($0.member))" } ?? "")
        + "): this change is made against that version instead; 'kakeibo undo' brings "
        + (givenUp.count == 1 ? "it" : "them") + " back"
    case .heldBehindConflict(let change, let copy):
      "This change is held back behind change \(change), which conflicts with a version of the "
        + "server's that the copy has not pulled: 'kakeibo --db \(ShownText.of(copy)) offline "
        + "pull' brings it, and a change made again after that is made against it"
    }
  }

  /// `6`, `6 and 8`, `6, 8 and 9` (in Japanese `6、8、9`).
  private static func listed(_ ids: [Int64], and: String) -> String {
    let numbers = ids.map(String.init)
    guard and != "、", numbers.count > 1 else { return numbers.joined(separator: "、") }
    return numbers.dropLast().joined(separator: ", ") + " \(and) " + numbers[numbers.count - 1]
  }

  var japanese: String {
    switch self {
    case .pushed(let count, let server, let member):
      "\(VisibleText.of(server)) に変更 \(Count.number(count)) 件を送りました（メンバー "
        + "\(VisibleText.of(member))）"
    case .alreadyApplied(let count):
      "変更 \(Count.number(count)) 件はサーバーにすでにありました（答えの届かなかった前回の"
        + "送信）。二重には行いません"
    case .alreadyThere(let count):
      "新しい記録 \(Count.number(count)) 件は、同じ明細の行からサーバーに取り込み済みでした。"
        + "二重には加えません"
    case .upToDate(let change):
      "コピーは最新です（サーバーの変更 \(change) の時点）"
    case .keptOnTop(let change, let count):
      "コピーはサーバーの変更 \(change) の時点で、未送信の変更 \(Count.number(count)) 件をその上に"
        + "残しています"
    case .nothingToPush(let server):
      "\(VisibleText.of(server)) に送るものはありません。コピーに未送信の変更はなく、そのままに"
        + "します（'offline pull' でサーバーの変更を取り込みます）"
    case .conflicts(let count, let pushed):
      "kakeibo: offline push: 変更 \(Count.number(count)) 件が、その後サーバーで変わったものと"
        + "衝突するため、送らずに残しました"
        + (pushed > 0 ? "（残りは送りました）:" : ":")
    case .heldBehind(let change):
      "    同じ記録・予算・設定・ルールへのコピーの前の変更 #\(change) を待つため、送っていません"
    case .keptAfterPull(let count, let conflicting):
      "未送信の変更 \(Count.number(count)) 件をその上に残しました"
        + (conflicting > 0 ? "。うち \(Count.number(conflicting)) 件はサーバーの版と衝突します:" : "")
    case .yours(let version):
      "    こちら: " + version
    case .theirs(let version, let by):
      "    サーバー: " + version
        + (by.map { "  （\(VisibleText.of($0.member)) の変更 \($0.id)、\($0.madeAt)）" } ?? "")
    case .wayOn(let copy):
      "kakeibo: コピーはそれらに印を付け、サーバーの変更の上に残しています。その記録・予算・設定・"
        + "ルールをコピーでもう一度変更すると、その変更はサーバーの版に対して行います（送れずに"
        + "いた変更はあきらめます）。'kakeibo --db \(ShownText.of(copy)) offline drop 変更' で 1 つを"
        + "あきらめます（同じ対象の後の変更を先に）"
    case .pulled(let count, let server, let change):
      "\(VisibleText.of(server)) から変更 \(Count.number(count)) 件を取り込みました"
        + "（サーバーの変更 \(change) の時点）"
    case .gaveUp(let change, let what):
      "変更 \(change) をあきらめました: " + what.japanese
    case .removed(let copy):
      "オフラインのコピー \(ShownText.of(copy)) を削除しました"
    case .madeAgainstTheirs(let givenUp, let by):
      "変更 \(Self.listed(givenUp, and: "、")) をあきらめました（サーバーの版"
        + (by.map { "（\(VisibleText.of($0.member)) の変更 \($0.id)）" } ?? "")
        + "との衝突で送れずにいたもの）。この変更はその版に対して行いました。'kakeibo undo' で元に"
        + "戻せます"
    case .heldBehindConflict(let change, let copy):
      "この変更は、サーバーの版と衝突する変更 \(change) のうしろで送らずに残ります（コピーはその版を"
        + "まだ取り込んでいません）。'kakeibo --db \(ShownText.of(copy)) offline pull' で取り込んで"
        + "から、もう一度変更すればその版に対して行います"
    }
  }
}

/// A conflict's subject in one version, as the report shows it.
enum OfflineVersionWords: Message {
  case entry(Entry, GlyphStyle)
  case deletedEntry(id: Int64)
  case budget(category: String, subcategory: String, month: String, onlyMonth: Bool, Yen)
  case noBudget(category: String, subcategory: String, month: String)
  case setting(key: String, value: String)
  case unsetSetting(key: String)
  case rule(RecurringRule)
  case deletedRule(id: Int64)

  var english: String {
    switch self {
    case .entry(let entry, let glyphs): EntryRendering.line(entry, glyphs)
    case .deletedEntry(let id): "#\(id) deleted"
    case .budget(let category, let sub, let month, let onlyMonth, let amount):
      "budget " + Self.budgetName(category, sub) + " "
        + (onlyMonth
          ? "for \(month) only" : month == Self.everyMonth ? "every month" : "from \(month)")
        + " \(amount)"
    case .noBudget(let category, let sub, let month):
      "no budget " + Self.budgetName(category, sub) + " "
        + (month == Self.everyMonth ? "every month" : "from \(month)")
    case .setting(let key, let value): VisibleText.of(key) + " = " + VisibleText.of(value)
    case .unsetSetting(let key): VisibleText.of(key) + " not set"
    case .rule(let rule):
      "rule #\(rule.id) \(rule.amount)"
        + (rule.memo.isEmpty ? "" : " " + VisibleText.of(rule.memo.text)) + " on day \(rule.day)"
    case .deletedRule(let id): "rule #\(id) deleted"
    }
  }

  var japanese: String {
    switch self {
    case .entry(let entry, let glyphs): EntryRendering.line(entry, glyphs)
    case .deletedEntry(let id): "#\(id) 削除済み"
    case .budget(let category, let sub, let month, let onlyMonth, let amount):
      "予算 " + Self.budgetName(category, sub) + " "
        + (onlyMonth ? "\(month) のみ" : month == Self.everyMonth ? "毎月" : "\(month) から")
        + " \(amount)"
    case .noBudget(let category, let sub, let month):
      "予算なし " + Self.budgetName(category, sub) + " "
        + (month == Self.everyMonth ? "毎月" : "\(month) から")
    case .setting(let key, let value): VisibleText.of(key) + " = " + VisibleText.of(value)
    case .unsetSetting(let key): VisibleText.of(key) + " は未設定"
    case .rule(let rule):
      "固定費 #\(rule.id) \(rule.amount)"
        + (rule.memo.isEmpty ? "" : " " + VisibleText.of(rule.memo.text)) + " 毎月 \(rule.day) 日"
    case .deletedRule(let id): "固定費 #\(id) 削除済み"
    }
  }

  /// A budget from the first month there is holds every month.
  private static let everyMonth = "0001-01"

  /// `生活費` or `生活費/食費`.
  private static func budgetName(_ category: String, _ subcategory: String) -> String {
    VisibleText.of(Category(key: category)?.name ?? category)
      + (subcategory.isEmpty ? "" : "/" + VisibleText.of(subcategory))
  }

  /// The words for one side of `conflict` (`version` nil: no such row).
  static func of(_ version: OfflineVersion?, subject: OfflineSubject, glyphs: GlyphStyle)
    -> OfflineVersionWords
  {
    switch (version, subject) {
    case (.entry(let entry)?, _): .entry(entry, glyphs)
    case (.budget(let amount, let onlyMonth)?, .budget(let category, let sub, let month)):
      .budget(category: category, subcategory: sub, month: month, onlyMonth: onlyMonth, amount)
    case (.budget(let amount, let onlyMonth)?, _):
      .budget(category: "", subcategory: "", month: "", onlyMonth: onlyMonth, amount)
    case (.setting(let value)?, .setting(let key)): .setting(key: key, value: value)
    case (.setting(let value)?, _): .setting(key: "", value: value)
    case (.rule(let rule)?, _): .rule(rule)
    case (nil, .entry(let id)): .deletedEntry(id: id)
    case (nil, .budget(let category, let sub, let month)):
      .noBudget(category: category, subcategory: sub, month: month)
    case (nil, .setting(let key)): .unsetSetting(key: key)
    case (nil, .rule(let id)): .deletedRule(id: id)
    }
  }
}
