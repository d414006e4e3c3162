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

  /// The category the ledger learned for `memo`.
  func learned(_ memo: String) throws -> KakeiboCore.Category? {
    try ledger.mostUsedClass(forMemo: Memo(memo))?.category
  }

  @Test func suggestsTheCategoryUsedMostWithTheSameMemo() throws {
    try add("スーパー", .livingCost)
    try add("スーパー", .leisure)
    try add("スーパー", .livingCost)
    try add("映画", .leisure)
    #expect(try learned("スーパー") == .livingCost)
    #expect(try learned("映画") == .leisure)
  }

  @Test func aTieGoesToTheCategoryUsedLast() throws {
    try add("ランチ", .expenses)
    try add("ランチ", .leisure)
    #expect(try learned("ランチ") == .leisure)
    try add("ランチ", .expenses)
    #expect(try learned("ランチ") == .expenses)
  }

  @Test func noSuggestionForAnEmptyOrNewMemo() throws {
    try add("", .expenses)
    #expect(try learned("") == nil)
    #expect(try learned("スーパーマーケット") == nil)
    #expect(try learned("すーぱー") == nil)
    #expect(try learned("スーパ") == nil)
  }

  /// Issue 15 item 10: `netflix` learns what `Netflix` and `Ｎｅｔｆｌｉｘ` taught, short memos
  /// (read without the index) included, and only a whole memo teaches: `Netflix 追加` does not.
  @Test func memosAreLearnedByTheirFoldedForm() throws {
    try add("Netflix", .leisure)
    try add("Ｎｅｔｆｌｉｘ", .leisure)
    try add("netflix", .expenses)
    try add("Netflix 追加", .livingCost)
    try add("Netflix 追加", .livingCost)
    try add("ﾊﾟﾝ", .livingCost)
    #expect(try learned("NETFLIX") == .leisure)
    #expect(try learned("ｎｅｔｆｌｉｘ") == .leisure)
    #expect(try learned("パン") == .livingCost)
    #expect(try learned("Netflix 追") == nil)
  }
}
