import Foundation
import KakeiboCore
import Testing

@testable import KakeiboStore

@Suite struct PostgresURITests {
  @Test(arguments: [
    ("postgresql://nas.local/kakeibo", "postgresql://nas.local/kakeibo"),
    ("postgresql://role1:secret@host/db", "postgresql://role1:***@host/db"),
    (
      "postgres://role1:p%40ss@host:5433/db?sslmode=require",
      "postgres://role1:***@host:5433/db?sslmode=require"
    ),
    (
      "postgresql://role1@host/db?password=secret&sslmode=verify-full",
      "postgresql://role1@host/db?password=***&sslmode=verify-full"
    ),
    ("postgresql://:pw@/db?host=/run/postgresql", "postgresql://:***@/db?host=/run/postgresql"),
    ("postgresql://a:b@c", "postgresql://a:***@c"),
    ("postgresql://host?PassWord=x", "postgresql://host?PassWord=***"),
  ])
  func thePasswordIsMasked(uri: String, masked: String) throws {
    let parsed = try #require(PostgresURI(uri))
    #expect(parsed.masked == masked)
    #expect("\(parsed)" == masked)
  }

  /// libpq's words about a URI it cannot read may quote the URI, or the token of it that it
  /// could not read: the password is masked there too, as written and percent-decoded.
  @Test func whatLibpqRepeatsOfTheURIIsMasked() throws {
    let uri = try #require(PostgresURI("postgresql://role1:p%40ss@host/db?password=other&x=1"))
    #expect(
      uri.masking("invalid percent-encoded token: \"p%40ss\"")
        == "invalid percent-encoded token: \"***\"")
    #expect(
      uri.masking("missing \"]\" in URI: \"postgresql://role1:p%40ss@host/db?password=other&x=1\"")
        == "missing \"]\" in URI: \"postgresql://role1:***@host/db?password=***&x=1\"")
    #expect(uri.masking("p@ss, other, p%40ss") == "***, ***, ***")
    #expect(uri.masking("role \"role1\" does not exist") == "role \"role1\" does not exist")
    let plain = try #require(PostgresURI("postgresql://role1@host/db"))
    #expect(
      plain.masking("a message: postgresql://role1@host/db")
        == "a message: postgresql://role1@host/db")
  }

  @Test func onlyPostgreSQLSchemesAreURIs() {
    #expect(PostgresURI("ledger.db") == nil)
    #expect(PostgresURI("/home/a/postgresql://x") == nil)
    #expect(PostgresURI("mysql://host/db") == nil)
    #expect(PostgresURI("postgres://host/db") != nil)
  }

  @Test func theFirstSchemaOfASearchPath() {
    #expect(PostgresSchema.firstSchema(of: "\"$user\", public") == "public")
    #expect(PostgresSchema.firstSchema(of: "household") == "household")
    #expect(PostgresSchema.firstSchema(of: " \"Our \"\"Home\"\"\" , public") == "Our \"Home\"")
    #expect(PostgresSchema.firstSchema(of: "Kakeibo") == "kakeibo")
    #expect(PostgresSchema.firstSchema(of: "\"$user\"") == nil)
    #expect(PostgresSchema.quoted("Our \"Home\"") == "\"Our \"\"Home\"\"\"")
  }

  @Test func libpqReasonsAreOneLine() {
    #expect(
      PostgresConnection.reasonText(
        "connection to server on socket \"/x/.s.PGSQL.5432\" failed: FATAL:  role \"bob\" does not exist\n"
      )
        == "role \"bob\" does not exist")
    #expect(
      PostgresConnection.reasonText(
        "connection to server at \"10.0.0.9\", port 5432 failed: Connection refused\n\tIs the server running on that host and accepting TCP/IP connections?\n"
      )
        == "Connection refused")
  }
}

