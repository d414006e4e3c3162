import KakeiboCore
import Testing

@Suite struct SearchTextTests {
  @Test(arguments: [
    ("Netflix", "netflix"),
    ("Ｎｅｔｆｌｉｘ", "netflix"),
    ("ｎｅｔｆｌｉｘ", "netflix"),
    ("ｾﾌﾞﾝｲﾚﾌﾞﾝ", "セブンイレブン"),
    ("ﾊﾟﾝ", "パン"),
    ("ｶﾞｽ代", "ガス代"),
    ("カ\u{3099}", "ガ"),
    ("e\u{301}", "é"),
    ("CAFÉ", "café"),
    ("㈱ヨドバシ", "(株)ヨドバシ"),
    ("①番", "1番"),
    ("ｽｰﾊﾟｰ　ﾏﾙｴﾂ", "スーパー マルエツ"),
    ("㌔", "キロ"),
    ("\u{1100}\u{1161}\u{11A8}", "각"),
    ("家賃", "家賃"),
    ("", ""),
  ])
  func foldsAsAPersonReads(text: String, folded: String) {
    #expect(SearchText.folded(text) == folded)
  }

  @Test func aFormAlreadyFoldedIsKept() {
    for text in ["netflix", "セブンイレブン", "(株)ヨドバシ", "スーパー マルエツ"] {
      #expect(SearchText.folded(SearchText.folded(text)) == SearchText.folded(text))
    }
  }

  @Test func nfkcKeepsLetterCase() {
    #expect(SearchText.nfkc("Ｎｅｔｆｌｉｘ") == "Netflix")
  }
}

@Suite struct KanaFoldingTests {
  @Test func katakanaAndHiraganaMatchAsOne() {
    #expect(SearchText.matched("ラーメン") == "らーめん")
    #expect(SearchText.matched("ﾗｰﾒﾝ") == "らーめん")
    #expect(SearchText.matched("らーめん") == "らーめん")
    #expect(SearchText.matched("ヴァイオリン") == "ゔぁいおりん")
    #expect(SearchText.matched("ヶ月ヽヾ") == "ゖ月ゝゞ")
    // ヷ has no hiragana; ー, kanji and ASCII stay; case folds as before.
    #expect(SearchText.matched("ヷ一ー") == "ヷ一ー")
    #expect(SearchText.matched("ＮＥＴＦＬＩＸ セブン") == "netflix せぶん")
    #expect(SearchText.matched("Netflix") == "netflix")
    // `folded`, which statement column names use, keeps katakana.
    #expect(SearchText.folded("ﾗｰﾒﾝ") == "ラーメン")
    #expect(SearchText.key(memo: "ﾗｰﾒﾝ", subcategory: "ｶﾞｲｼｮｸ") == "らーめん\nがいしょく")
  }
}

@Suite struct SearchKeyCacheTests {
  @Test func givesEveryKeyAsSearchTextDoes() {
    var cache = SearchKeyCache(capacity: 3)
    let entries: [(String, String?)] = [
      ("スーパー", nil), ("ｽｰﾊﾟｰ", "食費"), ("スーパー", nil), ("Netflix", nil), ("", "食費"),
      ("", nil), ("カ\u{3099}ス代", "光熱費"), ("ｽｰﾊﾟｰ", "食費"), ("NETFLIX", "サブスク"),
      ("スーパー", nil),
    ]
    // Twice over, so that memos come back both while kept and after the cache was emptied.
    for (memo, subcategory) in entries + entries {
      #expect(
        cache.key(memo: memo, subcategory: subcategory)
          == SearchText.key(memo: memo, subcategory: subcategory))
    }
  }
}
