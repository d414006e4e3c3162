import Foundation

/// `kakeibo` running in a real terminal: a detached tmux session of a fixed size on its own
/// server (a unique `-L` socket), driven with `send-keys` and read with `capture-pane`. The
/// session runs one command line through a script that records `stty -g` before and after it,
/// and its exit status. The server is killed when the session is released.
final class TmuxSession {
  static let executable: String? = ["/usr/bin/tmux", "/usr/local/bin/tmux", "/bin/tmux"].first {
    FileManager.default.isExecutableFile(atPath: $0)
  }
  static var isAvailable: Bool { executable != nil }

  /// How long to wait for the screen or the command before failing.
  static let timeout: TimeInterval = 10

  let sandbox: Sandbox
  let socket = "kakeibo-test-" + UUID().uuidString.prefix(8).lowercased()
  /// Where the script, its records and tmux's output go.
  private let folder: String
  private let statusPath: String
  private let pidPath: String
  private let sttyBeforePath: String
  private let sttyAfterPath: String

  struct Failure: Error, CustomStringConvertible {
    let description: String
  }

  /// Starts `kakeibo arguments` in a new `columns` × `rows` terminal; in the background of its
  /// shell (with its pid recorded) when `inBackground`, so that a test can signal it.
  init(
    _ arguments: [String], in sandbox: Sandbox, columns: Int = 80, rows: Int = 24,
    inBackground: Bool = false
  ) throws {
    self.sandbox = sandbox
    folder = sandbox.folder + "/" + socket
    try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
    statusPath = folder + "/status"
    pidPath = folder + "/pid"
    sttyBeforePath = folder + "/stty-before"
    sttyAfterPath = folder + "/stty-after"
    let command = ([binaryPath] + arguments).map(Self.shellQuoted).joined(separator: " ")
    let run =
      inBackground
      ? "\(command) < /dev/tty &\necho $! > \(pidPath)\nwait $!\n" : "\(command)\n"
    let script = """
      stty -g > \(sttyBeforePath)
      \(run)echo $? > \(statusPath).part && mv \(statusPath).part \(statusPath)
      stty -g > \(sttyAfterPath)
      exec sleep 600

      """
    let scriptPath = folder + "/run.sh"
    try script.write(toFile: scriptPath, atomically: true, encoding: .utf8)
    let environment = sandbox.environment.merging(["TERM": "xterm-256color"]) { $1 }
    try tmux(
      ["-f", "/dev/null", "new-session", "-d", "-x", "\(columns)", "-y", "\(rows)", "-s", "test"]
        + ["env"] + environment.sorted { $0.key < $1.key }.map { "\($0.key)=\($0.value)" }
        + ["sh", scriptPath])
  }

  /// Starts the interactive shell `shell` (a program and its arguments) in a new `columns` ×
  /// `rows` terminal, with the sandbox's environment and `HOME` as its folder, for a test to
  /// type into.
  init(shell: [String], in sandbox: Sandbox, columns: Int = 120, rows: Int = 40) throws {
    self.sandbox = sandbox
    folder = sandbox.folder + "/" + socket
    try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
    statusPath = folder + "/status"
    pidPath = folder + "/pid"
    sttyBeforePath = folder + "/stty-before"
    sttyAfterPath = folder + "/stty-after"
    let environment = sandbox.environment.merging(["TERM": "xterm-256color"]) { $1 }
    try tmux(
      ["-f", "/dev/null", "new-session", "-d", "-x", "\(columns)", "-y", "\(rows)", "-s", "test"]
        + ["-c", sandbox.folder, "env"]
        + environment.sorted { $0.key < $1.key }.map { "\($0.key)=\($0.value)" } + shell)
  }

  deinit {
    _ = try? tmux(["kill-server"])
    // tmux leaves its socket behind; it is in tmux's default folder (TMUX_TMPDIR is unset).
    unlink("/tmp/tmux-\(getuid())/" + socket)
  }

  // MARK: Driving

  /// Sends tmux key names, such as `Down`, `Enter`, `Escape` or `C-c`, one at a time.
  func press(_ keys: String...) throws {
    for key in keys { try tmux(["send-keys", "-t", "test", key]) }
  }

  /// Changes the terminal's size, as dragging the window's corner does (SIGWINCH).
  func resize(columns: Int, rows: Int) throws {
    try tmux(["resize-window", "-t", "test", "-x", "\(columns)", "-y", "\(rows)"])
  }

  /// Types `text` literally, Japanese included.
  func type(_ text: String) throws {
    try tmux(["send-keys", "-t", "test", "-l", text])
  }

  /// The screen as text, one line per row, without trailing spaces.
  func screen() throws -> String {
    try tmux(["capture-pane", "-p", "-t", "test"])
  }

