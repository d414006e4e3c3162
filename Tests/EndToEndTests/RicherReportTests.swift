import Foundation
import Testing

#if canImport(FoundationXML)
  import FoundationXML
#endif

/// `report` with budgets, month-over-month changes, bars, top memos, the current month's pace,
/// narrow terminals, `--last` and the SVG chart.
@Suite struct RicherReportTests {
  func seeded(_ engine: Engine) throws -> Sandbox {
    let sandbox = try Sandbox(engine: engine)
    for (amount, category, date, memo) in [
      ("5000", "生活費", "2026-11-01", "スーパー"), ("3100", "生活費", "2026-11-30", "スーパー"),
      ("1200", "生活費", "2026-11-03", "ドラッグストア"), ("2000", "経費", "2026-11-15", "USBハブ"),
      ("2400", "娯楽費", "2026-11-20", "映画"), ("700", "娯楽費", "2026-10-31", "映画"),
      ("9000", "経費", "2026-12-01", "出張"), ("123", "経費", "2025-12-31", "文具"),
    ] {
      try sandbox.ok("add", amount, "-c", category, "-d", date, "-m", memo)
    }
    try sandbox.ok("budget", "set", "生活費", "30000")
    try sandbox.ok("budget", "set", "娯楽費", "2000", "--month", "2026-11")
    try sandbox.ok("budget", "set", "娯楽費", "5000")
    return sandbox
  }

  /// `seeded`, with October's ¥700 of 娯楽費 also within its first 15 days (on 10-05): the days
  /// November, on its 15th, compares with.
  func seededWithEarlyOctober(_ engine: Engine) throws -> Sandbox {
    let sandbox = try seeded(engine)
    try sandbox.ok("add", "700", "-c", "娯楽費", "-d", "2026-10-05", "-m", "映画")
    return sandbox
  }

  let november = """
    2026-11: 2026-11-01 to 2026-11-30

    Category             Total  Count   Share  vs 2026-10
    🏠 生活費           ¥9,300      3   67.9%           —  ████████████████████████
       スーパー         ¥8,100      2
       ドラッグストア   ¥1,200      1
    💼 経費             ¥2,000      1   14.6%           —  █████▏
       USBハブ          ¥2,000      1
    🎮 娯楽費           ¥2,400      1   17.5%           —  ██████▎
       映画             ¥2,400      1
    -------------------------------------------------------------------------------
    Total              ¥13,700      5  100.0%           —
    vs 2026-10: against its first 15 days (2026-10-01 to 2026-10-15), as many as
      this month has had so far

    Month-end forecast (月末見込み):
      🏠 生活費: ¥9,300 so far, ¥3,100 projected: forecast ¥12,400 of ¥30,000
      💼 経費: ¥2,000 so far, ¥1,006 projected: forecast ¥3,006 (¥3,000 to ¥3,062)
      🎮 娯楽費: ¥2,400 so far, ¥32 projected: forecast ¥2,432 (¥2,400 to ¥2,750)
        of ¥2,000  over
      Total: ¥13,700 so far, ¥4,138 projected: forecast ¥17,838 (¥17,800 to
        ¥18,212)
      How: the variable spending of the 15 days left, weighing this month's pace
        at 50.0% and the 11 months before on the same days at 50.0%; the range runs
        from the quietest of those months to the busiest.

    Category    Budget    Spent  Remaining    Used
    🏠 生活費  ¥30,000   ¥9,300    ¥20,700   31.0%
    🎮 娯楽費   ¥2,000   ¥2,400      −¥400  120.0%  over
    ----------------------------------------------------
    Total      ¥32,000  ¥11,700    ¥20,300   36.6%

    Days left: 15 (to 2026-11-30)
    Per day so far: ¥547 (¥8,200 in 15 days)

    """

  @Test(arguments: Engine.available) func theMonthWithBudgetsBarsChangesTopMemosAndPace(
    engine: Engine
  ) throws {
    let sandbox = try seeded(engine)
    #expect(try sandbox.ok("report", "2026-11", "--top", "2") == november)
    #expect(try sandbox.ok("report", "--top", "２") == november)
  }

