/// Why `Ledger.backUp(into:)` made no copy.
public enum BackupError: Error, Equatable, Sendable {
  /// SQLite could not write the copy, in its words.
  case cannotWrite(reason: String)
  /// The ledger at `path` is damaged: a page it must copy cannot be read.
  case damagedLedger(path: String, reason: String)
  /// The copy of a PostgreSQL ledger into a new SQLite file failed.
  case copyFailed(LedgerError)
}

extension Ledger {
  /// What writing a copy with `backUp(into:)` may leave beside it when interrupted (SQLite's
  /// rollback journal), to be removed with it.
  public static let backupSideFileSuffixes = ["-journal"]

  /// Writes a consistent copy of the ledger, an SQLite ledger file, into the empty file at
  /// `path`: the ledger as it was when the backup began, in one read transaction, so that other
  /// processes may go on writing. An SQLite ledger is copied with SQLite's `VACUUM INTO`; a
  /// PostgreSQL ledger is copied whole into a new SQLite ledger there (see `copy(into:)`), which
  /// kakeibo can open offline. Where the copy goes in the end, and what becomes of a file
  /// already there, is the caller's to decide (see the CLI's `OutputFile`).
  public func backUp(into path: String) throws(BackupError) {
    try storage.backUp(self, into: path)
  }
}
