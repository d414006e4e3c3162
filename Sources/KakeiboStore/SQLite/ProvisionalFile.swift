#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// A ledger file that opening a ledger to write created (or found empty), which stays only if
/// a change is committed to it.
///
/// SQLite needs the file, and its folders, before it can write to it; but a command that then
/// fails (an import with bad rows, a full disk) or commits nothing must leave the file system
/// as it found it. So the open remembers what it made, and the ledger, when it is released
/// without having committed a change, discards it: a created file is removed with the folders
/// created for it, and a file that was there but empty is emptied again.
///
/// Another process may have opened the same new file meanwhile, so the file is discarded only
/// when that loses nothing of anyone's: it must leave WAL mode first, which SQLite allows only
/// while no other connection uses the file; the write lock is held while it goes; and it must
/// hold no change (every change is in the `changes` table). A process that had opened the file
/// but not read it yet then finds it in rollback mode, where SQLite refuses to write to a file
/// that was removed (SQLITE_READONLY_DBMOVED) rather than lose the write.
struct ProvisionalFile {
  let path: String
  /// Whether the file was created; else it was there, empty, and is emptied again.
  let isCreated: Bool
  /// The folders created for it, outermost first.
  let folders: [String]
  let identity: FileIdentity

  /// An empty file found at `path`, or nil when there is none.
  static func adopting(_ path: String) -> ProvisionalFile? {
    FileSystem.identity(of: path).map {
      ProvisionalFile(path: path, isCreated: false, folders: [], identity: $0)
    }
  }

  /// Discards the file as the type's summary says, through `database`, the connection that
  /// made it (nil when SQLite could not open it).
  func discard(using database: Database?) {
    // Nothing was ever written to it (as when the disk is too full even to lock it): no one
    // else can have anything in it.
    if isUntouched() { return remove() }
    guard let database else { return }
    database.setBusyTimeout(milliseconds: 0)
    // Leaving WAL mode then removes the log and its index, as SQLite did before they were kept.
    database.stopKeepingWriteAheadLog()
    guard (try? database.text("PRAGMA journal_mode = DELETE")) == "delete",
      (try? database.execute("BEGIN IMMEDIATE")) != nil
    else { return }
    defer { try? database.execute("ROLLBACK") }
    guard isEmptyOfChanges(database), isStillOurs() else { return }
    remove()
  }

  /// Whether the file is still the one this open made, with 0 bytes and no log or journal.
  private func isUntouched() -> Bool {
    var info = stat()
    return stat(path, &info) == 0 && info.st_size == 0 && isStillOurs()
      && FileSystem.kind(of: path + "-wal") == .missing
      && FileSystem.kind(of: path + "-journal") == .missing
  }

  /// Whether no change is in the file: it has no `changes` table yet, or an empty one.
  private func isEmptyOfChanges(_ database: Database) -> Bool {
    let tables = try? database.int64(
      "SELECT count(*) FROM sqlite_schema WHERE type = 'table' AND name = 'changes'")
    if tables == 0 { return true }
    return (try? database.int64("SELECT EXISTS (SELECT 1 FROM changes)")) == 0
  }

  private func isStillOurs() -> Bool {
    FileSystem.identity(of: path) == identity
  }

  private func remove() {
    if isCreated {
      unlink(path)
      FileSystem.removeFolders(folders)
    } else {
      truncate(path, 0)
    }
  }
}
