import Foundation
import Testing

/// Issue 11's faults, each against a real PostgreSQL server: members writing at once, a server
/// that cannot be reached or that refuses the password, a server restarted in the middle of an
/// import, and passwords kept out of every output.
@Suite(.enabled(if: Engine.hasPostgres)) struct PostgresFaultTests {
  @Test func fourMembersAddingAtOnceStoreEveryEntry() throws {
    let sandbox = try Sandbox(engine: .postgresql)
    try sandbox.ok("add", "1", "-c", "fun", "-m", "first")
    let members = ["hanako", "taro", "jiro", "yuki"]
    for member in members { _ = try sandbox.member(member) }
    // Each member's shell adds 200 entries as fast as it can, the four at once: they start
    // together when the file `go` appears.
    let shells = members.map { member in
      """
      (while [ ! -e go ]; do sleep 0.01; done
       for i in $(seq 1 200); do
         "$K" --db '\(sandbox.uri(role: member))' add "$i" -c fun -m \(member) > /dev/null ||
           echo "\(member) $i failed" >&2
       done) &
      """
    }
    let result = try sandbox.shell(
      "cd '\(sandbox.folder)'\n" + shells.joined(separator: "\n") + "\ntouch go\nwait\n")
    #expect(result == Run(status: 0, stdout: "", stderr: ""))
    #expect(
      try sandbox.query("SELECT count(*), count(DISTINCT id), min(id), max(id) FROM entries")
        == [["801", "801", "1", "801"]])
    #expect(
      try sandbox.query(
        "SELECT memo, count(*), sum(amount) FROM entries GROUP BY memo ORDER BY memo") == [
          ["first", "1", "1"], ["hanako", "200", "20100"], ["jiro", "200", "20100"],
          ["taro", "200", "20100"], ["yuki", "200", "20100"],
        ])
    // Every add is in the change log once, by the member who made it.
    #expect(
      try sandbox.query(
        """
        SELECT member, count(*), count(DISTINCT first_entry_id) FROM changes
        GROUP BY member ORDER BY member
        """) == [
          ["hanako", "200", "200"], ["jiro", "200", "200"], ["taro", "200", "200"],
          ["tester", "1", "1"], ["yuki", "200", "200"],
        ])
    #expect(
      try sandbox.query(
        "SELECT count(*) FROM entries e JOIN changes c ON c.first_entry_id = e.id AND c.member = e.memo"
      ) == [["800"]])
  }

  // MARK: A server that cannot be reached

  /// Where nothing answers: no socket, a closed port, and a port that takes the connection but
  /// never says a word (so that only the connect timeout ends the wait). One line naming the
  /// server, the password masked, exit 69 within the timeout, nothing written anywhere and no
  /// file made instead.
  @Test(arguments: [false, true])
  func anUnreachableServerIsOneLineWithinTheConnectTimeout(defaultTimeout: Bool) throws {
    let sandbox = try Sandbox(engine: .postgresql)
    let silent = try SilentListener()
    let timeout = defaultTimeout ? "" : "?connect_timeout=2"
    let uri = "postgresql://tester:s3cret@127.0.0.1:\(silent.port)/household" + timeout
    let started = Date()
    let result = try sandbox.run(["--db", uri, "add", "1200", "-c", "生活費"])
    let elapsed = Date().timeIntervalSince(started)
    #expect(
      result
        == Run(
          status: 69, stdout: "",
          stderr:
            "kakeibo: database \"postgresql://tester:***@127.0.0.1:\(silent.port)/household\(timeout)\": cannot reach the server at 127.0.0.1:\(silent.port): timeout expired; nothing was written\n"
        ))
    // libpq's timeout is per attempt; it tries the address once.
    let limit: Double = defaultTimeout ? 10 : 2
    #expect(elapsed >= limit - 0.5 && elapsed < limit + 3, "took \(elapsed) s")
    #expect(try FileManager.default.contentsOfDirectory(atPath: sandbox.folder) == [])
    #expect(!sandbox.ledgerExists)
  }

  // MARK: Passwords

  /// A member whose role must give a password: a wrong one, none, or a wrong one from
  /// PGPASSWORD or ~/.pgpass is one line, exit 77, with no password shown and nothing written;
  /// the right one from the URI, PGPASSWORD or ~/.pgpass connects.
  @Test func aWrongPasswordIsOneLineExit77AndTheRightOneConnects() throws {
    let sandbox = try Sandbox(engine: .postgresql)
    try sandbox.ok("add", "1", "-c", "fun")
    _ = try sandbox.member("sachiko", password: "right-horse")
    let plain = sandbox.uri(role: "sachiko")
    let pgpass = sandbox.folder + "/.pgpass"
    func writePgpass(_ password: String) throws {
      try Data("*:*:\(sandbox.databaseName ?? ""):sachiko:\(password)\n".utf8)
        .write(to: URL(fileURLWithPath: pgpass))
      try FileManager.default.setAttributes([.posixPermissions: 0o600], ofItemAtPath: pgpass)
    }
    let before = try sandbox.contents()
    let refused: [([String], [String: String?], String)] = [
      (
        ["--db", sandbox.uri(role: "sachiko", password: "wrong-horse"), "add", "5", "-c", "fun"],
        [:],
        "kakeibo: database \"\(sandbox.uri(role: "sachiko", password: "***"))\": the server refused the connection: password authentication failed for user \"sachiko\""
      ),
      (
        ["--db", plain, "list"], [:],
        "kakeibo: database \"\(plain)\": the server refused the connection: fe_sendauth: no password supplied"
      ),
      (
        ["--db", plain, "add", "5", "-c", "fun"], ["PGPASSWORD": "wrong-horse"],
        "kakeibo: database \"\(plain)\": the server refused the connection: password authentication failed for user \"sachiko\""
      ),
    ]
    for (arguments, environment, message) in refused {
      let result = try sandbox.run(arguments, environment: environment)
      #expect(result == Run(status: 77, stdout: "", stderr: message + "\n"), "\(arguments)")
      #expect(!result.stderr.contains("horse"))
    }
    try writePgpass("wrong-horse")
    let fromFile = try sandbox.run(["--db", plain, "list"])
    #expect(
      fromFile
        == Run(
          status: 77, stdout: "",
          stderr:
            "kakeibo: database \"\(plain)\": the server refused the connection: password authentication failed for user \"sachiko\"\n"
        ))
    #expect(try sandbox.contents() == before)

    try writePgpass("right-horse")
    #expect(
      try sandbox.ok("--db", plain, "add", "2", "-c", "fun", "-m", "pgpass")
        == "Added #2  2026-11-15  🎮 娯楽費  ¥2  pgpass\n")
    try FileManager.default.removeItem(atPath: pgpass)
    #expect(
      try sandbox.ok(
        ["--db", plain, "add", "3", "-c", "fun"], environment: ["PGPASSWORD": "right-horse"])
        == "Added #3  2026-11-15  🎮 娯楽費  ¥3\n")
    #expect(
      try sandbox.ok(
        "--db", sandbox.uri(role: "sachiko", password: "right-horse"), "add", "4", "-c", "fun")
        == "Added #4  2026-11-15  🎮 娯楽費  ¥4\n")
    #expect(
      try sandbox.query("SELECT member, count(*) FROM changes GROUP BY member ORDER BY 1") == [
        ["sachiko", "3"], ["tester", "1"],
      ])
  }

  /// The password a member gives in the URI is in no output of any command: not in what they
  /// print on success (check, backup and copy name the ledger), not in the log, in help, in an
  /// import's progress lines on a terminal, nor in any error.
  @Test func thePasswordIsInNoOutput() throws {
    let sandbox = try Sandbox(engine: .postgresql)
    try sandbox.ok("import", fixture("zaim.csv"))
    _ = try sandbox.member("sachiko", password: "right-horse")
    _ = try sandbox.member("goro", readOnly: true, password: "right-horse")
    let sachiko = ["KAKEIBO_DB": sandbox.uri(role: "sachiko", password: "right-horse")]
    let masked = sandbox.uri(role: "sachiko", password: "***")
    var outputs: [String] = []
    func run(_ arguments: [String], as environment: [String: String?] = sachiko) throws -> Run {
      let result = try sandbox.run(arguments, environment: environment)
      outputs.append(result.stdout + result.stderr)
      return result
    }
    for arguments in [
      ["add", "1200", "-c", "生活費", "-m", "スーパー"], ["list"], ["report", "--year", "2026"],
      ["budget", "set", "fun", "3000"], ["config"], ["log"], ["log", "--format", "json"],
      ["export"], ["categories"], ["member"], ["edit", "6", "-a", "1300"], ["undo"],
      ["import", fixture("card.csv"), "--date-col", "利用日", "--amount-col", "利用金額", "-c", "fun"],
      ["--help"], ["help", "copy"], ["member", "--help"], ["--version"],
    ] {
      #expect(try run(arguments).status == 0, "\(arguments)")
    }
    #expect(
      try run(["check"]).stdout.hasPrefix(
        "Checked \(masked): schema version \(latestSchemaVersion), "))
    let backup = sandbox.folder + "/backup.db"
    #expect(try run(["backup", backup]).stdout.hasPrefix("Backed up \(masked) to \(backup) ("))
    let copy = sandbox.folder + "/copy.db"
    #expect(try run(["copy", copy]).stdout == "Copied \(masked) to \(copy) (9 entries)\n")

    // Errors: refusals of the server, of the ledger and of the arguments.
    let goro = ["KAKEIBO_DB": sandbox.uri(role: "goro", password: "right-horse")]
    let unreachable = "postgresql://sachiko:right-horse@/x?host=/nonexistent"
    let errors: [([String], [String: String?], Int32)] = [
      (["add", "5", "-c", "fun"], goro, 77), (["member", "add", "goro"], sachiko, 77),
      (["copy", sandbox.ledger], sachiko, 73), (["backup", backup], sachiko, 73),
      (["delete", "99"], sachiko, 65), (["add", "5"], sachiko, 64),
      (["list"], ["KAKEIBO_DB": unreachable], 69),
      (["list"], ["KAKEIBO_DB": sandbox.uri(role: "sachiko", password: "wrong-horse")], 77),
      (["list"], ["KAKEIBO_DB": sandbox.uri(role: "sachiko", password: "right%zzhorse")], 64),
      (["list"], ["KAKEIBO_DB": sandbox.uri(role: "sachiko") + "&password=right-horse&x=y"], 64),
    ]
    for (arguments, environment, status) in errors {
      let result = try run(arguments, as: environment)
      #expect(result.status == status, "\(arguments): \(result)")
      #expect(result.stderr.split(separator: "\n").count == 1, "\(arguments): \(result)")
    }
    // An import large enough for its progress line, on a terminal (script(1) records every
    // byte written to it).
    let big = sandbox.folder + "/big.csv"
    let memo = String(repeating: "スーパーで買い物", count: 6)
    try Data(
      ("date,amount,memo\n"
        + (1...60_000).map { "2026-10-\(10 + $0 % 18),\($0),\(memo) \($0)\n" }.joined()).utf8
    ).write(to: URL(fileURLWithPath: big))
    let recording = sandbox.folder + "/terminal.log"
    let terminal = try sandbox.shell(
      "cd '\(sandbox.folder)' && script -q -e -c "
        + "\"\\\"$K\\\" import big.csv --date-col 1 --amount-col 2 --memo-col 3 -c fun\" "
        + "'\(recording)' < /dev/null",
      environment: sachiko.compactMapValues { $0 })
    #expect(terminal.status == 0, "\(terminal)")
    let recorded = String(
      decoding: try #require(FileManager.default.contents(atPath: recording)), as: UTF8.self)
    // The first line is script's own header, which names the command (without the URI).
    let shown = recorded.split(separator: "\n").dropFirst().joined(separator: "\n")
    #expect(shown.contains("\rImporting big.csv: "), "\(recorded.prefix(500))")
    #expect(shown.contains("Imported 60,000 new entries"))
    outputs.append(shown)

    for output in outputs {
      #expect(!output.contains("horse"), "\(output)")
    }
  }

  // MARK: A server restarted in the middle of an import

  /// `pg_ctl restart -m fast` while an import holds its transaction open (its rows come through
  /// a pipe that pauses halfway): the import fails with 74 or 69 and the ledger holds none of
  /// it. On a server of its own, so that no other test's connections are cut.
  @Test func aServerRestartedInTheMiddleOfAnImportLeavesNoneOfIt() throws {
    let sandbox = try Sandbox()
    let script = """
      set -euo pipefail
      cd '\(sandbox.folder)'
      as_server=()
      if [ "$(id -u)" -eq 0 ]; then as_server=(runuser -u postgres --); fi
      sql() { psql "${2:-$KAKEIBO_TEST_POSTGRES}" -X -q -A -t -v ON_ERROR_STOP=1 -c "$1"; }
      sql "CREATE ROLE tester LOGIN"
      sql "CREATE DATABASE household OWNER tester"
      export KAKEIBO_DB="postgresql://tester@/household?host=$KAKEIBO_TEST_POSTGRES_HOST&port=$KAKEIBO_TEST_POSTGRES_PORT"
      # The server's date agrees with KAKEIBO_TODAY, as on every shared ledger of the tests.
      export PGOPTIONS="\(Sandbox.serverDate("2026-11-15"))"
      "$K" add 1200 -c 生活費 -m before > /dev/null
      rows() { seq "$1" "$2" | awk '{ printf "2026-11-%02d,%d,row %d\\n", $1 % 28 + 1, $1, $1 }'; }
      mkfifo rows
      "$K" import - --date-col 1 --amount-col 2 --memo-col 3 -c fun < rows > import.out 2> import.err &
      import=$!
      exec 3> rows
      echo date,amount,memo >&3
      # More than the 1 MiB the import reads at a time, so that it has begun storing rows.
      rows 1 60000 >&3
      # The import has its transaction open and waits for more rows.
      for _ in $(seq 1 400); do
        waiting=$(sql "SELECT count(*) FROM pg_stat_activity WHERE application_name = 'kakeibo' AND state = 'idle in transaction'")
        [ "$waiting" = 1 ] && break
        sleep 0.05
      done
      echo "waiting $waiting"
      # (The new server must not inherit the pipe's end: the import would never see it close.)
      "${as_server[@]}" "$KAKEIBO_TEST_POSTGRES_BIN/pg_ctl" -D "$KAKEIBO_TEST_POSTGRES_DATA" \\
        -l "$KAKEIBO_TEST_POSTGRES_LOG" -m fast -w restart > /dev/null 3>&-
      rows 60001 100000 >&3 2> /dev/null || true
      exec 3>&-
      status=0
      wait "$import" || status=$?
      echo "status $status"
      echo "stdout $(cat import.out)"
      echo "stderr $(cat import.err)"
      echo "entries $(sql "SELECT count(*), sum(amount) FROM kakeibo.entries" "$KAKEIBO_DB")"
      echo "changes $(sql "SELECT count(*) FROM kakeibo.changes" "$KAKEIBO_DB")"
      "$K" list
      """
    // runuser, which starts the server as the postgres user under root, is in /usr/sbin.
    let result = try sandbox.shell(
      "'\(packageRoot)/scripts/with-postgres.sh' bash -c \(shellQuoted(script))",
      environment: ["PATH": "/usr/sbin:/usr/bin:/sbin:/bin"])
    let lines = result.stdout.split(separator: "\n", omittingEmptySubsequences: false)
    try #require(result.status == 0, "\(result)")
    #expect(lines.first == "waiting 1")
    let status = lines.first { $0.hasPrefix("status ") }
    #expect(status == "status 74" || status == "status 69", "\(result)")
    #expect(lines.contains("stdout "))
    let message = try #require(lines.first { $0.hasPrefix("stderr ") })
    #expect(
      message.hasPrefix(
        "stderr kakeibo: database \"postgresql://tester@/household?host="), "\(message)")
    #expect(message.hasSuffix("; nothing was written"), "\(message)")
    #expect(message.contains("the connection to the server was lost ("), "\(message)")
    #expect(lines.contains("entries 1|1200"))
    #expect(lines.contains("changes 1"))
    #expect(lines.contains("    1 entry                ¥1,200"), "\(result.stdout)")
  }
}

