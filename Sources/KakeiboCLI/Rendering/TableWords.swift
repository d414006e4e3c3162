import KakeiboCore
import Wording

/// The headings, footers and frame lines of the tables of `list`, `report` (a month) and
/// `budget`, in both languages.
enum TableWords {
  static let id = Phrase(en: "ID", ja: "ID")
  static let date = Phrase(en: "Date", ja: "日付")
  static let category = Phrase(en: "Category", ja: "区分")
  static let amount = Phrase(en: "Amount", ja: "金額")
  static let memo = Phrase(en: "Memo", ja: "メモ")
  /// The mark before the memo of a provisional entry: an estimate rule's, until a statement's
  /// row replaces it.
  static let provisional = Phrase(en: "[estimate]", ja: "[見込み]")
  static let paidBy = Phrase(en: "Paid by", ja: "支払った人")
  /// A shared ledger's rule that names no payer: whoever's session makes its entries pays.
  static let whoeverMakesIt = Phrase(en: "whoever makes it", ja: "作成したメンバー")
  static let total = Phrase(en: "Total", ja: "合計")
  static let count = Phrase(en: "Count", ja: "件数")
  static let share = Phrase(en: "Share", ja: "割合")
  static let change = Phrase(en: "Change", ja: "前月比")
  static let income = Phrase(en: "Income", ja: "収入")
  static let budget = Phrase(en: "Budget", ja: "予算")
  static let spent = Phrase(en: "Spent", ja: "支出")
  static let remaining = Phrase(en: "Remaining", ja: "残り")
  static let used = Phrase(en: "Used", ja: "消化率")
  static let over = Phrase(en: "over", ja: "超過")
  static let since = Phrase(en: "Since", ja: "開始")
  static let everyMonth = Phrase(en: "every month", ja: "毎月")
  /// A budget of `month` alone, as the budget table's column says it: `2026-12 only`.
  static func onlyMonth(_ month: YearMonth) -> Phrase {
    Phrase(en: "\(month) only", ja: "\(month) のみ")
  }
  static let noEntries = Phrase(en: "No entries.", ja: "記録はありません。")
  static let noBudgets = Phrase(
    en: "No budgets. Set one with: kakeibo budget set CATEGORY AMOUNT",
    ja: "予算はありません。設定するには: kakeibo budget set 区分 金額")

  /// The heading of the change column: against the previous month, `vs 2026-10` (前月比).
  static func versus(_ month: YearMonth) -> Phrase {
    Phrase(en: "vs \(month)", ja: "前月比")
  }

  /// Under the category table of a month still running: its changes are against the same days
  /// of the month before, not the whole of it.
  static func sameDays(_ month: YearMonth, _ dates: DateRange) -> Phrase {
    Phrase(
      en: "vs \(month): against "
        + (dates.dayCount == 1
          ? "its first day (\(dates.first))"
          : "its first \(dates.dayCount) days (\(dates.first) to \(dates.last))")
        + ", as many as this month has had so far",
      ja: "前月比は \(month) の同じ日数（最初の \(dates.dayCount) 日、"
        + (dates.dayCount == 1 ? "\(dates.first)" : "\(dates.first)〜\(dates.last)")
        + "）と比べています。今月はまだ途中です")
  }

  /// The month's balance: `Balance (収支): +¥262,120 (income − expenses)`.
  static func balance(_ signed: String) -> Phrase {
    Phrase(
      en: "Balance (収支): \(signed) (income − expenses)", ja: "収支: \(signed)（収入 − 支出）")
  }

  /// The month's savings rate: `Savings rate (貯蓄率): 12.5%`.
  static func savingsRate(_ rate: String) -> Phrase {
    Phrase(en: "Savings rate (貯蓄率): " + rate, ja: "貯蓄率: " + rate)
  }

  /// The days left in the month.
  static func daysLeft(_ pace: MonthPace) -> Phrase {
    pace.daysLeft == 0
      ? Phrase(en: "Days left: 0 (the month ends today)", ja: "残り日数: 0（今日で月末）")
      : Phrase(
        en: "Days left: \(pace.daysLeft) (to \(pace.dates.last))",
        ja: "残り日数: \(pace.daysLeft)（\(pace.dates.last) まで）")
  }

  /// What was spent a day so far.
  static func perDay(_ pace: MonthPace) -> Phrase {
    Phrase(
      en: "Per day so far: \(pace.averagePerDay) (\(pace.spentSoFar) in \(pace.daysElapsed) "
        + (pace.daysElapsed == 1 ? "day)" : "days)"),
      ja: "1 日あたり: \(pace.averagePerDay)（\(pace.daysElapsed) 日で \(pace.spentSoFar)）")
  }

  /// `12 entries`, `1,000,000 entries`: the count in the footer of `list`.
  static func entries(_ count: some BinaryInteger) -> Phrase {
    let number = Count.number(Int(count))
    return Phrase(en: count == 1 ? "1 entry" : "\(number) entries", ja: "\(number) 件")
  }

  /// `3 expenses`: the expenses' count when there is income too.
  static func expenses(_ count: some BinaryInteger) -> Phrase {
    let number = Count.number(Int(count))
    return Phrase(en: count == 1 ? "1 expense" : "\(number) expenses", ja: "支出 \(number) 件")
  }

