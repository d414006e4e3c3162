import KakeiboCore

/// Reads the dates of statements in every form Japanese banks and card companies write them:
/// `2024/05/01`, `2024-5-1`, `2024.05.01`, `20240501`, `240501`, `24/05/01`, `2024年5月1日`,
/// 和暦 (`H30.01.15`, `R6.5.1`, `令和6年5月1日`, `令和元年5月1日`, every era from 明治 to 令和 by
/// its letter or kanji), days without a year (`5/1`, `05/01`, `5月1日`), with full-width digits,
/// kanji numerals (`令和六年五月一日`, `二〇二四年十月三十一日`), spaces around, a weekday after
/// (`2024/05/01(水)`) or a time after (`2024/05/01 12:34:56`).
enum StatementDates {
  /// What a cell of a date column reads as.
  enum Reading: Equatable, Sendable {
    /// A date with its year.
    case full(LedgerDate)
    /// A day without a year, which the statement's period or today completes.
    case yearless(month: Int, day: Int)
  }

  /// The eras, newest first: the kanji name, its one-kanji and one-letter forms, and the
  /// Gregorian year of its first year (元年).
  static let eras: [(name: String, kanji: Character, letter: Character, firstYear: Int)] = [
    ("令和", "令", "R", 2019), ("平成", "平", "H", 1989), ("昭和", "昭", "S", 1926),
    ("大正", "大", "T", 1912), ("明治", "明", "M", 1868),
  ]

  /// The square era signs (㋿ ㍻ ㍼ ㍽ ㍾), which NFKC spells out.
  private static let eraSigns: [Unicode.Scalar: Int] = [
    "\u{32FF}": 0, "\u{337B}": 1, "\u{337C}": 2, "\u{337D}": 3, "\u{337E}": 4,
  ]

  /// Reads `text`, or nil when it is no date (an empty cell included). `compactDigits` allows
  /// the forms without separators (`20240501`, `240501`), which only a date column may hold:
  /// elsewhere they may be numbers.
  static func read(_ text: String, compactDigits: Bool = true) -> Reading? {
    if let fast = readPlainASCII(text) { return fast }
    var scalars = Array(TextNormalization.folded(text).unicodeScalars)
    guard !scalars.isEmpty else { return nil }
    dropTrailer(&scalars)
    if scalars.contains(where: { kanjiDigits[$0] != nil || kanjiUnits[$0] != nil }) {
      scalars = withArabicNumerals(scalars)
    }
    var era: Int?
    if let sign = scalars.first.flatMap({ eraSigns[$0] }) {
      era = sign
      scalars.removeFirst()
    } else if let (index, length) = eraPrefix(scalars) {
      era = index
      scalars.removeFirst(length)
    }
    guard let parts = numbers(scalars) else { return nil }
    if let era {
      guard parts.values.count == 3 || (parts.values.count == 1 && compactDigits) else {
        return nil
      }
      let (year, month, day): (Int, Int, Int)
      if parts.values.count == 3 {
        (year, month, day) = (parts.values[0], parts.values[1], parts.values[2])
      } else {
        // `H300115`: two digits of the era's year, then month and day.
        guard parts.widths[0] == 6 else { return nil }
        let value = parts.values[0]
        (year, month, day) = (value / 10_000, value / 100 % 100, value % 100)
      }
      guard year >= 1, year <= 99 else { return nil }
      return LedgerDate(year: eras[era].firstYear + year - 1, month: month, day: day).map(
        Reading.full)
    }
    switch parts.values.count {
    case 3:
      let (first, second, third) = (parts.values[0], parts.values[1], parts.values[2])
      if parts.widths[0] == 4, parts.widths[1] <= 2, parts.widths[2] <= 2 {
        return LedgerDate(year: first, month: second, day: third).map(Reading.full)
      }
      if parts.widths[2] == 4, parts.widths[0] <= 2, parts.widths[1] <= 2, !parts.hasKanji {
        // `05/01/2024`, as statements in English write it.
        return LedgerDate(year: third, month: first, day: second).map(Reading.full)
      }
      if parts.widths[0] == 2, parts.widths[1] <= 2, parts.widths[2] <= 2 {
        return LedgerDate(year: twoDigitYear(first), month: second, day: third).map(
          Reading.full)
      }
      return nil
    case 2:
      // A month and a day (`2024/05` is a month, refused by its width).
      guard parts.widths[0] <= 2, parts.widths[1] <= 2, (1...12).contains(parts.values[0]),
        parts.values[1] >= 1,
        parts.values[1] <= LedgerDate.daysIn(month: parts.values[0], year: 2024)
      else { return nil }
      return .yearless(month: parts.values[0], day: parts.values[1])
    case 1 where compactDigits:
      let value = parts.values[0]
      switch parts.widths[0] {
      case 8:
        return LedgerDate(year: value / 10_000, month: value / 100 % 100, day: value % 100).map(
          Reading.full)
      case 6:
        return LedgerDate(
          year: twoDigitYear(value / 10_000), month: value / 100 % 100, day: value % 100
        ).map(Reading.full)
      default:
        return nil
      }
    default:
      return nil
    }
  }

