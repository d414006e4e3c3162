import Foundation
import Testing

/// Bad input: one line on stderr naming the field, the value and what is accepted; a distinct
/// exit status; nothing written.
@Suite struct ErrorTests {
  /// Each kind of refusal from the binary, on each engine: its exit status, one line on
  /// standard error, nothing on standard output, and the ledger (one entry) untouched. What
  /// every refusal says, in both languages, is in the transcripts under `Tests/Golden/errors/`,
  /// which `TranscriptTests` runs in process.
  static let statuses: [([String], Int32)] = [
    (["ad", "5"], 64), (["recurring", "frob"], 64), (["list", "--format", "xml"], 64),
    (["recurring", "add", "100", "-c", "fun", "--day", "3"], 64),
    (["budget", "set", "fun", "100", "--format", "json"], 64), (["member", "list", "x"], 64),
    (["add", "12.5", "-c", "fun"], 65), (["add", "5", "-c", "fun", "-d", "2026-02-30"], 65),
    (["delete", "7"], 65), (["budget", "unset", "fun"], 65), (["recurring", "remove", "7"], 65),
    (["list", "--source", "ビューカード"], 65), (["config", "set", "month-start", "31"], 65),
  ]

  @Test(arguments: Engine.available, statuses)
  func refusalsExitWithTheirStatusAndWriteNothing(engine: Engine, example: ([String], Int32))
    throws
  {
    let (arguments, status) = example
    let sandbox = try Sandbox(engine: engine)
    try sandbox.ok("add", "1", "-c", "fun")
    let before = try sandbox.contents()
    let result = try sandbox.run(arguments)
    #expect(result.status == status, "\(arguments)")
    #expect(result.stdout == "")
    #expect(result.stderr.hasPrefix("kakeibo: ") && result.stderr.split(separator: "\n").count == 1)
    #expect(try sandbox.contents() == before)
  }

  /// The language comes from the process's locale: the same refusal in Japanese.
  @Test func aRefusalFollowsTheLocale() throws {
    try expectRefused(
      ["add", "12.5", "-c", "fun"], status: 65,
      message:
        "kakeibo: 金額 \"12.5\": 円の金額は整数です。1 から 999,999,999,999 までの整数の円で、1200、1,200、¥1,200、1200円、１２００、1万、1.5万、2万3千、一万二千 のように書きます",
      environment: ["LANG": "ja_JP.UTF-8"])
  }

  static let missingOrExisting: [([String], Int32, String)] = [
    (
      ["import", "/nonexistent/kakeibo-missing.csv"], 66,
      "kakeibo: file \"/nonexistent/kakeibo-missing.csv\": no such file"
    )
  ]

  /// Import files that cannot be imported: (bytes, options, status, stderr with FILE for the
  /// file's path). With `-` among the options, the bytes come on standard input.
  static let importFiles: [([UInt8], [String], Int32, String)] = [
    (
      [0xFF, 0xFE] + Array("id,date".utf8).flatMap { [$0, 0] }, [], 65,
      "kakeibo: file \"FILE\": is UTF-16, which kakeibo does not read; save it as UTF-8 or Shift_JIS"
    ),
    (
      Array("id,date,amount,category,memo\n".utf8).flatMap { [$0, 0] }, [], 65,
      "kakeibo: file \"FILE\": is UTF-16, which kakeibo does not read; save it as UTF-8 or Shift_JIS"
    ),
    (
      [0xFF, 0xFE, 0x00, 0x00] + Array("id".utf8).flatMap { [$0, 0, 0, 0] }, [], 65,
      "kakeibo: file \"FILE\": is UTF-32, which kakeibo does not read; save it as UTF-8 or Shift_JIS"
    ),
    (
      Array(String(repeating: "x", count: (1 << 20) + 1).utf8) + Array("\n1\n".utf8), [], 65,
      "kakeibo: file \"FILE\": the header row is longer than 1024 KiB; expected a header row of column names, then a row per expense"
    ),
    (
      Array("date,amount,memo\r2026-11-01,1.5,\"a\rb\"\r2026-11-02,x,c\r".utf8),
      ["--date-col", "date", "--amount-col", "amount", "--memo-col", "memo", "-c", "fun"], 65,
      """
      kakeibo: line 2: amount "1.5": yen amounts are whole numbers; expected a whole number of yen from 1 to 999,999,999,999, such as 1200, 1,200, ¥1200, ￥1,200, 1200円 or １２００
      kakeibo: line 4: amount "x": not a yen amount; expected a whole number of yen from 1 to 999,999,999,999, such as 1200, 1,200, ¥1200, ￥1,200, 1200円 or １２００
      kakeibo: file "FILE": 2 problems on 2 rows, so nothing was imported; fix them, or pass --skip-invalid to import the other rows
      """
    ),
    (
      Array("date,amount,memo\n2026-11-01,100,".utf8) + [0xC3, 0xA9, 0x0A]
        + Array(String(repeating: "2026-11-02,1,x\n", count: 80_000).utf8)
        + Array("2026-11-03,2,日本\n".utf8),
      ["-", "--date-col", "1", "--amount-col", "2", "--memo-col", "3", "-c", "fun"], 65,
      "kakeibo: file \"-\": reads as Shift_JIS at first but as UTF-8 further on, so nothing was imported; name the encoding with --encoding utf-8 or --encoding shift_jis"
    ),
    (
      Array("id,date,amount,category,memo,ledger\n1,2026-11-01,100,fun,a,12345\n".utf8), [], 65,
      """
      kakeibo: line 2: ledger "12345": not a ledger's identity; expected the 32 hexadecimal digits that kakeibo export writes, or nothing
      kakeibo: file "FILE": 1 problem on 1 row, so nothing was imported; fix them, or pass --skip-invalid to import the other rows
      """
    ),
    (
      // A bank's statement, recognized by its header, with an amount that is not one.
      Array(
        ("\"日付\",\"摘要\",\"摘要内容\",\"支払い金額\",\"預かり金額\",\"差引残高\"\n"
          + "\"2026/11/4\",\"カード\",\"\",\"1.5\",\"\",\"337,270\"\n"
          + "\"2026/11/10\",\"デビット\",\"書店\",\"1,800\",\"\",\"335,470\"\n").utf8),
      [], 65,
      """
      kakeibo: line 2: 支払い金額 "1.5": yen amounts are whole numbers; expected a whole number of yen from 1 to 999,999,999,999, such as 1200, 1,200, ¥1200, ￥1,200, 1200円 or １２００
      kakeibo: the table was read so:
        Table: header on line 1: 日付=date, 摘要=description, 摘要内容=detail, 支払い金額=withdrawal, 預かり金額=deposit, 差引残高=balance
        Rows: a bank's statement: a withdrawal is an expense and a deposit income; card bills, moves between your own accounts, cash and e-money charges are transfers
        Dates in 日付 look like 2026/11/4: read as 2026-11-04
      kakeibo: file "FILE": 1 problem on 1 row, so nothing was imported; fix them, or pass --skip-invalid to import the other rows
      """
    ),
  ]

