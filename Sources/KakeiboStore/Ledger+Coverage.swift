import KakeiboCore

/// Where the ledger's history begins, for reports that average over the months it covers.
extension Ledger {
  /// Returns the date of the earliest entry, or nil when there are none: one step into the
  /// covering date index.
  public func firstEntryDate() throws(LedgerError) -> LedgerDate? {
    try guarded {
      try connection.firstRow("SELECT min(date) FROM entries") { row -> LedgerDate? in
        guard !row.isNull(0) else { return nil }
        let text = row.text(0)
        guard let date = LedgerDate(iso: text) else {
          let id = try connection.firstRow(
            "SELECT id FROM entries WHERE date = $1 ORDER BY id LIMIT 1", [.text(text)]
          ) { $0.int64(0) }
          guard let id else {
            throw LedgerError.corrupt(
              path: path, reason: .unexpected(.someEntry, column: "date", value: text))
          }
          throw LedgerError.invalidEntry(path: path, .date(entry: id, value: text))
        }
        return date
      } ?? nil
    }
  }
}
