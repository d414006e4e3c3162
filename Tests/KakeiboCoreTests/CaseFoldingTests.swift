import KakeiboCore
import Testing

/// Search folds letter case as Unicode's full case folding does (issue 19), for every script:
/// the final sigma is σ, ß is ss, and the result is in NFKC form.
@Suite struct CaseFoldingTests {
  @Test(arguments: [
    ("ΣΊΣΥΦΟΣ", "σίσυφοσ"), ("σίσυφος", "σίσυφοσ"), ("ς", "σ"), ("Straße", "strasse"),
    ("ẞ", "ss"), ("ﬀ", "ff"), ("ＡＢＣ", "abc"), ("ДОМ", "дом"), ("ǅ", "dž"), ("İ", "i\u{307}"),
    ("ꭰ", "Ꭰ"), ("ΐ", "ΐ"), ("ｾﾌﾞﾝ", "セブン"), ("スーパー", "スーパー"), ("Netflix", "netflix"),
  ])
  func foldsAsUnicodeFullCaseFoldingDoes(text: String, folded: String) {
    #expect(SearchText.folded(text) == folded)
  }

  @Test func upperAndLowerCaseOfAnyScriptFindEachOther() throws {
    for (upper, lower) in [("ΣΊΣΥΦΟΣ", "σίσυφος"), ("STRASSE", "straße"), ("ÉCOLE", "école")] {
      #expect(SearchText.folded(upper) == SearchText.folded(lower), "\(upper) \(lower)")
      let term = try SearchTerm(lower)
      #expect(term.isFound(inKey: SearchText.key(memo: "le " + upper, subcategory: nil)))
    }
  }
}
