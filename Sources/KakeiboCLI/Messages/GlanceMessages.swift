import KakeiboCore
import Wording

/// The lines of `kakeibo` alone: this month at a glance.
enum GlanceMessage: Message {
  /// `2026-11, day 15 of 30 (2026-11-01 to 2026-11-30)`; a month not under way has no day.
  case heading(YearMonth, DateRange, day: Int, of: Int)
  /// `Spent ¥30,880 · budget left ¥119,120 of ¥150,000 · 収支 +¥249,120`.
  case figures(spent: Yen, budget: MonthGlance.BudgetLeft?, balance: Int64)
  /// `Largest: 💼 経費 ¥24,800 · 🏠 生活費 ¥4,280`; the labels are kakeibo's own.
  case largest([(label: String, spent: Yen)])
  /// Nothing spent this month yet.
  case nothingSpent
  /// `Scheduled (予定): ¥95,290 more, and ¥280,000 of income:`.
  case scheduled(expenses: Yen, income: Yen)
  /// One occurrence to come: `11/27  🏠 生活費  ¥85,000  家賃` (the memo shown safely).
  case upcoming(date: LedgerDate, label: String, amount: Yen, memo: String)
  /// `… and 2 more`.
  case more(Int)
  /// The one line of help.
  case help

  /// `+¥249,120`, `−¥30,880` (U+2212) or `¥0`.
  static func signed(_ value: Int64) -> String {
    let sign = value > 0 ? "+" : value < 0 ? "\u{2212}" : ""
    return sign + "¥" + Yen.grouped(value.magnitude)
  }

  /// `11/27`.
  static func shortDate(_ date: LedgerDate) -> String { "\(date.month)/\(date.day)" }

  var english: String {
    switch self {
    case .heading(let month, let dates, let day, let count):
      let span = "\(dates.first) to \(dates.last)"
      return day > 0 ? "\(month), day \(day) of \(count) (\(span))" : "\(month) (\(span))"
    case .figures(let spent, let budget, let balance):
      let left = budget.map {
        $0.left >= 0
          ? "budget left \(Yen($0.left)) of \($0.budget)"
          : "over budget by \(Yen(-$0.left)) (of \($0.budget))"
      }
      return (["Spent \(spent)"] + [left].compactMap { $0 } + ["収支 \(Self.signed(balance))"])
        .joined(separator: " · ")
    case .largest(let categories):
      return "Largest: "
        + categories.map { "\($0.label) \($0.spent)" }.joined(separator: " · ")
    case .nothingSpent:
      return "Nothing spent this month yet."
    case .scheduled(let expenses, let income):
      return "Scheduled (予定): \(expenses) more"
        + (income > .zero ? ", and \(income) of income:" : ":")
    case .upcoming(let date, let label, let amount, let memo):
      return "  "
        + [Self.shortDate(date), label, amount.description, memo].filter {
          !$0.isEmpty
        }.joined(separator: "  ")
    case .more(let count):
      return "  … and \(count) more"
    case .help:
      return "'kakeibo add 1200 -c 生活費 -m ランチ' logs an expense, 'kakeibo report' shows the "
        + "month, 'kakeibo help' lists every command."
    }
  }

  var japanese: String {
    switch self {
    case .heading(let month, let dates, let day, let count):
      let span = "\(dates.first)〜\(dates.last)"
      return day > 0 ? "\(month)（\(count) 日のうち \(day) 日目、\(span)）" : "\(month)（\(span)）"
    case .figures(let spent, let budget, let balance):
      let left = budget.map {
        $0.left >= 0
          ? "予算の残り \(Yen($0.left))（予算 \($0.budget)）"
          : "予算を \(Yen(-$0.left)) 超過（予算 \($0.budget)）"
      }
      return (["支出 \(spent)"] + [left].compactMap { $0 } + ["収支 \(Self.signed(balance))"])
        .joined(separator: " · ")
    case .largest(let categories):
      return "多い区分: "
        + categories.map { "\($0.label) \($0.spent)" }.joined(separator: " · ")
    case .nothingSpent:
      return "今月の支出はまだありません。"
    case .scheduled(let expenses, let income):
      return "予定: 支出 \(expenses)" + (income > .zero ? "、収入 \(income):" : ":")
    case .upcoming(let date, let label, let amount, let memo):
      return "  "
        + [Self.shortDate(date), label, amount.description, memo].filter {
          !$0.isEmpty
        }.joined(separator: "  ")
    case .more(let count):
      return "  … ほか \(count) 件"
    case .help:
      return "'kakeibo add 1200 -c 生活費 -m ランチ' で支出を記録、'kakeibo report' で月のまとめ、"
        + "'kakeibo help' ですべてのコマンドを表示します。"
    }
  }
}
