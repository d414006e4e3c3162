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
    /// A short line and what it stands for: the budget, dashed.
    case line(colour: String, isDashed: Bool, text: String)
  }

  /// The axis the chart draws its amounts on.
  let scale: ChartScale
  /// The language of `xml:lang`.
  let language: Language
  /// The left edge of the plot: room for the widest tick label.
  let left: Int

  init(scale: ChartScale, language: Language) {
    self.scale = scale
    self.language = language
    left = 24 + (scale.ticks.map { DisplayWidth.of($0.description) }.max() ?? 0) * 7
  }

  var plotHeight: Int { Self.plotBottom - Self.plotTop }
  /// The width of each of `count` slots across the plot.
  func slot(count: Int) -> Int { (Self.width - left - Self.rightMargin) / max(1, count) }
  /// The height, from the top, at which `value` is drawn (zero and less on the axis).
  func y(of value: Yen) -> Int { Self.plotBottom - scale.position(of: value, height: plotHeight) }

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
    for value in scale.ticks {
      let y = y(of: value)
      let colour = value == .zero ? Ink.faint : Ink.grid
      lines.append(
        #"<line x1="\#(left)" y1="\#(y)" x2="\#(Self.width - Self.rightMargin)" y2="\#(y)" "#
          + #"stroke="\#(colour)" stroke-width="1"/>"#
          + #"<text x="\#(left - 8)" y="\#(y + 4)">\#(Self.escaped(value.description))</text>"#)
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

  /// The hatching over a bar still under way, from `top` down to the axis.
  func hatching(x: Int, width: Int, top: Int) -> String {
    #"<rect x="\#(x)" y="\#(top)" width="\#(width)" height="\#(Self.plotBottom - top)" "#
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
