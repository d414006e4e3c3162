import KakeiboCore
import Testing

@testable import KakeiboImport

private func day(_ text: String) throws -> LedgerDate { try #require(LedgerDate(iso: text)) }

/// The parts of the general reader, one by one: dates, the vocabulary of column names, the
/// lines that are no rows, what a row means.
@Suite struct StatementDateTests {
  @Test func readsEveryFormOfADateWithItsYear() throws {
    let cases: [(String, String)] = [
      ("2024/05/01", "2024-05-01"), ("2024/5/1", "2024-05-01"), ("2024-05-01", "2024-05-01"),
      ("2024.05.01", "2024-05-01"), ("20240501", "2024-05-01"), ("240501", "2024-05-01"),
      ("24/05/01", "2024-05-01"), ("2024年5月1日", "2024-05-01"), ("2024年05月01日", "2024-05-01"),
      ("２０２４／０５／０１", "2024-05-01"), ("  2024/05/01 ", "2024-05-01"),
      ("2024/05/01(水)", "2024-05-01"), ("2024/05/01 12:34:56", "2024-05-01"),
      ("2024-05-01T09:00", "2024-05-01"), ("05/01/2024", "2024-05-01"),
      // 和暦, by letter and by kanji, each era.
      ("H30.01.15", "2018-01-15"), ("h30/1/15", "2018-01-15"), ("R6.5.1", "2024-05-01"),
      ("R06.05.01", "2024-05-01"), ("Ｒ０６．０５．０１", "2024-05-01"), ("令和6年5月1日", "2024-05-01"),
      ("令和元年5月1日", "2019-05-01"), ("平成31年4月30日", "2019-04-30"), ("平31.4.30", "2019-04-30"),
      ("昭和64年1月7日", "1989-01-07"), ("S55.10.10", "1980-10-10"), ("大正15年12月24日", "1926-12-24"),
      ("T1.8.1", "1912-08-01"), ("明治45年7月29日", "1912-07-29"), ("M33.1.1", "1900-01-01"),
      ("\u{337B}30.1.15", "2018-01-15"), ("H300115", "2018-01-15"),
      // Kanji numerals, as a passbook prints them.
      ("令和六年五月一日", "2024-05-01"), ("令和元年十二月二十四日", "2019-12-24"),
      ("二〇二四年十月三十一日", "2024-10-31"), ("千九百八十九年一月七日", "1989-01-07"),
    ]
    for (text, date) in cases {
      #expect(StatementDates.read(text) == .full(try day(date)), "\(text)")
    }
  }

  @Test func readsDaysWithoutAYearAndRefusesWhatIsNoDate() {
    #expect(StatementDates.read("5/1") == .yearless(month: 5, day: 1))
    #expect(StatementDates.read("05/01") == .yearless(month: 5, day: 1))
    #expect(StatementDates.read("5月1日") == .yearless(month: 5, day: 1))
    #expect(StatementDates.read("02/29") == .yearless(month: 2, day: 29))
    #expect(StatementDates.read("十一月三日") == .yearless(month: 11, day: 3))
    for text in [
      "", "2024/13/01", "2024/02/30", "2024/05", "13/01", "1200", "1,200", "摘要", "2024/05/01/02",
      "R6", "2024年", "12345", "十一月三十一日", "一括",
    ] {
      #expect(StatementDates.read(text) == nil, "\(text)")
    }
    // Outside a date column, digits alone are numbers, not dates.
    #expect(StatementDates.read("20240501", compactDigits: false) == nil)
  }

  @Test func readsADateOverThreeColumns() throws {
    #expect(StatementDates.read(year: "2026", month: "11", day: "01") == (try day("2026-11-01")))
    #expect(StatementDates.read(year: "2026年", month: "1月", day: "5日") == (try day("2026-01-05")))
    #expect(StatementDates.read(year: "26", month: "1", day: "5") == (try day("2026-01-05")))
    #expect(StatementDates.read(year: "R8", month: "1", day: "5") == (try day("2026-01-05")))
    #expect(StatementDates.read(year: "2026", month: "2", day: "30") == nil)
  }

  /// A statement's own last day (its period, its payment date, a month) is what a day without a
  /// year is on or before.
  @Test func findsTheLatestDayAStatementNames() throws {
    #expect(
      StatementDates.latestDay(in: "照会期間 2026年10月01日～2026年10月31日") == (try day("2026-10-31")))
    #expect(
      StatementDates.latestDay(in: "お支払日 2026/12/04 今回お支払金額 14,230") == (try day("2026-12-04")))
    #expect(
      StatementDates.latestDay(in: "ご利用期間：2026年1月から2026年8月") == (try day("2026-08-31")))
    #expect(StatementDates.latestDay(in: "口座番号 1234567 ｶｹｲ ﾀﾛｳ") == nil)
    let dates = YearlessDates(
      today: try day("2027-03-01"), year: nil, statementEnd: try day("2026-12-04"))
    #expect(try dates.date(month: 11, day: 20, text: "11/20") == (try day("2026-11-20")))
    #expect(try dates.date(month: 12, day: 10, text: "12/10") == (try day("2025-12-10")))
  }
}

