import KakeiboCore
import Messages
import Testing
import Wording

@testable import TerminalUI

@Suite struct PickerViewsTests {
  func sub(_ name: String) throws -> Subcategory {
    try #require(try Subcategory(validating: name))
  }

  func field(
    _ current: CategoryPick? = nil, kind: EntryKind = .expense,
    subcategories: [Category?: [Subcategory]]? = nil
  ) throws -> CategoryPickerField {
    let inUse =
      try subcategories ?? [
        .livingCost: [sub("食費"), sub("日用品")], .leisure: [sub("外食")], nil: [sub("給与")],
      ]
    return CategoryPickerField(
      CategoryPickerState(kind: kind, current: current, subcategories: inUse))
  }

  func lines(_ field: CategoryPickerField, indent: Int = 0, width: Int = 80) -> [String] {
    PickerViews.categoryPickerLines(field, indent: indent, width: width, appearance: Appearance())
      .lines
  }

  @Test func theCategoryPickerShowsBothColumnsUnderFixedLabels() throws {
    var picker = try field(CategoryPick(category: .livingCost, subcategory: sub("日用品")))
    #expect(
      lines(picker) == [
        " [カテゴリ]                           内訳",
        "> 1  🏠 生活費  living                食費",
        "  2  💼 経費    expenses, business  * 日用品",
        "  3  🎮 娯楽費  leisure, fun          (なし)",
      ])
    // → makes the 内訳 column active: its label in brackets, its selection marked >.
    picker.handle(.right)
    #expect(
      lines(picker, indent: 4) == [
        "      カテゴリ                           [内訳]",
        "    * 1  🏠 生活費  living                食費",
        "      2  💼 経費    expenses, business  > 日用品",
        "      3  🎮 娯楽費  leisure, fun          (なし)",
      ])
    // A category with fewer 内訳 than categories leaves their lines without one.
    picker.handle(.left)
    picker.handle(.up)
    #expect(
      lines(picker) == [
        " [カテゴリ]                           内訳",
        "  1  🏠 生活費  living                外食",
        "  2  💼 経費    expenses, business  * (なし)",
        "> 3  🎮 娯楽費  leisure, fun",
      ])
    #expect(
      PickerViews.categoryPickerLines(picker, indent: 0, width: 80, appearance: Appearance())
        .cursor == nil)
  }

  @Test func aNewSubcategoryBeingTypedHoldsTheCursor() throws {
    var picker = try field()
    picker.handle(.right)
    for character in "交際" { picker.handle(.character(character)) }
    let drawn = PickerViews.categoryPickerLines(
      picker, indent: 12, width: 80, appearance: Appearance())
    #expect(
      drawn.lines == [
        "              カテゴリ                           [内訳]",
        "            * 1  🏠 生活費  living                食費",
        "              2  💼 経費    expenses, business    日用品",
        "              3  🎮 娯楽費  leisure, fun          (なし)",
        "                                                > 交際 (new)",
      ])
    #expect(drawn.cursor == Frame.Position(row: 4, column: 12 + 34 + 2 + 2 + 4))
    // Home: the cursor goes to the name's start; ↑ leaves the row, and the cursor is hidden.
    picker.handle(.home)
    #expect(
      PickerViews.categoryPickerLines(picker, indent: 12, width: 80, appearance: Appearance())
        .cursor == Frame.Position(row: 4, column: 50))
    picker.handle(.up)
    let left = PickerViews.categoryPickerLines(
      picker, indent: 12, width: 80, appearance: Appearance())
    #expect(left.lines[3] == "              3  🎮 娯楽費  leisure, fun        > (なし)")
    #expect(left.lines[4] == "                                                  交際 (new)")
    #expect(left.cursor == nil)
  }

  @Test func narrowTerminalsDropTheAliasesAndCutTheSubcategories() throws {
    let picker = try field(
      CategoryPick(category: .livingCost, subcategory: sub("水道・光熱費・通信費")),
      subcategories: [.livingCost: [sub("水道・光熱費・通信費")]])
    #expect(
      PickerViews.categoryPickerLines(
        picker, indent: 2, width: 36, appearance: Appearance(glyphs: .ascii)
      ).lines == [
        "   [カテゴリ]        内訳",
        "  > 1  [H] 生活費  * 水道・光熱費…",
        "    2  [B] 経費      (なし)",
        "    3  [G] 娯楽費",
      ])
    // Every line fits, the last column left free.
    for width in [20, 36, 50] {
      for line in lines(picker, indent: 2, width: width) {
        #expect(DisplayWidth.of(line) <= width - 1, "\(width): \(line)")
      }
    }
  }

  @Test func theActiveSelectionIsInverseAndItsLabelBoldOnlyWithColour() throws {
    let colour = Appearance(style: TextStyle(isColorEnabled: true))
    let drawn = PickerViews.categoryPickerLines(
      try field(CategoryPick(category: .expenses)), indent: 1, width: 80, appearance: colour)
    #expect(
      drawn.lines[0]
        == "  [\u{1B}[1mカテゴリ\u{1B}[0m]                           \u{1B}[2m内訳\u{1B}[0m")
    #expect(drawn.lines[1] == "   1  🏠 生活費  living              * (なし)")
    #expect(drawn.lines[2] == " \u{1B}[7m> 2  💼 経費    expenses, business\u{1B}[0m")
  }

  @Test func aLongSubcategoryColumnScrollsToItsSelection() throws {
    let names = try (1...12).map { try sub("内訳\($0)") }
    var picker = try field(subcategories: [.livingCost: names])
    picker.handle(.right)
    // (なし), the 13th row, is selected: the last eight rows show, and the label says where.
    #expect(
      lines(picker) == [
        "  カテゴリ                           [内訳] 13/13",
        "* 1  🏠 生活費  living                内訳6",
        "  2  💼 経費    expenses, business    内訳7",
        "  3  🎮 娯楽費  leisure, fun          内訳8",
        "                                      内訳9",
        "                                      内訳10",
        "                                      内訳11",
        "                                      内訳12",
        "                                    > (なし)",
      ])
    picker.handle(.down)
    picker.handle(.down)
    #expect(lines(picker)[0].hasSuffix("[内訳] 2/13"))
    #expect(lines(picker)[1].hasSuffix("  内訳1"))
    #expect(lines(picker)[2].hasSuffix("> 内訳2"))
    // A column that fits shows no count.
    #expect(lines(try field()).first?.hasSuffix("内訳") == true)
  }

  @Test func namesFromTheLedgerAndTypedNamesAreEscaped() throws {
    // A right-to-left mark is allowed in a 内訳, and would reorder what the terminal draws.
    var picker = try field(subcategories: [.livingCost: [sub("a\u{200F}b")]])
    #expect(lines(picker)[1].hasSuffix("  a\\u{200F}b"))
    picker.handle(.right)
    for character in "x\u{202E}y" { picker.handle(.character(character)) }
    let drawn = PickerViews.categoryPickerLines(
      picker, indent: 0, width: 80, appearance: Appearance())
    #expect(drawn.lines[3].hasSuffix("leisure, fun        > x\\u{202E}y (new)"))
    #expect(drawn.cursor == Frame.Position(row: 3, column: 38 + 10))
  }

  @Test func anIncomesPickerOffersIncomeAlone() throws {
    let picker = try field(CategoryPick(category: nil, subcategory: sub("給与")), kind: .income)
    #expect(
      lines(picker) == [
        "  カテゴリ     [内訳]",
        "* 1  💴 収入  > 給与",
        "                (なし)",
      ])
    #expect(
      PickerViews.categoryPickerNote(picker.state, language: .english)
        == ("←→ column · ↑↓ move · type a new 内訳 · Enter done · Esc cancel", false))
  }

  @Test func theNoteIsTheActiveColumnsKeysOrWhyDoneWasRefused() throws {
    var picker = try field()
    #expect(
      PickerViews.categoryPickerNote(picker.state, language: .english)
        == ("←→ column · ↑↓ move · 1-3 or a name · Enter done · Esc cancel", false))
    picker.handle(.right)
    for character in String(repeating: "長", count: 41) { picker.handle(.character(character)) }
    #expect(picker.handle(.enter) == nil)
    #expect(
      PickerViews.categoryPickerNote(picker.state, language: .english)
        == (
          "! 内訳 \"\(String(repeating: "長", count: 41))\": is 41 characters long; a 内訳 holds "
            + "at most 40 characters", true
        ))
  }

  @Test func theDateNoteSaysWhereFocusWentWhenAValueMovedItOn() throws {
    let today = try #require(LedgerDate(iso: "2026-11-15"))
    var state = DatePickerState(date: today, today: today, column: .year)
    #expect(PickerViews.dateNote(state, language: .english) == (PickerText.dateHint.english, false))
    for digit in [2, 0, 2, 5] { state.handle(.digit(digit)) }
    #expect(PickerViews.dateLine(state, appearance: Appearance()) == " 2025 年 [11]月  15 日  (土)")
    #expect(
      PickerViews.dateNote(state, language: .english) == (
        "年 2025: now on 月 · ← back · Enter done", false
      ))
    state.handle(.digit(3))
    #expect(
      PickerViews.dateNote(state, language: .english) == (
        "月 03: now on 日 · ← back · Enter done", false
      ))
    state.handle(.increment)
    #expect(PickerViews.dateNote(state, language: .english) == (PickerText.dateHint.english, false))
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
    #expect(PickerViews.missingDigits(state, language: .english) == nil)
    state.handle(.done)
    #expect(
      PickerViews.missingDigits(state, language: .english)
        == "a year has 4 digits: type 2 more digits (Backspace corrects)")
    state.handle(.digit(0))
    #expect(PickerViews.missingDigits(state, language: .english) == nil)
    state.handle(.digit(8))
    state.handle(.decrement)
    #expect(PickerViews.dateLine(state, appearance: plain) == " 2008 年 [10]月  02 日  (木)")
    #expect(
      PickerViews.dateLine(state, appearance: Appearance(style: TextStyle(isColorEnabled: true)))
        == " 2008 年 [\u{1B}[7m10\u{1B}[0m]月  02 日  (木)")
    state.handle(.digit(0))
    state.handle(.nextColumn)
    #expect(
      PickerViews.missingDigits(state, language: .english)
        == "the month needs 1 more digit: 01 to 12 (Backspace corrects)")
  }
}
