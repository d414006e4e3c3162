import KakeiboCore

/// What `Ledger.check()` found.
public struct LedgerCheckReport: Equatable, Sendable {
  /// What checked the storage itself, such as "SQLite integrity check"; nil when the engine
  /// keeps its storage sound on its own (a PostgreSQL server).
  public var storageCheck: String?
  public var schemaVersion: Int
  /// The entries read: all of them, unless `readEveryEntry` is false (a damaged page stopped
  /// the reading).
  public var entryCount: Int64
  public var readEveryEntry = true
  /// What SQLite's integrity check (`PRAGMA integrity_check`) found damaged in the file; empty
  /// when it says ok.
  public var damage: [String]
  /// Where the ledger breaks its own rules.
  public var ruleViolations: [RuleViolation]

  public var isSound: Bool { damage.isEmpty && ruleViolations.isEmpty }
}

/// A way the ledger breaks its own rules, which its schema enforces but a client that bypasses
/// the schema (or a damaged file) could break. Values are as stored, as text.
public enum RuleViolation: Equatable, Sendable {
  /// The categories table is not kakeibo's three (each row as `key position name icon`).
  case categories(found: [String])
  /// Not a real day as `YYYY-MM-DD`.
  case date(entry: Int64, value: String)
  /// Not a whole number of yen in `Yen.entryRange`.
  case amount(entry: Int64, value: String)
  /// Not one of kakeibo's category keys.
  case category(entry: Int64, value: String)
  /// Not a valid memo.
  case memo(entry: Int64, InvalidValue)
  /// Neither NULL nor 16 bytes.
  case fingerprint(entry: Int64, type: String, length: Int64)
  /// Neither expense nor income.
  case kind(entry: Int64, value: String)
  /// Not a valid 内訳.
  case subcategory(entry: Int64, InvalidValue)
  /// Not a valid source.
  case source(entry: Int64, InvalidValue)
  /// A search key that is not the one the memo and 内訳 make (written by a client that does not
  /// know the column, or changed behind kakeibo's back): search would miss the entry.
  case searchKey(entry: Int64, value: String)
  /// What the ledger's date index holds for an entry breaks a rule (the index and the entry
  /// disagree: the file is damaged), as the commands that read the index would find it.
  case indexed(entry: Int64, column: String, value: String)
  /// A row that the commands reading it refuse: a budget, a setting, a recurring rule, a
  /// change in the log or the ledger's identity, with what breaks (`a budget is from month
  /// 2026-13`).
  case unreadable(Damage)

  /// The entry that breaks the rule; nil for the categories table.
  public var entry: Int64? {
    switch self {
    case .categories: nil
    case .date(let id, _), .amount(let id, _), .category(let id, _), .kind(let id, _),
      .searchKey(let id, _), .fingerprint(let id, _, _), .indexed(let id, _, _):
      id
    case .unreadable: nil
    case .memo(let id, _), .subcategory(let id, _), .source(let id, _): id
    }
  }
}

extension Ledger {
  /// The most messages of each kind a check reports.
  public static let checkMessageLimit = 100

  /// Checks the whole ledger: what its engine finds in its storage (SQLite's
  /// `integrity_check`, which reads every page and checks every index against its table), then
  /// the ledger's own rules, read back through the domain types: the categories table holds
  /// exactly kakeibo's categories, and every entry has a real date, an amount in range, a known
  /// category, a valid memo, 内訳 and source (or none), no fingerprint or one of 16 bytes, and
  /// the search key its memo and 内訳 make. A read that fails because
  /// the storage is damaged is reported as damage, not thrown: the engine's check names what it
  /// found damaged before it gave up, and the entries are counted up to the one that could not
  /// be read.
  public func check() throws(LedgerError) -> LedgerCheckReport {
    try guarded {
      var report = LedgerCheckReport(
        storageCheck: type(of: storage).storageCheckName, schemaVersion: try schemaVersion(),
        entryCount: 0, damage: try storage.storageDamage(), ruleViolations: [])
      do {
        try checkCategories(&report)
      } catch let error where storage.isDamage(error) {
        report.damage.append("reading the categories failed: \(reason(error))")
      }
      var lastID: Int64?
      do {
        try checkEntries(&report, lastID: &lastID)
      } catch let error where storage.isDamage(error) {
        report.readEveryEntry = false
        report.damage.append(
          "reading the entries failed "
            + (lastID.map { "after entry \($0)" } ?? "before the first entry")
            + ": \(reason(error))")
      }
      do {
        try checkDateIndex(&report)
        try checkOtherRows(&report)
      } catch let error where storage.isDamage(error) {
        report.damage.append("reading the ledger failed: \(reason(error))")
      }
      return report
    }
  }

  /// What an engine's error says, in its own words.
  func reason(_ error: any Error) -> String { storage.reason(error) }

  private func checkCategories(_ report: inout LedgerCheckReport) throws {
    let found = try connection.rows(
      "SELECT key, position, name, icon FROM categories ORDER BY position"
    ) { row in [row.text(0), row.text(1), row.text(2), row.text(3)].joined(separator: " ") }
    let expected = Category.allCases.enumerated().map { index, category in
      [category.key, String(index + 1), category.name, category.icon.rawValue]
        .joined(separator: " ")
    }
    if found != expected { report.ruleViolations.append(.categories(found: found)) }
  }

