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
