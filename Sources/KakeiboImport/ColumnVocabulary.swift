import KakeiboCore

/// What a column of a statement's table holds, once its name is read.
public enum ColumnRole: Hashable, Sendable {
  /// The row's date: the day of the use or the transaction.
  case date
  /// A date split over three columns: its year, month and day.
  case year, month, day
  /// Another date (of the payment, of processing, 起算日), which is not the row's.
  case otherDate
  /// What the row is: the store, or the bank's description (摘要).
  case description
  /// More of the description (摘要内容, 詳細2), joined to it in the memo.
  case detail
  /// Money out: a withdrawal from the account, or a use of the card.
  case withdrawal
  /// Money in: a deposit.
  case deposit
  /// Money in and out in one column, signed.
  case signedAmount
  /// What the card bills for the row this time (it includes the card's discounts).
  case billed
  /// Money given back for the row (ビューカード's 払戻額).
  case refund
  case balance
  /// Who used the card (本人, 家族).
  case user
  /// How the row is paid: once, in instalments, revolving, at bonus time.
  case paymentKind
  /// A note the bank or the household wrote (メモ, 備考): neither the memo nor what identifies
  /// the row, but read for its words.
  case memo
  /// What kind of row it is (取引区分, 種別, 利用区分).
  case kind
  /// A correction mark, such as 取消 (訂正サイン).
  case correction
  /// A fee charged with the row (手数料, Revolut's Fee): spent with it.
  case fee
  /// The row's state (Revolut's State): a payment reverted, declined or failed moved no money.
  case status
}

/// The names of statements' columns and what each holds: one table of names as banks and card
/// companies print them, then rules for the names the table does not hold, both matched by
/// `ColumnVocabulary.key`. A new bank's layout needs a line here at most.
enum ColumnVocabulary {
  /// What a name says of its column, a little finer than `ColumnRole`.
  enum Meaning: Hashable, Sendable {
    case date, otherDate, year, month, day
    /// A store or a place: the description of a card's row.
    case store
    /// A bank's description (摘要, 取引内容).
    case summary
    case detail
    /// A card's use (利用金額).
    case use
    case withdrawal
    /// Paid (お支払金額): a bank's withdrawal, or what a card bills beside its use.
    case paid
    case deposit
    /// A signed amount whose name says that money in is positive (入出金).
    case signedIn
    /// A signed amount whose sign the statement's kind decides (金額).
    case signed
    case billed
    /// What the card bills in all, over every instalment (支払総額, ご請求額).
    case billedTotal
    case refund
    case balance, user, paymentKind, memo, kind, correction, fee, status
    /// How many instalments, or which one (支払回数 `3`, 今回回数 `1/3`).
    case instalments
    /// Known, and of no use: numbers, fees, foreign currencies, carried-over balances.
    case ignored

    /// Whether the column holds amounts.
    var isAmount: Bool {
      switch self {
      case .use, .withdrawal, .paid, .deposit, .signedIn, .signed, .billed, .billedTotal, .refund:
        true
      default: false
      }
    }

    /// What the meaning says of the statement: a card's (positive), a bank's (negative), or
    /// neither.
    var kindHint: Int {
      switch self {
      case .store, .use, .billed, .billedTotal, .paymentKind, .user, .correction, .instalments: 1
      case .summary, .detail: -1
      case .deposit, .signedIn, .balance: -2
      default: 0
      }
    }
  }

