import KakeiboCore

/// How to read a file.
public struct ImportOptions: Sendable {
  /// The format, or nil to recognize it from the file's content (a header row, or a
  /// statement's first lines).
  public var format: ImportFormat?
  public var mapping: CategoryMapping
  /// Where the fields are, for `.csv` (which needs it).
  public var columns: ColumnMapping?
  /// How the encoding is chosen: from the bytes, for every format (kakeibo's own export saved
  /// again by a spreadsheet may be Shift_JIS), unless `--encoding` names it.
  public var encoding: EncodingChoice
  /// The lines at the start of the file to pass over before looking for the table
  /// (`--skip-lines`), for a preamble longer than `Importer.tableSearchLimit` lines.
  public var skipLines: Int
  /// Which statement rows are transfers, with the household's own patterns (`--transfer`).
  public var transfers: TransferRules
  /// The day the import runs on: a date without a year (モバイルSuica's) is on or before it.
  public var today: LedgerDate?
  /// The year of every date without one (`--year`), instead of the most recent one that puts
  /// it on or before the statement's end or `today`.
  public var year: Int?
  /// The source of every row of a statement or of a CSV read by its columns (`--source`),
  /// instead of the bank or card the statement names.
  public var source: EntrySource?

  public init(
    format: ImportFormat? = nil, mapping: CategoryMapping = CategoryMapping(),
    columns: ColumnMapping? = nil, encoding: EncodingChoice = .asTheBytesCome,
    skipLines: Int = 0, transfers: TransferRules = TransferRules(), today: LedgerDate? = nil,
    year: Int? = nil, source: EntrySource? = nil
  ) {
    self.format = format
    self.mapping = mapping
    self.columns = columns
    self.encoding = encoding
    self.skipLines = skipLines
    self.transfers = transfers
    self.today = today
    self.year = year
    self.source = source
  }
}

/// One data row of the file and what it becomes.
public struct ImportRow: Sendable {
  /// The line the row starts on (the header is line 1).
  public let line: Int
  public let outcome: RowOutcome
  /// How an entry's category was chosen; nil for a row that is not an entry.
  public let category: CategoryMapping.Resolution?
  /// For kakeibo's own export, the entry the row was exported from (its ledger and id).
  public let exported: ExportedEntry?
}

/// The fingerprints of the rows an import has already handed to the ledger (stored, or found
/// there already). The importer asks only when a date comes back after other dates, to count
/// the identical rows the file held before on that date (see `OccurrenceNumbering`).
public protocol ImportHistory {
  func contains(_ fingerprint: Fingerprint) throws -> Bool
}

/// Reads an import file as it streams in, chunk by chunk, and turns each data row into an
/// entry, a statement's row, a skip or its problems. Pure: the caller reads the file and stores
/// the entries. Keeps only the current row (and at most `heldLimit` rows that may be notes after
/// the table), so memory stays flat however long the file.
///
/// The table is found in the file's first `tableSearchLimit` lines (after `--skip-lines`): the
/// first line that is the header of an app's export, or a statement's header (a line that
/// names a date column and an amount column, see `TableMapping`), or (for `--from csv`) holds
/// the named columns, or the first row of a statement without a header (a date, a text and an
/// amount, see `HeaderlessRows`). What comes before it, card holders' lines, blank lines,
/// totals and notes are counted in `skippedLines`. A statement's table ends at a total (unless
/// a card holder's line opens another section after it), at a row of `*`, at another
/// section's title or header, or at the end of the file: the lines after it are counted, and
/// never imported. kakeibo's, Money Forward ME's and Zaim's files named with `--from` have their
/// header first.
public struct Importer: Sendable {
  /// How many lines are looked at for the table before the file is refused: statements have a
  /// few lines before theirs (ビューカード's has six, みずほ銀行's twelve).
  public static let tableSearchLimit = 50
  /// The most lines before the table kept to name the bank or card and the statement's period.
  static let preambleLimit = 50
  /// The most rows held back while they may be notes after the table; more are rows.
  static let heldLimit = 16

