import KakeiboCore
import Testing

@testable import KakeiboImport

/// A random number generator with a seed (SplitMix64), so that every run makes the same
/// statements and a failure names the one that failed.
struct SeededGenerator: RandomNumberGenerator {
  private var state: UInt64

  init(seed: UInt64) { state = seed }

  mutating func next() -> UInt64 {
    state &+= 0x9E37_79B9_7F4A_7C15
    var z = state
    z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
    z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
    return z ^ (z >> 31)
  }
}

/// One of `elements`, at random.
private func pick<Element>(_ elements: [Element], _ random: inout SeededGenerator) -> Element {
  elements[Int.random(in: elements.indices, using: &random)]
}

/// Text in Shift_JIS (CP932), by the decoder's own table read backwards.
private let cp932Encoder: [Unicode.Scalar: [UInt8]] = {
  var table: [Unicode.Scalar: [UInt8]] = [:]
  for (offset, code) in CP932.singleByteCodePoints.enumerated() where code != 0 {
    if let scalar = Unicode.Scalar(code), table[scalar] == nil {
      table[scalar] = [UInt8(0x80 + offset)]
    }
  }
  for lead in [UInt8](0x81...0x9F) + [UInt8](0xE0...0xFC) {
    for trail in [UInt8](0x40...0x7E) + [UInt8](0x80...0xFC) {
      guard let pair = CP932.pairIndex(lead: lead, trail: trail) else { continue }
      let code = CP932.doubleByteTable[pair]
      if code != CP932.unmapped, let scalar = Unicode.Scalar(code), table[scalar] == nil {
        table[scalar] = [lead, trail]
      }
    }
  }
  // What Shift_JIS files write for the yen sign and the minus sign: the backslash's byte (which
  // Japanese fonts show as ¥) and the full-width hyphen-minus.
  table["¥"] = [0x5C]
  table["−"] = [0x81, 0x7C]
  return table
}()

private func shiftJIS(_ text: String) -> [UInt8] {
  text.unicodeScalars.flatMap { scalar in
    scalar.isASCII ? [UInt8(scalar.value)] : cp932Encoder[scalar] ?? [0x3F]
  }
}

/// Statements made at random from the parts real ones are made of (a preamble, a header in
/// the vocabulary of one bank or card or another, a date style, an amount style, a sign
/// convention, card holders' lines, a trailer), in UTF-8 or Shift_JIS, each of which must
/// import to exactly the entries it was made from.
@Suite struct StatementPropertyTests {
  /// One entry a statement is made from.
  struct Made {
    let date: LedgerDate
    /// Positive: a withdrawal or a use; negative: a deposit or a refund.
    let out: Int64
    let memo: String
    /// Whether it is a transfer (a card bill, a move between own accounts, a charge).
    var isTransfer = false
    /// Whether its date is left blank, under the row before (a discount's line).
    var isUnder = false
    /// A fee charged with it, in a column of its own.
    var fee: Int64 = 0
    /// Whether its state says it moved no money (取消): it is not imported.
    var isCancelled = false
  }

  /// Descriptions that make a row a transfer: on a bank's statement (money out), and on a
  /// card's (a use).
  static let bankTransfers = ["ﾐﾂｲｽﾐﾄﾓｶｰﾄﾞ", "ラクテンカード", "振替 定期預金", "ATM ｾﾌﾞﾝｷﾞﾝｺｳ", "ﾍﾟｲﾍﾟｲ ﾁｬｰｼﾞ"]
  static let cardTransfers = ["モバイルＳｕｉｃａ　チャージ", "ＰａｙＰａｙ　チャージ", "ＷＡＯＮオートチャージ"]

  /// Stores and payees whose words mean nothing to the reader's rules (no transfer, refund or
  /// total words), in the widths statements print them.
  static let descriptions = [
    "スーパー丸和", "ﾄｳｷﾖｳｶﾞｽ", "ＡＭＡＺＯＮ．ＣＯ．ＪＰ", "書店 ブックス", "ｺﾝﾋﾞﾆ ｴｰｹｰ", "東京電力",
    "ﾃﾞﾋﾞｯﾄ ﾏﾂﾓﾄｷﾖｼ", "ユニクロ　新宿店", "Netflix.com", "くら寿司", "ﾄﾞﾗｯｸﾞｽﾄｱ ｻﾝﾌﾟﾙ",
    "スターバックス", "ＥＮＥＯＳ", "ニトリ", "家電のヤマダ", "ｶ)ｻﾝﾌﾟﾙ ｼﾖｳｼﾞ",
  ]

