import Foundation
import Testing

/// The pickers, the form and `browse` in a real terminal (tmux), against the real binary: what
/// the screen shows, what the ledger holds afterwards, and that the terminal's settings are
/// exactly restored however the command ends.
@Suite(.serialized, .enabled(if: TmuxSession.isAvailable, "needs tmux (apt-get install tmux)"))
struct TerminalTests {
  func expectTerminalRestored(_ session: TmuxSession) throws {
    let settings = try session.terminalSettings()
    #expect(settings.before == settings.after)
    #expect(!settings.before.isEmpty)
  }

  @Test(arguments: Engine.available) func theFormPicksACategoryWithArrowsAndEnter(engine: Engine)
    throws
  {
    let sandbox = try Sandbox(engine: engine)
    let session = try TmuxSession(["add"], in: sandbox)
    try session.waitFor("New expense", "  Amount", "Enter next · Esc cancel")
    try session.type("1,280")
    try session.press("Enter")
    try session.waitFor("  Amount    ¥1,280", "  Memo")
    try session.type("スーパー")
    try session.press("Enter")
    try session.waitFor("> 1  🏠 生活費  living")
    try session.press("Down")
    try session.waitFor("> 2  💼 経費    expenses, business")
    try session.press("Enter")
    try session.waitFor("  Category  💼 経費", " 2026 年  11 月 [15]日  (日)")
    try session.press("Down")
    try session.waitFor("[14]日  (土)")
    try session.press("Enter")
    #expect(try session.waitForExit() == 0)
    // The form is erased and the result printed in its place.
    try session.waitUntil("shows the result alone") {
      $0.hasPrefix("Added #1  2026-11-14  💼 経費  ¥1,280  スーパー\n") && !$0.contains("Amount")
    }
    #expect(
      try sandbox.query("SELECT date, amount, category, memo FROM entries") == [
        ["2026-11-14", "1280", "expenses", "スーパー"]
      ])
    try expectTerminalRestored(session)
  }

  @Test(arguments: Engine.available) func theCategoryPickerOpensWhereTheMemoWentBefore(
    engine: Engine
  ) throws {
    let sandbox = try Sandbox(engine: engine)
    try sandbox.ok("add", "300", "-c", "fun", "-m", "コンビニ")
    let session = try TmuxSession(["add", "450", "--memo", "コンビニ"], in: sandbox)
    try session.waitFor("  Amount    ¥450", "  Memo      コンビニ", "> 3  🎮 娯楽費  leisure, fun")
    try session.press("Enter")
    #expect(try session.waitForExit() == 0)
    #expect(
      try sandbox.query("SELECT amount, category FROM entries WHERE id = 2") == [
        ["450", "leisure"]
      ])
    try expectTerminalRestored(session)
  }

  @Test(arguments: Engine.available) func escCancelsAndWritesNothing(engine: Engine) throws {
    let sandbox = try Sandbox(engine: engine)
    let session = try TmuxSession(["add"], in: sandbox)
    try session.waitFor("  Amount")
    try session.type("500")
    try session.waitFor("  Amount    500")
    try session.press("Escape")
    #expect(try session.waitForExit() == 130)
    try session.waitUntil("shows the message alone") {
      $0.hasPrefix("kakeibo: cancelled; nothing was written\n")
    }
    #expect(!sandbox.ledgerExists)
    try expectTerminalRestored(session)
  }

  @Test(arguments: Engine.available) func ctrlCInAPickerCancelsWith130AndRestoresTheTerminal(
    engine: Engine
  ) throws {
    let sandbox = try Sandbox(engine: engine)
    try sandbox.ok("add", "300", "-c", "fun")
    let session = try TmuxSession(["add", "800"], in: sandbox)
    try session.waitFor("> 1  🏠 生活費  living")
    try session.press("Down")
    try session.waitFor("> 2  💼 経費")
    try session.press("C-c")
    #expect(try session.waitForExit() == 130)
    #expect(try sandbox.query("SELECT count(*) FROM entries") == [["1"]])
    try expectTerminalRestored(session)
  }

  @Test(arguments: Engine.available) func sigtermRestoresTheTerminal(engine: Engine) throws {
    let sandbox = try Sandbox(engine: engine)
    let session = try TmuxSession(["add"], in: sandbox, inBackground: true)
    try session.waitFor("  Amount")
    #expect(kill(try session.pid(), SIGTERM) == 0)
    #expect(try session.waitForExit() == 128 + SIGTERM)
    #expect(!sandbox.ledgerExists)
    try expectTerminalRestored(session)
  }

  @Test(arguments: Engine.available) func browseChangesARowsCategoryAndSavesItAtOnce(engine: Engine)
    throws
  {
    let sandbox = try Sandbox(engine: engine)
    try sandbox.ok("add", "980", "-c", "living", "-d", "2026-11-02", "-m", "ドラッグストア")
    try sandbox.ok("add", "12000", "-c", "経費", "-d", "2026-11-28", "-m", "USB hub")
    try sandbox.ok("add", "3500", "-c", "fun", "-d", "2026-11-29", "-m", "映画")
    let session = try TmuxSession(["browse", "2026-11"], in: sandbox, rows: 14)
    try session.waitFor(
      "kakeibo browse  2026-11  3 entries", "> 2026-11-02  🏠 生活費     ¥980  ドラッグストア",
      "Total ¥16,480")
    try session.press("Down")
    try session.waitFor("> 2026-11-28  💼 経費    ¥12,000  USB hub")
    try session.press("Enter")
    try session.waitFor("              > 2  💼 経費    expenses, business")
    try session.press("Down")
    try session.waitFor("              > 3  🎮 娯楽費  leisure, fun")
    try session.press("Enter")
    let screen = try session.waitFor("Saved #2: category 経費 → 娯楽費")
    #expect(screen.contains("> 2026-11-28  🎮 娯楽費  ¥12,000  USB hub"))
    #expect(screen.contains("  🏠 生活費 ¥980   💼 経費 ¥0   🎮 娯楽費 ¥15,500   Total ¥16,480"))
    // Saved while browse is still open.
    #expect(try sandbox.query("SELECT category FROM entries WHERE id = 2") == [["leisure"]])

    try session.press("q")
    #expect(try session.waitForExit() == 0)
    // The alternate screen is gone: the shell's screen is as it was, empty.
    try session.waitUntil("is empty again") { $0.allSatisfy(\.isWhitespace) }
    try expectTerminalRestored(session)
  }

  @Test(arguments: Engine.available) func browseRedrawsWhenTheTerminalIsResized(engine: Engine)
    throws
  {
    let sandbox = try Sandbox(engine: engine)
    try sandbox.ok("add", "980", "-c", "living", "-d", "2026-11-02", "-m", "ドラッグストア")
    let session = try TmuxSession(["browse", "2026-11"], in: sandbox, columns: 80, rows: 14)
    try session.waitFor("> 2026-11-02  🏠 生活費    ¥980  ドラッグストア")
    try session.resize(columns: 40, rows: 10)
    // Every line is cut to the new width (39 columns used, the last one left free); the keys
    // are the frame's last line, so once they show, the whole frame has been drawn.
    let screen = try session.waitFor("↑↓ move · Enter category · d date · e …\n")
    #expect(screen.contains("> 2026-11-02  🏠 生活費    ¥980  ドラ…\n"))
    #expect(screen.contains("\n" + String(repeating: "-", count: 39) + "\n"))
    #expect(screen.split(separator: "\n", omittingEmptySubsequences: false).count == 10 + 1)
    try session.press("C-c")
    #expect(try session.waitForExit() == 130)
    try expectTerminalRestored(session)
  }
}
