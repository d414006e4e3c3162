import KakeiboCore
import Messages
import RefusalTesting
import Testing

@testable import KakeiboImport

private func day(_ text: String) throws -> LedgerDate { try #require(LedgerDate(iso: text)) }

@Suite struct StatementValueTests {
  @Test func readsAmountsAsStatementsWriteThem() throws {
    let cases: [(String, Int64?)] = [
      ("9,000", 9000), ("11402", 11402), ("-1,280", -1280), ("+10,000", 10000),
      ("\\15,593", 15593), ("¥1,200", 1200), ("￥1,200", 1200), ("-¥500", -500), ("\\-220", -220),
      ("▲500", -500), ("−500", -500), ("1200円", 1200), ("１２００", 1200), ("－３００", -300),
      ("0", 0), ("0,000", 0), (" 42 ", 42), ("", nil), ("  ", nil), ("-", nil), ("－", nil),
      ("△1,200", -1200), ("1,000-", -1000), ("(1,000)", -1000), ("100000.000000", 100000),
      ("１，２００円", 1200), ("¥ 1,200", 1200), ("\\2,974", 2974), ("+0", 0),
    ]
    for (text, value) in cases {
      #expect(try StatementValues.signedAmount(text) == value, "\(text)")
    }
    #expect(
      refuses(
        .amount, "12.5", "yen amounts are whole numbers; expected " + AcceptedForms.amount.english
      ) { try StatementValues.signedAmount("12.5") })
    #expect(
      refuses(
        .amount, "100.50", "yen amounts are whole numbers; expected " + AcceptedForms.amount.english
      ) { try StatementValues.signedAmount("100.50") })
  }

  /// 三井住友カード's billing month has a two-digit year: `18/8` is 2018-08, no date.
  @Test func readsBillingMonthsOfTwoDigitYears() {
    #expect(StatementValues.billingMonth("18/8") == YearMonth(year: 2018, month: 8))
    #expect(StatementValues.billingMonth("'22/08") == YearMonth(year: 2022, month: 8))
    for text in ["2018/8", "18/13", "18", "2018/7/3", ""] {
      #expect(StatementValues.billingMonth(text) == nil, "\(text)")
    }
  }

  @Test func readsDaysWithoutAYear() {
    #expect(StatementValues.monthAndDay("10/28")! == (10, 28))
    #expect(StatementValues.monthAndDay("1/5")! == (1, 5))
    for text in ["13/01", "10/32", "2026/10/28", "10-28", ""] {
      #expect(StatementValues.monthAndDay(text) == nil, "\(text)")
    }
  }

  @Test func tellsLinesThatAreNotRows() {
    let cases: [([String], LineKind?)] = [
      (["", "", " "], .blank),
      (["****-****-****-1234 カケイ　タロウ", "", ""], .cardHolder),
      (["カケイ　タロウ　様", "4980-00**-****-****", "ＶＩＳＡ"], .cardHolder),
      (["", "", "", "", "", "123456", ""], .total),
      (["合計", "", "66,330", "250,000", ""], .total),
      (["ご利用合計", "14,230"], .total),
      // A date written without separators is a problem to report, not a total.
      (["20261101", "500"], nil),
      (["以上"], nil),
      (["", "ＷＥＢ明細書年会費割引", "-1100"], nil),
      (["1234-5678-9012-3456 unmasked"], nil),
    ]
    for (fields, kind) in cases {
      #expect(LineKind.of(fields, dateColumn: 0) == kind, "\(fields)")
    }
  }
}

@Suite struct TransferRuleTests {
  /// Banks print card companies' names in half-width kana, full-width letters, without small
  /// kana, with any dash: all of them are found.
  @Test func namesAreFoundWhateverTheirWidthKanaAndSpacing() {
    let pairs = [
      ("ﾐﾂｲｽﾐﾄﾓｶｰﾄﾞ", "ミツイスミトモ"), ("ﾋﾞﾕｰｶｰﾄﾞ", "ビューカード"), ("ビユ－カ－ド", "ビューカード"),
      ("ＪＣＢ", "jcb"), ("ﾔﾏﾀﾞ ﾀﾛｳ", "やまだたろう"), ("振込　ﾔﾏﾀﾞ ﾀﾛｳ", "ヤマダ　タロウ"),
      ("ﾊﾟﾙｺ", "パルコ"), ("ｳﾞｨﾗ", "ヴイラ"), ("ラクテンカ－ド", "ラクテンカード"),
    ]
    for (text, name) in pairs {
      #expect(MatchKey(text).contains(MatchKey(name)), "\(text) \(name)")
    }
    #expect(!MatchKey("ﾊﾙｺ").contains(MatchKey("パルコ")))
    #expect(!MatchKey("カート").contains(MatchKey("カード")))
  }

