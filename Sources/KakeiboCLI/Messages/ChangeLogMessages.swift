import KakeiboCore
import Wording

// The change log's area of the catalogue: what each change did, worded when it is read (by
// `log`, `undo`, `redo`, a refusal that names a change, an offline copy's push) from the data
// the store keeps (`ChangeDetail`). A change recorded before migration 0019 has no data but
// the English sentence it was stored with, which is shown as it is (`ChangeWords.what`).

/// What one change did, in words.
enum ChangeLogMessage: Message {
  /// The whole change, as `log` lists it: `add #12 2026-11-30 生活費 ¥1,200 スーパー`, or for
  /// a change of `kind` that changed nothing, `edit #3: changed nothing`.
  case did(ChangeDetail, kind: ChangeKind, changedNothing: Bool)
  /// What the command was asked to do, without what it did: `import of zaim.csv`.
  case asked(ChangeDetail)

  var english: String {
    switch self {
    case .did(let detail, let kind, let changedNothing):
      guard changedNothing else { return Self.english(detail) }
      return Self.englishSubject(detail) + ": " + Self.englishNothingDone(kind)
    case .asked(let detail):
      return Self.englishSubject(detail)
    }
  }

  var japanese: String {
    switch self {
    case .did(let detail, let kind, let changedNothing):
      guard changedNothing else { return Self.japanese(detail) }
      return Self.japaneseSubject(detail) + "（" + Self.japaneseNothingDone(kind) + "）"
    case .asked(let detail):
      return Self.japaneseSubject(detail)
    }
  }

  /// `added nothing` for an import (and an add), `changed nothing` for the others.
  static func englishNothingDone(_ kind: ChangeKind) -> String {
    switch kind {
    case .add, .import, .scheduled: "added nothing"
    case .edit, .delete, .budget, .config, .recurring, .settle: "changed nothing"
    }
  }

  static func japaneseNothingDone(_ kind: ChangeKind) -> String {
    switch kind {
    case .add, .import, .scheduled: "追加したものはありません"
    case .edit, .delete, .budget, .config, .recurring, .settle: "変更したものはありません"
    }
  }

  // MARK: English

  /// Whether `detail` names a change without saying what it set (an edit of no field, a
  /// settlement of no transfer): only a change that changed nothing has such a detail, and its
  /// subject says all there is.
  static func isBare(_ detail: ChangeDetail) -> Bool {
    switch detail {
    case .edited(_, let fields), .editedAlike(_, let fields, false), .ruleEdited(_, let fields):
      fields.isEmpty
    case .settled(_, let transfers): transfers.isEmpty
    default: false
    }
  }

  static func english(_ detail: ChangeDetail) -> String {
    if isBare(detail) { return englishSubject(detail) }
    switch detail {
    case .added(let entry):
      return "add " + line(entry)
    case .edited(let ids, let fields):
      return "edit " + englishIDs(ids) + ": "
        + fields.map(englishField).joined(separator: ", ")
    case .editedAlike(let ids, let fields, let refund):
      var parts = fields.filter { !isAfterRefund($0.field) }.map(englishGiven)
      if refund { parts.append("refund") }
      parts += fields.filter { isAfterRefund($0.field) }.map(englishGiven)
      return "edit " + englishIDs(ids) + ": " + parts.joined(separator: ", ")
    case .deleted(let entries):
      return "delete "
        + (entries.count == 1 ? line(entries[0]) : englishIDs(entries.map(\.id)))
    case .imported(let file, let added, let matched, let replaced):
      return "import \(added) \(added == 1 ? "entry" : "entries") from \(file)"
        + (matched == 0 ? "" : " and match \(matched) typed by hand")
        + (replaced == 0
          ? "" : " and replace \(replaced) \(replaced == 1 ? "estimate" : "estimates")")
    case .budgetSet(let budget, let was):
      return "budget set " + englishBudget(budget)
        + (was.map { " (was \(Yen($0)))" } ?? "")
    case .budgetUnset(let budget):
      return "budget unset " + englishBudget(budget)
    case .settingSet(let name, let value, let was):
      return "config set \(name) \(value) (was \(was))"
    case .settingUnset(let name, let was):
      return "config unset \(name) (was \(was))"
    case .ruleAdded(let rule, let made):
      return "recurring add " + englishRule(rule)
        + (made == 0 ? "" : " (made \(made == 1 ? "1 entry" : "\(made) entries"))")
    case .ruleEdited(let id, let fields):
      return "recurring edit #\(id): " + fields.map(englishRuleField).joined(separator: ", ")
    case .ruleRemoved(let rule):
      return "recurring remove " + englishRule(rule)
    case .scheduledEntry(let rule, let entry):
      return "made by rule #\(rule): " + line(entry)
    case .scheduledEntries(let count, let first, let last):
      return "made by recurring rules: \(count) entries, #\(first) to #\(last)"
    case .settled(let period, let transfers):
      return "settle \(period): "
        + transfers.map { "\($0.from.name) → \($0.to.name) \($0.amount)" }
        .joined(separator: ", ")
    case .subcategoryRenamed(_, _, _, let counts), .subcategoryMoved(_, _, _, let counts):
      return englishSubject(detail) + " (" + englishCounts(counts) + ")"
    }
  }

