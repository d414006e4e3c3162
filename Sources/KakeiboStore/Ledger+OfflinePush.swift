import KakeiboCore

// MARK: What a push carries

/// What one of an offline copy's changes did, as a push replays it on the server: for each row
/// it touched (an entry, a budget, a setting, a rule), the row as the copy found it and as the
/// change left it. The copy's change log keeps only the former (what undo restores); the latter
/// is the next change's former, or the row as it is now.
public struct OfflineChange: Sendable {
  /// The change's id in the copy's log.
  public let id: Int64
  public let kind: ChangeKind
  /// What the change did, as the copy's log keeps it (nil for a change the copy recorded before
  /// migration 0019, which has its stored `summary` instead).
  public let detail: ChangeDetail?
  /// The sentence a change recorded before migration 0019 was stored with; "" otherwise.
  public let summary: String
  let effects: [OfflineEffect]
}

/// What a change did to one row of a replayed table.
struct OfflineEffect: Sendable {
  let table: ReplayedTable
  /// The row's key in the copy (an entry's or rule's id there; a budget's or setting's key).
  let key: [SQLValue]
  /// The row's values before the change and after it, in `table.values`' order; nil: no row.
  let before: [SQLValue]?
  let after: [SQLValue]?
}

/// Everything an offline copy holds that its server does not: its changes not pushed, oldest
/// first, with the name by which the server knows the copy and the ledger's identity.
public struct OfflinePushPlan: Sendable {
  public let origin: OfflineOrigin
  public let identity: LedgerIdentity
  public let changes: [OfflineChange]
}

/// What a row of a replayed table is, for a conflict's message: the subject, and each version.
public enum OfflineSubject: Hashable, Sendable {
  case entry(id: Int64)
  case budget(category: String, subcategory: String, fromMonth: String)
  case setting(key: String)
  case rule(id: Int64)
}

/// One version of a conflict's subject; a conflict's side is nil when there is no row.
public enum OfflineVersion: Equatable, Sendable {
  case entry(Entry)
  case budget(amount: Yen, onlyMonth: Bool)
  case setting(String)
  case rule(RecurringRule)
}

/// A change of the copy whose subject changed on the server since the copy was taken: it would
/// overwrite what another change made there, so it is not pushed.
public struct OfflineConflict: Equatable, Sendable {
  /// The copy's change (its id in the copy's log, and what it did there: its detail, or the
  /// sentence a change recorded before migration 0019 was stored with).
  public let change: Int64
  public let detail: ChangeDetail?
  public let summary: String
  /// The subject as the server names it.
  public let subject: OfflineSubject
  /// What the copy's change makes of it, and what the server holds now (nil: no such row).
  public let yours: OfflineVersion?
  public let theirs: OfflineVersion?
  /// The server's latest change to the subject (who made theirs), when its log says.
  public let theirsBy: ChangeRecord?
}

/// A change of the copy held back because an earlier change held back (a conflict, or one
/// held behind it) touched the same entry, budget, setting or rule: pushing it first would
/// change the order in which the copy made them.
public struct OfflineHeldChange: Equatable, Sendable {
  /// The copy's change (its id in the copy's log, and what it did there: its detail, or the
  /// sentence a change recorded before migration 0019 was stored with).
  public let change: Int64
  public let detail: ChangeDetail?
  public let summary: String
  /// The earlier change it waits for, held back first.
  public let behind: Int64
}

/// What a push did on the server, in one transaction: every change not applied before and
/// not held back was applied.
public struct OfflinePushOutcome: Equatable, Sendable {
  /// Each change applied, with the server's change (copy's id, server's id).
  public let pushed: [(copy: Int64, server: Int64)]
  /// How many changes an earlier push had applied (its answer lost).
  public let alreadyApplied: Int
  /// How many new entries the server had already imported from the same statement rows, which
  /// were not added twice.
  public let alreadyThere: Int
  /// The conflicts held back: changes whose subject changed on the server since (one for each
  /// subject of a change).
  public let conflicts: [OfflineConflict]
  /// The changes held back behind one held back before.
  public let heldBehind: [OfflineHeldChange]

