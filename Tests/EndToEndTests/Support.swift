import CSQLite
import Foundation
import Synchronization
import Testing

/// The folder of the package, found from this file's path.
let packageRoot = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
  .deletingLastPathComponent().deletingLastPathComponent().path

/// The `kakeibo` binary under test: `$KAKEIBO_BIN`, else the one built beside the test bundle.
let binaryPath: String = {
  if let path = ProcessInfo.processInfo.environment["KAKEIBO_BIN"], !path.isEmpty { return path }
  let bundleFolder = URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent()
  let candidates = [
    bundleFolder.appendingPathComponent("kakeibo").path,
    bundleFolder.deletingLastPathComponent().appendingPathComponent("kakeibo").path,
    packageRoot + "/.build/debug/kakeibo",
  ]
  return candidates.first { FileManager.default.isExecutableFile(atPath: $0) } ?? candidates[0]
}()

/// What one run of the binary did.
struct Run: Equatable, CustomStringConvertible {
  var status: Int32
  var stdout: String
  var stderr: String

  var description: String { "status \(status)\nstdout: \(stdout)\nstderr: \(stderr)" }
}

/// The engines a ledger can live on. The end-to-end tests run their scenarios on each engine
/// this run has: PostgreSQL when `scripts/with-postgres.sh` started a throwaway server.
enum Engine: String, CaseIterable, Sendable, CustomTestStringConvertible {
  case sqlite
  case postgresql

  var testDescription: String { rawValue }

  /// The socket folder and port of the test server, when there is one.
  static let postgresServer: (host: String, port: String)? = {
    let environment = ProcessInfo.processInfo.environment
    guard let host = environment["KAKEIBO_TEST_POSTGRES_HOST"], !host.isEmpty,
      let port = environment["KAKEIBO_TEST_POSTGRES_PORT"], !port.isEmpty
    else { return nil }
    return (host, port)
  }()

  /// The engines this run can test.
  static let available: [Engine] = postgresServer == nil ? [.sqlite] : [.sqlite, .postgresql]

  /// Whether the test server is there (the PostgreSQL-only tests need it).
  static var hasPostgres: Bool { postgresServer != nil }

  /// The URI of `database` on the test server as `role` (with `password`, when given).
  static func postgresURI(database: String, role: String = "postgres", password: String? = nil)
    -> String
  {
    let server = postgresServer ?? ("/nonexistent", "5432")
    let user = password.map { role + ":" + $0 } ?? role
    return "postgresql://\(user)@/\(database)?host=\(server.host)&port=\(server.port)"
  }

  /// The superuser's URI of the server's `postgres` database, to administer the server with.
  static var administration: String { postgresURI(database: "postgres") }

  /// The member every sandbox's ledger is owned by and written as: the role `tester` on
  /// PostgreSQL, as `USER=tester` is on SQLite, so that both engines' change logs name the same
  /// member. Not a superuser: the tests see what a household's members see.
  static let member = "tester"

  /// The roles made on the test server so far, by this process, with their passwords.
  private static let madeRoles = Mutex<[String: String?]>([:])

  /// Makes the login role `role` on the test server unless it is there already; with
  /// `password`, a role that must give it (scripts/with-postgres.sh asks the members of
  /// `password_required` for their passwords). Roles belong to the whole server, which the
  /// tests share: a role is made once, and always with the same password.
  static func makeRole(_ role: String, password: String? = nil) throws {
    // Under the lock, so that a test that finds the role made finds it on the server too.
    try madeRoles.withLock { roles in
      if let made = roles[role] {
        try #require(made == password, "role \(role) is made both with and without a password")
        return
      }
      let options = password.map { " PASSWORD '\($0)' IN ROLE password_required" } ?? ""
      try Sandbox.psql(
        administration,
        """
        DO $$ BEGIN CREATE ROLE \(role) LOGIN\(options);
        EXCEPTION WHEN duplicate_object THEN NULL; END $$
        """)
      roles[role] = .some(password)
    }
  }

}

