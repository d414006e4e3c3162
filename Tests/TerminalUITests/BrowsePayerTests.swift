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
}
