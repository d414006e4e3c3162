import Testing

@testable import TerminalUI

@Suite struct FramePainterTests {
  @Test func inlineFramesRedrawInPlace() {
    let first = FramePainter.inline(Frame(lines: ["a", "b", "c"]), replacingFrameWithCursorAt: 0)
    #expect(first.text == "\r\u{1B}[Ja\r\nb\r\nc\u{1B}[?25l")
    #expect(first.cursorRow == 2)
    let second = FramePainter.inline(
      Frame(lines: ["x", "yy"], cursor: .init(row: 0, column: 5)),
      replacingFrameWithCursorAt: first.cursorRow)
    #expect(second.text == "\r\u{1B}[2A\u{1B}[Jx\r\nyy\u{1B}[1A\r\u{1B}[5C\u{1B}[?25h")
    #expect(second.cursorRow == 0)
    #expect(FramePainter.clearInline(cursorRow: 0) == "\r\u{1B}[J")
  }

  @Test func fullScreenFramesStartAtTheTopLeft() {
    #expect(
      FramePainter.fullScreen(Frame(lines: ["a", "b"]))
        == "\u{1B}[Ha\u{1B}[K\r\nb\u{1B}[K\u{1B}[J\u{1B}[?25l")
    #expect(
      FramePainter.fullScreen(Frame(lines: ["a"], cursor: .init(row: 0, column: 3)))
        == "\u{1B}[Ha\u{1B}[K\u{1B}[J\u{1B}[1;4H\u{1B}[?25h")
  }
}
