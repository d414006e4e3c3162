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
    try Ledger.open(path: harness.databasePath, intent: .read).entries(in: .all).map {
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
    let console = ScriptedTerminal(lines: ["abc", "980", "", "経費", "11/03"])
    #expect(
      harness.run("add", environment: ["TERM": "dumb"], console: console)
        == .init(status: .success, output: "Added #1  2026-11-03  [B] 経費  ¥980\n", error: ""))
    #expect(
      console.written == """
        New expense
        Amount: ! not a yen amount; expected a whole number of yen from 1 to 999,999,999,999, such as 1200, 1,200, ¥1200, ￥1,200, 1200円 or １２００
        Amount: Memo (optional): Category:
          1) [H] 生活費  living
          2) [B] 経費  expenses, business
          3) [G] 娯楽費  leisure, fun
        Number or name [1]: Date [2026-11-15]: 
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

  @Test func withoutATerminalNothingInteractiveStarts() throws {
    let cases: [([String], String)] = [
      (["add"], "kakeibo: 'add' needs AMOUNT (see 'kakeibo add --help')\n"),
      (["add", "--format", "xml"], "kakeibo: 'add' needs AMOUNT (see 'kakeibo add --help')\n"),
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
        "kakeibo: nothing to change: pass --amount, --category, --sub, --date, --memo or --refund (see 'kakeibo edit --help')\n"
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

    let deleting = ScriptedTerminal(keys: [.character("x"), .character("y"), .right, .interrupt])
    #expect(
      harness.run("browse", "2026-11", console: deleting)
        == .init(status: .cancelled, output: "", error: ""))
    #expect(try stored().map(\.[0]) == ["2"])
    #expect(deleting.written.contains("Deleted #1  2026-11-02  🏠 生活費  ¥980  ドラッグストア"))
    #expect(deleting.written.contains("No entries in 2026-12."))
  }
}
