import ArgumentParsing
import KakeiboCore
import KakeiboImport
import KakeiboStore
import TerminalUI
import Wording

/// `kakeibo import FILE`: brings in the expenses of kakeibo's own export, Money Forward ME,
/// Zaim, a bank's or card company's statement, or any CSV, in one transaction, adding nothing
/// twice.
enum Import: Command {
  static let spec = CommandSpec(
    name: "import",
    abstract: Phrase(
      en: "Import expenses from a CSV file",
      ja: "CSV ファイルから支出を取り込みます"),
    usage: [
      "FILE [--from FORMAT] [--map SOURCE=CATEGORY ...] [--dry-run] [options]",
      "FILE --date-col COL --amount-col COL [--category-col COL] [--memo-col COL ...] [options]",
    ],
    arguments: [
      ArgumentSpec(
        "FILE", help: "The file to read; - for standard input", completion: .files)
    ],
    options: [
      .value(
        "from", valueName: "FORMAT",
        help: "kakeibo, moneyforward, zaim or csv (default: recognized from\nthe content)"
      ).completing(.words(ImportFormat.named.map(\.name))),
      .repeatableValue(
        "map", valueName: "SOURCE=CATEGORY",
        help: "Put the app's category SOURCE, or a statement's rows whose memo\n"
          + "holds SOURCE, in CATEGORY (repeatable), with a 内訳 after a /:\n"
          + "such as --map 食費=娯楽費 or --map AMAZON=経費/通販"),
      .repeatableValue(
        "transfer", valueName: "PATTERN",
        help: "A statement's row whose description holds PATTERN is a transfer\n"
          + "between your own accounts, not spending (repeatable)"),
      .flag("keep-matches", help: "Import statement rows that are entries typed by hand already"),
      .value(
        "year", valueName: "YYYY",
        help: "The year of dates without one; default: the latest that puts\n"
          + "each on or before the statement's end, or today"),
      .value(
        "source", valueName: "NAME",
        help: "The bank, card or account the rows come from: a statement's,\n"
          + "instead of the one it names, or a --from csv file's"),
      .value(
        "skip-lines", valueName: "N",
        help: "Pass over the first N lines before looking for the table"),
      .value(
        "encoding", valueName: "ENCODING",
        help: "utf-8 or shift_jis (also utf8, sjis, cp932): read the file so\n"
          + "(default: decided from the file's bytes)"
      ).completing(.words(SourceEncoding.allCases.map(\.optionValue))),
      .flag("dry-run", help: "Show what would be imported, and write nothing"),
      .flag("skip-invalid", help: "Import the valid rows even when others have problems"),
      .value(
        "date-col", valueName: "COL", help: "csv: the date column, by header name or number from 1"),
      .value("amount-col", valueName: "COL", help: "csv: the amount column (whole yen)"),
      .value(
        "income-col", valueName: "COL",
        help: "csv: a bank's deposits column (income), beside --amount-col's\nwithdrawals"),
      .value("category-col", valueName: "COL", help: "csv: the category column"),
      .value("sub-col", valueName: "COL", help: "csv: the 内訳 column"),
      .repeatableValue(
        "memo-col", valueName: "COL", help: "csv: a memo column (repeatable: joined by ' / ')"),
      .value(
        "category", short: "c", valueName: "CATEGORY",
        help: "csv: the category of every row, for a file without one"
      ).completing(Completions.categories),
      .flag("no-header", help: "csv: the first row is data, not column names"),
    ],
    conflicts: [("category-col", "category")],
    discussion: """
      Formats, recognized by their header row:
        kakeibo       what 'kakeibo export --format csv' writes (id,date,amount,category,memo,
                      subcategory,kind,source,ledger), without the ' it puts before a text
                      that starts like a formula; files without the later columns still import
        moneyforward  Money Forward ME's 入出金 export, rows that count (計算対象 1, 振替 0):
                      a negative 金額 is an expense whose 内訳 is the 大項目; a positive one is
                      income when the 大項目 is 収入 (内訳 the 中項目), else a refund; memo
                      内容 / メモ; category from 中項目, 大項目; source 保有金融機関
        zaim          Zaim's export: payments and income, unless 集計に含めない; 内訳 the
                      カテゴリ; memo お店 / 品目 / メモ; category from カテゴリの内訳, カテゴリ;
                      source 支払元 (income's: 入金先)
      Files may be UTF-8 (with or without a BOM) or Shift_JIS (CP932), with CRLF, LF or CR
      line ends and RFC 4180 quoting. The encoding is decided from the whole file, whatever its
      format; standard input is decided by its first characters that are not ASCII, and
      refused if the rest reads otherwise. A file that reads as well in both (a few Latin
      letters or kana, nothing else) is refused: --encoding names the encoding.

      Any bank's or card company's statement is read with no options. Its table is found in
      its first 50 lines by a header that names a date column and an amount column (日付,
      利用日, 摘要, ご利用店名, お引出し, 利用金額, 入出金, …), or by rows of a date, a text and an
      amount; lines before it and lines in it that are no rows (card holders', totals, notes)
      are skipped and counted, and it ends at a total, a row of *, or another section's title
      or header. Dates in any form (2024/05/01, 20240501, 2024年5月1日, R6.5.1; 5/1 in the
      statement's own year); amounts with ¥ or a backslash, 円, △ or ▲. Uses and withdrawals
      are expenses, cancellations and discounts refunds, deposits income; card bills, moves
      between your own accounts, cash at an ATM and e-money charges are transfers, counted as
      skipped. On a card, a row paid at once counts what is billed, an instalment what was
      used. Each entry keeps the bank or card the file names as its source (--source names
      another). --dry-run shows how the table was read; a file kakeibo cannot read is refused
      with what it understood and the options that would read it. A row with the amount of an
      entry typed by hand (no source) dated at most 3 days from it is that entry: it is not
      imported, and the entry gains the row's source (closest dates pair first, then the
      earliest entry); --keep-matches imports such rows too.

      Categories: a --map rule wins; then a name that is a kakeibo category; then the defaults
      (趣味・娯楽, 交際費, エンタメ, 娯楽, レジャー, 趣味 → 娯楽費; 事業経費, 事業原価,
      事業投資, 事業, 仕事 → 経費); anything else is 生活費. A statement's expense takes the
      category (and 内訳) of most earlier expenses with the same memo, as the entry form does,
      unless a --map rule's SOURCE is in its memo; a memo never seen is 生活費.

      The import is one transaction. A row with a problem is reported with its line and field,
      and then nothing is written (exit status 65), unless --skip-invalid is given. Each
      imported entry keeps a fingerprint of its source row, identical rows numbered by how
      often they occur in the file, so importing the same file (its rows in any order, or an
      overlapping export) again adds only what is new. A row of kakeibo's export counts as the
      entry it was exported from only in the ledger its ledger column names.
      """,
    examples: [
      "kakeibo import moneyforward.csv --dry-run",
      "kakeibo import zaim.csv --map 日用雑貨=生活費 --map エンタメ=fun",
      "kakeibo import smbc-card.csv --map スターバックス=娯楽費/カフェ",
      "kakeibo import mufg-bank.csv --transfer ヤマダタロウ --dry-run",
      "kakeibo import mobile-suica.csv --year 2026",
      "kakeibo import bank.csv --from csv --date-col 取引日 --amount-col お引出し --income-col お預入れ",
      "kakeibo import card.csv --from csv --date-col 利用日 --amount-col 利用金額 -c 生活費",
      "kakeibo export --format csv | kakeibo --db other.db import -",
    ])

