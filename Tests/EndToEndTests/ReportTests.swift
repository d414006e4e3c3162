import Foundation
import Testing

@Suite struct ReportTests {
  func seeded(_ engine: Engine) throws -> Sandbox {
    let sandbox = try Sandbox(engine: engine)
    try sandbox.ok("add", "5000", "-c", "生活費", "-d", "2026-11-01")
    try sandbox.ok("add", "3100", "-c", "生活費", "-d", "2026-11-30")
    try sandbox.ok("add", "2000", "-c", "経費", "-d", "2026-11-15")
    try sandbox.ok("add", "2400", "-c", "娯楽費", "-d", "2026-11-20")
    try sandbox.ok("add", "700", "-c", "娯楽費", "-d", "2026-10-31")
    try sandbox.ok("add", "9000", "-c", "経費", "-d", "2026-12-01")
    try sandbox.ok("add", "123", "-c", "経費", "-d", "2025-12-31")
    return sandbox
  }

  @Test(arguments: Engine.available) func monthlyTableListsEveryCategoryWithShares(engine: Engine)
    throws
  {
    let sandbox = try seeded(engine)
    // The table gained the change against the previous month and a bar per category (scaled
    // to the largest, 24 columns at the default width of 80); the current month also shows
    // its pace, and compares with October's first 15 days alone (its ¥700 is on the 31st).
    let expected = """
      2026-11: 2026-11-01 to 2026-11-30

      Category     Total  Count   Share  vs 2026-10
      🏠 生活費   ¥8,100      2   64.8%           —  ████████████████████████
      💼 経費     ¥2,000      1   16.0%           —  █████▉
      🎮 娯楽費   ¥2,400      1   19.2%           —  ███████▏
      -----------------------------------------------------------------------
      Total      ¥12,500      4  100.0%           —
      vs 2026-10: against its first 15 days (2026-10-01 to 2026-10-15), as many as
        this month has had so far

      Month-end forecast (月末見込み):
        🏠 生活費: ¥8,100 so far, ¥2,500 projected: forecast ¥10,600
        💼 経費: ¥2,000 so far, ¥1,006 projected: forecast ¥3,006 (¥3,000 to ¥3,062)
        🎮 娯楽費: ¥2,400 so far, ¥32 projected: forecast ¥2,432 (¥2,400 to ¥2,750)
        Total: ¥12,500 so far, ¥3,538 projected: forecast ¥16,038 (¥16,000 to
          ¥16,412)
        How: the variable spending of the 15 days left, weighing this month's pace
          at 50.0% and the 11 months before on the same days at 50.0%; the range runs
          from the quietest of those months to the busiest.

      Days left: 15 (to 2026-11-30)
      Per day so far: ¥467 (¥7,000 in 15 days)

      """
    #expect(try sandbox.ok("report", "2026-11") == expected)
    #expect(try sandbox.ok("report") == expected)
    #expect(
      try sandbox.ok("report", "2026-09") == """
        2026-09: 2026-09-01 to 2026-09-30

        Category   Total  Count  Share  vs 2026-08
        🏠 生活費     ¥0      0   0.0%           —
        💼 経費       ¥0      0   0.0%           —
        🎮 娯楽費     ¥0      0   0.0%           —
        ------------------------------------------
        Total         ¥0      0   0.0%           —

        """)
  }

  @Test(arguments: Engine.available)
  func everyMonthArgumentTakesTheWaysAMonthIsSaid(engine: Engine) throws {
    let sandbox = try seeded(engine)
    // Today is 2026-11-15: 11 is this November, 12 last December, last and 先月 October.
    for (words, month) in [
      (["11"], "2026-11"), (["11月"], "2026-11"), (["12"], "2025-12"), (["last"], "2026-10"),
      (["先月"], "2026-10"), (["this"], "2026-11"), (["今月"], "2026-11"),
      (["2026年10月"], "2026-10"), (["2026/10"], "2026-10"),
    ] {
      let header = try sandbox.ok(["report"] + words + ["--format", "csv"])
      #expect(header.split(separator: "\n")[1].hasPrefix(month + ","), "\(words)")
      #expect(try sandbox.ok(["budget"] + words).hasPrefix("Budgets for \(month):"))
    }
    #expect(
      try sandbox.ok("list", "--month", "last", "--format", "csv").split(separator: "\n").count
        == 2)
    #expect(
      try sandbox.ok("export", "--month", "12").split(separator: "\n").dropFirst().map {
        String($0.split(separator: ",")[1])
      } == ["2025-12-31"])
    try sandbox.ok("budget", "set", "fun", "3000", "--month", "last")
    #expect(try sandbox.query("SELECT from_month, amount FROM budgets") == [["2026-10", "3000"]])
    try sandbox.ok("budget", "unset", "fun", "--month", "10月")
    #expect(try sandbox.query("SELECT count(*) FROM budgets") == [["0"]])
    // --year alone is this year, as --last alone is six months.
    #expect(try sandbox.ok("report", "--year") == (try sandbox.ok("report", "--year", "2026")))
  }

  @Test(arguments: Engine.available) func monthlyJSONFieldByField(engine: Engine) throws {
    let report = try #require(
      try parseJSON(try seeded(engine).ok("report", "2026-11", "--format", "json"))
        as? [String: Any])
    #expect(report["month"] as? String == "2026-11")
    #expect(report["from"] as? String == "2026-11-01")
    #expect(report["to"] as? String == "2026-11-30")
    #expect(report["currency"] as? String == "JPY")
    #expect(report["total"] as? Int == 12500)
    #expect(report["count"] as? Int == 4)
    let categories = try #require(report["categories"] as? [[String: Any]])
    #expect(categories.map { $0["key"] as? String } == ["livingCost", "expenses", "leisure"])
    #expect(categories.map { $0["name"] as? String } == ["生活費", "経費", "娯楽費"])
    #expect(
      categories.map { $0["icon"] as? String } == [
        "house.fill", "briefcase.fill", "gamecontroller.fill",
      ])
    #expect(categories.map { $0["total"] as? Int } == [8100, 2000, 2400])
    #expect(categories.map { $0["count"] as? Int } == [2, 1, 1])
    #expect(categories.map { $0["share"] as? Double } == [0.648, 0.16, 0.192])
  }

  @Test(arguments: Engine.available) func monthlyCSV(engine: Engine) throws {
    // The columns of the core come first; budget, remaining, used, previous, change and
    // changeRate were added after them (empty where there is no budget or nothing to compare).
    // November, on its 15th, compares with October's first 15 days, which spent nothing.
    #expect(
      try seeded(engine).ok("report", "2026-11", "--format", "csv") == """
        month,key,name,icon,total,count,share,budget,remaining,used,previous,change,changeRate
        2026-11,livingCost,生活費,house.fill,8100,2,0.648,,,,0,8100,
        2026-11,expenses,経費,briefcase.fill,2000,1,0.16,,,,0,2000,
        2026-11,leisure,娯楽費,gamecontroller.fill,2400,1,0.192,,,,0,2400,
        2026-11,total,合計,,12500,4,1,,,,0,12500,

        """)
  }

  @Test(arguments: Engine.available) func yearlyTableHasTwelveMonthsAndTotals(engine: Engine) throws
  {
    #expect(
      try seeded(engine).ok("report", "--year", "2026") == """
        2026: 2026-01-01 to 2026-12-31

        Month                生活費     経費  娯楽費    Total
        2026-01                  ¥0       ¥0      ¥0       ¥0
        2026-02                  ¥0       ¥0      ¥0       ¥0
        2026-03                  ¥0       ¥0      ¥0       ¥0
        2026-04                  ¥0       ¥0      ¥0       ¥0
        2026-05                  ¥0       ¥0      ¥0       ¥0
        2026-06                  ¥0       ¥0      ¥0       ¥0
        2026-07                  ¥0       ¥0      ¥0       ¥0
        2026-08                  ¥0       ¥0      ¥0       ¥0
        2026-09                  ¥0       ¥0      ¥0       ¥0
        2026-10                  ¥0       ¥0    ¥700     ¥700
        2026-11              ¥8,100   ¥2,000  ¥2,400  ¥12,500
        2026-12                  ¥0   ¥9,000      ¥0   ¥9,000
        -----------------------------------------------------
        Total                ¥8,100  ¥11,000  ¥3,100  ¥22,200
        Average (10 months)      ¥0       ¥0     ¥70      ¥70
        The average leaves out 2026-11, which is not over yet.

        Trend      2026-01…2026-12
        🏠 生活費  ▁▁▁▁▁▁▁▁▁▁█▁
        💼 経費    ▁▁▁▁▁▁▁▁▁▁▃█
        🎮 娯楽費  ▁▁▁▁▁▁▁▁▁▄█▁
        Total      ▁▁▁▁▁▁▁▁▁▂█▇

        """)
  }

  @Test(arguments: Engine.available) func yearlyCSVAndJSON(engine: Engine) throws {
    let sandbox = try seeded(engine)
    let csv = try sandbox.ok("report", "--year", "2026", "--format", "csv").split(separator: "\n")
    #expect(csv.count == 14)
    // The dates each row covers were added as the next two columns, then income and balance.
    #expect(csv[0] == "month,livingCost,expenses,leisure,total,from,to,income,balance")
    #expect(csv[1] == "2026-01,0,0,0,0,2026-01-01,2026-01-31,0,0")
    #expect(csv[11] == "2026-11,8100,2000,2400,12500,2026-11-01,2026-11-30,0,-12500")
    #expect(csv[13] == "total,8100,11000,3100,22200,2026-01-01,2026-12-31,0,-22200")

    let report = try #require(
      try parseJSON(try sandbox.ok("report", "--year", "2026", "--format", "json"))
        as? [String: Any])
    #expect(report["year"] as? Int == 2026)
    #expect(report["currency"] as? String == "JPY")
    #expect(report["total"] as? Int == 22200)
    #expect(report["count"] as? Int == 6)
    let categories = try #require(report["categories"] as? [[String: Any]])
    #expect(categories.map { $0["total"] as? Int } == [8100, 11000, 3100])
    #expect(categories.map { $0["name"] as? String } == ["生活費", "経費", "娯楽費"])
    let months = try #require(report["months"] as? [[String: Any]])
    #expect(months.count == 12)
    #expect(months[10]["month"] as? String == "2026-11")
    #expect(months[10]["total"] as? Int == 12500)
    #expect(months[10]["count"] as? Int == 4)
    let november = try #require(months[10]["categories"] as? [[String: Any]])
    #expect(november.map { $0["key"] as? String } == ["livingCost", "expenses", "leisure"])
    #expect(november.map { $0["total"] as? Int } == [8100, 2000, 2400])
  }
}