  static func englishSubject(_ detail: ChangeDetail) -> String {
    switch detail {
    case .added(let entry): "add " + line(entry)
    case .edited(let ids, _), .editedAlike(let ids, _, _): "edit " + englishIDs(ids)
    case .deleted(let entries): "delete " + englishIDs(entries.map(\.id))
    case .imported(let file, _, _, _): "import of \(file)"
    case .budgetSet(let budget, _): "budget set " + englishBudget(budget)
    case .budgetUnset(let budget): "budget unset " + englishBudget(budget)
    case .settingSet(let name, let value, _): "config set \(name) \(value)"
    case .settingUnset(let name, _): "config unset \(name)"
    case .ruleAdded(let rule, _): "recurring add " + englishRule(rule)
    case .ruleEdited(let id, _): "recurring edit #\(id)"
    case .ruleRemoved(let rule): "recurring remove " + englishRule(rule)
    case .scheduledEntry(let rule, _): "made by rule #\(rule)"
    case .scheduledEntries: "made by recurring rules"
    case .settled(let period, _): "settle \(period)"
    case .subcategoryRenamed(let category, let from, let to, _):
      "categories rename " + classText(category ?? EntryKind.incomeName, from) + " → "
        + (to ?? Subcategory.noneLabel)
    case .subcategoryMoved(let subcategory, let from, let to, _):
      "categories move " + classText(from, subcategory) + " → " + classText(to, subcategory)
    }
  }

  /// `#7`, or `4 entries: #7 to #10`, `2 entries: #3, #9`: runs of ids written as ranges.
  static func englishIDs(_ ids: [Int64]) -> String {
    guard ids.count > 1 else { return ids.first.map { "#\($0)" } ?? "no entries" }
    return "\(ids.count) entries: "
      + runs(ids).map { first, last in
        first == last
          ? "#\(first)" : last == first + 1 ? "#\(first), #\(last)" : "#\(first) to #\(last)"
      }.joined(separator: ", ")
  }

  /// The fields an edit of several entries gives after the refund mark, as it was always said.
  static func isAfterRefund(_ field: ChangeDetail.ChangedField) -> Bool {
    field == .paidBy || field == .split
  }

  static func englishName(_ field: ChangeDetail.ChangedField) -> String {
    switch field {
    case .date: "date"
    case .amount: "amount"
    case .category: "category"
    case .subcategory: "内訳"
    case .memo: "memo"
    case .paidBy: "paid by"
    case .split: "split"
    case .classification: "category"
    case .day: "day"
    case .until: "until"
    case .businessDay: "business day"
    case .estimate: "estimate"
    case .match: "match"
    case .times: "times"
    }
  }