  /// How much of the file is read at a time.
  static let chunkSize = 1 << 20
  /// Files at least this large show a progress line on a terminal.
  static let progressThreshold = 8 << 20
  /// The entries a dry run shows.
  static let previewCount = 5

  static func run(_ arguments: ParsedArguments, in context: Context) throws {
    guard let path = arguments.argument(0) else {
      throw UsageError.missingArgument("FILE", command: spec.name)
    }
    var options = try importOptions(arguments)
    options.today = context.today
    let dryRun = arguments.hasFlag("dry-run")
    let skipInvalid = arguments.hasFlag("skip-invalid")
    do {
      try importFile(
        path, options: options, dryRun: dryRun, skipInvalid: skipInvalid, arguments: arguments,
        context: context)
    } catch ImportError.noTable(let search) {
      try NoTableReport.write(file: path, search, to: context)
      throw CommandError.alreadyReported(.invalidData)
    } catch let error as ImportError {
      throw CommandError.importFailed(file: path, error)
    }
  }

  private static func importFile(
    _ path: String, options: ImportOptions, dryRun: Bool, skipInvalid: Bool,
    arguments: ParsedArguments, context: Context
  ) throws {
    var input = try InputFile.open(path)
    var options = options
    var buffer = [UInt8](repeating: 0, count: chunkSize)
    var count = try buffer.withUnsafeMutableBufferPointer { try input.read(into: $0) }
    /// Calls `body` with the bytes last read.
    func withChunk<Result>(_ body: (UnsafeBufferPointer<UInt8>) throws -> Result) rethrows
      -> Result
    {
      try buffer.withUnsafeBufferPointer { try body(UnsafeBufferPointer(rebasing: $0[..<count])) }
    }
    // A regular file named on the command line can be read twice: its encoding is decided
    // from all of it first.
    if options.encoding == .asTheBytesCome, !input.isStandardInput, input.size != nil {
      options.encoding = .detected(try detectEncoding(input, buffer: &buffer, first: count))
      input = try InputFile.open(path)
      count = try buffer.withUnsafeMutableBufferPointer { try input.read(into: $0) }
    }
    var importer = try Importer(options: options)
    let format = try withChunk { chunk in
      try checkHeader(importer, firstChunk: chunk, isWholeFile: count < chunkSize)
    }
    try checkOptions(arguments, for: format)
    let ledger = try context.openLedger(arguments, intent: dryRun ? .read : .write)
    let source = input.isStandardInput ? "standard input" : input.path
    var progress = ImportProgress(
      name: source, size: input.size, isShown: context.isErrorTerminal,
      threshold: progressThreshold)

    let (tally, counts) = try ledger.importEntries(
      from: source, dryRun: dryRun, matchesHandTyped: !arguments.hasFlag("keep-matches")
    ) { batch in
      let tally = ImportTally()
      let previewLimit = dryRun ? previewCount : 0
      batch.onStored = { stored in tally.stored(stored, keepingPreview: previewLimit) }
      batch.onMatched = { match in tally.matched(match) }
      let history = BatchHistory(batch: batch)
      let handle = { (row: ImportRow) throws in
        try tally.record(row, into: batch) { problem in
          try progress.clear(on: context.errorOutput)
          try context.errorOutput.writeLine("kakeibo: " + (Failure.describe(problem).message ?? ""))
        }
      }
      var total = 0
      while count > 0 {
        total += count
        try withChunk { chunk in try importer.read(chunk, history: history, handle) }
        try progress.update(bytesRead: total, rows: importer.rowCount, on: context.errorOutput)
        count = try buffer.withUnsafeMutableBufferPointer { try input.read(into: $0) }
      }
      try importer.finish(history: history, handle)
      try batch.flush()
      try progress.clear(on: context.errorOutput)
      if tally.invalidRows > 0 && !skipInvalid {
        try RefusedReading.write(importer, to: context)
        throw CommandError.importRefused(
          file: input.path, problems: tally.problems, rows: tally.invalidRows)
      }
      return tally
    }

    let summary = ImportSummary(
      file: input.path, format: importer.format ?? .csv, encoding: importer.encoding,
      rows: importer.rowCount, headerLine: importer.headerLine,
      skippedLines: importer.skippedLines, counts: counts, tally: tally, isDryRun: dryRun,
      reading: dryRun ? StatementReadingWords.mapping(of: importer, in: context.language) : [])
    try context.output.writeLines(summary.lines(glyphs: context.glyphStyle))
  }

