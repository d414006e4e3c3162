import Foundation
import KakeiboCore
import Testing

@testable import KakeiboStore

/// Payers, splits and settlements on both engines: stored, read back, settled, recorded,
/// undone and redone.
@Suite struct PayersAndSettlementsStoreTests {
  private func date(_ text: String) throws -> LedgerDate { try #require(LedgerDate(iso: text)) }
  private let misaki = Person(stored: "美咲")
  private let kenta = Person(stored: "健太")

  private func expense(
    _ day: String, _ amount: Int64, paidBy: Person?, split: Split? = nil
  ) throws -> EntryDraft {
    var draft = EntryDraft(date: try date(day), amount: Yen(amount), category: .livingCost)
    draft.paidBy = paidBy
    draft.split = split
    return draft
  }

  @Test(arguments: StoreEngine.available)
  func payersAndSplitsAreStoredAndEditedAndUndone(engine: StoreEngine) throws {
    let folder = try TemporaryDirectory()
    let ledger = try engine.makeLedger(in: folder)
    let split = try Split(parsing: "美咲=6,健太=4")
    let added = try ledger.add(try expense("2026-11-03", 1000, paidBy: misaki, split: split))
    #expect(try ledger.entry(id: added.id) == added)
    #expect(added.paidBy == misaki && added.split == split)
    let mine = try ledger.add(try expense("2026-11-04", 500, paidBy: nil))
    // "me": nothing stored on a file; the role on a shared ledger.
    #expect(
      try ledger.entry(id: mine.id)?.paidBy
        == (engine == .sqlite ? nil : Person(stored: "postgres")))
    let edited = try #require(
      try ledger.update(id: added.id, with: EntryChanges(paidBy: kenta, split: .some(nil))))
    #expect(edited.after.paidBy == kenta && edited.after.split == nil)
    #expect(try ledger.entry(id: added.id) == edited.after)
    _ = try ledger.undoLastChange()
    #expect(try ledger.entry(id: added.id) == added)
    _ = try ledger.redoLastUndo()
    #expect(try ledger.entry(id: added.id) == edited.after)
  }

  @Test(arguments: StoreEngine.available)
  func aRecordedSettlementSettlesThePeriodUntilItIsUndone(engine: StoreEngine) throws {
    let folder = try TemporaryDirectory()
    let ledger = try engine.makeLedger(in: folder)
    if engine == .sqlite {
      try ledger.setValue("美咲", of: .me)
      try ledger.addPerson(kenta)
    }
    let both = try Split(parsing: "美咲=1,健太=1")
    _ = try ledger.add(try expense("2026-11-03", 9001, paidBy: misaki, split: both))
    _ = try ledger.add(try expense("2026-11-05", 1200, paidBy: misaki, split: .alone(kenta)))
    _ = try ledger.add(try expense("2026-12-01", 5000, paidBy: kenta, split: both))
    let november = DateRange(try date("2026-11-01"), try date("2026-11-30"))
    let household = try ledger.household()
    let before = try ledger.settlement(in: november, household: household)
    #expect(before.transfers == [Settlement.Transfer(from: kenta, to: misaki, amount: Yen(5700))])
    let recorded = try ledger.recordSettlement(in: november, period: "2026-11")
    #expect(recorded == before)
    #expect(try ledger.settlement(in: november, household: household).isSettled)
    #expect(
      try ledger.recentChanges(limit: 1).first?.stored
        == "settled | period=2026-11 | from=健太 | to=美咲 | amount=5700")
    #expect(try ledger.recentChanges(limit: 1).first?.changedNothing == false)
    // Nothing is owed: a second record changes nothing.
    _ = try ledger.recordSettlement(in: november, period: "2026-11")
    #expect(try ledger.recentChanges(limit: 1).first?.changedNothing == true)
    _ = try ledger.undoLastChange()
    _ = try ledger.undoLastChange()
    #expect(try ledger.settlement(in: november, household: household) == before)
    _ = try ledger.redoLastUndo()
    #expect(try ledger.settlement(in: november, household: household).isSettled)
    // The category totals never saw it.
    #expect(try ledger.categoryTallies(in: november)[.livingCost]?.total == Yen(10_201))
  }

  @Test func aFilesHouseholdIsMeThenThePeopleAdded() throws {
    let folder = try TemporaryDirectory()
    let ledger = try Ledger.open(path: folder.file("l.db"), intent: .write, member: "kenji")
    #expect(try ledger.household().people == [Person(stored: "kenji")])
    #expect(try ledger.household().isShared == false)
    #expect(try ledger.addPerson(kenta))
    #expect(try !ledger.addPerson(kenta))
    try ledger.setValue("美咲", of: .me)
    try ledger.rename(kenta, to: "けんた")
    let household = try ledger.household()
    #expect(household.people == [misaki, kenta])
    #expect(household.name(of: kenta) == "けんた")
    #expect(try household.person(named: "けんた") == kenta)
    #expect(household.split == .equal([misaki, kenta]))
  }

  @Test func aCopyCarriesPayersSplitsPeopleAndSettlements() throws {
    let folder = try TemporaryDirectory()
    let ledger = try Ledger.open(path: folder.file("a.db"), intent: .write, member: "kenji")
    try ledger.addPerson(kenta)
    _ = try ledger.add(try expense("2026-11-03", 1000, paidBy: kenta, split: .alone(misaki)))
    _ = try ledger.add(try expense("2026-11-04", 300, paidBy: nil))
    let november = DateRange(try date("2026-11-01"), try date("2026-11-30"))
    _ = try ledger.recordSettlement(in: november, period: "2026-11")
    let copy = try Ledger.open(path: folder.file("b.db"), intent: .write, member: "kenji")
    try ledger.copy(into: copy)
    #expect(try copy.entries(in: .all) == ledger.entries(in: .all))
    #expect(try copy.household() == ledger.household())
    #expect(try copy.settlement(in: november, household: copy.household()).isSettled)
  }
}