  /// Issue 25 item 9: a month still running compares with as many of the previous month's
  /// first days as it has had (on its day 1, day 1), and says so; on its last day, and for a
  /// month that is over, with the whole month before.
  @Test(arguments: Engine.available)
  func aMonthUnderWayComparesWithTheSameDaysOfTheMonthBefore(engine: Engine) throws {
    let sandbox = try Sandbox(engine: engine)
    for (amount, date) in [
      ("1000", "2026-10-01"), ("2000", "2026-10-02"), ("300", "2026-10-26"), ("4000", "2026-10-31"),
      ("500", "2026-11-01"),
    ] {
      try sandbox.ok("add", amount, "-c", "生活費", "-d", date)
    }
    /// The report's JSON on `day`, with `arguments` after `report --format json`.
    func json(on day: String, _ arguments: String...) throws -> [String: Any] {
      try #require(
        try parseJSON(
          try sandbox.ok(["report", "--format", "json"] + arguments, environment: sandbox.on(day)))
          as? [String: Any])
    }
    func previous(_ report: [String: Any]) throws -> [String: Any] {
      try #require(report["previous"] as? [String: Any])
    }
    // On the 1st: October's 1st alone (¥1,000), not October's ¥7,300.
    let first = try json(on: "2026-11-01")
    #expect(try previous(first)["from"] as? String == "2026-10-01")
    #expect(try previous(first)["to"] as? String == "2026-10-01")
    #expect(try previous(first)["sameDays"] as? Bool == true)
    #expect(try previous(first)["total"] as? Int == 1000)
    #expect(first["change"] as? Int == -500)
    #expect(first["changeRate"] as? Double == -0.5)
    let categories = try #require(first["categories"] as? [[String: Any]])
    #expect(categories[0]["previous"] as? Int == 1000)
    // On the 2nd: October's first two days.
    let second = try json(on: "2026-11-02")
    #expect(try previous(second)["to"] as? String == "2026-10-02")
    #expect(try previous(second)["total"] as? Int == 3000)
    #expect(second["changeRate"] as? Double == -0.833)
    // On the last day the month is over: the whole of October.
    let last = try json(on: "2026-11-30")
    #expect(try previous(last)["to"] as? String == "2026-10-31")
    #expect(try previous(last)["sameDays"] as? Bool == false)
    #expect(try previous(last)["total"] as? Int == 7300)
    // A month that is over compares with the whole month before.
    let october = try json(on: "2026-11-15", "2026-10")
    #expect(try previous(october)["from"] as? String == "2026-09-01")
    #expect(try previous(october)["to"] as? String == "2026-09-30")
    #expect(try previous(october)["sameDays"] as? Bool == false)
    // Months from the 25th: on 2026-11-26, day 2 of 2026-12, against 10-25 and 10-26.
    let payday = try json(on: "2026-11-26", "--month-start", "25")
    #expect(try previous(payday)["month"] as? String == "2026-11")
    #expect(try previous(payday)["from"] as? String == "2026-10-25")
    #expect(try previous(payday)["to"] as? String == "2026-10-26")
    #expect(try previous(payday)["total"] as? Int == 300)

