import Testing

@testable import KakeiboCore

/// Statement rows paired with the entries typed by hand that they are.
@Suite struct HandTypedMatchTests {
  private func day(_ text: String) throws -> LedgerDate { try #require(LedgerDate(iso: text)) }

  private func row(_ date: String, _ amount: Int64, kind: EntryKind = .expense) throws
    -> EntryDraft
  {
    EntryDraft(date: try day(date), amount: Yen(amount), kind: kind, category: .livingCost)
  }

  private func entry(_ id: Int64, _ date: String, _ amount: Int64, kind: EntryKind = .expense)
    throws -> Entry
  {
    Entry(id: id, try row(date, amount, kind: kind))
  }

  @Test func sameKindSameAmountAtMostThreeDaysApart() throws {
    let typed = try entry(1, "2026-10-10", 500)
    #expect(HandTypedMatch.mayPair(try row("2026-10-13", 500), typed))
    #expect(HandTypedMatch.mayPair(try row("2026-10-07", 500), typed))
    #expect(!HandTypedMatch.mayPair(try row("2026-10-14", 500), typed))
    #expect(!HandTypedMatch.mayPair(try row("2026-10-10", 501), typed))
    #expect(!HandTypedMatch.mayPair(try row("2026-10-10", -500), typed))
    #expect(!HandTypedMatch.mayPair(try row("2026-10-10", 500, kind: .income), typed))
    // Across the end of a month and a year.
    #expect(
      HandTypedMatch.mayPair(try row("2027-01-01", 500), try entry(2, "2026-12-30", 500)))
  }

  @Test func closestDatesPairFirstThenTheEarliestEntryThenTheEarlierRow() throws {
    let entries = [
      try entry(7, "2026-10-03", 500), try entry(3, "2026-10-03", 500),
      try entry(9, "2026-10-05", 500), try entry(4, "2026-10-20", 800),
    ]
    let rows = [
      try row("2026-10-01", 500),  // two days from #7 and #3
      try row("2026-10-04", 500),  // a day from #7, #3 and #9: pairs first, with #3
      try row("2026-10-20", 800), try row("2026-10-20", 800),  // one entry for two rows
    ]
    // Then the row of the 1st takes #7, and #9 is left.
    #expect(HandTypedMatch.pair(rows, with: entries) == [0, 1, 3, nil])
    #expect(HandTypedMatch.pair(rows, with: []) == [nil, nil, nil, nil])
  }
}
