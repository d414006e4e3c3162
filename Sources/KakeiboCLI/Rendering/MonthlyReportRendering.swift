import KakeiboCore
import TerminalUI
import Wording

/// How `kakeibo report [YYYY-MM]` prints a month: a table that fits the terminal, CSV and JSON.
struct MonthlyReportRendering {
  let report: MonthlyReport
  let glyphs: GlyphStyle
  let style: TextStyle
  /// Whether each category's 内訳 are listed under it (`--detail`).
  var isDetailed = false
  /// The search the report is of (`--search`): only the entries it finds are added up.
  var search: SearchTerm?
  /// Whether the month starts after today: nothing is spent in it yet, and the table shows only
  /// what the recurring rules schedule for it.
  var isAhead = false
  /// The language of the headings and footers.
  var language: Language = .english

  private func say(_ phrase: Phrase) -> String { phrase.text(in: language) }

  /// The widest a bar grows.
  static let maximumBarWidth = 24
  /// How wide a memo under its category may be, and how narrow it may become when even
  /// without bars the table does not fit.
  static let memoWidths = (natural: 20, minimum: 6)
  static let memoIndent = "   "

  // MARK: Table

  /// The header, the table of categories, then the budgets and the month's pace when there are
  /// any, in at most `width` columns where the content allows: bars shrink (and go) first, then
  /// memos.
  func table(width: Int) -> [String] {
    var lines = [
      "\(report.month): " + say(TableWords.period(report.dates))
        + (search.map { say(TableWords.searching($0.text)) } ?? ""), "",
    ]
    // A search's report leaves the schedule out (it is of all the entries).
    if isAhead, search == nil, report.total.count == 0, !report.hasIncome {
      return lines + aheadLines(width: width)
    }
    lines += categoryTable(width: width)
    if report.comparesSameDays, let month = report.previousMonth, let days = report.previousDates {
      lines += TextWrapping.wrap(
        say(TableWords.sameDays(month, days)), width: max(20, width - 2), language: language
      ).enumerated().map { ($0.offset == 0 ? "" : "  ") + $0.element }
    }
    if report.hasIncome { lines += [""] + incomeLines() }
    if let forecast = report.forecast, forecast.isShown {
      lines += [""] + forecastLines(forecast, width: width)
    }
    if report.budget != nil || report.rows.contains(where: { !$0.subcategoryBudgets.isEmpty }) {
      lines += [""] + budgetTable()
    }
    if let pace = report.pace { lines += [""] + paceLines(pace) }
    return lines
  }

  /// One line of the category table: a category, one of its 内訳, or one of its top memos.
  private enum Item {
    case category(MonthlyReport.Row)
    case subcategory(MonthlyReport.SubcategoryRow)
    case memo(MemoTally)
  }

  private var items: [Item] {
    report.rows.flatMap { row in
      [Item.category(row)] + (isDetailed ? row.subcategories.map(Item.subcategory) : [])
        + row.topMemos.map(Item.memo)
    }
  }

  func categoryTable(width: Int) -> [String] {
    let items = items
    var table = Table(columns: [
      .init(say(TableWords.category)), .init(say(TableWords.total), .right),
      .init(say(TableWords.count), .right), .init(say(TableWords.share), .right),
      .init(say(report.previousMonth.map(TableWords.versus) ?? TableWords.change), .right),
    ])
    table.footer = [
      [
        say(TableWords.total), report.total.total.description, String(report.total.count),
        Self.percent(report.totalShare), report.change.text,
      ]
    ]
    table.rows = cells(items, memoWidth: Self.memoWidths.natural)
    let spare = width - Table.lineWidth(table.columnWidths) - Table.gap.count
    let barWidth = min(Self.maximumBarWidth, spare)
    if barWidth > 0 && report.largestTotal > .zero {
      table.columns.append(.init(""))
      table.rows = zip(table.rows, items).map { cells, item in
        guard case .category(let row) = item else { return cells + [""] }
        return cells + [Bar.text(row.tally.total, maximum: report.largestTotal, width: barWidth)]
      }
    } else if spare + Table.gap.count < 0 {
      // Even without bars the table is too wide: memos give up what they can.
      let widest =
        items.map { item in
          switch item {
          case .memo(let memo):
            return min(Self.memoWidths.natural, DisplayWidth.of(Self.label(memo.memo)))
          case .subcategory(let part):
            return min(Self.memoWidths.natural, DisplayWidth.of(Self.label(part.subcategory)))
          case .category:
            return 0
          }
        }.max() ?? 0
      let memoWidth = max(Self.memoWidths.minimum, widest + spare + Table.gap.count)
      table.rows = cells(items, memoWidth: memoWidth)
    }
    // The change column is red where more was spent, green where less; an over-budget row is
    // red as a whole.
    let changeColumn = 4
    var lines = table.render(style: style) { index, column in
      guard column == changeColumn else { return nil }
      guard items.indices.contains(index) else { return Self.tint(report.change) }
      guard case .category(let row) = items[index], row.budget?.isOver != true else { return nil }
      return Self.tint(row.change)
    }
    for (index, item) in items.enumerated() {
      if case .category(let row) = item, row.budget?.isOver == true {
        lines[index + 1] = style.red(lines[index + 1])
      }
    }
    return lines
  }