    // The table says so under the categories, in both languages; on the last day it does not.
    let table = try sandbox.ok(["report"], environment: sandbox.on("2026-11-01"))
      .split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
    #expect(
      Array(table[7...9]) == [
        "Total       ¥500      1  100.0%  −¥500 −50.0%",
        "vs 2026-10: against its first day (2026-10-01), as many as this month has had",
        "  so far",
      ])
    var japanese = sandbox.on("2026-11-15")
    japanese["KAKEIBO_LANG"] = "ja"
    let ja = try sandbox.ok(["report"], environment: japanese)
      .split(separator: "\n", omittingEmptySubsequences: false)
    #expect(
      ja[8...9] == [
        "前月比は 2026-10 の同じ日数（最初の 15 日、2026-10-01〜2026-10-15）と比べてい",
        "  ます。今月はまだ途中です",
      ])
    let over = try sandbox.ok(["report"], environment: sandbox.on("2026-11-30"))
    #expect(!over.contains("vs 2026-10:"))
    #expect(over.contains("Total       ¥500      1  100.0%  −¥6,800 −93.2%"))
  }

  @Test(arguments: Engine.available) func narrowTerminalsDropTheBarsFirstThenCutMemos(
    engine: Engine
  ) throws {
    let sandbox = try seededWithEarlyOctober(engine)
    let narrow = try sandbox.run(["report", "--top", "2"], environment: ["COLUMNS": "60"])
    #expect(narrow.status == 0)
    #expect(
      narrow.stdout.split(separator: "\n", omittingEmptySubsequences: false).prefix(12).joined(
        separator: "\n") == """
          2026-11: 2026-11-01 to 2026-11-30

          Category            Total  Count   Share          vs 2026-10
          🏠 生活費          ¥9,300      3   67.9%                   —
             スーパー        ¥8,100      2
             ドラッグスト…   ¥1,200      1
          💼 経費            ¥2,000      1   14.6%                   —
             USBハブ         ¥2,000      1
          🎮 娯楽費          ¥2,400      1   17.5%     +¥1,700 +242.9%
             映画            ¥2,400      1
          ------------------------------------------------------------
          Total             ¥13,700      5  100.0%  +¥13,000 +1,857.1%
          """)
    // Without memos, bars shrink to what is left at 60 columns and grow up to 24.
    for width in [60, 61, 64, 70, 80, 100, 200] {
      let lines = try sandbox.run(["report"], environment: ["COLUMNS": String(width)]).stdout
        .split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
      #expect(lines.allSatisfy { displayWidth($0) <= width }, "\(width)")
      // The largest category's bar fills what is left after the other columns (53) and a gap.
      #expect(lines[3].drop { $0 != "█" }.count == min(24, width - 55), "\(width): \(lines[3])")
      // Every row's total ends under the end of the header's "Total".
      let header = lines[2]
      let totalRange = try #require(header.range(of: "Total"))
      let totalEnd = displayWidth(String(header[..<totalRange.upperBound]))
      for line in lines[3...5] + [lines[7]] {
        let amount = try #require(line.firstIndex(of: "¥"))
        let end =
          line[amount...].dropFirst().firstIndex { !$0.isNumber && $0 != "," } ?? line.endIndex
        #expect(displayWidth(String(line[..<end])) == totalEnd, "\(width): \(line)")
      }
    }
  }

  @Test(arguments: Engine.available) func theMonthAsJSONFieldByField(engine: Engine) throws {
    let report = try #require(
      try parseJSON(
        try seededWithEarlyOctober(engine).ok("report", "2026-11", "--top", "1", "--format", "json")
      )
        as? [String: Any])
    #expect(report["total"] as? Int == 13700)
    let categories = try #require(report["categories"] as? [[String: Any]])
    #expect(categories.map { $0["key"] as? String } == ["livingCost", "expenses", "leisure"])
    #expect(categories.map { $0["share"] as? Double } == [0.679, 0.146, 0.175])
    #expect(categories.map { $0["budget"] as? Int } == [30000, nil, 2000])
    #expect(categories.map { $0["remaining"] as? Int } == [20700, nil, -400])
    #expect(categories.map { $0["used"] as? Double } == [0.31, nil, 1.2])
    #expect(categories.map { $0["budget"] is NSNull } == [false, true, false])
    #expect(categories.map { $0["previous"] as? Int } == [0, 0, 700])
    #expect(categories.map { $0["change"] as? Int } == [9300, 2000, 1700])
    #expect(categories.map { $0["changeRate"] as? Double } == [nil, nil, 2.429])
    #expect(categories.map { $0["changeRate"] is NSNull } == [true, true, false])
    let top = try #require(categories[0]["top"] as? [[String: Any]])
    #expect(top.count == 1)
    #expect(top[0]["memo"] as? String == "スーパー")
    #expect(top[0]["total"] as? Int == 8100)
    #expect(top[0]["count"] as? Int == 2)
    let previous = try #require(report["previous"] as? [String: Any])
    #expect(previous["month"] as? String == "2026-10")
    // November is on its 15th: it compares with October's first 15 days.
    #expect(previous["from"] as? String == "2026-10-01")
    #expect(previous["to"] as? String == "2026-10-15")
    #expect(previous["sameDays"] as? Bool == true)
    #expect(previous["total"] as? Int == 700)
    #expect(previous["count"] as? Int == 1)
    #expect(report["change"] as? Int == 13000)
    #expect(report["changeRate"] as? Double == 18.571)
    #expect(report["budget"] as? Int == 32000)
    #expect(report["remaining"] as? Int == 20300)
    #expect(report["used"] as? Double == 0.366)
    #expect(report["daysElapsed"] as? Int == 15)
    #expect(report["daysLeft"] as? Int == 15)
    #expect(report["spentSoFar"] as? Int == 8200)
    #expect(report["averagePerDay"] as? Int == 547)

    // Another month: no pace, and no "top" unless asked for.
    let december = try #require(
      try parseJSON(try seeded(engine).ok("report", "2026-12", "--format", "json"))
        as? [String: Any])
    #expect(december["daysLeft"] is NSNull)
    #expect(december["averagePerDay"] is NSNull)
    #expect(december["changeRate"] as? Double == -0.343)
    let decemberCategories = try #require(december["categories"] as? [[String: Any]])
    #expect(decemberCategories.map { $0["changeRate"] as? Double } == [-1, 3.5, -1])
    #expect(decemberCategories.allSatisfy { $0["top"] == nil })
    #expect(decemberCategories.map { $0["budget"] as? Int } == [30000, nil, 2000])
  }

  @Test(arguments: Engine.available) func theMonthAsCSV(engine: Engine) throws {
    let sandbox = try seededWithEarlyOctober(engine)
    #expect(
      try sandbox.ok("report", "2026-11", "--format", "csv") == """
        month,key,name,icon,total,count,share,budget,remaining,used,previous,change,changeRate
        2026-11,livingCost,生活費,house.fill,9300,3,0.679,30000,20700,0.31,0,9300,
        2026-11,expenses,経費,briefcase.fill,2000,1,0.146,,,,0,2000,
        2026-11,leisure,娯楽費,gamecontroller.fill,2400,1,0.175,2000,-400,1.2,700,1700,2.429
        2026-11,total,合計,,13700,5,1,32000,20300,0.366,700,13000,18.571

        """)
    #expect(
      try sandbox.ok("report", "2026-11", "--top", "2", "--format", "csv") == """
        month,key,name,rank,memo,total,count
        2026-11,livingCost,生活費,1,スーパー,8100,2
        2026-11,livingCost,生活費,2,ドラッグストア,1200,1
        2026-11,expenses,経費,1,USBハブ,2000,1
        2026-11,leisure,娯楽費,1,映画,2400,1

        """)
  }

  @Test(arguments: Engine.available) func januaryComparesWithTheDecemberOfTheYearBefore(
    engine: Engine
  ) throws {
    #expect(
      try seeded(engine).ok("report", "2026-01") == """
        2026-01: 2026-01-01 to 2026-01-31

        Category   Total  Count  Share     vs 2025-12
        🏠 生活費     ¥0      0   0.0%              —
        💼 経費       ¥0      0   0.0%  −¥123 −100.0%
        🎮 娯楽費     ¥0      0   0.0%              —
        ---------------------------------------------
        Total         ¥0      0   0.0%  −¥123 −100.0%

        Category    Budget  Spent  Remaining  Used
        🏠 生活費  ¥30,000     ¥0    ¥30,000  0.0%
        🎮 娯楽費   ¥5,000     ¥0     ¥5,000  0.0%
        --------------------------------------------
        Total      ¥35,000     ¥0    ¥35,000  0.0%

        """)
  }

  @Test(arguments: Engine.available) func theLastMonths(engine: Engine) throws {
    let sandbox = try seeded(engine)
    let lastThree = """
      Last 3 months: 2026-09-01 to 2026-11-30

      Month               生活費    経費  娯楽費    Total
      2026-09                 ¥0      ¥0      ¥0       ¥0
      2026-10                 ¥0      ¥0    ¥700     ¥700
      2026-11             ¥9,300  ¥2,000  ¥2,400  ¥13,700
      ---------------------------------------------------
      Total               ¥9,300  ¥2,000  ¥3,100  ¥14,400
      Average (2 months)      ¥0      ¥0    ¥350     ¥350
      The average leaves out 2026-11, which is not over yet.

      Trend      2026-09…2026-11
      🏠 生活費  ▁▁█
      💼 経費    ▁▁█
      🎮 娯楽費  ▁▄█
      Total      ▁▂█

      """
    #expect(try sandbox.ok("report", "--last", "3") == lastThree)
    #expect(try sandbox.ok("report", "--last=3") == lastThree)
    let six = try sandbox.ok("report", "--last").split(
      separator: "\n", omittingEmptySubsequences: false)
    #expect(six[0] == "Last 6 months: 2026-06-01 to 2026-11-30")
    #expect(six[3] == "2026-06                 ¥0      ¥0      ¥0       ¥0")
    #expect(six[8] == "2026-11             ¥9,300  ¥2,000  ¥2,400  ¥13,700")
    #expect(
      try sandbox.ok("report", "--last", "2", "--format", "csv") == """
        month,livingCost,expenses,leisure,total,from,to,income,balance
        2026-10,0,0,700,700,2026-10-01,2026-10-31,0,-700
        2026-11,9300,2000,2400,13700,2026-11-01,2026-11-30,0,-13700
        total,9300,2000,3100,14400,2026-10-01,2026-11-30,0,-14400

        """)
    let json = try #require(
      try parseJSON(try sandbox.ok("report", "--last", "3", "--format", "json")) as? [String: Any])
    #expect(json["last"] as? Int == 3)
    #expect(json["from"] as? String == "2026-09-01")
    #expect(json["to"] as? String == "2026-11-30")
    #expect(json["total"] as? Int == 14400)
    // November is not over: the average is of September and October, and says so.
    #expect(json["average"] as? Int == 350)
    #expect(json["averageMonths"] as? Int == 2)
    #expect(json["averageLeavesOut"] as? String == "2026-11")
    #expect(json["monthStart"] as? Int == 1)
    let months = try #require(json["months"] as? [[String: Any]])
    #expect(months.map { $0["month"] as? String } == ["2026-09", "2026-10", "2026-11"])
    #expect(months.map { $0["from"] as? String } == ["2026-09-01", "2026-10-01", "2026-11-01"])
    let categories = try #require(json["categories"] as? [[String: Any]])
    #expect(categories.map { $0["average"] as? Int } == [0, 0, 350])
  }

  @Test(arguments: Engine.available) func theYearAsJSONGainsItsDatesAndAverage(engine: Engine)
    throws
  {
    let json = try #require(
      try parseJSON(try seeded(engine).ok("report", "--year", "2026", "--format", "json"))
        as? [String: Any])
    #expect(json["year"] as? Int == 2026)
    #expect(json["from"] as? String == "2026-01-01")
    #expect(json["to"] as? String == "2026-12-31")
    // The current year's average is of the months over: January to October.
    #expect(json["averageMonths"] as? Int == 10)
    #expect(json["average"] as? Int == 70)
    let categories = try #require(json["categories"] as? [[String: Any]])
    #expect(categories.map { $0["average"] as? Int } == [0, 0, 70])
    let months = try #require(json["months"] as? [[String: Any]])
    #expect(months[1]["from"] as? String == "2026-02-01")
    #expect(months[1]["to"] as? String == "2026-02-28")
    let past = try #require(
      try parseJSON(try seeded(engine).ok("report", "--year", "2025", "--format", "json"))
        as? [String: Any])
    // The ledger began on 2025-12-31: only December is averaged.
    #expect(past["averageMonths"] as? Int == 1)
    #expect(past["average"] as? Int == 123)
  }

  @Test func theAverageIsOverTheMonthsTheLedgerCovers() throws {
    let sandbox = try Sandbox()
    for (amount, date) in [("3000", "2026-09-10"), ("6000", "2026-10-10"), ("9000", "2026-11-10")] {
      try sandbox.ok("add", amount, "-c", "生活費", "-d", date)
    }
    // Three of the six months predate the ledger, and November is not over: the average is of
    // September and October.
    let six = try sandbox.ok("report", "--last", "6").split(separator: "\n")
    #expect(six[10] == "Average (2 months)   ¥4,500    ¥0      ¥0   ¥4,500")
    // A year is averaged neither before the first entry nor after this month.
    let year = try sandbox.ok("report", "--year", "2026").split(separator: "\n")
    #expect(year[16] == "Average (2 months)   ¥4,500    ¥0      ¥0   ¥4,500")
    let json = try #require(
      try parseJSON(try sandbox.ok("report", "--year", "--format", "json")) as? [String: Any])
    #expect(json["averageMonths"] as? Int == 2)
    #expect(json["average"] as? Int == 4500)
    // With months from the 25th, 2026-09-10 is in 2026-09 and today (2026-11-15) in 2026-11.
    let payday = try sandbox.ok("report", "--last", "--month-start", "25").split(separator: "\n")
    #expect(payday[10].hasPrefix("Average (2 months)"))
    // An empty ledger covers no months.
    let empty = try Sandbox().ok("report", "--last", "2").split(separator: "\n")
    #expect(empty[6] == "Average (0 months)      ¥0    ¥0      ¥0     ¥0")
  }

  @Test(arguments: Engine.available) func theYearAsAnSVGChartWithOneBarPerMonth(engine: Engine)
    throws
  {
    let sandbox = try seeded(engine)
    let svg = try sandbox.ok("report", "--year", "2026", "--format", "svg")
    let chart = try SVGSummary(svg)
    #expect(chart.root == "svg")
    // The chart starts at the first month with an entry: no empty bars before October.
    #expect(chart.bars == ["2026-10", "2026-11", "2026-12"])
    #expect(chart.totals == ["¥700", "¥13,700", "¥9,000"])
    #expect(chart.texts.contains("生活費"))
    #expect(chart.texts.contains("経費"))
    #expect(chart.texts.contains("娯楽費"))
    // The axis reaches the largest bar or budget (¥35,000 a month).
    #expect(chart.texts.contains("¥40,000"))
    #expect(chart.texts.contains("Oct"))
    #expect(chart.texts.contains("Dec"))
    #expect(!chart.texts.contains("Jan"))
    // November stacks the categories with a budget first, which the budget line compares
    // with: 生活費 and 娯楽費, then 経費, which has none.
    #expect(
      chart.segments["2026-11"] == [
        "2026-11 生活費 ¥9,300", "2026-11 娯楽費 ¥2,400", "2026-11 経費 ¥2,000",
      ])
    #expect(
      try SVGSummary(try sandbox.ok("report", "--last", "3", "--format", "svg")).bars == [
        "2026-09", "2026-10", "2026-11",
      ])
    #expect(
      try SVGSummary(try Sandbox(engine: engine).ok("report", "--year", "2026", "-f", "SVG")).bars
        .count == 12)
  }

  @Test(arguments: Engine.available)
  func theChartSpeaksOneLanguageMarksTheMonthUnderWayAndDrawsTheBudget(engine: Engine) throws {
    let sandbox = try seeded(engine)
    /// The chart of `arguments`, in Japanese.
    func japanese(_ arguments: String..., in sandbox: Sandbox) throws -> SVGSummary {
      try SVGSummary(try sandbox.ok(arguments, environment: ["KAKEIBO_LANG": "ja"]))
    }
    let year = try japanese("report", "--year", "2026", "--format", "svg", in: sandbox)
    #expect(year.title == "家計簿 2026年: 2026-10-01 – 2026-12-31")
    #expect(year.texts.contains("家計簿 2026年"))
    // Today is 2026-11-15: November is under way, lighter and hatched, with (途中) under it.
    #expect(year.soFar == ["2026-11"])
    #expect(year.hatched == ["2026-11"])
    #expect(year.texts.contains("(途中)"))
    // 生活費 ¥30,000 and 娯楽費 ¥5,000 every month, but 娯楽費 ¥2,000 from 2026-11 on: the
    // line runs across every month drawn, stepping down once, for November; the legend names
    // the categories it is of.
    #expect(year.texts.contains("予算 ¥32,000〜¥35,000（生活費・娯楽費）"))
    let budget = try #require(year.budgetPath).split(separator: " ")
    #expect(budget.first?.hasPrefix("M") == true)
    #expect(budget.filter { $0.hasPrefix("M") }.count == 1)
    let step = try #require(budget.firstIndex { $0.hasPrefix("V") })
    #expect(budget.filter { $0.hasPrefix("V") }.count == 1)
    // Down the page is less money: November's ¥32,000 is drawn lower than ¥35,000.
    #expect(Int(budget[step].dropFirst()) ?? 0 > Int(budget[1]) ?? 0)

    let last = try japanese("report", "--last", "3", "--format", "svg", in: sandbox)
    #expect(last.title == "家計簿 直近3か月: 2026-09-01 – 2026-11-30")
    #expect(last.texts.contains("家計簿 直近3か月"))
    #expect(!last.texts.contains { $0.contains("Last") || $0.contains("months") })
    #expect(last.soFar == ["2026-11"])

    // A past year has no month under way (2025 has one entry, on 12-31: one bar); a ledger
    // without budgets, no budget line.
    let past = try japanese("report", "--year", "2025", "--format", "svg", in: sandbox)
    #expect(past.soFar.isEmpty && past.hatched.isEmpty && !past.texts.contains("(途中)"))
    #expect(past.bars == ["2025-12"])
    let plain = try japanese("report", "--last", "--format", "svg", in: try Sandbox())
    #expect(plain.budgetPath == nil)
    #expect(!plain.texts.contains { $0.hasPrefix("予算") })
  }

  /// Under English (the sandbox's C.UTF-8, or KAKEIBO_LANG=en whatever the locale), every word
  /// of the chart is English but the categories' names, which are the same in both.
  @Test(arguments: Engine.available) func theChartFollowsTheLanguage(engine: Engine) throws {
    let sandbox = try seeded(engine)
    for environment in [[:], ["LANG": "ja_JP.UTF-8", "KAKEIBO_LANG": "en"]] as [[String: String?]] {
      let svg = try sandbox.ok(
        ["report", "--year", "2026", "--format", "svg"], environment: environment)
      #expect(svg.contains(#"xml:lang="en""#))
      let year = try SVGSummary(svg)
      #expect(year.title == "kakeibo 2026: 2026-10-01 – 2026-12-31")
      #expect(year.texts.contains("kakeibo 2026"))
      #expect(year.texts.contains("(so far)"))
      #expect(year.texts.contains("Budget ¥32,000–¥35,000 for 生活費, 娯楽費"))
      #expect(year.texts.contains("Oct") && year.texts.contains("Nov"))
      #expect(year.texts.contains("生活費"))
      #expect(year.texts.contains { $0.hasPrefix("2026-10-01 – 2026-12-31  Total ¥") })
      #expect(!year.texts.contains { $0.contains("月") || $0.contains("予算") || $0.contains("途中") })
    }
    let last = try SVGSummary(
      try sandbox.ok(["report", "--last", "3", "--format", "svg", "--search", "ランチ"]))
    #expect(last.title == "kakeibo Last 3 months (search: ランチ): 2026-09-01 – 2026-11-30")
    let japanese = try sandbox.ok(
      ["report", "--last", "3", "--format", "svg", "--search", "ランチ"],
      environment: ["LANG": "ja_JP.UTF-8"])
    #expect(japanese.contains(#"xml:lang="ja""#))
    #expect(try SVGSummary(japanese).title == "家計簿 直近3か月（検索: ランチ）: 2026-09-01 – 2026-11-30")
  }

  @Test(arguments: [
    (
      ["report", "--by", "member", "--format", "svg"],
      "kakeibo: '--format svg' draws spending by category, not by member: use it without --by and --member (see 'kakeibo report --help')"
    ),
    (
      ["report", "--top", "0"],
      "kakeibo: option '--top' does not accept '0'; expected a whole number from 1 to 1,000 (see 'kakeibo report --help')"
    ),
    (
      ["report", "--last", "abc"],
      "kakeibo: option '--last' does not accept 'abc'; expected a whole number from 1 to 1,200 (see 'kakeibo report --help')"
    ),
    (
      ["report", "--last", "1201"],
      "kakeibo: option '--last' does not accept '1201'; expected a whole number from 1 to 1,200 (see 'kakeibo report --help')"
    ),
    (
      ["report", "2026-11", "--last"],
      "kakeibo: give either a month (2026-11) or --last, not both (see 'kakeibo report --help')"
    ),
    (
      ["report", "--year", "2026", "--last", "3"],
      "kakeibo: options '--year' and '--last' cannot be used together (see 'kakeibo report --help')"
    ),
    (
      ["report", "--last", "--top", "3"],
      "kakeibo: options '--last' and '--top' cannot be used together (see 'kakeibo report --help')"
    ),
    (
      ["report", "--format", "png"],
      "kakeibo: option '--format' does not accept 'png'; expected 'table', 'csv', 'json' or 'svg' (see 'kakeibo report --help')"
    ),
  ])
  func usageErrors(arguments: [String], message: String) throws {
    let result = try Sandbox().run(arguments)
    #expect(result == Run(status: 64, stdout: "", stderr: message + "\n"))
  }

  @Test(arguments: Engine.available) func anOverflowingSumIsAClearError(engine: Engine) throws {
    let sandbox = try seeded(engine)
    // Another client, past the schema's checks, stores an amount no sum can hold.
    switch engine {
    case .sqlite:
      try sandbox.execute(
        """
        PRAGMA ignore_check_constraints = ON;
        INSERT INTO entries (date, amount, category) VALUES ('2026-11-02', 9223372036854775000, 'leisure');
        PRAGMA ignore_check_constraints = OFF;
        """)
    case .postgresql:
      try sandbox.execute(
        """
        ALTER TABLE entries DROP CONSTRAINT entries_amount_check;
        INSERT INTO entries (id, date, amount, category) VALUES (99, '2026-11-02', 9223372036854775000, 'leisure');
        """)
    }
    for arguments in [["report", "2026-11"], ["report", "--year", "2026"], ["report", "--last"]] {
      #expect(
        try sandbox.run(arguments)
          == Run(
            status: 65, stdout: "",
            stderr: "kakeibo: the totals are too large to add up exactly in 64-bit yen\n"),
        "\(arguments)")
    }
  }
}

