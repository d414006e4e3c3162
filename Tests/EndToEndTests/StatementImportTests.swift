import Foundation
import Testing

private func statement(_ name: String) -> String { fixture("statements/" + name) }

/// Every entry: date, amount, category key, memo, source.
private let entriesSQL = "SELECT date, amount, category, memo, source FROM entries ORDER BY id"

/// `kakeibo import` of bank and card statements with no options: recognized by their content,
/// what lies around the table skipped and counted. A statement's uses and withdrawals are
/// expenses, its cancellations refunds and its deposits income; its transfers are counted as
/// skipped. Every entry keeps the statement's bank or card as its source.
@Suite struct StatementImportTests {
  @Test(arguments: Engine.available)
  func aCardStatementWithItsPreambleImportsOnce(engine: Engine) throws {
    let sandbox = try Sandbox(engine: engine)
    let file = statement("view-card.csv")
    #expect(
      try sandbox.ok("import", file) == """
        Read \(file): ビューカード ご利用明細, Shift_JIS, 5 rows; skipped 6 lines before the table (the header is line 6)
        Imported 4 new entries (1 refund); 0 duplicates; 1 skipped (1 transfer)

        """)
    // The Suica auto-charge moves money onto the household's Suica: a transfer, whose spending
    // the Suica's own history counts.
    let expected = [
      ["2026-10-24", "8900", "livingCost", "ルミネ新宿", "ビューカード"],
      ["2026-10-30", "-2400", "livingCost", "ルミネ新宿", "ビューカード"],
      ["2026-11-02", "4206", "livingCost", "AMAZON.CO.JP", "ビューカード"],
      ["2026-11-03", "524", "livingCost", "カード年会費", "ビューカード"],
    ]
    #expect(try sandbox.query(entriesSQL) == expected)
    #expect(
      try sandbox.ok("import", file) == """
        Read \(file): ビューカード ご利用明細, Shift_JIS, 5 rows; skipped 6 lines before the table (the header is line 6)
        Imported 0 new entries; 4 duplicates; 1 skipped (1 transfer)

        """)
    #expect(try sandbox.query(entriesSQL) == expected)
  }

  /// The bank statement pays the card statement's bill: that row is a transfer, so the card's
  /// uses are counted once.
  @Test(arguments: Engine.available)
  func aBankStatementSkipsTheCardBillsItPays(engine: Engine) throws {
    let sandbox = try Sandbox(engine: engine)
    let card = statement("smbc-card.csv")
    let bank = statement("mufg-bank.csv")
    #expect(
      try sandbox.ok("import", card) == """
        Read \(card): 三井住友カード ご利用明細, Shift_JIS, 8 rows; skipped 1 line before the table, 1 card holder's line and 1 total line
        Imported 8 new entries (1 refund); 0 duplicates; 0 skipped

        """)
    #expect(
      try sandbox.query(entriesSQL) == [
        ["2026-10-05", "3280", "livingCost", "AMAZON.CO.JP", "三井住友カード"],
        ["2026-10-09", "8120", "livingCost", "東京電力エナジーパートナー 電気料金等", "三井住友カード"],
        ["2026-10-12", "550", "livingCost", "ｽﾀｰﾊﾞｯｸｽ ｺｰﾋｰ", "三井住友カード"],
        ["2026-10-12", "550", "livingCost", "ｽﾀｰﾊﾞｯｸｽ ｺｰﾋｰ", "三井住友カード"],
        ["2026-10-20", "36000", "livingCost", "ビックカメラ 有楽町", "三井住友カード"],
        ["2026-10-22", "-1420", "livingCost", "AMAZON.CO.JP", "三井住友カード"],
        ["2026-10-05", "698", "livingCost", "セブン-イレブン/iD", "三井住友カード"],
        ["2026-10-14", "432", "livingCost", "ファミリーマート/iD", "三井住友カード"],
      ])
    #expect(
      try sandbox.ok("import", bank) == """
        Read \(bank): 三菱UFJ銀行 入出金明細, Shift_JIS, 10 rows
        Imported 6 new entries (2 income); 0 duplicates; 4 skipped (4 transfers)

        """)
    #expect(
      try sandbox.query(
        "SELECT date, amount, kind, memo, source FROM entries WHERE id > 8 ORDER BY id") == [
          ["2026-10-24", "248500", "income", "給料 / カ)サンプルシヨウジ", "三菱UFJ銀行"],
          ["2026-10-27", "6820", "expense", "口座振替3 / トウキヨウガス", "三菱UFJ銀行"],
          ["2026-11-06", "30000", "expense", "振込2 / ヤマダ ハナコ", "三菱UFJ銀行"],
          ["2026-11-10", "3480", "expense", "デビット / AMAZON.CO.JP", "三菱UFJ銀行"],
          ["2026-11-10", "3480", "expense", "デビット / AMAZON.CO.JP", "三菱UFJ銀行"],
          ["2026-11-15", "12", "income", "利息", "三菱UFJ銀行"],
        ])
  }

  /// 住信SBIネット銀行 pays the ビューカード, PayPayカード and JCB bills and moves money to its
  /// own accounts; the household's own name is a transfer when `--transfer` says so.
  @Test(arguments: Engine.available)
  func aBankStatementNewestFirstWithTheHouseholdsOwnTransfers(engine: Engine) throws {
    let sandbox = try Sandbox(engine: engine)
    let file = statement("sbi-bank.csv")
    #expect(
      try sandbox.ok("import", file, "--transfer", "ヤマダタロウ", "--transfer", "利息") == """
        Read \(file): 住信SBIネット銀行 入出金明細, Shift_JIS, 9 rows
        Imported 1 new entry; 0 duplicates; 8 skipped (8 transfers)

        """)
    #expect(
      try sandbox.query(entriesSQL) == [
        ["2026-11-18", "648", "livingCost", "デビット セブン-イレブン", "住信SBIネット銀行"]
      ])
    // Without the patterns, the deposits are income (the same rows, so the first is known).
    #expect(
      try sandbox.ok("import", file) == """
        Read \(file): 住信SBIネット銀行 入出金明細, Shift_JIS, 9 rows
        Imported 2 new entries (2 income); 1 duplicate; 6 skipped (6 transfers)

        """)
    #expect(
      try sandbox.query("SELECT date, amount, kind, memo FROM entries WHERE id > 1 ORDER BY id")
        == [
          ["2026-11-05", "100000", "income", "振込*ヤマダ タロウ"],
          ["2026-11-01", "3", "income", "利息"],
        ])
  }

  /// PayPayカード in both layouts (with and without 決済方法): a cancellation is a refund, and a
  /// charge (PayPay チャージ) is a transfer to a prepaid balance, as a pattern can also say.
  @Test(arguments: Engine.available)
  func payPayCardInBothLayouts(engine: Engine) throws {
    let sandbox = try Sandbox(engine: engine)
    let old = statement("paypay-card.csv")
    let new = statement("paypay-card-payment-method.csv")
    #expect(
      try sandbox.ok("import", old, "--transfer", "チャージ") == """
        Read \(old): PayPayカード ご利用明細, UTF-8, 5 rows
        Imported 4 new entries (1 refund); 0 duplicates; 1 skipped (1 transfer)

        """)
    #expect(
      try sandbox.ok("import", new) == """
        Read \(new): PayPayカード ご利用明細, UTF-8, 3 rows
        Imported 3 new entries (1 refund); 0 duplicates; 0 skipped

        """)
    #expect(
      try sandbox.query(entriesSQL) == [
        ["2026-10-03", "1292", "livingCost", "ﾍﾟｲﾍﾟｲ ｽｰﾊﾟｰﾏﾙﾔﾏ", "PayPayカード"],
        ["2026-10-12", "5480", "livingCost", "Yahoo!ショッピング", "PayPayカード"],
        ["2026-10-15", "-5480", "livingCost", "Yahoo!ショッピング", "PayPayカード"],
        ["2026-10-20", "2923", "livingCost", "ﾍﾟｲﾍﾟｲ ｼﾝｼﾞｭｸ ﾄﾞﾗｯｸﾞ", "PayPayカード"],
        ["2026-11-02", "880", "livingCost", "ﾍﾟｲﾍﾟｲ ｽｰﾊﾟｰﾏﾙﾔﾏ", "PayPayカード"],
        ["2026-11-08", "2150", "livingCost", "ﾐﾆｽﾄｯﾌﾟ ｵｵﾂｶ", "PayPayカード"],
        ["2026-11-09", "-350", "livingCost", "ﾐﾆｽﾄｯﾌﾟ ｵｵﾂｶ", "PayPayカード"],
      ])
  }

  /// 三井住友カード before its statement is final has no header and its instalments: the
  /// amount used is the entry, and the final statement's rows are the same rows.
  @Test(arguments: Engine.available)
  func aCardStatementNotYetFinal(engine: Engine) throws {
    let sandbox = try Sandbox(engine: engine)
    let file = statement("smbc-card-preliminary.csv")
    #expect(
      try sandbox.ok("import", file) == """
        Read \(file): 三井住友カード ご利用明細, Shift_JIS, 3 rows
        Imported 3 new entries; 0 duplicates; 0 skipped

        """)
    #expect(
      try sandbox.query(entriesSQL) == [
        ["2026-11-03", "2480", "livingCost", "AMAZON.CO.JP", "三井住友カード"],
        ["2026-11-07", "7940", "livingCost", "東京電力エナジーパートナー 電気料金等", "三井住友カード"],
        ["2026-11-15", "36000", "livingCost", "ビックカメラ 有楽町", "三井住友カード"],
      ])
  }

  /// モバイルSuica's days have no year: each is in the most recent year that puts it on or
  /// before today (KAKEIBO_TODAY, 2026-11-15), or in `--year`'s.
  @Test(arguments: Engine.available)
  func suicasDaysWithoutAYear(engine: Engine) throws {
    let sandbox = try Sandbox(engine: engine)
    let file = statement("mobile-suica.csv")
    #expect(
      try sandbox.ok("import", file) == """
        Read \(file): モバイルSuica 利用履歴, Shift_JIS, 8 rows
        Imported 5 new entries; 0 duplicates; 3 skipped (2 transfers, 1 not a payment)

        """)
    let expected = [
      ["2026-11-14", "178", "livingCost", "入 渋谷 出 新宿", "モバイルSuica"],
      ["2026-11-14", "178", "livingCost", "入 渋谷 出 新宿", "モバイルSuica"],
      ["2026-11-14", "420", "livingCost", "物販", "モバイルSuica"],
      ["2026-11-12", "178", "livingCost", "入 新宿 出 渋谷", "モバイルSuica"],
      ["2026-11-01", "210", "livingCost", "ﾊﾞｽ等 都営バス", "モバイルSuica"],
    ]
    #expect(try sandbox.query(entriesSQL) == expected)
    // A year later, the same history read with the year it is from adds nothing.
    let later = try sandbox.run(
      ["import", file, "--year", "2026"], environment: ["KAKEIBO_TODAY": "2027-11-15"])
    #expect(
      later.stdout.hasSuffix(
        "Imported 0 new entries; 5 duplicates; 3 skipped (2 transfers, 1 not a payment)\n"))
    // Without it, the days are 2027's: new entries.
    let without = try sandbox.run(["import", file], environment: ["KAKEIBO_TODAY": "2027-11-15"])
    #expect(
      without.stdout.hasSuffix(
        "Imported 5 new entries; 0 duplicates; 3 skipped (2 transfers, 1 not a payment)\n"))
    #expect(
      try sandbox.query("SELECT min(date), max(date) FROM entries WHERE id > 5")
        == [["2027-11-01", "2027-11-14"]])
  }

  /// 楽天カード's columns are named after the statement's months; the next statement lists the
  /// instalment purchase again, and adds only what is new.
  @Test(arguments: Engine.available)
  func anOverlappingStatementWithOtherMonthsColumnsAddsOnlyItsNewRows(engine: Engine) throws {
    let sandbox = try Sandbox(engine: engine)
    let first = statement("rakuten-card-2026-12.csv")
    let next = statement("rakuten-card-2027-01.csv")
    #expect(
      try sandbox.ok("import", first) == """
        Read \(first): 楽天カード ご利用明細, UTF-8, 4 rows
        Imported 4 new entries (1 refund); 0 duplicates; 0 skipped

        """)
    #expect(
      try sandbox.ok("import", next) == """
        Read \(next): 楽天カード ご利用明細, UTF-8, 3 rows
        Imported 2 new entries; 1 duplicate; 0 skipped

        """)
    #expect(
      try sandbox.query(entriesSQL) == [
        ["2026-10-30", "4380", "livingCost", "楽天市場", "楽天カード"],
        ["2026-11-02", "8880", "livingCost", "ｲｵﾝﾓｰﾙ ﾑｻｼﾑﾗﾔﾏ", "楽天カード"],
        ["2026-11-05", "29970", "livingCost", "ニトリ ネットショップ", "楽天カード"],
        ["2026-11-09", "-1200", "livingCost", "楽天市場", "楽天カード"],
        ["2026-11-20", "3278", "livingCost", "楽天モバイル", "楽天カード"],
        ["2026-12-01", "2640", "livingCost", "ｽｼﾛｰ ｷﾁｼﾞｮｳｼﾞ", "楽天カード"],
      ])
  }

  /// Any other bank's statement, read by its columns with a deposits column: the header found
  /// after the account's lines, the total and the note after the table skipped.
  @Test(arguments: Engine.available)
  func anyOtherBankByItsColumns(engine: Engine) throws {
    let sandbox = try Sandbox(engine: engine)
    let file = statement("other-bank.csv")
    #expect(
      try sandbox.ok(
        "import", file, "--date-col", "取引日", "--amount-col", "お引出し", "--income-col",
        "お預入れ", "--memo-col", "お取引内容") == """
          Read \(file): CSV, Shift_JIS, 4 rows; skipped 3 lines before the table, 1 total line and 1 line after the table (the header is line 4)
          Imported 2 new entries (1 income); 0 duplicates; 2 skipped (2 transfers)

          """)
    #expect(
      try sandbox.query(
        "SELECT date, amount, kind, category, memo, source FROM entries ORDER BY id")
        == [
          ["2026-11-02", "8120", "expense", "livingCost", "デンキ　トウキヨウデンリヨク", "NULL"],
          ["2026-11-05", "250000", "income", "NULL", "キユウヨ", "NULL"],
        ])
  }

  /// A table further down than the lines searched is found with --skip-lines.
  @Test(arguments: Engine.available)
  func skipLinesPassesOverALongPreamble(engine: Engine) throws {
    let sandbox = try Sandbox(engine: engine)
    let file = sandbox.folder + "/long.csv"
    let card = try String(contentsOfFile: statement("rakuten-card-2026-12.csv"), encoding: .utf8)
    try (String(repeating: "ご利用明細のご案内\n", count: 60) + card)
      .write(toFile: file, atomically: true, encoding: .utf8)
    let refused = try sandbox.run("import", file)
    #expect(refused.status == 65)
    #expect(
      try sandbox.ok("import", file, "--skip-lines", "60") == """
        Read \(file): 楽天カード ご利用明細, UTF-8, 4 rows; skipped 60 lines before the table (the header is line 61)
        Imported 4 new entries (1 refund); 0 duplicates; 0 skipped

        """)
  }
}

