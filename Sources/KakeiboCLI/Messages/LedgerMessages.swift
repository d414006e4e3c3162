import KakeiboCore
import KakeiboStore
import Messages
import Wording

// The ledger area of the catalogue: why the ledger could not be opened, read or written, as
// `database "PATH": what happened; what to do`. What the engine said (SQLite's words, the
// server's, the system's error text) is quoted as it is.

extension LedgerError: Message {
  public var english: String {
    switch self {
    case .isDirectory(let path):
      return "database \(name(path)): is a directory; pass the path of a ledger file"
    case .notARegularFile(let path, let kind):
      return "database \(name(path)): is \(kind.english), not a file; pass the path of a ledger "
        + "file, or of none yet; nothing was created"
    case .cannotCreate(let path, let folder, let reason):
      return "database \(name(path)): cannot create it: "
        + (folder.map { "cannot create \(VisibleText.of($0)): " } ?? "") + reason.english
    case .cannotOpen(let path, let reason):
      return "database \(name(path)): cannot open it: \(reason.english)"
    case .notALedger(let path, let reason):
      return
        "database \(name(path)): not a kakeibo ledger (\(reason.english)); it was left untouched"
    case .newerVersion(let path, let found, let supported):
      return "database \(name(path)): written by a newer kakeibo (schema version \(found); this "
        + "kakeibo knows up to \(supported)); upgrade kakeibo to use it. It was left untouched"
    case .readOnly(let path):
      return "database \(name(path)): cannot write to it (the file, its folder or its disk is "
        + "read-only); nothing was written"
    case .busy(let path, let waited):
      return "database \(name(path)): the ledger is busy: another process held it for more than "
        + "\(Self.seconds(waited)); nothing was written, try again"
    case .busyReading(let path, let waited):
      return "database \(name(path)): the ledger is busy: another process held it for more than "
        + "\(Self.seconds(waited)), so it could not be read; try again"
    case .unmergedLog(let path):
      return "database \(name(path)): cannot be read safely: its write-ahead log "
        + "\(Quoting.quoted(path + "-wal")) holds changes not yet in the file, and the file, its "
        + "folder or its disk is read-only, so SQLite cannot open the log; make them "
        + "writable, or copy both files to a writable folder, and try again"
    case .moved(let path):
      return "database \(name(path)): the file was removed or replaced while kakeibo had it "
        + "open; nothing was written, try again"
    case .diskFull(let path):
      return "database \(name(path)): disk full; nothing was written"
    case .fileSizeLimit(let path):
      return "database \(name(path)): the file reached the file-size limit (ulimit -f); "
        + "nothing was written"
    case .corrupt(let path, let damage):
      return "database \(name(path)): the ledger is damaged (\(damage.english)); nothing was "
        + "written; 'kakeibo check' lists the damage, and a copy made with 'kakeibo backup' can "
        + "replace the file"
    case .overflow:
      return ReportMessage.overflow.english
    case .refusedByRules(let path, let failure):
      return "database \(name(path)): the ledger's rules refuse "
        + RuleWords.refused(failure).english + "; nothing was written"
    case .invalidEntry(let path, let violation):
      return "database \(name(path)): " + violation.english
        + ", as another program stored it; " + RuleWords.repair(violation).english
        + ", and 'kakeibo check' lists every such entry"
    case .io(let path, let reason):
      return "database \(name(path)): \(reason)"
    case .notEmpty(let path):
      return "database \(name(path)): already holds entries, budgets, settings or changes; copy "
        + "into a new or empty ledger. Nothing was written there"
    case .noSuchEntries(let ids):
      return "id \(Quoting.quoted(Self.listed(ids))): no entry has "
        + (ids.count == 1 ? "this id" : "these ids") + "; nothing was changed"
    case .undoBlocked(let change, let later):
      return
        "cannot undo change \(change.id) (\(ChangeWords.what(change).english)): change \(later.id) by "
        + "\(Self.member(later.member, .english)) (\(ChangeWords.what(later).english)) changed the same since; "
        + "nothing was undone"
    case .redoBlocked(let change, let later):
      return
        "cannot redo change \(change.id) (\(ChangeWords.what(change).english)): change \(later.id) by "
        + "\(Self.member(later.member, .english)) (\(ChangeWords.what(later).english)) changed the same since; "
        + "nothing was redone"
    case .changedSinceUndo(let change, let later):
      return
        "nothing to redo: change \(later.id) (\(ChangeWords.what(later).english)) was made after the last "
        + "undo (of change \(change.id)), and a new change ends what redo can re-apply"
    case .engineMissing(let path, let reason):
      return "database \(name(path)): PostgreSQL ledgers need libpq5 (on Debian: apt install "
        + "libpq5), which could not be loaded (\(reason))"
    case .unreachable(let path, let server, let reason):
      return "database \(name(path)): cannot reach the server"
        + (server.isUnknown ? "" : " at \(Self.english(server))")
        + ": \(reason); nothing was written"
    case .connectionString(let path, let uri):
      return "database \(name(path)): is a libpq key=value connection string, which kakeibo "
        + "does not take; name the ledger by its URI, \(uri), with the password in "
        + "~/.pgpass or PGPASSFILE. Nothing was created"
    case .invalidLocation(let path, let reason):
      return "database \(name(path)): not a connection URI libpq accepts (\(reason)); expected "
        + "postgresql://[ROLE@]HOST[:PORT]/DATABASE[?PARAMETER=VALUE&…], as libpq documents it"
    case .serverNotReady(let path, let server, let phase, let reason):
      let what =
        phase == .startingUp
        ? "is starting up (or recovering) and does not accept connections yet"
        : "is shutting down and does not accept connections"
      return "database \(name(path)): the server"
        + (server.isUnknown ? "" : " at \(Self.english(server))")
        + " \(what) (\(reason)); nothing was written, try again in a moment"
    case .accessDenied(let path, let reason):
      return "database \(name(path)): the server refused the connection: \(reason)"
    case .ownerMustMigrate(let path, let version, let latest, let owner):
      return "database \(name(path)): the server refused the connection: the ledger has schema "
        + "version \(version), and only its owner, \(VisibleText.of(owner)), can bring it up to "
        + "version \(latest): run kakeibo once as \(VisibleText.of(owner))"
    case .cannotCreateSchema(let path, let role, let schema, let reason):
      return "database \(name(path)): the server refused the connection: role "
        + "\(VisibleText.of(role)) may not create the ledger's schema \(VisibleText.of(schema)) "
        + "(\(reason))"
    case .notAMember(let path, let role, let owner):
      return "database \(name(path)): role \(role) has no access to this ledger; its owner, "
        + "\(owner), gives it with 'kakeibo member add \(role)'"
    case .readOnlyAccess(let path, let reason):
      return "database \(name(path)): you have read-only access to this ledger (\(reason)); "
        + "nothing was written"
    case .changedSince(let id, let isDeleted, let change):
      let what = isDeleted ? "was deleted" : "was changed"
      let who =
        change.map {
          " by \(Self.member($0.member, .english)) (change \($0.id): \(ChangeWords.what($0).english))"
        } ?? ""
      return "entry #\(id) \(what) since it was shown\(who); nothing was written, look again "
        + "and retry"
    case .offlineTheirsDeleted(let id, let change, let by):
      let who =
        by.map {
          " (change \($0.id) by \(Self.member($0.member, .english)), \($0.madeAt))"
        } ?? ""
      return "entry #\(id): the server deleted it\(who), which change \(change.id) of this copy "
        + "(\(ChangeWords.what(change).english)) conflicts with; a change made to it again cannot "
        + "apply there. 'kakeibo offline drop \(change.id)' gives that change up and leaves it "
        + "deleted, as the server has it (add it anew if you still mean to keep it); nothing was "
        + "written"
    case .notShared(let path):
      return "database \(name(path)): a ledger in a file has no members; sharing needs a "
        + "PostgreSQL ledger (see 'kakeibo copy')"
    case .notOwner(let path, let owner):
      return "database \(name(path)): only the ledger's owner, \(owner), can change its members"
    case .noSuchRole(let path, let role):
      return "role \(Quoting.quoted(role)): the server of \(name(path)) has no such role; create "
        + "it first (CREATE ROLE … LOGIN)"
    case .connectionLost(let path, let reason):
      return "database \(name(path)): the connection to the server was lost (\(reason)); "
        + "nothing was written"
    }
  }

