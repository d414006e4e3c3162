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
    let language = context.language
    let ledger: Ledger
    do {
      ledger = try context.openLedger(arguments, intent: .read, makingDueEntries: false)
    } catch LedgerError.corrupt(let path, let damage) {
      // So damaged that not even the schema can be read: that is what the check found, under
      // the heading of the engine's own check where it has one.
      let finding = "  " + VisibleText.of(damage.text(in: language))
      let heading = try context.ledgerLocation(arguments).storageCheckName.map {
        CheckMessage.sectionProblems(.storage($0), count: 1).text(in: language)
      }
      try context.output.writeLines(
        [CheckMessage.schemaUnreadable(path: path).text(in: language)]
          + (heading.map { [$0] } ?? [])
          + [finding])
      throw CommandError.checkFailed(path: path, damage: 1, violations: 0)
    }
    guard !ledger.isMissing else { throw CommandError.noLedger(path: ledger.path) }
    let report = try ledger.check()
    try context.output.writeLines(lines(report, path: ledger.path, in: language))
    guard report.isSound else {
      throw CommandError.checkFailed(
        path: ledger.path, damage: report.damage.count, violations: report.ruleViolations.count)
    }
  }

  static func lines(_ report: LedgerCheckReport, path: String, in language: Language) -> [String] {
    var lines = [
      CheckMessage.checked(
        path: path, schemaVersion: report.schemaVersion, entries: Int(report.entryCount),
        readEveryEntry: report.readEveryEntry
      ).text(in: language)
    ]
    func section(_ section: CheckSection, _ findings: [String]) {
      guard !findings.isEmpty else {
        lines.append(CheckMessage.sectionOK(section).text(in: language))
        return
      }
      lines.append(CheckMessage.sectionProblems(section, count: findings.count).text(in: language))
      lines += findings.map { "  " + VisibleText.of($0) }
    }
    if let storageCheck = report.storageCheck {
      section(.storage(storageCheck), report.damage)
    } else {
      lines += report.damage.map { "  " + VisibleText.of($0) }
    }
    section(.rules, report.ruleViolations.map { $0.text(in: language) })
    return lines
  }
}