  public init(
    pushed: [(copy: Int64, server: Int64)], alreadyApplied: Int, alreadyThere: Int,
    conflicts: [OfflineConflict] = [], heldBehind: [OfflineHeldChange] = []
  ) {
    self.pushed = pushed
    self.alreadyApplied = alreadyApplied
    self.alreadyThere = alreadyThere
    self.conflicts = conflicts
    self.heldBehind = heldBehind
  }

  /// The copy's changes held back (conflicting, or behind one), oldest first.
  public var held: [Int64] {
    (Set(conflicts.map(\.change)).union(heldBehind.map(\.change))).sorted()
  }

  public static func == (lhs: OfflinePushOutcome, rhs: OfflinePushOutcome) -> Bool {
    lhs.pushed.map(\.copy) == rhs.pushed.map(\.copy)
      && lhs.pushed.map(\.server) == rhs.pushed.map(\.server)
      && lhs.alreadyApplied == rhs.alreadyApplied && lhs.alreadyThere == rhs.alreadyThere
      && lhs.conflicts == rhs.conflicts && lhs.heldBehind == rhs.heldBehind
  }
}

// MARK: The tables a push replays

/// A table whose rows a change can touch, and its before-images in the change log.
struct ReplayedTable: Equatable, Sendable {
  enum Name: String, Sendable { case entries, budgets, settings, rules }
  enum ColumnType: Sendable { case integer, text, fingerprint }

  let name: Name
  let table: String
  let images: String
  /// The key's columns in the table and in the images.
  let keys: [(live: String, image: String, type: ColumnType)]
  /// The other columns, and how the images give them.
  let values: [(live: String, image: String, type: ColumnType)]
  /// The image column whose NULL says there was no row; nil for entries, whose absence before
  /// a change is its created range.
  let absentMarker: String?
  /// The subject in `offline_pushed_ids` whose ids the copy gives (and the server's differ).
  let idSubject: String?

  static func == (lhs: ReplayedTable, rhs: ReplayedTable) -> Bool { lhs.name == rhs.name }

  static let entries = ReplayedTable(
    name: .entries, table: "entries", images: "change_entries",
    keys: [("id", "entry_id", .integer)],
    values: [
      ("date", "date", .text), ("amount", "amount", .integer), ("category", "category", .text),
      ("memo", "memo", .text), ("fingerprint", "fingerprint", .fingerprint),
      ("kind", "kind", .text), ("subcategory", "subcategory", .text),
      ("source", "source", .text), ("paid_by", "paid_by", .text), ("split", "split", .text),
    ], absentMarker: nil, idSubject: "entry")

  static let budgets = ReplayedTable(
    name: .budgets, table: "budgets", images: "change_budgets",
    keys: [
      ("category", "category", .text), ("subcategory", "subcategory", .text),
      ("from_month", "from_month", .text),
    ],
    values: [("amount", "amount", .integer), ("only_month", "coalesce(only_month, 0)", .integer)],
    absentMarker: "amount", idSubject: nil)

  static let settings = ReplayedTable(
    name: .settings, table: "settings", images: "change_settings",
    keys: [("key", "key", .text)], values: [("value", "value", .text)], absentMarker: "value",
    idSubject: nil)

  static let rules = ReplayedTable(
    name: .rules, table: "recurring_rules", images: "change_rules",
    keys: [("id", "rule_id", .integer)],
    values: [
      ("kind", "kind", .text), ("category", "category", .text),
      ("subcategory", "subcategory", .text), ("amount", "amount", .integer),
      ("memo", "memo", .text), ("day", "day", .integer), ("first_date", "first_date", .text),
      ("last_date", "last_date", .text), ("times", "times", .integer),
      ("resume_date", "resume_date", .text), ("end_date", "end_date", .text),
      ("business_day", "business_day", .text), ("estimate", "estimate", .integer),
      ("match_text", "match_text", .text), ("paid_by", "paid_by", .text),
      ("split", "split", .text),
    ], absentMarker: "kind", idSubject: "rule")

