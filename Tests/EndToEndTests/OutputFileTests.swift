import Foundation
import Testing

/// A ledger with entries, a budget and a setting: what a clobbered ledger would lose.
private func makeLedger(_ engine: Engine = .sqlite) throws -> Sandbox {
  let sandbox = try Sandbox(engine: engine)
  try sandbox.ok("add", "1,280", "-c", "生活費", "-d", "2026-11-30", "-m", "スーパー")
  try sandbox.ok("add", "3500", "-c", "fun", "-d", "2026-11-29", "-m", "映画")
  try sandbox.ok("budget", "set", "fun", "3000")
  try sandbox.ok("config", "set", "month-start", "25")
  return sandbox
}

private let exportedCSV = """
  id,date,amount,category,memo,subcategory,kind,source,fingerprint,ledger
  2,2026-11-29,3500,娯楽費,映画,,expense,,,LEDGER
  1,2026-11-30,1280,生活費,スーパー,,expense,,,LEDGER

  """

private func permissions(_ path: String) throws -> Int? {
  try FileManager.default.attributesOfItem(atPath: path)[.posixPermissions] as? Int
}

private func fileType(_ path: String) throws -> FileAttributeType? {
  try FileManager.default.attributesOfItem(atPath: path)[.type] as? FileAttributeType
}

