import Foundation
import Testing

@Suite struct BudgetCommandTests {
  @Test(arguments: Engine.available) func setListAndUnsetBudgets(engine: Engine) throws {
    let sandbox = try Sandbox(engine: engine)
    #expect(
      try sandbox.ok("budget") == """
        Budgets for 2026-11: 2026-11-01 to 2026-11-30

        No budgets. Set one with: kakeibo budget set CATEGORY AMOUNT

        """)
    #expect(
      try sandbox.ok("budget", "set", "生活費", "30,000") == "Budget for 🏠 生活費: ¥30,000 every month\n")
    #expect(
      try sandbox.ok("budget", "set", "fun", "￥2,000", "--month", "2026-11")
        == "Budget for 🎮 娯楽費: ¥2,000 from 2026-11\n")
    #expect(
      try sandbox.ok("budget", "set", "娯楽費", "5000") == "Budget for 🎮 娯楽費: ¥5,000 every month\n")
    #expect(
      try sandbox.ok("budget", "set", "living", "32000")
        == "Budget for 🏠 生活費: ¥32,000 every month (was ¥30,000)\n")
    #expect(
      try sandbox.ok("budget", "set", "living", "32000")
        == "Budget for 🏠 生活費: ¥32,000 every month (unchanged)\n")
    #expect(
      try sandbox.query("SELECT category, from_month, amount FROM budgets ORDER BY 1, 2") == [
        ["leisure", "0001-01", "5000"], ["leisure", "2026-11", "2000"],
        ["livingCost", "0001-01", "32000"],
      ])
    #expect(
      try sandbox.ok("budget") == """
        Budgets for 2026-11: 2026-11-01 to 2026-11-30

        Category    Budget  Since
        🏠 生活費  ¥32,000  every month
        💼 経費          —
        🎮 娯楽費   ¥2,000  2026-11

        """)
    #expect(try sandbox.ok("budget", "2026-10").contains("🎮 娯楽費   ¥5,000  every month\n"))
    #expect(
      try sandbox.ok("budget", "unset", "fun", "--month", "2026-11")
        == "Removed the budget for 🎮 娯楽費: ¥2,000 from 2026-11\n")
    #expect(try sandbox.ok("budget", "2026-11").contains("🎮 娯楽費   ¥5,000  every month\n"))
  }

  @Test(arguments: Engine.available) func listsAsCSVAndJSON(engine: Engine) throws {
    let sandbox = try Sandbox(engine: engine)
    try sandbox.ok("budget", "set", "生活費", "30000")
    try sandbox.ok("budget", "set", "fun", "2000", "--month", "2026-11")
    #expect(
      try sandbox.ok("budget", "2026-12", "--format", "csv") == """
        month,key,name,icon,budget,since,subcategory
        2026-12,livingCost,生活費,house.fill,30000,,
        2026-12,expenses,経費,briefcase.fill,,,
        2026-12,leisure,娯楽費,gamecontroller.fill,2000,2026-11,

        """)
    let json = try #require(
      try parseJSON(try sandbox.ok("budget", "--format", "json")) as? [String: Any])
    #expect(json["month"] as? String == "2026-11")
    #expect(json["from"] as? String == "2026-11-01")
    #expect(json["to"] as? String == "2026-11-30")
    #expect(json["currency"] as? String == "JPY")
    let budgets = try #require(json["budgets"] as? [[String: Any]])
    #expect(budgets.map { $0["key"] as? String } == ["livingCost", "expenses", "leisure"])
    #expect(budgets.map { $0["name"] as? String } == ["生活費", "経費", "娯楽費"])
    #expect(budgets.map { $0["budget"] as? Int } == [30000, nil, 2000])
    #expect(budgets.map { $0["budget"] is NSNull } == [false, true, false])
    #expect(budgets.map { $0["since"] as? String } == [nil, nil, "2026-11"])
    #expect(budgets.map { $0["since"] is NSNull } == [true, true, false])
  }

  @Test(arguments: Engine.available) func budgetChangesAreLoggedAndUndone(engine: Engine) throws {
    let sandbox = try Sandbox(engine: engine)
    try sandbox.ok("budget", "set", "生活費", "30000")
    try sandbox.ok("budget", "set", "生活費", "35000")
    try sandbox.ok("budget", "unset", "生活費")
    #expect(
      try sandbox.query("SELECT kind, summary, detail FROM changes ORDER BY id") == [
        [
          "budget", "",
          "budget-set\ncategory=生活費\nsubcategory\nfrom\namount=30000\nonly-month=no\nwas",
        ],
        [
          "budget", "",
          "budget-set\ncategory=生活費\nsubcategory\nfrom\namount=35000\nonly-month=no\nwas=30000",
        ],
        [
          "budget", "",
          "budget-unset\ncategory=生活費\nsubcategory\nfrom\namount=35000\nonly-month=no",
        ],
      ])
    #expect(try sandbox.ok("undo") == "Undid change 3: budget unset 生活費 ¥35,000 every month\n")
    #expect(try sandbox.query("SELECT amount FROM budgets") == [["35000"]])
    try sandbox.ok("undo")
    #expect(try sandbox.query("SELECT amount FROM budgets") == [["30000"]])
    try sandbox.ok("undo")
    #expect(try sandbox.query("SELECT count(*) FROM budgets") == [["0"]])
    #expect(try sandbox.ok("undo") == "Nothing to undo.\n")
  }

  static let refused: [([String], Int32, String)] = [
    (
      ["budget", "unset", "fun"], 65,
      "kakeibo: budget \"娯楽費 every month\": there is no such budget; 'kakeibo budget' lists the budgets in force"
    ),
    (
      ["budget", "unset", "fun", "--month", "2026-04"], 65,
      "kakeibo: budget \"娯楽費 from 2026-04\": there is no such budget; 'kakeibo budget 2026-04' lists the budgets in force"
    ),
    (
      ["budget", "set", "food", "100"], 65,
      "kakeibo: category \"food\": no such category; expected 生活費 (living), 経費 (expenses, business), 娯楽費 (leisure, fun), the start of one, or its number 1-3"
    ),
    (
      ["budget", "set", "fun", "0"], 65,
      "kakeibo: amount \"0\": must be at least 1; expected a whole number of yen from 1 to 999,999,999,999, such as 1200, 1,200, ¥1,200, 1200円, １２００, 1万, 1.5万, 2万3千 or 一万二千"
    ),
    (
      ["budget", "set", "fun", "100", "--month", "2026/13"], 65,
      "kakeibo: month \"2026/13\": there is no month 13 in year 2026; expected YYYY-MM, YYYY/MM, 2026年11月, M or M月 (the latest such month), this (今月) or last (先月)"
    ),
    (
      ["budget", "2026-13"], 65,
      "kakeibo: month \"2026-13\": there is no month 13 in year 2026; expected YYYY-MM, YYYY/MM, 2026年11月, M or M月 (the latest such month), this (今月) or last (先月)"
    ),
    (
      ["budget", "set", "fun"], 64,
      "kakeibo: 'budget set' needs AMOUNT (see 'kakeibo budget set --help')"
    ),
    (
      ["budget", "unset"], 64,
      "kakeibo: 'budget unset' needs CATEGORY (see 'kakeibo budget unset --help')"
    ),
    (
      ["budget", "set", "fun", "100", "--format", "json"], 64,
      "kakeibo: option '--format' is for 'budget', not for 'budget set' (see 'kakeibo budget set --help')"
    ),
    (
      ["budget", "--month", "2026-11"], 64,
      "kakeibo: option '--month' is for 'budget set' and 'budget unset', not for 'budget' (see 'kakeibo budget --help')"
    ),
    (
      ["budget", "unset", "fun", "100"], 64,
      "kakeibo: unexpected argument '100' for 'budget unset' (see 'kakeibo budget unset --help')"
    ),
  ]

  @Test(arguments: Engine.available, refused)
  func refusedWithNothingWritten(engine: Engine, example: ([String], Int32, String)) throws {
    let (arguments, status, message) = example
    let sandbox = try Sandbox(engine: engine)
    try sandbox.ok("budget", "set", "生活費", "30000")
    #expect(try sandbox.run(arguments) == Run(status: status, stdout: "", stderr: message + "\n"))
    #expect(try sandbox.query("SELECT category, amount FROM budgets") == [["livingCost", "30000"]])
    #expect(try sandbox.query("SELECT count(*) FROM changes") == [["1"]])
  }
}

