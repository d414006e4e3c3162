/// The one driver of interactive commands: it puts the terminal in raw mode, draws frames
/// (inline below the prompt, or on the alternate screen) and hands out keys; closing it, or
/// releasing it, erases what it drew inline and restores the terminal exactly. Everything it
/// shows comes from pure state and views.
public final class TerminalScreen {
  private let terminal: any Terminal
  public let isFullScreen: Bool
  /// Inline: the row of the last frame the cursor is on, counted from the frame's top line.
  private var cursorRow = 0
  private var isOpen = true

  /// Switches `terminal` to raw mode; on the alternate screen when `fullScreen`.
  public init(terminal: any Terminal, fullScreen: Bool) throws(TerminalError) {
    self.terminal = terminal
    self.isFullScreen = fullScreen
    try terminal.enterRawMode(alternateScreen: fullScreen)
  }

  deinit {
    close()
  }

  public var size: TerminalSize { terminal.size }

  /// Draws `frame` in place of the previous one. Lines beyond the screen's height are left out.
  public func draw(_ frame: Frame) {
    let rows = max(1, isFullScreen ? size.rows : size.rows - 1)
    var clipped = frame
    if clipped.lines.count > rows {
      clipped.lines = Array(clipped.lines.prefix(rows))
      if let cursor = clipped.cursor, cursor.row >= rows { clipped.cursor = nil }
    }
    if isFullScreen {
      terminal.write(FramePainter.fullScreen(clipped))
    } else {
      let (text, row) = FramePainter.inline(clipped, replacingFrameWithCursorAt: cursorRow)
      cursorRow = row
      terminal.write(text)
    }
  }

  /// Waits for the next key, resize or end of input.
  public func nextEvent() -> TerminalEvent {
    terminal.readEvent()
  }

  /// Erases an inline frame and restores the terminal's settings and cursor. Safe to call twice.
  public func close() {
    guard isOpen else { return }
    isOpen = false
    if !isFullScreen { terminal.write(FramePainter.clearInline(cursorRow: cursorRow)) }
    terminal.restore()
  }

  // MARK: Forms

  /// Runs `form` until it closes, drawing it after every key and resize. Closed input cancels.
  public func run(_ form: inout EntryForm, appearance: Appearance) -> EntryForm.Outcome {
    while true {
      if let outcome = form.outcome { return outcome }
      draw(EntryFormView.frame(form, width: size.columns, appearance: appearance))
      switch nextEvent() {
      case .key(let key): form.handle(key)
      case .resized: continue
      case .closed: form.cancel()
      }
    }
  }

  /// Runs `form` on a terminal that cannot draw (`TERM=dumb`): one prompt per field, each
  /// answered by a typed line; the categories are numbered. Closed input cancels.
  public static func runInLines(
    _ form: inout EntryForm, on terminal: any Terminal, appearance: Appearance
  ) -> EntryForm.Outcome {
    terminal.write(appearance.words(form.title) + "\n")
    while true {
      if let outcome = form.outcome { return outcome }
      let (lines, prompt) = EntryFormView.prompt(form, appearance: appearance)
      terminal.write(lines.map { $0 + "\n" }.joined() + prompt)
      guard let line = terminal.readLine() else {
        terminal.write("\n")
        form.cancel()
        continue
      }
      form.submit(line: line)
    }
  }
}
