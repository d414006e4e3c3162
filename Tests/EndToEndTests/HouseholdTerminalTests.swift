import Foundation
import Testing

/// Issue 23 in a real terminal (tmux), on both engines: in a household of two (美咲, me or the
/// owner, and 健太: a member on a server, a person `member add` recorded on a file) the entry
/// form asks who paid and the split after the date, and the ledger holds what was picked
/// exactly; a household of one is asked what it always was.
@Suite(.serialized, .enabled(if: TmuxSession.isAvailable, "needs tmux (apt-get install tmux)"))
struct HouseholdTerminalTests {
  /// A ledger of 美咲 and 健太. On a server 健太 is the member kenta, and people are stored by
  /// role: `tester` (美咲, the owner) and `kenta`. Entry 1 comes and goes (it makes the
  /// server's ledger), so that the form's entry is #2 on both.
  func household(_ engine: Engine) throws -> Sandbox {
    let sandbox = try Sandbox(engine: engine)
    try sandbox.ok("add", "1", "-c", "生活費", "-d", "2020-01-01")
    try sandbox.ok("delete", "1")
    switch engine {
    case .sqlite:
      try sandbox.ok("config", "set", "me", "美咲")
      try sandbox.ok("member", "add", "健太")
    case .postgresql:
      try sandbox.ok("member", "rename", Engine.member, "美咲")
      try Engine.makeRole("kenta")
      try sandbox.ok("member", "add", "kenta", "--name", "健太")
    }
    return sandbox
  }

  /// How the ledger stores a person: their name on a file, their role on a server.
  func stored(_ name: String, _ engine: Engine) -> String {
    guard engine == .postgresql else { return name }
    return ["美咲": Engine.member, "健太": "kenta"][name] ?? name
  }

  /// The rows of entries, with who paid (NULL: me) and the split (NULL: the household's).
  func entries(_ sandbox: Sandbox) throws -> [[String]] {
    try sandbox.query(
      "SELECT id, date, amount, category, memo, COALESCE(paid_by, 'NULL'), COALESCE(split, 'NULL') "
        + "FROM entries ORDER BY id")
  }

  /// Types the amount and memo, picks 娯楽費 and keeps today's date; returns the screen of the
  /// date picker.
  @discardableResult
  func fillToThePayer(_ session: TmuxSession, amount: String, memo: String) throws -> String {
    try session.waitFor("New expense", "  Amount")
    try session.type(amount)
    try session.press("Enter")
    try session.waitFor("  Memo")
    try session.type(memo)
    try session.press("Enter")
    try session.waitFor("> 1  🏠 生活費  living")
    try session.press("3")
    try session.waitFor("> 3  🎮 娯楽費  leisure, fun")
    try session.press("Enter")
    let screen = try session.waitFor(" 2026 年  11 月 [15]日  (日)")
    try session.press("Enter")
    return screen
  }

