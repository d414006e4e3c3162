import KakeiboCore

/// Zaim's export: `日付,方法,カテゴリ,カテゴリの内訳,支払元,入金先,品目,メモ,お店,通貨,収入,支出,
/// 振替,残高調整,通貨変換前の金額,集計の設定`, columns found by name; `-` is an empty field.
/// Only payments are imported (方法 `payment`), except those set not to count (集計に含めない).
/// The memo is お店, 品目 and メモ; the category comes from カテゴリの内訳 and カテゴリ through
/// the mapping.
struct ZaimRows: RowConverter {
  private typealias Name = ZaimColumns
  private let required: [Int]
  private let optional: [Int?]
  private var parsers: CachedParsers
  private let fingerprinter = RowFingerprinter(format: .zaim)
  private static let optionalNames = [
    Name.subcategory, Name.source, Name.item, Name.memo, Name.shop, Name.aggregation,
  ]

  init(header: HeaderIndex, mapping: CategoryMapping) throws(ImportError) {
    required = try header.columns(Name.required, for: .zaim)
    optional = Self.optionalNames.map(header.column)
    parsers = CachedParsers(mapping: mapping)
  }

  mutating func convert(_ row: inout SourceRow) -> ConvertedRow {
    // Name.required: date, method, category, payment.
    guard let method = row.text(required[1], field: Name.method) else {
      return ConvertedRow(outcome: .invalid(row.problems))
    }
    switch TextNormalization.matchKey(method) {
    case "payment", "支出", "支払": break
    case "income", "収入": return ConvertedRow(outcome: .skipped(.income))
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
    let amount = row.parse(row.text(required[3], field: "amount"), Yen.init(parsingEntryAmount:))
    let date = parsers.date(row.text(required[0], field: "date"), in: &row)
    let categoryText = row.text(required[2], field: Name.category).map(Self.value)
    let memo = row.memo([fields[4], fields[2], fields[3]])
    guard let amount, let date, let memo, let categoryText, row.problems.isEmpty else {
      return ConvertedRow(outcome: .invalid(row.problems))
    }
    let subcategoryText = fields[0] ?? ""
    let category = parsers.category(subcategoryText, categoryText)
    let content = fingerprinter.content(date: date, amount: amount) { hashed in
      hashed.combine(text: categoryText)
      hashed.combine(text: subcategoryText)
      for field in fields[1...4] { hashed.combine(text: field ?? "") }
    }
    return .entry(
      date: date, amount: amount, category: category, memo: memo, identity: .content(content))
  }

  /// A field's value: Zaim writes `-` for an empty field.
  private static func value(_ text: String) -> String {
    TextNormalization.trimmed(text) == "-" ? "" : text
  }
}
