import KakeiboCore
import Wording

// The budgets area of the catalogue: what `budget set` and `budget unset` say they did.

enum BudgetMessage: Message {
  /// `Budget for 🏠 生活費: ¥80,000 every month (was ¥70,000)`.
  case set(label: String, Budget, before: Budget?)
  /// `Removed the budget for 🏠 生活費: ¥80,000 every month`.
  case removed(label: String, Budget)

  var english: String {
    switch self {
    case .set(let label, let budget, let before):
      "Budget for \(label): \(budget.amount) " + BudgetWords.scope(of: budget).english
        + (before == budget ? " (unchanged)" : before.map { " (was \($0.amount))" } ?? "")
    case .removed(let label, let budget):
      "Removed the budget for \(label): \(budget.amount) "
        + BudgetWords.scope(of: budget).english
    }
  }

  var japanese: String {
    switch self {
    case .set(let label, let budget, let before):
      (before == budget ? "予算は変わりません: " : "予算を設定しました: ")
        + "\(label) \(budget.amount)（" + BudgetWords.scope(of: budget).japanese
        + (before == budget ? "" : before.map { "、変更前 \($0.amount)" } ?? "") + "）"
    case .removed(let label, let budget):
      "予算を削除しました: \(label) \(budget.amount)（" + BudgetWords.scope(of: budget).japanese
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

  /// When `budget` applies: its month's scope, or `for 2026-12 only` (2026-12 のみ) for a budget
  /// of one month alone.
  static func scope(of budget: Budget) -> Phrase {
    budget.isForItsMonthOnly
      ? Phrase(en: "for \(budget.from) only", ja: "\(budget.from) のみ") : scope(budget.from)
  }
}
