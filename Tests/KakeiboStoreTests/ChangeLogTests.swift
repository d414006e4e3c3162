import KakeiboCore
import Testing

@testable import KakeiboStore

@Suite struct ChangeLogTests {
  let folder: TemporaryDirectory
  let ledger: Ledger

  init() throws {
    folder = try TemporaryDirectory()
    ledger = try Ledger.open(path: folder.file("ledger.db"), intent: .write)
  }

  func draft(_ amount: Int64, _ category: Category = .livingCost, memo: String = "") throws
    -> EntryDraft
  {
    EntryDraft(
      date: try #require(LedgerDate(iso: "2026-11-30")), amount: Yen(amount), category: category,
      memo: try Memo(memo))
  }

  @Test func everyWriteIsRecordedWithWhatItDid() throws {
    let entry = try ledger.add(try draft(1200, memo: "スーパー"))
    _ = try ledger.update(id: entry.id, with: EntryChanges(amount: Yen(1500)))
    _ = try ledger.update(id: entry.id, with: EntryChanges(amount: Yen(1500)))
    _ = try ledger.delete(id: entry.id)
    #expect(
      try ledger.recentChanges(limit: 10).map { "\($0.id) \($0.kind) \($0.stored) \($0.isUndone)" }
        == [
          "4 delete deleted | id=1 | date=2026-11-30 | category=生活費 | subcategory | amount=1500"
            + " | memo=スーパー false",
          "3 edit edited | id=1 false",
          "2 edit edited | id=1 | field=amount | before=1200 | after=1500 false",
          "1 add added | id=1 | date=2026-11-30 | category=生活費 | subcategory | amount=1200"
            + " | memo=スーパー false",
        ])
    #expect(
      try ledger.recentChanges(limit: 10).map(\.changedNothing) == [false, true, false, false])
    #expect(try ledger.recentChanges(limit: 1).map(\.id) == [4])
  }

  @Test func undoWalksBackOneChangeAtATime() throws {
    let first = try ledger.add(try draft(100, .leisure, memo: "a"))
    let second = try ledger.add(try draft(200))
    _ = try ledger.update(
      id: first.id, with: EntryChanges(category: .expenses, memo: try Memo("b")))
    _ = try ledger.delete(id: second.id)
    #expect(try ledger.entries(in: .all).map(\.id) == [1])

    #expect(try ledger.undoLastChange()?.kind == .delete)
    #expect(
      try ledger.entries(in: .all) == [
        Entry(id: 1, date: first.date, amount: Yen(100), category: .expenses, memo: try Memo("b")),
        second,
      ])
    #expect(try ledger.undoLastChange()?.kind == .edit)
    #expect(try ledger.entries(in: .all) == [first, second])
    #expect(
      try ledger.undoLastChange()?.stored
        == "added | id=2 | date=2026-11-30 | category=生活費 | subcategory | amount=200 | memo=")
    #expect(try ledger.entries(in: .all) == [first])
    #expect(try ledger.undoLastChange()?.kind == .add)
    #expect(try ledger.entries(in: .all) == [])
    #expect(try ledger.undoLastChange() == nil)
    #expect(try ledger.recentChanges(limit: 10).allSatisfy(\.isUndone))
  }

  @Test func aDeletedEntryComesBackWithItsID() throws {
    for amount in [1, 2, 3] as [Int64] { _ = try ledger.add(try draft(amount)) }
    let deleted = try #require(try ledger.delete(id: 2))
    _ = try ledger.undoLastChange()
    #expect(try ledger.entry(id: 2) == deleted)
  }

  @Test func newChangesAfterAnUndoAreUndoneFirst() throws {
    _ = try ledger.add(try draft(1))
    _ = try ledger.undoLastChange()
    let again = try ledger.add(try draft(2))
    #expect(
      try ledger.undoLastChange()?.stored
        == "added | id=\(again.id) | date=2026-11-30 | category=生活費 | subcategory | amount=2"
        + " | memo=")
    #expect(try ledger.undoLastChange() == nil)
  }

  @Test func theEntryAndItsChangeAreWrittenTogetherOrNotAtAll() throws {
    _ = try ledger.add(try draft(1))
    try ledger.database.execute(
      "CREATE TEMP TRIGGER fail BEFORE INSERT ON changes BEGIN SELECT RAISE(ABORT, 'boom'); END")
    #expect(throws: LedgerError.io(path: ledger.path, reason: "boom")) {
      try ledger.add(try draft(2))
    }
    #expect(throws: LedgerError.io(path: ledger.path, reason: "boom")) {
      try ledger.delete(id: 1)
    }
    #expect(try ledger.entries(in: .all).map(\.amount) == [Yen(1)])
    #expect(try ledger.recentChanges(limit: 10).count == 1)
    #expect(try ledger.database.int64("SELECT count(*) FROM change_entries") == 0)
  }

  @Test func anImportIsUndoneAsAWhole() throws {
    let kept = try ledger.add(try draft(5))
    _ = try ledger.importEntries(from: "card.csv") { batch in
      for amount in [100, 200, 300] as [Int64] {
        try batch.add(try draft(amount), fingerprint: Fingerprint(high: 7, low: UInt64(amount)))
      }
    }
    #expect(
      try ledger.recentChanges(limit: 1).first?.stored
        == "imported | file=card.csv | added=3 | matched=0 | replaced=0")
    #expect(try ledger.entries(in: .all).count == 4)
    #expect(try ledger.undoLastChange()?.kind == .import)
    #expect(try ledger.entries(in: .all) == [kept])
  }

  @Test func undoingADeleteRestoresTheFingerprintSoAReimportAddsNothing() throws {
    let fingerprint = Fingerprint(high: 1, low: 2)
    _ = try ledger.importEntries(from: "a.csv") { batch in
      try batch.add(try draft(100), fingerprint: fingerprint)
    }
    _ = try ledger.delete(id: 1)
    _ = try ledger.undoLastChange()
    let (_, counts) = try ledger.importEntries(from: "a.csv") { batch in
      try batch.add(try draft(100), fingerprint: fingerprint)
    }
    #expect(counts == ImportCounts(added: 0, duplicates: 1))
    #expect(
      try ledger.database.int64("SELECT count(*) FROM entries WHERE fingerprint IS NOT NULL") == 1)
  }

  /// A command that was meant to change the ledger but changed nothing is undone first,
  /// touching nothing; the undo after it reverts the change before.
  @Test func aChangeThatChangedNothingIsUndoneAloneBeforeTheOneBefore() throws {
    let typed = try ledger.add(try draft(700, memo: "by hand"))
    _ = try ledger.importEntries(from: "empty.csv") { _ in }
    _ = try ledger.importEntries(from: "dry.csv", dryRun: true) { _ in }  // records nothing
    let undone = try #require(try ledger.undoLastChange())
    #expect(undone.kind == .import)
    #expect(undone.stored == "imported | file=empty.csv | added=0 | matched=0 | replaced=0")
    #expect(undone.changedNothing)
    #expect(try ledger.entries(in: .all) == [typed])
    #expect(
      try ledger.undoLastChange()?.stored
        == "added | id=1 | date=2026-11-30 | category=生活費 | subcategory | amount=700"
        + " | memo=by hand")
    #expect(try ledger.entries(in: .all) == [])
    #expect(try ledger.undoLastChange() == nil)
  }
}
