#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

// MARK: - State the signal handlers read

// A C signal handler captures nothing, so what it needs lives in globals, written only while no
// handler is installed and read only by the handlers.

/// The settings to put back: those found when raw mode began.
nonisolated(unsafe) private var savedSettings = termios()
/// 1 while raw mode is on.
nonisolated(unsafe) private var isRawModeActive: Int32 = 0
/// What shows the cursor again (and leaves the alternate screen), as bytes ready to write.
nonisolated(unsafe) private let cleanupBuffer = UnsafeMutablePointer<UInt8>.allocate(capacity: 32)
nonisolated(unsafe) private var cleanupCount = 0
/// The pipe a resize is announced on, so that a blocked `poll` wakes up (the self-pipe trick).
nonisolated(unsafe) private var resizePipe: (read: Int32, write: Int32) = (-1, -1)

/// On SIGINT, SIGTERM or SIGHUP in raw mode: restore the terminal, then die of the signal as if
/// it had not been caught. Only async-signal-safe calls.
private func restoreTerminalAndResignal(_ signalNumber: Int32) {
  if isRawModeActive != 0 {
    _ = tcsetattr(STDIN_FILENO, TCSANOW, &savedSettings)
    _ = write(STDOUT_FILENO, cleanupBuffer, cleanupCount)
    isRawModeActive = 0
  }
  _ = signal(signalNumber, SIG_DFL)
  _ = raise(signalNumber)
}

/// On SIGWINCH: wake the reader.
private func announceResize(_: Int32) {
  var byte: UInt8 = 1
  _ = write(resizePipe.write, &byte, 1)
}

/// The process's own terminal: standard input for keys, standard output for drawing.
public final class SystemTerminal: Terminal {
  private var decoder = KeyDecoder()
  private var decodedKeys: [Key] = []
  private var previousHandlers: [(Int32, sighandler_t?)] = []

  /// How long to wait for the rest of an escape sequence before a lone ESC counts as Esc.
  static let escapeTimeoutMilliseconds: Int32 = 100
  static let handledSignals = [SIGINT, SIGTERM, SIGHUP]

  public init() {}

  public var isInteractive: Bool { isatty(STDIN_FILENO) == 1 && isatty(STDOUT_FILENO) == 1 }

  public var size: TerminalSize {
    var window = winsize()
    guard ioctl(STDOUT_FILENO, UInt(TIOCGWINSZ), &window) == 0, window.ws_col > 0,
      window.ws_row > 0
    else { return TerminalSize(columns: 80, rows: 24) }
    return TerminalSize(columns: Int(window.ws_col), rows: Int(window.ws_row))
  }

  // MARK: Raw mode

  public func enterRawMode(alternateScreen: Bool) throws(TerminalError) {
    guard isRawModeActive == 0 else { return }
    var settings = termios()
    guard tcgetattr(STDIN_FILENO, &settings) == 0 else { throw Self.failure("read") }
    savedSettings = settings
    let cleanup = Array(
      (FramePainter.showCursor + (alternateScreen ? "\u{1B}[?1049l" : "")).utf8)
    for (index, byte) in cleanup.enumerated() { cleanupBuffer[index] = byte }
    cleanupCount = cleanup.count
    try openResizePipe()

    var raw = settings
    raw.c_iflag &= ~tcflag_t(BRKINT | ICRNL | INPCK | ISTRIP | IXON)
    raw.c_lflag &= ~tcflag_t(ECHO | ICANON | IEXTEN | ISIG)
    raw.c_cflag |= tcflag_t(CS8)
    withUnsafeMutableBytes(of: &raw.c_cc) { controls in
      controls[Int(VMIN)] = 1
      controls[Int(VTIME)] = 0
    }
    isRawModeActive = 1
    previousHandlers = Self.handledSignals.map { ($0, signal($0, restoreTerminalAndResignal)) }
    previousHandlers.append((SIGWINCH, signal(SIGWINCH, announceResize)))
    guard tcsetattr(STDIN_FILENO, TCSANOW, &raw) == 0 else {
      let error = Self.failure("change")
      restoreSignalHandlers()
      isRawModeActive = 0
      throw error
    }
    write((alternateScreen ? "\u{1B}[?1049h" : "") + FramePainter.hideCursor)
  }

  public func restore() {
    guard isRawModeActive != 0 else { return }
    _ = Glibc.write(STDOUT_FILENO, cleanupBuffer, cleanupCount)
    _ = tcsetattr(STDIN_FILENO, TCSADRAIN, &savedSettings)
    isRawModeActive = 0
    restoreSignalHandlers()
    decoder = KeyDecoder()
    decodedKeys = []
  }

  private func restoreSignalHandlers() {
    for (signalNumber, handler) in previousHandlers { _ = signal(signalNumber, handler) }
    previousHandlers = []
  }

  private func openResizePipe() throws(TerminalError) {
    guard resizePipe.read < 0 else { return }
    var descriptors: [Int32] = [-1, -1]
    guard pipe(&descriptors) == 0 else { throw Self.failure("watch") }
    for descriptor in descriptors {
      _ = fcntl(descriptor, F_SETFL, fcntl(descriptor, F_GETFL) | O_NONBLOCK)
      _ = fcntl(descriptor, F_SETFD, FD_CLOEXEC)
    }
    resizePipe = (descriptors[0], descriptors[1])
  }

  private static func failure(_ verb: String) -> TerminalError {
    .cannotSetMode(
      reason: "cannot \(verb) the terminal's settings: " + String(cString: strerror(errno)))
  }

  // MARK: Input

  public func readEvent() -> TerminalEvent {
    while true {
      if !decodedKeys.isEmpty { return .key(decodedKeys.removeFirst()) }
      var descriptors = [
        pollfd(fd: STDIN_FILENO, events: Int16(POLLIN), revents: 0),
        pollfd(fd: resizePipe.read, events: Int16(POLLIN), revents: 0),
      ]
      let timeout = decoder.hasPending ? Self.escapeTimeoutMilliseconds : -1
      let ready = poll(&descriptors, nfds_t(descriptors.count), timeout)
      if ready < 0 {
        if errno == EINTR || errno == EAGAIN { continue }
        return .closed
      }
      if ready == 0 {
        decodedKeys = decoder.flush()
        continue
      }
      if descriptors[1].revents & Int16(POLLIN) != 0 {
        var drain = [UInt8](repeating: 0, count: 64)
        while read(resizePipe.read, &drain, drain.count) > 0 {}
        return .resized
      }
      let input = descriptors[0].revents
      if input & Int16(POLLNVAL) != 0 { return .closed }
      guard input & Int16(POLLIN | POLLHUP | POLLERR) != 0 else { continue }
      var buffer = [UInt8](repeating: 0, count: 256)
      let count = read(STDIN_FILENO, &buffer, buffer.count)
      if count < 0 && (errno == EINTR || errno == EAGAIN) { continue }
      guard count > 0 else { return .closed }
      decodedKeys = decoder.decode(buffer.prefix(count))
    }
  }

  public func readLine() -> String? {
    Swift.readLine(strippingNewline: true)
  }

  // MARK: Output

  public func write(_ text: String) {
    var bytes = Array(text.utf8)[...]
    while !bytes.isEmpty {
      let written = bytes.withUnsafeBytes { Glibc.write(STDOUT_FILENO, $0.baseAddress, $0.count) }
      if written < 0 {
        if errno == EINTR || errno == EAGAIN { continue }
        return
      }
      bytes = bytes.dropFirst(written)
    }
  }
}
