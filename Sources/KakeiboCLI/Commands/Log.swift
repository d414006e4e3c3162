import ArgumentParsing
import KakeiboCore
import TerminalUI
import Wording

/// `kakeibo log`: the recent changes, newest first.
enum Log: Command {
  static let name = "log"

  static let defaultLimit = 20

  static let limit = Option<Int>(
    "limit", short: "n", valueName: Placeholder.number,
    help: Phrase(en: "How many changes to show", ja: "表示する変更の数です")
  ) { text, _ in
    guard let limit = Int(text), limit > 0 else {
      throw ValueExpectation.described(Phrase(en: "a positive whole number", ja: "正の整数"))
    }
    return limit
  }.documentingDefault(Phrase(en: String(defaultLimit), ja: String(defaultLimit)))

  static let format = Choice<TableFormat>.format()

  static var declaration: Declaration {
    Declaration(
      name,
      abstract: Phrase(en: "List recent changes, newest first", ja: "最近の変更を新しい順に一覧します"),
      usage: [Phrase(en: "[--limit N] [--format FORMAT]", ja: "[--limit 数] [--format 形式]")],
      options: [limit, format],
      discussion: Phrase(
        en: """
          Times are local. Undone changes are marked 'undone'; 'kakeibo undo' reverts the \
          newest change that is not. A change 'kakeibo redo' re-applied is in force again, \
          marked 'redone'.
          """,
        ja: """
          時刻はローカル時刻です。取り消した変更には 'undone' と表示します。'kakeibo undo' は\
          取り消していない一番新しい変更を取り消します。'kakeibo redo' でやり直した変更は再び\
          有効になり、'redone' と表示します。
          """),
      examples: ["kakeibo log", "kakeibo log -n 100 --format json"],
      run: run)
  }

  static func run(_ arguments: Arguments, in context: Context) throws {
    let ledger = try context.openLedger(arguments, intent: .read)
    let records = try ledger.recentChanges(limit: arguments[limit] ?? defaultLimit)
    // On an offline copy, its own changes in force are marked as not pushed yet.
    let isCopy = try ledger.offlineOrigin() != nil
    let unpushed = isCopy ? Set(try ledger.unpushedChanges().map(\.id)) : []
    switch arguments[format] {
    case .json:
      try context.output.writeLine(
        JSON.array(
          records.map { record in
            json(record, unpushed: isCopy ? unpushed.contains(record.id) : nil)
          }
        ).rendered())
    case .table:
      guard !records.isEmpty else {
        try context.output.writeLine(LogWords.noChanges.text(in: context.language))
        return
      }
      let language = context.language
      var table = Table(
        columns: [
          .init(LogWords.change.text(in: language), .right),
          .init(LogWords.when.text(in: language)), .init(LogWords.by.text(in: language)),
          .init(LogWords.what.text(in: language)), .init(LogWords.status.text(in: language)),
        ])
      table.rows = records.map { record in
        [
          String(record.id), record.madeAt, record.member.isEmpty ? "—" : record.member,
          ChangeWords.what(record).text(in: language),
          record.isUndone
            ? LogWords.undone.text(in: language)
            : unpushed.contains(record.id)
              ? LogWords.notPushed.text(in: language)
              : record.isRedone ? LogWords.redone.text(in: language) : "",
        ]
      }
      try context.output.writeLines(table.render(style: context.textStyle))
    }
  }

  /// `record` as a JSON object; on an offline copy (`unpushed` not nil), with whether it is one
  /// of the copy's own changes not pushed yet.
  static func json(_ record: ChangeRecord, unpushed: Bool? = nil) -> JSON {
    .object(
      [
        ("id", .integer(record.id)),
        ("madeAt", .string(record.madeAt)),
        ("kind", .string(record.kind.rawValue)),
        ("summary", .string(ChangeWords.what(record).english)),
        ("undone", .bool(record.isUndone)),
        ("redone", .bool(record.isRedone)),
        ("changedNothing", .bool(record.changedNothing)),
        ("member", record.member.isEmpty ? .null : .string(record.member)),
      ] + (unpushed.map { [("unpushed", .bool($0))] } ?? []))
  }
}
