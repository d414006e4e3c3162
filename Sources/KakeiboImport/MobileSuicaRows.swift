import KakeiboCore

/// モバイルSuica's 利用履歴: `月日,種別,利用場所,種別,利用場所,残高,入金・利用額`, fields by
/// position, days without a year (see `YearlessDates`), balances such as `\15,593`, newest first.
///
/// The one layout with a reader of its own, beside the general reader (`StatementTableRows`):
/// its header names two columns 種別 and two 利用場所 (where the train was entered, and where it
/// was left), which no reading by name can tell apart, and its 種別 says what a positive amount
/// is (a charge, or money given back after a use).
///
/// A negative amount (a fare, a purchase) is an expense. A positive one is a charge (チャージ,
/// オートチャージ, VIEW, カード, 現金), which moves the household's money onto the card and is
/// a transfer, or, after a use (物販, 入, 精 …), a refund. A row with no amount (the history's
/// oldest, or 繰 that carries the balance over) is not a payment. The memo is the kinds and the
/// places: `入 板橋 出 恵比寿`, `物販 ｾﾌﾞﾝ-ｲﾚﾌﾞﾝ`.
struct MobileSuicaRows: RowConverter {
  /// The header, in order.
  static let header = ["月日", "種別", "利用場所", "種別", "利用場所", "残高", "入金・利用額"]
  private static let headerKeys = header.map(TextNormalization.matchKey)
  /// The kinds of use whose positive amount is money given back, not a charge.
  private static let uses = Set(["物販", "入", "*入", "精", "ﾊﾞｽ等", "購", "定", "払戻"].map(MatchKey.init))
  private static let carriedOver = MatchKey("繰")

  private var reading: StatementReading
  private let dates: YearlessDates
  private var lastDate: (text: String, date: LedgerDate)?

  init(reading: StatementReading, dates: YearlessDates) {
    self.reading = reading
    self.dates = dates
  }

  /// Whether `line` is the layout's header.
  static func isHeader(_ line: [String]) -> Bool {
    line.count >= header.count
      && zip(line, headerKeys).allSatisfy { TextNormalization.matchKey($0) == $1 }
  }

  mutating func convert(_ row: inout SourceRow) -> ConvertedRow {
    let dateText = row.text(0, field: "月日")
    let date = self.date(dateText, in: &row)
    let parts = [1, 2, 3, 4].map { row.text($0, field: Self.header[$0]) }
    let amount = row.amount(6, field: "入金・利用額")
    guard let date else {
      return row.lineOrProblems(dateColumn: 0, dateText: dateText, hasAmount: row.holdsText(6))
    }
    let memo = StatementReading.memo(parts, separator: " ", in: &row)
    guard let memo, let value = amount.value, row.problems.isEmpty else {
      return ConvertedRow(outcome: .invalid(row.problems))
    }
    let texts = parts.compactMap { $0 }
    let kind = MatchKey(texts[0])
    if kind == Self.carriedOver { return ConvertedRow(outcome: .skipped(.notAPayment)) }
    let meaning: StatementRow.Kind =
      if let transfer = reading.transfers.householdTransfer([memo.text]) {
        .transfer(transfer)
      } else if value < 0 {
        .expense
      } else {
        Self.uses.contains(kind) ? .refund : .transfer(.charge)
      }
    return reading.converted(
      date: date, amount: value, kind: meaning, memo: memo, fields: texts, in: &row)
  }

  /// The date of `text`: a day without a year (`10/28`), or a full date; nil after noting a
  /// problem.
  private mutating func date(_ text: String?, in row: inout SourceRow) -> LedgerDate? {
    guard let text else { return nil }
    if let lastDate, text.hasSameUTF8(as: lastDate.text) { return lastDate.date }
    do throws(InvalidValue) {
      let date =
        if let (month, day) = StatementValues.monthAndDay(text) {
          try dates.date(month: month, day: day, text: text)
        } else if let full = try? ImportAdapters.date(text) {
          full
        } else {
          throw InvalidValue(.date, text, .notASuicaDate)
        }
      lastDate = (text, date)
      return date
    } catch {
      row.note(error)
      return nil
    }
  }
}