  /// The names, as statements print them (`ColumnVocabulary.key` folds their variants:
  /// full-width forms, ご and お, okurigana, `（円）`).
  static let names: [(String, Meaning)] = [
    // The row's date.
    ("日付", .date), ("年月日", .date), ("年月日（和暦）", .date), ("月日", .date),
    ("利用日", .date), ("ご利用日", .date), ("ご利用年月日", .date), ("利用年月日", .date),
    ("取引日", .date), ("お取引日", .date), ("お取り引き日", .date), ("取引年月日", .date),
    ("取扱日", .date), ("取扱日付", .date), ("取扱年月日", .date), ("勘定日", .date),
    ("入出金日", .date), ("操作日", .date), ("入場駅/事業者名", .store), ("出場駅/降車場所", .store),
    ("利用日/キャンセル日", .date), ("売上日", .date),
    ("年", .year), ("月", .month), ("日", .day), ("date", .date), ("transaction date", .date),
    ("posted date", .date), ("posting date", .date), ("value date", .date), ("started date", .date),
    ("booking date", .date), ("completed date", .otherDate), ("post date", .otherDate),
    // Other dates.
    ("起算日", .otherDate), ("（起算日）", .otherDate), ("お支払日", .otherDate),
    ("支払日", .otherDate), ("データ処理日", .otherDate), ("計上日", .otherDate),
    ("お引落日", .otherDate), ("引落日", .otherDate), ("当月お支払日", .otherDate),
    ("支払開始年月", .ignored), ("お支払開始月", .ignored), ("支払月", .ignored),
    // Descriptions.
    ("摘要", .summary), ("内容", .summary), ("取引内容", .summary), ("お取引内容", .summary),
    ("お取り扱い内容", .summary), ("取扱内容", .summary), ("入出金内容", .summary),
    ("入出金先内容", .summary), ("詳細", .summary), ("詳細1", .summary), ("詳細１", .summary),
    ("明細", .summary), ("お取引", .summary), ("取引種類", .kind),
    ("摘要内容", .detail), ("詳細2", .detail), ("詳細２", .detail), ("参考情報", .detail),
    ("振替文言", .detail), ("補助文言", .detail), ("入出金先", .detail),
    ("利用店名", .store), ("ご利用店名", .store), ("利用店名・商品名", .store),
    ("ご利用店名及び商品名", .store), ("ご利用先", .store), ("ご利用先など", .store),
    ("利用先", .store), ("ご利用箇所", .store), ("ご利用場所", .store), ("利用場所", .store),
    ("ご利用内容", .store), ("利用内容", .store), ("ご利用店", .store), ("加盟店", .store),
    ("加盟店名", .store), ("加盟店名称", .store), ("利用加盟店", .store), ("ご利用加盟店", .store),
    ("利用店舗", .store), ("店名", .store), ("店舗名", .store), ("店", .store), ("取引先", .store),
    ("支払先", .store), ("商品名", .store), ("ご利用内容/店名", .store), ("品目", .store),
    ("description", .summary), ("payee", .store), ("merchant", .store), ("details", .summary),
    // A payment service's activity (PayPal's): who was paid or paid (名前), what for.
    ("名前", .store), ("商品タイトル", .detail), ("商品ID", .ignored),
    // Amounts.
    ("利用金額", .use), ("ご利用金額", .use), ("ご利用額", .use), ("利用額", .use),
    ("新規利用額", .use), ("ご利用金額（円）", .use), ("利用金額（税込）", .use),
    ("取引金額", .use), ("決済金額", .use), ("購入金額", .use), ("処理金額", .use),
    ("出金", .withdrawal), ("出金金額", .withdrawal), ("支出", .withdrawal), ("支出金額", .withdrawal),
    ("お引出し", .withdrawal),
    ("お引出金額", .withdrawal), ("お引き出し額", .withdrawal), ("お引出し金額", .withdrawal),
    ("払出金額", .withdrawal), ("払出し金額", .withdrawal), ("引落金額", .withdrawal),
    ("お支払い", .paid), ("お支払金額", .paid), ("お支払い金額", .paid), ("支払金額", .paid),
    ("支払い金額", .paid), ("支払額", .paid), ("お支払額", .paid),
    ("入金", .deposit), ("入金金額", .deposit), ("収入", .deposit), ("収入金額", .deposit), ("お預入れ", .deposit),
    ("お預入金額", .deposit),
    ("お預け入れ額", .deposit), ("お預入れ金額", .deposit), ("お預り金額", .deposit),
    ("お預かり", .deposit), ("お預かり金額", .deposit), ("預かり金額", .deposit),
    ("受入金額", .deposit), ("預入れ金額", .deposit),
    // A prepaid card's charges in a column of their own (Suica Reader's チャージなど).
    ("チャージ", .deposit), ("チャージ額", .deposit), ("チャージ金額", .deposit),
    ("入出金", .signedIn), ("入出金額", .signedIn), ("入金・利用額", .signedIn),
    ("金額", .signed), ("amount", .signed), ("合計", .signed), ("合計金額", .signed),
    // The total after the service's fee (PayPal's 正味): the fee is in the total already.
    ("正味", .ignored), ("正味額", .ignored),
    ("ご請求額", .billedTotal), ("ご請求金額", .billed),
    ("支払総額", .billedTotal), ("お支払い総額", .billedTotal),
    ("今回ご請求額", .billed), ("今回請求額", .billed), ("当月ご請求額", .billed),
    ("当月請求額", .billed), ("当月支払金額", .billed), ("当月お支払金額", .billed),
    ("今回のお支払金額", .billed), ("今回のお支払い金額", .billed), ("今回お支払金額", .billed),
    ("払戻額", .refund), ("返金額", .refund),
    ("withdrawal", .withdrawal), ("debit", .withdrawal), ("deposit", .deposit),
    ("credit", .deposit), ("fee", .fee), ("paid out", .withdrawal), ("paid in", .deposit),
    ("money out", .withdrawal), ("money in", .deposit), ("narrative", .summary),
    // The rest.
    ("残高", .balance), ("差引残高", .balance), ("差し引き残高", .balance), ("残額", .balance),
    ("現在高", .balance), ("取引後残高", .balance), ("balance", .balance),
    ("利用者", .user), ("ご利用者", .user), ("利用者区分", .user), ("ご利用者区分", .user),
    ("本人・家族区分", .user), ("カード会員様名", .user), ("会員名", .user), ("card member", .user),
    ("支払区分", .paymentKind), ("お支払区分", .paymentKind), ("支払方法", .paymentKind),
    ("お支払方法", .paymentKind), ("支払区分名称", .paymentKind), ("支払区分（回数）", .paymentKind),
    ("支払い区分", .paymentKind), ("支払回数", .instalments), ("お支払回数", .instalments),
    ("分割回数", .instalments), ("今回回数", .instalments), ("何回目", .instalments),
    ("今回何回目", .instalments), ("支払回数/何回目", .instalments), ("お支払後残高", .ignored),
    ("メモ", .memo), ("備考", .memo), ("適用", .memo), ("ラベル", .memo), ("memo", .memo),
    ("取引区分", .kind), ("入払区分", .kind), ("利用区分", .kind), ("ご利用区分", .kind),
    ("種別", .kind), ("カテゴリ", .kind), ("取引種別", .kind), ("取引方法", .kind),
    ("タイプ", .kind), ("残高への影響", .kind),
    ("チャージ区分", .kind), ("区分", .kind), ("確定情報", .ignored), ("決済方法", .ignored),
    ("type", .kind), ("category", .kind),
    ("ステータス", .status), ("状態", .status), ("取引状況", .status), ("処理状況", .status),
    ("state", .status), ("status", .status),
    ("訂正サイン", .correction), ("取消区分", .correction),
    ("新規サイン", .ignored), ("手数料", .fee), ("支払手数料", .fee), ("振込手数料", .fee),
    ("割引額", .ignored),
    ("m月支払金額", .billed), ("m月お支払金額", .billed), ("id", .ignored), ("会員番号", .ignored),
    ("カード番号", .ignored), ("照会番号", .ignored),
    ("取引順番号", .ignored), ("入出金明細ID", .ignored), ("取扱店", .ignored),
    ("取扱店名", .ignored), ("取扱店番", .ignored), ("調整額", .ignored),
    ("国内／海外", .ignored), ("ポイント対象", .ignored), ("締前入金区分", .ignored),
    ("未資金化区分", .ignored), ("貸付金額", .ignored), ("返済金額", .ignored),
    ("no", .ignored), ("no.", .ignored), ("currency", .ignored),
    ("product", .ignored), ("account", .ignored), ("reference", .ignored),
  ]

