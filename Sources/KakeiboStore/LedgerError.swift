import KakeiboCore

/// Why the ledger could not be opened, read or written. Each case names the ledger: the file's
/// path, or a PostgreSQL URI with its password masked (`LedgerLocation.description`).
public enum LedgerError: Error, Equatable, Sendable {
  /// The path names a directory, not a file.
  case isDirectory(path: String)
  /// The path names a FIFO, a device or a socket, not a regular file (nor nothing yet).
  case notARegularFile(path: String, kind: SpecialFile)
  /// The file, or the folder `folder` above it, could not be created.
  case cannotCreate(path: String, folder: String?, reason: SystemError)
  /// SQLite could not open the file (permissions, a missing folder, …).
  case cannotOpen(path: String, reason: OpenFailure)
  /// The file is not an SQLite database, or is another application's database.
  case notALedger(path: String, reason: NotALedgerReason)
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
  case corrupt(path: String, reason: Damage)
  /// An entry has a date, kind or category that another program stored past the ledger's
  /// rules, so that it cannot be read as an entry; `edit` or `delete` repairs it.
  case invalidEntry(path: String, RuleViolation)
  /// A write broke one of the rules the ledger's schema keeps (a value out of range, a
  /// missing one, a duplicate), which kakeibo's own checks should have caught first: nothing
  /// was written.
  case refusedByRules(path: String, ConstraintFailure)
  /// A sum does not fit in a 64-bit integer.
  case overflow
  /// Any other failure of SQLite or the file system.
  case io(path: String, reason: String)

  /// An entry shown to the user (in a form or browse) was changed, or deleted, since, by the
  /// change `by` (nil when the change log does not say): nothing was written.
  case changedSince(entry: Int64, isDeleted: Bool, by: ChangeRecord?)
  /// A copy's target already holds a ledger's data (an entry, a budget, a setting, a change).
  case notEmpty(path: String)
  /// A change of several entries names ids that no entry has; nothing was changed.
  case noSuchEntries([Int64])
  /// `kakeibo undo` would revert `change`, but a later change by someone else, `by`, touched the
  /// same entry, budget or setting since: nothing was undone.
  case undoBlocked(change: ChangeRecord, by: ChangeRecord)
  /// `kakeibo redo` would re-apply `change`, but since it was undone someone else made a change,
  /// `by`, or undid one, that touched the same entry, budget, setting or rule: nothing was
  /// redone.
  case redoBlocked(change: ChangeRecord, by: ChangeRecord)
  /// `kakeibo redo` would re-apply `change`, but the change `by` was recorded after it was
  /// undone, which ends what redo can re-apply: nothing was redone.
  case changedSinceUndo(change: ChangeRecord, by: ChangeRecord)
  /// On an offline copy, entry `entry` is the subject of `change`, a pending change of the copy
  /// that conflicts with the server's version, and the server deleted it (its change `by`, when
  /// the log says): a change of the entry made again cannot apply there. Nothing was written.
  case offlineTheirsDeleted(entry: Int64, change: ChangeRecord, by: ChangeRecord?)

  // MARK: PostgreSQL

  /// The engine the ledger needs cannot be loaded (libpq5 for a PostgreSQL ledger).
  case engineMissing(path: String, reason: String)
  /// The server could not be reached: no such host, nothing listening, the connect timeout.
  case unreachable(path: String, server: ServerAddress, reason: String)
  /// A libpq key=value connection string was given where a ledger's file or URI goes; `uri`
  /// names the same without the password.
  case connectionString(path: String, uri: String)
  /// The connection URI is not one libpq accepts (an unknown parameter, a bad value or escape).
  case invalidLocation(path: String, reason: String)
  /// The server refused the connection: a wrong password, an unknown role, no such database.
  case accessDenied(path: String, reason: String)
  /// The role may not create the ledger's schema in this database (`reason` in the server's
  /// words): nothing was created.
  case cannotCreateSchema(path: String, role: String, schema: String, reason: String)
  /// The shared ledger's schema is at `version`, and only its owner may bring it up to
  /// `latest`: nothing was changed.
  case ownerMustMigrate(path: String, version: Int, latest: Int, owner: String)
  /// The server cannot take connections yet, or any more (`phase` says why, `reason` in its
  /// words): it will once it has started, recovered or restarted. Nothing was written.
  case serverNotReady(path: String, server: ServerAddress, phase: ServerPhase, reason: String)
  /// The role is not a member of this shared ledger: its owner has given it no access.
  case notAMember(path: String, role: String, owner: String)
  /// The member may only read this ledger, or the server refused a write for lack of a grant.
  case readOnlyAccess(path: String, reason: String)
  /// Members are for a shared ledger, and this one is a file.
  case notShared(path: String)
  /// Only the ledger's owner may change its members.
  case notOwner(path: String, owner: String)
  /// The server has no role of that name.
  case noSuchRole(path: String, role: String)
  /// The connection broke while a statement ran (the server restarted or went away).
  case connectionLost(path: String, reason: String)

  /// Whether SQLite could not open or write the file itself (as on a read-only disk).
  var isUnwritableFile: Bool {
    switch self {
    case .cannotOpen, .readOnly: true
    default: false
    }
  }
}

/// Why a PostgreSQL server said it cannot take connections now (SQLSTATE 57P03).
public enum ServerPhase: Equatable, Sendable {
  /// Starting up, or recovering after a crash or an immediate stop, before it accepts
  /// connections.
  case startingUp
  /// Shutting down (to stop, or to restart).
  case shuttingDown
}

/// What a path names when it is neither a regular file nor a directory.
public enum SpecialFile: Equatable, Sendable {
  case fifo
  case characterDevice
  case blockDevice
  case socket
}

/// What is damaged in a ledger, as data.
public enum Damage: Equatable, Sendable {
  /// The engine's words (SQLite's, the server's), or the store's note of a stored value that
  /// no kakeibo writes (a date that is no day, a kind it does not know), quoted as they are.
  case reported(String)
  /// A row's text that breaks the rules for its field, as another program stored it.
  case invalidText(DamagedRow, InvalidValue)
  /// A value no kakeibo writes, as another program stored it: the row, the column, and the
  /// value as stored (nil: none, where one is needed).
  case unexpected(DamagedRow, column: String, value: String?)
  /// A column's value kakeibo cannot read at all (a fingerprint that is not 16 bytes, a
  /// change's detail in no form kakeibo writes).
  case unreadable(DamagedRow, column: String)
}

/// The row a `Damage` is in.
public enum DamagedRow: Equatable, Sendable {
  case budget
  case rule(Int64)
  /// An entry, by its id.
  case entry(Int64)
  /// A setting's row (the household's split).
  case setting(Setting)
  /// A change in the change log, by its id.
  case change(Int64)
  /// An entry whose id the message cannot name (the first found by a value).
  case someEntry
  /// A row of some table (entries, budgets or rules alike).
  case someRow
  /// A table as a whole (`ledger_identity`), or the rows of one.
  case table(String)
}

/// Why the file could not be opened: the system's error, or SQLite's own words when it gave no
/// system error.
public enum OpenFailure: Equatable, Sendable {
  case system(SystemError)
  case engine(String)
}

/// What the file or schema is, when it is not a kakeibo ledger.
public enum NotALedgerReason: Equatable, Sendable {
  /// The file is not an SQLite database at all.
  case notSQLite
  /// An SQLite database, but another application's.
  case otherApplicationsDatabase
  /// The PostgreSQL schema `schema` holds tables that are not a kakeibo ledger's.
  case otherApplicationsSchema(String)
}
