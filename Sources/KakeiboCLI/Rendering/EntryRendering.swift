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
    CSV.record(csvFields(entry, fingerprint: fingerprint) + [ledger.description])
  }

  /// The cells of `entry` before `ledger`'s (and before the payer's and split's, when the
  /// household has them).
  private static func csvFields(_ entry: Entry, fingerprint: Fingerprint?) -> [String] {
    [
      String(entry.id), entry.date.description, String(entry.amount.value),
      entry.category.map { FormulaNeutralization.neutralize($0.name) } ?? "",
      csvText(entry.memo.text), entry.subcategory.map { csvText($0.name) } ?? "",
      entry.kind.rawValue, entry.source.map { csvText($0.name) } ?? "",
      fingerprint?.description ?? "",
    ]
  }

  private static func csvText(_ text: String) -> String {
    FormulaNeutralization.neutralize(VisibleText.escapingForbidden(text))
  }

  /// The CSV header of a household of more than one person: the payer and the entry's own
  /// split (empty for the household's) come after `fingerprint` and before `ledger`, each
  /// person by their shown name.
  static let sharedCSVHeader = Array(csvHeader.dropLast()) + ["paid_by", "split", "ledger"]

  /// The header for `household`.
  static func csvHeader(_ household: Household) -> [String] {
    household.isShared ? sharedCSVHeader : csvHeader
  }

  /// One CSV record of `entry`, with its payer and split when `household` has more than one
  /// person.
  static func csvRecord(
    _ entry: Entry, fingerprint: Fingerprint?, ledger: LedgerIdentity, household: Household
  ) -> String {
    guard household.isShared else {
      return csvRecord(entry, fingerprint: fingerprint, ledger: ledger)
    }
    return CSV.record(
      csvFields(entry, fingerprint: fingerprint) + [
        csvText(household.name(of: household.payer(of: entry))),
        entry.split.map { csvText(household.describe($0)) } ?? "",
        ledger.description,
      ])
  }

  /// `entry` as a JSON object, with its payer and each person's share when `household` has more
  /// than one person.
  static func json(_ entry: Entry, household: Household) -> JSON {
    guard household.isShared, case .object(var members) = json(entry) else { return json(entry) }
    let text = { (text: String) in JSON.string(VisibleText.escapingForbidden(text)) }
    members.append(("paidBy", text(household.name(of: household.payer(of: entry)))))
    members.append(
      (
        "shares",
        .array(
          household.shares(of: entry).map { share in
            .object([
              ("person", text(household.name(of: share.person))),
              ("amount", .integer(share.amount.value)),
            ])
          })
      ))
    return .object(members)
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
    summary: EntrySummary, household: Household? = nil,
    glyphs: GlyphStyle, width: Int?, style: TextStyle, language: Language = .english,
    to output: TextOutput
  ) throws {
    try writeTable(
      range: range, summary: summary, household: household, glyphs: glyphs, width: width,
      style: style, language: language,
      provisional: try ledger.rules.provisionalEntryIDs(in: range),
      to: output
    ) { body in
      try ledger.entries.forEach(
        in: range, category: category, subcategory: subcategory, sources: sources,
        matching: search, body)
    }
  }

  /// Writes the table of the entries `rows` calls its body with, which `summary` describes;
  /// with a payer column when `household` has more than one person. The memo of each entry in
  /// `provisional` (an estimate rule's, 見込み) is marked as such.
  static func writeTable(
    range: DateRange, summary: EntrySummary, household: Household?, glyphs: GlyphStyle,
    width: Int?, style: TextStyle, language: Language, provisional: Set<Int64> = [],
    to output: TextOutput,
    rows: ((Entry) throws -> Void) throws -> Void
  ) throws {
    func say(_ phrase: Phrase) -> String { phrase.text(in: language) }
    let payers = household.flatMap { $0.isShared ? $0 : nil }
    var table = Table(columns: [
      .init(say(TableWords.id), .right), .init(say(TableWords.date)),
      .init(say(TableWords.category)), .init(say(TableWords.amount), .right),
      .init(say(TableWords.memo)),
    ])
    if payers != nil { table.columns.insert(.init(say(TableWords.paidBy)), at: 4) }
    let memoColumn = table.columns.count - 1
    /// A row's cells with the payer's before the memo, when there is a payer column.
    func withPayer(_ cells: [String], _ payer: String = "") -> [String] {
      guard payers != nil else { return cells }
      var cells = cells
      cells.insert(payer, at: 4)
      return cells
    }
    // Without income, one line counts the entries and adds them up; with it, expenses (when
    // there are any) and income each have their line, since what was received is no part of
    // what was spent.
    var footers = [
      [
        "", say(TableWords.entries(summary.count)), "",
        summary.total.description, "",
      ]
    ].map { withPayer($0) }
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
      footers = footers.map { $0.count == table.columns.count ? $0 : withPayer($0) }
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
    if let payers {
      for person in payers.people {
        widen(["", "", "", "", Table.cell(VisibleText.of(payers.name(of: person)))])
      }
    }
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
    let mark = say(TableWords.provisional)
    var rowBytes = EntryRowBytes(glyphs: glyphs)
    try rows { entry in
      // Most rows are written as bytes, the same bytes as below (see `EntryRowBytes`).
      if payers == nil, provisional.isEmpty || !provisional.contains(entry.id),
        let memoColumns = try rowBytes.write(
          entry, widths: widths, memoWidth: memoWidth, to: output)
      {
        widths[memoColumn] = max(widths[memoColumn], memoColumns)
        return
      }
      let memo =
        (provisional.contains(entry.id) ? mark + (entry.memo.text.isEmpty ? "" : " ") : "")
        + Table.cell(entry.memo.text)
      let cells = withPayer(
        [
          String(entry.id), entry.date.description, Table.cell(entry.label(glyphs)),
          entry.amount.description, memoWidth.map { DisplayWidth.truncate(memo, to: $0) } ?? memo,
        ], payers.map { Table.cell(VisibleText.of($0.name(of: $0.payer(of: entry)))) } ?? "")
      widths[memoColumn] = max(widths[memoColumn], DisplayWidth.of(cells[memoColumn]))
      try output.writeLine(table.line(cells, widths: widths))
    }
    try output.writeLine(Table.rule(widths: widths))
    for footer in footers { try output.writeLine(style.bold(table.line(footer, widths: widths))) }
  }
}
