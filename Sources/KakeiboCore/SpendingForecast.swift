/// One month's expenses day by day, per category, split into what the recurring rules made
/// (fixed costs, known ahead) and the rest (variable spending, which a forecast projects). Day
/// 0 is the month's first day (with its month start).
public struct DailySpending: Hashable, Sendable {
  /// The dates the month covers.
  public let dates: DateRange
  /// Each category's variable spending on each day of the month, by day (0 = the first).
  public private(set) var variable: [Category: [Int64]]
  /// Each category's entries made by recurring rules, by day.
  public private(set) var fixed: [Category: [Int64]]

  public init(dates: DateRange) {
    self.dates = dates
    variable = [:]
    fixed = [:]
  }

  /// The number of days in the month.
  public var dayCount: Int { dates.dayCount }

  /// Whether the month has no expense at all (a month before the ledger's first).
  public var isEmpty: Bool { variable.isEmpty && fixed.isEmpty }

  /// Adds `amount`, spent on `date` in `category` (by a rule when `isFixed`); a date outside
  /// the month is ignored.
  public mutating func add(
    _ amount: Int64, on date: LedgerDate, in category: Category, isFixed: Bool
  ) {
    guard dates.contains(date) else { return }
    let day = date.daysSinceEpoch - dates.first.daysSinceEpoch
    let empty = Array(repeating: Int64(0), count: dayCount)
    if isFixed {
      fixed[category, default: empty][day] &+= amount
    } else {
      variable[category, default: empty][day] &+= amount
    }
  }

  /// The variable spending of `category` from day `first` to day `last` (0-based, both
  /// included; clamped to the month).
  public func variable(_ category: Category, days first: Int, through last: Int) -> Int64 {
    Self.sum(variable[category], first, last)
  }

  /// What the rules made in `category` from day `first` to day `last`.
  public func fixed(_ category: Category, days first: Int, through last: Int) -> Int64 {
    Self.sum(fixed[category], first, last)
  }

  /// Everything `category` spent in the month.
  public func total(_ category: Category) -> Int64 {
    variable(category, days: 0, through: dayCount - 1)
      &+ fixed(category, days: 0, through: dayCount - 1)
  }

  private static func sum(_ days: [Int64]?, _ first: Int, _ last: Int) -> Int64 {
    guard let days, !days.isEmpty else { return 0 }
    let lower = max(0, first)
    let upper = min(days.count - 1, last)
    guard lower <= upper else { return 0 }
    return days[lower...upper].reduce(0, &+)
  }
}

/// The month-end forecast of the variable spending: for each category, this month's pace so
/// far, blended with the household's average month over the same days still to come.
///
/// On day `d` of a month of `n` days, with `v` spent (variable) so far, the pace projects
/// `v / d × (n − d)` for the days left; the history (the months before, up to twelve, those the
/// ledger covers) projects the mean of what each of them spent from its day `d + 1` to its end.
/// The two are blended by how much of the month has gone: the pace weighs `d / n`, the history
/// `1 − d / n`, so that on the 1st the household's habits speak, and on the 28th the month
/// itself. The range is the same blend with the quietest and the busiest of the history months
/// in place of their mean; with fewer than three months of history, it is the rest of the
/// month at half and at one and a half times the projection.
public struct SpendingForecast: Hashable, Sendable {
  /// One category's projection of its variable spending for the days left.
  public struct Projection: Hashable, Sendable {
    /// The variable spending so far.
    public let soFar: Yen
    /// The days left at this month's pace.
    public let pace: Yen
    /// The mean of the history months over the same days; nil without history.
    public let usual: Yen?
    /// What the blend expects the days left to add, and its range.
    public let expected: Yen
    public let low: Yen
    public let high: Yen
  }

  /// The days of the month gone, today included, and the month's length.
  public let daysElapsed: Int
  public let dayCount: Int
  /// How many months of history there were.
  public let historyMonths: Int
  /// The weight of this month's pace, in permille (the history weighs the rest).
  public let paceWeight: Rate
  public let categories: [Category: Projection]

  /// The fewest months of history whose quietest and busiest make the range.
  public static let historyForRange = 3
  /// The most months of history used.
  public static let historyLimit = 12

  /// Projects the variable spending of `month` (its first `daysElapsed` days known) for its
  /// remaining days, from its own pace and from `history` (the months before it, any order;
  /// the last `historyLimit` are used).
  public init(month: DailySpending, daysElapsed: Int, history: [DailySpending]) {
    let history = Array(
      history.sorted { $0.dates.first < $1.dates.first }.suffix(Self.historyLimit))
    let elapsed = max(0, min(daysElapsed, month.dayCount))
    let left = month.dayCount - elapsed
    self.daysElapsed = elapsed
    self.dayCount = month.dayCount
    self.historyMonths = history.count
    // The weight of the pace: d / n, in permille; all of it without history.
    let weight =
      history.isEmpty
      ? Int64(1000)
      : Int64((elapsed * 1000 + month.dayCount / 2) / max(1, month.dayCount))
    paceWeight = Rate(permille: weight)
    var categories: [Category: Projection] = [:]
    for category in Category.allCases {
      let soFar = month.variable(category, days: 0, through: elapsed - 1)
      let pace = elapsed == 0 ? 0 : Self.divided(soFar &* Int64(left), by: Int64(elapsed))
      // Each history month from the same day on, to its own end.
      let sameDays = history.map {
        $0.variable(category, days: elapsed, through: $0.dayCount - 1)
      }
      func blend(_ usual: Int64) -> Int64 {
        Self.divided(pace &* weight &+ usual &* (1000 - weight), by: 1000)
      }
      let usual =
        sameDays.isEmpty ? nil : Self.divided(sameDays.reduce(0, &+), by: Int64(sameDays.count))
      let expected = usual.map(blend) ?? pace
      let (low, high): (Int64, Int64)
      if sameDays.count >= Self.historyForRange, let least = sameDays.min(),
        let most = sameDays.max()
      {
        (low, high) = (blend(least), blend(most))
      } else {
        (low, high) = (Self.divided(expected, by: 2), Self.divided(expected &* 3, by: 2))
      }
      categories[category] = Projection(
        soFar: Yen(soFar), pace: Yen(pace), usual: usual.map(Yen.init),
        expected: Yen(max(0, expected)),
        // A month whose refunds outweigh its spending so far has a negative pace; the days
        // left are projected to add nothing (never to take off), and so is the top of the range.
        low: Yen(max(0, min(low, expected))), high: Yen(max(0, high, expected)))
    }
    self.categories = categories
  }

