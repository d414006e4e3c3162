import ArgumentParsing
import KakeiboCore
import KakeiboStore

extension CommonOptions {
  /// `--month-start DAY`: the day months begin on, for one command.
  static let monthStart = OptionSpec.value(
    "month-start", valueName: "DAY",
    help: "Months begin on this day (1 to 28) for this command only\n"
      + "(default: the month-start setting, else 1)")

  /// Parses `--month-start` when given, before anything is opened.
  static func monthStartOverride(_ arguments: ParsedArguments) throws(InvalidValue) -> MonthStart? {
    try arguments.value("month-start").map { text throws(InvalidValue) in
      try MonthStart(parsing: text)
    }
  }
}

extension Ledger {
  /// The day months begin on for a command: `override` (from `--month-start`) when given, else
  /// the ledger's setting.
  func monthStart(overriddenBy override: MonthStart?) throws(LedgerError) -> MonthStart {
    if let override { return override }
    return try monthStart()
  }
}