@Suite struct ColumnVocabularyTests {
  /// Names fold their variants: full-width forms, ご and お, okurigana, brackets, 円, months.
  @Test func namesFoldTheirVariants() {
    let pairs: [(String, String)] = [
      ("お引き出し", "お引出し"), ("ご利用金額（円）", "利用金額"), ("ご利用金額(￥)", "利用金額"),
      ("出金金額(円)", "出金金額"), ("１２月支払金額", "7月支払金額"), ("利用店名・商品名", "利用店名商品名"),
      ("差し引き残高", "差引残高"), ("お取り扱い内容", "取扱内容"), (" 日付 ", "日付"),
      ("ご利用金額（キャッシングでは元金になります）", "利用金額"),
    ]
    for (one, other) in pairs {
      #expect(ColumnVocabulary.key(one) == ColumnVocabulary.key(other), "\(one) \(other)")
    }
    #expect(ColumnVocabulary.key("操作日(年)") == "操作日#年")
  }

  @Test func namesTheirRoles() {
    let cases: [(String, ColumnVocabulary.Meaning?)] = [
      ("日付", .date), ("ご利用年月日", .date), ("取扱日付", .date), ("年月日（和暦）", .date),
      ("発生日", .date), ("ご利用日時", .date), ("今回のお支払日", .otherDate),
      ("データ処理日", .otherDate), ("起算日", .otherDate), ("操作日(年)", .year),
      ("操作日(月)", .month), ("操作日(日)", .day), ("摘要", .summary), ("お取引内容", .summary),
      ("ご利用先など", .store), ("ご利用店名/現地通貨額", .store), ("摘要内容", .detail),
      ("詳細２", .detail), ("お引出金額", .withdrawal), ("払出金額（円）", .withdrawal),
      ("お支払い金額(￥)", .paid), ("利用金額", .use), ("新規利用額", .use),
      ("お預け入れ額", .deposit), ("受入金額（円）", .deposit), ("入出金(円)", .signedIn),
      ("金額", .signed), ("12月支払金額", .billed), ("今回ご請求額・弁済金（うち手数料・利息）", .billed),
      ("払戻額", .refund), ("残高（お借入れはマイナス表示）", .balance), ("1月繰越残高", .ignored),
      ("海外通貨利用金額", .ignored), ("支払区分（回数）", .paymentKind), ("今回回数", .instalments),
      ("訂正サイン", .correction), ("備考", .memo), ("取引区分", .kind), ("請求先", nil), ("お店", .store),
      ("使用用途", nil),
      // Fees, states and a prepaid card's charges; English names.
      ("手数料", .fee), ("振込手数料", .fee), ("（内手数料）", .fee), ("ステータス", .status),
      ("チャージなど", .deposit), ("処理金額", .use), ("Value Date", .date), ("Started Date", .date),
      ("Transaction Date", .date), ("Completed Date", .otherDate), ("Post Date", .otherDate),
      ("Fee", .fee), ("State", .status), ("Type", .kind), ("Card Member", .user),
      ("Account #", .ignored), ("No.", .ignored), ("Withdrawals", .withdrawal),
      ("Deposits", .deposit), ("Paid out", .withdrawal),
      // A foreign currency's amount beside the yen's is not read; a store's bracket is no
      // currency's.
      ("利用金額（外貨）", .ignored), ("利用金額（円）", .use), ("Amount (USD)", .ignored),
      ("ご利用店名（海外ご利用店名／海外都市名）", .store),
    ]
    for (name, meaning) in cases {
      #expect(ColumnVocabulary.meaning(of: name) == meaning, "\(name)")
    }
  }

  /// A header names a date column and an amount column; `お支払金額` is a withdrawal beside a
  /// deposit and what a card bills beside a use.
  @Test func readsHeaders() throws {
    let bank = try #require(TableMapping(header: ["日付", "摘要", "お支払金額", "お預り金額", "残高"], line: 1))
    #expect(bank.kind == .bank)
    #expect(bank.columns.map(\.role) == [.date, .description, .withdrawal, .deposit, .balance])
    let card = try #require(
      TableMapping(header: ["ご利用日", "ご利用先", "ご利用金額", "お支払金額"], line: 1))
    #expect(card.kind == .card)
    #expect(card.columns.map(\.role) == [.date, .description, .withdrawal, .billed])
    #expect(TableMapping(header: ["日付", "摘要"], line: 1) == nil)
    #expect(TableMapping(header: ["お支払日", "2026/12/04"], line: 1) == nil)
    #expect(TableMapping(header: ["2026/11/01", "本屋", "1,200"], line: 1) == nil)
  }
}