/// A temporary home with its own ledger, and a way to run `kakeibo` in it with a clean
/// environment: `KAKEIBO_DB` set, today fixed at 2026-11-15, UTF-8, no colour variables, the
/// member `tester`. On PostgreSQL, the ledger is in a new database of the test server, owned by
/// the role `tester`, which kakeibo connects as.
final class Sandbox {
  let folder: String
  let engine: Engine
  /// The SQLite ledger's file (on PostgreSQL, a file that must never appear: nothing may be
  /// written locally instead of on the server).
  var databasePath: String { folder + "/ledger.db" }
  /// What `KAKEIBO_DB` names: the file, or the PostgreSQL database's URI; messages name the
  /// ledger so (the URI has no password to mask).
  let ledger: String
  /// The PostgreSQL database's name.
  let databaseName: String?
  var environment: [String: String]

  init(engine: Engine = .sqlite) throws {
    folder = FileManager.default.temporaryDirectory.path + "/kakeibo-e2e-" + UUID().uuidString
    try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
    self.engine = engine
    environment = [
      "PATH": "/usr/bin:/bin", "HOME": folder, "LANG": "C.UTF-8", "TZ": "UTC",
      "KAKEIBO_TODAY": "2026-11-15", "USER": Engine.member,
    ]
    switch engine {
    case .sqlite:
      databaseName = nil
      ledger = folder + "/ledger.db"
    case .postgresql:
      let name = "e2e_" + UUID().uuidString.lowercased().replacingOccurrences(of: "-", with: "")
      databaseName = name
      ledger = Engine.postgresURI(database: name, role: Engine.member)
      try Engine.makeRole(Engine.member)
      try Self.psql(Engine.administration, "CREATE DATABASE \(name) OWNER \(Engine.member)")
    }
    environment["KAKEIBO_DB"] = ledger
    if engine == .postgresql {
      // A shared ledger goes by its server's date: the tests pin it to theirs.
      environment["PGOPTIONS"] = Self.serverDate(environment["KAKEIBO_TODAY"] ?? "")
    }
  }

  /// The libpq options that pin the server's date (what decides which recurring entries are
  /// due on a shared ledger) to `day`, as an administrator may with `ALTER DATABASE … SET
  /// kakeibo.today`.
  static func serverDate(_ day: String) -> String { "-c kakeibo.today=" + day }

  /// The environment of a run on `day`: `KAKEIBO_TODAY`, and on PostgreSQL the server's date
  /// too, so that the shared ledger's server agrees.
  func on(_ day: String) -> [String: String?] {
    ["KAKEIBO_TODAY": day, "PGOPTIONS": Self.serverDate(day)]
  }

  deinit {
    try? FileManager.default.removeItem(atPath: folder)
    if let databaseName {
      _ = try? Self.psql(Engine.administration, "DROP DATABASE \(databaseName) WITH (FORCE)")
    }
  }

  /// The URI of this sandbox's PostgreSQL database as `role` (with `password`).
  func uri(role: String, password: String? = nil) -> String {
    Engine.postgresURI(database: databaseName ?? "none", role: role, password: password)
  }

  /// Runs `kakeibo` with `arguments`, extra `environment` (a nil value unsets), and `stdin`.
  @discardableResult
  func run(
    _ arguments: [String], environment extra: [String: String?] = [:], stdin: String = "",
    executable: String = binaryPath
  ) throws -> Run {
    try run(arguments, environment: extra, stdinBytes: Data(stdin.utf8), executable: executable)
  }