  /// Reads the header from the file's first chunk with a copy of the importer, so that a file
  /// that cannot be imported at all (no header, an unknown one, UTF-16) is refused before the
  /// ledger is opened, let alone created. Returns the format the header names.
  @discardableResult
  private static func checkHeader(
    _ importer: Importer, firstChunk: UnsafeBufferPointer<UInt8>, isWholeFile: Bool
  ) throws -> ImportFormat? {
    struct HeaderRead: Error {}
    var probe = importer
    do {
      try probe.read(firstChunk, history: NoHistory()) { _ in throw HeaderRead() }
      if isWholeFile { try probe.finish(history: NoHistory()) { _ in throw HeaderRead() } }
    } catch is HeaderRead {
      // The first data row: the header was fine.
    }
    return probe.format
  }

  /// Reads the whole of `input`, whose first `first` bytes are in `buffer`, and returns the
  /// encoding its bytes read as (see `EncodingDetector`).
  private static func detectEncoding(_ input: InputFile, buffer: inout [UInt8], first: Int)
    throws -> SourceEncoding
  {
    var detector = EncodingDetector()
    var count = first
    while count > 0 {
      _ = try buffer.withUnsafeBufferPointer { bytes in
        try detector.examine(UnsafeBufferPointer(rebasing: bytes[..<count]))
      }
      count = try buffer.withUnsafeMutableBufferPointer { try input.read(into: $0) }
    }
    detector.finish()
    if detector.isAmbiguous { throw ImportError.ambiguousEncoding(detector.ambiguousReadings) }
    return detector.encoding ?? .utf8
  }

