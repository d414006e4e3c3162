import ArgumentParsing
import KakeiboCore
import TerminalUI
import Wording

/// `kakeibo log`: the recent changes, newest first.
enum Log: Command {
  static let spec = CommandSpec(
    name: "log",
    abstract: Phrase(
      en: "List recent changes, newest first",
      ja: "最近の変更を新しい順に一覧します"),
    usage: ["[--limit N] [--format FORMAT]"],
    options: [
      .value("limit", short: "n", valueName: "N", help: "How many changes to show (default: 20)"),
      OutputFormat.option([.table, .json]),
    ],
    discussion: "Times are local. Undone changes are marked 'undone'; 'kakeibo undo' reverts the\n"
      + "newest change that is not. A change 'kakeibo redo' re-applied is in force again,\n"
      + "marked 'redone'.",
    examples: ["kakeibo log", "kakeibo log -n 100 --format json"])

  static let defaultLimit = 20

  static func run(_ arguments: ParsedArguments, in context: Context) throws {
    let format = try OutputFormat.parse(arguments, allowed: [.table, .json])
    let limit = try arguments.value("limit").map(parseLimit) ?? defaultLimit
    let ledger = try context.openLedger(arguments, intent: .read)
    let records = try ledger.recentChanges(limit: limit)
    switch format {
    case .json:
      try context.output.writeLine(JSON.array(records.map(json)).rendered())
    default:
      guard !records.isEmpty else {
        try context.output.writeLine("No changes yet.")
        return
      }
      var table = Table(columns: [
        .init("Change", .right), .init("When"), .init("By"), .init("What"), .init("Status"),
      ])
      table.rows = records.map { record in
        [
          String(record.id), record.madeAt, record.member.isEmpty ? "—" : record.member,
          record.summary, record.isUndone ? "undone" : record.isRedone ? "redone" : "",
        ]
      }
      try context.output.writeLines(table.render(style: context.textStyle))
    }
  }

  static func parseLimit(_ text: String) throws(UsageError) -> Int {
    guard let limit = Int(text), limit > 0 else {
      throw .invalidUsage(
        "option '--limit' needs a positive whole number, not '\(text)'", command: spec.name)
    }
    return limit
  }

  static func json(_ record: ChangeRecord) -> JSON {
    .object([
      ("id", .integer(record.id)),
      ("madeAt", .string(record.madeAt)),
      ("kind", .string(record.kind.rawValue)),
      ("summary", .string(record.summary)),
      ("undone", .bool(record.isUndone)),
      ("redone", .bool(record.isRedone)),
      ("changedNothing", .bool(record.changedNothing)),
      ("member", record.member.isEmpty ? .null : .string(record.member)),
    ])
  }
}
