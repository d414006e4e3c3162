/// A key a person pressed, decoded from the bytes a terminal sends in raw mode.
public enum Key: Equatable, Sendable {
  /// Printable text: a letter, a digit, a kana or kanji; one character as a person sees it
  /// (the scalars of a decomposed が or of a flag, when they arrive together, are one key).
  case character(Character)
  case up, down, left, right
  case home, end, pageUp, pageDown
  case enter, tab, backTab, backspace, delete, escape
  /// Ctrl-C: in raw mode it arrives as a byte, not as SIGINT.
  case interrupt
  /// Ctrl-D.
  case endOfInput
  /// Ctrl and a letter that has no other name here: Ctrl-A is `.control("a")`, Ctrl-U
  /// `.control("u")` (Ctrl-C, Ctrl-D, Ctrl-H, Ctrl-I, Ctrl-J and Ctrl-M are named above).
  case control(Character)
  /// A control byte or escape sequence that means nothing here; ignored.
  case unknown
}

/// Turns the bytes a terminal sends into keys. Pure and incremental: bytes may arrive in any
/// pieces (an escape sequence or a UTF-8 character split across reads); an incomplete tail is
/// kept until the next bytes arrive, or until `flush()` says no more are coming.
public struct KeyDecoder: Equatable, Sendable {
  private var pending: [UInt8] = []

  /// Escape sequences longer than this are not sequences a key sends; they are dropped.
  private static let longestSequence = 32

  public init() {}

  /// Whether bytes are waiting for the rest of a key (such as a lone ESC, which may be the Esc
  /// key or the start of an arrow key's sequence).
  public var hasPending: Bool { !pending.isEmpty }

  /// Returns the keys that `bytes`, after any kept from before, complete.
  public mutating func decode(_ bytes: some Sequence<UInt8>) -> [Key] {
    pending.append(contentsOf: bytes)
    return decodePending(isFinal: false)
  }

  /// Returns the keys the kept bytes make when no more bytes are coming: a lone ESC is the Esc
  /// key, an unfinished sequence is Esc followed by its characters.
  public mutating func flush() -> [Key] {
    decodePending(isFinal: true)
  }

  private mutating func decodePending(isFinal: Bool) -> [Key] {
    var keys: [Key] = []
    var index = 0
    while index < pending.count {
      guard let (key, length) = Self.decodeOne(pending[index...], isFinal: isFinal) else { break }
      index += length
      guard let key else { continue }
      // Scalars that join the character before them (a combining mark, an emoji's modifier or
      // joiner) arrive as one key, as an input method sends them: one character, inserted whole.
      if case .character(let next) = key, case .character(let previous)? = keys.last {
        let joined = String(previous) + String(next)
        if joined.count == 1, let character = joined.first {
          keys[keys.count - 1] = .character(character)
          continue
        }
      }
      keys.append(key)
    }
    pending.removeFirst(index)
    return keys
  }

  /// Decodes the key at the start of `bytes`: the key (nil for bytes to skip) and how many bytes
  /// it used, or nil when more bytes are needed.
  private static func decodeOne(_ bytes: ArraySlice<UInt8>, isFinal: Bool) -> (Key?, Int)? {
    guard let first = bytes.first else { return nil }
    switch first {
    case 0x1B:
      return decodeEscape(bytes, isFinal: isFinal)
    case 0x0D, 0x0A: return (.enter, 1)
    case 0x09: return (.tab, 1)
    case 0x7F, 0x08: return (.backspace, 1)
    case 0x03: return (.interrupt, 1)
    case 0x04: return (.endOfInput, 1)
    case 0x01...0x1A: return (.control(Character(Unicode.Scalar(first + 0x60))), 1)
    case 0x00..<0x20: return (.unknown, 1)
    case 0x20..<0x80: return (.character(Character(Unicode.Scalar(first))), 1)
    default: return decodeUTF8(bytes, isFinal: isFinal)
    }
  }

  private static func decodeEscape(_ bytes: ArraySlice<UInt8>, isFinal: Bool) -> (Key?, Int)? {
    let start = bytes.startIndex
    guard bytes.count > 1 else { return isFinal ? (.escape, 1) : nil }
    let introducer = bytes[start + 1]
    switch introducer {
    case UInt8(ascii: "["):
      // CSI: parameters and intermediates (0x20–0x3F), then one final byte (0x40–0x7E).
      guard let end = bytes.dropFirst(2).firstIndex(where: { (0x40...0x7E).contains($0) }) else {
        if bytes.count > longestSequence { return (.unknown, bytes.count) }
        return isFinal ? (.escape, 1) : nil
      }
      let parameters = String(decoding: bytes[(start + 2)..<end], as: UTF8.self)
      return (csiKey(final: bytes[end], parameters: parameters), end - start + 1)
    case UInt8(ascii: "O"):
      // SS3: what arrow keys send in the terminal's application cursor mode.
      guard bytes.count > 2 else { return isFinal ? (.escape, 1) : nil }
      return (csiKey(final: bytes[start + 2], parameters: ""), 3)
    default:
      // Esc followed by another key (or Alt+key): Esc now, the other key next.
      return (.escape, 1)
    }
  }

  private static func csiKey(final: UInt8, parameters: String) -> Key {
    switch final {
    case UInt8(ascii: "A"): return .up
    case UInt8(ascii: "B"): return .down
    case UInt8(ascii: "C"): return .right
    case UInt8(ascii: "D"): return .left
    case UInt8(ascii: "H"): return .home
    case UInt8(ascii: "F"): return .end
    case UInt8(ascii: "Z"): return .backTab
    case UInt8(ascii: "~"):
      switch parameters.split(separator: ";").first {
      case "1", "7": return .home
      case "3": return .delete
      case "4", "8": return .end
      case "5": return .pageUp
      case "6": return .pageDown
      default: return .unknown
      }
    default:
      return .unknown
    }
  }

  private static func decodeUTF8(_ bytes: ArraySlice<UInt8>, isFinal: Bool) -> (Key?, Int)? {
    let first = bytes[bytes.startIndex]
    let length: Int
    switch first {
    case 0xC2...0xDF: length = 2
    case 0xE0...0xEF: length = 3
    case 0xF0...0xF4: length = 4
    default: return (.unknown, 1)
    }
    let sequence = bytes.prefix(length)
    guard sequence.dropFirst().allSatisfy({ $0 & 0xC0 == 0x80 }) else { return (.unknown, 1) }
    guard sequence.count == length else { return isFinal ? (.unknown, sequence.count) : nil }
    guard let text = String(validating: sequence, as: UTF8.self), let character = text.first
    else { return (.unknown, length) }
    return (.character(character), length)
  }
}
