import KakeiboCore
import KakeiboStore

extension Ledger {
  /// The day months begin on for a command: `override` (from `--month-start`) when given, else
  /// the ledger's setting.
  func monthStart(overriddenBy override: MonthStart?) throws(LedgerError) -> MonthStart {
    if let override { return override }
    return try settings.monthStart()
  }
}