  static let bankHeaders: (dates: [String], descriptions: [String], outs: [String], ins: [String]) =
    (
      ["日付", "取引日", "お取引日", "年月日", "取扱日付", "お取り引き日", "年月日（和暦）"],
      ["摘要", "お取引内容", "内容", "お取り扱い内容", "入出金内容", "取引内容"],
      ["お引出し", "出金金額(円)", "お支払金額", "支払い金額", "払出金額（円）", "お引出金額", "出金"],
      ["お預入れ", "入金金額(円)", "お預り金額", "預かり金額", "受入金額（円）", "お預入金額", "入金"]
    )
  static let cardHeaders: (dates: [String], descriptions: [String], amounts: [String]) = (
    ["利用日", "ご利用日", "ご利用年月日", "利用日/キャンセル日", "ご利用年月日（和暦）"],
    ["利用店名・商品名", "ご利用先", "ご利用店名", "ご利用箇所", "加盟店名", "ご利用先など"],
    ["利用金額", "ご利用金額（円）", "ご利用額", "金額", "ご利用金額(￥)"]
  )

  /// A number in kanji numerals: positional (`三十一`), or digit by digit (`二〇二六`).
  static func kanji(_ number: Int, digitByDigit: Bool = false) -> String {
    let digits = Array("〇一二三四五六七八九")
    if digitByDigit { return String(String(number).map { digits[Int(String($0)) ?? 0] }) }
    var text = ""
    for (unit, name) in [(1000, "千"), (100, "百"), (10, "十")] where number / unit % 10 > 0 {
      let digit = number / unit % 10
      text += (digit == 1 ? "" : String(digits[digit])) + name
    }
    return number % 10 > 0 ? text + String(digits[number % 10]) : text
  }

  /// A date as one style writes it.
  static func write(_ date: LedgerDate, style: Int, fullWidth: Bool) -> String {
    let (y, m, d) = (date.year, date.month, date.day)
    func two(_ n: Int) -> String { n < 10 ? "0\(n)" : "\(n)" }
    let text: String
    switch style {
    case 0: text = "\(y)/\(two(m))/\(two(d))"
    case 1: text = "\(y)/\(m)/\(d)"
    case 2: text = "\(y)-\(two(m))-\(two(d))"
    case 3: text = "\(y)\(two(m))\(two(d))"
    case 4: text = "\(y).\(two(m)).\(two(d))"
    case 5: text = "\(y)年\(m)月\(d)日"
    case 6: text = "R\(two(y - 2018)).\(two(m)).\(two(d))"
    case 7: text = "令和\(y - 2018)年\(m)月\(d)日"
    case 8: text = " \(y)/\(two(m))/\(two(d))"
    case 10: text = "令和\(kanji(y - 2018))年\(kanji(m))月\(kanji(d))日"
    case 11: text = "\(kanji(y, digitByDigit: true))年\(kanji(m))月\(kanji(d))日"
    default: text = "\(m)/\(d)"  // without a year
    }
    return fullWidth ? Self.fullWidth(text) : text
  }

  static func fullWidth(_ text: String) -> String {
    String(
      String.UnicodeScalarView(
        text.unicodeScalars.map { scalar in
          ("0"..."9").contains(scalar) ? Unicode.Scalar(scalar.value + 0xFEE0) ?? scalar : scalar
        }))
  }

  /// An amount (positive) as one style writes it; `negative` with its minus.
  static func write(_ amount: Int64, style: Int, negative: Bool) -> String {
    let grouped = Yen.grouped(UInt64(amount))
    let minus = ["-", "▲", "△", "−"][style % 4]
    let body: String
    switch style % 6 {
    case 0: body = String(amount)
    case 1: body = grouped
    case 2: body = "¥" + grouped
    case 3: body = grouped + "円"
    case 4: body = fullWidth(grouped)
    default: body = String(amount) + ".00"
    }
    return negative ? minus + body : body
  }

  /// A CSV field, quoted when it must be or when `quoted`.
  static func field(_ text: String, quoted: Bool, delimiter: Character) -> String {
    quoted || text.contains(delimiter) || text.contains("\"")
      ? "\"" + text.replacing("\"", with: "\"\"") + "\"" : text
  }