/// The parts of an SVG chart a test checks, read with Foundation's XML parser (which fails on
/// anything that is not well-formed XML).
final class SVGSummary: NSObject, XMLParserDelegate {
  var root: String?
  /// The `data-month` of each `<g class="bar">`, in order.
  var bars: [String] = []
  /// The text of each `<text>` that is the last child of a bar: its total.
  var totals: [String] = []
  /// Every `<text>`'s content.
  var texts: [String] = []
  /// The `<title>` of each bar segment, by month.
  var segments: [String: [String]] = [:]
  /// The chart's own `<title>`, its first.
  var title: String?
  /// The months whose bar is drawn as under way (`data-so-far`), and those whose bar is
  /// hatched.
  var soFar: [String] = []
  var hatched: [String] = []
  /// The `d` of the (first) dashed budget line, when there is one.
  var budgetPath: String?
  /// A month chart's bars: the `data-category` of each `<g class="bar">`, in order; and its
  /// budget lines' `d` by category.
  var categoryBars: [String] = []
  var budgetPaths: [String: String] = [:]
  /// The coloured rectangles of the bars (the segments, in order: x, y, width, height, fill).
  var segmentRects: [(bar: String, x: Int, y: Int, width: Int, height: Int, fill: String)] = []
  /// The texts naming a month chart's 内訳 beside their segments.
  var parts: [String] = []
  /// The dots of the income and balance lines (`income`, `balance`): each one's title and
  /// height from the top.
  var linePoints: [String: [(title: String, y: Int)]] = [:]
  private var currentLine: String?
  private var pointY: Int?
  private var currentBar: String?
  private var isPart = false
  private var element = ""
  private var text = ""

