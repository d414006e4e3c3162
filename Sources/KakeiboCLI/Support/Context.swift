import ArgumentParsing
import KakeiboCore
import KakeiboStore
import TerminalUI
import Wording

/// Everything a command may touch outside its arguments: the environment, today's date, the
/// output streams and what they are connected to. Built from the real process by `Kakeibo.main`
/// and by hand in tests.
public struct Context {
  public var environment: [String: String]
  /// The language messages, headings and help are in, from `environment` (see
  /// `LanguageChoice`); chosen once, here.
  public var language: Language
  /// Today in the local time zone (or `KAKEIBO_TODAY`).
  public var today: LedgerDate
  public var output: TextOutput
  public var errorOutput: TextOutput
  /// Whether standard output is a terminal.
  public var isOutputTerminal: Bool
  /// The terminal's width in columns when standard output is one.
  public var terminalWidth: Int?
  /// Whether standard error is a terminal (where a progress line may rewrite itself).
  public var isErrorTerminal: Bool
  /// The terminal to ask the user on, when standard input and output are both one; nil
  /// otherwise, and then nothing interactive starts.
  public var terminal: (any Terminal)?
  /// The name of the account the process runs as, for `loginName` when `USER` and `LOGNAME`
  /// are unset: asked of the password database only then, and only by a command that records
  /// who made a change or shows the household's people (the look-up had been a good part of
  /// a report's time). None unless given.
  public var accountName: () -> String?

  public init(
    environment: [String: String], today: LedgerDate, output: TextOutput,
    errorOutput: TextOutput, isOutputTerminal: Bool = false, terminalWidth: Int? = nil,
    isErrorTerminal: Bool = false,
    terminal: (any Terminal)? = nil, accountName: @escaping () -> String? = { nil }
  ) {
    self.environment = environment
    self.language = LanguageChoice.language(in: environment)
    self.today = today
    self.output = output
    self.errorOutput = errorOutput
    self.isOutputTerminal = isOutputTerminal
    self.terminalWidth = terminalWidth
    self.isErrorTerminal = isErrorTerminal
    self.terminal = terminal
    self.accountName = accountName
  }

  /// Colour only on a terminal, and never when `NO_COLOR` is set or `TERM` is `dumb`.
  public var textStyle: TextStyle {
    TextStyle(
      isColorEnabled: isOutputTerminal && environment["NO_COLOR"] == nil
        && environment["TERM"] != "dumb")
  }

  /// The width tables are laid out in: the terminal's, else `COLUMNS`, else 80 columns.
  public var layoutWidth: Int { knownWidth ?? 80 }

  /// The width output must fit when one is known: the terminal's, else `COLUMNS`; nil for a
  /// pipe or a file without `COLUMNS`, where lines are kept whole.
  public var knownWidth: Int? {
    if let terminalWidth { return terminalWidth }
    if let columns = environment["COLUMNS"].flatMap({ Int($0) }), columns > 0 { return columns }
    return nil
  }

  /// Pictographs unless the terminal is dumb or the locale says the character set is not UTF-8.
  public var glyphStyle: GlyphStyle {
    if environment["TERM"] == "dumb" { return .ascii }
    let locale = [environment["LC_ALL"], environment["LC_CTYPE"], environment["LANG"]]
      .compactMap { $0 }.first { !$0.isEmpty }
    guard let locale else { return .unicode }
    return Self.namesUTF8(locale) ? .unicode : .ascii
  }

  /// Whether a locale name such as `ja_JP.UTF-8` or `C.utf8` says its character set is UTF-8.
  static func namesUTF8(_ locale: String) -> Bool {
    // Compared as bytes: String's case-folding search costs more than the whole command.
    let bytes = Array(locale.utf8).map { $0 | 0x20 }  // ASCII letters to lower case
    let dashed = Array("utf-8".utf8)
    let plain = Array("utf8".utf8)
    return bytes.indices.contains { start in
      bytes[start...].starts(with: dashed) || bytes[start...].starts(with: plain)
    }
  }

