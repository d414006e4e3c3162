import KakeiboCore
import Testing

@testable import KakeiboStore

/// The tally query's rows added up by group (`TallyGroups`): every row lands in the group of
/// its position, kind, category and 内訳, whatever order the rows come in and however many
/// groups there are, NULL apart from any text.
@Suite struct TallyGroupsTests {
  /// One row of a tally query: position, whether income, category, 内訳, amount, count.
  struct Row: SQLRow {
    let values: [Int64?]
    let texts: [String?]

    init(
      _ position: Int64, income: Bool, _ category: String?, _ subcategory: String?, _ amount: Int64
    ) {
      values = [position, income ? 1 : 0, nil, nil, amount, 1]
      texts = [nil, nil, category, subcategory, nil, nil]
    }

    func int64(_ column: Int) -> Int64 { values[column] ?? 0 }
    func text(_ column: Int) -> String { texts[column] ?? "" }
    func isNull(_ column: Int) -> Bool { values[column] == nil && texts[column] == nil }
    func bytes(_ column: Int) -> [UInt8]? { texts[column].map { Array($0.utf8) } }
  }

  struct Key: Hashable {
    let position: Int
    let isIncome: Bool
    let category: [UInt8]?
    let subcategory: [UInt8]?
  }

  @Test func rowsInAnyOrderLandInTheirGroups() throws {
    // Two periods, income without a category, 内訳 present and absent, and many 内訳 (a real
    // household's month), interleaved as a date order interleaves them.
    var rows: [Row] = []
    for day in 0..<600 {
      let position = Int64(day % 2)
      switch day % 5 {
      case 0: rows.append(Row(position, income: true, nil, day % 3 == 0 ? nil : "給与", 1000))
      case 1: rows.append(Row(position, income: false, "livingCost", nil, Int64(day)))
      default:
        rows.append(
          Row(
            position, income: false, day % 2 == 0 ? "leisure" : "livingCost", "内訳\(day % 37)",
            Int64(day)))
      }
    }
    var groups = TallyGroups()
    for row in rows { try groups.add(row) }

    var expected: [Key: Tally] = [:]
    var order: [Key] = []
    for row in rows {
      let key = Key(
        position: Int(row.int64(0)), isIncome: row.int64(1) != 0,
        category: row.texts[2].map { Array($0.utf8) },
        subcategory: row.texts[3].map { Array($0.utf8) })
      if expected[key] == nil { order.append(key) }
      expected[key, default: .zero] = try expected[key, default: .zero].adding(
        Tally(total: Yen(row.int64(4)), count: 1))
    }
    #expect(
      groups.groups.map {
        Key(
          position: $0.position, isIncome: $0.isIncome, category: $0.category,
          subcategory: $0.subcategory)
      } == order)
    #expect(groups.groups.map(\.tally) == order.map { expected[$0]! })
  }

  @Test func aSumThatDoesNotFitIsRefused() throws {
    var groups = TallyGroups()
    try groups.add(Row(0, income: false, "leisure", nil, Int64.max))
    #expect(throws: ReportError.overflow) {
      try groups.add(Row(0, income: false, "leisure", nil, 1))
    }
  }
}
