import KakeiboCore

/// How many rows an import added, and how many it found already in the ledger.
public struct ImportCounts: Hashable, Sendable {
  /// Entries stored.
  public var added = 0
  /// Rows already in the ledger, so nothing was stored for them: their fingerprint was there
  /// (from an earlier import, or earlier in the same file), or they are the very entry they
  /// were exported from.
  public var duplicates = 0
  /// Statement rows not stored because they are entries typed by hand already (see
  /// `HandTypedMatch`): those entries gain the row's source instead.
  public var matched = 0
  /// Statement rows that replaced a recurring rule's estimate (a provisional entry of the same
  /// payee within `ImportBatch.estimateWindowDays`): that entry takes the row's amount, date,
  /// source and fingerprint, and keeps the rule's category, 内訳 and memo.
  public var replacedEstimates = 0
  /// Rows of kakeibo's own export of this very ledger whose entry is here with other values
  /// now: changed on one side or the other since the export, they are not stored (see
  /// `ImportChanged`).
  public var changed = 0

  public init(
    added: Int = 0, duplicates: Int = 0, matched: Int = 0, replacedEstimates: Int = 0,
    changed: Int = 0
  ) {
    self.added = added
    self.duplicates = duplicates
    self.matched = matched
    self.replacedEstimates = replacedEstimates
    self.changed = changed
  }
}

/// A row of kakeibo's own export of this very ledger whose entry the ledger holds with other
/// values: the entry was changed here, or in the copy the file was exported from (an offline
/// copy's edit), since. Storing the row would make a second entry beside the first, and
/// replacing the entry could undo a change made here: neither is done, and both versions are
/// shown.
public struct ImportChanged: Sendable {
  /// The row as the file has it.
  public let row: EntryDraft
  /// The entry as the ledger has it.
  public let entry: Entry
}

/// An entry an import stored, with the tag its row was given.
public struct StoredRow: Sendable {
  public let entry: Entry
  public let tag: Int
  /// Whether its category and 内訳 are the ones the ledger had learned for its memo (a
  /// statement row's; see `ImportBatch.addStatementRow`).
  public let hasLearnedClass: Bool
}

/// A statement row that is an entry typed by hand already: the row is not stored, and the
/// entry gains its source (and its fingerprint, so that the statement imported again adds
/// nothing).
public struct ImportMatch: Sendable {
  /// The row as it would have been stored.
  public let row: EntryDraft
  /// The entry typed by hand, as it was before the import.
  public let entry: Entry
}

/// A statement row that replaced a recurring rule's estimate: the provisional entry as it was,
/// and as the row makes it.
public struct EstimateReplacement: Sendable {
  public let before: Entry
  public let after: Entry
}

/// The rows of one import, added inside the transaction `Ledger.importEntries` holds. Each
/// engine stores them its own way (SQLite one row at a time, PostgreSQL in batches copied to
/// the server), so a row's fate reaches `onStored` when it is known, with the tag it was given.
///
/// Statement rows (`addStatementRow`) are held in groups of up to `statementGroupSize` and
/// decided together, with one query each for what the group needs to know: which of them the
/// ledger holds already, the categories the ledger has learned for their memos, and the
/// entries typed by hand that they may be. The same steps on both engines, written once here.
public final class ImportBatch {
  private let storage: any ImportBatchStorage
  private let ledger: Ledger
  /// Whether statement rows are paired with entries typed by hand (not with `--keep-matches`).
  private let matchesHandTyped: Bool
  /// The statement rows not yet decided, and their fingerprints.
  private var held: [HeldRow] = []
  private var heldFingerprints: Set<Fingerprint> = []
  /// The entries typed by hand that rows were paired with, in order, with what they gain.
  private(set) var matches: [(entryID: Int64, source: EntrySource?, fingerprint: Fingerprint)] =
    []
  private var matchedFingerprints: Set<Fingerprint> = []
  private var matchedIDs: Set<Int64> = []
  /// The provisional entries that statement rows replaced, in order, as they become.
  private(set) var replacements: [(entry: Entry, fingerprint: Fingerprint)] = []
  private var replacedIDs: Set<Int64> = []
  /// How many days from a provisional entry's date a statement row of its payee may be, to
  /// replace it.
  public static let estimateWindowDays = 7
  /// The class learned for each memo met so far (nil: none), while there are few enough.
  private var learnedClasses: [String: LearnedClass?] = [:]