  @Test func bankRowsThatPayCardsOrMoveMoneyOfTheHousehold() {
    let rules = TransferRules(patterns: ["ヤマダタロウ"])
    let cases: [([String], String?, TransferReason?)] = [
      (["口座振替１", "ミツイスミトモカ－ド"], "口座振替１", .cardBill("ミツイスミトモ")),
      (["ﾗｸﾃﾝｶｰﾄﾞｻｰﾋﾞｽ"], nil, .cardBill("ラクテンカ－ド")),
      (["カ－ド", ""], "カ－ド", .cardBill("カ－ド")),
      (["カードＣ１", ""], "カードＣ１", .cardBill("カードＣ１")),
      (["振替", "フツウ　テイキ"], "振替", .ownAccounts("振替")),
      // A direct debit pays a bill: spending.
      (["口座振替３", "トウキヨウガス"], "口座振替３", nil),
      (["ＡＴＭ　セブン銀行"], nil, .ownAccounts("ATM")),
      (["振込＊ヤマダ　タロウ"], nil, .pattern("ヤマダタロウ")),
      (["振込＊サトウ　ハナコ"], nil, nil),
      (["デビット", "ＡＭＡＺＯＮ．ＣＯ．ＪＰ"], "デビット", nil),
    ]
    for (descriptions, summary, reason) in cases {
      #expect(rules.bankTransfer(descriptions, summary: summary) == reason, "\(descriptions)")
    }
    #expect(TransferRules().bankTransfer(["振込＊ヤマダ　タロウ"]) == nil)
    #expect(
      TransferRules().bankTransfer(["ＳＢＩハイブリッド預金"], ownAccounts: ["ハイブリッド預金"])
        == .ownAccounts("ハイブリッド預金"))
    #expect(TransferRules(patterns: ["", " "]).householdTransfer(["x"]) == nil)
  }

  /// `--transfer` names the household's own accounts and people: a row of any statement it
  /// names is a transfer.
  @Test func theHouseholdsPatternsApplyToEveryStatement() throws {
    func rows(_ name: String, _ patterns: [String]) throws -> [String] {
      try importStatement(
        statementFixture(name),
        options: ImportOptions(
          transfers: TransferRules(patterns: patterns), today: statementToday)
      ).rows.map(describe)
    }
    #expect(
      try rows("sbi-bank.csv", ["ﾔﾏﾀﾞﾀﾛｳ"])[5]
        == "7: transfer (pattern ﾔﾏﾀﾞﾀﾛｳ) 100000 2026-11-05 振込*ヤマダ タロウ")
    #expect(
      try rows("mufg-bank.csv", ["やまだ はなこ"])[5]
        == "7: transfer (pattern やまだ はなこ) 30000 2026-11-06 振込2 / ヤマダ ハナコ")
    #expect(
      try rows("paypay-card.csv", ["PayPay チャージ"])[0]
        == "2: transfer (pattern PayPay チャージ) 3000 2026-10-29 PayPay チャージ")
    #expect(
      try rows("mobile-suica.csv", ["都営バス"])[5]
        == "7: transfer (pattern 都営バス) 210 2026-11-01 ﾊﾞｽ等 都営バス")
  }

  /// A bank statement and the card statements it pays: each card bill on the bank statement
  /// is a transfer, so what the cards were used for counts once, on the cards' statements.
  @Test func aBankStatementDoesNotCountTheCardsItPays() throws {
    func statement(_ name: String) throws -> [StatementRow] {
      statementRows(try importStatement(statementFixture(name)).rows)
    }
    func total(_ rows: [StatementRow], _ kind: StatementRow.Kind) -> Int64 {
      rows.filter { $0.kind == kind }.map(\.amount.value).reduce(0, +)
    }
    // What the card bills: its uses, its e-money charges (transfers to a prepaid balance, whose
    // spending its own history counts) less its refunds.
    func billed(_ rows: [StatementRow]) -> Int64 {
      total(rows, .expense) + total(rows, .transfer(.charge)) - total(rows, .refund)
    }
    let mufg = try statement("mufg-bank.csv")
    let smbc = try statement("smbc-card.csv")
    let bill = try #require(mufg.first { $0.kind == .transfer(.cardBill("ミツイスミトモ")) })
    // The card statement's total is the bill: its uses less its refunds.
    #expect(bill.amount.value == 48210)
    #expect(billed(smbc) == 48210)
    #expect(total(mufg, .expense) == 6820 + 30000 + 3480 + 3480)

    let sbi = try statement("sbi-bank.csv")
    for (name, company) in [("view-card.csv", "ビユーカード"), ("paypay-card.csv", "ペイペイカード")] {
      let card = try statement(name)
      let bill = try #require(sbi.first { $0.kind == .transfer(.cardBill(company)) })
      #expect(billed(card) == bill.amount.value, "\(name)")
    }
    #expect(total(sbi, .expense) == 648)
  }
}

