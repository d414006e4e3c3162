import KakeiboCore

/// The 入出金明細 of 三菱UFJ銀行 and 住信SBIネット銀行, columns found by name: a withdrawal is an
/// expense and a deposit income, unless the row pays a card bill or moves money between the
/// household's own accounts (see `TransferRules`), which makes it a transfer. The memo is the
/// description (三菱UFJ銀行's 摘要 / 摘要内容, 住信SBIネット銀行's 内容); the balance and the
/// bank's memo column (which the account holder may edit) are neither in the memo nor in the
/// fingerprint.
struct BankStatementRows: RowConverter {
  /// The names of a bank statement's columns, and the bank's own accounts.
  struct Columns: Sendable {
    let date: String
    /// The description, in one or more columns.
    let descriptions: [String]
    /// Whether the first description is 三菱UFJ銀行's 摘要, where `カード` marks a card bill or
    /// cash drawn with the bank card.
    let leadsWithSummary: Bool
    let withdrawal: String
    let deposit: String
    /// The bank's own accounts that its rows name when money moves between them.
    let ownAccounts: [String]

    /// The columns a header must have.
    var required: [String] { [date] + descriptions + [withdrawal, deposit] }

    static let mufg = Columns(
      date: "日付", descriptions: ["摘要", "摘要内容"], leadsWithSummary: true,
      withdrawal: "支払い金額", deposit: "預かり金額", ownAccounts: [])
    static let sbi = Columns(
      date: "日付", descriptions: ["内容"], leadsWithSummary: false, withdrawal: "出金金額(円)",
      deposit: "入金金額(円)", ownAccounts: ["代表口座", "ハイブリッド預金", "目的別口座"])
  }

  private let columns: Columns
  private let date: NamedColumn
  private let descriptions: [NamedColumn]
  private let withdrawal: NamedColumn
  private let deposit: NamedColumn
  private var reading: StatementReading

  init(
    format: ImportFormat, columns: Columns, header: HeaderIndex, reading: StatementReading
  ) throws(ImportError) {
    self.columns = columns
    date = try header.named(columns.date, for: format)
    descriptions = try columns.descriptions.map { name throws(ImportError) in
      try header.named(name, for: format)
    }
    withdrawal = try header.named(columns.withdrawal, for: format)
    deposit = try header.named(columns.deposit, for: format)
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
      descriptions, summary: columns.leadsWithSummary ? descriptions.first : nil,
      ownAccounts: columns.ownAccounts)
    let kind = transfer.map(StatementRow.Kind.transfer) ?? (amount < 0 ? .expense : .income)
    return reading.converted(
      date: date, amount: amount, kind: kind, memo: memo, fields: descriptions, in: &row)
  }
}
