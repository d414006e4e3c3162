import KakeiboCore

/// Zaim's export: `日付,方法,カテゴリ,カテゴリの内訳,支払元,入金先,品目,メモ,お店,通貨,収入,支出,
/// 振替,残高調整,通貨変換前の金額,集計の設定`, columns found by name; `-` is an empty field.
/// Payments (方法 `payment`) are imported as expenses, whose 内訳 is the カテゴリ and whose
/// category comes from カテゴリの内訳 and カテゴリ through the mapping; income rows (方法
/// `income`, the 収入 column) as income, whose 内訳 is the カテゴリ (給与, …). Rows set not to
/// count (集計に含めない) are skipped, as are transfers. The memo is お店, 品目 and メモ; the source
/// is the account, 支払元 (a payment's) or 入金先 (income's).
struct ZaimRows: RowConverter {
  private typealias Name = ZaimColumns
  private let required: [Int]
  private let optional: [Int?]
  private let incomeColumn: Int?
  private let destination: Int?
  private var parsers: CachedParsers
  private let fingerprinter = RowFingerprinter(format: .zaim)
  private static let optionalNames = [
    Name.subcategory, Name.source, Name.item, Name.memo, Name.shop, Name.aggregation,
  ]

  init(header: HeaderIndex, mapping: CategoryMapping) throws(ImportError) {
    required = try header.columns(Name.required, for: .zaim)
    optional = Self.optionalNames.map(header.column)
    incomeColumn = header.column(Name.income)
    destination = header.column(Name.destination)
    parsers = CachedParsers(mapping: mapping)
  }

  mutating func convert(_ row: inout SourceRow) -> ConvertedRow {
    // Name.required: date, method, category, payment.
    guard let method = row.text(required[1], field: Name.method) else {
      return ConvertedRow(outcome: .invalid(row.problems))
    }
    let isIncome: Bool
    switch TextNormalization.matchKey(method) {
    case "payment", "支出", "支払": isIncome = false
    case "income", "収入": isIncome = true
    case "transfer", "振替": return ConvertedRow(outcome: .skipped(.transfer))
    default: return ConvertedRow(outcome: .skipped(.notAPayment))
    }
    // optionalNames: subcategory, source, item, memo, shop, aggregation.
    let fields = zip(optional, Self.optionalNames).map { column, name in
      row.text(column, field: name).map(Self.value)
    }
    if let aggregation = fields[5], aggregation.contains("含めない") {
      return ConvertedRow(outcome: .skipped(.excluded))
    }
    let amountColumn = isIncome ? incomeColumn : required[3]
    guard amountColumn != nil else {
      row.note(field: Name.income, value: nil, reason: .noIncomeColumn)
      return ConvertedRow(outcome: .invalid(row.problems))
    }
    let amount = row.parse(row.text(amountColumn, field: "amount"), Yen.init(parsingEntryAmount:))
    let date = parsers.date(row.text(required[0], field: "date"), in: &row)
    let categoryText = row.text(required[2], field: Name.category).map(Self.value)
    let memo = row.memo([fields[4], fields[2], fields[3]])
    let subcategory = row.subcategory(categoryText)
    let source = row.source(
      isIncome ? row.text(destination, field: Name.destination).map(Self.value) : fields[1])
    guard let amount, let date, let memo, let categoryText, row.problems.isEmpty else {
      return ConvertedRow(outcome: .invalid(row.problems))
    }
    let subcategoryText = fields[0] ?? ""
    let category = parsers.category(subcategoryText, categoryText)
    let content = fingerprinter.content(date: date, amount: amount) { hashed in
      hashed.combine(text: categoryText)
      hashed.combine(text: subcategoryText)
      for field in fields[1...4] { hashed.combine(text: field ?? "") }
      if isIncome { hashed.combine(text: Name.income) }
    }
    if isIncome {
      return .income(
        date: date, amount: amount, subcategory: subcategory, memo: memo, source: source,
        identity: .content(content))
    }
    return .entry(
      date: date, amount: amount, category: category, subcategory: subcategory, memo: memo,
      source: source, identity: .content(content))
  }

  /// A field's value: Zaim writes `-` for an empty field.
  private static func value(_ text: String) -> String {
    TextNormalization.trimmed(text) == "-" ? "" : text
  }
}
