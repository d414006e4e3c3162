/// What a screen shows at one moment: lines of text that already fit the terminal's width, and
/// where the cursor stands (nil hides it).
public struct Frame: Equatable, Sendable {
  /// A cell on the frame: a row of `lines` and a column counted in display width.
  public struct Position: Equatable, Sendable {
    public var row: Int
    public var column: Int

    public init(row: Int, column: Int) {
      self.row = row
      self.column = column
    }
  }

  public var lines: [String]
  public var cursor: Position?

  public init(lines: [String], cursor: Position? = nil) {
    self.lines = lines
    self.cursor = cursor
  }
}

/// The escape sequences that put a frame on the terminal. Pure: returns text to write.
public enum FramePainter {
  static let escape = "\u{1B}["
  public static let hideCursor = "\u{1B}[?25l"
  public static let showCursor = "\u{1B}[?25h"

  /// Returns what redraws an inline frame (drawn below the shell prompt, not on the alternate
  /// screen) in place of the previous one, whose cursor was `cursorRow` rows below its top
  /// line; and the row the cursor is on afterwards.
  public static func inline(_ frame: Frame, replacingFrameWithCursorAt cursorRow: Int) -> (
    text: String, cursorRow: Int
  ) {
    var text = clearInline(cursorRow: cursorRow)
    text += frame.lines.joined(separator: "\r\n")
    let lastRow = max(0, frame.lines.count - 1)
    guard let cursor = frame.cursor else { return (text + hideCursor, lastRow) }
    let row = min(max(0, cursor.row), lastRow)
    text += up(lastRow - row) + "\r" + right(cursor.column) + showCursor
    return (text, row)
  }

  /// Returns what erases an inline frame whose cursor is `cursorRow` rows below its top line,
  /// leaving the cursor where the frame began.
  public static func clearInline(cursorRow: Int) -> String {
    "\r" + up(cursorRow) + escape + "J"
  }

  /// Returns what draws a frame on the whole (alternate) screen: each line from the top-left
  /// corner, with the rest of each line and of the screen cleared.
  public static func fullScreen(_ frame: Frame) -> String {
    var text = escape + "H"
    text += frame.lines.map { $0 + escape + "K" }.joined(separator: "\r\n")
    text += escape + "J"
    guard let cursor = frame.cursor else { return text + hideCursor }
    return text + escape + "\(cursor.row + 1);\(cursor.column + 1)H" + showCursor
  }

  private static func up(_ count: Int) -> String { count > 0 ? escape + "\(count)A" : "" }
  private static func right(_ count: Int) -> String { count > 0 ? escape + "\(count)C" : "" }
}