  /// `2 income`: the income's count.
  static func incomes(_ count: some BinaryInteger) -> Phrase {
    let number = Count.number(Int(count))
    return Phrase(en: "\(number) income", ja: "収入 \(number) 件")
  }

  /// A period as a heading: `2026-11-01 to 2026-11-30`.
  static func period(_ dates: DateRange) -> Phrase {
    Phrase(en: "\(dates.first) to \(dates.last)", ja: "\(dates.first)〜\(dates.last)")
  }

  /// What a report is of, after its period: ` (search: netflix)`.
  static func searching(_ text: String) -> Phrase {
    Phrase(en: " (search: \(text))", ja: "（検索: \(text)）")
  }

  /// The heading of `budget`: `Budgets for this month (2026-11): 2026-11-01 to 2026-11-30`.
  static func budgets(for shown: String, _ dates: DateRange) -> Phrase {
    Phrase(
      en: "Budgets for \(shown): " + period(dates).english,
      ja: "\(shown) の予算: " + period(dates).japanese)
  }
}

/// The 予定 and 月末見込み block of the month report: what the recurring rules (固定費) will
/// still add, and where the month will end.
enum ForecastWords {
  static let forecastHeading = Phrase(
    en: "Scheduled (予定) and month-end forecast (月末見込み):", ja: "予定と月末見込み:")
  static let scheduledHeading = Phrase(
    en: "Scheduled (予定) by the recurring rules:", ja: "固定費による予定:")

  /// A month that has not begun and has nothing scheduled.
  static func nothingScheduled(_ month: YearMonth) -> Phrase {
    Phrase(
      en: "Nothing scheduled (予定) for \(month): it has not begun.",
      ja: "\(month) の予定はありません（まだ始まっていません）。")
  }

  /// `¥96,000 so far, ¥85,000 more scheduled, forecast ¥181,000`.
  static func soFar(_ line: MonthForecast.Line) -> Phrase {
    Phrase(
      en: "\(line.soFar) so far, \(line.scheduled.total) more scheduled, forecast \(line.forecast)",
      ja: "これまで \(line.soFar)、予定 \(line.scheduled.total)、見込み \(line.forecast)")
  }

  static let projectedHeading = Phrase(
    en: "Month-end forecast (月末見込み):", ja: "月末見込み:")

  /// `¥4,280 so far, ¥93,800 scheduled, ¥4,300 projected: forecast ¥102,380 (¥100,200 to
  /// ¥104,500)`; nothing scheduled is left out, and so is a range that is one amount.
  static func projected(_ line: MonthForecast.Line) -> Phrase {
    let scheduled = line.scheduled.count > 0
    let range = line.low != line.high
    return Phrase(
      en: "\(line.soFar) so far, " + (scheduled ? "\(line.scheduled.total) scheduled, " : "")
        + "\(line.projected) projected: forecast \(line.forecast)"
        + (range ? " (\(line.low) to \(line.high))" : ""),
      ja: "これまで \(line.soFar)、" + (scheduled ? "予定 \(line.scheduled.total)、" : "")
        + "予測 \(line.projected)、見込み \(line.forecast)"
        + (range ? "（\(line.low)〜\(line.high)）" : ""))
  }

  /// One line on how the variable spending was projected.
  static func how(_ projection: SpendingForecast) -> Phrase {
    let days = projection.daysLeft
    let pace = projection.paceWeight.percentText
    let usual = Rate(permille: 1000 - projection.paceWeight.permille).percentText
    let months = projection.historyMonths
    let range = months >= SpendingForecast.historyForRange
    let before = months == 1 ? "the month before" : "the \(months) months before"
    switch (months, range) {
    case (0, _):
      return Phrase(
        en: "How: the variable spending of the \(days) days left at this month's pace (no "
          + "month before it); the range is half to one and a half times that.",
        ja: "求め方: 残り \(days) 日の変動費を今月のペースで予測しました（前の月がないため）。"
          + "幅はその半分から 1.5 倍です。")
    case (_, false):
      return Phrase(
        en: "How: the variable spending of the \(days) days left, weighing this month's pace at "
          + "\(pace) and \(before) on the same days at \(usual); the range is "
          + "half to one and a half times that.",
        ja: "求め方: 残り \(days) 日の変動費を、今月のペース（\(pace)）と前の \(months) か月の"
          + "同じ日々の支出（\(usual)）から予測しました。幅はその半分から 1.5 倍です。")
    case (_, true):
      return Phrase(
        en: "How: the variable spending of the \(days) days left, weighing this month's pace at "
          + "\(pace) and \(before) on the same days at \(usual); the range "
          + "runs from the quietest of those months to the busiest.",
        ja: "求め方: 残り \(days) 日の変動費を、今月のペース（\(pace)）と前の \(months) か月の"
          + "同じ日々の支出（\(usual)）から予測しました。幅はその中で一番少ない月から一番多い月"
          + "までです。")
    }
  }

  /// `¥85,000 scheduled`.
  static func scheduled(_ line: MonthForecast.Line) -> Phrase {
    Phrase(en: "\(line.scheduled.total) scheduled", ja: "予定 \(line.scheduled.total)")
  }

  /// ` of ¥200,000`: the budget the line is against.
  static func ofBudget(_ budget: Yen) -> Phrase {
    Phrase(en: " of \(budget)", ja: "（予算 \(budget)）")
  }
}