/// A TCP port on 127.0.0.1 whose connections the kernel accepts and nobody ever answers, as a
/// server that hangs: a client waits for its first reply until its own timeout.
final class SilentListener {
  private let socket: Int32
  let port: UInt16

  init() throws {
    let socket = Glibc.socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
    var address = sockaddr_in()
    address.sin_family = sa_family_t(AF_INET)
    address.sin_addr.s_addr = inet_addr("127.0.0.1")
    address.sin_port = 0
    var length = socklen_t(MemoryLayout<sockaddr_in>.size)
    let bound = withUnsafeMutablePointer(to: &address) { pointer in
      pointer.withMemoryRebound(to: sockaddr.self, capacity: 1) { generic in
        bind(socket, generic, length) == 0 && listen(socket, 16) == 0
          && getsockname(socket, generic, &length) == 0
      }
    }
    guard socket >= 0, bound else {
      close(socket)
      throw SQLiteReader.Failure(description: "cannot listen on 127.0.0.1: errno \(errno)")
    }
    self.socket = socket
    port = UInt16(bigEndian: address.sin_port)
  }

  deinit {
    close(socket)
  }
}

/// `text` as one word for the shell, in single quotes.
func shellQuoted(_ text: String) -> String {
  "'" + text.replacing("'", with: "'\\''") + "'"
}
