import KakeiboCore
import KakeiboStore
import TerminalUI
import Wording

/// How entries are printed: table rows, one-line summaries, CSV records and JSON objects.
enum EntryRendering {
  /// The CSV header of `list` (and of `export`, which `import` reads back): the entry's
  /// columns, then `ledger`, which stays last (a new column goes before it).
  static let csvHeader =
    ["id", "date", "amount", "category", "memo", "subcategory", "kind", "source", "fingerprint"]
    + ["ledger"]

  /// One CSV record of `entry` of the ledger `ledger`, with its import `fingerprint` (empty for
  /// an entry typed by hand). Its text cells are neutralized (see
  /// `FormulaNeutralization`), so that a spreadsheet never runs a memo as a formula; `import`
  /// restores them. A control character that another program stored past the ledger's rules is
  /// written as an escape (`\e`), as a table shows it.
  static func csvRecord(_ entry: Entry, fingerprint: Fingerprint?, ledger: LedgerIdentity)
    -> String
  {
    CSV.record([
      String(entry.id), entry.date.description, String(entry.amount.value),
      entry.category.map { FormulaNeutralization.neutralize($0.name) } ?? "",
      csvText(entry.memo.text), entry.subcategory.map { csvText($0.name) } ?? "",
      entry.kind.rawValue, entry.source.map { csvText($0.name) } ?? "",
      fingerprint?.description ?? "", ledger.description,
    ])
  }

  private static func csvText(_ text: String) -> String {
    FormulaNeutralization.neutralize(VisibleText.escapingForbidden(text))
  }

  /// `entry` as a JSON object; its text cells escaped as in CSV.
  static func json(_ entry: Entry) -> JSON {
    let text = { (text: String) in JSON.string(VisibleText.escapingForbidden(text)) }
    return .object([
      ("id", .integer(entry.id)),
      ("date", .string(entry.date.description)),
      ("amount", .integer(entry.amount.value)),
      ("category", entry.category.map { .string($0.name) } ?? .null),
      ("categoryKey", entry.category.map { .string($0.key) } ?? .null),
      ("icon", .string((entry.category?.icon ?? EntryKind.incomeIcon).rawValue)),
      ("memo", text(entry.memo.text)),
      ("subcategory", entry.subcategory.map { text($0.name) } ?? .null),
      ("kind", .string(entry.kind.rawValue)),
      ("source", entry.source.map { text($0.name) } ?? .null),
    ])
  }

  /// The category as a person reads it: glyph and Japanese name.
  static func categoryLabel(_ category: Category, _ glyphs: GlyphStyle) -> String {
    category.icon.glyph(glyphs) + " " + category.name
  }

  /// One line: `#12  2026-11-30  🏠 生活費  ¥1,200  スーパー`.
  static func line(_ entry: Entry, _ glyphs: GlyphStyle) -> String {
    var parts = [
      "#\(entry.id)", entry.date.description, VisibleText.of(entry.label(glyphs)),
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
    _ ledger: Ledger, in range: DateRange, category: Category?, subcategory: Subcategory? = nil,
    sources: [EntrySource]? = nil,
    matching search: SearchTerm? = nil,
    summary: EntrySummary,
    glyphs: GlyphStyle, width: Int?, style: TextStyle, language: Language = .english,
    to output: TextOutput
  ) throws {
    func say(_ phrase: Phrase) -> String { phrase.text(in: language) }
    let table = Table(columns: [
      .init(say(TableWords.id), .right), .init(say(TableWords.date)),
      .init(say(TableWords.category)), .init(say(TableWords.amount), .right),
      .init(say(TableWords.memo)),
    ])
    // Without income, one line counts the entries and adds them up; with it, expenses (when
    // there are any) and income each have their line, since what was received is no part of
    // what was spent.
    var footers = [
      [
        "", say(TableWords.entries(summary.count)), "",
        summary.total.description, "",
      ]
    ]
    if summary.income.count > 0 {
      let expenses = summary.expenses.count
      footers =
        (expenses == 0
          ? []
          : [
            [
              "", say(TableWords.expenses(expenses)), "",
              summary.total.description, "",
            ]
          ])
        + [
          [
            "", say(TableWords.incomes(summary.income.count)), "", summary.income.total.description,
            "",
          ]
        ]
    }
    var widths = table.columns.map { Table.width(of: $0.header) }
    func widen(_ cells: [String]) {
      for index in cells.indices {
        widths[index] = max(widths[index], Table.width(of: cells[index]))
      }
    }
    // The widest cell of each column: the largest id and amount have the most digits, every
    // date is as wide as the range's first, and the categories are those present.
    footers.forEach(widen)
    widen(["\(summary.largestID)", range.first.description, "", summary.largestAmount.description])
    widen(["", "", "", summary.smallestAmount.description])
    for entryClass in summary.classes {
      widen([
        "", "",
        Table.cell(
          Entry.label(
            kind: entryClass.kind, category: entryClass.category,
            subcategory: entryClass.subcategory, glyphs)),
      ])
    }
    // Everything but the memo, plus the gaps, must fit; the memo gets what is left.
    let memoWidth = width.map { width in
      max(10, width - widths.dropLast().reduce(0, +) - Table.gap.count * (widths.count - 1))
    }

    try output.writeLine(table.header(widths: widths, style: style))
    try ledger.forEachEntry(
      in: range, category: category, subcategory: subcategory, sources: sources, matching: search
    ) {
      entry in
      let memo = Table.cell(entry.memo.text)
      let cells = [
        String(entry.id), entry.date.description, Table.cell(entry.label(glyphs)),
        entry.amount.description, memoWidth.map { DisplayWidth.truncate(memo, to: $0) } ?? memo,
      ]
      widths[4] = max(widths[4], DisplayWidth.of(cells[4]))
      try output.writeLine(table.line(cells, widths: widths))
    }
    try output.writeLine(Table.rule(widths: widths))
    for footer in footers { try output.writeLine(style.bold(table.line(footer, widths: widths))) }
  }
}
