import RefusalTesting
import Testing

@testable import KakeiboCore

@Suite struct MemoTests {
  @Test func keepsPrintableTextVerbatim() throws {
    for text in ["", "スーパー", "'); DROP TABLE entries; --", "café ☕️", "a b", "a\u{3000}b"] {
      #expect(try Memo(text).text == text)
    }
  }

  @Test func trimsWhiteSpaceAtTheEndsUnlessToldNotTo() throws {
    #expect(try Memo("Netflix ").text == "Netflix")
    #expect(try Memo("\u{3000}スーパー　").text == "スーパー")
    #expect(try Memo("   ").isEmpty)
    #expect(try Memo(" spaced ", trimming: false).text == " spaced ")
    // Control characters are refused, not trimmed away.
    #expect(throws: InvalidValue.self) { try Memo("Netflix\n") }
    // The length counted is the trimmed memo's.
    #expect(try Memo(String(repeating: "あ", count: 500) + "  ").text.count == 500)
  }

  @Test func acceptsFiveHundredCharactersAndNoMore() throws {
    #expect(try Memo(String(repeating: "あ", count: 500)).text.count == 500)
    #expect {
      try Memo(String(repeating: "あ", count: 501))
    } throws: { error in
      (error as? InvalidValue)?.problem
        == "is 501 characters long; a memo holds at most 500 characters"
    }
  }

  @Test(arguments: [
    ("a\nb", "U+000A"), ("tab\there", "U+0009"), ("\u{1B}[31mred", "U+001B"),
    ("nul\u{0}", "U+0000"),
    ("del\u{7F}", "U+007F"), ("c1\u{9B}", "U+009B"), ("\u{202E}evil", "U+202E"),
    ("\u{2066}iso", "U+2066"), ("line\u{2028}sep", "U+2028"), ("cr\r", "U+000D"),
  ])
  func rejectsControlCharacters(text: String, code: String) {
    #expect {
      try Memo(text)
    } throws: { error in
      guard let error = error as? InvalidValue else { return false }
      return error.field == .memo
        && error.problem.hasPrefix("contains the control character \(code); ")
    }
  }
}

@Suite struct EntryTests {
  @Test func parsesIDs() throws {
    #expect(try Entry.parseID("12") == 12)
    #expect(try Entry.parseID("#12") == 12)
    #expect(try Entry.parseID("１２") == 12)
    for text in ["0", "-1", "abc", "", "1.5", "99999999999999999999"] {
      #expect(throws: InvalidValue.self) { try Entry.parseID(text) }
    }
  }

  @Test func changesApplyOnlyTheGivenFields() throws {
    let date = try #require(LedgerDate(year: 2026, month: 11, day: 30))
    let entry = Entry(
      id: 1, date: date, amount: Yen(100), category: .livingCost, memo: try Memo("a"))
    let changed = EntryChanges(amount: Yen(200), memo: .empty).applied(to: entry)
    #expect(
      changed == Entry(id: 1, date: date, amount: Yen(200), category: .livingCost, memo: .empty))
    #expect(EntryChanges().isEmpty)
    #expect(!EntryChanges(category: .leisure).isEmpty)
  }
}

@Suite struct TextNormalizationTests {
  @Test func foldsFullWidthFormsAndTrims() {
    #expect(TextNormalization.folded("　１２３ＡＢＣ，！ ") == "123ABC,!")
    #expect(TextNormalization.matchKey(" ＬｉＶｉｎｇ ") == "living")
    #expect(TextNormalization.trimmed("\t x \n") == "x")
    #expect(TextNormalization.trimmed("   ") == "")
  }

  @Test func aMatchKeyLowersOnlyASCIILettersAfterFolding() {
    #expect(TextNormalization.matchKey("living") == "living")
    #expect(TextNormalization.matchKey("CSV") == "csv")
    #expect(TextNormalization.matchKey("２０２６年１１月") == "2026年11月")
    #expect(TextNormalization.matchKey(" Ｆｕｎ 娯楽費 ") == "fun 娯楽費")
    // Letters beyond ASCII keep their case: only A to Z are lowered.
    #expect(TextNormalization.matchKey("ÉTÉ Ä") == "ÉtÉ Ä")
    #expect(TextNormalization.matchKey("AZaz@[`{") == "azaz@[`{")
    #expect(TextNormalization.matchKey("") == "")
  }
}

@Suite struct EntrySourceTests {
  @Test func aSourceIsOneTrimmedLineOfAtMost100Characters() throws {
    #expect(try EntrySource(validating: " 三菱UFJ銀行 ")?.name == "三菱UFJ銀行")
    #expect(try EntrySource(validating: "  ") == nil)
    #expect(try EntrySource(validating: String(repeating: "あ", count: 100))?.name.count == 100)
    #expect(
      refuses(
        .source, String(repeating: "あ", count: 101),
        "is 101 characters long; a source holds at most 100 characters"
      ) {
        try EntrySource(validating: String(repeating: "あ", count: 101))
      })
    #expect(
      refuses(
        .source, "a\u{202E}b",
        "contains the control character U+202E; a source is one line of printable text, up to 100 characters"
      ) {
        try EntrySource(validating: "a\u{202E}b")
      })
  }

  @Test func aSourceIsNamedWhateverTheLetterCaseAndWidth() throws {
    let bank = try #require(try EntrySource(validating: "三菱UFJ銀行"))
    #expect(bank.isNamed("三菱ufj銀行"))
    #expect(bank.isNamed(" 三菱ＵＦＪ銀行 "))
    #expect(!bank.isNamed("三菱"))
  }
}
