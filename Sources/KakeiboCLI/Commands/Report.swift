import ArgumentParsing
import KakeiboCore
import TerminalUI

/// `kakeibo report [YYYY-MM]` and `kakeibo report --year YYYY`: spending by category.
enum Report: Command {
  static let spec = CommandSpec(
    name: "report",
    abstract: "Show spending by category for a month or a year",
    usage: ["[YYYY-MM] [--format FORMAT]", "--year YYYY [--format FORMAT]"],
    arguments: [
      ArgumentSpec(
        "YYYY-MM", help: "The month to summarise (default: this month)", isOptional: true)
    ],
    options: [
      .value("year", valueName: "YYYY", help: "Summarise a whole year, month by month"),
      OutputFormat.option([.table, .csv, .json]),
    ],
    discussion: "The monthly summary lists every category, spent in or not, with its total, the\n"
      + "number of entries and its share of the month, then the month's total. Shares are\n"
      + "rounded so that they add up to exactly 100%.\n"
      + "The yearly summary has a row per month and a column per category, with the totals\n"
      + "of every row and column.",
    examples: [
      "kakeibo report", "kakeibo report 2026-11 --format json", "kakeibo report --year 2026",
    ])

  static func run(_ arguments: ParsedArguments, in context: Context) throws {
    let format = try OutputFormat.parse(arguments, allowed: [.table, .csv, .json])
    if let yearText = arguments.value("year") {
      if let month = arguments.argument(0) {
        throw UsageError.invalidUsage(
          "give either a month (\(month)) or --year, not both", command: spec.name)
      }
      let year = try YearMonth.parseYear(yearText)
      let ledger = try context.openLedger(arguments, intent: .read)
      let summary = try YearlySummary(
        year: year, tallies: try ledger.monthlyCategoryTallies(year: year))
      try context.output.writeLines(render(summary, format: format, context: context))
    } else {
      let month =
        try arguments.argument(0).map { text throws(InvalidValue) in
          try YearMonth(parsing: text)
        } ?? context.today.yearMonth
      let ledger = try context.openLedger(arguments, intent: .read)
      let summary = try MonthlySummary(
        month: month, tallies: try ledger.categoryTallies(in: month.dates))
      try context.output.writeLines(render(summary, format: format, context: context))
    }
  }

  // MARK: Monthly

  static func render(_ summary: MonthlySummary, format: OutputFormat, context: Context)
    -> [String]
  {
    switch format {
    case .csv:
      let month = summary.month.description
      return [CSV.record(["month", "key", "name", "icon", "total", "count", "share"])]
        + summary.rows.map { row in
          CSV.record([
            month, row.category.key, row.category.name, row.category.icon.rawValue,
            String(row.tally.total.value), String(row.tally.count), row.share.decimalText,
          ])
        } + [
          CSV.record([
            month, "total", "合計", "", String(summary.total.total.value),
            String(summary.total.count), summary.total.count > 0 ? "1" : "0",
          ])
        ]
    case .json:
      return [monthlyJSON(summary).rendered()]
    case .table, .text:
      let dates = summary.month.dates
      var table = Table(columns: [
        .init("Category"), .init("Total", .right), .init("Count", .right), .init("Share", .right),
      ])
      table.rows = summary.rows.map { row in
        [
          EntryRendering.categoryLabel(row.category, context.glyphStyle),
          row.tally.total.description, String(row.tally.count), row.share.percentText,
        ]
      }
      table.footer = [
        [
          "Total", summary.total.total.description, String(summary.total.count),
          Share(permille: summary.total.total.value > 0 ? 1000 : 0).percentText,
        ]
      ]
      return ["\(summary.month): \(dates.first) to \(dates.last)", ""]
        + table.render(style: context.textStyle)
    }
  }

  static func monthlyJSON(_ summary: MonthlySummary) -> JSON {
    .object([
      ("month", .string(summary.month.description)),
      ("from", .string(summary.month.dates.first.description)),
      ("to", .string(summary.month.dates.last.description)),
      ("currency", .string("JPY")),
      ("total", .integer(summary.total.total.value)),
      ("count", .integer(summary.total.count)),
      (
        "categories",
        .array(
          summary.rows.map { row in
            .object([
              ("key", .string(row.category.key)),
              ("name", .string(row.category.name)),
              ("icon", .string(row.category.icon.rawValue)),
              ("total", .integer(row.tally.total.value)),
              ("count", .integer(row.tally.count)),
              ("share", .number(row.share.decimalText)),
            ])
          })
      ),
    ])
  }

  // MARK: Yearly

  static func render(_ summary: YearlySummary, format: OutputFormat, context: Context)
    -> [String]
  {
    let categories = Category.allCases
    switch format {
    case .csv:
      return [CSV.record(["month"] + categories.map(\.key) + ["total"])]
        + summary.months.map { row in
          CSV.record(
            [row.month.description] + row.tallies.map { String($0.total.value) }
              + [String(row.total.total.value)])
        } + [
          CSV.record(
            ["total"] + summary.categoryTotals.map { String($0.total.value) }
              + [String(summary.total.total.value)])
        ]
    case .json:
      return [yearlyJSON(summary).rendered()]
    case .table, .text:
      var table = Table(
        columns: [.init("Month")] + categories.map { .init($0.name, .right) }
          + [.init("Total", .right)])
      table.rows = summary.months.map { row in
        [row.month.description] + row.tallies.map(\.total.description)
          + [row.total.total.description]
      }
      table.footer = [
        ["Total"] + summary.categoryTotals.map(\.total.description)
          + [summary.total.total.description]
      ]
      let dates = summary.dates
      return ["\(summary.yearText): \(dates.first) to \(dates.last)", ""]
        + table.render(style: context.textStyle)
    }
  }

  static func yearlyJSON(_ summary: YearlySummary) -> JSON {
    func tallies(_ values: [Tally]) -> JSON {
      .array(
        zip(Category.allCases, values).map { category, tally in
          .object([
            ("key", .string(category.key)),
            ("total", .integer(tally.total.value)),
            ("count", .integer(tally.count)),
          ])
        })
    }
    return .object([
      ("year", .integer(Int64(summary.year))),
      ("currency", .string("JPY")),
      ("total", .integer(summary.total.total.value)),
      ("count", .integer(summary.total.count)),
      (
        "categories",
        .array(
          zip(Category.allCases, summary.categoryTotals).map { category, tally in
            .object([
              ("key", .string(category.key)),
              ("name", .string(category.name)),
              ("icon", .string(category.icon.rawValue)),
              ("total", .integer(tally.total.value)),
              ("count", .integer(tally.count)),
            ])
          })
      ),
      (
        "months",
        .array(
          summary.months.map { row in
            .object([
              ("month", .string(row.month.description)),
              ("total", .integer(row.total.total.value)),
              ("count", .integer(row.total.count)),
              ("categories", tallies(row.tallies)),
            ])
          })
      ),
    ])
  }
}
