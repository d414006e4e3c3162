import KakeiboCore

extension Ledger {
  /// Returns the ledger's identity, the random name it was given when it was created (migration
  /// 0005), which every row of a CSV export carries.
  public func identity() throws(LedgerError) -> LedgerIdentity {
    try guarded { try storedIdentity() }
  }

  func storedIdentity() throws -> LedgerIdentity {
    let text = try connection.firstRow("SELECT identity FROM ledger_identity") { $0.text(0) }
    guard let text, let identity = LedgerIdentity(text) else {
      throw LedgerError.corrupt(
        path: path,
        reason: .unexpected(.table("ledger_identity"), column: "identity", value: text)
      )
    }
    return identity
  }
}