  public var japanese: String {
    switch self {
    case .isDirectory(let path):
      return "台帳 \(name(path)): フォルダーです。台帳ファイルのパスを指定してください"
    case .notARegularFile(let path, let kind):
      return "台帳 \(name(path)): ファイルではなく\(kind.japanese)です。台帳ファイルのパスか、"
        + "まだないファイルのパスを指定してください。何も作成していません"
    case .cannotCreate(let path, let folder, let reason):
      return "台帳 \(name(path)): 作成できません: "
        + (folder.map { "フォルダー \(VisibleText.of($0)) を作れません: " } ?? "") + reason.japanese
    case .cannotOpen(let path, let reason):
      return "台帳 \(name(path)): 開けません: \(reason.japanese)"
    case .notALedger(let path, let reason):
      return "台帳 \(name(path)): kakeibo の台帳ではありません（\(reason.japanese)）。"
        + "手を加えていません"
    case .newerVersion(let path, let found, let supported):
      return "台帳 \(name(path)): 新しい kakeibo で書かれています（スキーマのバージョン \(found)。"
        + "この kakeibo が扱えるのは \(supported) までです）。kakeibo を更新してください。"
        + "手を加えていません"
    case .readOnly(let path):
      return "台帳 \(name(path)): 書き込めません（ファイル、フォルダー、ディスクのいずれかが"
        + "読み取り専用です）。何も書き込んでいません"
    case .busy(let path, let waited):
      return "台帳 \(name(path)): 使用中です。ほかのプロセスが \(Self.japaneseSeconds(waited)) "
        + "より長く使っています。何も書き込んでいません。もう一度お試しください"
    case .busyReading(let path, let waited):
      return "台帳 \(name(path)): 使用中です。ほかのプロセスが \(Self.japaneseSeconds(waited)) "
        + "より長く使っているため読めませんでした。もう一度お試しください"
    case .unmergedLog(let path):
      return "台帳 \(name(path)): 安全に読めません。先行書き込みログ "
        + "\(Quoting.quoted(path + "-wal")) にファイルへ反映されていない変更があり、ファイル、"
        + "フォルダー、ディスクのいずれかが読み取り専用のため SQLite がログを開けません。"
        + "書き込めるようにするか、両方のファイルを書き込めるフォルダーにコピーして、"
        + "もう一度お試しください"
    case .moved(let path):
      return "台帳 \(name(path)): kakeibo が開いている間にファイルが削除されたか置き換えられ"
        + "ました。何も書き込んでいません。もう一度お試しください"
    case .diskFull(let path):
      return "台帳 \(name(path)): ディスクがいっぱいです。何も書き込んでいません"
    case .fileSizeLimit(let path):
      return "台帳 \(name(path)): ファイルサイズの上限（ulimit -f）に達しました。"
        + "何も書き込んでいません"
    case .corrupt(let path, let damage):
      return "台帳 \(name(path)): 台帳が壊れています（\(damage.japanese)）。何も書き込んで"
        + "いません。'kakeibo check' で破損を確かめ、'kakeibo backup' で作った複製と"
        + "置き換えられます"
    case .overflow:
      return ReportMessage.overflow.japanese
    case .refusedByRules(let path, let failure):
      return "台帳 \(name(path)): 台帳の規則により、" + RuleWords.refused(failure).japanese
        + "は保存できません。何も書き込んでいません"
    case .invalidEntry(let path, let violation):
      return "台帳 \(name(path)): " + violation.japanese
        + "（ほかのプログラムが保存したものです）。" + RuleWords.repair(violation).japanese
        + "。このような記録は 'kakeibo check' ですべて表示できます"
    case .io(let path, let reason):
      return "台帳 \(name(path)): \(reason)"
    case .notEmpty(let path):
      return "台帳 \(name(path)): すでに記録、予算、設定、変更があります。新しい台帳か空の"
        + "台帳にコピーしてください。そこには何も書き込んでいません"
    case .noSuchEntries(let ids):
      return "番号 \(Quoting.quoted(Self.listed(ids))): この番号の記録はありません。何も変えていません"
    case .undoBlocked(let change, let later):
      return "変更 \(change.id)（\(ChangeWords.what(change).japanese)）は取り消せません。その後、"
        + "\(Self.member(later.member, .japanese)) の変更 \(later.id)（\(ChangeWords.what(later).japanese)）が"
        + "同じものを変えています。何も取り消していません"
    case .redoBlocked(let change, let later):
      return "変更 \(change.id)（\(ChangeWords.what(change).japanese)）はやり直せません。その後、"
        + "\(Self.member(later.member, .japanese)) の変更 \(later.id)（\(ChangeWords.what(later).japanese)）が"
        + "同じものを変えています。何もやり直していません"
    case .changedSinceUndo(let change, let later):
      return "やり直す変更はありません。最後の取消（変更 \(change.id) の取消）のあとに変更 "
        + "\(later.id)（\(ChangeWords.what(later).japanese)）が行われ、新しい変更のあとはやり直せません"
    case .engineMissing(let path, let reason):
      return "台帳 \(name(path)): PostgreSQL の台帳には libpq5 が必要ですが、読み込めません"
        + "でした（\(reason)）。Debian では apt install libpq5 で入ります"
    case .unreachable(let path, let server, let reason):
      return "台帳 \(name(path)): サーバー" + (server.isUnknown ? "" : " \(Self.japanese(server)) ")
        + "に接続できません: \(Quoting.quoted(reason))。何も書き込んでいません"
    case .connectionString(let path, let uri):
      return "台帳 \(name(path)): libpq の key=value 形式の接続文字列は使えません。台帳は URI "
        + "\(uri) で指定し、パスワードは ~/.pgpass か PGPASSFILE に書いてください。"
        + "何も作成していません"
    case .invalidLocation(let path, let reason):
      return "台帳 \(name(path)): libpq が受け付ける接続 URI ではありません（\(reason)）。"
        + "libpq の説明どおり postgresql://[ROLE@]HOST[:PORT]/DATABASE[?PARAMETER=VALUE&…] "
        + "の形で書きます"
    case .serverNotReady(let path, let server, let phase, let reason):
      let what =
        phase == .startingUp
        ? "起動中（または復旧中）で、まだ接続を受け付けていません"
        : "停止中で、接続を受け付けていません"
      return "台帳 \(name(path)): サーバー" + (server.isUnknown ? "" : " \(Self.japanese(server)) ")
        + "は\(what)（\(reason)）。何も書き込んでいません。少ししてからもう一度お試しください"
    case .accessDenied(let path, let reason):
      return "台帳 \(name(path)): サーバーが接続を拒否しました: \(Quoting.quoted(reason))"
    case .ownerMustMigrate(let path, let version, let latest, let owner):
      return "台帳 \(name(path)): 台帳のスキーマはバージョン \(version) です。バージョン \(latest) に"
        + "上げられるのは持ち主の \(VisibleText.of(owner)) だけです。\(VisibleText.of(owner)) として "
        + "kakeibo を一度実行してください"
    case .cannotCreateSchema(let path, let role, let schema, let reason):
      return "台帳 \(name(path)): ロール \(VisibleText.of(role)) にはこのデータベースに台帳のスキーマ "
        + "\(VisibleText.of(schema)) を作る権限がありません（\(Quoting.quoted(reason))）。何も作成していません"
    case .notAMember(let path, let role, let owner):
      return "台帳 \(name(path)): ロール \(role) にはこの台帳を使う権限がありません。持ち主の "
        + "\(owner) が 'kakeibo member add \(role)' で権限を与えられます"
    case .readOnlyAccess(let path, let reason):
      return "台帳 \(name(path)): この台帳への権限は読み取りだけです（\(reason)）。"
        + "何も書き込んでいません"
    case .changedSince(let id, let isDeleted, let change):
      let what = isDeleted ? "削除されました" : "変更されました"
      let who =
        change.map {
          "\(Self.member($0.member, .japanese)) によって（変更 \($0.id): \(ChangeWords.what($0).japanese)）"
        } ?? ""
      return "記録 #\(id) は表示したあとに\(who)\(what)。何も書き込んでいません。"
        + "もう一度確かめてからやり直してください"
    case .offlineTheirsDeleted(let id, let change, let by):
      let who =
        by.map {
          "（\(Self.member($0.member, .japanese)) の変更 \($0.id)、\($0.madeAt)）"
        } ?? ""
      return "記録 #\(id): サーバーでは削除されています\(who)。このコピーの変更 \(change.id)"
        + "（\(ChangeWords.what(change).japanese)）はそれと衝突しており、もう一度変更してもサーバーには"
        + "当てはまりません。'kakeibo offline drop \(change.id)' でその変更をあきらめると、サーバーと"
        + "同じく削除されたままになります（残したいときは新しい記録として追加してください）。"
        + "何も書き込んでいません"
    case .notShared(let path):
      return "台帳 \(name(path)): ファイルの台帳にはメンバーがいません。共有には PostgreSQL の"
        + "台帳が必要です（'kakeibo copy' を参照）"
    case .notOwner(let path, let owner):
      return "台帳 \(name(path)): メンバーを変えられるのは台帳の持ち主 \(owner) だけです"
    case .noSuchRole(let path, let role):
      return "ロール \(Quoting.quoted(role)): \(name(path)) のサーバーにそのロールはありません。"
        + "先に作成してください（CREATE ROLE … LOGIN）"
    case .connectionLost(let path, let reason):
      return "台帳 \(name(path)): サーバーとの接続が切れました（\(reason)）。"
        + "何も書き込んでいません"
    }
  }