  struct Malformed: Error {}

  init(_ svg: String) throws {
    super.init()
    let parser = XMLParser(data: Data(svg.utf8))
    parser.delegate = self
    guard parser.parse() else { throw parser.parserError ?? Malformed() }
  }

  func parser(
    _ parser: XMLParser, didStartElement name: String, namespaceURI: String?,
    qualifiedName: String?, attributes: [String: String] = [:]
  ) {
    if root == nil { root = name }
    if name == "g", attributes["class"] == "bar",
      let bar = attributes["data-month"] ?? attributes["data-category"]
    {
      if attributes["data-month"] != nil { bars.append(bar) } else { categoryBars.append(bar) }
      currentBar = bar
      if attributes["data-so-far"] == "true" { soFar.append(bar) }
    }
    if name == "rect", let currentBar, let fill = attributes["fill"], fill.hasPrefix("#"),
      fill != "#ffffff", let x = attributes["x"].flatMap(Int.init),
      let y = attributes["y"].flatMap(Int.init), let width = attributes["width"].flatMap(Int.init),
      let height = attributes["height"].flatMap(Int.init)
    {
      segmentRects.append((currentBar, x, y, width, height, fill))
    }
    if name == "text", attributes["class"] == "part" { isPart = true }
    if name == "g", let kind = attributes["class"], kind == "income" || kind == "balance" {
      currentLine = kind
    }
    if name == "circle", currentLine != nil { pointY = attributes["cy"].flatMap(Int.init) }
    if name == "rect", let currentBar, attributes["fill"] == "url(#so-far)" {
      hatched.append(currentBar)
    }
    if name == "path", attributes["class"] == "budget" {
      if budgetPath == nil { budgetPath = attributes["d"] }
      if let category = attributes["data-category"] { budgetPaths[category] = attributes["d"] }
      #expect(attributes["stroke-dasharray"] != nil)
    }
    element = name
    text = ""
  }

