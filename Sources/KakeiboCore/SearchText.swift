/// Text as a person reads it, for matching: search finds `Netflix` when `ｎｅｔｆｌｉｘ` is typed,
/// and the ledger learns one memo from `Netflix`, `Ｎｅｔｆｌｉｘ` and `netflix`.
///
/// The form is Unicode's NFKC (compatibility forms to their plain ones: full-width ASCII,
/// half-width katakana with their voiced marks joined, ㈱ to (株), ① to 1, the ideographic space
/// to a space), then Unicode's full case folding (CaseFolding.txt's C and F statuses: ΣΊΣΥΦΟΣ
/// and σίσυφος are one, the final ς being σ; ß is ss), composed again. The tables come from
/// `scripts/generate-nfkc-table.py` and `scripts/generate-casefold-table.py`; nothing here needs
/// Foundation or ICU. Every comparison of text as a person reads it goes through `folded`, the
/// one place to change what counts as the same. One simplification: marks are composed with the character just
/// before them, not reordered by their combining classes first, which only matters for
/// several stacked marks written in a non-canonical order.
public enum SearchText {
  /// Returns `text` in NFKC form, case folded: the form searches and memo learning compare.
  public static func folded(_ text: String) -> String {
    if text.utf8.allSatisfy({ $0 < 0x80 }) { return text.lowercased() }
    return caseFolded(nfkc(text))
  }

  /// Returns `text` as search and memo learning compare it: `folded`, then with katakana as
  /// hiragana, so that らーめん, ラーメン and ﾗｰﾒﾝ (which NFKC makes ラーメン) are one. The
  /// two scripts spell the same words; the long vowel mark ー, ヷ to ヺ (which have no
  /// hiragana) and every other character stay as they are. Column names of statements and
  /// other vocabulary keep `folded`, where a katakana word is no hiragana one.
  public static func matched(_ text: String) -> String {
    if text.utf8.allSatisfy({ $0 < 0x80 }) { return text.lowercased() }
    return kanaFolded(folded(text))
  }

  /// Returns `text` with each katakana letter (ァ to ヶ, and the iteration marks ヽ ヾ) as its
  /// hiragana, U+0060 below it.
  static func kanaFolded(_ text: String) -> String {
    func isKatakana(_ scalar: Unicode.Scalar) -> Bool {
      (0x30A1...0x30F6).contains(scalar.value) || scalar.value == 0x30FD
        || scalar.value == 0x30FE
    }
    guard text.unicodeScalars.contains(where: isKatakana) else { return text }
    var scalars = String.UnicodeScalarView()
    for scalar in text.unicodeScalars {
      guard isKatakana(scalar), let hiragana = Unicode.Scalar(scalar.value - 0x60) else {
        scalars.append(scalar)
        continue
      }
      scalars.append(hiragana)
    }
    return String(scalars)
  }

  /// Returns `text` with each scalar replaced by its full case folding (`caseFoldKeys`), in
  /// NFKC form again where a folding changed something (one may decompose: İ is i and a dot).
  static func caseFolded(_ text: String) -> String {
    var scalars = String.UnicodeScalarView()
    var isChanged = false
    for scalar in text.unicodeScalars {
      if scalar.value < 0x80 {
        let value = scalar.value
        let isUpper = value >= 0x41 && value <= 0x5A
        scalars.append(isUpper ? Unicode.Scalar(UInt8(value + 0x20)) : scalar)
        continue
      }
      guard let index = binarySearch(caseFoldKeys, for: scalar.value) else {
        scalars.append(scalar)
        continue
      }
      isChanged = true
      let start = Int(caseFoldOffsets[index])
      let end = Int(caseFoldOffsets[index + 1])
      for value in caseFoldValues[start..<end] {
        if let folded = Unicode.Scalar(value) { scalars.append(folded) }
      }
    }
    let folded = String(scalars)
    return isChanged ? nfkc(folded) : folded
  }

  /// Returns `text` in Unicode's NFKC form.
  public static func nfkc(_ text: String) -> String {
    var scalars: [Unicode.Scalar] = []
    scalars.reserveCapacity(text.unicodeScalars.count)
    for scalar in text.unicodeScalars {
      guard scalar.value >= 0xA0, let index = mappingIndex(of: scalar.value) else {
        append(scalar, to: &scalars)
        continue
      }
      let start = Int(nfkcOffsets[index])
      let end = Int(nfkcOffsets[index + 1])
      for value in nfkcValues[start..<end] {
        if let mapped = Unicode.Scalar(value) { append(mapped, to: &scalars) }
      }
    }
    var result = String.UnicodeScalarView()
    result.append(contentsOf: scalars)
    return String(result)
  }

  /// Appends `scalar`, composing it with the scalar before it when canonical composition joins
  /// the two.
  private static func append(_ scalar: Unicode.Scalar, to scalars: inout [Unicode.Scalar]) {
    if let last = scalars.last, let composed = composition(of: last, with: scalar) {
      scalars[scalars.count - 1] = composed
    } else {
      scalars.append(scalar)
    }
  }

  /// The one scalar `first` and `second` compose to, or nil.
  static func composition(of first: Unicode.Scalar, with second: Unicode.Scalar)
    -> Unicode.Scalar?
  {
    let (a, b) = (first.value, second.value)
    // Hangul, by formula: a leading consonant and a vowel, then a trailing consonant.
    if (0x1100..<0x1113).contains(a) && (0x1161..<0x1176).contains(b) {
      return Unicode.Scalar(0xAC00 + ((a - 0x1100) * 21 + (b - 0x1161)) * 28)
    }
    if (0xAC00..<0xD7A4).contains(a) && (a - 0xAC00) % 28 == 0 && (0x11A8..<0x11C3).contains(b) {
      return Unicode.Scalar(a + (b - 0x11A7))
    }
    // The second of a composing pair is always a mark (or a vowel sign) above U+0300.
    guard b >= 0x0300 else { return nil }
    let key = UInt64(a) << 32 | UInt64(b)
    guard let index = binarySearch(compositionPairs, for: key) else { return nil }
    return Unicode.Scalar(compositionResults[index])
  }

  private static func mappingIndex(of value: UInt32) -> Int? {
    binarySearch(nfkcKeys, for: value)
  }

  private static func binarySearch<Key: Comparable>(_ keys: [Key], for key: Key) -> Int? {
    var low = 0
    var high = keys.count
    while low < high {
      let middle = (low + high) / 2
      if keys[middle] < key {
        low = middle + 1
      } else {
        high = middle
      }
    }
    return low < keys.count && keys[low] == key ? low : nil
  }
}
