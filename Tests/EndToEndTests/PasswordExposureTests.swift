import Foundation
import Testing

/// Passwords stay out of the process list and out of every message, whichever argument holds
/// them (issue 19).
@Suite struct PasswordExposureTests {
  /// While kakeibo runs (here: waiting for a server that never answers, or reading an import
  /// from standard input), `/proc/PID/cmdline`, which `ps` shows any local user, holds the URI
  /// with its password masked.
  @Test(arguments: [false, true])
  func thePasswordLeavesTheProcessListAtStart(importing: Bool) throws {
    let sandbox = try Sandbox()
    let silent = try SilentListener()
    let uri =
      importing
      ? "postgresql://u:LeakMe99@/d?host=/nonexistent"
      : "postgresql://tester:LeakMe99@127.0.0.1:\(silent.port)/household?connect_timeout=20"
    let arguments = importing ? ["--db=" + uri, "import", "-"] : ["--db", uri, "list"]
    let process = Process()
    process.executableURL = URL(fileURLWithPath: binaryPath)
    process.arguments = arguments
    process.environment = sandbox.environment
    let input = Pipe()
    process.standardInput = input
    process.standardOutput = FileHandle.nullDevice
    process.standardError = FileHandle.nullDevice
    try process.run()
    defer {
      kill(process.processIdentifier, SIGKILL)
      try? input.fileHandleForWriting.close()
      process.waitUntilExit()
    }
    // Once it waits (for the server, or for its input), it has long passed its start.
    let deadline = Date().addingTimeInterval(10)
    var state = ""
    while Date() < deadline {
      let stat =
        (try? String(contentsOfFile: "/proc/\(process.processIdentifier)/stat", encoding: .utf8))
        ?? ""
      state = stat.split(separator: ")").last?.split(separator: " ").first.map(String.init) ?? ""
      if state == "S" { break }
      Thread.sleep(forTimeInterval: 0.02)
    }
    try #require(state == "S", "kakeibo never waited")
    Thread.sleep(forTimeInterval: 0.1)
    let cmdline = try #require(
      FileManager.default.contents(atPath: "/proc/\(process.processIdentifier)/cmdline"))
    let words = cmdline.split(separator: 0, omittingEmptySubsequences: true).map {
      String(decoding: $0, as: UTF8.self)
    }
    let masked = uri.replacing("LeakMe99", with: "***")
    #expect(
      words == [binaryPath]
        + (importing ? ["--db=" + masked, "import", "-"] : ["--db", masked, "list"]))
    #expect(!String(decoding: cmdline, as: UTF8.self).contains("LeakMe99"))
  }

  /// A URI given where a file is expected (`import`, `export -o`, `backup`, `copy`) is named in
  /// the message with its password masked, as the ledger's own URI is.
  @Test(arguments: Engine.available)
  func aURIGivenAsAFileIsShownMasked(engine: Engine) throws {
    let sandbox = try Sandbox(engine: engine)
    try sandbox.ok("add", "5", "-c", "fun")
    let uri = "postgresql://u:LeakMe99@/d"
    let cases: [([String], Int32, String)] = [
      (["import", uri], 66, "kakeibo: file \"postgresql://u:***@/d\": no such file\n"),
      (
        ["export", "-o", uri], 74,
        "kakeibo: file \"postgresql://u:***@/d\": cannot write it: No such file or directory\n"
      ),
      (
        ["backup", uri], 74,
        "kakeibo: backup \"postgresql://u:***@/d\": cannot write it: No such file or directory\n"
      ),
      (
        ["import", "host=db.example password=LeakMe99"], 66,
        "kakeibo: file \"host=db.example password=***\": no such file\n"
      ),
    ]
    for (arguments, status, stderr) in cases {
      let result = try sandbox.run(arguments)
      #expect(result == Run(status: status, stdout: "", stderr: stderr), "\(arguments)")
    }
  }
}