  /// The rules for a name the table does not hold and that names no date (see
  /// `dateEndings`), tried in order: the first whose words the name's key contains, and none
  /// of whose `unless` words, gives the meaning.
  static let rules: [(words: [String], unless: [String], Meaning)] = [
    (["海外", "現地", "外貨", "通貨", "レート", "換算", "為替"], [], .ignored),
    // Parts of what the row's total holds (insurance, shipping, tax, an option's price), not
    // amounts of their own.
    (["保険", "配送", "オプション", "消費税", "税額"], [], .ignored),
    (["番号", "コード"], [], .ignored),
    (["繰越", "以降", "翌月"], [], .ignored),
    (["残高", "残額", "現在高"], [], .balance),
    (["回数", "回目"], [], .instalments),
    (["手数料"], ["利用"], .fee),
    (["利息"], ["利用"], .ignored),
    (["今回", "当月", "請求"], ["総額"], .billed),
    (["総額"], [], .billedTotal),
    (["払戻", "返金", "返品"], [], .refund),
    (["入出金"], ["内容", "先"], .signedIn),
    (["預入", "預金", "受入", "入金額", "入金金額"], [], .deposit),
    (["出金", "引出", "払出", "引落"], [], .withdrawal),
    (["支払金額", "支払額"], [], .paid),
    (["利用金額", "利用額"], [], .use),
    (["利用店", "店名", "利用先", "加盟店", "利用場所", "店舗", "商品"], [], .store),
    (["摘要内容"], [], .detail),
    (["摘要", "内容", "詳細"], [], .summary),
    (["利用者", "会員", "名義", "家族"], [], .user),
    (["支払区分", "支払方法", "支払種別"], [], .paymentKind),
    (["区分", "種別"], [], .kind),
    (["備考", "メモ"], [], .memo),
    (["金額"], [], .signed),
    (["額"], ["限度", "可能"], .signed),
  ]

