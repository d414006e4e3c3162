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

  @Test(arguments: Engine.available) func theTextFieldsEditAtTheCursor(engine: Engine) throws {
    let sandbox = try Sandbox(engine: engine)
    let session = try TmuxSession(["add", "-c", "fun", "-d", "2026-11-10"], in: sandbox)
    try session.waitFor("  Amount")
    try session.type("200")
    try session.press("Home")
    try session.type("1,")
    try session.waitFor("  Amount    1,200")
    try session.press("End", "BSpace", "C-a", "Delete", "C-e")
    try session.type("5")
    try session.waitFor("  Amount    ,205")
    try session.press("C-u")
    try session.type("1,280")
    try session.press("Enter")
    try session.waitFor("  Amount    ¥1,280", "  Memo")
    // Text from an input method arrives whole and goes in at the cursor.
    try session.type("で買った")
    try session.press("C-a")
    try session.type("スーパー")
    try session.waitFor("  Memo      スーパーで買った")
    try session.press("Right", "Right", "Right", "C-k")
    try session.type(" 夕食")
    try session.waitFor("  Memo      スーパーで買っ 夕食")
    try session.press("C-w")
    try session.type("夜")
    try session.press("Left", "Left", "BSpace")
    try session.waitFor("  Memo      スーパーで買 夜")
    try session.press("Enter")
    #expect(try session.waitForExit() == 0)
    #expect(
      try sandbox.query("SELECT date, amount, category, memo FROM entries") == [
        ["2026-11-10", "1280", "leisure", "スーパーで買 夜"]
      ])
    try expectTerminalRestored(session)
  }

  /// The form reads an amount as Japanese writes it, and says why one is refused (issue 22);
  /// the date came as `おととい` on the command line.
  @Test(arguments: Engine.available) func theFormTakesJapaneseAmounts(engine: Engine) throws {
    let sandbox = try Sandbox(engine: engine)
    let session = try TmuxSession(["add", "-c", "fun", "-d", "おととい"], in: sandbox)
    try session.waitFor("  Amount")
    try session.type("1.5万3千")
    try session.press("Enter")
    try session.waitFor("a fraction is written only before a single unit")
    try session.press("C-u")
    try session.type("１.５万円")
    try session.press("Enter")
    try session.waitFor("  Amount    ¥15,000", "  Memo")
    try session.type("外食")
    try session.press("Enter")
    #expect(try session.waitForExit() == 0)
    #expect(
      try sandbox.query("SELECT date, amount, category, memo FROM entries") == [
        ["2026-11-13", "15000", "leisure", "外食"]
      ])
    try expectTerminalRestored(session)
  }

  @Test(arguments: Engine.available) func shiftTabGoesBackToTheAmountWithItsValueKept(
    engine: Engine
  ) throws {
    let sandbox = try Sandbox(engine: engine)
    let session = try TmuxSession(["add", "-d", "2026-11-10"], in: sandbox)
    try session.waitFor("  Amount")
    try session.type("1,280")
    try session.press("Enter")
    try session.waitFor("  Memo", "optional · Enter next · ⇧Tab back · Esc cancel")
    try session.type("映画")
    try session.press("BTab")
    try session.waitFor("  Amount    1,280\n")
    try session.press("BSpace", "BSpace")
    try session.type("00")
    try session.press("Enter")
    try session.waitFor("  Amount    ¥1,200", "  Memo      映画")
    try session.press("Up")
    try session.waitFor("  Amount    1,200\n")
    try session.press("Enter", "Enter")
    try session.waitFor("> 1  🏠 生活費")
    try session.press("3", "Enter")
    #expect(try session.waitForExit() == 0)
    #expect(
      try sandbox.query("SELECT date, amount, category, memo FROM entries") == [
        ["2026-11-10", "1200", "leisure", "映画"]
      ])
    try expectTerminalRestored(session)
  }

  @Test(arguments: Engine.available) func aHalfTypedYearIsNeverSavedAndAFarDateIsConfirmed(
    engine: Engine
  ) throws {
    let sandbox = try Sandbox(engine: engine)
    let session = try TmuxSession(["add", "500", "-c", "fun", "--date", "pick"], in: sandbox)
    try session.waitFor(" 2026 年  11 月 [15]日  (日)")
    // t, then 1 6 and Enter in the year column.
    try session.press("Left", "Left", "t", "1", "6", "Enter")
    let half = try session.waitFor("! a year has 4 digits: type 2 more digits (Backspace corrects)")
    #expect(half.contains("  Date      [16__]年  11 月  15 日\n"))
    try session.press("BSpace", "BSpace", "2", "0", "2", "0", "Enter")
    try session.waitFor(
      "  Date      2020-11-15 (日)", "more than a year from today (2026-11-15): save it? y/n")
    // n goes back to the picker with focus where it was: on the month, where the year's four
    // digits had moved it on.
    try session.press("n")
    try session.waitFor("  Date       2020 年 [11]月  15 日  (日)")
    try session.press("Enter", "y")
    #expect(try session.waitForExit() == 0)
    #expect(try sandbox.query("SELECT date FROM entries") == [["2020-11-15"]])
    try expectTerminalRestored(session)
    // A date given as a flag is taken as it is: scripts enter old data.
    try sandbox.ok("add", "500", "-c", "fun", "-d", "2019-04-01")
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

  /// Focus never moves unseen: `2 6 → → ↓` on the day stays on the day (→ stops at the end,
  /// never wrapping round to the year), and four year digits say that focus went on to 月.
  @Test(arguments: Engine.available) func theDatePickerNeverMovesFocusUnseen(engine: Engine)
    throws
  {
    let sandbox = try Sandbox(engine: engine)
    let session = try TmuxSession(["add", "500", "-c", "fun", "--date", "pick"], in: sandbox)
    try session.waitFor(" 2026 年  11 月 [15]日  (日)")
    try session.press("2", "6", "Right", "Right", "Down")
    try session.waitFor(" 2026 年  11 月 [25]日  (水)")
    try session.press("Left", "Left", "Left", "2", "0", "2", "6")
    try session.waitFor(" 2026 年 [11]月  25 日  (水)", "年 2026: now on 月 · ← back · Enter done")
    try session.press("Enter")
    #expect(try session.waitForExit() == 0)
    #expect(try sandbox.query("SELECT date FROM entries") == [["2026-11-25"]])
    try expectTerminalRestored(session)
  }

  @Test(arguments: Engine.available) func escAsksBeforeDiscardingWhatWasTyped(engine: Engine)
    throws
  {
    let sandbox = try Sandbox(engine: engine)
    // Nothing typed: Esc leaves at once.
    let empty = try TmuxSession(["add"], in: sandbox)
    try empty.waitFor("  Amount", "Esc cancel")
    try empty.press("Escape")
    #expect(try empty.waitForExit() == 130)
    try expectTerminalRestored(empty)

    let session = try TmuxSession(["add"], in: sandbox)
    try session.waitFor("  Amount")
    try session.type("500")
    try session.waitFor("  Amount    500")
    try session.press("Escape")
    try session.waitFor(
      "Discard what you typed? Esc or Enter: yes · any other key: no")
    // Any other key keeps editing, with what was typed.
    try session.press("Right")
    try session.waitUntil("drops the question") { !$0.contains("Discard what you typed?") }
    try session.type("0")
    try session.waitFor("  Amount    5000")
    try session.press("Escape")
    try session.waitFor("Discard what you typed?")
    try session.press("Escape")
    #expect(try session.waitForExit() == 130)
    try session.waitUntil("shows the message alone") {
      $0.hasPrefix("kakeibo: cancelled; nothing was written\n")
    }
    #expect(!FileManager.default.fileExists(atPath: sandbox.databasePath))
    try expectTerminalRestored(session)
  }

  @Test(arguments: Engine.available)
  func theTwoColumnPickerOpensOnTheLearnedSubcategoryAndArrowsSwitchColumns(engine: Engine) throws {
    let sandbox = try Sandbox(engine: engine)
    try sandbox.ok("add", "1200", "-c", "生活費", "-s", "食費", "-m", "スーパー")
    try sandbox.ok("add", "300", "-c", "生活費", "-s", "日用品", "-m", "ドラッグストア")
    try sandbox.ok("add", "800", "-c", "生活費", "-s", "食費", "-m", "スーパー")
    let session = try TmuxSession(["add", "-d", "2026-11-10"], in: sandbox)
    try session.waitFor("  Amount")
    try session.type("980")
    try session.press("Enter")
    try session.type("スーパー")
    try session.press("Enter")
    // スーパー was 生活費 › 食費: the picker opens there, 食費 (used most) first.
    let opened = try session.waitFor("[カテゴリ]")
    #expect(
      opened.contains(
        """
          Memo      スーパー
          Category  ←→ column · ↑↓ move · 1-3 or a name · Enter done · Esc cancel
                     [カテゴリ]                           内訳
                    > 1  🏠 生活費  living              * 食費
                      2  💼 経費    expenses, business    日用品
                      3  🎮 娯楽費  leisure, fun          (なし)

        """))
    // → makes the 内訳 column active; ↓ moves in it.
    try session.press("Right")
    try session.waitFor(
      "  Category  ←→ column · ↑↓ move · type a new 内訳 · Enter done · Esc cancel\n"
        + "              カテゴリ                           [内訳]\n"
        + "            * 1  🏠 生活費  living              > 食費\n")
    try session.press("Down")
    try session.waitFor("  2  💼 経費    expenses, business  > 日用品\n")
    // ← and ↓: 経費 has no 日用品, so its 内訳 is (なし); back in 生活費 it stays (なし).
    try session.press("Left", "Down")
    try session.waitFor(
      "              1  🏠 生活費  living              * (なし)\n"
        + "            > 2  💼 経費    expenses, business\n")
    try session.press("Up", "Right", "Up")
    try session.waitFor("  2  💼 経費    expenses, business  > 日用品\n")
    try session.press("Enter")
    #expect(try session.waitForExit() == 0)
    try session.waitFor("Added #4  2026-11-10  🏠 生活費 › 日用品  ¥980  スーパー\n")
    #expect(
      try sandbox.query("SELECT amount, category, subcategory, memo FROM entries WHERE id = 4")
        == [["980", "livingCost", "日用品", "スーパー"]])
    try expectTerminalRestored(session)
  }

  @Test(arguments: Engine.available) func aNewSubcategoryTypedInThePickerIsCreatedOnEnter(
    engine: Engine
  ) throws {
    let sandbox = try Sandbox(engine: engine)
    try sandbox.ok("add", "1200", "-c", "生活費", "-s", "食費", "-m", "スーパー")
    let session = try TmuxSession(["add", "3000", "-m", "居酒屋"], in: sandbox)
    // A memo never used: the first category, and (なし).
    try session.waitFor(
      "            > 1  🏠 生活費  living                食費\n"
        + "              2  💼 経費    expenses, business  * (なし)\n")
    try session.press("3", "Right")
    try session.type("外食")
    let typed = try session.waitFor("> 外食 (new)")
    #expect(
      typed.contains(
        """
          Category  ←→ column · ↑↓ move · type a new 内訳 · Enter done · Esc cancel
                      カテゴリ                           [内訳]
                      1  🏠 生活費  living                (なし)
                      2  💼 経費    expenses, business  > 外食 (new)
                    * 3  🎮 娯楽費  leisure, fun

        """))
    // No entry has 外食 yet: Enter creates it with the entry.
    try session.press("Enter")
    #expect(try session.waitForExit() == 0)
    try session.waitFor("Added #2  2026-11-15  🎮 娯楽費 › 外食  ¥3,000  居酒屋\n")
    #expect(
      try sandbox.query("SELECT category, subcategory FROM entries WHERE id = 2") == [
        ["leisure", "外食"]
      ])
    // The next time, 娯楽費 lists 外食, and 居酒屋 opens on it.
    let again = try TmuxSession(["add", "2500", "-m", "居酒屋"], in: sandbox)
    try again.waitFor(
      "              1  🏠 生活費  living              * 外食\n"
        + "              2  💼 経費    expenses, business    (なし)\n"
        + "            > 3  🎮 娯楽費  leisure, fun\n")
    try again.press("Escape")
    #expect(try again.waitForExit() == 130)
    try expectTerminalRestored(again)
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
    #expect(!FileManager.default.fileExists(atPath: sandbox.databasePath))
    try expectTerminalRestored(session)
  }

  @Test(arguments: Engine.available) func listFitsTheTerminalByCuttingMemos(engine: Engine) throws {
    let sandbox = try Sandbox(engine: engine)
    try sandbox.ok(
      "add", "1200", "-c", "生活費", "-d", "2026-11-03", "-m",
      "スーパーで一週間分の食料品と日用品をまとめて買った、ついでにドラッグストアにも寄った")
    let session = try TmuxSession(["list"], in: sandbox, columns: 60, rows: 10)
    #expect(try session.waitForExit() == 0)
    let screen = try session.waitFor("1 entry")
    #expect(screen.contains(" 1  2026-11-03  🏠 生活費  ¥1,200  スーパーで一週間分の食料…\n"))
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
      "kakeibo browse  2026-11  3 entries", ">  1  2026-11-02  🏠 生活費     ¥980  ドラッグストア",
      "Total ¥16,480")
    try session.press("Down")
    try session.waitFor(">  2  2026-11-28  💼 経費    ¥12,000  USB hub")
    try session.press("Enter")
    try session.waitFor("                  > 2  💼 経費    expenses, business")
    try session.press("Down")
    try session.waitFor("                  > 3  🎮 娯楽費  leisure, fun")
    try session.press("Enter")
    let screen = try session.waitFor("Saved #2: category 経費 → 娯楽費")
    #expect(screen.contains(">  2  2026-11-28  🎮 娯楽費  ¥12,000  USB hub"))
    #expect(screen.contains("  🏠 生活費 ¥980   💼 経費 ¥0   🎮 娯楽費 ¥15,500   Total ¥16,480"))
    // Saved while browse is still open.
    #expect(try sandbox.query("SELECT category FROM entries WHERE id = 2") == [["leisure"]])

    try session.press("q")
    #expect(try session.waitForExit() == 0)
    // The alternate screen is gone: the shell's screen is as it was, empty.
    try session.waitUntil("is empty again") { $0.allSatisfy(\.isWhitespace) }
    try expectTerminalRestored(session)
  }

  @Test(arguments: Engine.available) func browseChangesARowsSubcategoryInline(engine: Engine) throws
  {
    let sandbox = try Sandbox(engine: engine)
    try sandbox.ok("add", "980", "-c", "living", "-s", "食費", "-d", "2026-11-02", "-m", "スーパー")
    try sandbox.ok("add", "450", "-c", "living", "-s", "日用品", "-d", "2026-11-03", "-m", "薬局")
    try sandbox.ok("income", "280000", "-s", "給与", "-d", "2026-11-25")
    // October's 食費 makes it the 内訳 used most.
    try sandbox.ok("add", "700", "-c", "living", "-s", "食費", "-d", "2026-10-30")
    let session = try TmuxSession(["browse", "2026-11"], in: sandbox, rows: 20)
    // Today is 2026-11-15: the 3rd's row is selected; ↑ selects the 2nd's.
    try session.waitFor(">  2  2026-11-03")
    try session.press("Up")
    let table = try session.waitFor(">  1  2026-11-02  🏠 生活費 › 食費")
    #expect(
      table.contains(
        """
          ID  Date        Category              Amount  Memo
        >  1  2026-11-02  🏠 生活費 › 食費        ¥980  スーパー
           2  2026-11-03  🏠 生活費 › 日用品      ¥450  薬局
           3  2026-11-25  💴 収入 › 給与      ¥280,000

        """))
    try session.press("Enter")
    let picker = try session.waitFor("[カテゴリ]")
    #expect(
      picker.contains(
        """
        >  1  2026-11-02  🏠 生活費 › 食費        ¥980  スーパー
                           [カテゴリ]                           内訳
                          > 1  🏠 生活費  living              * 食費
                            2  💼 経費    expenses, business    日用品
                            3  🎮 娯楽費  leisure, fun          (なし)
                          ←→ column · ↑↓ move · 1-3 or a name · Enter done · Esc cancel
           2  2026-11-03  🏠 生活費 › 日用品      ¥450  薬局

        """))
    try session.press("Right", "Down", "Enter")
    let saved = try session.waitFor("Saved #1: 内訳 食費 → 日用品")
    #expect(saved.contains(">  1  2026-11-02  🏠 生活費 › 日用品      ¥980  スーパー\n"))
    #expect(try sandbox.query("SELECT subcategory FROM entries WHERE id = 1") == [["日用品"]])
    // A new one, typed.
    try session.press("Enter", "Right")
    try session.type("まとめ買い")
    try session.waitFor("> まとめ買い (new)")
    try session.press("Enter")
    try session.waitFor("Saved #1: 内訳 日用品 → まとめ買い")
    #expect(try sandbox.query("SELECT subcategory FROM entries WHERE id = 1") == [["まとめ買い"]])
    // The income's picker offers 収入 alone.
    try session.press("End", "Enter")
    try session.waitFor(
      "                    カテゴリ     [内訳]\n                  * 1  💴 収入  > 給与\n")
    try session.press("Down", "Enter")
    try session.waitFor("Saved #3: 内訳 給与 → (なし)")
    #expect(
      try sandbox.query("SELECT kind, category, subcategory FROM entries WHERE id = 3") == [
        ["income", "NULL", "NULL"]
      ])
    try session.press("q")
    #expect(try session.waitForExit() == 0)
    try expectTerminalRestored(session)
  }

  @Test(arguments: Engine.available) func browseOpensOnTodayAddsUndoesFiltersAndEscNeverQuits(
    engine: Engine
  ) throws {
    let sandbox = try Sandbox(engine: engine)
    try sandbox.ok("add", "980", "-c", "living", "-d", "2026-11-02", "-m", "ドラッグストア")
    try sandbox.ok("add", "1800", "-c", "fun", "-d", "2026-11-15", "-m", "映画")
    try sandbox.ok("add", "12000", "-c", "経費", "-d", "2026-11-28", "-m", "USB hub")
    let session = try TmuxSession(["browse"], in: sandbox, rows: 20)
    // Today is 2026-11-15: its row is selected.
    try session.waitFor(">  2  2026-11-15  🎮 娯楽費   ¥1,800  映画")
    try session.press("Escape")
    try session.press("?")
    try session.waitFor("  u          undo the last change", "\nAny key closes this help.")
    try session.press("Escape")
    try session.waitFor(
      "↑↓ move · Enter category · a add · / filter · u undo · r redo · ? keys · q quit")
    // a: the form under the row; the new entry is saved and selected.
    try session.press("a")
    try session.waitFor("  New expense", "    Amount")
    try session.type("450")
    try session.press("Enter")
    try session.type("コンビニ")
    try session.press("Enter", "Enter", "Enter")
    try session.waitFor(
      "Added #4  2026-11-15  🏠 生活費  ¥450  コンビニ", ">  4  2026-11-15  🏠 生活費     ¥450  コンビニ",
      "Total ¥15,230")
    #expect(try sandbox.query("SELECT count(*) FROM entries") == [["4"]])
    // u undoes it, saying so as 'kakeibo undo' does.
    try session.press("u")
    try session.waitFor("Undid change 4: add #4", "Total ¥14,780")
    #expect(try sandbox.query("SELECT count(*) FROM entries") == [["3"]])
    // r redoes it, as 'kakeibo redo' does; u again for what follows.
    try session.press("r")
    try session.waitFor("Redid change 4: add #4", "Total ¥15,230")
    #expect(try sandbox.query("SELECT count(*) FROM entries") == [["4"]])
    try session.press("u")
    try session.waitFor("Undid change 4: add #4", "Total ¥14,780")
    // /: the rows follow what is typed; Enter keeps the filter, Esc clears it.
    try session.press("/")
    try session.type("us")
    let filtered = try session.waitFor("kakeibo browse  2026-11  1 of 3 entries matching /us")
    #expect(filtered.contains(">  3  2026-11-28  💼 経費    ¥12,000  USB hub"))
    #expect(!filtered.contains("映画"))
    #expect(filtered.contains("Total ¥12,000"))
    try session.press("Enter", "Escape")
    try session.waitFor("kakeibo browse  2026-11  3 entries\n")
    // Esc in a picker closes the picker, not browse.
    try session.press("Enter")
    try session.waitFor("1  🏠 生活費  living")
    try session.press("Escape", "Escape")
    try session.waitUntil("closes the picker") { !$0.contains("1  🏠 生活費  living") }
    try session.press("q")
    #expect(try session.waitForExit() == 0)
    try expectTerminalRestored(session)
  }

  /// Issue 14: browse's / finds what `list --search` finds: half-width katakana, letter case,
  /// and the 内訳.
  @Test(arguments: Engine.available) func browseSlashFiltersAsSearchDoes(engine: Engine) throws {
    let sandbox = try Sandbox(engine: engine)
    try sandbox.ok("add", "540", "-c", "living", "-s", "食費", "-d", "2026-11-03", "-m", "セブンイレブン")
    try sandbox.ok("add", "1490", "-c", "fun", "-d", "2026-11-04", "-m", "Netflix")
    try sandbox.ok("add", "3500", "-c", "fun", "-d", "2026-11-05", "-m", "映画")
    let session = try TmuxSession(["browse", "2026-11"], in: sandbox, rows: 14)
    try session.waitFor("kakeibo browse  2026-11  3 entries")
    try session.press("/")
    try session.type("ｾﾌﾞﾝ")
    var shown = try session.waitFor("1 of 3 entries matching /ｾﾌﾞﾝ")
    #expect(shown.contains("セブンイレブン") && !shown.contains("Netflix"))
    try session.press("Escape", "/")
    try session.type("食費")
    shown = try session.waitFor("1 of 3 entries matching /食費")
    #expect(shown.contains("セブンイレブン"))
    try session.press("Escape", "/")
    try session.type("ＮＥＴ")
    shown = try session.waitFor("1 of 3 entries matching /ＮＥＴ")
    #expect(shown.contains("Netflix") && !shown.contains("映画"))
    try session.press("Enter", "q")
    #expect(try session.waitForExit() == 0)
    try expectTerminalRestored(session)
  }

  @Test(arguments: Engine.available) func browseWrapsItsTotalsOnANarrowTerminal(engine: Engine)
    throws
  {
    let sandbox = try Sandbox(engine: engine)
    try sandbox.ok("add", "980", "-c", "living", "-d", "2026-11-02", "-m", "ドラッグストア")
    try sandbox.ok("add", "12000", "-c", "経費", "-d", "2026-11-28", "-m", "USB hub")
    try sandbox.ok("add", "3500", "-c", "fun", "-d", "2026-11-29", "-m", "映画")
    let session = try TmuxSession(["browse", "2026-11"], in: sandbox, columns: 60, rows: 12)
    let screen = try session.waitFor("↑↓ move · Enter category")
    #expect(
      screen.contains(
        "\n  🏠 生活費 ¥980   💼 経費 ¥12,000   🎮 娯楽費 ¥3,500\n  Total ¥16,480\n"))
    try session.press("q")
    #expect(try session.waitForExit() == 0)
  }

  /// Issue 25: the ID column, the month's 収入 and 収支 in the footer, and `a` on a row adds
  /// with that row's date.
  @Test(arguments: Engine.available) func browseShowsIDsAndIncomeAndAddsOnTheRowsDate(
    engine: Engine
  ) throws {
    let sandbox = try Sandbox(engine: engine)
    try sandbox.ok("add", "980", "-c", "living", "-d", "2026-11-02", "-m", "ドラッグストア")
    try sandbox.ok("add", "12000", "-c", "経費", "-d", "2026-11-28", "-m", "USB hub")
    try sandbox.ok("income", "280000", "-s", "給与", "-d", "2026-11-25")
    let session = try TmuxSession(["browse", "2026-11"], in: sandbox, rows: 16)
    let screen = try session.waitFor("  💴 収入 ¥280,000   収支 +¥267,020")
    #expect(
      screen.contains(
        """
          ID  Date        Category          Amount  Memo
        >  1  2026-11-02  🏠 生活費           ¥980  ドラッグストア
           3  2026-11-25  💴 収入 › 給与  ¥280,000
           2  2026-11-28  💼 経費          ¥12,000  USB hub

        """), "\(screen)")
    // The 28th's row: a adds an entry dated the 28th.
    try session.press("End", "a")
    try session.waitFor("  New expense")
    try session.type("300")
    try session.press("Enter", "Enter", "Enter")
    try session.waitFor("  Date       2026 年  11 月 [28]日  (土)")
    try session.press("Enter")
    try session.waitFor("Added #4  2026-11-28  🏠 生活費  ¥300")
    #expect(try sandbox.query("SELECT date FROM entries WHERE id = 4") == [["2026-11-28"]])
    try session.press("q")
    #expect(try session.waitForExit() == 0)
    try expectTerminalRestored(session)
  }

  @Test(arguments: Engine.available) func browseFootsTheMonthWithWhatIsScheduledAndTheForecast(
    engine: Engine
  ) throws {
    let sandbox = try Sandbox(engine: engine)
    try sandbox.ok("add", "980", "-c", "living", "-d", "2026-11-02", "-m", "ドラッグストア")
    try sandbox.ok(
      "recurring", "add", "85000", "-c", "生活費", "-s", "住居", "-m", "家賃", "--day", "27")
    let session = try TmuxSession(["browse"], in: sandbox, columns: 100, rows: 12)
    let screen = try session.waitFor("↑↓ move · Enter category")
    #expect(
      screen.contains(
        "  🏠 生活費 ¥980   💼 経費 ¥0   🎮 娯楽費 ¥0   Total ¥980\n"
          + "  Scheduled (予定) ¥85,000   Forecast (月末見込み) ¥86,960 (¥86,470–¥87,450)\n"),
      "\(screen)")
    try session.press("q")
    #expect(try session.waitForExit() == 0)
  }

  @Test(arguments: Engine.available) func browseRedrawsWhenTheTerminalIsResized(engine: Engine)
    throws
  {
    let sandbox = try Sandbox(engine: engine)
    try sandbox.ok("add", "980", "-c", "living", "-d", "2026-11-02", "-m", "ドラッグストア")
    let session = try TmuxSession(["browse", "2026-11"], in: sandbox, columns: 80, rows: 14)
    try session.waitFor(">  1  2026-11-02  🏠 生活費    ¥980  ドラッグストア")
    try session.resize(columns: 40, rows: 10)
    // Every line is cut to the new width (39 columns used, the last one left free); the keys
    // are the frame's last line, so once they show, the whole frame has been drawn.
    let screen = try session.waitFor("↑↓ move · Enter category · a add · / f…\n")
    #expect(screen.contains(">  1  2026-11-02  🏠 生活費    ¥980  …\n"))
    #expect(screen.contains("\n" + String(repeating: "-", count: 39) + "\n"))
    #expect(screen.split(separator: "\n", omittingEmptySubsequences: false).count == 10 + 1)
    try session.press("C-c")
    #expect(try session.waitForExit() == 130)
    try expectTerminalRestored(session)
  }
}