  private func name(_ path: String) -> String { Quoting.ledgerName(path) }

  /// Where libpq tried, in English: `host:5432`, `socket /run/postgresql port 5432`, `port 5432`.
  /// The host comes from the URI (percent escapes decoded), so it is shown with its control
  /// characters made visible.
  static func english(_ server: ServerAddress) -> String {
    let (host, port) = (VisibleText.of(server.host), VisibleText.of(server.port))
    guard !host.isEmpty else { return port.isEmpty ? "" : "port \(port)" }
    if server.isSocket { return "socket \(host)" + (port.isEmpty ? "" : " port \(port)") }
    return port.isEmpty ? host : host + ":" + port
  }

  /// Where libpq tried, in Japanese: `host:5432`, `ソケット /run/postgresql（ポート 5432）`,
  /// `ポート 5432`.
  static func japanese(_ server: ServerAddress) -> String {
    let (host, port) = (VisibleText.of(server.host), VisibleText.of(server.port))
    guard !host.isEmpty else { return port.isEmpty ? "" : "ポート \(port)" }
    if server.isSocket { return "ソケット \(host)" + (port.isEmpty ? "" : "（ポート \(port)）") }
    return port.isEmpty ? host : host + ":" + port
  }

  /// Up to five ids, `#7, #8, …`.
  static func listed(_ ids: [Int64]) -> String {
    ids.prefix(5).map { "#\($0)" }.joined(separator: ", ") + (ids.count > 5 ? ", …" : "")
  }