  /// Runs `kakeibo` with `arguments`, extra `environment`, and `stdinBytes` on standard input.
  @discardableResult
  func run(
    _ arguments: [String], environment extra: [String: String?] = [:], stdinBytes: Data,
    executable: String = binaryPath
  ) throws -> Run {
    var environment = self.environment
    for (key, value) in extra { environment[key] = value }
    // A run on another day is one on which the server agrees, unless the test says otherwise.
    if engine == .postgresql, case let day?? = extra["KAKEIBO_TODAY"], extra["PGOPTIONS"] == nil {
      environment["PGOPTIONS"] = Self.serverDate(day)
    }
    let process = Process()
    process.executableURL = URL(fileURLWithPath: executable)
    process.arguments = arguments
    process.environment = environment
    let id = UUID().uuidString
    let outPath = folder + "/out-" + id
    let errPath = folder + "/err-" + id
    let inPath = folder + "/in-" + id
    _ = FileManager.default.createFile(atPath: outPath, contents: nil)
    _ = FileManager.default.createFile(atPath: errPath, contents: nil)
    _ = FileManager.default.createFile(atPath: inPath, contents: stdinBytes)
    defer {
      for path in [outPath, errPath, inPath] { try? FileManager.default.removeItem(atPath: path) }
    }
    let out = try FileHandle(forWritingTo: URL(fileURLWithPath: outPath))
    let err = try FileHandle(forWritingTo: URL(fileURLWithPath: errPath))
    let input = try FileHandle(forReadingFrom: URL(fileURLWithPath: inPath))
    process.standardOutput = out
    process.standardError = err
    process.standardInput = input
    try process.run()
    process.waitUntilExit()
    try out.close()
    try err.close()
    try input.close()
    return Run(
      status: process.terminationStatus,
      stdout: String(
        decoding: FileManager.default.contents(atPath: outPath) ?? Data(), as: UTF8.self),
      stderr: String(
        decoding: FileManager.default.contents(atPath: errPath) ?? Data(), as: UTF8.self))
  }

  @discardableResult
  func run(_ arguments: String..., environment extra: [String: String?] = [:]) throws -> Run {
    try run(arguments, environment: extra)
  }

