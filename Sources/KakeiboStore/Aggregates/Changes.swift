import KakeiboCore

extension Ledger {
  /// The ledger's change log: what was changed, by whom, and undoing and redoing it.
  public var changes: Changes { Changes(ledger: self) }

  /// The ledger's change log: what was changed, by whom, and undoing and redoing it.
  public struct Changes {
    let ledger: Ledger

    /// Returns the most recent changes, newest first, at most `limit` of them.
    public func recent(limit: Int) throws(LedgerError) -> [ChangeRecord] {
      try ledger.recentChanges(limit: limit)
    }

    /// Reverts the most recent change still in force made by this connection's member (or
    /// recorded before kakeibo kept members), an import as a whole, and returns it; returns nil
    /// when there is nothing left to undo. Repeated, it walks further back. A change that changed
    /// nothing is reverted by marking it undone, touching nothing else. When a later change by
    /// someone else touched the same entry, budget or setting, nothing is undone: it throws
    /// `.undoBlocked`, naming that change. On an offline copy, only the copy's own changes not
    /// yet pushed are undone: once pushed, a change is the server's.
    public func undoLast() throws(LedgerError) -> ChangeRecord? {
      try ledger.undoLastChange()
    }

    /// On an offline copy, gives up its own change `id` not pushed yet: reverts it as undo would
    /// (so that redo can bring it back), whether or not it is the latest, unless a later change
    /// touched the same entry, budget, setting or rule (`.undoBlocked`, naming it). Returns the
    /// change, or nil when the copy has no such change pending.
    public func dropOffline(_ id: Int64) throws(LedgerError) -> ChangeRecord? {
      try ledger.dropOfflineChange(id)
    }

    /// On an offline copy, how its latest change met a pending conflict over what it changed:
    /// made against the server's version the copy pulled, giving up the conflicting changes
    /// (and those held back behind them), or held back behind the conflicting change; nil when
    /// it met none, and on any other ledger.
    public func offlineResolutionOfLatest() throws(LedgerError) -> OfflineResolution? {
      try ledger.offlineResolutionOfLatestChange()
    }

    /// Re-applies this connection's member's latest undo: puts back exactly what the undone
    /// change had left, marks it in force again (redone) and returns it; returns nil when the
    /// member has undone nothing that is still to redo. Repeated, it re-applies the undos before
    /// it, in turn. Nothing is redone when something was changed since: a change recorded after
    /// the undo by someone else that touched the same entry, budget, setting or rule, or another
    /// member's undo since of such a change, throws `.redoBlocked` naming it; any other change
    /// recorded after the undo throws `.changedSinceUndo` naming the first.
    public func redoLastUndo() throws(LedgerError) -> ChangeRecord? {
      try ledger.redoLastUndo()
    }

    /// On an offline copy, its own changes still in force (not undone, and not ones that changed
    /// nothing), oldest first: what the copy holds that the server does not. Empty on any other
    /// ledger.
    public func unpushed() throws(LedgerError) -> [ChangeRecord] {
      try ledger.unpushedChanges()
    }

    /// How many changes the ledger's log has after change `id` (undone ones too): on a server,
    /// what it has had since a copy was taken at `id`.
    public func count(after id: Int64) throws(LedgerError) -> Int {
      try ledger.changeCount(after: id)
    }
  }
}