  static let all = [entries, budgets, settings, rules]

  /// `live = $n AND …` for the key, its parameters numbered from `first`.
  func keyCondition(from first: Int) -> String {
    keys.enumerated().map { "\($1.live) = $\(first + $0)" }.joined(separator: " AND ")
  }
}

/// Reads a column as the value a statement binds.
private func replayedValue(
  _ row: any SQLRow, _ column: Int, _ type: ReplayedTable.ColumnType
) -> SQLValue {
  guard !row.isNull(column) else { return .null }
  switch type {
  case .integer: return .integer(row.int64(column))
  case .text: return .text(row.text(column))
  case .fingerprint:
    return row.bytes(column).flatMap(Fingerprint.init(bytes:)).map { .fingerprint($0) } ?? .null
  }
}

/// Values read back as a row, so that an entry or rule the push holds can be decoded as any is.
private struct ValuesRow: SQLRow {
  let values: [SQLValue]
  func int64(_ column: Int) -> Int64 {
    if case .integer(let value) = values[column] { return value }
    if case .text(let text) = values[column] { return Int64(text) ?? 0 }
    return 0
  }
  func text(_ column: Int) -> String {
    switch values[column] {
    case .text(let text): text
    case .integer(let value): String(value)
    default: ""
    }
  }
  func isNull(_ column: Int) -> Bool { values[column] == .null }
  func bytes(_ column: Int) -> [UInt8]? {
    if case .fingerprint(let fingerprint) = values[column] { return fingerprint.bytes }
    return nil
  }
}

// MARK: Reading the copy

extension Ledger {
  /// What this offline copy would push: its changes not pushed, oldest first, each with the
  /// rows it touched as it found them and as it left them. Read in one snapshot. Throws
  /// `.io` on a ledger that is not an offline copy.
  public func offlinePushPlan() throws(LedgerError) -> OfflinePushPlan {
    try guarded {
      try connection.readTransaction {
        guard let origin = try storedOfflineOrigin() else {
          throw LedgerError.io(path: path, reason: "not an offline copy")
        }
        let records = try unpushedChangeRecords()
        // Each change's rows as it found them; then, from the newest back, as it left them.
        var found: [[(ReplayedTable, [SQLValue], [SQLValue]?)]] = []
        for record in records {
          var rows: [(ReplayedTable, [SQLValue], [SQLValue]?)] = []
          for table in ReplayedTable.all {
            let columns =
              table.keys.map(\.image) + table.values.map(\.image)
              + [table.absentMarker.map { "CASE WHEN \($0) IS NULL THEN 1 ELSE 0 END" } ?? "0"]
            try connection.forEachRow(
              """
              SELECT \(columns.joined(separator: ", ")) FROM \(table.images)
              WHERE change_id = $1 ORDER BY \(table.keys.map(\.image).joined(separator: ", "))
              """, [.integer(record.id)]
            ) { row in
              let key = table.keys.enumerated().map { replayedValue(row, $0, $1.type) }
              let values = table.values.enumerated().map {
                replayedValue(row, table.keys.count + $0, $1.type)
              }
              let absent = row.int64(columns.count - 1) == 1
              rows.append((table, key, absent ? nil : values))
            }
          }
          if let created = record.created {
            let replaced = rows.filter { $0.0 == .entries }.map(\.1)
            for id in created where !replaced.contains([.integer(id)]) {
              rows.append((.entries, [.integer(id)], nil))
            }
          }
          found.append(rows)
        }
        var later: [String: [SQLValue]?] = [:]
        var changes: [OfflineChange] = []
        for (record, rows) in zip(records, found).reversed() {
          var effects: [OfflineEffect] = []
          for (table, key, before) in rows {
            let name = "\(table.name.rawValue)\(key)"
            let after = try later[name] ?? currentValues(of: table, key: key)
            effects.append(OfflineEffect(table: table, key: key, before: before, after: after))
            later[name] = .some(before)
          }
          changes.append(
            OfflineChange(
              id: record.id, kind: record.record.kind, detail: record.record.detail,
              summary: record.record.summary,
              effects: effects))
        }
        return OfflinePushPlan(
          origin: origin, identity: try storedIdentity(), changes: changes.reversed())
      }
    }
  }