  /// The kanji numerals' digits (〇 and 零 are zero) and units.
  private static let kanjiDigits: [Unicode.Scalar: Int] = [
    "〇": 0, "零": 0, "一": 1, "二": 2, "三": 3, "四": 4, "五": 5, "六": 6, "七": 7, "八": 8, "九": 9,
  ]
  private static let kanjiUnits: [Unicode.Scalar: Int] = ["十": 10, "百": 100, "千": 1000]

  /// `scalars` with each run of kanji numerals written in digits: `十月三十一日` is `10月31日`,
  /// `二〇二四年` (digit by digit) `2024年`, `千九百八十九年` `1989年`.
  static func withArabicNumerals(_ scalars: [Unicode.Scalar]) -> [Unicode.Scalar] {
    var result: [Unicode.Scalar] = []
    var run: [Unicode.Scalar] = []
    func flush() {
      guard !run.isEmpty else { return }
      let value: Int
      if run.contains(where: { kanjiUnits[$0] != nil }) {
        // 三十一: each digit times the unit after it, a unit alone counting one of it.
        var (total, digit) = (0, 0)
        for scalar in run {
          if let unit = kanjiUnits[scalar] {
            total += (digit == 0 ? 1 : digit) * unit
            digit = 0
          } else {
            digit = digit * 10 + (kanjiDigits[scalar] ?? 0)
          }
        }
        value = total + digit
      } else {
        value = run.reduce(0) { $0 * 10 + (kanjiDigits[$1] ?? 0) }
      }
      let digits = run.allSatisfy({ kanjiDigits[$0] != nil }) ? run.count : 1
      var text = String(value)
      while text.count < digits { text = "0" + text }
      result += text.unicodeScalars
      run.removeAll()
    }
    for scalar in scalars {
      if kanjiDigits[scalar] != nil || kanjiUnits[scalar] != nil {
        run.append(scalar)
      } else {
        flush()
        result.append(scalar)
      }
    }
    flush()
    return result
  }

  /// The year of a two-digit year: 2000–2069 for 00–69, else 1970–1999.
  static func twoDigitYear(_ value: Int) -> Int { value < 70 ? 2000 + value : 1900 + value }

  /// `YYYY/MM/DD`, `YYYY-MM-DD` and `YYYY/M/D` in plain ASCII, the forms most files use, read
  /// from the bytes without folding; nil for anything else (which the full reader reads).
  private static func readPlainASCII(_ text: String) -> Reading? {
    var values = (0, 0, 0)
    var part = 0
    var width = 0
    var separator: UInt8 = 0
    for byte in text.utf8 {
      switch byte {
      case UInt8(ascii: "0")...UInt8(ascii: "9"):
        width += 1
        let digit = Int(byte - UInt8(ascii: "0"))
        switch part {
        case 0: values.0 = values.0 * 10 + digit
        case 1: values.1 = values.1 * 10 + digit
        default: values.2 = values.2 * 10 + digit
        }
      case UInt8(ascii: "/"), UInt8(ascii: "-"):
        guard separator == 0 || separator == byte, part < 2 else { return nil }
        guard part == 0 ? width == 4 : (1...2).contains(width) else { return nil }
        separator = byte
        part += 1
        width = 0
      default:
        return nil
      }
    }
    guard part == 2, (1...2).contains(width) else { return nil }
    return LedgerDate(year: values.0, month: values.1, day: values.2).map(Reading.full)
  }

