import KakeiboCore
import TerminalUI
import Wording

/// How `kakeibo report --year` and `--last` print months by category: a table with totals,
/// the average month and sparklines, CSV and JSON.
struct MonthSeriesRendering {
  let series: MonthSeries
  let average: MonthSeries.Average
  let glyphs: GlyphStyle
  let style: TextStyle
  /// The language of the table's words (CSV and JSON are the same in every language).
  var language: Language = .english
  /// Whether a table of the 内訳 follows (`--detail`).
  var isDetailed = false
  /// The month under way, which the average leaves out (a month not over would pull it down);
  /// the table says so under it.
  var unfinished: YearMonth?

  // MARK: Table

  /// The header, a row per month with the totals (and, when there is income, the income and
  /// the balance) and the average month, then a sparkline per category; with `--detail`, a
  /// row per 内訳 with its total, average and trend.
  func table(title: Phrase) -> [String] {
    let dates = series.dates
    let withIncome = series.hasIncome
    let words = SeriesWords.self
    func word(_ phrase: Phrase) -> String { phrase.text(in: language) }
    var table = Table(
      columns: [.init(word(words.month))] + Category.allCases.map { .init($0.name, .right) }
        + [.init(word(words.total), .right)]
        + (withIncome
          ? [.init(word(words.income), .right), .init(word(words.balance), .right)] : []))
    let balanceOverall = Yen(series.income.total.value &- series.total.total.value)
    table.rows = series.months.map { row in
      [row.month.description] + row.tallies.map(\.total.description)
        + [row.total.total.description]
        + (withIncome
          ? [row.income.total.description, MonthlyReportRendering.signed(row.balance.value)] : [])
    }
    table.footer = [
      [word(words.total)] + series.categoryTotals.map(\.total.description)
        + [series.total.total.description]
        + (withIncome
          ? [
            series.income.total.description,
            MonthlyReportRendering.signed(balanceOverall.value),
          ] : []),
      [word(words.averageOf(average.monthCount))]
        + average.categories.map(\.description) + [average.total.description]
        + (withIncome
          ? [average.income.description, MonthlyReportRendering.signed(average.balance.value)]
          : []),
    ]
    var lines = [word(words.heading(title, dates)), ""] + table.render(style: style)
    if let unfinished { lines.append(word(words.averageLeavesOut(unfinished))) }
    if isDetailed { lines += [""] + subcategoryTable() }

    if let first = series.months.first, let last = series.months.last {
      var trend = Table(columns: [
        .init(word(words.trend)), .init("\(first.month)…\(last.month)"),
      ])
      trend.rows =
        zip(Category.allCases, series.categorySparklines).map { category, line in
          [EntryRendering.categoryLabel(category, glyphs), line]
        } + [[word(words.total), series.totalSparkline]]
      lines += [""] + trend.render(style: style)
    }
    return lines
  }

  /// A row per category › 内訳 in use: its total over the months, its average over the months
  /// the ledger covers, and a sparkline of its months.
  func subcategoryTable() -> [String] {
    func word(_ phrase: Phrase) -> String { phrase.text(in: language) }
    let words = SeriesWords.self
    var table = Table(columns: [
      .init(word(words.subcategory)), .init(word(words.total), .right),
      .init(word(words.average), .right), .init(word(words.trend)),
    ])
    table.rows = series.subcategoryKeys.map { key in
      let values = series.months.map { $0.subcategories[key.category]?[key.subcategory] ?? .zero }
      let total = values.reduce(Int64(0)) { $0 &+ $1.total.value }
      let covered = Int64(max(1, average.monthCount))
      let label = Entry.label(
        kind: .expense, category: key.category, subcategory: key.subcategory, glyphs)
      return [
        key.subcategory == nil ? label + " › " + Subcategory.noneLabel : VisibleText.of(label),
        Yen(total).description, Yen(Self.rounded(total, over: covered)).description,
        Sparkline.text(values.map(\.total)),
      ]
    }
    return table.render(style: style)
  }

  /// `total / count` rounded to the nearest yen, halves away from zero.
  static func rounded(_ total: Int64, over count: Int64) -> Int64 {
    let (quotient, remainder) = total.magnitude.quotientAndRemainder(
      dividingBy: UInt64(count))
    let rounded = Int64(quotient + (remainder >= UInt64(count) - remainder ? 1 : 0))
    return total < 0 ? -rounded : rounded
  }

  // MARK: CSV