/// A statement longer than the groups its rows are decided in (1,000) and than PostgreSQL's
/// batches (5,000): the lookups of every group run while the rows before are being stored.
@Suite struct LongStatementTests {
  @Test(arguments: Engine.available)
  func aLongBankStatementLearnsMatchesAndImportsOnce(engine: Engine) throws {
    let sandbox = try Sandbox(engine: engine)
    let file = sandbox.folder + "/mufg-long.csv"
    var lines = [
      #""日付","摘要","摘要内容","支払い金額","預かり金額","差引残高","メモ","未資金化区分","入払区分""#
    ]
    for index in 0..<12_000 {
      let day = 1 + index % 28
      lines.append(
        #""2026/10/\#(day)","デビット","SHOP\#(index % 50)","\#(100 + index)","","1,000,000","","","支払い""#
      )
    }
    try (lines.joined(separator: "\n") + "\n").write(
      toFile: file, atomically: true, encoding: .utf8)
    try sandbox.ok("add", "100", "-c", "fun", "-s", "雑貨", "-m", "デビット / SHOP7", "-d", "2026-09-01")
    try sandbox.ok("add", "11120", "-c", "経費", "-m", "typed", "-d", "2026-10-18")
    #expect(
      try sandbox.ok("import", file) == """
        Read \(file): 三菱UFJ銀行 入出金明細, UTF-8, 12,000 rows
        Imported 11,999 new entries; 0 duplicates; 1 typed by hand already; 0 skipped
        Learned from earlier entries with the same memo: デビット / SHOP7 → 🎮 娯楽費 › 雑貨 (240)
        Typed by hand already: these rows were not imported, and each entry has the row's source now:
          2026-10-17  ¥11,120  デビット / SHOP20 (三菱UFJ銀行)  =  #2  2026-10-18  💼 経費  ¥11,120  typed

        """)
    #expect(
      try sandbox.query(
        "SELECT count(*), min(id), max(id), sum(amount) FROM entries WHERE source = '三菱UFJ銀行'")
        == [["12000", "2", "12001", "73194000"]])
    #expect(
      try sandbox.query(
        "SELECT count(*) FROM entries WHERE memo = 'デビット / SHOP7' AND subcategory = '雑貨'")
        == [["241"]])
    #expect(
      try sandbox.ok("import", file).hasSuffix(
        "Imported 0 new entries; 12,000 duplicates; 0 skipped\n"))
  }
}

