import KakeiboCore

/// Reads the values of bank and card statements as they write them: signed amounts with a yen
/// sign that Shift_JIS shows as a backslash, billing months of two-digit years, days without a
/// year, card numbers with hidden digits.
enum StatementValues {
  /// Parses an amount as statements write it, returning its signed value in yen, or nil for an
  /// empty cell or one that holds only a dash (`-`, `－`, `―`): `9,000`, `11402`, `-1,280`,
  /// `+10,000`, `\15,593` and `¥1,200` (the yen sign, which Shift_JIS and Japanese fonts show
  /// as a backslash), `▲500` and `△500` (minus, as accountants write it), `1,000-` and
  /// `(1,000)`, `1200円`, `100000.000000` (decimals are read when their fraction is zero),
  /// full-width digits. Zero is 0.
  static func signedAmount(_ text: String) throws(InvalidValue) -> Int64? {
    if let plain = plainAmount(text.utf8) { return plain }
    var body = Substring(TextNormalization.folded(text))
    guard !body.isEmpty, !body.allSatisfy({ dashes.contains($0) }) else { return nil }
    var isNegative = false
    if body.first == "(", body.last == ")" {
      isNegative = true
      body = body.dropFirst().dropLast()
    }
    for _ in 0..<3 {
      // The sign before or after the yen sign: `-¥500`, `\-500`, `¥ 500`.
      if let first = body.first, "-−▲△".contains(first) {
        isNegative = true
        body = body.dropFirst()
      } else if body.first == "+" {
        body = body.dropFirst()
      } else if let first = body.first, "\\¥￥".contains(first) {
        body = body.dropFirst()
      } else if body.first == " " {
        body = body.dropFirst()
      }
    }
    if body.hasSuffix("円") { body = body.dropLast() }
    if let last = body.last, "-−▲△".contains(last), body.count > 1 {
      isNegative = true
      body = body.dropLast()
    }
    if let point = body.firstIndex(of: "."),
      body[body.index(after: point)...].allSatisfy({ $0 == "0" }),
      point > body.startIndex
    {
      body = body[..<point]
    }
    if !body.isEmpty, body.allSatisfy({ $0 == "0" || $0 == "," }) { return 0 }
    do {
      let magnitude = try Yen(parsingEntryAmount: String(body)).value
      return isNegative ? -magnitude : magnitude
    } catch {
      throw InvalidValue(.amount, text, error.reason)
    }
  }

  /// The cells that stand for no amount: dashes alone.
  private static let dashes: Set<Character> = ["-", "−", "―", "‐", "—", "ー", "－"]

  /// `1234`, `-1234`, `1,234` and `-1,234` in plain ASCII, the forms most files use, read from
  /// the bytes; nil for anything else (which the full parser reads or refuses).
  private static func plainAmount(_ bytes: String.UTF8View) -> Int64? {
    var value: Int64 = 0
    var isNegative = false
    var digits = 0
    var group = -1
    for (index, byte) in bytes.enumerated() {
      switch byte {
      case UInt8(ascii: "-") where index == 0:
        isNegative = true
      case UInt8(ascii: "0")...UInt8(ascii: "9"):
        guard digits < 12 else { return nil }
        value = value * 10 + Int64(byte - UInt8(ascii: "0"))
        digits += 1
        if group >= 0 { group += 1 }
      case UInt8(ascii: ","):
        // The first group has one to three digits, each later one three.
        guard group == -1 ? (1...3).contains(digits) : group == 3 else { return nil }
        group = 0
      default:
        return nil
      }
    }
    guard digits > 0, group == -1 || group == 3 else { return nil }
    return isNegative ? -value : value
  }

  /// Reads a billing month with a two-digit year, as 三井住友カード writes it: `18/8` and
  /// `'22/08` are 2018-08 and 2022-08. Nil for anything else.
  static func billingMonth(_ text: String) -> YearMonth? {
    var folded = Substring(TextNormalization.folded(text))
    if folded.first == "'" { folded = folded.dropFirst() }
    let parts = folded.split(separator: "/", omittingEmptySubsequences: false)
    guard parts.count == 2, parts[0].count == 2, (1...2).contains(parts[1].count),
      let year = Int(parts[0]), let month = Int(parts[1])
    else { return nil }
    return YearMonth(year: 2000 + year, month: month)
  }

