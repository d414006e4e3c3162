import ArgumentParsing
import KakeiboCore
import KakeiboStore
import TerminalUI
import Wording

/// `kakeibo report [MONTH]`, `kakeibo report --year YYYY` and `kakeibo report --last [N]`:
/// spending by category, for a month or month by month.
enum Report: Command {
  static let spec = CommandSpec(
    name: "report",
    abstract: Phrase(
      en: "Show spending by category for a month or a year",
      ja: "月または年の支出を区分ごとに表示します"),
    usage: [
      "[MONTH] [--top N | --detail] [--search TEXT] [--format FORMAT]",
      "--year [YYYY] [--detail] [--search TEXT] [--format FORMAT]",
      "--last [N] [--detail] [--search TEXT] [--format FORMAT]",
    ],
    arguments: [
      ArgumentSpec(
        "MONTH", help: "The month to summarise: 2026-11, 11, last (default: this month)",
        isOptional: true, completion: Completions.months)
    ],
    options: [
      .optionalValue(
        "year", valueName: "YYYY",
        help: "Summarise a whole year, month by month (default: this year)"),
      .optionalValue(
        "last", valueName: "N",
        help: "Summarise the last N months, ending with this one (default: 6)"),
      .value("top", valueName: "N", help: "Under each category, its N largest memos of the month"),
      .flag(
        "detail",
        help: "Under each category, its 内訳 (and the income's); with --year and\n"
          + "--last, a row per 内訳"),
      CommonOptions.search, CommonOptions.monthStart,
      .value(
        "format", short: "f", valueName: "FORMAT",
        help: "table, csv, json or svg (default: table); svg, a chart, is for\n"
          + "--year and --last"
      ).helped(
        ja: "table・csv・json・svg のどれか（省略時: table）。グラフの svg は\n"
          + "--year か --last のときだけです"
      ).completing(.words(["table", "csv", "json", "svg"])),
    ],
    conflicts: [("year", "last"), ("year", "top"), ("last", "top"), ("top", "detail")],
    discussion: "The monthly summary lists every category, spent in or not, with its total, the\n"
      + "number of entries, its share of the month, the change against the previous month\n"
      + "(+¥1,300 more, −¥140 less, in red and green on a colour terminal; — when the\n"
      + "previous month had nothing) and a bar scaled to the largest category, then the\n"
      + "month's total. Shares are rounded so that they add up to exactly 100%. Categories\n"
      + "with a budget are shown against it, over-budget ones marked; the current month\n"
      + "also shows the days left and the average spent per day. A refund lowers its\n"
      + "category's total, which may fall below zero: it then has no share (—) and no bar.\n"
      + "A month with income adds it, the balance (収支: income minus expenses) and the\n"
      + "savings rate (貯蓄率: the balance over the income); income is no category's.\n"
      + "--detail lists each category's 内訳 with its share of the category.\n"
      + "The yearly summary and --last have a row per month and a column per category, with\n"
      + "the totals of every row and column, the average month and a sparkline per\n"
      + "category. The average is over the months the ledger covers (from its first entry's\n"
      + "month to this one), and the footer says how many.\n"
      + "A month is YYYY-MM, YYYY/MM, 2026年11月, M or M月 (the latest such month, this one\n"
      + "included), this (今月) or last (先月).\n"
      + "Months begin on the month-start setting ('kakeibo config'); the header shows the\n"
      + "dates each report covers. Tables fit COLUMNS (or the terminal); bars shrink first.\n"
      + "--search adds up only the entries whose memo or 内訳 contains TEXT, as 'list\n"
      + "--search' finds them (the header says so); budgets, what is scheduled and the\n"
      + "month's pace are of all the entries, so a search's report leaves them out.",
    examples: [
      "kakeibo report", "kakeibo report 2026-11 --top 3", "kakeibo report 2026-11 --detail",
      "kakeibo report 2026-11 --format json", "kakeibo report --year 2026 --search 整体",
      "kakeibo report --year 2026", "kakeibo report --last 12",
      "kakeibo report --year 2026 --format svg > 2026.svg",
    ])

  /// How a report is printed.
  /// How many months `--last` shows without a number, and how many it may show.
  static let defaultLastCount = 6
  static let lastCounts = 1...1200