  /// The colour of a change: red when more was spent, green when less.
  static func tint(_ change: MonthOverMonth) -> TextStyle.Tint? {
    change.rate == nil ? nil : change.isIncrease ? .red : change.isDecrease ? .green : nil
  }

  private func cells(_ items: [Item], memoWidth: Int) -> [[String]] {
    items.map { item in
      switch item {
      case .category(let row):
        [
          EntryRendering.categoryLabel(row.category, glyphs), row.tally.total.description,
          String(row.tally.count), Self.percent(row.share), row.change.text,
        ]
      case .subcategory(let part):
        [
          Self.memoIndent + DisplayWidth.truncate(Self.label(part.subcategory), to: memoWidth),
          part.tally.total.description, String(part.tally.count), Self.percent(part.share), "",
        ]
      case .memo(let memo):
        [
          Self.memoIndent + DisplayWidth.truncate(Self.label(memo.memo), to: memoWidth),
          memo.tally.total.description, String(memo.tally.count), "", "",
        ]
      }
    }
  }

  /// A share as a table shows it: `12.7%`, or `—` for none (a negative total has no share).
  static func percent(_ share: Share?) -> String { share?.percentText ?? "—" }

  /// A 内訳 as a heading: its name, or `(なし)`.
  static func label(_ subcategory: Subcategory?) -> String {
    subcategory.map { VisibleText.of($0.name) } ?? Subcategory.noneLabel
  }

  /// An amount with its sign, as a balance is written: `+¥262,120`, `−¥5,000`, `¥0`.
  static func signed(_ value: Int64) -> String {
    (value > 0 ? "+" : "") + Yen(value).description
  }

  /// The income (and, with `--detail`, its 内訳), then the balance and the savings rate.
  func incomeLines() -> [String] {
    var table = Table(columns: [
      .init(say(TableWords.income)), .init(say(TableWords.total), .right),
      .init(say(TableWords.count), .right),
    ])
    table.rows =
      [
        [
          EntryKind.incomeIcon.glyph(glyphs) + " " + EntryKind.incomeName,
          report.income.total.description, String(report.income.count),
        ]
      ]
      + (isDetailed
        ? report.incomeSubcategories.map { part in
          [
            Self.memoIndent + Self.label(part.subcategory), part.tally.total.description,
            String(part.tally.count),
          ]
        } : [])
    return table.render(style: style) + [
      say(TableWords.balance(Self.signed(report.balance))),
      say(TableWords.savingsRate(report.savingsRate?.percentText ?? "—")),
    ]
  }

  /// A memo as a heading: its text, or `(no memo)`.
  static func label(_ memo: Memo) -> String {
    memo.isEmpty ? "(no memo)" : VisibleText.of(memo.text)
  }

  /// The categories that have a budget, against it, with the over-budget ones marked `over`
  /// (and red on a colour terminal); a total row when more than one has a budget.
  func budgetTable() -> [String] {
    let budgeted = report.rows.filter { $0.budget != nil }
    /// The rows in order: each category with a budget, then its 内訳 with one.
    let lines: [(label: String, status: BudgetStatus)] = report.rows.flatMap { row in
      (row.budget.map { [(EntryRendering.categoryLabel(row.category, glyphs), $0)] } ?? [])
        + row.subcategoryBudgets.map {
          (Self.memoIndent + "› " + Self.label($0.subcategory), $0.status)
        }
    }
    var table = Table(columns: [
      .init(say(TableWords.category)), .init(say(TableWords.budget), .right),
      .init(say(TableWords.spent), .right), .init(say(TableWords.remaining), .right),
      .init(say(TableWords.used), .right), .init(""),
    ])
    func cells(_ label: String, _ status: BudgetStatus) -> [String] {
      [
        label, status.budget.description, status.spent.description,
        status.remaining.description, status.used.percentText,
        status.isOver ? say(TableWords.over) : "",
      ]
    }
    table.rows = lines.map { cells($0.label, $0.status) }
    if budgeted.count > 1, let total = report.budget {
      table.footer = [cells(say(TableWords.total), total)]
    }
    var rendered = table.render(style: style)
    for (index, line) in lines.enumerated() where line.status.isOver {
      rendered[index + 1] = style.red(rendered[index + 1])
    }
    if let total = report.budget, budgeted.count > 1, total.isOver,
      let last = rendered.indices.last
    {
      rendered[last] = style.red(rendered[last])
    }
    return rendered
  }

