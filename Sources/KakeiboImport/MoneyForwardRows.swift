import KakeiboCore

/// Money Forward ME's export of 入出金: `計算対象,日付,内容,金額（円）,保有金融機関,大項目,中項目,
/// メモ,振替,ID`, columns found by name. Rows that count are imported (計算対象 1, 振替 0): a
/// negative amount is an expense, whose 内訳 is the 大項目 (食費, 交通費, …) and whose category
/// comes from 中項目 and 大項目 through the mapping; a positive amount is income when the 大項目
/// is 収入 (its 内訳 the 中項目, such as 給与), and otherwise the refund of an expense of that
/// 大項目 (a cancellation). The memo is 内容 (and メモ, when there is one), the source the
/// 保有金融機関 (the bank, card or wallet). A row is fingerprinted by its ID.
struct MoneyForwardRows: RowConverter {
  private typealias Name = MoneyForwardColumns
  private let required: [Int]
  private let institution: Int?
  private let subcategory: Int?
  private let memo: Int?
  private let id: Int?
  private var parsers: CachedParsers
  private let fingerprinter = RowFingerprinter(format: .moneyforward)

  init(header: HeaderIndex, mapping: CategoryMapping) throws(ImportError) {
    required = try header.columns(Name.required, for: .moneyforward)
    institution = header.column(Name.institution)
    subcategory = header.column(Name.subcategory)
    memo = header.column(Name.memo)
    id = header.column(Name.id)
    parsers = CachedParsers(mapping: mapping)
  }

  mutating func convert(_ row: inout SourceRow) -> ConvertedRow {
    // Name.required: counted, date, content, amount, category, transfer.
    let counted = Self.flag(
      row.text(required[0], field: Name.counted), field: Name.counted, in: &row,
      meaning: .counted)
    let transfer = Self.flag(
      row.text(required[5], field: Name.transfer), field: Name.transfer, in: &row,
      meaning: .transfer)
    if row.problems.isEmpty {
      if counted == false { return ConvertedRow(outcome: .skipped(.excluded)) }
      if transfer == true { return ConvertedRow(outcome: .skipped(.transfer)) }
    }
    let signed = row.parse(row.text(required[3], field: "amount"), ImportAdapters.signedAmount)
    if signed == .zero, row.problems.isEmpty {
      return ConvertedRow(outcome: .skipped(.zero))
    }

    let date = parsers.date(row.text(required[1], field: "date"), in: &row)
    let content = row.text(required[2], field: Name.content)
    let memoText = row.text(memo, field: Name.memo)
    let categoryText = row.text(required[4], field: Name.category)
    let subcategoryText = row.text(subcategory, field: Name.subcategory)
    let idText = row.text(id, field: Name.id)
    let institutionText = row.text(institution, field: Name.institution)
    let memo = row.memo([content, memoText])
    let isIncome =
      categoryText.map { TextNormalization.trimmed($0) == Name.incomeCategory } ?? false
    let subcategory = row.subcategory(isIncome ? subcategoryText : categoryText)
    let source = row.source(institutionText)
    var amount: Yen?
    switch signed {
    case .expense(let spent)?: amount = spent
    case .moneyIn(let received)?: amount = isIncome ? received : Yen(-received.value)
    case .zero?, nil: break
    }
    guard let amount, let date, let memo, let categoryText, let subcategoryText, let idText,
      let institutionText, row.problems.isEmpty
    else {
      return ConvertedRow(outcome: .invalid(row.problems))
    }
    let identity: RowIdentity =
      idText.isEmpty
      ? .content(
        fingerprinter.content(date: date, amount: amount) { fields in
          for field in [
            content ?? "", memoText ?? "", categoryText, subcategoryText, institutionText,
          ] {
            fields.combine(text: field)
          }
        }
      )
      : .sourceID(fingerprinter.fingerprint(sourceID: idText))
    if isIncome {
      return .income(
        date: date, amount: amount, subcategory: subcategory, memo: memo, source: source,
        identity: identity)
    }
    return .entry(
      date: date, amount: amount, category: parsers.category(subcategoryText, categoryText),
      subcategory: subcategory, memo: memo, source: source, identity: identity)
  }

  /// Reads a 0-or-1 column; notes a problem and returns nil for anything else.
  private static func flag(
    _ text: String?, field: String, in row: inout SourceRow, meaning: ImportProblem.Flag
  ) -> Bool? {
    guard let text else { return nil }
    switch TextNormalization.folded(text) {
    case "1": return true
    case "0": return false
    default:
      row.note(
        field: field, value: text,
        reason: .notAFlag(meaning))
      return nil
    }
  }
}