  /// Options a file's format, once recognized, does not use: (file, options, stderr with FILE
  /// for the file's path), each refused with status 64 before the ledger is touched.
  static let optionsTheFormatDoesNotUse: [(String, [String], String)] = [
    (
      "moneyforward-sjis.csv", ["--transfer", "ヤマダ"],
      "kakeibo: --transfer is for bank and card statements and --from csv, not for a Money Forward ME file (see 'kakeibo import --help')"
    ),
    (
      "moneyforward-sjis.csv", ["--year", "2026"],
      "kakeibo: --year is for the dates without a year of bank and card statements, not for a Money Forward ME file (see 'kakeibo import --help')"
    ),
    (
      "zaim.csv", ["--source", "財布"],
      "kakeibo: --source is for bank and card statements and --from csv, not for a Zaim file, whose rows name their own (see 'kakeibo import --help')"
    ),
  ]

  @Test(arguments: optionsTheFormatDoesNotUse)
  func optionsTheFormatDoesNotUseExit64(file: String, options: [String], stderr: String) throws {
    let sandbox = try Sandbox()
    try sandbox.ok("add", "1", "-c", "fun")
    let before = sandbox.fileBytes()
    #expect(
      try sandbox.run(["import", fixture(file)] + options)
        == Run(status: 64, stdout: "", stderr: stderr + "\n"))
    #expect(sandbox.fileBytes() == before)
  }

  @Test(arguments: Engine.available, importFiles)
  func importFilesThatCannotBeImported(engine: Engine, example: ([UInt8], [String], Int32, String))
    throws
  {
    let (bytes, options, status, stderr) = example
    let sandbox = try Sandbox(engine: engine)
    try sandbox.ok("add", "1", "-c", "fun")
    let before = try sandbox.contents()
    let path = sandbox.folder + "/bad.csv"
    try Data(bytes).write(to: URL(fileURLWithPath: path))
    let result =
      options.contains("-")
      ? try sandbox.run(["import"] + options, stdinBytes: Data(bytes))
      : try sandbox.run(["import", path] + options)
    #expect(
      result
        == Run(
          status: status, stdout: "",
          stderr: stderr.replacingOccurrences(of: "FILE", with: path) + "\n"))
    #expect(try sandbox.contents() == before)
  }

  @Test(arguments: Engine.available, missingOrExisting)
  func missingInputFilesExit66(engine: Engine, example: ([String], Int32, String)) throws {
    let (arguments, status, message) = example
    try expectRefused(arguments, status: status, message: message, on: engine)
  }

  /// Redo refused, each after its steps on a ledger holding one entry: a change recorded after
  /// the undo ends what redo can re-apply (65), and nothing is written.
  static let refusedRedos: [([[String]], String)] = [
    (
      [["add", "5", "-c", "fun"], ["undo"], ["add", "7", "-c", "fun"]],
      "kakeibo: nothing to redo: change 3 (add #3 2026-11-15 娯楽費 ¥7) was made after the last undo (of change 2), and a new change ends what redo can re-apply"
    ),
    (
      [["budget", "set", "fun", "100"], ["undo"], ["config", "set", "month-start", "25"]],
      "kakeibo: nothing to redo: change 3 (config set month-start 25 (was 1)) was made after the last undo (of change 2), and a new change ends what redo can re-apply"
    ),
    (
      [["edit", "1", "-a", "2"], ["undo"], ["edit", "1", "-a", "2"], ["undo"], ["delete", "1"]],
      "kakeibo: nothing to redo: change 4 (delete #1 2026-11-15 娯楽費 ¥1) was made after the last undo (of change 3), and a new change ends what redo can re-apply"
    ),
  ]

  @Test(arguments: Engine.available, refusedRedos)
  func aRedoAfterANewChangeExits65(engine: Engine, example: ([[String]], String)) throws {
    let (steps, message) = example
    let sandbox = try Sandbox(engine: engine)
    try sandbox.ok("add", "1", "-c", "fun")
    for step in steps { try sandbox.ok(step) }
    let before = try sandbox.contents()
    #expect(try sandbox.run("redo") == Run(status: 65, stdout: "", stderr: message + "\n"))
    #expect(try sandbox.contents() == before)
  }

  @Test func aBackupOverAnExistingFileExits73() throws {
    let sandbox = try Sandbox()
    let target = sandbox.folder + "/existing.db"
    _ = FileManager.default.createFile(atPath: target, contents: Data("keep me".utf8))
    try sandbox.ok("add", "1", "-c", "fun")
    #expect(
      try sandbox.run("backup", target)
        == Run(
          status: 73, stdout: "",
          stderr:
            "kakeibo: backup \"\(target)\": a file is already there; pass --force to replace it\n"))
    #expect(sandbox.fileBytes(target) == Data("keep me".utf8))
  }

  /// What `export -o` and `backup` refuse to write over (status 73), against a ledger with one
  /// entry: `$D` is the sandbox's folder, holding `existing` ("keep me"), a FIFO `fifo`, a
  /// link `link.db` to the ledger and a link `loop` to itself, and `$L` the ledger.
  static let refusedDestinations: [([String], String)] = [
    (["export", "-o", "$L"], "kakeibo: file \"$L\": is the ledger itself; name another file"),
    (
      ["export", "-o", "$L", "--force"],
      "kakeibo: file \"$L\": is the ledger itself; name another file"
    ),
    (
      ["export", "-o", "$L-wal"],
      "kakeibo: file \"$L-wal\": is a file SQLite keeps beside the ledger \"$L\"; name another file"
    ),
    (
      ["export", "-o", "$L-journal", "--force"],
      "kakeibo: file \"$L-journal\": is a file SQLite keeps beside the ledger \"$L\"; name another file"
    ),
    (
      ["export", "-o", "$D/existing"],
      "kakeibo: file \"$D/existing\": a file is already there; pass --force to replace it"
    ),
    (["export", "-o", "$D", "--force"], "kakeibo: file \"$D\": is a directory; name a file"),
    (
      ["backup", "$L-shm", "--force"],
      "kakeibo: backup \"$L-shm\": is a file SQLite keeps beside the ledger \"$L\"; name another file"
    ),
    (
      ["backup", "$D/fifo"],
      "kakeibo: backup \"$D/fifo\": is a FIFO; expected the path of a regular file"
    ),
    (
      ["backup", "$D/fifo", "--force"],
      "kakeibo: backup \"$D/fifo\": is a FIFO; expected the path of a regular file"
    ),
    (
      ["backup", "$D/link.db"],
      "kakeibo: backup \"$D/link.db\": is the ledger itself; name another file"
    ),
  ]

  /// Destinations `export -o` and `backup` cannot write at all (status 74), in the same folder.
  static let unwritableDestinations: [([String], String)] = [
    (
      ["export", "-o", "$D/loop", "--force"],
      "kakeibo: file \"$D/loop\": cannot write it: Too many levels of symbolic links"
    ),
    (
      ["backup", "$D/loop"],
      "kakeibo: backup \"$D/loop\": cannot write it: Too many levels of symbolic links"
    ),
    (
      ["export", "-o", "$D/no/such/folder/out.csv"],
      "kakeibo: file \"$D/no/such/folder/out.csv\": cannot write it: No such file or directory"
    ),
  ]

  @Test(arguments: refusedDestinations)
  func refusedDestinationsExit73(arguments: [String], message: String) throws {
    try expectDestinationRefused(arguments, status: 73, message: message)
  }

  @Test(arguments: unwritableDestinations)
  func unwritableDestinationsExit74(arguments: [String], message: String) throws {
    try expectDestinationRefused(arguments, status: 74, message: message)
  }

  private func expectDestinationRefused(_ arguments: [String], status: Int32, message: String)
    throws
  {
    let sandbox = try Sandbox()
    try sandbox.ok("add", "1", "-c", "fun")
    let existing = sandbox.folder + "/existing"
    _ = FileManager.default.createFile(atPath: existing, contents: Data("keep me".utf8))
    #expect(mkfifo(sandbox.folder + "/fifo", 0o600) == 0)
    try FileManager.default.createSymbolicLink(
      atPath: sandbox.folder + "/link.db", withDestinationPath: sandbox.databasePath)
    try FileManager.default.createSymbolicLink(
      atPath: sandbox.folder + "/loop", withDestinationPath: "loop")
    let before = try FileManager.default.contentsOfDirectory(atPath: sandbox.folder).sorted()
    let ledgerBytes = sandbox.fileBytes()
    func expand(_ text: String) -> String {
      text.replacing("$L", with: sandbox.databasePath).replacing("$D", with: sandbox.folder)
    }
    let result = try sandbox.run(arguments.map(expand))
    #expect(result == Run(status: status, stdout: "", stderr: expand(message) + "\n"))
    #expect(sandbox.fileBytes() == ledgerBytes)
    #expect(sandbox.fileBytes(existing) == Data("keep me".utf8))
    #expect(try FileManager.default.contentsOfDirectory(atPath: sandbox.folder).sorted() == before)
  }

  /// Commands refused on a ledger that does not exist yet, `$DB`: on SQLite `--db
  /// $D/new/sub/ledger.db`, and they create neither the file nor its folders; on PostgreSQL a
  /// database without a ledger, and they create no schema there (nor any file). `$D/bad.csv`
  /// has one bad row.
  static let refusedWithoutALedger: [([String], Int32, String)] = [
    (["delete", "1"], 65, "kakeibo: id \"1\": no entry has this id"),
    (["edit", "1", "--amount", "5"], 65, "kakeibo: id \"1\": no entry has this id"),
    (
      ["budget", "unset", "fun"], 65,
      "kakeibo: budget \"娯楽費 every month\": there is no such budget; 'kakeibo budget' lists the budgets in force"
    ),
    (
      ["import", "$D/bad.csv"], 65,
      """
      kakeibo: line 2: amount "12.5": yen amounts are whole numbers; expected a whole number of yen from 1 to 999,999,999,999, such as 1200, 1,200, ¥1200, ￥1,200, 1200円 or １２００
      kakeibo: file "$D/bad.csv": 1 problem on 1 row, so nothing was imported; fix them, or pass --skip-invalid to import the other rows
      """
    ),
    (
      ["backup", "$D/backup.db"], 66,
      "kakeibo: database \"$DB\": there is no ledger here yet"
    ),
    (["check"], 66, "kakeibo: database \"$DB\": there is no ledger here yet"),
    (["copy", "$D/copy.db"], 66, "kakeibo: database \"$DB\": there is no ledger here yet"),
  ]

  @Test(arguments: Engine.available, refusedWithoutALedger)
  func refusedWithoutALedgerCreateNothing(engine: Engine, example: ([String], Int32, String))
    throws
  {
    let (arguments, status, message) = example
    let sandbox = try Sandbox(engine: engine)
    try Data("id,date,amount,category,memo\n1,2026-11-01,12.5,fun,\n".utf8)
      .write(to: URL(fileURLWithPath: sandbox.folder + "/bad.csv"))
    let ledger = engine == .sqlite ? sandbox.folder + "/new/sub/ledger.db" : sandbox.ledger
    func expand(_ text: String) -> String {
      text.replacing("$DB", with: ledger).replacing("$D", with: sandbox.folder)
    }
    let result = try sandbox.run(["--db", ledger] + arguments.map(expand))
    #expect(result == Run(status: status, stdout: "", stderr: expand(message) + "\n"))
    #expect(try FileManager.default.contentsOfDirectory(atPath: sandbox.folder) == ["bad.csv"])
    #expect(!sandbox.ledgerExists)
  }

  /// Commands against a ledger that another process holds locked (as SQLite's exclusive
  /// locking mode does), with `KAKEIBO_BUSY_TIMEOUT=1`: a read says it could not read, a write
  /// that nothing was written; both exit 75.
  static let busy: [([String], String)] = [
    (["list"], "held it for more than 0.001 seconds, so it could not be read; try again"),
    (
      ["report", "--year", "2026"],
      "held it for more than 0.001 seconds, so it could not be read; try again"
    ),
    (
      ["export", "-o", "$D/out.csv"],
      "held it for more than 0.001 seconds, so it could not be read; try again"
    ),
    (
      ["add", "5", "-c", "fun"],
      "held it for more than 0.001 seconds; nothing was written, try again"
    ),
    (
      ["budget", "set", "fun", "100"],
      "held it for more than 0.001 seconds; nothing was written, try again"
    ),
    // Redo reads first (what fell due, then its undo), as undo does.
    (["redo"], "held it for more than 0.001 seconds, so it could not be read; try again"),
  ]

  @Test(arguments: busy)
  func aBusyLedgerExits75(arguments: [String], ending: String) throws {
    let sandbox = try Sandbox()
    try sandbox.ok("add", "1", "-c", "fun")
    let holder = try OtherConnection(
      sandbox.databasePath,
      running: "PRAGMA locking_mode = EXCLUSIVE; BEGIN IMMEDIATE; SELECT 1 FROM entries; COMMIT")
    defer { withExtendedLifetime(holder) {} }
    let result = try sandbox.run(
      arguments.map { $0.replacing("$D", with: sandbox.folder) },
      environment: ["KAKEIBO_BUSY_TIMEOUT": "1"])
    #expect(
      result
        == Run(
          status: 75, stdout: "",
          stderr:
            "kakeibo: database \"\(sandbox.databasePath)\": the ledger is busy: another process "
            + ending + "\n"))
    #expect(!FileManager.default.fileExists(atPath: sandbox.folder + "/out.csv"))
  }

  /// A shared ledger's connection refused (issue 11), against a PostgreSQL ledger with one
  /// entry, each one line with its status, the password masked, and nothing written (nor any
  /// file made instead): `$DB` is the ledger's database, `$S` the server's socket folder.
  static let connectionRefused: [([String], Int32, String)] = [
    (
      [
        "--db", "postgresql://tester:s3cret@/$DB?host=/nonexistent&port=5432", "add", "5", "-c",
        "fun",
      ],
      69,
      "kakeibo: database \"postgresql://tester:***@/$DB?host=/nonexistent&port=5432\": cannot reach the server at socket /nonexistent port 5432: No such file or directory; nothing was written"
    ),
    (
      ["--db", "postgresql://tester:s3cret@127.0.0.1:1/$DB", "list"], 69,
      "kakeibo: database \"postgresql://tester:***@127.0.0.1:1/$DB\": cannot reach the server at 127.0.0.1:1: Connection refused; nothing was written"
    ),
    (
      ["--db", "postgresql://nobody:s3cret@/$DB?host=$S&port=5432", "add", "5", "-c", "fun"], 77,
      "kakeibo: database \"postgresql://nobody:***@/$DB?host=$S&port=5432\": the server refused the connection: role \"nobody\" does not exist"
    ),
    (
      ["--db", "postgresql://tester@/nowhere?host=$S&port=5432", "list"], 77,
      "kakeibo: database \"postgresql://tester@/nowhere?host=$S&port=5432\": the server refused the connection: database \"nowhere\" does not exist"
    ),
    // A URI libpq cannot read is the user's to fix, and libpq's words about it keep the
    // password masked even where they quote the URI or the token they could not read.
    (
      ["--db", "postgresql://tester:s3%zzcret@/$DB?host=$S", "add", "5", "-c", "fun"], 64,
      "kakeibo: database \"postgresql://tester:***@/$DB?host=$S\": not a connection URI libpq accepts (invalid percent-encoded token: \"***\"); expected postgresql://[ROLE@]HOST[:PORT]/DATABASE[?PARAMETER=VALUE&…], as libpq documents it"
    ),
    (
      ["--db", "postgresql://tester:s3cret@[::1/$DB", "list"], 64,
      "kakeibo: database \"postgresql://tester:***@[::1/$DB\": not a connection URI libpq accepts (end of string reached when looking for matching \"]\" in IPv6 host address in URI: \"postgresql://tester:***@[::1/$DB\"); expected postgresql://[ROLE@]HOST[:PORT]/DATABASE[?PARAMETER=VALUE&…], as libpq documents it"
    ),
    (
      ["--db", "postgresql://tester@/$DB?host=$S&sslmode=sometimes", "list"], 64,
      "kakeibo: database \"postgresql://tester@/$DB?host=$S&sslmode=sometimes\": not a connection URI libpq accepts (invalid sslmode value: \"sometimes\"); expected postgresql://[ROLE@]HOST[:PORT]/DATABASE[?PARAMETER=VALUE&…], as libpq documents it"
    ),
    (
      ["--db", "postgresql://tester@/$DB?host=$S&port=99999", "list"], 64,
      "kakeibo: database \"postgresql://tester@/$DB?host=$S&port=99999\": not a connection URI libpq accepts (invalid port number: \"99999\"); expected postgresql://[ROLE@]HOST[:PORT]/DATABASE[?PARAMETER=VALUE&…], as libpq documents it"
    ),
    (
      ["--db", "postgresql://tester@/$DB?host=$S&colour=blue&password=s3cret", "list"], 64,
      "kakeibo: database \"postgresql://tester@/$DB?host=$S&colour=blue&password=***\": not a connection URI libpq accepts (invalid URI query parameter: \"colour\"); expected postgresql://[ROLE@]HOST[:PORT]/DATABASE[?PARAMETER=VALUE&…], as libpq documents it"
    ),
  ]

  @Test(.enabled(if: Engine.hasPostgres), arguments: connectionRefused)
  func aRefusedConnectionIsOneLineAndWritesNothing(
    arguments: [String], status: Int32, message: String
  ) throws {
    let sandbox = try Sandbox(engine: .postgresql)
    try sandbox.ok("add", "1", "-c", "fun")
    let before = try sandbox.contents()
    func expand(_ text: String) -> String {
      text.replacing("$DB", with: sandbox.databaseName ?? "")
        .replacing("$S", with: Engine.postgresServer?.host ?? "")
    }
    let result = try sandbox.run(arguments.map(expand))
    #expect(result == Run(status: status, stdout: "", stderr: expand(message) + "\n"))
    #expect(!result.stderr.contains("s3"))
    #expect(try sandbox.contents() == before)
    #expect(try FileManager.default.contentsOfDirectory(atPath: sandbox.folder) == [])
  }

  /// On PostgreSQL another member's write holds the ledger's lock as SQLite's writer does: a
  /// write that waits past the busy timeout exits 75 and writes nothing. Reads never wait
  /// there: they see the ledger as it was before the other member's transaction.
  @Test(.enabled(if: Engine.hasPostgres)) func aBusySharedLedgerExits75ForAWrite() throws {
    let sandbox = try Sandbox(engine: .postgresql)
    try sandbox.ok("add", "1", "-c", "fun")
    let holder = try PostgresSession(sandbox.uri(role: "postgres"))
    try holder.run(
      "SET search_path TO kakeibo; BEGIN; \(PostgresSession.ledgerLock); "
        + "INSERT INTO entries (id, date, amount, category) VALUES (2, '2026-11-15', 7, 'leisure');"
    )
    let before = try sandbox.contents()
    for arguments in [
      ["add", "5", "-c", "fun"], ["budget", "set", "fun", "100"], ["edit", "1", "-a", "2"],
      ["undo"], ["redo"], ["import", fixture("zaim.csv")],
    ] {
      #expect(
        try sandbox.run(arguments, environment: ["KAKEIBO_BUSY_TIMEOUT": "200"])
          == Run(
            status: 75, stdout: "",
            stderr:
              "kakeibo: database \"\(sandbox.ledger)\": the ledger is busy: another process held it for more than 0.2 seconds; nothing was written, try again\n"
          ), "\(arguments)")
    }
    #expect(try sandbox.contents() == before)
    #expect(try sandbox.ok("list", "--format", "csv").split(separator: "\n").count == 2)
    try holder.run("COMMIT;")
    #expect(try sandbox.ok("add", "5", "-c", "fun") == "Added #3  2026-11-15  🎮 娯楽費  ¥5\n")
  }

  @Test func aMemoOfMoreThan500CharactersIsRefused() throws {
    try expectRefused(
      ["add", "5", "-c", "fun", "-m", String(repeating: "あ", count: 501)], status: 65,
      message:
        "kakeibo: memo \"\(String(repeating: "あ", count: 80))…\": is 501 characters long; a memo holds at most 500 characters"
    )
  }

  /// Runs against a ledger holding one entry and checks the exact refusal and that the file
  /// did not change.
  func expectRefused(
    _ arguments: [String], status: Int32, message: String, on engine: Engine = .sqlite,
    environment: [String: String?] = [:]
  ) throws {
    let sandbox = try Sandbox(engine: engine)
    try sandbox.ok("add", "1", "-c", "fun")
    let before = try sandbox.contents()
    let result = try sandbox.run(arguments, environment: environment)
    #expect(result == Run(status: status, stdout: "", stderr: message + "\n"))
    #expect(try sandbox.contents() == before)
  }

  /// Commands that meet a damaged page (issue 10, item 7): each stops with 74 and one line
  /// that says the ledger is damaged and points at check and backup, and writes nothing.
  static let meetingDamage: [[String]] = [
    ["add", "5", "-c", "fun"], ["list"], ["edit", "1", "--amount", "9"], ["delete", "1"],
    ["undo"], ["export", "--format", "json"], ["backup", "copy.db"],
  ]

  static let listHeader = "ID  Date        Category   Amount  Memo\n"

  @Test(arguments: meetingDamage)
  func aCommandThatMeetsDamageExits74AndWritesNothing(arguments: [String]) throws {
    let sandbox = try Sandbox()
    for amount in ["100", "200", "300"] { try sandbox.ok("add", amount, "-c", "fun") }
    try damageFirstCell(ofTable: "entries", at: sandbox.databasePath)
    let before = sandbox.fileBytes()
    let result = try sandbox.run(
      arguments.map { $0 == "copy.db" ? sandbox.folder + "/copy.db" : $0 })
    #expect(
      result
        == Run(
          // Output that streams has begun when the damage is met.
          status: 74, stdout: ["export": "[", "list": Self.listHeader][arguments[0]] ?? "",
          stderr:
            "kakeibo: database \"\(sandbox.databasePath)\": the ledger is damaged (database disk image is malformed); nothing was written; 'kakeibo check' lists the damage, and a copy made with 'kakeibo backup' can replace the file\n"
        ))
    #expect(sandbox.fileBytes() == before)
    #expect(!FileManager.default.fileExists(atPath: sandbox.folder + "/copy.db"))
  }

  @Test func invalidUTF8InAnArgumentIsRefused() throws {
    let sandbox = try Sandbox()
    let process = Process()
    process.executableURL = URL(fileURLWithPath: "/bin/sh")
    process.arguments = ["-c", "\"$0\" add 5 -c fun -m \"$(printf 'caf\\351')\"", binaryPath]
    process.environment = sandbox.environment
    let err = Pipe()
    process.standardError = err
    try process.run()
    let stderr = String(decoding: err.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
    process.waitUntilExit()
    #expect(process.terminationStatus == 65)
    #expect(stderr == "kakeibo: argument 6 is not valid UTF-8 text; nothing was done\n")
    #expect(!FileManager.default.fileExists(atPath: sandbox.databasePath))
  }
}

