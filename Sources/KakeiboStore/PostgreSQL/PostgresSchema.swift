import KakeiboCore
import KakeiboPostgresMigrations

/// Where a PostgreSQL ledger lives in its database, what is there, and bringing it up to date.
///
/// The ledger is one schema of the database: `kakeibo`, unless the connection chose another
/// `search_path` (the URI's `options=-csearch_path=…`, or `ALTER ROLE … SET search_path`), whose
/// first schema is then the ledger's. Its version is kept in the one-row table `ledger_schema`,
/// as SQLite keeps it in `PRAGMA user_version`, and marks the schema as kakeibo's, as the
/// application id marks a file.
enum PostgresSchema {
  static let defaultName = "kakeibo"
  /// The table that marks a schema as a kakeibo ledger and holds its version.
  static let versionTable = "ledger_schema"

  /// The migrations, in order, from `migrations/postgresql/`.
  static let migrations: [Migration] = PostgresMigrationFiles.all.map { file in
    let version = Migration.version(ofFileName: file.name)
    return Migration(
      version: version, fileName: file.name, bytes: file.bytes,
      followUp: Migration.followUp(ofVersion: version))
  }

  /// The schema version this binary creates and understands: the SQLite schema's, since the
  /// twins share their files' names and versions (`SchemaTwinTests`), so that opening a ledger
  /// builds neither list of migrations.
  static var latestVersion: Int { Migration.latestVersion }

  /// What a schema holds.
  enum State: Equatable {
    /// No such schema: the first write creates it.
    case missing
    /// The schema exists and holds nothing: the first write makes it a ledger.
    case empty
    /// A kakeibo ledger at this version.
    case ledger(version: Int)
    /// Tables that are not a kakeibo ledger.
    case foreign
  }

  /// The ledger's schema for this connection, and the role the connection acts as (the member,
  /// recorded with each change). Sets the session up as the ledger's statements expect: ISO
  /// dates, and a write waiting for another's lock for at most `lockTimeoutMilliseconds` (0:
  /// for ever); `state(of:on:)` then puts the ledger's schema alone on the search path.
  static func prepareSession(
    _ connection: PostgresConnection, lockTimeoutMilliseconds: Int32 = 0
  ) throws(PostgresError) -> (schema: String, role: String, today: LedgerDate?) {
    let rows = try connection.execute(
      """
      SET datestyle TO ISO, YMD; SET lock_timeout TO \(max(0, lockTimeoutMilliseconds));
      SELECT current_setting('search_path'), source, current_user, \(serverToday)
      FROM pg_settings WHERE name = 'search_path'
      """)
    let searchPath = rows.text(0, 0)
    let source = rows.text(0, 1)
    let chosen = ["client", "user", "database", "database user", "session"].contains(source)
    let schema = chosen ? firstSchema(of: searchPath) ?? defaultName : defaultName
    return (schema, rows.text(0, 2), LedgerDate(iso: rows.text(0, 3)))
  }

  /// The server's date, in the time zone of the session (the database's, unless the client
  /// asks for another with `PGTZ`): what decides which recurring entries are due on a shared
  /// ledger. An administrator may pin it for a whole database (a demonstration, the tests) with
  /// `ALTER DATABASE … SET kakeibo.today = 'YYYY-MM-DD'`.
  static let serverToday = """
    coalesce(nullif(current_setting('kakeibo.today', true), ''), to_char(current_date, 'YYYY-MM-DD'))
    """

  /// The first schema a `search_path` setting names, unquoted; `"$user"` stands for no
  /// particular schema and is skipped.
  static func firstSchema(of searchPath: String) -> String? {
    for part in searchPath.split(separator: ",") {
      var name = Substring(part.drop(while: { $0 == " " }))
      while name.last == " " { name.removeLast() }
      if name.hasPrefix("\"") && name.hasSuffix("\"") && name.count >= 2 {
        let inner = name.dropFirst().dropLast()
        name = Substring(
          inner.split(separator: "\"\"", omittingEmptySubsequences: false)
            .joined(separator: "\""))
      } else {
        name = Substring(name.lowercased())
      }
      guard !name.isEmpty, name != "$user" else { continue }
      return String(name)
    }
    return nil
  }

  /// `name` as a quoted SQL identifier.
  static func quoted(_ name: String) -> String {
    "\"" + name.split(separator: "\"", omittingEmptySubsequences: false).joined(separator: "\"\"")
      + "\""
  }

  /// Reads what `schema` holds, and points the session's search path at it.
  static func state(of schema: String, on connection: PostgresConnection) throws(PostgresError)
    -> State
  {
    let rows = try connection.query(
      """
      SELECT n.oid IS NOT NULL,
        (SELECT count(*) FROM pg_class AS c WHERE c.relnamespace = n.oid),
        to_regclass(quote_ident($1) || '.\(versionTable)') IS NOT NULL,
        set_config('search_path', quote_ident($1), false)
      FROM (SELECT $1::name AS name) AS wanted
      LEFT JOIN pg_namespace AS n ON n.nspname = wanted.name
      """, [.text(schema)])
    guard rows.text(0, 0) == "t" else { return .missing }
    guard rows.text(0, 2) == "t" else { return rows.int64(0, 1) == 0 ? .empty : .foreign }
    let version = try connection.query(
      "SELECT version FROM \(versionTable) WHERE application = 'kakeibo'")
    guard version.count == 1 else { return .foreign }
    return .ledger(version: Int(version.int64(0, 0)))
  }

  /// Creates `schema` if need be and applies every migration newer than its version, each in
  /// its own transaction under the ledger's lock (re-reading the version first, so that two
  /// processes creating one ledger at once apply each migration exactly once).
  static func migrate(
    _ schema: String, on connection: PostgresConnection, migrations: [Migration] = migrations
  ) throws {
    try connection.writeTransaction {
      _ = try connection.execute(
        """
        CREATE SCHEMA IF NOT EXISTS \(quoted(schema));
        CREATE TABLE IF NOT EXISTS \(versionTable) (
          application text    NOT NULL PRIMARY KEY CHECK (application = 'kakeibo'),
          version     integer NOT NULL CHECK (version >= 0));
        INSERT INTO \(versionTable) (application, version) VALUES ('kakeibo', 0)
        ON CONFLICT (application) DO NOTHING
        """)
    }
    for migration in migrations {
      try connection.writeTransaction {
        let current = try connection.query("SELECT version FROM \(versionTable)").int64(0, 0)
        guard current < migration.version else { return }
        try connection.execute(migration.sql)
        try migration.runFollowUp(on: connection)
        if migration.followUp == .addsSearchKeys { try PostgresSearchIndex.create(on: connection) }
        try connection.query(
          "UPDATE \(versionTable) SET version = $1", [.integer(Int64(migration.version))])
      }
    }
  }
}
