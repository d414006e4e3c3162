import KakeiboCore
import Wording

/// One month by category as an SVG bar chart (`report MONTH --format svg`): a bar per category
/// with its total above it and its name under it; with `--detail`, each bar stacks its 内訳 in
/// shades of its colour, largest at the bottom, each named beside it; a category with a budget
/// has it as a dashed line across its slot; a month still under way is drawn lighter and
/// hatched, with (途中) in its heading; a month with income says it, and the balance, in the
/// heading. Drawn on a `ChartCanvas`, in the reader's language (`SeriesChart.Words`).
struct MonthChart {
  let report: MonthlyReport
  /// What the chart shows, such as `2026年11月` (`ChartWord.monthTitle`).
  let title: String
  /// Whether each bar stacks its 内訳 (`--detail`).
  let isDetailed: Bool
  /// Whether the month holds today, with days still to come.
  let isUnderWay: Bool
  let language: Language

  /// The parts a category's bar stacks bottom up, with their titles: its 内訳 with
  /// `--detail`, else the whole category.
  func parts(_ row: MonthlyReport.Row) -> [(name: String?, total: Yen)] {
    guard isDetailed else { return [(nil, row.tally.total)] }
    return row.subcategories.map { ($0.subcategory?.name ?? Subcategory.noneLabel, $0.tally.total) }
  }

  func svg() throws(ReportError) -> [String] {
    let words = SeriesChart.Words(language)
    var highest = Yen.zero
    for row in report.rows {
      guard let stack = ChartScale.stackedTotal(parts(row).map(\.total)) else { throw .overflow }
      highest = max(highest, stack, row.budget?.budget ?? .zero)
    }
    let canvas = ChartCanvas(scale: ChartScale(maximum: highest), language: language)
    let slot = canvas.slot(count: report.rows.count)
    let barWidth = slot * 2 / 5
    let dates = report.dates

    var subheading = "\(dates.first) – \(dates.last)  \(words.total) \(report.total.total)"
    if report.hasIncome {
      subheading +=
        "  \(words.income) \(report.income.total)  \(words.balance) "
        + MonthlyReportRendering.signed(report.balance)
    }
    if isUnderWay { subheading += "  " + words.soFar }
    var lines = canvas.opening(
      heading: "\(words.brand) \(title)",
      accessible: "\(words.brand) \(title): \(dates.first) – \(dates.last)",
      subheading: subheading)

    var keys = report.rows.map {
      ChartCanvas.Key.swatch(colour: ChartCanvas.colour($0.category), name: $0.category.name)
    }
    let budgeted = report.rows.filter { $0.budget != nil }.map(\.category.name)
    if !budgeted.isEmpty {
      keys.append(
        .line(
          colour: ChartCanvas.Ink.budget, isDashed: true,
          text: words.budget + words.of(budgeted)))
    }
    lines += canvas.legend(keys)
    lines += canvas.axis()

    for (index, row) in report.rows.enumerated() {
      let slotLeft = canvas.left + index * slot
      let centre = slotLeft + slot / 2
      let barLeft = centre - barWidth / 2
      let colour = ChartCanvas.colour(row.category)
      // Behind the bar, so that a category over its budget rises through the line.
      if let budget = row.budget {
        let y = canvas.y(of: budget.budget)
        lines.append(
          ChartCanvas.budgetPath(
            ["M\(slotLeft + slot / 8) \(y)", "H\(slotLeft + slot - slot / 8)"],
            category: row.category))
      }
      lines.append(
        #"<g class="bar" data-category="\#(row.category.key)""#
          + #"\#(isUnderWay ? #" data-so-far="true""# : "")>"#)
      let parts = parts(row)
      let heights = try canvas.scale.segmentHeights(parts.map(\.total), height: canvas.barHeight)
      var bottom = canvas.base
      for (shade, (part, height)) in zip(parts, heights).enumerated() where height > 0 {
        let name = [row.category.name] + (part.name.map { [$0] } ?? [])
        lines.append(
          canvas.segment(
            x: barLeft, width: barWidth, bottom: bottom, height: height, fill: colour,
            opacity: isDetailed
              ? ChartCanvas.shade(shade) : isUnderWay ? "0.55" : nil,
            title: (name + [part.total.description]).joined(separator: " ")))
        // A 内訳 tall enough to name is named beside its segment.
        if let subcategory = part.name, height >= 14 {
          lines.append(
            #"<text class="part" x="\#(barLeft + barWidth + 6)" y="\#(bottom - height / 2 + 4)" "#
              + #"font-size="11" fill="\#(ChartCanvas.Ink.secondary)">"#
              + ChartCanvas.escaped("\(subcategory) \(part.total)") + "</text>")
        }
        bottom -= height
      }
      if isUnderWay && bottom < canvas.base {
        lines.append(canvas.hatching(x: barLeft, width: barWidth, top: bottom))
      }
      lines += canvas.barLabel(
        row.tally.total.description, centre: centre, top: bottom, grounded: row.budget != nil)
      lines.append("</g>")
    }

    lines.append(
      #"<g class="categories" font-size="13" fill="\#(ChartCanvas.Ink.text)" "#
        + #"text-anchor="middle">"#)
    for (index, row) in report.rows.enumerated() {
      let centre = canvas.left + index * slot + slot / 2
      lines.append(
        #"<text x="\#(centre)" y="\#(ChartCanvas.plotBottom + 20)">"#
          + ChartCanvas.escaped(row.category.name) + "</text>")
    }
    lines.append("</g>")
    lines.append("</svg>")
    return lines
  }
}
