import Testing

@testable import KakeiboImport

private func detect(_ chunks: [[UInt8]]) throws -> (SourceEncoding?, [Int]) {
  var detector = EncodingDetector()
  var skipped: [Int] = []
  for chunk in chunks {
    skipped.append(try chunk.withUnsafeBufferPointer { try detector.examine($0) })
  }
  return (detector.encoding, skipped)
}

@Suite struct EncodingDetectionTests {
  let utf8 = Array("日付,内容\n2026/11/01,スーパー\n".utf8)
  // The same text in Shift_JIS.
  let shiftJIS: [UInt8] = [
    0x93, 0xFA, 0x95, 0x74, 0x2C, 0x93, 0xE0, 0x97, 0x65, 0x0A, 0x32, 0x30, 0x32, 0x36, 0x2F,
    0x31, 0x31, 0x2F, 0x30, 0x31, 0x2C, 0x83, 0x58, 0x81, 0x5B, 0x83, 0x70, 0x81, 0x5B, 0x0A,
  ]

  @Test func validUTF8IsUTF8() throws {
    #expect(try detect([utf8]) == (.utf8, [0]))
  }

  @Test func aByteOrderMarkIsUTF8AndSkipped() throws {
    #expect(try detect([[0xEF, 0xBB, 0xBF] + Array("a,b\n".utf8)]) == (.utf8, [3]))
  }

  @Test func bytesThatAreNotUTF8AreShiftJIS() throws {
    #expect(try detect([shiftJIS]) == (.shiftJIS, [0]))
    // Half-width katakana (ｶﾅ) are single bytes that UTF-8 never starts with.
    #expect(try detect([Array("a,".utf8) + [0xB6, 0xC5]]) == (.shiftJIS, [0]))
  }

  @Test func asciiDecidesNothingUntilTheFirstCharacterThatIsNot() throws {
    #expect(try detect([Array("date,amount\n".utf8)]) == (nil, [0]))
    #expect(try detect([Array("date,amount\n".utf8), shiftJIS]) == (.shiftJIS, [0, 0]))
    #expect(try detect([Array("date,amount\n".utf8), utf8]) == (.utf8, [0, 0]))
  }

  @Test func aCharacterSplitAcrossChunksIsCheckedWhole() throws {
    // "日" is E6 97 A5 in UTF-8.
    #expect(try detect([[0x61, 0xE6], [0x97, 0xA5]]) == (.utf8, [0, 0]))
    #expect(try detect([[0x61, 0xE6], [0x41]]) == (.shiftJIS, [0, 0]))
    var detector = EncodingDetector()
    _ = try [UInt8]([0x61, 0xE6]).withUnsafeBufferPointer { try detector.examine($0) }
    #expect(!detector.hasEvidence)
    _ = try [UInt8]([0x97, 0xA5]).withUnsafeBufferPointer { try detector.examine($0) }
    #expect(detector.hasEvidence)
  }

  @Test func overlongFormsAndSurrogatesAreNotUTF8() throws {
    #expect(try detect([[0xC0, 0xAF]]).0 == .shiftJIS)
    #expect(try detect([[0xED, 0xA0, 0x80]]).0 == .shiftJIS)
    #expect(try detect([[0xF4, 0x90, 0x80, 0x80]]).0 == .shiftJIS)
  }

  @Test func halfWidthKatakanaThatAreAlsoValidUTF8AreShiftJIS() throws {
    // ﾃｽﾄｳ in Shift_JIS is C3 BD C4 B3, which UTF-8 reads as "ýĳ".
    let kana: [UInt8] = [0xC3, 0xBD, 0xC4, 0xB3]
    #expect(String(validating: kana, as: UTF8.self) == "ýĳ")
    #expect(try detect([Array("a,".utf8) + kana]) == (.shiftJIS, [0]))
    // Any UTF-8 character of three bytes says UTF-8, wherever in the file it is.
    #expect(try detect([Array("a,".utf8) + kana, Array(",日付".utf8)]).0 == .utf8)
    #expect(try detect([Array("日付,".utf8), kana]).0 == .utf8)
  }

  @Test func textValidInNeitherIsTheOneItBreaksLessOften() throws {
    // Japanese UTF-8 with one stray byte: one break as UTF-8, more as Shift_JIS.
    let utf8 = Array("スーパーマーケット,".utf8) + [0xFF] + Array("コンビニ".utf8)
    var detector = EncodingDetector()
    _ = try utf8.withUnsafeBufferPointer { try detector.examine($0) }
    #expect(detector.encoding == .utf8)
    #expect(!detector.isConclusive)
    // Shift_JIS with a lead byte cut off at the end: valid UTF-8 it never was.
    var cut = EncodingDetector()
    _ = try (shiftJIS + [0x81]).withUnsafeBufferPointer { try cut.examine($0) }
    cut.finish()
    #expect(cut.encoding == .shiftJIS)
  }

