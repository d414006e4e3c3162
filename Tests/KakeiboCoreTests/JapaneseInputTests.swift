import Messages
import RefusalTesting
import Testing

@testable import KakeiboCore

private let today = LedgerDate(validYear: 2026, month: 11, day: 15)

/// The refusal `body` throws: its reason, and the problem that names the accepted forms.
private func refusal(_ body: () throws -> Void) -> InvalidValue? {
  do {
    try body()
    return nil
  } catch {
    return error as? InvalidValue
  }
}

@Suite struct JapaneseNumberTests {
  @Test(
    arguments: [
      ("1万", 10_000), ("1.5万", 15_000), ("2万3千", 23_000), ("1億2000万", 120_000_000),
      ("3千万", 30_000_000), ("十一", 11), ("二千二十六", 2026), ("1万2,500", 12_500),
      ("三千二万", 30_020_000), ("千", 1000), ("百万", 1_000_000), ("一万二千", 12_000),
      ("二〇二六", 2026), ("1.25万", 12_500), ("1.50万", 15_000), ("12", 12), ("1,200", 1200),
      ("9999億9999万9999", 999_999_999_999), ("5千3百", 5300), ("1億5", 100_000_005),
    ] as [(String, Int64)])
  func readsNumbersAsJapaneseWritesThem(text: String, expected: Int64) {
    #expect(JapaneseNumber.value(of: text, limit: 999_999_999_999) == .success(expected))
  }

  @Test(
    arguments: [
      ("", .notANumber), ("1万x", .notANumber), ("1.万", .notANumber), (".5万", .notANumber),
      ("1,2万", .misgrouped), ("1.23456万", .fractional), ("1.5", .fractional),
      ("1.5万3千", .fractionBeforeMoreTerms), ("1万12000", .unitsOutOfOrder),
      ("5千3千", .unitsOutOfOrder), ("1万1万", .unitsOutOfOrder), ("十十", .unitsOutOfOrder),
      ("万", .unitWithoutNumber("万")), ("億円", .unitWithoutNumber("億")), ("1兆", .tooLarge),
      ("99999999999999999999", .tooLarge),
    ] as [(String, JapaneseNumber.Problem)])
  func refusesWhatIsNoNumber(text: String, problem: JapaneseNumber.Problem) {
    #expect(JapaneseNumber.value(of: text, limit: 999_999_999_999) == .failure(problem))
  }

  @Test func fractionsAndCommasCanBeTurnedOff() {
    #expect(
      JapaneseNumber.value(of: "1.5万", limit: 99_999, allowsFraction: false)
        == .failure(.fractional))
    #expect(
      JapaneseNumber.value(of: "1,000", limit: 99_999, allowsCommas: false)
        == .failure(.notANumber))
  }
}

@Suite struct JapaneseAmountTests {
  @Test(
    arguments: [
      ("1万", 10_000), ("1.5万", 15_000), ("2万3千", 23_000), ("12,000円", 12_000),
      ("¥12,000", 12_000), ("￥１２，０００", 12_000), ("１万", 10_000), ("１.５万円", 15_000),
      ("一万二千", 12_000), ("¥1万2,000", 12_000), ("3千円", 3000), ("千円", 1000),
      ("1200", 1200), (" 2万 ", 20_000), ("9999億9999万9999円", 999_999_999_999),
    ] as [(String, Int64)])
  func acceptsJapaneseAmounts(text: String, expected: Int64) throws {
    #expect(try Yen(parsingTyped: text) == Yen(expected))
  }

  @Test(
    arguments: [
      ("1.23456万", InvalidValue.Reason.fractionalAmount, "yen amounts are whole numbers"),
      ("12.5", .fractionalAmount, "yen amounts are whole numbers"),
      ("1兆", .amountTooLarge, "too large"),
      ("0万", .amountTooSmall, "must be at least 1"),
      ("〇", .amountTooSmall, "must be at least 1"),
      ("1万12000", .misorderedUnits, "units go from the largest down"),
      ("1.5万3千", .fractionBeforeMoreUnits, "a fraction is written only before a single unit"),
      ("万円", .unitWithoutNumber("万"), "万 needs a number before it"),
      ("-1万", .negativeAmount, "amounts are positive"),
      ("1万ドル", .notAnAmount, "not a yen amount"),
      ("abc", .notAnAmount, "not a yen amount"),
      ("1,20万", .misgroupedAmount, "commas must separate groups of three digits"),
    ])
  func refusesWithTheTypedForms(text: String, reason: InvalidValue.Reason, problem: String) {
    let error = refusal { _ = try Yen(parsingTyped: text) }
    #expect(error?.field == .amount)
    #expect(error?.value == text)
    #expect(error?.reason == reason)
    #expect(error?.problem.hasPrefix(problem) == true)
    #expect(error?.problem.hasSuffix(AcceptedForms.typedAmount.english) == true)
  }