  /// How many statement rows are decided together.
  static let statementGroupSize = 1000
  /// The most memos whose learned class is remembered; others are looked up again.
  static let learnedCacheLimit = 10_000
  /// The tag a row whose class was learned is handed to the engine with (callers' tags are -1
  /// or more), so that `onStored` can tell it.
  private static let learnedTag = -2

  private struct HeldRow {
    var draft: EntryDraft
    let fingerprint: Fingerprint
    let learnsClass: Bool
    let tag: Int
  }

  private struct LearnedClass {
    let category: Category
    let subcategory: Subcategory?
  }

  fileprivate init(storage: any ImportBatchStorage, ledger: Ledger, matchesHandTyped: Bool) {
    self.storage = storage
    self.ledger = ledger
    self.matchesHandTyped = matchesHandTyped
    storage.onChanged = { [unowned self] row, id in
      guard changedReported + changedRows.count < Self.changedShownLimit else { return }
      changedRows.append((row, id))
    }
  }

  /// Called with each entry stored (never for a duplicate or a match) and the tag its row was
  /// given: at once, or at the latest by the end of `flush()`.
  public var onStored: ((StoredRow) -> Void)? {
    didSet {
      guard let handler = onStored else {
        storage.onStored = nil
        return
      }
      storage.onStored = { entry, tag in
        let isLearned = tag == Self.learnedTag
        handler(StoredRow(entry: entry, tag: isLearned ? -1 : tag, hasLearnedClass: isLearned))
      }
    }
  }

  /// Called with each statement row that is an entry typed by hand already, when it is decided.
  public var onMatched: ((ImportMatch) -> Void)?

  /// Called with each provisional entry a statement row replaced, when it is decided.
  public var onReplacedEstimate: ((EstimateReplacement) -> Void)?

  /// Called by the end of `flush()` with each row of this ledger's own export whose entry has
  /// other values here (the first `changedShownLimit` of them; `counts.changed` counts all).
  public var onChanged: ((ImportChanged) -> Void)?

  /// The changed rows met and not yet reported to `onChanged`, with their entries' ids.
  private var changedRows: [(row: EntryDraft, id: Int64)] = []
  private var changedReported = 0
  /// The most changed rows reported with both versions.
  public static let changedShownLimit = 1000

  /// What the import has added so far, what it found already in the ledger, and what it
  /// matched with entries typed by hand; exact after `flush()`.
  public var counts: ImportCounts {
    var counts = storage.counts
    counts.matched = matches.count
    counts.replacedEstimates = replacements.count
    return counts
  }

  /// Offers `draft` with the fingerprint of its source row: stored as a new entry unless an
  /// entry with `fingerprint` is already in the ledger, or the row is one of kakeibo's own
  /// export from this very ledger (`exported`) and the entry it was exported from is still
  /// there with the same date, amount, kind, category, 内訳 and memo (its source aside): an
  /// export imported back into its own ledger adds nothing, while another ledger's entry with
  /// the same id and values is a different entry.
  public func add(
    _ draft: EntryDraft, fingerprint: Fingerprint, exported: ExportedEntry? = nil, tag: Int = 0
  ) throws(LedgerError) {
    try ledger.guarded {
      try decideHeldRows()
      try storage.add(stored(draft), fingerprint: fingerprint, exported: exported, tag: tag)
    }
  }

  /// `draft` with its payer as the ledger stores it ("me" is the role on a shared ledger).
  private func stored(_ draft: EntryDraft) -> EntryDraft {
    var draft = draft
    draft.paidBy = ledger.storedPayer(draft.paidBy)
    return draft
  }

  /// Offers a row of a bank's or card's statement, `draft` with its source: stored as `add`
  /// stores a row, unless it is an entry typed by hand already (see `HandTypedMatch`; then that
  /// entry gains the row's source and fingerprint when the import ends). With `learnsClass`,
  /// an expense (or refund) takes the category and 内訳 used most often before for its memo
  /// (ties going to the most recent), as the entry form's picker does, and keeps `draft`'s
  /// when the memo is new; only entries from before the import count, so that the rows of one
  /// import do not teach each other.
  public func addStatementRow(
    _ draft: EntryDraft, fingerprint: Fingerprint, learnsClass: Bool, tag: Int = -1
  ) throws(LedgerError) {
    held.append(
      HeldRow(
        draft: stored(draft), fingerprint: fingerprint,
        learnsClass: learnsClass && draft.kind == .expense && !draft.memo.isEmpty, tag: tag))
    heldFingerprints.insert(fingerprint)
    guard held.count >= Self.statementGroupSize else { return }
    try ledger.guarded { try decideHeldRows() }
  }