  @Test func aDetectorSettlingEarlyStopsWeighingShiftJISOnceUTF8IsProved() throws {
    // Half-width kana that are also valid two-byte UTF-8 (ﾃｽﾄｳ, "ýĳ") after a three-byte
    // character: UTF-8, and the kana are no longer weighed.
    let file = Array("日付,".utf8) + [0xC3, 0xBD, 0xC4, 0xB3] + Array(",a\n".utf8)
    var early = EncodingDetector(settlingEarly: true)
    _ = try file.withUnsafeBufferPointer { try early.examine($0) }
    early.finish()
    #expect((early.encoding, early.mustExamineAgain) == (.utf8, false))
    // After a byte order mark nothing more is read: the rows are checked as they are decoded.
    var marked = EncodingDetector(settlingEarly: true)
    _ = try ([0xEF, 0xBB, 0xBF, 0xFF] as [UInt8]).withUnsafeBufferPointer {
      try marked.examine($0)
    }
    marked.finish()
    #expect((marked.encoding, marked.mustExamineAgain) == (.utf8, false))
    // A byte that is not UTF-8 after the proof, in a later chunk or cut off at the end: only
    // a detector that read every byte both ways can say which encoding breaks less.
    for tail in [[0xFF], [0xE3, 0x81]] as [[UInt8]] {
      var broken = EncodingDetector(settlingEarly: true)
      for chunk in [Array("スーパー,".utf8), Array("コンビニ".utf8) + tail] {
        _ = try chunk.withUnsafeBufferPointer { try broken.examine($0) }
      }
      broken.finish()
      #expect(broken.mustExamineAgain, "\(tail)")
    }
  }

  /// Files made of pieces that each encoding reads differently, cut into chunks anywhere: a
  /// detector settling early either says what one reading every byte both ways says, or that
  /// the file must be examined again, which only a file that is not UTF-8 after a proof is.
  @Test func aDetectorSettlingEarlyAgreesWithOneReadingEveryByte() throws {
    let pieces: [[UInt8]] = [
      Array("2026-11-01,1200,".utf8), Array("スーパー".utf8), Array("café".utf8),
      shiftJIS, [0xB6, 0xC5], [0xC3, 0xBD, 0xC4, 0xB3], [0xFF], [0x81], [0xE3, 0x81],
      Array("🍣".utf8), Array(",\n".utf8), [0xEF, 0xBB, 0xBF],
    ]
    var random = SeededGenerator(seed: 26)
    var (settled, examinedAgain) = (0, 0)
    for round in 0..<3000 {
      var file: [UInt8] = []
      for _ in 0..<Int.random(in: 1...6, using: &random) {
        file += pieces.randomElement(using: &random)!
      }
      var cuts = (0..<Int.random(in: 0...3, using: &random)).map { _ in
        Int.random(in: 0...file.count, using: &random)
      }
      cuts = ([0] + cuts.sorted() + [file.count])
      var (full, early) = (EncodingDetector(), EncodingDetector(settlingEarly: true))
      for (from, to) in zip(cuts, cuts.dropFirst()) {
        let chunk = Array(file[from..<to])
        let skipped = try chunk.withUnsafeBufferPointer { try full.examine($0) }
        #expect(try chunk.withUnsafeBufferPointer { try early.examine($0) } == skipped)
      }
      full.finish()
      early.finish()
      if early.mustExamineAgain {
        examinedAgain += 1
        #expect(String(validating: file, as: UTF8.self) == nil, "round \(round): \(file)")
        continue
      }
      if full.encoding == .utf8 && full.isConclusive { settled += 1 }
      #expect(early.encoding == full.encoding, "round \(round): \(file) \(cuts)")
      #expect(early.isAmbiguous == full.isAmbiguous, "round \(round): \(file)")
      #expect(early.isConclusive == full.isConclusive, "round \(round): \(file)")
    }
    // Both ways out were taken, many times.
    #expect(settled > 300 && examinedAgain > 300, "\(settled) \(examinedAgain)")
  }