  /// What the recurring rules will still add this month (予定) and the month-end forecast
  /// (月末見込み). `生活費: ¥96,000 so far, ¥85,000 more scheduled, forecast ¥181,000 of
  /// ¥200,000`.
  /// With a projection (the month under way), what the variable spending of the days left
  /// adds, the forecast's range, and one line on how it was made.
  func forecastLines(_ forecast: MonthForecast, width: Int) -> [String] {
    guard let projection = forecast.projection else {
      return scheduleLines(
        forecast, heading: ForecastWords.forecastHeading, figures: ForecastWords.soFar,
        width: width)
    }
    return scheduleLines(
      forecast, heading: ForecastWords.projectedHeading, figures: ForecastWords.projected,
      showing: { !$0.isEmpty }, width: width)
      + wrapped(say(ForecastWords.how(projection)), width: width)
  }

  /// `text` as lines indented by two columns (their continuations by four) that fit `width`,
  /// `suffix` (already styled) after the last.
  private func wrapped(_ text: String, suffix: String = "", width: Int) -> [String] {
    var lines = TextWrapping.wrap(text, width: max(20, width - 4), language: language)
      .enumerated().map { ($0.offset == 0 ? "  " : "    ") + $0.element }
    if !suffix.isEmpty, let last = lines.indices.last { lines[last] += suffix }
    return lines
  }

  /// A month that has not begun: what the rules schedule for it, by category, against the
  /// budgets where set. `生活費: ¥85,000 scheduled of ¥200,000`.
  func aheadLines(width: Int) -> [String] {
    guard let forecast = report.forecast, forecast.hasScheduled else {
      return [say(ForecastWords.nothingScheduled(report.month))]
    }
    return scheduleLines(
      forecast, heading: ForecastWords.scheduledHeading, figures: ForecastWords.scheduled,
      width: width)
  }

  /// `heading`, then a line per category with something scheduled, the total, and the income
  /// when some is scheduled: each its label, `figures`, and the budget where one is set.
  /// A category's line is shown when `showing` it (by default, when something is scheduled in
  /// it); the income is worded as scheduled, never projected.
  private func scheduleLines(
    _ forecast: MonthForecast, heading: Phrase, figures: (MonthForecast.Line) -> Phrase,
    showing: (MonthForecast.Line) -> Bool = { $0.scheduled.count > 0 }, width: Int
  ) -> [String] {
    func line(_ label: String, _ line: MonthForecast.Line, worded: Phrase) -> [String] {
      wrapped(
        "\(label): " + say(worded) + (line.budget.map { say(ForecastWords.ofBudget($0)) } ?? ""),
        suffix: line.isOverBudget ? "  " + style.red(say(TableWords.over)) : "", width: width)
    }
    var lines = [say(heading)]
    for (category, forecastLine) in forecast.categories where showing(forecastLine) {
      lines += line(
        EntryRendering.categoryLabel(category, glyphs), forecastLine,
        worded: figures(forecastLine))
    }
    lines += line(say(TableWords.total), forecast.total, worded: figures(forecast.total))
    if forecast.income.scheduled.count > 0 {
      let worded =
        forecast.projection == nil
        ? figures(forecast.income) : ForecastWords.soFar(forecast.income)
      lines += line(
        EntryKind.incomeIcon.glyph(glyphs) + " " + EntryKind.incomeName, forecast.income,
        worded: worded)
    }
    return lines
  }

  func paceLines(_ pace: MonthPace) -> [String] {
    [say(TableWords.daysLeft(pace)), say(TableWords.perDay(pace))]
  }

  // MARK: CSV

  static let csvHeader = [
    "month", "key", "name", "icon", "total", "count", "share", "budget", "remaining", "used",
    "previous", "change", "changeRate",
  ]

