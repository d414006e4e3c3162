/// What a person can do to an open date picker, whatever the keys that mean it.
public enum DatePickerAction: Equatable, Sendable {
  /// Moves to the column on the right (year → month → day); stays on the day, the last.
  case nextColumn
  /// Moves to the column on the left; stays on the year, the first.
  case previousColumn
  /// Adds one to the selected column, wrapping at its end (December → January).
  case increment
  /// Subtracts one from the selected column, wrapping at its start.
  case decrement
  /// Types a digit (0–9) into the selected column.
  case digit(Int)
  /// Removes the last typed digit.
  case deleteDigit
  /// Jumps to today.
  case today
  /// Confirms the date shown (Done).
  case done
  /// Closes the picker without a date (Cancel).
  case cancel
}

/// How a date picker closed.
public enum DatePickerOutcome: Equatable, Sendable {
  case picked(LedgerDate)
  case cancelled
}

/// The state of a date picker with three columns, year, month and day. Pure: the terminal is
/// only its view. The date shown is always a real day: when the month or year changes, the day
/// is clamped to the month's length (31 January + one month is 28 or 29 February). A column
/// being typed is taken only once it holds a whole value (all four digits of a year): until
/// then the picker neither moves, nor changes, nor closes with a date, and says what is missing.
/// Focus moves only where it is shown: ←/→ stop at the ends, and a column typed in full hands
/// on to the next with `movedOn` set, so that the view says so.
public struct DatePickerState: Equatable, Sendable {
  /// The columns, left to right.
  public enum Column: Int, CaseIterable, Sendable {
    case year, month, day

    /// How many digits the column shows and accepts.
    public var digitCount: Int { self == .year ? 4 : 2 }
  }

  /// The date shown, always a real day.
  public private(set) var date: LedgerDate
  /// The column that the arrows and digits change.
  public private(set) var column: Column
  /// Digits typed into `column` that do not make a value yet (such as `1` for a month that may
  /// become 10, 11 or 12); empty when nothing is being typed.
  public private(set) var typedDigits: String = ""
  /// Whether the last action was refused because the column is half typed (`[20__]`), so
  /// that the view says what is missing; cleared by the next digit, Backspace or `t`.
  public private(set) var isAskingForDigits = false
  /// The column that a value typed in full has just handed focus on from (the year, once its
  /// four digits are typed, moves on to the month), so that the view says where focus went;
  /// nil after any other action.
  public private(set) var movedOn: Column?
  /// The day `t` jumps to.
  public let today: LedgerDate
  /// How the picker closed, or nil while it is open.
  public private(set) var outcome: DatePickerOutcome?

  /// Opens a picker on `date`, with `column` selected (the day by default: the column most
  /// often changed).
  public init(date: LedgerDate, today: LedgerDate, column: Column = .day) {
    self.date = date
    self.today = today
    self.column = column
  }

  public var isOpen: Bool { outcome == nil }

  /// Whether the digits being typed make a whole value of the column: all four of a year, or
  /// a month or a day that exists (one digit will do: 3 is the 3rd); true when nothing is
  /// being typed.
  public var isColumnComplete: Bool {
    guard !typedDigits.isEmpty else { return true }
    guard let number = Int(typedDigits), range(of: column).contains(number) else { return false }
    return column != .year || typedDigits.count == column.digitCount
  }

  /// How many more digits the column being typed needs to hold a whole value.
  public var missingDigitCount: Int {
    isColumnComplete ? 0 : max(1, column.digitCount - typedDigits.count)
  }