  /// A member as messages name them: the role or login name, or someone for a change
  /// recorded before kakeibo kept members.
  static func member(_ member: String, _ language: Language) -> String {
    guard member.isEmpty else { return member }
    return language == .japanese ? "だれか" : "someone"
  }

  /// `5 seconds`, `1 second`, `0.2 seconds`, `0.001 seconds`: exact, without trailing zeros.
  static func seconds(_ milliseconds: Int32) -> String {
    if milliseconds == 1000 { return "1 second" }
    return decimalSeconds(milliseconds) + " seconds"
  }

  /// `5 秒`, `0.2 秒`.
  static func japaneseSeconds(_ milliseconds: Int32) -> String {
    decimalSeconds(milliseconds) + " 秒"
  }

  private static func decimalSeconds(_ milliseconds: Int32) -> String {
    var fraction = String(milliseconds % 1000)
    fraction = String(repeating: "0", count: 3 - fraction.count) + fraction
    while fraction.last == "0" { fraction.removeLast() }
    return "\(milliseconds / 1000)" + (fraction.isEmpty ? "" : "." + fraction)
  }
}

extension OpenFailure: Message {
  public var english: String {
    switch self {
    case .system(let error): error.english
    case .engine(let message): message
    }
  }

  public var japanese: String {
    switch self {
    case .system(let error): error.japanese
    // SQLite's own words, as an engine's are shown.
    case .engine(let message): Quoting.quoted(message)
    }
  }
}

