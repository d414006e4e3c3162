import KakeiboCore
import Testing
import Wording

@testable import KakeiboCLI

@Suite struct ReportRenderingTests {
  func overBudget() throws -> Harness {
    let harness = try Harness()
    _ = harness.run("add", "2400", "-c", "娯楽費", "-d", "2026-11-10")
    _ = harness.run("add", "1000", "-c", "生活費", "-d", "2026-11-10")
    _ = harness.run("budget", "set", "fun", "2000")
    _ = harness.run("budget", "set", "living", "5000")
    return harness
  }

  @Test func anOverBudgetCategoryIsRedOnAColourTerminal() throws {
    let lines = try overBudget().run("report", "2026-11", terminal: true, width: 80).output
      .split(separator: "\n", omittingEmptySubsequences: false)
    #expect(lines[5].hasPrefix("\u{1B}[31m🎮 娯楽費"))
    #expect(lines[5].hasSuffix("\u{1B}[0m"))
    #expect(!lines[3].contains("\u{1B}[31m"))
    let budget = lines.first { $0.contains("over") }
    #expect(budget == "\u{1B}[31m🎮 娯楽費  ¥2,000  ¥2,400      −¥400  120.0%  over\u{1B}[0m")
  }

  @Test func aChangeIsSignedAsArithmeticIsAndColouredByItsDirection() throws {
    let harness = try Harness()
    _ = harness.run("add", "1000", "-c", "生活費", "-d", "2026-10-10")
    _ = harness.run("add", "200", "-c", "娯楽費", "-d", "2026-10-10")
    _ = harness.run("add", "860", "-c", "生活費", "-d", "2026-11-10")
    _ = harness.run("add", "1500", "-c", "娯楽費", "-d", "2026-11-10")
    let plain = harness.run("report", "2026-11").output
    #expect(!plain.contains("▲") && !plain.contains("▼"))
    #expect(plain.contains("🏠 生活費    ¥860      1   36.4%     \u{2212}¥140 \u{2212}14.0%"))
    #expect(plain.contains("🎮 娯楽費  ¥1,500      1   63.6%  +¥1,300 +650.0%"))
    let lines = harness.run("report", "2026-11", terminal: true, width: 80).output
      .split(separator: "\n").map(String.init)
    // Less spent is green, more is red; only the change cell is coloured.
    #expect(lines[2].contains("  \u{1B}[32m\u{2212}¥140 \u{2212}14.0%\u{1B}[0m"))
    #expect(lines[2].hasPrefix("🏠 生活費    ¥860"))
    #expect(lines[4].contains("  \u{1B}[31m+¥1,300 +650.0%\u{1B}[0m"))
    #expect(lines[6].contains("\u{1B}[31m+¥1,160 +96.7%\u{1B}[0m"))
    #expect(
      harness.run("report", "2026-11", "--format", "json").output.contains(
        #""change":-140,"changeRate":-0.14}"#))
  }

  @Test func withoutColourTheMarkIsStillThere() throws {
    let harness = try overBudget()
    for output in [
      harness.run("report", "2026-11").output,
      harness.run("report", "2026-11", environment: ["NO_COLOR": "1"], terminal: true).output,
    ] {
      #expect(!output.contains("\u{1B}"))
      #expect(output.contains("🎮 娯楽費  ¥2,000  ¥2,400      −¥400  120.0%  over\n"))
    }
  }

  @Test func asciiGlyphsKeepTheColumnsAligned() throws {
    let output = try overBudget().run("report", "2026-11", environment: ["TERM": "dumb"]).output
    #expect(
      output == """
        2026-11: 2026-11-01 to 2026-11-30

        Category     Total  Count   Share  vs 2026-10
        [H] 生活費  ¥1,000      1   29.4%           —  ██████████
        [B] 経費        ¥0      0    0.0%           —
        [G] 娯楽費  ¥2,400      1   70.6%           —  ████████████████████████
        -----------------------------------------------------------------------
        Total       ¥3,400      2  100.0%           —
        vs 2026-10: against its first 15 days (2026-10-01 to 2026-10-15), as many as
          this month has had so far

        Category    Budget   Spent  Remaining    Used
        [H] 生活費  ¥5,000  ¥1,000     ¥4,000   20.0%
        [G] 娯楽費  ¥2,000  ¥2,400      −¥400  120.0%  over
        ---------------------------------------------------
        Total       ¥7,000  ¥3,400     ¥3,600   48.6%

        Days left: 15 (to 2026-11-30)
        Per day so far: ¥227 (¥3,400 in 15 days)

        """)
  }

