import Foundation
import Testing

/// Issue 23: who paid, whose it is, and who owes whom, on both engines. On a file the people
/// are "me" (config set me) and those `member add` records; on a server they are the members'
/// roles with the names `member add --name` and `member rename` gave them. The same commands
/// then print the same bytes on both.
@Suite struct HouseholdTests {
  /// A ledger of 美咲 (me, or the owner), 健太 and 陽菜.
  func household(_ engine: Engine) throws -> (Sandbox, kenta: [String: String?]) {
    let sandbox = try Sandbox(engine: engine)
    // Entry 1 comes and goes on both, so that ids agree with the server's, whose schema it made.
    try sandbox.ok("add", "1", "-c", "生活費", "-d", "2020-01-01")
    switch engine {
    case .sqlite:
      try sandbox.ok("config", "set", "me", "美咲")
      // In the order a server lists its members: the owner, then by role (hina, kenta).
      try sandbox.ok("member", "add", "陽菜")
      try sandbox.ok("member", "add", "健太")
      try sandbox.ok("delete", "1")
      return (sandbox, [:])
    case .postgresql:
      try sandbox.ok("member", "rename", Engine.member, "美咲")
      try Engine.makeRole("kenta")
      try Engine.makeRole("hina")
      try sandbox.ok("member", "add", "kenta", "--name", "健太")
      try sandbox.ok("member", "add", "hina", "--name", "陽菜")
      try sandbox.ok("delete", "1")
      return (sandbox, ["KAKEIBO_DB": sandbox.uri(role: "kenta")])
    }
  }

  /// A month of three people: shared food, 立替 (美咲 paid 健太's film), a custom split, one
  /// person's own, and income that is shared.
  func month(_ sandbox: Sandbox) throws {
    try sandbox.ok("add", "9000", "-c", "生活費", "-m", "食材", "-d", "2026-11-03")
    try sandbox.ok(
      "add", "4800", "-c", "娯楽費", "-m", "映画", "-d", "2026-11-05", "--paid-by", "美咲", "--for",
      "健太")
    try sandbox.ok(
      "add", "3000", "-c", "生活費", "-m", "日用品", "-d", "2026-11-06", "--paid-by", "健太",
      "--split", "健太=1,陽菜=2")
    try sandbox.ok("add", "500", "-c", "生活費", "-d", "2026-11-07", "--paid-by", "陽菜", "--for", "陽菜")
    try sandbox.ok(
      "income", "10001", "-m", "払い戻し", "-d", "2026-11-08", "--paid-by", "健太", "--split",
      "美咲=1,健太=1")
    try sandbox.ok("add", "1000", "-c", "生活費", "-d", "2026-12-01", "-m", "翌月")
  }

  static let settlement = """
    Settlement (精算) 2026-11
    Person     Paid    Share  Settled  Difference
    美咲    ¥13,800  −¥2,001       ¥0     ¥15,801
    陽菜       ¥500   ¥5,500       ¥0     −¥5,000
    健太    −¥7,001   ¥3,800       ¥0    −¥10,801

    健太 pays 美咲 ¥10,801
    陽菜 pays 美咲 ¥5,000

    """