  @Test(arguments: Engine.available) func aTatekaePaidBy美咲For健太(engine: Engine) throws {
    let sandbox = try household(engine)
    let session = try TmuxSession(["add"], in: sandbox)
    try fillToThePayer(session, amount: "4800", memo: "映画")
    let payer = try session.waitFor("  Paid by   ↑↓ move · 1-2 or a name · Enter done · Esc cancel")
    #expect(
      payer.hasPrefix(
        """
        New expense
          Amount    ¥4,800
          Memo      映画
          Category  🎮 娯楽費
          Date      2026-11-15 (日)
          Paid by   ↑↓ move · 1-2 or a name · Enter done · Esc cancel
                    > 美咲
                      健太

        """), "\(payer)")
    try session.press("Down")
    try session.waitFor("            > 健太")
    try session.press("Up")
    try session.waitFor("            > 美咲")
    try session.press("Enter")
    let split = try session.waitFor("  Paid by   美咲", "  Split     ↑↓ move · 1-4")
    #expect(
      split.contains(
        """
          Paid by   美咲
          Split     ↑↓ move · 1-4 · Enter done · Esc cancel
                    > the household's split (美咲=1,健太=1)
                      美咲 alone
                      健太 alone
                      by weights
        """), "\(split)")
    try session.press("3")
    try session.waitFor("            > 健太 alone")
    try session.press("Enter")
    #expect(try session.waitForExit() == 0)
    try session.waitUntil("shows the result alone") {
      $0.hasPrefix("Added #2  2026-11-15  🎮 娯楽費  ¥4,800  映画\n") && !$0.contains("Paid by")
    }
    // Paid by me (stored as none on a file, as the owner's role on a server), 健太's alone.
    #expect(
      try entries(sandbox) == [
        [
          "2", "2026-11-15", "4800", "leisure", "映画", engine == .sqlite ? "NULL" : Engine.member,
          stored("健太", engine) + "=1",
        ]
      ])
    #expect(
      try sandbox.ok("settle", "2026-11") == """
        Settlement (精算) 2026-11
        Person    Paid   Share  Settled  Difference
        美咲    ¥4,800      ¥0       ¥0      ¥4,800
        健太        ¥0  ¥4,800       ¥0     −¥4,800

        健太 pays 美咲 ¥4,800

        """)
    let settings = try session.terminalSettings()
    #expect(settings.before == settings.after)
  }

  @Test(arguments: Engine.available) func aSplitByWeightsTypedPerPerson(engine: Engine) throws {
    let sandbox = try household(engine)
    let session = try TmuxSession(["add"], in: sandbox)
    try fillToThePayer(session, amount: "3000", memo: "日用品")
    try session.waitFor("            > 美咲")
    try session.press("2")
    try session.waitFor("            > 健太")
    try session.press("Enter")
    try session.waitFor("  Paid by   健太", "> the household's split")
    try session.press("Up")
    try session.waitFor("            > by weights")
    try session.press("Enter")
    let weights = try session.waitFor("  Split     ↑↓ person · 0-9 weight")
    #expect(
      weights.contains(
        """
          Split     ↑↓ person · 0-9 weight · ← back · Enter done · Esc cancel
                    > 美咲  [1]
                      健太   1
        """), "\(weights)")
    try session.press("Down")
    try session.type("2")
    try session.waitFor("            > 健太  [2]")
    try session.press("Enter")
    #expect(try session.waitForExit() == 0)
    try session.waitUntil("shows the result alone") {
      $0.hasPrefix("Added #2  2026-11-15  🎮 娯楽費  ¥3,000  日用品\n")
    }
    #expect(
      try entries(sandbox) == [
        [
          "2", "2026-11-15", "3000", "leisure", "日用品", stored("健太", engine),
          stored("美咲", engine) + "=1," + stored("健太", engine) + "=2",
        ]
      ])
    #expect(
      try sandbox.ok("export", "--format", "csv").contains(
        #",健太,"美咲=1,健太=2","#))
  }

  @Test(arguments: Engine.available) func browseAddsThroughTheFormWithWhoPaidAndTheSplit(
    engine: Engine
  ) throws {
    let sandbox = try household(engine)
    try sandbox.ok("add", "9000", "-c", "生活費", "-m", "食材", "-d", "2026-11-03")
    let session = try TmuxSession(["browse", "2026-11"], in: sandbox, rows: 24)
    try session.waitFor("2  2026-11-03  🏠 生活費  ¥9,000  美咲     食材")
    try session.press("a")
    try session.waitFor("  New expense")
    try session.type("1200")
    try session.press("Enter", "Enter", "Enter")
    try session.waitFor("Date       2026 年  11 月 [03]日  (火)")
    try session.press("Enter")
    try session.waitFor("Paid by   ↑↓ move · 1-2 or a name · Enter done · Esc cancel")
    try session.press("Down", "Enter")
    try session.waitFor("Paid by   健太", "> the household's split (美咲=1,健太=1)")
    try session.press("2", "Enter")
    try session.waitFor(
      "Added #3  2026-11-03  🏠 生活費  ¥1,200", "3  2026-11-03  🏠 生活費  ¥1,200  健太")
    #expect(
      try entries(sandbox).last == [
        "3", "2026-11-03", "1200", "livingCost", "", stored("健太", engine),
        stored("美咲", engine) + "=1",
      ])
    try session.press("q")
    #expect(try session.waitForExit() == 0)
  }

  @Test(arguments: Engine.available) func theFormAsksInJapanese(engine: Engine) throws {
    let sandbox = try household(engine)
    sandbox.environment["KAKEIBO_LANG"] = "ja"
    let session = try TmuxSession(
      ["add", "1200", "-m", "パン", "-c", "生活費", "-d", "pick"], in: sandbox)
    // With an amount and a category given, only the date is asked: nothing of who paid.
    try session.waitFor("  日付       2026 年  11 月 [15]日  (日)")
    try session.press("Enter")
    #expect(try session.waitForExit() == 0)
    let form = try TmuxSession(["add"], in: sandbox)
    try form.waitFor("支出の記録", "  金額")
    try form.type("1200")
    try form.press("Enter")
    try form.type("パン")
    try form.press("Enter", "Enter")
    try form.waitFor("[15]日")
    try form.press("Enter")
    let payer = try form.waitFor("  支払った人  ↑↓ 移動 · 1-2 か名前 · Enter 決定 · Esc 中止")
    #expect(
      payer.contains(
        """
          日付        2026-11-15 (日)
          支払った人  ↑↓ 移動 · 1-2 か名前 · Enter 決定 · Esc 中止
                      > 美咲
                        健太
        """), "\(payer)")
    try form.press("Enter", "4", "Enter")
    try form.waitFor("  按分        ↑↓ 人 · 0-9 重み · ← 戻る · Enter 決定 · Esc 中止")
    try form.type("3")
    try form.waitFor("              > 美咲  [3]", "                健太   1")
    try form.press("Enter")
    #expect(try form.waitForExit() == 0)
    #expect(
      try entries(sandbox).last == [
        "3", "2026-11-15", "1200", "livingCost", "パン", engine == .sqlite ? "NULL" : Engine.member,
        stored("美咲", engine) + "=3," + stored("健太", engine) + "=1",
      ])
  }

  @Test(arguments: Engine.available) func aHouseholdOfOneIsAskedAsBefore(engine: Engine) throws {
    let sandbox = try Sandbox(engine: engine)
    try sandbox.ok("add", "1", "-c", "生活費", "-d", "2020-01-01")
    try sandbox.ok("delete", "1")
    if engine == .sqlite {
      try sandbox.ok("config", "set", "me", "美咲")
    } else {
      try sandbox.ok("member", "rename", Engine.member, "美咲")
    }
    let session = try TmuxSession(["add"], in: sandbox)
    let date = try fillToThePayer(session, amount: "4800", memo: "映画")
    #expect(
      date.hasPrefix(
        """
        New expense
          Amount    ¥4,800
          Memo      映画
          Category  🎮 娯楽費
          Date       2026 年  11 月 [15]日  (日)
                    ←→ column · ↑↓ change · 0-9 · t today · Enter done · Esc cancel

        """), "\(date)")
    #expect(try session.waitForExit() == 0)
    try session.waitUntil("shows the result alone") {
      $0.hasPrefix("Added #2  2026-11-15  🎮 娯楽費  ¥4,800  映画\n") && !$0.contains("Paid by")
        && !$0.contains("Split")
    }
    #expect(
      try entries(sandbox) == [
        [
          "2", "2026-11-15", "4800", "leisure", "映画", engine == .sqlite ? "NULL" : Engine.member,
          "NULL",
        ]
      ])
  }
}