  /// A record per category (with `--detail`, followed by one per 内訳 of it, the column
  /// `subcategory` naming it, `(なし)` for the entries without one), then the income when there
  /// is any, then the total; empty fields where there is no budget or no previous spending to
  /// compare with.
  func csv() -> [String] {
    let month = report.month.description
    func tail(_ budget: BudgetStatus?, _ change: MonthOverMonth?) -> [String] {
      [
        budget.map { String($0.budget.value) } ?? "",
        budget.map { String($0.remaining.value) } ?? "", budget?.used.decimalText ?? "",
        change.map { String($0.previous.value) } ?? "", change.map { String($0.difference) } ?? "",
        change?.rate?.decimalText ?? "",
      ]
    }
    let detail = { (value: String) in isDetailed ? [value] : [] }
    func parts(
      _ rows: [MonthlyReport.SubcategoryRow], key: String, name: String, icon: String,
      budgets: [MonthlyReport.SubcategoryBudget] = []
    ) -> [String] {
      guard isDetailed else { return [] }
      return rows.map { part in
        let budget = budgets.first { $0.subcategory == part.subcategory }?.status
        return CSV.record(
          [
            month, key, name, icon, String(part.tally.total.value), String(part.tally.count),
            part.share?.decimalText ?? "",
          ] + tail(budget, nil)
            + [FormulaNeutralization.neutralize(part.subcategory?.name ?? Subcategory.noneLabel)])
      }
    }
    var records = [CSV.record(Self.csvHeader + detail("subcategory"))]
    for row in report.rows {
      records.append(
        CSV.record(
          [
            month, row.category.key, row.category.name, row.category.icon.rawValue,
            String(row.tally.total.value), String(row.tally.count), row.share?.decimalText ?? "",
          ] + tail(row.budget, row.change) + detail("")))
      records += parts(
        row.subcategories, key: row.category.key, name: row.category.name,
        icon: row.category.icon.rawValue, budgets: row.subcategoryBudgets)
    }
    if report.hasIncome {
      let icon = EntryKind.incomeIcon.rawValue
      records.append(
        CSV.record(
          [
            month, "income", EntryKind.incomeName, icon, String(report.income.total.value),
            String(report.income.count), "",
          ] + tail(nil, nil) + detail("")))
      records += parts(
        report.incomeSubcategories, key: "income", name: EntryKind.incomeName, icon: icon)
    }
    records.append(
      CSV.record(
        [
          month, "total", "合計", "", String(report.total.total.value),
          String(report.total.count), report.totalShare?.decimalText ?? "",
        ] + tail(report.budget, report.change) + detail("")))
    return records
  }

  /// With `--top`: a record per memo, ranked within its category; memos are neutralized as
  /// `export` neutralizes them, so that a spreadsheet never runs one as a formula.
  func topMemosCSV() -> [String] {
    let month = report.month.description
    return [CSV.record(["month", "key", "name", "rank", "memo", "total", "count"])]
      + report.rows.flatMap { row in
        row.topMemos.enumerated().map { index, memo in
          CSV.record([
            month, row.category.key, row.category.name, String(index + 1),
            FormulaNeutralization.neutralize(memo.memo.text),
            String(memo.tally.total.value), String(memo.tally.count),
          ])
        }
      }
  }

  // MARK: JSON

