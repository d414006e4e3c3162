import Foundation
import Testing

/// Issue 25, round three: a 内訳 given as the category selects its one category (item 1).
@Suite struct RoundThreeEntryTests {
  /// `-c 食費` and `-s 食費` alone are 生活費 › 食費 when only 生活費's entries use 食費, in add,
  /// edit, list, recurring and budget; a 内訳 under two categories is refused naming both; an
  /// unknown name suggests the nearest category or 内訳. Refusals change nothing.
  @Test(arguments: Engine.available)
  func aSubcategoryGivenAsTheCategorySelectsIt(engine: Engine) throws {
    let sandbox = try Sandbox(engine: engine)
    try sandbox.ok("add", "980", "-c", "生活費", "-s", "食費", "-m", "スーパー")
    try sandbox.ok("add", "3000", "-c", "娯楽費", "-s", "外食", "-m", "飲み会")
    try sandbox.ok("add", "1200", "-c", "生活費", "-s", "外食", "-m", "ランチ")
    try sandbox.ok("add", "1490", "-c", "娯楽費", "-s", "ｻﾌﾞｽｸ", "-m", "Netflix")
    #expect(
      try sandbox.ok("add", "500", "-c", "食費", "-m", "パン")
        == "Added #5  2026-11-15  🏠 生活費 › 食費  ¥500  パン\n")
    #expect(
      try sandbox.ok("add", "400", "-s", "食費")
        == "Added #6  2026-11-15  🏠 生活費 › 食費  ¥400\n")
    // Compared as search compares: the 内訳 keeps the spelling its entries have.
    #expect(
      try sandbox.ok("add", "990", "-c", "サブスク")
        == "Added #7  2026-11-15  🎮 娯楽費 › ｻﾌﾞｽｸ  ¥990\n")

    let before = try sandbox.query("SELECT count(*) FROM changes")
    #expect(
      try sandbox.run("add", "500", "-c", "外食")
        == Run(
          status: 65, stdout: "",
          stderr:
            "kakeibo: category \"外食\": is a 内訳 of 生活費 and 娯楽費; name the category too, as in -c 生活費 -s 外食\n"
        ))
    #expect(
      try sandbox.run("add", "500", "-s", "外食")
        == Run(
          status: 65, stdout: "",
          stderr:
            "kakeibo: subcategory \"外食\": is a 内訳 of 生活費 and 娯楽費; name the category too, as in -c 生活費 -s 外食\n"
        ))
    #expect(
      try sandbox.run("add", "500", "-c", "食品")
        == Run(
          status: 65, stdout: "",
          stderr:
            "kakeibo: category \"食品\": no such category; expected 生活費 (living), 経費 (expenses, business), 娯楽費 (leisure, fun), the start of one, or its number 1-3; did you mean -c 生活費 -s 食費?\n"
        ))
    #expect(
      try sandbox.run("add", "500", "-c", "livng").stderr
        == "kakeibo: category \"livng\": no such category; expected 生活費 (living), 経費 (expenses, business), 娯楽費 (leisure, fun), the start of one, or its number 1-3; did you mean -c 生活費?\n"
    )
    #expect(
      try sandbox.run(["add", "500", "-c", "食品"], environment: ["KAKEIBO_LANG": "ja"]).stderr
        == "kakeibo: 区分 \"食品\": その区分はありません。使えるのは 生活費 (living)、経費 (expenses, business)、娯楽費 (leisure, fun)、その頭の部分（ほかの区分と重ならないもの）、または番号 1-3 です。-c 生活費 -s 食費 のことですか？\n"
    )
    #expect(
      try sandbox.run(["add", "500", "-c", "外食"], environment: ["KAKEIBO_LANG": "ja"]).stderr
        == "kakeibo: 区分 \"外食\": 生活費・娯楽費 の内訳です。-c 生活費 -s 外食 のように区分も指定してください\n"
    )
    // A name far from every category and 内訳 suggests nothing.
    #expect(
      try sandbox.run("add", "500", "-c", "xyz").stderr
        == "kakeibo: category \"xyz\": no such category; expected 生活費 (living), 経費 (expenses, business), 娯楽費 (leisure, fun), the start of one, or its number 1-3\n"
    )
    // A 内訳 as the category with another 内訳 names neither.
    #expect(try sandbox.run("add", "500", "-c", "食費", "-s", "日用品").status == 65)
    // A new 内訳 alone still needs its category.
    #expect(
      try sandbox.run("add", "500", "-s", "文具").stderr
        == "kakeibo: 'add' needs a category: pass --category 生活費, 経費 or 娯楽費 (see 'kakeibo add --help')\n"
    )
    #expect(try sandbox.query("SELECT count(*) FROM changes") == before)

    // edit: the category and the 内訳 both.
    #expect(
      try sandbox.ok("edit", "5", "-c", "サブスク")
        == "Updated #5: category 生活費 → 娯楽費, 内訳 食費 → ｻﾌﾞｽｸ\n")
    #expect(try sandbox.run("edit", "2", "-c", "外食").status == 65)
    // list: `-c 食費` is 生活費 › 食費; --sub filters by 内訳.
    #expect(
      try sandbox.ok("list", "-c", "食費", "--format", "csv").split(separator: "\n").count == 3)
    #expect(
      try sandbox.ok("list", "-c", "生活費", "-s", "外食", "--format", "csv")
        .split(separator: "\n").count == 2)
    // budget: `budget set 食費` is 生活費's 食費.
    #expect(
      try sandbox.ok("budget", "set", "食費", "30000")
        == "Budget for 🏠 生活費 › 食費: ¥30,000 every month\n")
    #expect(
      try sandbox.query("SELECT category, subcategory, amount FROM budgets")
        == [["livingCost", "食費", "30000"]])
    #expect(try sandbox.run("budget", "set", "外食", "1000").status == 65)
    // recurring: `-s 食費` alone.
    #expect(
      try sandbox.ok("recurring", "add", "200", "-s", "食費", "-m", "牛乳", "--day", "1")
        .hasPrefix("Added rule #1  🏠 生活費 › 食費  ¥200  牛乳"))
    #expect(
      try sandbox.run("recurring", "add", "200", "-s", "文具", "-m", "ノート", "--day", "1")
        == Run(
          status: 64, stdout: "",
          stderr:
            "kakeibo: 'recurring add' needs a category: pass --category 生活費, 経費 or 娯楽費, or --income (see 'kakeibo recurring add --help')\n"
        ))
    #expect(
      try sandbox.ok("recurring", "edit", "1", "-c", "サブスク")
        .contains("娯楽費 › ｻﾌﾞｽｸ"))
  }

  /// Item 15: search folds katakana, half-width katakana and hiragana together, through the
  /// index (three characters or more) and without it, on both engines; a ledger made before
  /// migration 0018 gets its keys folded again when it is opened.
  @Test(arguments: Engine.available)
  func searchFoldsKatakanaAndHiraganaTogether(engine: Engine) throws {
    let sandbox = try Sandbox(engine: engine)
    try sandbox.ok("add", "900", "-c", "娯楽費", "-s", "外食", "-m", "ラーメン")
    try sandbox.ok("add", "950", "-c", "娯楽費", "-s", "外食", "-m", "ﾗｰﾒﾝ")
    try sandbox.ok("add", "980", "-c", "娯楽費", "-s", "外食", "-m", "らーめん屋")
    try sandbox.ok("add", "300", "-c", "生活費", "-s", "ﾊﾟﾝ", "-m", "コンビニ")
    func found(_ term: String) throws -> [String] {
      try sandbox.ok("list", "--search", term, "--format", "csv").split(separator: "\n")
        .dropFirst().map { String($0.split(separator: ",")[0]) }
    }
    #expect(try found("らーめん") == ["1", "2", "3"])
    #expect(try found("ラーメン") == ["1", "2", "3"])
    #expect(try found("ﾗｰﾒﾝ") == ["1", "2", "3"])
    #expect(try found("めん") == ["1", "2", "3"])
    #expect(try found("ぱん") == ["4"])
    #expect(try found("こんびに") == ["4"])
    #expect(
      try sandbox.query("SELECT search_key FROM entries WHERE id = 2") == [["らーめん\n外食"]])
    guard engine == .sqlite else { return }
    // A key folded before 0018 (katakana kept) is folded again when the ledger opens (in a
    // schema as 0017 left it: without the change log's detail that 0019 adds, or what 0020
    // adds for offline copies).
    try sandbox.execute(
      "UPDATE entries SET search_key = 'ラーメン' || char(10) || '外食' WHERE id = 2; "
        + "ALTER TABLE changes DROP COLUMN detail; DROP TABLE offline_superseded_rows; DROP TABLE offline_superseded; "
        + "DROP TABLE offline_theirs; DROP TABLE offline_conflicts; "
        + "ALTER TABLE offline_origin DROP COLUMN synced_at; PRAGMA user_version = 17")
    #expect(try found("らーめん") == ["1", "2", "3"])
    #expect(
      try sandbox.query("SELECT search_key FROM entries WHERE id = 2") == [["らーめん\n外食"]])
    #expect(try sandbox.query("PRAGMA user_version") == [[String(latestSchemaVersion)]])
  }
}
