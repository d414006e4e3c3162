import KakeiboCore
import Testing

@testable import KakeiboStore

@Suite struct LedgerSuggestionTests {
  let folder: TemporaryDirectory
  let ledger: Ledger

  init() throws {
    folder = try TemporaryDirectory()
    ledger = try Ledger.open(path: folder.file("ledger.db"), intent: .write)
  }

  func add(_ memo: String, _ category: KakeiboCore.Category) throws {
    let date = try #require(LedgerDate(iso: "2026-11-15"))
    _ = try ledger.add(
      EntryDraft(date: date, amount: Yen(100), category: category, memo: Memo(memo)))
  }

  @Test func suggestsTheCategoryUsedMostWithTheSameMemo() throws {
    try add("スーパー", .livingCost)
    try add("スーパー", .leisure)
    try add("スーパー", .livingCost)
    try add("映画", .leisure)
    #expect(try ledger.mostUsedCategory(forMemo: Memo("スーパー")) == .livingCost)
    #expect(try ledger.mostUsedCategory(forMemo: Memo("映画")) == .leisure)
  }

  @Test func aTieGoesToTheCategoryUsedLast() throws {
    try add("ランチ", .expenses)
    try add("ランチ", .leisure)
    #expect(try ledger.mostUsedCategory(forMemo: Memo("ランチ")) == .leisure)
    try add("ランチ", .expenses)
    #expect(try ledger.mostUsedCategory(forMemo: Memo("ランチ")) == .expenses)
  }

  @Test func noSuggestionForAnEmptyOrNewMemo() throws {
    try add("", .expenses)
    #expect(try ledger.mostUsedCategory(forMemo: .empty) == nil)
    #expect(try ledger.mostUsedCategory(forMemo: Memo("スーパーマーケット")) == nil)
    #expect(try ledger.mostUsedCategory(forMemo: Memo("すーぱー")) == nil)
  }
}
