import Foundation
import KakeiboCore
import KakeiboStore
import TerminalUI
import Testing

@testable import KakeiboCLI

/// The form, pickers and browse screen, driven through a scripted terminal; what was stored is
/// read back through the ledger.
@Suite struct InteractiveTests {
  let harness: Harness

  init() throws {
    harness = try Harness()
  }

  func stored() throws -> [[String]] {
    try Ledger.open(path: harness.databasePath, intent: .read).entries.list(in: .all).map {
      ["\($0.id)", "\($0.date)", "\($0.amount.value)", $0.category?.key ?? "", $0.memo.text]
    }
  }

  @Test func addWithoutArgumentsFillsTheFormAndSaves() throws {
    let console = ScriptedTerminal(
      keys: typed("1,200") + [.enter] + typed("スーパー") + [.enter, .down, .enter, .left]
        + typed("10") + [.enter])
    #expect(
      harness.run("add", console: console)
        == .init(status: .success, output: "Added #1  2026-10-15  💼 経費  ¥1,200  スーパー\n", error: ""))
    #expect(try stored() == [["1", "2026-10-15", "1200", "expenses", "スーパー"]])
    #expect(!console.isRaw)
    #expect(!console.usedAlternateScreen)
    // The form is erased: back up over its six lines and clear.
    #expect(console.written.hasSuffix("\r\u{1B}[5A\u{1B}[J"))
  }

  @Test func thePickerOpensOnTheCategoryTheMemoHadBefore() throws {
    _ = harness.run("add", "500", "-c", "fun", "-m", "スーパー")
    _ = harness.run("add", "500", "-c", "living", "-m", "スーパー")
    _ = harness.run("add", "500", "-c", "living", "-m", "スーパー")
    let console = ScriptedTerminal(keys: [.enter])
    #expect(
      harness.run("add", "800", "-m", "スーパー", console: console).output
        == "Added #4  2026-11-15  🏠 生活費  ¥800  スーパー\n")
    #expect(console.written.contains("> 1  🏠 生活費  living"))
    #expect(!console.written.contains("Amount    \r"))

    let film = ScriptedTerminal(keys: [.enter])
    #expect(
      harness.run("add", "800", "-m", "映画", console: film).output
        == "Added #5  2026-11-15  🏠 生活費  ¥800  映画\n")
  }

  /// What was stored of each entry's kind, category and 内訳.
  func storedClasses() throws -> [[String]] {
    try Ledger.open(path: harness.databasePath, intent: .read).entries.list(in: .all).map {
      ["\($0.id)", $0.kind.rawValue, $0.category?.key ?? "", $0.subcategory?.name ?? ""]
    }
  }

  /// Issue 25 item 15: the memo learning folds katakana and hiragana together, half-width
  /// katakana too: らーめん learns what ラーメン and ﾗｰﾒﾝ taught.
  @Test func theLearningFoldsKatakanaAndHiraganaTogether() throws {
    _ = harness.run("add", "900", "-c", "fun", "-s", "外食", "-m", "ラーメン")
    _ = harness.run("add", "950", "-c", "fun", "-s", "外食", "-m", "ﾗｰﾒﾝ")
    _ = harness.run("add", "300", "-c", "living", "-s", "食費", "-m", "スーパー")
    let learned = ScriptedTerminal(keys: [.enter])
    #expect(
      harness.run("add", "800", "-m", "らーめん", console: learned).output
        == "Added #4  2026-11-15  🎮 娯楽費 › 外食  ¥800  らーめん\n")
  }

  @Test func thePickerOpensOnTheLearnedSubcategoryAndPicksOrCreatesOne() throws {
    _ = harness.run("add", "500", "-c", "living", "-s", "食費", "-m", "スーパー")
    _ = harness.run("add", "300", "-c", "living", "-s", "日用品", "-m", "ドラッグストア")
    // スーパー opens on 生活費 › 食費: Enter takes both.
    let learned = ScriptedTerminal(keys: [.enter])
    #expect(
      harness.run("add", "800", "-m", "スーパー", console: learned).output
        == "Added #3  2026-11-15  🏠 生活費 › 食費  ¥800  スーパー\n")
    #expect(learned.written.contains("  2  💼 経費    expenses, business  * 食費"))
    // → ↓: 日用品, now the 内訳 after 食費 (used more often).
    let moved = ScriptedTerminal(keys: [.right, .down, .enter])
    #expect(
      harness.run("add", "120", "-m", "スーパー", console: moved).output
        == "Added #4  2026-11-15  🏠 生活費 › 日用品  ¥120  スーパー\n")
    // A new 内訳, typed: created with the entry.
    let typed = ScriptedTerminal(keys: [.down, .down, .right] + typed("外食") + [.enter])
    #expect(
      harness.run("add", "3000", "-m", "居酒屋", console: typed).output
        == "Added #5  2026-11-15  🎮 娯楽費 › 外食  ¥3,000  居酒屋\n")
    #expect(typed.written.contains("> 外食 (new)"))
    // --sub without --category: the picker opens on it.
    let given = ScriptedTerminal(keys: [.character("3"), .enter])
    #expect(
      harness.run("add", "900", "-s", "配信", console: given).output
        == "Added #6  2026-11-15  🎮 娯楽費 › 配信  ¥900\n")
    #expect(
      try storedClasses().suffix(4) == [
        ["3", "expense", "livingCost", "食費"], ["4", "expense", "livingCost", "日用品"],
        ["5", "expense", "leisure", "外食"], ["6", "expense", "leisure", "配信"],
      ])
  }

  @Test func incomeWithoutAnAmountOpensTheFormOnIncomeAlone() throws {
    _ = harness.run("income", "280000", "-s", "給与")
    let console = ScriptedTerminal(
      keys: typed("300,000") + [.enter] + typed("11月分") + [.enter, .up, .enter, .enter])
    #expect(
      harness.run("income", console: console)
        == .init(
          status: .success, output: "Added #2  2026-11-15  💴 収入 › 給与  ¥300,000  11月分\n",
          error: ""))
    #expect(console.written.contains("New income"))
    #expect(console.written.contains("* 1  💴 収入  > 給与"))
    #expect(!console.written.contains("生活費"))
    // Given options are not asked; without a terminal AMOUNT is still needed.
    let given = ScriptedTerminal(keys: typed("5000") + [.enter])
    #expect(
      harness.run("income", "-s", "副業", "-m", "原稿料", "-d", "11/01", console: given).output
        == "Added #3  2026-11-01  💴 収入 › 副業  ¥5,000  原稿料\n")
    #expect(
      harness.run("income").error
        == "kakeibo: 'income' needs AMOUNT (see 'kakeibo income --help')\n")
    #expect(
      try storedClasses() == [
        ["3", "income", "", "副業"], ["1", "income", "", "給与"], ["2", "income", "", "給与"],
      ])
  }

  @Test func editingAnIncomeOrASubcategoryInTheForm() throws {
    _ = harness.run("income", "280000", "-s", "給与")
    _ = harness.run("add", "500", "-c", "living", "-s", "食費", "-m", "スーパー")
    // The form of an income offers income alone: ↓ from 給与 is (なし).
    let income = ScriptedTerminal(keys: [.enter, .enter, .down, .enter, .enter])
    #expect(
      harness.run("edit", "1", console: income).output == "Updated #1: 内訳 給与 → (なし)\n")
    #expect(income.written.contains("* 1  💴 収入  > 給与"))
    // An expense's: its own category and 内訳, and → ↑ to (なし).
    let expense = ScriptedTerminal(keys: [.enter, .enter, .right, .up, .enter, .enter])
    #expect(
      harness.run("edit", "2", console: expense).output == "Updated #2: 内訳 食費 → (なし)\n")
    // --sub with --date pick keeps the 内訳 given.
    let pick = ScriptedTerminal(keys: [.enter])
    #expect(
      harness.run("edit", "2", "--sub", "日用品", "--date", "pick", console: pick).output
        == "Updated #2: 内訳 (なし) → 日用品\n")
    #expect(
      try storedClasses() == [["1", "income", "", ""], ["2", "expense", "livingCost", "日用品"]])
  }

  @Test func escCtrlCqAndClosedInputCancelWithNothingWritten() throws {
    let scripts: [[Key]] = [
      typed("1200") + [.escape], typed("1200") + [.interrupt],
      typed("12") + [.enter, .enter, .character("q")],
      typed("1200"),
    ]
    for keys in scripts {
      let console = ScriptedTerminal(keys: keys)
      #expect(
        harness.run("add", console: console)
          == .init(
            status: .cancelled, output: "", error: "kakeibo: cancelled; nothing was written\n"))
      #expect(!console.isRaw)
    }
    #expect(!FileManager.default.fileExists(atPath: harness.databasePath))
  }

  @Test func givenFlagsAreNotAsked() throws {
    let console = ScriptedTerminal(keys: typed("300") + [.enter, .enter])
    #expect(
      harness.run("add", "-c", "fun", "-m", "ガチャ", "-d", "11/01", console: console).output
        == "Added #1  2026-11-01  🎮 娯楽費  ¥300  ガチャ\n")
    let datePick = ScriptedTerminal(keys: [.down, .enter])
    #expect(
      harness.run("add", "300", "-c", "fun", "--date", "pick", console: datePick).output
        == "Added #2  2026-11-14  🎮 娯楽費  ¥300\n")
    let complete = ScriptedTerminal()
    #expect(harness.run("add", "300", "-c", "fun", console: complete).status == .success)
    #expect(complete.rawModeCount == 0)
  }

  @Test func editWithoutFlagsOpensTheFilledForm() throws {
    _ = harness.run("add", "980", "-c", "living", "-d", "2026-11-03", "-m", "薬")
    let console = ScriptedTerminal(
      keys: [.character("0"), .enter, .enter, .character("3"), .enter, .character("t"), .enter])
    #expect(
      harness.run("edit", "1", console: console)
        == .init(
          status: .success,
          output:
            "Updated #1: date 2026-11-03 → 2026-11-15, amount ¥980 → ¥9,800, category 生活費 → 娯楽費\n",
          error: ""))
    #expect(console.written.contains("Edit #1  2026-11-03  🏠 生活費  ¥980  薬"))

    let pick = ScriptedTerminal(keys: [.down, .enter])
    #expect(
      harness.run("edit", "1", "--date", "pick", "-m", "", console: pick).output
        == "Updated #1: date 2026-11-15 → 2026-11-14, memo \"薬\" → \"\"\n")
    #expect(try stored() == [["1", "2026-11-14", "9800", "leisure", ""]])

    let cancelled = ScriptedTerminal(keys: [.escape])
    #expect(harness.run("edit", "1", console: cancelled).status == .cancelled)
    #expect(
      harness.run("edit", "9", console: ScriptedTerminal()).error
        == "kakeibo: id \"9\": no entry has this id\n")
  }

  @Test func aDumbTerminalGetsNumberedPrompts() throws {
    let console = ScriptedTerminal(lines: ["abc", "980", "", "経費", "", "11/03"])
    #expect(
      harness.run("add", environment: ["TERM": "dumb"], console: console)
        == .init(status: .success, output: "Added #1  2026-11-03  [B] 経費  ¥980\n", error: ""))
    #expect(
      console.written == """
        New expense
        Amount: ! not a yen amount; expected a whole number of yen from 1 to 999,999,999,999, such as 1200, 1,200, ¥1,200, 1200円, １２００, 1万, 1.5万, 2万3千 or 一万二千
        Amount: Memo (optional): Category:
          1) [H] 生活費  living
          2) [B] 経費  expenses, business
          3) [G] 娯楽費  leisure, fun
        Number or name [1]: 内訳:
          1) (なし)
        Number, name or a new name [1]: Date [2026-11-15]: 
        """)
    #expect(console.rawModeCount == 0)

    let closed = ScriptedTerminal(lines: ["980"])
    #expect(
      harness.run("add", environment: ["TERM": "dumb"], console: closed)
        == .init(status: .cancelled, output: "", error: "kakeibo: cancelled; nothing was written\n")
    )
    #expect(
      harness.run("browse", environment: ["TERM": "dumb"], console: ScriptedTerminal()).status
        == .usage)
  }

  /// The dumb terminal's prompts read Japanese amounts and dates as the options do (issue 22);
  /// an out-of-range day is refused at its prompt and asked again.
  @Test func aDumbTerminalTakesJapaneseAmountsAndDates() throws {
    let console = ScriptedTerminal(lines: ["1.5万", "外食", "娯楽費", "", "31日", "11月4日"])
    #expect(
      harness.run("add", environment: ["TERM": "dumb"], console: console)
        == .init(
          status: .success, output: "Added #1  2026-11-04  [G] 娯楽費  ¥15,000  外食\n", error: ""))
    #expect(console.written.contains("Date [2026-11-15]: ! 2026-11 has 30 days, not 31; expected "))
  }

  @Test func withoutATerminalNothingInteractiveStarts() throws {
    let cases: [([String], String)] = [
      (["add"], "kakeibo: 'add' needs AMOUNT (see 'kakeibo add --help')\n"),
      // Every value is read before the command runs: a bad one is refused first.
      (
        ["add", "--format", "xml"],
        "kakeibo: option '--format' does not accept 'xml'; expected 'text' or 'json' (see 'kakeibo add --help')\n"
      ),
      (
        ["add", "5"],
        "kakeibo: 'add' needs a category: pass --category 生活費, 経費 or 娯楽費 (see 'kakeibo add --help')\n"
      ),
      (
        ["add", "5", "-c", "fun", "-d", "pick"],
        "kakeibo: --date pick opens a date picker, which needs a terminal; pass --date YYYY-MM-DD (see 'kakeibo add --help')\n"
      ),
      (
        ["edit", "1"],
        "kakeibo: nothing to change: pass --amount, --category, --sub, --date, --memo, --refund, --paid-by, --split or --for (see 'kakeibo edit --help')\n"
      ),
      (
        ["edit", "1", "--date", "PICK"],
        "kakeibo: --date pick opens a date picker, which needs a terminal; pass --date YYYY-MM-DD (see 'kakeibo edit --help')\n"
      ),
      (
        ["browse", "2026-11"],
        "kakeibo: 'browse' needs a terminal that can draw a full screen; in scripts use 'kakeibo list --month 2026-11' (see 'kakeibo browse --help')\n"
      ),
      (
        ["browse", "last"],
        "kakeibo: 'browse' needs a terminal that can draw a full screen; in scripts use 'kakeibo list --month 2026-10' (see 'kakeibo browse --help')\n"
      ),
    ]
    for (words, error) in cases {
      var result: Harness.Result
      switch words.count {
      case 1: result = harness.run(words[0])
      case 2: result = harness.run(words[0], words[1])
      case 3: result = harness.run(words[0], words[1], words[2])
      case 4: result = harness.run(words[0], words[1], words[2], words[3])
      default: result = harness.run(words[0], words[1], words[2], words[3], words[4], words[5])
      }
      #expect(result == .init(status: .usage, output: "", error: error), "\(words)")
    }
    #expect(!FileManager.default.fileExists(atPath: harness.databasePath))
  }

  @Test func aTerminalThatRefusesRawModeIsAnIOError() throws {
    let console = ScriptedTerminal()
    console.failsToEnterRawMode = true
    #expect(
      harness.run("add", console: console)
        == .init(
          status: .ioError, output: "",
          error: "kakeibo: terminal: cannot change the settings: I/O error\n"))
  }

  @Test func browseChangesARowsCategoryAndSavesAtOnce() throws {
    _ = harness.run("add", "980", "-c", "living", "-d", "2026-11-02", "-m", "ドラッグストア")
    _ = harness.run("add", "12000", "-c", "経費", "-d", "2026-11-28", "-m", "USB hub")
    let console = ScriptedTerminal(
      keys: [.down, .enter, .up, .enter, .character("x"), .character("n"), .character("q")])
    #expect(
      harness.run("browse", console: console) == .init(status: .success, output: "", error: ""))
    #expect(try stored()[1] == ["2", "2026-11-28", "12000", "livingCost", "USB hub"])
    #expect(console.usedAlternateScreen)
    #expect(!console.isRaw)
    #expect(console.written.contains("Saved #2: category 経費 → 生活費"))
    #expect(console.written.contains("  🏠 生活費 ¥12,980   💼 経費 ¥0   🎮 娯楽費 ¥0   Total ¥12,980"))

    // Enter → ↓ Enter: the row's 内訳, saved at once; then a new one typed.
    _ = harness.run("add", "300", "-c", "経費", "-s", "交通費", "-d", "2026-11-28")
    let subcategory = ScriptedTerminal(
      keys: [.end, .enter, .right, .down, .enter, .enter, .right] + typed("文具")
        + [.enter, .character("q")])
    #expect(harness.run("browse", console: subcategory).status == .success)
    #expect(subcategory.written.contains("Saved #3: 内訳 交通費 → (なし)"))
    #expect(subcategory.written.contains("Saved #3: 内訳 (なし) → 文具"))
    #expect(subcategory.written.contains(">  3  2026-11-28  💼 経費 › 文具     ¥300"))
    #expect(try storedClasses()[2] == ["3", "expense", "expenses", "文具"])
    _ = harness.run("delete", "3")

    let deleting = ScriptedTerminal(keys: [.character("x"), .character("y"), .right, .interrupt])
    #expect(
      harness.run("browse", "2026-11", console: deleting)
        == .init(status: .cancelled, output: "", error: ""))
    #expect(try stored().map(\.[0]) == ["2"])
    #expect(deleting.written.contains("Deleted #1  2026-11-02  🏠 生活費  ¥980  ドラッグストア"))
    #expect(deleting.written.contains("No entries in 2026-12."))
  }
}