@Suite struct ConfigCommandTests {
  @Test(arguments: Engine.available) func setGetListAndUnsetTheMonthStart(engine: Engine) throws {
    let sandbox = try Sandbox(engine: engine)
    #expect(
      try sandbox.ok("config") == """
        Setting      Value        Meaning
        month-start  1 (default)  the day of the month months begin on (1 to 28)

        """)
    #expect(try sandbox.ok("config", "get", "month-start") == "1\n")
    #expect(try sandbox.ok("config", "set", "month-start", "25") == "month-start: 25 (was 1)\n")
    #expect(
      try sandbox.ok("config", "set", "Month-Start", "２５日") == "month-start: 25 (unchanged)\n")
    #expect(try sandbox.ok("config", "get", "month-start") == "25\n")
    #expect(try sandbox.query("SELECT key, value FROM settings") == [["month-start", "25"]])
    let json = try #require(
      try parseJSON(try sandbox.ok("config", "--format", "json")) as? [[String: Any]])
    #expect(json.count == 1)
    #expect(json[0]["name"] as? String == "month-start")
    #expect(json[0]["value"] as? String == "25")
    #expect(json[0]["default"] as? String == "1")
    #expect(json[0]["isDefault"] as? Bool == false)
    #expect(
      try sandbox.ok("config", "unset", "month-start") == "month-start: 1, the default (was 25)\n")
    #expect(try sandbox.query("SELECT count(*) FROM settings") == [["0"]])
    #expect(try sandbox.ok("undo") == "Undid change 3: config unset month-start (was 25)\n")
    #expect(try sandbox.ok("config", "get", "month-start") == "25\n")
    #expect(
      try sandbox.ok("undo") == "Undid config set month-start 25: it had changed nothing\n")
    #expect(try sandbox.ok("config", "get", "month-start") == "25\n")
    #expect(try sandbox.ok("undo") == "Undid change 1: config set month-start 25 (was 1)\n")
    #expect(try sandbox.query("SELECT count(*) FROM settings") == [["0"]])
  }

  @Test(arguments: Engine.available) func aPaydayMonthRunsFromThe25th(engine: Engine) throws {
    let sandbox = try Sandbox(engine: engine)
    for (amount, date) in [
      ("100", "2026-10-24"), ("200", "2026-10-25"), ("400", "2026-11-24"), ("800", "2026-11-25"),
      ("1600", "2025-12-25"),
    ] {
      try sandbox.ok("add", amount, "-c", "生活費", "-d", date)
    }
    try sandbox.ok("config", "set", "month-start", "25")
    #expect(
      try sandbox.ok("report", "2026-11") == """
        2026-11: 2026-10-25 to 2026-11-24

        Category   Total  Count   Share  vs 2026-10
        🏠 生活費   ¥600      2  100.0%           —  ████████████████████████
        💼 経費       ¥0      0    0.0%           —
        🎮 娯楽費     ¥0      0    0.0%           —
        ---------------------------------------------------------------------
        Total       ¥600      2  100.0%           —
        vs 2026-10: against its first 22 days (2026-09-25 to 2026-10-16), as many as
          this month has had so far

        Month-end forecast (月末見込み):
          🏠 生活費: ¥600 so far, ¥61 projected: forecast ¥661 (¥658 to ¥687)
          Total: ¥600 so far, ¥61 projected: forecast ¥661 (¥658 to ¥687)
          How: the variable spending of the 9 days left, weighing this month's pace at
            71.0% and the 10 months before on the same days at 29.0%; the range runs
            from the quietest of those months to the busiest.

        Days left: 9 (to 2026-11-24)
        Per day so far: ¥9 (¥200 in 22 days)

        """)
    #expect(try sandbox.ok("report").hasPrefix("2026-11: 2026-10-25 to 2026-11-24\n"))
    #expect(try sandbox.ok("budget").hasPrefix("Budgets for 2026-11: 2026-10-25 to 2026-11-24\n"))
    // --month-start overrides the setting for one command (November, on its 15th, compares
    // with October's first 15 days, which spent nothing).
    #expect(
      try sandbox.ok("report", "2026-11", "--month-start", "1", "--format", "csv").contains(
        "2026-11,livingCost,生活費,house.fill,1200,2,1,,,,0,1200,\n"))
    let year = try sandbox.ok("report", "--year", "2026", "--format", "csv").split(separator: "\n")
    #expect(year[1] == "2026-01,1600,0,0,1600,2025-12-25,2026-01-24,0,-1600")
    #expect(year[11] == "2026-11,600,0,0,600,2026-10-25,2026-11-24,0,-600")
    #expect(year[12] == "2026-12,800,0,0,800,2026-11-25,2026-12-24,0,-800")
    #expect(year[13] == "total,3100,0,0,3100,2025-12-25,2026-12-24,0,-3100")
    #expect(
      try sandbox.ok("report", "--year", "2026").hasPrefix("2026: 2025-12-25 to 2026-12-24\n"))
    // With months from the 10th, 2026-11-15 is in 2026-12 (2026-11-10 to 2026-12-09).
    #expect(
      try sandbox.ok("report", "--last", "2", "--month-start", "10").hasPrefix(
        "Last 2 months: 2026-10-10 to 2026-12-09\n"))
  }

  static let refused: [([String], Int32, String)] = [
    (
      ["config", "set", "month-start", "29"], 65,
      "kakeibo: month-start \"29\": not a day a month can start on; expected a day of the month from 1 to 28, such as 25"
    ),
    (
      ["config", "set", "colour", "1"], 65,
      "kakeibo: setting \"colour\": no such setting; expected month-start, me, split"
    ),
    (
      ["report", "--month-start", "0"], 65,
      "kakeibo: month-start \"0\": not a day a month can start on; expected a day of the month from 1 to 28, such as 25"
    ),
    (
      ["config", "set", "month-start"], 64,
      "kakeibo: 'config set' needs VALUE (see 'kakeibo config set --help')"
    ),
    (
      ["config", "frob"], 64,
      "kakeibo: unknown subcommand 'frob' for 'config'; expected get, set or unset (see 'kakeibo config --help')"
    ),
    (
      ["config", "unset", "month-start", "3"], 64,
      "kakeibo: unexpected argument '3' for 'config unset' (see 'kakeibo config unset --help')"
    ),
  ]

  @Test(arguments: Engine.available, refused)
  func refusedWithNothingWritten(engine: Engine, example: ([String], Int32, String)) throws {
    let (arguments, status, message) = example
    let sandbox = try Sandbox(engine: engine)
    try sandbox.ok("config", "set", "month-start", "10")
    #expect(try sandbox.run(arguments) == Run(status: status, stdout: "", stderr: message + "\n"))
    #expect(try sandbox.query("SELECT value FROM settings") == [["10"]])
    #expect(try sandbox.query("SELECT count(*) FROM changes") == [["1"]])
  }
}