  /// A field's value in English: an amount in yen, a memo in double quotes, the words for none.
  static func englishValue(_ field: ChangeDetail.ChangedField, _ value: String?) -> String {
    switch field {
    case .amount: value.flatMap(Int64.init).map { Yen($0).description } ?? ""
    case .memo, .match: "\"" + (value ?? "") + "\""
    case .subcategory: value ?? Subcategory.noneLabel
    case .paidBy: value ?? Person.meLabel
    case .split: value ?? Split.householdLabel
    case .until: value ?? "no end"
    case .times: value ?? "no limit"
    case .date, .category, .classification, .day, .businessDay, .estimate: value ?? ""
    }
  }

  /// `amount ¥1,200 → ¥1,500`.
  static func englishField(_ change: ChangeDetail.FieldChange) -> String {
    englishName(change.field) + " " + englishValue(change.field, change.before) + " → "
      + englishValue(change.field, change.after)
  }

  /// `category → 経費`.
  static func englishGiven(_ change: ChangeDetail.FieldChange) -> String {
    englishName(change.field) + " → " + englishValue(change.field, change.after)
  }

  static func englishRuleField(_ change: ChangeDetail.FieldChange) -> String {
    switch change.field {
    case .classification:
      return (change.before ?? "") + " → " + (change.after ?? "")
    case .estimate:
      return change.after == "yes" ? "an estimate" : "no longer an estimate"
    default:
      return englishField(change)
    }
  }

  /// `生活費 › 外食 ¥10,000 every month`.
  static func englishBudget(_ budget: ChangeDetail.ChangedBudget) -> String {
    let scope =
      budget.isForItsMonthOnly
      ? "for \(budget.from ?? "") only" : budget.from.map { "from \($0)" } ?? "every month"
    return classText(budget.category, budget.subcategory) + " \(Yen(budget.amount)) " + scope
  }

  /// `#3 生活費 ¥85,000 家賃 on day 27`.
  static func englishRule(_ rule: ChangeDetail.ChangedRule) -> String {
    "#\(rule.id) " + classText(rule.category, rule.subcategory) + " \(Yen(rule.amount))"
      + (rule.memo.isEmpty ? "" : " \(rule.memo)") + " on day \(rule.day)"
  }

  /// `3 entries, 1 rule, 1 budget` (the parts that are none left out).
  static func englishCounts(_ counts: ChangeDetail.ReclassifiedCounts) -> String {
    [
      (counts.entries, "entry", "entries"), (counts.rules, "rule", "rules"),
      (counts.budgets, "budget", "budgets"),
    ].filter { $0.0 > 0 }.map { "\($0.0) \($0.0 == 1 ? $0.1 : $0.2)" }.joined(separator: ", ")
  }

  // MARK: Japanese

