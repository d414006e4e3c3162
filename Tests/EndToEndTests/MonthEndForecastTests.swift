import Foundation
import Testing

/// Issue 25, item 8: the month report's 月末見込み is what was spent, what the rules will still
/// add, and the variable spending projected for the days left (this month's pace blended with
/// the months before over the same days), with its range and one line on how it was made.
@Suite struct MonthEndForecastTests {
  /// Three months of history, a November under way on the 10th, a rule and a budget.
  static func household(_ engine: Engine) throws -> Sandbox {
    let sandbox = try Sandbox(engine: engine)
    sandbox.environment["KAKEIBO_TODAY"] = "2026-11-10"
    if engine == .postgresql { sandbox.environment["PGOPTIONS"] = Sandbox.serverDate("2026-11-10") }
    for (amount, category, date) in [
      ("20000", "生活費", "2026-08-05"), ("30000", "生活費", "2026-08-20"),
      ("25000", "生活費", "2026-09-05"), ("10000", "生活費", "2026-09-25"),
      ("15000", "生活費", "2026-10-08"), ("20000", "生活費", "2026-10-18"),
      ("6000", "娯楽費", "2026-10-28"), ("12000", "生活費", "2026-11-03"),
    ] {
      try sandbox.ok("add", amount, "-c", category, "-m", "スーパー", "-d", date)
    }
    try sandbox.ok(
      "recurring", "add", "85000", "-c", "生活費", "-s", "住居", "-m", "家賃", "--day", "27",
      "--from", "2026-11")
    try sandbox.ok("budget", "set", "生活費", "150000")
    return sandbox
  }

  @Test(arguments: Engine.available)
  func theForecastProjectsTheVariableSpendingWithItsRange(engine: Engine) throws {
    let sandbox = try Self.household(engine)
    // 生活費: the pace, ¥12,000 in 10 days, is ¥24,000 for the 20 days left, weighed at 1/3;
    // August, September and October spent ¥30,000, ¥10,000 and ¥20,000 from their 11th on,
    // ¥20,000 on average, weighed at 2/3: ¥21,332. The range takes ¥10,000 and ¥30,000.
    let report = try sandbox.ok("report")
    #expect(
      report.contains(
        """

        Month-end forecast (月末見込み):
          🏠 生活費: ¥12,000 so far, ¥85,000 scheduled, ¥21,332 projected: forecast
            ¥118,332 (¥111,662 to ¥125,002) of ¥150,000
          🎮 娯楽費: ¥0 so far, ¥1,334 projected: forecast ¥1,334 (¥0 to ¥4,002)
          Total: ¥12,000 so far, ¥85,000 scheduled, ¥22,666 projected: forecast
            ¥119,666 (¥111,662 to ¥129,004)
          How: the variable spending of the 20 days left, weighing this month's pace
            at 33.3% and the 3 months before on the same days at 66.7%; the range runs
            from the quietest of those months to the busiest.

        """), "\(report)")
    let japanese = try sandbox.run(["report"], environment: ["KAKEIBO_LANG": "ja"]).stdout
    #expect(
      japanese.contains(
        """
        月末見込み:
          🏠 生活費: これまで ¥12,000、予定 ¥85,000、予測 ¥21,332、見込み ¥118,332
            （¥111,662〜¥125,002）（予算 ¥150,000）
          🎮 娯楽費: これまで ¥0、予測 ¥1,334、見込み ¥1,334（¥0〜¥4,002）
          合計: これまで ¥12,000、予定 ¥85,000、予測 ¥22,666、見込み ¥119,666
            （¥111,662〜¥129,004）
          求め方: 残り 20 日の変動費を、今月のペース（33.3%）と前の 3 か月の同じ日々の
            支出（66.7%）から予測しました。幅はその中で一番少ない月から一番多い月までで
            す。

        """), "\(japanese)")
    let json = try #require(try parseJSON(try sandbox.ok("report", "-f", "json")) as? [String: Any])
    #expect(json["forecast"] as? Int == 119666)
    #expect(json["projected"] as? Int == 22666)
    #expect(json["forecastLow"] as? Int == 111662)
    #expect(json["forecastHigh"] as? Int == 129004)
    let categories = try #require(json["categories"] as? [[String: Any]])
    #expect(categories.map { $0["projected"] as? Int } == [21332, 0, 1334])
    // A month over has no forecast; a search's report neither.
    #expect(!(try sandbox.ok("report", "2026-10").contains("forecast")))
    #expect(!(try sandbox.ok("report", "--search", "スーパー").contains("forecast")))
  }
}
