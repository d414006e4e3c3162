/// Why `Ledger.backUp(into:)` made no copy.
public enum BackupError: Error, Equatable, Sendable {
  /// SQLite could not write the copy, in its words.
  case cannotWrite(reason: String)
  /// The ledger at `path` is damaged: a page it must copy cannot be read.
  case damagedLedger(path: String, reason: String)
}

extension Ledger {
  /// Whether the ledger's file does not exist yet, or is empty (it was opened to read, as an
  /// empty ledger).
  public var isMissing: Bool { database.path == ":memory:" && path != ":memory:" }

  /// What writing a copy with `backUp(into:)` may leave beside it when interrupted (SQLite's
  /// rollback journal), to be removed with it.
  public static let backupSideFileSuffixes = ["-journal"]

  /// Writes a consistent copy of the ledger into the empty file at `path` with SQLite's
  /// `VACUUM INTO`: one read transaction, so other processes may go on writing, and the copy
  /// is the ledger as it was when the backup began. Where the copy goes in the end, and what
  /// becomes of a file already there, is the caller's to decide (see the CLI's `OutputFile`).
  public func backUp(into path: String) throws(BackupError) {
    do {
      try database.prepare("VACUUM INTO ?").bind([.text(path)]).run()
    } catch let error where Self.isDamage(error) {
      throw .damagedLedger(path: self.path, reason: error.message)
    } catch {
      throw .cannotWrite(reason: error.message)
    }
  }
}
