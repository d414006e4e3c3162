/// Tells UTF-8 from Shift_JIS by reading every byte, chunk by chunk, as both at once, before
/// any of the text is decoded. By the bytes read so far:
///
/// 1. A UTF-8 byte order mark says UTF-8.
/// 2. Valid UTF-8 with a character of three or four bytes (as every Japanese letter is) is
///    UTF-8: Shift_JIS text is almost never valid UTF-8 with such a character.
/// 3. Text valid in both, whose UTF-8 reading has only two-byte characters and whose Shift_JIS
///    reading has kana, is judged by what each reading yields: half-width katakana (`ﾃｽﾄｳ`, as
///    banks and card companies write) come in pairs that are also valid two-byte UTF-8 (`ýĳ`).
///    - A UTF-8 reading with a character beyond Latin-1 (Latin Extended `ĳ`, Cyrillic, a C1
///      control), which Japanese text never has, is Shift_JIS.
///    - Otherwise each run of such characters counts for UTF-8 when it touches an ASCII letter or
///      digit (`café`, `Müller`, `25°C`: a word of Latin letters), and for Shift_JIS when it
///      stands apart (`,ﾃｽﾄ,`: a word of kana). Runs of one kind only decide; runs of both leave
///      the two readings equally likely (`isAmbiguous`), and kakeibo asks for `--encoding`
///      rather than guess.
/// 4. Other valid UTF-8 is UTF-8, and text that is not UTF-8 but valid Shift_JIS is Shift_JIS.
/// 5. Text valid in neither is read as the one it breaks less often (Shift_JIS on a tie); the
///    rows with the broken bytes are then reported.
///
/// Until the first byte that is not ASCII, nothing is decided: ASCII reads the same in both.
///
/// A detector made `settlingEarly` reads no further after a byte order mark (rule 1), and once
/// the bytes have proved UTF-8 by rule 2 it stops reading them as Shift_JIS and checks only that
/// the rest stays UTF-8, which is then the answer whatever the rest would say as Shift_JIS; when
/// the rest breaks as UTF-8, `mustExamineAgain` says that only a detector reading all of it both
/// ways can decide. That is a whole file's examination, before its import, in a fraction of the
/// time: less than half the instructions for a file of Japanese text (docs/performance.md).
public struct EncodingDetector: Sendable {
  private let settlesEarly: Bool
  /// Whether the bytes have proved UTF-8, so that a detector `settlingEarly` checks only that
  /// the rest stays so.
  private var isSettledOnUTF8 = false
  /// Whether a detector `settlingEarly` met bytes that are not UTF-8 after it settled on
  /// UTF-8: what it says is then no answer, and the whole file must be examined again by a
  /// detector that reads every byte both ways.
  public private(set) var mustExamineAgain = false
  private var isAtStart = true
  private var hasByteOrderMark = false
  private var sawNonASCII = false
  private var utf8 = UTF8Validator()
  private var cp932 = CP932Validator()
  /// The runs of characters beyond ASCII that touch an ASCII letter or digit (a Latin word's
  /// letters, if UTF-8), and those that stand apart (a word of kana, if Shift_JIS).
  private var latinRuns = 0
  private var apartRuns = 0
  /// Whether the bytes before the current run ended with a letter or digit, and whether a run
  /// is under way.
  private var touchesBefore = false
  private var isInRun = false
  /// The last ASCII byte of the chunk before, for a run that starts a chunk.
  private var lastASCII: UInt8 = 0x0A
  /// The first run of each kind, with a few bytes around it, for the refusal to show.
  private(set) var latinSample: [UInt8]?
  private(set) var apartSample: [UInt8]?
  private var runStart: Int?

  /// A detector that reads every byte both ways, or, `settlingEarly`, one that stops weighing
  /// Shift_JIS once the bytes have proved UTF-8 (for a file that can be read again from its
  /// start when `mustExamineAgain`).
  public init(settlingEarly: Bool = false) {
    settlesEarly = settlingEarly
  }

