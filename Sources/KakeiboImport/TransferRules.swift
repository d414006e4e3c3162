/// Why a statement row is a transfer: money that moves between the household's own accounts,
/// which is no spending (the card statement counts what the card bill pays).
public enum TransferReason: Hashable, Sendable {
  /// A bank row that pays a card bill: the card company's name as the bank prints it
  /// (`ミツイスミトモ`), or `カード` in 三菱UFJ銀行's 摘要 (its card bills, and cash drawn with
  /// the bank card).
  case cardBill(String)
  /// A bank row that moves money between the household's own accounts or its wallet: `振替`
  /// (not `口座振替`, a direct debit), cash at an `ATM`, or the bank's own sweep accounts
  /// (住信SBIネット銀行's `代表口座`, `ハイブリッド預金`); the word found.
  case ownAccounts(String)
  /// Money put on a prepaid balance: モバイルSuica's チャージ (charge).
  case charge
  /// A pattern the household gave (`--transfer`), as given.
  case pattern(String)
}

/// Which statement rows are transfers: the built-in rules for bank rows (card bills, own
/// accounts), and patterns the household adds (`--transfer`), which apply to every row of every
/// statement. Names are found anywhere in a row's description, whatever their width, kana and
/// spacing (see `MatchKey`), so `--transfer ヤマダタロウ` finds `振込　ﾔﾏﾀﾞ ﾀﾛｳ`.
public struct TransferRules: Sendable {
  /// The household's own patterns, as given.
  public let patterns: [String]
  private let patternKeys: [(pattern: String, key: MatchKey)]

  /// The card companies as banks print them on the row that pays their bill.
  public static let cardCompanies = [
    "ミツイスミトモ", "ラクテンカ－ド", "ＪＣＢ", "ビユーカード", "ペイペイカード", "セゾン", "エポスカード",
    "イオンクレジツト", "ニコス", "オリコ", "アメリカンエキスプレス", "ＡＭＥＸ", "ジヤツクス", "アプラス",
    "ライフカード", "ポケツトカード", "ダイナース", "ＵＣカード", "ＤＣカード", "エムアイカード",
    "セデイナ", "トヨタフアイナンス", "ヤフーカード", "ＭＵＦＧカード", "ジエーシービー",
    "三井住友カード", "楽天カード", "イオンカード", "ＰａｙＰａｙカード", "ビューカード", "ａｕＰＡＹカード",
    "オリエントコーポレーシヨン", "クレデイセゾン", "エポス",
  ]
  private static let cardCompanyKeys = cardCompanies.map { ($0, MatchKey($0)) }
  /// Words of a bank's row that pays a card bill, whatever the card.
  static let cardBillWords = ["カード引落", "カード引き落とし", "カード代金", "カードご利用代金", "クレジツト"]
  private static let cardBillKeys = cardBillWords.map { ($0, MatchKey($0)) }
  /// 振替 as banks print it, in kanji or kana, and 口座 (口座振替 is a direct debit: spending).
  private static let transferWords = [
    (MatchKey("振替"), MatchKey("口座")), (MatchKey("フリカエ"), MatchKey("コウザ")),
  ]
  /// Words of cash drawn at an ATM: `ATM`, and the post office's 利用局 as other banks print
  /// cash drawn at ゆうちょ's ATMs (`ゆうちょ / リヨウキヨク０１７０１`).
  static let cashWords = ["ATM", "リヨウキヨク", "利用局"]
  private static let cashKeys = cashWords.map { ($0, MatchKey($0)) }
  private static let card = MatchKey("カード")
  /// The household's own accounts and wallets as banks name them: a row that moves money to or
  /// from one is a transfer.
  static let ownAccounts = [
    "代表口座", "ハイブリッド預金", "目的別口座", "定期預金", "貯蓄預金", "口座間", "つみたて預金",
  ]
  private static let ownAccountKeys = ownAccounts.map { ($0, MatchKey($0)) }

  /// Rules with the household's `patterns` (empty ones are ignored).
  public init(patterns: [String] = []) {
    self.patterns = patterns
    patternKeys = patterns.map { ($0, MatchKey($0)) }.filter { !$0.key.isEmpty }
  }

  /// Whether the household gave any patterns.
  var hasPatterns: Bool { !patternKeys.isEmpty }

  /// The pattern of the household's that one of `descriptions` holds, as a transfer.
  func householdTransfer(_ descriptions: [String]) -> TransferReason? {
    guard !patternKeys.isEmpty else { return nil }
    let keys = descriptions.map { MatchKey($0) }
    for (pattern, key) in patternKeys where keys.contains(where: { $0.contains(key) }) {
      return .pattern(pattern)
    }
    return nil
  }

  /// Cash drawn at an ATM, when one of `texts` says so.
  func cash(_ texts: [String]) -> TransferReason? {
    let keys = texts.map { MatchKey($0) }
    for (word, key) in Self.cashKeys where keys.contains(where: { $0.contains(key) }) {
      return .ownAccounts(word)
    }
    return nil
  }

  /// Whether a bank row whose description is `descriptions` is a transfer, and why: the
  /// household's patterns first, then a card company's name, `カード` in `summary` (三菱UFJ
  /// 銀行's 摘要), `振替` but not `口座振替`, `ATM`, and the words of the household's own
  /// accounts (`Self.ownAccounts` and the bank's `ownAccounts`).
  func bankTransfer(
    _ descriptions: [String], summary: String? = nil, ownAccounts: [String] = []
  ) -> TransferReason? {
    if let household = householdTransfer(descriptions) { return household }
    let keys = descriptions.map { MatchKey($0) }
    for (name, key) in Self.cardCompanyKeys + Self.cardBillKeys
    where keys.contains(where: { $0.contains(key) }) {
      return .cardBill(name)
    }
    if let summary, MatchKey(summary).contains(Self.card) { return .cardBill(summary) }
    // A description that is カード alone: the bank's card, drawing cash or paying its bill.
    if let card = descriptions.first(where: { MatchKey($0) == Self.card }) {
      return .cardBill(card)
    }
    for (word, debit) in Self.transferWords
    where keys.contains(where: { $0.contains(word, notAfter: debit) }) {
      return .ownAccounts("振替")
    }
    if let cash = cash(descriptions) { return cash }
    for (word, key) in Self.ownAccountKeys + ownAccounts.map({ ($0, MatchKey($0)) })
    where keys.contains(where: { $0.contains(key) }) {
      return .ownAccounts(word)
    }
    return nil
  }
}
