import KakeiboCore

/// Where an offline copy came from (migration 0015): a file `kakeibo offline take` wrote from a
/// shared ledger, a checkout that knows its server and which of its changes are its own.
public struct OfflineOrigin: Equatable, Sendable {
  /// The server's URI, without a password.
  public let server: String
  /// The role the copy was taken as, whose changes the copy's are.
  public let member: String
  /// When the copy was first taken, in local time (`YYYY-MM-DD HH:MM:SS`); a push or pull
  /// that writes it afresh keeps it.
  public let takenAt: String
  /// When the copy was last pushed or pulled, in local time; nil until then.
  public let syncedAt: String?
  /// `takenAt` in seconds since 1970, so that a copy written afresh keeps it.
  let takenAtSeconds: Int64
  /// The newest change of the server's log that the copy holds: the copy's own changes are
  /// those after it.
  public let baseChangeID: Int64
  /// The name by which the server knows the copy's changes (migration 0017), so that a push
  /// whose answer was lost is not applied twice; nil only on a ledger that is not a copy.
  public let copyKey: String?
}

/// What writing an offline copy afresh from its server did with the changes it kept on top.
public struct OfflineRefresh: Sendable {
  /// One of the old copy's changes, kept: its id there, its id in the new copy, and what it
  /// did there (with the new copy's ids): its detail, or the sentence a change recorded before
  /// migration 0019 was stored with.
  public struct Kept: Equatable, Sendable {
    public let old: Int64
    public let new: Int64
    public let detail: ChangeDetail?
    public let summary: String
  }

  public let origin: OfflineOrigin
  public let kept: [Kept]
  /// The kept changes whose subject changed on the server since (by the old copy's change ids,
  /// as the push named them), now marked.
  public let conflicts: [OfflineConflict]
  /// How many of the old copy's changes the server had applied already (a push whose answer
  /// was lost), which the new copy holds as the server's.
  public let alreadyApplied: Int
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

  /// Writes the offline copy `previous` afresh into `target`, a new SQLite ledger, as
  /// `takeOffline` does (the whole ledger, a new key), keeping when it was first taken and
  /// noting now as when it was last pushed or pulled; then replays on it, on top, the old
  /// copy's changes `pending` that this server has not applied (see `replay`, `.rebase`), in
  /// the same transaction: each keeps its version, and those whose subject changed here since
  /// are marked as conflicts. Returns the new origin and what became of the pending changes.
  public func refreshOffline(
    into target: Ledger, server: String, member: String, previous: OfflineOrigin,
    keeping pending: [OfflineChange]
  ) throws(LedgerError) -> OfflineRefresh {
    var applied = Set<Int64>()
    var ids: [String: [Int64: Int64]] = [:]
    if let key = previous.copyKey, !pending.isEmpty {
      try guarded {
        try connection.readTransaction {
          applied = try appliedOfflineChanges(copyKey: key)
          ids = try pushedIDs(copyKey: key)
        }
      }
    }
    var result = ReplayResult()
    try copy(into: target) { target in
      try target.connection.run(
        """
        INSERT INTO offline_origin (
          singleton, server, member, base_change_id, copy_key, taken_at, synced_at)
        VALUES (
          1, $1, $2, (SELECT coalesce(max(id), 0) FROM changes), lower(hex(randomblob(16))),
          strftime('%Y-%m-%d %H:%M:%S', $3, 'unixepoch'),
          strftime('%Y-%m-%d %H:%M:%S', 'now'))
        """, [.text(server), .text(member), .integer(previous.takenAtSeconds)])
      result = try target.replay(pending, applied: applied, ids: &ids, mode: .rebase)
    }
    guard let origin = try target.offlineOrigin() else {
      throw LedgerError.io(path: target.path, reason: "the offline copy was not marked as one")
    }
    return OfflineRefresh(
      origin: origin,
      kept: result.rebased.map {
        OfflineRefresh.Kept(old: $0.old, new: $0.new, detail: $0.detail, summary: $0.summary)
      },
      conflicts: result.conflicts, alreadyApplied: result.alreadyApplied)
  }

  // MARK: Reading a copy's state

  /// Where the ledger came from when it is an offline copy; nil for any other ledger.
  public func offlineOrigin() throws(LedgerError) -> OfflineOrigin? {
    try guarded { try storedOfflineOrigin() }
  }

  func storedOfflineOrigin() throws -> OfflineOrigin? {
    try connection.firstRow(
      """
      SELECT server, member, \(sql.epochSeconds("taken_at")), base_change_id, copy_key,
        CASE WHEN synced_at IS NULL THEN NULL ELSE \(sql.epochSeconds("synced_at")) END
      FROM offline_origin
      """, []
    ) { row in
      OfflineOrigin(
        server: row.text(0), member: row.text(1),
        takenAt: Self.localTime(epochSeconds: row.int64(2)),
        syncedAt: row.isNull(5) ? nil : Self.localTime(epochSeconds: row.int64(5)),
        takenAtSeconds: row.int64(2), baseChangeID: row.int64(3),
        copyKey: row.isNull(4) ? nil : row.text(4))
    }
  }

  /// On an offline copy, its changes not pushed that conflicted at the last push or pull with
  /// what changed on the server since, each with the server's change to the same subject (in
  /// the copy's log) when known. Empty on any other ledger.
  public func offlineConflictMarks() throws(LedgerError) -> [Int64: ChangeRecord?] {
    try guarded {
      var marks: [Int64: ChangeRecord?] = [:]
      let rows = try connection.rows(
        """
        SELECT offline_conflicts.change_id, offline_conflicts.theirs_change_id
        FROM offline_conflicts JOIN changes ON changes.id = offline_conflicts.change_id
        WHERE changes.undone_at IS NULL
        """, []
      ) { (change: $0.int64(0), theirs: $0.isNull(1) ? nil : $0.int64(1)) }
      for row in rows {
        marks[row.change] = .some(
          try row.theirs.flatMap { id in
            try connection.firstRow(
              "SELECT \(changeColumns) FROM changes WHERE changes.id = $1", [.integer(id)],
              changeRecord)
          })
      }
      return marks
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