  static func japanese(_ detail: ChangeDetail) -> String {
    if isBare(detail) { return japaneseSubject(detail) }
    switch detail {
    case .added(let entry):
      return "追加 " + line(entry)
    case .edited(let ids, let fields):
      return "編集 " + japaneseIDs(ids) + ": " + fields.map(japaneseField).joined(separator: "、")
    case .editedAlike(let ids, let fields, let refund):
      var parts = fields.filter { !isAfterRefund($0.field) }.map(japaneseGiven)
      if refund { parts.append("返金にする") }
      parts += fields.filter { isAfterRefund($0.field) }.map(japaneseGiven)
      return "編集 " + japaneseIDs(ids) + ": " + parts.joined(separator: "、")
    case .deleted(let entries):
      return "削除 " + (entries.count == 1 ? line(entries[0]) : japaneseIDs(entries.map(\.id)))
    case .imported(let file, let added, let matched, let replaced):
      return "取り込み \(file) から \(added)件を追加"
        + (matched == 0 ? "" : "、手入力の \(matched)件と照合")
        + (replaced == 0 ? "" : "、見込み \(replaced)件を置き換え")
    case .budgetSet(let budget, let was):
      return "予算の設定 " + japaneseBudget(budget) + (was.map { "（以前は \(Yen($0))）" } ?? "")
    case .budgetUnset(let budget):
      return "予算の解除 " + japaneseBudget(budget)
    case .settingSet(let name, let value, let was):
      return "設定 \(name) = \(value)（以前は \(was)）"
    case .settingUnset(let name, let was):
      return "設定の解除 \(name)（以前は \(was)）"
    case .ruleAdded(let rule, let made):
      return "固定費の追加 " + japaneseRule(rule) + (made == 0 ? "" : "（\(made)件を記録）")
    case .ruleEdited(let id, let fields):
      return "固定費の編集 #\(id): " + fields.map(japaneseRuleField).joined(separator: "、")
    case .ruleRemoved(let rule):
      return "固定費の終了 " + japaneseRule(rule)
    case .scheduledEntry(let rule, let entry):
      return "固定費 #\(rule) による記録: " + line(entry)
    case .scheduledEntries(let count, let first, let last):
      return "固定費による記録: \(count)件（#\(first)〜#\(last)）"
    case .settled(let period, let transfers):
      return "精算 \(period): "
        + transfers.map { "\($0.from.name) → \($0.to.name) \($0.amount)" }
        .joined(separator: "、")
    case .subcategoryRenamed(_, _, _, let counts), .subcategoryMoved(_, _, _, let counts):
      return japaneseSubject(detail) + "（" + japaneseCounts(counts) + "）"
    }
  }

  static func japaneseSubject(_ detail: ChangeDetail) -> String {
    switch detail {
    case .added(let entry): "追加 " + line(entry)
    case .edited(let ids, _), .editedAlike(let ids, _, _): "編集 " + japaneseIDs(ids)
    case .deleted(let entries): "削除 " + japaneseIDs(entries.map(\.id))
    case .imported(let file, _, _, _): "取り込み \(file)"
    case .budgetSet(let budget, _): "予算の設定 " + japaneseBudget(budget)
    case .budgetUnset(let budget): "予算の解除 " + japaneseBudget(budget)
    case .settingSet(let name, let value, _): "設定 \(name) = \(value)"
    case .settingUnset(let name, _): "設定の解除 \(name)"
    case .ruleAdded(let rule, _): "固定費の追加 " + japaneseRule(rule)
    case .ruleEdited(let id, _): "固定費の編集 #\(id)"
    case .ruleRemoved(let rule): "固定費の終了 " + japaneseRule(rule)
    case .scheduledEntry(let rule, _): "固定費 #\(rule) による記録"
    case .scheduledEntries: "固定費による記録"
    case .settled(let period, _): "精算 \(period)"
    case .subcategoryRenamed(let category, let from, let to, _):
      "内訳の名前の変更 " + classText(category ?? EntryKind.incomeName, from) + " → "
        + (to ?? Subcategory.noneLabel)
    case .subcategoryMoved(let subcategory, let from, let to, _):
      "内訳の移動 " + classText(from, subcategory) + " → " + classText(to, subcategory)
    }
  }

  /// `#7`, or `4件（#7〜#10）`, `2件（#3、#9）`.
  static func japaneseIDs(_ ids: [Int64]) -> String {
    guard ids.count > 1 else { return ids.first.map { "#\($0)" } ?? "0件" }
    return "\(ids.count)件（"
      + runs(ids).map { first, last in
        first == last
          ? "#\(first)" : last == first + 1 ? "#\(first)、#\(last)" : "#\(first)〜#\(last)"
      }.joined(separator: "、") + "）"
  }

  static func japaneseName(_ field: ChangeDetail.ChangedField) -> String {
    switch field {
    case .date: "日付"
    case .amount: "金額"
    case .category, .classification: "区分"
    case .subcategory: "内訳"
    case .memo: "メモ"
    case .paidBy: "支払った人"
    case .split: "按分"
    case .day: "日"
    case .until: "終わり"
    case .businessDay: "休日の扱い"
    case .estimate: "見込み"
    case .match: "照合"
    case .times: "回数"
    }
  }

