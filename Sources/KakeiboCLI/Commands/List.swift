import ArgumentParsing
import KakeiboCore

/// `kakeibo list`: entries in date order, then id.
enum List: Command {
  static let spec = CommandSpec(
    name: "list",
    abstract: "List entries in date order",
    usage: ["[--month MONTH | --from DATE --to DATE] [--category CATEGORY] [--format FORMAT]"],
    options: [
      CommonOptions.month, CommonOptions.from, CommonOptions.to, CommonOptions.category,
      OutputFormat.option([.table, .csv, .json]),
    ],
    conflicts: [("month", "from"), ("month", "to")],
    discussion: "Without --month, --from or --to, every entry is listed. On a terminal, or when\n"
      + "COLUMNS is set, the table fits the width: memos are cut with …, never amounts or\n"
      + "dates. CSV has a header row and the columns id,date,amount,category,memo,ledger, as\n"
      + "'export' writes it; JSON is an array of entries.",
    examples: [
      "kakeibo list --month 2026-11",
      "kakeibo list --from 2026-11-01 --to 2026-11-15 --category 娯楽費",
      "kakeibo list --format csv > entries.csv",
    ])

  static func run(_ arguments: ParsedArguments, in context: Context) throws {
    let format = try OutputFormat.parse(arguments, allowed: [.table, .csv, .json])
    let range = try dateRange(arguments, today: context.today)
    let category = try arguments.value("category").map { text throws(InvalidValue) in
      try Category(resolvingTyped: text)
    }
    let ledger = try context.openLedger(arguments, intent: .read)
    let output = context.output

    switch format {
    case .csv:
      try EntryRendering.writeCSV(ledger, in: range, category: category, to: output)
    case .json:
      try EntryRendering.writeJSON(ledger, in: range, category: category, to: output)
    case .table, .text, .svg:
      // The summary and the rows from one snapshot: they agree whatever is written meanwhile.
      try ledger.withSnapshot {
        let summary = try ledger.entrySummary(in: range, category: category)
        guard summary.count > 0 else {
          try output.writeLine("No entries.")
          return
        }
        try EntryRendering.writeTable(
          ledger, in: range, category: category, summary: summary, glyphs: context.glyphStyle,
          width: context.knownWidth, style: context.textStyle, to: output)
      }
    }
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
