import KakeiboCore

/// The banks and card companies by the names their statements give them, so that an entry's
/// source is the name a household knows (`エポスカード`, not `株式会社エポスカード`): each
/// name with the other ways files write it, found anywhere in a line before the table or in a
/// card holder's line, whatever its width, kana and spacing (see `MatchKey`). A bank or card
/// not listed is named by the file's own word for it (`…銀行`, `…信用金庫`, `…カード`).
enum InstitutionNames {
  /// Each institution's name, then the other ways files write it.
  static let names: [(name: String, aliases: [String])] = [
    ("三菱UFJ銀行", ["三菱東京UFJ銀行", "MUFG Bank"]),
    ("三井住友銀行", ["SMBC銀行"]),
    ("みずほ銀行", []), ("りそな銀行", []), ("埼玉りそな銀行", []), ("関西みらい銀行", []),
    ("ゆうちょ銀行", ["ゆうちょダイレクト", "郵便貯金"]),
    ("楽天銀行", ["イーバンク銀行"]), ("住信SBIネット銀行", []), ("PayPay銀行", ["ジャパンネット銀行"]),
    ("ソニー銀行", []), ("auじぶん銀行", ["じぶん銀行"]), ("イオン銀行", []), ("セブン銀行", []),
    ("GMOあおぞらネット銀行", []), ("SBI新生銀行", ["新生銀行"]), ("東京スター銀行", []),
    ("UI銀行", []), ("みんなの銀行", []), ("ローソン銀行", []), ("大和ネクスト銀行", []),
    ("三井住友信託銀行", []), ("三菱UFJ信託銀行", []), ("SBJ銀行", []),
    ("三井住友カード", ["SMBCカード", "三井住友VISAカード", "三井住友ビザカード", "Vpass"]),
    ("三菱UFJニコス", ["MUFGカード", "DCカード", "NICOSカード", "ニコスカード"]),
    ("JCB", ["JCBカード", "ジェーシービー", "MyJCB"]),
    ("楽天カード", []), ("エポスカード", ["EPOS"]), ("セゾンカード", ["クレディセゾン", "セゾン"]),
    ("イオンカード", ["イオンクレジット"]), ("ビューカード", ["ビュー・スイカ", "VIEWカード"]),
    ("PayPayカード", ["ヤフーカード", "Yahoo! JAPANカード", "YJカード"]),
    ("dカード", ["ドコモカード", "DCMX"]), ("au PAY カード", ["auPAYカード", "au WALLET クレジットカード"]),
    ("アメリカン・エキスプレス", ["アメックス", "American Express", "AMEX"]),
    ("ダイナースクラブ", ["Diners Club"]), ("オリコカード", ["オリコ", "オリエントコーポレーション"]),
    ("ジャックス", ["JACCS"]), ("ライフカード", []), ("ポケットカード", ["ファミマTカード"]),
    ("UCカード", []), ("セディナ", ["OMCカード"]), ("アプラス", []), ("エムアイカード", []),
    ("JALカード", []), ("ANAカード", []), ("ゴールドポイントカード・プラス", ["ゴールドポイントカードプラス"]),
    ("Amazon Mastercard", ["Amazonマスターカード", "Amazon Master Card"]),
    ("トヨタファイナンス", ["TS CUBIC"]), ("リクルートカード", []), ("セブンカード", []),
    ("モバイルSuica", ["Suica"]), ("PASMO", ["パスモ"]), ("ICOCA", []), ("WAON", []),
    ("nanaco", []), ("楽天Edy", []), ("JAバンク", ["JAネットバンク"]), ("Revolut", []),
  ]