  /// One chance in `count`, drawn only for the second round's styles (so that the first
  /// round's statements stay what they were).
  private static func chance(_ count: Int, _ roundTwo: Bool, _ random: inout SeededGenerator)
    -> Bool
  {
    roundTwo && Int.random(in: 0..<count, using: &random) == 0
  }

  /// A statement made at random, and the entries it must import to (`KIND AMOUNT DATE MEMO`).
  /// `roundTwo` adds the styles of the corpus's second round: kanji numerals, cells written as
  /// formulas, a fee column, a state column with cancelled rows, the header again on every
  /// page, names in English, a foreign currency's amount beside the yen's, and a prepaid card's
  /// history whose kind column says which way each row goes.
  static func statement(_ random: inout SeededGenerator, roundTwo: Bool = false) -> (
    bytes: [UInt8], expected: [String], about: String
  ) {
    let isBank = Bool.random(using: &random)
    let yearless = !isBank && Int.random(in: 0..<5, using: &random) == 0
    var dateStyle = yearless ? 9 : Int.random(in: 0..<9, using: &random)
    if !yearless, chance(5, roundTwo, &random) {
      dateStyle = Int.random(in: 10...11, using: &random)
    }
    let formulas = chance(6, roundTwo, &random)
    let hasFee = isBank && chance(4, roundTwo, &random)
    let hasStatus = chance(5, roundTwo, &random)
    let pages = chance(5, roundTwo, &random)
    let foreign = !isBank && chance(4, roundTwo, &random)
    let inEnglish = isBank && chance(5, roundTwo, &random)
    let prepaid = !isBank && chance(5, roundTwo, &random)
    let fullWidthDates = Int.random(in: 0..<6, using: &random) == 0
    let amountStyle = Int.random(in: 0..<24, using: &random)
    let signed = Int.random(in: 0..<3, using: &random) == 0
    let quoted = Bool.random(using: &random)
    let delimiter: Character = Int.random(in: 0..<8, using: &random) == 0 ? "\t" : ","
    let today = statementToday
    // The entries: dates within the year before today (and after 令和's start).
    var made: [Made] = []
    for _ in 0..<Int.random(in: 1...8, using: &random) {
      let day = today.adding(days: -Int.random(in: 0..<320, using: &random)) ?? today
      let amount = Int64.random(
        in: 1...(Bool.random(using: &random) ? 9_999 : 999_999), using: &random)
      let isOut = isBank ? Bool.random(using: &random) : Int.random(in: 0..<5, using: &random) > 0
      var entry = Made(
        date: day, out: isOut ? amount : -amount, memo: pick(descriptions, &random))
      if isOut, Int.random(in: 0..<6, using: &random) == 0 {
        entry = Made(
          date: day, out: amount,
          memo: pick(isBank ? bankTransfers : cardTransfers, &random),
          isTransfer: true)
      }
      if hasFee, entry.out > 0, Bool.random(using: &random) {
        entry.fee = pick([110, 220, 330, 440], &random)
      }
      made.append(entry)
    }
    if Bool.random(using: &random) {
      made.sort { $0.date < $1.date }
    } else {
      made.sort { $0.date > $1.date }
    }
    // A card's discount on its own line, its date left blank, under a use.
    if !isBank, let use = made.firstIndex(where: { $0.out > 0 && !$0.isTransfer }),
      Int.random(in: 0..<4, using: &random) == 0
    {
      made.insert(
        Made(
          date: made[use].date, out: -Int64.random(in: 1...200, using: &random), memo: "カード会員値引",
          isUnder: true),
        at: use + 1)
    }
    // Rows whose state says they moved no money, between the others (not under a use).
    if hasStatus {
      for _ in 0..<Int.random(in: 1...2, using: &random) {
        let at = Int.random(in: 0...made.count, using: &random)
        guard at == made.count || !made[at].isUnder else { continue }
        var cancelled = Made(
          date: today.adding(days: -Int.random(in: 0..<320, using: &random)) ?? today,
          out: Int64.random(in: 1...9_999, using: &random), memo: pick(descriptions, &random))
        cancelled.isCancelled = true
        made.insert(cancelled, at: at)
      }
    }
    let english = inEnglish && !signed

    // The columns, in a random order, with one or two that the reader does not use.
    enum Column {
      case date, description, out, into, signed, balance, memo, user, fee, status, foreign, kind
    }
    var columns: [Column] =
      [.date, .description] + (signed ? [.signed] : isBank ? [.out, .into] : [.signed])
    if isBank && Bool.random(using: &random) { columns.append(.balance) }
    if Bool.random(using: &random) { columns.append(.memo) }
    if !isBank && Bool.random(using: &random) { columns.append(.user) }
    columns.shuffle(using: &random)
    for (column, wanted) in [
      (Column.fee, hasFee), (.status, hasStatus), (.foreign, foreign), (.kind, prepaid),
    ] where wanted {
      columns.insert(column, at: Int.random(in: 0...columns.count, using: &random))
    }
    let englishNames: [Column: [String]] = [
      .date: ["Date", "Value Date", "Transaction Date"], .description: ["Description", "Details"],
      .out: ["Withdrawals", "Debit", "Paid out"], .into: ["Deposits", "Credit", "Paid in"],
      .balance: ["Balance"], .memo: ["Memo"],
    ]
    func name(_ column: Column) -> String {
      let japanese = japaneseName(column)
      if english, let names = englishNames[column] { return pick(names, &random) }
      return japanese
    }
    func japaneseName(_ column: Column) -> String {
      switch column {
      case .fee: return pick(["手数料", "手数料（円）"], &random)
      case .status: return pick(["ステータス", "状態"], &random)
      case .foreign: return pick(["利用金額（外貨）", "現地通貨額", "ご利用金額(USD)"], &random)
      case .kind: return pick(["利用区分", "取引区分", "種別"], &random)
      case .date:
        var names = isBank ? bankHeaders.dates : cardHeaders.dates
        if ![6, 7, 10].contains(dateStyle) { names.removeAll { $0.contains("和暦") } }
        return pick(names, &random)
      case .description:
        return pick(isBank ? bankHeaders.descriptions : cardHeaders.descriptions, &random)
      case .out: return pick(bankHeaders.outs, &random)
      case .into: return pick(bankHeaders.ins, &random)
      case .signed:
        return isBank
          ? pick(["入出金(円)", "入出金", "金額"], &random)
          : pick(cardHeaders.amounts, &random)
      case .balance: return pick(["残高", "差引残高", "残高（円）", "取引後残高(円)"], &random)
      case .memo: return pick(["メモ", "備考"], &random)
      case .user: return pick(["利用者", "ご利用者"], &random)
      }
    }
    var header = columns.map(name)
    if header.filter({ $0 == "入出金" || $0 == "金額" }).count > 0, isBank, !columns.contains(.balance) {
      // A bank's bare 金額 needs a balance beside it to tell it from a card's.
      columns.append(.balance)
      header.append("残高")
    }

    var lines: [String] = []
    /// The cells of `formulaColumns` are written as formulas of text (`="2026/11/02"`).
    var formulaColumns: Set<Int> = []
    func line(_ cells: [String]) {
      lines.append(
        cells.enumerated().map { index, cell in
          formulaColumns.contains(index) && !cell.isEmpty
            ? "=\"" + cell + "\"" : field(cell, quoted: quoted, delimiter: delimiter)
        }.joined(separator: String(delimiter)))
    }
    // The preamble.
    let preamble = [
      ["照会口座", "普通預金"], ["口座番号", "1234567"], ["お客さま名", "ｶｹｲ ﾀﾛｳ"],
      ["照会期間", "2025年12月01日～2026年11月15日"], [""], ["【ご利用明細】"], ["ご利用明細のお知らせ"],
      ["出力日時", "2026/11/15 10:00"],
    ]
    for _ in 0..<Int.random(in: 0...4, using: &random) {
      line(pick(preamble, &random))
    }
    line(header)
    let holder = ["****-****-****-1234 カケイ　タロウ", "カケイ　タロウ　様"]
    if !isBank && Bool.random(using: &random) {
      line([pick(holder, &random)] + Array(repeating: "", count: columns.count - 1))
    }
    if formulas, let date = columns.firstIndex(of: .date) { formulaColumns = [date] }
    var balance: Int64 = 1_000_000
    var pageRows = 0
    var page = 1
    for (position, entry) in made.enumerated() {
      if pages, pageRows >= 2, !entry.isUnder {
        // A printed statement's next page: its title, and the header again.
        page += 1
        line([pick(["入出金明細　\(page)ページ", "- \(page) -", "\(page)頁"], &random)])
        if Bool.random(using: &random) { lines.append("") }
        formulaColumns = []
        line(header)
        if formulas, let date = columns.firstIndex(of: .date) { formulaColumns = [date] }
        pageRows = 0
      }
      pageRows += 1
      if !entry.isCancelled { balance -= entry.out + entry.fee }
      let cells = columns.map { column -> String in
        switch column {
        case .fee: return entry.fee > 0 ? write(entry.fee, style: amountStyle, negative: false) : ""
        case .status:
          return entry.isCancelled
            ? pick(["取消", "キャンセル"], &random) : pick(["確定", "完了"], &random)
        case .foreign:
          return Bool.random(using: &random) ? "\(Int.random(in: 1...999, using: &random)).99" : ""
        case .kind:
          return entry.isTransfer
            ? "チャージ" : entry.out > 0 ? pick(["支払い", "支払"], &random) : "返金"
        case .date:
          return entry.isUnder ? "" : write(entry.date, style: dateStyle, fullWidth: fullWidthDates)
        case .description: return entry.memo
        case .out: return entry.out > 0 ? write(entry.out, style: amountStyle, negative: false) : ""
        case .into:
          return entry.out < 0 ? write(-entry.out, style: amountStyle, negative: false) : ""
        case .signed:
          // A bank's signed column is positive for money in; a card's for a use; a prepaid
          // card's history writes a payment negative and a charge positive.
          let value = isBank || (prepaid && !entry.isTransfer) ? -entry.out : entry.out
          return write(abs(value), style: amountStyle, negative: value < 0)
        case .balance: return write(abs(balance), style: 1, negative: balance < 0)
        case .memo: return pick(["", "-", "ネット"], &random)
        case .user: return pick(["本人", "家族"], &random)
        }
      }
      line(cells)
      if !isBank, position + 1 < made.count, !made[position + 1].isUnder,
        Int.random(in: 0..<6, using: &random) == 0
      {
        line(
          [pick(holder, &random)] + Array(repeating: "", count: columns.count - 1))
      }
    }
    // The trailer: nothing, a total, a row of *, another section with dated rows, notes.
    let trailer = Int.random(in: 0..<5, using: &random)
    let total = made.map { abs($0.out) }.reduce(0, +)
    switch trailer {
    case 1:
      line(
        columns.map { column in
          column == .description
            ? "合計"
            : [.out, .signed].contains(column) ? write(total, style: 1, negative: false) : ""
        })
    case 2:
      line(["**************"])
    case 3:
      line(["分割・ボーナス払い明細"])
      line(header)
      line(
        columns.map { column in
          column == .date
            ? write(made[0].date, style: dateStyle, fullWidth: false)
            : column == .description ? "ニトリ" : [.out, .signed].contains(column) ? "9,990" : ""
        })
    case 4:
      line(["※お取引の内容は変わることがあります"])
    default:
      break
    }
    let lineEnd = Bool.random(using: &random) ? "\r\n" : "\n"
    let text = lines.joined(separator: lineEnd) + lineEnd
    let isShiftJIS = Bool.random(using: &random)
    let feeName = columns.firstIndex(of: .fee).map { TextNormalization.folded(header[$0]) }
    let expected = made.filter { !$0.isCancelled }.map { entry in
      let memo = TextNormalization.folded(entry.memo)
      if entry.isTransfer, entry.fee > 0, let feeName {
        // A transfer is no spending; its fee is.
        return "expense \(entry.fee) \(entry.date) \(memo) / \(feeName)"
      }
      let kind =
        entry.isTransfer
        ? "transfer"
        : isBank ? (entry.out > 0 ? "expense" : "income") : (entry.out > 0 ? "expense" : "refund")
      return "\(kind) \(abs(entry.out) + entry.fee) \(entry.date) \(memo)"
    }
    return (isShiftJIS ? shiftJIS(text) : Array(text.utf8), expected, text)
  }

