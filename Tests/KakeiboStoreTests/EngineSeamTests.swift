import Testing

@testable import KakeiboStore

/// What differs between the engines is asked of the engine a location names, never tested by
/// the engine's type above the engine folders.
@Suite struct EngineSeamTests {
  @Test func aFileIsNotSharedAndHasSQLitesCheck() {
    let location = LedgerLocation("/tmp/kakeibo.db")
    #expect(location.isShared == false)
    #expect(location.storageCheckName == "SQLite integrity check")
  }

  @Test func aPostgreSQLLedgerIsSharedAndNeedsNoStorageCheck() {
    let location = LedgerLocation("postgresql://nas.local/kakeibo")
    #expect(location.isShared)
    #expect(location.storageCheckName == nil)
  }

  @Test func aLedgerInAFileHasNoMembersToAdminister() throws {
    let folder = try TemporaryDirectory()
    let ledger = try Ledger.open(path: folder.file("ledger.db"), intent: .write)
    #expect(ledger.isShared == false)
    #expect(throws: LedgerError.notShared(path: folder.file("ledger.db"))) {
      try ledger.members.all()
    }
    #expect(ledger.files.first == folder.file("ledger.db"))
  }
}
