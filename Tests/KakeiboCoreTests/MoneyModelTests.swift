import RefusalTesting
import Testing

@testable import KakeiboCore

private func month(_ text: String) throws -> YearMonth { try YearMonth(parsing: text) }
private func date(_ text: String) throws -> LedgerDate { try #require(LedgerDate(iso: text)) }
private func tally(_ total: Int64, _ count: Int64 = 1) -> Tally {
  Tally(total: Yen(total), count: count)
}
private func sub(_ name: String) throws -> Subcategory {
  try #require(try Subcategory(validating: name))
}

@Suite struct SubcategoryTests {
  @Test func keepsTheNameTrimmedAndEmptyMeansNone() throws {
    #expect(try sub(" 食費\u{3000}").name == "食費")
    #expect(try sub("衣服・美容").name == "衣服・美容")
    #expect(try Subcategory(validating: "") == nil)
    #expect(try Subcategory(validating: " \t") == nil)
    #expect(try sub(String(repeating: "あ", count: 40)).name.count == 40)
  }

  @Test func refusesWhatAMemoRefusesTooLongNamesAndTheLabelOfNone() {
    #expect(
      refuses(
        .subcategory, "食\u{7}費",
        "contains the control character U+0007; a 内訳 is one line of printable text, up to 40 "
          + "characters"
      ) { try Subcategory(validating: "食\u{7}費") })
    #expect(throws: InvalidValue.self) { try Subcategory(validating: "食費\n日用品") }
    let long = String(repeating: "あ", count: 41)
    #expect(
      refuses(.subcategory, long, "is 41 characters long; a 内訳 holds at most 40 characters") {
        try Subcategory(validating: long)
      })
    #expect(
      refuses(
        .subcategory, "(なし)",
        "is what tables show for entries without a 内訳; give an empty 内訳 for none"
      ) { try Subcategory(validating: "(なし)") })
  }

  @Test func ordersByCodePoint() throws {
    #expect(try sub("交通費") < sub("食費"))
    #expect(try [sub("食費"), sub("日用品"), sub("交通費")].sorted().map(\.name) == ["交通費", "日用品", "食費"])
  }
}

@Suite struct EntryKindTests {
  @Test func incomeHasNoCategoryAndARefundIsANegativeExpense() throws {
    let income = EntryDraft.income(
      date: try date("2026-11-25"), amount: Yen(280_000), subcategory: try sub("給与"))
    #expect(income.kind == .income)
    #expect(income.category == nil)
    // A category given to income is dropped: income is no category's.
    let forced = EntryDraft(
      date: try date("2026-11-25"), amount: Yen(1), kind: .income, category: .leisure,
      subcategory: nil, memo: .empty)
    #expect(forced.category == nil)
    let refund = Entry(
      id: 4,
      EntryDraft(
        date: try date("2026-11-06"), amount: Yen(-300), kind: .expense, category: .livingCost,
        subcategory: try sub("食費"), memo: try Memo("返品")))
    #expect(refund.isRefund)
    #expect(!Entry(id: 7, income).isRefund)
    #expect(Entry(id: 7, income).label(.unicode) == "💴 収入 › 給与")
    #expect(Entry(id: 7, income).label(.ascii) == "[I] 収入 › 給与")
    #expect(refund.label(.ascii) == "[H] 生活費 › 食費")
  }

  @Test func editsKeepTheDirectionUnlessTheyMakeARefund() throws {
    let entry = Entry(
      id: 1,
      EntryDraft(
        date: try date("2026-11-03"), amount: Yen(1200), kind: .expense, category: .livingCost,
        subcategory: try sub("食費"), memo: .empty))
    let refund = EntryChanges(makesRefund: true).applied(to: entry)
    #expect(refund.amount == Yen(-1200))
    // A new amount for a refund is its size: the refund stays a refund.
    #expect(EntryChanges(amount: Yen(500)).applied(to: refund).amount == Yen(-500))
    #expect(EntryChanges(subcategory: .some(nil)).applied(to: entry).subcategory == nil)
    #expect(EntryChanges(subcategory: nil).applied(to: entry).subcategory == (try sub("食費")))
    #expect(EntryChanges(subcategory: .some(nil)).isEmpty == false)
    // Income never becomes a refund, nor takes a category.
    let income = Entry(id: 2, .income(date: try date("2026-11-25"), amount: Yen(1000)))
    let edited = EntryChanges(category: .leisure, makesRefund: true).applied(to: income)
    #expect(edited.amount == Yen(1000))
    #expect(edited.category == nil)
  }
}

