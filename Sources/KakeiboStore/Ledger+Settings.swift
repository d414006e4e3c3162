import KakeiboCore

/// Settings stored in the ledger, such as the day months begin on. Changing one is recorded in
/// the change log in the same transaction, with the value it replaced in `change_settings`, so
/// that `undoLastChange()` restores it.
extension Ledger {
  /// Returns the stored value of `setting`, or nil when it is not set (its default applies).
  func value(of setting: Setting) throws(LedgerError) -> String? {
    try guarded { try storedValue(of: setting) }
  }

  /// Returns the day months begin on: the stored `month-start`, else the 1st.
  func monthStart() throws(LedgerError) -> MonthStart {
    guard let text = try value(of: .monthStart) else { return .calendar }
    guard let day = Int(text), let start = MonthStart(day: day) else {
      throw .corrupt(
        path: path, reason: .unexpected(.setting(.monthStart), column: "value", value: text))
    }
    return start
  }

  /// Stores `value` (already checked, in stored form) as `setting`, or with nil removes it so
  /// that its default applies. Returns the value it replaced (nil: not set). Storing the value
  /// already there is recorded as a setting change that changed nothing.
  @discardableResult
  func setValue(_ value: String?, of setting: Setting) throws(LedgerError) -> String? {
    try guarded {
      try connection.writeTransaction {
        try supersedeOfflineConflicts(over: [(.settings, [.text(setting.name)])])
        let before = try storedValue(of: setting)
        // The default, set where nothing is stored, changes nothing either.
        guard before != value, before != nil || value != setting.defaultValue else {
          let was = before ?? setting.defaultValue
          try recordUnchanged(
            .config,
            value.map { .settingSet(name: setting.name, value: $0, was: was) }
              ?? .settingUnset(name: setting.name, was: was))
          return before
        }
        if let value {
          try connection.run(
            """
            INSERT INTO settings (key, value) VALUES ($1, $2)
            ON CONFLICT (key) DO UPDATE SET value = excluded.value
            """, [.text(setting.name), .text(value)])
        } else {
          try connection.run("DELETE FROM settings WHERE key = $1", [.text(setting.name)])
        }
        let was = before ?? setting.defaultValue
        let changeID = try recordChange(
          .config,
          value.map { .settingSet(name: setting.name, value: $0, was: was) }
            ?? .settingUnset(name: setting.name, was: was),
          replacing: [])
        try connection.run(
          "INSERT INTO change_settings (change_id, key, value) VALUES ($1, $2, $3)",
          [.integer(changeID), .text(setting.name), before.map(SQLValue.text) ?? .null])
        return before
      }
    }
  }

  private func storedValue(of setting: Setting) throws -> String? {
    try connection.firstRow(
      "SELECT value FROM settings WHERE key = $1", [.text(setting.name)]
    ) { $0.text(0) }
  }

  /// Puts back the settings that change `changeID` replaced, as `images` (`change_settings`,
  /// or for a redo `redo_settings`) keeps them: removes those that were not set and restores
  /// the values of the others. Runs inside undo's (or redo's) transaction.
  func restoreSettings(changedBy changeID: Int64, from images: String = "change_settings") throws {
    try connection.run(
      """
      DELETE FROM settings
      WHERE key IN (SELECT key FROM \(images) WHERE change_id = $1 AND value IS NULL)
      """, [.integer(changeID)])
    try connection.run(
      """
      INSERT INTO settings (key, value)
      SELECT key, value FROM \(images) WHERE change_id = $1 AND value IS NOT NULL
      ON CONFLICT (key) DO UPDATE SET value = excluded.value
      """, [.integer(changeID)])
  }
}