  /// Reads the options into what the importer needs.
  static func importOptions(_ arguments: ParsedArguments) throws -> ImportOptions {
    let rules = try arguments.allValues("map").map(mappingRule)
    let columnOptions = [
      "date-col", "amount-col", "income-col", "category-col", "sub-col", "category", "no-header",
    ]
    let givenColumnOptions =
      columnOptions.filter { arguments.value($0) != nil || arguments.hasFlag($0) }
      + (arguments.allValues("memo-col").isEmpty ? [] : ["memo-col"])
    var encoding = EncodingChoice.asTheBytesCome
    if let text = arguments.value("encoding") {
      guard let named = SourceEncoding(optionValue: text) else {
        throw UsageError.invalidChoice(
          option: "--encoding", value: text, choices: SourceEncoding.allCases.map(\.optionValue),
          command: spec.name)
      }
      encoding = .forced(named)
    }
    var format: ImportFormat?
    if let text = arguments.value("from") {
      guard let named = ImportFormat(name: text.lowercased()) else {
        throw UsageError.invalidChoice(
          option: "--from", value: text, choices: ImportFormat.named.map(\.name),
          command: spec.name)
      }
      format = named
    } else if !givenColumnOptions.isEmpty {
      format = .csv
    }
    if let format { try checkOptions(arguments, for: format, isNamed: true) }
    var options = ImportOptions(
      format: format, mapping: CategoryMapping(rules: rules), encoding: encoding,
      skipLines: try arguments.value("skip-lines").map(skipLines) ?? 0,
      transfers: TransferRules(patterns: try arguments.allValues("transfer").map(transferPattern)),
      year: try arguments.value("year").map { text throws(InvalidValue) in
        try YearMonth.parseYear(text)
      },
      source: try arguments.value("source").map(sourceName))
    guard format == .csv else {
      if let option = givenColumnOptions.first {
        throw UsageError.invalidUsage(
          "--\(option) is for --from csv, not --from \(format?.name ?? "")",
          command: spec.name)
      }
      return options
    }
    options.columns = try columnMapping(arguments)
    return options
  }

  /// Refuses options that the file's format does not use, named by `--from` (`isNamed`) or
  /// recognized from the file: `--transfer` in an app's export, `--year` in a file whose dates
  /// all have one.
  static func checkOptions(
    _ arguments: ParsedArguments, for format: ImportFormat?, isNamed: Bool = false
  ) throws {
    guard let format else { return }
    let what = isNamed ? "--from " + format.name : "a " + format.title + " file"
    if !arguments.allValues("transfer").isEmpty, [.kakeibo, .moneyforward, .zaim].contains(format) {
      throw UsageError.invalidUsage(
        "--transfer is for bank and card statements and --from csv, not for " + what,
        command: spec.name)
    }
    let apps: [ImportFormat] = [.kakeibo, .moneyforward, .zaim]
    if arguments.value("year") != nil, apps.contains(format) || format == .csv {
      throw UsageError.invalidUsage(
        "--year is for the dates without a year of bank and card statements, not for " + what,
        command: spec.name)
    }
    if arguments.value("source") != nil, apps.contains(format) {
      throw UsageError.invalidUsage(
        "--source is for bank and card statements and --from csv, not for " + what
          + ", whose rows name their own",
        command: spec.name)
    }
  }