  /// A name that ends in 日, 日付 or 日時 names a date (`発生日`, `ご利用日時`): the row's,
  /// unless it is a payment's, a processing's or another's (`今回のお支払日`, `データ処理日`).
  static let dateEndings = ["日", "日付", "日時", "年月日"]
  static let otherDateWords = [
    "支払", "引落", "処理", "起算", "計上", "締", "発行", "作成", "照会", "予定", "入金日", "振込日",
  ]
  static let rowDateWords = ["利用日", "取引日", "取扱日", "売上日"]
  /// The same in English: a name that ends in `date` (`Transaction Date`), unless it is a
  /// posting's, a payment's or another's.
  static let otherEnglishDateWords = [
    "post", "complet", "settle", "payment", "due", "process", "statement", "closing",
  ]

  /// The meaning of each key of `names`.
  private static let meanings: [String: Meaning] = {
    var meanings: [String: Meaning] = [:]
    for (name, meaning) in names where meanings[key(name)] == nil {
      meanings[key(name)] = meaning
    }
    return meanings
  }()

  /// What a column called `name` holds, or nil for a name the vocabulary does not know. A
  /// name with alternatives (`利用日/キャンセル日`, `ご利用店名/現地通貨額`) is read by its first
  /// when the whole is not known.
  static func meaning(of name: String) -> Meaning? {
    var key = key(name)
    guard !key.isEmpty else { return nil }
    // An amount in a foreign currency beside the yen's (`利用金額（外貨）`, `利用金額（円）`): its
    // bracket says so, and it is not read. (A store's bracket may name one too: `ご利用店名
    // （海外ご利用店名／海外都市名）` is the store still.)
    let namesAmount = ["額", "金", "amount"].contains(where: key.contains)
    if namesAmount,
      bracketedParts(name).contains(where: { part in
        foreignWords.contains(where: part.contains)
      })
    {
      return .ignored
    }
    if let known = meanings[key] { return known }
    for (suffix, part) in [("#年", Meaning.year), ("#月", .month), ("#日", .day)]
    where key.hasSuffix(suffix) {
      key.removeLast(2)
      return meaning(ofKey: key) == .date ? part : nil
    }
    if let slash = key.firstIndex(of: "/"), slash > key.startIndex {
      return meaning(ofKey: String(key[..<slash]))
    }
    return meaning(ofKey: key)
  }

