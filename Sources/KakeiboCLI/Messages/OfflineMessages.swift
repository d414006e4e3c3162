import KakeiboCore
import KakeiboStore
import Wording

// The offline area of the catalogue: what `offline take` and `offline status` say. An offline
// copy is オフラインのコピー in Japanese, a change it has not pushed 未送信.

enum OfflineMessage: Message {
  /// `Took an offline copy of postgresql://… into copy.db (12 entries, as alice)`.
  case took(server: String, into: String, entries: Int, member: String)
  /// `Offline copy of postgresql://…, as alice`.
  case copyOf(server: String, member: String)
  /// `Taken: 2026-11-04 09:00:00, at the server's change 42`.
  case taken(at: String, baseChange: Int64)
  /// `Taken: 2026-11-04 09:00:00`, when the copy has been pushed or pulled since.
  case takenOnly(at: String)
  /// `Last pushed or pulled: 2026-11-05 20:00:00, at the server's change 48`.
  case synced(at: String, baseChange: Int64)
  /// After a change's line in the status: it conflicted at the last push or pull.
  case conflictMark(theirs: ChangeRecord?)
  /// `Server: 3 changes since the copy was last pushed or pulled`.
  case serverChangesSinceSync(Int)
  /// `Not pushed: 2 changes`.
  case notPushed(Int)
  /// `Server: 3 changes since the copy was taken`.
  case serverChanges(since: Int)
  /// The server could not be reached: why, in the reader's language, when it is known.
  case serverNotReached(String?)

  var english: String {
    switch self {
    case .took(let server, let into, let entries, let member):
      "Took an offline copy of \(VisibleText.of(server)) into \(ShownText.of(into)) "
        + "(\(Count.of(entries, "entry", "entries")), as \(VisibleText.of(member)))"
    case .copyOf(let server, let member):
      "Offline copy of \(VisibleText.of(server)), as \(VisibleText.of(member))"
    case .taken(let at, let base): "Taken: \(at), at the server's change \(base)"
    case .takenOnly(let at): "Taken: \(at)"
    case .synced(let at, let base):
      "Last pushed or pulled: \(at), at the server's change \(base)"
    case .conflictMark(let theirs):
      "    conflicts with the server's version"
        + (theirs.map { " (change \($0.id) by \(VisibleText.of($0.member)), \($0.madeAt))" } ?? "")
        + ": held back by a push until given up or changed again"
    case .serverChangesSinceSync(let since):
      "Server: \(Count.of(since, "change", "changes")) since the copy was last pushed or pulled"
    case .notPushed(let count): "Not pushed: \(Count.of(count, "change", "changes"))"
    case .serverChanges(let since):
      "Server: \(Count.of(since, "change", "changes")) since the copy was taken"
    case .serverNotReached(let reason): "Server: not reached (\(reason ?? "cannot be reached"))"
    }
  }

  var japanese: String {
    switch self {
    case .took(let server, let into, let entries, let member):
      "\(VisibleText.of(server)) のオフラインのコピーを \(ShownText.of(into)) に作りました"
        + "（記録 \(Count.number(entries)) 件、メンバー \(VisibleText.of(member))）"
    case .copyOf(let server, let member):
      "\(VisibleText.of(server)) のオフラインのコピー（メンバー \(VisibleText.of(member))）"
    case .taken(let at, let base): "作成: \(at)（サーバーの変更 \(base) の時点）"
    case .takenOnly(let at): "作成: \(at)"
    case .synced(let at, let base): "最後の送信・取り込み: \(at)（サーバーの変更 \(base) の時点）"
    case .conflictMark(let theirs):
      "    サーバーの版と衝突しています"
        + (theirs.map { "（\(VisibleText.of($0.member)) の変更 \($0.id)、\($0.madeAt)）" } ?? "")
        + "。あきらめるか、もう一度変更するまで push では送りません"
    case .serverChangesSinceSync(let since):
      "サーバー: 最後の送信・取り込みの後の変更 \(Count.number(since)) 件"
    case .notPushed(let count): "未送信: 変更 \(Count.number(count)) 件"
    case .serverChanges(let since): "サーバー: コピーの作成後の変更 \(Count.number(since)) 件"
    case .serverNotReached(let reason): "サーバー: つながりません（\(reason ?? "接続できません")）"
    }
  }
}
