import KakeiboCore
import Testing

@testable import TerminalUI

@Suite struct PickerViewsTests {
  @Test func categoryPickerLines() {
    var picker = Category.picker()
    #expect(
      PickerViews.categoryLines(picker, indent: 0, width: 80, appearance: Appearance()) == [
        "> 1  🏠 生活費  living",
        "  2  💼 経費    expenses, business",
        "  3  🎮 娯楽費  leisure, fun",
      ])
    picker.handle(.moveUp)
    #expect(
      PickerViews.categoryLines(
        picker, indent: 4, width: 80, appearance: Appearance(glyphs: .ascii)) == [
          "      1  [H] 生活費  living",
          "      2  [B] 経費    expenses, business",
          "    > 3  [G] 娯楽費  leisure, fun",
        ])
  }

  @Test func categoryPickerLinesFitTheWidth() {
    #expect(
      PickerViews.categoryLines(Category.picker(), indent: 2, width: 22, appearance: Appearance())
        == ["  > 1  🏠 生活費  li…", "    2  💼 経費    ex…", "    3  🎮 娯楽費  le…"])
  }

  @Test func theSelectedRowIsInverseOnlyWithColour() {
    let lines = PickerViews.categoryLines(
      Category.picker(current: .expenses), indent: 1, width: 80,
      appearance: Appearance(style: TextStyle(isColorEnabled: true)))
    #expect(lines[1] == " \u{1B}[7m> 2  💼 経費    expenses, business\u{1B}[0m")
    #expect(lines[0] == "   1  🏠 生活費  living")
  }

  @Test func dateLineKeepsItsLabelsInPlace() throws {
    let today = try #require(LedgerDate(iso: "2026-11-15"))
    var state = DatePickerState(date: today, today: today)
    let plain = Appearance()
    #expect(PickerViews.dateLine(state, appearance: plain) == " 2026 年  11 月 [15]日  (日)")
    state.handle(.digit(2))
    // While a value is being typed the date is not known: no weekday.
    #expect(PickerViews.dateLine(state, appearance: plain) == " 2026 年  11 月 [2_]日")
    state.handle(.previousColumn)
    state.handle(.previousColumn)
    #expect(PickerViews.dateLine(state, appearance: plain) == "[2026]年  11 月  02 日  (月)")
    state.handle(.digit(2))
    state.handle(.digit(0))
    #expect(PickerViews.dateLine(state, appearance: plain) == "[20__]年  11 月  02 日")
    #expect(PickerViews.missingDigits(state) == nil)
    state.handle(.done)
    #expect(
      PickerViews.missingDigits(state)
        == "a year has 4 digits: type 2 more digits (Backspace corrects)")
    state.handle(.digit(0))
    #expect(PickerViews.missingDigits(state) == nil)
    state.handle(.digit(8))
    state.handle(.decrement)
    #expect(PickerViews.dateLine(state, appearance: plain) == " 2008 年 [10]月  02 日  (木)")
    #expect(
      PickerViews.dateLine(state, appearance: Appearance(style: TextStyle(isColorEnabled: true)))
        == " 2008 年 [\u{1B}[7m10\u{1B}[0m]月  02 日  (木)")
    state.handle(.digit(0))
    state.handle(.nextColumn)
    #expect(
      PickerViews.missingDigits(state)
        == "the month needs 1 more digit: 01 to 12 (Backspace corrects)")
  }
}
