import Foundation
import Testing

/// What `export -o` and `backup` leave behind when killed with SIGKILL, which no handler can
/// catch (issue 19): an export's file has no name until it is complete; a backup's, which
/// SQLite writes through a path, is removed by the next run to the folder, since its process
/// is gone. Temporary names cannot be guessed, so that no one can make a backup fail by
/// creating one first.
@Suite struct TemporaryFileTests {
  /// A ledger large enough that writing it out takes a moment.
  static func largeLedger() throws -> Sandbox {
    let sandbox = try Sandbox()
    var csv = "id,date,amount,category,memo\n"
    for row in 1...40_000 {
      csv += "\(row),2026-\(String(format: "%02d", row % 12 + 1))-01,\(row),生活費,row \(row)\n"
    }
    let file = sandbox.folder + "/large.csv"
    try Data(csv.utf8).write(to: URL(fileURLWithPath: file))
    try sandbox.ok("import", file)
    try FileManager.default.removeItem(atPath: file)
    return sandbox
  }

  @Test func killedWritersLeaveNothingThatOutlivesTheNextRun() throws {
    let sandbox = try Self.largeLedger()
    let out = sandbox.folder + "/out"
    try FileManager.default.createDirectory(atPath: out, withIntermediateDirectories: true)
    // Each command is killed as soon as its temporary file exists (named, or open unnamed).
    let result = try sandbox.shell(
      """
      cd "$D"
      for command in export backup; do
        if [ $command = export ]; then "$K" export -o $command.out > /dev/null 2>&1 &
        else "$K" backup $command.out > /dev/null 2>&1 & fi
        pid=$!
        caught=no
        while kill -0 $pid 2> /dev/null; do
          if compgen -G "$command.out.kakeibo-*.tmp*" > /dev/null ||
            ls -l /proc/$pid/fd 2> /dev/null | grep -qF "$D/#"; then
            kill -KILL $pid && caught=yes
            break
          fi
        done
        wait $pid
        echo "$command $? $caught"
      done
      """, environment: ["D": out])
    #expect(result.stdout == "export 137 yes\nbackup 137 yes\n", "\(result)")
    let left = try FileManager.default.contentsOfDirectory(atPath: out)
    // The export left nothing; the backup's named file (and SQLite's journal) stayed.
    #expect(left.allSatisfy { $0.hasPrefix("backup.out.kakeibo-") }, "\(left)")
    #expect(!left.isEmpty)
    // The next run to the folder, to another file, removes them: their process is gone.
    try sandbox.ok("export", "-o", out + "/entries.csv")
    #expect(try FileManager.default.contentsOfDirectory(atPath: out) == ["entries.csv"])
  }

  @Test func onlyTheFilesOfGoneProcessesAreRemoved() throws {
    let sandbox = try Sandbox()
    try sandbox.ok("add", "5", "-c", "fun")
    // This test's own process is alive; a process that has exited is gone; and one whose id
    // the system gave to another since (the start time differs) is gone too.
    let alive = getpid()
    let startTime = try Self.startTime(of: alive)
    let exited = try Self.exitedProcess()
    let names = [
      "b.db.kakeibo-\(alive)-\(startTime)-00112233445566ff.tmp",
      "b.db.kakeibo-\(alive)-\(startTime)-00112233445566ff.tmp-journal",
      "b.db.kakeibo-\(exited)-\(startTime)-0011223344556677.tmp",
      "b.db.kakeibo-\(exited)-\(startTime)-0011223344556677.tmp-journal",
      "b.db.kakeibo-\(alive)-\(startTime + 1)-8899aabbccddeeff.tmp",
      "b.db.kakeibo-\(exited).tmp",
      // Not kakeibo's: never touched.
      "b.db.kakeibo-\(exited)-x.tmp", "notes.kakeibo-\(exited).txt", "b.db.tmp",
      // What an older kakeibo's predictable name was: someone made it first, in vain.
      "b.db.kakeibo-\(alive).tmp",
    ]
    for name in names {
      FileManager.default.createFile(atPath: sandbox.folder + "/" + name, contents: Data("x".utf8))
    }
    let before = Set(try FileManager.default.contentsOfDirectory(atPath: sandbox.folder))
    let result = try sandbox.run("backup", sandbox.folder + "/b.db")
    #expect(result.status == 0, "\(result)")
    let after = Set(try FileManager.default.contentsOfDirectory(atPath: sandbox.folder))
    #expect(
      before.subtracting(after) == [
        "b.db.kakeibo-\(exited)-\(startTime)-0011223344556677.tmp",
        "b.db.kakeibo-\(exited)-\(startTime)-0011223344556677.tmp-journal",
        "b.db.kakeibo-\(alive)-\(startTime + 1)-8899aabbccddeeff.tmp",
        "b.db.kakeibo-\(exited).tmp",
      ])
    #expect(after.subtracting(before) == ["b.db"])
  }

  /// `/proc/PID/stat`'s start time of process `pid`.
  static func startTime(of pid: Int32) throws -> UInt64 {
    let stat = try String(contentsOfFile: "/proc/\(pid)/stat", encoding: .utf8)
    let fields = try #require(stat.split(separator: ")").last).split(separator: " ")
    return try #require(UInt64(fields[19]))
  }

  /// The id of a process that has exited (and, for the moment, been given to no other).
  static func exitedProcess() throws -> Int32 {
    let process = Process()
    process.executableURL = URL(fileURLWithPath: "/bin/true")
    try process.run()
    process.waitUntilExit()
    return process.processIdentifier
  }
}
