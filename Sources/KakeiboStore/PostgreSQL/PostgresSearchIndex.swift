/// pg_trgm's GIN index of the entries' search keys, with which `LIKE '%term%'` finds a term of
/// three characters or more without reading every entry.
///
/// The extension comes with postgresql-contrib, which a server may not have, and creating it
/// needs the right to (a superuser, or, pg_trgm being a trusted extension, a role that may
/// create in the database). Without it the ledger works the same, reading every key: the index
/// is made where it can be, never required. An administrator who installs the extension later
/// can make it by hand (docs/search.md).
enum PostgresSearchIndex {
  static let name = "entries_by_search_key"

  /// Makes the index inside the migration's transaction, in a savepoint: with pg_trgm where the
  /// database has it (in whichever schema; the operator class is named with it, since the
  /// ledger's schema alone is on the search path), else after creating the extension in the
  /// `public` schema when this role may create there, else in the ledger's own. When the
  /// server refuses any of it, the savepoint is rolled back and the ledger has no index.
  static func create(on connection: PostgresConnection) throws(PostgresError) {
    try connection.execute("SAVEPOINT search_index")
    do {
      var schema = try extensionSchema(on: connection)
      if schema == nil {
        let target = try connection.query(
          """
          SELECT CASE WHEN to_regnamespace('public') IS NOT NULL
            AND has_schema_privilege('public', 'CREATE') THEN 'public' ELSE current_schema() END
          """
        ).text(0, 0)
        try connection.execute(
          "CREATE EXTENSION IF NOT EXISTS pg_trgm SCHEMA \(PostgresSchema.quoted(target))")
        schema = try extensionSchema(on: connection)
      }
      if let schema {
        try connection.execute(
          "CREATE INDEX \(name) ON entries USING gin "
            + "(search_key \(PostgresSchema.quoted(schema)).gin_trgm_ops)")
      }
      try connection.execute("RELEASE SAVEPOINT search_index")
    } catch .statement {
      // No extension, or no right to it: search reads every key.
      try connection.execute("ROLLBACK TO SAVEPOINT search_index; RELEASE SAVEPOINT search_index")
    }
  }

  /// The schema pg_trgm is installed in, or nil when the database does not have it.
  private static func extensionSchema(on connection: PostgresConnection) throws(PostgresError)
    -> String?
  {
    let rows = try connection.query(
      """
      SELECT n.nspname FROM pg_extension AS e JOIN pg_namespace AS n ON n.oid = e.extnamespace
      WHERE e.extname = 'pg_trgm'
      """)
    return rows.count == 0 ? nil : rows.text(0, 0)
  }
}
