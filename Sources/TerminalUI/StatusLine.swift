/// A line of status that rewrites itself in place on a terminal, such as a progress count.
public enum StatusLine {
  /// The bytes that replace the current line with `text`: back to its start, the text, then
  /// the rest of the old line erased.
  public static func show(_ text: String) -> String { "\r" + text + "\u{1B}[K" }

  /// The bytes that erase the status line, leaving the cursor at its start.
  public static let clear = "\r\u{1B}[K"
}