  /// A record per month with each category's total, the dates it covers, then its income and
  /// balance (added last, after the columns scripts already read); then the totals. (No
  /// average: a spreadsheet computes its own.) With `--detail`, a record per month and 内訳
  /// instead: month, category key, 内訳 (`(なし)` for the entries without
  /// one, as in the monthly report's), total, count and dates.
  static func csv(_ series: MonthSeries, isDetailed: Bool = false) -> [String] {
    let dates = series.dates
    if isDetailed {
      return [CSV.record(["month", "key", "subcategory", "total", "count", "from", "to"])]
        + series.months.flatMap { row in
          series.subcategoryKeys.compactMap { key -> String? in
            guard let tally = row.subcategories[key.category]?[key.subcategory] else {
              return nil
            }
            return CSV.record([
              row.month.description, key.category.key,
              FormulaNeutralization.neutralize(key.subcategory?.name ?? Subcategory.noneLabel),
              String(tally.total.value), String(tally.count), row.dates.first.description,
              row.dates.last.description,
            ])
          }
        }
    }
    return [
      CSV.record(
        ["month"] + Category.allCases.map(\.key) + ["total", "from", "to", "income", "balance"])
    ]
      + series.months.map { row in
        CSV.record(
          [row.month.description] + row.tallies.map { String($0.total.value) }
            + [
              String(row.total.total.value), row.dates.first.description,
              row.dates.last.description, String(row.income.total.value),
              String(row.balance.value),
            ])
      } + [
        CSV.record(
          ["total"] + series.categoryTotals.map { String($0.total.value) }
            + [
              String(series.total.total.value), dates.first.description,
              dates.last.description, String(series.income.total.value),
              String(series.income.total.value &- series.total.total.value),
            ])
      ]
  }

  // MARK: JSON

  /// The series as JSON, beginning with `head` (`"year"` or `"last"`). With `--detail`, each
  /// category, over the whole series and in each month, has its `subcategories`.
  func json(head: [(String, JSON)], monthStart: MonthStart) throws(ReportError) -> JSON {
    let categories = Category.allCases
    let dates = series.dates
    let totals = isDetailed ? try series.subcategoryTotals() : [:]
    func detail(_ parts: [Subcategory?: Tally]?, of whole: Tally) throws(ReportError)
      -> [(String, JSON)]
    {
      guard isDetailed else { return [] }
      return [
        (
          "subcategories",
          MonthlyReportRendering.subcategoriesJSON(
            try MonthlyReport.subcategoryRows(parts ?? [:], of: whole.total))
        )
      ]
    }
    let months = try series.months.map { row throws(ReportError) -> JSON in
      .object([
        ("month", .string(row.month.description)),
        ("total", .integer(row.total.total.value)),
        ("count", .integer(row.total.count)),
        (
          "categories",
          .array(
            try zip(categories, row.tallies).map { category, tally throws(ReportError) in
              .object(
                [
                  ("key", .string(category.key)),
                  ("total", .integer(tally.total.value)),
                  ("count", .integer(tally.count)),
                ] + (try detail(row.subcategories[category], of: tally)))
            })
        ),
        ("income", .integer(row.income.total.value)),
        ("balance", .integer(row.balance.value)),
        ("savingsRate", row.savingsRate.map { .number($0.decimalText) } ?? .null),
        ("from", .string(row.dates.first.description)),
        ("to", .string(row.dates.last.description)),
      ])
    }
    let balance = series.income.total.value &- series.total.total.value
    let savingsRate = try Rate.of(balance, over: series.income.total)
    return .object(
      head + [
        ("currency", .string("JPY")),
        ("total", .integer(series.total.total.value)),
        ("count", .integer(series.total.count)),
        (
          "categories",
          .array(
            try categories.indices.map { index throws(ReportError) -> JSON in
              let category = categories[index]
              let tally = series.categoryTotals[index]
              return .object(
                [
                  ("key", .string(category.key)),
                  ("name", .string(category.name)),
                  ("icon", .string(category.icon.rawValue)),
                  ("total", .integer(tally.total.value)),
                  ("count", .integer(tally.count)),
                  ("average", .integer(average.categories[index].value)),
                ] + (try detail(totals[category], of: tally)))
            })
        ),
        ("months", .array(months)),
        ("from", .string(dates.first.description)),
        ("to", .string(dates.last.description)),
        ("monthStart", .integer(Int64(monthStart.day))),
        ("average", .integer(average.total.value)),
        ("averageMonths", .integer(Int64(average.monthCount))),
        ("averageLeavesOut", unfinished.map { .string($0.description) } ?? .null),
        ("income", .integer(series.income.total.value)),
        ("balance", .integer(balance)),
        ("savingsRate", savingsRate.map { .number($0.decimalText) } ?? .null),
      ])
  }
}
