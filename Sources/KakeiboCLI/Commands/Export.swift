import ArgumentParsing
import KakeiboCore

/// `kakeibo export`: every entry (or a month's, or a range's) as CSV or JSON, to keep, to open
/// in a spreadsheet, or to import into another ledger.
enum Export: Command {
  static let spec = CommandSpec(
    name: "export",
    abstract: "Write entries as CSV or JSON, to keep or to import elsewhere",
    usage: ["[--format csv|json] [--month YYYY-MM | --from DATE --to DATE] [--bom] [-o FILE]"],
    options: [
      OutputFormat.option([.csv, .json]), CommonOptions.month, CommonOptions.from,
      CommonOptions.to,
      .flag("bom", help: "Start CSV with a UTF-8 byte order mark, for Excel"),
      .value(
        "output", short: "o", valueName: "FILE",
        help: "Write to FILE (replaced whole, only once written) instead of\nstandard output"),
    ],
    conflicts: [("month", "from"), ("month", "to")],
    discussion: """
      CSV has a header row and the columns id,date,amount,category,memo, as 'list --format csv'
      writes; 'kakeibo import' reads it back to the same entries. JSON is an array of entries,
      as 'list --format json' writes. Without --month, --from or --to, every entry is written,
      in date order, then by id.
      """,
    examples: [
      "kakeibo export -o kakeibo.csv",
      "kakeibo export --month 2026-11 --bom -o 2026-11.csv",
      "kakeibo export --format json --from 2026-01-01 --to 2026-06-30",
    ])

  static func run(_ arguments: ParsedArguments, in context: Context) throws {
    let format = try OutputFormat.parse(arguments, allowed: [.csv, .json])
    let withBOM = arguments.hasFlag("bom")
    if withBOM && format == .json {
      throw UsageError.invalidUsage(
        "--bom is for CSV: JSON never starts with a byte order mark", command: spec.name)
    }
    let range = try List.dateRange(arguments, today: context.today)
    let ledger = try context.openLedger(arguments, intent: .read)

    func write(to output: TextOutput) throws -> Int {
      if withBOM { try output.write("\u{FEFF}") }
      return format == .json
        ? try EntryRendering.writeJSON(ledger, in: range, to: output)
        : try EntryRendering.writeCSV(ledger, in: range, to: output)
    }
    guard let path = arguments.value("output") else {
      _ = try write(to: context.output)
      return
    }
    let file = try OutputFile(path: path)
    let count = try file.write { try write(to: $0) }
    try file.commit()
    try context.output.writeLine(
      "Exported \(Count.of(count, "entry", "entries")) to \(VisibleText.of(path))")
  }
}
