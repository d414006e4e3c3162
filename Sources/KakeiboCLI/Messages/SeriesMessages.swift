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
