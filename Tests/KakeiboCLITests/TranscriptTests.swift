import Foundation
import Synchronization
import Testing

@testable import KakeiboCLI

/// What kakeibo says to bad command lines, in both languages, as the transcripts under
/// `Tests/Golden/errors/` hold it (see `Transcript`): each refusal is one line on standard
/// error with its exit status, nothing on standard output, and the ledger unchanged.
@Suite struct TranscriptTests {
  static let files = Golden.files(under: "errors")

  @Test(arguments: files) func everyAnswerIsAsRecorded(file: String) throws {
    let data = try #require(FileManager.default.contents(atPath: Golden.folder + "/" + file))
    let transcript = Transcript(parsing: String(decoding: data, as: UTF8.self))
    Golden.check(try transcript.rendered(answer: Self.answer), against: file)
  }

  @Test func thereAreTranscripts() {
    #expect(Self.files.count >= 3)
  }

  /// What `command` answers on a fresh ledger after `setup` (run once, its files copied for
  /// each case).
  static func answer(setup: [String], command: String) throws -> [String] {
    let harness = try Harness()
    for (name, data) in try ledger(after: setup) {
      _ = FileManager.default.createFile(atPath: harness.folder + "/" + name, contents: data)
    }
    let before = ledger(harness)
    let (environment, words) = try Transcript.words(command)
    let result = harness.run(words, environment: environment)
    var lines = result.error.split(separator: "\n", omittingEmptySubsequences: false)
      .dropLast().map(String.init)
    lines += result.output.split(separator: "\n", omittingEmptySubsequences: false).dropLast()
      .map { "| " + $0 }
    if ledger(harness) != before { lines.append("(the ledger changed)") }
    return lines + ["[\(result.status.rawValue)]"]
  }

  /// The ledger's files after `setup`, made once for each setup.
  static func ledger(after setup: [String]) throws -> [String: Data] {
    let key = setup.joined(separator: "\n")
    if let files = setups.withLock({ $0[key] }) { return files }
    let harness = try Harness()
    for step in setup {
      let (environment, words) = try Transcript.words(step)
      let result = harness.run(words, environment: environment)
      guard result.status == .success else { throw TranscriptError.setupFailed(step, result.error) }
    }
    let files = ledger(harness)
    setups.withLock { $0[key] = files }
    return files
  }

  static let setups = Mutex<[String: [String: Data]]>([:])

  /// The files of the harness's folder and the ledger's bytes: the file's and its write-ahead
  /// log's. The log's index (`-shm`) is only named: it holds none of the ledger, and SQLite
  /// builds it anew whenever a connection that may write is the first to open the ledger (a
  /// refused `delete 7` too; a command that only reads leaves it as it is, as
  /// `ReadCommandTests` checks).
  static func ledger(_ harness: Harness) -> [String: Data] {
    let names = (try? FileManager.default.contentsOfDirectory(atPath: harness.folder)) ?? []
    return Dictionary(
      uniqueKeysWithValues: names.map { name in
        (
          name,
          name.hasSuffix("-shm")
            ? Data() : FileManager.default.contents(atPath: harness.folder + "/" + name) ?? Data()
        )
      })
  }
}
