import KakeiboCore
import TerminalUI
import Wording

/// Months by category as an SVG stacked bar chart: one bar per month, one colour per category,
/// a legend with the Japanese names, a yen axis, and each month's total above its bar; the
/// month still under way drawn lighter and hatched, with (途中) under it; and, when budgets are
/// set, the month's budget total as a dashed line, which the categories with a budget, stacked
/// at the bottom, meet (those without one are above them); with `--detail`, each category's
/// part stacks its 内訳 in shades of its colour; with income, 収入 and 収支 month by month as
/// lines, the axis reaching below zero for a negative balance. Drawn on a `ChartCanvas`; every bar
/// is a `<g class="bar">`. Its words are in the reader's language (`Words`); the categories
/// keep their names, which are the same in both.
struct SeriesChart {
  let series: MonthSeries
  /// What the chart shows, such as `2026年` or `直近6か月` (`Words.year`, `Words.lastMonths`).
  let title: String
  /// The month under way (holding today), drawn as unfinished when the chart shows it.
  let current: YearMonth
  /// The budgets in force in each month of the series, where there are any.
  let budgets: [YearMonth: MonthBudget]
  /// The language of its words.
  let language: Language
  /// Whether each category's part of a bar stacks its 内訳 (`--detail`), in shades of its
  /// colour, in the same order every month.
  var isDetailed = false

  /// Every word the chart shows, in `language`, from the catalogue's `ChartWord`.
  struct Words {
    let language: Language

    init(_ language: Language) { self.language = language }

    private func say(_ word: ChartWord) -> String { word.text(in: language) }
    var brand: String { say(.brand) }
    func year(_ year: String) -> String { say(.year(year)) }
    func lastMonths(_ count: Int) -> String { say(.lastMonths(count)) }
    var total: String { say(.total) }
    var soFar: String { say(.soFar) }
    var budget: String { say(.budget) }
    var income: String { say(.income) }
    var balance: String { say(.balance) }
    /// What a budget is of, after its amount: ` for 生活費, 娯楽費`, `（生活費・娯楽費）`.
    func of(_ categories: [String]) -> String { say(.budgetOf(categories)) }
    /// A range of amounts: `¥32,000–¥35,000`, `¥32,000〜¥35,000`.
    func range(_ lowest: Yen, _ highest: Yen) -> String {
      "\(lowest)" + say(.rangeSeparator) + "\(highest)"
    }
    func month(_ month: Int) -> String { say(.month(month)) }
    func searched(_ title: String, _ search: String) -> String {
      say(.searched(title: title, search: search))
    }
  }

  /// The budgets in force in a month: their total, and the categories they are of.
  struct MonthBudget: Hashable {
    let total: Yen
    let categories: Set<Category>
  }

  /// The categories of a month's bar bottom up: those with a budget first (in picker order),
  /// so that the budget line meets the top of what it budgets; then the others.
  func stackOrder(_ month: YearMonth) -> [Category] {
    let budgeted = budgets[month]?.categories ?? []
    return Category.allCases.filter(budgeted.contains)
      + Category.allCases.filter { !budgeted.contains($0) }
  }

  /// One piece of a month's bar: a category, or with `--detail` one of its 内訳.
  struct Piece {
    let category: Category
    /// The 内訳's name (`(なし)` for the entries without one); nil for the whole category.
    let subcategory: String?
    let total: Yen
    /// The opacity that tells a category's 内訳 apart; nil for a whole category.
    let shade: String?
  }

  /// The pieces of `row`'s bar bottom up, in `stackOrder`: its categories, or with
  /// `--detail` each category's 内訳 in the order of the whole series (largest first, those
  /// without one last), so that a 内訳 keeps its shade from month to month.
  func pieces(_ row: MonthSeries.MonthRow, keys: [Category: [Subcategory?]]) -> [Piece] {
    stackOrder(row.month).flatMap { category -> [Piece] in
      let index = Category.allCases.firstIndex(of: category) ?? 0
      guard isDetailed else {
        return [
          Piece(category: category, subcategory: nil, total: row.tallies[index].total, shade: nil)
        ]
      }
      let parts = row.subcategories[category] ?? [:]
      return (keys[category] ?? []).enumerated().map { shade, subcategory in
        Piece(
          category: category, subcategory: subcategory?.name ?? Subcategory.noneLabel,
          total: parts[subcategory]?.total ?? .zero, shade: ChartCanvas.shade(shade))
      }
    }
  }

