import Testing

@testable import KakeiboCore
@testable import Messages
@testable import TerminalUI

/// Issue 23: browse shows who paid each entry in a column of its own, only when the household
/// has more than one person; with one person its screen is as before.
@Suite struct BrowsePayerTests {
  let november = YearMonth(validYear: 2026, month: 11)
  let today = LedgerDate(validYear: 2026, month: 11, day: 15)
  let misaki = Person(stored: "misaki")
  let kenta = Person(stored: "kenta")

  func entries() -> [Entry] {
    var paidByKenta = Entry(
      id: 3, date: LedgerDate(validYear: 2026, month: 11, day: 28), amount: Yen(12000),
      category: .expenses, memo: Memo(validated: "USB hub"))
    paidByKenta.paidBy = kenta
    return [
      Entry(
        id: 4, date: LedgerDate(validYear: 2026, month: 11, day: 2), amount: Yen(980),
        category: .livingCost, memo: Memo(validated: "ドラッグストア")),
      paidByKenta,
    ]
  }

  func draw(_ screen: inout BrowseScreen, _ appearance: Appearance) -> [String] {
    let size = TerminalSize(columns: 80, rows: 9)
    screen.scroll(
      bodyHeight: BrowseView.bodyHeight(for: size, screen, appearance: appearance),
      overlayHeight: screen.overlayHeight(appearance: appearance, width: 80))
    return Array(BrowseView.frame(screen, size: size, appearance: appearance).lines.prefix(4))
  }

  @Test func aHouseholdOfTwoHasAPayerColumnInBothLanguages() {
    var screen = BrowseScreen(month: november, entries: entries(), today: today)
    screen.household = Household(
      people: [misaki, kenta], me: misaki, displayNames: [misaki: "美咲", kenta: "健太"])
    #expect(
      draw(&screen, Appearance()) == [
        "kakeibo browse  2026-11  2 entries",
        "  ID  Date        Category    Amount  Paid by  Memo",
        ">  4  2026-11-02  🏠 生活費     ¥980  美咲     ドラッグストア",
        "   3  2026-11-28  💼 経費    ¥12,000  健太     USB hub",
      ])
    #expect(
      draw(&screen, Appearance(language: .japanese)).dropFirst() == [
        "  ID  日付        区分          金額  支払った人  メモ",
        ">  4  2026-11-02  🏠 生活費     ¥980  美咲        ドラッグストア",
        "   3  2026-11-28  💼 経費    ¥12,000  健太        USB hub",
      ])
  }

  @Test func aHouseholdOfOneHasNone() {
    var screen = BrowseScreen(month: november, entries: entries(), today: today)
    screen.household = Household(people: [misaki], me: misaki)
    #expect(
      draw(&screen, Appearance()).dropFirst() == [
        "  ID  Date        Category    Amount  Memo",
        ">  4  2026-11-02  🏠 生活費     ¥980  ドラッグストア",
        "   3  2026-11-28  💼 経費    ¥12,000  USB hub",
      ])
  }

  /// `a` and `e` open the form, which in a household of two asks who paid and the split: a new
  /// entry takes them, an edit changes only what was picked anew.
  @Test func addAndEditAskWhoPaidAndTheSplit() {
    var screen = BrowseScreen(month: november, entries: entries(), today: today)
    screen.household = Household(
      people: [misaki, kenta], me: misaki, displayNames: [misaki: "美咲", kenta: "健太"])
    #expect(screen.handle(.character("a")) == nil)
    var command: BrowseScreen.Command?
    let keys: [Key] =
      [.character("7"), .enter, .enter, .enter, .enter, .down, .enter, .character("2"), .enter]
    for key in keys { command = screen.handle(key) }
    var draft = EntryDraft(
      date: LedgerDate(validYear: 2026, month: 11, day: 2), amount: Yen(7), category: .livingCost)
    draft.paidBy = kenta
    draft.split = .alone(misaki)
    #expect(command == .add(draft))

    // Entry 3, paid by 健太 with the household's split: through the form unchanged, then paid
    // by 美咲 for 健太 alone.
    #expect(screen.handle(.down) == nil)
    #expect(screen.handle(.character("e")) == nil)
    for key in [Key.enter, .enter, .enter, .enter, .enter] { command = screen.handle(key) }
    #expect(command == nil)
    let form = BrowseView.overlayLines(screen, width: 80, appearance: Appearance()).lines
    #expect(
      form.contains { $0.hasSuffix("  > the household's split (美咲=1,健太=1)") }, "\(form)")
    command = screen.handle(.enter)
    let date = LedgerDate(validYear: 2026, month: 11, day: 28)
    #expect(
      command
        == .update(
          id: 3,
          EntryChanges(
            date: date, amount: Yen(12000), category: .expenses, subcategory: .some(nil),
            memo: Memo(validated: "USB hub"))))
    #expect(screen.handle(.character("e")) == nil)
    for key in [Key.enter, .enter, .enter, .enter, .up, .enter, .character("3")] {
      command = screen.handle(key)
    }
    #expect(
      screen.handle(.enter)
        == .update(
          id: 3,
          EntryChanges(
            date: date, amount: Yen(12000), category: .expenses, subcategory: .some(nil),
            memo: Memo(validated: "USB hub"), paidBy: misaki, split: .some(.alone(kenta)))))
  }
}
