import ArgumentParsing
import KakeiboCore
import KakeiboStore
import TerminalUI
import Wording

/// `kakeibo report [MONTH]`, `kakeibo report --year YYYY` and `kakeibo report --last [N]`:
/// spending by category, for a month or month by month.
enum Report: Command {
  static let name = "report"

  /// How a report is printed: a table, CSV, JSON, or a chart (SVG) by category.
  enum Format: String, CaseIterable, Sendable {
    case table, csv, json, svg
  }

  /// How many months `--last` shows without a number, and how many it may show.
  static let defaultLastCount = 6
  static let lastCounts = 1...1200
  static let topCounts = 1...1000

  static let month = OptionalArgument.month(Phrase(en: "The month to summarise", ja: "まとめる月です"))

  static let year = Option<Int>(
    "year", valueName: Placeholder.year,
    help: Phrase(
      en: "Summarise a whole year, month by month (default: this year)",
      ja: "1 年分を月ごとにまとめます（省略時: 今年）"),
    isValueOptional: true
  ) { text, _ in try YearMonth.parseYear(text) }

  static let last = Option<Int>(
    "last", valueName: Placeholder.number,
    help: Phrase(
      en: "Summarise the last N months, ending with this one (default: \(defaultLastCount))",
      ja: "今月までの直近の数か月を月ごとにまとめます（省略時: \(defaultLastCount)）"),
    isValueOptional: true
  ) { text, _ in try count(text, in: lastCounts) }

  static let top = Option<Int>(
    "top", valueName: Placeholder.number,
    help: Phrase(
      en: "Under each category, its N largest memos of the month",
      ja: "各区分の下に、その月の金額の大きいメモをこの数だけ表示します")
  ) { text, _ in try count(text, in: topCounts) }

  static let detail = Flag(
    "detail",
    help: Phrase(
      en: "Under each category, its 内訳 (and the income's); with --year and --last, a row per "
        + "内訳; with --format svg, each bar stacks them",
      ja: "各区分の下に内訳を（収入の内訳も）表示します。--year と --last では内訳ごとに行を"
        + "分けます。--format svg では各棒に内訳を積み上げます"))

  static let forecastCheck = Flag(
    "forecast-check",
    help: Phrase(
      en: "Replay the month-end forecast over the last 12 months: what it said on the 10th and "
        + "the 20th against what happened, and its mean error",
      ja: "直近 12 か月で月末見込みを再現します。10 日と 20 日の予測と実際、平均の誤差です"))

  /// What `--by` groups a month by: its people.
  enum Grouping: String, CaseIterable, Sendable {
    case member
  }

  static let by = Choice<Grouping>(
    "by", valueName: Phrase(en: "GROUPING", ja: "まとめ方"),
    note: Phrase(
      en: "a column per person of the household: each one's share of every category, what "
        + "they paid, and the totals",
      ja: "世帯の人ごとの列で、区分ごとの負担額、支払額、合計を表示します"))

  static let member = Option<String>(
    "member", valueName: Placeholder.person,
    help: Phrase(
      en: "NAME's share of each category and 内訳, and of income, beside the totals",
      ja: "この人の区分・内訳ごとの負担額と収入を、合計と並べて表示します"),
    refusesEmptyValue: true
  ) { text, _ in text }

  static let format = Choice<Format>.format(
    note: Phrase(
      en: "svg draws a chart: a month's categories, or --year and --last month by month",
      ja: "svg はグラフです。月の区分ごと、または --year と --last の月ごとです"))

