import KakeiboCore

/// Reads the values of bank and card statements as they write them: signed amounts with a yen
/// sign that Shift_JIS shows as a backslash, billing months of two-digit years, days without a
/// year, card numbers with hidden digits.
enum StatementValues {
  /// Parses an amount as statements write it, returning its signed value in yen, or nil for an
  /// empty field: `9,000`, `11402`, `-1,280`, `+10,000`, `\15,593` and `¥1,200` (the yen sign,
  /// which Shift_JIS and Japanese fonts show as a backslash), `▲500` (minus, as accountants
  /// write it), `1200円`, full-width digits. Zero is 0.
  static func signedAmount(_ text: String) throws(InvalidValue) -> Int64? {
    var body = Substring(TextNormalization.folded(text))
    guard !body.isEmpty else { return nil }
    var isNegative = false
    for _ in 0..<2 {
      // The sign before or after the yen sign: `-¥500`, `\-500`.
      if let first = body.first, "-−▲△".contains(first) {
        isNegative = true
        body = body.dropFirst()
      } else if body.first == "+" {
        body = body.dropFirst()
      } else if let first = body.first, "\\¥￥".contains(first) {
        body = body.dropFirst()
      }
    }
    if !body.isEmpty, body.allSatisfy({ $0 == "0" || $0 == "," }) { return 0 }
    do {
      let magnitude = try Yen(parsingEntryAmount: String(body)).value
      return isNegative ? -magnitude : magnitude
    } catch {
      throw InvalidValue(.amount, text, error.problem)
    }
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
  /// print it: `****-****-****-1234`, `0000-0000-0000-0***`, `4980-00**-****-****` (four groups
  /// of four, at least one hidden digit), alone or followed by a space and more.
  static func startsWithMaskedCardNumber(_ text: String) -> Bool {
    let scalars = Array(TextNormalization.folded(text).unicodeScalars)
    guard scalars.count >= 19, scalars.count == 19 || scalars[19] == " " else { return false }
    var hidden = false
    for (index, scalar) in scalars.prefix(19).enumerated() {
      if index % 5 == 4 {
        guard scalar == "-" else { return false }
        continue
      }
      switch scalar {
      case "0"..."9": break
      case "*", "X", "x": hidden = true
      default: return false
      }
    }
    return hidden
  }
}

/// A line of a statement that is not a row of its table.
enum LineKind: Sendable {
  /// Every field empty.
  case blank
  /// A card holder's line, which opens a section: `****-****-****-1234 氏名` (ビューカード),
  /// `氏名　様,0000-0000-0000-0***,ＶＩＳＡ` (三井住友カード).
  case cardHolder
  /// A total: amounts alone, or with a word such as 合計 (`,,,,,123456`, `合計,,12,000`).
  case total

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

  /// Whether `text` names a total: 合計, 小計, 総計, 計, total, subtotal (and longer names with
  /// them, such as ご利用合計).
  private static func isTotalWord(_ text: String) -> Bool {
    let key = TextNormalization.matchKey(text)
    return key.contains("合計") || key.contains("小計") || key.contains("総計") || key == "計"
      || key.hasPrefix("total") || key.hasPrefix("subtotal")
  }
}
