import KakeiboCore
import Wording

// The months area of the catalogue: the tables of `report --year` and `report --last`.

enum SeriesWords {
  static let month = Phrase(en: "Month", ja: "月")
  static let total = Phrase(en: "Total", ja: "合計")
  static let income = Phrase(en: "Income", ja: "収入")
  static let balance = Phrase(en: "Balance", ja: "収支")
  static let trend = Phrase(en: "Trend", ja: "推移")
  static let average = Phrase(en: "Average", ja: "平均")
  static let subcategory = Phrase(en: "内訳", ja: "内訳")

  /// The title of a year: `2026` (2026年).
  static func year(_ year: String) -> Phrase {
    Phrase(en: year, ja: year + "年")
  }

  /// The title of the last months: `Last 12 months` (直近 12 か月).
  static func lastMonths(_ count: Int) -> Phrase {
    Phrase(en: "Last \(count) months", ja: "直近 \(count) か月")
  }

  /// A title with the search it is of: `2026 (search: netflix)`.
  static func searched(_ title: Phrase, _ text: String) -> Phrase {
    Phrase(en: title.english + " (search: \(text))", ja: title.japanese + "（検索: \(text)）")
  }

  /// The average month's row: `Average (10 months)`.
  /// Under the table: the month under way is no part of the average.
  static func averageLeavesOut(_ month: YearMonth) -> Phrase {
    Phrase(
      en: "The average leaves out \(month), which is not over yet.",
      ja: "平均には、まだ終わっていない \(month) を含めません。")
  }

  static func averageOf(_ months: Int) -> Phrase {
    Phrase(
      en: "Average (\(Count.of(months, "month", "months")))",
      ja: "平均（\(Count.number(months)) か月）")
  }

  /// The heading of the table: `2026: 2026-01-01 to 2026-12-31`.
  static func heading(_ title: Phrase, _ dates: DateRange) -> Phrase {
    Phrase(
      en: "\(title.english): " + TableWords.period(dates).english,
      ja: "\(title.japanese): " + TableWords.period(dates).japanese)
  }
}

/// `report --forecast-check`'s words: its heading, its table's columns and its summary.
enum ForecastCheckWords {
  static let noMonths = Phrase(
    en: "No month has ended yet to check the forecast against.",
    ja: "予測を確かめられる、終わった月がまだありません。")
  static let month = Phrase(en: "Month", ja: "月")
  static let actual = Phrase(en: "Actual", ja: "実績")
  static let error = Phrase(en: "Error", ja: "誤差")
  static let range = Phrase(en: "Range", ja: "範囲")

  /// The column of the forecast made on `day`: `On the 10th` (10 日の予測).
  static func onDay(_ day: Int) -> Phrase {
    Phrase(en: "On the \(day)th", ja: "\(day) 日の予測")
  }

  /// What the check is, in one line.
  static let heading = Phrase(
    en: "Forecast check: the month-end forecast as it would have been made on the 10th and the "
      + "20th of each month, from what was known then, against what the month came to",
    ja: "予測の検証: 各月の 10 日と 20 日に、その時点で分かっていたことから出した月末見込みと、"
      + "実際の月の合計との比較")

  /// `Mean absolute error: 8.1% on the 10th, 4.2% on the 20th; the range held what happened
  /// in 5 of 6 and 6 of 6 months.`: for each of `days`, its mean error and its hits of `count`.
  static func summary(days: [Int], errors: [String], hits: [Int], of count: Int) -> Phrase {
    Phrase(
      en: "Mean absolute error: "
        + days.indices.map { "\(errors[$0]) on the \(days[$0])th" }.joined(separator: ", ")
        + "; the range held what happened in "
        + days.indices.map { "\(hits[$0]) of \(count)" }.joined(separator: " and ")
        + " months.",
      ja: "平均絶対誤差: "
        + days.indices.map { "\(days[$0]) 日 \(errors[$0])" }.joined(separator: "、")
        + "。範囲に収まった月: "
        + days.indices.map { "\(days[$0]) 日 \(hits[$0])/\(count)" }.joined(separator: "、")
        + "。")
  }
}
