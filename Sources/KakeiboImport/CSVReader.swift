/// Reads comma-separated values as RFC 4180 defines them, from bytes that arrive in chunks of any
/// size: fields in double quotes may hold commas, doubled quotes and line breaks; records end
/// with CRLF, LF or CR. Works on bytes, so it reads UTF-8 and Shift_JIS alike (no byte of a
/// Shift_JIS character is a comma, a tab, a quote or a line break). Keeps only the current
/// record, so memory stays flat however long the file. Reads tab-separated values the same way
/// with `delimiter` a tab (SBI新生銀行's statements are). A field written as a spreadsheet's
/// formula of text, `="000123"` (as exports do to keep a number's zeros in Excel), is the text.
public struct CSVReader: Sendable {
  /// The byte between fields: a comma, or a tab.
  public var delimiter = UInt8(ascii: ",")

  /// The longest record kept, in bytes (plus one per field); a longer one is reported, not kept.
  public static let maximumRecordLength = 1 << 20

  private enum State: Sendable {
    /// At the start of a field, before any byte of it.
    case fieldStart
    /// In a field without quotes.
    case unquoted
    /// After a `=` that starts a field: a quote after it opens a formula's text (`="…"`).
    case afterEquals
    /// In a quoted field.
    case quoted
    /// After a quote inside a quoted field: a doubled quote or the closing one.
    case quoteInQuoted
    /// After a CR that ended a record: an LF here belongs to it.
    case afterCR
  }

  private var state = State.fieldStart
  /// The current record's fields, one after another, and where each ends.
  private var bytes: [UInt8] = []
  private var ends: [Int] = []
  /// Whether the current record has any field yet (an empty line has none and is skipped).
  private var hasContent = false
  private var problem: CSVProblem?
  /// Whether the last byte read inside quotes was a CR, which an LF may complete.
  private var isAfterQuotedCR = false
  /// The line being read, and the line the current record started on (from 1).
  private var line = 1
  private var recordLine = 1

  public init(delimiter: UInt8 = UInt8(ascii: ",")) {
    self.delimiter = delimiter
  }

  /// Reads the next chunk of the file, calling `body` with each record it completes.
  public mutating func read(
    _ chunk: UnsafeBufferPointer<UInt8>, _ body: (CSVRecord) throws -> Void
  ) rethrows {
    var index = chunk.startIndex
    while index < chunk.endIndex {
      let byte = chunk[index]
      switch state {
      case .afterCR:
        state = .fieldStart
        if byte == .lineFeed {
          index += 1
          continue
        }
        // A lone CR ended the line: read this byte as the start of the next record.
        continue
      case .fieldStart:
        switch byte {
        case .quote:
          hasContent = true
          state = .quoted
          index += 1
          continue
        case .equals:
          hasContent = true
          state = .afterEquals
          index += 1
          continue
        case delimiter, .lineFeed, .carriageReturn:
          break
        default:
          hasContent = true
          state = .unquoted
          continue
        }
        fallthrough
      case .unquoted:
        switch byte {
        case delimiter:
          hasContent = true
          endField()
          state = .fieldStart
          index += 1
        case .lineFeed, .carriageReturn:
          try endRecord(body)
          line += 1
          recordLine = line
          state = byte == .carriageReturn ? .afterCR : .fieldStart
          index += 1
        default:
          // Copy the run up to the next comma or line break at once.
          var end = index + 1
          let delimiter = delimiter
          while end < chunk.endIndex, chunk[end] != delimiter, !chunk[end].isLineBreak { end += 1 }
          append(UnsafeBufferPointer(rebasing: chunk[index..<end]))
          index = end
        }
      case .afterEquals:
        if byte == .quote {
          state = .quoted
          index += 1
        } else {
          // A field that starts with `=` and no quote: the `=` is its text.
          append(.equals)
          state = .unquoted
        }
      case .quoted:
        if byte == .quote {
          state = .quoteInQuoted
          isAfterQuotedCR = false
          index += 1
        } else {
          // A run up to the next quote or line break; a line break begins a run of its own.
          var end = index + 1
          while end < chunk.endIndex, chunk[end] != .quote, !chunk[end].isLineBreak { end += 1 }
          // A line break inside quotes is CRLF, LF or CR, as between records.
          if byte == .carriageReturn || (byte == .lineFeed && !isAfterQuotedCR) { line += 1 }
          isAfterQuotedCR = byte == .carriageReturn
          append(UnsafeBufferPointer(rebasing: chunk[index..<end]))
          index = end
        }
      case .quoteInQuoted:
        switch byte {
        case .quote:
          append(byte)
          state = .quoted
          index += 1
        case delimiter, .lineFeed, .carriageReturn:
          state = .unquoted
        default:
          if problem == nil { problem = .textAfterClosingQuote(field: ends.count + 1) }
          state = .unquoted
        }
      }
    }
  }

  /// Ends the file: completes the last record when the file does not end with a line break.
  public mutating func finish(_ body: (CSVRecord) throws -> Void) rethrows {
    if state == .afterEquals { append(.equals) }
    if state == .quoted {
      problem = problem ?? .unclosedQuote
      hasContent = true
    }
    try endRecord(body)
    state = .fieldStart
  }

  // MARK: Building the record

