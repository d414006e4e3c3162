import KakeiboCore
import TerminalUI
import Wording

/// `report --forecast-check`: each month replayed, the forecast of its 10th and its 20th
/// against what it came to, then the mean error and how often the range held.
struct ForecastCheckRendering {
  let check: ForecastCheck
  let style: TextStyle
  let language: Language

  /// An error with its sign, as report writes a change: `+2.4%`, `−5.2%` (the minus sign
  /// U+2212), `0.0%`.
  static func signed(_ rate: Rate) -> String {
    let magnitude = Rate(permille: Int64(rate.permille.magnitude))
    return (rate.permille > 0 ? "+" : rate.permille < 0 ? "\u{2212}" : "") + magnitude.percentText
  }

  /// Between the lowest and the highest of a range, in the reader's language: `–`, `〜`.
  private var separator: String { ChartWord.rangeSeparator.text(in: language) }

  func table() -> [String] {
    guard !check.months.isEmpty else {
      return [ForecastCheckWords.noMonths.text(in: language)]
    }
    let days = ForecastCheck.checkDays
    var table = Table(
      columns: [
        .init(ForecastCheckWords.month.text(in: language)),
        .init(ForecastCheckWords.actual.text(in: language), .right),
      ]
        + days.flatMap { day in
          [
            Table.Column(ForecastCheckWords.onDay(day).text(in: language), .right),
            Table.Column(ForecastCheckWords.error.text(in: language), .right),
            Table.Column(ForecastCheckWords.range.text(in: language)),
          ]
        })
    table.rows = check.months.map { month in
      [month.month.description, month.actual.description]
        + days.indices.flatMap { index in
          let forecast = month.forecasts[index]
          return [
            forecast.forecast.description, month.errors[index].map(Self.signed) ?? "—",
            "\(forecast.low)\(separator)\(forecast.high)" + (month.hits[index] ? "" : " ✗"),
          ]
        }
    }
    let errors = check.meanAbsoluteErrors
    let hits = check.hitCounts
    let count = check.months.count
    let summary = ForecastCheckWords.summary(
      days: days, errors: errors.map { $0?.percentText ?? "—" }, hits: hits, of: count)
    return [ForecastCheckWords.heading.text(in: language), ""] + table.render(style: style) + [
      "", summary.text(in: language),
    ]
  }

  func json() -> JSON {
    let days = ForecastCheck.checkDays
    return .object([
      (
        "months",
        .array(
          check.months.map { month in
            .object(
              [
                ("month", .string(month.month.description)),
                ("actual", .integer(month.actual.value)),
              ]
                + [
                  (
                    "forecasts",
                    .array(
                      days.indices.map { index in
                        let forecast = month.forecasts[index]
                        return .object([
                          ("day", .integer(Int64(days[index]))),
                          ("forecast", .integer(forecast.forecast.value)),
                          ("low", .integer(forecast.low.value)),
                          ("high", .integer(forecast.high.value)),
                          ("error", month.errors[index].map { .string($0.decimalText) } ?? .null),
                        ])
                      })
                  )
                ])
          })
      ),
      (
        "meanAbsoluteErrors",
        .array(check.meanAbsoluteErrors.map { $0.map { .string($0.decimalText) } ?? .null })
      ),
      ("rangeHeld", .array(check.hitCounts.map { .integer(Int64($0)) })),
    ])
  }
}