/// Issue 10, item 9: text from outside (file names, header names, an import's categories, paths)
/// reaches the terminal with its control characters made visible, in every message.
@Suite struct OutsideTextTests {
  @Test func anImportShowsTheFileItsHeaderAndItsCategoriesVisibly() throws {
    let sandbox = try Sandbox()
    let file = sandbox.folder + "/card\u{1B}[1m.csv"
    try Data(
      "日付,金額,分類,店\u{202E}\u{1B}[31m\n2026-11-01,100,a\u{9B}b\u{1B}[0m,shop\n".utf8
    ).write(to: URL(fileURLWithPath: file))
    let columns = ["--date-col", "日付", "--amount-col", "金額", "--category-col", "分類"]
    #expect(
      try sandbox.ok(["import", file, "--memo-col", "4", "--dry-run"] + columns) == """
        Read \(sandbox.folder)/card\\e[1m.csv: CSV, UTF-8, 1 row
        Dry run: would import 1 new entry; 0 duplicates; 0 skipped. Nothing was written.
        Categories: a\\u{9B}b\\e[0m → 🏠 生活費 (1)
        As they would be stored:
          #1  2026-11-01  🏠 生活費  ¥100  shop

        """)
    #expect(
      try sandbox.run(["import", file, "--memo-col", "店"] + columns)
        == Run(
          status: 65, stdout: "",
          stderr:
            "kakeibo: file \"\(sandbox.folder)/card\\e[1m.csv\": --memo-col 店: the header has no such column; it has 日付, 金額, 分類, 店\\u{202E}\\e[31m\n"
        ))
    try sandbox.ok(["import", file, "--memo-col", "4"] + columns)
    #expect(
      try sandbox.ok("log").split(separator: "\n").last?
        .hasSuffix("import 1 entry from \(sandbox.folder)/card\\e[1m.csv") == true)
    #expect(
      try sandbox.ok("undo")
        == "Undid change 1: import 1 entry from \(sandbox.folder)/card\\e[1m.csv\n")
  }

  /// A memo another client stored with an escape in it is never printed raw: list and report
  /// show it escaped (issue 19: they once refused the whole month), and check names it.
  @Test func aMemoWrittenByAnotherClientIsNotPrinted() throws {
    let sandbox = try Sandbox()
    try sandbox.ok("add", "5", "-c", "fun", "-m", "ok")
    try executeSQL(
      """
      PRAGMA ignore_check_constraints = ON;
      INSERT INTO entries (date, amount, category, memo)
        VALUES ('2026-11-02', 7, 'leisure', char(27) || '[2J' || char(10));
      """, at: sandbox.databasePath)
    let list = try sandbox.ok("list")
    #expect(list.contains(" 2  2026-11-02  🎮 娯楽費      ¥7  \\e[2J\\n\n"), "\(list)")
    #expect(!list.contains("\u{1B}"))
    let report = try sandbox.ok("report", "2026-11", "--top", "1")
    #expect(report.contains("\\e[2J\\n") && !report.contains("\u{1B}"), "\(report)")
    #expect(try sandbox.run("check").stdout.contains("  entry 2: memo \"\\e[2J\\n\" contains"))
  }

  @Test func pathsAreShownVisibly() throws {
    let sandbox = try Sandbox()
    let ledger = sandbox.folder + "/l\u{1B}[2J\n.db"
    try sandbox.ok("--db", ledger, "add", "5", "-c", "fun")
    let export = sandbox.folder + "/x\u{1B}]0;t\u{7}.csv"
    #expect(
      try sandbox.ok("--db", ledger, "export", "-o", export)
        == "Exported 1 entry to \(sandbox.folder)/x\\e]0;t\\u{7}.csv\n")
    let backup = sandbox.folder + "/b\u{9B}1m.db"
    let backedUp = try sandbox.ok("--db", ledger, "backup", backup)
    #expect(
      backedUp.hasPrefix(
        "Backed up \(sandbox.folder)/l\\e[2J\\n.db to \(sandbox.folder)/b\\u{9B}1m.db ("))
    #expect(
      try sandbox.ok("--db", ledger, "check").hasPrefix(
        "Checked \(sandbox.folder)/l\\e[2J\\n.db: schema version \(latestSchemaVersion), 1 entry\n")
    )
    let missing = try sandbox.run("--db", sandbox.folder + "/m\u{1B}[5m.db", "check")
    #expect(
      missing.stderr
        == "kakeibo: database \"\(sandbox.folder)/m\\e[5m.db\": there is no ledger here yet\n")
  }
}