@Suite(.enabled(if: TestPostgres.isAvailable)) struct PostgresConnectionTests {
  @Test func aServerThatIsNotThereIsUnreachable() throws {
    let folder = try TemporaryDirectory()
    #expect {
      try PostgresConnection(uri: "postgresql://postgres@/postgres?host=\(folder.path)&port=1")
    } throws: { error in
      guard case PostgresError.unreachable(let server, let reason) = error else { return false }
      return server == ServerAddress(host: folder.path, port: "1")
        && reason.contains("No such file")
    }
  }

  @Test func anUnknownRoleIsRefused() throws {
    #expect {
      try PostgresConnection(uri: TestPostgres.uri(database: "postgres", role: "nobody"))
    } throws: { error in
      guard case PostgresError.refused(_, let reason) = error else { return false }
      return reason == "role \"nobody\" does not exist"
    }
  }

  @Test func valuesAreBoundAndRowsStream() throws {
    let connection = try PostgresConnection(uri: try TestPostgres.makeDatabase())
    try connection.execute("CREATE TABLE t (n bigint, s text, b bytea)")
    let memo = "'); DROP TABLE t; -- ¥1,200 スーパー"
    let fingerprint = Fingerprint(high: 0x0102_0304_0506_0708, low: 0xF0E0_D0C0_B0A0_9080)
    try connection.run(
      "INSERT INTO t VALUES ($1, $2, $3), ($4, $5, $6)",
      [.integer(-5), .text(memo), .fingerprint(fingerprint), .integer(7), .null, .null])
    var rows: [[String]] = []
    try connection.forEachRow("SELECT n, s, b FROM t WHERE n < $1 ORDER BY n", [.integer(100)]) {
      row in
      rows.append([
        String(row.int64(0)), row.isNull(1) ? "NULL" : row.text(1),
        row.bytes(2).flatMap(Fingerprint.init(bytes:)).map(\.description) ?? "NULL",
      ])
    }
    #expect(rows == [["-5", memo, fingerprint.description], ["7", "NULL", "NULL"]])
  }

  @Test func aFailedStatementSaysItsState() throws {
    let connection = try PostgresConnection(uri: try TestPostgres.makeDatabase())
    #expect {
      try connection.run("SELECT * FROM nowhere", [])
    } throws: { error in
      (error as? PostgresError)?.sqlState == "42P01"
    }
    // The connection is still usable.
    #expect(try connection.int64("SELECT 1 + 1") == 2)
  }

  @Test func aWriteTransactionRollsBackWhatItsBodyDidWhenItThrows() throws {
    struct Stop: Error {}
    let connection = try PostgresConnection(uri: try TestPostgres.makeDatabase())
    try connection.execute("CREATE TABLE t (n bigint)")
    #expect(throws: Stop.self) {
      try connection.writeTransaction {
        try connection.run("INSERT INTO t VALUES (1)", [])
        throw Stop()
      }
    }
    #expect(!connection.isInTransaction)
    #expect(try connection.int64("SELECT count(*) FROM t") == 0)
  }

  @Test func copySendsRowsInTextForm() throws {
    let connection = try PostgresConnection(uri: try TestPostgres.makeDatabase())
    try connection.execute("CREATE TABLE t (n bigint, s text)")
    let copied = try connection.copy("COPY t (n, s) FROM STDIN") { send in
      try send(Array("1\tone\n2\t".utf8))
      try send(Array("two\n".utf8))
    }
    #expect(copied == 2)
    #expect(try connection.rows("SELECT s FROM t ORDER BY n") { $0.text(0) } == ["one", "two"])
  }

  @Test func breakingOffAStreamCancelsItAndKeepsTheConnection() throws {
    struct Enough: Error {}
    let connection = try PostgresConnection(uri: try TestPostgres.makeDatabase())
    var seen = 0
    #expect(throws: Enough.self) {
      try connection.forEachRow("SELECT generate_series(1, 1000000)", []) { _ in
        seen += 1
        if seen == 3 { throw Enough() }
      }
    }
    #expect(seen == 3)
    #expect(try connection.int64("SELECT 42") == 42)
  }
}

