import KakeiboCore
import TerminalUI

/// How `kakeibo report --year` and `--last` print months by category: a table with totals,
/// the average month and sparklines, CSV and JSON.
struct MonthSeriesRendering {
  let series: MonthSeries
  let average: MonthSeries.Average
  let glyphs: GlyphStyle
  let style: TextStyle

  // MARK: Table

  /// The header, a row per month with the totals and the average month, then a sparkline per
  /// category.
  func table(title: String) -> [String] {
    let dates = series.dates
    var table = Table(
      columns: [.init("Month")] + Category.allCases.map { .init($0.name, .right) }
        + [.init("Total", .right)])
    table.rows = series.months.map { row in
      [row.month.description] + row.tallies.map(\.total.description)
        + [row.total.total.description]
    }
    table.footer = [
      ["Total"] + series.categoryTotals.map(\.total.description)
        + [series.total.total.description],
      ["Average (\(Count.of(average.monthCount, "month", "months")))"]
        + average.categories.map(\.description) + [average.total.description],
    ]
    var lines = ["\(title): \(dates.first) to \(dates.last)", ""] + table.render(style: style)

    if let first = series.months.first, let last = series.months.last {
      var trend = Table(columns: [.init("Trend"), .init("\(first.month)…\(last.month)")])
      trend.rows =
        zip(Category.allCases, series.categorySparklines).map { category, line in
          [EntryRendering.categoryLabel(category, glyphs), line]
        } + [["Total", series.totalSparkline]]
      lines += [""] + trend.render(style: style)
    }
    return lines
  }

  // MARK: CSV

  /// A record per month with each category's total, then the totals; each with the dates it
  /// covers. (No average: a spreadsheet computes its own.)
  static func csv(_ series: MonthSeries) -> [String] {
    let dates = series.dates
    return [CSV.record(["month"] + Category.allCases.map(\.key) + ["total", "from", "to"])]
      + series.months.map { row in
        CSV.record(
          [row.month.description] + row.tallies.map { String($0.total.value) }
            + [
              String(row.total.total.value), row.dates.first.description,
              row.dates.last.description,
            ])
      } + [
        CSV.record(
          ["total"] + series.categoryTotals.map { String($0.total.value) }
            + [String(series.total.total.value), dates.first.description, dates.last.description]
        )
      ]
  }

  // MARK: JSON

  /// The series as JSON, beginning with `head` (`"year"` or `"last"`).
  func json(head: [(String, JSON)], monthStart: MonthStart) -> JSON {
    let categories = Category.allCases
    let dates = series.dates
    return .object(
      head + [
        ("currency", .string("JPY")),
        ("total", .integer(series.total.total.value)),
        ("count", .integer(series.total.count)),
        (
          "categories",
          .array(
            categories.indices.map { index in
              let category = categories[index]
              let tally = series.categoryTotals[index]
              return .object([
                ("key", .string(category.key)),
                ("name", .string(category.name)),
                ("icon", .string(category.icon.rawValue)),
                ("total", .integer(tally.total.value)),
                ("count", .integer(tally.count)),
                ("average", .integer(average.categories[index].value)),
              ])
            })
        ),
        (
          "months",
          .array(
            series.months.map { row in
              .object([
                ("month", .string(row.month.description)),
                ("total", .integer(row.total.total.value)),
                ("count", .integer(row.total.count)),
                (
                  "categories",
                  .array(
                    zip(categories, row.tallies).map { category, tally in
                      .object([
                        ("key", .string(category.key)),
                        ("total", .integer(tally.total.value)),
                        ("count", .integer(tally.count)),
                      ])
                    })
                ),
                ("from", .string(row.dates.first.description)),
                ("to", .string(row.dates.last.description)),
              ])
            })
        ),
        ("from", .string(dates.first.description)),
        ("to", .string(dates.last.description)),
        ("monthStart", .integer(Int64(monthStart.day))),
        ("average", .integer(average.total.value)),
        ("averageMonths", .integer(Int64(average.monthCount))),
      ])
  }
}
