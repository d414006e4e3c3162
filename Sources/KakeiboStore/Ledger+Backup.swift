/// Why `Ledger.backUp(into:)` made no copy, in SQLite's words.
public struct BackupError: Error, Equatable, Sendable {
  public let reason: String
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
    } catch {
      throw BackupError(reason: error.message)
    }
  }
}