  /// The copy's own changes still in force, with the range of entries each created.
  private func unpushedChangeRecords() throws -> [(
    id: Int64, record: ChangeRecord, created: ClosedRange<Int64>?
  )] {
    guard let base = try offlineBase() else { return [] }
    return try connection.rows(
      """
      SELECT \(changeColumns) FROM changes
      WHERE changes.id > $1 AND changes.undone_at IS NULL ORDER BY changes.id
      """, [.integer(base)]
    ) { row in
      (
        id: row.int64(0), record: try changeRecord(row),
        created: row.isNull(7) ? nil : row.int64(7)...row.int64(8)
      )
    }.filter { !$0.record.changedNothing }
  }

  /// The row of `table` with `key` as it is now, or nil.
  func currentValues(of table: ReplayedTable, key: [SQLValue]) throws -> [SQLValue]? {
    try connection.firstRow(
      """
      SELECT \(table.values.map(\.live).joined(separator: ", ")) FROM \(table.table)
      WHERE \(table.keyCondition(from: 1))
      """, key
    ) { row in table.values.enumerated().map { replayedValue(row, $0, $1.type) } }
  }
}

// MARK: Applying on the server

/// How a replay treats the rows it finds: a push on the server holds back a change whose
/// subject changed there since; a rebase on an offline copy written afresh from the server
/// (a pull) keeps every change on top, and marks those that conflict.
enum ReplayMode { case push, rebase }

/// What a replay did: the push's outcome, and on a rebase which of the new copy's changes are
/// which of the old copy's (old id, new id, new summary) and which conflict.
struct ReplayResult {
  var pushed: [(copy: Int64, server: Int64)] = []
  var alreadyApplied = 0
  var alreadyThere = 0
  var conflicts: [OfflineConflict] = []
  var heldBehind: [OfflineHeldChange] = []
  var rebased: [(old: Int64, new: Int64, detail: ChangeDetail?, summary: String)] = []
}

/// One row a replayed change writes: the effect, the row's key here, what the row is here
/// now, and what the change's log keeps as the row before it (what undo restores).
private typealias ReplayedWrite = (
  effect: OfflineEffect, key: [SQLValue], current: [SQLValue]?, image: [SQLValue]?
)

extension Ledger {
  /// Replays `plan`, an offline copy's changes, on this ledger (its server), in one write
  /// transaction, as this connection's member: each change not applied by an earlier push of
  /// the same copy becomes a change of this ledger's log, with the server's ids for the
  /// entries and rules the copy made (remembered, so that a later change of the copy to them
  /// applies here). A row is changed only where it still is what the copy found (or is already
  /// what the copy made of it); otherwise the change is a conflict and is held back, and so is
  /// any later change of the copy to a row a held-back change touched, so that the copy's order
  /// is kept. Everything else is applied. A new entry whose statement row (fingerprint) the
  /// ledger has already is not added twice: the copy's entry is that one.
  public func applyOfflinePush(_ plan: OfflinePushPlan) throws(LedgerError) -> OfflinePushOutcome {
    try guarded {
      try connection.writeTransaction {
        guard let key = plan.origin.copyKey else {
          throw LedgerError.io(path: path, reason: "the offline copy has no key")
        }
        var ids = try pushedIDs(copyKey: key)
        let result = try replay(
          plan.changes, applied: try appliedOfflineChanges(copyKey: key), ids: &ids,
          mode: .push, copyKey: .text(key))
        return OfflinePushOutcome(
          pushed: result.pushed, alreadyApplied: result.alreadyApplied,
          alreadyThere: result.alreadyThere, conflicts: result.conflicts,
          heldBehind: result.heldBehind)
      }
    }
  }

