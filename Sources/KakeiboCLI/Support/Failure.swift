import ArgumentParsing
import KakeiboCore
import KakeiboImport
import KakeiboStore
import Messages
import TerminalUI
import Wording

/// Errors a command raises itself, beyond those of the parser, the domain and the store.
public enum CommandError: Error, Equatable, Sendable {
  /// No entry has this id.
  case noSuchEntry(Int64)
  /// A command-line argument's bytes are not UTF-8 (1 is the first argument).
  case invalidEncoding(argument: Int)
  /// `--from` comes after `--to`.
  case emptyRange(from: LedgerDate, to: LedgerDate)
  /// `budget unset` names a budget that does not exist.
  case noSuchBudget(Category, subcategory: Subcategory?, from: YearMonth)
  /// No recurring rule has this id.
  case noSuchRule(Int64)
  /// An import file cannot be read at all.
  case importFailed(file: String, ImportError)
  /// An import file has rows with problems (each already reported), so nothing was imported.
  case importRefused(file: String, problems: Int, rows: Int)
  /// A command that needs an existing ledger (backup, check) found no file.
  case noLedger(path: String)
  /// `check` found the file damaged, or entries breaking the ledger's rules.
  case checkFailed(path: String, damage: Int, violations: Int)
  /// The user cancelled a form or picker (Esc, q, Ctrl-C, closed input) before anything was
  /// written.
  case cancelled
  /// The user left `browse` with Ctrl-C; what was saved before stays saved.
  case interrupted
  /// `backup --force`, `offline take` or `copy` would replace an offline copy (or write into
  /// it) that holds `count` changes not pushed to its server.
  case unpushedChanges(path: String, count: Int)
  /// `offline status` on a ledger that is not an offline copy.
  case notAnOfflineCopy(path: String)
  /// `offline push --to` names a ledger that is not the one the copy was taken of.
  case notTheCopysLedger(path: String, server: String)
  /// `offline push` connected as another role than the member the copy was taken as.
  case pushAsAnotherMember(path: String, member: String, role: String)
  /// `offline drop CHANGE` names no change of the copy's own still pending.
  case noSuchUnpushedChange(path: String, change: Int64)
  /// The command has said what went wrong already (on more lines than one); it exits with the
  /// status.
  case alreadyReported(ExitStatus)
}

/// The one place that turns an error into the line the user reads and the status `kakeibo`
/// exits with. The words are the catalogue's (each error's `Message` rendering); the status is
/// decided here, the same in every language.
public enum Failure {
  /// Returns the message (without the `kakeibo: ` prefix, or nil when nothing should be said)
  /// and the exit status for `error`, raised while running `command` when given, in
  /// `language`. The message is one line: whatever it repeats from outside (arguments, file
  /// names, header names, SQLite's words about a damaged schema) has its control characters
  /// made visible, and any password in it (a URI's, given as whichever argument) masked.
  public static func describe(
    _ error: any Error, command: String? = nil, language: Language = .english
  ) -> (message: String?, status: ExitStatus) {
    let (message, status) = words(for: error, command: command)
    return (message.map { PasswordMasking.masked(VisibleText.of($0.text(in: language))) }, status)
  }

  private static func words(for error: any Error, command: String?) -> (
    message: (any Message)?, status: ExitStatus
  ) {
    switch error {
    case let error as UsageError:
      return (UsageMessage.refusal(error, help: error.command ?? command), .usage)
    case let error as InvalidValue:
      return (error, .invalidData)
    case let error as CommandError:
      return (error.isSaid ? error : nil, status(of: error))
    case let error as LedgerError:
      return (error, status(of: error))
    case let error as FileError:
      if case .readFailed = error { return (error, .ioError) }
      return (error, .noInput)
    case let error as BackupError:
      switch error {
      case .cannotWrite: return (error, .ioError)
      case .damagedLedger: return (error, .ioError)
      case .copyFailed(let error): return (error, status(of: error))
      }
    case let error as OutputFileError:
      if case .cannotWrite = error.problem { return (error, .ioError) }
      return (error, .cannotCreate)
    case let problem as ImportProblem:
      return (problem, .invalidData)
    case ReportError.overflow:
      return (ReportMessage.overflow, .invalidData)
    case TerminalError.cannotSetMode(let reason):
      return (ReportMessage.terminal(reason), .ioError)
    case OutputError.closed:
      return (nil, .success)
    case OutputError.failed(let reason):
      return (ReportMessage.cannotWriteOutput(reason), .ioError)
    default:
      return (ReportMessage.unexpected("\(error)"), .internalError)
    }
  }

  private static func status(of error: CommandError) -> ExitStatus {
    switch error {
    case .noSuchEntry, .noSuchRule, .invalidEncoding, .emptyRange, .noSuchBudget, .importFailed,
      .importRefused:
      .invalidData
    case .cancelled, .interrupted: .cancelled
    case .noLedger: .noInput
    case .unpushedChanges: .cannotCreate
    case .notAnOfflineCopy: .usage
    case .notTheCopysLedger, .noSuchUnpushedChange: .invalidData
    case .pushAsAnotherMember: .noPermission
    case .checkFailed(_, let damage, _): damage > 0 ? .ioError : .invalidData
    case .alreadyReported(let status): status
    }
  }

  private static func status(of error: LedgerError) -> ExitStatus {
    switch error {
    case .isDirectory, .notARegularFile, .cannotCreate, .cannotOpen, .notALedger, .newerVersion,
      .readOnly, .unmergedLog, .moved, .diskFull, .fileSizeLimit, .corrupt, .io,
      .connectionLost:
      .ioError
    case .busy, .busyReading, .serverNotReady, .changedSince: .busy
    case .overflow, .refusedByRules, .invalidEntry, .undoBlocked, .redoBlocked, .changedSinceUndo,
      .noSuchRole, .noSuchEntries, .offlineTheirsDeleted:
      .invalidData
    case .notEmpty: .cannotCreate
    case .engineMissing, .unreachable: .unavailable
    case .connectionString, .invalidLocation, .notShared: .usage
    case .accessDenied, .cannotCreateSchema, .ownerMustMigrate, .notAMember, .readOnlyAccess,
      .notOwner:
      .noPermission
    }
  }

  /// `5 seconds`, `1 second`, `0.2 seconds`, `0.001 seconds`: exact, without trailing zeros.
  static func seconds(_ milliseconds: Int32) -> String {
    LedgerError.seconds(milliseconds)
  }

  /// The value in double quotes, on one line (see `Quoting.quoted`).
  static func quoted(_ value: String) -> String {
    Quoting.quoted(value)
  }
}

extension CommandError {
  /// Whether the error is said on standard error: not when the command has said it already,
  /// or the user left with Ctrl-C.
  var isSaid: Bool {
    switch self {
    case .interrupted, .alreadyReported: false
    default: true
    }
  }
}