extension NotALedgerReason: Message {
  public var english: String {
    switch self {
    case .notSQLite: "it is not an SQLite database"
    case .otherApplicationsDatabase: "it is an SQLite database of another application"
    case .otherApplicationsSchema(let schema):
      "its schema \(VisibleText.of(schema)) holds tables of another application"
    }
  }

  public var japanese: String {
    switch self {
    case .notSQLite: "SQLite のデータベースではありません"
    case .otherApplicationsDatabase: "ほかのアプリケーションの SQLite データベースです"
    case .otherApplicationsSchema(let schema):
      "スキーマ \(VisibleText.of(schema)) にはほかのアプリケーションの表があります"
    }
  }
}

extension SpecialFile: Message {
  public var english: String {
    switch self {
    case .fifo: "a FIFO"
    case .characterDevice: "a character device"
    case .blockDevice: "a block device"
    case .socket: "a socket"
    }
  }

  public var japanese: String {
    switch self {
    case .fifo: "FIFO"
    case .characterDevice: "キャラクターデバイス"
    case .blockDevice: "ブロックデバイス"
    case .socket: "ソケット"
    }
  }
}

extension Damage: Message {
  public var english: String {
    switch self {
    case .reported(let words): words
    case .invalidText(let row, let invalid):
      "\(row.english) has a \(invalid.field == .subcategory ? "内訳" : invalid.field.english) "
        + "that \(invalid.reason.english)"
    case .unexpected(let row, let column, let value?):
      "\(row.english) has \(column) \(VisibleText.of(value)), a value no kakeibo writes"
    case .unexpected(let row, let column, nil): "\(row.english) has no \(column)"
    case .unreadable(let row, let column): "\(row.english) has a \(column) kakeibo cannot read"
    }
  }

