import ArgumentParsing
import KakeiboCore
import KakeiboStore
import Wording

/// `kakeibo offline take FILE | status`: an offline copy of a shared ledger, a file that knows
/// its server and which of its changes are its own.
enum Offline: Command {
  static let name = "offline"

  static var declaration: Declaration {
    Declaration(
      name,
      abstract: Phrase(
        en: "Take an offline copy of a shared ledger, and see what it holds that the server lacks",
        ja: "共有台帳のオフラインのコピーを取り、サーバーにない変更を確かめます"),
      subcommands: [Take.declaration, Status.declaration],
      defaultSubcommand: Status.name,
      discussion: Phrase(
        en: """
          An offline copy is a file that holds the whole of a shared (PostgreSQL) ledger, with \
          the server's URI (never its password), the member it was taken as, and how far the \
          server's change log had got. Every command works on it without the server (--db \
          FILE), and its changes are the member's. The server stays the one place of record: \
          recurring rules make no entries on the copy (reports show them as scheduled), 'log' \
          marks the copy's own changes as not pushed, and 'undo' undoes only those. \
          'backup --force' and 'offline take' refuse to replace a copy that holds changes not \
          pushed (exit status 73), unless --discard-unpushed is given, and 'copy' never writes \
          into one.
          """,
        ja: """
          オフラインのコピーは、共有（PostgreSQL）台帳の全体と、サーバーの URI（パスワードは\
          含めません）、コピーを取ったメンバー、サーバーの変更の記録がどこまで進んでいたかを\
          持つファイルです。どのコマンドもサーバーなしでコピーに使え（--db ファイル）、その変更は\
          そのメンバーのものです。記録の本拠はサーバーのままです。繰り返しのルールはコピーでは\
          記録を作らず（レポートには予定として表示します）、'log' はコピー自身の変更を未送信と\
          表示し、'undo' はそれだけを取り消します。'backup --force' と 'offline take' は、\
          未送信の変更があるコピーを置き換えるのを断ります（終了ステータス 73）。\
          --discard-unpushed を指定した場合だけ置き換えます。'copy' はコピーに書き込みません。
          """),
      run: nil)
  }

  /// `--discard-unpushed`: replace an offline copy even though it holds changes not pushed.
  static let discardUnpushed = Flag(
    "discard-unpushed",
    help: Phrase(
      en: "Replace an offline copy even if it holds changes not pushed (they are lost)",
      ja: "未送信の変更があるオフラインのコピーでも置き換えます（その変更は失われます）"))

  /// Refuses to replace the regular file at `path` (checked by `OutputFile` first: never a
  /// FIFO, which opening would wait on) when it is an offline copy holding changes not pushed,
  /// unless `discarding`; then says on standard error what is discarded. Anything else there
  /// (another ledger, a file that is not a ledger) is left to the caller.
  static func checkReplacing(_ path: String, discarding: Bool, in context: Context) throws {
    guard let copy = try? Ledger.open(path: path, intent: .read),
      (try? copy.offlineOrigin()) != nil
    else { return }
    let unpushed = try copy.unpushedChanges()
    guard !unpushed.isEmpty else { return }
    guard discarding else {
      throw CommandError.unpushedChanges(path: path, count: unpushed.count)
    }
    let listed = unpushed.prefix(3).map { "#\($0.id) " + VisibleText.of($0.summary) }
    let more = unpushed.count > 3 ? "; …" : ""
    let note = Phrase(
      en: "kakeibo: note: discarding \(Count.of(unpushed.count, "change", "changes")) not pushed "
        + "from \(ShownText.of(path)): " + listed.joined(separator: "; ") + more,
      ja: "kakeibo: 注意: \(ShownText.of(path)) の未送信の変更 \(Count.number(unpushed.count)) 件を"
        + "破棄します: " + listed.joined(separator: "; ") + more)
    try context.errorOutput.writeLine(note.text(in: context.language))
  }

  /// `kakeibo offline take FILE [--force] [--discard-unpushed]`.
  enum Take: Command {
    static let name = "take"

    static let file = Argument<String>(
      Placeholder.file,
      help: Phrase(en: "The offline copy to write", ja: "書き出すオフラインのコピーです"),
      completion: .files, refusesEmptyValue: true
    ) { text, _ in text }

    static let force = Flag(
      "force",
      help: Phrase(
        en: "Replace FILE if it is a file that exists", ja: "ファイルがあれば置き換えます"))

