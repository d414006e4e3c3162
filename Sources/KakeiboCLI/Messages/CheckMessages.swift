import KakeiboCore
import KakeiboStore
import Messages
import Wording

// The check area of the catalogue: what `kakeibo check` reports, and how a broken rule is
// named and repaired wherever it is met.

/// The lines of `kakeibo check`.
enum CheckMessage: Message {
  /// `Checked ledger.db: schema version 12, 3 entries` (or `… could be read`).
  case checked(path: String, schemaVersion: Int, entries: Int, readEveryEntry: Bool)
  /// The file is so damaged that its schema cannot be read.
  case schemaUnreadable(path: String)
  /// A section found nothing: `SQLite integrity check: ok`.
  case sectionOK(CheckSection)
  /// A section's count of problems: `Ledger rules: 2 problems`.
  case sectionProblems(CheckSection, count: Int)

  public var english: String {
    switch self {
    case .checked(let path, let version, let entries, let readEvery):
      "Checked \(VisibleText.of(path)): schema version \(version), "
        + Count.of(entries, "entry", "entries") + (readEvery ? "" : " could be read")
    case .schemaUnreadable(let path):
      "Checked \(VisibleText.of(path)): the schema cannot be read"
    case .sectionOK(let section):
      "\(section.english): ok"
        + (section == .rules
          ? " (kinds, categories, 内訳, dates, amounts, memos, sources, fingerprints, search keys)"
          : "")
    case .sectionProblems(let section, let count):
      "\(section.english): " + Count.of(count, "problem")
    }
  }

  public var japanese: String {
    switch self {
    case .checked(let path, let version, let entries, let readEvery):
      "\(VisibleText.of(path)) を検査しました: スキーマのバージョン \(version)、記録 "
        + Count.number(entries) + " 件" + (readEvery ? "" : "を読めました")
    case .schemaUnreadable(let path):
      "\(VisibleText.of(path)) を検査しました: スキーマを読めません"
    case .sectionOK(let section):
      "\(section.japanese): 問題なし"
        + (section == .rules ? "（種別、区分、内訳、日付、金額、メモ、取込元、指紋、検索キー）" : "")
    case .sectionProblems(let section, let count):
      "\(section.japanese): 問題 \(Count.number(count)) 件"
    }
  }
}

/// A section of `kakeibo check`'s report.
enum CheckSection: Message, Equatable {
  /// SQLite's integrity check (named by the engine).
  case storage(String)
  /// The ledger's own rules.
  case rules

  public var english: String {
    switch self {
    case .storage(let name): name
    case .rules: "Ledger rules"
    }
  }

  public var japanese: String {
    switch self {
    case .storage(let name): name == "SQLite integrity check" ? "SQLite の整合性検査" : name
    case .rules: "台帳の規則"
    }
  }
}

extension RuleViolation: Message {
  public var english: String {
    let quoted = Quoting.quoted
    switch self {
    case .categories(let found):
      return "categories: the table holds " + found.map(quoted).joined(separator: ", ")
        + "; expected " + Self.expectedCategories.map(quoted).joined(separator: ", ")
    case .date(let id, let value):
      return "entry \(id): date \(quoted(value)) is not a real day as YYYY-MM-DD"
    case .amount(let id, let value):
      return "entry \(id): amount \(quoted(value)) is not a whole number of yen from 1 to "
        + Yen.grouped(UInt64(Yen.entryRange.upperBound))
        + " (or, for the refund of an expense, as much below zero)"
    case .category(let id, let value):
      return "entry \(id): category \(quoted(value)) is not one of kakeibo's"
    case .memo(let id, let invalid):
      return "entry \(id): memo \(quoted(invalid.value)) \(invalid.reason.english)"
    case .kind(let id, let value):
      return "entry \(id): kind \(quoted(value)) is neither expense nor income"
    case .subcategory(let id, let invalid):
      return "entry \(id): 内訳 \(quoted(invalid.value)) \(invalid.reason.english)"
    case .source(let id, let invalid):
      return "entry \(id): source \(quoted(invalid.value)) \(invalid.reason.english)"
    case .fingerprint(let id, let type, let length):
      return "entry \(id): fingerprint is a \(type) of length \(length), not 16 bytes"
    case .searchKey(let id, let value):
      return "entry \(id): search key \(quoted(value)) is not the one its memo and 内訳 make"
    case .indexed(let id, let column, let value):
      return "entry \(id): the date index holds \(column) \(quoted(value)), which breaks the "
        + "rules (the index and the entry disagree: the file is damaged)"
    case .unreadable(let damage):
      return damage.english
    }
  }