  /// Whether this import has already been given a row with `fingerprint`: it stored it, found
  /// it in the ledger already, holds it, or matched it with an entry typed by hand. The
  /// importer asks when a date comes back in a file that is not sorted by date; the ledger
  /// remembers, so that the importer's memory stays flat.
  public func hasMet(_ fingerprint: Fingerprint) throws(LedgerError) -> Bool {
    if heldFingerprints.contains(fingerprint) || matchedFingerprints.contains(fingerprint) {
      return true
    }
    return try ledger.guarded { try storage.hasMet(fingerprint) }
  }

  /// Stores every row offered so far, so that `counts`, `onStored` and `onMatched` have heard
  /// of them all.
  public func flush() throws(LedgerError) {
    try ledger.guarded {
      try decideHeldRows()
      try storage.flush()
      try reportChanged()
    }
  }

  /// Reads the entries of the changed rows met since the last flush, and reports each pair.
  private func reportChanged() throws {
    guard !changedRows.isEmpty else { return }
    let rows = changedRows
    changedRows.removeAll()
    changedReported += rows.count
    for (row, id) in rows {
      guard
        let entry = try ledger.connection.firstRow(
          "SELECT \(Ledger.entryColumns) FROM entries WHERE id = $1", [.integer(id)],
          ledger.decodeEntry)
      else { continue }
      onChanged?(ImportChanged(row: row, entry: entry))
    }
  }

  // MARK: Statement rows

  /// Decides the rows held: stores them, in order, with their learned classes, except those
  /// that are entries typed by hand.
  private func decideHeldRows() throws {
    guard !held.isEmpty else { return }
    var rows = held
    held.removeAll(keepingCapacity: true)
    heldFingerprints.removeAll(keepingCapacity: true)
    try storage.settle()
    let known = try fingerprintsInLedger(rows.map(\.fingerprint))
    let isNew = rows.map { !known.contains($0.fingerprint) }
    try learnClasses(
      forMemos: rows.indices.filter { rows[$0].learnsClass && isNew[$0] }.map {
        rows[$0].draft.memo.text
      })
    var hasLearned = [Bool](repeating: false, count: rows.count)
    for index in rows.indices where rows[index].learnsClass && isNew[index] {
      guard let learned = learnedClasses[rows[index].draft.memo.text] ?? nil else { continue }
      rows[index].draft.category = learned.category
      rows[index].draft.subcategory = learned.subcategory
      hasLearned[index] = true
    }
    // A row of a rule's payee replaces the rule's provisional entry (見込み) within the window,
    // before it can be taken for an entry typed by hand.
    var replacing = [Entry?](repeating: nil, count: rows.count)
    let estimable = rows.indices.filter {
      isNew[$0] && rows[$0].draft.kind == .expense && rows[$0].draft.amount.value > 0
    }
    if !estimable.isEmpty {
      var provisional = try provisionalEntries(around: estimable.map { rows[$0].draft.date })
      for index in estimable {
        let draft = rows[index].draft
        let memo = SearchText.matched(draft.memo.text)
        guard
          let found = provisional.firstIndex(where: { entry, payee in
            abs(entry.date.daysSinceEpoch - draft.date.daysSinceEpoch) <= Self.estimateWindowDays
              && !payee.isEmpty && memo.contains(payee)
          })
        else { continue }
        replacing[index] = provisional[found].entry
        provisional.remove(at: found)
      }
    }
    var pairs = [Entry?](repeating: nil, count: rows.count)
    if matchesHandTyped {
      let matchable = rows.indices.filter { isNew[$0] && replacing[$0] == nil }
      let drafts = matchable.map { rows[$0].draft }
      let entries = try handTypedEntries(around: drafts.map(\.date))
      for (position, entry) in HandTypedMatch.pair(drafts, with: entries).enumerated() {
        pairs[matchable[position]] = entry.map { entries[$0] }
      }
    }
    for (index, row) in rows.enumerated() {
      if let entry = replacing[index] {
        var after = entry
        after.date = row.draft.date
        after.amount = row.draft.amount
        after.source = row.draft.source
        replacements.append((after, row.fingerprint))
        replacedIDs.insert(entry.id)
        matchedFingerprints.insert(row.fingerprint)
        onReplacedEstimate?(EstimateReplacement(before: entry, after: after))
        continue
      }
      if let entry = pairs[index] {
        matches.append((entry.id, row.draft.source, row.fingerprint))
        matchedFingerprints.insert(row.fingerprint)
        matchedIDs.insert(entry.id)
        onMatched?(ImportMatch(row: row.draft, entry: entry))
        continue
      }
      try storage.add(
        row.draft, fingerprint: row.fingerprint, exported: nil,
        tag: hasLearned[index] ? Self.learnedTag : row.tag)
    }
  }