  static var declaration: Declaration {
    Declaration(
      name,
      abstract: Phrase(
        en: "Show spending by category for a month or a year",
        ja: "月または年の支出を区分ごとに表示します"),
      usage: [
        Phrase(
          en: "[MONTH] [--top N | --detail] [--search TEXT] [--format FORMAT]",
          ja: "[月] [--top 数 | --detail] [--search テキスト] [--format 形式]"),
        Phrase(
          en: "--year [YYYY] [--detail] [--search TEXT] [--format FORMAT]",
          ja: "--year [年] [--detail] [--search テキスト] [--format 形式]"),
        Phrase(
          en: "--last [N] [--detail] [--search TEXT] [--format FORMAT]",
          ja: "--last [数] [--detail] [--search テキスト] [--format 形式]"),
        Phrase(en: "--forecast-check [--format FORMAT]", ja: "--forecast-check [--format 形式]"),
        Phrase(
          en: "[MONTH] (--by member | --member NAME) [--detail] [--search TEXT] "
            + "[--format FORMAT]",
          ja: "[月] (--by member | --member 名前) [--detail] [--search テキスト] [--format 形式]"),
      ],
      arguments: [month],
      options: [
        year, last, top, detail, .search, forecastCheck, by, member, .monthStart, format,
      ],
      conflicts: [
        Conflict(year, last), Conflict(year, top), Conflict(last, top), Conflict(top, detail),
        Conflict(forecastCheck, year), Conflict(forecastCheck, last), Conflict(forecastCheck, top),
        Conflict(forecastCheck, detail), Conflict(forecastCheck, .search), Conflict(by, member),
        Conflict(by, year), Conflict(by, last), Conflict(by, top), Conflict(by, forecastCheck),
        Conflict(member, year), Conflict(member, last), Conflict(member, top),
        Conflict(member, forecastCheck),
      ],
      discussion: Phrase(
        en: """
          The monthly summary lists every category, spent in or not, with its total, the number \
          of entries, its share of the month, the change against the previous month (+¥1,300 \
          more, −¥140 less, in red and green on a colour terminal; — when the previous month \
          had nothing) and a bar scaled to the largest category, then the month's total; a \
          month still under way is compared with as many of the previous month's first days as \
          it has had, and a line under the table says so. Shares are rounded so that they add up to exactly 100%. Categories with a budget are \
          shown against it, over-budget ones marked; the current month also shows the days \
          left and the average spent per day. A refund lowers its category's total, which may \
          fall below zero: it then has no share (—) and no bar. A month with income adds it, \
          the balance (収支: income minus expenses) and the savings rate (貯蓄率: the balance \
          over the income); income is no category's. --detail lists each category's 内訳 with \
          its share of the category.
          The yearly summary and --last have a row per month and a column per category, with \
          the totals of every row and column, the average month and a sparkline per category. \
          The average is over the months the ledger covers (from its first entry's month to \
          this one), and the footer says how many; the month under way, not over yet, is left \
          out of it, and a line under the table says so.
          --format svg draws a chart: a month's categories (with --detail stacked by their \
          内訳), each budget a dashed line across its bar; --year and --last month by month, \
          stacked (with --detail by 内訳 too), with the budgets' total as a dashed line that the categories with a budget, \
          at the bottom of each bar, meet, and with income 収入 and 収支 as lines. A year's \
          chart starts at its first month with an entry.
          A month is YYYY-MM, YYYY/MM, 2026年11月, M or M月 (the latest such month, this one \
          included), this (今月) or last (先月).
          Months begin on the month-start setting ('kakeibo config'); the header shows the \
          dates each report covers. Tables fit COLUMNS (or the terminal); bars shrink first. \
          --search adds up only the entries whose memo or 内訳 contains TEXT, as 'list \
          --search' finds them (the header says so); budgets, what is scheduled and the month's \
          pace are of all the entries, so a search's report leaves them out.
          --forecast-check replays the month-end forecast (docs/forecast.md) over each of the \
          last 12 months that have ended, as it would have been made on its 10th and its 20th \
          from what was known then, against what the month came to.
          --by member shows the month with a column per person of the household: each one's \
          share of every category (and with --detail of every 内訳) by the entries' splits, the \
          shares added up, what each one paid and the difference, then income the same way; \
          --member NAME shows one person's column beside the totals. Shares are whole yen and \
          add up to each total exactly. CSV has the columns \
          month,kind,category,subcategory,person,amount (kind share, paid or income).
          """,
        ja: """
          月のまとめは、使ったかどうかにかかわらずすべての区分を、合計、件数、その月に占める割合、\
          前の月との差（+¥1,300 は多く、−¥140 は少なく使ったこと。カラーの端末では赤と緑で表示\
          し、前の月に何もなければ — です）、一番多い区分に合わせた棒とともに一覧し、最後に月の\
          合計を表示します。まだ途中の月は、前の月の同じ日数（今月のここまでの日数）と比べ、表の下に\
          そう表示します。割合はちょうど 100% になるように丸めます。予算のある区分は予算と\
          比べて表示し、超えたものに印をつけます。今月なら、残りの日数と 1 日あたりの平均も表示\
          します。返金は区分の合計を減らし、合計が 0 を下回ることもあります。そのときは割合（—）\
          も棒もありません。収入のある月は、収入、収支（収入から支出を引いたもの）、貯蓄率（収支を\
          収入で割ったもの）を加えます。収入はどの区分にも入りません。--detail は各区分の内訳を、\
          区分の中の割合とともに一覧します。
          年のまとめと --last は、月ごとの行と区分ごとの列に、各行と各列の合計、平均の月、区分\
          ごとのスパークラインを加えて表示します。平均は台帳がおよぶ月（最初の記録の月から今月\
          まで）についてのもので、その月数は最後の行に表示します。まだ終わっていない今月は平均に\
          含めず、表の下にそう表示します。
          --format svg はグラフを描きます。月なら区分ごとの棒（--detail では内訳ごとに積み上げ）\
          で、予算は各棒を横切る破線です。--year と --last は月ごとに積み上げた棒（--detail では内訳ごと\
          にも）で、予算の合計を\
          破線で示し、予算のある区分を各棒の下に積んで比べられるようにします。収入があれば収入と収支を\
          線で描きます。年のグラフは記録の\
          ある最初の月から始まります。
          月は YYYY-MM、YYYY/MM、2026年11月、M か M月（今月を含め、直近のその月）、this（今月）、\
          last（先月）で指定します。
          月は month-start の設定（'kakeibo config'）の日に始まり、見出しに各レポートの期間を\
          表示します。表は COLUMNS（または端末）の幅に収め、まず棒を縮めます。--search は、\
          'list --search' と同じように、メモか内訳にテキストを含む記録だけを合計します（見出しに\
          そう表示します）。予算、予定、その月のペースはすべての記録についてのものなので、\
          検索のレポートには含めません。
          --forecast-check は、終わった直近 12 か月のそれぞれについて、その月の 10 日と 20 日に\
          その時点で分かっていたことから出したはずの月末見込み（docs/forecast.md）を、実際の月の\
          合計と比べます。
          --by member は、世帯の人ごとの列で月を表示します。区分ごと（--detail では内訳ごと）の\
          按分による負担額、負担額の合計、支払額、差額、続いて同じように収入です。--member 名前\
          は、その人の列を合計と並べて表示します。負担額は円単位で、合計とちょうど一致します。\
          CSV の列は month,kind,category,subcategory,person,amount です（kind は share、paid、\
          income）。
          """),
      examples: [
        "kakeibo report", "kakeibo report 2026-11 --top 3", "kakeibo report 2026-11 --detail",
        "kakeibo report 2026-11 --format json", "kakeibo report --year 2026 --search 整体",
        "kakeibo report --year 2026", "kakeibo report --last 12",
        "kakeibo report --year 2026 --format svg > 2026.svg",
        "kakeibo report 11 --detail --format svg > 2026-11.svg", "kakeibo report --forecast-check",
        "kakeibo report 2026-11 --by member", "kakeibo report --member 健太 --detail",
      ],
      run: run)
  }

