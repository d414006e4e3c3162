import KakeiboCore

/// Any other CSV: the date, amount, category and memo columns named by `--date-col`,
/// `--amount-col`, `--category-col` and `--memo-col` (or the category fixed by `--category`).
/// `--sub-col` names a 内訳 column. Values are read as `kakeibo add` reads them; categories go
/// through the mapping.
///
/// With `--income-col`, the file is a bank's: `--amount-col` holds withdrawals and
/// `--income-col` deposits, read as statements write amounts; a withdrawal is an expense, a
/// deposit income, and a row that pays a card bill or moves money between the household's own
/// accounts a transfer (see `TransferRules`). A row the household's `--transfer` patterns name
/// is a transfer in any CSV. `--source` names where every row comes from.
struct ColumnMappedRows: RowConverter {
  private let date: Int
  private let amount: Int
  private let income: Int?
  private let category: Int?
  private let subcategory: Int?
  private let memo: [Int]
  private let fixedCategory: Category?
  private let source: EntrySource?
  private var parsers: CachedParsers
  private let reading: StatementReading
  private let fingerprinter = RowFingerprinter(format: .csv)

  init(columns: ColumnMapping, header: HeaderIndex?, options: ImportOptions)
    throws(ImportError)
  {
    date = try ColumnMapping.index(of: columns.date, option: "--date-col", in: header)
    amount = try ColumnMapping.index(of: columns.amount, option: "--amount-col", in: header)
    income = try columns.income.map { column throws(ImportError) in
      try ColumnMapping.index(of: column, option: "--income-col", in: header)
    }
    category = try columns.category.map { column throws(ImportError) in
      try ColumnMapping.index(of: column, option: "--category-col", in: header)
    }
    subcategory = try columns.subcategory.map { column throws(ImportError) in
      try ColumnMapping.index(of: column, option: "--sub-col", in: header)
    }
    memo = try columns.memo.map { column throws(ImportError) in
      try ColumnMapping.index(of: column, option: "--memo-col", in: header)
    }
    fixedCategory = columns.fixedCategory
    source = options.source
    parsers = CachedParsers(mapping: options.mapping)
    reading = StatementReading(format: .csv, source: options.source?.name, options: options)
  }

  mutating func convert(_ row: inout SourceRow) -> ConvertedRow {
    let dateText = row.text(date, field: "date")
    let date = parsers.date(dateText, in: &row)
    let signed: Int64?
    if let income {
      let out = row.amount(amount, field: "amount")
      let into = row.amount(income, field: "income")
      signed = out.value.flatMap { out in into.value.map { $0 - out } }
    } else {
      signed = row.parse(row.text(amount, field: "amount"), Yen.init(parsingEntryAmount:))
        .map { -$0.value }
    }
    let categoryText = row.text(category, field: "category")
    let memo = row.memo(memo.map { row.text($0, field: "memo") })
    let subcategoryText = row.text(subcategory, field: "subcategory")
    let subcategory = row.subcategory(subcategoryText)
    guard let date, let signed, let categoryText, let memo, row.problems.isEmpty else {
      guard date == nil else { return ConvertedRow(outcome: .invalid(row.problems)) }
      return row.lineOrProblems(
        dateColumn: self.date, dateText: dateText,
        hasAmount: row.holdsText(amount) || row.holdsText(income))
    }
    let resolution =
      fixedCategory.map { .init(category: $0, source: "", origin: .rule) }
      ?? parsers.category(categoryText)
    let rules = reading.transfers
    let transfer =
      income != nil
      ? rules.bankTransfer([memo.text])
      : rules.hasPatterns ? rules.householdTransfer([memo.text]) : nil
    if signed < 0, transfer == nil {
      let amount = Yen(-signed)
      let content = fingerprinter.content(date: date, amount: amount) { fields in
        fields.combine(text: categoryText)
        fields.combine(text: memo.text)
        if let subcategory { fields.combine(text: "subcategory:" + subcategory.name) }
      }
      return .entry(
        date: date, amount: amount, category: resolution, subcategory: subcategory, memo: memo,
        source: source, identity: .content(content))
    }
    let kind = transfer.map(StatementRow.Kind.transfer) ?? .income
    var converted = reading.converted(
      date: date, amount: signed, kind: kind, memo: memo, fields: [categoryText, memo.text],
      in: &row)
    converted.category = resolution
    return converted
  }
}
