import Foundation
import Testing

@Suite struct ListTests {
  /// A ledger with entries across two months and all categories.
  func seeded(_ engine: Engine) throws -> Sandbox {
    let sandbox = try Sandbox(engine: engine)
    try sandbox.ok("add", "1200", "-c", "生活費", "-m", "スーパー", "-d", "2026-11-02")
    try sandbox.ok("add", "12000", "-c", "経費", "-m", "USB hub, 2 ports", "-d", "2026-11-01")
    try sandbox.ok("add", "800", "-c", "娯楽費", "-m", "映画 \"IMAX\"", "-d", "2026-11-02")
    try sandbox.ok("add", "5000", "-c", "生活費", "-m", "電気代", "-d", "2026-10-31")
    return sandbox
  }

  @Test(arguments: Engine.available) func tableInDateOrderThenID(engine: Engine) throws {
    #expect(
      try seeded(engine).ok("list") == """
        ID  Date        Category    Amount  Memo
         4  2026-10-31  🏠 生活費   ¥5,000  電気代
         2  2026-11-01  💼 経費    ¥12,000  USB hub, 2 ports
         1  2026-11-02  🏠 生活費   ¥1,200  スーパー
         3  2026-11-02  🎮 娯楽費     ¥800  映画 "IMAX"
        ----------------------------------------------------
            4 entries              ¥19,000

        """)
  }

  /// Issue 10, item 11: the table streams as CSV does. It held every row (443 MB for 1,000,000
  /// entries); its peak memory now stays within a few megabytes of the CSV's, whatever the size.
  @Test(.enabled(if: hasGNUTime)) func aTableOfManyEntriesTakesNoMoreMemoryThanCSV() throws {
    let sandbox = try Sandbox()
    try sandbox.ok("add", "1", "-c", "fun")
    try executeSQL(
      """
      WITH RECURSIVE n(value) AS (SELECT 1 UNION ALL SELECT value + 1 FROM n WHERE value < 50000)
      INSERT INTO entries (date, amount, category, memo)
      SELECT printf('2026-%02d-%02d', value % 12 + 1, value % 28 + 1), value,
        'livingCost', printf('スーパーで買い物 %d', value) FROM n
      """, at: sandbox.databasePath)
    let table = try sandbox.peakMemory(["list"])
    let csv = try sandbox.peakMemory(["list", "--format", "csv"])
    #expect(table < csv + 4096, "table \(table) KB, CSV \(csv) KB")
    let lines = try sandbox.ok("list").split(separator: "\n")
    #expect(lines.count == 50_004)
    #expect(lines.last == "       50,001 entries             ¥1,250,025,001")
    #expect(lines.first == "   ID  Date            Category           Amount  Memo")
  }

  @Test(arguments: Engine.available) func filtersByMonthRangeAndCategory(engine: Engine) throws {
    let sandbox = try seeded(engine)
    func ids(_ arguments: String...) throws -> [String] {
      try sandbox.ok(arguments + ["--format", "csv"]).split(separator: "\n").dropFirst()
        .map { String($0.prefix { $0 != "," }) }
    }
    #expect(try ids("list", "--month", "2026-11") == ["2", "1", "3"])
    #expect(try ids("list", "--month", "2026-10") == ["4"])
    #expect(try ids("list", "--from", "2026-11-02") == ["1", "3"])
    #expect(try ids("list", "--to", "2026-11-01") == ["4", "2"])
    #expect(try ids("list", "--from", "2026-11-01", "--to", "2026-11-01") == ["2"])
    #expect(try ids("list", "--category", "living") == ["4", "1"])
    #expect(try ids("list", "--month", "2026-11", "-c", "娯楽費") == ["3"])
    #expect(try ids("list", "--month", "2026-09") == [])
  }

  @Test(arguments: Engine.available) func csvHasAHeaderAndQuotesFields(engine: Engine) throws {
    let sandbox = try seeded(engine)
    #expect(
      try sandbox.ok("list", "--format", "csv") == #"""
        id,date,amount,category,memo,subcategory,kind,source,fingerprint,ledger
        4,2026-10-31,5000,生活費,電気代,,expense,,,\#(try sandbox.ledgerIdentity())
        2,2026-11-01,12000,経費,"USB hub, 2 ports",,expense,,,\#(try sandbox.ledgerIdentity())
        1,2026-11-02,1200,生活費,スーパー,,expense,,,\#(try sandbox.ledgerIdentity())
        3,2026-11-02,800,娯楽費,"映画 ""IMAX""",,expense,,,\#(try sandbox.ledgerIdentity())

        """#)
  }

  @Test(arguments: Engine.available) func jsonIsAnArrayOfEntries(engine: Engine) throws {
    let entries = try #require(
      try parseJSON(try seeded(engine).ok("list", "--month", "2026-11", "--format", "json"))
        as? [[String: Any]])
    #expect(entries.map { $0["id"] as? Int } == [2, 1, 3])
    #expect(entries.map { $0["date"] as? String } == ["2026-11-01", "2026-11-02", "2026-11-02"])
    #expect(entries.map { $0["amount"] as? Int } == [12000, 1200, 800])
    #expect(entries.map { $0["category"] as? String } == ["経費", "生活費", "娯楽費"])
    #expect(entries.map { $0["categoryKey"] as? String } == ["expenses", "livingCost", "leisure"])
    #expect(
      entries.map { $0["icon"] as? String } == [
        "briefcase.fill", "house.fill", "gamecontroller.fill",
      ])
    #expect(entries.map { $0["memo"] as? String } == ["USB hub, 2 ports", "スーパー", "映画 \"IMAX\""])
    #expect(entries.map { $0["kind"] as? String } == ["expense", "expense", "expense"])
    #expect(entries.allSatisfy { $0["subcategory"] is NSNull })
    #expect(entries.allSatisfy { $0["source"] is NSNull })
    #expect(entries.allSatisfy { $0.count == 10 })
  }

  @Test func withCOLUMNSTheTableFitsByCuttingMemosOnly() throws {
    let sandbox = try Sandbox()
    let memo = "スーパーで一週間分の食料品と日用品をまとめて買った、ついでにドラッグストアにも寄った"
    try sandbox.ok("add", "1200", "-c", "生活費", "-d", "2026-11-03", "-m", memo)
    try sandbox.ok("add", "120000", "-c", "経費", "-d", "2026-11-04", "-m", "USB hub")
    let result = try sandbox.run(["list"], environment: ["COLUMNS": "60"])
    #expect(result.status == 0)
    #expect(
      result.stdout == """
        ID  Date        Category     Amount  Memo
         1  2026-11-03  🏠 生活費    ¥1,200  スーパーで一週間分の食…
         2  2026-11-04  💼 経費    ¥120,000  USB hub
        ------------------------------------------------------------
            2 entries              ¥121,200

        """)
    #expect(result.stdout.split(separator: "\n").allSatisfy { displayWidth(String($0)) <= 60 })
    // A pipe without COLUMNS keeps whole memos.
    #expect(try sandbox.ok("list").contains("  " + memo + "\n"))
  }

  @Test(arguments: Engine.available) func anEmptyOrMissingLedgerListsNothingAndCreatesNothing(
    engine: Engine
  ) throws {
    let sandbox = try Sandbox(engine: engine)
    #expect(try sandbox.ok("list") == "No entries.\n")
    #expect(try sandbox.ok("list", "-f", "json") == "[]\n")
    #expect(!sandbox.ledgerExists)
  }

  @Test(arguments: Engine.available) func aClosedPipeEndsQuietly(engine: Engine) throws {
    let sandbox = try seeded(engine)
    // Far more than a pipe holds: 300 rows of 400-character memos.
    let rows = (1...300).map { "2026-11-01,\($0),fun," + String(repeating: "x", count: 400) }
    let file = sandbox.folder + "/many.csv"
    try Data(("date,amount,category,memo\n" + rows.joined(separator: "\n") + "\n").utf8)
      .write(to: URL(fileURLWithPath: file))
    try sandbox.ok(
      "import", file, "--from", "csv", "--date-col", "date", "--amount-col", "amount",
      "--category-col", "category", "--memo-col", "memo")
    let script = "'\(binaryPath)' list --format csv | head -1; echo \"status ${PIPESTATUS[0]}\""
    let process = Process()
    process.executableURL = URL(fileURLWithPath: "/bin/bash")
    process.arguments = ["-c", script]
    process.environment = sandbox.environment
    let out = Pipe()
    let err = Pipe()
    process.standardOutput = out
    process.standardError = err
    try process.run()
    let stdout = String(decoding: out.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
    let stderr = String(decoding: err.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
    process.waitUntilExit()
    #expect(
      stdout
        == "id,date,amount,category,memo,subcategory,kind,source,fingerprint,ledger\nstatus 0\n")
    #expect(stderr == "")
  }
}