/// A statement's expense takes the category the ledger has learned for its memo, or a --map
/// rule's, else 生活費.
@Suite struct StatementCategoryTests {
  @Test(arguments: Engine.available)
  func theLedgersLearnedCategoryOrAMapRule(engine: Engine) throws {
    let sandbox = try Sandbox(engine: engine)
    let file = statement("smbc-card.csv")
    // The ledger has learned that AMAZON.CO.JP is 経費 › 通販 (twice against once) and that
    // ビックカメラ 有楽町 is 娯楽費.
    for command in [
      ["add", "100", "-c", "経費", "-s", "通販", "-m", "AMAZON.CO.JP", "-d", "2026-09-01"],
      ["add", "100", "-c", "経費", "-s", "通販", "-m", "AMAZON.CO.JP", "-d", "2026-09-02"],
      ["add", "100", "-c", "生活費", "-m", "AMAZON.CO.JP", "-d", "2026-09-03"],
      ["add", "100", "-c", "娯楽費", "-m", "ビックカメラ 有楽町", "-d", "2026-09-04"],
    ] {
      try sandbox.ok(command)
    }
    #expect(
      try sandbox.ok("import", file, "--map", "スターバックス=娯楽費/カフェ", "--map", "イレブン=経費")
        == """
        Read \(file): 三井住友カード ご利用明細, Shift_JIS, 8 rows; skipped 1 line before the table, 1 card holder's line and 1 total line
        Imported 8 new entries (1 refund); 0 duplicates; 0 skipped
        Categories: スターバックス → 🎮 娯楽費 › カフェ (2), イレブン → 💼 経費 (1)
        Learned from earlier entries with the same memo: AMAZON.CO.JP → 💼 経費 › 通販 (2), ビックカメラ 有楽町 → 🎮 娯楽費 (1)

        """)
    #expect(
      try sandbox.query(
        "SELECT memo, amount, category, subcategory FROM entries WHERE id > 4 ORDER BY id") == [
          ["AMAZON.CO.JP", "3280", "expenses", "通販"],
          ["東京電力エナジーパートナー 電気料金等", "8120", "livingCost", "NULL"],
          ["ｽﾀｰﾊﾞｯｸｽ ｺｰﾋｰ", "550", "leisure", "カフェ"],
          ["ｽﾀｰﾊﾞｯｸｽ ｺｰﾋｰ", "550", "leisure", "カフェ"],
          ["ビックカメラ 有楽町", "36000", "leisure", "NULL"],
          ["AMAZON.CO.JP", "-1420", "expenses", "通販"],
          ["セブン-イレブン/iD", "698", "expenses", "NULL"],
          ["ファミリーマート/iD", "432", "livingCost", "NULL"],
        ])
  }

  /// The 内訳 of a --map rule works for every format: Money Forward ME's 内訳 is its 大項目
  /// unless the rule names another.
  @Test func aMapRulesSubcategoryInAnAppsExport() throws {
    let sandbox = try Sandbox()
    let file = fixture("moneyforward-sjis.csv")
    try sandbox.ok("import", file, "--map", "飲み会=娯楽費/外食")
    #expect(
      try sandbox.query(
        "SELECT memo, category, subcategory, source FROM entries WHERE memo LIKE '居酒屋%'")
        == [["居酒屋 さくら / 同期と, 4人", "leisure", "外食", "三井住友カード"]])
  }
}