  @Test(arguments: Engine.available)
  func threePeopleOverAMonthSettleToTheYen(engine: Engine) throws {
    let (sandbox, _) = try household(engine)
    try month(sandbox)
    #expect(try sandbox.ok("settle", "2026-11") == Self.settlement)
    #expect(
      try sandbox.ok("settle", "2026-11", "--format", "csv") == """
        kind,person,paid,share,settled,difference,to,amount
        balance,美咲,13800,-2001,0,15801,,
        balance,陽菜,500,5500,0,-5000,,
        balance,健太,-7001,3800,0,-10801,,
        transfer,健太,,,,,美咲,10801
        transfer,陽菜,,,,,美咲,5000

        """)
    #expect(
      try sandbox.ok("settle", "--from", "2026-11", "--to", "2026-11", "--format", "json")
        == #"{"period":"2026-11","from":"2026-11-01","to":"2026-11-30","people":[{"person":"美咲","paid":13800,"share":-2001,"settled":0,"difference":15801},{"person":"陽菜","paid":500,"share":5500,"settled":0,"difference":-5000},{"person":"健太","paid":-7001,"share":3800,"settled":0,"difference":-10801}],"transfers":[{"from":"健太","to":"美咲","amount":10801},{"from":"陽菜","to":"美咲","amount":5000}],"recorded":0}"#
        + "\n")
    #expect(
      try sandbox.ok("list", "--month", "2026-11") == """
        ID  Date        Category    Amount  Paid by  Memo
         2  2026-11-03  🏠 生活費   ¥9,000  美咲     食材
         3  2026-11-05  🎮 娯楽費   ¥4,800  美咲     映画
         4  2026-11-06  🏠 生活費   ¥3,000  健太     日用品
         5  2026-11-07  🏠 生活費     ¥500  陽菜
         6  2026-11-08  💴 収入    ¥10,001  健太     払い戻し
        -----------------------------------------------------
            4 expenses             ¥17,300
            1 income               ¥10,001

        """)
    // The ledger's identity (last) differs between the two ledgers.
    let csv = try sandbox.ok("list", "--for", "陽菜", "--format", "csv").split(separator: "\n")
      .map { $0.prefix { $0 != "," } == "id" ? String($0) : String($0.dropLast(33)) }
    #expect(
      csv == [
        "id,date,amount,category,memo,subcategory,kind,source,fingerprint,paid_by,split,ledger",
        "2,2026-11-03,9000,生活費,食材,,expense,,,美咲,",
        "4,2026-11-06,3000,生活費,日用品,,expense,,,健太,\"健太=1,陽菜=2\"",
        "5,2026-11-07,500,生活費,,,expense,,,陽菜,陽菜=1",
        "7,2026-12-01,1000,生活費,翌月,,expense,,,美咲,",
      ])
    #expect(
      try sandbox.ok("list", "--paid-by", "健太", "--format", "json") == """
        [
          {"id":4,"date":"2026-11-06","amount":3000,"category":"生活費","categoryKey":"livingCost","icon":"house.fill","memo":"日用品","subcategory":null,"kind":"expense","source":null,"paidBy":"健太","shares":[{"person":"健太","amount":1000},{"person":"陽菜","amount":2000}]},
          {"id":6,"date":"2026-11-08","amount":10001,"category":null,"categoryKey":null,"icon":"banknote.fill","memo":"払い戻し","subcategory":null,"kind":"income","source":null,"paidBy":"健太","shares":[{"person":"美咲","amount":5001},{"person":"健太","amount":5000}]}
        ]

        """)
    #expect(try sandbox.ok("export").contains(",健太,\"健太=1,陽菜=2\","))
  }

  @Test(arguments: Engine.available)
  func aRecordedSettlementShowsNothingOwedUntilItIsUndone(engine: Engine) throws {
    let (sandbox, _) = try household(engine)
    try month(sandbox)
    let totals = try sandbox.ok("report", "2026-11", "--format", "json")
    #expect(
      try sandbox.ok("settle", "2026-11", "--record")
        == Self.settlement + "Recorded 2 settlements (undo with 'kakeibo undo').\n")
    #expect(
      try sandbox.ok("settle", "2026-11") == """
        Settlement (精算) 2026-11
        Person     Paid    Share   Settled  Difference
        美咲    ¥13,800  −¥2,001  −¥15,801          ¥0
        陽菜       ¥500   ¥5,500    ¥5,000          ¥0
        健太    −¥7,001   ¥3,800   ¥10,801          ¥0

        Nobody owes anybody for 2026-11.

        """)
    // A settlement is neither spending nor income.
    #expect(try sandbox.ok("report", "2026-11", "--format", "json") == totals)
    // The months around it count it too; a month within it does not see it.
    #expect(
      try sandbox.ok("settle", "--from", "2026-10", "--to", "2026-11").contains("Nobody owes"))
    #expect(try sandbox.ok("settle", "2026-12").contains("陽菜 pays 美咲 ¥333"))
    let log = try sandbox.ok("log", "--format", "json")
    #expect(log.contains("settle 2026-11: "))
    #expect(try sandbox.ok("undo").hasPrefix("Undid change"))
    #expect(try sandbox.ok("settle", "2026-11") == Self.settlement)
    #expect(try sandbox.ok("redo").hasPrefix("Redid change"))
    #expect(try sandbox.ok("settle", "2026-11").contains("Nobody owes"))
  }

  @Test(.enabled(if: Engine.hasPostgres)) func aReadOnlyMemberMaySettleButNotRecord() throws {
    let (sandbox, _) = try household(.postgresql)
    try month(sandbox)
    let taro = try sandbox.member("taro", readOnly: true)
    let before = try sandbox.everyRow()
    let seen = try sandbox.run(["settle", "2026-11"], environment: taro)
    #expect(seen.status == 0)
    #expect(seen.stdout == (try sandbox.ok("settle", "2026-11")))
    #expect(seen.stdout.contains(" pays 美咲 "))
    let refused = try sandbox.run(["settle", "2026-11", "--record"], environment: taro)
    #expect(refused.status != 0)
    #expect(refused.stdout == "")
    #expect(refused.stderr.contains("read-only access"))
    #expect(try sandbox.everyRow() == before)
  }

  @Test(arguments: Engine.available)
  func aSinglePersonsLedgerLooksAsBefore(engine: Engine) throws {
    let sandbox = try Sandbox(engine: engine)
    try sandbox.ok("add", "1200", "-c", "生活費", "-m", "スーパー", "-d", "2026-11-03")
    #expect(
      try sandbox.ok("list") == """
        ID  Date        Category   Amount  Memo
         1  2026-11-03  🏠 生活費  ¥1,200  スーパー
        -------------------------------------------
            1 entry                ¥1,200

        """)
    #expect(
      try sandbox.ok("list", "--format", "csv").hasPrefix(
        "id,date,amount,category,memo,subcategory,kind,source,fingerprint,ledger\n"))
    #expect(try !sandbox.ok("list", "--format", "json").contains("paidBy"))
    #expect(try !sandbox.ok("export").contains("paid_by"))
    #expect(try !sandbox.ok("config").contains("split"))
    #expect(
      try sandbox.ok("settle", "2026-11") == """
        Settlement (精算) 2026-11
        The household has one person: nothing to settle. 'kakeibo member add NAME' adds one.

        """)
  }

  /// Without USER and LOGNAME (cron, a container's shell), "me" on a file is still the account
  /// kakeibo runs as, from the password database: the change log, the people and a member's
  /// report name it, not the placeholder "me".
  @Test func withoutALoginNameInTheEnvironmentMeIsTheAccount() throws {
    let sandbox = try Sandbox()
    let account = String(cString: try #require(getpwuid(getuid())?.pointee.pw_name))
    let bare: [String: String?] = ["USER": nil, "LOGNAME": nil]
    try sandbox.ok(["add", "1200", "-c", "生活費", "-d", "2026-11-03"], environment: bare)
    try sandbox.ok(["member", "add", "健太"], environment: bare)
    let makers = try sandbox.query("SELECT DISTINCT member FROM changes")
    #expect(makers == [[account]])
    let people = try sandbox.ok(["member", "list"], environment: bare)
    #expect(people.contains(account) && !people.contains(" me "), "\(people)")
  }

  @Test(arguments: Engine.available)
  func namesThatAreNotPeopleAreRefusedAndChangeNothing(engine: Engine) throws {
    let (sandbox, _) = try household(engine)
    try month(sandbox)
    let before = try sandbox.everyRow()
    let unknown = try sandbox.run(["add", "100", "-c", "生活費", "--paid-by", "次郎"])
    #expect(unknown.status == 65)
    #expect(
      unknown.stderr
        == "kakeibo: person \"次郎\": is not one of the household's people; expected 美咲, 陽菜, 健太 ('kakeibo member add' adds a person)\n"
    )
    let badSplit = try sandbox.run(["edit", "2", "--split", "美咲=0,健太=1"])
    #expect(badSplit.status == 65)
    #expect(badSplit.stderr.contains("gives 美咲 the weight \"0\""))
    let both = try sandbox.run(["add", "100", "-c", "生活費", "--split", "美咲=1", "--for", "健太"])
    #expect(both.status == 64)
    #expect(try sandbox.everyRow() == before)
  }

  @Test func aFilesHouseholdSplitAndPeopleAreItsSettings() throws {
    let (sandbox, _) = try household(.sqlite)
    #expect(
      try sandbox.ok("config", "set", "split", "美咲=6,健太=4") == "split: 美咲=6,健太=4 (was equal)\n")
    try sandbox.ok("add", "999", "-c", "生活費", "-d", "2026-11-03")
    #expect(
      try sandbox.ok("list", "--format", "json").contains(
        #""shares":[{"person":"美咲","amount":599},{"person":"健太","amount":400}]"#))
    #expect(try sandbox.ok("member", "rename", "健太", "けんた") == "健太 is now shown as けんた\n")
    #expect(try sandbox.ok("settle", "2026-11").contains("けんた pays 美咲 ¥400"))
    let readOnly = try sandbox.run(["member", "add", "次郎", "--read-only"])
    #expect(readOnly.status == 64)
  }
}

