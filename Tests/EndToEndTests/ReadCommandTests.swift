import Foundation
import Testing

/// A command that only reads writes nothing (issue 26): after any command, the ledger's
/// write-ahead log (emptied) and its index stay beside the file, and a reading command opens
/// all three read-only, so that it neither changes their bytes nor creates or removes a file;
/// a write still takes the log as before, so readers and writers keep WAL's concurrency.
@Suite struct ReadCommandTests {
  /// The files of the sandbox's folder but the ones `Sandbox.run` makes for each run, with
  /// their bytes.
  static func files(in sandbox: Sandbox) throws -> [String: Data] {
    var files: [String: Data] = [:]
    for name in try FileManager.default.contentsOfDirectory(atPath: sandbox.folder)
    where !["out-", "err-", "in-"].contains(where: name.hasPrefix) {
      files[name] = FileManager.default.contents(atPath: sandbox.folder + "/" + name)
    }
    return files
  }

  @Test func aReadingCommandLeavesTheLedgersFilesAsTheyAre() throws {
    let sandbox = try Sandbox()
    try sandbox.ok("add", "1200", "-c", "生活費", "-m", "スーパー", "-d", "2026-11-03")
    try sandbox.ok("add", "800", "-c", "娯楽費", "-m", "映画", "-d", "2026-10-20")
    try sandbox.ok("budget", "set", "生活費", "50000")
    let before = try Self.files(in: sandbox)
    #expect(before.keys.sorted() == ["ledger.db", "ledger.db-shm", "ledger.db-wal"])
    #expect(before["ledger.db-wal"]?.isEmpty == true)
    for command in [
      ["list"], ["list", "--search", "スーパー"], ["report", "2026-11"],
      ["report", "--year", "2026", "--format", "csv"], ["export", "--format", "csv"], ["log"],
      ["budget", "2026-11"], ["categories"],
    ] {
      let result = try sandbox.run(command)
      #expect(result.status == 0, "\(command): \(result)")
      #expect(try Self.files(in: sandbox) == before, "\(command)")
    }
  }

  @Test func aReadingCommandSeesWhatAnotherConnectionCommitsAndNotWhatItHolds() throws {
    let sandbox = try Sandbox()
    try sandbox.ok("add", "1200", "-c", "生活費", "-d", "2026-11-03")
    // Another connection in the middle of a write: the reader neither waits nor sees it.
    var writer: OtherConnection? = try OtherConnection(
      sandbox.databasePath,
      running: """
        BEGIN IMMEDIATE;
        INSERT INTO entries (id, date, amount, category, memo, kind, search_key)
        VALUES (2, '2026-11-04', 700, 'leisure', '', 'expense', '');
        """)
    let during = try sandbox.ok("report", "2026-11", "--format", "csv")
    #expect(during.contains(",1200,"), "\(during)")
    #expect(!during.contains(",700,"), "\(during)")
    writer = nil  // Closed without a commit: rolled back.
    _ = try OtherConnection(
      sandbox.databasePath,
      running: """
        INSERT INTO entries (id, date, amount, category, memo, kind, search_key)
        VALUES (2, '2026-11-04', 700, 'leisure', '', 'expense', '')
        """)
    let after = try sandbox.ok("report", "2026-11", "--format", "csv")
    #expect(after.contains(",700,"), "\(after)")
    withExtendedLifetime(writer) {}
  }

  @Test func aCommandThatReadsFirstThenWritesStillWrites() throws {
    let sandbox = try Sandbox()
    try sandbox.ok("add", "1200", "-c", "生活費", "-d", "2026-11-03")
    // delete, edit and undo open the ledger to read, then write.
    try sandbox.ok("edit", "1", "--amount", "1500")
    #expect(try sandbox.query("SELECT amount FROM entries") == [["1500"]])
    try sandbox.ok("delete", "1")
    #expect(try sandbox.query("SELECT count(*) FROM entries") == [["0"]])
    try sandbox.ok("undo")
    #expect(try sandbox.query("SELECT amount FROM entries") == [["1500"]])
    #expect(
      try Self.files(in: sandbox).keys.sorted() == ["ledger.db", "ledger.db-shm", "ledger.db-wal"])
  }
}