  private let options: ImportOptions
  private var isAtStart = true
  private var detector = EncodingDetector()
  /// For `.asTheBytesCome`: the encoding chosen by the first characters that are not ASCII.
  private var firstEncoding: SourceEncoding?
  private var reader = CSVReader()
  /// The file's first bytes, held until they tell its delimiter (see `Delimiter`).
  private var firstBytes: [UInt8]? = []
  private var converter: (any RowConverter)?
  private var numbering = OccurrenceNumbering()
  /// The format, once the header has been read (at once for a CSV without a header).
  public private(set) var format: ImportFormat?
  /// The data rows read so far.
  public private(set) var rowCount = 0
  /// The number of fields in the header row, once read.
  private var headerWidth: Int?
  /// The lines that are neither the header nor rows, so far.
  public private(set) var skippedLines = SkippedLines()
  /// The line of the table's header, once found (nil for a table without one).
  public private(set) var headerLine: Int?
  /// How many lines were looked at for the table, and the first of them (the header, as an
  /// error shows it, when no table is found).
  private var searched = 0
  private var firstLine: [String]?
  /// The line the last record ended on, to count the blank lines between records.
  private var lastLine = 0
  /// Whether a row of the table has been read.
  private var isInTable = false
  /// Rows with problems that may be notes after the table, held until a row follows them (then
  /// they are reported) or the file ends (then they are counted as lines after the table).
  private var held: [ImportRow] = []
  /// The cells of the lines before the table (the first `preambleLimit`): they name the bank or
  /// card and the statement's period.
  private var preamble: [String] = []
  /// The lines searched for the table, and their cells, for what a refusal says of them.
  private var searchedLines: [(line: Int, cells: [String])] = []
  /// How a statement's table is read, once its header (or its first row) is found.
  public private(set) var tableMapping: TableMapping?
  /// Whether a total closed the table: a card holder's line opens another section, anything
  /// else ends it.
  private var isClosedByTotal = false
  /// Where a statement's table ended before the end of the file: the line and what it holds
  /// (empty when a total before it ended the table).
  public private(set) var tableEnd: (line: Int, text: String)?
  /// The first date of a statement's table, as it is written and as it was read.
  public var dateSample: DateSample? { converter?.dateSample }

  /// Throws when the options cannot work: `.csv` without its columns.
  public init(options: ImportOptions) throws(ImportError) {
    self.options = options
    format = options.format
    if options.format == .csv, let columns = options.columns, !columns.hasHeader {
      converter = try ColumnMappedRows(columns: columns, header: nil, options: options)
    }
  }

  /// The encoding the file is read in: as `--encoding` names it; else as decided from the whole
  /// file, or from its first characters that are not ASCII (UTF-8 until then).
  public var encoding: SourceEncoding {
    switch options.encoding {
    case .forced(let encoding): encoding
    case .detected(let encoding): encoding
    case .asTheBytesCome: firstEncoding ?? .utf8
    }
  }

  /// Whether the encoding is still being decided (or checked) from the bytes as they come.
  private var isDetecting: Bool { options.encoding == .asTheBytesCome }

  /// Reads the next chunk of the file, calling `body` with each data row it completes; `history`
  /// answers for the rows handed on before. Throws `ImportError` when the file cannot be read
  /// at all, and what `body` and `history` throw.
  public mutating func read(
    _ chunk: UnsafeBufferPointer<UInt8>, history: some ImportHistory,
    _ body: (ImportRow) throws -> Void
  ) throws {
    let skipped = try examine(chunk)
    let bytes = UnsafeBufferPointer(rebasing: chunk[(chunk.startIndex + skipped)...])
    guard var first = firstBytes else { return try parse(bytes, history: history, body) }
    first += bytes
    guard let delimiter = Delimiter.of(first, isWhole: false) else {
      firstBytes = first
      return
    }
    firstBytes = nil
    reader.delimiter = delimiter
    try first.withUnsafeBufferPointer { try parse($0, history: history, body) }
  }

