import ArgumentParsing
import KakeiboCore
import Wording

/// `kakeibo export`: every entry (or a month's, or a range's) as CSV or JSON, to keep, to open
/// in a spreadsheet, or to import into another ledger.
enum Export: Command {
  static let name = "export"

  static let format = Choice<ExportFormat>.format()

  static let bom = Flag(
    "bom",
    help: Phrase(
      en: "Start CSV with a UTF-8 byte order mark, for Excel",
      ja: "CSV を UTF-8 の BOM で始めます（Excel のため）"))

  static let output = Option<String>(
    "output", short: "o", valueName: Placeholder.file,
    help: Phrase(
      en: "Write to FILE instead of standard output (a new file appears only once complete)",
      ja: "標準出力の代わりにこのファイルに書き出します（新しいファイルは書き終えてから現れます）"),
    completion: .files)

  static let force = Flag(
    "force",
    help: Phrase(
      en: "With -o: replace FILE if it is a file that exists",
      ja: "-o とともに: ファイルがあれば置き換えます"))

  static var declaration: Declaration {
    Declaration(
      name,
      abstract: Phrase(
        en: "Write entries as CSV or JSON, to keep or to import elsewhere",
        ja: "記録を CSV か JSON で書き出します（保存用や、ほかのアプリに取り込むため）"),
      usage: [
        Phrase(
          en: "[--format csv|json] [--month MONTH | --from DATE --to DATE] [--search TEXT] "
            + "[--bom] [-o FILE [--force]]",
          ja: "[--format csv|json] [--month 月 | --from 日付 --to 日付] [--search テキスト] "
            + "[--bom] [-o ファイル [--force]]")
      ],
      options: [format, .month, .from, .to, .search, bom, output, force],
      conflicts: [Conflict(.month, .from), Conflict(.month, .to)],
      discussion: Phrase(
        en: """
          CSV has a header row and the columns \
          id, date, amount, category, memo, subcategory, kind, source, fingerprint, ledger, as 'list --format csv' \
          writes; source is the bank, card or account an entry was imported from (empty for one \
          typed by hand), fingerprint the statement row it was imported from (32 hexadecimal \
          digits; empty for one typed by hand), so that the statement imported again into the \
          ledger this file is imported into adds nothing, and ledger, always the last column, \
          this ledger's identity, so that an import into it knows its own entries. A text that starts with =, +, - or @ (or with ' \
          before one) gets a ' in front, so that a spreadsheet shows it as text instead of \
          running it; 'kakeibo import' takes it off and reads the file back to the same entries. \
          JSON is an array of entries, as 'list --format json' writes. Without --month, --from \
          or --to, every entry is written, in date order, then by id. --search writes only the \
          entries whose memo or 内訳 contains TEXT, as 'list --search' finds them.

          -o FILE refuses an existing file unless --force is given; then the new file keeps the \
          old one's permissions. FILE may not be the ledger itself. A FIFO, a device or a file \
          descriptor (-o /dev/stdout, -o >(gzip > entries.csv.gz)) is written into as it is, \
          and a symbolic link stays: the file it points to is written.
          """,
        ja: """
          CSV には見出しの行があり、列は id, date, amount, category, memo, subcategory, kind, source, fingerprint, ledger \
          で、'list --format csv' が書き出すものと同じです。source は記録を取り込んだ銀行・\
          カード・口座です（手で入力した記録では空です）。fingerprint は記録を取り込んだ明細の行の\
          指紋（16 進数 32 桁。手で入力した記録では空です）で、このファイルを取り込んだ台帳に同じ\
          明細をもう一度取り込んでも何も加わらないようにするものです。いつも最後の列の ledger はこの台帳の\
          識別子で、この台帳に取り込むとき自分の記録だとわかるようにするものです。=、+、-、@ \
          で始まるテキスト（その前に ' があるものも）には先頭に ' をつけ、表計算ソフトが式として\
          実行せずにテキストとして表示するようにします。'kakeibo import' はこの ' を外し、\
          ファイルを同じ記録に読み戻します。JSON は記録の配列で、'list --format json' が書き出す\
          ものと同じです。--month、--from、--to のどれも指定しなければ、すべての記録を日付順、\
          同じ日なら番号順に書き出します。--search は、'list --search' と同じように、メモか\
          内訳にテキストを含む記録だけを書き出します。

          -o で指定したファイルがあると、--force を指定しない限り断ります。指定すると、新しい\
          ファイルは古いファイルのアクセス権を引き継ぎます。台帳そのものは指定できません。FIFO、\
          デバイス、ファイル記述子（-o /dev/stdout、-o >(gzip > entries.csv.gz)）にはそのまま\
          書き込みます。シンボリックリンクは残り、リンク先のファイルに書き込みます。
          """),
      examples: [
        "kakeibo export -o kakeibo.csv", "kakeibo export -o >(gzip > kakeibo.csv.gz)",
        "kakeibo export --month 2026-11 --bom -o 2026-11.csv",
        "kakeibo export --format json --from 2026-01-01 --to 2026-06-30",
      ],
      run: run)
  }

  static func run(_ arguments: Arguments, in context: Context) throws {
    let format = arguments[Self.format]
    let withBOM = arguments[bom]
    if withBOM && format == .json {
      throw UsageRule.bomIsForCSV.refusal(command: name)
    }
    let range = try List.dateRange(arguments)
    let search = arguments[.search]
    let output = arguments[Self.output]
    if output == nil && arguments[force] {
      throw UsageRule.forceWithoutOutput.refusal(command: name)
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
      path: path, noun: .file, replacing: arguments[force], protecting: ledger.files,
      newFileMode: 0o666, acceptsStreams: true)
    let count = try file.write { try write(to: $0) }
    try file.commit()
    // Standard output holds the entries themselves: nothing else goes there.
    guard !file.isStandardOutput else { return }
    try context.output.writeLine(
      LedgerCommandMessage.exported(entries: count, to: path).text(in: context.language))
  }
}
