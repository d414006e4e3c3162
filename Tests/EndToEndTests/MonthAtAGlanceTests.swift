import Foundation
import Testing

/// Issue 25, item 7: `kakeibo` alone shows this month at a glance and one line of help, and
/// exits 0; and the small gaps of the rest (a refused budget changes nothing).
@Suite struct MonthAtAGlanceTests {
  static let help =
    "'kakeibo add 1200 -c 生活費 -m ランチ' logs an expense, 'kakeibo report' shows the month, "
    + "'kakeibo help' lists every command.\n"

  @Test(arguments: Engine.available)
  func kakeiboAloneShowsTheMonthAtAGlance(engine: Engine) throws {
    let sandbox = try Sandbox(engine: engine)
    // A missing ledger: the month, nothing spent, and the help; no ledger is made.
    #expect(
      try sandbox.run()
        == Run(
          status: 0,
          stdout: """
            2026-11, day 15 of 30 (2026-11-01 to 2026-11-30)
            Spent ¥0 · 収支 ¥0
            Nothing spent this month yet.

            """ + Self.help, stderr: ""))
    #expect(!FileManager.default.fileExists(atPath: sandbox.databasePath))

    try sandbox.ok("add", "1200", "-c", "生活費", "-s", "食費", "-m", "ランチ")
    try sandbox.ok("add", "24800", "-c", "経費", "-m", "PC")
    try sandbox.ok("add", "3000", "-c", "娯楽費", "-m", "映画")
    try sandbox.ok("income", "20000", "-s", "副業")
    try sandbox.ok("budget", "set", "生活費", "150000")
    try sandbox.ok("budget", "set", "娯楽費", "2000")
    try sandbox.ok("recurring", "add", "85000", "-c", "生活費", "-s", "住居", "-m", "家賃", "--day", "27")
    try sandbox.ok("recurring", "add", "1490", "-c", "娯楽費", "-m", "Netflix", "--day", "16")
    try sandbox.ok("recurring", "add", "8800", "-c", "生活費", "-m", "携帯", "--day", "30")
    try sandbox.ok("recurring", "add", "280000", "--income", "-m", "給料", "--day", "25")
    let before = try sandbox.query("SELECT count(*) FROM changes")
    #expect(
      try sandbox.run()
        == Run(
          status: 0,
          stdout: """
            2026-11, day 15 of 30 (2026-11-01 to 2026-11-30)
            Spent ¥29,000 · budget left ¥147,800 of ¥152,000 · 収支 −¥9,000
            Largest: 💼 経費 ¥24,800 · 🎮 娯楽費 ¥3,000 · 🏠 生活費 ¥1,200
            Scheduled (予定): ¥95,290 more, and ¥280,000 of income:
              11/16  🎮 娯楽費  ¥1,490  Netflix
              11/25  💴 収入  ¥280,000  給料
              11/27  🏠 生活費  ¥85,000  家賃
              … and 1 more

            """ + Self.help, stderr: ""))
    #expect(
      try sandbox.run([], environment: ["KAKEIBO_LANG": "ja"]).stdout == """
        2026-11（30 日のうち 15 日目、2026-11-01〜2026-11-30）
        支出 ¥29,000 · 予算の残り ¥147,800（予算 ¥152,000） · 収支 −¥9,000
        多い区分: 💼 経費 ¥24,800 · 🎮 娯楽費 ¥3,000 · 🏠 生活費 ¥1,200
        予定: 支出 ¥95,290、収入 ¥280,000:
          11/16  🎮 娯楽費  ¥1,490  Netflix
          11/25  💴 収入  ¥280,000  給料
          11/27  🏠 生活費  ¥85,000  家賃
          … ほか 1 件
        'kakeibo add 1200 -c 生活費 -m ランチ' で支出を記録、'kakeibo report' で月のまとめ、'kakeibo help' ですべてのコマンドを表示します。

        """)
    // A glance changes nothing.
    #expect(try sandbox.query("SELECT count(*) FROM changes") == before)
    // Only shared options: the same glance. Over budget, it says by how much.
    try sandbox.ok("add", "160000", "-c", "生活費", "-m", "冷蔵庫")
    #expect(
      try sandbox.run("--db", sandbox.ledger).stdout.split(separator: "\n")[1]
        == "Spent ¥189,000 · over budget by ¥12,200 (of ¥152,000) · 収支 −¥169,000")
  }

  /// `budget set` with a refused name creates no ledger; `add --help` says what --sub does to
  /// the picker.
  @Test func aRefusedBudgetMakesNoLedger() throws {
    let sandbox = try Sandbox()
    #expect(try sandbox.run("budget", "set", "食品", "30000").status == 65)
    #expect(!FileManager.default.fileExists(atPath: sandbox.databasePath))
    // A category by name still creates the ledger it is set in.
    #expect(
      try sandbox.ok("budget", "set", "生活費", "30000") == "Budget for 🏠 生活費: ¥30,000 every month\n")
    try sandbox.ok("add", "500", "-c", "生活費", "-s", "食費")
    #expect(
      try sandbox.ok("budget", "set", "食費", "10000")
        == "Budget for 🏠 生活費 › 食費: ¥10,000 every month\n")
  }
}