  /// Reads `--source NAME`.
  private static func sourceName(_ text: String) throws -> EntrySource {
    guard let source = try EntrySource(validating: text) else {
      throw UsageError.invalidUsage(
        "--source needs the name of a bank, card or account, such as --source 三井住友カード",
        command: spec.name)
    }
    return source
  }

  /// Reads `--skip-lines N`.
  private static func skipLines(_ text: String) throws(UsageError) -> Int {
    let folded = TextNormalization.folded(text)
    guard !folded.isEmpty, folded.allSatisfy({ ("0"..."9").contains($0) }),
      let lines = Int(folded)
    else {
      throw .invalidUsage(
        "--skip-lines \(text): expected a whole number of lines from 0, such as 5",
        command: spec.name)
    }
    return lines
  }

  /// Reads `--transfer PATTERN`.
  private static func transferPattern(_ text: String) throws(UsageError) -> String {
    guard !TextNormalization.trimmed(text).isEmpty else {
      throw .invalidUsage(
        "--transfer needs a pattern that a transfer's description holds, such as --transfer "
          + "ヤマダタロウ",
        command: spec.name)
    }
    return text
  }

  /// The columns of `--from csv`.
  private static func columnMapping(_ arguments: ParsedArguments) throws -> ColumnMapping {
    guard let date = arguments.value("date-col"), let amount = arguments.value("amount-col") else {
      throw UsageError.invalidUsage(
        "--from csv needs --date-col and --amount-col, such as --date-col 日付 --amount-col 金額",
        command: spec.name)
    }
    let hasHeader = !arguments.hasFlag("no-header")
    func column(_ text: String, _ option: String) throws(UsageError) -> ColumnMapping.Column {
      let column = ColumnMapping.Column(text)
      switch column {
      case .number(let number) where number < 1:
        throw .invalidUsage("--\(option) \(text): columns are numbered from 1", command: spec.name)
      case .name where !hasHeader:
        throw .invalidUsage(
          "--\(option) \(text): with --no-header, name columns by number from 1",
          command: spec.name)
      default:
        return column
      }
    }
    return ColumnMapping(
      date: try column(date, "date-col"), amount: try column(amount, "amount-col"),
      income: try arguments.value("income-col").map { text throws(UsageError) in
        try column(text, "income-col")
      },
      category: try arguments.value("category-col").map { text throws(UsageError) in
        try column(text, "category-col")
      },
      subcategory: try arguments.value("sub-col").map { text throws(UsageError) in
        try column(text, "sub-col")
      },
      memo: try arguments.allValues("memo-col").map { text throws(UsageError) in
        try column(text, "memo-col")
      },
      fixedCategory: try arguments.value("category").map { text throws(InvalidValue) in
        try Category(resolvingTyped: text)
      },
      hasHeader: hasHeader)
  }

  /// Reads `--map SOURCE=CATEGORY[/内訳]`: split at the last `=`, then at the first `/` after
  /// it (a 内訳 may hold a `/`, and SOURCE a `=`).
  private static func mappingRule(_ text: String) throws -> CategoryMapping.Rule {
    guard let equals = text.lastIndex(of: "="),
      !TextNormalization.trimmed(String(text[..<equals])).isEmpty
    else {
      throw UsageError.invalidUsage(
        "--map \(text): expected SOURCE=CATEGORY or SOURCE=CATEGORY/内訳, such as --map "
          + "趣味・娯楽=娯楽費 or --map スタバ=娯楽費/カフェ",
        command: spec.name)
    }
    let target = text[text.index(after: equals)...]
    let slash = target.firstIndex(of: "/")
    let category = try Category(resolvingTyped: String(target[..<(slash ?? target.endIndex)]))
    let subcategory = try slash.flatMap { slash throws(InvalidValue) in
      try Subcategory(validating: String(target[target.index(after: slash)...]))
    }
    return CategoryMapping.Rule(
      source: String(text[..<equals]), category: category, subcategory: subcategory)
  }
}

