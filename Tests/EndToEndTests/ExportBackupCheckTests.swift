import CSQLite
import Foundation
import Testing

private let entriesSQL = "SELECT date, amount, category, memo FROM entries ORDER BY date, id"

/// A ledger with entries whose memos need CSV quoting, Japanese text, and two alike.
private func makeLedger(_ engine: Engine = .sqlite) throws -> Sandbox {
  let sandbox = try Sandbox(engine: engine)
  for arguments in [
    ["add", "1,280", "-c", "生活費", "-d", "2026-11-30", "-m", "スーパー, 特売"],
    ["add", "3500", "-c", "fun", "-d", "2026-11-29", "-m", "映画 \"ゴジラ\""],
    ["add", "12000", "-c", "経費", "-d", "2026-10-28", "-m", " USB hub "],
    ["add", "150", "-c", "生活費", "-d", "2026-11-02", "-m", "コーヒー ☕"],
    ["add", "150", "-c", "生活費", "-d", "2026-11-02", "-m", "コーヒー ☕"],
    ["add", "999999999999", "-c", "経費", "-d", "2024-02-29"],
  ] {
    try sandbox.ok(arguments)
  }
  return sandbox
}

@Suite struct ExportTests {
  @Test(arguments: Engine.available) func anExportImportsIntoAFreshLedgerAsTheSameEntries(
    engine: Engine
  ) throws {
    let source = try makeLedger(engine)
    for (options, format) in [([String](), "UTF-8"), (["--bom"], "UTF-8")] {
      let exported = source.folder + "/export\(options.count).csv"
      #expect(
        try source.ok(["export", "-o", exported] + options) == "Exported 6 entries to \(exported)\n"
      )
      let target = try Sandbox(engine: engine)
      #expect(
        try target.ok("import", exported) == """
          Read \(exported): kakeibo CSV, \(format), 6 rows
          Imported 6 new entries; 0 duplicates; 0 skipped

          """)
      #expect(try target.query(entriesSQL) == source.query(entriesSQL))
      // And that ledger's export is the source's, but for the ids and the ledger.
      let again = target.folder + "/again.csv"
      try target.ok("export", "-o", again)
      func withoutIDs(_ path: String) throws -> [Substring] {
        try withoutFingerprints(withLedgersNamed(String(contentsOfFile: path, encoding: .utf8)))
          .split(separator: "\n").map { $0.drop { $0 != "," } }
      }
      #expect(try withoutIDs(again) == withoutIDs(source.folder + "/export0.csv"))
      // Importing the export once more adds nothing.
      #expect(try target.ok("import", exported).contains("Imported 0 new entries; 6 duplicates"))
    }
  }

  @Test(arguments: Engine.available) func anExportImportedBackIntoItsOwnLedgerAddsNothing(
    engine: Engine
  ) throws {
    let sandbox = try makeLedger(engine)
    let exported = sandbox.folder + "/export.csv"
    try sandbox.ok("export", "-o", exported)
    #expect(
      try sandbox.ok("import", exported) == """
        Read \(exported): kakeibo CSV, UTF-8, 6 rows
        Imported 0 new entries; 6 duplicates; 0 skipped

        """)
    #expect(try sandbox.query("SELECT count(*) FROM entries") == [["6"]])
  }

  @Test(arguments: Engine.available) func csvToStandardOutputWithABOMAndAMonth(engine: Engine)
    throws
  {
    let sandbox = try makeLedger(engine)
    let ledger = try sandbox.ledgerIdentity()
    #expect(
      try sandbox.ok("export", "--month", "2026-11", "--bom") == """
        \u{FEFF}id,date,amount,category,memo,subcategory,kind,source,fingerprint,ledger
        4,2026-11-02,150,生活費,コーヒー ☕,,expense,,,\(ledger)
        5,2026-11-02,150,生活費,コーヒー ☕,,expense,,,\(ledger)
        2,2026-11-29,3500,娯楽費,"映画 ""ゴジラ""\",,expense,,,\(ledger)
        1,2026-11-30,1280,生活費,"スーパー, 特売",,expense,,,\(ledger)

        """)
  }

  /// Memos that a spreadsheet would run as formulas (full-width `＝`, `＠`, `－` too, which a
  /// Japanese spreadsheet reads as `=`, `@`, `-`) are written with a `'` in front, and an
  /// export imported into a new ledger exports again to the very same bytes (but for the
  /// ledger's identity).
  @Test(arguments: Engine.available) func formulaLikeMemosAreNeutralizedAndComeBackExactly(
    engine: Engine
  ) throws {
    let source = try Sandbox(engine: engine)
    let memos = [
      "=HYPERLINK(\"http://example.invalid\",\"x\")", "+81 3-1234", "-1", "@SUM(A1:A9)",
      "'=quoted", "''+twice", "'plain", "a=b", "スーパー", "＝1+1", "＠SUM(A1)", "－500",
    ]
    for (day, memo) in memos.enumerated() {
      let date = "2026-11-" + (day < 9 ? "0" : "") + "\(day + 1)"
      try source.ok("add", "\(day + 1)00", "-c", "fun", "-d", date, "-m", memo)
    }
    let exported = source.folder + "/export.csv"
    try source.ok("export", "--bom", "-o", exported)
    let bytes = String(decoding: try #require(source.fileBytes(exported)), as: UTF8.self)
    let ledger = try source.ledgerIdentity()
    #expect(
      bytes == """
        \u{FEFF}id,date,amount,category,memo,subcategory,kind,source,fingerprint,ledger
        1,2026-11-01,100,娯楽費,"'=HYPERLINK(""http://example.invalid"",""x"")",,expense,,,\(ledger)
        2,2026-11-02,200,娯楽費,'+81 3-1234,,expense,,,\(ledger)
        3,2026-11-03,300,娯楽費,'-1,,expense,,,\(ledger)
        4,2026-11-04,400,娯楽費,'@SUM(A1:A9),,expense,,,\(ledger)
        5,2026-11-05,500,娯楽費,''=quoted,,expense,,,\(ledger)
        6,2026-11-06,600,娯楽費,'''+twice,,expense,,,\(ledger)
        7,2026-11-07,700,娯楽費,'plain,,expense,,,\(ledger)
        8,2026-11-08,800,娯楽費,a=b,,expense,,,\(ledger)
        9,2026-11-09,900,娯楽費,スーパー,,expense,,,\(ledger)
        10,2026-11-10,1000,娯楽費,'＝1+1,,expense,,,\(ledger)
        11,2026-11-11,1100,娯楽費,'＠SUM(A1),,expense,,,\(ledger)
        12,2026-11-12,1200,娯楽費,'－500,,expense,,,\(ledger)

        """)
    let target = try Sandbox(engine: engine)
    #expect(try target.ok("import", exported).contains("Imported 12 new entries"))
    #expect(try target.query("SELECT memo FROM entries ORDER BY id") == memos.map { [$0] })
    let again = target.folder + "/again.csv"
    try target.ok("export", "--bom", "-o", again)
    #expect(
      withoutFingerprints(String(decoding: try #require(target.fileBytes(again)), as: UTF8.self))
        == bytes.replacingOccurrences(of: ledger, with: try target.ledgerIdentity()))
  }

  /// Ledger B has its own coffee, with the same id, date, amount and memo as ledger A's: A's
  /// export brings both of A's entries into B, and only once.
  @Test(arguments: Engine.available) func anotherLedgersEntriesWithTheSameIDsAreOtherEntries(
    engine: Engine
  ) throws {
    let a = try Sandbox(engine: engine)
    try a.ok("add", "250", "-c", "生活費", "-d", "2026-11-01", "-m", "コーヒー")
    try a.ok("add", "1,200", "-c", "生活費", "-d", "2026-11-01", "-m", "ランチ")
    let b = try Sandbox(engine: engine)
    try b.ok("add", "250", "-c", "生活費", "-d", "2026-11-01", "-m", "コーヒー")
    let file = a.folder + "/a.csv"
    try a.ok("export", "-o", file)
    #expect(
      try b.ok("import", file) == """
        Read \(file): kakeibo CSV, UTF-8, 2 rows
        Imported 2 new entries; 0 duplicates; 0 skipped

        """)
    #expect(try b.ok("import", file).contains("Imported 0 new entries; 2 duplicates"))
    #expect(
      try b.query("SELECT id, amount, memo FROM entries ORDER BY id") == [
        ["1", "250", "コーヒー"], ["2", "250", "コーヒー"], ["3", "1200", "ランチ"],
      ])
    // B's own export, back into B, adds nothing: every row is B's own entry.
    let own = b.folder + "/b.csv"
    try b.ok("export", "-o", own)
    #expect(try b.ok("import", own).contains("Imported 0 new entries; 3 duplicates"))
  }

  /// An export written before the ledger column existed still imports, its cells as they
  /// are; its rows are known by their fingerprints only, so even this ledger's own entries
  /// are new to it once.
  @Test(arguments: Engine.available) func anExportWithoutTheLedgerColumnIsKnownByItsFingerprints(
    engine: Engine
  ) throws {
    let sandbox = try Sandbox(engine: engine)
    try sandbox.ok("add", "250", "-c", "生活費", "-d", "2026-11-01", "-m", "コーヒー")
    let file = sandbox.folder + "/old.csv"
    try Data(
      "id,date,amount,category,memo\n1,2026-11-01,250,生活費,コーヒー\n2,2026-11-02,9,生活費,'=x\n"
        .utf8
    ).write(to: URL(fileURLWithPath: file))
    #expect(try sandbox.ok("import", file).contains("Imported 2 new entries; 0 duplicates"))
    #expect(try sandbox.ok("import", file).contains("Imported 0 new entries; 2 duplicates"))
    #expect(
      try sandbox.query("SELECT id, memo FROM entries ORDER BY id") == [
        ["1", "コーヒー"], ["2", "コーヒー"], ["3", "'=x"],
      ])
  }

  @Test(arguments: Engine.available) func jsonForARange(engine: Engine) throws {
    let sandbox = try makeLedger(engine)
    #expect(
      try sandbox.ok("export", "--format", "json", "--from", "2026-10-01", "--to", "2026-11-01")
        == """
        [
          {"id":3,"date":"2026-10-28","amount":12000,"category":"経費","categoryKey":"expenses","icon":"briefcase.fill","memo":"USB hub","subcategory":null,"kind":"expense","source":null}
        ]

        """)
    let bom = try sandbox.run("export", "--format", "json", "--bom")
    #expect(bom.status == 64)
    #expect(
      bom.stderr
        == "kakeibo: --bom is for CSV: JSON never starts with a byte order mark (see 'kakeibo export --help')\n"
    )
  }

  @Test(arguments: Engine.available) func anOutputFileIsReplacedWholeOrNotAtAll(engine: Engine)
    throws
  {
    let sandbox = try makeLedger(engine)
    let path = sandbox.folder + "/out.csv"
    try Data("old".utf8).write(to: URL(fileURLWithPath: path))
    try sandbox.ok("export", "-o", path, "--force")
    #expect(try String(contentsOfFile: path, encoding: .utf8).hasPrefix("id,date,amount"))
    let result = try sandbox.run("export", "-o", sandbox.folder + "/no/such/folder/out.csv")
    #expect(result.status == 74)
    #expect(
      result.stderr
        == "kakeibo: file \"\(sandbox.folder)/no/such/folder/out.csv\": cannot write it: No such file or directory\n"
    )
    let leftovers = try FileManager.default.contentsOfDirectory(atPath: sandbox.folder)
      .filter { $0.hasSuffix(".tmp") }
    #expect(leftovers == [])
  }
}

