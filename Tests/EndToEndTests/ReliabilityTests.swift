import CSQLite
import Foundation
import Testing

/// Faults injected for real: concurrent writers, a held lock, full disks, file-size limits,
/// damaged and read-only files, signals. Each leaves the ledger consistent and says what happened.
@Suite struct ReliabilityTests {
  @Test func fourWritersAtOnceStoreEveryEntry() throws {
    let sandbox = try Sandbox()
    try sandbox.ok("add", "1", "-c", "fun")
    let result = try sandbox.shell(
      """
      for writer in 1 2 3 4; do
        ( for i in $(seq 500); do
            "$K" add "$i" -c living -m "writer $writer" > /dev/null || echo "failed: $writer $i"
          done ) &
      done
      wait
      """)
    #expect(result.stdout == "")
    #expect(result.stderr == "")
    #expect(try sandbox.query("SELECT count(*) FROM entries") == [["2001"]])
    #expect(
      try sandbox.query(
        "SELECT memo, count(*), sum(amount) FROM entries WHERE memo != '' GROUP BY memo")
        == (1...4).map { ["writer \($0)", "500", "125250"] })
    #expect(try sandbox.query("SELECT count(*) FROM changes") == [["2001"]])
    #expect(try sandbox.query("PRAGMA integrity_check") == [["ok"]])
  }

  @Test func aWriterBlockedPastTheTimeoutExits75AndWritesNothing() throws {
    let sandbox = try Sandbox()
    try sandbox.ok("add", "1", "-c", "fun")
    var handle: OpaquePointer?
    #expect(sqlite3_open(sandbox.databasePath, &handle) == SQLITE_OK)
    defer { sqlite3_close(handle) }
    #expect(sqlite3_exec(handle, "BEGIN IMMEDIATE", nil, nil, nil) == SQLITE_OK)
    let result = try sandbox.run(
      ["add", "2", "-c", "fun"], environment: ["KAKEIBO_BUSY_TIMEOUT": "300"])
    #expect(
      result
        == Run(
          status: 75, stdout: "",
          stderr:
            "kakeibo: database \"\(sandbox.databasePath)\": the ledger is busy: another process held it for more than 0.3 seconds; nothing was written, try again\n"
        ))
    #expect(sqlite3_exec(handle, "ROLLBACK", nil, nil, nil) == SQLITE_OK)
    #expect(try sandbox.query("SELECT amount FROM entries") == [["1"]])
    // Reading does not wait for writers.
    #expect(sqlite3_exec(handle, "BEGIN IMMEDIATE", nil, nil, nil) == SQLITE_OK)
    #expect(try sandbox.run("report").status == 0)
    #expect(sqlite3_exec(handle, "ROLLBACK", nil, nil, nil) == SQLITE_OK)
  }

  @Test(.enabled(if: canMountPrivately))
  func aFullDiskFailsAnAddAndAnImportAndEarlierEntriesSurvive()
    throws
  {
    let sandbox = try Sandbox()
    let mount = sandbox.folder + "/small"
    try FileManager.default.createDirectory(atPath: mount, withIntermediateDirectories: true)
    let csv = sandbox.folder + "/import.csv"
    try Data(
      ("id,date,amount,category,memo\n"
        + (1...2000).map { "\($0),2026-11-02,\($0),娯楽費,imported \($0)\n" }.joined()).utf8
    ).write(to: URL(fileURLWithPath: csv))
    let result = try sandbox.shell(
      """
      unshare -rm bash -c '
        mount -t tmpfs -o size=1m tmpfs "$0" || exit 99
        export KAKEIBO_DB="$0/ledger.db"
        "$K" add 1200 -c living -m before > /dev/null || exit 98
        dd if=/dev/zero of="$0/filler" bs=4k 2> /dev/null
        "$K" add 3400 -c fun -m "$(printf "x%.0s" $(seq 400))"
        echo "add $?"
        "$K" import "$1" > /dev/null
        echo "import $?"
        rm "$0/filler"
        "$K" list --format csv
      ' "\(mount)" "\(csv)"
      """)
    #expect(
      withLedgersNamed(result.stdout)
        == "add 74\nimport 74\nid,date,amount,category,memo,subcategory,kind,source,fingerprint,ledger\n"
        + "1,2026-11-15,1200,生活費,before,,expense,,,LEDGER\n")
    let message = "kakeibo: database \"\(mount)/ledger.db\": disk full; nothing was written\n"
    #expect(result.stderr == message + message)
  }

  @Test(.enabled(if: canMountPrivately)) func aFullDiskLeavesNoNewLedgerBehind() throws {
    let sandbox = try Sandbox()
    let mount = sandbox.folder + "/small"
    try FileManager.default.createDirectory(atPath: mount, withIntermediateDirectories: true)
    let result = try sandbox.shell(
      """
      unshare -rm bash -c '
        mount -t tmpfs -o size=256k tmpfs "$0" || exit 99
        : > "$0/empty.db"
        dd if=/dev/zero of="$0/filler" bs=4k 2> /dev/null
        "$K" --db "$0/new/ledger.db" add 5 -c fun; echo "new $?"
        "$K" --db "$0/empty.db" add 5 -c fun; echo "empty $?"
        ls -A "$0"; wc -c < "$0/empty.db"
      ' "\(mount)"
      """)
    #expect(result.stdout == "new 74\nempty 74\nempty.db\nfiller\n0\n")
    #expect(
      result.stderr
        == "kakeibo: database \"\(mount)/new/ledger.db\": disk full; nothing was written\n"
        + "kakeibo: database \"\(mount)/empty.db\": disk full; nothing was written\n")
  }

  @Test func aFileSizeLimitIsAClearErrorNotASilentDeath() throws {
    let sandbox = try Sandbox()
    try sandbox.ok("add", "1", "-c", "fun")
    let result = try sandbox.shell(
      """
      ulimit -f 64
      memo=$(printf 'x%.0s' $(seq 480))
      for i in $(seq 200); do
        "$K" add 5 -c fun -m "$memo" > /dev/null || { echo "status $?"; break; }
      done
      """)
    #expect(result.stdout == "status 74\n")
    #expect(
      result.stderr
        == "kakeibo: database \"\(sandbox.databasePath)\": the file reached the file-size limit (ulimit -f); nothing was written\n"
    )
    #expect(try sandbox.query("PRAGMA integrity_check") == [["ok"]])
    let counts = try sandbox.query(
      "SELECT (SELECT count(*) FROM entries), (SELECT count(*) FROM changes)")
    #expect(counts[0][0] == counts[0][1])
  }

  @Test func randomBytesAndTruncatedLedgersAreRefusedUntouched() throws {
    let sandbox = try Sandbox()
    var generator = SystemRandomNumberGenerator()
    let random = sandbox.folder + "/random.db"
    _ = FileManager.default.createFile(
      atPath: random,
      contents: Data((0..<20_000).map { _ in UInt8.random(in: 0...255, using: &generator) }))

    let truncated = sandbox.folder + "/truncated.db"
    try sandbox.ok("add", "1", "-c", "fun", "--db", truncated)
    try executeSQL(
      """
      WITH RECURSIVE n(value) AS (SELECT 1 UNION ALL SELECT value + 1 FROM n WHERE value < 1000)
      INSERT INTO entries (date, amount, category, memo)
      SELECT '2026-11-01', value, 'leisure', printf('memo %d', value) FROM n
      """,
      at: truncated)
    let handle = try FileHandle(forWritingTo: URL(fileURLWithPath: truncated))
    try handle.truncate(atOffset: 8192)
    try handle.close()

    for (path, message) in [
      (random, "not a kakeibo ledger (it is not an SQLite database); it was left untouched"),
      (
        truncated,
        "the ledger is damaged (database disk image is malformed); nothing was written; 'kakeibo check' lists the damage, and a copy made with 'kakeibo backup' can replace the file"
      ),
    ] {
      let before = sandbox.fileBytes(path)
      for arguments in [["add", "5", "-c", "fun"], ["list"], ["report"], ["undo"]] {
        let result = try sandbox.run(["--db", path] + arguments)
        #expect(
          result
            == Run(status: 74, stdout: "", stderr: "kakeibo: database \"\(path)\": \(message)\n"),
          "\(arguments)")
      }
      #expect(sandbox.fileBytes(path) == before)
    }
  }

  @Test(.enabled(if: canMountPrivately)) func aLedgerOnAReadOnlyDiskCanBeReadButNotWritten() throws
  {
    let sandbox = try Sandbox()
    let mount = sandbox.folder + "/disk"
    try FileManager.default.createDirectory(atPath: mount, withIntermediateDirectories: true)
    let result = try sandbox.shell(
      """
      unshare -rm bash -c '
        mount -t tmpfs -o size=1m tmpfs "$0" || exit 99
        export KAKEIBO_DB="$0/ledger.db"
        "$K" add 1200 -c living -m kept > /dev/null || exit 98
        mount -o remount,ro "$0" || exit 97
        before=$(md5sum < "$KAKEIBO_DB")
        "$K" list --format csv; echo "list $?"
        "$K" add 5 -c fun; echo "add $?"
        "$K" undo; echo "undo $?"
        [ "$before" = "$(md5sum < "$KAKEIBO_DB")" ] && echo unchanged
      ' "\(mount)"
      """)
    #expect(
      withLedgersNamed(result.stdout)
        == "id,date,amount,category,memo,subcategory,kind,source,fingerprint,ledger\n1,2026-11-15,1200,生活費,kept,,expense,,,LEDGER\nlist 0\n"
        + "add 74\nundo 74\nunchanged\n")
    let message =
      "kakeibo: database \"\(mount)/ledger.db\": cannot write to it (the file, its folder or its disk is read-only); nothing was written\n"
    #expect(result.stderr == message + message)
  }

  /// A ledger whose last writer died before merging its write-ahead log, on a disk that is
  /// now read-only: the file alone would miss what the log holds, and SQLite cannot open the
  /// log without writing its index beside it.
  @Test(.enabled(if: canMountPrivately))
  func aPendingLogOnAReadOnlyDiskIsNamedNotMissed() throws {
    let sandbox = try Sandbox()
    try sandbox.ok("add", "1200", "-c", "living", "-m", "merged")
    // A writer that never merges its log, still open while the files are copied.
    let writer = try OtherConnection(
      sandbox.databasePath,
      running: """
        PRAGMA wal_autocheckpoint = 0;
        INSERT INTO entries (date, amount, category, memo) VALUES ('2026-11-02', 7, 'leisure', 'in the log')
        """)
    defer { withExtendedLifetime(writer) {} }
    let mount = sandbox.folder + "/disk"
    try FileManager.default.createDirectory(atPath: mount, withIntermediateDirectories: true)
    // A copy of the file and its log, as a crash would leave them, on a disk made read-only.
    let result = try sandbox.shell(
      """
      unshare -rm bash -c '
        mount -t tmpfs -o size=1m tmpfs "$0" || exit 99
        cp "$1" "$1-wal" "$0/" || exit 98
        mount -o remount,ro "$0" || exit 97
        for command in list report; do "$K" --db "$0/ledger.db" $command; echo "$command $?"; done
      ' "\(mount)" "\(sandbox.databasePath)"
      """)
    #expect(result.stdout == "list 74\nreport 74\n")
    let message =
      "kakeibo: database \"\(mount)/ledger.db\": cannot be read safely: its write-ahead log "
      + "\"\(mount)/ledger.db-wal\" holds changes not yet in the file, and the file, its folder "
      + "or its disk is read-only, so SQLite cannot open the log; make them writable, or copy "
      + "both files to a writable folder, and try again\n"
    #expect(result.stderr == message + message)
  }

  @Test func aReadOnlyFileCanBeReadButNotWritten() throws {
    let sandbox = try Sandbox()
    try sandbox.ok("add", "1200", "-c", "living")
    // Root ignores file permissions, so as root the commands run as nobody.
    let asUser = getuid() == 0 ? "setpriv --reuid=nobody --regid=nogroup --clear-groups " : ""
    try FileManager.default.setAttributes([.posixPermissions: 0o777], ofItemAtPath: sandbox.folder)
    try FileManager.default.setAttributes(
      [.posixPermissions: 0o444], ofItemAtPath: sandbox.databasePath)
    let before = sandbox.fileBytes()
    let result = try sandbox.shell(
      """
      \(asUser)"$K" list --format csv; echo "list $?"
      \(asUser)"$K" add 5 -c fun; echo "add $?"
      """)
    #expect(
      result.stdout
        == "id,date,amount,category,memo,subcategory,kind,source,fingerprint,ledger\n1,2026-11-15,1200,生活費,,,expense,,,"
        + (try sandbox.ledgerIdentity()) + "\nlist 0\nadd 74\n")
    #expect(
      result.stderr
        == "kakeibo: database \"\(sandbox.databasePath)\": cannot write to it (the file, its folder or its disk is read-only); nothing was written\n"
    )
    #expect(sandbox.fileBytes() == before)
  }

  @Test func signalsDuringWritesLeaveEachChangeWholeOrAbsent() throws {
    let sandbox = try Sandbox()
    try sandbox.ok("add", "1", "-c", "fun")
    let result = try sandbox.shell(
      """
      for i in $(seq 60); do
        "$K" add "$i" -c living -m "signal $i" > /dev/null 2>&1 &
        pid=$!
        sleep 0.00$((RANDOM % 9))
        if [ $((i % 2)) = 0 ]; then kill -TERM $pid 2>/dev/null; else kill -INT $pid 2>/dev/null; fi
        wait $pid 2>/dev/null
      done
      echo done
      """)
    #expect(result.stdout == "done\n")
    #expect(try sandbox.query("PRAGMA integrity_check") == [["ok"]])
    let counts = try sandbox.query(
      "SELECT (SELECT count(*) FROM entries), (SELECT count(*) FROM changes WHERE kind = 'add')")
    #expect(counts[0][0] == counts[0][1])
    // Whatever survived is whole: its memo matches its amount.
    #expect(
      try sandbox.query(
        "SELECT count(*) FROM entries WHERE memo != '' AND memo != 'signal ' || amount") == [["0"]])
    #expect(try sandbox.run("add", "2", "-c", "fun").status == 0)
  }

  @Test func anImportKilledAtAnyMomentLeavesAllOrNothing() throws {
    let sandbox = try Sandbox()
    let rows = 40_000
    var csv = "id,date,amount,category,memo\n"
    for row in 1...rows {
      csv +=
        "\(row)," + String(format: "2026-%02d-%02d", row % 12 + 1, row % 28 + 1)
        + ",\(row % 5000 + 100),生活費,row \(row)\n"
    }
    let file = sandbox.folder + "/large.csv"
    try Data(csv.utf8).write(to: URL(fileURLWithPath: file))
    var outcomes: Set<String> = []
    // Each signal at a few moments: before the transaction, in the middle, near the commit.
    for (round, signal) in ["KILL", "KILL", "KILL", "TERM", "INT", "KILL"].enumerated() {
      let ledger = sandbox.folder + "/ledger-\(round).db"
      try sandbox.ok("add", "7", "-c", "fun", "--db", ledger)
      let delay = [0.01, 0.1, 0.2, 0.05, 0.1, 0.5][round]
      let result = try sandbox.shell(
        """
        "$K" --db "\(ledger)" import "\(file)" > /dev/null 2>&1 &
        pid=$!
        sleep \(delay)
        kill -\(signal) $pid 2> /dev/null
        wait $pid 2> /dev/null
        echo done
        """)
      #expect(result.stdout == "done\n")
      #expect(try sandbox.query("PRAGMA integrity_check", path: ledger) == [["ok"]])
      let count = try sandbox.query("SELECT count(*) FROM entries", path: ledger)[0][0]
      #expect(count == "1" || count == "\(rows + 1)", "round \(round): \(count) entries")
      let imports = try sandbox.query(
        "SELECT count(*) FROM changes WHERE kind = 'import'", path: ledger)[0][0]
      #expect(imports == (count == "1" ? "0" : "1"))
      outcomes.insert(count == "1" ? "none" : "all")
      // The ledger still works, and importing again brings exactly what was missing.
      try sandbox.ok("--db", ledger, "import", file)
      #expect(try sandbox.query("SELECT count(*) FROM entries", path: ledger) == [["\(rows + 1)"]])
    }
    #expect(outcomes.contains("none"))
  }

  @Test func anInterruptedExportOrBackupLeavesNoFileBehind() throws {
    let sandbox = try Sandbox()
    var csv = "id,date,amount,category,memo\n"
    for row in 1...40_000 {
      csv += "\(row),2026-\(String(format: "%02d", row % 12 + 1))-01,\(row),生活費,row \(row)\n"
    }
    let file = sandbox.folder + "/large.csv"
    try Data(csv.utf8).write(to: URL(fileURLWithPath: file))
    try sandbox.ok("import", file)
    // Each command is signalled as soon as its temporary file appears: in the middle of
    // writing it. (The ledger's own -wal and -shm, which SQLite keeps after a killed reader,
    // are not counted.)
    let result = try sandbox.shell(
      """
      set -m
      cd "$D"
      # The test runner may start its children with these signals ignored, which kakeibo
      # respects (as under nohup): give them back their default action.
      run="env --default-signal=TERM,INT,HUP $K"
      for signal in TERM INT HUP; do
        for command in export backup; do
          output=out-$signal-$command
          if [ $command = export ]; then $run export -o $output > /dev/null 2>&1 &
          else $run backup $output > /dev/null 2>&1 & fi
          pid=$!
          caught=no
          while kill -0 $pid 2> /dev/null; do
            # A named temporary file, or an unnamed one (O_TMPFILE) open in this folder.
            if compgen -G "$output.kakeibo-*.tmp*" > /dev/null ||
              ls -l /proc/$pid/fd 2> /dev/null | grep -qF "$D/#"; then
              kill -$signal $pid && caught=yes
              break
            fi
          done
          wait $pid
          echo "$signal $command $? $caught" $(compgen -G "$output*")
        done
      done
      """, environment: ["D": sandbox.folder])
    let lines = result.stdout.split(separator: "\n").map(String.init)
    #expect(lines.count == 6, "\(result)")
    var caught: Set<String> = []
    for line in lines {
      let fields = line.split(separator: " ").map(String.init)
      let status = ["TERM": "143", "INT": "130", "HUP": "129"][fields[0]] ?? ""
      // Killed by the signal while writing, with nothing left behind; or done before the
      // signal came, with the whole file in place.
      let output = "out-\(fields[0])-\(fields[1])"
      #expect(
        fields.dropFirst(2) == [status, "yes"] || fields.dropFirst(2) == ["0", "no", output],
        "\(line)")
      if fields.count == 4 { caught.insert(fields[1]) }
    }
    #expect(caught == ["export", "backup"], "\(result)")
    #expect(try sandbox.query("PRAGMA integrity_check") == [["ok"]])
  }

  @Test func aHugeArgumentIsRefusedAtOnce() throws {
    let sandbox = try Sandbox()
    // Linux caps one argument at 128 KiB (MAX_ARG_STRLEN); this is as large as one can be.
    let memo = String(repeating: "x", count: 131_000)
    let result = try sandbox.run(["add", "5", "-c", "fun", "-m", memo])
    #expect(result.status == 65)
    #expect(
      result.stderr.hasSuffix(": is 131000 characters long; a memo holds at most 500 characters\n"))
    #expect(!FileManager.default.fileExists(atPath: sandbox.databasePath))
  }
}