  /// A statement without a header made at random, and the entries it must import to: a bank's
  /// (a row number or not, the date, the description before or after money out and money in,
  /// one of them empty, then the balance) or a card's (the day it is paid before the use's date
  /// or not, the amount before or after the store).
  static func headerless(_ random: inout SeededGenerator) -> (
    bytes: [UInt8], expected: [String], about: String
  ) {
    let isBank = Bool.random(using: &random)
    let dateStyle = pick([0, 1, 2, 4, 5, 6, 7, 8, 10, 11], &random)
    let amountStyle = Int.random(in: 0..<24, using: &random)
    let quoted = Bool.random(using: &random)
    let numbered = isBank && Bool.random(using: &random)
    let textFirst = Bool.random(using: &random)
    let paid = !isBank && Bool.random(using: &random)
    let today = statementToday
    var made: [Made] = []
    for _ in 0..<Int.random(in: 1...8, using: &random) {
      let day = today.adding(days: -Int.random(in: 0..<320, using: &random)) ?? today
      let amount = Int64.random(in: 1...999_999, using: &random)
      let isOut = isBank ? Bool.random(using: &random) : Int.random(in: 0..<5, using: &random) > 0
      var entry = Made(date: day, out: isOut ? amount : -amount, memo: pick(descriptions, &random))
      if isOut, Int.random(in: 0..<6, using: &random) == 0 {
        entry = Made(
          date: day, out: amount, memo: pick(isBank ? bankTransfers : cardTransfers, &random),
          isTransfer: true)
      }
      made.append(entry)
    }
    var lines: [String] = []
    var balance: Int64 = 1_000_000
    for (index, entry) in made.enumerated() {
      balance -= entry.out
      let date = write(entry.date, style: dateStyle, fullWidth: false)
      var cells: [String]
      if isBank {
        let out = entry.out > 0 ? write(entry.out, style: amountStyle, negative: false) : ""
        let into = entry.out < 0 ? write(-entry.out, style: amountStyle, negative: false) : ""
        cells =
          (numbered ? [String(index + 1)] : []) + [date]
          + (textFirst ? [entry.memo, out, into] : [out, into, entry.memo])
          + [write(abs(balance), style: 1, negative: balance < 0)]
      } else {
        let amount = write(abs(entry.out), style: amountStyle, negative: entry.out < 0)
        cells =
          (paid ? ["確定", "2026/12/10", "本人"] : []) + [date]
          + (textFirst ? [entry.memo, amount] : [amount, entry.memo])
      }
      lines.append(
        cells.map { field($0, quoted: quoted, delimiter: ",") }.joined(separator: ","))
    }
    let text = lines.joined(separator: "\r\n") + "\r\n"
    let expected = made.map { entry in
      let kind =
        entry.isTransfer
        ? "transfer"
        : isBank ? (entry.out > 0 ? "expense" : "income") : (entry.out > 0 ? "expense" : "refund")
      return "\(kind) \(abs(entry.out)) \(entry.date) \(TextNormalization.folded(entry.memo))"
    }
    return (Bool.random(using: &random) ? shiftJIS(text) : Array(text.utf8), expected, text)
  }

