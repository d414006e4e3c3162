import Messages
import Testing

@testable import KakeiboCore

@Suite struct PickerTests {
  @Test func opensOnTheFirstRowWithoutACurrentValue() {
    let picker = Category.picker()
    #expect(picker.selectedRow == 0)
    #expect(picker.selection == .livingCost)
    #expect(picker.titles == ["生活費", "経費", "娯楽費"])
    #expect(picker.isOpen)
  }

  @Test func opensOnTheCurrentValue() {
    #expect(Category.picker(current: .leisure).selectedRow == 2)
    #expect(Picker(options: Category.allCases, selectingMatch: "business").selectedRow == 1)
  }

  @Test func opensOnTheFirstRowForAnUnknownValue() {
    #expect(Picker(options: Category.allCases, selectingMatch: "groceries").selectedRow == 0)
    #expect(Picker(options: Category.allCases, selectingMatch: nil).selectedRow == 0)
    #expect(Picker(options: [Category.expenses], selecting: .leisure).selectedRow == 0)
  }

  @Test func movesWithWrapAround() {
    var picker = Category.picker()
    picker.handle(.moveUp)
    #expect(picker.selection == .leisure)
    picker.handle(.moveDown)
    #expect(picker.selection == .livingCost)
    picker.handle(.moveDown)
    picker.handle(.moveDown)
    #expect(picker.selection == .leisure)
    picker.handle(.moveDown)
    #expect(picker.selection == .livingCost)
  }

  @Test func selectsByNumberAndPrefix() {
    var picker = Category.picker()
    picker.handle(.selectNumber(3))
    #expect(picker.selection == .leisure)
    picker.handle(.selectNumber(4))
    #expect(picker.selection == .leisure)
    picker.handle(.selectNumber(0))
    #expect(picker.selection == .leisure)
    picker.handle(.jump(prefix: "bus"))
    #expect(picker.selection == .expenses)
    picker.handle(.jump(prefix: "生"))
    #expect(picker.selection == .livingCost)
    picker.handle(.jump(prefix: "f"))
    #expect(picker.selection == .leisure)
    picker.handle(.jump(prefix: "zzz"))
    #expect(picker.selection == .leisure)
  }

  @Test func doneReturnsTheSelectionAndClosesThePicker() {
    var picker = Category.picker(current: .expenses)
    #expect(picker.handle(.moveDown) == nil)
    #expect(picker.handle(.done) == .picked(.leisure))
    #expect(!picker.isOpen)
    #expect(picker.handle(.moveUp) == .picked(.leisure))
    #expect(picker.selection == .leisure)
  }

  @Test func cancelClosesWithoutAChoice() {
    var picker = Category.picker()
    #expect(picker.handle(.cancel) == .cancelled)
    #expect(picker.handle(.done) == .cancelled)
  }

  @Test func matchingIsExactNotPrefix() {
    let picker = Category.picker()
    #expect(picker.row(matching: "fun") == 2)
    #expect(picker.row(matching: "fu") == nil)
    #expect(picker.row(matching: "  ") == nil)
    #expect(picker.row(withPrefix: "") == nil)
  }
}

// MARK: - Category | 内訳 picker

private func sub(_ name: String) throws -> Subcategory {
  try #require(try Subcategory(validating: name))
}

@Suite struct CategoryPickerTests {
  let inUse: [Category?: [Subcategory]]

  init() throws {
    inUse = [
      .livingCost: [try sub("食費"), try sub("日用品")],
      .leisure: [try sub("外食"), try sub("食費")],
      nil: [try sub("給与"), try sub("賞与")],
    ]
  }

  @Test func opensOnTheFirstCategoryAndNoSubcategoryWithoutACurrentValue() throws {
    let picker = CategoryPickerState(subcategories: inUse)
    #expect(picker.categories.titles == ["生活費", "経費", "娯楽費"])
    #expect(picker.category == .livingCost)
    #expect(picker.column == .category)
    #expect(picker.subcategoryRows == [.existing(try sub("食費")), .existing(try sub("日用品")), .none])
    #expect(picker.subcategorySelection == .none)
    #expect(picker.selectedSubcategoryRow == 2)
    #expect(picker.isOpen)
  }

  @Test func opensOnTheCurrentValues() throws {
    let picker = CategoryPickerState(
      current: CategoryPick(category: .leisure, subcategory: try sub("食費")), subcategories: inUse)
    #expect(picker.category == .leisure)
    #expect(picker.subcategorySelection == .existing(try sub("食費")))
    #expect(picker.selectedSubcategoryRow == 1)
    // A category without 内訳 in use lists (なし) alone.
    let business = CategoryPickerState(current: CategoryPick(category: .expenses))
    #expect(business.subcategoryRows == [.none])
  }

