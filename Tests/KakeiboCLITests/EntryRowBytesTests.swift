import KakeiboCore
import TerminalUI
import Testing
import Wording

@testable import KakeiboCLI

/// `list`'s rows written as bytes are the very lines `Table.line` makes of the cells
/// `EntryRendering.writeTable` gives it.
@Suite struct EntryRowBytesTests {
  let table = Table(columns: [
    .init("ID", .right), .init("Date"), .init("Category"), .init("Amount", .right), .init("Memo"),
  ])

  /// The line as `writeTable` makes it without the fast path, newline included.
  func slowLine(_ entry: Entry, widths: [Int], glyphs: GlyphStyle) -> String {
    table.line(
      [
        String(entry.id), entry.date.description, Table.cell(entry.label(glyphs)),
        entry.amount.description, Table.cell(entry.memo.text),
      ], widths: widths) + "\n"
  }

  func entries() throws -> [Entry] {
    let dates = [(2026, 11, 30), (999, 1, 2), (9999, 12, 31)].compactMap {
      LedgerDate(year: $0.0, month: $0.1, day: $0.2)
    }
    #expect(dates.count == 3)
    let memos = [
      "", "スーパー", "Netflix 月額", "trailing  ", "  ", "食費 ランチ 2人", "abc\u{301}", "🍣",
      "ＡＢＣ", "tab\there",
    ]
    let amounts: [Int64] = [0, 1, 999, 1000, 1_234_567, -1, -1000, Int64.max, -Int64.max]
    let ids: [Int64] = [1, 9, 10, 12_345, Int64.max]
    var made: [Entry] = []
    for (index, amount) in amounts.enumerated() {
      for (position, memo) in memos.enumerated() {
        let kind: EntryKind = (index + position) % 4 == 0 ? .income : .expense
        let draft = EntryDraft(
          date: dates[(index + position) % dates.count], amount: Yen(amount), kind: kind,
          category: Category.allCases[position % Category.allCases.count],
          subcategory: position % 3 == 0 ? Subcategory(stored: "食費") : nil,
          memo: Memo(stored: memo))
        made.append(Entry(id: ids[(index * 7 + position) % ids.count], draft))
      }
    }
    return made
  }

  @Test func aRowAsBytesIsTheLineTableMakes() throws {
    for glyphs in [GlyphStyle.unicode, .ascii] {
      for widths in [[1, 10, 1, 1, 0], [20, 12, 18, 28, 4]] {
        var writer = EntryRowBytes(glyphs: glyphs)
        var written = 0
        for entry in try entries() {
          let output = BufferedOutput()
          guard
            let memoWidth = try writer.write(entry, widths: widths, memoWidth: nil, to: output)
          else {
            // Only a memo of other characters is left to the slow path.
            #expect(DisplayWidth.ofSimple(entry.memo.text) == nil)
            continue
          }
          written += 1
          #expect(output.text == slowLine(entry, widths: widths, glyphs: glyphs))
          #expect(memoWidth == DisplayWidth.of(Table.cell(entry.memo.text)))
        }
        #expect(written > 0)
      }
    }
  }

  @Test func aMemoWiderThanTheRoomIsLeftToTheSlowPath() throws {
    var writer = EntryRowBytes(glyphs: .unicode)
    let entry = Entry(
      id: 1,
      EntryDraft(
        date: try #require(LedgerDate(year: 2026, month: 11, day: 1)), amount: Yen(100),
        category: .livingCost, memo: Memo(stored: "スーパーマーケット")))
    let output = BufferedOutput()
    #expect(try writer.write(entry, widths: [1, 10, 5, 4, 0], memoWidth: 10, to: output) == nil)
    #expect(output.text.isEmpty)
    #expect(try writer.write(entry, widths: [1, 10, 5, 4, 0], memoWidth: 18, to: output) == 18)
  }
}