  /// Which of `fingerprints` the ledger holds already (from earlier imports or matches).
  private func fingerprintsInLedger(_ fingerprints: [Fingerprint]) throws -> Set<Fingerprint> {
    guard !fingerprints.isEmpty else { return [] }
    let rows = try ledger.connection.rows(
      "SELECT fingerprint FROM entries WHERE fingerprint IN ("
        + ledger.sql.parameterList(fingerprints.count, 1) + ")",
      fingerprints.map(SQLValue.fingerprint)
    ) { row in row.bytes(0).flatMap { Fingerprint(bytes: $0) } }
    return Set(rows.compactMap { $0 })
  }

  /// Looks up, in one query, the class the ledger has learned for each of `memos` not looked up
  /// yet: the category and 内訳 of most of the expenses with exactly that memo, ties going to
  /// the most recent, among the entries from before the import.
  private func learnClasses(forMemos memos: [String]) throws {
    var unknown: [String] = []
    var seen: Set<String> = []
    for memo in memos where learnedClasses[memo] == nil && seen.insert(memo).inserted {
      unknown.append(memo)
    }
    guard !unknown.isEmpty else { return }
    if learnedClasses.count + unknown.count > Self.learnedCacheLimit {
      learnedClasses.removeAll(keepingCapacity: true)
    }
    var best: [String: (LearnedClass, count: Int64, lastID: Int64)] = [:]
    try ledger.connection.forEachRow(
      """
      SELECT memo, category, subcategory, count(*), max(id) FROM entries
      WHERE kind = 'expense' AND id <= $1 AND memo IN (\(ledger.sql.parameterList(unknown.count, 2)))
      GROUP BY memo, category, subcategory
      """, [.integer(storage.lastIDBefore)] + unknown.map(SQLValue.text)
    ) { row in
      let memo = row.text(0)
      let learned = LearnedClass(
        category: try ledger.entryCategory(row.text(1)),
        subcategory: row.isNull(2) ? nil : Subcategory(stored: row.text(2)))
      let (count, lastID) = (row.int64(3), row.int64(4))
      if let current = best[memo], (current.count, current.lastID) > (count, lastID) { return }
      best[memo] = (learned, count, lastID)
    }
    for memo in unknown { learnedClasses[memo] = .some(best[memo]?.0) }
  }

  /// The entries typed by hand (no source, no fingerprint) from before the import, dated within
  /// `HandTypedMatch.windowDays` of `dates`, that no row has been paired with yet, by id.
  private func handTypedEntries(around dates: [LedgerDate]) throws -> [Entry] {
    guard let first = dates.min(), let last = dates.max() else { return [] }
    let window = HandTypedMatch.windowDays
    let from = first.adding(days: -window) ?? DateRange.all.first
    let to = last.adding(days: window) ?? DateRange.all.last
    return try ledger.connection.rows(
      """
      SELECT \(Ledger.entryColumns) FROM entries
      WHERE date BETWEEN $1 AND $2 AND source IS NULL AND fingerprint IS NULL AND id <= $3
      ORDER BY id
      """,
      [.text(from.description), .text(to.description), .integer(storage.lastIDBefore)],
      ledger.decodeEntry
    ).filter { !matchedIDs.contains($0.id) }
  }