    static var declaration: Declaration {
      Declaration(
        name,
        abstract: Phrase(
          en: "Write the shared ledger (--db) into a file, as an offline copy",
          ja: "共有台帳（--db）をオフラインのコピーとしてファイルに書き出します"),
        usage: [
          Phrase(
            en: "FILE [--force [--discard-unpushed]]", ja: "ファイル [--force [--discard-unpushed]]")
        ],
        arguments: [file],
        options: [force, discardUnpushed],
        discussion: Phrase(
          en: """
            The copy is the ledger as it was at one moment, in one transaction on the server, \
            written beside FILE and put in place only when complete, readable only by you. \
            --db must name the server: a ledger in a file is offline already ('kakeibo \
            backup' copies it). A read-only member may take a copy. An existing FILE is \
            refused unless --force is given, and an offline copy with changes not pushed even \
            then, unless --discard-unpushed is given too.
            """,
          ja: """
            コピーは、サーバーでの 1 つのトランザクションで読んだ、ある時点の台帳そのものです。\
            ファイルの隣に書き出し、できあがってから置き換えます。読めるのは自分だけです。--db \
            にはサーバーを指定します。ファイルの台帳はすでにオフラインです（'kakeibo backup' で\
            コピーできます）。読むだけのメンバーもコピーを取れます。ファイルがあると、--force を\
            指定しない限り断ります。未送信の変更があるオフラインのコピーは、--discard-unpushed \
            も指定しない限り、それでも断ります。
            """),
        examples: [
          "kakeibo --db postgresql://nas.local/kakeibo offline take ~/kakeibo-offline.db"
        ],
        run: run)
    }

    static func run(_ arguments: Arguments, in context: Context) throws {
      let destination = arguments[file]
      if arguments[discardUnpushed] && !arguments[force] {
        throw UsageRule.discardUnpushedNeedsForce(replaced: "FILE")
          .refusal(command: "offline take")
      }
      guard case .postgresql(let uri) = try context.ledgerLocation(arguments) else {
        throw UsageRule.offlineTakeNeedsServer.refusal(command: "offline take")
      }
      let server = try context.openLedger(arguments, intent: .read)
      guard !server.isMissing else { throw CommandError.noLedger(path: server.path) }
      let output = try OutputFile(
        path: destination, noun: .offlineCopy, replacing: arguments[force],
        protecting: server.files, newFileMode: 0o600, acceptsStreams: false,
        sideFileSuffixes: Ledger.backupSideFileSuffixes)
      // A regular file there now (the output file refused anything else).
      if arguments[force] {
        try Offline.checkReplacing(
          destination, discarding: arguments[discardUnpushed], in: context)
      }
      var entries: Int64 = 0
      try output.fill { path in
        let copy = try Ledger.open(path: path, intent: .write, member: server.member)
        try server.takeOffline(into: copy, server: uri.withoutPassword, member: server.member)
        entries = try copy.entrySummary(in: .all).count
      }
      try output.commit()
      let took = OfflineMessage.took(
        server: server.path, into: destination, entries: Int(entries), member: server.member)
      try context.output.writeLine(took.text(in: context.language))
    }
  }

  /// `kakeibo offline [status]`.
  enum Status: Command {
    static let name = "status"

    static var declaration: Declaration {
      Declaration(
        name,
        abstract: Phrase(
          en: "Show the copy's server, its changes not pushed, and the server's since",
          ja: "コピーのサーバー、未送信の変更、その後のサーバーの変更を表示します"),
        discussion: Phrase(
          en: """
            On an offline copy (--db FILE): the server it was taken from and as whom, when, the \
            copy's changes not pushed, oldest first, and, when the server can be reached, how \
            many changes it has had since. Unreachable, the server is only named.
            """,
          ja: """
            オフラインのコピー（--db ファイル）について、取ったサーバーとメンバー、その日時、\
            コピーの未送信の変更（古い順）、サーバーにつながれば、その後サーバーで何件の変更が\
            あったかを表示します。つながらなければ、サーバーを示すだけです。
            """),
        examples: ["kakeibo --db ~/kakeibo-offline.db offline status"],
        run: run)
    }

    static func run(_ arguments: Arguments, in context: Context) throws {
      let copy = try context.openLedger(arguments, intent: .read, makingDueEntries: false)
      guard let origin = try copy.offlineOrigin() else {
        throw CommandError.notAnOfflineCopy(path: copy.path)
      }
      let unpushed = try copy.unpushedChanges()
      var lines = [
        OfflineMessage.copyOf(server: origin.server, member: origin.member),
        .taken(at: origin.takenAt, baseChange: origin.baseChangeID),
        .notPushed(unpushed.count),
      ].map { $0.text(in: context.language) }
      lines += unpushed.map { "  #\($0.id)  \($0.madeAt)  " + VisibleText.of($0.summary) }
      lines.append(serverState(origin, in: context).text(in: context.language))
      try context.output.writeLines(lines)
    }

    /// How many changes the server has had since the copy was taken, or why it cannot tell.
    private static func serverState(_ origin: OfflineOrigin, in context: Context)
      -> OfflineMessage
    {
      do {
        let server = try Ledger.open(
          LedgerLocation(origin.server), intent: .read,
          busyTimeoutMilliseconds: context.busyTimeout())
        let since = try server.changeCount(after: origin.baseChangeID)
        return .serverChanges(since: since)
      } catch {
        let reason = Failure.describe(error, language: context.language).message
        return .serverNotReached(reason)
      }
    }
  }
}
