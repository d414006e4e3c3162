import Testing

@testable import KakeiboCore

private func day(_ text: String) throws -> LedgerDate { try #require(LedgerDate(iso: text)) }

@Suite struct DatePickerTests {
  let today = LedgerDate(validYear: 2026, month: 11, day: 15)

  func picker(_ date: String, _ column: DatePickerState.Column = .day) throws -> DatePickerState {
    DatePickerState(date: try day(date), today: today, column: column)
  }

  @Test func opensOnTheDateWithTheDaySelected() throws {
    let state = DatePickerState(date: try day("2026-11-03"), today: today)
    #expect(state.date == (try day("2026-11-03")))
    #expect(state.column == .day)
    #expect(state.typedDigits == "")
    #expect(state.isOpen)
  }

  @Test func switchesColumnsAndStopsAtTheEnds() throws {
    var state = try picker("2026-11-03")
    // → on the day, the last column, stays there: focus never wraps round to the year.
    state.handle(.nextColumn)
    #expect(state.column == .day)
    state.handle(.previousColumn)
    #expect(state.column == .month)
    state.handle(.previousColumn)
    #expect(state.column == .year)
    state.handle(.previousColumn)
    #expect(state.column == .year)
    state.handle(.nextColumn)
    #expect(state.column == .month)
    #expect(state.movedOn == nil)
  }

  /// The household's slip: `2 6 → → ↓` on the day column changed the year. Now it stays on
  /// the day: the 26th, then the 25th.
  @Test func typingADayThenArrowsNeverReachesTheYear() throws {
    var state = try picker("2026-11-15")
    for action in [DatePickerAction.digit(2), .digit(6), .nextColumn, .nextColumn, .decrement] {
      state.handle(action)
    }
    #expect(state.date == (try day("2026-11-25")))
    #expect(state.column == .day)
  }

  @Test func aValueTypedInFullSaysWhereFocusWent() throws {
    var state = try picker("2026-11-15", .year)
    for digit in [2, 0, 2, 5] { state.handle(.digit(digit)) }
    #expect(state.column == .month)
    #expect(state.movedOn == .year)
    state.handle(.digit(1))
    #expect(state.movedOn == nil)
    state.handle(.digit(2))
    #expect(state.movedOn == .month)
    #expect(state.column == .day)
    state.handle(.increment)
    #expect(state.movedOn == nil)
  }

  @Test func changesEachColumnWithWrapAroundAndNoCarry() throws {
    var state = try picker("2026-12-31")
    state.handle(.increment)
    #expect(state.date == (try day("2026-12-01")))
    state.handle(.decrement)
    #expect(state.date == (try day("2026-12-31")))
    state.handle(.previousColumn)
    state.handle(.increment)
    #expect(state.date == (try day("2026-01-31")))
    state.handle(.decrement)
    state.handle(.decrement)
    #expect(state.date == (try day("2026-11-30")))
    state.handle(.previousColumn)
    state.handle(.increment)
    #expect(state.date == (try day("2027-11-30")))

    var edge = try picker("9999-01-01", .year)
    edge.handle(.increment)
    #expect(edge.date == (try day("0001-01-01")))
    edge.handle(.decrement)
    #expect(edge.date == (try day("9999-01-01")))
  }

  @Test func clampsTheDayToTheMonthsLength() throws {
    var state = try picker("2026-01-31", .month)
    state.handle(.increment)
    #expect(state.date == (try day("2026-02-28")))
    state.handle(.increment)
    #expect(state.date == (try day("2026-03-28")))
    var april = try picker("2026-03-31", .month)
    april.handle(.increment)
    #expect(april.date == (try day("2026-04-30")))
  }

  @Test func twentyNinthOfFebruaryOnlyInLeapYears() throws {
    var state = try picker("2024-02-29", .year)
    state.handle(.increment)
    #expect(state.date == (try day("2025-02-28")))
    state.handle(.decrement)
    #expect(state.date == (try day("2024-02-28")))

    var leap = try picker("2024-02-28")
    leap.handle(.increment)
    #expect(leap.date == (try day("2024-02-29")))
    leap.handle(.increment)
    #expect(leap.date == (try day("2024-02-01")))

    var century = try picker("2000-02-29", .year)
    century.handle(.decrement)
    #expect(century.date == (try day("1999-02-28")))
    var notLeap = try picker("1900-02-28")
    notLeap.handle(.increment)
    #expect(notLeap.date == (try day("1900-02-01")))
  }

  @Test func typedDigitsFillAColumnAndMoveOn() throws {
    var state = try picker("2026-11-15", .year)
    for digit in [2, 0, 2] { state.handle(.digit(digit)) }
    #expect(state.typedDigits == "202")
    #expect(state.date == (try day("2026-11-15")))
    state.handle(.digit(4))
    #expect(state.date == (try day("2024-11-15")))
    #expect(state.column == .month)
    state.handle(.digit(0))
    state.handle(.digit(2))
    #expect(state.date == (try day("2024-02-15")))
    #expect(state.column == .day)
    state.handle(.digit(2))
    #expect(state.typedDigits == "2")
    state.handle(.digit(9))
    #expect(state.date == (try day("2024-02-29")))
    #expect(state.typedDigits == "")
  }

  @Test func aDigitThatCannotBeginALongerValueIsTakenAtOnce() throws {
    var state = try picker("2026-11-15", .month)
    state.handle(.digit(3))
    #expect(state.date == (try day("2026-03-15")))
    #expect(state.column == .day)
    state.handle(.digit(5))
    #expect(state.date == (try day("2026-03-05")))

    var february = try picker("2026-02-10")
    february.handle(.digit(3))
    #expect(february.date == (try day("2026-02-03")))
  }

  @Test func anImpossibleValueStartsTheTypingOver() throws {
    var state = try picker("2026-11-15")
    state.handle(.digit(3))
    state.handle(.digit(5))
    #expect(state.date == (try day("2026-11-05")))
    var month = try picker("2026-11-15", .month)
    month.handle(.digit(1))
    month.handle(.digit(4))
    #expect(month.date == (try day("2026-04-15")))
  }

  @Test func otherKeysTakeAWholeTypedValue() throws {
    var state = try picker("2026-11-15")
    state.handle(.digit(2))
    #expect(state.isColumnComplete)
    state.handle(.previousColumn)
    #expect(state.date == (try day("2026-11-02")))
    #expect(state.column == .month)
    state.handle(.digit(1))
    state.handle(.deleteDigit)
    #expect(state.typedDigits == "")
    state.handle(.nextColumn)
    state.handle(.nextColumn)
    state.handle(.digit(1))
    #expect(state.handle(.done) == .picked(try day("2026-11-01")))
  }

  @Test func aHalfTypedColumnIsNeverTakenAndSaysWhatIsMissing() throws {
    // t, then 1 6 and Enter in the year column: 16 is not a year being typed in full.
    var state = try picker("2026-11-15", .year)
    state.handle(.today)
    state.handle(.digit(1))
    state.handle(.digit(6))
    #expect(!state.isColumnComplete)
    #expect(state.missingDigitCount == 2)
    #expect(state.handle(.done) == nil)
    #expect(state.isOpen)
    #expect(state.isAskingForDigits)
    #expect(state.date == today)
    // Nor does anything else take it: the picker stays on the column, the date unchanged.
    for action in [DatePickerAction.nextColumn, .previousColumn, .increment, .decrement] {
      state.handle(action)
      #expect(state.column == .year)
      #expect(state.typedDigits == "16")
      #expect(state.date == today)
    }
    state.handle(.digit(2))
    #expect(!state.isAskingForDigits)
    state.handle(.digit(0))
    #expect(state.date == (try day("1620-11-15")))
    #expect(state.column == .month)

    // ←← 2 0 Enter from the day column.
    var short = try picker("2026-12-01")
    short.handle(.previousColumn)
    short.handle(.previousColumn)
    short.handle(.digit(2))
    short.handle(.digit(0))
    #expect(short.handle(.done) == nil)
    #expect(short.date == (try day("2026-12-01")))
    // Backspace corrects, t leaves the typing for today, Esc still cancels.
    short.handle(.deleteDigit)
    short.handle(.deleteDigit)
    #expect(short.handle(.done) == .picked(try day("2026-12-01")))

    var month = try picker("2026-11-15", .month)
    month.handle(.digit(0))
    #expect(month.missingDigitCount == 1)
    #expect(month.handle(.done) == nil)
    month.handle(.today)
    #expect(month.typedDigits == "")
    #expect(month.handle(.done) == .picked(today))
    var day0 = try picker("2026-11-15")
    day0.handle(.digit(0))
    #expect(day0.handle(.cancel) == .cancelled)
  }

  @Test func aDateMoreThanAYearAway() throws {
    let today = try day("2026-11-15")
    #expect(!(try day("2025-11-15")).isMoreThanAYear(from: today))
    #expect((try day("2025-11-14")).isMoreThanAYear(from: today))
    #expect(!(try day("2027-11-15")).isMoreThanAYear(from: today))
    #expect((try day("2027-11-16")).isMoreThanAYear(from: today))
    #expect((try day("0016-11-16")).isMoreThanAYear(from: today))
    #expect(!(try day("2025-02-28")).isMoreThanAYear(from: try day("2024-02-29")))
    #expect((try day("2023-02-27")).isMoreThanAYear(from: try day("2024-02-29")))
    #expect(try day("2024-02-29").adding(years: 1) == (try day("2025-02-28")))
    #expect(try day("9999-01-01").adding(years: 1) == nil)
  }

  @Test func todayDoneAndCancel() throws {
    var state = try picker("2020-02-29")
    state.handle(.today)
    #expect(state.date == today)
    #expect(state.handle(.done) == .picked(today))
    #expect(!state.isOpen)
    #expect(state.handle(.increment) == .picked(today))
    #expect(state.date == today)

    var cancelled = try picker("2020-02-29")
    cancelled.handle(.digit(1))
    #expect(cancelled.handle(.cancel) == .cancelled)
    #expect(cancelled.handle(.done) == .cancelled)
  }

  @Test func weekdays() throws {
    #expect(try day("1970-01-01").weekdaySymbol == "木")
    #expect(try day("2026-11-15").weekdaySymbol == "日")
    #expect(try day("2024-02-29").weekdaySymbol == "木")
    #expect(try day("1969-12-31").weekday == 3)
    #expect(try day("0001-01-01").weekdaySymbol == "月")
  }
}