  static func run(_ arguments: ParsedArguments, in context: Context) throws {
    let format = try OutputFormat.parse(arguments, allowed: [.table, .csv, .json, .svg])
    let override = try CommonOptions.monthStartOverride(arguments)
    let search = try CommonOptions.search(arguments)
    if arguments.value("year") != nil || arguments.hasFlag("year") {
      try refuseMonthArgument(arguments, alongside: "--year")
      let yearText = arguments.value("year")
      let givenYear = try yearText.map { text throws(InvalidValue) in
        try YearMonth.parseYear(text)
      }
      let ledger = try context.openLedger(arguments, intent: .read)
      let start = try ledger.monthStart(overriddenBy: override)
      // Without a value, the year of this month.
      let year = givenYear ?? YearMonth(containing: context.today, startingOn: start).year
      let summary = try YearlySummary(
        year: year, startingOn: start,
        periods: try periods(
          of: YearMonth.months(of: year), startingOn: start, matching: search, in: ledger))
      try write(
        summary.series,
        titles: searched((summary.yearText, SeriesChart.Words.year(summary.yearText)), search),
        head: [("year", .integer(Int64(year)))] + searchJSON(search), startingOn: start,
        format: format,
        isDetailed: arguments.hasFlag("detail"), ledger: ledger, context: context)
    } else if arguments.value("last") != nil || arguments.hasFlag("last") {
      try refuseMonthArgument(arguments, alongside: "--last")
      let count =
        try arguments.value("last").map { text throws(UsageError) in
          try parseCount(text, option: "last", range: lastCounts)
        } ?? defaultLastCount
      let ledger = try context.openLedger(arguments, intent: .read)
      let start = try ledger.monthStart(overriddenBy: override)
      let months = YearMonth(containing: context.today, startingOn: start)
        .months(endingHere: count)
      let series = try MonthSeries(
        months: months, startingOn: start,
        periods: try periods(of: months, startingOn: start, matching: search, in: ledger))
      try write(
        series,
        titles: searched(
          ("Last \(months.count) months", SeriesChart.Words.lastMonths(months.count)), search),
        head: [("last", .integer(Int64(count)))] + searchJSON(search), startingOn: start,
        format: format,
        isDetailed: arguments.hasFlag("detail"), ledger: ledger, context: context)
    } else {
      guard format != .svg else {
        throw UsageError.invalidUsage(
          "'--format svg' draws a chart month by month: use it with --year or --last",
          command: spec.name)
      }
      try monthly(
        arguments, override: override, search: search, format: format, context: context)
    }
  }

  static func refuseMonthArgument(_ arguments: ParsedArguments, alongside option: String)
    throws(UsageError)
  {
    if let month = arguments.argument(0) {
      throw .invalidUsage(
        "give either a month (\(month)) or \(option), not both", command: spec.name)
    }
  }

  /// Parses the number of `--top` or `--last`.
  static func parseCount(_ text: String, option: String, range: ClosedRange<Int>)
    throws(UsageError) -> Int
  {
    guard let count = Int(TextNormalization.folded(text)), range.contains(count) else {
      throw .invalidUsage(
        "option '--\(option)' needs a whole number from \(range.lowerBound) to "
          + "\(Yen.grouped(UInt64(range.upperBound))), not '\(text)'", command: spec.name)
    }
    return count
  }

  /// The sums of each of `months` (by category and 内訳, and of income) of the entries
  /// `search` finds (all without one), in one query.
  static func periods(
    of months: [YearMonth], startingOn start: MonthStart, matching search: SearchTerm?,
    in ledger: Ledger
  ) throws -> [YearMonth: PeriodTallies] {
    let tallies = try ledger.periodTallies(
      in: months.map { $0.dates(startingOn: start) }, matching: search)
    return Dictionary(uniqueKeysWithValues: zip(months, tallies))
  }

  /// `titles` with the search they are of, when there is one.
  static func searched(_ titles: (table: String, chart: String), _ search: SearchTerm?) -> (
    table: String, chart: String
  ) {
    guard let search else { return titles }
    return (titles.table + " (search: \(search.text))", titles.chart + "（検索: \(search.text)）")
  }

  /// The JSON member that names the search a report is of; none without one.
  static func searchJSON(_ search: SearchTerm?) -> [(String, JSON)] {
    search.map { [("search", .string($0.text))] } ?? []
  }

  // MARK: Monthly

