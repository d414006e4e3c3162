import ArgumentParsing
import KakeiboCore
import KakeiboStore
import TerminalUI

/// Errors a command raises itself, beyond those of the parser, the domain and the store.
public enum CommandError: Error, Equatable, Sendable {
  /// No entry has this id.
  case noSuchEntry(Int64)
  /// A command-line argument's bytes are not UTF-8 (1 is the first argument).
  case invalidEncoding(argument: Int)
  /// `--from` comes after `--to`.
  case emptyRange(from: LedgerDate, to: LedgerDate)
  /// The user cancelled a form or picker (Esc, q, Ctrl-C, closed input) before anything was
  /// written.
  case cancelled
  /// The user left `browse` with Ctrl-C; what was saved before stays saved.
  case interrupted
}

/// The one place that turns an error into the line the user reads and the status `kakeibo`
/// exits with.
public enum Failure {
  /// Returns the message (without the `kakeibo: ` prefix, or nil when nothing should be said)
  /// and the exit status for `error`, raised while running `command` when given.
  public static func describe(_ error: any Error, command: String? = nil) -> (
    message: String?, status: ExitStatus
  ) {
    switch error {
    case let error as UsageError:
      let help = (error.command ?? command).map { "kakeibo \($0) --help" } ?? "kakeibo --help"
      return (error.message + " (see '\(help)')", .usage)
    case let error as InvalidValue:
      return ("\(error.field.rawValue) \(quoted(error.value)): \(error.problem)", .invalidData)
    case let error as CommandError:
      return describe(error)
    case let error as LedgerError:
      return describe(error)
    case ReportError.overflow:
      return ("the totals are too large to add up exactly in 64-bit yen", .invalidData)
    case TerminalError.cannotSetMode(let reason):
      return ("terminal: \(reason)", .ioError)
    case OutputError.closed:
      return (nil, .success)
    case OutputError.failed(let reason):
      return ("cannot write the output: \(reason)", .ioError)
    default:
      return ("unexpected error: \(error)", .internalError)
    }
  }

  private static func describe(_ error: CommandError) -> (message: String?, status: ExitStatus) {
    switch error {
    case .noSuchEntry(let id):
      return ("id \(quoted(String(id))): no entry has this id", .invalidData)
    case .invalidEncoding(let argument):
      return ("argument \(argument) is not valid UTF-8 text; nothing was done", .invalidData)
    case .emptyRange(let from, let to):
      return (
        "from \(quoted(from.description)): comes after --to \(to); the range must run forward",
        .invalidData
      )
    case .cancelled:
      return ("cancelled; nothing was written", .cancelled)
    case .interrupted:
      return (nil, .cancelled)
    }
  }

  private static func describe(_ error: LedgerError) -> (message: String?, status: ExitStatus) {
    switch error {
    case .isDirectory(let path):
      return ("database \(quoted(path)): is a directory; pass the path of a ledger file", .ioError)
    case .cannotCreate(let path, let reason):
      return ("database \(quoted(path)): cannot create it: \(reason)", .ioError)
    case .cannotOpen(let path, let reason):
      return ("database \(quoted(path)): cannot open it: \(reason)", .ioError)
    case .notALedger(let path, let reason):
      return (
        "database \(quoted(path)): not a kakeibo ledger (\(reason)); it was left untouched",
        .ioError
      )
    case .newerVersion(let path, let found, let supported):
      return (
        "database \(quoted(path)): written by a newer kakeibo (schema version \(found); this "
          + "kakeibo knows up to \(supported)); upgrade kakeibo to use it. It was left untouched",
        .ioError
      )
    case .readOnly(let path):
      return ("database \(quoted(path)): is read-only; nothing was written", .ioError)
    case .busy(let path):
      return (
        "database \(quoted(path)): the ledger is busy (another process held it for more than "
          + "\(Ledger.busyTimeoutMilliseconds / 1000) seconds); nothing was written, try again",
        .busy
      )
    case .diskFull(let path):
      return ("database \(quoted(path)): the disk is full; nothing was written", .ioError)
    case .corrupt(let path, let reason):
      return ("database \(quoted(path)): the file is damaged (\(reason))", .ioError)
    case .overflow:
      return ("the totals are too large to add up exactly in 64-bit yen", .invalidData)
    case .io(let path, let reason):
      return ("database \(quoted(path)): \(reason)", .ioError)
    }
  }

  /// The value in double quotes, on one line: control characters are shown as escapes and a
  /// very long value is cut, so that the message stays one readable line.
  static func quoted(_ value: String) -> String {
    var text = ""
    var count = 0
    for scalar in value.unicodeScalars {
      if count == 80 {
        text += "…"
        break
      }
      count += 1
      switch scalar {
      case "\n": text += "\\n"
      case "\t": text += "\\t"
      case "\r": text += "\\r"
      case "\"": text += "\\\""
      case "\\": text += "\\\\"
      case _ where Memo.isForbidden(scalar) || scalar.properties.generalCategory == .format:
        text += "\\u{" + String(scalar.value, radix: 16, uppercase: true) + "}"
      default:
        text.unicodeScalars.append(scalar)
      }
    }
    return "\"" + text + "\""
  }
}
