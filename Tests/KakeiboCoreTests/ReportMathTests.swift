import Testing

@testable import KakeiboCore

@Suite struct ShareTests {
  @Test func sharesAddUpToExactlyOneThousandth() throws {
    let shares = try Share.ofParts([Yen(1), Yen(1), Yen(1)])
    #expect(shares.map(\.permille) == [334, 333, 333])
    #expect(
      try Share.ofParts([Yen(8100), Yen(2000), Yen(2400)]).map(\.permille) == [648, 160, 192])
    #expect(try Share.ofParts([Yen(2), Yen(1), Yen(1)]).map(\.permille) == [500, 250, 250])
    #expect(try Share.ofParts([Yen(1), Yen(0), Yen(0)]).map(\.permille) == [1000, 0, 0])
  }

  @Test func largestRemainderGetsTheMissingThousandths() throws {
    // 1/6 = 166.67, 2/6 = 333.33, 3/6 = 500: floors 166 + 333 + 500 = 999; 1/6 has the
    // largest remainder.
    #expect(try Share.ofParts([Yen(1), Yen(2), Yen(3)]).map(\.permille) == [167, 333, 500])
  }

  @Test func randomPartsAlwaysSumToOneThousand() throws {
    var generator = SystemRandomNumberGenerator()
    for _ in 0..<500 {
      let parts = (0..<Int.random(in: 1...6, using: &generator)).map { _ in
        Yen(Int64.random(in: 0...1_000_000_000, using: &generator))
      }
      let shares = try Share.ofParts(parts)
      let sum = parts.reduce(0) { $0 + $1.value }
      #expect(shares.reduce(0) { $0 + $1.permille } == (sum == 0 ? 0 : 1000))
    }
  }

  @Test func sharesOfHugeTotalsDoNotOverflow() throws {
    let big = Yen(Int64.max / 2)
    #expect(try Share.ofParts([big, big]).map(\.permille) == [500, 500])
    #expect(throws: ReportError.overflow) { try Share.ofParts([Yen(Int64.max), Yen(1)]) }
  }

  @Test func allZeroPartsHaveZeroShares() throws {
    #expect(try Share.ofParts([.zero, .zero, .zero]).map(\.permille) == [0, 0, 0])
  }

  @Test(arguments: [
    (648, "64.8%", "0.648"), (1000, "100.0%", "1"), (0, "0.0%", "0"), (500, "50.0%", "0.5"),
    (5, "0.5%", "0.005"), (120, "12.0%", "0.12"),
  ])
  func formats(permille: Int, percent: String, decimal: String) {
    #expect(Share(permille: permille).percentText == percent)
    #expect(Share(permille: permille).decimalText == decimal)
  }
}

@Suite struct MonthlySummaryTests {
  @Test func listsEveryCategoryWithTotalsCountsAndShares() throws {
    let month = try YearMonth(parsing: "2026-11")
    let summary = try MonthlySummary(
      month: month,
      tallies: [
        .livingCost: Tally(total: Yen(8100), count: 3), .leisure: Tally(total: Yen(2400), count: 2),
      ])
    #expect(summary.rows.map(\.category) == [.livingCost, .expenses, .leisure])
    #expect(summary.rows.map(\.tally.total) == [Yen(8100), .zero, Yen(2400)])
    #expect(summary.rows.map(\.tally.count) == [3, 0, 2])
    #expect(summary.rows.map(\.share?.permille) == [771, 0, 229])
    #expect(summary.total == Tally(total: Yen(10500), count: 5))
  }

  @Test func anEmptyMonthIsAllZero() throws {
    let summary = try MonthlySummary(month: try YearMonth(parsing: "2024-02"), tallies: [:])
    #expect(summary.rows.count == 3)
    #expect(summary.total == .zero)
    #expect(summary.rows.allSatisfy { $0.share?.permille == 0 && $0.tally == .zero })
  }

  @Test func anOverflowingTotalIsAnError() throws {
    #expect(throws: ReportError.overflow) {
      try MonthlySummary(
        month: try YearMonth(parsing: "2026-11"),
        tallies: [
          .livingCost: Tally(total: Yen(Int64.max), count: 1),
          .expenses: Tally(total: Yen(1), count: 1),
        ])
    }
  }
}

@Suite struct YearlySummaryTests {
  @Test func hasTwelveMonthsWithRowAndColumnTotals() throws {
    let january = try YearMonth(parsing: "2026-01")
    let december = try YearMonth(parsing: "2026-12")
    let summary = try YearlySummary(
      year: 2026,
      tallies: [
        january: [
          .livingCost: Tally(total: Yen(1000), count: 2),
          .leisure: Tally(total: Yen(500), count: 1),
        ],
        december: [.expenses: Tally(total: Yen(3000), count: 1)],
        try YearMonth(parsing: "2025-12"): [.expenses: Tally(total: Yen(9999), count: 1)],
      ])
    #expect(
      summary.months.map(\.month.description)
        == (1...12).map { "2026-" + ($0 < 10 ? "0\($0)" : "\($0)") })
    #expect(summary.months[0].tallies.map(\.total) == [Yen(1000), .zero, Yen(500)])
    #expect(summary.months[0].total == Tally(total: Yen(1500), count: 3))
    #expect(summary.months[5].total == .zero)
    #expect(summary.months[11].total == Tally(total: Yen(3000), count: 1))
    #expect(summary.categoryTotals.map(\.total) == [Yen(1000), Yen(3000), Yen(500)])
    #expect(summary.total == Tally(total: Yen(4500), count: 4))
    #expect(summary.yearText == "2026")
    #expect(summary.dates.last.description == "2026-12-31")
  }

  @Test func overflowIsAnError() throws {
    #expect(throws: ReportError.overflow) {
      try YearlySummary(
        year: 2026,
        tallies: [
          try YearMonth(parsing: "2026-01"): [.leisure: Tally(total: Yen(Int64.max), count: 1)],
          try YearMonth(parsing: "2026-02"): [.leisure: Tally(total: Yen(Int64.max), count: 1)],
        ])
    }
  }
}
