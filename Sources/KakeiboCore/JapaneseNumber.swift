/// Reads whole numbers as Japanese writes them: with digits (ASCII, full-width, or the kanji
/// 〇 一 二 … 九), grouping commas, and the units 十 百 千 万 億 兆, which may follow one another
/// from the largest down: `2万3千` (23,000), `1億2000万`, `3千万`, `十一`, `二千二十六`,
/// `1万2,500`, `三千二万` (3,002 of 万: 30,020,000). A unit below 万 may stand without a number
/// before it (`千` is 1,000, `十一` is 11); 万, 億 and 兆 need one. A number of one term may
/// have a decimal fraction when a unit follows it and the whole is still a whole number:
/// `1.5万` is 15,000 (`1.5万3千` is refused: the fraction already says the thousands).
/// Pure; the reasons for a refusal are data, which `Yen` and `LedgerDate` hand on.
public enum JapaneseNumber {
  /// Why a text is not a number of this form.
  public enum Problem: Error, Equatable, Sendable {
    /// Something that is neither a digit, a comma, a decimal point nor a unit.
    case notANumber
    /// Commas that do not separate groups of three digits.
    case misgrouped
    /// A fraction that leaves part of a yen (`1.23456万`), or one that is not before a unit.
    case fractional
    /// A fraction in a number of several terms (`1.5万3千`), where it would say the smaller
    /// units twice.
    case fractionBeforeMoreTerms
    /// A part no smaller than the unit before it (`1万12000`, `5千3千`): units go from the
    /// largest down, each once.
    case unitsOutOfOrder
    /// 万, 億 or 兆 with no number before it.
    case unitWithoutNumber(Character)
    /// More than `limit`.
    case tooLarge
  }

  /// The units and the power of ten each stands for.
  static let units: [Character: Int] = ["十": 1, "百": 2, "千": 3, "万": 4, "億": 8, "兆": 12]

  /// The kanji digits and the ASCII digit each reads as.
  static let kanjiDigits: [Character: Character] = [
    "〇": "0", "零": "0", "一": "1", "二": "2", "三": "3", "四": "4", "五": "5", "六": "6",
    "七": "7", "八": "8", "九": "9",
  ]

  /// Whether `character` is a unit (十 百 千 万 億 兆) or a kanji digit: what tells a number
  /// written in Japanese from one of digits alone.
  public static func isJapaneseNumeral(_ character: Character) -> Bool {
    units[character] != nil || kanjiDigits[character] != nil
  }

  /// Returns `text` with its kanji digits written as ASCII digits (`一二〇〇` is `1200`).
  static func asciiDigits(_ text: some StringProtocol) -> String {
    String(text.map { kanjiDigits[$0] ?? $0 })
  }

  /// One number with the power of ten it is multiplied by: `3千` is 3 at 3.
  struct Term {
    /// The digits as written (with commas, and a fraction after `.`); nil when the unit
    /// stands alone and means one of it.
    var digits: Substring?
    var exponent: Int
  }

  /// Returns the value of `text` (already folded: full-width forms as ASCII), or why it is
  /// none. `limit` is the largest value accepted; `allowsFraction` and `allowsCommas` say
  /// whether the leading number may have a fraction and numbers may group digits with commas.
  public static func value(
    of text: some StringProtocol, limit: Int64, allowsFraction: Bool = true,
    allowsCommas: Bool = true
  ) -> Result<Int64, Problem> {
    let text = asciiDigits(text)
    guard !text.isEmpty else { return .failure(.notANumber) }
    // The text split into terms, each section below 万 multiplied by the large unit after it.
    var terms: [Term] = []
    var section: [Term] = []
    var pending: Substring?
    var index = text.startIndex
    while index < text.endIndex {
      let character = text[index]
      if character.isASCII, character.isNumber || character == "," || character == "." {
        var end = index
        while end < text.endIndex, text[end].isASCII,
          text[end].isNumber || text[end] == "," || text[end] == "."
        {
          end = text.index(after: end)
        }
        pending = text[index..<end]
        index = end
        continue
      }
      guard let exponent = units[character] else { return .failure(.notANumber) }
      if exponent < 4 {
        section.append(Term(digits: pending, exponent: exponent))
      } else {
        if let number = pending { section.append(Term(digits: number, exponent: 0)) }
        guard !section.isEmpty else { return .failure(.unitWithoutNumber(character)) }
        terms += section.map { Term(digits: $0.digits, exponent: $0.exponent + exponent) }
        section = []
      }
      pending = nil
      index = text.index(after: index)
    }
    if let number = pending { section.append(Term(digits: number, exponent: 0)) }
    terms += section

    var total: Int64 = 0
    var previousExponent: Int?
    for term in terms {
      let value: Int64
      switch termValue(
        term, allowsFraction: allowsFraction, isAlone: terms.count == 1, allowsCommas: allowsCommas,
        limit: limit)
      {
      case .success(let termValue): value = termValue
      case .failure(let problem): return .failure(problem)
      }
      if let previousExponent, let bound = power(previousExponent), value >= bound {
        return .failure(.unitsOutOfOrder)
      }
      previousExponent = term.exponent
      let (sum, overflow) = total.addingReportingOverflow(value)
      guard !overflow, sum <= limit else { return .failure(.tooLarge) }
      total = sum
    }
    return .success(total)
  }

