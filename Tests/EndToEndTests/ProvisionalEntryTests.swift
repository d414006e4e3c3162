import Foundation
import Testing

/// Issue 25, item 12: the provisional (見込み) entries of an estimate rule are marked in `list`
/// and in browse until a statement's row replaces them.
@Suite struct ProvisionalEntryTests {
  static func ledger(_ engine: Engine) throws -> Sandbox {
    let sandbox = try Sandbox(engine: engine)
    try sandbox.ok(
      "recurring", "add", "7800", "-c", "生活費", "-s", "水道光熱費", "-m", "電気", "--day", "10",
      "--from", "2026-10", "--estimate", "--match", "東京電力")
    try sandbox.ok("add", "500", "-c", "生活費", "-m", "パン")
    return sandbox
  }

  @Test(arguments: Engine.available)
  func listMarksTheEstimatesUntilTheirRowReplacesThem(engine: Engine) throws {
    let sandbox = try Self.ledger(engine)
    #expect(
      try sandbox.ok("list") == """
        ID  Date        Category                 Amount  Memo
         1  2026-10-10  🏠 生活費 › 水道光熱費   ¥7,800  [estimate] 電気
         2  2026-11-10  🏠 生活費 › 水道光熱費   ¥7,800  [estimate] 電気
         3  2026-11-15  🏠 生活費                  ¥500  パン
        ----------------------------------------------------------------
            3 entries                           ¥16,100

        """)
    #expect(
      try sandbox.ok(["list", "--month", "11"], environment: ["KAKEIBO_LANG": "ja"]) == """
        ID  日付        区分                      金額  メモ
         2  2026-11-10  🏠 生活費 › 水道光熱費  ¥7,800  [見込み] 電気
         3  2026-11-15  🏠 生活費                 ¥500  パン
        -------------------------------------------------------------
            2 件                                ¥8,300

        """)
    // The card's 東京電力 row replaces October's: no longer an estimate.
    try sandbox.ok("import", fixture("statements/smbc-card.csv"))
    let october = try sandbox.ok("list", "--month", "2026-10", "--search", "電気")
    #expect(october.contains(" 1  2026-10-09  🏠 生活費 › 水道光熱費  ¥8,120  電気\n"), "\(october)")
    #expect(try sandbox.ok("list", "--month", "11").contains("¥7,800  [estimate] 電気\n"))
    // The mark is the table's: CSV and JSON keep the memo as it is.
    #expect(!(try sandbox.ok("list", "--format", "csv").contains("[estimate]")))
  }

  @Test(arguments: Engine.available) func browseMarksTheEstimates(engine: Engine) throws {
    let sandbox = try Self.ledger(engine)
    let session = try TmuxSession(["browse"], in: sandbox, columns: 100, rows: 12)
    let screen = try session.waitFor("↑↓ move")
    #expect(screen.contains("2026-11-10  🏠 生活費 › 水道光熱費  ¥7,800  [estimate] 電気\n"), "\(screen)")
    #expect(screen.contains("2026-11-15  🏠 生活費                 ¥500  パン\n"), "\(screen)")
    try session.press("q")
    #expect(try session.waitForExit() == 0)
  }
}
