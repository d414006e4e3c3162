import KakeiboCore

/// A table of text laid out in aligned columns by display width, so that Japanese text (two
/// columns a character) lines up with ASCII. Cells are printed as `cell(_:)` makes them: a
/// ledger that another client wrote may hold any text, and none of it reaches the terminal as
/// a control character.
public struct Table: Sendable {
  public struct Column: Sendable {
    public let header: String
    public let alignment: Alignment

    public init(_ header: String, _ alignment: Alignment = .left) {
      self.header = header
      self.alignment = alignment
    }
  }

  public var columns: [Column]
  public var rows: [[String]]
  /// Rows shown after a rule, such as totals.
  public var footer: [[String]]

  /// Spaces between columns.
  public static let gap = "  "

  public init(columns: [Column], rows: [[String]] = [], footer: [[String]] = []) {
    self.columns = columns
    self.rows = rows
    self.footer = footer
  }

  /// Returns the table's lines without trailing spaces: the header (bold), the rows, and, when
  /// there is a footer, a rule of dashes and the footer rows (bold).
  public func render(style: TextStyle = .plain) -> [String] {
    let widths = columnWidths
    var lines = [header(widths: widths, style: style)]
    lines += rows.map { line($0, widths: widths) }
    if !footer.isEmpty {
      lines.append(Self.rule(widths: widths))
      lines += footer.map { style.bold(line($0, widths: widths)) }
    }
    return lines
  }

  // MARK: Lines, for a table whose rows are written as they come

  /// The header line (bold), with columns as wide as `widths`.
  public func header(widths: [Int], style: TextStyle = .plain) -> String {
    style.bold(line(columns.map(\.header), widths: widths))
  }

  /// One line of `cells` (each shown as `cell(_:)` shows it), padded to `widths` and aligned
  /// as the columns say, without trailing spaces.
  public func line(_ cells: [String], widths: [Int]) -> String {
    let padded = columns.indices.map { index in
      DisplayWidth.pad(
        cells.indices.contains(index) ? Self.cell(cells[index]) : "", to: widths[index],
        alignment: columns[index].alignment)
    }
    var text = padded.joined(separator: Self.gap)
    while text.last == " " { text.removeLast() }
    return text
  }

  /// The rule of dashes above a footer, as wide as a line of `widths`.
  public static func rule(widths: [Int]) -> String {
    String(repeating: "-", count: lineWidth(widths))
  }

  /// The display width of each column: its widest cell, header included.
  public var columnWidths: [Int] {
    columns.indices.map { index in
      ([columns[index].header] + (rows + footer).map { $0.indices.contains(index) ? $0[index] : "" })
        .map(Self.width).max() ?? 0
    }
  }

  /// The text a cell shows: `text` with its control characters made visible (`\e`, `\n`).
  public static func cell(_ text: String) -> String { VisibleText.of(text) }

  /// The display width of the cell that shows `text`.
  public static func width(of text: String) -> Int { DisplayWidth.of(cell(text)) }

  /// The width of a line with every column as wide as `widths`, gaps included.
  public static func lineWidth(_ widths: [Int]) -> Int {
    widths.reduce(0, +) + gap.count * max(0, widths.count - 1)
  }
}
