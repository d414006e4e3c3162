import KakeiboCore

/// The 入出金明細 of 三菱UFJ銀行 and 住信SBIネット銀行, columns found by name: a withdrawal is an
/// expense and a deposit income, unless the row pays a card bill or moves money between the
/// household's own accounts (see `TransferRules`), which makes it a transfer. The memo is the
/// description (三菱UFJ銀行's 摘要 / 摘要内容, 住信SBIネット銀行's 内容); the balance and the
/// bank's memo column (which the account holder may edit) are neither in the memo nor in the
/// fingerprint.
struct BankStatementRows: RowConverter {
  private let date: (index: Int, name: String)
  private let descriptions: [(index: Int, name: String)]
  /// Whether the first description is 三菱UFJ銀行's 摘要, where `カード` marks a card bill or
  /// cash drawn with the bank card.
  private let leadsWithSummary: Bool
  private let withdrawal: (index: Int, name: String)
  private let deposit: (index: Int, name: String)
  /// The bank's own accounts that its rows name when money moves between them.
  private let ownAccounts: [String]
  private var reading: StatementReading

  init(layout: StatementLayout, header: HeaderIndex, reading: StatementReading)
    throws(ImportError)
  {
    let format = ImportFormat.statement(layout)
    func column(_ name: String) throws(ImportError) -> (index: Int, name: String) {
      (try header.columns([name], for: format)[0], name)
    }
    switch layout {
    case .sbiBank:
      date = try column(SBIColumns.date)
      descriptions = [try column(SBIColumns.content)]
      leadsWithSummary = false
      withdrawal = try column(SBIColumns.withdrawal)
      deposit = try column(SBIColumns.deposit)
      ownAccounts = ["代表口座", "ハイブリッド預金", "目的別口座"]
    default:
      date = try column(MUFGColumns.date)
      descriptions = [try column(MUFGColumns.summary), try column(MUFGColumns.content)]
      leadsWithSummary = true
      withdrawal = try column(MUFGColumns.withdrawal)
      deposit = try column(MUFGColumns.deposit)
      ownAccounts = []
    }
    self.reading = reading
  }

  mutating func convert(_ row: inout SourceRow) -> ConvertedRow {
    let dateText = row.text(date.index, field: date.name)
    let date = reading.date(dateText, in: &row)
    let texts = descriptions.map { row.text($0.index, field: $0.name) }
    let out = row.amount(withdrawal.index, field: withdrawal.name)
    let into = row.amount(deposit.index, field: deposit.name)
    guard let date else {
      return row.lineOrProblems(
        dateColumn: self.date.index, dateText: dateText,
        hasAmount: row.holdsText(withdrawal.index) || row.holdsText(deposit.index))
    }
    let memo = StatementReading.memo(texts, in: &row)
    guard let memo, let outValue = out.value, let intoValue = into.value, row.problems.isEmpty
    else {
      return ConvertedRow(outcome: .invalid(row.problems))
    }
    let amount = intoValue - outValue
    let descriptions = texts.compactMap { $0 }
    let transfer = reading.transfers.bankTransfer(
      descriptions, summary: leadsWithSummary ? descriptions.first : nil,
      ownAccounts: ownAccounts)
    let kind = transfer.map(StatementRow.Kind.transfer) ?? (amount < 0 ? .expense : .income)
    return reading.converted(
      date: date, amount: amount, kind: kind, memo: memo, fields: descriptions, in: &row)
  }
}