  @Test func randomStatementsWithoutAHeaderImportToTheEntriesTheyWereMadeFrom() throws {
    var random = SeededGenerator(seed: 20_261_117)
    for index in 0..<200 {
      let (bytes, expected, text) = Self.headerless(&random)
      let (_, rows) = try importRows(bytes, options: ImportOptions(today: statementToday))
      let problems = rows.compactMap { row -> String? in
        if case .invalid = row.outcome { return describe(row) }
        return nil
      }
      #expect(problems == [], "statement \(index):\n\(text)")
      #expect(statementRows(rows).map(corpusLine) == expected, "statement \(index):\n\(text)")
    }
  }

  @Test(arguments: [false, true])
  func randomStatementsImportToTheEntriesTheyWereMadeFrom(roundTwo: Bool) throws {
    var random = SeededGenerator(seed: roundTwo ? 20_261_116 : 20_261_115)
    for index in 0..<400 {
      let (bytes, expected, text) = Self.statement(&random, roundTwo: roundTwo)
      let (_, rows) = try importRows(bytes, options: ImportOptions(today: statementToday))
      let problems = rows.compactMap { row -> String? in
        if case .invalid = row.outcome { return describe(row) }
        return nil
      }
      #expect(problems == [], "statement \(index):\n\(text)")
      #expect(statementRows(rows).map(corpusLine) == expected, "statement \(index):\n\(text)")
    }
  }
}
