import KakeiboCore
import Wording

// The budgets area of the catalogue: what `budget set` and `budget unset` say they did.

enum BudgetMessage: Message {
  /// `Budget for 🏠 生活費: ¥80,000 every month (was ¥70,000)`.
  case set(label: String, Budget, before: Yen?)
  /// `Removed the budget for 🏠 生活費: ¥80,000 every month`.
  case removed(label: String, Budget)

  var english: String {
    switch self {
    case .set(let label, let budget, let before):
      "Budget for \(label): \(budget.amount) " + BudgetWords.scope(budget.from).english
        + (before == budget.amount ? " (unchanged)" : before.map { " (was \($0))" } ?? "")
    case .removed(let label, let budget):
      "Removed the budget for \(label): \(budget.amount) "
        + BudgetWords.scope(budget.from).english
    }
  }

  var japanese: String {
    switch self {
    case .set(let label, let budget, let before):
      (before == budget.amount ? "予算は変わりません: " : "予算を設定しました: ")
        + "\(label) \(budget.amount)（" + BudgetWords.scope(budget.from).japanese
        + (before == budget.amount ? "" : before.map { "、変更前 \($0)" } ?? "") + "）"
    case .removed(let label, let budget):
      "予算を削除しました: \(label) \(budget.amount)（" + BudgetWords.scope(budget.from).japanese
        + "）"
    }
  }
}

/// How budgets are named in messages.
enum BudgetWords {
  /// When a budget from `month` applies: `every month` (毎月) or `from 2026-04` (2026-04 から).
  static func scope(_ month: YearMonth) -> Phrase {
    month == .earliest
      ? Phrase(en: "every month", ja: "毎月") : Phrase(en: "from \(month)", ja: "\(month) から")
  }
}