  /// The value of one term: its number (one when it has none) times ten to its exponent.
  private static func termValue(
    _ term: Term, allowsFraction: Bool, isAlone: Bool, allowsCommas: Bool, limit: Int64
  ) -> Result<Int64, Problem> {
    guard let digits = term.digits else {
      return power(term.exponent).map(Result.success) ?? .failure(.tooLarge)
    }
    var whole = digits
    var fraction: Substring = ""
    if let point = digits.firstIndex(of: ".") {
      whole = digits[..<point]
      fraction = digits[digits.index(after: point)...]
      guard !whole.isEmpty, !fraction.isEmpty, fraction.allSatisfy(\.isASCIIDigit) else {
        return .failure(.notANumber)
      }
      guard allowsFraction, term.exponent > 0 else { return .failure(.fractional) }
      guard isAlone else { return .failure(.fractionBeforeMoreTerms) }
      while fraction.last == "0" { fraction = fraction.dropLast() }
      guard fraction.count <= term.exponent else { return .failure(.fractional) }
    }
    if whole.contains(",") {
      guard allowsCommas else { return .failure(.notANumber) }
      let groups = whole.split(separator: ",", omittingEmptySubsequences: false)
      let isGrouped =
        (1...3).contains(groups[0].count) && groups.dropFirst().allSatisfy { $0.count == 3 }
      guard isGrouped else { return .failure(.misgrouped) }
    }
    guard let scale = power(term.exponent) else { return .failure(.tooLarge) }
    var number: Int64 = 0
    for character in whole where character != "," {
      guard let digit = character.asciiDigitValue else { return .failure(.notANumber) }
      let (shifted, overflow1) = number.multipliedReportingOverflow(by: 10)
      let (next, overflow2) = shifted.addingReportingOverflow(Int64(digit))
      guard !overflow1, !overflow2, next <= limit else { return .failure(.tooLarge) }
      number = next
    }
    let (scaled, overflow) = number.multipliedReportingOverflow(by: scale)
    guard !overflow, scaled <= limit else { return .failure(.tooLarge) }
    // The fraction, now known to end within the unit: `.5` of 万 is 5 at 3.
    var part: Int64 = 0
    for character in fraction {
      part = part * 10 + Int64(character.asciiDigitValue ?? 0)
    }
    if let fractionScale = power(term.exponent - fraction.count) {
      part *= fractionScale
    }
    let (sum, overflow3) = scaled.addingReportingOverflow(part)
    guard !overflow3, sum <= limit else { return .failure(.tooLarge) }
    return .success(sum)
  }

  /// Ten to `exponent` (0 to 18), or nil when it would not fit.
  private static func power(_ exponent: Int) -> Int64? {
    guard (0...18).contains(exponent) else { return nil }
    var result: Int64 = 1
    for _ in 0..<exponent { result *= 10 }
    return result
  }
}

extension Character {
  /// Whether this is one of the ASCII digits 0–9.
  var isASCIIDigit: Bool { asciiValue.map { (0x30...0x39).contains($0) } ?? false }

  /// The value of an ASCII digit 0–9, or nil for any other character.
  var asciiDigitValue: Int? {
    guard let value = asciiValue, (0x30...0x39).contains(value) else { return nil }
    return Int(value - 0x30)
  }
}