/// モバイルSuica's days have no year: each is in the most recent year that puts it on or
/// before today, unless `--year` names the year.
@Suite struct SuicaYearTests {
  private func dates(_ text: String, today: LedgerDate?, year: Int? = nil) throws -> [String] {
    let header = "月日,種別,利用場所,種別,利用場所,残高,入金・利用額\n"
    return try importRows(header + text, options: ImportOptions(today: today, year: year)).rows
      .map { row in
        switch row.outcome {
        case .statement(let statement): statement.date.description
        default: describe(row)
        }
      }
  }

  @Test func aDayAfterTodayIsLastYears() throws {
    let rows = try importStatement(
      statementFixture("mobile-suica.csv"),
      options: ImportOptions(today: try day("2026-11-13"))
    ).rows
    #expect(
      statementRows(rows).map(\.date.description) == [
        "2025-11-14", "2025-11-14", "2025-11-14", "2026-11-13", "2026-11-12", "2026-11-01",
        "2026-10-31",
      ])
  }

  @Test func aHistoryAcrossNewYearKeepsEveryDateBeforeToday() throws {
    let text = "01/05,物販,,,,\"\\1,000\",-300\n12/30,入,渋谷,出,新宿,\"\\1,300\",-178\n"
    #expect(try dates(text, today: day("2027-01-10")) == ["2027-01-05", "2026-12-30"])
    #expect(try dates(text, today: day("2027-01-10"), year: 2025) == ["2025-01-05", "2025-12-30"])
  }

  @Test func theTwentyNinthOfFebruaryIsInALeapYear() throws {
    let text = "02/29,物販,,,,\\700,-300\n"
    #expect(try dates(text, today: day("2026-03-01")) == ["2024-02-29"])
    #expect(try dates(text, today: day("2024-02-29")) == ["2024-02-29"])
    #expect(
      try dates(text, today: nil, year: 2025) == [
        "2: invalid date \"02/29\": 2025 has no such day (the year given)"
      ])
  }

  @Test func withoutTodayOrAYearTheDateIsAProblem() throws {
    #expect(
      try dates("11/14,物販,,,,\\700,-300\n", today: nil) == [
        "2: invalid date \"11/14\": the date has no year, and the year is not known"
      ])
    #expect(
      try dates("2026/11/14,物販,,,,\\700,-300\n11月14日,物販,,,,\\700,-300\n", today: nil) == [
        "2026-11-14",
        "3: invalid date \"11月14日\": not a date; expected MM/DD, or YYYY/MM/DD",
      ])
  }
}

/// Importing the same statement twice adds nothing, and one that overlaps it adds only its new
/// rows: the fingerprints of a row are the same in every statement that lists it.
@Suite struct StatementReimportTests {
  /// The fingerprints a ledger that stores `rows` would add to `stored`.
  private func added(_ rows: [ImportRow], to stored: inout Set<Fingerprint>) -> Int {
    statementRows(rows).filter { stored.insert($0.fingerprint).inserted }.count
  }

  @Test func theSameStatementTwiceAndAnOverlappingOne() throws {
    let bytes = try statementFixture("mufg-bank.csv")
    var stored: Set<Fingerprint> = []
    #expect(added(try importStatement(bytes).rows, to: &stored) == 10)
    #expect(added(try importStatement(bytes).rows, to: &stored) == 0)
    // The next statement starts on 2026-11-10 (both AMAZON rows), and goes on to December.
    let text = try #require(cp932(bytes))
    let lines = text.split(separator: "\r\n", omittingEmptySubsequences: false)
    let next =
      ([lines[0]] + lines[7...10]).joined(separator: "\r\n")
      + "\r\n\"2026/12/1\",\"デビット\",\"ＡＭＡＺＯＮ．ＣＯ．ＪＰ\",\"3,480\",\"\",\"236,942\",\"\",\"\",\"支払い\"\r\n"
    let nextRows = try importStatement(Array(next.utf8)).rows
    #expect(nextRows.count == 5)
    #expect(added(nextRows, to: &stored) == 1)
  }

