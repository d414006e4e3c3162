/// The size of a terminal in character cells.
public struct TerminalSize: Equatable, Sendable {
  public var columns: Int
  public var rows: Int

  public init(columns: Int, rows: Int) {
    self.columns = columns
    self.rows = rows
  }
}

/// What happened at the terminal while a screen waited for input.
public enum TerminalEvent: Equatable, Sendable {
  case key(Key)
  /// The window changed size: draw again.
  case resized
  /// Standard input was closed: treat it as a cancel, never wait for more.
  case closed
}

/// Why the terminal could not be used.
public enum TerminalError: Error, Equatable, Sendable {
  /// Its settings could not be read or changed (`reason` is the system's words).
  case cannotSetMode(reason: String)
}

/// A terminal that pickers and screens draw on: the one side effect of interactive commands,
/// behind a protocol so that tests replay keys instead. Output written here is not buffered.
public protocol Terminal: AnyObject {
  /// Whether standard input and output are both terminals, so that prompts can be shown.
  var isInteractive: Bool { get }
  /// The current size of the window.
  var size: TerminalSize { get }
  /// Saves the terminal's settings and switches to raw mode (keys arrive one by one, unechoed;
  /// Ctrl-C arrives as a key), hiding the cursor; on the alternate screen when asked, so that
  /// the shell's scrollback is untouched. Until `restore()`, SIGINT, SIGTERM and SIGHUP restore
  /// the settings before the process ends.
  func enterRawMode(alternateScreen: Bool) throws(TerminalError)
  /// Puts back exactly the settings saved by `enterRawMode`, shows the cursor and leaves the
  /// alternate screen. Does nothing when raw mode is off; safe to call twice.
  func restore()
  /// Waits for the next key, resize or end of input (raw mode only).
  func readEvent() -> TerminalEvent
  /// Reads one line typed in the terminal's ordinary (cooked) mode, without its newline; nil
  /// when input is closed.
  func readLine() -> String?
  func write(_ text: String)
}