  static func run(_ arguments: Arguments, in context: Context) throws {
    let format = arguments[Self.format]
    let override = arguments[.monthStart]
    let search = arguments[.search]
    let isDetailed = arguments[detail]
    if arguments[forecastCheck] {
      try refuseMonthArgument(arguments, alongside: "--forecast-check")
      try checkForecast(arguments, override: override, format: format, context: context)
    } else if arguments.contains(year) {
      try refuseMonthArgument(arguments, alongside: "--year")
      let ledger = try context.openLedger(arguments, intent: .read)
      let start = try ledger.monthStart(overriddenBy: override)
      // Without a value, the year of this month.
      let year =
        arguments[Self.year] ?? YearMonth(containing: context.today, startingOn: start).year
      let summary = try YearlySummary(
        year: year, startingOn: start,
        periods: try periods(
          of: YearMonth.months(of: year), startingOn: start, matching: search, in: ledger))
      try write(
        summary.series,
        titles: searched(
          (
            SeriesWords.year(summary.yearText),
            SeriesChart.Words(context.language).year(summary.yearText)
          ), search, language: context.language),
        head: [("year", .integer(Int64(year)))] + searchJSON(search), startingOn: start,
        format: format, isDetailed: isDetailed, chartsFromFirstEntry: true, ledger: ledger,
        context: context)
    } else if arguments.contains(last) {
      try refuseMonthArgument(arguments, alongside: "--last")
      let count = arguments[last] ?? defaultLastCount
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
          (
            SeriesWords.lastMonths(months.count),
            SeriesChart.Words(context.language).lastMonths(months.count)
          ), search, language: context.language),
        head: [("last", .integer(Int64(count)))] + searchJSON(search), startingOn: start,
        format: format, isDetailed: isDetailed, ledger: ledger, context: context)
    } else if arguments.contains(by) || arguments.contains(member) {
      try byMember(arguments, override: override, search: search, format: format, context: context)
    } else {
      try monthly(
        arguments, override: override, search: search, format: format, context: context)
    }
  }

  static func refuseMonthArgument(_ arguments: Arguments, alongside option: String)
    throws(UsageError)
  {
    if let month = arguments[month] {
      throw UsageRule.monthAndSeries(month: month.text, option: option).refusal(command: name)
    }
  }

  /// Reads the number of `--top` or `--last`, in `range`.
  static func count(_ text: String, in range: ClosedRange<Int>) throws(ValueExpectation) -> Int {
    guard let count = Int(TextNormalization.folded(text)), range.contains(count) else {
      throw .wholeNumber(in: range)
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
  static func searched(
    _ titles: (table: Phrase, chart: String), _ search: SearchTerm?, language: Language
  ) -> (table: Phrase, chart: String) {
    guard let search else { return titles }
    return (
      SeriesWords.searched(titles.table, search.text),
      searched(titles.chart, search, language: language)
    )
  }

  /// A chart's `title` with the search it is of, when there is one.
  static func searched(_ title: String, _ search: SearchTerm?, language: Language) -> String {
    search.map { SeriesChart.Words(language).searched(title, $0.text) } ?? title
  }

  /// The JSON member that names the search a report is of; none without one.
  static func searchJSON(_ search: SearchTerm?) -> [(String, JSON)] {
    search.map { [("search", .string($0.text))] } ?? []
  }

  // MARK: Monthly

  static func monthly(
    _ arguments: Arguments, override: MonthStart?, search: SearchTerm?, format: Format,
    context: Context
  ) throws {
    let top = arguments[Self.top]
    let month = arguments[Self.month]
    let ledger = try context.openLedger(arguments, intent: .read)
    // Every read of the report in one snapshot: a write that lands meanwhile shows in all of
    // its figures or in none, and SQLite reads the pages once.
    let (shown, dates, report) = try ledger.withSnapshot {
      () throws -> (YearMonth, DateRange, MonthlyReport) in
      let start = try ledger.monthStart(overriddenBy: override)
      let shown =
        try month?.resolved(today: context.today, startingOn: start)
        ?? YearMonth(containing: context.today, startingOn: start)
      let dates = shown.dates(startingOn: start)
      // One query: the month, the month before (for the month under way, only as many of its
      // first days as this one has had: like with like), and (for the current month) up to today.
      let wholePrevious = shown.previous?.dates(startingOn: start)
      let previousDates = wholePrevious.map {
        MonthOverMonth.comparedDays(of: $0, with: dates, today: context.today)
      }
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
      let plan = search == nil ? try ledger.budgets.plan() : BudgetPlan([])
      let schedule =
        search == nil ? try ledger.rules.schedule(remainingIn: dates, today: context.today) : nil
      // CSV shows no forecast: it reads none.
      let projection =
        search == nil && !(format == .csv)
        ? try projection(
          of: shown, dates: dates, today: context.today, startingOn: start,
          scheduled: schedule != nil, in: ledger) : nil
      let report = try MonthlyReport(
        month: shown, dates: dates, tallies: tallies[0].categories,
        previous: previousDates == nil ? [:] : tallies[1].categories, previousDates: previousDates,
        comparesSameDays: previousDates != wholePrevious,
        budgets: plan.inForce(in: shown),
        topMemos: try top.map { try ledger.topMemos(in: dates, limit: $0, matching: search) }
          ?? [:], pace: pace,
        subcategories: tallies[0].subcategories,
        subcategoryBudgets: plan.subcategoryBudgets(in: shown), income: tallies[0].income,
        incomeBySubcategory: tallies[0].incomeBySubcategory, schedule: schedule,
        projection: projection)
      return (shown, dates, report)
    }

    var rendering = MonthlyReportRendering(
      report: report, glyphs: context.glyphStyle, style: context.textStyle,
      language: context.language)
    rendering.isDetailed = arguments[detail]
    rendering.search = search
    rendering.isAhead = dates.first > context.today
    switch format {
    case .csv where top != nil:
      try context.output.writeLines(rendering.topMemosCSV())
    case .csv:
      try context.output.writeLines(rendering.csv())
    case .json:
      try context.output.writeLine(rendering.json(includingTopMemos: top != nil).rendered())
    case .svg:
      let chart = MonthChart(
        report: report,
        title: searched(
          ChartWord.monthTitle(year: shown.year, month: shown.month).text(in: context.language),
          search, language: context.language),
        isDetailed: arguments[detail],
        isUnderWay: dates.contains(context.today) && context.today < dates.last,
        language: context.language)
      try context.output.writeLines(try chart.svg())
    case .table:
      try context.output.writeLines(rendering.table(width: context.layoutWidth))
    }
  }

  /// The projection of the variable spending of `month` (which covers `dates`) for its days
  /// after `today`, from its pace and the months before it: for the month under way with days
  /// left (`scheduled`: the rules' schedule was read for it), one query over it and the months
  /// before; nil for a month over or ahead, which reads nothing.
  static func projection(
    of month: YearMonth, dates: DateRange, today: LedgerDate, startingOn start: MonthStart,
    scheduled: Bool, in ledger: Ledger
  ) throws -> SpendingForecast? {
    guard scheduled, dates.contains(today) else { return nil }
    let months = month.months(endingHere: SpendingForecast.historyLimit + 1)
    return SpendingForecast(
      months: try ledger.dailySpending(of: months, startingOn: start).map(\.spending),
      daysElapsed: DateRange(dates.first, today).dayCount)
  }

  // MARK: By member

  /// `--by member` and `--member NAME`: the month's shares per person, from the entries as
  /// the household splits them.
  static func byMember(
    _ arguments: Arguments, override: MonthStart?, search: SearchTerm?, format: Format,
    context: Context
  ) throws {
    guard format != .svg else {
      throw UsageRule.svgByMember.refusal(command: name)
    }
    let ledger = try context.openLedger(arguments, intent: .read)
    let start = try ledger.monthStart(overriddenBy: override)
    let shown =
      try arguments[month]?.resolved(today: context.today, startingOn: start)
      ?? YearMonth(containing: context.today, startingOn: start)
    let dates = shown.dates(startingOn: start)
    // The household and the entries from one snapshot: they agree whatever is written meanwhile.
    let (household, shares) = try ledger.withSnapshot {
      let household = try ledger.members.household()
      var shares = MemberShares(household: household)
      try ledger.entries.forEach(in: dates, matching: search) { try shares.add($0, in: household) }
      return (household, shares)
    }
    let person = try arguments[member].map { try household.person(named: $0) }
    var rendering = MemberReportRendering(
      shares: shares, household: household, member: person, month: shown, dates: dates,
      glyphs: context.glyphStyle, style: context.textStyle)
    rendering.isDetailed = arguments[detail]
    rendering.search = search
    rendering.language = context.language
    switch format {
    case .csv: try context.output.writeLines(rendering.csv())
    case .json: try context.output.writeLine(try rendering.json().rendered())
    case .table, .svg: try context.output.writeLines(try rendering.table())
    }
  }

  // MARK: The forecast's back-test

  /// How many months a back-test replays.
  static let checkedMonths = 12

  /// `--forecast-check`: the last `checkedMonths` months that have ended, each replayed with
  /// the months before it (from the ledger's first) as its history.
  static func checkForecast(
    _ arguments: Arguments, override: MonthStart?, format: Format, context: Context
  ) throws {
    guard format == .table || format == .json else {
      throw UsageRule.forecastCheckFormat.refusal(command: name)
    }
    let ledger = try context.openLedger(arguments, intent: .read)
    let start = try ledger.monthStart(overriddenBy: override)
    let current = YearMonth(containing: context.today, startingOn: start)
    var months: [YearMonth] = []
    if let firstDate = try ledger.firstEntryDate(), let last = current.previous {
      let first = YearMonth(containing: firstDate, startingOn: start)
      // The months checked and, before them, the history the forecast uses.
      months = last.months(endingHere: checkedMonths + SpendingForecast.historyLimit)
        .filter { $0 >= first }
    }
    let spending = try ledger.dailySpending(of: months, startingOn: start)
    let check = ForecastCheck(
      months: spending.map { ($0.month, $0.spending) }, count: checkedMonths)
    let rendering = ForecastCheckRendering(
      check: check, style: context.textStyle, language: context.language)
    switch format {
    case .json: try context.output.writeLine(rendering.json().rendered())
    default: try context.output.writeLines(rendering.table())
    }
  }

  // MARK: Month by month

  /// Writes `series` as `format` asks; `titles` name it in the table and on the chart, both in
  /// the reader's language.
  /// `chartsFromFirstEntry`: the chart begins at the first month with an entry (a year's
  /// chart, whose months before the ledger began would be empty bars).
  static func write(
    _ series: MonthSeries, titles: (table: Phrase, chart: String), head: [(String, JSON)],
    startingOn start: MonthStart, format: Format, isDetailed: Bool,
    chartsFromFirstEntry: Bool = false, ledger: Ledger, context: Context
  ) throws {
    let current = YearMonth(containing: context.today, startingOn: start)
    /// The table and JSON show the average month, over the months the ledger covers.
    func rendering() throws -> MonthSeriesRendering {
      let firstEntry = try ledger.firstEntryDate().map {
        YearMonth(containing: $0, startingOn: start)
      }
      // The month under way is not over: the average leaves it out, and says so.
      var covered = series.coveredMonths(firstEntry: firstEntry, current: current)
      let isUnfinished =
        covered.contains { $0.month == current }
        && context.today < current.dates(startingOn: start).last
      if isUnfinished { covered.removeAll { $0.month == current } }
      var rendering = MonthSeriesRendering(
        series: series, average: try series.average(of: covered), glyphs: context.glyphStyle,
        style: context.textStyle, language: context.language, isDetailed: isDetailed)
      rendering.unfinished = isUnfinished ? current : nil
      return rendering
    }
    switch format {
    case .csv:
      try context.output.writeLines(MonthSeriesRendering.csv(series, isDetailed: isDetailed))
    case .json:
      try context.output.writeLine(try rendering().json(head: head, monthStart: start).rendered())
    case .svg:
      let drawn = chartsFromFirstEntry ? try series.fromFirstMonthWithEntries() : series
      var chart = SeriesChart(
        series: drawn, title: titles.chart, current: current,
        budgets: try budgets(of: drawn, in: ledger), language: context.language)
      chart.isDetailed = isDetailed
      try context.output.writeLines(try chart.svg())
    case .table:
      try context.output.writeLines(try rendering().table(title: titles.table))
    }
  }

  /// The budgets in force in each month of `series` that has any: their total, and the
  /// categories they are of.
  static func budgets(of series: MonthSeries, in ledger: Ledger) throws
    -> [YearMonth: SeriesChart.MonthBudget]
  {
    let plan = try ledger.budgets.plan()
    var budgets: [YearMonth: SeriesChart.MonthBudget] = [:]
    for row in series.months {
      var total = Yen.zero
      let inForce = plan.inForce(in: row.month).filter { $0.value.amount > .zero }
      for budget in inForce.values {
        guard let sum = total.adding(budget.amount) else { throw ReportError.overflow }
        total = sum
      }
      if total > .zero {
        budgets[row.month] = SeriesChart.MonthBudget(total: total, categories: Set(inForce.keys))
      }
    }
    return budgets
  }
}
