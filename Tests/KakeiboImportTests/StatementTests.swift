import KakeiboCore
import Testing

@testable import KakeiboImport

/// Every layout's fixture, read with no options but today's date: recognized by its content,
/// every row checked (date, memo, amount, meaning, source), and what was skipped counted.
@Suite struct StatementLayoutTests {
  /// Checks that every row of `rows` that is a statement's names `layout` as its source.
  private func expectSource(
    _ rows: [ImportRow], _ layout: StatementLayout,
    sourceLocation: SourceLocation = #_sourceLocation
  ) {
    #expect(
      statementRows(rows).allSatisfy { $0.source?.name == layout.source },
      sourceLocation: sourceLocation)
  }

  @Test func mufgBank() throws {
    let (importer, rows) = try importStatement(statementFixture("mufg-bank.csv"))
    #expect(importer.format == .statement(.mufgBank))
    #expect(importer.format?.title == "三菱UFJ銀行 入出金明細")
    #expect(importer.encoding == .shiftJIS)
    #expect(importer.rowCount == 10)
    #expect(importer.headerLine == 1)
    #expect(importer.skippedLines == SkippedLines())
    #expect(
      rows.map(describe) == [
        "2: income 248500 2026-10-24 給料 / カ)サンプルシヨウジ",
        "3: expense 6820 2026-10-27 口座振替3 / トウキヨウガス",
        "4: transfer (card bill ミツイスミトモ) 48210 2026-10-27 口座振替1 / ミツイスミトモカ-ド",
        "5: transfer (card bill カ－ド) 20000 2026-11-04 カ-ド",
        "6: transfer (own accounts 振替) 50000 2026-11-05 振替 / フツウ テイキ",
        "7: expense 30000 2026-11-06 振込2 / ヤマダ ハナコ",
        "8: expense 3480 2026-11-10 デビット / AMAZON.CO.JP",
        "9: expense 3480 2026-11-10 デビット / AMAZON.CO.JP",
        "10: transfer (card bill ラクテンカ－ド) 9900 2026-11-12 口座振替2 / ラクテンカ-ドサ-ビス",
        "11: income 12 2026-11-15 利息",
      ])
    expectSource(rows, .mufgBank)
    // The same purchase twice on one day: two rows, each with its own fingerprint.
    let amazon = statementRows(rows).filter { $0.memo.text == "デビット / AMAZON.CO.JP" }
    #expect(Set(amazon.map(\.fingerprint)).count == 2)
    #expect(Set(statementRows(rows).map(\.fingerprint)).count == 10)
  }

  @Test func sbiBankNewestFirst() throws {
    let (importer, rows) = try importStatement(statementFixture("sbi-bank.csv"))
    #expect(importer.format == .statement(.sbiBank))
    #expect(importer.encoding == .shiftJIS)
    #expect(importer.skippedLines == SkippedLines())
    #expect(
      rows.map(describe) == [
        "2: transfer (own accounts 振替) 30000 2026-11-20 振替 SBI証券",
        "3: expense 648 2026-11-18 デビット セブン-イレブン",
        "4: transfer (card bill ＪＣＢ) 15800 2026-11-17 JCB",
        "5: transfer (card bill ペイペイカード) 7215 2026-11-12 ペイペイカード",
        "6: transfer (card bill ビユーカード) 14230 2026-11-10 ビユーカード",
        "7: income 100000 2026-11-05 振込*ヤマダ タロウ",
        "8: transfer (own accounts ATM) 10000 2026-11-02 ATM セブン銀行",
        "9: transfer (own accounts ハイブリッド預金) 109752 2026-11-01 SBIハイブリッド預金",
        "10: income 3 2026-11-01 利息",
      ])
    expectSource(rows, .sbiBank)
  }

  @Test func viewCardWithItsPreambleAndCardHolder() throws {
    let (importer, rows) = try importStatement(statementFixture("view-card.csv"))
    #expect(importer.format == .statement(.viewCard))
    #expect(importer.encoding == .shiftJIS)
    #expect(importer.headerLine == 6)
    // 会員番号, 対象カード, お支払日, 今回お支払金額, the blank line, and the card holder's line.
    #expect(importer.skippedLines == skipped(before: 6))
    #expect(importer.rowCount == 5)
    #expect(
      rows.map(describe) == [
        "8: transfer (charge) 3000 2026-10-21 東京駅 オートチャージ",
        "9: expense 8900 2026-10-24 ルミネ新宿",
        "10: refund 2400 2026-10-30 ルミネ新宿",
        "11: expense 4206 2026-11-02 AMAZON.CO.JP",
        "12: expense 524 2026-11-03 カード年会費",
      ])
    expectSource(rows, .viewCard)
  }

  @Test func payPayCardInBothLayouts() throws {
    let (importer, rows) = try importStatement(statementFixture("paypay-card.csv"))
    #expect(importer.format == .statement(.payPayCard))
    #expect(importer.encoding == .utf8)
    #expect(importer.skippedLines == SkippedLines())
    #expect(
      rows.map(describe) == [
        "2: transfer (charge) 3000 2026-10-29 PayPay チャージ",
        "3: expense 1292 2026-10-03 ﾍﾟｲﾍﾟｲ ｽｰﾊﾟｰﾏﾙﾔﾏ",
        "4: expense 5480 2026-10-12 Yahoo!ショッピング",
        "5: refund 5480 2026-10-15 Yahoo!ショッピング",
        "6: expense 2923 2026-10-20 ﾍﾟｲﾍﾟｲ ｼﾝｼﾞｭｸ ﾄﾞﾗｯｸﾞ",
      ])
    expectSource(rows, .payPayCard)

    let newer = try importStatement(statementFixture("paypay-card-payment-method.csv"))
    #expect(newer.importer.format == .statement(.payPayCard))
    #expect(
      newer.rows.map(describe) == [
        "2: expense 880 2026-11-02 ﾍﾟｲﾍﾟｲ ｽｰﾊﾟｰﾏﾙﾔﾏ",
        "3: expense 2150 2026-11-08 ﾐﾆｽﾄｯﾌﾟ ｵｵﾂｶ",
        "4: refund 350 2026-11-09 ﾐﾆｽﾄｯﾌﾟ ｵｵﾂｶ",
      ])
    expectSource(newer.rows, .payPayCard)
  }

  @Test func smbcCardSectionsWithoutAHeader() throws {
    let (importer, rows) = try importStatement(statementFixture("smbc-card.csv"))
    #expect(importer.format == .statement(.smbcCard))
    #expect(importer.format?.title == "三井住友カード ご利用明細")
    #expect(importer.encoding == .shiftJIS)
    #expect(importer.headerLine == nil)
    #expect(importer.rowCount == 8)
    // The first card holder's line opens the table; the family card's opens a second section.
    #expect(importer.skippedLines == skipped(before: 1, cardHolders: 1, totals: 1))
    #expect(
      rows.map(describe) == [
        "2: expense 3280 2026-10-05 AMAZON.CO.JP",
        "3: expense 8120 2026-10-09 東京電力エナジーパートナー 電気料金等",
        "4: expense 550 2026-10-12 ｽﾀｰﾊﾞｯｸｽ ｺｰﾋｰ",
        "5: expense 550 2026-10-12 ｽﾀｰﾊﾞｯｸｽ ｺｰﾋｰ",
        "6: expense 36000 2026-10-20 ビックカメラ 有楽町",
        "7: refund 1420 2026-10-22 AMAZON.CO.JP",
        "9: expense 698 2026-10-05 セブン-イレブン/iD",
        "10: expense 432 2026-10-14 ファミリーマート/iD",
      ])
    expectSource(rows, .smbcCard)
    #expect(Set(statementRows(rows).map(\.fingerprint)).count == 8)
  }

  /// The layout before the statement is final: recognized from its first row, whose billing
  /// month `'26/12` (a two-digit year) is no date; the amount is what was used, not this
  /// month's instalment.
  @Test func smbcCardNotYetFinal() throws {
    let (importer, rows) = try importStatement(statementFixture("smbc-card-preliminary.csv"))
    #expect(importer.format == .statement(.smbcCard))
    #expect(importer.skippedLines == SkippedLines())
    #expect(
      rows.map(describe) == [
        "1: expense 2480 2026-11-03 AMAZON.CO.JP",
        "2: expense 7940 2026-11-07 東京電力エナジーパートナー 電気料金等",
        "3: expense 36000 2026-11-15 ビックカメラ 有楽町",
      ])
    // The final statement lists the same purchases in the other layout: nothing new.
    let final = Array(
      """
      カケイ　タロウ　様,4980-00**-****-****,三井住友カード　ＮＬ\r
      2026/11/03,ＡＭＡＺＯＮ．ＣＯ．ＪＰ,2480,１,１,2480,\r
      2026/11/07,東京電力エナジーパートナー　電気料金等,7940,１,１,7940,\r
      2026/11/15,ビックカメラ　有楽町,36000,３,１,12000,\r
      ,,,,,22420,\r

      """.utf8)
    let finalRows = try importStatement(final).rows
    #expect(
      finalRows.map(describe) == [
        "2: expense 2480 2026-11-03 AMAZON.CO.JP",
        "3: expense 7940 2026-11-07 東京電力エナジーパートナー 電気料金等",
        "4: expense 36000 2026-11-15 ビックカメラ 有楽町",
      ])
    #expect(statementRows(finalRows).map(\.fingerprint) == statementRows(rows).map(\.fingerprint))
  }

  /// 楽天カード names two columns after the statement's months, so its header changes every
  /// month; both months are recognized, and the instalment purchase listed in both is the same
  /// row.
  @Test func rakutenCardWithMonthNamedColumns() throws {
    let december = try importStatement(statementFixture("rakuten-card-2026-12.csv"))
    #expect(december.importer.format == .statement(.rakutenCard))
    #expect(december.importer.encoding == .utf8)
    #expect(
      december.rows.map(describe) == [
        "2: expense 4380 2026-10-30 楽天市場",
        "3: expense 8880 2026-11-02 ｲｵﾝﾓｰﾙ ﾑｻｼﾑﾗﾔﾏ",
        "4: expense 29970 2026-11-05 ニトリ ネットショップ",
        "5: refund 1200 2026-11-09 楽天市場",
      ])
    let january = try importStatement(statementFixture("rakuten-card-2027-01.csv"))
    #expect(january.importer.format == .statement(.rakutenCard))
    #expect(
      january.rows.map(describe) == [
        "2: expense 29970 2026-11-05 ニトリ ネットショップ",
        "3: expense 3278 2026-11-20 楽天モバイル",
        "4: expense 2640 2026-12-01 ｽｼﾛｰ ｷﾁｼﾞｮｳｼﾞ",
      ])
    expectSource(december.rows + january.rows, .rakutenCard)
    let first = Set(statementRows(december.rows).map(\.fingerprint))
    let second = Set(statementRows(january.rows).map(\.fingerprint))
    #expect(second.subtracting(first).count == 2)
    // Any other months' names are as good.
    let header = "利用日,利用店名・商品名,利用者,支払方法,利用金額,支払手数料,支払総額,7月支払金額,8月繰越残高,新規サイン\n"
    let july = try importStatement(
      Array((header + "2026/06/20,楽天ブックス,本人,1回払い,\"1,540\",0,\"1,540\",\"1,540\",0,*\n").utf8)
    )
    #expect(july.rows.map(describe) == ["2: expense 1540 2026-06-20 楽天ブックス"])
  }

  @Test func mobileSuica() throws {
    let (importer, rows) = try importStatement(statementFixture("mobile-suica.csv"))
    #expect(importer.format == .statement(.mobileSuica))
    #expect(importer.format?.title == "モバイルSuica 利用履歴")
    #expect(importer.encoding == .shiftJIS)
    #expect(importer.rowCount == 8)
    #expect(
      rows.map(describe) == [
        "2: expense 178 2026-11-14 入 渋谷 出 新宿",
        "3: expense 178 2026-11-14 入 渋谷 出 新宿",
        "4: expense 420 2026-11-14 物販",
        "5: transfer (charge) 3000 2026-11-13 ｵｰﾄ 新宿",
        "6: expense 178 2026-11-12 入 新宿 出 渋谷",
        "7: expense 210 2026-11-01 ﾊﾞｽ等 都営バス",
        "8: transfer (charge) 1000 2026-10-31 ｶｰﾄﾞ モバイル",
        "9: skipped notAPayment",
      ])
    expectSource(rows, .mobileSuica)
    #expect(Set(statementRows(rows).map(\.fingerprint)).count == 7)
  }

  /// A bank kakeibo has no layout for, read with `--from csv`: the header is the first line that
  /// holds the named columns; the lines before it, the total and the note after the table are
  /// skipped and counted; `--income-col` reads the deposits.
  @Test func anyOtherBankByItsColumns() throws {
    let columns = ColumnMapping(
      date: .name("取引日"), amount: .name("お引出し"), income: .name("お預入れ"),
      memo: [.name("お取引内容")])
    let (importer, rows) = try importStatement(
      statementFixture("other-bank.csv"),
      options: ImportOptions(format: .csv, columns: columns, today: statementToday))
    #expect(importer.format == .csv)
    #expect(importer.headerLine == 4)
    #expect(importer.rowCount == 4)
    #expect(importer.skippedLines == skipped(before: 3, totals: 1, after: 1))
    #expect(
      rows.map(describe) == [
        "5: entry 2026-11-02 8120 livingCost デンキ　トウキヨウデンリヨク",
        "6: income 250000 2026-11-05 キユウヨ",
        "7: transfer (card bill ミツイスミトモ) 48210 2026-11-10 ミツイスミトモカード",
        "8: transfer (own accounts ATM) 10000 2026-11-15 ＡＴＭ",
      ])
    #expect(statementRows(rows).allSatisfy { $0.source == nil })
  }
}