  func svg() throws(ReportError) -> [String] {
    let words = Words(language)
    let parts = Dictionary(grouping: series.subcategoryKeys, by: \.category)
      .mapValues { $0.map(\.subcategory) }
    var stacks: [Yen] = []
    for row in series.months {
      guard let stack = ChartScale.stackedTotal(pieces(row, keys: parts).map(\.total)) else {
        throw .overflow
      }
      stacks.append(stack)
    }
    // With income, the axis reaches the highest month's income and, below zero, its lowest
    // balance.
    let incomes = series.hasIncome ? series.months.map(\.income.total) : []
    let balances = series.hasIncome ? series.months.map(\.balance) : []
    let canvas = ChartCanvas(
      scale: ChartScale(
        maximum: (stacks + budgets.values.map(\.total) + incomes + balances).max() ?? .zero),
      reachingDownTo: balances.min() ?? .zero, language: language)
    let left = canvas.left
    let slot = canvas.slot(count: series.months.count)
    let barWidth = slot * 3 / 5
    let dates = series.dates

    var lines = canvas.opening(
      heading: "\(words.brand) \(title)",
      accessible: "\(words.brand) \(title): \(dates.first) – \(dates.last)",
      subheading: "\(dates.first) – \(dates.last)  \(words.total) \(series.total.total)")

    // The legend: a swatch and name per category, then the budget and what it is of.
    var keys = Category.allCases.map {
      ChartCanvas.Key.swatch(colour: ChartCanvas.colour($0), name: $0.name)
    }
    let totals = budgets.values.map(\.total)
    if let lowest = totals.min(), let highest = totals.max() {
      let amounts = lowest == highest ? "\(lowest)" : words.range(lowest, highest)
      let budgeted = budgets.values.reduce(into: Set<Category>()) { $0.formUnion($1.categories) }
      keys.append(
        .line(
          colour: ChartCanvas.Ink.budget, isDashed: true,
          text: words.budget + " " + amounts
            + words.of(Category.allCases.filter(budgeted.contains).map(\.name))))
    }
    if series.hasIncome {
      keys += [
        .line(colour: ChartCanvas.Ink.income, isDashed: false, text: words.income),
        .line(colour: ChartCanvas.Ink.balance, isDashed: false, text: words.balance),
      ]
    }
    lines += canvas.legend(keys)
    lines += canvas.axis()

    // Behind the bars, so that a month over its budget rises through the line.
    lines += budgetLine(canvas: canvas, slot: slot)

    // One bar per month: its segments bottom up, those with a budget first, then its total.
    // The month under way is lighter and hatched: it is not a month that spent less, only an
    // unfinished one.
    for (index, row) in series.months.enumerated() {
      let centre = left + index * slot + slot / 2
      let barLeft = centre - barWidth / 2
      let isSoFar = row.month == current
      lines.append(
        #"<g class="bar" data-month="\#(row.month)"\#(isSoFar ? #" data-so-far="true""# : "")>"#)
      let pieces = pieces(row, keys: parts)
      let heights = try canvas.scale.segmentHeights(
        pieces.map(\.total), height: canvas.barHeight)
      var bottom = canvas.base
      for (piece, height) in zip(pieces, heights) where height > 0 {
        let name = [piece.category.name] + (piece.subcategory.map { [$0] } ?? [])
        lines.append(
          canvas.segment(
            x: barLeft, width: barWidth, bottom: bottom, height: height,
            fill: ChartCanvas.colour(piece.category),
            opacity: piece.shade ?? (isSoFar ? "0.55" : nil),
            title: ([row.month.description] + name + [piece.total.description])
              .joined(separator: " ")))
        bottom -= height
      }
      if isSoFar && bottom < canvas.base {
        lines.append(canvas.hatching(x: barLeft, width: barWidth, top: bottom))
      }
      lines += canvas.barLabel(
        row.total.total.description, centre: centre, top: bottom, grounded: !budgets.isEmpty)
      lines.append("</g>")
    }

    // Over the bars, income and the balance (収入 − 支出) month by month, each a line.
    if series.hasIncome {
      let centres = series.months.indices.map { left + $0 * slot + slot / 2 }
      lines += canvas.line(
        kind: "income", colour: ChartCanvas.Ink.income,
        points: zip(centres, series.months).map { x, row in
          (x, row.income.total, "\(row.month) \(words.income) \(row.income.total)")
        })
      lines += canvas.line(
        kind: "balance", colour: ChartCanvas.Ink.balance,
        points: zip(centres, series.months).map { x, row in
          (
            x, row.balance,
            "\(row.month) \(words.balance) " + MonthlyReportRendering.signed(row.balance.value)
          )
        })
    }

    // The months under the axis, (途中) under the month under way, and the year under the
    // first month and under each January (lower when (途中) takes its place).
    lines.append(
      #"<g class="months" font-size="12" fill="\#(ChartCanvas.Ink.text)" text-anchor="middle">"#)
    for (index, row) in series.months.enumerated() {
      let centre = left + index * slot + slot / 2
      let axis = ChartCanvas.plotBottom
      lines.append(
        #"<text x="\#(centre)" y="\#(axis + 18)">\#(words.month(row.month.month))</text>"#)
      var below = axis + 34
      if row.month == current {
        lines.append(
          #"<text x="\#(centre)" y="\#(below)" font-size="11" "#
            + #"fill="\#(ChartCanvas.Ink.secondary)">\#(words.soFar)</text>"#)
        below += 16
      }
      if index == 0 || row.month.month == 1 {
        lines.append(
          #"<text x="\#(centre)" y="\#(below)" fill="\#(ChartCanvas.Ink.faint)">"#
            + words.year(String(row.month.year)) + "</text>")
      }
    }
    lines.append("</g>")
    lines.append("</svg>")
    return lines
  }

  /// The budget total of each month as a dashed line across its slot, stepping where the
  /// budgets change and broken over months without one; its amounts are in the legend.
  func budgetLine(canvas: ChartCanvas, slot: Int) -> [String] {
    var path: [String] = []
    /// The height the line is drawn at, and the right end of the slot it has reached.
    var drawing: (y: Int, end: Int)?
    for (index, row) in series.months.enumerated() {
      let start = canvas.left + index * slot
      guard let budget = budgets[row.month] else {
        if let drawing { path.append("H\(drawing.end)") }
        drawing = nil
        continue
      }
      let y = canvas.y(of: budget.total)
      if let drawing {
        if drawing.y != y { path += ["H\(start)", "V\(y)"] }
      } else {
        path.append("M\(start) \(y)")
      }
      drawing = (y, start + slot)
    }
    if let drawing { path.append("H\(drawing.end)") }
    return path.isEmpty ? [] : [ChartCanvas.budgetPath(path)]
  }
}