  /// Parses `bytes`, the file's next, calling `body` with each data row they complete.
  private mutating func parse(
    _ bytes: UnsafeBufferPointer<UInt8>, history: some ImportHistory,
    _ body: (ImportRow) throws -> Void
  ) throws {
    // The reader is moved out while it calls back into `self`, and back in after.
    var reader = CSVReader()
    swap(&reader, &self.reader)
    defer { swap(&reader, &self.reader) }
    try reader.read(bytes) { record in try handle(record, history: history, body) }
  }

  /// Ends the file: reads its last row when it does not end with a line break, and counts the
  /// rows held as notes as lines after the table. Throws `ImportError.empty` when the file had
  /// no lines, and what a table not found is refused for (see `refuseTable`).
  public mutating func finish(history: some ImportHistory, _ body: (ImportRow) throws -> Void)
    throws
  {
    if isDetecting {
      detector.finish()
      try checkEncoding()
    }
    if let first = firstBytes {
      firstBytes = nil
      reader.delimiter = Delimiter.of(first, isWhole: true) ?? reader.delimiter
      try first.withUnsafeBufferPointer { try parse($0, history: history, body) }
    }
    var reader = CSVReader()
    swap(&reader, &self.reader)
    defer { swap(&reader, &self.reader) }
    try reader.finish { record in try handle(record, history: history, body) }
    if converter == nil { try refuseTable() }
    skippedLines.afterTable += held.count
    rowCount -= held.count
    held.removeAll()
  }

  /// Looks at a chunk's bytes before they are parsed; returns how many to skip at its start.
  private mutating func examine(_ chunk: UnsafeBufferPointer<UInt8>) throws(ImportError) -> Int {
    if isDetecting {
      let skipped = try detector.examine(chunk)
      isAtStart = false
      try checkEncoding()
      return skipped
    }
    guard isAtStart else { return 0 }
    isAtStart = false
    let byteOrderMark = try EncodingDetector.byteOrderMark(at: chunk)
    return encoding == .utf8 ? byteOrderMark : 0
  }

  /// Decides the encoding from the first characters that are not ASCII, then checks that the
  /// bytes read since still read so.
  private mutating func checkEncoding() throws(ImportError) {
    if detector.isAmbiguous { throw .ambiguousEncoding(detector.ambiguousReadings) }
    guard let first = firstEncoding else {
      if detector.hasEvidence { firstEncoding = detector.encoding }
      return
    }
    if let whole = detector.encoding, whole != first, detector.isConclusive {
      throw .encodingChanged(first: first, whole: whole)
    }
  }