  /// Drops what may follow a date in its cell: a weekday in brackets (`(水)`), or a time after
  /// a space or `T` (`12:34`, `12:34:56`).
  private static func dropTrailer(_ scalars: inout [Unicode.Scalar]) {
    if let open = scalars.firstIndex(where: { $0 == "(" || $0 == "（" }), open > 0 {
      scalars.removeSubrange(open...)
    }
    if let colon = scalars.firstIndex(of: ":"),
      let cut = scalars[..<colon].lastIndex(where: { $0 == " " || $0 == "T" })
    {
      scalars.removeSubrange(cut...)
    }
    while let last = scalars.last, last == " " { scalars.removeLast() }
  }

  /// The era a text starts with (its index in `eras`) and how many scalars name it: `令和`,
  /// `令`, `R` or `r` followed by a digit or 元.
  private static func eraPrefix(_ scalars: [Unicode.Scalar]) -> (Int, Int)? {
    func startsNumber(at index: Int) -> Bool {
      guard index < scalars.count else { return false }
      let scalar = scalars[index]
      return ("0"..."9").contains(scalar) || scalar == "元" || scalar == " "
    }
    for (index, era) in eras.enumerated() {
      let name = Array(era.name.unicodeScalars)
      if scalars.starts(with: name), startsNumber(at: name.count) { return (index, name.count) }
      let kanji = era.kanji.unicodeScalars.first
      let letter = era.letter.unicodeScalars.first
      let lower = era.letter.lowercased().unicodeScalars.first
      if let first = scalars.first, first == kanji || first == letter || first == lower,
        startsNumber(at: 1)
      {
        return (index, 1)
      }
    }
    return nil
  }

  /// The numbers of a date and how it separates them.
  private struct Numbers {
    var values: [Int] = []
    var widths: [Int] = []
    var separator: Unicode.Scalar?
    /// Whether 年, 月 or 日 separated them.
    var hasKanji = false
  }

  /// Splits `scalars` into at most three numbers separated by `/`, `-`, `.`, 年, 月 (and ended
  /// by an optional 日), spaces aside; nil for anything else. 元 is the number 1.
  private static func numbers(_ scalars: [Unicode.Scalar]) -> Numbers? {
    var parts = Numbers()
    var current: Int?
    var width = 0
    var expectsNumber = true
    func end() -> Bool {
      guard let value = current else { return false }
      parts.values.append(value)
      parts.widths.append(width)
      current = nil
      width = 0
      return parts.values.count <= 3
    }
    for scalar in scalars {
      switch scalar {
      case "0"..."9":
        guard width < 9 else { return nil }
        current = (current ?? 0) * 10 + Int(scalar.value - 0x30)
        width += 1
        expectsNumber = false
      case "元":
        guard current == nil, parts.values.isEmpty else { return nil }
        current = 1
        width = 1
        expectsNumber = false
      case " ":
        continue
      case "/", "-", ".", "年", "月":
        guard !expectsNumber, end() else { return nil }
        if scalar == "年" || scalar == "月" {
          parts.hasKanji = true
        } else if let separator = parts.separator, separator != scalar {
          return nil
        } else {
          parts.separator = scalar
        }
        expectsNumber = true
      case "日":
        guard !expectsNumber, end() else { return nil }
        parts.hasKanji = true
        expectsNumber = true
      default:
        return nil
      }
    }
    if current != nil {
      guard end() else { return nil }
    } else if parts.values.isEmpty || !parts.hasKanji {
      // A separator at the end (`2024/05/`), or nothing at all.
      return nil
    }
    return parts
  }

