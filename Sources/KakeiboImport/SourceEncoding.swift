/// The character encodings `kakeibo import` reads.
public enum SourceEncoding: Sendable, Equatable, CustomStringConvertible {
  /// UTF-8, with or without a byte order mark (also plain ASCII).
  case utf8
  /// Shift_JIS as Windows writes it (code page 932).
  case shiftJIS

  public var description: String {
    switch self {
    case .utf8: "UTF-8"
    case .shiftJIS: "Shift_JIS"
    }
  }

  /// Decodes one field. Returns nil when the bytes are not valid in this encoding, unless
  /// `repairing`, which puts U+FFFD where they are not.
  func decode(_ bytes: UnsafeBufferPointer<UInt8>, repairing: Bool = false) -> String? {
    switch self {
    case .utf8:
      repairing
        ? String(decoding: bytes, as: UTF8.self) : String(validating: bytes, as: UTF8.self)
    case .shiftJIS:
      CP932.decode(bytes, repairing: repairing)
    }
  }
}

/// Tells UTF-8 from Shift_JIS as a file streams in, before any of its text is decoded: a UTF-8
/// byte order mark says UTF-8; otherwise the bytes are checked as UTF-8 chunk by chunk, and the
/// first chunk that holds a complete non-ASCII character decides: UTF-8 if every byte of it is
/// valid UTF-8, Shift_JIS if not. Until then the text is ASCII, which reads the same in both.
/// Shift_JIS text of any length is almost never valid UTF-8, and valid UTF-8 is never taken for
/// Shift_JIS.
public struct EncodingDetector: Sendable {
  /// The encoding, once decided.
  public private(set) var encoding: SourceEncoding?
  private var isAtStart = true
  private var validator = UTF8Validator()

  public init() {}

  /// Looks at the next chunk of the file, before it is parsed. Returns how many bytes at its
  /// start to skip (a byte order mark). Throws for a UTF-16 file.
  public mutating func examine(_ chunk: UnsafeBufferPointer<UInt8>) throws(ImportError) -> Int {
    guard encoding == nil else { return 0 }
    if isAtStart {
      isAtStart = false
      if chunk.starts(with: [0xEF, 0xBB, 0xBF]) {
        encoding = .utf8
        return 3
      }
      if chunk.starts(with: [0xFF, 0xFE]) || chunk.starts(with: [0xFE, 0xFF]) {
        throw .utf16
      }
    }
    for byte in chunk where !validator.accept(byte) {
      encoding = .shiftJIS
      return 0
    }
    if validator.sawMultibyteCharacter { encoding = .utf8 }
    return 0
  }
}

/// Checks bytes as UTF-8 one at a time, across chunk boundaries (Unicode's table 3-7: no overlong
/// forms, no surrogates, nothing above U+10FFFF).
struct UTF8Validator: Sendable {
  /// Continuation bytes still expected.
  private var pending = 0
  /// The range the next continuation byte must fall in.
  private var lower: UInt8 = 0x80
  private var upper: UInt8 = 0xBF
  /// Whether a complete character of two or more bytes was seen.
  private(set) var sawMultibyteCharacter = false

  /// Takes the next byte; returns false when it makes the text invalid.
  mutating func accept(_ byte: UInt8) -> Bool {
    if pending > 0 {
      guard (lower...upper).contains(byte) else { return false }
      pending -= 1
      (lower, upper) = (0x80, 0xBF)
      if pending == 0 { sawMultibyteCharacter = true }
      return true
    }
    switch byte {
    case 0x00...0x7F: return true
    case 0xC2...0xDF: pending = 1
    case 0xE0: (pending, lower) = (2, 0xA0)
    case 0xE1...0xEC, 0xEE...0xEF: pending = 2
    case 0xED: (pending, upper) = (2, 0x9F)
    case 0xF0: (pending, lower) = (3, 0x90)
    case 0xF1...0xF3: pending = 3
    case 0xF4: (pending, upper) = (3, 0x8F)
    default: return false
    }
    return true
  }
}