@Suite struct BackupTests {
  @Test(arguments: Engine.available) func aBackupIsALedgerWithTheSameEntriesReadableOnlyByItsOwner(
    engine: Engine
  ) throws {
    let sandbox = try makeLedger(engine)
    let backup = sandbox.folder + "/backup.db"
    let output = try sandbox.ok("backup", backup)
    let size = try #require(sandbox.fileBytes(backup)?.count)
    #expect(output == "Backed up \(sandbox.ledger) to \(backup) (\(grouped(size)) bytes)\n")
    let attributes = try FileManager.default.attributesOfItem(atPath: backup)
    #expect((attributes[.posixPermissions] as? Int) == 0o600)
    #expect(try sandbox.query(entriesSQL, path: backup) == sandbox.query(entriesSQL))
    // The same ledger, so the same identity: its exports import back as its own entries.
    #expect(try sandbox.ledgerIdentity(path: backup) == sandbox.ledgerIdentity())
    #expect(try sandbox.ok("--db", backup, "list") == sandbox.ok("list"))
    #expect(try sandbox.ok("--db", backup, "check").contains("SQLite integrity check: ok"))
    // On PostgreSQL it is the offline copy of the shared ledger: the same entries, budgets,
    // settings and change log, which undo can go on reverting offline.
    #expect(try sandbox.ok("--db", backup, "log") == sandbox.ok("log"))
  }