  /// Reads a day without a year, `MM/DD` or `M/D` (モバイルSuica's 月日): (month, day), or nil.
  static func monthAndDay(_ text: String) -> (month: Int, day: Int)? {
    let parts = TextNormalization.folded(text).split(
      separator: "/", omittingEmptySubsequences: false)
    guard parts.count == 2, parts.allSatisfy({ (1...2).contains($0.count) }),
      let month = Int(parts[0]), let day = Int(parts[1]), (1...12).contains(month),
      (1...31).contains(day)
    else { return nil }
    return (month, day)
  }

  /// Whether `text` starts with a card number whose digits are partly hidden, as statements
  /// print it: `****-****-****-1234`, `0000-0000-0000-0***`, `4980-00**-****-****`,
  /// `****-****-****-***` (four groups of three or four, at least one hidden digit), alone or
  /// followed by a space and more.
  static func startsWithMaskedCardNumber(_ text: String) -> Bool {
    let scalars = Array(TextNormalization.folded(text).unicodeScalars)
    var groups = 0
    var length = 0
    var hidden = false
    for scalar in scalars {
      switch scalar {
      case "0"..."9": length += 1
      case "*", "X", "x", "●", "＊":
        length += 1
        hidden = true
      case "-" where groups < 3 && (3...4).contains(length):
        groups += 1
        length = 0
      case " " where groups == 3:
        return (3...4).contains(length) && hidden
      default:
        return false
      }
      if length > 4 { return false }
    }
    return groups == 3 && (3...4).contains(length) && hidden
  }
}

/// A line of a statement that is not a row of its table.
enum LineKind: Sendable, Equatable {
  /// Every field empty.
  case blank
  /// A card holder's line, which opens a section: `****-****-****-1234 氏名` (ビューカード),
  /// `氏名　様,0000-0000-0000-0***,ＶＩＳＡ` (三井住友カード), `,ご利用者名:氏名 様,,` (セゾン).
  case cardHolder
  /// A total: amounts alone, or with a word such as 合計 (`,,,,,123456`, `合計,,12,000`,
  /// `,【小計】,,,,743414`). It ends the table, unless a card holder's line opens another section
  /// after it.
  case total
  /// A line inside the table that is no row: words without a date or an amount, or a line that
  /// sums something up (`お支払済分 ご返金額`).
  case note
  /// What ends the table wherever it is (its text, as the line writes it): a row of `*`, the
  /// title of another section (`分割・ボーナス払い明細`, `<消費税課税対象の内訳>`), or another
  /// table's header.
  case end(String)
  /// The table's own header again (on every page of a printed statement, or over each of two
  /// accounts' rows): it opens another section, as a card holder's line does.
  case repeatedHeader

  /// The kind of a line whose fields are `fields`, when it is one of these; nil for a line that
  /// may be a row. A total has no date: its field in `dateColumn` is empty or a word.
  static func of(_ fields: [String], dateColumn: Int) -> LineKind? {
    let values = fields.map { TextNormalization.folded($0) }
    guard values.contains(where: { !$0.isEmpty }) else { return .blank }
    if values.contains(where: StatementValues.startsWithMaskedCardNumber) { return .cardHolder }
    if dateColumn < values.count, !values[dateColumn].isEmpty, !isTotalWord(values[dateColumn]) {
      return nil
    }
    var hasAmount = false
    for value in values where !value.isEmpty {
      if (try? StatementValues.signedAmount(value)) != nil {
        hasAmount = true
      } else if !isTotalWord(value) {
        return nil
      }
    }
    return hasAmount ? .total : nil
  }