  /// What the server knows of the copy with `copyKey`: which of its changes a push applied,
  /// and the server's id of each entry and rule it made (by subject, then the copy's id).
  func pushedIDs(copyKey: String) throws -> [String: [Int64: Int64]] {
    var ids: [String: [Int64: Int64]] = [:]
    try connection.forEachRow(
      "SELECT subject, copy_id, server_id FROM offline_pushed_ids WHERE copy_key = $1",
      [.text(copyKey)]
    ) { ids[$0.text(0), default: [:]][$0.int64(1)] = $0.int64(2) }
    return ids
  }

  /// The ids of the copy's changes a push to this server applied.
  func appliedOfflineChanges(copyKey: String) throws -> Set<Int64> {
    Set(
      try connection.rows(
        "SELECT copy_change_id FROM offline_pushes WHERE copy_key = $1", [.text(copyKey)]
      ) { $0.int64(0) })
  }

  /// Replays `changes` (oldest first) on this ledger inside its write transaction, skipping
  /// those in `applied`; `ids` maps the ids the copy gave to this ledger's, and learns the
  /// new ones. See `applyOfflinePush` (`.push`) and `rebaseOffline` (`.rebase`).
  func replay(
    _ changes: [OfflineChange], applied: Set<Int64>, ids: inout [String: [Int64: Int64]],
    mode: ReplayMode, copyKey: SQLValue = .null
  ) throws -> ReplayResult {
    var result = ReplayResult()
    // The copy's rows (by the copy's key) that a held-back change touched, and which change
    // was held back first over each.
    var heldSubjects: [String: Int64] = [:]
    func subjectName(_ effect: OfflineEffect) -> String {
      "\(effect.table.name.rawValue)\(effect.key)"
    }
    for change in changes {
      if applied.contains(change.id) {
        result.alreadyApplied += 1
        continue
      }
      let subjects = change.effects.map(subjectName)
      if let behind = subjects.compactMap({ heldSubjects[$0] }).min() {
        for subject in subjects where heldSubjects[subject] == nil {
          heldSubjects[subject] = change.id
        }
        result.heldBehind.append(
          OfflineHeldChange(
            change: change.id, detail: change.detail, summary: change.summary, behind: behind))
        continue
      }
      // What each effect means here: the key here, and whether there is anything to write.
      var local = ids
      var writes: [ReplayedWrite] = []
      var newIDs: [(subject: String, copy: Int64, server: Int64)] = []
      var nextEntryID = (try connection.int64(SharedSQL.lastIssuedEntryID) ?? 0) + 1
      var nextRuleID = (try connection.int64("SELECT max(id) FROM recurring_rules") ?? 0) + 1
      var created: [Int64] = []
      var conflicts: [OfflineConflict] = []
      // The server's version of each row in conflict, which a rebase keeps on the copy.
      var theirs: [(table: ReplayedTable, key: [SQLValue], values: [SQLValue]?)] = []
      var alreadyThere = 0
      for effect in change.effects.map(asTheServerHasIt) {
        let table = effect.table
        var serverKey = effect.key
        if let subject = table.idSubject, case .integer(let copyID) = effect.key[0] {
          if let known = local[subject]?[copyID] {
            serverKey = [.integer(known)]
          } else if effect.before == nil {
            // A row the copy made: a new id here, unless the server has its statement row.
            if table == .entries, let existing = try entryWithFingerprint(of: effect.after) {
              local[subject, default: [:]][copyID] = existing
              newIDs.append((subject, copyID, existing))
              alreadyThere += 1
              continue
            }
            let id: Int64
            if table == .entries {
              id = nextEntryID
              nextEntryID += 1
              created.append(id)
            } else {
              id = nextRuleID
              nextRuleID += 1
            }
            local[subject, default: [:]][copyID] = id
            newIDs.append((subject, copyID, id))
            serverKey = [.integer(id)]
          }
        }
        let current = try currentValues(of: table, key: serverKey)
        if current == effect.before {
          writes.append((effect, serverKey, current, current))
        } else if current == effect.after {
          continue  // The server has it so already.
        } else {
          conflicts.append(
            try conflict(
              change, table: table, key: serverKey, yours: effect.after, theirs: current))
          theirs.append((table, serverKey, current))
          // On a rebase the copy's version stays on top, and its log keeps what the copy
          // found, so that the next push still finds the conflict.
          writes.append((effect, serverKey, current, effect.before))
        }
      }
      if mode == .push, !conflicts.isEmpty {
        for subject in subjects where heldSubjects[subject] == nil {
          heldSubjects[subject] = change.id
        }
        result.conflicts += conflicts
        continue
      }
      ids = local
      result.alreadyThere += alreadyThere
      if mode == .rebase, writes.isEmpty, created.isEmpty { continue }
      let recorded = try recordReplayed(change, writes: writes, created: created, ids: ids)
      for write in writes {
        try write.effect.table == .entries
          ? writeEntry(key: write.key, write.effect.after)
          : writeRow(of: write.effect.table, key: write.key, write.effect.after)
      }
      switch mode {
      case .push:
        try connection.run(
          """
          INSERT INTO offline_pushes (copy_key, copy_change_id, server_change_id)
          VALUES ($1, $2, $3)
          """, [copyKey, .integer(change.id), .integer(recorded.id)])
        for new in newIDs {
          try connection.run(
            """
            INSERT INTO offline_pushed_ids (copy_key, subject, copy_id, server_id)
            VALUES ($1, $2, $3, $4)
            """, [copyKey, .text(new.subject), .integer(new.copy), .integer(new.server)])
        }
        result.pushed.append((change.id, recorded.id))
      case .rebase:
        if let first = conflicts.first {
          try connection.run(
            "INSERT INTO offline_conflicts (change_id, theirs_change_id) VALUES ($1, $2)",
            [.integer(recorded.id), first.theirsBy.map { .integer($0.id) } ?? .null])
          for row in theirs {
            try connection.run(
              """
              INSERT INTO offline_theirs (change_id, subject, subject_key, theirs)
              VALUES ($1, $2, $3, $4)
              """,
              [
                .integer(recorded.id), .text(row.table.name.rawValue),
                .text(OfflineValuesCoding.encode(row.key)),
                row.values.map { .text(OfflineValuesCoding.encode($0)) } ?? .null,
              ])
          }
          result.conflicts += conflicts
        }
        result.rebased.append(
          (change.id, recorded.id, recorded.what.detail, recorded.what.summary))
      }
    }
    return result
  }

