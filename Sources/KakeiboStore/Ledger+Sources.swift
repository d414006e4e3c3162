import KakeiboCore

/// The sources in use: the banks, cards and accounts the ledger's entries were imported from.
extension Ledger {
  /// Every source some entry has, each once, in code point order (one scan of the source
  /// index, which holds only entries that have one).
  func sourcesInUse() throws(LedgerError) -> [EntrySource] {
    try guarded {
      try connection.rows(
        """
        SELECT source FROM entries WHERE source IS NOT NULL GROUP BY source
        ORDER BY \(sql.textOrder("source"))
        """, []
      ) { row in row.text(0).isEmpty ? nil : EntrySource(stored: row.text(0)) }.compactMap { $0 }
    }
  }

  /// The sources in use that `text` names (see `EntrySource.isNamed`): one, or none; more only
  /// when a client outside kakeibo stored names that differ in letter case or width alone.
  func sources(named text: String) throws(LedgerError) -> [EntrySource] {
    try sourcesInUse().filter { $0.isNamed(text) }
  }
}
