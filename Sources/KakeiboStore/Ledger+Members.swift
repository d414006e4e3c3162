import KakeiboCore

/// The household's members of a shared (PostgreSQL) ledger: the roles its owner has given
/// access to it. A ledger in a file has no members: sharing needs a PostgreSQL ledger.
extension Ledger {
  /// Whether the ledger is shared with other roles (it is on PostgreSQL).
  public var isShared: Bool { storage.memberAdministration != nil }

  /// The owner, then every member, by name.
  func memberList() throws(LedgerError) -> [Member] {
    let administration = try memberAdministration()
    return try guarded { try administration.members() }
  }

  /// Gives `role` the access it needs to the ledger, reading or reading and writing, replacing
  /// what it had. Only the ledger's owner may; the role must exist on the server.
  func addMember(_ role: String, access: Member.Access) throws(LedgerError) {
    let administration = try memberAdministration()
    try guarded {
      try connection.writeTransaction {
        try requireOwner(administration)
        guard try administration.roleExists(role) else {
          throw LedgerError.noSuchRole(path: path, role: role)
        }
        try administration.grant(role, access: access)
      }
    }
  }

  /// Takes every access to the ledger away from `role`; returns whether it had any. Only the
  /// ledger's owner may.
  @discardableResult
  func removeMember(_ role: String) throws(LedgerError) -> Bool {
    let administration = try memberAdministration()
    return try guarded {
      try connection.writeTransaction {
        try requireOwner(administration)
        let had = try administration.members()
          .contains { $0.role == role && $0.access != .owner }
        if had { try administration.revoke(role) }
        return had
      }
    }
  }

  private func memberAdministration() throws(LedgerError) -> any MemberAdministration {
    guard let administration = storage.memberAdministration else {
      throw .notShared(path: path)
    }
    return administration
  }

  /// Throws `.notOwner` unless this connection's role owns the shared ledger.
  func requireOwnerOfSharedLedger() throws {
    try requireOwner(try memberAdministration())
  }

  private func requireOwner(_ administration: any MemberAdministration) throws {
    let owner = try administration.owner()
    guard owner == member else { throw LedgerError.notOwner(path: path, owner: owner) }
  }
}
