import KakeiboCore
import Wording

/// The words of the SVG chart (`report --year`, `--last` with `--format svg`), in the reader's
/// language.
enum ChartWord: Message {
  /// The chart's brand before its title.
  case brand
  /// `2026`, `2026年`.
  case year(String)
  /// `Last 6 months`, `直近6か月`.
  case lastMonths(Int)
  case total
  /// Under the month under way.
  case soFar
  case budget
  /// Between the lowest and the highest of a range of amounts: `–`, `〜`.
  case rangeSeparator
  /// A month's label under its bar, 1 to 12: `Nov`, `11月`.
  case month(Int)
  /// A title with the search it is of.
  case searched(title: String, search: String)

  static let monthNames = [
    "Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec",
  ]

  var english: String {
    switch self {
    case .brand: "kakeibo"
    case .year(let year): year
    case .lastMonths(let count): count == 1 ? "Last month" : "Last \(count) months"
    case .total: "Total"
    case .soFar: "(so far)"
    case .budget: "Budget"
    case .rangeSeparator: "–"
    case .month(let month): Self.monthNames[max(1, min(12, month)) - 1]
    case .searched(let title, let search): title + " (search: \(search))"
    }
  }

  var japanese: String {
    switch self {
    case .brand: "家計簿"
    case .year(let year): year + "年"
    case .lastMonths(let count): "直近\(count)か月"
    case .total: "合計"
    case .soFar: "(途中)"
    case .budget: "予算"
    case .rangeSeparator: "〜"
    case .month(let month): "\(month)月"
    case .searched(let title, let search): title + "（検索: \(search)）"
    }
  }
}
