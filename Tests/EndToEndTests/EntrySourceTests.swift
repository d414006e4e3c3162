import Foundation
import Testing

/// Every entry with its source, as both engines print it.
private let sourcesSQL =
  "SELECT date, amount, kind, category, memo, source FROM entries ORDER BY date, id"

/// A ledger with entries from two statements, one typed by hand that the card's statement
/// matched, and one typed by hand that no statement lists.
private func ledgerWithSources(_ engine: Engine) throws -> Sandbox {
  let sandbox = try Sandbox(engine: engine)
  try sandbox.ok("add", "3280", "-c", "経費", "-m", "Amazon", "-d", "2026-10-06")
  try sandbox.ok("add", "980", "-c", "fun", "-m", "本屋", "-d", "2026-10-07")
  try sandbox.ok("import", fixture("statements/smbc-card.csv"))
  try sandbox.ok("import", fixture("statements/mufg-bank.csv"))
  return sandbox
}

/// An entry's source travels with it: through export and import, backup, copy and undo, and
/// `check` reads it back through its rules.
@Suite struct EntrySourceTests {
  /// kakeibo's own CSV keeps the source before the `ledger` column, and reads it back: export,
  /// import into a new ledger, export again gives the same file but for the ledger's identity.
  @Test(arguments: Engine.available)
  func anExportImportsBackWithItsSources(engine: Engine) throws {
    let source = try ledgerWithSources(engine)
    let exported = source.folder + "/export.csv"
    try source.ok("export", "-o", exported)
    let text = try String(contentsOfFile: exported, encoding: .utf8)
    let identity = try source.ledgerIdentity()
    let lines = withoutFingerprints(text).split(separator: "\n")
    #expect(
      lines.first == "id,date,amount,category,memo,subcategory,kind,source,fingerprint,ledger")
    #expect(lines.contains("1,2026-10-06,3280,経費,Amazon,,expense,三井住友カード,,\(identity)"))
    #expect(lines.contains("2,2026-10-07,980,娯楽費,本屋,,expense,,,\(identity)"))
    #expect(
      lines.contains("15,2026-11-15,12,,利息,,income,三菱UFJ銀行,,\(identity)"), "\(lines)")

    let target = try Sandbox(engine: engine)
    #expect(
      try target.ok("import", exported).hasSuffix(
        "Imported 15 new entries (2 income, 1 refund); 0 duplicates; 0 skipped\n"))
    #expect(try target.query(sourcesSQL) == source.query(sourcesSQL))
    let again = target.folder + "/again.csv"
    try target.ok("export", "-o", again)
    // The same file but for the ids (the new ledger numbers its entries in the file's order)
    // and the ledger's identity.
    // An entry typed by hand has the fingerprint of its row in the new ledger; a statement's
    // row keeps the fingerprint it had.
    func withoutIDs(_ text: String, _ identity: String) -> [Substring] {
      text.replacingOccurrences(of: identity, with: "LEDGER").split(separator: "\n").map {
        $0.drop { $0 != "," }
      }
    }
    let againText = try String(contentsOfFile: again, encoding: .utf8)
    #expect(
      withoutIDs(withoutFingerprints(againText), try target.ledgerIdentity())
        == withoutIDs(withoutFingerprints(text), identity))
    let fingerprintsSQL =
      "SELECT \(engine == .sqlite ? "lower(hex(fingerprint))" : "encode(fingerprint, 'hex')") "
      + "FROM entries WHERE source IS NOT NULL ORDER BY 1"
    #expect(try target.query(fingerprintsSQL) == source.query(fingerprintsSQL))
    // A file written before the column existed still imports, its entries without a source.
    let older = target.folder + "/older.csv"
    try "id,date,amount,category,memo,subcategory,kind,ledger\n1,2026-12-01,500,生活費,a,,expense,\n"
      .write(toFile: older, atomically: true, encoding: .utf8)
    #expect(try target.ok("import", older).contains("Imported 1 new entry"))
    #expect(try target.query("SELECT source FROM entries WHERE memo = 'a'") == [["NULL"]])
  }

  /// Edits keep the source; undoing a delete or an edit gives it back with the entry.
  @Test(arguments: Engine.available)
  func undoKeepsTheSource(engine: Engine) throws {
    let sandbox = try ledgerWithSources(engine)
    let before = try sandbox.query(sourcesSQL)
    try sandbox.ok("edit", "3", "-m", "電気代")
    #expect(
      try sandbox.query("SELECT memo, source FROM entries WHERE id = 3") == [["電気代", "三井住友カード"]])
    try sandbox.ok("delete", "1")
    try sandbox.ok("undo")
    try sandbox.ok("undo")
    #expect(try sandbox.query(sourcesSQL) == before)
  }

  /// A backup is the same ledger, sources included.
  @Test(arguments: Engine.available)
  func aBackupKeepsTheSources(engine: Engine) throws {
    let sandbox = try ledgerWithSources(engine)
    let backup = sandbox.folder + "/backup.db"
    try sandbox.ok("backup", backup)
    #expect(try sandbox.query(sourcesSQL, path: backup) == sandbox.query(sourcesSQL))
    #expect(
      try sandbox.ok("--db", backup, "list", "--source", "三菱ufj銀行")
        == sandbox.ok("list", "--source", "三菱UFJ銀行"))
  }

  /// `check` reads every source through the rules a source is written with.
  @Test(arguments: Engine.available)
  func checkFindsASourceThatBreaksTheRules(engine: Engine) throws {
    let sandbox = try Sandbox(engine: engine)
    try sandbox.ok("add", "100", "-c", "fun", "-d", "2026-11-01")
    switch engine {
    case .sqlite:
      try sandbox.execute(
        """
        PRAGMA ignore_check_constraints = ON;
        INSERT INTO entries (id, date, amount, category, memo, source, search_key) VALUES
          (2, '2026-11-02', 200, 'leisure', '', 'カード' || char(10) || '2', char(10)),
          (3, '2026-11-03', 300, 'leisure', '', ' カード', char(10)),
          (4, '2026-11-04', 400, 'leisure', '', '', char(10));
        """)
    case .postgresql:
      try sandbox.execute(
        """
        ALTER TABLE entries DROP CONSTRAINT entries_source_check;
        INSERT INTO entries (id, date, amount, category, memo, source, search_key) VALUES
          (2, '2026-11-02', 200, 'leisure', '', E'カード\\n2', E'\\n'),
          (3, '2026-11-03', 300, 'leisure', '', ' カード', E'\\n'),
          (4, '2026-11-04', 400, 'leisure', '', '', E'\\n');
        """)
    }
    let result = try sandbox.run("check")
    #expect(
      result.stdout == """
        Checked \(sandbox.ledger): schema version \(latestSchemaVersion), 4 entries
        \(engine == .sqlite ? "SQLite integrity check: ok\n" : "")\
        Ledger rules: 3 problems
          entry 2: source "カード\\n2" contains the control character U+000A; a source is one line of printable text, up to 100 characters
          entry 3: source " カード" is empty or has white space at its ends
          entry 4: source "" is empty or has white space at its ends

        """)
    #expect(result.status == 65)
  }

  /// `--search` and `--source` together: the entries found among one source's, in any form of
  /// the text (Amazon, AMAZON.CO.JP).
  @Test(arguments: Engine.available)
  func aSearchCombinesWithTheSource(engine: Engine) throws {
    let sandbox = try ledgerWithSources(engine)
    func ids(_ arguments: String...) throws -> [String] {
      try sandbox.ok(["list", "--search", "amazon", "--format", "csv"] + arguments)
        .split(separator: "\n").dropFirst().map { String($0.prefix { $0 != "," }) }
    }
    #expect(try ids() == ["1", "7", "13", "14"])
    #expect(try ids("--source", "三井住友カード") == ["1", "7"])
    #expect(try ids("--source", "三菱ufj銀行", "--month", "2026-11") == ["13", "14"])
    #expect(try ids("--source", "三菱UFJ銀行", "--month", "2026-10") == [])
  }

  /// `kakeibo copy` takes the sources along, and the change log's copies of them.
  @Test(.enabled(if: Engine.hasPostgres)) func aCopyKeepsTheSources() throws {
    let file = try ledgerWithSources(.sqlite)
    try file.ok("edit", "3", "-m", "電気代")
    let server = try Sandbox(engine: .postgresql)
    try file.ok("copy", server.ledger)
    #expect(try CopyTests.tables(of: server) == CopyTests.tables(of: file))
    #expect(try server.query(sourcesSQL) == file.query(sourcesSQL))
    #expect(
      try server.query("SELECT entry_id, source FROM change_entries ORDER BY 1, change_id") == [
        ["1", "NULL"], ["3", "三井住友カード"],
      ])
  }
}