  /// The kind of a line of a statement's table (whose date, in `dateColumn`, is empty or not a
  /// date) that is no row of it, or nil when it may be one: beside `of(_:dateColumn:)`'s, a
  /// total named by a word among other words (`ショッピング合計`), a card holder's line named by
  /// 様 (with the holder's total or not), a row of `*`, a section's title (a line of one word,
  /// after the first row, that names no month), another header, and a note (a line without an
  /// amount).
  static func inTable(
    _ fields: [String], dateColumn: Int?, amountColumns: [Int], hasRows: Bool, header: [String]
  ) -> LineKind? {
    if let kind = of(fields, dateColumn: dateColumn ?? -1) { return kind }
    let values = fields.map { TextNormalization.folded($0) }
    let filled = values.filter { !$0.isEmpty }
    if filled.allSatisfy({ $0.allSatisfy { "*＊-=ー_".contains($0) } }) {
      return .end(filled.joined(separator: ","))
    }
    // A card holder's line, even with the holder's total beside it.
    if filled.contains(where: isHolderName) { return .cardHolder }
    let hasAmount = amountColumns.contains { holdsAmount(values, $0) }
    if hasAmount, filled.contains(where: isTotalWord) { return .total }
    if hasRows, TableMapping(header: fields, line: 0) != nil {
      let key = { (names: [String]) in names.map(ColumnVocabulary.key).filter { !$0.isEmpty } }
      return key(fields) == key(header) ? .repeatedHeader : .end(filled.joined(separator: ","))
    }
    if hasRows, filled.count == 1, !hasAmount,
      (try? StatementValues.signedAmount(filled[0])).flatMap({ $0 }) == nil
    {
      return isSectionTitle(filled[0]) ? .end(filled[0]) : .note
    }
    return hasAmount ? nil : .note
  }

  /// Words of another section's title: a line of one cell that is bracketed or names what
  /// statements list apart (`分割・ボーナス払い明細`, `<消費税課税対象の内訳>`, `【キャッシング】`);
  /// not a heading of a month's rows (`2026年10月分`), and not a note (`お支払済分 ご返金額`).
  private static let sectionWords = [
    "明細", "内訳", "一覧", "ショッピング", "キャッシング", "分割", "リボ", "ボーナス", "海外", "払い", "予定",
  ]

  /// Words of a page's title or number (`入出金明細 2/2ページ`, `- 2 -`): a page goes on with the
  /// table.
  private static let pageWords = ["ページ", "頁", "page"]

  static func isSectionTitle(_ text: String) -> Bool {
    guard StatementDates.latestDay(in: text) == nil else { return false }
    let key = TextNormalization.matchKey(text)
    if pageWords.contains(where: key.contains) { return false }
    if let first = text.first, "【<＜≪《〈[［".contains(first) { return true }
    return sectionWords.contains(where: text.contains)
  }

  private static func holdsAmount(_ values: [String], _ column: Int) -> Bool {
    column < values.count
      && (try? StatementValues.signedAmount(values[column])).flatMap { $0 } != nil
  }

  /// Whether `text` names a card holder: `氏名 様`, `【氏名 様】`, `ご利用者名:氏名 様`.
  static func isHolderName(_ text: String) -> Bool {
    var scalars = Substring(text)
    while let last = scalars.last, " 】]）)>」".contains(last) { scalars = scalars.dropLast() }
    return scalars.hasSuffix("様") || scalars.hasPrefix("ご利用者名") || scalars.hasPrefix("会員名")
  }

  /// Whether `text` names a total: 合計, 小計, 総計, 計, total, subtotal (and longer names with
  /// them, such as ご利用合計, ショッピング合計, 【小計】).
  static func isTotalWord(_ text: String) -> Bool {
    let key = TextNormalization.matchKey(text).filter { !"【】[]<>()（）≪≫ 　".contains($0) }
    return key.contains("合計") || key.contains("小計") || key.contains("総計") || key == "計"
      || (key.hasSuffix("計") && key.count <= 8) || key.hasPrefix("total")
      || key.hasPrefix("subtotal")
  }
}