  @Test func filesKeepToTheWrittenForms() {
    let error = refusal { _ = try Yen(parsingEntryAmount: "九十九") }
    #expect(error?.reason == .notAnAmount)
    #expect(error?.problem.hasSuffix(AcceptedForms.amount.english) == true)
  }

  @Test func aNegativeExpenseSaysHowARefundIsWritten() {
    let error = refusal { _ = try Yen(parsingExpenseArgument: "-1.5万") }
    #expect(error?.reason == .negativeExpense(magnitude: "1.5万"))
    #expect(error?.problem.hasSuffix(AcceptedForms.typedAmount.english) == true)
  }
}

@Suite struct JapaneseDateTests {
  @Test(arguments: [
    ("11月4日", "2026-11-04"), ("1月31日", "2026-01-31"), ("１１月４日", "2026-11-04"),
    ("11月4", "2026-11-04"), ("11月 4日", "2026-11-04"), ("十一月四日", "2026-11-04"),
    ("2025年12月31日", "2025-12-31"), ("二〇二四年二月二十九日", "2024-02-29"),
    ("4日", "2026-11-04"), ("３０日", "2026-11-30"), ("二十日", "2026-11-20"),
    ("今日", "2026-11-15"), ("きょう", "2026-11-15"), ("本日", "2026-11-15"),
    ("昨日", "2026-11-14"), ("きのう", "2026-11-14"), ("おととい", "2026-11-13"),
    ("一昨日", "2026-11-13"), ("3日前", "2026-11-12"), ("十日前", "2026-11-05"),
    ("0日前", "2026-11-15"), ("30日前", "2026-10-16"), ("11/4", "2026-11-04"),
    ("１１/４", "2026-11-04"),
  ])
  func acceptsJapaneseDates(text: String, expected: String) throws {
    #expect(try LedgerDate(parsing: text, today: today).description == expected)
  }

  @Test(arguments: [
    (
      "31日",
      InvalidValue.Reason.noSuchDay(31, month: YearMonth(validYear: 2026, month: 11), days: 30)
    ),
    ("0日", .noSuchDay(0, month: YearMonth(validYear: 2026, month: 11), days: 30)),
    ("2月30日", .noSuchDay(30, month: YearMonth(validYear: 2026, month: 2), days: 28)),
    ("2026年2月29日", .noSuchDay(29, month: YearMonth(validYear: 2026, month: 2), days: 28)),
    ("13月1日", .noSuchMonth(13)), ("0年1月1日", .yearOutOfRange),
    ("10000年1月1日", .yearOutOfRange), ("11月", .notADate), ("2026年11月", .notADate),
    ("2026年4日", .notADate), ("4日11月", .notADate), ("日", .notADate), ("月4日", .notADate),
    ("11月4日朝", .notADate), ("1.5日", .notADate), ("明日", .notADate), ("x日前", .notADate),
    ("4000000日前", .dateOutOfRange),
  ])
  func refusesWhatIsNoDay(text: String, reason: InvalidValue.Reason) {
    let error = refusal { _ = try LedgerDate(parsing: text, today: today) }
    #expect(error?.field == .date)
    #expect(error?.reason == reason)
    #expect(error?.problem.hasSuffix(AcceptedForms.date.english) == true)
  }

  @Test func wordsForEarlierDaysCrossMonthsYearsAndTheStartOfTime() throws {
    let newYear = LedgerDate(validYear: 2027, month: 1, day: 1)
    #expect(try LedgerDate(parsing: "おととい", today: newYear).description == "2026-12-30")
    let leap = LedgerDate(validYear: 2024, month: 3, day: 1)
    #expect(try LedgerDate(parsing: "昨日", today: leap).description == "2024-02-29")
    let first = LedgerDate(validYear: 1, month: 1, day: 1)
    #expect(refusal { _ = try LedgerDate(parsing: "一昨日", today: first) }?.reason == .dateOutOfRange)
  }
}

// MARK: - Properties

/// A random number generator with a seed (SplitMix64): every run tries the same cases, and a
/// failure names the one that failed.
private struct Seeded: RandomNumberGenerator {
  var state: UInt64
  mutating func next() -> UInt64 {
    state &+= 0x9E37_79B9_7F4A_7C15
    var z = state
    z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
    z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
    return z ^ (z >> 31)
  }
}

/// One of `elements`, at random.
private func pick<Element>(_ elements: [Element], _ random: inout Seeded) -> Element {
  elements[Int.random(in: elements.indices, using: &random)]
}

/// How a test writes the digits of a number.
private enum DigitStyle: CaseIterable {
  case ascii, fullWidth, kanji

  func write(_ digits: String) -> String {
    let kanji = Array("〇一二三四五六七八九")
    let fullWidth = Array("０１２３４５６７８９")
    return String(
      digits.map { digit in
        guard digit.isASCII, let value = digit.wholeNumberValue else { return digit }
        switch self {
        case .ascii: return digit
        case .fullWidth: return fullWidth[value]
        case .kanji: return kanji[value]
        }
      })
  }
}