  /// The encoding the bytes examined so far read as, by the rules above; nil while they are
  /// all ASCII.
  public var encoding: SourceEncoding? {
    if hasByteOrderMark { return .utf8 }
    guard sawNonASCII else { return nil }
    let (isUTF8, isCP932) = (utf8.invalidCount == 0, cp932.invalidCount == 0)
    if isUTF8 && utf8.sawLongCharacter { return .utf8 }
    if isUTF8 && isCP932 && cp932.sawKana {
      if utf8.sawBeyondLatin1 { return .shiftJIS }
      return latinRuns > 0 && apartRuns == 0 ? .utf8 : .shiftJIS
    }
    if isUTF8 { return .utf8 }
    if isCP932 { return .shiftJIS }
    return utf8.invalidCount < cp932.invalidCount ? .utf8 : .shiftJIS
  }

  /// Whether the bytes so far read as UTF-8 and as Shift_JIS equally well (rule 3): runs of
  /// Latin letters and runs of kana both, and nothing else to tell them apart.
  public var isAmbiguous: Bool {
    guard !hasByteOrderMark, utf8.invalidCount == 0, cp932.invalidCount == 0, cp932.sawKana,
      !utf8.sawLongCharacter, !utf8.sawBeyondLatin1
    else { return false }
    return latinRuns > 0 && apartRuns > 0
  }

  /// Whether the bytes so far are valid in one of the encodings (or say UTF-8 by a byte order
  /// mark), so that `encoding` is more than the lesser evil.
  public var isConclusive: Bool {
    hasByteOrderMark || utf8.invalidCount == 0 || cp932.invalidCount == 0
  }

  /// Whether a character that is not ASCII has been read whole (or proved broken), and the run
  /// of them it is in has ended unless it tells already, so that `encoding` rests on more than
  /// a character cut at the end of a chunk.
  var hasEvidence: Bool {
    hasByteOrderMark || utf8.invalidCount > 0 || utf8.sawLongCharacter || utf8.sawBeyondLatin1
      || (utf8.sawMultibyteCharacter && !isInRun)
  }

  /// Looks at the next chunk of the file, before it is parsed. Returns how many bytes at its
  /// start to skip (a byte order mark). Throws for a UTF-16 or UTF-32 file.
  public mutating func examine(_ chunk: UnsafeBufferPointer<UInt8>) throws(ImportError) -> Int {
    var index = chunk.startIndex
    if isAtStart {
      isAtStart = false
      index += try Self.byteOrderMark(at: chunk)
      hasByteOrderMark = index > chunk.startIndex
    }
    let skipped = index - chunk.startIndex
    // Rule 1 has decided, whatever follows.
    if settlesEarly && hasByteOrderMark { return skipped }
    guard !isSettledOnUTF8 else {
      checkStaysUTF8(chunk, from: index)
      return skipped
    }
    let end = chunk.endIndex
    // Read once here rather than for every byte.
    let tables = CP932Validator.Tables()
    // The validators work on copies in locals, kept in registers, and are stored back at the end.
    var (utf8, cp932) = (self.utf8, self.cp932)
    defer { (self.utf8, self.cp932) = (utf8, cp932) }
    while index < end {
      if utf8.isIdle && cp932.isIdle {
        if isInRun, chunk[index] < 0x80 {
          endRun(touching: chunk[index].isASCIILetterOrDigit, chunk: chunk, at: index)
        }
        // ASCII reads the same in both.
        index = Self.endOfASCII(chunk, from: index)
        guard index < end else {
          if index > chunk.startIndex, chunk[index - 1] < 0x80 { lastASCII = chunk[index - 1] }
          break
        }
        sawNonASCII = true
        if !isInRun {
          isInRun = true
          let before = index > chunk.startIndex ? chunk[index - 1] : lastASCII
          touchesBefore = before.isASCIILetterOrDigit
          runStart = index
        }
      }
      let byte = chunk[index]
      utf8.accept(byte)
      cp932.accept(byte, tables)
      index += 1
      // Rule 2 has decided, unless the rest breaks as UTF-8.
      if settlesEarly, utf8.sawLongCharacter, utf8.isIdle, utf8.invalidCount == 0 {
        isSettledOnUTF8 = true
        self.utf8 = utf8
        checkStaysUTF8(chunk, from: index)
        utf8 = self.utf8
        return skipped
      }
    }
    if index > chunk.startIndex, chunk[index - 1] < 0x80, !isInRun { lastASCII = chunk[index - 1] }
    // A run that goes on into the next chunk keeps no sample.
    runStart = nil
    return skipped
  }