/// Files that are not this version's ledger: refused with exit 74 and left byte for byte.
@Suite struct ForeignFileTests {
  @Test func aTextFileIsRefusedUntouched() throws {
    let sandbox = try Sandbox()
    let path = sandbox.folder + "/notes.txt"
    let text = Data(String(repeating: "shopping list\n", count: 200).utf8)
    _ = FileManager.default.createFile(atPath: path, contents: text)
    for arguments in [["add", "5", "-c", "fun"], ["list"], ["report"]] {
      let result = try sandbox.run(["--db", path] + arguments)
      #expect(
        result
          == Run(
            status: 74, stdout: "",
            stderr:
              "kakeibo: database \"\(path)\": not a kakeibo ledger (it is not an SQLite database); it was left untouched\n"
          ))
    }
    #expect(sandbox.fileBytes(path) == text)
  }

  @Test func anotherApplicationsDatabaseIsRefusedUntouched() throws {
    let sandbox = try Sandbox()
    let path = sandbox.folder + "/other.db"
    try makeForeignDatabase(at: path)
    let before = sandbox.fileBytes(path)
    let result = try sandbox.run(["add", "5", "-c", "fun", "--db", path])
    #expect(result.status == 74)
    #expect(
      result.stderr
        == "kakeibo: database \"\(path)\": not a kakeibo ledger (it is an SQLite database of another application); it was left untouched\n"
    )
    #expect(sandbox.fileBytes(path) == before)
  }

  @Test func aLedgerFromANewerKakeiboIsRefusedUntouched() throws {
    let sandbox = try Sandbox()
    try sandbox.ok("add", "5", "-c", "fun")
    try setUserVersion(99, at: sandbox.databasePath)
    let before = sandbox.fileBytes()
    let result = try sandbox.run("add", "5", "-c", "fun")
    #expect(result.status == 74)
    #expect(
      result.stderr.hasPrefix(
        "kakeibo: database \"\(sandbox.databasePath)\": written by a newer kakeibo (schema version 99; this kakeibo knows up to "
      ))
    #expect(sandbox.fileBytes() == before)
  }

  @Test func aDirectoryIsRefused() throws {
    let sandbox = try Sandbox()
    let result = try sandbox.run("--db", sandbox.folder, "list")
    #expect(
      result
        == Run(
          status: 74, stdout: "",
          stderr:
            "kakeibo: database \"\(sandbox.folder)\": is a directory; pass the path of a ledger file\n"
        ))
  }
}