/// Statement rows that the household typed by hand already: not imported, their entries gain
/// the statement as their source.
@Suite struct HandTypedStatementRowTests {
  @Test(arguments: Engine.available)
  func aDryRunListsThePairsAndTheImportGivesTheEntriesTheirSource(engine: Engine) throws {
    let sandbox = try Sandbox(engine: engine)
    let file = statement("smbc-card.csv")
    try sandbox.ok("add", "3280", "-c", "経費", "-m", "Amazon", "-d", "2026-10-06")
    try sandbox.ok("add", "550", "-c", "fun", "-m", "スタバ", "-d", "2026-10-12")
    // Four days from the statement's row: not the same.
    try sandbox.ok("add", "36000", "-c", "fun", "-m", "カメラ", "-d", "2026-10-24")
    #expect(
      try sandbox.ok("import", file, "--dry-run") == """
        Read \(file): 三井住友カード ご利用明細, Shift_JIS, 8 rows; skipped 1 line before the table, 1 card holder's line and 1 total line
        Table: no header; each row is read by its cells: its earliest date with a year, the text after it as the description, the first amount after the date as what was used
        Rows: a card's statement: a use is an expense and money back a refund; a row paid at once counts what is billed, an instalment what was used; e-money charges and bill payments are transfers
        Dates in field 1 look like 2026/10/05: read as 2026-10-05
        Dry run: would import 6 new entries (1 refund); 0 duplicates; 2 typed by hand already; 0 skipped. Nothing was written.
        Typed by hand already: these rows would not be imported, and each entry would gain the row's source (--keep-matches imports them):
          2026-10-05  ¥3,280  AMAZON.CO.JP (三井住友カード)  =  #1  2026-10-06  💼 経費  ¥3,280  Amazon
          2026-10-12  ¥550  ｽﾀｰﾊﾞｯｸｽ ｺｰﾋｰ (三井住友カード)  =  #2  2026-10-12  🎮 娯楽費  ¥550  スタバ
        The first 5 as they would be stored:
          #4  2026-10-09  🏠 生活費  ¥8,120  東京電力エナジーパートナー 電気料金等
          #5  2026-10-12  🏠 生活費  ¥550  ｽﾀｰﾊﾞｯｸｽ ｺｰﾋｰ
          #6  2026-10-20  🏠 生活費  ¥36,000  ビックカメラ 有楽町
          #7  2026-10-22  🏠 生活費  −¥1,420  AMAZON.CO.JP
          #8  2026-10-05  🏠 生活費  ¥698  セブン-イレブン/iD

        """)
    #expect(try sandbox.query("SELECT count(*) FROM entries WHERE source IS NOT NULL") == [["0"]])
    #expect(
      try sandbox.ok("import", file) == """
        Read \(file): 三井住友カード ご利用明細, Shift_JIS, 8 rows; skipped 1 line before the table, 1 card holder's line and 1 total line
        Imported 6 new entries (1 refund); 0 duplicates; 2 typed by hand already; 0 skipped
        Typed by hand already: these rows were not imported, and each entry has the row's source now:
          2026-10-05  ¥3,280  AMAZON.CO.JP (三井住友カード)  =  #1  2026-10-06  💼 経費  ¥3,280  Amazon
          2026-10-12  ¥550  ｽﾀｰﾊﾞｯｸｽ ｺｰﾋｰ (三井住友カード)  =  #2  2026-10-12  🎮 娯楽費  ¥550  スタバ

        """)
    // The entries keep what was typed, and gain the source.
    #expect(
      try sandbox.query(
        "SELECT id, date, amount, category, memo, source FROM entries WHERE id <= 3 ORDER BY id")
        == [
          ["1", "2026-10-06", "3280", "expenses", "Amazon", "三井住友カード"],
          ["2", "2026-10-12", "550", "leisure", "スタバ", "三井住友カード"],
          ["3", "2026-10-24", "36000", "leisure", "カメラ", "NULL"],
        ])
    #expect(
      try sandbox.ok("list", "--source", "三井住友カード", "--month", "2026-10") == """
        ID  Date        Category    Amount  Memo
         8  2026-10-05  🏠 生活費     ¥698  セブン-イレブン/iD
         1  2026-10-06  💼 経費     ¥3,280  Amazon
         4  2026-10-09  🏠 生活費   ¥8,120  東京電力エナジーパートナー 電気料金等
         2  2026-10-12  🎮 娯楽費     ¥550  スタバ
         5  2026-10-12  🏠 生活費     ¥550  ｽﾀｰﾊﾞｯｸｽ ｺｰﾋｰ
         9  2026-10-14  🏠 生活費     ¥432  ファミリーマート/iD
         6  2026-10-20  🏠 生活費  ¥36,000  ビックカメラ 有楽町
         7  2026-10-22  🏠 生活費  −¥1,420  AMAZON.CO.JP
        -------------------------------------------------------------------------
            8 entries              ¥48,210

        """)
    // The same statement again adds nothing, and matches nothing.
    #expect(
      try sandbox.ok("import", file).hasSuffix(
        "Imported 0 new entries; 8 duplicates; 0 skipped\n"))
    try sandbox.ok("undo")
    // Undoing the import takes its entries away and gives the typed ones back as they were.
    #expect(
      try sandbox.ok("undo")
        == "Undid change 4: import 6 entries from \(file) and match 2 typed by hand\n")
    #expect(
      try sandbox.query("SELECT id, source, fingerprint FROM entries ORDER BY id") == [
        ["1", "NULL", "NULL"], ["2", "NULL", "NULL"], ["3", "NULL", "NULL"],
      ])
    // With --keep-matches, every row is imported.
    #expect(
      try sandbox.ok("import", file, "--keep-matches").hasSuffix(
        "Imported 8 new entries (1 refund); 0 duplicates; 0 skipped\n"))
    #expect(try sandbox.query("SELECT count(*) FROM entries WHERE source IS NULL") == [["3"]])
  }

  @Test(arguments: Engine.available)
  func listingAnUnknownSourceSaysWhichThereAre(engine: Engine) throws {
    let sandbox = try Sandbox(engine: engine)
    #expect(
      try sandbox.run("list", "--source", "ビューカード")
        == Run(
          status: 65, stdout: "",
          stderr:
            "kakeibo: source \"ビューカード\": no entry has a source yet; entries imported from a bank, a card or a household app have one\n"
        ))
    try sandbox.ok("import", statement("view-card.csv"))
    try sandbox.ok("import", statement("rakuten-card-2026-12.csv"))
    #expect(
      try sandbox.run("list", "--source", "楽天")
        == Run(
          status: 65, stdout: "",
          stderr:
            "kakeibo: source \"楽天\": no entry has this source; the sources in the ledger are ビューカード, 楽天カード\n"
        ))
    // Letter case and width aside, the whole name.
    try sandbox.ok("import", statement("paypay-card-payment-method.csv"))
    #expect(
      try sandbox.ok("list", "--source", " ｐａｙｐａｙカード ", "--format", "csv")
        .split(separator: "\n").count == 4)
    let csv = try sandbox.ok("list", "--source", "楽天カード", "--format", "csv")
    #expect(csv.split(separator: "\n").count == 5)
    #expect(
      try sandbox.ok("list", "--source", "楽天カード", "--month", "2026-10", "--format", "json")
        .contains(#""memo":"楽天市場","subcategory":null,"kind":"expense","source":"楽天カード""#))
  }
}

