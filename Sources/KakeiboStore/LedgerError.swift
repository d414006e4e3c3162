import CSQLite

/// Why the ledger could not be opened, read or written. Each case names the file.
public enum LedgerError: Error, Equatable, Sendable {
  /// The path names a directory, not a file.
  case isDirectory(path: String)
  /// The file or a folder above it could not be created.
  case cannotCreate(path: String, reason: String)
  /// SQLite could not open the file (permissions, a missing folder, …).
  case cannotOpen(path: String, reason: String)
  /// The file is not an SQLite database, or is another application's database.
  case notALedger(path: String, reason: String)
  /// The ledger was written by a newer kakeibo with a schema this binary does not know.
  case newerVersion(path: String, found: Int, supported: Int)
  /// The file or folder is write-protected.
  case readOnly(path: String)
  /// Another process held the ledger's lock for longer than the busy timeout.
  case busy(path: String)
  /// The disk (or the file-size limit) is full.
  case diskFull(path: String)
  /// SQLite found the file damaged.
  case corrupt(path: String, reason: String)
  /// A sum does not fit in a 64-bit integer.
  case overflow
  /// Any other failure of SQLite or the file system.
  case io(path: String, reason: String)

  /// Classifies an SQLite error by its result code.
  init(_ error: SQLiteError, path: String) {
    switch error.primaryCode {
    case SQLITE_BUSY, SQLITE_LOCKED:
      self = .busy(path: path)
    case SQLITE_FULL:
      self = .diskFull(path: path)
    case SQLITE_READONLY:
      self = .readOnly(path: path)
    case SQLITE_NOTADB:
      self = .notALedger(path: path, reason: "it is not an SQLite database")
    case SQLITE_CORRUPT:
      self = .corrupt(path: path, reason: error.message)
    case SQLITE_CANTOPEN, SQLITE_PERM, SQLITE_AUTH:
      self = .cannotOpen(path: path, reason: error.message)
    case SQLITE_ERROR where error.message == "integer overflow":
      self = .overflow
    default:
      self = .io(path: path, reason: error.message)
    }
  }
}
