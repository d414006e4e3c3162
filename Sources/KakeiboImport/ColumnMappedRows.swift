import KakeiboCore

/// Any other CSV: the date, amount, category and memo columns named by `--date-col`,
/// `--amount-col`, `--category-col` and `--memo-col` (or the category fixed by `--category`).
/// `--sub-col` names a 内訳 column. Values are read as `kakeibo add` reads them; categories go
/// through the mapping.
struct ColumnMappedRows: RowConverter {
  private let date: Int
  private let amount: Int
  private let category: Int?
  private let subcategory: Int?
  private let memo: [Int]
  private let fixedCategory: Category?
  private var parsers: CachedParsers
  private let fingerprinter = RowFingerprinter(format: .csv)

  init(columns: ColumnMapping, header: HeaderIndex?, mapping: CategoryMapping)
    throws(ImportError)
  {
    date = try ColumnMapping.index(of: columns.date, option: "--date-col", in: header)
    amount = try ColumnMapping.index(of: columns.amount, option: "--amount-col", in: header)
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
    parsers = CachedParsers(mapping: mapping)
  }

  mutating func convert(_ row: inout SourceRow) -> ConvertedRow {
    let date = parsers.date(row.text(date, field: "date"), in: &row)
    let amount = row.parse(row.text(amount, field: "amount"), Yen.init(parsingEntryAmount:))
    let categoryText = row.text(category, field: "category")
    let memo = row.memo(memo.map { row.text($0, field: "memo") })
    let subcategoryText = row.text(subcategory, field: "subcategory")
    let subcategory = row.subcategory(subcategoryText)
    guard let date, let amount, let categoryText, let memo, row.problems.isEmpty else {
      return ConvertedRow(outcome: .invalid(row.problems))
    }
    let resolution =
      fixedCategory.map { .init(category: $0, source: "", origin: .rule) }
      ?? parsers.category(categoryText)
    let content = fingerprinter.content(date: date, amount: amount) { fields in
      fields.combine(text: categoryText)
      fields.combine(text: memo.text)
      if let subcategory { fields.combine(text: "subcategory:" + subcategory.name) }
    }
    return .entry(
      date: date, amount: amount, category: resolution, subcategory: subcategory, memo: memo,
      identity: .content(content))
  }
}
