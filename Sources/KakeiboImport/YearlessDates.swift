import KakeiboCore

/// Gives a year to the days a statement writes without one (`10/28`, `5月1日`): the one `year`
/// names (`--year`), else the most recent year that puts the day on or before the statement's
/// own last day (`statementEnd`: the latest date its lines before the table name, such as its
/// period's end or its payment date), else on or before `today`.
///
/// Each day gets its own year, so that a history across New Year (`12/30` then `01/05`, read on
/// 2027-01-10) is 2026-12-30 and 2027-01-05, and every date is on or before the end. A history
/// holds the last months only (モバイルSuica keeps 26 weeks), so a day after the end's month and
/// day is last year's.
struct YearlessDates: Sendable {
  let today: LedgerDate?
  let year: Int?
  var statementEnd: LedgerDate? = nil

  /// The date of `month`/`day`, written `text`; throws when it has none.
  func date(month: Int, day: Int, text: String) throws(InvalidValue) -> LedgerDate {
    if let year {
      guard let date = LedgerDate(year: year, month: month, day: day) else {
        throw InvalidValue(.date, text, .noSuchDayInYear(year))
      }
      return date
    }
    // On or before the statement's end, and never after today: a card's statement names the day
    // it is paid, after its last use.
    guard let end = [statementEnd, today].compactMap({ $0 }).min() else {
      throw InvalidValue(.date, text, .yearNotKnown)
    }
    var year = (month, day) <= (end.month, end.day) ? end.year : end.year - 1
    // 02/29 is in the most recent leap year.
    for _ in 0..<8 {
      if let date = LedgerDate(year: year, month: month, day: day) { return date }
      year -= 1
    }
    throw InvalidValue(.date, text, .noYearHasDay)
  }
}