  private static func meaning(ofKey key: String) -> Meaning? {
    if let known = meanings[key] { return known }
    // English names in the plural (`Withdrawals`, `Deposits`) are the singular's.
    if key.hasSuffix("s"), key.count > 3, key.unicodeScalars.allSatisfy(\.isASCII),
      let known = meanings[String(key.dropLast())]
    {
      return known
    }
    if key.hasSuffix("date"), key.count > 4 {
      return otherEnglishDateWords.contains(where: key.contains) ? .otherDate : .date
    }
    if dateEndings.contains(where: key.hasSuffix) {
      let isOther =
        otherDateWords.contains(where: key.contains) && !rowDateWords.contains(where: key.contains)
      return isOther ? .otherDate : .date
    }
    // A name the table does not hold names an amount only when it says so (額, 金): 請求先 is
    // who is billed, not what.
    let namesAmount = key.contains("額") || key.contains("金")
    for (words, unless, meaning) in rules
    where words.contains(where: key.contains) && !unless.contains(where: key.contains)
      && (namesAmount || !meaning.isAmount)
    {
      return meaning
    }
    return nil
  }

  /// Words of a bracketed part that names a foreign currency (`（外貨）`, `(USD)`).
  static let foreignWords = ["外貨", "現地", "通貨", "海外", "ドル", "usd", "eur", "foreign", "fx"]

  /// The parts of `name` in brackets, folded as its key is (`利用金額（外貨）`: `外貨`).
  static func bracketedParts(_ name: String) -> [String] {
    var parts: [String] = []
    var depth = 0
    var part = ""
    for character in SearchText.folded(name) {
      switch character {
      case "(", "[", "【", "<", "≪", "《", "〈", "「", "『", "〔":
        depth += 1
        part = ""
      case ")", "]", "】", ">", "≫", "》", "〉", "」", "』", "〕":
        if depth == 1, !part.isEmpty { parts.append(part) }
        depth = max(0, depth - 1)
      case _ where depth > 0:
        part.append(character)
      default:
        break
      }
    }
    return parts
  }

  /// A column name folded as search folds text (NFKC, lower case), without what varies between
  /// statements that name the same column: white space, middle dots, `※`, `*`, `#`, a
  /// bracketed part (`（円）`, `(￥)`, `（うち手数料・利息）`), the yen sign or 円 at the end,
  /// hiragana (ご and お, okurigana: `お引き出し` and `お引出し` are one key), and a month's
  /// number at the start (`12月支払金額` is `m月支払金額`). A part named in brackets, `(年)`,
  /// `(月)` or `(日)`, stays as `#年`, `#月`, `#日`: `操作日(年)` names the year of a date.
  static func key(_ name: String) -> String {
    var scalars: [Unicode.Scalar] = []
    var depth = 0
    var bracketed: [Unicode.Scalar] = []
    var part: Unicode.Scalar?
    for scalar in SearchText.folded(name).unicodeScalars {
      switch scalar {
      case "(", "[", "【", "<", "≪", "《", "〈", "「", "『", "〔":
        depth += 1
        bracketed.removeAll()
      case ")", "]", "】", ">", "≫", "》", "〉", "」", "』", "〕":
        if depth == 1, bracketed.count == 1, let only = bracketed.first,
          "年月日".unicodeScalars.contains(only)
        {
          part = only
        }
        depth = max(0, depth - 1)
      case _ where depth > 0:
        bracketed.append(scalar)
      case " ", "\t", "・", "･", "※", "*", "#", "＃", "¥", "\\":
        continue
      case "\u{3041}"..."\u{309F}":
        continue  // hiragana
      default:
        scalars.append(scalar)
      }
    }
    if scalars.isEmpty, !bracketed.isEmpty {
      // A name that is all in brackets, such as （起算日）.
      scalars = bracketed.filter { !("\u{3041}"..."\u{309F}").contains($0) && $0 != " " }
    }
    if scalars.last == "円", scalars.count > 1 { scalars.removeLast() }
    var key = String(String.UnicodeScalarView(scalars))
    if let month = key.firstIndex(of: "月"), month > key.startIndex,
      key[..<month].allSatisfy(\.isASCIIDigitCharacter),
      key.distance(from: key.startIndex, to: month) <= 2
    {
      key = "m" + key[month...]
    }
    if let part { key += "#" + String(part) }
    return key
  }
}

extension Character {
  fileprivate var isASCIIDigitCharacter: Bool { isASCII && isWholeNumber }
}
