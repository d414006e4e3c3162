import Foundation
import Testing

/// Issue 25's items whose store work came first, from the command line: one-month budgets,
/// business days and estimates on recurring rules, moving a 内訳, and several entries at once.
@Suite struct RoundThreeCommandLineTests {
  /// Item 11: `budget set … --month 12 --only` is December's alone; January has the budget
  /// from before again. Undo takes it away.
  @Test(arguments: Engine.available)
  func aBudgetForOneMonthDoesNotCarryOn(engine: Engine) throws {
    let sandbox = try Sandbox(engine: engine)
    try sandbox.ok("budget", "set", "娯楽費", "30000")
    #expect(
      try sandbox.ok("budget", "set", "娯楽費", "50000", "--month", "12", "--only")
        == "Budget for 🎮 娯楽費: ¥50,000 for 2026-12 only\n")
    func leisure(_ month: String) throws -> [String] {
      try sandbox.ok("budget", month, "--format", "csv").split(separator: "\n")
        .filter { $0.contains("leisure") }.map(String.init)
    }
    #expect(try leisure("2026-12") == ["2026-12,leisure,娯楽費,gamecontroller.fill,50000,2026-12,"])
    #expect(try leisure("2027-01") == ["2027-01,leisure,娯楽費,gamecontroller.fill,30000,,"])
    #expect(try leisure("2026-11") == ["2026-11,leisure,娯楽費,gamecontroller.fill,30000,,"])
    #expect(try sandbox.ok("budget", "2026-12").contains("2026-12 only"))
    #expect(
      try sandbox.ok("budget", "2026-12", "--format", "json").contains(
        #"{"key":"leisure","name":"娯楽費","icon":"gamecontroller.fill","budget":50000,"since":"2026-12","only":true,"#
      ))
    #expect(
      try sandbox.run(["budget", "2026-12"], environment: ["KAKEIBO_LANG": "ja"]).stdout.contains(
        "2026-12 のみ"))
    // Setting the same month from then on replaces it, as any budget of that month.
    #expect(
      try sandbox.ok("budget", "set", "娯楽費", "40000", "--month", "2026-12")
        == "Budget for 🎮 娯楽費: ¥40,000 from 2026-12 (was ¥50,000)\n")
    #expect(try leisure("2027-01") == ["2027-01,leisure,娯楽費,gamecontroller.fill,40000,2026-12,"])
    try sandbox.ok("undo")
    #expect(try leisure("2027-01") == ["2027-01,leisure,娯楽費,gamecontroller.fill,30000,,"])
    try sandbox.ok("undo")
    #expect(try leisure("2026-12") == ["2026-12,leisure,娯楽費,gamecontroller.fill,30000,,"])
    // --only needs the month it is for.
    let before = try sandbox.query("SELECT count(*) FROM changes")
    #expect(
      try sandbox.run("budget", "set", "娯楽費", "1", "--only")
        == Run(
          status: 64, stdout: "",
          stderr:
            "kakeibo: --only makes a budget for one month alone; name it with --month (--month 12 --only) (see 'kakeibo budget set --help')\n"
        ))
    #expect(try sandbox.query("SELECT count(*) FROM changes") == before)
  }

  /// Item 13: a rule with `--business-day next` makes the entry of a 27th that is a Saturday or
  /// a Sunday on the Monday after; `previous` on the Friday before; edit changes it from
  /// tomorrow on.
  @Test(arguments: Engine.available)
  func aRuleOnABusinessDayIsDatedOnIt(engine: Engine) throws {
    let sandbox = try Sandbox(engine: engine)
    // 2026-06-27 is a Saturday and 2026-09-27 a Sunday.
    #expect(
      try sandbox.ok(
        "recurring", "add", "85000", "-c", "生活費", "-s", "住居", "-m", "家賃", "--day", "27",
        "--from", "2026-06", "--business-day", "next")
          == """
          Added rule #1  🏠 生活費 › 住居  ¥85,000  家賃, on day 27 from 2026-06-01, moved to the next business day
          Made #1  2026-06-29  🏠 生活費 › 住居  ¥85,000  家賃
          Made #2  2026-07-27  🏠 生活費 › 住居  ¥85,000  家賃
          Made #3  2026-08-27  🏠 生活費 › 住居  ¥85,000  家賃
          Made #4  2026-09-28  🏠 生活費 › 住居  ¥85,000  家賃
          Made #5  2026-10-27  🏠 生活費 › 住居  ¥85,000  家賃

          """)
    #expect(
      try sandbox.ok("recurring", "edit", "1", "--business-day", "previous")
        == "Updated rule #1 from 2026-11-16 on: business day next → previous\n")
    // 2027-02-27 is a Saturday: the Friday before.
    let february = try sandbox.run(
      ["list", "--format", "csv"], environment: ["KAKEIBO_TODAY": "2027-03-01"])
    #expect(february.stdout.contains(",2027-02-26,85000,"))
    #expect(!february.stdout.contains(",2027-02-27,"))
    let refused = try sandbox.run(
      "recurring", "add", "1", "-c", "生活費", "-m", "x", "--day", "1", "--business-day", "monday")
    #expect(refused.status == 64)
    #expect(
      refused.stderr
        == "kakeibo: option '--business-day' does not accept 'monday'; expected 'none', 'next' or 'previous' (see 'kakeibo recurring add --help')\n"
    )
  }

  /// Item 12: an estimate's entry is replaced by the statement row of its payee (its --match
  /// text) within 7 days: one entry, the statement's amount and the rule's category; the
  /// summary says so and undo puts the estimate back.
  @Test(arguments: Engine.available)
  func aStatementRowReplacesTheEstimateOfItsPayee(engine: Engine) throws {
    let sandbox = try Sandbox(engine: engine)
    #expect(
      try sandbox.ok(
        "recurring", "add", "7800", "-c", "生活費", "-s", "水道光熱費", "-m", "電気", "--day", "10",
        "--from", "2026-10", "--estimate", "--match", "東京電力")
          == """
          Added rule #1  🏠 生活費 › 水道光熱費  ¥7,800  電気, on day 10 from 2026-10-01, an estimate (見込み) of 東京電力
          Made #1  2026-10-10  🏠 生活費 › 水道光熱費  ¥7,800  電気
          Made #2  2026-11-10  🏠 生活費 › 水道光熱費  ¥7,800  電気

          """)
    // The card's 東京電力 row of 10-09 (¥8,120) replaces October's estimate.
    let imported = try sandbox.ok("import", fixture("statements/smbc-card.csv"))
    #expect(
      imported.contains(
        "Imported 7 new entries (1 refund); 0 duplicates; 1 estimate (見込み) replaced by its row; 0 skipped"
      ), "\(imported)")
    let electricity =
      "SELECT id, date, amount, category, subcategory, memo, source FROM entries "
      + "WHERE subcategory = '水道光熱費' ORDER BY id"
    #expect(
      try sandbox.query(electricity) == [
        ["1", "2026-10-09", "8120", "livingCost", "水道光熱費", "電気", "三井住友カード"],
        ["2", "2026-11-10", "7800", "livingCost", "水道光熱費", "電気", "NULL"],
      ])
    #expect(try sandbox.query("SELECT count(*) FROM entries WHERE memo LIKE '東京電力%'") == [["0"]])
    try sandbox.ok("undo")
    #expect(
      try sandbox.query(electricity) == [
        ["1", "2026-10-10", "7800", "livingCost", "水道光熱費", "電気", "NULL"],
        ["2", "2026-11-10", "7800", "livingCost", "水道光熱費", "電気", "NULL"],
      ])
    // --match is for an estimate; edit turns one on and off.
    #expect(
      try sandbox.run("recurring", "add", "1", "-c", "生活費", "-m", "x", "--day", "1", "--match", "y")
        .stderr
        == "kakeibo: --match names the payee of an estimate, which a statement row replaces; pass --estimate too (see 'kakeibo recurring add --help')\n"
    )
    #expect(
      try sandbox.ok("recurring", "edit", "1", "--match", "東京電力エナジーパートナー")
        == "Updated rule #1 from 2026-11-16 on: match \"東京電力\" → \"東京電力エナジーパートナー\"\n")
    #expect(
      try sandbox.ok("recurring", "edit", "1", "--estimate", "no")
        == "Updated rule #1 from 2026-11-16 on: no longer an estimate\n")
    #expect(try sandbox.run("recurring", "edit", "1", "--estimate", "maybe").status == 64)
    #expect(
      try sandbox.run(
        "recurring", "add", "1", "-c", "生活費", "-m", "x", "--day", "1", "--estimate", "--match", ""
      ).status == 65)
  }

  /// Item 2: `categories move 外食 --to 娯楽費` moves the 内訳 with its entries, budgets and
  /// rules, as one change that undo reverts.
  @Test(arguments: Engine.available)
  func aSubcategoryMovesWithItsEntriesBudgetsAndRules(engine: Engine) throws {
    let sandbox = try Sandbox(engine: engine)
    try sandbox.ok("add", "2600", "-c", "生活費", "-s", "外食", "-m", "焼肉", "-d", "2026-11-03")
    try sandbox.ok("add", "900", "-c", "生活費", "-s", "外食", "-m", "ラーメン", "-d", "2026-11-04")
    try sandbox.ok("add", "3000", "-c", "生活費", "-s", "食費", "-m", "スーパー", "-d", "2026-11-05")
    try sandbox.ok("budget", "set", "生活費", "10000", "--sub", "外食")
    try sandbox.ok(
      "recurring", "add", "5000", "-c", "生活費", "-s", "外食", "-m", "給食費", "--day", "20",
      "--from", "2026-12")
    #expect(
      try sandbox.ok("categories", "move", "外食", "--to", "娯楽費")
        == "Moved 🏠 生活費 › 外食 to 🎮 娯楽費 › 外食 in 2 entries, 1 rule, 1 budget\n")
    let classes = "SELECT id, category, subcategory FROM entries ORDER BY id"
    #expect(
      try sandbox.query(classes) == [
        ["1", "leisure", "外食"], ["2", "leisure", "外食"], ["3", "livingCost", "食費"],
      ])
    #expect(try sandbox.query("SELECT category, subcategory FROM budgets") == [["leisure", "外食"]])
    #expect(try sandbox.query("SELECT category FROM recurring_rules") == [["leisure"]])
    // The next entry the rule makes is 娯楽費's.
    let december = try sandbox.run(
      ["list", "--format", "csv"], environment: ["KAKEIBO_TODAY": "2026-12-20"])
    #expect(december.stdout.contains(",2026-12-20,5000,娯楽費,給食費,外食,"), "\(december.stdout)")
    // One undo puts it all back (the entry the rule made on its own is passed over).
    try sandbox.run(["undo"], environment: ["KAKEIBO_TODAY": "2026-12-20"])
    #expect(
      try sandbox.query(classes).prefix(3) == [
        ["1", "livingCost", "外食"], ["2", "livingCost", "外食"], ["3", "livingCost", "食費"],
      ])
    #expect(try sandbox.query("SELECT category FROM budgets") == [["livingCost"]])
    #expect(try sandbox.query("SELECT category FROM recurring_rules") == [["livingCost"]])
    // A name in several categories needs --from (the entry the rule made on 12-20 is still
    // 娯楽費's); an unknown name is refused.
    try sandbox.ok("add", "1500", "-c", "経費", "-s", "外食", "-m", "会食", "-d", "2026-11-06")
    let before = try sandbox.query("SELECT count(*) FROM changes")
    #expect(
      try sandbox.run("categories", "move", "外食", "--to", "娯楽費")
        == Run(
          status: 65, stdout: "",
          stderr:
            "kakeibo: subcategory \"外食\": is a 内訳 of 生活費, 経費 and 娯楽費; pass --from to say which moves (--from 生活費)\n"
        ))
    #expect(
      try sandbox.ok("categories", "move", "外食", "--from", "経費", "--to", "生活費")
        == "Moved 💼 経費 › 外食 into 🏠 生活費 › 外食, merging the two, in 1 entry\n")
    #expect(try sandbox.run("categories", "move", "喫茶", "--to", "娯楽費").status == 65)
    #expect(try sandbox.run("categories", "move", "外食").status == 64)
    #expect(try sandbox.query("SELECT count(*) FROM changes") != before)
  }

  /// Item 3: several ids and ranges are deleted or edited as one change that one undo reverts;
  /// more than 10 need --yes without a terminal; an id of no entry changes nothing.
  @Test(arguments: Engine.available)
  func severalEntriesAreChangedAsOne(engine: Engine) throws {
    let sandbox = try Sandbox(engine: engine)
    for day in 1...12 {
      try sandbox.ok("add", "\(day * 100)", "-c", "生活費", "-m", "m\(day)", "-d", "2026-11-\(day)")
    }
    #expect(
      try sandbox.ok("delete", "2", "3")
        == """
        Deleted #2  2026-11-02  🏠 生活費  ¥200  m2
        Deleted #3  2026-11-03  🏠 生活費  ¥300  m3

        """)
    #expect(try sandbox.ok("undo").hasPrefix("Undid change"))
    #expect(try sandbox.query("SELECT count(*) FROM entries") == [["12"]])
    #expect(
      try sandbox.ok("edit", "7-9", "--category", "経費", "--sub", "交通")
        == """
        Updated #7: category 生活費 → 経費, 内訳 (なし) → 交通
        Updated #8: category 生活費 → 経費, 内訳 (なし) → 交通
        Updated #9: category 生活費 → 経費, 内訳 (なし) → 交通

        """)
    #expect(
      try sandbox.query("SELECT summary, detail FROM changes ORDER BY id DESC LIMIT 1") == [
        [
          "",
          "edited-alike\nid=7\nid=8\nid=9\nfield=category\nbefore\nafter=経費"
            + "\nfield=subcategory\nbefore\nafter=交通\nrefund=no",
        ]
      ])
    #expect(
      try sandbox.ok("log", "-n", "1").contains(
        "edit 3 entries: #7 to #9: category → 経費, 内訳 → 交通"))
    try sandbox.ok("undo")
    #expect(
      try sandbox.query("SELECT count(*) FROM entries WHERE category = 'expenses'") == [["0"]])
    // An id of no entry: nothing is deleted.
    let before = try sandbox.query("SELECT count(*) FROM changes")
    let missing = try sandbox.run("delete", "4", "40", "41")
    #expect(missing.status == 65)
    #expect(
      missing.stderr == "kakeibo: id \"#40, #41\": no entry has these ids; nothing was changed\n")
    #expect(try sandbox.query("SELECT count(*) FROM entries") == [["12"]])
    // More than 10 without a terminal need --yes.
    let many = try sandbox.run("delete", "1-12")
    #expect(
      many
        == Run(
          status: 64, stdout: "",
          stderr:
            "kakeibo: 12 entries would be deleted, more than 10 at once; pass --yes to go ahead, or run it on a terminal, which asks (see 'kakeibo delete --help')\n"
        ))
    #expect(try sandbox.query("SELECT count(*) FROM changes") == before)
    #expect(try sandbox.run("edit", "1-12", "-c", "fun").status == 64)
    #expect(try sandbox.ok("delete", "1-12", "--yes").split(separator: "\n").count == 12)
    #expect(try sandbox.query("SELECT count(*) FROM entries") == [["0"]])
    try sandbox.ok("undo")
    #expect(try sandbox.query("SELECT count(*) FROM entries") == [["12"]])
    // Bad words are refused, naming them.
    #expect(
      try sandbox.run("delete", "10-7").stderr
        == "kakeibo: id \"10-7\": the range runs backwards; write the smaller id first, as 7-10\n")
    #expect(try sandbox.run("delete", "7-x").status == 65)
    #expect(try sandbox.run("edit", "7", "8").status == 64)
  }

  /// Item 8: `report --forecast-check` replays the forecast over the months that have ended:
  /// on the 10th of July (no month before it), ¥1,000 spent and the rule's ¥50,000 known make
  /// ¥1,000 + ¥50,000 + ¥1,000 / 10 × 21 days = ¥53,100, its range half and one and a half
  /// times the projection; later months lean on the ones before.
  @Test(arguments: Engine.available)
  func theForecastIsBackTested(engine: Engine) throws {
    let sandbox = try Sandbox(engine: engine)
    #expect(
      try sandbox.ok("report", "--forecast-check")
        == "No month has ended yet to check the forecast against.\n")
    try sandbox.ok(
      "recurring", "add", "50000", "-c", "生活費", "-m", "家賃", "--day", "25", "--from", "2026-07")
    for month in ["07", "08", "09", "10"] {
      try sandbox.ok("add", "1000", "-c", "生活費", "-m", "a", "-d", "2026-\(month)-05")
      try sandbox.ok("add", "2000", "-c", "娯楽費", "-m", "b", "-d", "2026-\(month)-15")
      try sandbox.ok("add", "3000", "-c", "経費", "-m", "c", "-d", "2026-\(month)-25")
    }
    #expect(
      try sandbox.ok("report", "--forecast-check") == """
        Forecast check: the month-end forecast as it would have been made on the 10th and the 20th of each month, from what was known then, against what the month came to

        Month     Actual  On the 10th  Error  Range              On the 20th  Error  Range
        2026-07  ¥56,000      ¥53,100  −5.2%  ¥52,050–¥54,150 ✗      ¥54,650  −2.4%  ¥53,825–¥55,475 ✗
        2026-08  ¥56,000      ¥55,063  −1.7%  ¥53,032–¥57,095        ¥55,130  −1.6%  ¥54,066–¥56,196
        2026-09  ¥56,000      ¥55,001  −1.8%  ¥53,001–¥57,002        ¥55,000  −1.8%  ¥54,001–¥56,001
        2026-10  ¥56,000      ¥55,063  −1.7%  ¥55,063–¥55,063 ✗      ¥55,130  −1.6%  ¥55,130–¥55,130 ✗

        Mean absolute error: 2.6% on the 10th, 1.9% on the 20th; the range held what happened in 2 of 4 and 2 of 4 months.

        """)
    let json = try sandbox.ok("report", "--forecast-check", "--format", "json")
    #expect(
      json.hasPrefix(
        #"{"months":[{"month":"2026-07","actual":56000,"forecasts":[{"day":10,"forecast":53100,"low":52050,"high":54150,"error":"-0.052"},"#
      ))
    #expect(json.hasSuffix(#""meanAbsoluteErrors":["0.026","0.019"],"rangeHeld":[2,2]}"# + "\n"))
    let japanese = try sandbox.run(
      ["report", "--forecast-check"], environment: ["KAKEIBO_LANG": "ja"])
    #expect(
      japanese.stdout.hasSuffix("平均絶対誤差: 10 日 2.6%、20 日 1.9%。範囲に収まった月: 10 日 2/4、20 日 2/4。\n"))
    #expect(try sandbox.run("report", "--forecast-check", "--year").status == 64)
    #expect(try sandbox.run("report", "--forecast-check", "--format", "csv").status == 64)
  }
}