  /// Records `change` in this ledger's log as its member's, before its writes: the entries
  /// `created`, and for each row `writes` replace, its image (as it is now, or on a rebase's
  /// conflict what the copy found). Returns the change's id and what it did. An entry's add,
  /// edit or delete is recorded as one typed here would be (with this ledger's id).
  private func recordReplayed(
    _ change: OfflineChange, writes: [ReplayedWrite], created: [Int64],
    ids: [String: [Int64: Int64]]
  ) throws -> (id: Int64, what: ChangeWhat) {
    let what = try replayedWhat(change, writes: writes, ids: ids)
    // The ids were given in turn, so that they make one range, as an add's or import's do.
    let range = created.first.flatMap { first in created.last.map { first...$0 } }
    let changeID = try recordChange(change.kind, what, created: range, replacing: [])
    for write in writes {
      let table = write.effect.table
      // An entry's absence before the change is its created range, not an image.
      if table == .entries && write.image == nil { continue }
      let columns = ["change_id"] + table.keys.map(\.image) + table.values.map { $0.live }
      let values =
        [SQLValue.integer(changeID)] + write.key
        + (write.image ?? Array(repeating: .null, count: table.values.count))
      try connection.run(
        """
        INSERT INTO \(table.images) (\(columns.joined(separator: ", ")))
        VALUES (\(values.indices.map { "$\($0 + 1)" }.joined(separator: ", ")))
        """, values)
    }
    return (changeID, what)
  }

