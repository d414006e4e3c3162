import ArgumentParsing
import KakeiboCore
import KakeiboStore
import Wording

/// `kakeibo check`: whether the ledger's file is sound and its entries keep the ledger's rules.
enum Check: Command {
  static let name = "check"

  static var declaration: Declaration {
    Declaration(
      name,
      abstract: Phrase(
        en: "Check the ledger file for damage and broken rules",
        ja: "台帳ファイルの破損と規則違反を調べます"),
      discussion: Phrase(
        en: """
          Runs SQLite's integrity check, which reads every page of the file, then the ledger's \
          own checks: the categories are kakeibo's three, and every entry has a real date, a \
          whole amount from 1 to 999,999,999,999 yen, a known category, a valid memo, a valid \
          内訳 and source (or none), and no fingerprint or one of 16 bytes. Prints what it \
          found. Exit status: 0 when all is well, 74 when the file is damaged, 65 when the file \
          is sound but entries break the rules (as a client that bypassed the schema could make \
          them).
          """,
        ja: """
          ファイルのすべてのページを読む SQLite の整合性検査をしてから、台帳自身の検査をします。\
          区分が kakeibo の 3 つであること、すべての記録に実在する日付、1 から \
          999,999,999,999 円までの整数の金額、既知の区分、正しいメモ、正しい内訳と取り込み元\
          （またはなし）があり、指紋がないか 16 バイトであることを確かめ、見つけたことを表示\
          します。終了ステータスは、問題がなければ 0、ファイルが壊れていれば 74、ファイルは\
          無事でも記録が規則に反していれば（スキーマを通さずに書き込むクライアントがそうする\
          ことがあります）65 です。
          """),
      examples: ["kakeibo check", "kakeibo --db backup.db check"],
      run: run)
  }

  static func run(_ arguments: Arguments, in context: Context) throws {
    let ledger: Ledger
    do {
      ledger = try context.openLedger(arguments, intent: .read, makingDueEntries: false)
    } catch LedgerError.corrupt(let path, let reason) {
      // So damaged that not even the schema can be read: that is what the check found.
      try context.output.writeLines(
        [
          "Checked \(VisibleText.of(path)): the schema cannot be read",
          "SQLite integrity check: 1 problem", "  " + VisibleText.of(reason),
        ])
      throw CommandError.checkFailed(path: path, damage: 1, violations: 0)
    }
    guard !ledger.isMissing else { throw CommandError.noLedger(path: ledger.path) }
    let report = try ledger.check()
    try context.output.writeLines(lines(report, path: ledger.path))
    guard report.isSound else {
      throw CommandError.checkFailed(
        path: ledger.path, damage: report.damage.count, violations: report.ruleViolations.count)
    }
  }

  static func lines(_ report: LedgerCheckReport, path: String) -> [String] {
    var lines = [
      "Checked \(VisibleText.of(path)): schema version \(report.schemaVersion), "
        + Count.of(Int(report.entryCount), "entry", "entries")
        + (report.readEveryEntry ? "" : " could be read")
    ]
    func section(_ title: String, _ findings: [String], okDetail: String = "") {
      guard !findings.isEmpty else {
        lines.append("\(title): ok" + okDetail)
        return
      }
      lines.append("\(title): " + Count.of(findings.count, "problem"))
      lines += findings.map { "  " + VisibleText.of($0) }
    }
    if let storageCheck = report.storageCheck {
      section(storageCheck, report.damage)
    } else {
      lines += report.damage.map { "  " + VisibleText.of($0) }
    }
    section(
      "Ledger rules", report.ruleViolations.map(describe),
      okDetail:
        " (kinds, categories, 内訳, dates, amounts, memos, sources, fingerprints, search keys)")
    return lines
  }

  static func describe(_ violation: RuleViolation) -> String {
    let quoted = Failure.quoted
    switch violation {
    case .categories(let found):
      let expected = Category.allCases.enumerated().map { index, category in
        "\(category.key) \(index + 1) \(category.name) \(category.icon.rawValue)"
      }
      return "categories: the table holds " + found.map(quoted).joined(separator: ", ")
        + "; expected " + expected.map(quoted).joined(separator: ", ")
    case .date(let id, let value):
      return "entry \(id): date \(quoted(value)) is not a real day as YYYY-MM-DD"
    case .amount(let id, let value):
      return "entry \(id): amount \(quoted(value)) is not a whole number of yen from 1 to "
        + Yen.grouped(UInt64(Yen.entryRange.upperBound))
        + " (or, for the refund of an expense, as much below zero)"
    case .category(let id, let value):
      return "entry \(id): category \(quoted(value)) is not one of kakeibo's"
    case .memo(let id, let invalid):
      return "entry \(id): memo \(quoted(invalid.value)) \(invalid.problem)"
    case .kind(let id, let value):
      return "entry \(id): kind \(quoted(value)) is neither expense nor income"
    case .subcategory(let id, let invalid):
      return "entry \(id): 内訳 \(quoted(invalid.value)) \(invalid.problem)"
    case .source(let id, let invalid):
      return "entry \(id): source \(quoted(invalid.value)) \(invalid.problem)"
    case .fingerprint(let id, let type, let length):
      return "entry \(id): fingerprint is a \(type) of length \(length), not 16 bytes"
    case .searchKey(let id, let value):
      return "entry \(id): search key \(quoted(value)) is not the one its memo and 内訳 make"
    case .indexed(let id, let column, let value):
      return "entry \(id): the date index holds \(column) \(quoted(value)), which breaks the "
        + "rules (the index and the entry disagree: the file is damaged)"
    case .unreadable(let reason):
      return reason
    }
  }
}
