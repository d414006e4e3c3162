import Foundation
import Testing

@Suite struct AddTests {
  @Test(arguments: Engine.available) func storesTheEntryAndPrintsItWithItsID(engine: Engine) throws
  {
    let sandbox = try Sandbox(engine: engine)
    #expect(
      try sandbox.ok("add", "1200", "--category", "生活費", "--memo", "スーパー", "--date", "2026-11-03")
        == "Added #1  2026-11-03  🏠 生活費  ¥1,200  スーパー\n")
    #expect(try sandbox.ok("add", "¥3,500", "-c", "fun") == "Added #2  2026-11-15  🎮 娯楽費  ¥3,500\n")
    // Amounts are stored as integers: SQLite's INTEGER, PostgreSQL's bigint.
    let type = engine == .sqlite ? "typeof(amount)" : "pg_typeof(amount)"
    let integer = engine == .sqlite ? "integer" : "bigint"
    #expect(
      try sandbox.query(
        "SELECT id, date, amount, \(type), category, memo FROM entries ORDER BY id")
        == [
          ["1", "2026-11-03", "1200", integer, "livingCost", "スーパー"],
          ["2", "2026-11-15", "3500", integer, "leisure", ""],
        ])
  }

  @Test(arguments: Engine.available) func acceptsEveryAmountForm(engine: Engine) throws {
    let sandbox = try Sandbox(engine: engine)
    let forms = ["1200", "1,200", "¥1200", "￥1,200", "1200円", "１２００"]
    for form in forms { try sandbox.ok("add", form, "-c", "living") }
    #expect(try sandbox.query("SELECT DISTINCT amount FROM entries") == [["1200"]])
    #expect(try sandbox.query("SELECT count(*) FROM entries") == [["\(forms.count)"]])
  }

  @Test(arguments: Engine.available) func acceptsEveryDateForm(engine: Engine) throws {
    let sandbox = try Sandbox(engine: engine)
    for form in ["2026-10-31", "today", "yesterday", "3/4", "12-25"] {
      try sandbox.ok("add", "1", "-c", "living", "-d", form)
    }
    #expect(
      try sandbox.query("SELECT date FROM entries ORDER BY id")
        == [["2026-10-31"], ["2026-11-15"], ["2026-11-14"], ["2026-03-04"], ["2026-12-25"]])
  }

  @Test(arguments: Engine.available) func acceptsEveryCategoryForm(engine: Engine) throws {
    let sandbox = try Sandbox(engine: engine)
    let forms = [
      ("生活費", "livingCost"), ("living", "livingCost"), ("livingCost", "livingCost"),
      ("house.fill", "livingCost"), ("経費", "expenses"), ("expenses", "expenses"),
      ("business", "expenses"), ("briefcase.fill", "expenses"), ("娯楽費", "leisure"),
      ("leisure", "leisure"), ("fun", "leisure"), ("gamecontroller.fill", "leisure"),
      ("FUN", "leisure"), ("ｆｕｎ", "leisure"),
      // What the picker takes: its numbers, and the start of a name or alias only one has.
      ("娯楽", "leisure"), ("生活", "livingCost"), ("le", "leisure"), ("1", "livingCost"),
      ("2", "expenses"), ("３", "leisure"), ("経", "expenses"), ("bus", "expenses"),
    ]
    for (form, _) in forms { try sandbox.ok("add", "1", "-c", form) }
    #expect(try sandbox.query("SELECT category FROM entries ORDER BY id") == forms.map { [$0.1] })
  }

  @Test(arguments: Engine.available) func defaultsToTodayInTheLocalTimeZone(engine: Engine) throws {
    let sandbox = try Sandbox(engine: engine)
    for zone in ["Pacific/Kiritimati", "Etc/GMT+12", "Asia/Tokyo"] {
      let output = try sandbox.run(
        ["add", "1", "-c", "fun", "--format", "json"],
        environment: ["KAKEIBO_TODAY": nil, "TZ": zone])
      #expect(output.status == 0)
      var calendar = Calendar(identifier: .gregorian)
      calendar.timeZone = try #require(TimeZone(identifier: zone))
      let parts = calendar.dateComponents([.year, .month, .day], from: Date())
      let expected = String(
        format: "%04d-%02d-%02d", try #require(parts.year), try #require(parts.month),
        try #require(parts.day))
      let entry = try #require(try parseJSON(output.stdout) as? [String: Any])
      #expect(entry["date"] as? String == expected, "TZ=\(zone)")
    }
  }

  @Test(arguments: Engine.available) func printsJSONOnRequest(engine: Engine) throws {
    let sandbox = try Sandbox(engine: engine)
    let entry = try #require(
      try parseJSON(try sandbox.ok("add", "980", "-c", "経費", "-m", "\"quoted\", ok", "-f", "json"))
        as? [String: Any])
    #expect(entry["id"] as? Int == 1)
    #expect(entry["date"] as? String == "2026-11-15")
    #expect(entry["amount"] as? Int == 980)
    #expect(entry["category"] as? String == "経費")
    #expect(entry["categoryKey"] as? String == "expenses")
    #expect(entry["icon"] as? String == "briefcase.fill")
    #expect(entry["memo"] as? String == "\"quoted\", ok")
    #expect(entry["source"] is NSNull)
    #expect(entry.count == 10)
  }

  @Test(arguments: Engine.available) func storesSQLLookingTextVerbatim(engine: Engine) throws {
    let sandbox = try Sandbox(engine: engine)
    let memo = "'); DROP TABLE entries; -- 100% _x_ $1 \\N"
    #expect(
      try sandbox.ok("add", "1", "-c", "fun", "-m", memo)
        == "Added #1  2026-11-15  🎮 娯楽費  ¥1  \(memo)\n")
    #expect(try sandbox.query("SELECT memo FROM entries") == [[memo]])
    // Shown as it was stored, by every command that shows memos.
    #expect(try sandbox.ok("list").contains("  ¥1  \(memo)\n"))
    #expect(try sandbox.ok("list", "-f", "csv").contains(",娯楽費,\(memo),"))
    #expect(try sandbox.ok("edit", "1", "-a", "2") == "Updated #1: amount ¥1 → ¥2\n")
    #expect(try sandbox.query("SELECT count(*) FROM entries") == [["1"]])
  }

  @Test func createsTheDefaultLedgerPrivatelyUnderXDGDataHome() throws {
    let sandbox = try Sandbox()
    let dataHome = sandbox.folder + "/data"
    try sandbox.run(
      ["add", "1", "-c", "fun"], environment: ["KAKEIBO_DB": nil, "XDG_DATA_HOME": dataHome])
    let path = dataHome + "/kakeibo/kakeibo.db"
    let attributes = try FileManager.default.attributesOfItem(atPath: path)
    #expect(attributes[.posixPermissions] as? Int == 0o600)
    #expect(try sandbox.query("SELECT count(*) FROM entries", path: path) == [["1"]])

    try sandbox.run(["add", "2", "-c", "fun"], environment: ["KAKEIBO_DB": nil])
    let homePath = sandbox.folder + "/.local/share/kakeibo/kakeibo.db"
    #expect(try sandbox.query("SELECT amount FROM entries", path: homePath) == [["2"]])

    let flagPath = sandbox.folder + "/flag.db"
    try sandbox.ok("--db", flagPath, "add", "3", "-c", "fun")
    try sandbox.ok("add", "4", "-c", "fun", "--db", flagPath)
    #expect(try sandbox.query("SELECT amount FROM entries", path: flagPath) == [["3"], ["4"]])
    #expect(!FileManager.default.fileExists(atPath: sandbox.databasePath))
  }

  @Test(arguments: Engine.available) func theBinaryWorksCopiedAloneToAnotherFolder(engine: Engine)
    throws
  {
    let sandbox = try Sandbox(engine: engine)
    let copy = sandbox.folder + "/bin/kakeibo"
    try FileManager.default.createDirectory(
      atPath: sandbox.folder + "/bin", withIntermediateDirectories: true)
    try FileManager.default.copyItem(atPath: binaryPath, toPath: copy)
    let result = try sandbox.run(["add", "1", "-c", "fun"], executable: copy)
    #expect(result.status == 0)
    #expect(try sandbox.query("SELECT count(*) FROM categories") == [["3"]])
  }
}