/// `value` (below 10,000) as Japanese writes it: in digits (`2345`, `2,345`), or with 千, 百 and
/// 十 after single digits (`2千3百4十5`), the 1 before them left out at random (`千百十一`).
private func section(_ value: Int64, _ random: inout Seeded, commas: Bool) -> String {
  if Bool.random(using: &random) {
    return commas && value >= 1000 && Bool.random(using: &random)
      ? Yen.grouped(UInt64(value)) : String(value)
  }
  var text = ""
  let units: [(Int64, String)] = [(1000, "千"), (100, "百"), (10, "十"), (1, "")]
  var rest = value
  for (scale, unit) in units {
    let digit = rest / scale
    rest %= scale
    guard digit > 0 else { continue }
    text += (digit == 1 && !unit.isEmpty && Bool.random(using: &random) ? "" : String(digit)) + unit
  }
  return text
}

/// `value` written with 億 and 万 between its sections of four digits, each section in its
/// own style (`12億3,456万7千8百9`).
private func japanese(_ value: Int64, _ random: inout Seeded, commas: Bool = true) -> String {
  let sections = [(value / 100_000_000, "億"), (value / 10_000 % 10_000, "万"), (value % 10_000, "")]
  return sections.filter { $0.0 > 0 }.map { section($0.0, &random, commas: commas) + $0.1 }
    .joined()
}

@Suite struct JapaneseInputPropertyTests {
  @Test func everyAmountWrittenWithUnitsReadsBack() throws {
    var random = Seeded(state: 22)
    for _ in 0..<3000 {
      let magnitude = pick([9, 99_999, 99_999_999, Yen.entryRange.upperBound], &random)
      let value = Int64.random(in: 1...magnitude, using: &random)
      let style = pick(DigitStyle.allCases, &random)
      var text = style.write(japanese(value, &random, commas: style != .kanji))
      if Bool.random(using: &random) { text += "円" }
      if Bool.random(using: &random) { text = "¥" + text }
      #expect(try Yen(parsingTyped: text) == Yen(value), "\(text)")
    }
  }

  @Test func everyAmountWithAFractionOfAUnitReadsBack() throws {
    var random = Seeded(state: 2026)
    for _ in 0..<2000 {
      let (exponent, unit) = pick([(3, "千"), (4, "万"), (8, "億")], &random)
      let whole = Int64.random(in: 1...9_999, using: &random)
      let places = Int.random(in: 1...exponent, using: &random)
      var fraction = ""
      var fractionValue: Int64 = 0
      for _ in 0..<places {
        let digit = Int64.random(in: 0...9, using: &random)
        fraction += String(digit)
        fractionValue = fractionValue * 10 + digit
      }
      var scale: Int64 = 1
      for _ in 0..<exponent { scale *= 10 }
      var fractionScale: Int64 = 1
      for _ in 0..<(exponent - places) { fractionScale *= 10 }
      let value = whole * scale + fractionValue * fractionScale
      let text = "\(whole).\(fraction)\(unit)"
      #expect(try Yen(parsingTyped: text) == Yen(value), "\(text)")
      // One more place than the unit holds leaves part of a yen.
      let tooFine =
        "\(whole).\(fraction)\(String(repeating: "0", count: exponent - places))7\(unit)"
      #expect(refusal { _ = try Yen(parsingTyped: tooFine) }?.reason == .fractionalAmount)
    }
  }

  @Test func writtenAmountsReadAsTheFileParserReadsThem() throws {
    var random = Seeded(state: 7)
    for _ in 0..<2000 {
      let value = Int64.random(in: 1...Yen.entryRange.upperBound, using: &random)
      let text = Bool.random(using: &random) ? Yen(value).description : String(value) + "円"
      #expect(try Yen(parsingTyped: text) == Yen(parsingEntryAmount: text))
    }
  }

  @Test func everyDayWrittenInJapaneseReadsBack() throws {
    var random = Seeded(state: 1104)
    for _ in 0..<3000 {
      let days = Int.random(in: -719_162...2_932_896, using: &random)
      let date = try #require(LedgerDate(daysSinceEpoch: days))
      let style = pick(DigitStyle.allCases, &random)
      func number(_ value: Int) -> String {
        style == .kanji && value > 0 && Bool.random(using: &random)
          ? style.write(section(Int64(value), &random, commas: false))
          : style.write(String(value))
      }
      let month = number(date.month) + "月" + number(date.day) + "日"
      #expect(try LedgerDate(parsing: number(date.year) + "年" + month, today: today) == date)
      let sameYear = LedgerDate(validYear: date.year, month: 6, day: 30)
      #expect(try LedgerDate(parsing: month, today: sameYear) == date)
      let sameMonth = LedgerDate(validYear: date.year, month: date.month, day: 1)
      #expect(try LedgerDate(parsing: number(date.day) + "日", today: sameMonth) == date)
      let back = Int.random(in: 0...400, using: &random)
      if let later = date.adding(days: back) {
        #expect(try LedgerDate(parsing: number(back) + "日前", today: later) == date)
      }
    }
  }
}