  /// A card statement whose sections come back to dates of the first: identical rows are
  /// numbered across the whole file, so reading it again gives the same fingerprints.
  @Test func aStatementWithSectionsIsNumberedAcrossThem() throws {
    let text = """
      カケイ　タロウ　様,4980-00**-****-****,ＶＩＳＡ
      2026/10/05,ｽﾀｰﾊﾞｯｸｽ ｺｰﾋｰ,550,１,１,550,
      2026/10/06,ローソン,300,１,１,300,
      カケイ　ハナコ　様,4980-00**-****-****,ＶＩＳＡ
      2026/10/05,ｽﾀｰﾊﾞｯｸｽ ｺｰﾋｰ,550,１,１,550,
      ,,,,,1400,

      """
    let history = HandedOn()
    let first = statementRows(try importRows(text, history: history).rows).map(\.fingerprint)
    #expect(Set(first).count == 3)
    #expect(history.questions > 0)
    let again = statementRows(try importRows(text).rows).map(\.fingerprint)
    #expect(again == first)
  }
}

/// The table is found by content in the first lines; what is around it is counted.
@Suite struct TableSearchTests {
  @Test func anAppsExportAfterATitleLineIsFound() throws {
    let (importer, rows) = try importRows(
      "家計簿データ\n\nid,date,amount,category,memo\n1,2026-11-01,1200,生活費,スーパー\n")
    #expect(importer.format == .kakeibo)
    #expect(importer.headerLine == 3)
    #expect(importer.skippedLines == skipped(before: 2))
    #expect(rows.map(describe) == ["4: entry 2026-11-01 1200 livingCost スーパー"])
  }

