import ArgumentParsing
import KakeiboCore
import KakeiboStore
import Wording

/// `kakeibo` alone: this month at a glance (spent, what the budgets leave, 収支, the largest
/// categories, what the rules will still add) and one line of help. A start-up path: three
/// reads of the ledger (the month's sums, the budgets, the rules' schedule), no more.
enum Glance: Command {
  static let name = ""

  /// How many of the occurrences still to come it lists.
  static let upcomingShown = 3

  static var declaration: Declaration {
    Declaration(
      name,
      abstract: Phrase(en: "This month at a glance", ja: "今月の概要を表示します"),
      run: run)
  }

  static func run(_ arguments: Arguments, in context: Context) throws {
    let ledger = try context.openLedger(arguments, intent: .read)
    let start = try ledger.settings.monthStart()
    let month = YearMonth(containing: context.today, startingOn: start)
    let dates = month.dates(startingOn: start)
    let tallies = try ledger.periodTallies(in: [dates], matching: nil)[0]
    let glance = try MonthGlance(
      month: month, dates: dates, today: context.today, categories: tallies.categories,
      income: tallies.income, budgets: try ledger.budgets.plan().inForce(in: month),
      schedule: try ledger.rules.schedule(remainingIn: dates, today: context.today))
    try context.output.writeLines(
      lines(glance, glyphs: context.glyphStyle).map {
        $0.text(in: context.language)
      })
  }

  /// The glance's lines: the month, its figures, the largest categories, what is scheduled
  /// (the next few occurrences), and the line of help.
  static func lines(_ glance: MonthGlance, glyphs: GlyphStyle) -> [GlanceMessage] {
    var lines: [GlanceMessage] = [
      .heading(glance.month, glance.dates, day: glance.day, of: glance.dayCount),
      .figures(spent: glance.spent, budget: glance.budgetLeft, balance: glance.balance),
      glance.largest.isEmpty
        ? .nothingSpent
        : .largest(
          glance.largest.map { (EntryRendering.categoryLabel($0.category, glyphs), $0.spent) }),
    ]
    if !glance.upcoming.isEmpty {
      lines.append(
        .scheduled(
          expenses: glance.scheduledExpenses.total, income: glance.scheduledIncome.total))
      for occurrence in glance.upcoming.prefix(upcomingShown) {
        let label =
          occurrence.category.map { EntryRendering.categoryLabel($0, glyphs) }
          ?? EntryKind.incomeIcon.glyph(glyphs) + " " + EntryKind.incomeName
        lines.append(
          .upcoming(
            date: occurrence.date, label: label, amount: occurrence.amount,
            memo: VisibleText.of(occurrence.memo.text)))
      }
      if glance.upcoming.count > upcomingShown {
        lines.append(.more(glance.upcoming.count - upcomingShown))
      }
    }
    return lines + [.help]
  }
}
