import KakeiboCore
import Wording

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
  /// there is a footer, a rule of dashes and the footer rows (bold). `tint` names a colour for
  /// the cell at a row (footer rows count on after the rows) and column, shown when `style`
  /// allows colour.
  public func render(
    style: TextStyle = .plain,
    tint: (_ row: Int, _ column: Int) -> TextStyle.Tint? = { _, _ in nil }
  ) -> [String] {
    let widths = columnWidths
    var lines = [header(widths: widths, style: style)]
    lines += rows.indices.map { row in
      line(rows[row], widths: widths, style: style) { tint(row, $0) }
    }
    if !footer.isEmpty {
      lines.append(Self.rule(widths: widths))
      lines += footer.indices.map { index in
        style.bold(
          line(footer[index], widths: widths, style: style) { tint(rows.count + index, $0) })
      }
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
  /// A cell `tint` names is coloured (its padding is not) when `style` allows colour.
  public func line(
    _ cells: [String], widths: [Int], style: TextStyle = .plain,
    tint: (_ column: Int) -> TextStyle.Tint? = { _ in nil }
  ) -> String {
    var text = ""
    var pendingSpaces = 0
    let last = columns.indices.last
    for index in columns.indices {
      let cell = cells.indices.contains(index) ? Self.cell(cells[index]) : ""
      // The last column's padding on the right would be trailing spaces: it needs no width.
      let isTrailing = index == last && columns[index].alignment == .left
      let padding = isTrailing ? 0 : max(0, widths[index] - DisplayWidth.of(cell))
      if index > 0 { pendingSpaces += Self.gap.count }
      if columns[index].alignment == .right { pendingSpaces += padding }
      if !cell.isEmpty {
        text += String(repeating: " ", count: pendingSpaces)
        text += tint(index).map { style.tinted(cell, $0) } ?? cell
        pendingSpaces = 0
      }
      if columns[index].alignment == .left { pendingSpaces += padding }
    }
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
