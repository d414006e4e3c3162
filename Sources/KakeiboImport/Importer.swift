import KakeiboCore

/// How to read a file.
public struct ImportOptions: Sendable {
  /// The format, or nil to recognize it from the header row.
  public var format: ImportFormat?
  public var mapping: CategoryMapping
  /// Where the fields are, for `.csv` (which needs it).
  public var columns: ColumnMapping?
  /// How the encoding is chosen. kakeibo's own export is always UTF-8 (its header is ASCII, so
  /// it is recognized before any text is decoded), unless `--encoding` names another.
  public var encoding: EncodingChoice

  public init(
    format: ImportFormat? = nil, mapping: CategoryMapping = CategoryMapping(),
    columns: ColumnMapping? = nil, encoding: EncodingChoice = .asTheBytesCome
  ) {
    self.format = format
    self.mapping = mapping
    self.columns = columns
    self.encoding = encoding
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
/// entry, a skip or its problems. Pure: the caller reads the file and stores the entries. Keeps
/// only the current row, so memory stays flat however long the file.
public struct Importer: Sendable {
  private let options: ImportOptions
  private var isAtStart = true
  private var detector = EncodingDetector()
  /// For `.asTheBytesCome`: the encoding chosen by the first characters that are not ASCII.
  private var firstEncoding: SourceEncoding?
  private var reader = CSVReader()
  private var converter: (any RowConverter)?
  private var numbering = OccurrenceNumbering()
  /// The format, once the header has been read (at once for a CSV without a header).
  public private(set) var format: ImportFormat?
  /// The data rows read so far.
  public private(set) var rowCount = 0
  /// The number of fields in the header row, once read.
  private var headerWidth: Int?

  /// Throws when the options cannot work: `.csv` without its columns.
  public init(options: ImportOptions) throws(ImportError) {
    self.options = options
    format = options.format
    if options.format == .csv, let columns = options.columns, !columns.hasHeader {
      converter = try ColumnMappedRows(columns: columns, header: nil, mapping: options.mapping)
    }
  }

  /// The encoding the file is read in: as `--encoding` names it; UTF-8 for kakeibo's own
  /// export; else as decided from the whole file, or from its first characters that are not
  /// ASCII (UTF-8 until then).
  public var encoding: SourceEncoding {
    switch options.encoding {
    case .forced(let encoding): encoding
    case _ where format == .kakeibo: .utf8
    case .detected(let encoding): encoding
    case .asTheBytesCome: firstEncoding ?? .utf8
    }
  }

  /// Whether the encoding is still being decided (or checked) from the bytes as they come.
  private var isDetecting: Bool {
    options.encoding == .asTheBytesCome && format != .kakeibo
  }

  /// Reads the next chunk of the file, calling `body` with each data row it completes; `history`
  /// answers for the rows handed on before. Throws `ImportError` when the file cannot be read
  /// at all, and what `body` and `history` throw.
  public mutating func read(
    _ chunk: UnsafeBufferPointer<UInt8>, history: some ImportHistory,
    _ body: (ImportRow) throws -> Void
  ) throws {
    let skipped = try examine(chunk)
    // The reader is moved out while it calls back into `self`, and back in after.
    var reader = CSVReader()
    swap(&reader, &self.reader)
    defer { swap(&reader, &self.reader) }
    try reader.read(UnsafeBufferPointer(rebasing: chunk[(chunk.startIndex + skipped)...])) {
      record in try handle(record, history: history, body)
    }
  }

  /// Ends the file: reads its last row when it does not end with a line break. Throws
  /// `ImportError.empty` when the file had no header row.
  public mutating func finish(history: some ImportHistory, _ body: (ImportRow) throws -> Void)
    throws
  {
    if isDetecting {
      detector.finish()
      try checkEncoding()
    }
    var reader = CSVReader()
    swap(&reader, &self.reader)
    defer { swap(&reader, &self.reader) }
    try reader.finish { record in try handle(record, history: history, body) }
    guard converter != nil else { throw ImportError.empty }
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
    guard converter != nil else {
      converter = try makeConverter(header: record)
      return
    }
    rowCount += 1
    let converted: ConvertedRow?
    if let problem = record.problem {
      converted = ConvertedRow(outcome: .invalid([Self.describe(problem, line: record.line)]))
    } else if let width = headerWidth, let extra = Self.extraFields(record, width: width) {
      converted = ConvertedRow(outcome: .invalid([extra]))
    } else {
      var row = SourceRow(record: record, encoding: encoding)
      // Converted in place: a copy of the converter would copy its caches for every row.
      converted = converter?.convert(&row)
    }
    guard let converted else { return }
    let outcome: RowOutcome
    switch converted.outcome {
    case .entry(let draft, .sourceID(let fingerprint)):
      outcome = .entry(draft, fingerprint)
    case .entry(let draft, .content(let content)):
      outcome = .entry(draft, try numbering.fingerprint(content, history: history))
    case .skipped(let reason):
      outcome = .skipped(reason)
    case .invalid(let problems):
      outcome = .invalid(problems)
    }
    try body(
      ImportRow(
        line: record.line, outcome: outcome, category: converted.category,
        exported: converted.exported))
  }

  /// Reads the header row and makes the converter of the format it names (or was given).
  private mutating func makeConverter(header record: CSVRecord) throws(ImportError)
    -> any RowConverter
  {
    if record.problem == .tooLong { throw .headerTooLong }
    let encoding = encoding
    let names = (0..<record.count).map { index in
      TextNormalization.trimmed(
        record.withField(index) { encoding.decode($0, repairing: true) } ?? "")
    }
    let header = HeaderIndex(names)
    headerWidth = names.count
    guard let format = options.format ?? ImportFormat.recognize(names) else {
      throw .unrecognizedHeader(names)
    }
    self.format = format
    switch format {
    case .kakeibo: return try KakeiboRows(header: header, mapping: options.mapping)
    case .moneyforward: return try MoneyForwardRows(header: header, mapping: options.mapping)
    case .zaim: return try ZaimRows(header: header, mapping: options.mapping)
    case .csv:
      guard let columns = options.columns else {
        throw .missingColumns(["--date-col", "--amount-col"], format: .csv)
      }
      return try ColumnMappedRows(columns: columns, header: header, mapping: options.mapping)
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
      problem: "the row has \(record.count) fields and the header \(width); a field that "
        + "holds a comma must be in double quotes")
  }

  private static func describe(_ problem: CSVProblem, line: Int) -> ImportProblem {
    switch problem {
    case .textAfterClosingQuote(let field):
      ImportProblem(
        line: line, field: "field \(field)", value: nil,
        problem: "text after the closing quote; a quoted field ends with \" followed by a comma "
          + "or the end of the line, and a quote inside it is doubled (\"\")")
    case .unclosedQuote:
      ImportProblem(
        line: line, field: nil, value: nil,
        problem: "a quoted field is never closed: the file ends inside its quotes")
    case .tooLong:
      ImportProblem(
        line: line, field: nil, value: nil,
        problem: "the row is longer than \(CSVReader.maximumRecordLength / 1024) KiB")
    }
  }
}
