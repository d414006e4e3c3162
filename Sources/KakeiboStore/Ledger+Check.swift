import CSQLite
import KakeiboCore

/// What `Ledger.check()` found.
public struct LedgerCheckReport: Equatable, Sendable {
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
}

extension Ledger {
  /// The most messages of each kind a check reports.
  public static let checkMessageLimit = 100

  /// Checks the whole file: SQLite's `integrity_check`, which reads every page and checks every
  /// index against its table (so that it finds damage that `quick_check` and ordinary queries
  /// do not), and the ledger's own rules, read back through the domain types: the categories
  /// table holds exactly kakeibo's categories, and every entry has a real date, an amount in
  /// range, a known category, a valid memo, and no fingerprint or one of 16 bytes. A read that
  /// fails because the file is damaged is reported as damage, not thrown: the integrity check
  /// names the pages and indexes it found damaged before SQLite gave up, and the entries are
  /// counted up to the one that could not be read.
  public func check() throws(LedgerError) -> LedgerCheckReport {
    try guarded {
      var report = LedgerCheckReport(
        schemaVersion: try schemaVersion(), entryCount: 0, damage: [], ruleViolations: [])
      do {
        try database.prepare("PRAGMA integrity_check(\(Self.checkMessageLimit))").forEachRow {
          row in
          // The checks of the file's pages come as one row of lines, headed by the name of the
          // database; the checks of each table and index against each other, a row each.
          for line in row.text(0).split(separator: "\n") where line != "*** in database main ***" {
            // A row that breaks a CHECK or NOT NULL constraint is not damage: the ledger's own
            // checks below report it, naming the entry and the value.
            let isRuleViolation =
              line.hasPrefix("CHECK constraint failed") || line.hasPrefix("NULL value in")
            if line != "ok" && !isRuleViolation { report.damage.append(String(line)) }
          }
        }
      } catch let error as SQLiteError where Self.isDamage(error) {
        // SQLite stops checking tables against their indexes at a page it cannot read.
        report.damage.append("the integrity check stopped: \(error.message)")
      }
      do {
        try checkCategories(&report)
      } catch let error as SQLiteError where Self.isDamage(error) {
        report.damage.append("reading the categories failed: \(error.message)")
      }
      var lastID: Int64?
      do {
        try checkEntries(&report, lastID: &lastID)
      } catch let error as SQLiteError where Self.isDamage(error) {
        report.readEveryEntry = false
        report.damage.append(
          "reading the entries failed "
            + (lastID.map { "after entry \($0)" } ?? "before the first entry")
            + ": \(error.message)")
      }
      return report
    }
  }

  /// Whether `error` says the file is damaged.
  static func isDamage(_ error: SQLiteError) -> Bool {
    error.primaryCode == SQLITE_CORRUPT || error.primaryCode == SQLITE_NOTADB
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

  /// Checks every entry; `lastID` is the last one read, for a read that fails on damage.
  private func checkEntries(_ report: inout LedgerCheckReport, lastID: inout Int64?) throws {
    let select = try database.prepare(
      """
      SELECT id, typeof(date), date, typeof(amount), amount, typeof(category), category,
        typeof(memo), memo, typeof(fingerprint), length(fingerprint)
      FROM entries ORDER BY id
      """)
    var violations: [RuleViolation] = []
    // What was found before a read fails on damage is kept.
    defer { report.ruleViolations += violations }
    while try select.step() {
      report.entryCount += 1
      let id = select.int64(0)
      lastID = id
      guard violations.count < Self.checkMessageLimit else { continue }
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
