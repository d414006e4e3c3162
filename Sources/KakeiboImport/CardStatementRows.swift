import KakeiboCore

/// The ご利用明細 of ビューカード, PayPayカード and 楽天カード, columns found by name (so that
/// PayPayカード's newer 決済方法 column, and 楽天カード's columns named after the statement's
/// months, change nothing). A row's amount is what was used (利用金額, ご利用額), not this
/// month's instalment: a use is an expense, and a negative amount (a cancellation) or
/// ビューカード's 払戻額 a refund. The memo is the store.
struct CardStatementRows: RowConverter {
  /// The names of a card statement's columns.
  struct Columns: Sendable {
    let date: String
    let store: String
    let amount: String
    /// ビューカード's 払戻額: a refund.
    let refund: String?

    /// The columns a header must have.
    var required: [String] { [date, store, amount] + (refund.map { [$0] } ?? []) }

    static let viewCard = Columns(
      date: "ご利用年月日", store: "ご利用箇所", amount: "ご利用額", refund: "払戻額")
    static let payPayCard = Columns(
      date: "利用日/キャンセル日", store: "利用店名・商品名", amount: "利用金額", refund: nil)
    static let rakutenCard = Columns(
      date: "利用日", store: "利用店名・商品名", amount: "利用金額", refund: nil)
  }

  private let date: NamedColumn
  private let store: NamedColumn
  private let amount: NamedColumn
  private let refund: NamedColumn?
  private var reading: StatementReading

  init(
    format: ImportFormat, columns: Columns, header: HeaderIndex, reading: StatementReading
  ) throws(ImportError) {
    date = try header.named(columns.date, for: format)
    store = try header.named(columns.store, for: format)
    amount = try header.named(columns.amount, for: format)
    refund = try columns.refund.map { name throws(ImportError) in
      try header.named(name, for: format)
    }
    self.reading = reading
  }

  mutating func convert(_ row: inout SourceRow) -> ConvertedRow {
    let dateText = row.text(date.index, field: date.name)
    let date = reading.date(dateText, in: &row)
    let storeText = row.text(store.index, field: store.name)
    let used = row.amount(amount.index, field: amount.name)
    let refunded = row.amount(refund?.index, field: refund?.name ?? "")
    guard let date else {
      return row.lineOrProblems(
        dateColumn: self.date.index, dateText: dateText,
        hasAmount: row.holdsText(amount.index) || row.holdsText(refund?.index))
    }
    return reading.cardRow(
      date: date, store: storeText, used: used, refunded: refunded, in: &row)
  }
}

extension StatementReading {
  /// A card's row dated `date` at `store`: `used` less `refunded` is an expense when positive
  /// and a refund when negative; a row the household's patterns name is a transfer.
  func cardRow(
    date: LedgerDate, store: String?, used: AmountField, refunded: AmountField,
    in row: inout SourceRow
  ) -> ConvertedRow {
    let memo = StatementReading.memo([store], in: &row)
    guard let store, let memo, let usedValue = used.value, let refundedValue = refunded.value,
      row.problems.isEmpty
    else {
      return ConvertedRow(outcome: .invalid(row.problems))
    }
    let spent = usedValue - refundedValue
    let kind =
      transfers.householdTransfer([store]).map(StatementRow.Kind.transfer)
      ?? (spent < 0 ? .refund : .expense)
    return converted(
      date: date, amount: -spent, kind: kind, memo: memo, fields: [store], in: &row)
  }
}
