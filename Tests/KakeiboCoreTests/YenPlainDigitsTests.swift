import RefusalTesting
import Testing

@testable import KakeiboCore

/// Plain ASCII digits take a shortcut through `Yen(parsingEntryAmount:)`; it must read them
/// exactly as the full parser does, and leave every other text to it.
@Suite struct YenPlainDigitsTests {
  @Test(arguments: [
    "1", "7", "007", "1200", "999999999999", "000000000001", "0000000000001", "12345678901",
  ])
  func readsPlainDigitsAsTheFullParserDoes(text: String) throws {
    let viaFullParser = try Yen(parsingEntryAmount: " " + text + " ")
    #expect(try Yen(parsingEntryAmount: text) == viaFullParser)
  }

  @Test(arguments: [
    ("0", "must be at least 1"), ("000", "must be at least 1"),
    ("1000000000000", "too large"), ("9999999999999", "too large"),
  ])
  func leavesWhatItCannotTakeToTheFullParser(text: String, reason: String) {
    #expect {
      try Yen(parsingEntryAmount: text)
    } throws: { error in
      (error as? InvalidValue)?.problem.hasPrefix(reason) == true
    }
  }
}
