import Testing
import Wording

@testable import TerminalUI

@Suite struct DisplayWidthTests {
  @Test(arguments: [
    ("abc", 3), ("生活費", 6), ("スーパー", 8), ("ｽｰﾊﾟｰ", 5), ("１２００", 8), ("¥1,200", 6),
    ("🏠", 2), ("🏠 生活費", 9), ("☕️", 2), ("e\u{301}", 1), ("한국", 4), ("", 0), ("、。", 4),
    ("\u{200B}", 0), ("[H]", 3),
    // Kana, ideographs and ASCII are counted scalar by scalar; a mark or selector joined to
    // one of them is counted by its character, as before.
    ("スーパー 2個", 12), ("か\u{3099}", 2), ("a\u{3099}", 1), ("葛\u{E0100}", 2),
    ("ｽｰﾊﾟｰ", 5), ("スーパー\u{301}", 8), ("家\u{200D}族", 4),
  ])
  func countsTerminalColumns(text: String, width: Int) {
    #expect(DisplayWidth.of(text) == width)
  }

  @Test func padsByDisplayWidth() {
    #expect(DisplayWidth.pad("経費", to: 6, alignment: .left) == "経費  ")
    #expect(DisplayWidth.pad("¥1,200", to: 8, alignment: .right) == "  ¥1,200")
    #expect(DisplayWidth.pad("toolong", to: 3, alignment: .left) == "toolong")
  }

  @Test func truncatesWithAnEllipsisWithinTheWidth() {
    #expect(DisplayWidth.truncate("スーパーマーケット", to: 9) == "スーパー…")
    #expect(DisplayWidth.of(DisplayWidth.truncate("スーパーマーケット", to: 9)) == 9)
    #expect(DisplayWidth.truncate("スーパー", to: 8) == "スーパー")
    #expect(DisplayWidth.truncate("abcdef", to: 4) == "abc…")
    #expect(DisplayWidth.truncate("abc", to: 0) == "")
  }
}

@Suite struct TableTests {
  @Test func alignsJapaneseAndASCIIByDisplayWidth() {
    let table = Table(
      columns: [.init("ID", .right), .init("Category"), .init("Amount", .right), .init("Memo")],
      rows: [
        ["1", "🏠 生活費", "¥1,200", "スーパー"],
        ["12", "💼 経費", "¥12,000", "USB hub"],
        ["3", "🎮 娯楽費", "¥800", ""],
      ],
      footer: [["", "Total", "¥14,000", ""]])
    #expect(
      table.render() == [
        "ID  Category    Amount  Memo",
        " 1  🏠 生活費   ¥1,200  スーパー",
        "12  💼 経費    ¥12,000  USB hub",
        " 3  🎮 娯楽費     ¥800",
        "--------------------------------",
        "    Total      ¥14,000",
      ])
  }

  @Test func everyLineOfAColumnStartsAtTheSameDisplayColumn() {
    let names = ["生活費", "経費", "娯楽費", "food", "ｶﾌｪ"]
    let table = Table(columns: [.init("Name"), .init("X")], rows: names.map { [$0, "x"] })
    let columns = table.render().dropFirst().map { line in DisplayWidth.of(String(line.dropLast()))
    }
    #expect(Set(columns).count == 1)
  }

  /// A ledger another client wrote can hold anything: a cell never prints a control character
  /// raw, and the columns line up with the escapes as they are shown.
  @Test func cellsShowControlCharactersAsEscapes() {
    let table = Table(
      columns: [.init("What"), .init("X")],
      rows: [["\u{1B}[31mred\u{1B}[0m", "x"], ["a\nb\tc\u{202E}", "y"], ["\u{200F}ok", "z"]])
    #expect(
      table.render() == [
        "What             X",
        "\\e[31mred\\e[0m   x",
        "a\\nb\\tc\\u{202E}  y",
        "\\u{200F}ok       z",
      ])
    #expect(Table.width(of: "\u{1B}[2J") == 5)
  }

  @Test func boldsHeaderAndFooterOnlyWithColour() {
    let table = Table(columns: [.init("A")], rows: [["x"]], footer: [["t"]])
    #expect(
      table.render(style: TextStyle(isColorEnabled: true)) == [
        "\u{1B}[1mA\u{1B}[0m", "x", "-", "\u{1B}[1mt\u{1B}[0m",
      ])
    #expect(table.render(style: .plain) == ["A", "x", "-", "t"])
  }
}
