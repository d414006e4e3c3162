import KakeiboCore

/// Where an offline copy came from (migration 0015): a file `kakeibo offline take` wrote from a
/// shared ledger, a checkout that knows its server and which of its changes are its own.
public struct OfflineOrigin: Equatable, Sendable {
  /// The server's URI, without a password.
  public let server: String
  /// The role the copy was taken as, whose changes the copy's are.
  public let member: String
  /// When the copy was taken, in local time (`YYYY-MM-DD HH:MM:SS`).
  public let takenAt: String
  /// The newest change of the server's log that the copy holds: the copy's own changes are
  /// those after it.
  public let baseChangeID: Int64
  /// The name by which the server knows the copy's changes (migration 0017), so that a push
  /// whose answer was lost is not applied twice; nil only on a ledger that is not a copy.
  public let copyKey: String?
}

extension Ledger {
  // MARK: Taking a copy

  /// Copies the whole ledger (see `copy(into:)`) into `target`, a new SQLite ledger, and marks
  /// it there, in the same transaction, as an offline copy of `server` (a URI without a
  /// password) taken as `member`: what it holds of the change log is the server's, and every
  /// change made on it after is the copy's own. Returns the copy's origin.
  @discardableResult
  public func takeOffline(into target: Ledger, server: String, member: String)
    throws(LedgerError) -> OfflineOrigin
  {
    try copy(into: target) { target in
      try target.connection.run(
        """
        INSERT INTO offline_origin (singleton, server, member, base_change_id, copy_key)
        VALUES (
          1, $1, $2, (SELECT coalesce(max(id), 0) FROM changes), lower(hex(randomblob(16))))
        """, [.text(server), .text(member)])
    }
    guard let origin = try target.offlineOrigin() else {
      throw LedgerError.io(path: target.path, reason: "the offline copy was not marked as one")
    }
    return origin
  }

  // MARK: Reading a copy's state

  /// Where the ledger came from when it is an offline copy; nil for any other ledger.
  public func offlineOrigin() throws(LedgerError) -> OfflineOrigin? {
    try guarded { try storedOfflineOrigin() }
  }

  func storedOfflineOrigin() throws -> OfflineOrigin? {
    try connection.firstRow(
      """
      SELECT server, member, \(sql.epochSeconds("taken_at")), base_change_id, copy_key
      FROM offline_origin
      """, []
    ) { row in
      OfflineOrigin(
        server: row.text(0), member: row.text(1),
        takenAt: Self.localTime(epochSeconds: row.int64(2)), baseChangeID: row.int64(3),
        copyKey: row.isNull(4) ? nil : row.text(4))
    }
  }

  /// The change id after which changes are the copy's own: the origin's base on an offline
  /// copy, and none (nil) on any other ledger.
  func offlineBase() throws -> Int64? {
    try connection.firstRow("SELECT base_change_id FROM offline_origin", []) { $0.int64(0) }
  }

  /// On an offline copy, its own changes still in force (not undone, and not ones that changed
  /// nothing), oldest first: what the copy holds that the server does not. Empty on any other
  /// ledger.
  public func unpushedChanges() throws(LedgerError) -> [ChangeRecord] {
    try guarded {
      guard let base = try offlineBase() else { return [] }
      return try connection.rows(
        """
        SELECT \(changeColumns) FROM changes
        WHERE changes.id > $1 AND changes.undone_at IS NULL ORDER BY changes.id
        """, [.integer(base)], changeRecord
      ).filter { !$0.changedNothing }
    }
  }

  /// How many changes the ledger's log has after change `id` (undone ones too): on a server,
  /// what it has had since a copy was taken at `id`.
  public func changeCount(after id: Int64) throws(LedgerError) -> Int {
    try guarded {
      Int(try connection.int64("SELECT count(*) FROM changes WHERE id > $1", [.integer(id)]) ?? 0)
    }
  }

  /// Whether the ledger is an offline copy: then recurring rules make no entries on it (the
  /// server makes them), and undo reaches back only to the copy's own changes.
  func isOfflineCopy() throws -> Bool {
    try offlineBase() != nil
  }
}
