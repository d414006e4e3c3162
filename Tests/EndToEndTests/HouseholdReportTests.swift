import Foundation
import Testing

/// Issue 23, continued: `report --by member` and `report --member NAME`, payers and splits on
/// recurring rules and on import (kakeibo's own CSV keeps them), and `edit` of several entries
/// by payer; on both engines, with the household of `HouseholdTests`.
@Suite struct HouseholdReportTests {
  let shared = HouseholdTests()

  @Test(arguments: Engine.available)
  func theMonthByMemberAddsUpToTheYen(engine: Engine) throws {
    let (sandbox, _) = try shared.household(engine)
    try shared.month(sandbox)
    #expect(
      try sandbox.ok("report", "2026-11", "--by", "member") == """
        2026-11: 2026-11-01 to 2026-11-30 (by member)

        Category       美咲     陽菜     健太    Total
        🏠 生活費    ¥3,000   ¥5,500   ¥4,000  ¥12,500
        💼 経費          ¥0       ¥0       ¥0       ¥0
        🎮 娯楽費        ¥0       ¥0   ¥4,800   ¥4,800
        ----------------------------------------------
        Shares       ¥3,000   ¥5,500   ¥8,800  ¥17,300
        Paid        ¥13,800     ¥500   ¥3,000  ¥17,300
        Difference  ¥10,800  −¥5,000  −¥5,800       ¥0

        Income         美咲     陽菜     健太    Total
        収入         ¥5,001       ¥0   ¥5,000  ¥10,001

        Paid less shares, before settlements and shared income: 'kakeibo settle' counts them.

        """)
    #expect(
      try sandbox.ok("report", "2026-11", "--member", "健太") == """
        2026-11: 2026-11-01 to 2026-11-30 (健太's share)

        Category       健太    Total
        🏠 生活費    ¥4,000  ¥12,500
        💼 経費          ¥0       ¥0
        🎮 娯楽費    ¥4,800   ¥4,800
        ----------------------------
        Shares       ¥8,800  ¥17,300
        Paid         ¥3,000  ¥17,300
        Difference  −¥5,800       ¥0

        Income         健太    Total
        収入         ¥5,000  ¥10,001

        Paid less shares, before settlements and shared income: 'kakeibo settle' counts them.

        """)
    #expect(
      try sandbox.ok("report", "2026-11", "--by", "member", "--format", "csv") == """
        month,kind,category,subcategory,person,amount
        2026-11,share,生活費,,美咲,3000
        2026-11,share,生活費,,陽菜,5500
        2026-11,share,生活費,,健太,4000
        2026-11,share,経費,,美咲,0
        2026-11,share,経費,,陽菜,0
        2026-11,share,経費,,健太,0
        2026-11,share,娯楽費,,美咲,0
        2026-11,share,娯楽費,,陽菜,0
        2026-11,share,娯楽費,,健太,4800
        2026-11,paid,,,美咲,13800
        2026-11,paid,,,陽菜,500
        2026-11,paid,,,健太,3000
        2026-11,income,,,美咲,5001
        2026-11,income,,,陽菜,0
        2026-11,income,,,健太,5000

        """)
    #expect(
      try sandbox.ok("report", "2026-11", "--member", "健太", "--format", "json")
        == #"{"month":"2026-11","from":"2026-11-01","to":"2026-11-30","member":"健太","people":["健太"],"categories":[{"category":"生活費","categoryKey":"livingCost","shares":[{"person":"健太","amount":4000}],"total":12500,"count":3,"subcategories":[]},{"category":"経費","categoryKey":"expenses","shares":[{"person":"健太","amount":0}],"total":0,"count":0,"subcategories":[]},{"category":"娯楽費","categoryKey":"leisure","shares":[{"person":"健太","amount":4800}],"total":4800,"count":1,"subcategories":[]}],"spending":{"shares":[{"person":"健太","amount":8800}],"total":17300,"count":4},"paid":[{"person":"健太","amount":3000}],"difference":[{"person":"健太","amount":-5800}],"income":{"shares":[{"person":"健太","amount":5000}],"total":10001,"count":1,"subcategories":[]}}"#
        + "\n")
    // The shares of each category add up to its total, as the plain report has it.
    let plain = try sandbox.ok("report", "2026-11", "--format", "csv")
    #expect(plain.contains("livingCost,生活費,house.fill,12500,"))
    #expect(plain.contains("leisure,娯楽費,gamecontroller.fill,4800,"))
  }

  @Test(arguments: Engine.available)
  func aMemberReportNamesOnlyThePeopleThereAre(engine: Engine) throws {
    let (sandbox, _) = try shared.household(engine)
    try shared.month(sandbox)
    let before = try sandbox.everyRow()
    let unknown = try sandbox.run(["report", "2026-11", "--member", "次郎"])
    #expect(unknown.status == 65)
    #expect(
      unknown.stderr
        == "kakeibo: person \"次郎\": is not one of the household's people; expected 美咲, 陽菜, 健太 ('kakeibo member add' adds a person)\n"
    )
    #expect(unknown.stdout == "")
    let both = try sandbox.run(["report", "--by", "member", "--member", "健太"])
    #expect(both.status == 64)
    let yearly = try sandbox.run(["report", "--year", "2026", "--by", "member"])
    #expect(yearly.status == 64)
    #expect(try sandbox.everyRow() == before)
  }

  @Test(arguments: Engine.available)
  func aRecurringRulesEntriesCarryItsPayerAndSplit(engine: Engine) throws {
    let (sandbox, _) = try shared.household(engine)
    try sandbox.ok(
      "recurring", "add", "1490", "-c", "娯楽費", "-m", "Netflix", "--day", "2", "--from",
      "2026-11", "--paid-by", "健太", "--split", "美咲=1,健太=1")
    let kenta = engine == .sqlite ? "健太" : "kenta"
    let misaki = engine == .sqlite ? "美咲" : Engine.member
    #expect(
      try sandbox.query("SELECT paid_by, split FROM recurring_rules")
        == [[kenta, "\(misaki)=1,\(kenta)=1"]])
    #expect(
      try sandbox.query("SELECT date, paid_by, split FROM entries WHERE memo = 'Netflix'")
        == [["2026-11-02", kenta, "\(misaki)=1,\(kenta)=1"]])
    #expect(
      try sandbox.ok("list", "--month", "2026-11", "--format", "json").contains(
        #""paidBy":"健太","shares":[{"person":"美咲","amount":745},{"person":"健太","amount":745}]"#
      ))
    #expect(
      try sandbox.ok("recurring", "edit", "1", "--paid-by", "陽菜", "--for", "陽菜")
        == "Updated rule #1 from 2026-11-16 on: paid by \(kenta) → \(engine == .sqlite ? "陽菜" : "hina"), split \(misaki)=1,\(kenta)=1 → \(engine == .sqlite ? "陽菜" : "hina")=1\n"
    )
    let hina = engine == .sqlite ? "陽菜" : "hina"
    // December's entry is the edited rule's.
    try sandbox.ok(["list"], environment: sandbox.on("2026-12-03"))
    #expect(
      try sandbox.query(
        "SELECT date, paid_by, split FROM entries WHERE memo = 'Netflix' ORDER BY id")
        == [
          ["2026-11-02", kenta, "\(misaki)=1,\(kenta)=1"], ["2026-12-02", hina, "\(hina)=1"],
        ])
    // Undo gives the rule back its payer and split.
    try sandbox.ok("undo")
    #expect(
      try sandbox.query("SELECT paid_by, split FROM recurring_rules")
        == [[kenta, "\(misaki)=1,\(kenta)=1"]])
  }

  @Test(arguments: Engine.available)
  func importKeepsThePayersAndSplitsOfKakeibosOwnCSV(engine: Engine) throws {
    let (sandbox, _) = try shared.household(engine)
    try shared.month(sandbox)
    let exported = try sandbox.ok("export")
    #expect(
      exported.hasPrefix(
        "id,date,amount,category,memo,subcategory,kind,source,fingerprint,paid_by,split,ledger\n"))
    let file = sandbox.folder + "/export.csv"
    try exported.write(toFile: file, atomically: true, encoding: .utf8)
    let shown = try sandbox.ok("list", "--format", "json")
    try sandbox.ok("delete", "2-7", "--yes")
    #expect(try sandbox.ok("import", file).contains("Imported 6 new entries (1 income)"))
    // The same payers and shares, entry by entry, with new ids.
    let again = try sandbox.ok("list", "--format", "json")
    func withoutIDs(_ text: String) -> String {
      text.replacing(/"id":\d+,/, with: "")
    }
    #expect(withoutIDs(again) == withoutIDs(shown))
    // A file without the columns takes --paid-by and --split.
    let plain = sandbox.folder + "/plain.csv"
    try "id,date,amount,category,memo\n1,2026-11-20,900,生活費,パン\n".write(
      toFile: plain, atomically: true, encoding: .utf8)
    try sandbox.ok("import", plain, "--paid-by", "陽菜", "--split", "美咲=2,陽菜=1")
    #expect(
      try sandbox.ok("list", "--search", "パン", "--format", "json").contains(
        #""paidBy":"陽菜","shares":[{"person":"美咲","amount":600},{"person":"陽菜","amount":300}]"#
      ))
    // A row naming someone who is not of the household is refused, with nothing imported.
    let before = try sandbox.everyRow()
    let stranger = sandbox.folder + "/stranger.csv"
    try
      "id,date,amount,category,memo,paid_by,split\n1,2026-11-21,100,生活費,a,次郎,\n2,2026-11-21,200,生活費,b,美咲,\"美咲=1,三郎=1\"\n"
      .write(toFile: stranger, atomically: true, encoding: .utf8)
    let refused = try sandbox.run(["import", stranger])
    #expect(refused.status == 65)
    #expect(
      refused.stderr.hasPrefix(
        "kakeibo: line 2: paid_by \"次郎\": is not one of the household's people; expected 美咲, 陽菜, 健太 ('kakeibo member add' adds a person)\n"
          + "kakeibo: line 3: split \"美咲=1,三郎=1\": is not one of the household's people; "
      ))
    #expect(try sandbox.everyRow() == before)
  }

  @Test(arguments: Engine.available)
  func severalEntriesChangePayerAsOneChange(engine: Engine) throws {
    let (sandbox, _) = try shared.household(engine)
    try shared.month(sandbox)
    // On a file, entry 2 is "me"'s (no payer stored), entry 3 names 美咲; on a server both are
    // the owner's role.
    let hina = engine == .sqlite ? "陽菜" : "hina"
    let (two, three) = engine == .sqlite ? ("me", "美咲") : (Engine.member, Engine.member)
    #expect(
      try sandbox.ok("edit", "2-3", "--paid-by", "陽菜") == """
        Updated #2: paid by \(two) → \(hina)
        Updated #3: paid by \(three) → \(hina)

        """)
    #expect(
      try sandbox.query("SELECT id, paid_by FROM entries WHERE id BETWEEN 2 AND 3 ORDER BY id")
        == [["2", hina], ["3", hina]])
    #expect(try sandbox.ok("undo").hasPrefix("Undid change"))
    #expect(
      try sandbox.query("SELECT id, paid_by FROM entries WHERE id BETWEEN 2 AND 3 ORDER BY id")
        == (engine == .sqlite
          ? [["2", "NULL"], ["3", "美咲"]] : [["2", Engine.member], ["3", Engine.member]]))
  }
}