  func json(includingTopMemos: Bool) -> JSON {
    var members: [(String, JSON)] = [
      ("month", .string(report.month.description)),
      ("from", .string(report.dates.first.description)),
      ("to", .string(report.dates.last.description)),
    ]
    if let search { members.append(("search", .string(search.text))) }
    members += [
      ("currency", .string("JPY")),
      ("total", .integer(report.total.total.value)),
      ("count", .integer(report.total.count)),
      ("categories", .array(report.rows.map { categoryJSON($0, includingTopMemos) })),
    ]
    members += [
      (
        "income",
        report.hasIncome
          ? .object([
            ("total", .integer(report.income.total.value)),
            ("count", .integer(report.income.count)),
            ("subcategories", Self.subcategoriesJSON(report.incomeSubcategories)),
          ]) : .null
      ),
      ("balance", report.hasIncome ? .integer(report.balance) : .null),
      ("savingsRate", report.savingsRate.map { .number($0.decimalText) } ?? .null),
    ]
    members += [
      (
        "previous",
        report.previousMonth.map { month in
          .object(
            [("month", .string(month.description))]
              + (report.previousDates.map { days in
                [
                  ("from", .string(days.first.description)),
                  ("to", .string(days.last.description)),
                ]
              } ?? []) + [
                ("sameDays", .bool(report.comparesSameDays)),
                ("total", .integer(report.previousTotal.total.value)),
                ("count", .integer(report.previousTotal.count)),
              ])
        } ?? .null
      )
    ]
    members += Self.changeJSON(report.change) + Self.budgetJSON(report.budget)
    members +=
      [
        ("scheduled", report.forecast.map { .integer($0.total.scheduled.total.value) } ?? .null),
        ("forecast", report.forecast.map { .integer($0.total.forecast.value) } ?? .null),
      ] + Self.projectionJSON(report.forecast?.projection == nil ? nil : report.forecast?.total)
    members += [
      (
        "scheduledIncome",
        report.forecast.map { .integer($0.income.scheduled.total.value) } ?? .null
      )
    ]
    let pace = report.pace
    members += [
      ("daysElapsed", pace.map { .integer(Int64($0.daysElapsed)) } ?? .null),
      ("daysLeft", pace.map { .integer(Int64($0.daysLeft)) } ?? .null),
      ("spentSoFar", pace.map { .integer($0.spentSoFar.value) } ?? .null),
      ("averagePerDay", pace.map { .integer($0.averagePerDay.value) } ?? .null),
    ]
    return .object(members)
  }

  /// What the projection adds to `line` and the forecast's range: nulls without one.
  static func projectionJSON(_ line: MonthForecast.Line?) -> [(String, JSON)] {
    [
      ("projected", line.map { .integer($0.projected.value) } ?? .null),
      ("forecastLow", line.map { .integer($0.low.value) } ?? .null),
      ("forecastHigh", line.map { .integer($0.high.value) } ?? .null),
    ]
  }

  private func categoryJSON(_ row: MonthlyReport.Row, _ includingTopMemos: Bool) -> JSON {
    var members: [(String, JSON)] = [
      ("key", .string(row.category.key)),
      ("name", .string(row.category.name)),
      ("icon", .string(row.category.icon.rawValue)),
      ("total", .integer(row.tally.total.value)),
      ("count", .integer(row.tally.count)),
      ("share", row.share.map { .number($0.decimalText) } ?? .null),
    ]
    members += Self.budgetJSON(row.budget)
    let forecast = report.forecast?.categories.first { $0.category == row.category }?.line
    members +=
      [
        ("scheduled", forecast.map { .integer($0.scheduled.total.value) } ?? .null),
        ("forecast", forecast.map { .integer($0.forecast.value) } ?? .null),
      ] + Self.projectionJSON(report.forecast?.projection == nil ? nil : forecast)
    members.append(("subcategories", Self.subcategoriesJSON(row.subcategories)))
    members += [("previous", .integer(row.change.previous.value))] + Self.changeJSON(row.change)
    if includingTopMemos {
      members.append(
        (
          "top",
          .array(
            row.topMemos.map { memo in
              .object([
                ("memo", .string(memo.memo.text)),
                ("total", .integer(memo.tally.total.value)),
                ("count", .integer(memo.tally.count)),
              ])
            })
        ))
    }
    return .object(members)
  }

  /// `{"name":"食費","total":12000,"count":3,"share":0.6}`, with a null name for the entries
  /// without a 内訳.
  /// The 内訳 rows as a JSON array of `{"name", "total", "count", "share"}`, a null name for
  /// the entries without one.
  static func subcategoriesJSON(_ rows: [MonthlyReport.SubcategoryRow]) -> JSON {
    .array(rows.map(subcategoryJSON))
  }

  private static func subcategoryJSON(_ part: MonthlyReport.SubcategoryRow) -> JSON {
    .object([
      ("name", part.subcategory.map { .string($0.name) } ?? .null),
      ("total", .integer(part.tally.total.value)),
      ("count", .integer(part.tally.count)),
      ("share", part.share.map { .number($0.decimalText) } ?? .null),
    ])
  }

  private static func budgetJSON(_ status: BudgetStatus?) -> [(String, JSON)] {
    [
      ("budget", status.map { .integer($0.budget.value) } ?? .null),
      ("remaining", status.map { .integer($0.remaining.value) } ?? .null),
      ("used", status.map { .number($0.used.decimalText) } ?? .null),
    ]
  }

  private static func changeJSON(_ change: MonthOverMonth) -> [(String, JSON)] {
    [
      ("change", .integer(change.difference)),
      ("changeRate", change.rate.map { .number($0.decimalText) } ?? .null),
    ]
  }
}