  /// Runs `kakeibo` and expects it to succeed silently on stderr; returns stdout.
  @discardableResult
  func ok(_ arguments: String..., sourceLocation: SourceLocation = #_sourceLocation) throws
    -> String
  {
    try ok(arguments, sourceLocation: sourceLocation)
  }

  @discardableResult
  func ok(
    _ arguments: [String], environment extra: [String: String?] = [:],
    sourceLocation: SourceLocation = #_sourceLocation
  ) throws -> String {
    let result = try run(arguments, environment: extra)
    #expect(result.status == 0, "\(arguments): \(result)", sourceLocation: sourceLocation)
    #expect(result.stderr == "", sourceLocation: sourceLocation)
    return result.stdout
  }

  /// The rows of `sql` run on the ledger, each as text columns ("NULL" for null): on the file
  /// through SQLite, or on the PostgreSQL database (in the ledger's schema, as the superuser)
  /// through psql.
  func query(_ sql: String, path: String? = nil) throws -> [[String]] {
    if engine == .postgresql && path == nil {
      // Each row ends with NUL, not a newline, which a text (a search key) may hold.
      let output = try Self.psql(
        superuserURI, "SET search_path TO kakeibo; " + sql, recordSeparator: "\0")
      return output.split(separator: "\0", omittingEmptySubsequences: false).dropLast().map {
        $0.split(separator: "\u{1F}", omittingEmptySubsequences: false).map(String.init)
      }
    }
    return try SQLiteReader(path: path ?? databasePath).rows(sql)
  }

  /// Runs `sql` on the ledger outside kakeibo, as another client could: on the file through
  /// SQLite, or through psql as the superuser, in the ledger's schema.
  func execute(_ sql: String) throws {
    switch engine {
    case .sqlite: try executeSQL(sql, at: databasePath)
    case .postgresql: try Self.psql(superuserURI, "SET search_path TO kakeibo; " + sql)
    }
  }

  /// The PostgreSQL database as the superuser.
  private var superuserURI: String { uri(role: "postgres") }

  /// Whether the ledger exists: the file, or on PostgreSQL the ledger's schema (or, what must
  /// never be, a file in its place).
  var ledgerExists: Bool {
    if FileManager.default.fileExists(atPath: databasePath) { return true }
    guard engine == .postgresql else { return false }
    return
      (try? Self.psql(
        superuserURI, "SELECT count(*) FROM pg_namespace WHERE nspname = 'kakeibo'")) != "0\n"
  }

  /// What the ledger holds, to compare before and after a command that must change nothing:
  /// the file's bytes on SQLite (not a byte may change); every row on PostgreSQL.
  func contents() throws -> LedgerContents {
    guard engine == .postgresql else { return .file(fileBytes()) }
    return .rows(try everyRow())
  }

  /// Every row of every table of the ledger, each as its table's name and its values, in a
  /// fixed order; none when there is no ledger. (Where another process's write may still sit in
  /// SQLite's write-ahead log, to be checkpointed into the file later, compare these rather
  /// than the file's bytes.)
  func everyRow() throws -> [[String]] {
    guard ledgerExists else { return [] }
    switch engine {
    case .sqlite:
      // The search index (FTS5's entry_search and its shadow tables) is left aside: its pages
      // depend on the order of the writes, not only on the rows they left; `check` verifies it.
      let tables = try query(
        "SELECT name FROM sqlite_schema WHERE type = 'table' AND name NOT LIKE 'entry_search%' ORDER BY 1"
      )
      return try tables.flatMap { table in
        try query("SELECT * FROM \(table[0])").map { [table[0]] + $0 }.sorted {
          $0.lexicographicallyPrecedes($1)
        }
      }
    case .postgresql:
      let tables = try query(
        "SELECT tablename FROM pg_tables WHERE schemaname = 'kakeibo' ORDER BY 1"
      ).map { $0[0] }
      guard !tables.isEmpty else { return [] }
      return try query(
        tables.map { "SELECT '\($0)', row::text FROM \($0) AS row" }
          .joined(separator: " UNION ALL ") + " ORDER BY 1, 2")
    }
  }

  /// The member kakeibo records this sandbox's changes by: `tester` on both engines.
  var member: String { Engine.member }

  /// Makes `role` another member of the household's ledger and returns the environment that
  /// runs kakeibo as them: on PostgreSQL a login role of the server, to whom the owner gives
  /// access with `kakeibo member add` (read-only when `readOnly`); on SQLite, whose members are
  /// login names, another `USER` in another shell. With `password`, the role must give it
  /// (the environment returned does not).
  func member(_ role: String, readOnly: Bool = false, password: String? = nil) throws
    -> [String: String?]
  {
    switch engine {
    case .sqlite:
      return ["USER": role]
    case .postgresql:
      try Engine.makeRole(role, password: password)
      try ok(["member", "add", role] + (readOnly ? ["--read-only"] : []))
      return ["KAKEIBO_DB": uri(role: role)]
    }
  }

  /// Runs `sql` with psql on the database `uri` names and returns its unaligned output, fields
  /// separated by U+001F, NULL as "NULL", each row ending with a newline (or, with
  /// `recordSeparator` "\0", with NUL).
  @discardableResult
  static func psql(_ uri: String, _ sql: String, recordSeparator: String = "\n") throws -> String {
    let process = Process()
    process.executableURL = URL(fileURLWithPath: "/usr/bin/psql")
    process.arguments =
      [uri, "-X", "-q", "-A", "-t", "-v", "ON_ERROR_STOP=1", "-F", "\u{1F}", "-P", "null=NULL"]
      + (recordSeparator == "\0" ? ["-0"] : []) + ["-c", sql]
    let output = Pipe()
    let errors = Pipe()
    process.standardOutput = output
    process.standardError = errors
    try process.run()
    let data = output.fileHandleForReading.readDataToEndOfFile()
    let errorData = errors.fileHandleForReading.readDataToEndOfFile()
    process.waitUntilExit()
    guard process.terminationStatus == 0 else {
      throw SQLiteReader.Failure(
        description: "psql: " + String(decoding: errorData, as: UTF8.self))
    }
    return String(decoding: data, as: UTF8.self)
  }

  func fileBytes(_ path: String? = nil) -> Data? {
    FileManager.default.contents(atPath: path ?? databasePath)
  }
}

/// What a ledger holds, as `Sandbox.contents()` reads it.
enum LedgerContents: Equatable {
  /// An SQLite ledger's bytes (nil: no file).
  case file(Data?)
  /// Every row of a PostgreSQL ledger, as `table` and the row's text.
  case rows([[String]])
}

/// A minimal read-only SQLite reader, so tests check what the binary stored without the
/// project's own store code.
struct SQLiteReader {
  let path: String

  struct Failure: Error, CustomStringConvertible {
    let description: String
  }

