import Testing

@testable import KakeiboCore
@testable import TerminalUI

private let today = LedgerDate(validYear: 2026, month: 11, day: 15)
private let november = YearMonth(validYear: 2026, month: 11)

private func entry(_ id: Int64, _ day: Int, _ amount: Int64, _ category: Category, _ memo: String)
  -> Entry
{
  Entry(
    id: id, date: LedgerDate(validYear: 2026, month: 11, day: day), amount: Yen(amount),
    category: category, memo: Memo(validated: memo))
}

private let entries = [
  entry(4, 2, 980, .livingCost, "ドラッグストア"), entry(3, 28, 12000, .expenses, "USB hub"),
  entry(2, 29, 3500, .leisure, "映画"),
]

private func draw(_ screen: inout BrowseScreen, columns: Int = 80, rows: Int = 12) -> Frame {
  let size = TerminalSize(columns: columns, rows: rows)
  screen.scroll(
    bodyHeight: BrowseView.bodyHeight(for: size),
    overlayHeight: screen.overlayHeight(appearance: Appearance(), width: columns))
  return BrowseView.frame(screen, size: size, appearance: Appearance())
}

@Suite struct BrowseTests {
  let rule = String(repeating: "-", count: 79)
  let footer = "  🏠 生活費 ¥980   💼 経費 ¥12,000   🎮 娯楽費 ¥3,500   Total ¥16,480"
  let hint = "↑↓ move · Enter category · d date · e edit · x delete · ←→ month · q quit"