  /// What the server's log records for `change`: an entry's add, edit or delete as one made
  /// here would be (with the server's id); anything else as the copy's log has it, with the
  /// server's ids for the entries and rules the push gave other ids.
  private func replayedWhat(
    _ change: OfflineChange, writes: [ReplayedWrite], ids: [String: [Int64: Int64]]
  ) throws -> ChangeWhat {
    let entryWrites = writes.filter { $0.effect.table == .entries }
    if entryWrites.count == 1, writes.count == 1, let write = entryWrites.first,
      case .integer(let id) = write.key[0]
    {
      let before = try write.image.map { try entry(id: id, values: $0) }
      let after = try write.effect.after.map { try entry(id: id, values: $0) }
      switch (change.kind, before, after) {
      case (.add, nil, let after?): return .detail(.added(ChangedEntry(after)))
      case (.delete, let before?, nil): return .detail(.deleted([ChangedEntry(before)]))
      case (.edit, let before?, let after?):
        let fields = before.changedFields(to: after)
        if !fields.isEmpty { return .detail(.edited(ids: [id], fields: fields)) }
      default: break
      }
    }
    let rules = ids["rule"] ?? [:]
    guard let detail = change.detail else {
      var summary = change.summary
      if change.kind == .recurring {
        for (copyID, serverID) in rules where copyID != serverID {
          if let range = summary.firstRange(of: "#\(copyID) ") {
            summary.replaceSubrange(range, with: "#\(serverID) ")
            break
          }
        }
      }
      return .storedSummary(summary)
    }
    func here(_ rule: ChangeDetail.ChangedRule) -> ChangeDetail.ChangedRule {
      ChangeDetail.ChangedRule(
        id: rules[rule.id] ?? rule.id, category: rule.category, subcategory: rule.subcategory,
        amount: rule.amount, memo: rule.memo, day: rule.day)
    }
    let entries = ids["entry"] ?? [:]
    func here(_ entry: ChangedEntry) -> ChangedEntry {
      ChangedEntry(
        id: entries[entry.id] ?? entry.id, date: entry.date, category: entry.category,
        subcategory: entry.subcategory, amount: entry.amount, memo: entry.memo)
    }
    switch detail {
    case .added(let entry): return .detail(.added(here(entry)))
    case .deleted(let deleted): return .detail(.deleted(deleted.map(here)))
    case .edited(let edited, let fields):
      return .detail(.edited(ids: edited.map { entries[$0] ?? $0 }, fields: fields))
    case .editedAlike(let edited, let fields, let refund):
      return .detail(
        .editedAlike(ids: edited.map { entries[$0] ?? $0 }, fields: fields, refund: refund))
    case .ruleAdded(let rule, let made): return .detail(.ruleAdded(here(rule), made: made))
    case .ruleRemoved(let rule): return .detail(.ruleRemoved(here(rule)))
    case .ruleEdited(let id, let fields):
      return .detail(.ruleEdited(id: rules[id] ?? id, fields: fields))
    default: return .detail(detail)
    }
  }

  /// The id of the entry with the fingerprint in `values` (an entry's), or nil.
  private func entryWithFingerprint(of values: [SQLValue]?) throws -> Int64? {
    guard let values, case .fingerprint = values[4] else { return nil }
    return try connection.int64("SELECT id FROM entries WHERE fingerprint = $1", [values[4]])
  }

  /// `effect` with the payer the server stores: an entry the copy made or kept for "me" (no
  /// payer stored, as on a file) is the pushing member's.
  private func asTheServerHasIt(_ effect: OfflineEffect) -> OfflineEffect {
    guard effect.table == .entries else { return effect }
    func payer(_ values: [SQLValue]?) -> [SQLValue]? {
      guard var values, values[8] == .null else { return values }
      values[8] = payerOfImage
      return values
    }
    return OfflineEffect(
      table: effect.table, key: effect.key, before: payer(effect.before), after: payer(effect.after)
    )
  }

