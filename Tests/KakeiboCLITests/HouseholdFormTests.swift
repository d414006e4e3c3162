import Foundation
import KakeiboCore
import KakeiboStore
import TerminalUI
import Testing

@testable import KakeiboCLI

/// Issue 23: the entry form of add, income and edit asks who paid and the split in a household
/// of more than one person (美咲, me, and 健太 on a file here), and stores them as `--paid-by`,
/// `--for` and `--split` would; an option given is not asked again.
@Suite struct HouseholdFormTests {
  let harness: Harness

  init() throws {
    harness = try Harness()
    _ = harness.run("config", "set", "me", "美咲")
    _ = harness.run("member", "add", "健太")
  }

  /// Each entry's amount, payer as stored (`me` for none) and split (`household` for none).
  func stored() throws -> [[String]] {
    try Ledger.open(path: harness.databasePath, intent: .read).entries.list(in: .all).map {
      [
        "\($0.id)", "\($0.amount.value)", $0.paidBy?.name ?? "me",
        $0.split?.description ?? "household",
      ]
    }
  }

  /// Amount, memo, 娯楽費 and today's date: the form up to who paid.
  let toThePayer: [Key] =
    typed("4800") + [.enter] + typed("映画") + [.enter] + typed("3") + [
      .enter, .enter,
    ]

  @Test func addAsksWhoPaidAndTheSplit() throws {
    // 健太 paid for 美咲 alone: 立替.
    let console = ScriptedTerminal(
      keys: toThePayer + [.down, .enter] + typed("2") + [.enter])
    #expect(
      harness.run("add", console: console)
        == .init(status: .success, output: "Added #1  2026-11-15  🎮 娯楽費  ¥4,800  映画\n", error: ""))
    #expect(
      console.written.contains("  Paid by   ↑↓ move · 1-2 or a name · Enter done · Esc cancel"))
    #expect(console.written.contains("            > the household's split (美咲=1,健太=1)"))
    // Weights: 美咲 1, 健太 2, paid by me.
    let weights = ScriptedTerminal(
      keys: toThePayer + [.enter, .up, .enter] + typed("1") + [.down] + typed("2") + [.enter])
    #expect(harness.run("add", console: weights).status == .success)
    // The household's split, paid by me: as an entry without the options.
    let plain = ScriptedTerminal(keys: toThePayer + [.enter, .enter])
    #expect(harness.run("add", console: plain).status == .success)
    #expect(
      try stored() == [
        ["1", "4800", "健太", "美咲=1"], ["2", "4800", "me", "美咲=1,健太=2"],
        ["3", "4800", "me", "household"],
      ])
    #expect(
      harness.run("list", "--for", "健太").output == """
        ID  Date        Category   Amount  Paid by  Memo
         2  2026-11-15  🎮 娯楽費  ¥4,800  美咲     映画
         3  2026-11-15  🎮 娯楽費  ¥4,800  美咲     映画
        ------------------------------------------------
            2 entries              ¥9,600

        """)
  }

  @Test func optionsGivenAreNotAskedAgain() throws {
    // --paid-by given: only the split is asked.
    let split = ScriptedTerminal(keys: toThePayer + typed("3") + [.enter])
    #expect(harness.run("add", "--paid-by", "健太", console: split).status == .success)
    #expect(!split.written.contains("Paid by"))
    #expect(split.written.contains("  Split     ↑↓ move · 1-4 · Enter done · Esc cancel"))
    // --for given: only who paid is asked.
    let payer = ScriptedTerminal(keys: toThePayer + [.down, .enter])
    #expect(harness.run("add", "--for", "美咲", console: payer).status == .success)
    #expect(payer.written.contains("Paid by"))
    #expect(!payer.written.contains("Split"))
    // Both given: neither.
    let neither = ScriptedTerminal(keys: toThePayer)
    #expect(
      harness.run("add", "--paid-by", "健太", "--split", "美咲=2,健太=3", console: neither).status
        == .success)
    #expect(!neither.written.contains("Paid by") && !neither.written.contains("Split"))
    #expect(
      try stored() == [
        ["1", "4800", "健太", "健太=1"], ["2", "4800", "健太", "美咲=1"],
        ["3", "4800", "健太", "美咲=2,健太=3"],
      ])
  }

  @Test func incomeAsksWhoReceivedIt() throws {
    let console = ScriptedTerminal(
      keys: typed("280000") + [.enter, .enter, .enter, .enter, .down, .enter, .enter])
    #expect(
      harness.run("income", console: console).output
        == "Added #1  2026-11-15  💴 収入  ¥280,000\n")
    #expect(console.written.contains("  Paid to   ↑↓ move"))
    #expect(console.written.contains("            > the receiver's alone"))
    #expect(try stored() == [["1", "280000", "健太", "household"]])
  }

  @Test func editOpensOnTheEntrysPayerAndSplitAndChangesOnlyWhatIsPicked() throws {
    _ = harness.run(
      "add", "3000", "-c", "生活費", "-m", "日用品", "--paid-by", "健太", "--split", "美咲=1,健太=2")
    // Through every field as it opens: nothing changes.
    let unchanged = ScriptedTerminal(keys: [.enter, .enter, .enter, .enter, .enter, .enter, .enter])
    #expect(
      harness.run("edit", "1", console: unchanged).output
        == "Unchanged #1  2026-11-15  🏠 生活費  ¥3,000  日用品\n")
    #expect(unchanged.written.contains("            > 健太"))
    #expect(unchanged.written.contains("            > 美咲  [1]"))
    // Paid by me now, and the household's split.
    let changed = ScriptedTerminal(keys: [
      .enter, .enter, .enter, .enter, .up, .enter, .character("1"), .enter,
    ])
    #expect(
      harness.run("edit", "1", console: changed).output
        == "Updated #1: paid by 健太 → 美咲, split 美咲=1,健太=2 → household\n")
    #expect(try stored() == [["1", "3000", "美咲", "household"]])
  }

  @Test func aDumbTerminalAsksThemAsLines() throws {
    let console = ScriptedTerminal(lines: ["4800", "映画", "3", "", "", "健太", "4", "美咲=1,健太=3"])
    #expect(
      harness.run("add", environment: ["TERM": "dumb"], console: console).output
        == "Added #1  2026-11-15  [G] 娯楽費  ¥4,800  映画\n")
    #expect(
      console.written.hasSuffix(
        """
        Paid by:
          1) 美咲
          2) 健太
        Number or name [1]: Split:
          1) the household's split (美咲=1,健太=1)
          2) 美咲 alone
          3) 健太 alone
          4) by weights
        Number, a name or weights such as 美咲=1,健太=2 [1]: Weights [美咲=1,健太=1]: 
        """))
    #expect(try stored() == [["1", "4800", "健太", "美咲=1,健太=3"]])
  }

  @Test func aHouseholdOfOneIsNotAsked() throws {
    let alone = try Harness()
    _ = alone.run("config", "set", "me", "美咲")
    let console = ScriptedTerminal(keys: toThePayer)
    #expect(
      alone.run("add", console: console).output
        == "Added #1  2026-11-15  🎮 娯楽費  ¥4,800  映画\n")
    #expect(!console.written.contains("Paid by") && !console.written.contains("Split"))
    let lines = ScriptedTerminal(lines: ["4800", "映画", "3", "", ""])
    #expect(alone.run("add", environment: ["TERM": "dumb"], console: lines).status == .success)
    #expect(lines.written.hasSuffix("Date [2026-11-15]: "))
  }
}