/// The ledger's answer to which fingerprints an import has met.
private struct BatchHistory: ImportHistory {
  let batch: ImportBatch

  func contains(_ fingerprint: Fingerprint) throws -> Bool { try batch.hasMet(fingerprint) }
}

/// No rows met: before the import begins.
private struct NoHistory: ImportHistory {
  func contains(_ fingerprint: Fingerprint) -> Bool { false }
}

/// What an import has met so far, beyond the entries the ledger counts. A class: the batch
/// reports each entry it stores (`stored`) and each row it matches with an entry typed by hand
/// (`matched`) while a row is being recorded.
final class ImportTally {
  var skipped: [SkipReason: Int] = [:]
  var invalidRows = 0
  var problems = 0
  /// How many new entries each source category went to, in order of first appearance (a
  /// category whose rows were all in the ledger already has a count of 0).
  private(set) var allCategories: [CategoryCount] = []
  private var categoryIndex: [String: Int] = [:]
  private var lastCategory: Int?
  /// How many new entries took a class the ledger had learned for their memo, other than 生活費
  /// without a 内訳 (what they would have had anyway), by memo and class, in order of first
  /// appearance (the first `Self.learnedLimit` of them).
  private(set) var learned: [CategoryCount] = []
  private(set) var learnedCount = 0
  private var learnedIndex: [String: Int] = [:]
  /// The first new entries, as stored.
  var preview: [Entry] = []
  /// The statement rows that are entries typed by hand already (the first `matchLimit`).
  private(set) var matches: [ImportMatch] = []
  /// How many of the new entries are income, and how many refunds.
  private(set) var incomeAdded = 0
  private(set) var refundsAdded = 0

  /// The most learned classes and matches kept to be shown.
  static let learnedLimit = 1000
  static let matchLimit = 1000

  /// A source name (a category, a `--map` pattern, a memo), the class its rows went to, and
  /// how many new entries did.
  struct CategoryCount {
    let source: String
    let category: Category
    let subcategory: Subcategory?
    var count: Int
  }

  /// How many new entries each source category went to, in order of first appearance.
  var categories: [CategoryCount] { allCategories.filter { $0.count > 0 } }

  /// Counts `row`, offering an entry to `batch` (whose `onStored` calls `stored`); `report` is
  /// called with each problem.
  func record(
    _ row: ImportRow, into batch: ImportBatch, report: (ImportProblem) throws -> Void
  ) throws {
    switch row.outcome {
    case .entry(let draft, let fingerprint):
      let tag = row.category.flatMap { $0.source.isEmpty ? nil : categoryTag($0) } ?? -1
      try batch.add(draft, fingerprint: fingerprint, exported: row.exported, tag: tag)
    case .statement(let statement):
      // A statement's card uses and withdrawals are expenses, its cancellations refunds, its
      // deposits income; a transfer is counted, not stored. An expense's category is a --map
      // rule's for its memo, else the one the ledger has learned for the memo, else 生活費.
      let rule = row.category.flatMap { $0.origin == .rule ? $0 : nil }
      let category = rule?.category ?? .livingCost
      let draft: EntryDraft
      switch statement.kind {
      case .expense, .refund:
        draft = EntryDraft(
          date: statement.date,
          amount: statement.kind == .refund ? Yen(-statement.amount.value) : statement.amount,
          category: category, subcategory: rule?.subcategory, memo: statement.memo,
          source: statement.source)
      case .income:
        draft = .income(
          date: statement.date, amount: statement.amount, memo: statement.memo,
          source: statement.source)
      case .transfer:
        skipped[.transfer, default: 0] += 1
        return
      }
      let tag = draft.kind == .expense ? rule.map(categoryTag) ?? -1 : -1
      try batch.addStatementRow(
        draft, fingerprint: statement.fingerprint, learnsClass: rule == nil, tag: tag)
    case .skipped(let reason):
      skipped[reason, default: 0] += 1
    case .invalid(let rowProblems):
      invalidRows += 1
      problems += rowProblems.count
      for problem in rowProblems { try report(problem) }
    }
  }