  /// Writes entry `key` as `values` (nil: deletes it), with its search key.
  func writeEntry(key: [SQLValue], _ values: [SQLValue]?) throws {
    try writeRow(of: .entries, key: key, values)
    if values != nil {
      try SearchKeys.refresh(where: "id = $1", key, on: connection)
    }
  }

  /// Writes the row of `table` with `key` as `values`, or deletes it for nil.
  func writeRow(of table: ReplayedTable, key: [SQLValue], _ values: [SQLValue]?) throws {
    guard let values else {
      try connection.run(
        "DELETE FROM \(table.table) WHERE \(table.keyCondition(from: 1))", key)
      return
    }
    let columns = table.keys.map(\.live) + table.values.map(\.live)
    let searchKey = table == .entries ? ", search_key" : ""
    let searchValue = table == .entries ? ", ''" : ""
    try connection.run(
      """
      INSERT INTO \(table.table) (\(columns.joined(separator: ", "))\(searchKey))
      VALUES (\(columns.indices.map { "$\($0 + 1)" }.joined(separator: ", "))\(searchValue))
      ON CONFLICT (\(table.keys.map(\.live).joined(separator: ", ")))
      DO UPDATE SET \(table.values.map { "\($0.live) = excluded.\($0.live)" }.joined(separator: ", "))
      """, key + values)
  }

  /// The conflict of `change` over the row `key` of `table`: what the copy makes of it, what
  /// the server holds, and the server's latest change to it.
  private func conflict(
    _ change: OfflineChange, table: ReplayedTable, key: [SQLValue], yours: [SQLValue]?,
    theirs: [SQLValue]?
  ) throws -> OfflineConflict {
    let subject: OfflineSubject
    let by: ChangeRecord?
    func version(_ values: [SQLValue]?) throws -> OfflineVersion? {
      guard let values else { return nil }
      switch table.name {
      case .entries: return .entry(try entry(id: ValuesRow(values: key).int64(0), values: values))
      case .budgets:
        return .budget(
          amount: Yen(ValuesRow(values: values).int64(0)),
          onlyMonth: ValuesRow(values: values).int64(1) == 1)
      case .settings: return .setting(ValuesRow(values: values).text(0))
      case .rules: return .rule(try decodeRule(ValuesRow(values: key + values)))
      }
    }
    let row = ValuesRow(values: key)
    switch table.name {
    case .entries:
      subject = .entry(id: row.int64(0))
      by = try latestChange(touching: row.int64(0))
    case .budgets:
      subject = .budget(category: row.text(0), subcategory: row.text(1), fromMonth: row.text(2))
      by = try latestChange(in: table, key: key)
    case .settings:
      subject = .setting(key: row.text(0))
      by = try latestChange(in: table, key: key)
    case .rules:
      subject = .rule(id: row.int64(0))
      by = try latestChange(in: table, key: key)
    }
    return OfflineConflict(
      change: change.id, detail: change.detail, summary: change.summary, subject: subject,
      yours: try version(yours),
      theirs: try version(theirs), theirsBy: by)
  }

  /// The latest change whose images in `table` hold the row `key`.
  func latestChange(in table: ReplayedTable, key: [SQLValue]) throws -> ChangeRecord? {
    let condition = table.keys.enumerated().map { "\($1.image) = $\($0 + 1)" }
      .joined(separator: " AND ")
    return try connection.firstRow(
      """
      SELECT \(changeColumns) FROM changes WHERE changes.id = (
        SELECT max(change_id) FROM \(table.images) WHERE \(condition))
      """, key, changeRecord)
  }

  /// An entry with `id` and the values of `ReplayedTable.entries`.
  private func entry(id: Int64, values: [SQLValue]) throws -> Entry {
    // entryColumns' order: id, date, amount, category, memo, kind, subcategory, source,
    // paid_by, split.
    try decodeEntry(
      ValuesRow(values: [.integer(id)] + values[0...3] + values[5...9]))
  }
}
