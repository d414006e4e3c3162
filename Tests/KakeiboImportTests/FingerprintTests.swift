import KakeiboCore
import Testing

@testable import KakeiboImport

@Suite struct SipHashTests {
  /// `vectors_sip128` of the reference implementation (github.com/veorq/SipHash, vectors.h):
  /// key 00 01 … 0f, message 00 01 … (length − 1).
  static let vectors: [Int: String] = [
    0: "a3817f04ba25a8e66df67214c7550293",
    1: "da87c1d86b99af44347659119b22fc45",
    7: "a1f1ebbed8dbc153c0b84aa61ff08239",
    62: "5853542321f567a005d547a4f04759bd",
    63: "5150d1772f50834a503e069a973fbd7c",
  ]

  static func hash(length: Int, pieces: [Int]) -> String {
    var hasher = SipHash128(k0: 0x0706_0504_0302_0100, k1: 0x0F0E_0D0C_0B0A_0908)
    let message = (0..<length).map { UInt8($0) }
    var start = 0
    var piece = 0
    message.withUnsafeBufferPointer { bytes in
      while start < length {
        let end = min(length, start + pieces[piece % pieces.count])
        hasher.combine(UnsafeBufferPointer(rebasing: bytes[start..<end]))
        (start, piece) = (end, piece + 1)
      }
    }
    let (first, second) = hasher.finalize()
    var output: [UInt8] = []
    for word in [first, second] {
      for shift in stride(from: 0, to: 64, by: 8) {
        output.append(UInt8(truncatingIfNeeded: word >> shift))
      }
    }
    return hex(output)
  }

  @Test(arguments: [[64], [1], [3, 5], [8, 1, 9]])
  func matchesTheReferenceVectorsHoweverTheMessageIsFed(pieces: [Int]) {
    for (length, expected) in Self.vectors {
      #expect(Self.hash(length: length, pieces: pieces) == expected, "length \(length)")
    }
  }
}

@Suite struct RowFingerprinterTests {
  let day = LedgerDate(year: 2026, month: 11, day: 1) ?? DateRange.all.first
  let nextDay = LedgerDate(year: 2026, month: 11, day: 2) ?? DateRange.all.first

  /// Fingerprints must never change between versions of kakeibo: a changed fingerprint would
  /// import everything again.
  @Test func fingerprintsAreFixedForever() {
    var fingerprinter = RowFingerprinter(format: .zaim)
    #expect(
      fingerprinter.fingerprint(date: day, amount: Yen(150), fields: ["食費", "カフェ"]).description
        == "000b4a509f8829c9ad9514ce429cc1de")
    #expect(
      RowFingerprinter(format: .moneyforward).fingerprint(sourceID: "qi03Xo5JDVYjZC2HqFA9Sg")
        .description == "a37bcc2a6c7ef66b13e50ba94eb065d9")
  }

  @Test func contentFingerprintsLeadWithTheirDateSoThatASortedFileAddsInOrder() {
    var fingerprinter = RowFingerprinter(format: .csv)
    let first = fingerprinter.fingerprint(date: day, amount: Yen(9), fields: ["z"])
    let second = fingerprinter.fingerprint(date: nextDay, amount: Yen(1), fields: ["a"])
    #expect(first.high >> 32 == 739_920)  // days from 0001-01-01 to 2026-11-01
    #expect(second.high >> 32 == 739_921)
  }

  @Test func identicalRowsAreNumberedByOccurrence() {
    var fingerprinter = RowFingerprinter(format: .zaim)
    let first = fingerprinter.fingerprint(date: day, amount: Yen(150), fields: ["カフェ"])
    let other = fingerprinter.fingerprint(date: day, amount: Yen(900), fields: ["ランチ"])
    let second = fingerprinter.fingerprint(date: day, amount: Yen(150), fields: ["カフェ"])
    #expect(Set([first, other, second]).count == 3)

    // The same rows again, as in a second import of the file: the same fingerprints.
    var again = RowFingerprinter(format: .zaim)
    #expect(again.fingerprint(date: day, amount: Yen(150), fields: ["カフェ"]) == first)
    #expect(again.fingerprint(date: day, amount: Yen(150), fields: ["カフェ"]) == second)
  }

  @Test func fieldsAreKeptApart() {
    var fingerprinter = RowFingerprinter(format: .csv)
    let joined = fingerprinter.fingerprint(date: day, amount: Yen(1), fields: ["ab", "c"])
    let split = fingerprinter.fingerprint(date: day, amount: Yen(1), fields: ["a", "bc"])
    #expect(joined != split)
    #expect(
      RowFingerprinter(format: .csv).fingerprint(sourceID: "1")
        != RowFingerprinter(format: .zaim).fingerprint(sourceID: "1"))
  }

  @Test func aDateThatComesBackStartsANewRunSoRowsNeverCollide() {
    var fingerprinter = RowFingerprinter(format: .csv)
    let first = fingerprinter.fingerprint(date: day, amount: Yen(150), fields: ["カフェ"])
    _ = fingerprinter.fingerprint(date: nextDay, amount: Yen(150), fields: ["カフェ"])
    let back = fingerprinter.fingerprint(date: day, amount: Yen(150), fields: ["カフェ"])
    #expect(first != back)
  }
}