  /// Reads the bytes of `chunk` from `start` as UTF-8 only, for a detector settled on UTF-8;
  /// notes in `mustExamineAgain` when they break.
  private mutating func checkStaysUTF8(_ chunk: UnsafeBufferPointer<UInt8>, from start: Int) {
    guard !mustExamineAgain else { return }
    var utf8 = self.utf8
    defer {
      self.utf8 = utf8
      if utf8.invalidCount > 0 { mustExamineAgain = true }
    }
    var index = start
    let end = chunk.endIndex
    while index < end {
      if utf8.isIdle {
        index = Self.endOfASCII(chunk, from: index)
        guard index < end else { return }
        // A whole character within the chunk is checked at once; one cut by the chunk's end,
        // or not valid, goes through the validator byte by byte.
        let length = Self.validSequenceLength(chunk, at: index)
        if length > 0 {
          index += length
          continue
        }
      }
      utf8.accept(chunk[index])
      index += 1
    }
  }

  /// The index of the first byte of `chunk` from `start` on that is not ASCII (its end when
  /// there is none), skipping ASCII eight bytes at a time.
  @inline(__always)
  private static func endOfASCII(_ chunk: UnsafeBufferPointer<UInt8>, from start: Int) -> Int {
    let raw = UnsafeRawBufferPointer(chunk)
    var index = start
    let end = chunk.endIndex
    while index + 8 <= end,
      raw.loadUnaligned(fromByteOffset: index - chunk.startIndex, as: UInt64.self)
        & 0x8080_8080_8080_8080 == 0
    {
      index += 8
    }
    while index < end, chunk[index] < 0x80 { index += 1 }
    return index
  }

  /// The length of the valid UTF-8 character of two to four bytes at `index` of `chunk`, or 0
  /// when there is none there whole (RFC 3629's table: no overlong forms, no surrogates, nothing
  /// beyond U+10FFFF).
  @inline(__always)
  private static func validSequenceLength(_ chunk: UnsafeBufferPointer<UInt8>, at index: Int)
    -> Int
  {
    let lead = chunk[index]
    let (length, lower, upper): (Int, UInt8, UInt8)
    switch lead {
    case 0xC2...0xDF: (length, lower, upper) = (2, 0x80, 0xBF)
    case 0xE0: (length, lower, upper) = (3, 0xA0, 0xBF)
    case 0xE1...0xEC, 0xEE...0xEF: (length, lower, upper) = (3, 0x80, 0xBF)
    case 0xED: (length, lower, upper) = (3, 0x80, 0x9F)
    case 0xF0: (length, lower, upper) = (4, 0x90, 0xBF)
    case 0xF1...0xF3: (length, lower, upper) = (4, 0x80, 0xBF)
    case 0xF4: (length, lower, upper) = (4, 0x80, 0x8F)
    default: return 0
    }
    guard index + length <= chunk.endIndex else { return 0 }
    let second = chunk[index + 1]
    guard second >= lower && second <= upper else { return 0 }
    // The third and fourth bytes, where the character has them, are 10xxxxxx.
    if length > 2 && chunk[index + 2] & 0xC0 != 0x80 { return 0 }
    if length > 3 && chunk[index + 3] & 0xC0 != 0x80 { return 0 }
    return length
  }

