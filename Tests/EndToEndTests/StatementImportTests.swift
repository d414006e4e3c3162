import Foundation
import Testing

/// `kakeibo import` of bank and card statements with no options: recognized by their content.
/// A statement's uses and withdrawals are expenses in 生活費, its cancellations refunds and its
/// deposits income; its transfers are counted as skipped.
@Suite struct StatementImportTests {
  private func statement(_ name: String) -> String { fixture("statements/" + name) }
  private let entriesSQL = "SELECT date, amount, category, memo FROM entries ORDER BY id"

  @Test func aCardStatementWithItsPreambleImportsOnce() throws {
    let sandbox = try Sandbox()
    let file = statement("view-card.csv")
    #expect(
      try sandbox.ok("import", file) == """
        Read \(file): ビューカード ご利用明細, Shift_JIS, 5 rows
        Imported 5 new entries (1 refund); 0 duplicates; 0 skipped

        """)
    let expected = [
      ["2026-10-21", "3000", "livingCost", "東京駅 オートチャージ"],
      ["2026-10-24", "8900", "livingCost", "ルミネ新宿"],
      ["2026-10-30", "-2400", "livingCost", "ルミネ新宿"],
      ["2026-11-02", "4206", "livingCost", "AMAZON.CO.JP"],
      ["2026-11-03", "524", "livingCost", "カード年会費"],
    ]
    #expect(try sandbox.query(entriesSQL) == expected)
    #expect(
      try sandbox.ok("import", file) == """
        Read \(file): ビューカード ご利用明細, Shift_JIS, 5 rows
        Imported 0 new entries; 5 duplicates; 0 skipped

        """)
    #expect(try sandbox.query(entriesSQL) == expected)
  }

  /// The bank statement pays the card statement's bill: that row is a transfer, so the card's
  /// uses are counted once.
  @Test func aBankStatementSkipsTheCardBillsItPays() throws {
    let sandbox = try Sandbox()
    let card = statement("smbc-card.csv")
    let bank = statement("mufg-bank.csv")
    #expect(
      try sandbox.ok("import", card) == """
        Read \(card): 三井住友カード ご利用明細, Shift_JIS, 8 rows
        Imported 8 new entries (1 refund); 0 duplicates; 0 skipped

        """)
    #expect(
      try sandbox.ok("import", bank) == """
        Read \(bank): 三菱UFJ銀行 入出金明細, Shift_JIS, 10 rows
        Imported 6 new entries (2 income); 0 duplicates; 4 skipped (4 transfers)

        """)
    #expect(
      try sandbox.query("SELECT memo, amount, kind FROM entries WHERE id > 8 ORDER BY id") == [
        ["給料 / カ)サンプルシヨウジ", "248500", "income"],
        ["口座振替3 / トウキヨウガス", "6820", "expense"],
        ["振込2 / ヤマダ ハナコ", "30000", "expense"],
        ["デビット / AMAZON.CO.JP", "3480", "expense"],
        ["デビット / AMAZON.CO.JP", "3480", "expense"], ["利息", "12", "income"],
      ])
  }

  /// モバイルSuica's days have no year: today's (KAKEIBO_TODAY, 2026-11-15) is theirs.
  @Test func suicasDaysAreInTheYearBeforeToday() throws {
    let sandbox = try Sandbox()
    let file = statement("mobile-suica.csv")
    #expect(
      try sandbox.ok("import", file) == """
        Read \(file): モバイルSuica 利用履歴, Shift_JIS, 8 rows
        Imported 5 new entries; 0 duplicates; 3 skipped (2 transfers, 1 not a payment)

        """)
    #expect(
      try sandbox.query("SELECT date, amount, memo FROM entries ORDER BY id") == [
        ["2026-11-14", "178", "入 渋谷 出 新宿"], ["2026-11-14", "178", "入 渋谷 出 新宿"],
        ["2026-11-14", "420", "物販"], ["2026-11-12", "178", "入 新宿 出 渋谷"],
        ["2026-11-01", "210", "ﾊﾞｽ等 都営バス"],
      ])
  }

  /// 楽天カード's next statement lists the instalment purchase again: it adds only what is new.
  @Test func anOverlappingStatementAddsOnlyItsNewRows() throws {
    let sandbox = try Sandbox()
    try sandbox.ok("import", statement("rakuten-card-2026-12.csv"))
    let next = statement("rakuten-card-2027-01.csv")
    #expect(
      try sandbox.ok("import", next) == """
        Read \(next): 楽天カード ご利用明細, UTF-8, 3 rows
        Imported 2 new entries; 1 duplicate; 0 skipped

        """)
    // The first statement's cancellation is a refund of ¥1,200.
    #expect(try sandbox.query("SELECT count(*), sum(amount) FROM entries") == [["6", "47948"]])
  }
}