  private mutating func append(_ run: UnsafeBufferPointer<UInt8>) {
    guard problem != .tooLong else { return }
    guard bytes.count + ends.count + run.count <= Self.maximumRecordLength else {
      problem = .tooLong
      return
    }
    bytes.append(contentsOf: run)
  }

  private mutating func append(_ byte: UInt8) {
    guard problem != .tooLong else { return }
    guard bytes.count + ends.count < Self.maximumRecordLength else {
      problem = .tooLong
      return
    }
    bytes.append(byte)
  }

  private mutating func endField() {
    guard problem != .tooLong else { return }
    guard bytes.count + ends.count < Self.maximumRecordLength else {
      problem = .tooLong
      return
    }
    ends.append(bytes.count)
  }

  private mutating func endRecord(_ body: (CSVRecord) throws -> Void) rethrows {
    defer {
      bytes.removeAll(keepingCapacity: true)
      ends.removeAll(keepingCapacity: true)
      hasContent = false
      problem = nil
    }
    guard hasContent else { return }
    endField()
    try emit(body)
  }

  /// Calls `body` with the record, in a scope of its own so that the record's references to
  /// the buffers are gone before they are cleared for the next one.
  private func emit(_ body: (CSVRecord) throws -> Void) rethrows {
    try body(
      CSVRecord(
        line: recordLine, lastLine: line, problem: problem,
        bytes: problem == .tooLong ? [] : bytes,
        ends: problem == .tooLong ? [] : ends))
  }
}

/// One record of a CSV file: its fields as bytes, valid only during the call that receives it.
public struct CSVRecord: Sendable {
  /// The line the record starts on, counting from 1 (a quoted line break starts a new line).
  public let line: Int
  /// The line the record ends on: later than `line` when a quoted field holds a line break.
  public let lastLine: Int
  /// What is wrong with the record's quoting or length, if anything.
  public let problem: CSVProblem?
  let bytes: [UInt8]
  let ends: [Int]

  /// The number of fields.
  public var count: Int { ends.count }

  /// Calls `body` with the bytes of field `index` (from 0), quotes removed.
  public func withField<Result>(
    _ index: Int, _ body: (UnsafeBufferPointer<UInt8>) throws -> Result
  ) rethrows -> Result {
    let start = index == 0 ? 0 : ends[index - 1]
    return try bytes.withUnsafeBufferPointer { all in
      try body(UnsafeBufferPointer(rebasing: all[start..<ends[index]]))
    }
  }
}

extension CSVRecord {
  /// The record with its fields `first` to `last` made one, joined by commas: a field that
  /// held commas without quotes, as some statements write a store's name (`ABC, 新宿店`).
  func joining(_ first: Int, through last: Int) -> CSVRecord {
    guard first < last, last < count else { return self }
    var joined: [UInt8] = []
    var newEnds: [Int] = []
    for index in 0..<count {
      if index > first && index <= last { joined.append(UInt8(ascii: ",")) }
      withField(index) { joined.append(contentsOf: $0) }
      if index < first || index >= last { newEnds.append(joined.count) }
    }
    return CSVRecord(
      line: line, lastLine: lastLine, problem: problem, bytes: joined, ends: newEnds)
  }
}

/// What can be wrong with a CSV record itself, before its values are read.
public enum CSVProblem: Equatable, Sendable {
  /// A quoted field goes on after its closing quote, as in `"abc"def` (field counted from 1).
  case textAfterClosingQuote(field: Int)
  /// The file ends inside a quoted field.
  case unclosedQuote
  /// The record is longer than `CSVReader.maximumRecordLength`.
  case tooLong
}

extension UInt8 {
  fileprivate static let quote = UInt8(ascii: "\"")
  fileprivate static let equals = UInt8(ascii: "=")
  fileprivate static let lineFeed = UInt8(ascii: "\n")
  fileprivate static let carriageReturn = UInt8(ascii: "\r")

  fileprivate var isLineBreak: Bool { self == .lineFeed || self == .carriageReturn }
}

/// Tells a file of tab-separated values from one of comma-separated values by its first lines.
enum Delimiter {
  /// The most bytes looked at.
  static let sample = 8192

  /// The delimiter of a file that starts with `bytes` (a byte order mark aside), or nil when
  /// they are too few to tell and more are to come (`isWhole` false): a tab when more of its
  /// first twenty lines hold a tab (outside quotes) than a comma, else a comma.
  static func of(_ bytes: [UInt8], isWhole: Bool) -> UInt8? {
    var (tabLines, commaLines, lines) = (0, 0, 0)
    var (hasTab, hasComma, isQuoted) = (false, false, false)
    for byte in bytes.prefix(sample) {
      switch byte {
      case UInt8(ascii: "\""): isQuoted.toggle()
      case UInt8(ascii: "\t") where !isQuoted: hasTab = true
      case UInt8(ascii: ",") where !isQuoted: hasComma = true
      case UInt8(ascii: "\n") where !isQuoted:
        if hasTab { tabLines += 1 }
        if hasComma { commaLines += 1 }
        (hasTab, hasComma) = (false, false)
        lines += 1
        if lines == 20 { return tabLines > commaLines ? UInt8(ascii: "\t") : UInt8(ascii: ",") }
      default: break
      }
    }
    guard isWhole || bytes.count >= sample else { return nil }
    if hasTab { tabLines += 1 }
    if hasComma { commaLines += 1 }
    return tabLines > commaLines ? UInt8(ascii: "\t") : UInt8(ascii: ",")
  }
}
