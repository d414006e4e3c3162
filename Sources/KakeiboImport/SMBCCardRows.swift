import KakeiboCore

/// 三井住友カード's ご利用明細 from Vpass, and the cards that share its layout: no header, fields
/// by position, in two layouts that a file may mix.
///
/// - Not yet final (速報), 13 fields: `2018/7/3,東京電力  電気料金等,ご本人,1回払い,,18/8,11402,
///   11402,,,,,`: date, store, card user, payment plan, –, billing month (a two-digit year:
///   2018-08, sometimes written `'18/08`), amount used, amount billed, ….
/// - Final (確定), 7 fields: `2020/7/3,東京電力  電気料金等,11402,1,1,11402,`: date, store,
///   amount used, instalments, this instalment, amount billed, notes.
///
/// A section opens with a card holder's line (`氏名　様,0000-0000-0000-0***,ＶＩＳＡ`) and may
/// close with a total (`,,,,,123456`). The amount used is an expense, or a refund when negative;
/// the memo is the store. The same purchase in both layouts has the same fingerprint, so a
/// final statement adds nothing that its earlier one brought in.
struct SMBCCardRows: RowConverter {
  private var reading: StatementReading

  init(reading: StatementReading) {
    self.reading = reading
  }

  /// The positions of the fields, by the layout's number of fields.
  private static func amountColumn(fieldCount: Int) -> Int { fieldCount >= 8 ? 6 : 2 }

  mutating func convert(_ row: inout SourceRow) -> ConvertedRow {
    let dateText = row.text(0, field: "利用日")
    let date = reading.date(dateText, in: &row)
    let storeText = row.text(1, field: "利用店名")
    let amountColumn = Self.amountColumn(fieldCount: row.record.count)
    let used = row.amount(amountColumn, field: "利用金額")
    guard let date else {
      return row.lineOrProblems(
        dateColumn: 0, dateText: dateText, hasAmount: row.holdsText(amountColumn))
    }
    return reading.cardRow(date: date, store: storeText, used: used, refunded: .empty, in: &row)
  }

  /// Whether `line` (a file's first) is one of this layout's: a card holder's line or a row.
  static func isFirstLine(_ line: [String]) -> Bool {
    if line.count >= 2, TextNormalization.folded(line[0]).hasSuffix("様"),
      StatementValues.startsWithMaskedCardNumber(line[1])
    {
      return true
    }
    guard line.count >= 6, (try? ImportAdapters.date(line[0])) != nil,
      !TextNormalization.folded(line[1]).isEmpty
    else { return false }
    func isAmount(_ index: Int) -> Bool {
      (try? StatementValues.signedAmount(line[index])).flatMap { $0 } != nil
    }
    func isCount(_ index: Int) -> Bool {
      let text = TextNormalization.folded(line[index])
      return !text.isEmpty && text.allSatisfy(\.isNumber)
    }
    if line.count >= 8 {
      return StatementValues.billingMonth(line[5]) != nil && isAmount(6) && isAmount(7)
    }
    return isAmount(2) && isCount(3) && isCount(4) && isAmount(5)
  }
}