  @Test(arguments: Engine.available) func anExistingFileIsReplacedOnlyWithForce(engine: Engine)
    throws
  {
    let sandbox = try makeLedger(engine)
    let backup = sandbox.folder + "/backup.db"
    try Data("keep me".utf8).write(to: URL(fileURLWithPath: backup))
    let refused = try sandbox.run("backup", backup)
    #expect(refused.status == 73)
    #expect(refused.stdout == "")
    #expect(
      refused.stderr
        == "kakeibo: backup \"\(backup)\": a file is already there; pass --force to replace it\n")
    #expect(try String(contentsOfFile: backup, encoding: .utf8) == "keep me")

    try sandbox.ok("backup", backup, "--force")
    #expect(try sandbox.query("SELECT count(*) FROM entries", path: backup) == [["6"]])

    guard engine == .sqlite else { return }
    let itself = try sandbox.run("backup", sandbox.databasePath, "--force")
    #expect(itself.status == 73)
    #expect(
      itself.stderr
        == "kakeibo: backup \"\(sandbox.databasePath)\": is the ledger itself; name another file\n"
    )
  }

  @Test(arguments: Engine.available) func aBackupWhileAnotherProcessWritesHasOnlyWhatWasCommitted(
    engine: Engine
  ) throws {
    let sandbox = try makeLedger(engine)
    // Another connection holds the write lock with an entry not yet committed.
    let insert =
      "INSERT INTO entries (id, date, amount, category) VALUES (7, '2026-11-15', 7, 'leisure')"
    var writer: OpaquePointer?
    var session: PostgresSession?
    switch engine {
    case .sqlite:
      #expect(sqlite3_open(sandbox.databasePath, &writer) == SQLITE_OK)
      #expect(sqlite3_exec(writer, "BEGIN IMMEDIATE; " + insert, nil, nil, nil) == SQLITE_OK)
    case .postgresql:
      session = try PostgresSession(sandbox.uri(role: "postgres"))
      try session?.run(
        "SET search_path TO kakeibo; BEGIN; \(PostgresSession.ledgerLock); \(insert);")
    }
    defer { sqlite3_close(writer) }
    let backup = sandbox.folder + "/backup.db"
    try sandbox.ok("backup", backup)
    #expect(try sandbox.query("SELECT count(*) FROM entries", path: backup) == [["6"]])
    switch engine {
    case .sqlite: #expect(sqlite3_exec(writer, "COMMIT", nil, nil, nil) == SQLITE_OK)
    case .postgresql: try session?.run("COMMIT;")
    }
    #expect(try sandbox.query("SELECT count(*) FROM entries") == [["7"]])
  }

  @Test(arguments: Engine.available) func thereIsNothingToBackUpOrCheckWithoutALedger(
    engine: Engine
  ) throws {
    let sandbox = try Sandbox(engine: engine)
    for arguments in [["backup", sandbox.folder + "/b.db"], ["check"]] {
      let result = try sandbox.run(arguments)
      #expect(result.status == 66)
      #expect(
        result.stderr
          == "kakeibo: database \"\(sandbox.ledger)\": there is no ledger here yet\n")
    }
    #expect(!sandbox.ledgerExists)
    #expect(try FileManager.default.contentsOfDirectory(atPath: sandbox.folder) == [])
  }
}

