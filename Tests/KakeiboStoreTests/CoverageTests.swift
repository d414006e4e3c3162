import KakeiboCore
import Testing

@testable import KakeiboStore

@Suite struct CoverageTests {
  @Test func theFirstEntryDateIsTheEarliestWhateverTheOrderOfAdding() throws {
    let folder = try TemporaryDirectory()
    let ledger = try Ledger.open(path: folder.file("kakeibo.db"), intent: .write)
    #expect(try ledger.firstEntryDate() == nil)
    for text in ["2026-11-30", "2025-03-02", "2026-01-01"] {
      let date = try #require(LedgerDate(iso: text))
      _ = try ledger.add(EntryDraft(date: date, amount: Yen(5), category: .leisure))
    }
    #expect(try ledger.firstEntryDate() == LedgerDate(iso: "2025-03-02"))
    // A ledger that does not exist yet has no entries, and is not created.
    let missing = folder.file("missing.db")
    #expect(try Ledger.open(path: missing, intent: .read).firstEntryDate() == nil)
  }
}
