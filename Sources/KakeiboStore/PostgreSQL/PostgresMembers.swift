/// The household's members of a PostgreSQL ledger: the roles the ledger's owner has given
/// access to its schema, each able to read, or to read and write. Each person connects as their
/// own role, and the change log records who made each change.
public struct Member: Hashable, Sendable {
  public enum Access: String, Sendable {
    /// The role that created the ledger and owns its schema and tables.
    case owner
    case readWrite = "read-write"
    case readOnly = "read-only"
  }

  public let role: String
  public let access: Access

  public init(role: String, access: Access) {
    self.role = role
    self.access = access
  }
}

/// The grants behind `kakeibo member`: exactly what each kind of member needs, table by table.
enum PostgresMembers {
  /// The privileges a member who writes needs on each table. A reader gets SELECT on all of
  /// them; nobody but the owner may change the categories or the schema's version.
  static let writerPrivileges: [(table: String, privileges: String)] = [
    ("entries", "SELECT, INSERT, UPDATE, DELETE"),
    ("changes", "SELECT, INSERT, UPDATE"),
    ("change_entries", "SELECT, INSERT"),
    ("budgets", "SELECT, INSERT, UPDATE, DELETE"),
    ("change_budgets", "SELECT, INSERT"),
    ("settings", "SELECT, INSERT, UPDATE, DELETE"),
    ("change_settings", "SELECT, INSERT"),
    ("recurring_rules", "SELECT, INSERT, UPDATE, DELETE"),
    ("recurring_occurrences", "SELECT, INSERT, DELETE"),
    ("change_rules", "SELECT, INSERT"),
    // What undo keeps for redo, which redo (and a later undo) takes away again.
    ("undos", "SELECT, INSERT, DELETE"),
    ("redo_entries", "SELECT, INSERT, DELETE"),
    ("redo_budgets", "SELECT, INSERT, DELETE"),
    ("redo_settings", "SELECT, INSERT, DELETE"),
    ("redo_rules", "SELECT, INSERT, DELETE"),
    ("redo_occurrences", "SELECT, INSERT, DELETE"),
    // Who the people are is the owner's to say (`member add --name`, `member rename`).
    ("people", "SELECT"),
    ("settlements", "SELECT, INSERT"),
    ("categories", "SELECT"),
    ("ledger_identity", "SELECT"),
    ("offline_origin", "SELECT"),
    // What a push of an offline copy applied, so that none is applied twice.
    ("offline_pushes", "SELECT, INSERT"),
    ("offline_pushed_ids", "SELECT, INSERT"),
    (PostgresSchema.versionTable, "SELECT"),
  ]

  /// Gives `role` access to the ledger in `schema`, replacing what it had.
  static func grant(
    _ role: String, access: Member.Access, schema: String, on connection: PostgresConnection
  ) throws {
    let name = PostgresSchema.quoted(role)
    var statements = [
      "REVOKE ALL ON ALL TABLES IN SCHEMA \(PostgresSchema.quoted(schema)) FROM \(name)",
      "GRANT USAGE ON SCHEMA \(PostgresSchema.quoted(schema)) TO \(name)",
    ]
    for (table, privileges) in writerPrivileges {
      let granted = access == .readOnly ? "SELECT" : privileges
      statements.append("GRANT \(granted) ON \(table) TO \(name)")
    }
    try connection.execute(statements.joined(separator: "; "))
  }

  /// Takes every access to the ledger in `schema` away from `role`.
  static func revoke(_ role: String, schema: String, on connection: PostgresConnection) throws {
    let name = PostgresSchema.quoted(role)
    try connection.execute(
      """
      REVOKE ALL ON ALL TABLES IN SCHEMA \(PostgresSchema.quoted(schema)) FROM \(name);
      REVOKE ALL ON SCHEMA \(PostgresSchema.quoted(schema)) FROM \(name)
      """)
  }

  /// The role that owns `schema`.
  static func owner(schema: String, on connection: PostgresConnection) throws -> String {
    try connection.firstRow(
      "SELECT pg_get_userbyid(nspowner) FROM pg_namespace WHERE nspname = $1", [.text(schema)]
    ) { $0.text(0) } ?? ""
  }

  /// The owner, then the roles granted access to `schema`, by name.
  static func members(schema: String, on connection: PostgresConnection) throws -> [Member] {
    try connection.rows(
      """
      SELECT pg_get_userbyid(n.nspowner), 'owner' FROM pg_namespace AS n WHERE n.nspname = $1
      UNION ALL
      SELECT * FROM (
        SELECT DISTINCT pg_get_userbyid(grant_.grantee),
          CASE WHEN has_table_privilege(grant_.grantee, 'entries', 'INSERT')
            THEN 'read-write' ELSE 'read-only' END
        FROM pg_namespace AS n, aclexplode(n.nspacl) AS grant_
        WHERE n.nspname = $1 AND grant_.privilege_type = 'USAGE'
          AND grant_.grantee <> n.nspowner AND grant_.grantee <> 0
        ORDER BY 1) AS granted
      """, [.text(schema)]
    ) { row in
      Member(role: row.text(0), access: Member.Access(rawValue: row.text(1)) ?? .readOnly)
    }
  }
}

/// The members of the ledger in `schema`, as `Ledger`'s member methods administer them.
struct PostgresMemberAdministration: MemberAdministration {
  let schema: String
  let connection: PostgresConnection

  func members() throws -> [Member] {
    try PostgresMembers.members(schema: schema, on: connection)
  }

  func owner() throws -> String {
    try PostgresMembers.owner(schema: schema, on: connection)
  }

  func roleExists(_ role: String) throws -> Bool {
    try connection.int64("SELECT count(*) FROM pg_roles WHERE rolname = $1", [.text(role)]) == 1
  }

  func grant(_ role: String, access: Member.Access) throws {
    try PostgresMembers.grant(role, access: access, schema: schema, on: connection)
  }

  func revoke(_ role: String) throws {
    try PostgresMembers.revoke(role, schema: schema, on: connection)
  }
}