  @Test func aTableAfterTheSearchIsFoundWithSkipLines() throws {
    let preamble = String(repeating: "お知らせ,\n", count: Importer.tableSearchLimit)
    let table =
      "\"日付\",\"内容\",\"出金金額(円)\",\"入金金額(円)\",\"残高(円)\",\"メモ\"\n"
      + "\"2026/11/18\",\"デビット　セブン－イレブン\",\"648\",,\"161,862\",\"-\"\n"
    #expect(
      throws: ImportError.noTable(
        TableSearch(
          searchedLines: Importer.tableSearchLimit, nearestLine: nil, nearest: [], hasDate: false,
          hasAmount: false, options: nil))
    ) {
      try importRows(preamble + table)
    }
    let (importer, rows) = try importRows(
      preamble + table, options: ImportOptions(skipLines: Importer.tableSearchLimit))
    #expect(importer.format == .statement(.sbiBank))
    #expect(importer.skippedLines == skipped(before: Importer.tableSearchLimit))
    #expect(
      rows.map(describe) == [
        "\(Importer.tableSearchLimit + 2): expense 648 2026-11-18 デビット セブン-イレブン"
      ])
  }

  /// `--from csv`: the first line that holds every named column is the header; without one in
  /// the first lines, the file is refused naming its first line, as before.
  @Test func theCSVHeaderIsTheFirstLineWithTheNamedColumns() throws {
    let columns = ColumnMapping(date: .name("日付"), amount: .name("金額"), memo: [.name("摘要")])
    let options = ImportOptions(format: .csv, columns: columns)
    let (importer, rows) = try importRows(
      "明細,2026年11月\n日付,摘要\n日付,摘要,金額\n2026/11/02,書店,\"1,800\"\n", options: options)
    #expect(importer.headerLine == 3)
    #expect(importer.skippedLines == skipped(before: 2))
    #expect(rows.map(describe) == ["4: entry 2026-11-02 1800 livingCost 書店"])
    #expect(
      throws: ImportError.noSuchColumn(option: "--date-col", name: "日付", header: ["明細", "x"])
    ) {
      try importRows("明細,x\n日付,摘要\n2026/11/02,書店\n", options: options)
    }
  }

  /// A note after the table is counted as a line after it; the same line with a row after it
  /// is a row with problems.
  @Test func notesAfterTheTableAreSkippedButNotBetweenRows() throws {
    let columns = ColumnMapping(date: .number(1), amount: .number(2), fixedCategory: .livingCost)
    let options = ImportOptions(format: .csv, columns: columns)
    let (importer, rows) = try importRows(
      "日付,金額\n2026-11-01,500\n,,\n合計,500\n以上\n※金額は税込です\n", options: options)
    #expect(rows.map(describe) == ["2: entry 2026-11-01 500 livingCost "])
    #expect(importer.rowCount == 1)
    #expect(importer.skippedLines == skipped(totals: 1, blank: 1, after: 2))

    let (_, between) = try importRows("日付,金額\n以上\n2026-11-01,500\n", options: options)
    #expect(
      between.map(describe) == [
        "2: invalid date \"以上\": not a full date; expected YYYY-MM-DD, YYYY/MM/DD, YYYYMMDD, 2024年5月1日 or R6.5.1 | "
          + "amount: missing: the row has 1 field",
        "3: entry 2026-11-01 500 livingCost ",
      ])
    // A row without a date but with an amount is never a note: it is reported.
    let (_, undated) = try importRows(
      "日付,金額,内容\n2026-11-01,500\n,-300,割引\n", options: options)
    #expect(
      undated.map(describe).last
        == "3: invalid date \"\": not a full date; expected YYYY-MM-DD, YYYY/MM/DD, YYYYMMDD, 2024年5月1日 or R6.5.1 | amount "
        + "\"-300\": amounts are positive: an expense of ¥500 is written 500; expected "
        + AcceptedForms.amount.english)
  }

  /// `--transfer` works on any CSV, and without `--income-col` its other rows are as before.
  @Test func aPlainCSVWithTransferPatterns() throws {
    let columns = ColumnMapping(
      date: .number(1), amount: .number(2), memo: [.number(3)], fixedCategory: .livingCost)
    let options = ImportOptions(
      format: .csv, columns: columns, transfers: TransferRules(patterns: ["定期"]))
    let (_, rows) = try importRows(
      "日付,金額,内容\n2026-11-01,500,本\n2026-11-02,\"10,000\",定期預金へ\n", options: options)
    #expect(
      rows.map(describe) == [
        "2: entry 2026-11-01 500 livingCost 本",
        "3: transfer (pattern 定期) 10000 2026-11-02 定期預金へ",
      ])
  }
}

/// The columns beside the amounts that change what a row counts: a fee, a state, a kind that
/// says which way a use goes; and the household's `--map` over the built-in words.
@Suite struct StatementColumnRuleTests {
  private func rows(_ text: String, options: ImportOptions = ImportOptions(today: statementToday))
    throws -> [String]
  {
    try importRows(text, options: options).rows.map(describe)
  }