/// What `export -o` and `backup` do with what is already at the path they write.
@Suite struct OutputFileTests {
  @Test func theLedgerAndTheFilesBesideItAreNeverReplaced() throws {
    let sandbox = try makeLedger()
    let ledger = sandbox.databasePath
    try FileManager.default.createSymbolicLink(
      atPath: sandbox.folder + "/link.db", withDestinationPath: ledger)
    let everything =
      "SELECT (SELECT count(*) FROM entries), (SELECT count(*) FROM budgets), "
      + "(SELECT count(*) FROM settings), (SELECT count(*) FROM changes)"
    #expect(try sandbox.query(everything) == [["2", "1", "1", "4"]])
    for (target, problem) in [
      (ledger, "is the ledger itself; name another file"),
      (sandbox.folder + "/link.db", "is the ledger itself; name another file"),
      (
        ledger + "-wal", "is a file SQLite keeps beside the ledger \"\(ledger)\"; name another file"
      ),
      (
        ledger + "-shm", "is a file SQLite keeps beside the ledger \"\(ledger)\"; name another file"
      ),
      (
        ledger + "-journal",
        "is a file SQLite keeps beside the ledger \"\(ledger)\"; name another file"
      ),
    ] {
      for (command, noun) in [(["export", "-o", target], "file"), (["backup", target], "backup")] {
        for force in [[], ["--force"]] {
          let result = try sandbox.run(command + force)
          #expect(
            result
              == Run(
                status: 73, stdout: "", stderr: "kakeibo: \(noun) \"\(target)\": \(problem)\n"),
            "\(command + force)")
        }
      }
    }
    #expect(try sandbox.query(everything) == [["2", "1", "1", "4"]])
    #expect(!FileManager.default.fileExists(atPath: ledger + "-journal"))
    #expect(try fileType(sandbox.folder + "/link.db") == .typeSymbolicLink)
  }

  /// The ledger reached through a descriptor the shell opened on it (issue 19): compared by
  /// device and inode once open, and refused before a byte is written.
  @Test func theLedgerOpenedUnderAnotherNameIsNeverWritten() throws {
    let sandbox = try makeLedger()
    let ledger = sandbox.databasePath
    let before = try sandbox.everyRow()
    let beside = "is a file SQLite keeps beside the ledger \"\(ledger)\"; name another file"
    for (redirection, target, problem) in [
      ("3<>\"$KAKEIBO_DB\"", "/proc/self/fd/3", "is the ledger itself; name another file"),
      ("3<>\"$KAKEIBO_DB\"", "/dev/fd/3", "is the ledger itself; name another file"),
      ("1<>\"$KAKEIBO_DB\"", "/dev/stdout", "is the ledger itself; name another file"),
      ("3<>\"$KAKEIBO_DB-wal\"", "/proc/self/fd/3", beside),
      ("3<>\"$KAKEIBO_DB-journal\"", "/dev/fd/3", beside),
    ] {
      let result = try sandbox.shell(
        "\"$K\" export -o \(target) \(redirection) 2> \"$HOME/err\"; echo \"status $?\" >&2; cat \"$HOME/err\" >&2"
      )
      #expect(
        result.stderr == "status 73\nkakeibo: file \"\(target)\": \(problem)\n", "\(redirection)")
      try? FileManager.default.removeItem(atPath: ledger + "-journal")
    }
    #expect(try sandbox.everyRow() == before)
    #expect(try sandbox.ok("list", "--format", "csv").contains("スーパー"))
  }

  @Test(arguments: Engine.available)
  func anExistingFileIsReplacedOnlyWithForceAndKeepsItsPermissions(engine: Engine) throws {
    let sandbox = try makeLedger(engine)
    let csv = sandbox.folder + "/entries.csv"
    let backup = sandbox.folder + "/backup.db"
    for (path, mode) in [(csv, 0o640), (backup, 0o604)] {
      try Data("keep me".utf8).write(to: URL(fileURLWithPath: path))
      try FileManager.default.setAttributes([.posixPermissions: mode], ofItemAtPath: path)
    }
    #expect(
      try sandbox.run("export", "-o", csv)
        == Run(
          status: 73, stdout: "",
          stderr: "kakeibo: file \"\(csv)\": a file is already there; pass --force to replace it\n"
        ))
    #expect(sandbox.fileBytes(csv) == Data("keep me".utf8))

    #expect(try sandbox.ok("export", "-o", csv, "--force") == "Exported 2 entries to \(csv)\n")
    #expect(withLedgersNamed(try String(contentsOfFile: csv, encoding: .utf8)) == exportedCSV)
    #expect(try permissions(csv) == 0o640)
    try sandbox.ok("backup", backup, "--force")
    #expect(try sandbox.query("SELECT count(*) FROM entries", path: backup) == [["2"]])
    #expect(try permissions(backup) == 0o604)
    // New files: the umask's permissions for an export, the owner's only for a backup.
    try sandbox.ok("export", "-o", sandbox.folder + "/new.csv")
    try sandbox.ok("backup", sandbox.folder + "/new.db")
    #expect(try permissions(sandbox.folder + "/new.csv") == 0o666 & ~Int(umaskValue()))
    #expect(try permissions(sandbox.folder + "/new.db") == 0o600)
    #expect(try sandbox.run("export", "--force").status == 64)
  }

  @Test(arguments: Engine.available) func aSymbolicLinkStaysAndTheFileItPointsToIsWritten(
    engine: Engine
  ) throws {
    let sandbox = try makeLedger(engine)
    let link = sandbox.folder + "/latest.csv"
    let target = sandbox.folder + "/2026-11.csv"
    try FileManager.default.createSymbolicLink(atPath: link, withDestinationPath: "2026-11.csv")
    #expect(try sandbox.ok("export", "-o", link) == "Exported 2 entries to \(link)\n")
    #expect(withLedgersNamed(try String(contentsOfFile: target, encoding: .utf8)) == exportedCSV)
    #expect(try sandbox.run("export", "-o", link).status == 73)
    try sandbox.ok("export", "-o", link, "--force", "--month", "2026-12")
    #expect(
      try String(contentsOfFile: target, encoding: .utf8)
        == "id,date,amount,category,memo,subcategory,kind,source,fingerprint,ledger\n"
    )
    #expect(try fileType(link) == .typeSymbolicLink)

    let backupLink = sandbox.folder + "/latest.db"
    try FileManager.default.createSymbolicLink(
      atPath: backupLink, withDestinationPath: sandbox.folder + "/backup.db")
    try sandbox.ok("backup", backupLink)
    try sandbox.ok("backup", backupLink, "--force")
    #expect(try fileType(backupLink) == .typeSymbolicLink)
    #expect(
      try sandbox.query("SELECT count(*) FROM entries", path: sandbox.folder + "/backup.db") == [
        ["2"]
      ])
  }

  @Test func aFIFOAndFileDescriptorsAreWrittenIntoAsTheyAre() throws {
    let sandbox = try makeLedger()
    // A link to this process's standard output, as /dev/stdout is; in the sandbox, so that a
    // kakeibo that replaced it would replace nothing outside.
    let stdout = sandbox.folder + "/stdout"
    try FileManager.default.createSymbolicLink(
      atPath: stdout, withDestinationPath: "/proc/self/fd/1")
    var linked = try sandbox.run("export", "-o", stdout)
    linked.stdout = withLedgersNamed(linked.stdout)
    #expect(linked == Run(status: 0, stdout: exportedCSV, stderr: ""))
    // Only a kakeibo that left the link alone may be given /dev/stdout itself.
    guard try fileType(stdout) == .typeSymbolicLink else {
      Issue.record("the link to standard output was replaced")
      return
    }
    var direct = try sandbox.run("export", "-o", "/dev/stdout")
    direct.stdout = withLedgersNamed(direct.stdout)
    #expect(direct == Run(status: 0, stdout: exportedCSV, stderr: ""))

    let result = try sandbox.shell(
      """
      cd "$D"
      mkfifo fifo
      timeout 10 cat fifo > from-fifo &
      "$K" export -o fifo; echo "fifo $?"
      wait
      [ -p fifo ] && echo "still a FIFO"
      "$K" export -o >(gzip > entries.csv.gz); echo "pipe $?"
      wait $!
      gunzip -c entries.csv.gz > from-pipe
      "$K" export -o /dev/fd/1 > from-fd; echo "descriptor $?"
      "$K" export -o /dev/stdout >> from-fd; echo "appended $?"
      """, environment: ["D": sandbox.folder])
    #expect(
      result.stdout == """
        Exported 2 entries to fifo
        fifo 0
        still a FIFO
        Exported 2 entries to /dev/fd/63
        pipe 0
        descriptor 0
        appended 0

        """)
    #expect(result.stderr == "")
    for (file, expected) in [
      ("from-fifo", exportedCSV), ("from-pipe", exportedCSV),
      ("from-fd", exportedCSV + exportedCSV),
    ] {
      #expect(
        withLedgersNamed(try String(contentsOfFile: sandbox.folder + "/" + file, encoding: .utf8))
          == expected,
        "\(file)")
    }
    #expect(try temporaryFiles(in: sandbox.folder) == [])
  }

  /// Device nodes made in the sandbox (as root only), like /dev/null and /dev/full.
  @Test(.enabled(if: getuid() == 0)) func aDeviceIsWrittenIntoAsItIs() throws {
    let sandbox = try makeLedger()
    let (null, full) = try makeDevices(in: sandbox)
    #expect(try sandbox.ok("export", "-o", null) == "Exported 2 entries to \(null)\n")
    #expect(
      try sandbox.run("export", "-o", full)
        == Run(
          status: 74, stdout: "",
          stderr: "kakeibo: file \"\(full)\": cannot write it: No space left on device\n"))
    for device in [null, full] {
      #expect(try fileType(device) == .typeCharacterSpecial)
    }
    #expect(try temporaryFiles(in: sandbox.folder) == [])
  }

  @Test(arguments: Engine.available) func aBackupIsNeverWrittenIntoAFIFOADeviceOrADescriptor(
    engine: Engine
  ) throws {
    let sandbox = try makeLedger(engine)
    let fifo = sandbox.folder + "/fifo"
    #expect(mkfifo(fifo, 0o600) == 0)
    let stdout = sandbox.folder + "/stdout"
    try FileManager.default.createSymbolicLink(atPath: stdout, withDestinationPath: "/dev/fd/1")
    var targets = [(fifo, "a FIFO"), (stdout, "an open file descriptor")]
    if getuid() == 0 { targets.append((try makeDevices(in: sandbox).null, "a device")) }
    for (target, kind) in targets {
      for force in [[], ["--force"]] {
        #expect(
          try sandbox.run(["backup", target] + force)
            == Run(
              status: 73, stdout: "",
              stderr:
                "kakeibo: backup \"\(target)\": is \(kind); expected the path of a regular file\n"))
      }
    }
    let kinds = try sandbox.shell(
      "cd \"$D\"; [ -p fifo ] && [ -L stdout ] && { [ ! -e null ] || [ -c null ]; } && echo kept",
      environment: ["D": sandbox.folder])
    #expect(kinds.stdout == "kept\n")
    #expect(try temporaryFiles(in: sandbox.folder) == [])
  }

  @Test(arguments: Engine.available) func aDirectoryIsRefused(engine: Engine) throws {
    let sandbox = try makeLedger(engine)
    for (command, noun) in [(["export", "-o"], "file"), (["backup"], "backup")] {
      #expect(
        try sandbox.run(command + [sandbox.folder, "--force"])
          == Run(
            status: 73, stdout: "",
            stderr: "kakeibo: \(noun) \"\(sandbox.folder)\": is a directory; name a file\n"))
    }
  }
}

/// The temporary files kakeibo left in `folder`.
private func temporaryFiles(in folder: String) throws -> [String] {
  try FileManager.default.contentsOfDirectory(atPath: folder).filter { $0.contains(".kakeibo-") }
}

/// Makes `null` and `full` in the sandbox: character devices as /dev/null and /dev/full are.
private func makeDevices(in sandbox: Sandbox) throws -> (null: String, full: String) {
  let made = try sandbox.shell(
    "mknod \"$D/null\" c 1 3 && mknod \"$D/full\" c 1 7", environment: ["D": sandbox.folder])
  try #require(made.status == 0, "\(made)")
  return (sandbox.folder + "/null", sandbox.folder + "/full")
}

/// This process's umask (which kakeibo inherits), read without changing it: tests run in
/// parallel, and `umask()` can only be read by setting it.
private func umaskValue() -> mode_t {
  let status = (try? String(contentsOfFile: "/proc/self/status", encoding: .utf8)) ?? ""
  let line = status.split(separator: "\n").first { $0.hasPrefix("Umask:") }
  return line.flatMap { mode_t($0.dropFirst(6).trimmingCharacters(in: .whitespaces), radix: 8) }
    ?? 0o022
}
