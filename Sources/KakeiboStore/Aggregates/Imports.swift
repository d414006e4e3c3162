import KakeiboCore

extension Ledger {
  /// The ledger's imports: rows of a file stored as entries in one change, each row once.
  public var imports: Imports { Imports(ledger: self) }

  /// The ledger's imports: rows of a file stored as entries in one change, each row once.
  public struct Imports {
    let ledger: Ledger

    /// Runs one import as ONE write transaction: `body` adds the rows through the batch, and they
    /// are committed when it returns, recorded in the change log as one change (so that one undo
    /// removes the whole import, and gives back the entries typed by hand that it matched their
    /// former selves) described as an import from `source`; an import that changed nothing is
    /// recorded as a change that changed nothing. When `body` throws, nothing is written and its
    /// error is rethrown as it is. With `dryRun`, everything is rolled back once `body` returns,
    /// so the counts (and the ids of the entries stored) are exactly what the import would give.
    /// With `matchesHandTyped` false, statement rows are stored even when they are entries typed
    /// by hand already (`--keep-matches`).
    public func run<Result>(
      from source: String, dryRun: Bool = false, matchesHandTyped: Bool = true,
      _ body: (ImportBatch) throws -> Result
    ) throws -> (result: Result, counts: ImportCounts) {
      try ledger.importEntries(
        from: source, dryRun: dryRun, matchesHandTyped: matchesHandTyped, body)
    }
  }
}