@Suite struct CheckTests {
  @Test(arguments: Engine.available) func aSoundLedger(engine: Engine) throws {
    let sandbox = try makeLedger(engine)
    #expect(
      try sandbox.ok("check") == """
        Checked \(sandbox.ledger): schema version \(latestSchemaVersion), 6 entries
        \(engine == .sqlite ? "SQLite integrity check: ok\n" : "")\
        Ledger rules: ok (kinds, categories, 内訳, dates, amounts, memos, sources, fingerprints, search keys)

        """)
  }

  /// A damaged index page that queries and `PRAGMA quick_check` do not notice.
  @Test func findsADamagedPageThatQuickCheckMisses() throws {
    let sandbox = try Sandbox()
    let file = sandbox.folder + "/rows.csv"
    let rows = (1...20).map {
      "\($0),2026-11-\(String(format: "%02d", $0)),\($0 * 100),生活費,row \($0)"
    }
    try Data((["id,date,amount,category,memo"] + rows).joined(separator: "\n").utf8)
      .write(to: URL(fileURLWithPath: file))
    try sandbox.ok("import", file)
    try executeSQL("PRAGMA wal_checkpoint(TRUNCATE)", at: sandbox.databasePath)
    // Twenty fingerprints fit in the index's root page, a leaf; its last cell (at the page's
    // end) holds the first row's fingerprint and rowid. Change a byte of that fingerprint.
    let pageSize = try #require(Int(sandbox.query("PRAGMA page_size")[0][0]))
    let root = try #require(
      Int(
        sandbox.query("SELECT rootpage FROM sqlite_schema WHERE name = 'entries_by_fingerprint'")[
          0][0]))
    let handle = try #require(FileHandle(forUpdatingAtPath: sandbox.databasePath))
    let offset = UInt64(root * pageSize - 3)
    try handle.seek(toOffset: offset)
    let byte = try #require(try handle.read(upToCount: 1)?.first)
    try handle.seek(toOffset: offset)
    try handle.write(contentsOf: Data([byte ^ 0x55]))
    try handle.close()

    #expect(try sandbox.query("PRAGMA quick_check") == [["ok"]])
    #expect(try sandbox.ok("list").hasSuffix("   20 entries             ¥21,000\n"))
    let result = try sandbox.run("check")
    #expect(result.status == 74)
    #expect(
      result.stdout == """
        Checked \(sandbox.databasePath): schema version \(latestSchemaVersion), 20 entries
        SQLite integrity check: 1 problem
          row 1 missing from index entries_by_fingerprint
        Ledger rules: ok (kinds, categories, 内訳, dates, amounts, memos, sources, fingerprints, search keys)

        """)
    #expect(
      result.stderr
        == "kakeibo: database \"\(sandbox.databasePath)\": the file is damaged (1 problem); restore a backup, or export what can still be read\n"
    )
  }

  /// Issue 10, item 7: a page SQLite cannot read stops its integrity check part way; check
  /// reports what it named before that (the page), says where it stopped, and exits 74.
  @Test func namesTheDamagedPageWhereSQLiteStops() throws {
    let sandbox = try makeLedger()
    try executeSQL("PRAGMA wal_checkpoint(TRUNCATE)", at: sandbox.databasePath)
    let pageSize = try #require(Int(sandbox.query("PRAGMA page_size")[0][0]))
    let root = try #require(
      Int(sandbox.query("SELECT rootpage FROM sqlite_schema WHERE name = 'entries'")[0][0]))
    // The entries' only page gets a header of zeros: not a page of any kind.
    let handle = try #require(FileHandle(forUpdatingAtPath: sandbox.databasePath))
    try handle.seek(toOffset: UInt64((root - 1) * pageSize))
    try handle.write(contentsOf: Data(count: 8))
    try handle.close()

    let result = try sandbox.run("check")
    #expect(
      result
        == Run(
          status: 74,
          stdout: """
            Checked \(sandbox.databasePath): schema version \(latestSchemaVersion), 0 entries could be read
            SQLite integrity check: 3 problems
              Page \(root): btreeInitPage() returns error code 11
              the integrity check stopped: database disk image is malformed
              reading the entries failed before the first entry: database disk image is malformed
            Ledger rules: ok (kinds, categories, 内訳, dates, amounts, memos, sources, fingerprints, search keys)

            """,
          stderr:
            "kakeibo: database \"\(sandbox.databasePath)\": the file is damaged (3 problems); restore a backup, or export what can still be read\n"
        ))
  }

  /// A cell that runs off the end of its page, which ordinary reads (and, on main, writes)
  /// went past: check names the page and cell.
  @Test func namesACellThatRunsOffItsPage() throws {
    let sandbox = try makeLedger()
    let page = try damageFirstCell(ofTable: "entries", at: sandbox.databasePath)
    let result = try sandbox.run("check")
    #expect(result.status == 74)
    // How many problems SQLite counts past the damaged cell depends on the page's layout;
    // the page and cell are named first, and the check says where it stopped.
    let lines = result.stdout.split(separator: "\n").dropFirst().prefix(3)
    #expect(lines.first?.hasPrefix("SQLite integrity check: ") == true)
    #expect(
      Array(lines.dropFirst()) == [
        "  On tree page \(page) cell 0: Extends off end of page",
        "  the integrity check stopped: database disk image is malformed",
      ])
  }

  /// A schema SQLite cannot parse: nothing can be read, and check says so with SQLite's words.
  @Test func aSchemaThatCannotBeReadIsTheDamageItReports() throws {
    let sandbox = try makeLedger()
    try executeSQL("PRAGMA wal_checkpoint(TRUNCATE)", at: sandbox.databasePath)
    var bytes = try #require(sandbox.fileBytes())
    // Migration 0007 made the table anew and renamed it, which quotes its name.
    let statement = try #require(bytes.range(of: Data("CREATE TABLE \"entries\"".utf8)))
    bytes.replaceSubrange(
      statement.lowerBound + 7..<statement.lowerBound + 12, with: Data("XABLE".utf8))
    try bytes.write(to: URL(fileURLWithPath: sandbox.databasePath))
    let result = try sandbox.run("check")
    #expect(
      result
        == Run(
          status: 74,
          stdout: """
            Checked \(sandbox.databasePath): the schema cannot be read
            SQLite integrity check: 1 problem
              malformed database schema (entries) - near "XABLE": syntax error

            """,
          stderr:
            "kakeibo: database \"\(sandbox.databasePath)\": the file is damaged (1 problem); restore a backup, or export what can still be read\n"
        ))
    #expect(try sandbox.run("list").stderr.contains("the ledger is damaged (malformed database"))
  }

  /// A client that bypassed the schema stored what kakeibo refuses: on SQLite past its checks
  /// and foreign keys, on PostgreSQL after dropping the constraints (a date is always a real
  /// day there: the column's type sees to it). The server keeps its own pages sound, so a
  /// shared ledger's check is the ledger's own rules alone.
  @Test(arguments: Engine.available)
  func findsEntriesThatBreakTheLedgersRules(engine: Engine) throws {
    let sandbox = try makeLedger(engine)
    switch engine {
    case .sqlite:
      try sandbox.execute(
        """
        PRAGMA foreign_keys = OFF; PRAGMA ignore_check_constraints = ON;
        INSERT INTO entries (id, date, amount, category, memo, fingerprint)
          VALUES (10, '2026-02-30', 0, 'food', 'tab\there', x'0001');
        UPDATE categories SET name = '食費' WHERE key = 'livingCost';
        """)
    case .postgresql:
      try sandbox.execute(
        """
        ALTER TABLE entries DROP CONSTRAINT entries_amount_check,
          DROP CONSTRAINT entries_category_fkey, DROP CONSTRAINT entries_memo_check,
          DROP CONSTRAINT entries_fingerprint_check;
        INSERT INTO entries (id, date, amount, category, memo, fingerprint)
          VALUES (10, '2026-02-28', 0, 'food', E'tab\\there', '\\x0001');
        UPDATE categories SET name = '食費' WHERE key = 'livingCost';
        """)
    }
    let problems = engine == .sqlite ? 7 : 6
    let result = try sandbox.run("check")
    #expect(result.status == 65)
    #expect(
      result.stdout == """
        Checked \(sandbox.ledger): schema version \(latestSchemaVersion), 7 entries
        \(engine == .sqlite ? "SQLite integrity check: ok\n" : "")\
        Ledger rules: \(problems) problems
          categories: the table holds "livingCost 1 食費 house.fill", "expenses 2 経費 briefcase.fill", "leisure 3 娯楽費 gamecontroller.fill"; expected "livingCost 1 生活費 house.fill", "expenses 2 経費 briefcase.fill", "leisure 3 娯楽費 gamecontroller.fill"
        \(engine == .sqlite ? "  entry 10: date \"2026-02-30\" is not a real day as YYYY-MM-DD\n" : "")\
          entry 10: amount "0" is not a whole number of yen from 1 to 999,999,999,999 (or, for the refund of an expense, as much below zero)
          entry 10: category "food" is not one of kakeibo's
          entry 10: memo "tab\\there" contains the control character U+0009; a memo is one line of printable text, up to 500 characters
          entry 10: fingerprint is a blob of length 2, not 16 bytes
          entry 10: search key "" is not the one its memo and 内訳 make

        """)
    #expect(
      result.stderr
        == "kakeibo: database \"\(sandbox.ledger)\": the ledger's rules are broken (\(problems) problems); fix or delete those entries\n"
    )
  }
}

