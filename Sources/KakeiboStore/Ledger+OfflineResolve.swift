import KakeiboCore

/// How a change made on an offline copy met a pending conflict over what it changed.
public enum OfflineResolution: Equatable, Sendable {
  /// It was made against the server's version, which the pull that marked the conflict brought:
  /// the copy's changes it gave up (the conflicting ones, and those held back behind them),
  /// oldest first, and the server's change that made its version, when the log says.
  case superseded([ChangeRecord], theirsBy: ChangeRecord?)
  /// It was made on top of `conflicting`, a pending change whose conflict the copy knows without
  /// the server's version (marked by a kakeibo that did not keep it): a push holds it back
  /// behind that change.
  case heldBehind(ChangeRecord)
}

/// The form in which `offline_theirs` keeps a row's key and values, which only the store writes
/// and reads: each value a tagged item, `-` for NULL, `i` and the digits and `;` for an
/// integer, `t`, the number of Unicode scalars, `:` and the text for a text, `f`, 32
/// hexadecimal digits and `;` for a fingerprint.
enum OfflineValuesCoding {
  static func encode(_ values: [SQLValue]) -> String {
    values.map { value in
      switch value {
      case .null: "-"
      case .integer(let number): "i\(number);"
      case .text(let text): "t\(text.unicodeScalars.count):\(text)"
      case .fingerprint(let fingerprint): "f\(fingerprint.description);"
      }
    }.joined()
  }

  /// The values `encode` wrote, or nil for anything else.
  static func decode(_ text: String) -> [SQLValue]? {
    let scalars = Array(text.unicodeScalars)
    var values: [SQLValue] = []
    var index = 0
    func upTo(_ end: Unicode.Scalar) -> String? {
      guard let stop = scalars[index...].firstIndex(of: end) else { return nil }
      var part = String.UnicodeScalarView()
      part.append(contentsOf: scalars[index..<stop])
      index = stop + 1
      return String(part)
    }
    while index < scalars.count {
      let tag = scalars[index]
      index += 1
      switch tag {
      case "-": values.append(.null)
      case "i":
        guard let number = upTo(";").flatMap({ Int64($0) }) else { return nil }
        values.append(.integer(number))
      case "t":
        guard let count = upTo(":").flatMap({ Int($0) }), count >= 0,
          index + count <= scalars.count
        else { return nil }
        var part = String.UnicodeScalarView()
        part.append(contentsOf: scalars[index..<index + count])
        index += count
        values.append(.text(String(part)))
      case "f":
        guard let fingerprint = upTo(";").flatMap({ Fingerprint(hex: $0) }) else { return nil }
        values.append(.fingerprint(fingerprint))
      default: return nil
      }
    }
    return values
  }
}

/// Resolving a conflict on the copy by changing its subject again: the change is made against
/// the server's version that the pull which marked the conflict brought (`offline_theirs`), and
/// the conflicting changes (with those held back behind them) are given up, as `offline drop`
/// would, without an undo of their own: undoing (or dropping) the change made against the
/// server's version brings them back, marked, and redoing it gives them up again.
extension Ledger {
  /// A row a change is about to write: its table and its key.
  typealias OfflineRow = (table: ReplayedTable, key: [SQLValue])

  /// On an offline copy, inside the write transaction of a change about to write `rows`, before
  /// it reads them: gives up each pending change a pull marked as conflicting over one of them
  /// (whose server version the copy keeps), and every later change of the copy to that row,
  /// newest first; then writes the server's version of every row those conflicted over, so
  /// that the change is made against it. The next change recorded is the one they are given up
  /// for (`recordSupersession`). Throws `.offlineTheirsDeleted` when the row is an entry the
  /// server deleted (nothing can be made against it there), and `.undoBlocked` when a change to
  /// give up also touched something a later change of the copy changed again. A ledger that is
  /// not an offline copy is left alone.
  func supersedeOfflineConflicts(over rows: [OfflineRow]) throws {
    supersededAwaitingChange = []
    guard !isShared, let base = try offlineBase() else { return }
    var givenUp = Set<Int64>()
    for row in rows {
      let encodedKey = OfflineValuesCoding.encode(row.key)
      guard
        let marked = try connection.firstRow(
          """
          SELECT theirs.change_id, CASE WHEN theirs.theirs IS NULL THEN 1 ELSE 0 END,
            offline_conflicts.theirs_change_id
          FROM offline_theirs AS theirs
          JOIN offline_conflicts ON offline_conflicts.change_id = theirs.change_id
          JOIN changes ON changes.id = theirs.change_id
          WHERE changes.undone_at IS NULL AND changes.id > $1 AND theirs.subject = $2
            AND theirs.subject_key = $3
          ORDER BY theirs.change_id LIMIT 1
          """, [.integer(base), .text(row.table.name.rawValue), .text(encodedKey)],
          { (change: $0.int64(0), deleted: $0.int64(1) == 1, by: $0.isNull(2) ? nil : $0.int64(2)) }
        )
      else { continue }
      if marked.deleted, row.table == .entries, case .integer(let id) = row.key[0] {
        throw LedgerError.offlineTheirsDeleted(
          entry: id, change: try changeRecord(id: marked.change),
          by: try marked.by.map { try changeRecord(id: $0) })
      }
      givenUp.insert(marked.change)
      givenUp.formUnion(try laterChanges(to: row, after: marked.change))
    }
    guard !givenUp.isEmpty else { return }
    try giveUp(givenUp.sorted())
    supersededAwaitingChange = givenUp.sorted()
  }

