import KakeiboCore

/// A bank's or card's statement as the general reader understood it: whose it is, and what its
/// rows' fingerprints begin with.
public struct StatementLayout: Hashable, Sendable {
  /// What the fingerprints of its rows begin with: a layout kakeibo recognized by name before
  /// it had the general reader keeps its name (`mufg-bank`), so that its statements imported
  /// again add nothing; any other is `statement:` and the bank or card, or its header.
  public let name: String
  /// The bank or card by name, as each imported entry keeps it; nil when the file names none.
  public let source: String?
  public let kind: StatementKind
  /// Whether it is a prepaid card's history (モバイルSuica's), called 利用履歴.
  let isHistory: Bool

  init(name: String, source: String?, kind: StatementKind, isHistory: Bool = false) {
    self.name = name
    self.source = source
    self.kind = kind
    self.isHistory = isHistory
  }

  /// The statement's name, as the summary shows it: `三菱UFJ銀行 入出金明細`, `楽天カード ご利用明細`,
  /// or without a name `入出金明細` (a bank's) and `ご利用明細` (a card's).
  public var title: String {
    let what = isHistory ? "利用履歴" : kind == .bank ? "入出金明細" : "ご利用明細"
    return source.map { $0 + " " + what } ?? what
  }

  /// The same layout, its rows from `source`.
  func from(_ source: String?) -> StatementLayout {
    StatementLayout(name: name, source: source, kind: kind, isHistory: isHistory)
  }

  // MARK: The layouts kakeibo recognized by name before the general reader

  /// 三菱UFJ銀行's 入出金明細: `日付,摘要,摘要内容,支払い金額,預かり金額,差引残高,メモ,未資金化区分,
  /// 入払区分`.
  public static let mufgBank = StatementLayout(name: "mufg-bank", source: "三菱UFJ銀行", kind: .bank)
  /// 住信SBIネット銀行's 入出金明細: `日付,内容,出金金額(円),入金金額(円),残高(円),メモ`, newest first.
  public static let sbiBank = StatementLayout(
    name: "sbi-sumishin-net-bank", source: "住信SBIネット銀行", kind: .bank)
  /// ビューカード's ご利用明細: four lines (`会員番号`, `対象カード`, `お支払日`, `今回お支払金額`),
  /// a blank line, `ご利用年月日,ご利用箇所,ご利用額,払戻額,…`, then a card holder's line.
  public static let viewCard = StatementLayout(name: "view-card", source: "ビューカード", kind: .card)
  /// PayPayカード's ご利用明細: `利用日/キャンセル日,利用店名・商品名,利用者,支払区分,利用金額,…`
  /// (and the newer layout with 決済方法).
  public static let payPayCard = StatementLayout(
    name: "paypay-card", source: "PayPayカード", kind: .card)
  /// 三井住友カード's (Vpass) ご利用明細, and the cards that share its layout (ゴールドポイント
  /// カード・プラス among them): no header (see `HeaderlessRows`).
  public static let smbcCard = StatementLayout(
    name: "smbc-card", source: "三井住友カード", kind: .card)
  /// 楽天カード's ご利用明細: `利用日,利用店名・商品名,利用者,支払方法,利用金額,支払手数料,支払総額,`
  /// then columns named after the statement's months (`12月支払金額`, `1月繰越残高`).
  public static let rakutenCard = StatementLayout(
    name: "rakuten-card", source: "楽天カード", kind: .card)
  /// モバイルSuica's 利用履歴 (see `MobileSuicaRows`).
  public static let mobileSuica = StatementLayout(
    name: "mobile-suica", source: "モバイルSuica", kind: .card, isHistory: true)

  /// The headers of the layouts above that have one, by the columns that tell each.
  private static let recognized: [(layout: StatementLayout, columns: [String])] = [
    (.mufgBank, ["日付", "摘要", "摘要内容", "支払い金額", "預かり金額"]),
    (.sbiBank, ["日付", "内容", "出金金額(円)", "入金金額(円)"]),
    (.viewCard, ["ご利用年月日", "ご利用箇所", "ご利用額", "払戻額"]),
    (.payPayCard, ["利用日/キャンセル日", "利用店名・商品名", "利用金額"]),
    // 利用日, 利用店名・商品名 and 利用金額 are common names: 楽天カード's other columns tell it.
    (.rakutenCard, ["利用日", "利用店名・商品名", "利用者", "支払方法", "利用金額", "支払手数料", "支払総額"]),
  ]

  /// The layout of a statement whose header is `header` (read as `mapping`), named by `source`
  /// when the file names its bank or card (or `--source` does): one recognized by name before
  /// the general reader, else one named after the source, or after the header's columns.
  static func of(header: [String], mapping: TableMapping, source: String?) -> StatementLayout {
    let index = HeaderIndex(header)
    if let known = recognized.first(where: { entry in
      entry.columns.allSatisfy { index.column($0) != nil }
    }) {
      return known.layout
    }
    let columns = mapping.columns.map { ColumnVocabulary.key($0.name) }.joined(separator: ",")
    return StatementLayout(
      name: "statement:" + (source ?? columns), source: source, kind: mapping.kind)
  }

  /// The layout of a table without a header whose first row is `row` and whose rows are a
  /// `kind`'s: 三井住友カード's when the row has its shape (see `isSMBCRow`), else one named after
  /// `source`.
  static func headerless(firstRow row: [String], source: String?, kind: StatementKind)
    -> StatementLayout
  {
    if kind == .card, isSMBCRow(row) {
      return StatementLayout.smbcCard.from(source ?? smbcCard.source)
    }
    return StatementLayout(
      name: "statement:" + (source ?? "headerless"), source: source, kind: kind)
  }

  /// Whether `line` is a row of 三井住友カード's layout: not yet final (速報), 13 fields,
  /// `2018/7/3,東京電力  電気料金等,ご本人,1回払い,,18/8,11402,11402,,,,,` (date, store, user,
  /// payment plan, –, billing month of a two-digit year, amount used, amount billed, …); or
  /// final (確定), 7 fields, `2020/7/3,東京電力  電気料金等,11402,1,1,11402,` (date, store,
  /// amount used, instalments, this instalment, amount billed, notes).
  static func isSMBCRow(_ fields: [String]) -> Bool {
    // Some exports pad the rows with empty fields.
    var line = fields
    while line.count > 7, let last = line.last, TextNormalization.trimmed(last).isEmpty {
      line.removeLast()
    }
    guard line.count >= 6, case .full? = StatementDates.read(line[0], compactDigits: false),
      !TextNormalization.folded(line[1]).isEmpty
    else { return false }
    func isAmount(_ index: Int) -> Bool {
      (try? StatementValues.signedAmount(line[index])).flatMap { $0 } != nil
    }
    func isCount(_ index: Int) -> Bool {
      let text = TextNormalization.folded(line[index])
      return !text.isEmpty && text.allSatisfy(\.isNumber)
    }
    if line.count >= 8 {
      return StatementValues.billingMonth(line[5]) != nil && isAmount(6) && isAmount(7)
    }
    return isAmount(2) && isCount(3) && isCount(4) && isAmount(5)
  }
}
