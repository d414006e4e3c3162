import CSQLite
import KakeiboCore

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

extension LedgerError {
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
      self = .notALedger(path: path, reason: .notSQLite)
    case (SQLITE_NOTADB, _):
      self = .corrupt(path: path, reason: .reported(error.message))
    case (SQLITE_CORRUPT, _):
      self = .corrupt(path: path, reason: .reported(error.message))
    case (SQLITE_CANTOPEN, let code) where code != 0, (SQLITE_PERM, let code) where code != 0:
      self = .cannotOpen(path: path, reason: .system(SystemError(code)))
    case (SQLITE_CANTOPEN, _), (SQLITE_PERM, _), (SQLITE_AUTH, _):
      self = .cannotOpen(path: path, reason: .engine(error.message))
    case (SQLITE_CONSTRAINT, _) where error.code != sqliteConstraintTrigger:
      self = .refusedByRules(
        path: path, .sqlite(code: error.code, message: error.message, sql: error.sql))
    case (SQLITE_ERROR, _) where error.message == "unsupported file format":
      // The header's schema format number is not one SQLite knows: a damaged byte.
      self = .corrupt(path: path, reason: .reported(error.message))
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
/// SQLITE_CONSTRAINT_TRIGGER: a trigger's RAISE, whose message is the trigger's own words.
let sqliteConstraintTrigger = SQLITE_CONSTRAINT | (7 << 8)