  @Test func theBudgetAndConfigHelp() throws {
    let harness = try Harness()
    #expect(
      harness.run("help", "budget").output.hasPrefix(
        """
        kakeibo budget: Set, remove or list monthly budgets per category

        Usage: kakeibo budget [MONTH] [--format FORMAT]
               kakeibo budget set CATEGORY AMOUNT [--sub NAME] [--month MONTH [--only]]
               kakeibo budget unset CATEGORY [--sub NAME] [--month MONTH]

        """))
    #expect(harness.run("help", "report").output.contains("    --last [N]  "))
    #expect(
      harness.run("config", "--help").output.contains(
        "Usage: kakeibo config [--format FORMAT]\n       kakeibo config get SETTING\n"))
  }
}

@Suite struct SeriesChartTests {
  @Test func theBudgetLineBreaksOverMonthsWithoutABudget() throws {
    let months = try #require(YearMonth(year: 2026, month: 3)).months(endingHere: 3)
    let series = try MonthSeries(months: months, tallies: [:])
    let budget = { (total: Int64) in
      SeriesChart.MonthBudget(total: Yen(total), categories: [.livingCost])
    }
    let chart = SeriesChart(
      series: series, title: "直近3か月", current: months[2],
      budgets: [months[0]: budget(1000), months[2]: budget(500)], language: .japanese)
    let canvas = ChartCanvas(scale: ChartScale(maximum: Yen(1000)), language: .japanese)
    // The axis runs to ¥1,000 over 304 pixels from 400 up, right of its widest label (¥1,000,
    // at 66): ¥1,000 at 96, ¥500 at 248.
    #expect(canvas.left == 66)
    #expect(
      chart.budgetLine(canvas: canvas, slot: 100) == [
        ##"<path class="budget" d="M66 96 H166 M266 248 H366" fill="none" stroke="#c0392b" "##
          + #"stroke-width="2" stroke-dasharray="6 4"/>"#
      ])
    #expect(
      SeriesChart(series: series, title: "", current: months[2], budgets: [:], language: .english)
        .budgetLine(canvas: canvas, slot: 100) == [])
  }
}

/// The charts as whole files, `Tests/Golden/charts/`: a month by category with 内訳, budgets
/// and income, and months with a budget that steps and a negative balance, drawn from data
/// built here (no ledger, no clock), so that any change to a chart's drawing shows as a diff.
@Suite struct ChartGoldenTests {
  static let november = YearMonth(
    containing: LedgerDate(iso: "2026-11-15") ?? .latest, startingOn: .calendar)

  static func tally(_ yen: Int64, _ count: Int64 = 1) -> Tally {
    Tally(total: Yen(yen), count: count)
  }

  @Test(arguments: [Language.english, .japanese])
  func theMonthChartIsAsRecorded(language: Language) throws {
    let month = Self.november
    let food = Subcategory(stored: "食費")
    let report = try MonthlyReport(
      month: month, dates: month.dates(startingOn: .calendar),
      tallies: [.livingCost: Self.tally(42_000, 3), .leisure: Self.tally(18_500, 2)],
      previous: [:],
      budgets: [.livingCost: Budget(category: .livingCost, amount: Yen(50_000))],
      subcategories: [
        .livingCost: [food: Self.tally(30_000, 2), nil: Self.tally(12_000)],
        .leisure: [nil: Self.tally(18_500, 2)],
      ], income: Self.tally(280_000))
    let chart = MonthChart(
      report: report, title: ChartWord.monthTitle(year: 2026, month: 11).text(in: language),
      isDetailed: true, isUnderWay: false, language: language)
    Golden.check(
      try chart.svg().joined(separator: "\n") + "\n",
      against: "charts/month-detail.\(language == .japanese ? "ja." : "")svg")
  }

  @Test(arguments: [Language.english, .japanese])
  func theSeriesChartIsAsRecorded(language: Language) throws {
    let months = Self.november.months(endingHere: 3)
    var periods: [YearMonth: PeriodTallies] = [:]
    for (index, month) in months.enumerated() {
      var period = PeriodTallies()
      period.categories = [
        .livingCost: Self.tally(Int64(40_000 + index * 5_000)), .expenses: Self.tally(8_000),
      ]
      period.income = Self.tally(index == 1 ? 30_000 : 90_000)
      periods[month] = period
    }
    let series = try MonthSeries(months: months, periods: periods)
    let chart = SeriesChart(
      series: series, title: ChartWord.lastMonths(3).text(in: language), current: months[2],
      budgets: [
        months[0]: SeriesChart.MonthBudget(total: Yen(50_000), categories: [.livingCost]),
        months[2]: SeriesChart.MonthBudget(total: Yen(45_000), categories: [.livingCost]),
      ], language: language)
    Golden.check(
      try chart.svg().joined(separator: "\n") + "\n",
      against: "charts/last-3.\(language == .japanese ? "ja." : "")svg")
  }
}