  private mutating func handle(
    _ record: CSVRecord, history: some ImportHistory, _ body: (ImportRow) throws -> Void
  ) throws {
    let blankLines = record.line - lastLine - 1
    lastLine = record.lastLine
    if blankLines > 0 { count(.blank, lines: blankLines) }
    let lines = record.lastLine - record.line + 1
    if record.line <= options.skipLines {
      skippedLines.beforeTable += lines
      return
    }
    if tableEnd != nil {
      skippedLines.afterTable += lines
      return
    }
    if converter == nil, try !findTable(record) { return }
    let converted: ConvertedRow?
    if let problem = record.problem {
      converted = ConvertedRow(outcome: .invalid([Self.describe(problem, line: record.line)]))
    } else if let width = headerWidth, let extra = Self.extraFields(record, width: width) {
      if let mapping = tableMapping,
        let joined = mapping.joiningCommas(in: record, width: width, encoding: encoding)
      {
        var row = SourceRow(record: joined, encoding: encoding)
        converted = converter?.convert(&row)
      } else {
        converted = ConvertedRow(outcome: .invalid([extra]))
      }
    } else {
      var row = SourceRow(record: record, encoding: encoding)
      // Converted in place: a copy of the converter would copy its caches for every row.
      converted = converter?.convert(&row)
    }
    guard let converted else { return }
    if isClosedByTotal {
      switch converted.outcome {
      case .line(.cardHolder), .line(.repeatedHeader):
        isClosedByTotal = false  // another section opens
      case .line(.blank), .line(.total), .line(.note): break
      default:
        // A total ended the table, and no card holder's line opens another section.
        end(at: record, lines: lines, text: nil)
        return
      }
    }
    let outcome: RowOutcome
    switch converted.outcome {
    case .line(.end(let text)) where isInTable && isStatement:
      end(at: record, lines: lines, text: text)
      return
    case .line(let kind):
      count(kind, lines: lines)
      if kind == .total, isInTable, isStatement { isClosedByTotal = true }
      return
    case .entry(let draft, .sourceID(let fingerprint)),
      .entry(let draft, .carried(let fingerprint)):
      outcome = .entry(draft, fingerprint)
    case .entry(let draft, .content(let content)):
      outcome = .entry(draft, try numbering.fingerprint(content, history: history))
    case .statement(let draft, let content):
      outcome = .statement(
        StatementRow(
          line: record.line, date: draft.date, memo: draft.memo, amount: draft.amount,
          kind: draft.kind, source: draft.source,
          fingerprint: try numbering.fingerprint(content, history: history)))
    case .skipped(let reason):
      outcome = .skipped(reason)
    case .invalid(let problems):
      outcome = .invalid(problems)
    }
    rowCount += 1
    let row = ImportRow(
      line: record.line, outcome: outcome, category: converted.category,
      exported: converted.exported)
    if converted.mayEndTable {
      if held.count == Self.heldLimit { try body(held.removeFirst()) }
      held.append(row)
      return
    }
    // A row follows the rows held: they were rows with problems, not notes after the table.
    for earlier in held { try body(earlier) }
    held.removeAll(keepingCapacity: true)
    isInTable = true
    try body(row)
  }

  /// Whether the file is a bank's or card's statement, whose table may end before the file.
  private var isStatement: Bool {
    if case .statement? = format { return true }
    return false
  }

  /// Ends the table at `record` (`lines` lines), which holds `text` (nil: the total before
  /// it ended the table): it and every line after it are lines after the table. The rows held
  /// as possible notes are notes indeed.
  private mutating func end(at record: CSVRecord, lines: Int, text: String?) {
    tableEnd = (record.line, text ?? "")
    isClosedByTotal = false
    skippedLines.afterTable += lines + held.count
    rowCount -= held.count
    held.removeAll()
  }

  /// Counts `lines` lines of `kind` that are not rows.
  private mutating func count(_ kind: LineKind, lines: Int) {
    guard isInTable else {
      skippedLines.beforeTable += lines
      return
    }
    switch kind {
    case .blank: skippedLines.blank += lines
    case .cardHolder: skippedLines.cardHolders += lines
    case .total: skippedLines.totals += lines
    case .note, .repeatedHeader: skippedLines.notes += lines
    case .end: skippedLines.afterTable += lines
    }
  }