  public var japanese: String {
    switch self {
    case .reported(let words): words
    case .invalidText(let row, let invalid):
      "\(row.japanese)の\(invalid.field.japanese)が正しくありません: \(invalid.reason.japanese)"
    case .unexpected(let row, let column, let value?):
      "\(row.japanese)の\(Self.japanese(column: column))が「\(VisibleText.of(value))」です"
        + "（kakeibo が書く値ではありません）"
    case .unexpected(let row, let column, nil):
      "\(row.japanese)の\(Self.japanese(column: column))がありません"
    case .unreadable(let row, let column):
      "\(row.japanese)の\(Self.japanese(column: column))を読めません"
    }
  }
}

extension Damage {
  /// A stored column's name as a Japanese reader knows the value (the name itself for a
  /// column no message names yet).
  static func japanese(column: String) -> String {
    switch column {
    case "from_month": "開始月"
    case "first_date": "初回の日付"
    case "date": "日付"
    case "kind": "種類"
    case "business_day": "営業日の扱い"
    case "category": "区分"
    case "value": "値"
    case "identity": "識別子"
    case "fingerprint": "明細の指紋"
    case "detail": "内容"
    default: column
    }
  }
}

extension DamagedRow: Message {
  public var english: String {
    switch self {
    case .budget: "a budget"
    case .rule(let id): "rule \(id)"
    case .entry(let id): "entry \(id)"
    case .setting(let setting): "the setting \(setting.name)"
    case .change(let id): "change \(id)"
    case .someEntry: "an entry"
    case .someRow: "a row"
    case .table(let name): "the table \(name)"
    }
  }

  public var japanese: String {
    switch self {
    case .budget: "予算"
    case .rule(let id): "固定費 #\(id)"
    case .entry(let id): "記録 #\(id)"
    case .setting(let setting): "設定 \(setting.name)"
    case .change(let id): "変更 \(id)"
    case .someEntry: "ある記録"
    case .someRow: "ある行"
    case .table(let name):
      switch name {
      case "entries": "記録の表"
      case "ledger_identity": "台帳の識別の表"
      default: "表 \(name)"
      }
    }
  }
}

extension BackupError: Message {
  public var english: String {
    switch self {
    case .cannotWrite(let reason): "backup: cannot write it: \(reason)"
    case .damagedLedger(let path, let reason):
      LedgerError.corrupt(path: path, reason: .reported(reason)).english
    case .copyFailed(let error): error.english
    }
  }

  public var japanese: String {
    switch self {
    case .cannotWrite(let reason): "バックアップ: 書き込めません: \(reason)"
    case .damagedLedger(let path, let reason):
      LedgerError.corrupt(path: path, reason: .reported(reason)).japanese
    case .copyFailed(let error): error.japanese
    }
  }
}