@Suite struct UndoTests {
  /// An id names one entry for the ledger's life: after an add undone, a delete or an import
  /// undone, the next entries are numbered on from the largest id ever given.
  @Test(arguments: Engine.available) func anIdIsNeverGivenTwice(engine: Engine) throws {
    let sandbox = try Sandbox(engine: engine)
    try sandbox.ok("add", "1", "-c", "fun")
    try sandbox.ok("add", "2", "-c", "fun")
    try sandbox.ok("undo")
    #expect(try sandbox.ok("add", "3", "-c", "fun") == "Added #3  2026-11-15  🎮 娯楽費  ¥3\n")
    try sandbox.ok("delete", "3")
    #expect(try sandbox.ok("add", "4", "-c", "fun") == "Added #4  2026-11-15  🎮 娯楽費  ¥4\n")
    let file = sandbox.folder + "/two.csv"
    try "date,amount,category,memo\n2026-11-01,10,fun,a\n2026-11-02,20,fun,b\n".write(
      toFile: file, atomically: true, encoding: .utf8)
    try sandbox.ok("import", file)
    try sandbox.ok("delete", "4")
    try sandbox.ok("undo")
    try sandbox.ok("undo")
    try sandbox.ok("import", file)
    #expect(
      try sandbox.ok("recurring", "add", "7", "-c", "fun", "-m", "r", "--day", "1")
        .hasSuffix("Made #9  2026-11-01  🎮 娯楽費  ¥7  r\n"))
    #expect(
      try sandbox.query("SELECT id, amount FROM entries ORDER BY id") == [
        ["1", "1"], ["4", "4"], ["7", "10"], ["8", "20"], ["9", "7"],
      ])
    // The log names each id once as made.
    let log = try #require(try parseJSON(try sandbox.ok("log", "-f", "json")) as? [[String: Any]])
    let made = log.compactMap { change -> String? in
      guard ["add", "import", "recurring"].contains(change["kind"] as? String) else { return nil }
      return change["summary"] as? String
    }
    #expect(
      made == [
        "recurring add #1 娯楽費 ¥7 r on day 1 (made 1 entry)", "import 2 entries from \(file)",
        "import 2 entries from \(file)", "add #4 2026-11-15 娯楽費 ¥4",
        "add #3 2026-11-15 娯楽費 ¥3", "add #2 2026-11-15 娯楽費 ¥2",
        "add #1 2026-11-15 娯楽費 ¥1",
      ])
  }

  @Test(arguments: Engine.available) func undoRevertsEachKindOfChangeAndLogListsThem(engine: Engine)
    throws
  {
    let sandbox = try Sandbox(engine: engine)
    try sandbox.ok("add", "1200", "-c", "生活費", "-m", "スーパー", "-d", "2026-11-03")
    try sandbox.ok("add", "300", "-c", "fun", "-d", "2026-11-04")
    try sandbox.ok("edit", "1", "-a", "1500")
    try sandbox.ok("delete", "2")
    let log = try sandbox.ok("log").split(separator: "\n").map { line in
      // The time column varies; keep the rest.
      String(line.replacing(/\d{4}-\d\d-\d\d \d\d:\d\d:\d\d/, with: "TIME"))
    }
    #expect(log.first?.hasPrefix("Change  When                 By      What") == true)
    #expect(
      log.dropFirst() == [
        "     4  TIME  tester  delete #2 2026-11-04 娯楽費 ¥300",
        "     3  TIME  tester  edit #1: amount ¥1,200 → ¥1,500",
        "     2  TIME  tester  add #2 2026-11-04 娯楽費 ¥300",
        "     1  TIME  tester  add #1 2026-11-03 生活費 ¥1,200 スーパー",
      ])
    #expect(try sandbox.ok("undo") == "Undid change 4: delete #2 2026-11-04 娯楽費 ¥300\n")
    #expect(
      try sandbox.query("SELECT id, amount FROM entries ORDER BY id") == [
        ["1", "1500"], ["2", "300"],
      ])
    #expect(try sandbox.ok("undo") == "Undid change 3: edit #1: amount ¥1,200 → ¥1,500\n")
    #expect(
      try sandbox.query("SELECT id, amount FROM entries ORDER BY id") == [
        ["1", "1200"], ["2", "300"],
      ])
    #expect(try sandbox.ok("undo") == "Undid change 2: add #2 2026-11-04 娯楽費 ¥300\n")
    #expect(try sandbox.ok("undo") == "Undid change 1: add #1 2026-11-03 生活費 ¥1,200 スーパー\n")
    #expect(try sandbox.ok("undo") == "Nothing to undo.\n")
    #expect(try sandbox.query("SELECT count(*) FROM entries") == [["0"]])

    let changes = try #require(
      try parseJSON(try sandbox.ok("log", "--format", "json")) as? [[String: Any]])
    #expect(changes.map { $0["id"] as? Int } == [4, 3, 2, 1])
    #expect(changes.map { $0["kind"] as? String } == ["delete", "edit", "add", "add"])
    #expect(changes.allSatisfy { $0["undone"] as? Bool == true })
    #expect(try sandbox.ok("log", "-n", "1").split(separator: "\n").count == 2)
  }

  @Test(arguments: Engine.available) func commandsThatOnlyReadOrChangeNothingLeaveAnEmptyFileEmpty(
    engine: Engine
  ) throws {
    let sandbox = try Sandbox(engine: engine)
    // A ledger not begun: an empty file, or an empty schema of the database.
    switch engine {
    case .sqlite: _ = FileManager.default.createFile(atPath: sandbox.databasePath, contents: nil)
    case .postgresql: try sandbox.execute("CREATE SCHEMA kakeibo AUTHORIZATION tester")
    }
    for arguments in [
      ["list"], ["report"], ["report", "--year", "2026"], ["budget"], ["config"], ["log"],
      ["export"], ["undo"], ["config", "unset", "month-start"], ["categories"],
    ] {
      #expect(try sandbox.run(arguments).status == 0, "\(arguments)")
    }
    for arguments in [["delete", "1"], ["edit", "1", "-a", "5"], ["budget", "unset", "fun"]] {
      #expect(try sandbox.run(arguments).status == 65, "\(arguments)")
    }
    #expect(try sandbox.run("check").status == 66)
    switch engine {
    case .sqlite:
      #expect(sandbox.fileBytes() == Data())
      #expect(try FileManager.default.contentsOfDirectory(atPath: sandbox.folder) == ["ledger.db"])
    case .postgresql:
      #expect(try sandbox.contents() == .rows([]))
      #expect(try FileManager.default.contentsOfDirectory(atPath: sandbox.folder) == [])
    }
    // A change makes it a ledger.
    try sandbox.ok("add", "5", "-c", "fun")
    #expect(try sandbox.query("SELECT count(*) FROM entries") == [["1"]])
  }

  /// Issue 10, item 4: after a command that changed nothing, undo reverts that command (it
  /// says so and touches nothing), not the unrelated change before it.
  @Test(arguments: Engine.available) func undoAfterACommandThatChangedNothingRevertsOnlyThatCommand(
    engine: Engine
  ) throws {
    let sandbox = try Sandbox(engine: engine)
    let zaim = fixture("zaim.csv")
    try sandbox.ok("import", zaim)
    try sandbox.ok("add", "700", "-c", "fun", "-m", "typed by hand", "-d", "2026-11-10")
    let entriesBefore = try sandbox.query("SELECT * FROM entries ORDER BY id")
    #expect(entriesBefore.count == 6)
    #expect(try sandbox.ok("import", zaim).contains("Imported 0 new entries; 5 duplicates"))
    try sandbox.ok("import", zaim, "--dry-run")  // not meant to change anything: not recorded
    try sandbox.ok("edit", "6", "--amount", "700", "--memo", "typed by hand")
    try sandbox.ok("budget", "set", "fun", "3000")
    try sandbox.ok("budget", "set", "fun", "3,000")
    try sandbox.ok("config", "set", "month-start", "25")
    try sandbox.ok("config", "set", "month-start", "25")

    let log = try sandbox.ok("log").split(separator: "\n").dropFirst().map { line in
      String(line.replacing(/\d{4}-\d\d-\d\d \d\d:\d\d:\d\d/, with: "TIME"))
    }
    #expect(
      log == [
        "     8  TIME  tester  config set month-start 25: changed nothing",
        "     7  TIME  tester  config set month-start 25 (was 1)",
        "     6  TIME  tester  budget set 娯楽費 ¥3,000 every month: changed nothing",
        "     5  TIME  tester  budget set 娯楽費 ¥3,000 every month",
        "     4  TIME  tester  edit #6: changed nothing",
        "     3  TIME  tester  import of \(zaim): added nothing",
        "     2  TIME  tester  add #6 2026-11-10 娯楽費 ¥700 typed by hand",
        "     1  TIME  tester  import 5 entries from \(zaim)",
      ])
    #expect(try sandbox.ok("undo") == "Undid config set month-start 25: it had changed nothing\n")
    #expect(try sandbox.query("SELECT key, value FROM settings") == [["month-start", "25"]])
    #expect(try sandbox.ok("undo") == "Undid change 7: config set month-start 25 (was 1)\n")
    #expect(
      try sandbox.ok("undo")
        == "Undid budget set 娯楽費 ¥3,000 every month: it had changed nothing\n")
    #expect(try sandbox.query("SELECT category, amount FROM budgets") == [["leisure", "3000"]])
    #expect(
      try sandbox.ok("undo") == "Undid change 5: budget set 娯楽費 ¥3,000 every month\n")
    #expect(try sandbox.query("SELECT count(*) FROM budgets") == [["0"]])
    #expect(try sandbox.ok("undo") == "Undid edit #6: it had changed nothing\n")
    let json = try #require(
      try parseJSON(try sandbox.ok("undo", "--format", "json")) as? [String: Any])
    #expect(json["summary"] as? String == "import of \(zaim): added nothing")
    #expect(json["changedNothing"] as? Bool == true)
    #expect(try sandbox.query("SELECT * FROM entries ORDER BY id") == entriesBefore)
    #expect(
      try sandbox.ok("undo") == "Undid change 2: add #6 2026-11-10 娯楽費 ¥700 typed by hand\n")
    #expect(try sandbox.query("SELECT count(*) FROM entries") == [["5"]])
  }

  @Test(arguments: Engine.available) func undoOnAMissingLedgerCreatesNothing(engine: Engine) throws
  {
    let sandbox = try Sandbox(engine: engine)
    #expect(try sandbox.ok("undo") == "Nothing to undo.\n")
    #expect(try sandbox.ok("log") == "No changes yet.\n")
    #expect(!sandbox.ledgerExists)
  }
}