private func corpus(_ name: String) -> String { fixture("statements/corpus/" + name + ".csv") }

/// The general reader: statements of layouts kakeibo was never told about, read with no
/// options; what a dry run says of the reading; what a refusal says when there is no table.
@Suite struct GeneralReaderTests {
  /// A card's CSV whose header only the vocabulary knows (利用日, 利用店名, 利用金額), with its
  /// notes in a column of their own.
  @Test(arguments: Engine.available)
  func aCardsCSVNoLayoutNamesImportsWithNoOptions(engine: Engine) throws {
    let sandbox = try Sandbox(engine: engine)
    let file = fixture("card.csv")
    #expect(
      try sandbox.ok("import", file) == """
        Read \(file): ご利用明細, UTF-8, 3 rows
        Imported 3 new entries; 0 duplicates; 0 skipped

        """)
    #expect(
      try sandbox.query("SELECT date, amount, kind, memo, source FROM entries ORDER BY id") == [
        ["2026-11-10", "1080", "expense", "セブン-イレブン", "NULL"],
        ["2026-11-11", "8800", "expense", "ABC Mart, 新宿", "NULL"],
        ["2026-11-12", "7700", "expense", "スポーツジム", "NULL"],
      ])
  }

  /// イオンカード's statement: the header after seven lines of the bill, dates as YYMMDD, and
  /// the section of instalments after the table, whose dated rows are not imported; a dry run
  /// says how the table was read before the rows.
  @Test(arguments: Engine.available)
  func aDryRunShowsHowTheTableIsRead(engine: Engine) throws {
    let sandbox = try Sandbox(engine: engine)
    let file = corpus("aeon-card")
    #expect(
      try sandbox.ok("import", file, "--dry-run") == """
        Read \(file): イオンカード ご利用明細, Shift_JIS, 4 rows; skipped 7 lines before the table and 3 lines after the table (the header is line 8)
        Table: header on line 8: ご利用日=date, ご利用者=user, ご利用先=description, 支払方法=payment kind, ご利用金額=withdrawal, 備考=memo
        Rows: a card's statement: a use is an expense and money back a refund; a row paid at once counts what is billed, an instalment what was used; e-money charges and bill payments are transfers
        Dates in ご利用日 look like 261018: read as 2026-10-18
        The table ends on line 13 (分割・ボーナス払い明細); the lines after it are not imported
        Dry run: would import 3 new entries (1 refund); 0 duplicates; 1 skipped (1 transfer). Nothing was written.
        As they would be stored:
          #1  2026-10-18  🏠 生活費  ¥6,510  イオン 東久留米店
          #2  2026-10-22  🏠 生活費  ¥1,800  イオンシネマ
          #3  2026-11-05  🏠 生活費  −¥100  イオン 東久留米店

        """)
    #expect(!sandbox.ledgerExists)
    let japanese = try sandbox.run(
      ["import", file, "--dry-run"], environment: ["KAKEIBO_LANG": "ja"])
    #expect(japanese.status == 0)
    #expect(
      japanese.stdout.contains(
        "表: 8 行目が見出し: ご利用日=日付、ご利用者=利用者、ご利用先=内容、支払方法=支払区分、ご利用金額=出金、備考=メモ\n"
      ))
    #expect(japanese.stdout.contains("表は 13 行目で終わります（分割・ボーナス払い明細）。それ以降の行は取り込みません\n"))
  }

  /// A file with no table kakeibo can read is refused with what was understood, one line per
  /// point, and the options that would read it; the options work.
  @Test(arguments: Engine.available)
  func aFileWithoutATableIsRefusedWithWhatWasUnderstood(engine: Engine) throws {
    let sandbox = try Sandbox(engine: engine)
    let file = sandbox.folder + "/bank.csv"
    try "口座番号,1234567\n取引日,お店,値段,入り\n2026/11/02,本屋,\"1,800\",\n2026/11/05,給料,,\"250,000\"\n"
      .write(toFile: file, atomically: true, encoding: .utf8)
    #expect(
      try sandbox.run("import", file)
        == Run(
          status: 65, stdout: "",
          stderr: """
            kakeibo: file "\(file)": no table found in its first 4 lines: no line names a date column and an amount column, or is a row of dates and amounts
              line 2 is the nearest to a header: 取引日=date, お店=description, 値段 (unknown), 入り (unknown); no amount column
              these options would read it: --from csv --date-col 取引日 --amount-col 値段 --memo-col お店

            """))
    #expect(!sandbox.ledgerExists)
    let japanese = try sandbox.run(["import", file], environment: ["KAKEIBO_LANG": "ja"])
    #expect(
      japanese.stderr.hasSuffix(
        """
          見出しにいちばん近いのは 2 行目: 取引日=日付、お店=内容、値段（不明）、入り（不明）。金額の列がありません
          次のオプションで読めます: --from csv --date-col 取引日 --amount-col 値段 --memo-col お店

        """))
    #expect(
      try sandbox.ok(
        "import", file, "--from", "csv", "--date-col", "取引日", "--amount-col", "値段",
        "--income-col", "入り", "--memo-col", "お店"
      ).hasSuffix("Imported 2 new entries (1 income); 0 duplicates; 0 skipped\n"))
  }

  /// --source names the bank or card of a statement that names none, and of a CSV read by its
  /// columns.
  @Test(arguments: Engine.available)
  func sourceNamesWhereTheRowsComeFrom(engine: Engine) throws {
    let sandbox = try Sandbox(engine: engine)
    #expect(
      try sandbox.ok("import", fixture("card.csv"), "--source", "イオンカード").hasPrefix(
        "Read \(fixture("card.csv")): イオンカード ご利用明細, UTF-8, 3 rows\n"))
    let bank = statement("other-bank.csv")
    try sandbox.ok(
      "import", bank, "--date-col", "取引日", "--amount-col", "お引出し", "--income-col",
      "お預入れ", "--memo-col", "お取引内容", "--source", "○○信用金庫")
    #expect(
      try sandbox.query("SELECT source, count(*) FROM entries GROUP BY source ORDER BY source")
        == [["○○信用金庫", "2"], ["イオンカード", "3"]])
    #expect(
      try sandbox.run("import", bank, "--source", " ").stderr
        == "kakeibo: option '--source' does not accept ' '; expected the name of a bank, card or account, such as --source 三井住友カード (see 'kakeibo import --help')\n"
    )
  }

  /// A statement that names no bank or card still finds the entries typed by hand that its rows
  /// are: they gain the row's fingerprint (and no source), so that importing it again adds
  /// nothing.
  @Test(arguments: Engine.available)
  func aStatementWithoutANameStillMatchesEntriesTypedByHand(engine: Engine) throws {
    let sandbox = try Sandbox(engine: engine)
    let file = fixture("card.csv")
    try sandbox.ok("add", "8800", "-c", "生活費", "-m", "靴", "-d", "2026-11-11")
    #expect(
      try sandbox.ok("import", file).contains(
        "Imported 2 new entries; 0 duplicates; 1 typed by hand already; 0 skipped\n"))
    #expect(
      try sandbox.query("SELECT memo, source, fingerprint IS NOT NULL FROM entries WHERE id = 1")
        == [["靴", "NULL", sandbox.engine == .sqlite ? "1" : "t"]])
    #expect(
      try sandbox.ok("import", file).hasSuffix(
        "Imported 0 new entries; 3 duplicates; 0 skipped\n"))
  }

  /// A statement imported again, and one that overlaps it, add only what is new, in a layout
  /// the reader knows only by its vocabulary.
  @Test(arguments: Engine.available)
  func aStatementOfAnyLayoutImportedAgainAddsOnlyWhatIsNew(engine: Engine) throws {
    let sandbox = try Sandbox(engine: engine)
    let file = corpus("jcb-card")
    #expect(
      try sandbox.ok("import", file).hasSuffix(
        "Imported 4 new entries (1 refund); 0 duplicates; 0 skipped\n"))
    #expect(
      try sandbox.ok("import", file).hasSuffix(
        "Imported 0 new entries; 4 duplicates; 0 skipped\n"))
    // The next month's statement lists the last row again, and one more.
    let next = sandbox.folder + "/jcb-next.csv"
    let text = try #require(
      String(data: try Data(contentsOf: URL(fileURLWithPath: file)), encoding: .shiftJIS))
    let lines = text.components(separatedBy: "\r\n")
    let more =
      lines[0..<6] + [lines[9]]
      + [
        "\"****-****-****-123*　ＪＣＢ\",\"≪ショッピング取組（国内）≫\",\"2026/11/03\",\"くら寿司\",\"2,420\",\"１回\",\"\",\"\",\"2,420\",\"国内\",\"\",\"\""
      ]
    try (more.joined(separator: "\r\n") + "\r\n").write(
      toFile: next, atomically: true, encoding: .shiftJIS)
    #expect(
      try sandbox.ok("import", next).hasSuffix(
        "Imported 1 new entry; 1 duplicate; 0 skipped\n"))
    #expect(try sandbox.query("SELECT count(*), sum(amount) FROM entries") == [["5", "15560"]])
  }
}

