import KakeiboCore

extension Ledger {
  /// The ledger's settings (month-start, me, split), each recorded in the change log.
  public var settings: Settings { Settings(ledger: self) }

  /// The ledger's settings (month-start, me, split), each recorded in the change log.
  public struct Settings {
    let ledger: Ledger

    /// Returns the stored value of `setting`, or nil when it is not set (its default applies).
    public func value(of setting: Setting) throws(LedgerError) -> String? {
      try ledger.value(of: setting)
    }

    /// Returns the day months begin on: the stored `month-start`, else the 1st.
    public func monthStart() throws(LedgerError) -> MonthStart {
      try ledger.monthStart()
    }

    /// Stores `value` (already checked, in stored form) as `setting`, or with nil removes it so
    /// that its default applies. Returns the value it replaced (nil: not set). Storing the value
    /// already there is recorded as a setting change that changed nothing.
    @discardableResult
    public func set(_ value: String?, of setting: Setting) throws(LedgerError) -> String? {
      try ledger.setValue(value, of: setting)
    }
  }
}