  func parser(_ parser: XMLParser, foundCharacters string: String) { text += string }

  func parser(
    _ parser: XMLParser, didEndElement name: String, namespaceURI: String?, qualifiedName: String?
  ) {
    switch name {
    case "text":
      texts.append(text)
      if isPart {
        parts.append(text)
        isPart = false
      } else if currentBar != nil {
        totals.append(text)
      }
    case "title":
      if let currentLine, let pointY {
        linePoints[currentLine, default: []].append((text, pointY))
        self.pointY = nil
      } else if let currentBar {
        segments[currentBar, default: []].append(text)
      } else if title == nil {
        title = text
      }
    case "g":
      currentBar = nil
      currentLine = nil
    default:
      break
    }
    text = ""
  }
}

/// The number of terminal columns `text` takes (two for CJK and emoji).
func displayWidth(_ text: String) -> Int {
  text.unicodeScalars.reduce(0) { width, scalar in
    switch scalar.value {
    case 0x1100...0x115F, 0x2E80...0xA4CF, 0xAC00...0xD7A3, 0xF900...0xFAFF, 0xFE30...0xFE4F,
      0xFF00...0xFF60, 0xFFE0...0xFFE6, 0x1F300...0x1F64F, 0x1F900...0x1F9FF:
      return width + 2
    default:
      return width + 1
    }
  }
}
