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
    bodyHeight: BrowseView.bodyHeight(for: size, screen, appearance: Appearance()),
    overlayHeight: screen.overlayHeight(appearance: Appearance(), width: columns))
  return BrowseView.frame(screen, size: size, appearance: Appearance())
}

@Suite struct BrowseTests {
  let rule = String(repeating: "-", count: 79)
  let footer = "  🏠 生活費 ¥980   💼 経費 ¥12,000   🎮 娯楽費 ¥3,500   Total ¥16,480"
  let hint = "↑↓ move · Enter category · a add · / filter · u undo · r redo · ? keys · q quit"

  @Test func showsTheMonthWithTheFirstRowSelectedAndTotalsBelow() {
    var screen = BrowseScreen(month: november, entries: entries, today: today)
    #expect(
      draw(&screen)
        == Frame(lines: [
          "kakeibo browse  2026-11  3 entries",
          "  ID  Date        Category    Amount  Memo",
          ">  4  2026-11-02  🏠 生活費     ¥980  ドラッグストア",
          "   3  2026-11-28  💼 経費    ¥12,000  USB hub",
          "   2  2026-11-29  🎮 娯楽費   ¥3,500  映画",
          "", "", "",
          rule, footer, "", hint,
        ]))
  }

  @Test func theCategoryPickerOpensUnderTheRowOnItsCategoryAndSavesOnDone() {
    var screen = BrowseScreen(month: november, entries: entries, today: today)
    #expect(screen.handle(.down) == nil)
    #expect(screen.handle(.enter) == nil)
    #expect(
      Array(draw(&screen, rows: 14).lines[2...9]) == [
        "   4  2026-11-02  🏠 生活費     ¥980  ドラッグストア",
        ">  3  2026-11-28  💼 経費    ¥12,000  USB hub",
        "                   [カテゴリ]                           内訳",
        "                    1  🏠 生活費  living              * (なし)",
        "                  > 2  💼 経費    expenses, business",
        "                    3  🎮 娯楽費  leisure, fun",
        "                  ←→ column · ↑↓ move · 1-3 or a name · Enter done · Esc cancel",
        "   2  2026-11-29  🎮 娯楽費   ¥3,500  映画",
      ])
    #expect(screen.handle(.down) == nil)
    #expect(screen.handle(.enter) == .update(id: 3, EntryChanges(category: .leisure)))
    #expect(screen.overlay == nil)

    var saved = entries
    saved[1].category = .leisure
    screen.show(saved, of: november, selecting: 3)
    screen.status = "Saved #3: category 💼 経費 → 🎮 娯楽費"
    let frame = draw(&screen)
    #expect(frame.lines[3] == ">  3  2026-11-28  🎮 娯楽費  ¥12,000  USB hub")
    #expect(frame.lines[9] == "  🏠 生活費 ¥980   💼 経費 ¥0   🎮 娯楽費 ¥15,500   Total ¥16,480")
    #expect(frame.lines[10] == "Saved #3: category 💼 経費 → 🎮 娯楽費")
  }

  @Test func theRowsSubcategoryChangesInThePicker() throws {
    let food = try #require(try Subcategory(validating: "食費"))
    let daily = try #require(try Subcategory(validating: "日用品"))
    var rows = entries
    rows[0].subcategory = food
    var screen = BrowseScreen(
      month: november, entries: rows, today: today,
      suggestions: CategorySuggestions(subcategories: { [.livingCost: [food, daily]] }))
    // The table shows the 内訳 beside the category.
    #expect(
      Array(draw(&screen).lines[1...2]) == [
        "  ID  Date        Category           Amount  Memo",
        ">  4  2026-11-02  🏠 生活費 › 食費     ¥980  ドラッグストア",
      ])
    // The picker opens on the row's category and 内訳; → ↓ Enter picks 日用品.
    _ = screen.handle(.enter)
    #expect(
      Array(draw(&screen, rows: 14).lines[3...7]) == [
        "                   [カテゴリ]                           内訳",
        "                  > 1  🏠 生活費  living              * 食費",
        "                    2  💼 経費    expenses, business    日用品",
        "                    3  🎮 娯楽費  leisure, fun          (なし)",
        "                  ←→ column · ↑↓ move · 1-3 or a name · Enter done · Esc cancel",
      ])
    for key: Key in [.right, .down] { #expect(screen.handle(key) == nil) }
    #expect(screen.handle(.enter) == .update(id: 4, EntryChanges(subcategory: .some(daily))))

    // A new 内訳 typed, with the category changed too.
    _ = screen.handle(.enter)
    for key: Key in [.up, .right] + "交際費".map(Key.character) { _ = screen.handle(key) }
    let typing = draw(&screen, rows: 14)
    #expect(typing.lines[5] == "                    2  💼 経費    expenses, business  > 交際費 (new)")
    #expect(typing.cursor == Frame.Position(row: 5, column: 18 + 34 + 2 + 2 + 6))
    #expect(
      screen.handle(.enter)
        == .update(
          id: 4,
          EntryChanges(
            category: .leisure,
            subcategory: .some(try #require(try Subcategory(validating: "交際費"))))))
    // A refused name says why under the picker, which stays open.
    _ = screen.handle(.enter)
    _ = screen.handle(.right)
    for _ in 1...41 { _ = screen.handle(.character("x")) }
    #expect(screen.handle(.enter) == nil)
    #expect(
      draw(&screen, rows: 14).lines[8]
        == "                  ! 内訳 \"xxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxx\": is 41 ch…")
    // (なし) clears it; the same values change nothing.
    _ = screen.handle(.escape)
    _ = screen.handle(.enter)
    for key: Key in [.right, .up] { _ = screen.handle(key) }
    #expect(screen.handle(.enter) == .update(id: 4, EntryChanges(subcategory: .some(nil))))
    _ = screen.handle(.enter)
    #expect(screen.handle(.enter) == nil)
  }

  @Test func anIncomesRowOffersIncomeAloneAndARefundStaysOne() throws {
    let salary = try #require(try Subcategory(validating: "給与"))
    let bonus = try #require(try Subcategory(validating: "賞与"))
    let income = Entry(
      id: 7, date: LedgerDate(validYear: 2026, month: 11, day: 25), amount: Yen(280_000),
      kind: .income, category: nil, subcategory: salary, memo: .empty)
    let refund = entry(8, 26, -300, .livingCost, "返品")
    var screen = BrowseScreen(
      month: november, entries: [income, refund], today: today,
      suggestions: CategorySuggestions(subcategories: { [nil: [salary, bonus]] }))
    #expect(draw(&screen).lines[2] == ">  7  2026-11-25  💴 収入 › 給与  ¥280,000")
    _ = screen.handle(.enter)
    #expect(
      Array(draw(&screen, rows: 14).lines[3...7]) == [
        "                    カテゴリ     [内訳]",
        "                  * 1  💴 収入  > 給与",
        "                                  賞与",
        "                                  (なし)",
        "                  ←→ column · ↑↓ move · type a new 内訳 · Enter done · Esc can…",
      ])
    // An income's category cannot change: only its 内訳.
    for key: Key in [.left, .down, .character("生"), .right, .down] { _ = screen.handle(key) }
    #expect(screen.handle(.enter) == .update(id: 7, EntryChanges(subcategory: .some(bonus))))

    // The form of a refund shows the amount's size, which the refund keeps.
    _ = screen.handle(.down)
    _ = screen.handle(.character("e"))
    #expect(draw(&screen, rows: 14).lines[5] == "    Amount    300")
    for _ in 1...3 { _ = screen.handle(.enter) }
    #expect(
      screen.handle(.enter)
        == .update(
          id: 8,
          EntryChanges(
            date: LedgerDate(validYear: 2026, month: 11, day: 26), amount: Yen(300),
            category: .livingCost, subcategory: .some(nil), memo: Memo(validated: "返品"))))
  }

  @Test func longSubcategoriesAreCutToLeaveTheMemoRoomAndNamesAreEscaped() throws {
    var rows = entries
    rows[0].subcategory = try Subcategory(validating: "水道・光熱費・通信費・インターネット")
    rows[1].subcategory = try Subcategory(validating: "a\u{200F}b")
    var screen = BrowseScreen(month: november, entries: rows, today: today)
    #expect(
      Array(draw(&screen).lines[1...3]) == [
        "  ID  Date        Category                                   Amount  Memo",
        ">  4  2026-11-02  🏠 生活費 › 水道・光熱費・通信費・イン…      ¥980  ドラッグ…",
        "   3  2026-11-28  💼 経費 › a\\u{200F}b                      ¥12,000  USB hub",
      ])
    // Narrower, the 内訳 gives way before the memo's ten columns do; a category's name never.
    #expect(
      Array(draw(&screen, columns: 50).lines[1...3]) == [
        "  ID  Date        Category     Amount  Memo",
        ">  4  2026-11-02  🏠 生活費…     ¥980  ドラッグ…",
        "   3  2026-11-28  💼 経費 ›…  ¥12,000  USB hub",
      ])
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
        ">  4  2026-11-02  🏠 生活費     ¥980  ドラッグストア",
        "       2026 年  11 月 [02]日  (月)",
        "      ←→ column · ↑↓ change · 0-9 · t today · Enter done · Esc cancel",
      ])
    _ = screen.handle(.up)
    #expect(
      screen.handle(.enter)
        == .update(id: 4, EntryChanges(date: LedgerDate(validYear: 2026, month: 11, day: 3))))

    _ = screen.handle(.character("e"))
    let form = draw(&screen)
    #expect(
      Array(form.lines[2...5]) == [
        ">  4  2026-11-02  🏠 生活費     ¥980  ドラッグストア",
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
            category: .livingCost, subcategory: .some(nil), memo: Memo(validated: "ドラッグストア"))))

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
    // Esc never quits: only q and Ctrl-C do.
    #expect(screen.handle(.escape) == nil)
    #expect(screen.handle(.endOfInput) == nil)
    #expect(screen.handle(.interrupt) == .interrupt)

    screen.show([], of: YearMonth(validYear: 2026, month: 12))
    #expect(screen.handle(.enter) == nil)
    #expect(screen.handle(.character("x")) == nil)
    #expect(screen.overlay == nil)
    #expect(
      Array(draw(&screen).lines[0...2]) == [
        "kakeibo browse  2026-12  0 entries", "  ID  Date        Category   Amount  Memo",
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
    // It opens on today's row, the 15th.
    #expect(screen.selectedEntry?.id == 15)
    _ = screen.handle(.home)
    for _ in 1...7 { _ = screen.handle(.down) }
    var frame = draw(&screen, rows: 11)
    #expect(screen.topRow == 3)
    #expect(frame.lines[2].hasPrefix("   4  2026-11-04"))
    #expect(frame.lines[6].hasPrefix(">  8  2026-11-08"))

    _ = screen.handle(.enter)
    frame = draw(&screen, rows: 13)
    #expect(screen.topRow == 6)
    #expect(
      Array(frame.lines[2...8]).map { String($0.prefix(16)) } == [
        "   7  2026-11-07", ">  8  2026-11-08", "                ", "                ",
        "                ", "                ", "                ",
      ])
    // When the row and its picker do not both fit, the row wins.
    frame = draw(&screen, rows: 11)
    #expect(screen.topRow == 7)
    #expect(frame.lines[2].hasPrefix(">  8  2026-11-08"))

    _ = screen.handle(.escape)
    _ = screen.handle(.home)
    frame = draw(&screen, rows: 11)
    #expect(screen.topRow == 0)
    _ = screen.handle(.end)
    _ = screen.handle(.character("e"))
    frame = draw(&screen, rows: 8)
    #expect(frame.lines[2].hasPrefix("> 20  2026-11-20"))
    #expect(frame.lines[3] == "  Edit #20")
  }

  @Test func opensOnTodaysRowOrTheLastBeforeIt() {
    let month = [
      entry(1, 2, 100, .livingCost, "a"), entry(2, 15, 200, .livingCost, "b"),
      entry(3, 15, 300, .leisure, "c"), entry(4, 28, 400, .expenses, "d"),
    ]
    #expect(BrowseScreen(month: november, entries: month, today: today).selectedEntry?.id == 3)
    let before = [entry(1, 2, 100, .livingCost, "a"), entry(4, 28, 400, .expenses, "d")]
    #expect(BrowseScreen(month: november, entries: before, today: today).selectedEntry?.id == 1)
    let after = [entry(4, 28, 400, .expenses, "d"), entry(5, 29, 400, .expenses, "e")]
    #expect(BrowseScreen(month: november, entries: after, today: today).selectedEntry?.id == 4)
    // Another month opens on its first row; coming back to this one, on today's again.
    let october = YearMonth(validYear: 2026, month: 10)
    var screen = BrowseScreen(month: october, entries: month, today: today)
    #expect(screen.selectedEntry?.id == 1)
    screen.show(month, of: november)
    #expect(screen.selectedEntry?.id == 3)
  }

  @Test func theTotalsWrapOntoTwoLinesWhenNarrow() {
    var screen = BrowseScreen(month: november, entries: entries, today: today)
    let frame = draw(&screen, columns: 60, rows: 12)
    #expect(
      Array(frame.lines.suffix(5)) == [
        String(repeating: "-", count: 59),
        "  🏠 生活費 ¥980   💼 経費 ¥12,000   🎮 娯楽費 ¥3,500",
        "  Total ¥16,480",
        "",
        "↑↓ move · Enter category · a add · / filter · u undo · r r…",
      ])
    #expect(frame.lines.count == 12)
    // The body gives up the line the totals took.
    #expect(
      BrowseView.bodyHeight(for: .init(columns: 60, rows: 12), screen, appearance: .init()) == 5)
    #expect(
      BrowseView.bodyHeight(for: .init(columns: 80, rows: 12), screen, appearance: .init()) == 6)
  }

  @Test func aAddsAnEntryThroughTheForm() throws {
    var screen = BrowseScreen(
      month: november, entries: entries, today: today,
      suggestions: CategorySuggestions(classForMemo: { _ in CategoryPick(category: .leisure) }))
    _ = screen.handle(.character("a"))
    let frame = draw(&screen)
    #expect(
      Array(frame.lines[2...5]) == [
        ">  4  2026-11-02  🏠 生活費     ¥980  ドラッグストア",
        "  New expense",
        "    Amount    ",
        "              Enter next · Esc cancel",
      ])
    #expect(frame.cursor == Frame.Position(row: 4, column: 14))
    // The new entry is dated as the selected row: 2026-11-02, not today nor the 1st.
    for key: Key in [.character("8"), .character("0"), .character("0"), .enter]
      + "映画".map({
        .character($0)
      }) + [.enter]
    {
      #expect(screen.handle(key) == nil)
    }
    // The picker opens on the category the memo had before.
    #expect(screen.handle(.enter) == nil)
    #expect(
      screen.handle(.enter)
        == .add(
          EntryDraft(
            date: LedgerDate(validYear: 2026, month: 11, day: 2), amount: Yen(800),
            category: .leisure, memo: try Memo("映画"))))
    #expect(screen.overlay == nil)

    // In an empty month the form opens under its one line, dated on the month's first day.
    var empty = BrowseScreen(
      month: YearMonth(validYear: 2026, month: 12), entries: [], today: today)
    _ = empty.handle(.character("a"))
    let lines = draw(&empty).lines
    #expect(lines[2...4] == ["  No entries in 2026-12.", "  New expense", "    Amount    "])
    #expect(empty.handle(.escape) == nil)
    #expect(empty.overlay == nil)
    _ = empty.handle(.character("a"))
    for key: Key in [.character("5"), .enter, .enter, .enter] { _ = empty.handle(key) }
    #expect(
      empty.handle(.enter)
        == .add(
          EntryDraft(
            date: LedgerDate(validYear: 2026, month: 12, day: 1), amount: Yen(5),
            category: .livingCost)))
  }

  @Test func uUndoesTheLastChange() {
    var screen = BrowseScreen(month: november, entries: entries, today: today)
    #expect(screen.handle(.character("u")) == .undo)
    screen.show(Array(entries.dropLast()), of: november)
    screen.status = "Undid change 3: add #2"
    #expect(draw(&screen).lines[10] == "Undid change 3: add #2")
  }

  @Test func slashFindsWhatSearchFinds() throws {
    let found = [
      Entry(
        id: 7, date: LedgerDate(validYear: 2026, month: 11, day: 3), amount: Yen(540),
        category: .livingCost, subcategory: try #require(try Subcategory(validating: "食費")),
        memo: Memo(validated: "セブンイレブン")),
      Entry(
        id: 8, date: LedgerDate(validYear: 2026, month: 11, day: 4), amount: Yen(1490),
        category: .leisure, memo: Memo(validated: "Ｎｅｔｆｌｉｘ")),
    ]
    var screen = BrowseScreen(month: november, entries: entries + found, today: today)
    _ = screen.handle(.character("/"))
    // Half-width katakana find full-width; a 内訳 is searched as the memo is.
    for (typed, ids): (String, [Int64]) in [
      ("ｾﾌﾞﾝ", [7]), ("食", [7]), ("NETFLIX", [8]), ("ブン食", []),
    ] {
      while screen.filter?.text.isEmpty == false { _ = screen.handle(.backspace) }
      for character in typed { _ = screen.handle(.character(character)) }
      #expect(screen.entries.map(\.id) == ids, "/\(typed)")
    }
  }

  @Test func slashFiltersTheRowsByMemoAsYouType() {
    var screen = BrowseScreen(month: november, entries: entries, today: today)
    _ = screen.handle(.down)
    _ = screen.handle(.character("/"))
    var frame = draw(&screen)
    #expect(frame.lines[11] == "/   Enter keep · Esc clear · ↑↓ move")
    #expect(frame.cursor == Frame.Position(row: 11, column: 1))
    // Letter case and full width aside: ｕｓｂ finds USB.
    for character in "ｕｓｂ" { #expect(screen.handle(.character(character)) == nil) }
    frame = draw(&screen)
    #expect(
      Array(frame.lines[0...3]) == [
        "kakeibo browse  2026-11  1 of 3 entries matching /ｕｓｂ",
        "  ID  Date        Category    Amount  Memo",
        ">  3  2026-11-28  💼 経費    ¥12,000  USB hub",
        "",
      ])
    #expect(frame.lines[9] == "  🏠 生活費 ¥0   💼 経費 ¥12,000   🎮 娯楽費 ¥0   Total ¥12,000")
    #expect(frame.lines[11] == "/ｕｓｂ   Enter keep · Esc clear · ↑↓ move")
    #expect(frame.cursor == Frame.Position(row: 11, column: 7))
    // Enter keeps the filter and gives the keys back to the table.
    _ = screen.handle(.enter)
    #expect(screen.filter?.isTyping == false)
    #expect(draw(&screen).lines[11] == hint)
    #expect(screen.handle(.character("q")) == .quit)
    // Esc clears it, the row staying selected; another Esc does nothing.
    _ = screen.handle(.escape)
    #expect(screen.filter == nil)
    #expect(screen.entries.count == 3)
    #expect(screen.selectedEntry?.id == 3)
    #expect(screen.handle(.escape) == nil)
    // Esc while typing clears it too; a filter that matches nothing says so.
    _ = screen.handle(.character("/"))
    _ = screen.handle(.character("x"))
    _ = screen.handle(.character("y"))
    #expect(draw(&screen).lines[2] == "  No entries in 2026-11 match /xy.")
    _ = screen.handle(.escape)
    #expect(screen.entries.count == 3)
  }

  @Test func theFooterShowsTheIncomeAndTheBalanceWhenTheMonthHasIncome() throws {
    let salary = Entry(
      id: 7, date: LedgerDate(validYear: 2026, month: 11, day: 25), amount: Yen(280_000),
      kind: .income, category: nil, subcategory: nil, memo: .empty)
    var screen = BrowseScreen(month: november, entries: entries + [salary], today: today)
    #expect(
      Array(draw(&screen).lines.suffix(4)) == [
        footer, "  💴 収入 ¥280,000   収支 +¥263,520", "", hint,
      ])
    // More spent than received: the balance is negative, with the minus sign.
    let small = Entry(
      id: 9, date: LedgerDate(validYear: 2026, month: 11, day: 25), amount: Yen(1000),
      kind: .income, category: nil, subcategory: nil, memo: .empty)
    var short = BrowseScreen(month: november, entries: entries + [small], today: today)
    #expect(draw(&short).lines.suffix(3).first == "  💴 収入 ¥1,000   収支 −¥15,480")
    // Without income, no such line.
    var plain = BrowseScreen(month: november, entries: entries, today: today)
    #expect(!draw(&plain).lines.contains { $0.contains("収支") })
  }

  @Test func rRedoesAndTheDatePickerOpensUnderTheRowsDate() {
    var screen = BrowseScreen(month: november, entries: entries, today: today)
    #expect(screen.handle(.character("u")) == .undo)
    #expect(screen.handle(.character("r")) == .redo)
    _ = screen.handle(.character("d"))
    let lines = draw(&screen).lines
    #expect(lines[1] == "  ID  Date        Category    Amount  Memo")
    #expect(lines[3] == "       2026 年  11 月 [02]日  (月)")
  }

  @Test func questionMarkShowsTheKeysUntilAnyKey() {
    var screen = BrowseScreen(month: november, entries: entries, today: today)
    _ = screen.handle(.character("?"))
    // It fits the 13 rows of a 19-line terminal, in place of the table and its header.
    let frame = draw(&screen, rows: 19)
    #expect(
      Array(frame.lines[1...14]) == [
        "  Keys",
        "  ↑ ↓  k j   select a row (PgUp PgDn Home End)",
        "  Enter      change the row's category and 内訳",
        "  d          change the row's date",
        "  e          edit the whole row",
        "  x          delete the row (asks y/n)",
        "  a          add an entry, dated as the row",
        "  u          undo the last change",
        "  r          redo what u undid",
        "  /          filter by memo or 内訳 as you type (Enter keeps, Esc clears)",
        "  ← →  h l   the previous or the next month",
        "  t          this month",
        "  ?          these keys",
        "  q  Ctrl-C  quit",
      ])
    #expect(frame.lines.last == "Any key closes this help.")
    #expect(screen.handle(.character("q")) == nil)
    #expect(screen.overlay == nil)
    #expect(screen.handle(.character("q")) == .quit)
  }
}
