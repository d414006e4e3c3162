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
      // Canonically equivalent, but other bytes: `==` says they are one text, the cache not.
      ("Å", "\u{00C5}"), ("A\u{030A}", "\u{00C5}"), ("Å", "A\u{030A}"),
      // The same bytes, split otherwise between the memo and the 内訳.
      ("ab", "c"), ("a", "bc"), ("abc", nil), ("abc", ""),
    ]
    // Twice over, so that memos come back both while kept and after the cache was emptied.
    for (memo, subcategory) in entries + entries {
      #expect(
        cache.key(memo: memo, subcategory: subcategory)
          == SearchText.key(memo: memo, subcategory: subcategory))
    }
  }
}

@Suite struct UTF8EqualityTests {
  @Test func comparesBytesNotCanonicalEquivalents() {
    #expect("スーパー".hasSameUTF8(as: "スーパー"))
    #expect("".hasSameUTF8(as: ""))
    #expect(!"スーパー".hasSameUTF8(as: "スーパ"))
    #expect(!"expense".hasSameUTF8(as: "Expense"))
    // `==` holds these two for one text; their bytes differ.
    #expect("\u{00C5}" == "A\u{030A}")
    #expect(!"\u{00C5}".hasSameUTF8(as: "A\u{030A}"))
    // A long (heap) string against a short (inline) one and against its own copy.
    let long = String(repeating: "家計簿", count: 40)
    #expect(long.hasSameUTF8(as: String(repeating: "家計簿", count: 40)))
    #expect(!long.hasSameUTF8(as: "家計簿"))
    // The same length, differing only in the eight-byte words or only in the bytes after them.
    #expect(!"abcdefghXjk".hasSameUTF8(as: "abcdefghYjk"))
    #expect(!"abcdefghijX".hasSameUTF8(as: "abcdefghijY"))
    #expect(!"abXdefghijk".hasSameUTF8(as: "abYdefghijk"))
    #expect("abcdefghijk".hasSameUTF8(as: "abcdefghijk"))
  }
}