@Suite struct NegativeTotalTests {
  @Test func aNegativePartHasNoShareAndTheOthersShareWhatIsNotNegative() throws {
    let shares = try Share.ofPartsAllowingNegative([Yen(3000), Yen(-500), Yen(1000)])
    #expect(shares.map { $0?.permille } == [750, nil, 250])
    #expect(try Share.ofPartsAllowingNegative([Yen(-1), .zero]).map { $0?.permille } == [nil, 0])
  }

  @Test func aMonthWhoseRefundsOutweighItsSpendingHasNoShareAndNoBar() throws {
    let october = try month("2026-10")
    let report = try MonthlyReport(
      month: october, dates: october.dates, tallies: [.leisure: tally(-500)],
      previous: [.leisure: tally(2000)])
    #expect(report.rows.map(\.share?.permille) == [0, 0, nil])
    #expect(report.total == tally(-500))
    #expect(report.totalShare == nil)
    #expect(report.largestTotal == .zero)
    #expect(Bar.text(Yen(-500), maximum: report.largestTotal, width: 4) == "    ")
    #expect(report.rows[2].change.text == "\u{2212}¥2,500 \u{2212}125.0%")
  }

  @Test func theMonthAfterANegativeOneHasADifferenceWithoutARate() throws {
    let change = try MonthOverMonth(previous: Yen(-500), current: Yen(2400))
    #expect(change.rate == nil)
    #expect(change.difference == 2900)
    #expect(change.text == "+¥2,900")
    #expect(try MonthOverMonth(previous: .zero, current: Yen(2400)).text == "—")
    #expect(try MonthOverMonth(previous: Yen(-500), current: Yen(-500)).text == "±¥0")
  }

  @Test func aRefundLowersItsSubcategoryAndTheCategory() throws {
    var period = PeriodTallies()
    try period.addExpense(tally(1200), category: .livingCost, subcategory: try sub("食費"))
    try period.addExpense(tally(-300), category: .livingCost, subcategory: try sub("食費"))
    try period.addExpense(tally(-700), category: .livingCost, subcategory: nil)
    #expect(period.categories == [.livingCost: tally(200, 3)])
    #expect(period.subcategories[.livingCost] == [try sub("食費"): tally(900, 2), nil: tally(-700)])
    let november = try month("2026-11")
    let report = try MonthlyReport(
      month: november, dates: november.dates, tallies: period.categories, previous: [:],
      subcategories: period.subcategories)
    let parts = report.rows[0].subcategories
    #expect(parts.map { $0.subcategory?.name } == ["食費", nil])
    #expect(parts.map(\.tally) == [tally(900, 2), tally(-700)])
    // A part larger than its category (the other part's refunds made the category smaller)
    // has no share of it, nor has a negative part.
    #expect(parts.map { $0.share?.permille } == [nil, nil])
  }

  @Test func stackedBarsLeaveNegativeSegmentsOut() throws {
    let scale = ChartScale(maximum: Yen(10_000))
    #expect(scale.top == Yen(10_000))
    #expect(
      try scale.segmentHeights([Yen(4000), Yen(-500), Yen(2000)], height: 100) == [40, 0, 20])
    #expect(ChartScale.stackedTotal([Yen(4000), Yen(-500), Yen(2000)]) == Yen(6000))
    #expect(ChartScale.stackedTotal([Yen(-1)]) == .zero)
    #expect(ChartScale.stackedTotal([Yen(Int64.max), Yen(1)]) == nil)
    #expect(Sparkline.text([Yen(-500), .zero, Yen(700)]) == "▁▁█")
  }
}

@Suite struct IncomeReportTests {
  @Test func theMonthsIncomeBalanceAndSavingsRate() throws {
    let november = try month("2026-11")
    let report = try MonthlyReport(
      month: november, dates: november.dates,
      tallies: [.livingCost: tally(4700, 4), .expenses: tally(2000), .leisure: tally(2400)],
      previous: [:], income: tally(295_000, 2),
      incomeBySubcategory: [try sub("給与"): tally(280_000), try sub("副業"): tally(15_000)])
    #expect(report.hasIncome)
    #expect(report.income == tally(295_000, 2))
    #expect(report.incomeSubcategories.map { $0.subcategory?.name } == ["給与", "副業"])
    #expect(report.incomeSubcategories.map { $0.share?.permille } == [949, 51])
    #expect(report.balance == 285_900)
    #expect(report.savingsRate == Rate(permille: 969))
    // Income is in no category: the shares and the total are the expenses' alone.
    #expect(report.total == tally(9100, 6))
    #expect(report.rows.map(\.share?.permille) == [516, 220, 264])
  }

