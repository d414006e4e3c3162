import Foundation
import Testing

@testable import KakeiboStore

/// The SQLite and PostgreSQL schemas are twins: the same tables, columns, keys, indexes and
/// constraints, each in its engine's own types. A migration written for one engine only fails
/// here. The one thing each engine has its own way is the search index: SQLite's FTS5 table
/// `entry_search` (with its shadow tables), PostgreSQL's GIN index `entries_by_search_key`.
@Suite struct SchemaTwinTests {
  /// What the comparison looks at in one table. Types are compared as kinds, since a date is
  /// TEXT on SQLite and `date` on PostgreSQL.
  struct TableShape: Equatable, CustomStringConvertible {
    var columns: [String] = []
    var primaryKey: [String] = []
    var uniqueKeys: Set<[String]> = []
    var indexes: Set<String> = []
    var foreignKeys: Set<String> = []
    var checkCount = 0

    var description: String {
      "columns \(columns), primary key \(primaryKey), unique \(uniqueKeys.sorted { "\($0)" < "\($1)" }), "
        + "indexes \(indexes.sorted()), foreign keys \(foreignKeys.sorted()), checks \(checkCount)"
    }
  }

  @Test func everyMigrationFolderMatchesItsList() throws {
    let folder = packageRoot + "/migrations/postgresql"
    let files = try FileManager.default.contentsOfDirectory(atPath: folder)
      .filter { $0.hasSuffix(".sql") }.sorted()
    #expect(PostgresSchema.migrations.map(\.fileName) == files)
    #expect(PostgresSchema.migrations.map(\.fileName) == Migration.all.map(\.fileName))
    #expect(PostgresSchema.latestVersion == PostgresSchema.migrations.last?.version)
    for migration in PostgresSchema.migrations {
      let text = try String(contentsOfFile: folder + "/" + migration.fileName, encoding: .utf8)
      #expect(migration.sql == text, "\(migration.fileName) differs from the embedded copy")
    }
  }

  /// What runs after a migration's SQL is a flag on the migration, by its version, the same
  /// for both twins: the search keys added by 10, folded again by 12 and 18.
  @Test func followUpsAreFlaggedByVersionOnBothEngines() {
    let flagged = Migration.all.compactMap { migration in
      migration.followUp.map { (migration.version, $0) }
    }
    #expect(flagged.map(\.0) == [10, 12, 18])
    #expect(flagged.map(\.1) == [.addsSearchKeys, .refoldsSearchKeys, .refoldsSearchKeys])
    #expect(PostgresSchema.migrations.map(\.followUp) == Migration.all.map(\.followUp))
  }

  @Test(.enabled(if: TestPostgres.isAvailable)) func theTwoSchemasHaveTheSameShape() throws {
    let sqlite = try sqliteShapes()
    let postgres = try postgresShapes()
    #expect(sqlite.keys.sorted() == postgres.keys.sorted())
    for (table, shape) in sqlite {
      #expect(postgres[table] == shape, "table \(table)")
    }
  }

  // MARK: SQLite

  private func sqliteShapes() throws -> [String: TableShape] {
    let database = try Database(path: ":memory:", access: .readWrite)
    try Migrator.migrate(database)
    var shapes: [String: TableShape] = [:]
    let tables = try database.prepare(
      """
      SELECT name, sql FROM sqlite_schema WHERE type = 'table' AND name NOT LIKE 'sqlite_%'
        AND name NOT LIKE 'entry_search%'
      """)
    try tables.forEachRow { table in
      let name = table.text(0)
      var shape = TableShape()
      shape.checkCount = table.text(1).components(separatedBy: "CHECK").count - 1
      var keyed: [(Int64, String)] = []
      try database.prepare("SELECT name, type, \"notnull\", pk FROM pragma_table_info(?)")
        .bind([.text(name)]).forEachRow { column in
          shape.columns.append(
            "\(column.text(0)) \(Self.kind(column.text(1))) "
              + (column.int64(2) != 0 || column.int64(3) != 0 ? "not null" : "null"))
          if column.int64(3) > 0 { keyed.append((column.int64(3), column.text(0))) }
        }
      shape.primaryKey = keyed.sorted { $0.0 < $1.0 }.map(\.1)
      try database.prepare("SELECT name, \"unique\", origin FROM pragma_index_list(?)")
        .bind([.text(name)]).forEachRow { index in
          guard index.text(2) != "pk" else { return }
          var columns: [String] = []
          try database.prepare("SELECT name FROM pragma_index_info(?) ORDER BY seqno")
            .bind([.text(index.text(0))]).forEachRow { columns.append($0.text(0)) }
          if index.int64(1) != 0 {
            shape.uniqueKeys.insert(columns)
          } else {
            shape.indexes.insert(index.text(0) + "(" + columns.joined(separator: ", ") + ")")
          }
        }
      try database.prepare("SELECT \"from\", \"table\", \"to\" FROM pragma_foreign_key_list(?)")
        .bind([.text(name)]).forEachRow { key in
          shape.foreignKeys.insert("\(key.text(0)) → \(key.text(1)).\(key.text(2))")
        }
      shapes[name] = shape
    }
    return shapes
  }