  public var japanese: String {
    let quoted = Quoting.quoted
    switch self {
    case .categories(let found):
      return "区分: 表にあるのは " + found.map(quoted).joined(separator: "、") + " で、正しくは "
        + Self.expectedCategories.map(quoted).joined(separator: "、") + " です"
    case .date(let id, let value):
      return "記録 \(id): 日付 \(quoted(value)) は YYYY-MM-DD の実在する日ではありません"
    case .amount(let id, let value):
      return "記録 \(id): 金額 \(quoted(value)) は 1 から "
        + Yen.grouped(UInt64(Yen.entryRange.upperBound))
        + " までの整数の円ではありません（支出の返金なら同じ範囲の負の数）"
    case .category(let id, let value):
      return "記録 \(id): 区分 \(quoted(value)) は kakeibo の区分ではありません"
    case .memo(let id, let invalid):
      return "記録 \(id): メモ \(quoted(invalid.value)): \(invalid.reason.japanese)"
    case .kind(let id, let value):
      return "記録 \(id): 種別 \(quoted(value)) は支出でも収入でもありません"
    case .subcategory(let id, let invalid):
      return "記録 \(id): 内訳 \(quoted(invalid.value)): \(invalid.reason.japanese)"
    case .source(let id, let invalid):
      return "記録 \(id): 取込元 \(quoted(invalid.value)): \(invalid.reason.japanese)"
    case .fingerprint(let id, let type, let length):
      return "記録 \(id): 指紋が長さ \(length) の \(type) で、16 バイトではありません"
    case .searchKey(let id, let value):
      return "記録 \(id): 検索キー \(quoted(value)) がメモと内訳から作られるものと違います"
    case .indexed(let id, _, let value):
      return "記録 \(id): 日付の索引の値 \(quoted(value)) が規則に反しています"
        + "（索引と記録が食い違っており、ファイルが壊れています）"
    case .unreadable(let damage):
      return damage.japanese
    }
  }

  /// The categories table as kakeibo writes it, each row as `key position name icon`.
  private static var expectedCategories: [String] {
    Category.allCases.enumerated().map { index, category in
      "\(category.key) \(index + 1) \(category.name) \(category.icon.rawValue)"
    }
  }
}

/// How messages name what a broken rule concerns, and how to repair it.
enum RuleWords {
  /// What a refused write would have stored, as `refusedByRules` says it: `the date of an
  /// entry (a value out of range)`.
  static func refused(_ failure: ConstraintFailure) -> Phrase {
    let owners: [String: (String, String)] = [
      "entries": ("an entry", "記録"), "recurring_rules": ("a recurring rule", "固定費"),
      "budgets": ("a budget", "予算"), "settings": ("a setting", "設定"),
      "changes": ("a change", "変更"), "recurring_occurrences": ("an occurrence", "固定費の発生"),
    ]
    let fields: [String: (String, String)] = [
      "date": ("date", "日付"), "amount": ("amount", "金額"), "category": ("category", "区分"),
      "memo": ("memo", "メモ"), "kind": ("kind", "種別"), "subcategory": ("内訳", "内訳"),
      "source": ("source", "取込元"), "first_date": ("first date", "最初の日"),
      "last_date": ("last date", "最後の日"), "resume_date": ("next date", "次の日"),
      "end_date": ("end date", "終了日"), "from_month": ("first month", "開始月"),
      "day": ("day", "日"), "times": ("number of times", "回数"), "value": ("value", "値"),
      "fingerprint": ("fingerprint", "指紋"), "search_key": ("search key", "検索キー"),
    ]
    let owner = failure.table.map { owners[$0] ?? ("a row of \($0)", "\($0) の行") }
    let field = failure.column.map { fields[$0] ?? ($0, $0) }
    let english =
      switch (field, owner) {
      case (let field?, let owner?): "the \(field.0) of \(owner.0)"
      case (let field?, nil): "the \(field.0) it would store"
      case (nil, let owner?): "what it would store in \(owner.0)"
      case (nil, nil): "what it would store"
      }
    let japanese =
      switch (field, owner) {
      case (let field?, let owner?): "\(owner.1)の\(field.1)"
      case (let field?, nil): "保存する\(field.1)"
      case (nil, let owner?): "\(owner.1)に保存する内容"
      case (nil, nil): "保存する内容"
      }
    let why: (String, String) =
      switch failure.kind {
      case .check, .other: ("a value they do not allow", "許されない値")
      case .notNull: ("a missing value", "値がない")
      case .unique: ("a value that is there already", "すでにある値")
      case .foreignKey: ("a reference to nothing", "存在しないものへの参照")
      }
    return Phrase(en: english + " (" + why.0 + ")", ja: japanese + "（" + why.1 + "）")
  }

  /// How to repair the entry that breaks the rule `violation`: the edit that gives it a valid
  /// value, or deleting it.
  static func repair(_ violation: RuleViolation) -> Phrase {
    guard let id = violation.entry else {
      return Phrase(en: "restore a backup", ja: "バックアップから戻してください")
    }
    let delete = "'kakeibo delete \(id)'"
    let edit: String? =
      switch violation {
      case .date: "'kakeibo edit \(id) --date YYYY-MM-DD'"
      case .category: "'kakeibo edit \(id) --category CATEGORY'"
      case .amount: "'kakeibo edit \(id) --amount AMOUNT'"
      case .memo, .subcategory, .source: "'kakeibo edit \(id)'"
      default: nil
      }
    guard let edit else {
      return Phrase(en: "\(delete) repairs it", ja: "\(delete) で直せます")
    }
    return Phrase(en: "\(edit) or \(delete) repairs it", ja: "\(edit) か \(delete) で直せます")
  }
}
