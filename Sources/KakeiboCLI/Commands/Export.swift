import ArgumentParsing
import KakeiboCore
import Wording

/// `kakeibo export`: every entry (or a month's, or a range's) as CSV or JSON, to keep, to open
/// in a spreadsheet, or to import into another ledger.
enum Export: Command {
  static let spec = CommandSpec(
    name: "export",
    abstract: Phrase(
      en: "Write entries as CSV or JSON, to keep or to import elsewhere",
      ja: "記録を CSV か JSON で書き出します（保存用や、ほかのアプリに取り込むため）"),
    usage: [
      "[--format csv|json] [--month MONTH | --from DATE --to DATE] [--search TEXT] [--bom] [-o FILE [--force]]"
    ],
    options: [
      OutputFormat.option([.csv, .json]), CommonOptions.month, CommonOptions.from,
      CommonOptions.to, CommonOptions.search,
      .flag("bom", help: "Start CSV with a UTF-8 byte order mark, for Excel"),
      .value(
        "output", short: "o", valueName: "FILE",
        help: "Write to FILE instead of standard output (a new file appears\nonly once complete)"
      ).completing(.files),
      .flag("force", help: "With -o: replace FILE if it is a file that exists"),
    ],
    conflicts: [("month", "from"), ("month", "to")],
    discussion: """
      CSV has a header row and the columns id,date,amount,category,memo,subcategory,kind,
      source,ledger, as 'list --format csv' writes; source is the bank, card or account an
      entry was imported from (empty for one typed by hand), and ledger, always the last
      column, this ledger's identity, so that an import into it knows its own entries. A
      text that starts with =, +, - or @ (or with ' before one) gets a ' in front, so that a
      spreadsheet shows it as text instead of running it; 'kakeibo import' takes it off and
      reads the file back to the same entries. JSON is an array of entries, as 'list --format
      json' writes. Without --month, --from or --to, every entry is written, in date order,
      then by id. --search writes only the entries whose memo or 内訳 contains TEXT, as 'list
      --search' finds them.

      -o FILE refuses an existing file unless --force is given; then the new file keeps the
      old one's permissions. FILE may not be the ledger itself. A FIFO, a device or a file
      descriptor (-o /dev/stdout, -o >(gzip > entries.csv.gz)) is written into as it is, and
      a symbolic link stays: the file it points to is written.
      """,
    examples: [
      "kakeibo export -o kakeibo.csv", "kakeibo export -o >(gzip > kakeibo.csv.gz)",
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
    let search = try CommonOptions.search(arguments)
    let output = arguments.value("output")
    if output == nil && arguments.hasFlag("force") {
      throw UsageError.invalidUsage(
        "--force replaces the file -o names; without -o FILE there is none", command: spec.name)
    }
    let ledger = try context.openLedger(arguments, intent: .read)

    func write(to output: TextOutput) throws -> Int {
      if withBOM { try output.write("\u{FEFF}") }
      return format == .json
        ? try EntryRendering.writeJSON(ledger, in: range, matching: search, to: output)
        : try EntryRendering.writeCSV(ledger, in: range, matching: search, to: output)
    }
    guard let path = output else {
      _ = try write(to: context.output)
      return
    }
    let file = try OutputFile(
      path: path, noun: "file", replacing: arguments.hasFlag("force"), protecting: ledger.files,
      newFileMode: 0o666, acceptsStreams: true)
    let count = try file.write { try write(to: $0) }
    try file.commit()
    // Standard output holds the entries themselves: nothing else goes there.
    guard !file.isStandardOutput else { return }
    try context.output.writeLine(
      "Exported \(Count.of(count, "entry", "entries")) to \(ShownText.of(path))")
  }
}
