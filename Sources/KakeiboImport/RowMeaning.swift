import KakeiboCore

/// What a statement's row means for the household, from which way its money goes, whose
/// statement it is and its words:
///
/// - A row the household's `--transfer` patterns name is a transfer.
/// - On a bank's statement, money out that pays a card bill, moves money to the household's own
///   accounts, is cash drawn at an ATM or charges e-money is a transfer (see
///   `TransferRules.bankTransfer`), and any other is an expense. Money in from the household's
///   own accounts is a transfer, money given back (返金, 払戻, 取消) a refund, and any other
///   income (a salary, interest, a transfer from someone else).
/// - On a card's statement, a use is an expense, unless it charges e-money (チャージ) or is a
///   cash advance (transfers). Money in is a refund (a cancellation, a discount, a negative use), unless it
///   pays the card's bill (口座振替, ご入金): a transfer. A use marked 取消 is a refund.
enum RowMeaning {
  /// Words of money moved onto a prepaid balance, or between a card and its app (WAON移行).
  static let charges = words("チャージ", "移行", "TOPUP", "TOP-UP")
  /// Words of money paid into a payment service from the household's card or bank account
  /// (PayPal's クレジットカードによる一般の入金): the spending is on that card's or account's
  /// statement.
  static let fundings = words("クレジットカードによる", "銀行口座による")
  /// Words of money drawn as cash with a card.
  static let cashAdvances = words("キャッシング", "ATM", "CASH ADVANCE")
  /// Words of a card statement's row that pays the card's bill.
  static let billPayments = words(
    "口座振替", "ご入金", "入金", "お振込", "返済", "お支払", "PAYMENT RECEIVED", "THANK YOU", "AUTOPAY")
  /// Words of money given back.
  static let refunds = words(
    "返金", "払戻", "払い戻し", "取消", "キャンセル", "返品", "返戻", "REFUND")

  /// Words as written, and as found (see `MatchKey`).
  private static func words(_ words: String...) -> [(word: String, key: MatchKey)] {
    words.map { ($0, MatchKey($0)) }
  }

  /// The meaning of a row of a `statement` statement whose money goes `money` (negative out of
  /// the household's account, positive into it), described by `texts` (the description, with
  /// `summary` its bank's 摘要 when it leads) and `notes` (its kind and memo columns);
  /// `isCancelled` when its correction column says 取消.
  static func of(
    texts: [String], summary: String?, notes: [String], money: Int64, statement: StatementKind,
    isCancelled: Bool, transfers: TransferRules
  ) -> StatementRow.Kind {
    if let household = transfers.householdTransfer(texts + notes) { return .transfer(household) }
    let keys = (texts + notes).map { MatchKey($0) }
    func holds(_ words: [(word: String, key: MatchKey)]) -> String? {
      words.first { word in keys.contains { $0.contains(word.key) } }?.word
    }
    switch statement {
    case .bank:
      // The kind and memo columns are not searched for 振替: 三菱UFJ銀行's 入払区分 says
      // 振替支払い of every direct debit.
      if let transfer = transfers.bankTransfer(texts, summary: summary) {
        return .transfer(transfer)
      }
      // Cash is cash whichever column says so (Revolut's Type `ATM`).
      if let cash = transfers.cash(notes) { return .transfer(cash) }
      if holds(charges) != nil { return .transfer(.charge) }
      if money > 0, holds(fundings) != nil, holds(refunds) == nil { return .transfer(.charge) }
      if money > 0 { return holds(refunds) != nil ? .refund : .income }
      return .expense
    case .card:
      if holds(charges) != nil { return .transfer(.charge) }
      if money < 0 {
        if let word = holds(cashAdvances) { return .transfer(.ownAccounts(word)) }
        return isCancelled ? .refund : .expense
      }
      if let word = holds(billPayments), holds(refunds) == nil {
        return .transfer(.cardBill(word))
      }
      return .refund
    }
  }
}

extension RowMeaning {
  /// The meanings of recent rows by their words and the way their money goes: a statement's
  /// rows repeat their descriptions (the same stores, the same bills), and finding words in them
  /// is the costly part of a row.
  struct Cache: Sendable {
    /// By the bytes of the words (hashed as bytes: a `String` key would be normalized first).
    private var meanings: [[UInt8]: StatementRow.Kind] = [:]
    /// The most descriptions kept; a file with more finds the others' meanings every time.
    private static let limit = 4096

    /// The meaning of a row with `texts` and `notes` whose money goes `money`, from `find`
    /// when it is not known yet.
    mutating func meaning(
      texts: [String], notes: [String], money: Int64, isCancelled: Bool,
      _ find: () -> StatementRow.Kind
    ) -> StatementRow.Kind {
      var key: [UInt8] = [money < 0 ? 0x2D : money > 0 ? 0x2B : 0x30, isCancelled ? 1 : 0]
      for text in texts + notes {
        key.append(0)
        key.append(contentsOf: text.utf8)
      }
      if let known = meanings[key] { return known }
      let kind = find()
      if meanings.count < Self.limit { meanings[key] = kind }
      return kind
    }
  }
}