  /// A fee in its own column is spent with the row; a transfer's fee (cash at an ATM) is spent
  /// alone, the transfer being no spending.
  @Test func aFeeIsSpentWithItsRow() throws {
    #expect(
      try rows(
        """
        取引日,摘要,お支払金額,手数料,お預り金額,残高
        2026/11/02,ﾌﾘｺﾐ ﾔﾏﾀﾞ,"30,000",220,,"69,780"
        2026/11/08,ATM,"10,000",110,,"59,670"

        """) == [
          "2: expense 30220 2026-11-02 ﾌﾘｺﾐ ﾔﾏﾀﾞ", "3: expense 110 2026-11-08 ATM / 手数料",
        ])
    // A card's row paid at once counts its fee; an instalment's fees come with its payments.
    #expect(
      try rows(
        """
        ご利用日,ご利用店名,支払区分,ご利用金額,手数料
        2026/10/05,海外通販,1回払い,"2,000",44
        2026/10/06,家電店,分割,"36,000",540

        """) == ["2: expense 2044 2026-10-05 海外通販", "3: expense 36000 2026-10-06 家電店"])
  }

  /// A payment whose state says it was reverted, declined or failed moved no money.
  @Test func aPaymentThatMovedNoMoneyIsNoPayment() throws {
    #expect(
      try rows(
        """
        Started Date,Description,Amount,State,Balance
        2026-11-02 12:10:00,Lawson,-540.00,COMPLETED,29460.00
        2026-11-04 19:30:00,Amazon,-3280.00,REVERTED,
        2026-11-05 10:00:00,Uniqlo,-990.00,DECLINED,

        """) == [
          "2: expense 540 2026-11-02 Lawson", "3: skipped notAPayment", "4: skipped notAPayment",
        ])
  }

  /// A use column whose kind column says which way each row goes (楽天Edy's history writes a
  /// payment -420 and a charge 2,000) is read the kind's way.
  @Test func aKindSaysWhichWayAUseGoes() throws {
    #expect(
      try rows(
        """
        利用日時,利用区分,利用金額,ご利用店舗
        2026/11/10 12:31,支払い,-420,ファミリーマート
        2026/11/08 08:02,チャージ,"2,000",チャージ
        2026/11/07 09:00,入金,500,返金

        """) == [
          "2: expense 420 2026-11-10 ファミリーマート", "3: transfer (charge) 2000 2026-11-08 チャージ",
          "4: refund 500 2026-11-07 返金",
        ])
  }

  /// Cash is a transfer whichever column says so, and the post office's ATM (利用局) is an ATM.
  @Test func cashIsATransferWhicheverColumnSaysSo() throws {
    #expect(
      try rows(
        """
        Type,Started Date,Description,Amount,Balance
        ATM,2026-11-08 15:00:00,Cash at Seven Bank,-10000.00,17930.00
        TOPUP,2026-11-09 09:00:00,Top-Up by *1234,30000.00,47930.00

        """) == [
          "2: transfer (own accounts ATM) 10000 2026-11-08 Cash at Seven Bank",
          "3: transfer (charge) 30000 2026-11-09 Top-Up by *1234",
        ])
    #expect(
      TransferRules().bankTransfer(["ゆうちょ", "リヨウキヨク０１７０１"]) == .ownAccounts("リヨウキヨク"))
  }

  /// `--map` names what a row is spent on, over the built-in words of transfers: the row is an
  /// expense (or a refund) in the rule's category. `--transfer` wins over both.
  @Test func theHouseholdsMapWinsOverTheBuiltInTransfers() throws {
    let text = """
      日付,摘要,お引出金額,お預入金額,残高
      2026/11/02,ATM ｾﾌﾞﾝｷﾞﾝｺｳ,"10,000",,"90,000"
      2026/11/03,ﾗｸﾃﾝｶｰﾄﾞ,"20,000",,"70,000"
      2026/11/04,ﾌﾘｶｴ ﾃｲｷ,"5,000",,"65,000"

      """
    let mapping = CategoryMapping(rules: [
      CategoryMapping.Rule(source: "ｾﾌﾞﾝｷﾞﾝｺｳ", category: .leisure),
      CategoryMapping.Rule(source: "ﾃｲｷ", category: .expenses),
    ])
    let (_, imported) = try importRows(
      text,
      options: ImportOptions(
        mapping: mapping, transfers: TransferRules(patterns: ["ﾃｲｷ"]), today: statementToday))
    #expect(
      imported.map(describe) == [
        "2: expense 10000 2026-11-02 ATM ｾﾌﾞﾝｷﾞﾝｺｳ",
        "3: transfer (card bill ラクテンカ－ド) 20000 2026-11-03 ﾗｸﾃﾝｶｰﾄﾞ",
        "4: transfer (pattern ﾃｲｷ) 5000 2026-11-04 ﾌﾘｶｴ ﾃｲｷ",
      ])
    #expect(imported.first?.category?.category == .leisure)
  }

  /// The table's header again after a total opens another section (a second account's rows,
  /// a printed statement's next page); a page's title is no section's.
  @Test func theHeaderAgainOpensAnotherSection() throws {
    let text = """
      取引日,摘要,お支払金額,お預り金額,残高
      2026/11/02,ｷﾕｳﾖ,,"250,000","350,000"
      合計,,0,"250,000",
      貯蓄預金　2/2ページ
      取引日,摘要,お支払金額,お預り金額,残高
      2026/11/10,ﾘｿｸ,,12,"550,012"
      合計,,0,12,
      2026/11/11,あとの行,,99,

      """
    let (importer, imported) = try importRows(text, options: ImportOptions(today: statementToday))
    #expect(
      imported.map(describe) == [
        "2: income 250000 2026-11-02 ｷﾕｳﾖ", "6: income 12 2026-11-10 ﾘｿｸ",
      ])
    #expect(importer.tableEnd?.line == 8)
    #expect(
      importer.skippedLines
        == {
          var lines = skipped(totals: 2, after: 1)
          lines.notes = 2
          return lines
        }())
  }
}