/// Issue 23's rest, on both engines: `recurring list` shows who pays each rule in a household
/// of more than one person, and a payer-only or split-only change counts as changed when
/// kakeibo's own export is imported back.
@Suite struct HouseholdPayerTests {
  @Test(arguments: Engine.available)
  func recurringListShowsThePayerWhenThereIsMoreThanOnePerson(engine: Engine) throws {
    let (sandbox, _) = try HouseholdTests().household(engine)
    try sandbox.ok(
      "recurring", "add", "500", "-c", "生活費", "-m", "水", "--day", "3", "--paid-by", "健太")
    try sandbox.ok(
      "recurring", "add", "8000", "-c", "生活費", "-m", "電気", "--day", "20", "--paid-by", "美咲")
    let today = ["KAKEIBO_TODAY": "2026-11-12"]
    #expect(
      try sandbox.ok(["recurring"], environment: today) == """
        ID  Amount  Category   Paid by  Memo  Day  Next        Left  Still to pay
         1    ¥500  🏠 生活費  健太     水      3  2026-12-03     —             —
         2  ¥8,000  🏠 生活費  美咲     電気   20  2026-11-20     —             —

        """)
    #expect(
      try sandbox.ok(["recurring"], environment: today.merging(["KAKEIBO_LANG": "ja"]) { $1 })
        == """
        ID    金額  区分       支払った人  メモ  日  次回        残り回数  残りの支払
         1    ¥500  🏠 生活費  健太        水     3  2026-12-03         —           —
         2  ¥8,000  🏠 生活費  美咲        電気  20  2026-11-20         —           —

        """)
    #expect(
      try sandbox.ok(["recurring", "--format", "csv"], environment: today) == """
        id,amount,kind,category,subcategory,memo,day,from,until,times,next,left,remaining,ended,paid_by
        1,500,expense,生活費,,水,3,2026-11-01,,,2026-12-03,,,false,健太
        2,8000,expense,生活費,,電気,20,2026-11-01,,,2026-11-20,,,false,美咲

        """)
    #expect(
      try sandbox.ok(["recurring", "--format", "json"], environment: today).contains(
        #""ended":false,"paidBy":"健太"}"#))
    // A rule that names no payer is paid by whoever's session makes its entries: on a file that
    // is me; on a server, any member.
    try sandbox.ok("recurring", "add", "1490", "-c", "娯楽費", "-m", "Netflix", "--day", "16")
    #expect(
      try sandbox.ok(["recurring", "--format", "csv"], environment: today).hasSuffix(
        engine == .sqlite
          ? ",false,美咲\n" : ",false,whoever makes it\n"))
  }

  @Test(arguments: Engine.available)
  func aSinglePersonsRulesHaveNoPayerColumn(engine: Engine) throws {
    let sandbox = try Sandbox(engine: engine)
    try sandbox.ok("recurring", "add", "8000", "-c", "生活費", "-m", "電気", "--day", "20")
    let today = ["KAKEIBO_TODAY": "2026-11-12"]
    #expect(
      try sandbox.ok(["recurring"], environment: today) == """
        ID  Amount  Category   Memo  Day  Next        Left  Still to pay
         1  ¥8,000  🏠 生活費  電気   20  2026-11-20     —             —

        """)
    #expect(
      try !sandbox.ok(["recurring", "--format", "json"], environment: today).contains("paidBy"))
  }

  @Test(arguments: Engine.available)
  func aPayerOrSplitChangedInTheExportCountsAsChanged(engine: Engine) throws {
    let (sandbox, _) = try HouseholdTests().household(engine)
    try sandbox.ok("add", "1000", "-c", "生活費", "-m", "食材", "-d", "2026-11-03")
    try sandbox.ok("add", "2000", "-c", "生活費", "-m", "日用品", "-d", "2026-11-04", "--paid-by", "健太")
    try sandbox.ok("add", "3000", "-c", "娯楽費", "-m", "映画", "-d", "2026-11-05", "--for", "健太")
    let exported = sandbox.folder + "/export.csv"
    try sandbox.ok("export", "-o", exported)
    // Imported back as it is: all three are there already.
    #expect(
      try sandbox.ok("import", exported).contains(
        "Imported 0 new entries; 3 duplicates; 0 skipped\n"))
    // The first row's payer and the third's split changed in the file, and nothing else.
    var lines = try String(contentsOfFile: exported, encoding: .utf8).split(separator: "\n")
      .map(String.init)
    #expect(lines[1].contains(",美咲,,"))
    lines[1] = lines[1].replacingOccurrences(of: ",美咲,,", with: ",健太,,")
    #expect(lines[3].contains(",健太=1,"))
    lines[3] = lines[3].replacingOccurrences(of: ",健太=1,", with: ",\"美咲=1,健太=1\",")
    let changed = sandbox.folder + "/changed.csv"
    try (lines.joined(separator: "\n") + "\n").write(
      toFile: changed, atomically: true, encoding: .utf8)
    #expect(
      try sandbox.ok("import", changed) == """
        Read \(changed): kakeibo CSV, UTF-8, 3 rows
        Imported 0 new entries; 1 duplicate; 2 changed since; 0 skipped
        Changed since: these rows are entries of this ledger that have other values here now, and were not imported, so that neither side's values are lost:
          in the file:   #2  2026-11-03  🏠 生活費  ¥1,000  食材  (paid by 健太, the household's split)
          in the ledger: #2  2026-11-03  🏠 生活費  ¥1,000  食材  (paid by 美咲, the household's split)
          in the file:   #4  2026-11-05  🎮 娯楽費  ¥3,000  映画  (paid by 美咲, split 美咲=1,健太=1)
          in the ledger: #4  2026-11-05  🎮 娯楽費  ¥3,000  映画  (paid by 美咲, split 健太=1)
        An offline copy's changes come back with 'kakeibo --db COPY offline push', which replays each against the version here, and holds back and shows with both versions any that conflicts

        """)
    #expect(
      try sandbox.ok(["import", changed, "--dry-run"], environment: ["KAKEIBO_LANG": "ja"])
        .contains(
          """
            ファイル: #2  2026-11-03  🏠 生活費  ¥1,000  食材（支払った人 健太、世帯の按分）
            台帳:     #2  2026-11-03  🏠 生活費  ¥1,000  食材（支払った人 美咲、世帯の按分）
          """))
    // The import added nothing and changed no entry.
    #expect(
      try sandbox.query("SELECT id, amount, memo FROM entries ORDER BY id") == [
        ["2", "1000", "食材"], ["3", "2000", "日用品"], ["4", "3000", "映画"],
      ])
  }
}
