import ArgumentParsing
import KakeiboCore
import KakeiboStore
import Wording

/// `kakeibo copy TARGET`: the whole ledger into a new or empty ledger, of either engine.
enum Copy: Command {
  static let spec = CommandSpec(
    name: "copy",
    abstract: Phrase(
      en: "Copy the whole ledger into a new or empty ledger (a file or PostgreSQL)",
      ja: "台帳全体を新しい、または空の台帳（ファイルか PostgreSQL）にコピーします"),
    usage: ["TARGET"],
    arguments: [
      ArgumentSpec(
        "TARGET", help: "A ledger file's path, or a PostgreSQL URI (postgresql://…)",
        completion: .files)
    ],
    discussion: """
      Copies every entry with its id, the budgets, the settings, the import fingerprints and the
      change log into TARGET, in one transaction, so that TARGET is the same ledger (its
      identity too). TARGET must be new or empty: a ledger that holds anything is refused
      (exit status 73) and nothing is written there. This is how a household moves its file to
      a shared PostgreSQL server, and back.
      """,
    examples: [
      "kakeibo copy postgresql://nas.local/kakeibo",
      "kakeibo --db postgresql://nas.local/kakeibo copy ~/kakeibo-offline.db",
    ])

  static func run(_ arguments: ParsedArguments, in context: Context) throws {
    guard let targetText = arguments.argument(0), !targetText.isEmpty else {
      throw UsageError.missingArgument("TARGET", command: spec.name)
    }
    let source = try context.openLedger(arguments, intent: .read)
    guard !source.isMissing else { throw CommandError.noLedger(path: source.path) }
    let target = LedgerLocation(targetText)
    guard target != source.location else {
      throw LedgerError.notEmpty(path: target.description)
    }
    let opened = try Ledger.open(
      target, intent: .write, member: context.loginName,
      busyTimeoutMilliseconds: context.busyTimeout())
    try source.copy(into: opened)
    let summary = try opened.entrySummary(in: .all)
    try context.output.writeLine(
      "Copied \(VisibleText.of(source.path)) to \(VisibleText.of(opened.path)) "
        + "(\(Count.of(Int(summary.count), "entry", "entries")))")
  }
}