  /// Opens the ledger the command line and environment name, waiting for other processes as
  /// long as `KAKEIBO_BUSY_TIMEOUT` (milliseconds) says, 5 seconds by default.
  ///
  /// Opening an existing ledger makes the entries its recurring rules have due by today (the
  /// one write a reading command makes; see `Ledger.rules.makeDueEntries(through:)`), unless
  /// `makingDueEntries` is false (`check` looks at the ledger as it is). A ledger that cannot be
  /// written (read-only, or busy for a command that only reads) keeps them unwritten, and a
  /// note on standard error says which.
  ///
  /// `readsFirst` (see `Ledger.open`) is false for a session that writes as it goes.
  func openLedger(
    _ arguments: Arguments, intent: Ledger.Intent, makingDueEntries: Bool = true,
    readsFirst: Bool = true
  ) throws -> Ledger {
    let ledger = try Ledger.open(
      try ledgerLocation(arguments), intent: intent, member: loginName,
      busyTimeoutMilliseconds: busyTimeout(), readsFirst: readsFirst)
    guard makingDueEntries, !ledger.isMissing else { return ledger }
    // On a shared ledger the server's date decides what is due, whatever this clock says.
    let dueDay = ledger.dueDay(localToday: today)
    try warnOfClockDifference(serverToday: ledger.serverToday)
    do {
      try ledger.rules.makeDueEntries(through: dueDay)
    } catch .readOnly, .readOnlyAccess {
      try noteUnwritten(ledger, through: dueDay, isBusy: false)
    } catch .busy where intent == .read {
      try noteUnwritten(ledger, through: dueDay, isBusy: true)
    }
    return ledger
  }

  /// The most days this machine's date (or `KAKEIBO_TODAY`) may differ from a shared ledger's
  /// server before a member is warned.
  static let toleratedClockDifference = 1

  /// Warns on standard error when this machine's date and the server's differ by more than
  /// `toleratedClockDifference` days: the recurring rules then go by the server's, and what
  /// this member calls today is not the household's.
  private func warnOfClockDifference(serverToday: LedgerDate?) throws {
    guard let serverToday else { return }
    let days = today.daysSinceEpoch - serverToday.daysSinceEpoch
    guard abs(days) > Self.toleratedClockDifference else { return }
    let warning = RecurringMessage.clockDifference(today: today, server: serverToday)
    try errorOutput.writeLine("kakeibo: " + warning.text(in: language))
  }

  /// The day that decides which recurring entries are due in `ledger`: the server's date on a
  /// shared ledger, else today.
  func dueDay(in ledger: Ledger) -> LedgerDate { ledger.dueDay(localToday: today) }

  /// Says on standard error which recurring entries fell due but could not be written.
  private func noteUnwritten(_ ledger: Ledger, through today: LedgerDate, isBusy: Bool) throws {
    let due = try ledger.rules.due(through: today)
    guard !due.isEmpty else { return }
    let listed = due.prefix(3).map { rule, date in
      "\(rule.entryDate(due: date)) "
        + VisibleText.of(rule.memo.isEmpty ? "#\(rule.id)" : rule.memo.text)
        + " \(rule.amount)"
    }
    let note = RecurringMessage.unwritten(
      count: due.count, isBusy: isBusy, listed: listed, more: due.count > 3)
    try errorOutput.writeLine("kakeibo: " + note.text(in: language))
  }

  /// Where the ledger is: `--db`, else `KAKEIBO_DB`, else the default file; a PostgreSQL URI
  /// names a database.
  func ledgerLocation(_ arguments: Arguments) throws -> LedgerLocation {
    LedgerLocation(try DatabaseLocation.resolve(option: arguments[.db], environment: environment))
  }

  /// Who makes the changes to an SQLite ledger, as its change log records them: the login
  /// name (`USER`, else `LOGNAME`, else, as in cron or a container's shell, the account's name
  /// from the password database, not the placeholder "me" in reports and CSV). A PostgreSQL
  /// ledger records the role that connects.
  var loginName: String {
    [environment["USER"], environment["LOGNAME"]].compactMap { $0 }.first { !$0.isEmpty }
      ?? accountName() ?? ""
  }

  func busyTimeout() throws(InvalidValue) -> Int32 {
    guard let text = environment["KAKEIBO_BUSY_TIMEOUT"], !text.isEmpty else {
      return Ledger.busyTimeoutMilliseconds
    }
    guard let milliseconds = Int32(text), milliseconds >= 0 else {
      throw InvalidValue(.timeout, text, .notATimeout)
    }
    return milliseconds
  }
}
