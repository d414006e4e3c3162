/// The character encodings `kakeibo import` reads.
public enum SourceEncoding: Sendable, Equatable, CaseIterable, CustomStringConvertible {
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

  /// The value of `--encoding` that names it.
  public var optionValue: String {
    switch self {
    case .utf8: "utf-8"
    case .shiftJIS: "shift_jis"
    }
  }

  /// Reads a value of `--encoding`: `utf-8` (or `utf8`), `shift_jis` (or `sjis`, `cp932`), in
  /// any letter case; nil for anything else.
  public init?(optionValue text: String) {
    switch text.lowercased() {
    case "utf-8", "utf8": self = .utf8
    case "shift_jis", "sjis", "cp932": self = .shiftJIS
    default: return nil
    }
  }

  /// The other encoding kakeibo reads.
  public var other: SourceEncoding { self == .utf8 ? .shiftJIS : .utf8 }

  /// `bytes` as text when they are valid UTF-8, else nil: what `String(validating:as:)` gives,
  /// which runs unspecialized for every field (about 1,000 instructions one). A field of ASCII
  /// alone (dates, amounts, ids, keys) is valid as it is; any other is decoded repairing, and
  /// was valid when no replacement character came of it, which only a field holding one already
  /// (its first byte 0xEF) leaves to the general check.
  static func validUTF8(_ bytes: UnsafeBufferPointer<UInt8>) -> String? {
    var isASCII = true
    var hasEF = false
    for byte in bytes where byte >= 0x80 {
      isASCII = false
      if byte == 0xEF { hasEF = true }
    }
    if isASCII { return String(decoding: bytes, as: UTF8.self) }
    if hasEF { return String(validating: bytes, as: UTF8.self) }
    let text = String(decoding: bytes, as: UTF8.self)
    // Read as the contiguous bytes a new string has: a quicker scan than its UTF-8 view's.
    let wasRepaired =
      text.utf8.withContiguousStorageIfAvailable { $0.contains(0xEF) } ?? text.utf8.contains(0xEF)
    return wasRepaired ? nil : text
  }

  /// Decodes one field. Returns nil when the bytes are not valid in this encoding, unless
  /// `repairing`, which puts U+FFFD where they are not.
  func decode(_ bytes: UnsafeBufferPointer<UInt8>, repairing: Bool = false) -> String? {
    switch self {
    case .utf8:
      repairing ? String(decoding: bytes, as: UTF8.self) : Self.validUTF8(bytes)
    case .shiftJIS:
      CP932.decode(bytes, repairing: repairing)
    }
  }
}

/// How an import chooses the file's encoding.
public enum EncodingChoice: Sendable, Equatable {
  /// Decided as the bytes come, for standard input or a pipe, which can be read only once: the
  /// first characters that are not ASCII decide, and if the rest of the file reads otherwise by
  /// the same rules (see `EncodingDetector`), the import is refused.
  case asTheBytesCome
  /// Decided beforehand from the whole file by an `EncodingDetector` (a regular file).
  case detected(SourceEncoding)
  /// Named with `--encoding`: the file is read so, whatever it holds.
  case forced(SourceEncoding)
}