  /// Counts an entry stored, whose row's source category has `stored.tag` (-1 for none).
  func stored(_ stored: StoredRow, keepingPreview previewCount: Int) {
    let entry = stored.entry
    if preview.count < previewCount { preview.append(entry) }
    if entry.kind == .income { incomeAdded += 1 }
    if entry.isRefund { refundsAdded += 1 }
    if allCategories.indices.contains(stored.tag) { allCategories[stored.tag].count += 1 }
    // A class learned that is the default's (生活費 without a 内訳) changed nothing to tell.
    if stored.hasLearnedClass, let category = entry.category,
      category != .livingCost || entry.subcategory != nil
    {
      learnedClass(entry, category)
    }
  }

  /// Notes a statement row that is an entry typed by hand already.
  func matched(_ match: ImportMatch) {
    if matches.count < Self.matchLimit { matches.append(match) }
  }

  /// Counts an entry whose class was learned from its memo.
  private func learnedClass(_ entry: Entry, _ category: Category) {
    learnedCount += 1
    let key = entry.memo.text + "\u{0}" + entry.classText
    if let index = learnedIndex[key] {
      learned[index].count += 1
    } else if learned.count < Self.learnedLimit {
      learnedIndex[key] = learned.count
      learned.append(
        CategoryCount(
          source: entry.memo.text, category: category, subcategory: entry.subcategory, count: 1))
    }
  }

  /// The tag of `resolution`'s source category: its place in `allCategories`, or -1 past the
  /// first 1,000.
  private func categoryTag(_ resolution: CategoryMapping.Resolution) -> Int {
    // Rows in a row mostly share their category: try the last one first.
    if let last = lastCategory, allCategories[last].category == resolution.category,
      allCategories[last].subcategory == resolution.subcategory,
      allCategories[last].source.utf8.elementsEqual(resolution.source.utf8)
    {
      return last
    }
    let key =
      resolution.source + "\u{0}" + resolution.category.key + "\u{0}"
      + (resolution.subcategory?.name ?? "")
    if let index = categoryIndex[key] {
      lastCategory = index
      return index
    }
    guard allCategories.count < 1000 else { return -1 }
    categoryIndex[key] = allCategories.count
    lastCategory = allCategories.count
    allCategories.append(
      CategoryCount(
        source: resolution.source, category: resolution.category,
        subcategory: resolution.subcategory, count: 0))
    return allCategories.count - 1
  }
}

/// The progress line of a large import on a terminal: how far through the file, rewritten in
/// place on standard error, and erased at the end.
struct ImportProgress {
  private let name: String
  private let size: Int?
  private let isShown: Bool
  private let threshold: Int
  private var lastShown: String?

  /// A progress line for the file `name` of `size` bytes (nil when unknown), shown when
  /// `isShown` (standard error is a terminal) and the file is at least `threshold` bytes.
  init(name: String, size: Int?, isShown: Bool, threshold: Int) {
    self.name = VisibleText.of(name)
    self.size = size
    self.isShown = isShown
    self.threshold = threshold
  }

  /// The line for `bytesRead` and `rows`: `Importing big.csv: 41% (412,000 rows)`.
  func text(bytesRead: Int, rows: Int) -> String {
    let rowText = Count.of(rows, "row")
    guard let size, size > 0 else { return "Importing \(name): \(rowText)" }
    return "Importing \(name): \(min(100, bytesRead * 100 / size))% (\(rowText))"
  }

  mutating func update(bytesRead: Int, rows: Int, on output: TextOutput) throws {
    guard isShown, (size ?? bytesRead) >= threshold else { return }
    let text = text(bytesRead: bytesRead, rows: rows)
    guard text != lastShown else { return }
    lastShown = text
    try output.write(StatusLine.show(text))
    // Shown now, not when the output's buffer next fills.
    try (output as? FileDescriptorOutput)?.flush()
  }

  mutating func clear(on output: TextOutput) throws {
    guard lastShown != nil else { return }
    lastShown = nil
    try output.write(StatusLine.clear)
  }
}
