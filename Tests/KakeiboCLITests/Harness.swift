import Foundation

@testable import KakeiboCLI
@testable import KakeiboCore

/// Runs `kakeibo` in-process against a ledger in a fresh temporary folder, on a fixed today.
final class Harness {
  let folder: String
  let databasePath: String
  var today = LedgerDate(validYear: 2026, month: 11, day: 15)

  struct Result: Equatable {
    var status: ExitStatus
    var output: String
    var error: String
  }

  init() throws {
    folder = FileManager.default.temporaryDirectory.path + "/kakeibo-cli-" + UUID().uuidString
    try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
    databasePath = folder + "/kakeibo.db"
  }

  deinit {
    try? FileManager.default.removeItem(atPath: folder)
  }

  /// Runs `words`; `console` stands in for an interactive terminal (stdin and stdout both
  /// terminals) that replays keys or lines.
  /// `accountName` stands in for the password database's look-up of the account's name.
  func run(
    _ words: String..., environment: [String: String] = [:], terminal: Bool = false,
    width: Int? = nil, console: ScriptedTerminal? = nil,
    accountName: @escaping () -> String? = { nil }
  ) -> Result {
    run(
      words, environment: environment, terminal: terminal, width: width, console: console,
      accountName: accountName)
  }

  /// Runs `words` (see `run(_:environment:terminal:width:console:accountName:)`).
  func run(
    _ words: [String], environment: [String: String] = [:], terminal: Bool = false,
    width: Int? = nil, console: ScriptedTerminal? = nil,
    accountName: @escaping () -> String? = { nil }
  ) -> Result {
    let output = BufferedOutput()
    let errorOutput = BufferedOutput()
    let context = Context(
      environment: ["KAKEIBO_DB": databasePath, "LANG": "C.UTF-8"].merging(environment) { $1 },
      today: today, output: output, errorOutput: errorOutput, isOutputTerminal: terminal,
      terminalWidth: width, terminal: console, accountName: accountName)
    let status = Kakeibo.run(words, in: context)
    return Result(status: status, output: output.text, error: errorOutput.text)
  }
}
