import CSQLite
import KakeiboCore

/// What `Ledger.check()` found.
public struct LedgerCheckReport: Equatable, Sendable {
  public var schemaVersion: Int
  public var entryCount: Int64
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
}

extension Ledger {
  /// The most messages of each kind a check reports.
  public static let checkMessageLimit = 100

  /// Checks the whole file: SQLite's `integrity_check`, which reads every page and checks every
  /// index against its table (so that it finds damage that `quick_check` and ordinary queries
  /// do not), and the ledger's own rules, read back through the domain types: the categories
  /// table holds exactly kakeibo's categories, and every entry has a real date, an amount in
  /// range, a known category, a valid memo, and no fingerprint or one of 16 bytes. A read that
  /// fails because the file is damaged is reported as damage, not thrown.
  public func check() throws(LedgerError) -> LedgerCheckReport {
    try guarded {
      var report = LedgerCheckReport(
        schemaVersion: try schemaVersion(), entryCount: 0, damage: [], ruleViolations: [])
      try database.prepare("PRAGMA integrity_check(\(Self.checkMessageLimit))").forEachRow {
        row in
        let message = row.text(0)
        // A row that breaks a CHECK or NOT NULL constraint is not damage: the ledger's own
        // checks below report it, naming the entry and the value.
        let isRuleViolation =
          message.hasPrefix("CHECK constraint failed") || message.hasPrefix("NULL value in")
        if message != "ok" && !isRuleViolation { report.damage.append(message) }
      }
      do {
        try checkCategories(&report)
        try checkEntries(&report)
      } catch let error as SQLiteError
        where error.primaryCode == SQLITE_CORRUPT || error.primaryCode == SQLITE_NOTADB
      {
        report.damage.append("reading the ledger failed: \(error.message)")
      }
      return report
    }
  }

  private func checkCategories(_ report: inout LedgerCheckReport) throws {
    var found: [String] = []
    try database.prepare("SELECT key, position, name, icon FROM categories ORDER BY position")
      .forEachRow { row in
        found.append([row.text(0), row.text(1), row.text(2), row.text(3)].joined(separator: " "))
      }
    let expected = Category.allCases.enumerated().map { index, category in
      [category.key, String(index + 1), category.name, category.icon.rawValue]
        .joined(separator: " ")
    }
    if found != expected { report.ruleViolations.append(.categories(found: found)) }
  }

  private func checkEntries(_ report: inout LedgerCheckReport) throws {
    let select = try database.prepare(
      """
      SELECT id, typeof(date), date, typeof(amount), amount, typeof(category), category,
        typeof(memo), memo, typeof(fingerprint), length(fingerprint)
      FROM entries ORDER BY id
      """)
    var violations: [RuleViolation] = []
    while try select.step() {
      report.entryCount += 1
      guard violations.count < Self.checkMessageLimit else { continue }
      let id = select.int64(0)
      if select.text(1) != "text" || LedgerDate(iso: select.text(2)) == nil {
        violations.append(.date(entry: id, value: select.text(2)))
      }
      if select.text(3) != "integer" || !Yen.entryRange.contains(select.int64(4)) {
        violations.append(.amount(entry: id, value: select.text(4)))
      }
      if select.text(5) != "text" || Category(key: select.text(6)) == nil {
        violations.append(.category(entry: id, value: select.text(6)))
      }
      if select.text(7) != "text" {
        violations.append(
          .memo(entry: id, InvalidValue(.memo, select.text(8), "is not text")))
      } else if let problem = Self.memoProblem(select.text(8)) {
        violations.append(.memo(entry: id, problem))
      }
      if select.text(9) != "null" && (select.text(9) != "blob" || select.int64(10) != 16) {
        violations.append(
          .fingerprint(entry: id, type: select.text(9), length: select.int64(10)))
      }
    }
    report.ruleViolations += violations
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