  /// Looks for the table in `record`, a line read before it was found: makes the converter of
  /// the format whose header (or first row, for a statement without a header) it is, and
  /// returns whether it is a row to read; counts it as a line before the table when it is not
  /// the table's. Throws when the table is not found in the first `tableSearchLimit` lines, or
  /// its header cannot be read.
  private mutating func findTable(_ record: CSVRecord) throws(ImportError) -> Bool {
    searched += 1
    if record.problem == .tooLong, searched == 1 { throw .headerTooLong }
    let encoding = encoding
    let names = (0..<record.count).map { index in
      TextNormalization.trimmed(
        record.withField(index) { encoding.decode($0, repairing: true) } ?? "")
    }
    if firstLine == nil { firstLine = names }
    switch options.format {
    case nil:
      if let app = ImportFormat.recognize(names) {
        return try startTable(app, header: names, line: record.line)
      }
      if MobileSuicaRows.isHeader(names) {
        return try startTable(
          .statement(StatementLayout.mobileSuica.from(options.source?.name ?? "モバイルSuica")),
          header: names, line: record.line)
      }
      if let mapping = TableMapping(header: names, line: record.line, kindHint: preambleHint) {
        return startStatement(mapping, header: names, line: record.line)
      }
      // Rows without a header, unless a line before named a date column: then that line is a
      // header whose amounts are not understood, which a refusal tells rather than a guess.
      if HeaderlessRows.isRow(names), startsHeaderlessTable(names),
        !searchedLines.contains(where: { line in
          TableMapping.knownNames(line.cells).contains { $0.role == .date }
        })
      {
        return startHeaderless(firstRow: names)
      }
    case .csv?:
      guard let columns = options.columns else {
        throw .missingColumns(["--date-col", "--amount-col"], format: .csv)
      }
      let header = HeaderIndex(names)
      if columns.names.allSatisfy({ header.column($0) != nil }) {
        return try startTable(.csv, header: names, line: record.line)
      }
    case let named?:
      // kakeibo's, Money Forward ME's and Zaim's files start with their table.
      return try startTable(named, header: names, line: record.line)
    }
    searchedLines.append((record.line, names))
    if searched >= Self.tableSearchLimit { try refuseTable() }
    if preamble.count < Self.preambleLimit * 8 {
      preamble += names.filter { !$0.isEmpty }
    }
    skippedLines.beforeTable += record.lastLine - record.line + 1
    return false
  }

  /// Whether a row read by its cells' types (see `HeaderlessRows`) may start a table: it starts
  /// with its date, or it holds five cells or more (a row number or a card's fields before the
  /// date: `1,2026/10/01,ｼﾔｶｲﾎｹﾝ,"12,300",,"87,700"`), as no line about the statement does.
  private func startsHeaderlessTable(_ names: [String]) -> Bool {
    names.first(where: { !$0.isEmpty }).map(isDate) == true
      || names.filter({ !$0.isEmpty }).count >= 5
  }

  private func isDate(_ text: String) -> Bool {
    if case .full? = StatementDates.read(text, compactDigits: false) { return true }
    return false
  }

  /// What the lines before the table say of the statement: positive for a card's, negative for
  /// a bank's.
  private var preambleHint: Int {
    let text = preamble.joined(separator: " ")
    let bank = ["銀行", "口座", "預金", "入出金", "信用金庫"].filter { text.contains($0) }.count
    let card = ["カード", "ご利用明細", "ご請求", "お支払金額"].filter { text.contains($0) }.count
    return card - bank
  }

  /// Starts the table of `format`, whose header is `header` on line `line`; returns false (the
  /// header is no row).
  private mutating func startTable(_ format: ImportFormat, header: [String], line: Int)
    throws(ImportError) -> Bool
  {
    self.format = format
    headerLine = line
    headerWidth = header.count
    converter = try makeConverter(format, header: HeaderIndex(header))
    return false
  }

  /// The bank or card the file names before its table. (`--source` names the entries'
  /// source, but not the layout their fingerprints are named after: the same statement
  /// imported with it or without adds nothing twice.)
  private var namedSource: String? { InstitutionNames.named(in: preamble) }

  /// The dates without a year: in `--year`, else on or before the statement's last day.
  private var yearlessDates: YearlessDates {
    YearlessDates(
      today: options.today, year: options.year,
      statementEnd: StatementDates.latestDay(in: preamble.joined(separator: " ")))
  }