@Suite(.enabled(if: TestPostgres.isAvailable)) struct PostgresSchemaTests {
  @Test func aNewDatabaseHasNoLedgerUntilItIsMigrated() throws {
    let connection = try PostgresConnection(uri: try TestPostgres.makeDatabase())
    let (schema, role, _) = try PostgresSchema.prepareSession(connection)
    #expect(schema == "kakeibo")
    #expect(role == "postgres")
    #expect(try PostgresSchema.state(of: schema, on: connection) == .missing)
    try PostgresSchema.migrate(schema, on: connection)
    #expect(
      try PostgresSchema.state(of: schema, on: connection)
        == .ledger(version: PostgresSchema.latestVersion))
    #expect(
      try connection.rows("SELECT key FROM categories ORDER BY position") { $0.text(0) }
        == Category.allCases.map(\.key))
    // Migrating again changes nothing.
    try PostgresSchema.migrate(schema, on: connection)
    #expect(try connection.int64("SELECT count(*) FROM categories") == 3)
  }

  @Test func theURIsOptionsChooseTheSchema() throws {
    let database = try TestPostgres.makeDatabase()
    let connection = try PostgresConnection(
      uri: database + "&options=-csearch_path%3Dhousehold")
    #expect(try PostgresSchema.prepareSession(connection).schema == "household")
  }

  @Test func aSchemaWithOtherTablesIsForeign() throws {
    let connection = try PostgresConnection(uri: try TestPostgres.makeDatabase())
    try connection.execute("CREATE SCHEMA kakeibo; CREATE TABLE kakeibo.notes (body text)")
    #expect(try PostgresSchema.state(of: "kakeibo", on: connection) == .foreign)
    try connection.execute("CREATE SCHEMA other")
    #expect(try PostgresSchema.state(of: "other", on: connection) == .empty)
  }

  @Test func theConstraintsRefuseWhatKakeiboRefuses() throws {
    let connection = try PostgresConnection(uri: try TestPostgres.makeDatabase())
    let (schema, _, _) = try PostgresSchema.prepareSession(connection)
    _ = try PostgresSchema.state(of: schema, on: connection)
    try PostgresSchema.migrate(schema, on: connection)
    let insert =
      "INSERT INTO entries (id, date, amount, category, memo) VALUES ($1, $2, $3, $4, $5)"
    let refused: [[SQLValue]] = [
      [.integer(1), .text("2026-02-30"), .integer(1), .text("leisure"), .text("")],
      [.integer(1), .text("2026-11-01"), .integer(0), .text("leisure"), .text("")],
      [.integer(1), .text("2026-11-01"), .integer(1_000_000_000_000), .text("leisure"), .text("")],
      [.integer(1), .text("2026-11-01"), .integer(1), .text("food"), .text("")],
      [.integer(1), .text("2026-11-01"), .integer(1), .text("leisure"), .text("a\u{1B}[31m")],
      [.integer(1), .text("2026-11-01"), .integer(1), .text("leisure"), .text("a\u{202E}b")],
      [
        .integer(1), .text("2026-11-01"), .integer(1), .text("leisure"),
        .text(String(repeating: "x", count: 501)),
      ],
    ]
    for values in refused {
      #expect(throws: PostgresError.self, "\(values)") { try connection.run(insert, values) }
    }
    try connection.run(
      insert,
      [
        .integer(1), .text("2024-02-29"), .integer(999_999_999_999), .text("leisure"),
        .text(String(repeating: "あ", count: 500)),
      ])
    #expect(try connection.int64("SELECT count(*) FROM entries") == 1)
  }
}

@Suite(.enabled(if: TestPostgres.isAvailable)) struct PostgresMembersTests {
  @Test func membersGetWhatTheirAccessNeedsAndNothingMore() throws {
    let database = try TestPostgres.makeDatabase()
    let owner = try PostgresConnection(uri: database)
    let (schema, _, _) = try PostgresSchema.prepareSession(owner)
    _ = try PostgresSchema.state(of: schema, on: owner)
    try PostgresSchema.migrate(schema, on: owner)
    let suffix = UUID().uuidString.prefix(8).lowercased()
    let (writer, reader) = ("writer_\(suffix)", "reader_\(suffix)")
    try owner.execute("CREATE ROLE \(writer) LOGIN; CREATE ROLE \(reader) LOGIN")
    try PostgresMembers.grant(writer, access: .readWrite, schema: schema, on: owner)
    try PostgresMembers.grant(reader, access: .readOnly, schema: schema, on: owner)
    #expect(
      try PostgresMembers.members(schema: schema, on: owner)
        == [
          Member(role: "postgres", access: .owner), Member(role: reader, access: .readOnly),
          Member(role: writer, access: .readWrite),
        ])

    let databaseName = try #require(owner.firstRow("SELECT current_database()") { $0.text(0) })
    func connect(_ role: String) throws -> PostgresConnection {
      let connection = try PostgresConnection(
        uri: TestPostgres.uri(database: databaseName, role: role))
      _ = try PostgresSchema.state(
        of: try PostgresSchema.prepareSession(connection).schema, on: connection)
      return connection
    }
    let insert =
      "INSERT INTO entries (id, date, amount, category) VALUES (1, '2026-11-01', 5, 'leisure')"
    try connect(writer).run(insert, [])
    let readerConnection = try connect(reader)
    #expect(try readerConnection.int64("SELECT count(*) FROM entries") == 1)
    #expect { try readerConnection.run(insert, []) } throws: {
      ($0 as? PostgresError)?.sqlState == "42501"
    }
    #expect { try connect(writer).run("DELETE FROM categories", []) } throws: {
      ($0 as? PostgresError)?.sqlState == "42501"
    }

    try PostgresMembers.revoke(writer, schema: schema, on: owner)
    #expect(
      try PostgresMembers.members(schema: schema, on: owner)
        == [Member(role: "postgres", access: .owner), Member(role: reader, access: .readOnly)])
    #expect { try connect(writer).run("SELECT count(*) FROM entries", []) } throws: {
      ($0 as? PostgresError)?.sqlState == "42501"
    }
  }
}