  static func japaneseValue(_ field: ChangeDetail.ChangedField, _ value: String?) -> String {
    switch field {
    case .amount: value.flatMap(Int64.init).map { Yen($0).description } ?? ""
    case .memo, .match: "「" + (value ?? "") + "」"
    case .subcategory: value ?? Subcategory.noneLabel
    case .paidBy: value ?? "自分"
    case .split: value ?? "世帯の按分"
    case .until: value ?? "なし"
    case .times: value ?? "制限なし"
    case .day: value.map { $0 + "日" } ?? ""
    case .businessDay:
      switch value {
      case BusinessDayRule.next.rawValue?: "翌営業日"
      case BusinessDayRule.previous.rawValue?: "前営業日"
      default: "そのまま"
      }
    case .date, .category, .classification, .estimate: value ?? ""
    }
  }

  /// `金額 ¥1,200 → ¥1,500`.
  static func japaneseField(_ change: ChangeDetail.FieldChange) -> String {
    japaneseName(change.field) + " " + japaneseValue(change.field, change.before) + " → "
      + japaneseValue(change.field, change.after)
  }

  /// `区分 → 経費`.
  static func japaneseGiven(_ change: ChangeDetail.FieldChange) -> String {
    japaneseName(change.field) + " → " + japaneseValue(change.field, change.after)
  }

  static func japaneseRuleField(_ change: ChangeDetail.FieldChange) -> String {
    switch change.field {
    case .estimate:
      return change.after == "yes" ? "見込みにする" : "見込みをやめる"
    default:
      return japaneseField(change)
    }
  }

  /// `生活費 › 外食 ¥10,000 毎月`.
  static func japaneseBudget(_ budget: ChangeDetail.ChangedBudget) -> String {
    let scope =
      budget.isForItsMonthOnly
      ? "\(budget.from ?? "") のみ" : budget.from.map { "\($0) から" } ?? "毎月"
    return classText(budget.category, budget.subcategory) + " \(Yen(budget.amount)) " + scope
  }

  /// `#3 生活費 ¥85,000 家賃 毎月27日`.
  static func japaneseRule(_ rule: ChangeDetail.ChangedRule) -> String {
    "#\(rule.id) " + classText(rule.category, rule.subcategory) + " \(Yen(rule.amount))"
      + (rule.memo.isEmpty ? "" : " \(rule.memo)") + " 毎月\(rule.day)日"
  }

  /// `記録 3件、固定費 1件、予算 1件`.
  static func japaneseCounts(_ counts: ChangeDetail.ReclassifiedCounts) -> String {
    [(counts.entries, "記録"), (counts.rules, "固定費"), (counts.budgets, "予算")]
      .filter { $0.0 > 0 }.map { "\($0.1) \($0.0)件" }.joined(separator: "、")
  }

  // MARK: Both languages

  /// `#12 2026-11-30 生活費 › 食費 ¥1,200 スーパー`: the same in both languages.
  static func line(_ entry: ChangeDetail.ChangedEntry) -> String {
    var parts = [
      "#\(entry.id)", entry.date, classText(entry.category, entry.subcategory),
      Yen(entry.amount).description,
    ]
    if !entry.memo.isEmpty { parts.append(entry.memo) }
    return parts.joined(separator: " ")
  }

  /// `生活費`, `生活費 › 食費`.
  static func classText(_ category: String, _ subcategory: String?) -> String {
    subcategory.map { category + " › " + $0 } ?? category
  }

  /// The ids sorted, as runs of consecutive ids (first, last).
  static func runs(_ ids: [Int64]) -> [(Int64, Int64)] {
    var runs: [(Int64, Int64)] = []
    for id in ids.sorted() {
      if let last = runs.last, id == last.1 + 1 {
        runs[runs.count - 1].1 = id
      } else {
        runs.append((id, id))
      }
    }
    return runs
  }
}
