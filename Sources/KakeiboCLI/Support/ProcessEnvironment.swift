import KakeiboCore
import KakeiboStore
import TerminalUI

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// The real process: arguments, environment, clock and terminal. The only code in the command
/// layer that asks the operating system directly.
extension Kakeibo {
  /// Runs `kakeibo` with the process's own arguments and returns the exit status.
  public static func main() -> Int32 {
    // A closed pipe (`kakeibo list | head -1`) becomes EPIPE, which ends the output quietly.
    signal(SIGPIPE, SIG_IGN)
    // A file-size limit (`ulimit -f`) becomes a failed write that SQLite rolls back and we
    // report, instead of a silent death by SIGXFSZ.
    signal(SIGXFSZ, SIG_IGN)
    // The process ends with its command: a ledger it only read is closed by the exit.
    Ledger.leaveReadersToTheExit()
    let output = FileDescriptorOutput(descriptor: STDOUT_FILENO)
    let errorOutput = FileDescriptorOutput(descriptor: STDERR_FILENO)
    let status: ExitStatus
    let environment = processEnvironment()
    do {
      let arguments = try rawArguments()
      // Before anything slow (a connection, an import): any local user can read the arguments.
      CommandLinePasswords.hide(in: CommandLine.unsafeArgv, count: Int(CommandLine.argc))
      let today = try Self.today(environment: environment)
      let isTerminal = isatty(STDOUT_FILENO) == 1
      let terminal = SystemTerminal()
      let context = Context(
        environment: environment, today: today, output: output, errorOutput: errorOutput,
        isOutputTerminal: isTerminal,
        terminalWidth: isTerminal ? terminalWidth(environment: environment) : nil,
        isErrorTerminal: isatty(STDERR_FILENO) == 1,
        terminal: terminal.isInteractive ? terminal : nil, accountName: accountName)
      status = run(arguments, in: context)
    } catch {
      let (message, errorStatus) = Failure.describe(
        error, language: LanguageChoice.language(in: environment))
      if let message { try? errorOutput.writeLine("kakeibo: " + message) }
      status = errorStatus
    }
    do {
      try output.flush()
    } catch OutputError.closed {
      // The reader has gone; there is no one to tell.
    } catch {
      let language = LanguageChoice.language(in: environment)
      try? errorOutput.writeLine(
        "kakeibo: " + (Failure.describe(error, language: language).message ?? ""))
      try? errorOutput.flush()
      return ExitStatus.ioError.rawValue
    }
    try? errorOutput.flush()
    return status.rawValue
  }

  /// The arguments as strings, refusing any that is not valid UTF-8 (which Swift's
  /// `CommandLine.arguments` would silently turn into U+FFFD).
  static func rawArguments() throws(CommandError) -> [String] {
    var arguments: [String] = []
    for index in 1..<Int(CommandLine.argc) {
      guard let pointer = CommandLine.unsafeArgv[index] else { continue }
      let bytes = UnsafeBufferPointer(start: pointer, count: strlen(pointer))
        .lazy.map { UInt8(bitPattern: $0) }
      guard let text = String(validating: bytes, as: UTF8.self) else {
        throw .invalidEncoding(argument: index)
      }
      arguments.append(text)
    }
    return arguments
  }

  /// The environment variables kakeibo reads; the others are never copied (a shell's whole
  /// environment would cost a good part of `add`'s few milliseconds).
  static let environmentVariables = [
    "KAKEIBO_DB", "KAKEIBO_TODAY", "KAKEIBO_BUSY_TIMEOUT", "XDG_DATA_HOME", "HOME", "TERM",
    "NO_COLOR", "COLUMNS", "LC_ALL", "LC_CTYPE", "LC_MESSAGES", "LANG", "LANGUAGE", "KAKEIBO_LANG",
    "USER", "LOGNAME",
  ]

  static func processEnvironment() -> [String: String] {
    var environment: [String: String] = [:]
    for name in environmentVariables {
      if let value = getenv(name) { environment[name] = String(cString: value) }
    }
    return environment
  }

  /// The name of the account the process runs as (`getpwuid_r`), when it has one: who makes
  /// the changes when `USER` and `LOGNAME` are unset (see `Context.loginName`).
  static func accountName() -> String? {
    var account = passwd()
    var found: UnsafeMutablePointer<passwd>?
    var buffer = [CChar](repeating: 0, count: 1024)
    let status = getpwuid_r(getuid(), &account, &buffer, buffer.count, &found)
    guard status == 0, found != nil, let name = account.pw_name else { return nil }
    let text = String(cString: name)
    return text.isEmpty ? nil : text
  }

  /// Today in the local time zone (`TZ` respected), or `KAKEIBO_TODAY` when set.
  static func today(environment: [String: String]) throws(InvalidValue) -> LedgerDate {
    var now = time(nil)
    var parts = tm()
    localtime_r(&now, &parts)
    let clock = LedgerDate(
      year: Int(parts.tm_year) + 1900, month: Int(parts.tm_mon) + 1, day: Int(parts.tm_mday))
    guard let clock else {
      throw InvalidValue(.date, "\(now)", .clockOutOfRange)
    }
    guard let override = environment["KAKEIBO_TODAY"], !override.isEmpty else { return clock }
    guard let date = LedgerDate(iso: override) else {
      throw InvalidValue(.date, override, .notATodayOverride)
    }
    return date
  }

  /// The terminal's width: `COLUMNS` when set, else what the terminal reports.
  static func terminalWidth(environment: [String: String]) -> Int? {
    if let columns = environment["COLUMNS"].flatMap({ Int($0) }), columns > 0 { return columns }
    var size = winsize()
    guard ioctl(STDOUT_FILENO, UInt(TIOCGWINSZ), &size) == 0, size.ws_col > 0 else { return nil }
    return Int(size.ws_col)
  }
}