  /// The layouts that do not name their bank or card, by columns that only its header has.
  static let layouts: [(name: String, columns: [String])] = [
    ("PayPay銀行", ["操作日(年)", "取引順番号"]),
    ("楽天銀行", ["取引日", "入出金(円)", "取引後残高(円)"]),
    ("ゆうちょ銀行", ["入出金明細ID", "現在（貸付）高"]),
    ("三井住友銀行", ["お引出し", "お預入れ", "お取り扱い内容"]),
    ("ソニー銀行", ["お取り引き日", "参考情報"]),
    ("SBI新生銀行", ["取引日", "照会番号", "摘要", "お支払金額", "お預り金額"]),
    ("東京スター銀行", ["日付", "お支払い金額", "お預かり金額", "摘要", "残高", "備考"]),
    ("イオン銀行", ["お取引内容", "残高（お借入れはマイナス表示）"]),
    ("JCB", ["ご利用者", "カテゴリ", "ご利用先など", "訂正サイン"]),
    ("エポスカード", ["ご利用場所", "お支払開始月"]),
    ("セゾンカード", ["ご利用店名及び商品名", "本人・家族区分", "締前入金区分"]),
    ("アメリカン・エキスプレス", ["ご利用日", "データ処理日", "ご利用内容"]),
    ("三菱UFJニコス", ["新規利用額", "今回請求額", "通貨略称"]),
    ("ジャックス", ["ご利用店名/現地通貨額"]),
    ("JALカード", ["確定情報", "ご利用店名（海外ご利用店名／海外都市名）"]),
    ("UCカード", ["ご利用区分", "ご利用者区分", "ポイント対象"]),
    ("ポケットカード", ["割引額", "ご請求金額", "分割払い・海外利用の内容"]),
    ("WAON", ["利用店舗", "チャージ区分"]),
    ("PayPay", ["取引内容", "取引先", "取引方法", "取引番号"]),
    ("au PAY カード", ["ご利用者", "支払区分", "利用日", "利用店名", "利用金額", "摘要"]),
    ("dカード", ["カード名称", "利用加盟店"]),
    ("JAバンク", ["明細区分", "取扱日付", "起算日", "取引区分"]),
    ("楽天銀行", ["ご利用先", "使用地域", "承認番号"]),
    ("三井住友カード", ["ご利用店名", "支払予定月", "（お支払い総額）"]),
    ("Revolut", ["Type", "Product", "Started Date", "Completed Date"]),
  ]

  /// The name of the layout whose header is `header`, when `layouts` holds it.
  static func named(byHeader header: [String]) -> String? {
    let index = HeaderIndex(header)
    return layouts.first { entry in entry.columns.allSatisfy { index.column($0) != nil } }?.name
  }

  private static let keys: [(name: String, keys: [MatchKey])] = names.map { entry in
    (entry.name, ([entry.name] + entry.aliases).map { MatchKey($0) })
  }

  /// The words that end an institution's name when a file writes one the table does not hold.
  private static let endings = ["銀行", "信用金庫", "信金", "信用組合", "労働金庫", "農業協同組合", "カード"]

  /// The institution `texts` (cells of the lines before the table, or of a card holder's
  /// line) name: one of `names` first (the one named earliest, the longest of those that start
  /// at the same place: `SBI新生銀行`, not `新生銀行`), else the first word that ends as an
  /// institution's name does; nil when they name none.
  static func named(in texts: [String]) -> String? {
    for text in texts {
      let cell = MatchKey(text)
      var best: (name: String, position: Int, length: Int)?
      for (name, keys) in keys {
        for key in keys {
          guard let position = cell.firstIndex(of: key, from: 0) else { continue }
          if let best, (best.position, -best.length) <= (position, -key.scalars.count) { continue }
          best = (name, position, key.scalars.count)
        }
      }
      if let best { return best.name }
    }
    for text in texts {
      if let word = nameWord(in: text) { return word }
    }
    return nil
  }

  /// The word of `text` that ends as a bank's or card's name does (`○○信用金庫` in
  /// `口座名,○○信用金庫 本店`), without a company's form (株式会社) or brackets; nil when there
  /// is none.
  private static func nameWord(in text: String) -> String? {
    let folded = TextNormalization.folded(text)
    let words = folded.split(whereSeparator: { " 　:：,、/「」『』【】()（）".contains($0) })
    for word in words {
      var name = String(word)
      for form in ["株式会社", "(株)", "㈱"] { name = name.replacingAll(form, with: "") }
      guard name.count >= 3, name.count <= 30,
        endings.contains(where: { name.hasSuffix($0) && name.count > $0.count })
      else { continue }
      // A lone word of the statement itself (ご利用カード, 対象カード) names nothing.
      if ["ご利用カード", "対象カード", "利用カード", "クレジットカード", "カード"].contains(name) { continue }
      return name
    }
    return nil
  }
}

extension String {
  /// The string with every occurrence of `target` replaced by `replacement` (no Foundation).
  fileprivate func replacingAll(_ target: String, with replacement: String) -> String {
    guard !target.isEmpty, contains(target) else { return self }
    var result = ""
    var rest = Substring(self)
    while let range = rest.firstRange(of: target) {
      result += rest[..<range.lowerBound]
      result += replacement
      rest = rest[range.upperBound...]
    }
    return result + rest
  }
}
