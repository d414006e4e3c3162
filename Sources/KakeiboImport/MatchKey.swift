import KakeiboCore

/// Text folded for finding names as banks and card companies print them, whatever the width,
/// the kana and the spacing: `ﾐﾂｲｽﾐﾄﾓ`, `ミツイスミトモ` and `みついすみとも` are one key, and so
/// are `ビューカード` and the bank's `ビユ－カ－ド`, or `ＪＣＢ` and `jcb`.
///
/// Full-width ASCII becomes ASCII and letters upper case; half-width katakana (with ﾞ and ﾟ)
/// and hiragana become katakana; small kana become their full-size forms, as bank terminals
/// print them; every kind of dash and the long vowel mark become `ー`; white space and middle
/// dots are dropped.
struct MatchKey: Hashable, Sendable {
  let scalars: [Unicode.Scalar]

  init(_ text: some StringProtocol) {
    var scalars: [Unicode.Scalar] = []
    scalars.reserveCapacity(text.unicodeScalars.count)
    for scalar in text.unicodeScalars {
      switch scalar.value {
      case 0xFF9E, 0xFF9F, 0x3099, 0x309A, 0x309B, 0x309C:
        // A voiced or semi-voiced mark: joined to the kana before it, where it can be.
        let isVoiced = scalar.value == 0xFF9E || scalar.value == 0x3099 || scalar.value == 0x309B
        if let last = scalars.last, let joined = Self.join(last, voiced: isVoiced) {
          scalars[scalars.count - 1] = joined
        }
      default:
        if let folded = Self.fold(scalar) { scalars.append(folded) }
      }
    }
    self.scalars = scalars
  }

  var isEmpty: Bool { scalars.isEmpty }

  /// Whether `other` appears in this key.
  func contains(_ other: MatchKey) -> Bool { firstIndex(of: other, from: 0) != nil }

  /// Whether `other` appears in this key other than right after `prefix`: `振替` in `振替 定期`
  /// but not in `口座振替` (with the prefix `口座`).
  func contains(_ other: MatchKey, notAfter prefix: MatchKey) -> Bool {
    var start = 0
    while let index = firstIndex(of: other, from: start) {
      let before = index - prefix.scalars.count
      if before < 0 || !scalars[before..<index].elementsEqual(prefix.scalars) { return true }
      start = index + 1
    }
    return false
  }

  /// The index where `other` first appears at or after `start`.
  func firstIndex(of other: MatchKey, from start: Int) -> Int? {
    let (text, pattern) = (scalars, other.scalars)
    guard !pattern.isEmpty, text.count - start >= pattern.count else { return nil }
    for index in start...(text.count - pattern.count)
    where text[index] == pattern[0] && text[index..<(index + pattern.count)].elementsEqual(pattern)
    {
      return index
    }
    return nil
  }

  // MARK: Folding

  /// One scalar as the key has it, or nil for one the key drops.
  private static func fold(_ scalar: Unicode.Scalar) -> Unicode.Scalar? {
    let value = scalar.value
    switch value {
    case 0x20, 0x09, 0x3000, 0x30FB, 0xFF65, 0xB7:
      return nil  // spaces and middle dots
    case 0x2D, 0x2010...0x2015, 0x2212, 0x30FC, 0xFF0D, 0xFF70, 0xFE63:
      return "ー"  // dashes and the long vowel mark
    case 0x61...0x7A:
      return Unicode.Scalar(value - 0x20)
    case 0xFF01...0xFF5E:
      return fold(Unicode.Scalar(value - 0xFEE0) ?? scalar)
    case 0xFF66...0xFF9D:
      return large(halfWidthKatakana[Int(value - 0xFF66)])
    case 0x3041...0x3096:
      return large(Unicode.Scalar(value + 0x60) ?? scalar)  // hiragana as katakana
    default:
      return large(scalar)
    }
  }

  /// The full-width katakana of U+FF66 (ｦ) to U+FF9D (ﾝ), in order.
  private static let halfWidthKatakana = Array(
    "ヲァィゥェォャュョッーアイウエオカキクケコサシスセソタチツテトナニヌネノハヒフヘホマミムメモヤユヨラリルレロワン"
      .unicodeScalars)

  /// A small katakana as its full-size form (ァ as ア, ッ as ツ); any other scalar as it is.
  private static func large(_ scalar: Unicode.Scalar) -> Unicode.Scalar {
    switch scalar.value {
    case 0x30A1, 0x30A3, 0x30A5, 0x30A7, 0x30A9, 0x30C3, 0x30E3, 0x30E5, 0x30E7, 0x30EE:
      return Unicode.Scalar(scalar.value + 1) ?? scalar
    case 0x30F5: return "カ"
    case 0x30F6: return "ケ"
    default: return scalar
    }
  }

  /// The katakana `base` with a voiced (or semi-voiced) mark, or nil when it takes none.
  private static func join(_ base: Unicode.Scalar, voiced: Bool) -> Unicode.Scalar? {
    let value = base.value
    if voiced {
      if value == 0x30A6 { return "ヴ" }
      // カ to ト: each voiced form follows its plain one (ッ and ツ are apart, both plain).
      if (0x30AB...0x30C8).contains(value), value != 0x30C3, isPlainInRow(value) {
        return Unicode.Scalar(value + 1)
      }
    }
    // ハ to ホ: plain, voiced, semi-voiced, in groups of three.
    if (0x30CF...0x30DD).contains(value), (value - 0x30CF) % 3 == 0 {
      return Unicode.Scalar(value + (voiced ? 1 : 2))
    }
    return nil
  }

  /// Whether `value` (カ to ト) is a plain kana, which a voiced mark can join.
  private static func isPlainInRow(_ value: UInt32) -> Bool {
    // カ(AB) ガ キ ギ ク グ ケ ゲ コ ゴ サ ザ シ ジ ス ズ セ ゼ ソ ゾ タ ダ チ ヂ ッ ツ ヅ テ デ ト
    if value <= 0x30C1 { return (value - 0x30AB) % 2 == 0 }
    return value == 0x30C4 || value == 0x30C6 || value == 0x30C8
  }
}