  func rows(_ sql: String) throws -> [[String]] {
    var handle: OpaquePointer?
    guard sqlite3_open_v2(path, &handle, SQLITE_OPEN_READONLY, nil) == SQLITE_OK else {
      sqlite3_close(handle)
      throw Failure(description: "cannot open \(path)")
    }
    defer { sqlite3_close(handle) }
    var statement: OpaquePointer?
    guard sqlite3_prepare_v2(handle, sql, -1, &statement, nil) == SQLITE_OK else {
      throw Failure(description: String(cString: sqlite3_errmsg(handle)))
    }
    defer { sqlite3_finalize(statement) }
    var rows: [[String]] = []
    while true {
      let code = sqlite3_step(statement)
      if code == SQLITE_DONE { break }
      guard code == SQLITE_ROW else {
        throw Failure(description: String(cString: sqlite3_errmsg(handle)))
      }
      rows.append(
        (0..<sqlite3_column_count(statement)).map { column in
          guard let text = sqlite3_column_text(statement, column) else { return "NULL" }
          return String(cString: text)
        })
    }
    return rows
  }
}

/// Parses JSON output into Foundation objects.
func parseJSON(_ text: String) throws -> Any {
  try JSONSerialization.jsonObject(with: Data(text.utf8), options: [.fragmentsAllowed])
}

/// Runs SQL on a database file read-write, outside kakeibo.
func executeSQL(_ sql: String, at path: String) throws {
  var handle: OpaquePointer?
  guard sqlite3_open_v2(path, &handle, SQLITE_OPEN_READWRITE | SQLITE_OPEN_CREATE, nil) == SQLITE_OK
  else {
    sqlite3_close(handle)
    throw SQLiteReader.Failure(description: "cannot open \(path)")
  }
  defer { sqlite3_close(handle) }
  guard sqlite3_exec(handle, sql, nil, nil, nil) == SQLITE_OK else {
    throw SQLiteReader.Failure(description: String(cString: sqlite3_errmsg(handle)))
  }
}

/// Another process's connection to a ledger, as a test holds it open: `sql` runs on it first,
/// and it closes when released.
final class OtherConnection {
  private var handle: OpaquePointer?

  init(_ path: String, running sql: String) throws {
    guard sqlite3_open(path, &handle) == SQLITE_OK else {
      sqlite3_close(handle)
      throw SQLiteReader.Failure(description: "cannot open \(path)")
    }
    guard sqlite3_exec(handle, sql, nil, nil, nil) == SQLITE_OK else {
      let message = String(cString: sqlite3_errmsg(handle))
      sqlite3_close(handle)
      throw SQLiteReader.Failure(description: message)
    }
  }

  deinit {
    sqlite3_close(handle)
  }
}

/// Damages the ledger at `path` as a failing disk could: the first row of `table`, whose root
/// page must be a leaf (a small ledger's), claims a payload of 127 bytes, which runs off the
/// end of the page. The page's header and cell count stay valid, so only a reader that checks
/// each cell's size, or reads that row, finds it. Returns the page's number.
@discardableResult
func damageFirstCell(ofTable table: String, at path: String) throws -> Int {
  try executeSQL("PRAGMA wal_checkpoint(TRUNCATE)", at: path)
  let reader = SQLiteReader(path: path)
  let pageSize = try #require(Int(reader.rows("PRAGMA page_size")[0][0]))
  let root = try #require(
    Int(reader.rows("SELECT rootpage FROM sqlite_schema WHERE name = '\(table)'")[0][0]))
  let handle = try #require(FileHandle(forUpdatingAtPath: path))
  defer { try? handle.close() }
  let page = UInt64((root - 1) * pageSize)
  try handle.seek(toOffset: page)
  let header = try #require(try handle.read(upToCount: 10))
  try #require(header[0] == 13, "the root page of \(table) is a table leaf")
  // The first cell is the page's last bytes; its first byte is the payload size (a varint).
  let firstCell = UInt64(header[8]) << 8 | UInt64(header[9])
  try #require(firstCell + 127 > UInt64(pageSize), "the first cell is near the page's end")
  try handle.seek(toOffset: page + firstCell)
  try handle.write(contentsOf: Data([0x7F]))
  return root
}

func makeForeignDatabase(at path: String) throws {
  try executeSQL("CREATE TABLE notes (body TEXT); INSERT INTO notes VALUES ('hello');", at: path)
}

func setUserVersion(_ version: Int, at path: String) throws {
  try executeSQL("PRAGMA user_version = \(version)", at: path)
}

