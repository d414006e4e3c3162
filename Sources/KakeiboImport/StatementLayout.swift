import KakeiboCore

/// The bank and card statements kakeibo recognizes by their content, whatever the file's name,
/// in Shift_JIS or UTF-8, with lines before and after their table.
public enum StatementLayout: String, CaseIterable, Sendable {
  /// 三菱UFJ銀行's 入出金明細: `日付,摘要,摘要内容,支払い金額,預かり金額,差引残高,メモ,未資金化区分,
  /// 入払区分`.
  case mufgBank = "mufg-bank"
  /// 住信SBIネット銀行's 入出金明細: `日付,内容,出金金額(円),入金金額(円),残高(円),メモ`, newest first.
  case sbiBank = "sbi-sumishin-net-bank"
  /// ビューカード's ご利用明細: four lines (`会員番号`, `対象カード`, `お支払日`, `今回お支払金額`),
  /// a blank line, `ご利用年月日,ご利用箇所,ご利用額,払戻額,…`, then a card holder's line.
  case viewCard = "view-card"
  /// PayPayカード's ご利用明細: `利用日/キャンセル日,利用店名・商品名,利用者,支払区分,利用金額,…`
  /// (and the newer layout with 決済方法).
  case payPayCard = "paypay-card"
  /// 三井住友カード's (Vpass) ご利用明細, and the cards that share its layout (ゴールドポイント
  /// カード・プラス among them): no header; rows `2018/7/3,東京電力  電気料金等,ご本人,1回払い,,18/8,
  /// 11402,11402,,,,,` (not yet final) or `2020/7/3,東京電力  電気料金等,11402,1,1,11402,` (final),
  /// sections opened by a card holder's line (`氏名　様,0000-0000-0000-0***,ＶＩＳＡ`) and
  /// closed by a total (`,,,,,123456`).
  case smbcCard = "smbc-card"
  /// 楽天カード's ご利用明細: `利用日,利用店名・商品名,利用者,支払方法,利用金額,支払手数料,支払総額,`
  /// then columns named after the statement's months (`12月支払金額`, `1月繰越残高`).
  case rakutenCard = "rakuten-card"
  /// モバイルSuica's 利用履歴: `月日,種別,利用場所,種別,利用場所,残高,入金・利用額`, days without a
  /// year, newest first.
  case mobileSuica = "mobile-suica"

  /// The bank or card by name, as each imported entry keeps it.
  public var source: String {
    switch self {
    case .mufgBank: "三菱UFJ銀行"
    case .sbiBank: "住信SBIネット銀行"
    case .viewCard: "ビューカード"
    case .payPayCard: "PayPayカード"
    case .smbcCard: "三井住友カード"
    case .rakutenCard: "楽天カード"
    case .mobileSuica: "モバイルSuica"
    }
  }

  /// The statement's name, as the summary shows it.
  public var title: String {
    switch self {
    case .mufgBank, .sbiBank: source + " 入出金明細"
    case .mobileSuica: source + " 利用履歴"
    default: source + " ご利用明細"
    }
  }

  /// Whether the table has a header row; 三井住友カード's starts with its first row (or a card
  /// holder's line).
  var hasHeader: Bool { self != .smbcCard }

  /// The columns a header must have (found by name), for the layouts recognized by them.
  private var requiredColumns: [String] {
    switch self {
    case .mufgBank: BankStatementRows.Columns.mufg.required
    case .sbiBank: BankStatementRows.Columns.sbi.required
    case .viewCard: CardStatementRows.Columns.viewCard.required
    case .payPayCard: CardStatementRows.Columns.payPayCard.required
    // 利用日, 利用店名・商品名 and 利用金額 are common names: 楽天カード's other columns tell it.
    case .rakutenCard:
      CardStatementRows.Columns.rakutenCard.required + ["利用者", "支払方法", "支払手数料", "支払総額"]
    case .mobileSuica, .smbcCard: []
    }
  }

  /// Recognizes the layout from a line of the file, `index` its columns: a header row, or a first
  /// line of 三井住友カード's; nil when it is neither.
  static func recognize(_ line: [String], index: HeaderIndex) -> StatementLayout? {
    if MobileSuicaRows.isHeader(line) { return .mobileSuica }
    if SMBCCardRows.isFirstLine(line) { return .smbcCard }
    return allCases.first { layout in
      !layout.requiredColumns.isEmpty
        && layout.requiredColumns.allSatisfy { index.column($0) != nil }
    }
  }

  /// Makes the converter of the layout's rows; `header` is its header row (nil for 三井住友
  /// カード's).
  func makeConverter(header: HeaderIndex?, options: ImportOptions) throws(ImportError)
    -> any RowConverter
  {
    let format = ImportFormat.statement(self)
    let reading = StatementReading(format: format, source: source, options: options)
    let header = header ?? HeaderIndex([])
    func bank(_ columns: BankStatementRows.Columns) throws(ImportError) -> BankStatementRows {
      try BankStatementRows(format: format, columns: columns, header: header, reading: reading)
    }
    func card(_ columns: CardStatementRows.Columns) throws(ImportError) -> CardStatementRows {
      try CardStatementRows(format: format, columns: columns, header: header, reading: reading)
    }
    switch self {
    case .mufgBank: return try bank(.mufg)
    case .sbiBank: return try bank(.sbi)
    case .viewCard: return try card(.viewCard)
    case .payPayCard: return try card(.payPayCard)
    case .rakutenCard: return try card(.rakutenCard)
    case .smbcCard:
      return SMBCCardRows(reading: reading)
    case .mobileSuica:
      guard MobileSuicaRows.isHeader(header.names) else {
        throw .missingColumns(MobileSuicaRows.header, format: .statement(self))
      }
      return MobileSuicaRows(
        reading: reading, dates: YearlessDates(today: options.today, year: options.year))
    }
  }
}
