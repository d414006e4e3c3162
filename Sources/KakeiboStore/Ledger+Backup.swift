import CSQLite

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Why a backup was not made.
public enum BackupError: Error, Equatable, Sendable {
  /// A file is already at the destination (and replacing it was not asked for).
  case exists(path: String)
  /// The destination is the ledger itself.
  case sameFile(path: String)
  /// The backup could not be written.
  case cannotWrite(path: String, reason: String)
  /// The ledger at `path` is damaged: a page it must copy cannot be read.
  case damagedLedger(path: String, reason: String)
}

extension Ledger {
  /// Whether the ledger's file does not exist yet (it was opened to read, as an empty ledger).
  public var isMissing: Bool { database.path == ":memory:" && path != ":memory:" }

  /// Writes a consistent copy of the ledger to `destination` with SQLite's `VACUUM INTO`: one
  /// read transaction, so other processes may go on writing, and the copy is the ledger as it
  /// was when the backup began. The copy is written beside the destination, synced, and only
  /// then put in its place, so a failed backup leaves no half-written file; it is readable only
  /// by its owner (mode 0600), as the ledger is. Refuses to replace an existing file unless
  /// `replacing`. Returns the size of the backup in bytes.
  @discardableResult
  public func backUp(to destination: String, replacing: Bool) throws(BackupError) -> Int {
    var existing = stat()
    if stat(destination, &existing) == 0 {
      var ledger = stat()
      if stat(path, &ledger) == 0, ledger.st_dev == existing.st_dev,
        ledger.st_ino == existing.st_ino
      {
        throw .sameFile(path: destination)
      }
      guard replacing else { throw .exists(path: destination) }
    }
    let temporary = destination + ".kakeibo-\(getpid()).tmp"
    let descriptor = Glibc.open(temporary, O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, 0o600)
    guard descriptor >= 0 else { throw Self.failure(destination) }
    var isPlaced = false
    defer {
      close(descriptor)
      if !isPlaced { unlink(temporary) }
    }
    do {
      try database.prepare("VACUUM INTO ?").bind([.text(temporary)]).run()
    } catch let error where Self.isDamage(error) {
      throw .damagedLedger(path: path, reason: error.message)
    } catch {
      throw .cannotWrite(path: destination, reason: error.message)
    }
    var written = stat()
    guard fsync(descriptor) == 0, fstat(descriptor, &written) == 0 else {
      throw Self.failure(destination)
    }
    if replacing {
      guard rename(temporary, destination) == 0 else { throw Self.failure(destination) }
    } else {
      // link() fails if a file appeared at the destination meanwhile: never replaced.
      guard link(temporary, destination) == 0 else {
        throw errno == EEXIST ? .exists(path: destination) : Self.failure(destination)
      }
      unlink(temporary)
    }
    isPlaced = true
    return Int(written.st_size)
  }

  private static func failure(_ destination: String) -> BackupError {
    .cannotWrite(path: destination, reason: FileSystem.errorText(errno))
  }
}