  /// The provisional entries (made by a recurring rule that is an estimate, and not replaced by
  /// a statement row since: no source, no fingerprint) dated within `estimateWindowDays` of
  /// `dates`, each with its rule's payee folded as search folds text, by date, then id.
  private func provisionalEntries(around dates: [LedgerDate]) throws -> [(
    entry: Entry, payee: String
  )] {
    guard let first = dates.min(), let last = dates.max() else { return [] }
    let window = Self.estimateWindowDays
    let from = first.adding(days: -window) ?? DateRange.all.first
    let to = last.adding(days: window) ?? DateRange.all.last
    let columns = Ledger.entryColumns.split(separator: ",").map {
      "e." + $0.trimmingPrefix(" ")
    }.joined(separator: ", ")
    return try ledger.connection.rows(
      """
      SELECT \(columns), coalesce(r.match_text, r.memo) FROM entries AS e
      JOIN recurring_occurrences AS o ON o.entry_id = e.id
      JOIN recurring_rules AS r ON r.id = o.rule_id
      WHERE r.estimate = 1 AND e.source IS NULL AND e.fingerprint IS NULL
        AND e.date BETWEEN $1 AND $2 AND e.id <= $3
      ORDER BY e.date, e.id
      """,
      [.text(from.description), .text(to.description), .integer(storage.lastIDBefore)]
    ) { row in (try ledger.decodeEntry(row), SearchText.matched(row.text(Ledger.entryColumnCount)))
    }
    .filter { !replacedIDs.contains($0.entry.id) }
  }

  /// Gives the entries typed by hand that rows were paired with their rows' sources (when the
  /// statement names its bank or card) and fingerprints, once the change that records them as they were is in the change log.
  fileprivate func applyMatches() throws {
    for (entry, fingerprint) in replacements {
      try ledger.connection.run(
        "UPDATE entries SET date = $1, amount = $2, source = $3, fingerprint = $4 WHERE id = $5",
        [
          .text(entry.date.description), .integer(entry.amount.value),
          entry.source.map { .text($0.name) } ?? .null, .fingerprint(fingerprint),
          .integer(entry.id),
        ])
    }
    for match in matches {
      try ledger.connection.run(
        "UPDATE entries SET source = $1, fingerprint = $2 WHERE id = $3",
        [
          match.source.map { .text($0.name) } ?? .null, .fingerprint(match.fingerprint),
          .integer(match.entryID),
        ])
    }
  }
}

extension Ledger {
  /// Runs one import as ONE write transaction: `body` adds the rows through the batch, and they
  /// are committed when it returns, recorded in the change log as one change (so that one undo
  /// removes the whole import, and gives back the entries typed by hand that it matched their
  /// former selves) described as an import from `source`; an import that changed nothing is
  /// recorded as a change that changed nothing. When `body` throws, nothing is written and its
  /// error is rethrown as it is. With `dryRun`, everything is rolled back once `body` returns,
  /// so the counts (and the ids of the entries stored) are exactly what the import would give.
  /// With `matchesHandTyped` false, statement rows are stored even when they are entries typed
  /// by hand already (`--keep-matches`).
  public func importEntries<Result>(
    from source: String, dryRun: Bool = false, matchesHandTyped: Bool = true,
    _ body: (ImportBatch) throws -> Result
  ) throws -> (result: Result, counts: ImportCounts) {
    var outcome: (result: Result, counts: ImportCounts)?
    do {
      let identity = try storedIdentity()
      try storage.importTransaction(identity: identity, dryRun: dryRun) { batchStorage in
        // An entry with no payer stored is "me"'s: a row of this ledger's export naming me
        // is that entry with the same payer.
        batchStorage.payerOfNull = try household().me.name
        let batch = ImportBatch(
          storage: batchStorage, ledger: self, matchesHandTyped: matchesHandTyped)
        let result = try body(batch)
        try batch.flush()
        outcome = (result, batch.counts)
        try batchStorage.finish()
        if dryRun { throw DryRunRollBack() }
        let matched = batch.matches.map(\.entryID)
        let replaced = batch.replacements.map(\.entry.id)
        guard batchStorage.storedIDs != nil || !matched.isEmpty || !replaced.isEmpty else {
          try recordUnchanged(.import, .imported(file: source, added: 0, matched: 0, replaced: 0))
          return
        }
        try recordChange(
          .import,
          .imported(
            file: source, added: batchStorage.counts.added, matched: matched.count,
            replaced: replaced.count),
          created: batchStorage.storedIDs, replacing: matched + replaced)
        try batch.applyMatches()
      }
    } catch is DryRunRollBack {
      // The dry run is over; the transaction was rolled back.
    } catch let error where storage.isEngineError(error) {
      throw storage.ledgerError(error)
    }
    guard let outcome else { throw LedgerError.io(path: path, reason: "the import did not run") }
    return outcome
  }
}

/// Thrown to end a dry run's transaction with a rollback.
private struct DryRunRollBack: Error {}
