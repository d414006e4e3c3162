import KakeiboCore
import TerminalUI

/// Months by category as an SVG stacked bar chart: one bar per month, one colour per category,
/// a legend with the Japanese names, a yen axis, and each month's total above its bar. Written
/// as text, in whole pixels; every bar is a `<g class="bar">`.
struct SeriesChart {
  let series: MonthSeries
  /// What the chart shows, such as `2026` or `Last 6 months`.
  let title: String

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
    let scale = ChartScale(maximum: series.months.map(\.total.total).max() ?? .zero)
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
        + #"role="img" aria-labelledby="chart-title">"#,
      #"<title id="chart-title">\#(Self.escaped("家計簿 \(title): \(dates.first) – \(dates.last)"))</title>"#,
      #"<rect width="\#(Self.width)" height="\#(Self.height)" fill="\#(Ink.background)"/>"#,
      #"<text x="\#(left)" y="34" font-size="20" font-weight="bold" fill="\#(Ink.title)">"#
        + Self.escaped("家計簿 \(title)") + "</text>",
      #"<text x="\#(left)" y="56" font-size="12" fill="\#(Ink.secondary)">"#
        + Self.escaped("\(dates.first) – \(dates.last)  合計 \(series.total.total)") + "</text>",
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

    // One bar per month: its segments bottom up in picker order, then its total.
    for (index, row) in series.months.enumerated() {
      let centre = left + index * slot + slot / 2
      let barLeft = centre - barWidth / 2
      lines.append(#"<g class="bar" data-month="\#(row.month)">"#)
      let heights = try scale.segmentHeights(row.tallies.map(\.total), height: plotHeight)
      var bottom = Self.plotBottom
      for (category, (tally, height)) in zip(Category.allCases, zip(row.tallies, heights))
      where height > 0 {
        bottom -= height
        lines.append(
          #"<rect x="\#(barLeft)" y="\#(bottom)" width="\#(barWidth)" height="\#(height)" "#
            + #"fill="\#(Self.colour(category))"><title>"#
            + Self.escaped("\(row.month) \(category.name) \(tally.total)") + "</title></rect>")
      }
      lines.append(
        #"<text x="\#(centre)" y="\#(bottom - 6)" font-size="11" fill="\#(Ink.text)" "#
          + #"text-anchor="middle">\#(Self.escaped(row.total.total.description))</text>"#)
      lines.append("</g>")
    }

    // The months under the axis, with the year under the first and under each January.
    lines.append(#"<g class="months" font-size="12" fill="\#(Ink.text)" text-anchor="middle">"#)
    for (index, row) in series.months.enumerated() {
      let centre = left + index * slot + slot / 2
      lines.append(
        #"<text x="\#(centre)" y="\#(Self.plotBottom + 18)">\#(row.month.month)月</text>"#)
      if index == 0 || row.month.month == 1 {
        lines.append(
          #"<text x="\#(centre)" y="\#(Self.plotBottom + 34)" fill="\#(Ink.faint)">"#
            + "\(row.month.year)年</text>")
      }
    }
    lines.append("</g>")
    lines.append("</svg>")
    return lines
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