  @Test func spendingMoreThanTheIncomeIsANegativeBalanceAndRate() throws {
    let november = try month("2026-11")
    let report = try MonthlyReport(
      month: november, dates: november.dates, tallies: [.livingCost: tally(30_000)],
      previous: [:], income: tally(20_000))
    #expect(report.balance == -10_000)
    #expect(report.savingsRate == Rate(permille: -500))
    #expect(report.savingsRate?.percentText == "-50.0%")
  }

  @Test func withoutIncomeThereIsNoSavingsRate() throws {
    let november = try month("2026-11")
    let report = try MonthlyReport(
      month: november, dates: november.dates, tallies: [.livingCost: tally(1000)], previous: [:])
    #expect(!report.hasIncome)
    #expect(report.balance == -1000)
    #expect(report.savingsRate == nil)
    #expect(report.incomeSubcategories == [])
  }

  @Test func subcategoryBudgetsAreCheckedAgainstTheirOwnSpending() throws {
    let november = try month("2026-11")
    let food = try sub("食費")
    let report = try MonthlyReport(
      month: november, dates: november.dates, tallies: [.livingCost: tally(4700, 4)],
      previous: [:],
      budgets: [.livingCost: Budget(category: .livingCost, amount: Yen(60_000))],
      subcategories: [.livingCost: [food: tally(900, 2), nil: tally(3800, 2)]],
      subcategoryBudgets: [
        .livingCost: [Budget(category: .livingCost, subcategory: food, amount: Yen(800))]
      ])
    let budgets = report.rows[0].subcategoryBudgets
    #expect(budgets.map(\.subcategory) == [food])
    #expect(budgets.map(\.status) == [try BudgetStatus(budget: Yen(800), spent: Yen(900))])
    #expect(budgets[0].status.isOver)
    // The category's budget total is the category budgets', not theirs added again.
    #expect(report.budget == (try BudgetStatus(budget: Yen(60_000), spent: Yen(4700))))
  }

  @Test func theSeriesCountsIncomeAndBalancePerMonthAndOnAverage() throws {
    let months = try month("2026-11").months(endingHere: 2)
    var october = PeriodTallies()
    try october.addExpense(tally(-501), category: .leisure, subcategory: nil)
    var november = PeriodTallies()
    try november.addExpense(tally(9100, 6), category: .livingCost, subcategory: try sub("食費"))
    try november.addIncome(tally(295_000, 2), subcategory: try sub("給与"))
    let series = try MonthSeries(
      months: months, periods: [try month("2026-10"): october, try month("2026-11"): november])
    #expect(series.hasIncome)
    #expect(series.income == tally(295_000, 2))
    #expect(series.months.map(\.income) == [.zero, tally(295_000, 2)])
    #expect(series.months.map(\.balance) == [Yen(501), Yen(285_900)])
    #expect(series.months.map(\.savingsRate) == [nil, Rate(permille: 969)])
    let average = try series.average(of: series.months)
    // −501 / 2 rounds away from zero, as +501 / 2 would.
    #expect(average.categories == [Yen(4550), .zero, Yen(-251)])
    #expect(average.total == Yen(4300))
    #expect(average.income == Yen(147_500))
    #expect(average.balance == Yen(143_201))
    #expect(
      series.subcategoryKeys.map { "\($0.category.key)/\($0.subcategory?.name ?? "-")" } == [
        "livingCost/食費", "leisure/-",
      ])
  }

  @Test func theSharesOfSubcategoriesAddUpToTheirCategory() throws {
    let rows = try MonthlyReport.subcategoryRows(
      [try sub("食費"): tally(900, 2), try sub("日用品"): tally(800), nil: tally(3000)],
      of: Yen(4700))
    #expect(rows.map { $0.subcategory?.name } == ["食費", "日用品", nil])
    // 191.5, 170.2 and 638.3 thousandths: the largest remainder gets the missing one.
    #expect(rows.map { $0.share?.permille } == [192, 170, 638])
    // A category whose entries cancel out has no shares to give.
    #expect(
      try MonthlyReport.subcategoryRows([nil: tally(0, 2)], of: .zero).map(\.share) == [nil])
  }

  @Test func subcategoryKeysAreLargestFirstWithNoneLast() throws {
    var period = PeriodTallies()
    try period.addExpense(tally(100), category: .livingCost, subcategory: try sub("日用品"))
    try period.addExpense(tally(5000), category: .livingCost, subcategory: nil)
    try period.addExpense(tally(900), category: .livingCost, subcategory: try sub("食費"))
    try period.addExpense(tally(100), category: .livingCost, subcategory: try sub("交通費"))
    let series = try MonthSeries(
      months: [try month("2026-11")], periods: [try month("2026-11"): period])
    #expect(
      series.subcategoryKeys.map { $0.subcategory?.name } == ["食費", "交通費", "日用品", nil])
  }
}