@Suite struct TableLineTests {
  @Test func tellsTheLinesInATableThatAreNoRows() {
    func kind(_ fields: [String]) -> LineKind? {
      LineKind.inTable(fields, dateColumn: 0, amountColumns: [2], hasRows: true, header: [])
    }
    #expect(kind(["", "【小計】", "12,938"]) == .total)
    #expect(kind(["ショッピング合計", "", "46,400"]) == .total)
    #expect(kind(["", "ご利用者名:カケイ タロウ 様", ""]) == .cardHolder)
    #expect(kind(["【カケイ　タロウ　様】", "", "12,000"]) == .cardHolder)
    #expect(kind(["****-****-****-123*　ＪＣＢ", "", ""]) == .cardHolder)
    #expect(kind(["**************", "", ""]) == .end("**************"))
    #expect(kind(["分割・ボーナス払い明細", "", ""]) == .end("分割・ボーナス払い明細"))
    #expect(kind(["2026年10月分", "", ""]) == .note)
    #expect(kind(["", "お支払済分　ご返金額", ""]) == .note)
    #expect(kind(["※お取引の内容は変わることがあります", "", ""]) == .note)
    #expect(kind(["<消費税課税対象の内訳>", "", ""]) == .end("<消費税課税対象の内訳>"))
    // A page's title goes on with the table; what is scheduled is another section.
    #expect(kind(["普通預金　入出金明細　2/2ページ", "", ""]) == .note)
    #expect(kind(["- 2 頁 -", "", ""]) == .note)
    #expect(kind(["入出金予定", "", ""]) == .end("入出金予定"))
    // A discount's line may be a row: the caller gives it the date above it.
    #expect(kind(["", "カード会員値引", "-132"]) == nil)
    #expect(
      LineKind.inTable(
        ["日付", "摘要", "金額"], dateColumn: 0, amountColumns: [2], hasRows: true,
        header: ["ご利用日", "ご利用先", "ご利用金額"]) == .end("日付,摘要,金額"))
    #expect(
      LineKind.inTable(
        ["ご利用日", "ご利用先", "ご利用金額"], dateColumn: 0, amountColumns: [2], hasRows: true,
        header: ["ご利用日", "ご利用先", "ご利用金額"]) == .repeatedHeader)
  }

  @Test func readsThePaymentKindsOfACard() {
    for text in [nil, "", "1回", "１回払", "1回払い", "一括", "通常払い"] {
      #expect(StatementTableRows.isPaidAtOnce(text), "\(text ?? "nil")")
    }
    for text in ["分割3回払い", "036回払い　*2", "リボ", "ボーナス一括", "2回払い"] {
      #expect(!StatementTableRows.isPaidAtOnce(text), "\(text)")
    }
    #expect(StatementTableRows.isOneInstalment("1"))
    #expect(!StatementTableRows.isOneInstalment("1/3"))
    #expect(!StatementTableRows.isOneInstalment("3"))
  }
}

@Suite struct RowMeaningTests {
  private func meaning(
    _ texts: [String], _ money: Int64, _ statement: StatementKind, notes: [String] = []
  ) -> StatementRow.Kind {
    RowMeaning.of(
      texts: texts, summary: nil, notes: notes, money: money, statement: statement,
      isCancelled: false, transfers: TransferRules())
  }

  @Test func aBanksRows() {
    #expect(meaning(["ﾄｳｷﾖｳｶﾞｽ"], -6820, .bank) == .expense)
    #expect(meaning(["ｷﾕｳﾖ"], 250_000, .bank) == .income)
    #expect(meaning(["ﾐﾂｲｽﾐﾄﾓｶｰﾄﾞ (ｶ"], -52310, .bank) == .transfer(.cardBill("ミツイスミトモ")))
    #expect(meaning(["ﾗｸﾃﾝｼﾖｳｹﾝ ﾌﾘｶｴ"], -50000, .bank) == .transfer(.ownAccounts("振替")))
    #expect(meaning(["ｺｳｻﾞﾌﾘｶｴ ﾄｳｷﾖｳｶﾞｽ"], -5600, .bank) == .expense)
    #expect(meaning(["ATM ｾﾌﾞﾝｷﾞﾝｺｳ"], -30000, .bank) == .transfer(.ownAccounts("ATM")))
    #expect(meaning(["ｶ-ﾄﾞ"], -20000, .bank) == .transfer(.cardBill("ｶ-ﾄﾞ")))
    #expect(meaning(["ﾍﾟｲﾍﾟｲ ﾁｬｰｼﾞ"], -10000, .bank) == .transfer(.charge))
    #expect(meaning(["VISAデビット 返金"], 980, .bank) == .refund)
    #expect(meaning(["カード引き落とし"], -10000, .bank) == .transfer(.cardBill("カード引き落とし")))
  }

