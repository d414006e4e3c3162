import CSQLite

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

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
  /// Another process held the ledger's lock for longer than the busy timeout, so a write did
  /// not happen.
  case busy(path: String, waitedMilliseconds: Int32)
  /// Another process held the ledger's lock for longer than the busy timeout while this one
  /// only read.
  case busyReading(path: String, waitedMilliseconds: Int32)
  /// The file cannot be read safely: its write-ahead log holds changes not yet in the file,
  /// and the folder or disk is read-only, so SQLite cannot open the log's index beside it.
  case unmergedLog(path: String)
  /// The file was removed or replaced by another while this process had it open.
  case moved(path: String)
  /// The disk is full.
  case diskFull(path: String)
  /// The file reached the process's file-size limit (`ulimit -f`).
  case fileSizeLimit(path: String)
  /// The file is damaged: SQLite found a page it cannot read (SQLITE_CORRUPT, or SQLITE_NOTADB
  /// after the file was opened as a ledger), or a row breaks the ledger's rules.
  case corrupt(path: String, reason: String)
  /// A sum does not fit in a 64-bit integer.
  case overflow
  /// Any other failure of SQLite or the file system.
  case io(path: String, reason: String)

  /// Classifies an SQLite error by its result code and the system error behind it; a busy
  /// ledger is worded for a write when `isWriting` (the command meant to write) or the error
  /// says so. `isOpen` says whether the file was already read as a ledger: then a page that is
  /// not a database page is damage, not another kind of file.
  init(
    _ error: SQLiteError, path: String, busyTimeoutMilliseconds: Int32 = 0,
    isWriting: Bool = false, isOpen: Bool = true
  ) {
    switch (error.primaryCode, error.systemErrno) {
    case (SQLITE_BUSY, _), (SQLITE_LOCKED, _):
      self =
        isWriting || error.isWriting
        ? .busy(path: path, waitedMilliseconds: busyTimeoutMilliseconds)
        : .busyReading(path: path, waitedMilliseconds: busyTimeoutMilliseconds)
    case (SQLITE_FULL, _), (_, ENOSPC), (_, EDQUOT):
      self = .diskFull(path: path)
    case (_, EFBIG):
      self = .fileSizeLimit(path: path)
    case (SQLITE_READONLY, _) where error.code == sqliteReadOnlyDatabaseMoved:
      self = .moved(path: path)
    case (SQLITE_READONLY, _), (_, EROFS):
      self = .readOnly(path: path)
    case (SQLITE_NOTADB, _) where !isOpen:
      self = .notALedger(path: path, reason: "it is not an SQLite database")
    case (SQLITE_NOTADB, _):
      self = .corrupt(path: path, reason: error.message)
    case (SQLITE_CORRUPT, _):
      self = .corrupt(path: path, reason: error.message)
    case (SQLITE_CANTOPEN, let code) where code != 0, (SQLITE_PERM, let code) where code != 0:
      self = .cannotOpen(path: path, reason: String(cString: strerror(code)))
    case (SQLITE_CANTOPEN, _), (SQLITE_PERM, _), (SQLITE_AUTH, _):
      self = .cannotOpen(path: path, reason: error.message)
    case (SQLITE_ERROR, _) where error.message == "integer overflow":
      self = .overflow
    case (SQLITE_IOERR, let code) where code != 0 && code != EFBIG:
      self = .io(path: path, reason: "\(error.message): \(String(cString: strerror(code)))")
    case (SQLITE_IOERR, _) where error.code == sqliteIOErrorWrite && Self.hasFileSizeLimit():
      // SQLite does not keep the EFBIG of a write past `ulimit -f`; the limit explains it.
      self = .fileSizeLimit(path: path)
    default:
      self = .io(path: path, reason: error.message)
    }
  }

  /// Whether SQLite could not open or write the file itself (as on a read-only disk).
  var isUnwritableFile: Bool {
    switch self {
    case .cannotOpen, .readOnly: true
    default: false
    }
  }

  /// Whether this process has a file-size limit (`ulimit -f`).
  static func hasFileSizeLimit() -> Bool {
    var limit = rlimit()
    return getrlimit(__rlimit_resource_t(RLIMIT_FSIZE.rawValue), &limit) == 0
      && limit.rlim_cur != rlim_t.max
  }
}

/// SQLITE_IOERR_WRITE, which the C header defines as an expression Swift does not import.
let sqliteIOErrorWrite = SQLITE_IOERR | (3 << 8)
/// SQLITE_READONLY_DBMOVED: the file was removed or renamed since it was opened.
let sqliteReadOnlyDatabaseMoved = SQLITE_READONLY | (4 << 8)
