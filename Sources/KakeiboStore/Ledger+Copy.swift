import KakeiboCore

/// Copying a whole ledger into another, of either engine: how a household moves its file to
/// the server and back, and how a PostgreSQL ledger is backed up as a file.
extension Ledger {
  /// The tables a copy carries, in an order that satisfies their foreign keys, with their
  /// columns; the categories are every ledger's own. Timestamps travel as UTC text.
  private static let copiedTables: [(table: String, columns: [CopiedColumn])] = [
    ("ledger_identity", [.integer("singleton"), .text("identity")]),
    (
      "entries",
      [
        .integer("id"), .text("date"), .integer("amount"), .text("category"), .text("memo"),
        .fingerprint("fingerprint"), .text("kind"), .text("subcategory"), .text("source"),
        .searchKey, .payer, .text("split"),
      ]
    ),
    (
      "changes",
      [
        .integer("id"), .timestamp("made_at"), .text("kind"), .text("summary"),
        .integer("first_entry_id"), .integer("last_entry_id"), .timestamp("undone_at"),
        .text("member"), .timestamp("redone_at"), .text("detail"),
      ]
    ),
    (
      "change_entries",
      [
        .integer("change_id"), .integer("entry_id"), .text("date"), .integer("amount"),
        .text("category"), .text("memo"), .fingerprint("fingerprint"), .text("kind"),
        .text("subcategory"), .text("source"), .payer, .text("split"),
      ]
    ),
    (
      "budgets",
      [
        .text("category"), .text("from_month"), .integer("amount"), .text("subcategory"),
        .integer("only_month"),
      ]
    ),
    (
      "change_budgets",
      [
        .integer("change_id"), .text("category"), .text("from_month"), .integer("amount"),
        .text("subcategory"), .integer("only_month"),
      ]
    ),
    ("settings", [.text("key"), .text("value")]),
    ("change_settings", [.integer("change_id"), .text("key"), .text("value")]),
    ("recurring_rules", [.integer("id")] + copiedRuleColumns),
    ("recurring_occurrences", [.integer("rule_id"), .text("due_date"), .integer("entry_id")]),
    ("change_rules", [.integer("change_id"), .integer("rule_id")] + copiedRuleColumns),
    (
      "undos",
      [.integer("change_id"), .integer("position"), .text("member"), .integer("last_change_id")]
    ),
    (
      "redo_entries",
      [
        .integer("change_id"), .integer("entry_id"), .text("date"), .integer("amount"),
        .text("category"), .text("memo"), .fingerprint("fingerprint"), .text("kind"),
        .text("subcategory"), .text("source"), .payer, .text("split"),
      ]
    ),
    (
      "redo_budgets",
      [
        .integer("change_id"), .text("category"), .text("from_month"), .integer("amount"),
        .text("subcategory"), .integer("only_month"),
      ]
    ),
    ("redo_settings", [.integer("change_id"), .text("key"), .text("value")]),
    // Which offline copies' changes a push applied here: a server moved by `copy` still knows.
    (
      "offline_pushes",
      [.text("copy_key"), .integer("copy_change_id"), .integer("server_change_id")]
    ),
    (
      "offline_pushed_ids",
      [.text("copy_key"), .text("subject"), .integer("copy_id"), .integer("server_id")]
    ),
    ("redo_rules", [.integer("change_id"), .integer("rule_id")] + copiedRuleColumns),
    (
      "redo_occurrences",
      [.integer("change_id"), .integer("rule_id"), .text("due_date"), .integer("entry_id")]
    ),
    ("people", [.text("name"), .text("display_name"), .integer("position")]),
    (
      "settlements",
      [
        .integer("id"), .integer("change_id"), .text("first_date"), .text("last_date"),
        .text("payer"), .text("payee"), .integer("amount"),
      ]
    ),
  ]

  /// A recurring rule's columns after its id, as both `recurring_rules` and `change_rules`
  /// have them.
  private static let copiedRuleColumns: [CopiedColumn] = [
    .text("kind"), .text("category"), .text("subcategory"), .integer("amount"), .text("memo"),
    .integer("day"), .text("first_date"), .text("last_date"), .integer("times"),
    .text("resume_date"), .text("end_date"), .text("business_day"), .integer("estimate"),
    .text("match_text"), .text("paid_by"), .text("split"),
  ]

  /// A column of a copied table and how its values travel.
  private enum CopiedColumn {
    case integer(String)
    case text(String)
    case timestamp(String)
    case fingerprint(String)
    /// An entry's `search_key`, made again from the row's memo and 内訳 (as every write makes
    /// it), not read.
    case searchKey
    /// An entry's (or its image's) `paid_by`: NULL, "me" on a file, becomes the copying role
    /// on a shared ledger, where every entry names its payer.
    case payer

