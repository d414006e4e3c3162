import ArgumentParsing
import KakeiboCore
import KakeiboStore
import Wording

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// `kakeibo offline take FILE | status`: an offline copy of a shared ledger, a file that knows
/// its server and which of its changes are its own.
enum Offline: Command {
  static let name = "offline"

  static var declaration: Declaration {
    Declaration(
      name,
      abstract: Phrase(
        en: "Take an offline copy of a shared ledger, and push its changes back to the server",
        ja: "共有台帳のオフラインのコピーを取り、その変更をサーバーに送ります"),
      subcommands: [
        Take.declaration, Status.declaration, Push.declaration, Pull.declaration,
        Drop.declaration,
      ],
      defaultSubcommand: Status.name,
      discussion: Phrase(
        en: """
          An offline copy is a file that holds the whole of a shared (PostgreSQL) ledger, with \
          the server's URI (never its password), the member it was taken as, and how far the \
          server's change log had got. Every command works on it without the server (--db \
          FILE), and its changes are the member's. The server stays the one place of record: \
          recurring rules make no entries on the copy (reports show them as scheduled), 'log' \
          marks the copy's own changes as not pushed, and 'undo' undoes only those. 'offline \
          push' replays them on the server, in one transaction, and refuses, writing nothing, \
          when one would overwrite what changed there since. 'backup --force' and 'offline \
          take' refuse to replace a copy that holds changes not pushed (exit status 73), \
          unless --discard-unpushed is given, and 'copy' never writes into one.
          """,
        ja: """
          オフラインのコピーは、共有（PostgreSQL）台帳の全体と、サーバーの URI（パスワードは\
          含めません）、コピーを取ったメンバー、サーバーの変更の記録がどこまで進んでいたかを\
          持つファイルです。どのコマンドもサーバーなしでコピーに使え（--db ファイル）、その変更は\
          そのメンバーのものです。記録の本拠はサーバーのままです。繰り返しのルールはコピーでは\
          記録を作らず（レポートには予定として表示します）、'log' はコピー自身の変更を未送信と\
          表示し、'undo' はそれだけを取り消します。'offline push' はそれをサーバーで 1 つの\
          トランザクションで再現し、その後サーバーで変わったものを上書きする変更があれば、何も\
          書かずに断ります。'backup --force' と 'offline take' は、\
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
    let unpushed = try copy.changes.unpushed()
    guard !unpushed.isEmpty else { return }
    guard discarding else {
      throw CommandError.unpushedChanges(path: path, count: unpushed.count)
    }
    let listed = unpushed.prefix(3).map { (id: $0.id, what: ChangeWords.what($0)) }
    let english = listed.map { "#\($0.id) " + $0.what.english }
    let japanese = listed.map { "#\($0.id) " + $0.what.japanese }
    let more = unpushed.count > 3 ? "; …" : ""
    let note = Phrase(
      en: "kakeibo: note: discarding \(Count.of(unpushed.count, "change", "changes")) not pushed "
        + "from \(ShownText.of(path)): " + english.joined(separator: "; ") + more,
      ja: "kakeibo: 注意: \(ShownText.of(path)) の未送信の変更 \(Count.number(unpushed.count)) 件を"
        + "破棄します: " + japanese.joined(separator: "; ") + more)
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
        throw UsageRule.discardUnpushedNeedsForce(replaced: Placeholder.file)
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
        entries = try copy.entries.summary(in: .all).count
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
            On an offline copy (--db FILE): the server it was taken from and as whom, when it \
            was taken and, apart, when it was last pushed or pulled, the copy's changes not \
            pushed, oldest first, each that conflicted at the last push or pull marked, and, \
            when the server can be reached, how many changes it has had since. Unreachable, the \
            server is only named.
            """,
          ja: """
            オフラインのコピー（--db ファイル）について、取ったサーバーとメンバー、作成の日時と、\
            それとは別に最後の送信・取り込みの日時、コピーの未送信の変更（古い順、前回の送信・\
            取り込みで衝突したものには印）、サーバーにつながれば、その後サーバーで何件の変更が\
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
      let unpushed = try copy.changes.unpushed()
      let marks = try copy.offlineConflictMarks()
      let language = context.language
      var head = [OfflineMessage.copyOf(server: origin.server, member: origin.member)]
      if let syncedAt = origin.syncedAt {
        head += [
          .takenOnly(at: origin.takenAt), .synced(at: syncedAt, baseChange: origin.baseChangeID),
        ]
      } else {
        head.append(.taken(at: origin.takenAt, baseChange: origin.baseChangeID))
      }
      head.append(.notPushed(unpushed.count))
      var lines = head.map { $0.text(in: language) }
      for change in unpushed {
        lines.append(
          "  #\(change.id)  \(change.madeAt)  " + ChangeWords.what(change).text(in: language))
        if let theirs = marks[change.id] {
          lines.append(OfflineMessage.conflictMark(theirs: theirs).text(in: language))
        }
      }
      lines.append(serverState(origin, in: context).text(in: language))
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
        let since = try server.changes.count(after: origin.baseChangeID)
        return origin.syncedAt == nil
          ? .serverChanges(since: since) : .serverChangesSinceSync(since)
      } catch {
        let reason = Failure.describe(error, language: context.language).message
        return .serverNotReached(reason)
      }
    }
  }
}

extension Offline {
  /// Writes the copy at `path` afresh from `server` (opened as the copy's member), as `offline
  /// take` would, keeping `uri` (without a password) as its server and when it was first taken
  /// (`previous`), and replaying on top the old copy's changes `pending` (those the server
  /// has not applied), marking those that now conflict. Returns what it did.
  static func refresh(
    _ path: String, from server: Ledger, uri: String, previous: OfflineOrigin,
    keeping pending: [OfflineChange], in context: Context
  ) throws -> OfflineRefresh {
    let output = try OutputFile(
      path: path, noun: .offlineCopy, replacing: true, protecting: server.files,
      newFileMode: 0o600, acceptsStreams: false, sideFileSuffixes: Ledger.backupSideFileSuffixes)
    var refreshed: OfflineRefresh?
    try output.fill { provisional in
      let copy = try Ledger.open(path: provisional, intent: .write, member: server.member)
      refreshed = try server.refreshOffline(
        into: copy, server: uri, member: server.member, previous: previous, keeping: pending)
    }
    try output.commit()
    guard let refreshed else { throw CommandError.notAnOfflineCopy(path: path) }
    return refreshed
  }

  /// A conflict report's lines: each change (numbered as the copy now numbers it) with both
  /// versions of its subject, and each change held back behind one.
  static func conflictItems(
    _ conflicts: [OfflineConflict], heldBehind: [OfflineHeldChange] = [],
    kept: [OfflineRefresh.Kept], glyphs: GlyphStyle, language: Language
  ) -> [String] {
    let renumbered = Dictionary(kept.map { ($0.old, $0) }, uniquingKeysWith: { first, _ in first })
    func head(_ change: Int64, _ detail: ChangeDetail?, _ summary: String) -> String {
      let now = renumbered[change]
      let what =
        now.map { ChangeWords.what(detail: $0.detail, summary: $0.summary) }
        ?? ChangeWords.what(detail: detail, summary: summary)
      return "  #\(now?.new ?? change)  " + what.text(in: language)
    }
    var items: [(change: Int64, lines: [String])] = []
    for conflict in conflicts {
      func words(_ version: OfflineVersion?) -> String {
        OfflineVersionWords.of(version, subject: conflict.subject, glyphs: glyphs)
          .text(in: language)
      }
      items.append(
        (
          conflict.change,
          [
            head(conflict.change, conflict.detail, conflict.summary),
            OfflinePushMessage.yours(words(conflict.yours)).text(in: language),
            OfflinePushMessage.theirs(words(conflict.theirs), by: conflict.theirsBy)
              .text(in: language),
          ]
        ))
    }
    for held in heldBehind {
      let behind = renumbered[held.behind]?.new ?? held.behind
      items.append(
        (
          held.change,
          [
            head(held.change, held.detail, held.summary),
            OfflinePushMessage.heldBehind(change: behind).text(in: language),
          ]
        ))
    }
    // Oldest first; a change with two conflicting subjects shows its summary once.
    var lines: [String] = []
    var shown = Set<Int64>()
    for item in items.enumerated().sorted(by: {
      ($0.element.change, $0.offset) < ($1.element.change, $1.offset)
    }) {
      lines +=
        shown.insert(item.element.change).inserted
        ? item.element.lines : Array(item.element.lines.dropFirst())
    }
    return lines
  }

  /// The copy named by `--db`, its path and origin; refuses any other ledger.
  static func openCopy(_ arguments: Arguments, in context: Context) throws -> (
    copy: Ledger, path: String, origin: OfflineOrigin
  ) {
    let copy = try context.openLedger(arguments, intent: .read, makingDueEntries: false)
    guard case .file(let path) = copy.location, let origin = try copy.offlineOrigin() else {
      throw CommandError.notAnOfflineCopy(path: copy.path)
    }
    return (copy, path, origin)
  }

  /// Opens the copy's server (`uri`, which may carry a password), which must hold a ledger.
  static func openServer(_ uri: String, in context: Context) throws -> Ledger {
    let server = try Ledger.open(
      LedgerLocation(uri), intent: .read, busyTimeoutMilliseconds: context.busyTimeout())
    guard !server.isMissing else { throw CommandError.noLedger(path: server.path) }
    return server
  }

  /// `kakeibo offline push [--to URI]`.
  enum Push: Command {
    static let name = "push"

    static let to = Option<String>(
      "to", valueName: Phrase(en: "URI", ja: "URI"),
      help: Phrase(
        en: "Push to this server instead (the same ledger, moved), which the copy keeps after",
        ja: "代わりにこのサーバー（移った同じ台帳）に送り、以後はそれをコピーのサーバーとします"),
      refusesEmptyValue: true)

    static var declaration: Declaration {
      Declaration(
        name,
        abstract: Phrase(
          en: "Replay the copy's changes on its server, then bring the copy up to date",
          ja: "コピーの変更をサーバーで再現し、コピーを最新にします"),
        usage: [Phrase(en: "[--to URI]", ja: "[--to URI]")],
        options: [to],
        discussion: Phrase(
          en: """
            On an offline copy (--db FILE): replays the copy's changes not pushed, oldest \
            first, on the server, as the member the copy was taken as, in one transaction. A \
            new entry gets the server's next id, and keeps its statement's fingerprint and \
            source, so that importing the statement there again adds nothing; an entry the \
            server has imported from the same statement row meanwhile is not added twice. An \
            edit or delete (of an entry, budget, setting or recurring rule) is applied only \
            where the server's row is still what the copy found. Otherwise it is a conflict: \
            that change is held back, shown with both versions and who made the server's, and \
            so is any later change of the copy to the same row (the copy's order is kept); \
            everything else is pushed. After a push, the copy is pulled as well: written afresh \
            from the server (it learns the server's ids), with the changes held back kept on \
            top, marked. The exit status is 0 when everything went, 65 when any change was \
            held back, and 69, 75 or 77 for a server error, with nothing applied. With nothing \
            to push, the copy is left as it is. The server records which of the copy's \
            changes it applied, so that pushing again, even after a connection broken once the \
            server had committed, applies nothing twice. A read-only member cannot push (exit \
            status 77).
            """,
          ja: """
            オフラインのコピー（--db ファイル）の未送信の変更を、古い順に、コピーを取った\
            メンバーとして、サーバーで 1 つのトランザクションで再現します。新しい記録はサーバーの\
            次の番号になり、明細の指紋と取り込み元を保つので、サーバーで同じ明細を取り込んでも\
            何も増えません。その間にサーバーが同じ明細の行を取り込んでいれば、二重には加えません。\
            （記録・予算・設定・繰り返しのルールの）変更と削除は、サーバーの行がコピーの見たとおり\
            のときだけ行います。そうでなければ衝突です。その変更は送らずに残し、両方の版と\
            サーバーの版を作ったメンバーを表示します。同じ行へのコピーの後の変更も残します\
            （コピーの順を守ります）。ほかはすべて送ります。送ったあと、コピーは取り込みも\
            行い、サーバーから作り直して（サーバーの番号になります）、残した変更を印を付けて\
            その上に置きます。終了ステータスは、すべて送れば 0、残したものがあれば 65、\
            サーバーのエラーでは何も行わずに 69・75・77 です。送るものがなければ、コピーは\
            そのままです。サーバーはコピーのどの変更を行ったかを\
            記録するので、サーバーが確定したあとに接続が切れても、もう一度送って二重になることは\
            ありません。読むだけのメンバーは送れません（終了ステータス 77）。
            """),
        examples: [
          "kakeibo --db ~/kakeibo-offline.db offline push",
          "kakeibo --db ~/kakeibo-offline.db offline push --to postgresql://new-nas.local/kakeibo",
        ],
        run: run)
    }

    static func run(_ arguments: Arguments, in context: Context) throws {
      let (copy, path, origin) = try Offline.openCopy(arguments, in: context)
      let target = arguments[to] ?? origin.server
      guard case .postgresql(let uri) = LedgerLocation(target) else {
        throw UsageRule.pushNeedsServer.refusal(command: "offline push")
      }
      let plan = try copy.offlinePushPlan()
      let language = context.language
      guard !plan.changes.isEmpty else {
        // Nothing to replay: the copy is left as it is, byte for byte.
        let nothing = OfflinePushMessage.nothingToPush(server: uri.withoutPassword)
        try context.output.writeLine(nothing.text(in: language))
        return
      }
      let server = try Offline.openServer(target, in: context)
      guard try server.identity() == plan.identity else {
        throw CommandError.notTheCopysLedger(path: path, server: server.path)
      }
      guard server.member == origin.member else {
        throw CommandError.pushAsAnotherMember(
          path: path, member: origin.member, role: server.member)
      }
      let outcome = try server.applyOfflinePush(plan)
      var lines: [OfflinePushMessage] = [
        .pushed(count: outcome.pushed.count, server: server.path, member: server.member)
      ]
      if outcome.alreadyApplied > 0 { lines.append(.alreadyApplied(count: outcome.alreadyApplied)) }
      if outcome.alreadyThere > 0 { lines.append(.alreadyThere(count: outcome.alreadyThere)) }
      // The copy is pulled as well, the changes held back kept on top of the server's.
      let held = Set(outcome.held)
      let fresh = try Offline.refresh(
        path, from: server, uri: uri.withoutPassword, previous: origin,
        keeping: plan.changes.filter { held.contains($0.id) }, in: context)
      lines.append(
        fresh.kept.isEmpty
          ? .upToDate(change: fresh.origin.baseChangeID)
          : .keptOnTop(change: fresh.origin.baseChangeID, count: fresh.kept.count))
      try context.output.writeLines(lines.map { $0.text(in: language) })
      guard held.isEmpty else {
        let report =
          [
            OfflinePushMessage.conflicts(
              count: Set(outcome.conflicts.map(\.change)).count, pushed: outcome.pushed.count
            ).text(in: language)
          ]
          + Offline.conflictItems(
            outcome.conflicts, heldBehind: outcome.heldBehind, kept: fresh.kept,
            glyphs: context.glyphStyle, language: language)
          + [OfflinePushMessage.wayOn(copy: path).text(in: language)]
        try context.errorOutput.writeLines(report)
        throw CommandError.alreadyReported(.invalidData)
      }
    }
  }

  /// `kakeibo offline pull`.
  enum Pull: Command {
    static let name = "pull"

    static var declaration: Declaration {
      Declaration(
        name,
        abstract: Phrase(
          en: "Bring the server's changes since into the copy",
          ja: "その後のサーバーの変更をコピーに取り込みます"),
        discussion: Phrase(
          en: """
            On an offline copy (--db FILE): writes the copy afresh from its server, as \
            'offline take' did, in one transaction there, and keeps the copy's changes not \
            pushed on top, in their order; those whose subject changed on the server since are \
            shown with both versions and marked (a push holds them back until given up or \
            changed again, which makes the change against the server's version). A \
            change the server applied already (a push whose answer was lost) is not kept twice.
            """,
          ja: """
            オフラインのコピー（--db ファイル）を、'offline take' と同じように、サーバーでの \
            1 つのトランザクションで作り直し、コピーの未送信の変更を順にその上に残します。\
            その後サーバーで対象が変わったものは、両方の版を表示して印を付けます（あきらめるか、\
            もう一度変更してサーバーの版に対して行うまで push では送りません）。サーバーがすでに行った変更（答えの届かなかった送信）は二重に\
            残しません。
            """),
        examples: ["kakeibo --db ~/kakeibo-offline.db offline pull"],
        run: run)
    }

    static func run(_ arguments: Arguments, in context: Context) throws {
      let (copy, path, origin) = try Offline.openCopy(arguments, in: context)
      let plan = try copy.offlinePushPlan()
      let server = try Offline.openServer(origin.server, in: context)
      guard try server.identity() == plan.identity else {
        throw CommandError.notTheCopysLedger(path: path, server: server.path)
      }
      // The changes kept on top stay the copy's member's.
      guard plan.changes.isEmpty || server.member == origin.member else {
        throw CommandError.pushAsAnotherMember(
          path: path, member: origin.member, role: server.member)
      }
      let since = try server.changes.count(after: origin.baseChangeID)
      let fresh = try Offline.refresh(
        path, from: server, uri: origin.server, previous: origin, keeping: plan.changes,
        in: context)
      let language = context.language
      var lines = [
        OfflinePushMessage.pulled(
          count: since, server: server.path, change: fresh.origin.baseChangeID
        ).text(in: language)
      ]
      if fresh.alreadyApplied > 0 {
        lines.append(
          OfflinePushMessage.alreadyApplied(count: fresh.alreadyApplied).text(in: language))
      }
      if !fresh.kept.isEmpty {
        let conflicting = Set(fresh.conflicts.map(\.change)).count
        lines.append(
          OfflinePushMessage.keptAfterPull(count: fresh.kept.count, conflicting: conflicting)
            .text(in: language))
        lines += Offline.conflictItems(
          fresh.conflicts, kept: fresh.kept, glyphs: context.glyphStyle, language: language)
      }
      try context.output.writeLines(lines)
    }
  }

  /// `kakeibo offline drop CHANGE`, and `offline drop` (the whole copy).
  enum Drop: Command {
    static let name = "drop"

    static let change = OptionalArgument<Int64>(
      Phrase(en: "CHANGE", ja: "変更"),
      help: Phrase(
        en: "The copy's change not pushed to give up (as 'offline status' numbers it)",
        ja: "あきらめる未送信の変更です（'offline status' の番号）")
    ) { text, _ in
      guard let id = Int64(text), id > 0 else {
        throw InvalidValue(.id, text, .notAChangeID)
      }
      return id
    }

    static var declaration: Declaration {
      Declaration(
        name,
        abstract: Phrase(
          en: "Give up one of the copy's changes, or remove the copy",
          ja: "コピーの変更を 1 つあきらめるか、コピーを削除します"),
        usage: [
          Phrase(en: "CHANGE", ja: "変更"),
          Phrase(en: "[--discard-unpushed]", ja: "[--discard-unpushed]"),
        ],
        arguments: [change],
        options: [discardUnpushed],
        discussion: Phrase(
          en: """
            With CHANGE: gives up that change of the offline copy (--db FILE), not pushed yet, \
            as 'undo' would (redo brings it back), one way on from a conflict: 'offline pull' \
            then brings the server's version. The other is to change its entry, budget, \
            setting or rule again, which gives it up and makes the change against the \
            server's version. A later change of the copy to the \
            same entry, budget, setting or rule must be given up first. Without CHANGE: \
            removes the copy's file, refused (exit status 73) while it holds changes not \
            pushed, unless --discard-unpushed is given.
            """,
          ja: """
            変更を指定すると、オフラインのコピー（--db ファイル）の未送信のその変更を、'undo' と\
            同じようにあきらめます（redo で戻せます）。衝突のあとの進め方の 1 つです。そのあと \
            'offline pull' でサーバーの版を取り込みます。もう 1 つは、その記録・予算・設定・ルールを\
            もう一度変更することで、変更をあきらめてサーバーの版に対して行います。同じ記録・予算・設定・ルールへのコピーの後の変更を\
            先にあきらめてください。指定しなければ、コピーのファイルを削除します。未送信の変更が\
            あるあいだは、--discard-unpushed を指定しない限り断ります（終了ステータス 73）。
            """),
        examples: [
          "kakeibo --db ~/kakeibo-offline.db offline drop 7",
          "kakeibo --db ~/kakeibo-offline.db offline drop",
        ],
        run: run)
    }

    static func run(_ arguments: Arguments, in context: Context) throws {
      let (copy, path, _) = try Offline.openCopy(arguments, in: context)
      if let id = arguments[change] {
        if arguments[discardUnpushed] {
          throw UsageRule.discardUnpushedWithChange.refusal(command: "offline drop")
        }
        guard let dropped = try copy.changes.dropOffline(id) else {
          throw CommandError.noSuchUnpushedChange(path: path, change: id)
        }
        let gaveUp = OfflinePushMessage.gaveUp(change: dropped.id, what: ChangeWords.what(dropped))
        try context.output.writeLine(gaveUp.text(in: context.language))
        return
      }
      let unpushed = try copy.changes.unpushed()
      if !unpushed.isEmpty {
        guard arguments[discardUnpushed] else {
          throw CommandError.unpushedChanges(path: path, count: unpushed.count)
        }
        try Offline.checkReplacing(path, discarding: true, in: context)
      }
      for file in copy.files where unlink(file) != 0 && errno != ENOENT {
        throw LedgerError.io(path: file, reason: String(cString: strerror(errno)))
      }
      let removed = OfflinePushMessage.removed(copy: path)
      try context.output.writeLine(removed.text(in: context.language))
    }
  }
}

extension Offline {
  /// After a change to an entry, budget, setting or rule on an offline copy: says on one line
  /// how it met a pending conflict over what it changed (made against the server's version,
  /// giving the conflicting changes up; or held back behind one), on standard output after the
  /// change's own line, or on standard error beside JSON. Nothing on any other ledger.
  static func sayResolution(of ledger: Ledger, format: TextFormat = .text, _ context: Context)
    throws
  {
    guard let resolution = try ledger.changes.offlineResolutionOfLatest() else { return }
    let message: OfflinePushMessage
    switch resolution {
    case .superseded(let givenUp, let by):
      message = .madeAgainstTheirs(givenUp: givenUp.map(\.id), by: by)
    case .heldBehind(let conflicting):
      message = .heldBehindConflict(change: conflicting.id, copy: ledger.path)
    }
    let output = format == .text ? context.output : context.errorOutput
    try output.writeLine(message.text(in: context.language))
  }
}
