import Foundation
import Testing

@Suite struct EditTests {
  func seeded(_ engine: Engine) throws -> Sandbox {
    let sandbox = try Sandbox(engine: engine)
    try sandbox.ok("add", "1200", "-c", "生活費", "-m", "スーパー", "-d", "2026-11-03")
    return sandbox
  }

  @Test(arguments: Engine.available) func changesOnlyTheGivenFields(engine: Engine) throws {
    let sandbox = try seeded(engine)
    #expect(
      try sandbox.ok("edit", "1", "--amount", "1,500") == "Updated #1: amount ¥1,200 → ¥1,500\n")
    #expect(
      try sandbox.ok("edit", "1", "-c", "fun", "-d", "11/04", "-m", "ランチ")
        == "Updated #1: date 2026-11-03 → 2026-11-04, category 生活費 → 娯楽費, memo \"スーパー\" → \"ランチ\"\n"
    )
    #expect(
      try sandbox.query("SELECT id, date, amount, category, memo FROM entries")
        == [["1", "2026-11-04", "1500", "leisure", "ランチ"]])
    #expect(try sandbox.ok("edit", "#1", "--memo", "") == "Updated #1: memo \"ランチ\" → \"\"\n")
    #expect(
      try sandbox.ok("edit", "1", "--amount", "1500") == "Unchanged #1  2026-11-04  🎮 娯楽費  ¥1,500\n"
    )
  }

  @Test(arguments: Engine.available) func printsJSONOnRequest(engine: Engine) throws {
    let entry = try #require(
      try parseJSON(try seeded(engine).ok("edit", "1", "-a", "99", "-f", "json")) as? [String: Any])
    #expect(entry["id"] as? Int == 1)
    #expect(entry["amount"] as? Int == 99)
    #expect(entry["memo"] as? String == "スーパー")
  }

  @Test(arguments: Engine.available) func refusesBadInputAndChangesNothing(engine: Engine) throws {
    let sandbox = try seeded(engine)
    let before = try sandbox.contents()
    let cases: [([String], Int32, String)] = [
      (["edit", "2", "-a", "5"], 65, "kakeibo: id \"2\": no entry has this id\n"),
      (
        ["edit", "1"], 64,
        "kakeibo: nothing to change: pass --amount, --category, --sub, --date, --memo or --refund (see 'kakeibo edit --help')\n"
      ),
      (
        ["edit", "x", "-a", "5"], 65,
        "kakeibo: id \"x\": not an entry id; expected a positive whole number, such as 12\n"
      ),
      (
        ["edit", "1", "-a", "0"], 65,
        "kakeibo: amount \"0\": must be at least 1; expected a whole number of yen from 1 to 999,999,999,999, such as 1200, 1,200, ¥1,200, 1200円, １２００, 1万, 1.5万, 2万3千 or 一万二千\n"
      ),
      (
        ["edit", "1", "-d", "2026-02-29"], 65,
        "kakeibo: date \"2026-02-29\": 2026-02 has 28 days, not 29; expected YYYY-MM-DD, today, yesterday, M/D, MM-DD or 11月4日 in the current year, 2026年11月4日, 4日 in the current month, 今日, 昨日, おととい or 3日前\n"
      ),
      (["edit"], 64, "kakeibo: 'edit' needs ID (see 'kakeibo edit --help')\n"),
    ]
    for (arguments, status, message) in cases {
      let result = try sandbox.run(arguments)
      #expect(result == Run(status: status, stdout: "", stderr: message), "\(arguments)")
    }
    #expect(try sandbox.contents() == before)
  }
}

@Suite struct DeleteTests {
  @Test(arguments: Engine.available) func deletesAndPrintsTheEntry(engine: Engine) throws {
    let sandbox = try Sandbox(engine: engine)
    try sandbox.ok("add", "1200", "-c", "生活費", "-m", "スーパー", "-d", "2026-11-03")
    try sandbox.ok("add", "300", "-c", "fun", "-d", "2026-11-04")
    #expect(try sandbox.ok("delete", "1") == "Deleted #1  2026-11-03  🏠 生活費  ¥1,200  スーパー\n")
    #expect(try sandbox.query("SELECT id FROM entries") == [["2"]])
    let entry = try #require(
      try parseJSON(try sandbox.ok("delete", "2", "-f", "json")) as? [String: Any])
    #expect(entry["id"] as? Int == 2)
    #expect(entry["amount"] as? Int == 300)
    #expect(try sandbox.query("SELECT count(*) FROM entries") == [["0"]])
    #expect(
      try sandbox.run("delete", "2")
        == Run(status: 65, stdout: "", stderr: "kakeibo: id \"2\": no entry has this id\n"))
  }
}

@Suite struct CategoriesTests {
  @Test(arguments: Engine.available) func listsTheCategoriesInPickerOrder(engine: Engine) throws {
    let sandbox = try Sandbox(engine: engine)
    #expect(
      try sandbox.ok("categories") == """
        #  Icon  Name    Key         Aliases             Icon name
        1  🏠    生活費  livingCost  living              house.fill
        2  💼    経費    expenses    expenses, business  briefcase.fill
        3  🎮    娯楽費  leisure     leisure, fun        gamecontroller.fill

        """)
    #expect(
      try sandbox.ok("categories", "--format", "csv") == """
        position,key,name,icon,aliases,subcategory,count
        1,livingCost,生活費,house.fill,living,,
        2,expenses,経費,briefcase.fill,expenses business,,
        3,leisure,娯楽費,gamecontroller.fill,leisure fun,,
        ,income,収入,banknote.fill,,,

        """)
    // The three categories, then income (no category, but its 内訳 are listed too).
    let kinds = try #require(
      try parseJSON(try sandbox.ok("categories", "--format", "json")) as? [[String: Any]])
    #expect(kinds.map { $0["kind"] as? String } == ["expense", "expense", "expense", "income"])
    #expect(kinds.last?["key"] as? String == "income")
    let categories = Array(kinds.prefix(3))
    #expect(categories.map { $0["key"] as? String } == ["livingCost", "expenses", "leisure"])
    #expect(categories.map { $0["name"] as? String } == ["生活費", "経費", "娯楽費"])
    #expect(
      categories.map { $0["icon"] as? String } == [
        "house.fill", "briefcase.fill", "gamecontroller.fill",
      ])
    #expect(
      categories.map { $0["aliases"] as? [String] } == [
        ["living"], ["expenses", "business"], ["leisure", "fun"],
      ])
    #expect(categories.allSatisfy { ($0["subcategories"] as? [Any])?.isEmpty == true })
    #expect(kinds.allSatisfy { $0.count == 6 })
  }

  @Test(arguments: Engine.available) func theDatabaseCategoriesMatchTheCommand(engine: Engine)
    throws
  {
    let sandbox = try Sandbox(engine: engine)
    try sandbox.ok("add", "1", "-c", "fun")
    #expect(
      try sandbox.query("SELECT key, name, icon FROM categories ORDER BY position") == [
        ["livingCost", "生活費", "house.fill"], ["expenses", "経費", "briefcase.fill"],
        ["leisure", "娯楽費", "gamecontroller.fill"],
      ])
    #expect(
      try sandbox.query(
        "SELECT e.amount, c.name, c.icon FROM entries e JOIN categories c ON c.key = e.category")
        == [["1", "娯楽費", "gamecontroller.fill"]])
  }
}
