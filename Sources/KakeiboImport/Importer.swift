import KakeiboCore

/// How to read a file.
public struct ImportOptions: Sendable {
  /// The format, or nil to recognize it from the header row.
  public var format: ImportFormat?
  public var mapping: CategoryMapping
  /// Where the fields are, for `.csv` (which needs it).
  public var columns: ColumnMapping?

  public init(
    format: ImportFormat? = nil, mapping: CategoryMapping = CategoryMapping(),
    columns: ColumnMapping? = nil
  ) {
    self.format = format
    self.mapping = mapping
    self.columns = columns
  }
}

/// One data row of the file and what it becomes.
public struct ImportRow: Sendable {
  /// The line the row starts on (the header is line 1).
  public let line: Int
  public let outcome: RowOutcome
  /// How an entry's category was chosen; nil for a row that is not an entry.
  public let category: CategoryMapping.Resolution?
  /// For kakeibo's own export, the id of the entry the row was exported from.
  public let exportedID: Int64?
}

/// Reads an import file as it streams in, chunk by chunk, and turns each data row into an
/// entry, a skip or its problems. Pure: the caller reads the file and stores the entries. Keeps
/// only the current row, so memory stays flat however long the file.
public struct Importer: Sendable {
  private let options: ImportOptions
  private var detector = EncodingDetector()
  private var reader = CSVReader()
  private var converter: (any RowConverter)?
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

  /// The file's encoding: decided by its first non-ASCII characters; UTF-8 until then.
  public var encoding: SourceEncoding { detector.encoding ?? .utf8 }

  /// Reads the next chunk of the file, calling `body` with each data row it completes. Throws
  /// `ImportError` when the file cannot be read at all, and what `body` throws.
  public mutating func read(
    _ chunk: UnsafeBufferPointer<UInt8>, _ body: (ImportRow) throws -> Void
  ) throws {
    let skipped = try detector.examine(chunk)
    // The reader is moved out while it calls back into `self`, and back in after.
    var reader = CSVReader()
    swap(&reader, &self.reader)
    defer { swap(&reader, &self.reader) }
    try reader.read(UnsafeBufferPointer(rebasing: chunk[(chunk.startIndex + skipped)...])) {
      record in try handle(record, body)
    }
  }

  /// Ends the file: reads its last row when it does not end with a line break. Throws
  /// `ImportError.empty` when the file had no header row.
  public mutating func finish(_ body: (ImportRow) throws -> Void) throws {
    var reader = CSVReader()
    swap(&reader, &self.reader)
    defer { swap(&reader, &self.reader) }
    try reader.finish { record in try handle(record, body) }
    guard converter != nil else { throw ImportError.empty }
  }

  private mutating func handle(_ record: CSVRecord, _ body: (ImportRow) throws -> Void) throws {
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
    try body(
      ImportRow(
        line: record.line, outcome: converted.outcome, category: converted.category,
        exportedID: converted.exportedID))
  }

  /// Reads the header row and makes the converter of the format it names (or was given).
  private mutating func makeConverter(header record: CSVRecord) throws(ImportError)
    -> any RowConverter
  {
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