  static func monthly(
    _ arguments: ParsedArguments, override: MonthStart?, search: SearchTerm?,
    format: OutputFormat, context: Context
  ) throws {
    let top = try arguments.value("top").map { text throws(UsageError) in
      try parseCount(text, option: "top", range: 1...1000)
    }
    let month = try arguments.argument(0).map { text throws(InvalidValue) in
      try MonthReference(parsing: text)
    }
    let ledger = try context.openLedger(arguments, intent: .read)
    let start = try ledger.monthStart(overriddenBy: override)
    let shown =
      try month?.resolved(today: context.today, startingOn: start)
      ?? YearMonth(containing: context.today, startingOn: start)
    let dates = shown.dates(startingOn: start)
    // One query: the month, the month before, and (for the current month) up to today.
    let previousDates = shown.previous?.dates(startingOn: start)
    let soFar = dates.contains(context.today) ? DateRange(dates.first, context.today) : nil
    let ranges = [dates] + [previousDates, soFar].compactMap { $0 }
    let tallies = try ledger.periodTallies(in: ranges, matching: search)
    var pace: MonthPace?
    // A search's report adds up what it found; the budgets, the rules' schedule and the pace
    // are of the whole month, and left out.
    if soFar != nil, search == nil, let soFarTallies = tallies.last {
      var spent = Tally.zero
      for tally in soFarTallies.categories.values { spent = try spent.adding(tally) }
      pace = MonthPace(dates: dates, today: context.today, spentSoFar: spent.total)
    }
    let plan = search == nil ? try ledger.budgets() : BudgetPlan([])
    let schedule =
      search == nil ? try ledger.schedule(remainingIn: dates, today: context.today) : nil
    let report = try MonthlyReport(
      month: shown, dates: dates, tallies: tallies[0].categories,
      previous: previousDates == nil ? [:] : tallies[1].categories,
      budgets: plan.inForce(in: shown),
      topMemos: try top.map { try ledger.topMemos(in: dates, limit: $0, matching: search) }
        ?? [:], pace: pace,
      subcategories: tallies[0].subcategories,
      subcategoryBudgets: plan.subcategoryBudgets(in: shown), income: tallies[0].income,
      incomeBySubcategory: tallies[0].incomeBySubcategory, schedule: schedule)

    var rendering = MonthlyReportRendering(
      report: report, glyphs: context.glyphStyle, style: context.textStyle,
      language: context.language)
    rendering.isDetailed = arguments.hasFlag("detail")
    rendering.search = search
    rendering.isAhead = dates.first > context.today
    switch format {
    case .csv where top != nil:
      try context.output.writeLines(rendering.topMemosCSV())
    case .csv:
      try context.output.writeLines(rendering.csv())
    case .json:
      try context.output.writeLine(rendering.json(includingTopMemos: top != nil).rendered())
    case .table, .text, .svg:
      try context.output.writeLines(rendering.table(width: context.layoutWidth))
    }
  }

  // MARK: Month by month

  /// Writes `series` as `format` asks; `titles` name it in the table (English, as its
  /// columns) and on the chart (Japanese, as its legend).
  static func write(
    _ series: MonthSeries, titles: (table: String, chart: String), head: [(String, JSON)],
    startingOn start: MonthStart, format: OutputFormat, isDetailed: Bool, ledger: Ledger,
    context: Context
  ) throws {
    let current = YearMonth(containing: context.today, startingOn: start)
    /// The table and JSON show the average month, over the months the ledger covers.
    func rendering() throws -> MonthSeriesRendering {
      let firstEntry = try ledger.firstEntryDate().map {
        YearMonth(containing: $0, startingOn: start)
      }
      let average = try series.average(
        of: series.coveredMonths(firstEntry: firstEntry, current: current))
      return MonthSeriesRendering(
        series: series, average: average, glyphs: context.glyphStyle, style: context.textStyle,
        isDetailed: isDetailed)
    }
    switch format {
    case .csv:
      try context.output.writeLines(MonthSeriesRendering.csv(series, isDetailed: isDetailed))
    case .json:
      try context.output.writeLine(try rendering().json(head: head, monthStart: start).rendered())
    case .svg:
      let chart = SeriesChart(
        series: series, title: titles.chart, current: current,
        budgets: try budgetTotals(of: series, in: ledger))
      try context.output.writeLines(try chart.svg())
    case .table, .text:
      try context.output.writeLines(try rendering().table(title: titles.table))
    }
  }

  /// The total of the budgets in force in each month of `series` that has any.
  static func budgetTotals(of series: MonthSeries, in ledger: Ledger) throws -> [YearMonth: Yen] {
    let plan = try ledger.budgets()
    var totals: [YearMonth: Yen] = [:]
    for row in series.months {
      var total = Yen.zero
      for budget in plan.inForce(in: row.month).values {
        guard let sum = total.adding(budget.amount) else { throw ReportError.overflow }
        total = sum
      }
      if total > .zero { totals[row.month] = total }
    }
    return totals
  }
}