  @Test func aCurrentSubcategoryNotInUseOpensAsTheNewOneTyped() throws {
    let picker = CategoryPickerState(
      current: CategoryPick(category: .expenses, subcategory: try sub("交通費")),
      subcategories: inUse)
    #expect(picker.newName == "交通費")
    #expect(picker.subcategoryRows == [.none, .new("交通費")])
    #expect(picker.subcategorySelection == .new("交通費"))
    var done = picker
    #expect(
      done.handle(.done) == .picked(CategoryPick(category: .expenses, subcategory: try sub("交通費"))))
  }

  @Test func leftAndRightSwitchColumnsAndArrowsMoveInTheActiveOne() throws {
    var picker = CategoryPickerState(subcategories: inUse)
    picker.handle(.nextColumn)
    #expect(picker.column == .subcategory)
    picker.handle(.moveDown)
    #expect(picker.subcategorySelection == .existing(try sub("食費")))
    picker.handle(.moveDown)
    #expect(picker.subcategorySelection == .existing(try sub("日用品")))
    picker.handle(.moveUp)
    picker.handle(.moveUp)
    #expect(picker.subcategorySelection == .none)
    #expect(picker.category == .livingCost)
    picker.handle(.previousColumn)
    #expect(picker.column == .category)
    picker.handle(.moveUp)
    #expect(picker.category == .leisure)
    picker.handle(.previousColumn)
    #expect(picker.column == .subcategory)
    picker.handle(.nextColumn)
    picker.handle(.moveDown)
    #expect(picker.category == .livingCost)
  }

  @Test func anotherCategoryKeepsTheSubcategoryWhenItHasOneOfTheSameName() throws {
    var picker = CategoryPickerState(
      current: CategoryPick(category: .livingCost, subcategory: try sub("食費")),
      subcategories: inUse)
    // 娯楽費 has a 食費 too: it stays selected.
    picker.handle(.selectNumber(3))
    #expect(picker.category == .leisure)
    #expect(picker.subcategoryRows == [.existing(try sub("外食")), .existing(try sub("食費")), .none])
    #expect(picker.subcategorySelection == .existing(try sub("食費")))
    // 経費 has none: (なし), and back in 生活費 it stays (なし).
    picker.handle(.moveUp)
    #expect(picker.category == .expenses)
    #expect(picker.subcategorySelection == .none)
    picker.handle(.moveUp)
    #expect(picker.subcategorySelection == .none)
    #expect(
      picker.handle(.done) == .picked(CategoryPick(category: .livingCost, subcategory: nil)))
  }

  @Test func numbersAndPrefixesSelectInTheCategoryColumn() throws {
    var picker = CategoryPickerState(subcategories: inUse)
    picker.handle(.selectNumber(2))
    #expect(picker.category == .expenses)
    picker.handle(.selectNumber(4))
    #expect(picker.category == .expenses)
    picker.handle(.jump(prefix: "fu"))
    #expect(picker.category == .leisure)
    picker.handle(.jump(prefix: "zzz"))
    #expect(picker.category == .leisure)
    // In the 内訳 column a number selects a 内訳 row (as a dumb terminal's prompt takes it).
    picker.handle(.nextColumn)
    picker.handle(.selectNumber(1))
    #expect(picker.subcategorySelection == .existing(try sub("外食")))
    picker.handle(.selectNumber(3))
    #expect(picker.subcategorySelection == .none)
    picker.handle(.selectNumber(4))
    #expect(picker.subcategorySelection == .none)
  }

  @Test func aTypedNameIsANewSubcategoryThatDoneCreates() throws {
    var picker = CategoryPickerState(subcategories: inUse)
    picker.handle(.setNewName("交際"))
    #expect(picker.column == .subcategory)
    #expect(picker.newName == "交際")
    #expect(
      picker.subcategoryRows == [
        .existing(try sub("食費")), .existing(try sub("日用品")), .none, .new("交際"),
      ])
    #expect(picker.subcategorySelection == .new("交際"))
    #expect(picker.selectedSubcategoryRow == 3)
    // ↑ leaves the new row, which stays listed; ↓ comes back to it.
    picker.handle(.moveUp)
    #expect(picker.subcategorySelection == .none)
    picker.handle(.moveDown)
    #expect(picker.subcategorySelection == .new("交際"))
    picker.handle(.moveDown)
    #expect(picker.subcategorySelection == .existing(try sub("食費")))
    picker.handle(.setNewName(" 交際費 "))
    #expect(
      picker.handle(.done)
        == .picked(CategoryPick(category: .livingCost, subcategory: try sub("交際費"))))
  }

  @Test func aTypedNameOfASubcategoryInUseSelectsItInsteadOfATwin() throws {
    var picker = CategoryPickerState(subcategories: inUse)
    picker.handle(.moveDown)
    picker.handle(.nextColumn)
    picker.handle(.moveDown)
    #expect(picker.category == .expenses)
    // Full width and letter case aside, as names are compared.
    picker.handle(.setNewName("食"))
    #expect(picker.subcategorySelection == .new("食"))
    picker.handle(.previousColumn)
    picker.handle(.moveUp)
    #expect(picker.category == .livingCost)
    // The name being typed stays selected, wherever it goes.
    #expect(picker.subcategorySelection == .new("食"))
    picker.handle(.setNewName("食費"))
    #expect(picker.subcategoryRows.count == 3)
    #expect(picker.subcategorySelection == .existing(try sub("食費")))
    picker.handle(.setNewName("(なし)"))
    #expect(picker.subcategorySelection == .none)
    var mixed = CategoryPickerState(
      subcategories: [.expenses: [try sub("Amazon")]])
    mixed.handle(.moveDown)
    mixed.handle(.setNewName("ａｍａｚｏｎ"))
    #expect(mixed.subcategorySelection == .existing(try sub("Amazon")))
    #expect(
      mixed.handle(.done)
        == .picked(CategoryPick(category: .expenses, subcategory: try sub("Amazon"))))
  }

  @Test func erasingTheNameGoesBackToTheRowChosenBefore() throws {
    var picker = CategoryPickerState(
      current: CategoryPick(category: .livingCost, subcategory: try sub("日用品")),
      subcategories: inUse)
    picker.handle(.setNewName("x"))
    #expect(picker.subcategorySelection == .new("x"))
    picker.handle(.setNewName(""))
    #expect(picker.subcategorySelection == .existing(try sub("日用品")))
    picker.handle(.setNewName("  "))
    #expect(picker.subcategorySelection == .existing(try sub("日用品")))
    #expect(picker.subcategoryRows.count == 3)
  }

  @Test func aNameThatCannotBeASubcategoryIsRefusedAndThePickerStaysOpen() throws {
    var picker = CategoryPickerState(subcategories: inUse)
    let long = String(repeating: "あ", count: 41)
    picker.handle(.setNewName(long))
    #expect(picker.handle(.done) == nil)
    #expect(picker.isOpen)
    #expect(
      picker.problem.map(ScreenProblem.named)?.english
        == "内訳 \"\(long)\": is 41 characters long; a 内訳 holds at most 40 characters")
    picker.handle(.setNewName("a\u{202E}b"))
    picker.handle(.done)
    #expect(
      picker.problem.map(ScreenProblem.named)?.english
        == "内訳 \"a\\u{202E}b\": contains the control character U+202E; a 内訳 is one line of "
        + "printable text, up to 40 characters")
    // The next action clears the problem.
    picker.handle(.setNewName("ab"))
    #expect(picker.problem == nil)
    #expect(
      picker.handle(.done)
        == .picked(CategoryPick(category: .livingCost, subcategory: try sub("ab"))))
  }

  @Test func anIncomeOffersIncomeAloneAndOpensOnItsSubcategories() throws {
    var picker = CategoryPickerState(
      kind: .income, current: CategoryPick(category: nil, subcategory: try sub("賞与")),
      subcategories: inUse)
    #expect(picker.categories.titles == ["収入"])
    #expect(picker.categories.selection.icon == .banknoteFill)
    #expect(picker.column == .subcategory)
    #expect(picker.subcategoryRows == [.existing(try sub("給与")), .existing(try sub("賞与")), .none])
    #expect(picker.subcategorySelection == .existing(try sub("賞与")))
    picker.handle(.previousColumn)
    picker.handle(.moveDown)
    picker.handle(.jump(prefix: "生活"))
    #expect(picker.category == nil)
    #expect(picker.subcategorySelection == .existing(try sub("賞与")))
    picker.handle(.nextColumn)
    picker.handle(.moveUp)
    let picked = picker.handle(.done)
    #expect(picked == .picked(CategoryPick(category: nil, subcategory: try sub("給与"))))
    if case .picked(let pick)? = picked { #expect(pick.kind == .income) }
    // An expense's picker never offers income.
    #expect(
      !CategoryPickerState(subcategories: inUse).categories.options.contains(.income))
  }

  @Test func cancelClosesWithoutAChoiceAndAClosedPickerIgnoresActions() throws {
    var picker = CategoryPickerState(subcategories: inUse)
    #expect(picker.handle(.cancel) == .cancelled)
    #expect(picker.handle(.done) == .cancelled)
    #expect(!picker.isOpen)
    var done = CategoryPickerState()
    #expect(done.handle(.done) == .picked(CategoryPick(category: .livingCost)))
    #expect(done.handle(.moveDown) == .picked(CategoryPick(category: .livingCost)))
    #expect(done.category == .livingCost)
  }
}
