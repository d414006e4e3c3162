import KakeiboCore
import TerminalUI

/// How entries are printed: table rows, one-line summaries, CSV records and JSON objects.
enum EntryRendering {
  /// The CSV header of `list` (and of `export`, which `import` reads back).
  static let csvHeader = ["id", "date", "amount", "category", "memo"]

  static func csvRecord(_ entry: Entry) -> String {
    CSV.record([
      String(entry.id), entry.date.description, String(entry.amount.value), entry.category.name,
      entry.memo.text,
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

  /// The table of `list`: id, date, category, amount and memo, with a footer of the count and
  /// total. Memos are cut to fit `width` columns when given.
  static func table(
    _ entries: [Entry], total: Yen, glyphs: GlyphStyle, width: Int?, style: TextStyle
  ) -> [String] {
    var table = Table(columns: [
      .init("ID", .right), .init("Date"), .init("Category"), .init("Amount", .right),
      .init("Memo"),
    ])
    table.rows = entries.map { entry in
      [
        String(entry.id), entry.date.description, categoryLabel(entry.category, glyphs),
        entry.amount.description, entry.memo.text,
      ]
    }
    table.footer = [
      ["", entries.count == 1 ? "1 entry" : "\(entries.count) entries", "", total.description, ""]
    ]
    if let width {
      // Everything but the memo, plus the gaps, must fit; the memo gets what is left.
      let fixed = table.columns.indices.dropLast().map { index in
        ([table.columns[index].header] + (table.rows + table.footer).map { $0[index] })
          .map(DisplayWidth.of).max() ?? 0
      }
      let memoWidth = max(10, width - fixed.reduce(0, +) - Table.gap.count * fixed.count)
      table.rows = table.rows.map { row in
        row.dropLast() + [DisplayWidth.truncate(row[row.count - 1], to: memoWidth)]
      }
    }
    return table.render(style: style)
  }
}