  /// Reads a date split over three columns (`操作日(年)`, `(月)`, `(日)`): the year in four
  /// digits or two, 和暦 (`R6`), each part with or without its kanji (`2024年`, `5月`, `1日`).
  static func read(year: String, month: String, day: String) -> LedgerDate? {
    func number(_ text: String, suffix: Unicode.Scalar) -> (value: Int, width: Int)? {
      var scalars = withArabicNumerals(Array(TextNormalization.folded(text).unicodeScalars))
      if scalars.last == suffix { scalars.removeLast() }
      guard !scalars.isEmpty, scalars.count <= 4, scalars.allSatisfy({ ("0"..."9").contains($0) })
      else { return nil }
      return (scalars.reduce(0) { $0 * 10 + Int($1.value - 0x30) }, scalars.count)
    }
    guard let month = number(month, suffix: "月"), let day = number(day, suffix: "日") else {
      return nil
    }
    var yearScalars = withArabicNumerals(Array(TextNormalization.folded(year).unicodeScalars))
    var eraYear: Int?
    if let (index, length) = eraPrefix(yearScalars) {
      yearScalars.removeFirst(length)
      eraYear = eras[index].firstYear - 1
    }
    let yearText = String(String.UnicodeScalarView(yearScalars))
    guard let parsed = number(yearText, suffix: "年") ?? (yearText == "元年" ? (1, 1) : nil)
    else { return nil }
    let value: Int
    if let eraYear {
      value = eraYear + parsed.value
    } else {
      switch parsed.width {
      case 4: value = parsed.value
      case 1, 2: value = twoDigitYear(parsed.value)
      default: return nil
      }
    }
    return LedgerDate(year: value, month: month.value, day: day.value)
  }

  /// The latest day a statement's own lines name (its period, its payment date, a month such
  /// as `2026年8月` meaning its last day), which a day without a year is on or before; nil when
  /// the text names none.
  static func latestDay(in text: String) -> LedgerDate? {
    let scalars = withArabicNumerals(Array(TextNormalization.folded(text).unicodeScalars))
    var latest: LedgerDate?
    var index = 0
    while index < scalars.count {
      guard ("0"..."9").contains(scalars[index]) || eraPrefix(Array(scalars[index...])) != nil,
        index == 0 || !("0"..."9").contains(scalars[index - 1])
      else {
        index += 1
        continue
      }
      // The longest run from here that reads as a date, or as a year and a month.
      var found: (LedgerDate, Int)?
      var end = index + 1
      while end <= scalars.count, end - index <= 16 {
        let piece = String(String.UnicodeScalarView(scalars[index..<end]))
        if case .full(let date)? = read(piece, compactDigits: false) {
          found = (date, end)
        } else if let month = yearMonth(piece) {
          let last = LedgerDate.daysIn(month: month.month, year: month.year)
          if let date = LedgerDate(year: month.year, month: month.month, day: last) {
            found = (date, end)
          }
        }
        end += 1
      }
      if let (date, end) = found {
        if latest.map({ date > $0 }) ?? true { latest = date }
        index = end
      } else {
        index += 1
      }
    }
    return latest
  }

  /// `2026年8月` or `2026/08` read as a month (of a year from 1900 to 2099); nil otherwise.
  private static func yearMonth(_ text: String) -> YearMonth? {
    let parts = text.split(whereSeparator: { $0 == "年" || $0 == "/" || $0 == "-" || $0 == "." })
    guard parts.count == 2, parts[0].count == 4,
      (1...2).contains(parts[1].count) || text.hasSuffix("月"),
      let year = Int(parts[0]), (1900...2099).contains(year)
    else { return nil }
    let monthText = parts[1].hasSuffix("月") ? parts[1].dropLast() : parts[1]
    guard let month = Int(monthText), (1...12).contains(month) else { return nil }
    return YearMonth(year: year, month: month)
  }
}
