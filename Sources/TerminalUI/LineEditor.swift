import Wording

/// One line of text being typed, such as an amount or a memo, with a cursor that the keys of a
/// shell's line editor move: ← → Home End (Ctrl-B Ctrl-F Ctrl-A Ctrl-E), Backspace and Delete
/// at the cursor, Ctrl-W deletes the word before it, Ctrl-K the rest of the line, Ctrl-U the
/// whole line. Pure: keys go in, the text comes out when Enter submits it.
///
/// The text is kept as the part before the cursor and the part after it, so that the cursor
/// always stands between two characters as a person sees them: a combining mark typed after
/// か makes が, and Backspace then removes が whole.
public struct LineEditor: Equatable, Sendable {
  /// The text before the cursor.
  public private(set) var beforeCursor: String
  /// The text after the cursor.
  public private(set) var afterCursor: String

  /// Opens an editor on `text`, with the cursor at its end.
  public init(text: String = "") {
    beforeCursor = text
    afterCursor = ""
  }

  /// Opens an editor on a line split at its cursor.
  init(beforeCursor: String, afterCursor: String) {
    self.beforeCursor = beforeCursor
    self.afterCursor = afterCursor
  }

  /// The whole line.
  public var text: String { beforeCursor + afterCursor }

  /// Applies `key`. Returns the text when Enter submits it; keys that mean nothing here are
  /// ignored.
  public mutating func handle(_ key: Key) -> String? {
    switch key {
    case .character(let character):
      beforeCursor.append(character)
    case .left, .control("b"):
      if let last = beforeCursor.popLast() { afterCursor.insert(last, at: afterCursor.startIndex) }
    case .right, .control("f"):
      if let first = afterCursor.first {
        afterCursor.removeFirst()
        beforeCursor.append(first)
      }
    case .home, .control("a"):
      afterCursor = beforeCursor + afterCursor
      beforeCursor = ""
    case .end, .control("e"):
      beforeCursor += afterCursor
      afterCursor = ""
    case .backspace:
      _ = beforeCursor.popLast()
    case .delete:
      if !afterCursor.isEmpty { afterCursor.removeFirst() }
    case .control("w"):
      deleteWordBeforeCursor()
    case .control("k"):
      afterCursor = ""
    case .control("u"):
      beforeCursor = ""
      afterCursor = ""
    case .enter:
      return text
    default:
      break
    }
    return nil
  }

  /// Deletes the spaces just before the cursor, then the word before them, as a shell's Ctrl-W
  /// does.
  private mutating func deleteWordBeforeCursor() {
    while beforeCursor.last?.isWhitespace == true { beforeCursor.removeLast() }
    while let last = beforeCursor.last, !last.isWhitespace { beforeCursor.removeLast() }
  }

  // MARK: Showing

  /// The part of the line to show in `width` columns, and the column the cursor stands on in
  /// it: all of it when it fits with the cursor after it; otherwise the part around the
  /// cursor, with `…` where text before or after it is hidden.
  public func visible(width: Int) -> (text: String, cursorColumn: Int) {
    let width = max(2, width)
    let whole = text
    if DisplayWidth.of(whole) < width { return (whole, DisplayWidth.of(beforeCursor)) }
    // The cursor's own cell is kept free on the right of what stands before it.
    var left = beforeCursor
    if DisplayWidth.of(left) > width - 1 {
      left = "…" + Self.suffix(of: beforeCursor, fitting: width - 2)
    }
    let room = width - DisplayWidth.of(left)
    var right = afterCursor
    if DisplayWidth.of(right) > room {
      right = DisplayWidth.truncate(afterCursor, to: room)
    }
    return (left + right, DisplayWidth.of(left))
  }

  /// The end of `text` that fits `width` columns.
  static func suffix(of text: String, fitting width: Int) -> String {
    var result = ""
    var used = 0
    for character in text.reversed() {
      used += DisplayWidth.of(character)
      if used > width { break }
      result.insert(character, at: result.startIndex)
    }
    return result
  }
}