/// A database whose schema is not a kakeibo ledger, or holds a newer kakeibo's, is refused
/// unchanged, as such files are (issue 11).
extension ForeignFileTests {
  @Test(.enabled(if: Engine.hasPostgres)) func anotherApplicationsSchemaIsRefusedUntouched()
    throws
  {
    let sandbox = try Sandbox(engine: .postgresql)
    try sandbox.execute(
      """
      CREATE SCHEMA kakeibo AUTHORIZATION tester; CREATE TABLE kakeibo.notes (body text);
      INSERT INTO kakeibo.notes VALUES ('hello'); ALTER TABLE kakeibo.notes OWNER TO tester
      """
    )
    let before = try sandbox.contents()
    for arguments in [["add", "5", "-c", "fun"], ["list"], ["report"]] {
      #expect(
        try sandbox.run(arguments)
          == Run(
            status: 74, stdout: "",
            stderr:
              "kakeibo: database \"\(sandbox.ledger)\": not a kakeibo ledger (its schema kakeibo holds tables of another application); it was left untouched\n"
          ), "\(arguments)")
    }
    #expect(try sandbox.contents() == before)
  }

  @Test(.enabled(if: Engine.hasPostgres)) func aSharedLedgerFromANewerKakeiboIsRefusedUntouched()
    throws
  {
    let sandbox = try Sandbox(engine: .postgresql)
    try sandbox.ok("add", "5", "-c", "fun")
    try sandbox.execute("UPDATE ledger_schema SET version = 99")
    let before = try sandbox.contents()
    for arguments in [["add", "5", "-c", "fun"], ["list"]] {
      #expect(
        try sandbox.run(arguments)
          == Run(
            status: 74, stdout: "",
            stderr:
              "kakeibo: database \"\(sandbox.ledger)\": written by a newer kakeibo (schema version 99; this kakeibo knows up to \(latestSchemaVersion)); upgrade kakeibo to use it. It was left untouched\n"
          ), "\(arguments)")
    }
    #expect(try sandbox.contents() == before)
  }

  /// Without libpq (hidden here in a private mount), a PostgreSQL ledger is one line naming
  /// the package, 69, while a ledger in a file works as ever: the binary never links libpq.
  @Test(.enabled(if: canMountPrivately)) func withoutLibpqOnlyAPostgreSQLLedgerIsRefused() throws {
    let sandbox = try Sandbox()
    let hidden = ["libpq.so.5", "libpq.so"].flatMap { name in
      ["/usr/lib/x86_64-linux-gnu/", "/usr/lib/aarch64-linux-gnu/", "/usr/lib/"].map { $0 + name }
    }.filter { FileManager.default.fileExists(atPath: $0) }
    let mounts = hidden.map { "mount --bind /dev/null \(shellQuoted($0)) && " }.joined()
    let uri = "postgresql://tester:s3cret@/household?host=/nonexistent"
    let result = try sandbox.shell(
      "unshare -rm sh -c \(shellQuoted(mounts + "\"$K\" --db '\(uri)' list; echo \"status $?\"; \"$K\" add 5 -c fun"))"
    )
    #expect(result.status == 0, "\(result)")
    #expect(result.stdout == "status 69\nAdded #1  2026-11-15  🎮 娯楽費  ¥5\n")
    #expect(
      result.stderr.hasPrefix(
        "kakeibo: database \"postgresql://tester:***@/household?host=/nonexistent\": PostgreSQL ledgers need libpq5 (on Debian: apt install libpq5), which could not be loaded ("
      ), "\(result.stderr)")
    #expect(result.stderr.split(separator: "\n").count == 1)
  }
}