  /// Checks every entry; `lastID` is the last one read, for a read that fails on damage.
  private func checkEntries(_ report: inout LedgerCheckReport, lastID: inout Int64?) throws {
    var violations: [RuleViolation] = []
    // What was found before a read fails on damage is kept.
    defer { report.ruleViolations += violations }
    var count: Int64 = 0
    defer { report.entryCount += count }
    try connection.forEachRow(sql.checkedEntries, []) { select in
      count += 1
      let id = select.int64(0)
      lastID = id
      guard violations.count < Self.checkMessageLimit else { return }
      if select.text(1) != "text" || LedgerDate(iso: select.text(2)) == nil {
        violations.append(.date(entry: id, value: select.text(2)))
      }
      let kind = EntryKind(rawValue: select.text(11))
      if kind == nil { violations.append(.kind(entry: id, value: select.text(11))) }
      let amount = select.int64(4)
      if select.text(3) != "integer" || !Yen.entryRange.contains(Int64(amount.magnitude))
        || (amount < 0 && kind != .expense)
      {
        violations.append(.amount(entry: id, value: select.text(4)))
      }
      switch kind {
      case .income? where select.text(5) != "null":
        violations.append(.category(entry: id, value: select.text(6)))
      case .expense? where select.text(5) != "text" || Category(key: select.text(6)) == nil:
        violations.append(.category(entry: id, value: select.text(6)))
      default:
        break
      }
      if select.text(12) != "null" {
        let text = select.text(13)
        if select.text(12) != "text" {
          violations.append(
            .subcategory(entry: id, InvalidValue(.subcategory, text, .notText)))
        } else if let problem = Self.subcategoryProblem(text) {
          violations.append(.subcategory(entry: id, problem))
        }
      }
      if select.text(14) != "null" {
        let text = select.text(15)
        if select.text(14) != "text" {
          violations.append(.source(entry: id, InvalidValue(.source, text, .notText)))
        } else if let problem = Self.sourceProblem(text) {
          violations.append(.source(entry: id, problem))
        }
      }
      if select.text(7) != "text" {
        violations.append(
          .memo(entry: id, InvalidValue(.memo, select.text(8), .notText)))
      } else if let problem = Self.memoProblem(select.text(8)) {
        violations.append(.memo(entry: id, problem))
      }
      if select.text(9) != "null" && (select.text(9) != "blob" || select.int64(10) != 16) {
        violations.append(
          .fingerprint(entry: id, type: select.text(9), length: select.int64(10)))
      }
      let key = SearchText.key(
        memo: select.text(8), subcategory: select.text(12) == "null" ? nil : select.text(13))
      if select.text(16) != key { violations.append(.searchKey(entry: id, value: select.text(16))) }
    }
  }

  /// Checks what the date index holds for each entry (the date, kind, category and amount that
  /// reports and tables read from it, never from the entry's row), where the engine keeps
  /// one of its own that can disagree with the rows: an SQLite file's.
  private func checkDateIndex(_ report: inout LedgerCheckReport) throws {
    guard let query = sql.indexedEntries else { return }
    let found = Set(report.ruleViolations.compactMap(\.entry))
    var violations: [RuleViolation] = []
    defer { report.ruleViolations += violations }
    try connection.forEachRow(query, []) { row in
      let id = row.int64(0)
      guard !found.contains(id), violations.count < Self.checkMessageLimit else { return }
      if LedgerDate(iso: row.text(1)) == nil {
        violations.append(.indexed(entry: id, column: "date", value: row.text(1)))
      }
      let kind = EntryKind(rawValue: row.text(2))
      if kind == nil {
        violations.append(.indexed(entry: id, column: "kind", value: row.text(2)))
      }
      if kind == .expense && Category(key: row.text(3)) == nil {
        violations.append(.indexed(entry: id, column: "category", value: row.text(3)))
      }
    }
  }

  /// Reads every budget, recurring rule and change, the settings and the identity as the
  /// commands that use them do, and reports each that they would refuse.
  private func checkOtherRows(_ report: inout LedgerCheckReport) throws {
    var violations: [RuleViolation] = []
    defer { report.ruleViolations += violations }
    func reading(_ body: () throws -> Void) throws {
      do {
        try body()
      } catch LedgerError.corrupt(_, let reason) {
        if violations.count < Self.checkMessageLimit {
          violations.append(.unreadable(reason))
        }
      } catch LedgerError.invalidEntry(_, let violation) {
        if violations.count < Self.checkMessageLimit { violations.append(violation) }
      }
    }
    try connection.forEachRow(
      """
      SELECT b.category, b.from_month, b.amount, b.subcategory, b.only_month FROM budgets AS b
      JOIN categories AS c ON c.key = b.category ORDER BY b.category, b.from_month
      """, []
    ) { row in try reading { _ = try decodeBudget(row) } }
    try connection.forEachRow(
      "SELECT \(Self.ruleColumns) FROM recurring_rules ORDER BY id", []
    ) { row in try reading { _ = try decodeRule(row) } }
    try connection.forEachRow("SELECT \(changeColumns) FROM changes ORDER BY changes.id", []) {
      row in try reading { _ = try changeRecord(row) }
    }
    try reading { _ = try monthStart() }
    try reading { _ = try storedIdentity() }
  }

  private static func subcategoryProblem(_ text: String) -> InvalidValue? {
    do {
      guard let subcategory = try Subcategory(validating: text), subcategory.name == text else {
        return InvalidValue(.subcategory, text, .untrimmed)
      }
      return nil
    } catch {
      return error
    }
  }

  private static func sourceProblem(_ text: String) -> InvalidValue? {
    do {
      guard let source = try EntrySource(validating: text), source.name == text else {
        return InvalidValue(.source, text, .untrimmed)
      }
      return nil
    } catch {
      return error
    }
  }

  private static func memoProblem(_ text: String) -> InvalidValue? {
    do {
      _ = try Memo(text)
      return nil
    } catch {
      return error
    }
  }
}