  /// The projection of the last of `months` (each with its daily spending, oldest first) on
  /// its day `daysElapsed`, with the months before it as history from the first that spent
  /// anything: those before the ledger began are no history.
  public init(months: [DailySpending], daysElapsed: Int) {
    var history = months
    let month = history.popLast() ?? DailySpending(dates: DateRange.all)
    self.init(
      month: month, daysElapsed: daysElapsed, history: Array(history.drop { $0.isEmpty }))
  }

  /// The days left, `dayCount − daysElapsed`.
  public var daysLeft: Int { dayCount - daysElapsed }

  /// Rounds `value / divisor` to the nearest whole number, halves away from zero.
  static func divided(_ value: Int64, by divisor: Int64) -> Int64 {
    guard divisor > 0 else { return 0 }
    let (quotient, remainder) = value.magnitude.quotientAndRemainder(dividingBy: UInt64(divisor))
    let rounded = Int64(quotient + (remainder * 2 >= UInt64(divisor) ? 1 : 0))
    return value < 0 ? -rounded : rounded
  }
}

/// The back-test of the forecast (`report --forecast-check`): for each month that has ended,
/// what the forecast would have said on its 10th and its 20th, knowing only what was known
/// then, against what the month came to.
public struct ForecastCheck: Hashable, Sendable {
  /// The days of the month the forecast is made on.
  public static let checkDays = [10, 20]

  /// One month replayed.
  public struct Month: Hashable, Sendable {
    public let month: YearMonth
    /// What the month's expenses came to.
    public let actual: Yen
    /// The forecast on each check day (`checkDays`, in order), with its range.
    public let forecasts: [(forecast: Yen, low: Yen, high: Yen)]

    /// The error of each forecast: forecast − actual, as a share of the actual (nil when
    /// nothing was spent).
    public var errors: [Rate?] {
      forecasts.map { try? Rate.of($0.forecast.value &- actual.value, over: actual) ?? nil }
    }

    /// Whether each forecast's range held what happened.
    public var hits: [Bool] { forecasts.map { $0.low <= actual && actual <= $0.high } }

    public static func == (lhs: Month, rhs: Month) -> Bool {
      lhs.month == rhs.month && lhs.actual == rhs.actual
        && lhs.forecasts.map(\.forecast) == rhs.forecasts.map(\.forecast)
        && lhs.forecasts.map(\.low) == rhs.forecasts.map(\.low)
        && lhs.forecasts.map(\.high) == rhs.forecasts.map(\.high)
    }

    public func hash(into hasher: inout Hasher) {
      hasher.combine(month)
      hasher.combine(actual)
      for forecast in forecasts { hasher.combine(forecast.forecast) }
    }
  }

  /// The months replayed, oldest first.
  public let months: [Month]

  /// Replays `months` (each with its daily spending, oldest first; the ledger's months, of which
  /// the last `count` that have ended are checked, each against the months before it).
  public init(months: [(YearMonth, DailySpending)], count: Int = 12) {
    var result: [Month] = []
    for index in months.indices.suffix(count) {
      let (month, spending) = months[index]
      let history = months[..<index].map(\.1)
      let actual = Category.allCases.reduce(Int64(0)) { $0 &+ spending.total($1) }
      let forecasts = Self.checkDays.map { day -> (Yen, Yen, Yen) in
        let elapsed = min(day, spending.dayCount)
        let projection = SpendingForecast(
          month: spending, daysElapsed: elapsed, history: Array(history))
        var (forecast, low, high) = (Int64(0), Int64(0), Int64(0))
        for category in Category.allCases {
          // What was spent by then, and what the rules had still to make (known ahead).
          let known =
            spending.variable(category, days: 0, through: elapsed - 1)
            &+ spending.fixed(category, days: 0, through: spending.dayCount - 1)
          let projected = projection.categories[category]
          forecast &+= known &+ (projected?.expected.value ?? 0)
          low &+= known &+ (projected?.low.value ?? 0)
          high &+= known &+ (projected?.high.value ?? 0)
        }
        return (Yen(forecast), Yen(low), Yen(high))
      }
      result.append(Month(month: month, actual: Yen(actual), forecasts: forecasts))
    }
    self.months = result
  }

  /// The mean absolute error on each check day, as a share of the actual, over the months
  /// that spent anything; nil without such months.
  public var meanAbsoluteErrors: [Rate?] {
    Self.checkDays.indices.map { index in
      let errors = months.compactMap { $0.errors[index] }.map { $0.permille.magnitude }
      guard !errors.isEmpty else { return nil }
      let sum = errors.reduce(UInt64(0), +)
      let count = UInt64(errors.count)
      return Rate(permille: Int64((sum + count / 2) / count))
    }
  }

  /// How many months' actual totals fell within the range, on each check day.
  public var hitCounts: [Int] {
    Self.checkDays.indices.map { index in months.filter { $0.hits[index] }.count }
  }
}
