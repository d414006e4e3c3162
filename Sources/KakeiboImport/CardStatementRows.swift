import KakeiboCore

/// The ご利用明細 of ビューカード, PayPayカード and 楽天カード, columns found by name (so that
/// PayPayカード's newer 決済方法 column, and 楽天カード's columns named after the statement's
/// months, change nothing). A row's amount is what was used (利用金額, ご利用額), not this
/// month's instalment: a use is an expense, and a negative amount (a cancellation) or
/// ビューカード's 払戻額 a refund. The memo is the store.
struct CardStatementRows: RowConverter {
  private let date: (index: Int, name: String)
  private let store: (index: Int, name: String)
  private let amount: (index: Int, name: String)
  /// ビューカード's 払戻額: a refund.
  private let refund: (index: Int, name: String)?
  private var reading: StatementReading

  init(layout: StatementLayout, header: HeaderIndex, reading: StatementReading)
    throws(ImportError)
  {
    let format = ImportFormat.statement(layout)
    func column(_ name: String) throws(ImportError) -> (index: Int, name: String) {
      (try header.columns([name], for: format)[0], name)
    }
    switch layout {
    case .viewCard:
      date = try column(ViewCardColumns.date)
      store = try column(ViewCardColumns.store)
      amount = try column(ViewCardColumns.amount)
      refund = try column(ViewCardColumns.refund)
    case .payPayCard:
      date = try column(PayPayCardColumns.date)
      store = try column(PayPayCardColumns.store)
      amount = try column(PayPayCardColumns.amount)
      refund = nil
    default:
      date = try column(RakutenCardColumns.date)
      store = try column(RakutenCardColumns.store)
      amount = try column(RakutenCardColumns.amount)
      refund = nil
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