  /// Ends the run of characters beyond ASCII before `index` of `chunk`, whose next byte is a
  /// letter or digit when `touching`.
  private mutating func endRun(touching: Bool, chunk: UnsafeBufferPointer<UInt8>, at index: Int) {
    isInRun = false
    let isLatin = touchesBefore || touching
    if isLatin { latinRuns += 1 } else { apartRuns += 1 }
    guard let start = runStart, isLatin ? latinSample == nil : apartSample == nil else { return }
    // The run and the word it is in: up to 12 ASCII bytes on each side, to the field's end.
    var from = start
    while from > chunk.startIndex, start - from < 12, chunk[from - 1] >= 0x20,
      chunk[from - 1] != UInt8(ascii: ","), chunk[from - 1] < 0x80
    {
      from -= 1
    }
    var to = index
    while to < chunk.endIndex, to - index < 12, chunk[to] >= 0x20, chunk[to] != UInt8(ascii: ","),
      chunk[to] < 0x80
    {
      to += 1
    }
    let sample = Array(chunk[from..<to])
    if isLatin { latinSample = sample } else { apartSample = sample }
  }

  /// Ends the file: a character cut off by its end is not valid in either encoding.
  public mutating func finish() {
    utf8.finish()
    if isSettledOnUTF8 && utf8.invalidCount > 0 { mustExamineAgain = true }
    cp932.finish()
    if isInRun {
      isInRun = false
      if touchesBefore { latinRuns += 1 } else { apartRuns += 1 }
    }
  }

  /// The first runs of each kind (see `isAmbiguous`), each read both ways.
  public var ambiguousReadings: [AmbiguousReading] {
    [latinSample, apartSample].compactMap { $0 }.map { bytes in
      bytes.withUnsafeBufferPointer { buffer in
        AmbiguousReading(
          utf8: SourceEncoding.utf8.decode(buffer, repairing: true) ?? "",
          shiftJIS: SourceEncoding.shiftJIS.decode(buffer, repairing: true) ?? "")
      }
    }
  }

  /// Returns the length of the UTF-8 byte order mark `chunk` (a file's first) starts with, or
  /// 0. Throws for a UTF-32 or UTF-16 byte order mark, and for UTF-16 without one (ASCII
  /// characters have a zero byte beside them, which no UTF-8 or Shift_JIS text has).
  public static func byteOrderMark(at chunk: UnsafeBufferPointer<UInt8>) throws(ImportError)
    -> Int
  {
    if chunk.starts(with: [0xEF, 0xBB, 0xBF]) { return 3 }
    if chunk.starts(with: [0xFF, 0xFE, 0x00, 0x00]) || chunk.starts(with: [0x00, 0x00, 0xFE, 0xFF])
    {
      throw .unsupportedEncoding("UTF-32")
    }
    if chunk.starts(with: [0xFF, 0xFE]) || chunk.starts(with: [0xFE, 0xFF]) {
      throw .unsupportedEncoding("UTF-16")
    }
    // Without a byte order mark: count the pairs of bytes with a zero on one side only.
    var (little, big) = (0, 0)
    let pairs = min(chunk.count, 512) / 2
    for pair in 0..<pairs {
      let (first, second) = (
        chunk[chunk.startIndex + 2 * pair], chunk[chunk.startIndex + 2 * pair + 1]
      )
      if first != 0 && second == 0 { little += 1 }
      if first == 0 && second != 0 { big += 1 }
    }
    if pairs >= 2, max(little, big) * 4 >= pairs, max(little, big) > 4 * min(little, big) {
      throw .unsupportedEncoding("UTF-16")
    }
    return 0
  }
}

/// Checks bytes as UTF-8 one at a time, across chunk boundaries (Unicode's table 3-7: no overlong
/// forms, no surrogates, nothing above U+10FFFF), counting what is not valid.
struct UTF8Validator: Sendable {
  /// Continuation bytes still expected, and how many the character has in all.
  private var pending = 0
  private var length = 0
  /// The range the next continuation byte must fall in.
  private var lower: UInt8 = 0x80
  private var upper: UInt8 = 0xBF
  /// Whether a complete character of two or more bytes was seen; of three or four.
  private(set) var sawMultibyteCharacter = false
  private(set) var sawLongCharacter = false
  /// Whether a two-byte character beyond Latin-1 was seen (U+0100 and above, or a C1 control).
  private(set) var sawBeyondLatin1 = false
  /// The lead byte of the character under way.
  private var lead: UInt8 = 0
  /// How many bytes or sequences were not valid.
  private(set) var invalidCount = 0