  /// Records that the changes `supersedeOfflineConflicts` gave up were given up for change
  /// `changeID`, just recorded.
  func recordSupersession(by changeID: Int64) throws {
    guard !supersededAwaitingChange.isEmpty else { return }
    for id in supersededAwaitingChange {
      try connection.run(
        """
        INSERT INTO offline_superseded (change_id, by_change_id) VALUES ($1, $2)
        ON CONFLICT (change_id) DO UPDATE SET by_change_id = excluded.by_change_id
        """, [.integer(id), .integer(changeID)])
    }
    supersededAwaitingChange = []
  }

  /// Inside the write transaction of undoing (or dropping) change `changeID`: brings back, in
  /// their order, the changes given up for it, with what they had left, and their marks.
  func restoreSuperseded(by changeID: Int64) throws {
    guard !isShared else { return }
    for id in try superseded(by: changeID, undone: true) {
      for row in try storedRows("offline_superseded_rows", "values_left", of: id) {
        try write(row.table, key: row.key, row.values)
      }
      try connection.run(
        "DELETE FROM offline_superseded_rows WHERE change_id = $1", [.integer(id)])
      try connection.run("UPDATE changes SET undone_at = NULL WHERE id = $1", [.integer(id)])
    }
  }

  /// Inside the write transaction of redoing change `changeID`, before it is re-applied: gives
  /// up again the changes that undoing it brought back.
  func supersedeAgain(by changeID: Int64) throws {
    guard !isShared else { return }
    let ids = try superseded(by: changeID, undone: false)
    if !ids.isEmpty { try giveUp(ids) }
  }

  /// On an offline copy, how its latest change met a pending conflict over what it changed:
  /// made against the server's version (the changes it gave up), or held back behind the
  /// conflicting change; nil when it met none (and on any other ledger).
  func offlineResolutionOfLatestChange() throws(LedgerError) -> OfflineResolution? {
    try guarded {
      guard !isShared, try offlineBase() != nil,
        let latest = try connection.int64("SELECT max(id) FROM changes")
      else { return nil }
      let givenUp = try superseded(by: latest, undone: true)
      if !givenUp.isEmpty {
        let by = try connection.int64(
          """
          SELECT theirs_change_id FROM offline_conflicts
          WHERE change_id IN (SELECT change_id FROM offline_superseded WHERE by_change_id = $1)
            AND theirs_change_id IS NOT NULL
          ORDER BY change_id LIMIT 1
          """, [.integer(latest)])
        return .superseded(
          try givenUp.map { try changeRecord(id: $0) },
          theirsBy: try by.map { try changeRecord(id: $0) })
      }
      return try firstChange(
        touchingWhat: latest, created: Self.createdValues(try createdEntries(of: latest)),
        where: """
          changes.undone_at IS NULL AND changes.id < $1
            AND changes.id IN (SELECT change_id FROM offline_conflicts)
          """, []
      ).map(OfflineResolution.heldBehind)
    }
  }

  // MARK: Inside a write transaction

  /// Gives up the copy's changes `ids` (oldest first), newest first: keeps what each left of
  /// the rows it touched for `restoreSuperseded` (in `offline_superseded_rows`), restores what
  /// it replaced and marks it undone; then writes the server's version of every row they
  /// conflicted over.
  private func giveUp(_ ids: [Int64]) throws {
    for id in ids.reversed() {
      let record = try changeRecord(id: id)
      let created = try createdEntries(of: id)
      if let later = try firstChange(
        touchingWhat: id, created: Self.createdValues(created),
        where: "changes.id > $1 AND changes.undone_at IS NULL", [])
      {
        throw LedgerError.undoBlocked(change: record, by: later)
      }
      try keepLeft(by: id, created: created)
      try restoreBefore(id, created: created)
      try connection.run(
        "UPDATE changes SET undone_at = \(sql.now) WHERE id = $1", [.integer(id)])
    }
    for id in ids {
      for row in try storedRows("offline_theirs", "theirs", of: id) {
        try write(row.table, key: row.key, row.values)
      }
    }
  }

