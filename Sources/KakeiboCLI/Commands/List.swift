import ArgumentParsing
import KakeiboCore
import KakeiboStore
import Wording

/// `kakeibo list`: entries in date order, then id.
enum List: Command {
  static let spec = CommandSpec(
    name: "list",
    abstract: Phrase(
      en: "List entries in date order",
      ja: "記録を日付順に一覧します"),
    usage: [
      "[--month MONTH | --from DATE --to DATE] [--category CATEGORY] [--source NAME] [--search TEXT] [--format FORMAT]"
    ],
    options: [
      CommonOptions.month, CommonOptions.from, CommonOptions.to, CommonOptions.category,
      .value(
        "source", valueName: "NAME",
        help: "Only entries imported from NAME, a bank, card or account such\n"
          + "as 三菱UFJ銀行 or ビューカード (letter case and width aside)"),
      CommonOptions.search, OutputFormat.option([.table, .csv, .json]),
    ],
    conflicts: [("month", "from"), ("month", "to")],
    discussion: """
      Without --month, --from or --to, every entry is listed. On a terminal, or when COLUMNS
      is set, the table fits the width: memos are cut with …, never amounts or dates. CSV has
      a header row and the columns id,date,amount,category,memo,subcategory,kind,source,ledger,
      as 'export' writes it; JSON is an array of entries. An entry's source is the bank, card
      or account it was imported from (empty for an entry typed by hand); --source NAME names
      one that some entry has, in full. --search finds TEXT anywhere in a memo or a 内訳 (not
      across the two), letter case aside and in Unicode's NFKC form, as browse's / does; it
      combines with the other filters, and the count and total are of the entries found.
      """,
    examples: [
      "kakeibo list --month 2026-11",
      "kakeibo list --from 2026-11-01 --to 2026-11-15 --category 娯楽費",
      "kakeibo list --source ビューカード --month 2026-11",
      "kakeibo list --search netflix",
      "kakeibo list --format csv > entries.csv",
    ])

  static func run(_ arguments: ParsedArguments, in context: Context) throws {
    let format = try OutputFormat.parse(arguments, allowed: [.table, .csv, .json])
    let range = try dateRange(arguments, today: context.today)
    let category = try arguments.value("category").map { text throws(InvalidValue) in
      try Category(resolvingTyped: text)
    }
    let search = try CommonOptions.search(arguments)
    let ledger = try context.openLedger(arguments, intent: .read)
    let sources = try arguments.value("source").map { name in
      try self.sources(named: name, in: ledger)
    }
    let output = context.output

    switch format {
    case .csv:
      try EntryRendering.writeCSV(
        ledger, in: range, category: category, sources: sources, matching: search, to: output)
    case .json:
      try EntryRendering.writeJSON(
        ledger, in: range, category: category, sources: sources, matching: search, to: output)
    case .table, .text, .svg:
      // The summary and the rows from one snapshot: they agree whatever is written meanwhile.
      try ledger.withSnapshot {
        let summary = try ledger.entrySummary(
          in: range, category: category, sources: sources, matching: search)
        guard summary.count > 0 else {
          try output.writeLine(TableWords.noEntries.text(in: context.language))
          return
        }
        try EntryRendering.writeTable(
          ledger, in: range, category: category, sources: sources, matching: search,
          summary: summary, glyphs: context.glyphStyle, width: context.knownWidth,
          style: context.textStyle, language: context.language, to: output)
      }
    }
  }

  /// The sources in use that `--source NAME` names; refuses a name that no entry's source is,
  /// listing those there are.
  static func sources(named name: String, in ledger: Ledger) throws -> [EntrySource] {
    let sources = try ledger.sources(named: name)
    guard sources.isEmpty else { return sources }
    let inUse = try ledger.sourcesInUse()
    let limit = 10
    let shown = inUse.prefix(limit).map(\.name).joined(separator: ", ")
    throw InvalidValue(
      .source, name,
      inUse.isEmpty
        ? "no entry has a source yet; entries imported from a bank, a card or a household "
          + "app have one"
        : "no entry has this source; the sources in the ledger are " + shown
          + (inUse.count > limit ? ", and \(inUse.count - limit) more" : ""))
  }

  /// The dates `--month`, or `--from` and `--to`, select; every date when none is given.
  static func dateRange(_ arguments: ParsedArguments, today: LedgerDate) throws -> DateRange {
    if let month = arguments.value("month") {
      return try YearMonth(parsing: month, today: today).dates
    }
    let from = try arguments.value("from").map { text throws(InvalidValue) in
      try LedgerDate(parsing: text, today: today)
    }
    let to = try arguments.value("to").map { text throws(InvalidValue) in
      try LedgerDate(parsing: text, today: today)
    }
    let range = DateRange(from ?? DateRange.all.first, to ?? DateRange.all.last)
    guard range.first <= range.last else {
      throw CommandError.emptyRange(from: range.first, to: range.last)
    }
    return range
  }
}