  @Test func showsTheMonthWithTheFirstRowSelectedAndTotalsBelow() {
    var screen = BrowseScreen(month: november, entries: entries, today: today)
    #expect(
      draw(&screen)
        == Frame(lines: [
          "kakeibo browse  2026-11  3 entries",
          "  Date        Category    Amount  Memo",
          "> 2026-11-02  🏠 生活費     ¥980  ドラッグストア",
          "  2026-11-28  💼 経費    ¥12,000  USB hub",
          "  2026-11-29  🎮 娯楽費   ¥3,500  映画",
          "", "", "",
          rule, footer, "", hint,
        ]))
  }

  @Test func theCategoryPickerOpensUnderTheRowOnItsCategoryAndSavesOnDone() {
    var screen = BrowseScreen(month: november, entries: entries, today: today)
    #expect(screen.handle(.down) == nil)
    #expect(screen.handle(.enter) == nil)
    #expect(
      Array(draw(&screen).lines[2...7]) == [
        "  2026-11-02  🏠 生活費     ¥980  ドラッグストア",
        "> 2026-11-28  💼 経費    ¥12,000  USB hub",
        "                1  🏠 生活費  living",
        "              > 2  💼 経費    expenses, business",
        "                3  🎮 娯楽費  leisure, fun",
        "  2026-11-29  🎮 娯楽費   ¥3,500  映画",
      ])
    #expect(screen.handle(.down) == nil)
    #expect(screen.handle(.enter) == .update(id: 3, EntryChanges(category: .leisure)))
    #expect(screen.overlay == nil)

    var saved = entries
    saved[1].category = .leisure
    screen.show(saved, of: november, selecting: 3)
    screen.status = "Saved #3: category 💼 経費 → 🎮 娯楽費"
    let frame = draw(&screen)
    #expect(frame.lines[3] == "> 2026-11-28  🎮 娯楽費  ¥12,000  USB hub")
    #expect(frame.lines[9] == "  🏠 生活費 ¥980   💼 経費 ¥0   🎮 娯楽費 ¥15,500   Total ¥16,480")
    #expect(frame.lines[10] == "Saved #3: category 💼 経費 → 🎮 娯楽費")
  }

  @Test func pickingTheSameCategoryOrCancellingChangesNothing() {
    var screen = BrowseScreen(month: november, entries: entries, today: today)
    _ = screen.handle(.enter)
    #expect(screen.handle(.enter) == nil)
    _ = screen.handle(.enter)
    #expect(screen.handle(.escape) == nil)
    #expect(screen.overlay == nil)
    _ = screen.handle(.enter)
    #expect(screen.handle(.interrupt) == .interrupt)
  }

  @Test func dateFormAndDelete() {
    var screen = BrowseScreen(month: november, entries: entries, today: today)
    _ = screen.handle(.character("d"))
    #expect(
      Array(draw(&screen).lines[2...4]) == [
        "> 2026-11-02  🏠 生活費     ¥980  ドラッグストア",
        "   2026 年  11 月 [02]日  (月)",
        "  ←→ column · ↑↓ change · 0-9 type · t today · Enter done",
      ])
    _ = screen.handle(.up)
    #expect(
      screen.handle(.enter)
        == .update(id: 4, EntryChanges(date: LedgerDate(validYear: 2026, month: 11, day: 3))))

    _ = screen.handle(.character("e"))
    let form = draw(&screen)
    #expect(
      Array(form.lines[2...5]) == [
        "> 2026-11-02  🏠 生活費     ¥980  ドラッグストア",
        "  Edit #4",
        "    Amount    980",
        "              Enter next · Esc cancel",
      ])
    #expect(form.cursor == Frame.Position(row: 4, column: 17))
    _ = screen.handle(.character("0"))
    for _ in 1...3 { _ = screen.handle(.enter) }
    #expect(
      screen.handle(.enter)
        == .update(
          id: 4,
          EntryChanges(
            date: LedgerDate(validYear: 2026, month: 11, day: 2), amount: Yen(9800),
            category: .livingCost, memo: Memo(validated: "ドラッグストア"))))

    _ = screen.handle(.character("x"))
    #expect(
      draw(&screen).lines[3]
        == "  Delete #4  2026-11-02  🏠 生活費  ¥980?  y: delete · any other key: keep")
    #expect(screen.handle(.character("n")) == nil)
    _ = screen.handle(.character("x"))
    #expect(screen.handle(.character("y")) == .delete(id: 4))
  }

  @Test func monthsQuitAndAnEmptyMonth() {
    var screen = BrowseScreen(month: november, entries: entries, today: today)
    #expect(screen.handle(.left) == .showMonth(YearMonth(validYear: 2026, month: 10)))
    #expect(screen.handle(.right) == .showMonth(YearMonth(validYear: 2026, month: 12)))
    #expect(screen.handle(.character("t")) == .showMonth(november))
    #expect(screen.handle(.character("q")) == .quit)
    #expect(screen.handle(.escape) == .quit)
    #expect(screen.handle(.interrupt) == .interrupt)

    screen.show([], of: YearMonth(validYear: 2026, month: 12))
    #expect(screen.handle(.enter) == nil)
    #expect(screen.handle(.character("x")) == nil)
    #expect(screen.overlay == nil)
    #expect(
      Array(draw(&screen).lines[0...2]) == [
        "kakeibo browse  2026-12  0 entries", "  Date        Category   Amount  Memo",
        "  No entries in 2026-12.",
      ])
  }

  @Test func aPaydayMonthShowsItsDatesAndTodayIsInNextMonth() throws {
    let payday = try #require(MonthStart(day: 25))
    let december = YearMonth(validYear: 2026, month: 12)
    var screen = BrowseScreen(
      month: december, entries: [], today: LedgerDate(validYear: 2026, month: 11, day: 27),
      monthStart: payday)
    #expect(screen.dates.first.description == "2026-11-25")
    #expect(screen.dates.last.description == "2026-12-24")
    #expect(screen.handle(.character("t")) == .showMonth(december))
    #expect(
      draw(&screen).lines[0] == "kakeibo browse  2026-12 (2026-11-25 to 2026-12-24)  0 entries")
  }

  @Test func scrollsToKeepTheRowAndItsPickerInView() {
    let many = (1...20).map { entry(Int64($0), $0, Int64($0) * 100, .livingCost, "#\($0)") }
    var screen = BrowseScreen(month: november, entries: many, today: today)
    for _ in 1...7 { _ = screen.handle(.down) }
    var frame = draw(&screen, rows: 11)
    #expect(screen.topRow == 3)
    #expect(frame.lines[2].hasPrefix("  2026-11-04"))
    #expect(frame.lines[6].hasPrefix("> 2026-11-08"))

    _ = screen.handle(.enter)
    frame = draw(&screen, rows: 11)
    #expect(screen.topRow == 6)
    #expect(
      Array(frame.lines[2...6]).map { String($0.prefix(16)) } == [
        "  2026-11-07  🏠 ", "> 2026-11-08  🏠 ", "              > ", "                ",
        "                ",
      ])

    _ = screen.handle(.escape)
    _ = screen.handle(.home)
    frame = draw(&screen, rows: 11)
    #expect(screen.topRow == 0)
    _ = screen.handle(.end)
    _ = screen.handle(.character("e"))
    frame = draw(&screen, rows: 8)
    #expect(frame.lines[2].hasPrefix("> 2026-11-20"))
    #expect(frame.lines[3] == "  Edit #20")
  }
}
