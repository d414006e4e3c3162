import KakeiboCore
import Wording

/// The words of the SVG charts (`report MONTH`, `--year` and `--last` with `--format svg`), in
/// the reader's language.
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
  /// After the budget's amount, the categories it is of: ` for 生活費, 娯楽費`.
  case budgetOf([String])
  /// A month chart's title: `Nov 2026`, `2026年11月`.
  case monthTitle(year: Int, month: Int)
  /// A month chart's heading says its income and balance: `Income`, `収入`.
  case income
  case balance
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
    case .budgetOf(let names): names.isEmpty ? "" : " for " + names.joined(separator: ", ")
    case .monthTitle(let year, let month): ChartWord.month(month).english + " \(year)"
    case .income: "Income"
    case .balance: "Balance"
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
    case .budgetOf(let names): names.isEmpty ? "" : "（" + names.joined(separator: "・") + "）"
    case .monthTitle(let year, let month): "\(year)年\(month)月"
    case .income: "収入"
    case .balance: "収支"
    case .rangeSeparator: "〜"
    case .month(let month): "\(month)月"
    case .searched(let title, let search): title + "（検索: \(search)）"
    }
  }
}
