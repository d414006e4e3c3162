import KakeiboCore
import KakeiboStore
import TerminalUI

/// How entries are printed: table rows, one-line summaries, CSV records and JSON objects.
enum EntryRendering {
  /// The CSV header of `list` (and of `export`, which `import` reads back): the entry's
  /// columns, then `ledger`, which stays last (a new column goes before it).
  static let csvHeader = ["id", "date", "amount", "category", "memo"] + ["ledger"]

  /// One CSV record of `entry` of the ledger `ledger`. Its text cells are neutralized (see
  /// `FormulaNeutralization`), so that a spreadsheet never runs a memo as a formula; `import`
  /// restores them.
  static func csvRecord(_ entry: Entry, ledger: LedgerIdentity) -> String {
    CSV.record([
      String(entry.id), entry.date.description, String(entry.amount.value),
      FormulaNeutralization.neutralize(entry.category.name),
      FormulaNeutralization.neutralize(entry.memo.text), ledger.description,
    ])
  }

  static func json(_ entry: Entry) -> JSON {
    .object([
      ("id", .integer(entry.id)),
      ("date", .string(entry.date.description)),
      ("amount", .integer(entry.amount.value)),
      ("category", .string(entry.category.name)),
      ("categoryKey", .string(entry.category.key)),
      ("icon", .string(entry.category.icon.rawValue)),
      ("memo", .string(entry.memo.text)),
    ])
  }

  /// The category as a person reads it: glyph and Japanese name.
  static func categoryLabel(_ category: Category, _ glyphs: GlyphStyle) -> String {
    category.icon.glyph(glyphs) + " " + category.name
  }

  /// One line: `#12  2026-11-30  🏠 生活費  ¥1,200  スーパー`.
  static func line(_ entry: Entry, _ glyphs: GlyphStyle) -> String {
    var parts = [
      "#\(entry.id)", entry.date.description, categoryLabel(entry.category, glyphs),
      entry.amount.description,
    ]
    // A memo holds no control characters, but may hold an invisible bidirectional mark.
    if !entry.memo.isEmpty { parts.append(VisibleText.of(entry.memo.text)) }
    return parts.joined(separator: "  ")
  }

  /// Writes the table of `list`: id, date, category, amount and memo, with a footer of the
  /// count and total. Two passes over one snapshot of the ledger, so that memory stays flat
  /// however many entries there are: `summary` (one query) gives the count, the total and the
  /// widths of the columns before the memo; the rows are then written as they are read, memos
  /// cut to fit `width` columns when given. The rule above the footer is as wide as the widest
  /// line.
  static func writeTable(
    _ ledger: Ledger, in range: DateRange, category: Category?, summary: EntrySummary,
    glyphs: GlyphStyle, width: Int?, style: TextStyle, to output: TextOutput
  ) throws {
    let table = Table(columns: [
      .init("ID", .right), .init("Date"), .init("Category"), .init("Amount", .right),
      .init("Memo"),
    ])
    let footer = [
      "", summary.count == 1 ? "1 entry" : "\(summary.count) entries", "",
      summary.total.description, "",
    ]
    var widths = table.columns.map { Table.width(of: $0.header) }
    func widen(_ cells: [String]) {
      for index in cells.indices {
        widths[index] = max(widths[index], Table.width(of: cells[index]))
      }
    }
    // The widest cell of each column: the largest id and amount have the most digits, every
    // date is as wide as the range's first, and the categories are those present.
    widen(footer)
    widen(["\(summary.largestID)", range.first.description, "", summary.largestAmount.description])
    for category in summary.categories { widen(["", "", categoryLabel(category, glyphs)]) }
    // Everything but the memo, plus the gaps, must fit; the memo gets what is left.
    let memoWidth = width.map { width in
      max(10, width - widths.dropLast().reduce(0, +) - Table.gap.count * (widths.count - 1))
    }

    try output.writeLine(table.header(widths: widths, style: style))
    try ledger.forEachEntry(in: range, category: category) { entry in
      let memo = Table.cell(entry.memo.text)
      let cells = [
        String(entry.id), entry.date.description, categoryLabel(entry.category, glyphs),
        entry.amount.description, memoWidth.map { DisplayWidth.truncate(memo, to: $0) } ?? memo,
      ]
      widths[4] = max(widths[4], DisplayWidth.of(cells[4]))
      try output.writeLine(table.line(cells, widths: widths))
    }
    try output.writeLine(Table.rule(widths: widths))
    try output.writeLine(style.bold(table.line(footer, widths: widths)))
  }
}
