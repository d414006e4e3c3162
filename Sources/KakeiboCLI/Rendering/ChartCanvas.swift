import KakeiboCore
import TerminalUI
import Wording

/// What the SVG charts share: the page, its heading, the legend, the yen axis and the bars'
/// pieces, in whole pixels, as lines of text. `SeriesChart` (month by month) and `MonthChart`
/// (one month by category) say what to draw; this says how.
struct ChartCanvas {
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
    static let income = "#1b7f79"
    static let balance = "#7b4fa0"
  }

  /// Each category's colour (colour-blind safe, from Tableau 10).
  static func colour(_ category: Category) -> String {
    switch category {
    case .livingCost: "#4e79a7"
    case .expenses: "#f28e2b"
    case .leisure: "#59a14f"
    }
  }

  /// The opacity of the `index`th 内訳 of a category (0 the largest), so that its parts read
  /// as shades of its colour: full, then lighter, down to 0.4.
  static func shade(_ index: Int) -> String {
    let opacities = ["1", "0.8", "0.65", "0.5", "0.4"]
    return opacities[min(index, opacities.count - 1)]
  }

  /// One entry of the legend.
  enum Key {
    /// A square of colour and a name: a category.
    case swatch(colour: String, name: String)
    /// A short line and what it stands for: the budget (dashed), income and the balance.
    case line(colour: String, isDashed: Bool, text: String)
  }

  /// The axis the chart draws its amounts on, from zero up.
  let scale: ChartScale
  /// How many of its steps the axis runs below zero: room for a balance that is negative
  /// (more spent than received); none for a chart without one.
  let stepsBelow: Int
  /// The language of `xml:lang`.
  let language: Language
  /// The left edge of the plot: room for the widest tick label.
  let left: Int

  /// An axis for `scale` that reaches down to `lowest` too, when that is below zero.
  init(scale: ChartScale, reachingDownTo lowest: Yen = .zero, language: Language) {
    self.scale = scale
    let step = UInt64(scale.step.value)
    let deficit = lowest.value < 0 ? lowest.value.magnitude : 0
    stepsBelow = Int(deficit / step + (deficit % step == 0 ? 0 : 1))
    self.language = language
    let labels =
      scale.ticks.map(\.description)
      + (0..<stepsBelow).map { MonthlyReportRendering.signed(-scale.step.value * Int64($0 + 1)) }
    left = 24 + (labels.map { DisplayWidth.of($0) }.max() ?? 0) * 7
  }

  var plotHeight: Int { Self.plotBottom - Self.plotTop }
  /// How many steps the axis has above zero.
  var stepsAbove: Int { Int(scale.top.value / max(1, scale.step.value)) }
  /// The pixels from the top of the plot down to zero, where the bars stand.
  var barHeight: Int { plotHeight * stepsAbove / max(1, stepsAbove + stepsBelow) }
  /// The height, from the top, of zero: the line the bars stand on.
  var base: Int { Self.plotTop + barHeight }
  /// The width of each of `count` slots across the plot.
  func slot(count: Int) -> Int { (Self.width - left - Self.rightMargin) / max(1, count) }
  /// The height, from the top, at which `value` is drawn: above the base for more than zero,
  /// below it (as far as the axis runs) for less.
  func y(of value: Yen) -> Int {
    guard value.value < 0 else { return base - scale.position(of: value, height: barHeight) }
    let below = scale.position(of: Yen(Int64(clamping: value.value.magnitude)), height: barHeight)
    return min(Self.plotBottom, base + below)
  }

  /// The XML declaration, the `<svg>` element's opening, its `<title>` (`accessible`), the
  /// hatching of what is under way, the background, the heading and the line under it.
  func opening(heading: String, accessible: String, subheading: String) -> [String] {
    [
      #"<?xml version="1.0" encoding="UTF-8"?>"#,
      #"<svg xmlns="http://www.w3.org/2000/svg" width="\#(Self.width)" height="\#(Self.height)" "#
        + #"viewBox="0 0 \#(Self.width) \#(Self.height)" font-family="\#(Self.fontFamily)" "#
        + #"xml:lang="\#(language.rawValue)" role="img" aria-labelledby="chart-title">"#,
      #"<title id="chart-title">"# + Self.escaped(accessible) + "</title>",
      // The hatching of what is under way: white stripes over its lighter colours.
      #"<defs><pattern id="so-far" width="6" height="6" patternUnits="userSpaceOnUse" "#
        + #"patternTransform="rotate(45)"><rect width="3" height="6" "#
        + #"fill="\#(Ink.background)" fill-opacity="0.7"/></pattern></defs>"#,
      #"<rect width="\#(Self.width)" height="\#(Self.height)" fill="\#(Ink.background)"/>"#,
      #"<text x="\#(left)" y="34" font-size="20" font-weight="bold" fill="\#(Ink.title)">"#
        + Self.escaped(heading) + "</text>",
      #"<text x="\#(left)" y="56" font-size="12" fill="\#(Ink.secondary)">"#
        + Self.escaped(subheading) + "</text>",
    ]
  }

  /// The legend, in one row under the heading.
  func legend(_ keys: [Key]) -> [String] {
    var lines = [#"<g class="legend" font-size="13" fill="\#(Ink.text)">"#]
    var x = left
    for key in keys {
      switch key {
      case .swatch(let colour, let name):
        lines.append(
          #"<rect x="\#(x)" y="68" width="12" height="12" fill="\#(colour)"/>"#
            + #"<text x="\#(x + 18)" y="79">\#(Self.escaped(name))</text>"#)
        x += 18 + DisplayWidth.of(name) * 7 + 24
      case .line(let colour, let isDashed, let text):
        lines.append(
          #"<line x1="\#(x)" y1="74" x2="\#(x + 18)" y2="74" stroke="\#(colour)" "#
            + #"stroke-width="2"\#(isDashed ? #" stroke-dasharray="6 4""# : "")/>"#
            + #"<text x="\#(x + 24)" y="79">\#(Self.escaped(text))</text>"#)
        x += 24 + DisplayWidth.of(text) * 7 + 24
      }
    }
    return lines + ["</g>"]
  }

  /// The yen axis: a grid line and a label per tick.
  func axis() -> [String] {
    var lines = [#"<g class="axis" font-size="11" fill="\#(Ink.secondary)" text-anchor="end">"#]
    let below = (0..<stepsBelow).map { Yen(-scale.step.value * Int64(stepsBelow - $0)) }
    for value in below + scale.ticks {
      let y = y(of: value)
      let colour = value == .zero ? Ink.faint : Ink.grid
      let label = value.value < 0 ? MonthlyReportRendering.signed(value.value) : value.description
      lines.append(
        #"<line x1="\#(left)" y1="\#(y)" x2="\#(Self.width - Self.rightMargin)" y2="\#(y)" "#
          + #"stroke="\#(colour)" stroke-width="1"/>"#
          + #"<text x="\#(left - 8)" y="\#(y + 4)">\#(Self.escaped(label))</text>"#)
    }
    return lines + ["</g>"]
  }

  /// A bar's segment from `bottom` up `height` pixels, with what it is as its `<title>`.
  func segment(
    x: Int, width: Int, bottom: Int, height: Int, fill: String, opacity: String?, title: String
  ) -> String {
    #"<rect x="\#(x)" y="\#(bottom - height)" width="\#(width)" height="\#(height)" "#
      + #"fill="\#(fill)"\#(opacity.map { #" fill-opacity="\#($0)""# } ?? "")>"#
      + "<title>" + Self.escaped(title) + "</title></rect>"
  }

  /// The hatching over a bar still under way, from `top` down to the base.
  func hatching(x: Int, width: Int, top: Int) -> String {
    #"<rect x="\#(x)" y="\#(top)" width="\#(width)" height="\#(base - top)" "#
      + #"fill="url(#so-far)"/>"#
  }

  /// A bar's amount centred above it at `top`, on a white ground when a line may pass behind.
  func barLabel(_ label: String, centre: Int, top: Int, grounded: Bool) -> [String] {
    var lines: [String] = []
    if grounded {
      let labelWidth = DisplayWidth.of(label) * 13 / 2 + 4
      lines.append(
        #"<rect x="\#(centre - labelWidth / 2)" y="\#(top - 17)" width="\#(labelWidth)" "#
          + #"height="14" fill="\#(Ink.background)"/>"#)
    }
    lines.append(
      #"<text x="\#(centre)" y="\#(top - 6)" font-size="11" fill="\#(Ink.text)" "#
        + #"text-anchor="middle">\#(Self.escaped(label))</text>"#)
    return lines
  }

  /// A line through `points` (x and amount) with a dot at each, titled, of `kind` (`income`,
  /// `balance`): what a chart draws month by month over its bars.
  func line(kind: String, colour: String, points: [(x: Int, value: Yen, title: String)])
    -> [String]
  {
    guard !points.isEmpty else { return [] }
    let path = points.enumerated().map { index, point in
      (index == 0 ? "M" : "L") + "\(point.x) \(y(of: point.value))"
    }
    return [
      #"<g class="\#(kind)">"#,
      #"<path d="\#(path.joined(separator: " "))" fill="none" stroke="\#(colour)" "#
        + #"stroke-width="2"/>"#,
    ]
      + points.map { point in
        #"<circle cx="\#(point.x)" cy="\#(y(of: point.value))" r="3.5" fill="\#(colour)">"#
          + "<title>" + Self.escaped(point.title) + "</title></circle>"
      } + ["</g>"]
  }

  /// The budget as a dashed path (`d`), of `category` when it is one category's.
  static func budgetPath(_ path: [String], category: Category? = nil) -> String {
    #"<path class="budget" d="\#(path.joined(separator: " "))" fill="none" "#
      + (category.map { #"data-category="\#($0.key)" "# } ?? "")
      + #"stroke="\#(Ink.budget)" stroke-width="2" stroke-dasharray="6 4"/>"#
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