  /// SQLite's declared type as a kind: integer, text or bytes.
  private static func kind(_ type: String) -> String {
    switch type.lowercased() {
    case "integer", "bigint": "integer"
    case "blob", "bytea": "bytes"
    default: "text"
    }
  }

  // MARK: PostgreSQL

  private func postgresShapes() throws -> [String: TableShape] {
    let connection = try PostgresConnection(uri: try TestPostgres.makeDatabase())
    let (schema, _, _) = try PostgresSchema.prepareSession(connection)
    _ = try PostgresSchema.state(of: schema, on: connection)
    try PostgresSchema.migrate(schema, on: connection)
    var shapes: [String: TableShape] = [:]
    let tables = try connection.rows(
      """
      SELECT c.oid, c.relname FROM pg_class AS c
      WHERE c.relnamespace = current_schema()::regnamespace AND c.relkind = 'r'
        AND c.relname <> '\(PostgresSchema.versionTable)'
      """
    ) { ($0.int64(0), $0.text(1)) }
    for (oid, name) in tables {
      var shape = TableShape()
      shape.columns = try connection.rows(
        """
        SELECT attname, format_type(atttypid, atttypmod), attnotnull FROM pg_attribute
        WHERE attrelid = $1 AND attnum > 0 AND NOT attisdropped ORDER BY attnum
        """, [.integer(oid)]
      ) { column in
        let kind: String
        switch column.text(1) {
        case "bigint", "integer": kind = "integer"
        case "bytea": kind = "bytes"
        default: kind = "text"
        }
        return "\(column.text(0)) \(kind) " + (column.text(2) == "t" ? "not null" : "null")
      }
      shape.checkCount = Int(
        try connection.int64(
          "SELECT count(*) FROM pg_constraint WHERE conrelid = $1 AND contype = 'c'",
          [.integer(oid)]) ?? 0)
      let indexes = try connection.rows(
        """
        SELECT i.relname, x.indisunique, x.indisprimary,
          (SELECT string_agg(a.attname, ', ' ORDER BY k.ordinality)
           FROM unnest(x.indkey) WITH ORDINALITY AS k (attnum, ordinality)
           JOIN pg_attribute AS a ON a.attrelid = x.indrelid AND a.attnum = k.attnum)
        FROM pg_index AS x JOIN pg_class AS i ON i.oid = x.indexrelid WHERE x.indrelid = $1
        """, [.integer(oid)]
      ) { ($0.text(0), $0.text(1) == "t", $0.text(2) == "t", $0.text(3)) }
      for (indexName, isUnique, isPrimary, columns) in indexes {
        let list = columns.components(separatedBy: ", ")
        if isPrimary {
          shape.primaryKey = list
        } else if isUnique {
          shape.uniqueKeys.insert(list)
        } else if indexName != PostgresSearchIndex.name {
          shape.indexes.insert(indexName + "(" + columns + ")")
        }
      }
      shape.foreignKeys = Set(
        try connection.rows(
          """
          SELECT a.attname, r.relname, ra.attname FROM pg_constraint AS k
          JOIN pg_attribute AS a ON a.attrelid = k.conrelid AND a.attnum = k.conkey[1]
          JOIN pg_class AS r ON r.oid = k.confrelid
          JOIN pg_attribute AS ra ON ra.attrelid = k.confrelid AND ra.attnum = k.confkey[1]
          WHERE k.conrelid = $1 AND k.contype = 'f'
          """, [.integer(oid)]
        ) { "\($0.text(0)) → \($0.text(1)).\($0.text(2))" })
      shapes[name] = shape
    }
    return shapes
  }
}
