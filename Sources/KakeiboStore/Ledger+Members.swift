import KakeiboCore

/// The household's members of a shared (PostgreSQL) ledger: the roles its owner has given
/// access to it. A ledger in a file has no members: sharing needs a PostgreSQL ledger.
extension Ledger {
  /// Whether the ledger can be shared with other roles (it is on PostgreSQL).
  public var isShared: Bool { storage is PostgresStorage }

  /// The owner, then every member, by name.
  public func members() throws(LedgerError) -> [Member] {
    let postgres = try sharedStorage()
    return try guarded {
      try PostgresMembers.members(schema: postgres.schema, on: postgres.postgres)
    }
  }

  /// Gives `role` the access it needs to the ledger, reading or reading and writing, replacing
  /// what it had. Only the ledger's owner may; the role must exist on the server.
  public func addMember(_ role: String, access: Member.Access) throws(LedgerError) {
    let postgres = try sharedStorage()
    try guarded {
      try postgres.postgres.writeTransaction {
        try requireOwner(postgres)
        guard try roleExists(role, postgres) else {
          throw LedgerError.noSuchRole(path: path, role: role)
        }
        try PostgresMembers.grant(
          role, access: access, schema: postgres.schema, on: postgres.postgres)
      }
    }
  }

  /// Takes every access to the ledger away from `role`; returns whether it had any. Only the
  /// ledger's owner may.
  @discardableResult
  public func removeMember(_ role: String) throws(LedgerError) -> Bool {
    let postgres = try sharedStorage()
    return try guarded {
      try postgres.postgres.writeTransaction {
        try requireOwner(postgres)
        let had = try PostgresMembers.members(schema: postgres.schema, on: postgres.postgres)
          .contains { $0.role == role && $0.access != .owner }
        if had { try PostgresMembers.revoke(role, schema: postgres.schema, on: postgres.postgres) }
        return had
      }
    }
  }

  private func sharedStorage() throws(LedgerError) -> PostgresStorage {
    guard let postgres = storage as? PostgresStorage else {
      throw .notShared(path: path)
    }
    return postgres
  }

  /// Throws `.notOwner` unless this connection's role owns the shared ledger.
  func requireOwnerOfSharedLedger() throws {
    try requireOwner(try sharedStorage())
  }

  private func requireOwner(_ postgres: PostgresStorage) throws {
    let owner = try PostgresMembers.owner(schema: postgres.schema, on: postgres.postgres)
    guard owner == member else { throw LedgerError.notOwner(path: path, owner: owner) }
  }

  private func roleExists(_ role: String, _ postgres: PostgresStorage) throws -> Bool {
    try postgres.postgres.int64(
      "SELECT count(*) FROM pg_roles WHERE rolname = $1", [.text(role)]) == 1
  }
}