  @Test func utf16AndUTF32AreRefused() {
    let refusals: [([UInt8], String)] = [
      ([0xFF, 0xFE, 0x61, 0x00], "UTF-16"),
      ([0xFE, 0xFF, 0x00, 0x61], "UTF-16"),
      (Array("id,date".utf8).flatMap { [$0, 0] }, "UTF-16"),  // little-endian, no BOM
      (Array("id,date".utf8).flatMap { [0, $0] }, "UTF-16"),  // big-endian, no BOM
      ([0xFF, 0xFE, 0x00, 0x00, 0x61, 0x00, 0x00, 0x00], "UTF-32"),
      ([0x00, 0x00, 0xFE, 0xFF, 0x00, 0x00, 0x00, 0x61], "UTF-32"),
    ]
    for (bytes, name) in refusals {
      #expect(throws: ImportError.unsupportedEncoding(name), "\(bytes)") { try detect([bytes]) }
    }
  }

  @Test func encodingsAreNamedAsTheOptionNamesThem() {
    #expect(
      ["utf-8", "UTF8", "Shift_JIS", "sjis", "CP932", "latin1"].map(
        SourceEncoding.init(optionValue:)) == [.utf8, .utf8, .shiftJIS, .shiftJIS, .shiftJIS, nil])
    #expect(SourceEncoding.allCases.map(\.optionValue) == ["utf-8", "shift_jis"])
  }
}

@Suite struct CP932Tests {
  @Test func decodesDoubleAndSingleByteCharacters() {
    #expect(cp932([0x89, 0xC6, 0x8C, 0x76, 0x95, 0xEB]) == "家計簿")
    #expect(cp932([0xB6, 0xC5]) == "ｶﾅ")
    #expect(cp932(Array("plain ASCII, 0-9\\~".utf8)) == "plain ASCII, 0-9\\~")
  }

  @Test func decodesMicrosoftsExtensionsAsPythonsCP932Does() {
    #expect(cp932([0x87, 0x40]) == "①")  // NEC special characters
    #expect(cp932([0xED, 0x95]) == "﨑")  // NEC-selected IBM extensions
    #expect(cp932([0xEE, 0xE0]) == "髙")
    #expect(cp932([0xFA, 0x40]) == "ⅰ")  // IBM extensions
    #expect(cp932([0x81, 0x60]) == "～")  // FULLWIDTH TILDE, not WAVE DASH
    #expect(cp932([0x81, 0x7C]) == "\u{FF0D}")  // FULLWIDTH HYPHEN-MINUS, not MINUS SIGN
    #expect(cp932([0xF0, 0x40]) == "\u{E000}")  // user-defined area
    #expect(cp932([0xA0, 0xFD]) == "\u{F8F0}\u{F8F1}")
  }

  @Test func refusesUndefinedSequencesUnlessRepairing() {
    #expect(cp932([0x81]) == nil)  // a lead byte at the end
    #expect(cp932([0x81, 0x20]) == nil)  // a lead byte without a trail byte
    #expect(cp932([0x85, 0x40]) == nil)  // an unassigned pair
    #expect(cp932([0x61, 0x81, 0x20, 0x62], repairing: true) == "a\u{FFFD} b")
  }

  @Test func theTableHasEveryLeadBytesRow() {
    #expect(CP932.doubleByteTable.count == 60 * 188)
    #expect(CP932.doubleByteTable.filter { $0 != 0xFFFD }.count == 9604)
  }
}

@Suite struct UTF8FieldTests {
  /// Byte sequences at the edges of UTF-8: ASCII, kana, full-width forms and U+FFFD (whose
  /// first byte is 0xEF), four-byte emoji, and invalid ones: a lone continuation byte, an
  /// overlong form, an encoded surrogate, a sequence cut short (a four-byte one after three
  /// bytes decodes repaired to as many bytes as it had), a byte that is never UTF-8.
  let samples: [[UInt8]] = [
    [], Array("2026-11-01".utf8), Array("スーパー".utf8), Array("ＡＢＣ ｶﾀｶﾅ".utf8),
    Array("a\u{FFFD}b".utf8), Array("🍣🍺".utf8), [0x80], [0xC0, 0x80], [0xED, 0xA0, 0x80],
    [0xF0, 0x9F, 0x8D], [0x61, 0xF0, 0x9F, 0x8D], [0xE3, 0x81], [0xFF], [0xEF, 0xBF],
    [0xEF, 0xBC, 0xA1, 0x80], Array("スーパー".utf8) + [0xF0, 0x9F, 0x8D],
  ]

  @Test func aFieldIsReadAsTheStandardLibraryValidatesIt() {
    for bytes in samples {
      bytes.withUnsafeBufferPointer { buffer in
        #expect(
          SourceEncoding.validUTF8(buffer) == String(validating: buffer, as: UTF8.self),
          "\(bytes)")
      }
    }
  }
}