/// A statement whose rows kakeibo cannot read is refused with each row's problem and what it
/// understood of the table: which dates it could not read.
@Suite struct RefusedStatementTests {
  @Test(arguments: Engine.available)
  func rowsThatCannotBeReadAreRefusedWithTheTablesReading(engine: Engine) throws {
    let sandbox = try Sandbox(engine: engine)
    let file = sandbox.folder + "/card.csv"
    try "ご利用日,ご利用先,ご利用金額\n十一月三十一日,本屋,\"1,800\"\n"
      .write(toFile: file, atomically: true, encoding: .utf8)
    #expect(
      try sandbox.run("import", file)
        == Run(
          status: 65, stdout: "",
          stderr: """
            kakeibo: line 2: ご利用日 "十一月三十一日": not a date; expected a date such as 2024/05/01, 20240501, 2024年5月1日, R6.5.1 or 5/1
            kakeibo: the table was read so:
              Table: header on line 1: ご利用日=date, ご利用先=description, ご利用金額=withdrawal
              Rows: a card's statement: a use is an expense and money back a refund; a row paid at once counts what is billed, an instalment what was used; e-money charges and bill payments are transfers
              Dates in ご利用日 look like 十一月三十一日: not read; a date is written such as 2024/05/01, 20240501, 2024年5月1日 or R6.5.1
              The file names no bank or card: --source NAME gives its entries one
            kakeibo: file "\(file)": 1 problem on 1 row, so nothing was imported; fix them, or pass --skip-invalid to import the other rows

            """))
    #expect(!sandbox.ledgerExists)
  }
}