  /// Keeps in `offline_superseded_rows` what change `id` (which created the entries `created`)
  /// left of every row it touched: those its images hold, and the entries it created.
  private func keepLeft(by id: Int64, created: ClosedRange<Int64>?) throws {
    var rows: [OfflineRow] = []
    for table in ReplayedTable.all {
      try connection.forEachRow(
        """
        SELECT \(table.keys.map(\.image).joined(separator: ", ")) FROM \(table.images)
        WHERE change_id = $1
        """, [.integer(id)]
      ) { row in
        rows.append(
          (
            table,
            table.keys.enumerated().map { column, key in
              switch key.type {
              case .integer: .integer(row.int64(column))
              case .text, .fingerprint: .text(row.text(column))
              }
            }
          ))
      }
    }
    if let created {
      for entry in created where !rows.contains(where: { $0.key == [.integer(entry)] }) {
        rows.append((.entries, [.integer(entry)]))
      }
    }
    for row in rows {
      try connection.run(
        """
        INSERT INTO offline_superseded_rows (change_id, subject, subject_key, values_left)
        VALUES ($1, $2, $3, $4)
        """,
        [
          .integer(id), .text(row.table.name.rawValue),
          .text(OfflineValuesCoding.encode(row.key)),
          try currentValues(of: row.table, key: row.key).map {
            .text(OfflineValuesCoding.encode($0))
          } ?? .null,
        ])
    }
  }

  /// The rows `table` keeps for change `id`, each with its values in `column` (nil: no row).
  private func storedRows(_ table: String, _ column: String, of id: Int64) throws -> [(
    table: ReplayedTable, key: [SQLValue], values: [SQLValue]?
  )] {
    try connection.rows(
      "SELECT subject, subject_key, \(column) FROM \(table) WHERE change_id = $1",
      [.integer(id)]
    ) { row in
      let values = row.isNull(2) ? [] : OfflineValuesCoding.decode(row.text(2))
      guard let replayed = ReplayedTable.all.first(where: { $0.name.rawValue == row.text(0) }),
        let key = OfflineValuesCoding.decode(row.text(1)), let values
      else {
        throw LedgerError.corrupt(path: path, reason: .unreadable(.change(id), column: table))
      }
      return (replayed, key, row.isNull(2) ? nil : values)
    }
  }

  /// Writes the row of `table` with `key` as `values`, or deletes it for nil.
  private func write(_ table: ReplayedTable, key: [SQLValue], _ values: [SQLValue]?) throws {
    if table == .entries {
      try writeEntry(key: key, values)
    } else {
      try writeRow(of: table, key: key, values)
    }
  }

  /// The copy's changes in force after change `id` that wrote `row`.
  private func laterChanges(to row: OfflineRow, after id: Int64) throws -> [Int64] {
    let condition = row.table.keys.enumerated().map { "images.\($1.image) = $\($0 + 2)" }
      .joined(separator: " AND ")
    let created =
      row.table == .entries
      ? " OR $2 BETWEEN changes.first_entry_id AND changes.last_entry_id" : ""
    return try connection.rows(
      """
      SELECT changes.id FROM changes
      WHERE changes.id > $1 AND changes.undone_at IS NULL AND (
        EXISTS (
          SELECT 1 FROM \(row.table.images) AS images
          WHERE images.change_id = changes.id AND \(condition))\(created))
      ORDER BY changes.id
      """, [.integer(id)] + row.key
    ) { $0.int64(0) }
  }

  /// The changes given up for change `changeID`, oldest first: those given up now (`undone`),
  /// or those undoing it brought back.
  private func superseded(by changeID: Int64, undone: Bool) throws -> [Int64] {
    try connection.rows(
      """
      SELECT changes.id FROM offline_superseded
      JOIN changes ON changes.id = offline_superseded.change_id
      WHERE offline_superseded.by_change_id = $1
        AND changes.undone_at IS \(undone ? "NOT NULL" : "NULL")
      ORDER BY changes.id
      """, [.integer(changeID)]
    ) { $0.int64(0) }
  }

  /// Change `id` of the log.
  private func changeRecord(id: Int64) throws -> ChangeRecord {
    guard
      let record = try connection.firstRow(
        "SELECT \(changeColumns) FROM changes WHERE changes.id = $1", [.integer(id)],
        changeRecord)
    else {
      throw LedgerError.io(path: path, reason: "the change log has no change \(id)")
    }
    return record
  }

  /// The ids of the entries change `id` created, or nil for none.
  private func createdEntries(of id: Int64) throws -> ClosedRange<Int64>? {
    try connection.firstRow(
      "SELECT first_entry_id, last_entry_id FROM changes WHERE id = $1", [.integer(id)]
    ) { row -> ClosedRange<Int64>? in row.isNull(0) ? nil : row.int64(0)...row.int64(1) } ?? nil
  }
}
