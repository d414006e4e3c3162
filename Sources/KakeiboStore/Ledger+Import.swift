import KakeiboCore

/// How many rows an import added, and how many it found already in the ledger.
public struct ImportCounts: Hashable, Sendable {
  /// Entries stored.
  public var added = 0
  /// Rows already in the ledger, so nothing was stored for them: their fingerprint was there
  /// (from an earlier import, or earlier in the same file), or they are the very entry they
  /// were exported from.
  public var duplicates = 0

  public init(added: Int = 0, duplicates: Int = 0) {
    self.added = added
    self.duplicates = duplicates
  }
}

/// The rows of one import, added inside the transaction `Ledger.importEntries` holds. Each
/// engine stores them its own way (SQLite one row at a time, PostgreSQL in batches copied to
/// the server), so a row's fate reaches `onStored` when it is known, with the tag it was given.
public final class ImportBatch {
  private let storage: any ImportBatchStorage
  private let ledger: Ledger

  fileprivate init(storage: any ImportBatchStorage, ledger: Ledger) {
    self.storage = storage
    self.ledger = ledger
  }

  /// Called with each entry stored (never for a duplicate) and the tag its row was given: at
  /// once, or at the latest by the end of `flush()`.
  public var onStored: ((Entry, Int) -> Void)? {
    get { storage.onStored }
    set { storage.onStored = newValue }
  }

  /// What the import has added so far, and what it found already in the ledger; exact after
  /// `flush()`.
  public var counts: ImportCounts { storage.counts }

  /// Offers `draft` with the fingerprint of its source row: stored as a new entry unless an
  /// entry with `fingerprint` is already in the ledger, or the row is one of kakeibo's own
  /// export from this very ledger (`exported`) and the entry it was exported from is still
  /// there with the same date, amount, category and memo: an export imported back into its own
  /// ledger adds nothing, while another ledger's entry with the same id and values is a
  /// different entry.
  public func add(
    _ draft: EntryDraft, fingerprint: Fingerprint, exported: ExportedEntry? = nil, tag: Int = 0
  ) throws(LedgerError) {
    try ledger.guarded {
      try storage.add(draft, fingerprint: fingerprint, exported: exported, tag: tag)
    }
  }

  /// Whether this import has already been given a row with `fingerprint`: it stored it, or
  /// found it in the ledger already. The importer asks when a date comes back in a file that
  /// is not sorted by date; the ledger remembers, so that the importer's memory stays flat.
  public func hasMet(_ fingerprint: Fingerprint) throws(LedgerError) -> Bool {
    try ledger.guarded { try storage.hasMet(fingerprint) }
  }

  /// Stores every row offered so far, so that `counts` and `onStored` have heard of them all.
  public func flush() throws(LedgerError) {
    try ledger.guarded { try storage.flush() }
  }
}

extension Ledger {
  /// Runs one import as ONE write transaction: `body` adds the rows through the batch, and they
  /// are committed when it returns, recorded in the change log as one change (so that one undo
  /// removes the whole import) described as an import from `source`; an import that added
  /// nothing is recorded as a change that changed nothing. When `body` throws, nothing is
  /// written and its error is rethrown as it is. With `dryRun`, everything is rolled back once
  /// `body` returns, so the counts (and the ids of the entries stored) are exactly what the
  /// import would give.
  public func importEntries<Result>(
    from source: String, dryRun: Bool = false, _ body: (ImportBatch) throws -> Result
  ) throws -> (result: Result, counts: ImportCounts) {
    var outcome: (result: Result, counts: ImportCounts)?
    do {
      let identity = try storedIdentity()
      try storage.importTransaction(identity: identity) { batchStorage in
        let batch = ImportBatch(storage: batchStorage, ledger: self)
        let result = try body(batch)
        try batchStorage.flush()
        outcome = (result, batchStorage.counts)
        try batchStorage.finish()
        if dryRun { throw DryRunRollBack() }
        if let ids = batchStorage.storedIDs {
          let count = batchStorage.counts.added
          try recordChange(
            .import, summary: "import \(count) \(count == 1 ? "entry" : "entries") from \(source)",
            created: ids)
        } else {
          try recordUnchanged(.import, "import of \(source)")
        }
      }
    } catch is DryRunRollBack {
      // The dry run is over; the transaction was rolled back.
    } catch let error as SQLiteError {
      throw storage.ledgerError(error)
    } catch let error as PostgresError {
      throw storage.ledgerError(error)
    }
    guard let outcome else { throw LedgerError.io(path: path, reason: "the import did not run") }
    return outcome
  }
}

/// Thrown to end a dry run's transaction with a rollback.
private struct DryRunRollBack: Error {}