  @Test func aCardsRows() {
    #expect(meaning(["ＥＮＥＯＳ"], -6300, .card) == .expense)
    #expect(meaning(["ＡＭＡＺＯＮ．ＣＯ．ＪＰ"], 1540, .card) == .refund)
    #expect(meaning(["モバイルスイカ　チャージ"], -3000, .card) == .transfer(.charge))
    #expect(meaning(["ご入金"], 30000, .card) == .transfer(.cardBill("ご入金")))
    #expect(meaning(["お支払い　ありがとうございました"], 80000, .card) == .transfer(.cardBill("お支払")))
    #expect(meaning(["ローソン"], -500, .card, notes: ["キャッシング"]) == .transfer(.ownAccounts("キャッシング")))
    #expect(meaning(["イオン"], -5000, .card, notes: ["チャージ"]) == .transfer(.charge))
  }
}

@Suite struct GeneralReaderRowTests {
  /// A store's name with a comma and no quotes (三井住友カード's older export writes them so)
  /// is put back together when that leaves every amount column an amount.
  @Test func aDescriptionsCommasWithoutQuotesArePutBack() throws {
    let text = """
      ご利用日,ご利用店名 ※,ご利用金額,支払区分,今回回数,お支払い金額　現地通貨額,略称,換算レート,換算日
      2024/1/1,テスト店1,1000,一括,1,1000,JPY,1.0,2024/1/1
      2024/1/2,ABC, 新宿店,2000,一括,1,2000,JPY,1.0,2024/1/2

      """
    let (_, rows) = try importRows(text, options: ImportOptions(today: statementToday))
    #expect(
      rows.map(describe) == [
        "2: expense 1000 2024-01-01 テスト店1", "3: expense 2000 2024-01-02 ABC, 新宿店",
      ])
  }

  /// Rows without a header with money out and money in side by side (one of them empty), a
  /// description and a balance are a bank's: read by those columns, out before in. A card's
  /// rows may have their amount before their text, and their use's date after the day they are
  /// paid.
  @Test func rowsWithoutAHeaderAreABanksOrACardsByTheirShape() throws {
    let bank = try importRows(
      "2026/04/01,500,,コンビニ,1000,\n2026/04/02,,3000,キュウヨ,4000,\n",
      options: ImportOptions(today: statementToday))
    #expect(
      bank.rows.map(describe) == [
        "1: expense 500 2026-04-01 コンビニ", "2: income 3000 2026-04-02 キュウヨ",
      ])
    #expect(bank.importer.tableMapping?.kind == .bank)
    let card = try importRows(
      "確定,2026/12/10,本人,2026/10/28,14800,ＡＰＰＬＥ\n確定,2026/12/10,本人,2026/11/02,-3000,ＪＡＬ\n",
      options: ImportOptions(today: statementToday))
    #expect(
      card.rows.map(describe) == [
        "1: expense 14800 2026-10-28 APPLE", "2: refund 3000 2026-11-02 JAL",
      ])
    #expect(card.importer.tableMapping?.kind == .card)
  }

  /// Rows without a header and without an amount are no table: the refusal names the options
  /// that would read them.
  @Test func rowsWithoutAHeaderOrAnAmountAreRefused() throws {
    #expect(throws: ImportError.self) { try importRows("2026/04/01,コンビニ,店\n") }
  }

  /// A total ends the table; a card holder's line after it opens the next section; the rows of
  /// another section are never imported, even with dates.
  @Test func theTableEndsWhereItEnds() throws {
    let text = """
      ご利用日,ご利用店名,ご利用金額
      カケイ　タロウ　様,,
      2026/10/01,ローソン,500
      合計,,500
      カケイ　ハナコ　様,,
      2026/10/02,ファミリーマート,300
      ,【合計】,800
      2026/10/03,あとの行,999
      分割払い明細
      2026/10/04,ニトリ,9990

      """
    let (importer, rows) = try importRows(text, options: ImportOptions(today: statementToday))
    #expect(
      rows.map(describe) == [
        "3: expense 500 2026-10-01 ローソン", "6: expense 300 2026-10-02 ファミリーマート",
      ])
    #expect(importer.skippedLines == skipped(before: 1, cardHolders: 1, totals: 2, after: 3))
    #expect(importer.tableEnd?.line == 8)
  }
}