  /// Whether no character is under way.
  var isIdle: Bool { pending == 0 }

  /// Takes the next byte.
  @inline(__always)
  mutating func accept(_ byte: UInt8) {
    if pending > 0 {
      if (lower...upper).contains(byte) {
        pending -= 1
        (lower, upper) = (0x80, 0xBF)
        if pending == 0 {
          sawMultibyteCharacter = true
          if length > 2 {
            sawLongCharacter = true
          } else if lead > 0xC3 || (lead == 0xC2 && byte < 0xA0) {
            // U+0100 and above, or U+0080–U+009F.
            sawBeyondLatin1 = true
          }
        }
        return
      }
      // The character is cut short; the byte may begin the next one.
      invalidCount += 1
      (pending, lower, upper) = (0, 0x80, 0xBF)
    }
    lead = byte
    switch byte {
    case 0x00...0x7F: return
    case 0xC2...0xDF: pending = 1
    case 0xE0: (pending, lower) = (2, 0xA0)
    case 0xE1...0xEC, 0xEE...0xEF: pending = 2
    case 0xED: (pending, upper) = (2, 0x9F)
    case 0xF0: (pending, lower) = (3, 0x90)
    case 0xF1...0xF3: pending = 3
    case 0xF4: (pending, upper) = (3, 0x8F)
    default:
      invalidCount += 1
      return
    }
    length = pending + 1
  }

  /// Ends the text: a character under way is cut short.
  mutating func finish() {
    if pending > 0 { invalidCount += 1 }
    pending = 0
  }
}

/// Checks bytes as CP932 one at a time, across chunk boundaries, as `CP932.decode` reads them,
/// counting what is not valid and noting kana.
struct CP932Validator: Sendable {
  /// The lead byte of a double-byte character under way.
  private var lead: UInt8?
  /// Whether a hiragana or katakana (full- or half-width) was seen.
  private(set) var sawKana = false
  private(set) var invalidCount = 0

  /// Whether no double-byte character is under way.
  var isIdle: Bool { lead == nil }

  /// CP932's tables, as `CP932` holds them.
  struct Tables {
    let singleBytes = CP932.singleByteCodePoints
    let doubleBytes = CP932.doubleByteTable
  }

  /// Takes the next byte.
  @inline(__always)
  mutating func accept(_ byte: UInt8, _ tables: Tables) {
    if let lead {
      self.lead = nil
      if let pair = CP932.pairIndex(lead: lead, trail: byte) {
        let code = tables.doubleBytes[pair]
        if code == CP932.unmapped {
          invalidCount += 1
        } else if (0x3041...0x3096).contains(code) || (0x30A1...0x30FA).contains(code) {
          sawKana = true
        }
        return
      }
      // Not a trail byte: the lead stands alone, and the byte begins the next character.
      invalidCount += 1
    }
    guard byte >= 0x80 else { return }
    switch tables.singleBytes[Int(byte) - 0x80] {
    case 0: lead = byte
    case 0xFF66...0xFF9D: sawKana = true
    default: break
    }
  }

  /// Ends the text: a lead byte at the end has no character.
  mutating func finish() {
    if lead != nil { invalidCount += 1 }
    lead = nil
  }
}

/// A piece of a file that reads as text in UTF-8 and in Shift_JIS alike.
public struct AmbiguousReading: Equatable, Sendable {
  public let utf8: String
  public let shiftJIS: String
}

extension UInt8 {
  fileprivate var isASCIILetterOrDigit: Bool {
    (0x30...0x39).contains(self) || (0x41...0x5A).contains(self) || (0x61...0x7A).contains(self)
  }
}