extension Sandbox {
  /// Runs `kakeibo` with `arguments`, its output thrown away, and returns its peak resident
  /// memory in kilobytes, as GNU time reports it (a small process's fork, so that this test
  /// process's own memory is not counted, as it would be for a child spawned from here).
  func peakMemory(_ arguments: [String]) throws -> Int {
    let quoted = arguments.map { "'" + $0.replacing("'", with: "'\\''") + "'" }
    let result = try shell(
      "/usr/bin/time -f %M \"$K\" \(quoted.joined(separator: " ")) > /dev/null")
    try #require(result.status == 0, "\(arguments): \(result)")
    return try #require(result.stderr.split(separator: "\n").last.flatMap { Int($0) })
  }

  /// Runs a bash script (or one for `interpreter`, such as /usr/bin/zsh) with the sandbox's
  /// environment plus `K`, the path of the binary under test, and returns what it printed.
  func shell(
    _ script: String, environment extra: [String: String] = [:],
    interpreter: String = "/bin/bash"
  ) throws -> Run {
    let process = Process()
    process.executableURL = URL(fileURLWithPath: interpreter)
    process.arguments = ["-c", script]
    process.environment = environment.merging(extra) { $1 }.merging(["K": binaryPath]) { $1 }
    let outPath = folder + "/shell-out-" + UUID().uuidString
    let errPath = folder + "/shell-err-" + UUID().uuidString
    _ = FileManager.default.createFile(atPath: outPath, contents: nil)
    _ = FileManager.default.createFile(atPath: errPath, contents: nil)
    defer {
      try? FileManager.default.removeItem(atPath: outPath)
      try? FileManager.default.removeItem(atPath: errPath)
    }
    let out = try FileHandle(forWritingTo: URL(fileURLWithPath: outPath))
    let err = try FileHandle(forWritingTo: URL(fileURLWithPath: errPath))
    process.standardOutput = out
    process.standardError = err
    process.standardInput = FileHandle.nullDevice
    try process.run()
    process.waitUntilExit()
    try out.close()
    try err.close()
    return Run(
      status: process.terminationStatus,
      stdout: String(decoding: fileBytes(outPath) ?? Data(), as: UTF8.self),
      stderr: String(decoding: fileBytes(errPath) ?? Data(), as: UTF8.self))
  }
}

/// Whether this machine lets an unprivileged process make a user and mount namespace (for
/// tmpfs-based disk-full and read-only-disk tests).
let canMountPrivately: Bool = {
  let process = Process()
  process.executableURL = URL(fileURLWithPath: "/usr/bin/unshare")
  process.arguments = ["-rm", "true"]
  process.standardError = FileHandle.nullDevice
  guard (try? process.run()) != nil else { return false }
  process.waitUntilExit()
  return process.terminationStatus == 0
}()

/// The schema version this kakeibo creates (its last migration's number), as `check` names it.
let latestSchemaVersion = 22

/// `text` with each ledger identity at the end of a CSV line (the `ledger` column, random for
/// every ledger) written `LEDGER`, so that a test can spell out the rest exactly.
func withLedgersNamed(_ text: String) -> String {
  text.split(separator: "\n", omittingEmptySubsequences: false).map { line in
    let cell = line.reversed().prefix { $0 != "," }
    guard cell.count == 32, cell.allSatisfy(\.isHexDigit) else { return String(line) }
    return line.dropLast(32) + "LEDGER"
  }.joined(separator: "\n")
}

/// `text` with each CSV line's import fingerprint (the cell before the `ledger` column) left
/// empty: an entry typed by hand and imported into another ledger has one there (its row's, as
/// every imported entry has), which its export writes.
func withoutFingerprints(_ text: String) -> String {
  text.split(separator: "\n", omittingEmptySubsequences: false).map { line in
    var cells = line.split(separator: ",", omittingEmptySubsequences: false)
    guard cells.count >= 2, cells[cells.count - 2].count == 32,
      cells[cells.count - 2].allSatisfy(\.isHexDigit)
    else { return String(line) }
    cells[cells.count - 2] = ""
    return cells.joined(separator: ",")
  }.joined(separator: "\n")
}

extension Sandbox {
  /// The identity of the sandbox's ledger, as its exports write it.
  func ledgerIdentity(path: String? = nil) throws -> String {
    try query("SELECT identity FROM ledger_identity", path: path).first?.first ?? ""
  }
}

