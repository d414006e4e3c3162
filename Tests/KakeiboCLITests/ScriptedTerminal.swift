import TerminalUI

/// A terminal that replays scripted keys (in raw mode) or lines (in cooked mode) and records
/// what was written and whether raw mode was undone.
final class ScriptedTerminal: Terminal {
  /// The keys and resizes still to come; once they run out, input is closed.
  var events: [TerminalEvent]
  /// The lines still to come for `readLine`; once they run out, input is closed.
  var lines: [String]
  private(set) var written = ""
  private(set) var isRaw = false
  private(set) var usedAlternateScreen = false
  private(set) var rawModeCount = 0
  var failsToEnterRawMode = false
  let isInteractive = true
  var size = TerminalSize(columns: 80, rows: 24)

  init(keys: [Key] = [], lines: [String] = []) {
    self.events = keys.map(TerminalEvent.key)
    self.lines = lines
  }

  func enterRawMode(alternateScreen: Bool) throws(TerminalError) {
    if failsToEnterRawMode { throw .cannotSetMode(reason: "cannot change the settings: I/O error") }
    isRaw = true
    rawModeCount += 1
    usedAlternateScreen = usedAlternateScreen || alternateScreen
  }

  func restore() {
    isRaw = false
  }

  func readEvent() -> TerminalEvent {
    guard isRaw, !events.isEmpty else { return .closed }
    return events.removeFirst()
  }

  func readLine() -> String? {
    lines.isEmpty ? nil : lines.removeFirst()
  }

  func write(_ text: String) {
    written += text
  }
}

/// The keys that type `text`.
func typed(_ text: String) -> [Key] {
  text.map(Key.character)
}
