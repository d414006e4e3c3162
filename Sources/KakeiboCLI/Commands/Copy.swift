import ArgumentParsing
import KakeiboCore
import KakeiboStore
import Wording

/// `kakeibo copy TARGET`: the whole ledger into a new or empty ledger, of either engine.
enum Copy: Command {
  static let name = "copy"

  static let target = Argument<LedgerLocation>(
    Phrase(en: "TARGET", ja: "コピー先"),
    help: Phrase(
      en: "A ledger file's path, or a PostgreSQL URI (postgresql://…)",
      ja: "台帳ファイルのパス、または PostgreSQL URI（postgresql://…）です"),
    completion: .files, refusesEmptyValue: true
  ) { text, _ in LedgerLocation(text) }

  static var declaration: Declaration {
    Declaration(
      name,
      abstract: Phrase(
        en: "Copy the whole ledger into a new or empty ledger (a file or PostgreSQL)",
        ja: "台帳全体を新しい、または空の台帳（ファイルか PostgreSQL）にコピーします"),
      usage: [Phrase(en: "TARGET", ja: "コピー先")],
      arguments: [target],
      discussion: Phrase(
        en: """
          Copies every entry with its id, the budgets, the settings, the import fingerprints and \
          the change log into TARGET, in one transaction, so that TARGET is the same ledger (its \
          identity too). TARGET must be new or empty: a ledger that holds anything is refused \
          (exit status 73) and nothing is written there. This is how a household moves its file \
          to a shared PostgreSQL server, and back.
          """,
        ja: """
          すべての記録を番号ごと、予算、設定、取り込みの指紋、変更の記録を、1 つのトランザク\
          ションでコピー先に写します。コピー先は（台帳の識別子も含めて）同じ台帳になります。\
          コピー先は新しいか空でなければなりません。何か入っている台帳は断り（終了ステータス \
          73）、そこには何も書き込みません。世帯のファイルを共有の PostgreSQL サーバーに移す\
          とき、また戻すときに使います。
          """),
      examples: [
        "kakeibo copy postgresql://nas.local/kakeibo",
        "kakeibo --db postgresql://nas.local/kakeibo copy ~/kakeibo-offline.db",
      ],
      run: run)
  }

  static func run(_ arguments: Arguments, in context: Context) throws {
    let target = arguments[Self.target]
    let source = try context.openLedger(arguments, intent: .read)
    guard !source.isMissing else { throw CommandError.noLedger(path: source.path) }
    guard target != source.location else {
      throw LedgerError.notEmpty(path: target.description)
    }
    let opened = try Ledger.open(
      target, intent: .write, member: context.loginName,
      busyTimeoutMilliseconds: context.busyTimeout())
    // An offline copy is never written into; one with changes not pushed says how many.
    let unpushed = try opened.changes.unpushed()
    if !unpushed.isEmpty {
      throw CommandError.unpushedChanges(path: opened.path, count: unpushed.count)
    }
    try source.copy(into: opened)
    let summary = try opened.entries.summary(in: .all)
    try context.output.writeLine(
      LedgerCommandMessage.copied(
        from: source.path, to: opened.path, entries: Int(summary.count)
      ).text(in: context.language))
  }
}
