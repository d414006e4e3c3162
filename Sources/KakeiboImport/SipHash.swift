/// SipHash-2-4 with its 128-bit output (Aumasson and Bernstein, reference implementation
/// github.com/veorq/SipHash): a fast hash with few collisions, fed in pieces.
struct SipHash128: Sendable {
  private var v0: UInt64
  private var v1: UInt64
  private var v2: UInt64
  private var v3: UInt64
  /// Bytes not yet compressed (fewer than 8), little-endian in `tail`.
  private var tail: UInt64 = 0
  private var tailCount = 0
  private var length = 0

  /// Starts a hash with the key `k0`, `k1` (the key's bytes 0–7 and 8–15, little-endian).
  init(k0: UInt64, k1: UInt64) {
    v0 = 0x736f_6d65_7073_6575 ^ k0
    v1 = 0x646f_7261_6e64_6f6d ^ k1 ^ 0xEE
    v2 = 0x6c79_6765_6e65_7261 ^ k0
    v3 = 0x7465_6462_7974_6573 ^ k1
  }

  mutating func combine(_ bytes: UnsafeBufferPointer<UInt8>) {
    length &+= bytes.count
    var index = 0
    // Finish a word begun by an earlier call, one byte at a time.
    while tailCount > 0, tailCount < 8, index < bytes.count {
      tail |= UInt64(bytes[index]) << (8 * tailCount)
      tailCount += 1
      index += 1
    }
    if tailCount == 8 {
      compress(tail)
      (tail, tailCount) = (0, 0)
    }
    let raw = UnsafeRawBufferPointer(bytes)
    while index + 8 <= bytes.count {
      compress(UInt64(littleEndian: raw.loadUnaligned(fromByteOffset: index, as: UInt64.self)))
      index += 8
    }
    while index < bytes.count {
      tail |= UInt64(bytes[index]) << (8 * tailCount)
      tailCount += 1
      index += 1
    }
  }

  mutating func combine(_ byte: UInt8) {
    withUnsafeBytes(of: byte) { combine($0.assumingMemoryBound(to: UInt8.self)) }
  }

  /// Combines the eight bytes of `value`, little-endian.
  mutating func combine(_ value: UInt64) {
    withUnsafeBytes(of: value.littleEndian) { combine($0.assumingMemoryBound(to: UInt8.self)) }
  }

  /// Combines the UTF-8 bytes of `text`, then 0xFF, which no UTF-8 text contains, so that the
  /// texts "ab", "c" hash differently from "a", "bc".
  mutating func combine(text: String) {
    var text = text
    text.withUTF8 { combine($0) }
    combine(UInt8(0xFF))
  }

  /// Returns the two 64-bit halves of the hash: the reference implementation writes `first`,
  /// then `second`, each little-endian.
  func finalize() -> (first: UInt64, second: UInt64) {
    var copy = self
    copy.compress(copy.tail | UInt64(truncatingIfNeeded: length) << 56)
    copy.v2 ^= 0xEE
    for _ in 0..<4 { copy.round() }
    let first = copy.v0 ^ copy.v1 ^ copy.v2 ^ copy.v3
    copy.v1 ^= 0xDD
    for _ in 0..<4 { copy.round() }
    return (first, copy.v0 ^ copy.v1 ^ copy.v2 ^ copy.v3)
  }

  private mutating func compress(_ word: UInt64) {
    v3 ^= word
    round()
    round()
    v0 ^= word
  }

  private mutating func round() {
    v0 &+= v1
    v1 = v1.rotatedLeft(by: 13)
    v1 ^= v0
    v0 = v0.rotatedLeft(by: 32)
    v2 &+= v3
    v3 = v3.rotatedLeft(by: 16)
    v3 ^= v2
    v0 &+= v3
    v3 = v3.rotatedLeft(by: 21)
    v3 ^= v0
    v2 &+= v1
    v1 = v1.rotatedLeft(by: 17)
    v1 ^= v2
    v2 = v2.rotatedLeft(by: 32)
  }
}

extension UInt64 {
  fileprivate func rotatedLeft(by bits: UInt64) -> UInt64 {
    (self << bits) | (self >> (64 - bits))
  }
}