  /// Starts a statement's table read by `mapping`, its header `header` on line `line`.
  private mutating func startStatement(_ mapping: TableMapping, header: [String], line: Int) -> Bool
  {
    var layout = StatementLayout.of(
      header: header, mapping: mapping,
      source: namedSource ?? InstitutionNames.named(byHeader: header))
    if let source = options.source?.name { layout = layout.from(source) }
    format = .statement(layout)
    tableMapping = mapping
    headerLine = line
    headerWidth = header.count
    let reading = StatementReading(
      format: .statement(layout), source: layout.source, options: options)
    converter = StatementTableRows(mapping: mapping, reading: reading, dates: yearlessDates)
    return false
  }

  /// Starts a table without a header at its first row, `firstRow`; returns true (it is a row).
  private mutating func startHeaderless(firstRow: [String]) -> Bool {
    let shape = HeaderlessRows.shape(of: firstRow)
    var layout = StatementLayout.headerless(
      firstRow: firstRow, source: namedSource, kind: shape.kind)
    if let source = options.source?.name { layout = layout.from(source) }
    format = .statement(layout)
    tableMapping = .headerless(kind: shape.kind)
    let reading = StatementReading(
      format: .statement(layout), source: layout.source, options: options)
    converter = HeaderlessRows(reading: reading, shape: shape)
    return true
  }

  /// Throws what a file whose table was not found is refused for: `.empty` for a file without
  /// lines; else what the first line lacks as the header of the format named (`--from`), or
  /// what was understood of the lines searched (`.noTable`).
  private func refuseTable() throws(ImportError) {
    guard let firstLine else { throw .empty }
    if let format = options.format { _ = try makeConverter(format, header: HeaderIndex(firstLine)) }
    throw .noTable(TableSearch.of(searchedLines))
  }

  /// Makes the converter of `format`, whose header is `header`.
  private func makeConverter(_ format: ImportFormat, header: HeaderIndex) throws(ImportError)
    -> any RowConverter
  {
    switch format {
    case .kakeibo: return try KakeiboRows(header: header, mapping: options.mapping)
    case .moneyforward: return try MoneyForwardRows(header: header, mapping: options.mapping)
    case .zaim: return try ZaimRows(header: header, mapping: options.mapping)
    case .csv:
      guard let columns = options.columns else {
        throw .missingColumns(["--date-col", "--amount-col"], format: .csv)
      }
      return try ColumnMappedRows(columns: columns, header: header, options: options)
    case .statement(let layout):
      // Only モバイルSuica's history starts here; other statements start in `startStatement`.
      guard MobileSuicaRows.isHeader(header.names) else {
        throw .missingColumns(MobileSuicaRows.header, format: format)
      }
      let reading = StatementReading(format: format, source: layout.source, options: options)
      return MobileSuicaRows(
        reading: reading, dates: YearlessDates(today: options.today, year: options.year))
    }
  }

  /// A problem when `record` has text in fields beyond the header's `width` (trailing empty
  /// fields are harmless): most likely a comma in a field without quotes, which would shift
  /// the fields read.
  private static func extraFields(_ record: CSVRecord, width: Int) -> ImportProblem? {
    guard record.count > width,
      (width..<record.count).contains(where: { index in record.withField(index) { !$0.isEmpty } })
    else { return nil }
    return ImportProblem(
      line: record.line, field: nil, value: nil,
      reason: .fieldCount(fields: record.count, header: width))
  }

  private static func describe(_ problem: CSVProblem, line: Int) -> ImportProblem {
    switch problem {
    case .textAfterClosingQuote(let field):
      ImportProblem(
        line: line, field: nil, value: nil, reason: .textAfterClosingQuote(field: field))
    case .unclosedQuote:
      ImportProblem(
        line: line, field: nil, value: nil,
        reason: .unclosedQuote)
    case .tooLong:
      ImportProblem(
        line: line, field: nil, value: nil,
        reason: .rowTooLong)
    }
  }
}
