import KakeiboCore
import Testing

@testable import KakeiboStore

/// The stable text form of the change log's data (`changes.detail`): what is written reads
/// back as it was, whatever the text it holds, and anything else is not read as a detail.
@Suite struct ChangeDetailCodingTests {
  static let entry = ChangeDetail.ChangedEntry(
    id: 12, date: "2026-11-30", category: "生活費", subcategory: nil, amount: -300,
    memo: "a\\b\nc\rd=e")

  static let details: [ChangeDetail] = [
    .added(entry), .deleted([entry, entry]),
    .edited(
      ids: [1, 2],
      fields: [
        .init(.memo, before: "", after: "x\ny"), .init(.subcategory, before: "食費", after: nil),
      ]),
    .editedAlike(ids: [3], fields: [.init(.split, before: nil, after: "美咲=1")], refund: true),
    .imported(file: "明細\n.csv", added: 3, matched: 1, replaced: 0),
    .budgetSet(
      ChangeDetail.ChangedBudget(
        category: "娯楽費", subcategory: "外食", from: nil, amount: 5000, isForItsMonthOnly: false),
      was: 4000),
    .budgetUnset(
      ChangeDetail.ChangedBudget(
        category: "娯楽費", subcategory: nil, from: "2026-12", amount: 5000,
        isForItsMonthOnly: true)),
    .settingSet(name: "month-start", value: "25", was: "1"),
    .settingUnset(name: "month-start", was: "25"),
    .ruleAdded(
      ChangeDetail.ChangedRule(
        id: 3, category: "収入", subcategory: nil, amount: 280_000, memo: "", day: 25), made: 2),
    .ruleEdited(id: 3, fields: [.init(.times, before: nil, after: "12")]),
    .ruleRemoved(
      ChangeDetail.ChangedRule(
        id: 3, category: "生活費", subcategory: "家賃", amount: 1, memo: "m", day: 1)),
    .scheduledEntry(rule: 3, entry), .scheduledEntries(count: 2, first: 4, last: 5),
    .settled(
      period: "2026-11",
      transfers: [
        Settlement.Transfer(
          from: Person(stored: "健太"), to: Person(stored: "美咲"), amount: Yen(5700))
      ]),
    .subcategoryRenamed(
      category: nil, from: "給与", to: nil,
      counts: ChangeDetail.ReclassifiedCounts(entries: 1, rules: 0, budgets: 0)),
    .subcategoryMoved(
      subcategory: "外食", from: "生活費", to: "娯楽費",
      counts: ChangeDetail.ReclassifiedCounts(entries: 2, rules: 1, budgets: 1)),
  ]

  @Test func everyDetailReadsBackAsItWasWritten() {
    for detail in Self.details {
      let text = ChangeDetailCoding.encode(detail)
      #expect(ChangeDetailCoding.decode(text) == detail, "\(text)")
    }
  }

  @Test func valuesStayOnTheirLinesAndNoneIsNotEmpty() {
    #expect(
      ChangeDetailCoding.encode(.added(Self.entry)) == """
        added
        id=12
        date=2026-11-30
        category=生活費
        subcategory
        amount=-300
        memo=a\\\\b\\nc\\rd=e
        """)
  }

  @Test func textThatIsNoDetailIsNotReadAsOne() {
    for text in [
      "", "added", "unknown\nid=1", "added\nid=x\ndate=d\ncategory=c\nsubcategory\namount=1\nmemo=",
      "settled\nperiod=2026-11\nextra=1", "edited\nid=1\nfield=colour\nbefore\nafter",
    ] {
      #expect(ChangeDetailCoding.decode(text) == nil, "\(text)")
    }
  }
}