@Suite struct UpgradeTests {
  /// A ledger made by the first kakeibo (schema version 1) is upgraded in place when opened.
  @Test func aVersionOneLedgerKeepsItsEntries() throws {
    let sandbox = try Sandbox()
    let first = try String(
      contentsOfFile: packageRoot + "/migrations/0001_create_categories_and_entries.sql",
      encoding: .utf8)
    try executeSQL(
      first + """
        ;
        PRAGMA application_id = 1262570309; PRAGMA user_version = 1;
        INSERT INTO entries (id, date, amount, category, memo) VALUES
          (3, '2026-11-01', 1200, 'livingCost', 'スーパー'), (8, '2026-11-02', 500, 'leisure', '');
        """, at: sandbox.databasePath)
    #expect(try sandbox.query("PRAGMA user_version") == [["1"]])
    try sandbox.ok("add", "100", "-c", "経費", "-d", "2026-11-03")
    #expect(try sandbox.query("PRAGMA user_version") == [[String(latestSchemaVersion)]])
    #expect(
      try sandbox.query(
        "SELECT id, date, amount, category, memo, fingerprint FROM entries ORDER BY id")
        == [
          ["3", "2026-11-01", "1200", "livingCost", "スーパー", "NULL"],
          ["8", "2026-11-02", "500", "leisure", "", "NULL"],
          ["9", "2026-11-03", "100", "expenses", "", "NULL"],
        ])
    // The search keys of the entries there before are made as the ledger is brought up to
    // date, and indexed: ｽｰﾊﾟｰ finds スーパー.
    #expect(
      try sandbox.query("SELECT id, search_key FROM entries ORDER BY id")
        == [["3", "すーぱー\n"], ["8", "\n"], ["9", "\n"]])
    #expect(
      try sandbox.query("SELECT rowid FROM entry_search WHERE entry_search MATCH '\"すーぱー\"'")
        == [["3"]])
    #expect(try sandbox.ok("list", "--search", "ｽｰﾊﾟｰ").contains("3  2026-11-01"))
    #expect(try sandbox.ok("check").contains("Ledger rules: ok"))
  }
}
