import KakeiboCore
import TerminalUI
import Wording

/// `report --forecast-check`: each month replayed, the forecast of its 10th and its 20th
/// against what it came to, then the mean error and how often the range held.
struct ForecastCheckRendering {
  let check: ForecastCheck
  let style: TextStyle
  let language: Language

  func table() -> [String] {
    guard !check.months.isEmpty else {
      return [
        Phrase(
          en: "No month has ended yet to check the forecast against.",
          ja: "予測を確かめられる、終わった月がまだありません。"
        ).text(in: language)
      ]
    }
    let days = ForecastCheck.checkDays
    var table = Table(
      columns: [
        .init(Phrase(en: "Month", ja: "月").text(in: language)),
        .init(Phrase(en: "Actual", ja: "実績").text(in: language), .right),
      ]
        + days.flatMap { day in
          [
            Table.Column(
              Phrase(en: "On the \(day)th", ja: "\(day) 日の予測").text(in: language), .right),
            Table.Column(Phrase(en: "Error", ja: "誤差").text(in: language), .right),
            Table.Column(Phrase(en: "Range", ja: "範囲").text(in: language)),
          ]
        })
    table.rows = check.months.map { month in
      [month.month.description, month.actual.description]
        + days.indices.flatMap { index in
          let forecast = month.forecasts[index]
          return [
            forecast.forecast.description, month.errors[index]?.signedPercentText ?? "—",
            "\(forecast.low)–\(forecast.high)" + (month.hits[index] ? "" : " ✗"),
          ]
        }
    }
    let errors = check.meanAbsoluteErrors
    let hits = check.hitCounts
    let count = check.months.count
    let summary = Phrase(
      en: "Mean absolute error: "
        + days.indices.map { "\(errors[$0]?.percentText ?? "—") on the \(days[$0])th" }
        .joined(separator: ", ")
        + "; the range held what happened in "
        + days.indices.map { "\(hits[$0]) of \(count)" }.joined(separator: " and ")
        + " months.",
      ja: "平均絶対誤差: "
        + days.indices.map { "\(days[$0]) 日 \(errors[$0]?.percentText ?? "—")" }
        .joined(separator: "、")
        + "。範囲に収まった月: "
        + days.indices.map { "\(days[$0]) 日 \(hits[$0])/\(count)" }.joined(separator: "、")
        + "。")
    return [Self.heading.text(in: language), ""] + table.render(style: style) + [
      "", summary.text(in: language),
    ]
  }

  /// What the check is, in one line.
  static let heading = Phrase(
    en: "Forecast check: the month-end forecast as it would have been made on the 10th and the "
      + "20th of each month, from what was known then, against what the month came to",
    ja: "予測の検証: 各月の 10 日と 20 日に、その時点で分かっていたことから出した月末見込みと、"
      + "実際の月の合計との比較")

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
