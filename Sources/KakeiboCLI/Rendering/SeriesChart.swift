import KakeiboCore
import TerminalUI
import Wording

/// Months by category as an SVG stacked bar chart: one bar per month, one colour per category,
/// a legend with the Japanese names, a yen axis, and each month's total above its bar; the
/// month still under way drawn lighter and hatched, with (途中) under it; and, when budgets are
/// set, the month's budget total as a dashed line. Written as text, in whole pixels; every bar
/// is a `<g class="bar">`. Its words are in the reader's language (`Words`); the categories
/// keep their names, which are the same in both.
struct SeriesChart {
  let series: MonthSeries
  /// What the chart shows, such as `2026年` or `直近6か月` (`Words.year`, `Words.lastMonths`).
  let title: String
  /// The month under way (holding today), drawn as unfinished when the chart shows it.
  let current: YearMonth
  /// The total of the budgets in force in each month of the series, where there are any.
  let budgets: [YearMonth: Yen]
  /// The language of its words.
  let language: Language

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
    /// A range of amounts: `¥32,000–¥35,000`, `¥32,000〜¥35,000`.
    func range(_ lowest: Yen, _ highest: Yen) -> String {
      "\(lowest)" + say(.rangeSeparator) + "\(highest)"
    }
    func month(_ month: Int) -> String { say(.month(month)) }
    func searched(_ title: String, _ search: String) -> String {
      say(.searched(title: title, search: search))
    }
  }

  static let width = 840
  static let height = 460
  /// The top of the highest tick, and the axis line, in pixels from the top.
  static let plotTop = 96
  static let plotBottom = 400
  static let rightMargin = 24
  static let fontFamily =
    "'Hiragino Sans', 'Hiragino Kaku Gothic ProN', 'Noto Sans CJK JP', 'Yu Gothic', Meiryo, "
    + "sans-serif"

  /// The colours of text and lines.
  enum Ink {
    static let background = "#ffffff"
    static let title = "#222222"
    static let text = "#333333"
    static let secondary = "#666666"
    static let faint = "#888888"
    static let grid = "#e0e0e0"
    static let budget = "#c0392b"
  }

  /// Each category's colour (colour-blind safe, from Tableau 10).
  static func colour(_ category: Category) -> String {
    switch category {
    case .livingCost: "#4e79a7"
    case .expenses: "#f28e2b"
    case .leisure: "#59a14f"
    }
  }

  func svg() throws(ReportError) -> [String] {
    let words = Words(language)
    var stacks: [Yen] = []
    for row in series.months {
      guard let stack = ChartScale.stackedTotal(row.tallies.map(\.total)) else { throw .overflow }
      stacks.append(stack)
    }
    let scale = ChartScale(maximum: (stacks + budgets.values).max() ?? .zero)
    let plotHeight = Self.plotBottom - Self.plotTop
    let tickLabels = scale.ticks.map { ($0, $0.description) }
    let left = 24 + (tickLabels.map { DisplayWidth.of($0.1) }.max() ?? 0) * 7
    let slot = (Self.width - left - Self.rightMargin) / max(1, series.months.count)
    let barWidth = slot * 3 / 5
    let dates = series.dates

    var lines = [
      #"<?xml version="1.0" encoding="UTF-8"?>"#,
      #"<svg xmlns="http://www.w3.org/2000/svg" width="\#(Self.width)" height="\#(Self.height)" "#
        + #"viewBox="0 0 \#(Self.width) \#(Self.height)" font-family="\#(Self.fontFamily)" "#
        + #"xml:lang="\#(language.rawValue)" role="img" aria-labelledby="chart-title">"#,
      #"<title id="chart-title">"#
        + Self.escaped("\(words.brand) \(title): \(dates.first) – \(dates.last)") + "</title>",
      // The hatching of the month under way: white stripes over its lighter colours.
      #"<defs><pattern id="so-far" width="6" height="6" patternUnits="userSpaceOnUse" "#
        + #"patternTransform="rotate(45)"><rect width="3" height="6" "#
        + #"fill="\#(Ink.background)" fill-opacity="0.7"/></pattern></defs>"#,
      #"<rect width="\#(Self.width)" height="\#(Self.height)" fill="\#(Ink.background)"/>"#,
      #"<text x="\#(left)" y="34" font-size="20" font-weight="bold" fill="\#(Ink.title)">"#
        + Self.escaped("\(words.brand) \(title)") + "</text>",
      #"<text x="\#(left)" y="56" font-size="12" fill="\#(Ink.secondary)">"#
        + Self.escaped(
          "\(dates.first) – \(dates.last)  \(words.total) \(series.total.total)") + "</text>",
    ]

    // The legend, one swatch and name per category.
    lines.append(#"<g class="legend" font-size="13" fill="\#(Ink.text)">"#)
    var x = left
    for category in Category.allCases {
      lines.append(
        #"<rect x="\#(x)" y="68" width="12" height="12" fill="\#(Self.colour(category))"/>"#
          + #"<text x="\#(x + 18)" y="79">\#(Self.escaped(category.name))</text>"#)
      x += 18 + DisplayWidth.of(category.name) * 7 + 24
    }
    if let lowest = budgets.values.min(), let highest = budgets.values.max() {
      let amounts = lowest == highest ? "\(lowest)" : words.range(lowest, highest)
      lines.append(
        #"<line x1="\#(x)" y1="74" x2="\#(x + 18)" y2="74" stroke="\#(Ink.budget)" "#
          + #"stroke-width="2" stroke-dasharray="6 4"/>"#
          + #"<text x="\#(x + 24)" y="79">\#(Self.escaped(words.budget + " " + amounts))</text>"#)
    }
    lines.append("</g>")

    // The yen axis: a grid line and a label per tick.
    lines.append(#"<g class="axis" font-size="11" fill="\#(Ink.secondary)" text-anchor="end">"#)
    for (value, label) in tickLabels {
      let y = Self.plotBottom - scale.position(of: value, height: plotHeight)
      let colour = value == .zero ? Ink.faint : Ink.grid
      lines.append(
        #"<line x1="\#(left)" y1="\#(y)" x2="\#(Self.width - Self.rightMargin)" y2="\#(y)" "#
          + #"stroke="\#(colour)" stroke-width="1"/>"#
          + #"<text x="\#(left - 8)" y="\#(y + 4)">\#(Self.escaped(label))</text>"#)
    }
    lines.append("</g>")

    // Behind the bars, so that a month over its budget rises through the line.
    lines += budgetLine(left: left, slot: slot, scale: scale, plotHeight: plotHeight)

    // One bar per month: its segments bottom up in picker order, then its total. The month
    // under way is lighter and hatched: it is not a month that spent less, only an unfinished
    // one.
    for (index, row) in series.months.enumerated() {
      let centre = left + index * slot + slot / 2
      let barLeft = centre - barWidth / 2
      let isSoFar = row.month == current
      lines.append(
        #"<g class="bar" data-month="\#(row.month)"\#(isSoFar ? #" data-so-far="true""# : "")>"#)
      let heights = try scale.segmentHeights(row.tallies.map(\.total), height: plotHeight)
      var bottom = Self.plotBottom
      for (category, (tally, height)) in zip(Category.allCases, zip(row.tallies, heights))
      where height > 0 {
        bottom -= height
        lines.append(
          #"<rect x="\#(barLeft)" y="\#(bottom)" width="\#(barWidth)" height="\#(height)" "#
            + #"fill="\#(Self.colour(category))"\#(isSoFar ? #" fill-opacity="0.55""# : "")>"#
            + "<title>" + Self.escaped("\(row.month) \(category.name) \(tally.total)")
            + "</title></rect>")
      }
      if isSoFar && bottom < Self.plotBottom {
        lines.append(
          #"<rect x="\#(barLeft)" y="\#(bottom)" width="\#(barWidth)" "#
            + #"height="\#(Self.plotBottom - bottom)" fill="url(#so-far)"/>"#)
      }
      let label = row.total.total.description
      if !budgets.isEmpty {
        // A white ground keeps the total readable where the budget line passes behind it.
        let labelWidth = DisplayWidth.of(label) * 13 / 2 + 4
        lines.append(
          #"<rect x="\#(centre - labelWidth / 2)" y="\#(bottom - 17)" width="\#(labelWidth)" "#
            + #"height="14" fill="\#(Ink.background)"/>"#)
      }
      lines.append(
        #"<text x="\#(centre)" y="\#(bottom - 6)" font-size="11" fill="\#(Ink.text)" "#
          + #"text-anchor="middle">\#(Self.escaped(label))</text>"#)
      lines.append("</g>")
    }

    // The months under the axis, (途中) under the month under way, and the year under the
    // first month and under each January (lower when (途中) takes its place).
    lines.append(#"<g class="months" font-size="12" fill="\#(Ink.text)" text-anchor="middle">"#)
    for (index, row) in series.months.enumerated() {
      let centre = left + index * slot + slot / 2
      lines.append(
        #"<text x="\#(centre)" y="\#(Self.plotBottom + 18)">\#(words.month(row.month.month))</text>"#
      )
      var below = Self.plotBottom + 34
      if row.month == current {
        lines.append(
          #"<text x="\#(centre)" y="\#(below)" font-size="11" fill="\#(Ink.secondary)">"#
            + "\(words.soFar)</text>")
        below += 16
      }
      if index == 0 || row.month.month == 1 {
        lines.append(
          #"<text x="\#(centre)" y="\#(below)" fill="\#(Ink.faint)">"#
            + words.year(String(row.month.year)) + "</text>")
      }
    }
    lines.append("</g>")
    lines.append("</svg>")
    return lines
  }

  /// The budget total of each month as a dashed line across its slot, stepping where the
  /// budgets change and broken over months without one; its amounts are in the legend.
  func budgetLine(left: Int, slot: Int, scale: ChartScale, plotHeight: Int) -> [String] {
    var path: [String] = []
    /// The height the line is drawn at, and the right end of the slot it has reached.
    var drawing: (y: Int, end: Int)?
    for (index, row) in series.months.enumerated() {
      let start = left + index * slot
      guard let total = budgets[row.month] else {
        if let drawing { path.append("H\(drawing.end)") }
        drawing = nil
        continue
      }
      let y = Self.plotBottom - scale.position(of: total, height: plotHeight)
      if let drawing {
        if drawing.y != y { path += ["H\(start)", "V\(y)"] }
      } else {
        path.append("M\(start) \(y)")
      }
      drawing = (y, start + slot)
    }
    if let drawing { path.append("H\(drawing.end)") }
    guard !path.isEmpty else { return [] }
    return [
      #"<path class="budget" d="\#(path.joined(separator: " "))" fill="none" "#
        + #"stroke="\#(Ink.budget)" stroke-width="2" stroke-dasharray="6 4"/>"#
    ]
  }

  /// Returns `text` with the characters XML reserves written as entities.
  static func escaped(_ text: String) -> String {
    var result = ""
    for character in text {
      switch character {
      case "&": result += "&amp;"
      case "<": result += "&lt;"
      case ">": result += "&gt;"
      case "\"": result += "&quot;"
      case "'": result += "&apos;"
      default: result.append(character)
      }
    }
    return result
  }
}