/// `number` with its thousands grouped by commas, as kakeibo writes counts: `61,440`.
func grouped(_ number: Int) -> String {
  var digits = String(number)
  var groups: [Substring] = []
  while digits.count > 3 {
    groups.insert(Substring(digits.suffix(3)), at: 0)
    digits.removeLast(3)
  }
  return ([Substring(digits)] + groups).joined(separator: ",")
}

/// Whether GNU time is installed (Debian's `time`; `.ci/run` installs it), which measures a
/// command's peak memory.
let hasGNUTime = FileManager.default.isExecutableFile(atPath: "/usr/bin/time")

/// Another client's session on the test server, kept open as a test needs it (to hold a lock
/// or a transaction while kakeibo runs): psql reading statements from a pipe, run one call at a
/// time. The session ends, and what it left uncommitted is rolled back, when it is released.
final class PostgresSession {
  private let process = Process()
  private let input: FileHandle
  private let output: FileHandle
  private static let marker = "-- statement done --"

  /// The statement that takes a ledger's write lock (in its schema `kakeibo`), as kakeibo's
  /// writes take it: the advisory lock of "KAKE" and the session's search path, which names the
  /// schema alone (`kakeibo`, as `quote_ident` writes it).
  static let ledgerLock = "SELECT pg_advisory_xact_lock(1262570309, hashtext('kakeibo'))"

  init(_ uri: String) throws {
    let inputPipe = Pipe()
    let outputPipe = Pipe()
    process.executableURL = URL(fileURLWithPath: "/usr/bin/psql")
    process.arguments = [uri, "-X", "-q", "-A", "-t", "-v", "ON_ERROR_STOP=1"]
    process.standardInput = inputPipe
    process.standardOutput = outputPipe
    process.standardError = outputPipe
    try process.run()
    input = inputPipe.fileHandleForWriting
    output = outputPipe.fileHandleForReading
  }

  deinit {
    try? input.close()
    process.waitUntilExit()
  }

  /// Runs `sql` (statements ending in `;`) and returns what psql printed once they are done.
  @discardableResult
  func run(_ sql: String) throws -> String {
    try input.write(contentsOf: Data((sql + "\n\\echo '\(Self.marker)'\n").utf8))
    var printed = Data()
    while !String(decoding: printed, as: UTF8.self).hasSuffix(Self.marker + "\n") {
      let data = output.availableData
      guard !data.isEmpty else {
        throw SQLiteReader.Failure(
          description: "psql ended: " + String(decoding: printed, as: UTF8.self))
      }
      printed.append(data)
    }
    return String(String(decoding: printed, as: UTF8.self).dropLast(Self.marker.count + 1))
  }
}

/// Fails when the tests were told that a PostgreSQL server must be there (`.ci/run` says so)
/// and none is: every end-to-end test of PostgreSQL would otherwise be skipped without a word.
@Suite struct EngineAvailabilityTests {
  @Test func bothEnginesAreTestedWhenPostgreSQLIsRequired() {
    if ProcessInfo.processInfo.environment["KAKEIBO_REQUIRE_POSTGRES"] == "1" {
      #expect(
        Engine.available == [.sqlite, .postgresql],
        "run the tests through scripts/with-postgres.sh, which starts a throwaway server")
    }
  }
}

/// SQL (for either engine) that takes away what migration 0016 added, for a test that makes a
/// ledger of an earlier version out of a new one: its payers, splits, people and settlements.
let undoingPayersMigration = """
  DROP TABLE settlements; DROP TABLE people;
  ALTER TABLE entries DROP COLUMN paid_by; ALTER TABLE entries DROP COLUMN split;
  ALTER TABLE change_entries DROP COLUMN paid_by; ALTER TABLE change_entries DROP COLUMN split;
  ALTER TABLE redo_entries DROP COLUMN paid_by; ALTER TABLE redo_entries DROP COLUMN split;
  ALTER TABLE recurring_rules DROP COLUMN paid_by; ALTER TABLE recurring_rules DROP COLUMN split;
  ALTER TABLE change_rules DROP COLUMN paid_by; ALTER TABLE change_rules DROP COLUMN split;
  ALTER TABLE redo_rules DROP COLUMN paid_by; ALTER TABLE redo_rules DROP COLUMN split;
  """
