import Testing

@testable import TerminalUI

/// Replays keys into an editor; returns it.
private func edit(_ text: String = "", _ keys: [Key]) -> LineEditor {
  var editor = LineEditor(text: text)
  for key in keys { _ = editor.handle(key) }
  return editor
}

private func typed(_ text: String) -> [Key] { text.map { .character($0) } }

@Suite struct LineEditorTests {
  @Test func theCursorMovesAndTypingGoesWhereItIs() {
    let editor = edit("スーパー", [.left, .left] + typed("マ") + [.home] + typed("@") + [.end])
    #expect(editor.text == "@スーマパー")
    #expect(editor.beforeCursor == "@スーマパー")
    let moved = edit("1200", [.home, .right, .character(","), .control("e"), .control("a")])
    #expect(moved.text == "1,200")
    #expect(moved.beforeCursor == "")
    // ← at the start and → at the end stay where they are.
    #expect(edit("ab", [.home, .left, .left]).afterCursor == "ab")
    #expect(edit("ab", [.right, .right]).beforeCursor == "ab")
    #expect(edit("ab", [.control("b"), .control("f"), .control("b")]).afterCursor == "b")
  }

  @Test func backspaceAndDeleteWorkAtTheCursor() {
    #expect(edit("映画館", [.left, .backspace]).text == "映館")
    #expect(edit("映画館", [.left, .left, .delete]).text == "映館")
    #expect(edit("映画館", [.delete]).text == "映画館")
    #expect(edit("映画館", [.home, .backspace]).text == "映画館")
  }

  @Test func ctrlWDeletesAWordCtrlKTheRestAndCtrlUTheLine() {
    #expect(edit("USB hub  ", [.control("w")]).text == "USB ")
    #expect(
      edit("USB hub cable", [.left, .left, .left, .left, .left, .control("w")]).text == "USB cable")
    #expect(edit("USB hub", [.home, .right, .right, .right, .control("k")]).text == "USB")
    let cleared = edit("USB hub", [.left, .control("u")])
    #expect(cleared.text == "")
    #expect(cleared.afterCursor == "")
  }

  @Test func enterSubmitsTheWholeLineWhereverTheCursorIs() {
    var editor = LineEditor(text: "1,200")
    _ = editor.handle(.home)
    #expect(editor.handle(.enter) == "1,200")
  }

  @Test func aCombiningMarkJoinsTheCharacterBeforeTheCursor() {
    // が typed as か and a combining voiced sound mark, in the middle of the line.
    let editor = edit("かき", [.left, .character("\u{3099}")])
    #expect(editor.text == "か\u{3099}き")
    #expect(editor.beforeCursor.count == 1)
    #expect(edit("かき", [.left, .character("\u{3099}"), .backspace]).text == "き")
  }

  @Test func aLongLineShowsThePartAroundTheCursor() {
    let editor = LineEditor(text: "0123456789")
    #expect(editor.visible(width: 11) == ("0123456789", 10))
    #expect(editor.visible(width: 8) == ("…456789", 7))
    let start = edit("0123456789", [.home])
    #expect(start.visible(width: 8) == ("0123456…", 0))
    let middle = edit(
      "0123456789", [.home, .right, .right, .right, .right, .right, .right, .right])
    #expect(middle.visible(width: 6) == ("…3456…", 5))
    // Wide characters count two columns.
    #expect(LineEditor(text: "映画館で映画").visible(width: 8) == ("…で映画", 7))
  }
}
