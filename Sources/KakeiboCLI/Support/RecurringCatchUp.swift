import ArgumentParsing
import KakeiboCore
import TerminalUI
import Wording

/// What `recurring add` checks before it writes a rule that begins in the past, whose entries
/// due by today are all made at once: that its months are ones the ledger's dates can hold,
/// and that a catch-up of more than a few thousand entries is what the user means.
enum RecurringCatchUp {
  /// The most entries a rule makes at once without asking.
  static let limit = 3_000

  /// The first month a rule may begin in: the ledger's dates follow the Gregorian calendar,
  /// whose first whole year is 1583 (SQLite's date arithmetic is not exact before it either:
  /// it reads 0300-03-01 as 0300-02-29).
  static let earliestMonth = YearMonth(year: 1583, month: 1)

  /// Refuses a rule that begins before `earliestMonth`, as a usage error naming the range; for
  /// one that makes more than `limit` entries now, asks on a terminal (cancelled unless the
  /// answer is yes) and refuses elsewhere, naming the nearest `--from` that needs no asking.
  /// `today` is the day that decides what is due (the server's, on a shared ledger).
  static func confirm(
    _ rule: RecurringRule, from: MonthReference?, today: LedgerDate, in context: Context
  ) throws {
    let given = VisibleText.of(from?.text ?? rule.firstDate.yearMonth.description)
    if let earliestMonth, rule.firstDate.yearMonth < earliestMonth {
      throw UsageRule.ruleBeforeCalendar(given: given, earliest: earliestMonth).refusal(
        command: "recurring add")
    }
    let due = rule.dueOccurrences(through: today)
    guard due.count > limit, let first = due.first?.date, let last = due.last?.date else { return }
    let count = Count.number(due.count)
    guard context.interaction != .none, let terminal = context.terminal else {
      var nearest = rule.firstDate.yearMonth
      for _ in 0..<(due.count - limit) { nearest = nearest.next ?? nearest }
      throw UsageRule.tooManyDue(
        given: given, count: due.count, first: first, last: last, limit: limit, nearest: nearest
      ).refusal(command: "recurring add")
    }
    let question = Phrase(
      en: "The rule falls due \(count) times by today, from \(first) to \(last). "
        + "Make \(count) entries now? [y/N] ",
      ja: "このルールは今日までに \(count) 回（\(first) から \(last) まで）あります。"
        + "記録を \(count) 件いま作りますか？ [y/N] ")
    terminal.write(question.text(in: context.language))
    let answer = terminal.readLine().map(TextNormalization.matchKey) ?? ""
    guard ["y", "yes", "はい"].contains(answer) else { throw CommandError.cancelled }
  }
}