  /// Waits until the screen shows every one of `texts`; returns the screen.
  @discardableResult
  func waitFor(_ texts: String...) throws -> String {
    try waitUntil("shows \(texts)") { screen in texts.allSatisfy(screen.contains) }
  }

  /// Waits until `isReady` holds for the screen; returns the screen.
  @discardableResult
  func waitUntil(_ what: String, _ isReady: (String) -> Bool) throws -> String {
    let deadline = Date().addingTimeInterval(Self.timeout)
    var shown = ""
    while Date() < deadline {
      shown = try screen()
      if isReady(shown) { return shown }
      Thread.sleep(forTimeInterval: 0.05)
    }
    throw Failure(description: "the screen never \(what); it shows:\n\(shown)")
  }

  /// Waits until the command has exited; returns its exit status.
  func waitForExit() throws -> Int32 {
    let text = try waitForFile(statusPath)
    guard let status = Int32(text.trimmingCharacters(in: .whitespacesAndNewlines)) else {
      throw Failure(description: "bad status \(text)")
    }
    _ = try waitForFile(sttyAfterPath)
    return status
  }

  /// The process id of a command started in the background.
  func pid() throws -> Int32 {
    guard let pid = Int32(try waitForFile(pidPath).trimmingCharacters(in: .whitespacesAndNewlines))
    else { throw Failure(description: "no pid") }
    return pid
  }

  /// The terminal's settings (`stty -g`) before the command ran and after it exited.
  func terminalSettings() throws -> (before: String, after: String) {
    (try waitForFile(sttyBeforePath), try waitForFile(sttyAfterPath))
  }

  private func waitForFile(_ path: String) throws -> String {
    let deadline = Date().addingTimeInterval(Self.timeout)
    while Date() < deadline {
      if let data = FileManager.default.contents(atPath: path), !data.isEmpty {
        return String(decoding: data, as: UTF8.self)
      }
      Thread.sleep(forTimeInterval: 0.05)
    }
    throw Failure(description: "\(path) never appeared; the screen shows:\n\(try screen())")
  }

  // MARK: tmux

  /// Runs `tmux -L socket arguments` and returns what it printed. Spawned and reaped by hand:
  /// the server that `new-session` starts outlives its client, which Foundation's `Process` then
  /// never reaps.
  @discardableResult
  private func tmux(_ arguments: [String]) throws -> String {
    guard let executable = Self.executable else { throw Failure(description: "no tmux") }
    let outputPath = folder + "/tmux-output"
    var actions = posix_spawn_file_actions_t()
    posix_spawn_file_actions_init(&actions)
    defer { posix_spawn_file_actions_destroy(&actions) }
    posix_spawn_file_actions_addopen(&actions, 0, "/dev/null", O_RDONLY, 0)
    posix_spawn_file_actions_addopen(&actions, 1, outputPath, O_WRONLY | O_CREAT | O_TRUNC, 0o600)
    posix_spawn_file_actions_adddup2(&actions, 1, 2)
    // A UTF-8 client, so that tmux passes and captures Japanese text as it is.
    let environment = ["PATH=/usr/bin:/bin", "LANG=C.UTF-8", "HOME=" + sandbox.folder]
    let argv = ([executable, "-L", socket] + arguments).map { strdup($0) } + [nil]
    let envp = environment.map { strdup($0) } + [nil]
    defer { for pointer in argv + envp { free(pointer) } }
    // No blocked or ignored signals from the test's thread: a tmux server that inherited a
    // blocked SIGCHLD would never see its panes exit, nor exit itself.
    var attributes = posix_spawnattr_t()
    posix_spawnattr_init(&attributes)
    defer { posix_spawnattr_destroy(&attributes) }
    var noSignals = sigset_t()
    var allSignals = sigset_t()
    sigemptyset(&noSignals)
    sigfillset(&allSignals)
    posix_spawnattr_setsigmask(&attributes, &noSignals)
    posix_spawnattr_setsigdefault(&attributes, &allSignals)
    posix_spawnattr_setflags(&attributes, Int16(POSIX_SPAWN_SETSIGMASK | POSIX_SPAWN_SETSIGDEF))
    var pid = pid_t()
    let spawned = posix_spawn(&pid, executable, &actions, &attributes, argv, envp)
    guard spawned == 0 else { throw Failure(description: "cannot run tmux: error \(spawned)") }
    var status: Int32 = 0
    while waitpid(pid, &status, 0) < 0 && errno == EINTR {}
    let text = String(
      decoding: FileManager.default.contents(atPath: outputPath) ?? Data(), as: UTF8.self)
    guard status == 0 else {
      throw Failure(description: "tmux \(arguments.joined(separator: " ")): \(text)")
    }
    return text
  }

  private static func shellQuoted(_ word: String) -> String {
    "'" + word.replacingOccurrences(of: "'", with: "'\\''") + "'"
  }
}
