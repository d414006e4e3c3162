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
  @Test func fingerprintsAreFixedForever() throws {
    var numberer = Numberer(format: .zaim)
    #expect(
      try numberer.fingerprint(date: day, amount: Yen(150), fields: ["食費", "カフェ"]).description
        == "000b4a509f8829c9ad9514ce429cc1de")
    #expect(
      RowFingerprinter(format: .moneyforward).fingerprint(sourceID: "qi03Xo5JDVYjZC2HqFA9Sg")
        .description == "a37bcc2a6c7ef66b13e50ba94eb065d9")
  }

  @Test func contentFingerprintsLeadWithTheirDateSoThatASortedFileAddsInOrder() throws {
    var numberer = Numberer(format: .csv)
    let first = try numberer.fingerprint(date: day, amount: Yen(9), fields: ["z"])
    let second = try numberer.fingerprint(date: nextDay, amount: Yen(1), fields: ["a"])
    #expect(first.high >> 32 == 739_920)  // days from 0001-01-01 to 2026-11-01
    #expect(second.high >> 32 == 739_921)
  }

  @Test func identicalRowsAreNumberedByOccurrence() throws {
    var numberer = Numberer(format: .zaim)
    let first = try numberer.fingerprint(date: day, amount: Yen(150), fields: ["カフェ"])
    let other = try numberer.fingerprint(date: day, amount: Yen(900), fields: ["ランチ"])
    let second = try numberer.fingerprint(date: day, amount: Yen(150), fields: ["カフェ"])
    #expect(Set([first, other, second]).count == 3)

    // The same rows again, as in a second import of the file: the same fingerprints.
    var again = Numberer(format: .zaim)
    #expect(try again.fingerprint(date: day, amount: Yen(150), fields: ["カフェ"]) == first)
    #expect(try again.fingerprint(date: day, amount: Yen(150), fields: ["カフェ"]) == second)
  }

  @Test func fieldsAreKeptApart() throws {
    var numberer = Numberer(format: .csv)
    let joined = try numberer.fingerprint(date: day, amount: Yen(1), fields: ["ab", "c"])
    let split = try numberer.fingerprint(date: day, amount: Yen(1), fields: ["a", "bc"])
    #expect(joined != split)
    #expect(
      RowFingerprinter(format: .csv).fingerprint(sourceID: "1")
        != RowFingerprinter(format: .zaim).fingerprint(sourceID: "1"))
  }

  /// A date that comes back after another goes on counting where it stopped: the rows are
  /// numbered by occurrence in the whole file, not by where they are.
  @Test func aDateThatComesBackGoesOnCounting() throws {
    var sorted = Numberer(format: .csv)
    let sortedPrints = [
      try sorted.fingerprint(date: day, amount: Yen(150), fields: ["カフェ"]),
      try sorted.fingerprint(date: day, amount: Yen(150), fields: ["カフェ"]),
      try sorted.fingerprint(date: nextDay, amount: Yen(150), fields: ["カフェ"]),
    ]
    #expect(sorted.history.questions == 0)
    var unsorted = Numberer(format: .csv)
    let unsortedPrints = [
      try unsorted.fingerprint(date: day, amount: Yen(150), fields: ["カフェ"]),
      try unsorted.fingerprint(date: nextDay, amount: Yen(150), fields: ["カフェ"]),
      try unsorted.fingerprint(date: day, amount: Yen(150), fields: ["カフェ"]),
    ]
    #expect(unsortedPrints == [sortedPrints[0], sortedPrints[2], sortedPrints[1]])
    // Asked only on the day that came back: occurrence 1 was met, occurrence 2 not.
    #expect(unsorted.history.questions == 2)
  }

  /// Every order of the same rows gives the same fingerprints, whatever lies between
  /// identical rows.
  @Test func everyOrderOfTheSameRowsGivesTheSameFingerprints() throws {
    let rows: [(LedgerDate, Int64, String)] = [
      (day, 250, "ドトール"), (day, 250, "ドトール"), (nextDay, 1800, "本屋"), (day, 900, "ランチ"),
      (nextDay, 250, "ドトール"), (day, 250, "ドトール"),
    ]
    // Identical rows are interchangeable, so the fingerprints are compared as a set.
    func prints(_ order: [Int]) throws -> Set<Fingerprint> {
      var numberer = Numberer(format: .zaim)
      return Set(
        try order.map { index in
          let (date, amount, memo) = rows[index]
          return try numberer.fingerprint(date: date, amount: Yen(amount), fields: [memo])
        })
    }
    let expected = try prints(Array(rows.indices))
    #expect(expected.count == rows.count)
    for order in permutations(Array(rows.indices)) {
      #expect(try prints(order) == expected, "\(order)")
    }
  }
}

/// Every ordering of `elements`.
private func permutations(_ elements: [Int]) -> [[Int]] {
  guard let first = elements.first else { return [[]] }
  return permutations(Array(elements.dropFirst())).flatMap { rest in
    (0...rest.count).map { index in
      var order = rest
      order.insert(first, at: index)
      return order
    }
  }
}
