import KakeiboCore
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
    case .notPushed(let count): "未送信: 変更 \(Count.number(count)) 件"
    case .serverChanges(let since): "サーバー: コピーの作成後の変更 \(Count.number(since)) 件"
    case .serverNotReached(let reason): "サーバー: つながりません（\(reason ?? "接続できません")）"
    }
  }
}