    var name: String {
      switch self {
      case .integer(let name), .text(let name), .timestamp(let name), .fingerprint(let name):
        name
      case .searchKey: "search_key"
      case .payer: "paid_by"
      }
    }
  }

  /// Copies the whole ledger into `target`, a new or empty ledger of either engine: its
  /// entries with their ids, budgets, settings, import fingerprints, the change log and its
  /// identity (the copy is the same ledger), in one write transaction on `target`, read from
  /// one snapshot of this ledger. A `target` that holds anything (an entry, a budget, a
  /// setting, a change) is refused with `.notEmpty`, and nothing is written there.
  public func copy(into target: Ledger) throws(LedgerError) {
    try copy(into: target) { _ in }
  }

  /// Copies the whole ledger into `target` as `copy(into:)` does, then runs `finish` on
  /// `target` in the same write transaction (an offline copy's mark).
  func copy(into target: Ledger, finishing finish: (Ledger) throws -> Void) throws(LedgerError) {
    try target.guarded {
      try target.connection.writeTransaction {
        guard try target.isEmpty() else { throw LedgerError.notEmpty(path: target.path) }
        try target.connection.run("DELETE FROM ledger_identity", [])
        try guarded {
          try connection.readTransaction {
            for (table, columns) in Self.copiedTables {
              try copyRows(of: table, columns: columns, into: target)
            }
            if isShared && !target.isShared { try keepHousehold(in: target) }
          }
        }
        try finish(target)
      }
    }
  }

  /// Writes a shared ledger's household into `target`, a file, which has no members: its
  /// people are the members in their order, with their shown names, and "me" is the role that
  /// copies, so that the file shows the same people, payers and splits as the server.
  private func keepHousehold(in target: Ledger) throws {
    let household = try self.household()
    try target.connection.run("DELETE FROM people", [])
    for (position, person) in household.people.enumerated() {
      try target.connection.run(
        "INSERT INTO people (name, display_name, position) VALUES ($1, $2, $3)",
        [
          .text(person.name), household.displayNames[person].map(SQLValue.text) ?? .null,
          .integer(Int64(position + 1)),
        ])
    }
    // The file's "me" is the login name unless the setting says otherwise.
    guard household.me.name != target.member else { return }
    try target.connection.run(
      """
      INSERT INTO settings (key, value) VALUES ($1, $2)
      ON CONFLICT (key) DO UPDATE SET value = excluded.value
      """, [.text(Setting.me.name), .text(household.me.name)])
  }

  /// Whether the ledger holds nothing a person made: no entry, budget, setting, rule or change.
  func isEmpty() throws -> Bool {
    try connection.int64(
      """
      SELECT CASE WHEN EXISTS (SELECT 1 FROM entries) OR EXISTS (SELECT 1 FROM changes)
        OR EXISTS (SELECT 1 FROM budgets) OR EXISTS (SELECT 1 FROM settings)
        OR EXISTS (SELECT 1 FROM recurring_rules) OR EXISTS (SELECT 1 FROM people)
        THEN 0 ELSE 1 END
      """) == 1
  }

  private func copyRows(of table: String, columns: [CopiedColumn], into target: Ledger) throws {
    let selected = columns.map { column -> String in
      switch column {
      case .timestamp(let name): sql.utcText(name)
      case .integer(let name), .text(let name), .fingerprint(let name): name
      case .searchKey: "NULL"
      case .payer: "paid_by"
      }
    }
    let memo = columns.firstIndex { $0.name == "memo" }
    let subcategory = columns.firstIndex { $0.name == "subcategory" }
    try target.connection.insertRows(into: table, columns: columns.map(\.name)) { insert in
      try connection.forEachRow("SELECT \(selected.joined(separator: ", ")) FROM \(table)", []) {
        row in
        try insert(
          columns.enumerated().map { index, column -> SQLValue in
            if case .searchKey = column, let memo, let subcategory {
              return .text(
                SearchText.key(
                  memo: row.text(memo),
                  subcategory: row.isNull(subcategory) ? nil : row.text(subcategory)))
            }
            if case .payer = column, row.isNull(index) {
              return target.storedPayer(nil).map { .text($0.name) } ?? .null
            }
            guard !row.isNull(index) else { return .null }
            switch column {
            case .integer: return .integer(row.int64(index))
            case .text, .payer: return .text(row.text(index))
            case .timestamp: return .text(target.sql.timestampValue(row.text(index)))
            case .searchKey: return .null
            case .fingerprint:
              guard let bytes = row.bytes(index), let fingerprint = Fingerprint(bytes: bytes)
              else {
                throw LedgerError.corrupt(
                  path: path, reason: .unreadable(.table(table), column: "fingerprint"))
              }
              return .fingerprint(fingerprint)
            }
          })
      }
    }
  }
}