  /// Applies `action` and returns the outcome once the picker has closed. Any action but a
  /// digit, Backspace, `t` or Cancel first takes the digits being typed, and is refused while
  /// they do not make a whole value (`isAskingForDigits`). A closed picker ignores further
  /// actions.
  @discardableResult
  public mutating func handle(_ action: DatePickerAction) -> DatePickerOutcome? {
    guard outcome == nil else { return outcome }
    movedOn = nil
    switch action {
    case .digit(let digit):
      isAskingForDigits = false
      type(digit)
      return nil
    case .deleteDigit:
      isAskingForDigits = false
      typedDigits = String(typedDigits.dropLast())
      return nil
    case .cancel:
      outcome = .cancelled
      return outcome
    case .today:
      isAskingForDigits = false
      typedDigits = ""
      date = today
      return nil
    default:
      break
    }
    guard isColumnComplete else {
      isAskingForDigits = true
      return nil
    }
    settleTypedDigits()
    switch action {
    case .nextColumn:
      column = Column(rawValue: column.rawValue + 1) ?? column
    case .previousColumn:
      column = Column(rawValue: column.rawValue - 1) ?? column
    case .increment:
      step(by: 1)
    case .decrement:
      step(by: -1)
    case .done:
      outcome = .picked(date)
    case .digit, .deleteDigit, .today, .cancel:
      break
    }
    return outcome
  }

  // MARK: Changing a column

  /// The values `column` can take for the shown year and month.
  public func range(of column: Column) -> ClosedRange<Int> {
    switch column {
    case .year: 1...9999
    case .month: 1...12
    case .day: 1...LedgerDate.daysIn(month: date.month, year: date.year)
    }
  }

  /// The value of `column` in the shown date.
  public func value(of column: Column) -> Int {
    switch column {
    case .year: date.year
    case .month: date.month
    case .day: date.day
    }
  }

  private mutating func step(by delta: Int) {
    let range = range(of: column)
    let count = range.count
    let offset = (value(of: column) - range.lowerBound + delta % count + count) % count
    set(column, to: range.lowerBound + offset)
  }

  /// Sets a column to a value within its range, then clamps the day to the month's length.
  private mutating func set(_ column: Column, to value: Int) {
    var (year, month, day) = (date.year, date.month, date.day)
    switch column {
    case .year: year = value
    case .month: month = value
    case .day: day = value
    }
    day = min(day, LedgerDate.daysIn(month: month, year: year))
    date = LedgerDate(validYear: year, month: month, day: day)
  }

  // MARK: Typing

  /// Adds a digit to those typed. The value is taken as soon as no further digit could extend
  /// it (a month of 2–9, a day of 4–9, or all the column's digits typed), and the next column
  /// is selected, with `movedOn` saying so. A digit that would make an impossible value starts
  /// the typing over.
  private mutating func type(_ digit: Int) {
    guard (0...9).contains(digit) else { return }
    let candidate = typedDigits + String(digit)
    if let number = Int(candidate), number <= range(of: column).upperBound {
      typedDigits = candidate
    } else {
      typedDigits = String(digit)
    }
    guard let number = Int(typedDigits) else { return }
    let isComplete =
      typedDigits.count == column.digitCount || number * 10 > range(of: column).upperBound
    if isComplete, settleTypedDigits(), column != .day {
      movedOn = column
      column = Column(rawValue: column.rawValue + 1) ?? .day
    }
  }

  /// Takes the typed digits as the column's value when they make a valid one, and forgets them.
  /// Returns whether a value was taken.
  @discardableResult
  private mutating func settleTypedDigits() -> Bool {
    defer { typedDigits = "" }
    guard let number = Int(typedDigits), range(of: column).contains(number) else { return false }
    set(column, to: number)
    return true
  }
}

// MARK: - Weekday

extension LedgerDate {
  /// The day of the week, 0 for Sunday to 6 for Saturday.
  public var weekday: Int {
    // 1970-01-01 was a Thursday (4).
    ((daysSinceEpoch + 4) % 7 + 7) % 7
  }

  /// The weekday as the one kanji a Japanese calendar shows: 日 月 火 水 木 金 土.
  public var weekdaySymbol: String {
    ["日", "月", "火", "水", "木", "金", "土"][weekday]
  }
}
