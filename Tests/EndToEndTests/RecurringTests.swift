import Foundation
import Testing

/// `kakeibo recurring`: fixed costs (固定費), instalments and regular income, whose entries
/// appear on their own when they fall due, exactly once, on both engines.
@Suite struct RecurringTests {
  /// A household's fixed costs, set up on 2026-11-15: rent since September, a subscription from
  /// this month, a laptop in three instalments from October, and a salary.
  static func household(_ engine: Engine) throws -> Sandbox {
    let sandbox = try Sandbox(engine: engine)
    try sandbox.ok("add", "1200", "-c", "生活費", "-m", "スーパー", "-d", "2026-11-02")
    #expect(
      try sandbox.ok(
        "recurring", "add", "85000", "-c", "生活費", "-s", "住居", "-m", "家賃", "--day", "27",
        "--from", "2026-09")
          == """
          Added rule #1  🏠 生活費 › 住居  ¥85,000  家賃, on day 27 from 2026-09-01
          Made #2  2026-09-27  🏠 生活費 › 住居  ¥85,000  家賃
          Made #3  2026-10-27  🏠 生活費 › 住居  ¥85,000  家賃

          """)
    #expect(
      try sandbox.ok(
        "recurring", "add", "1490", "-c", "fun", "-s", "サブスク", "-m", "Netflix", "--day", "10")
          == """
          Added rule #2  🎮 娯楽費 › サブスク  ¥1,490  Netflix, on day 10 from 2026-11-01
          Made #4  2026-11-10  🎮 娯楽費 › サブスク  ¥1,490  Netflix

          """)
    #expect(
      try sandbox.ok(
        "recurring", "add", "40000", "-c", "経費", "-m", "ノートPC 分割", "--day", "31", "--times",
        "3", "--from", "2026-10")
          == """
          Added rule #3  💼 経費  ¥40,000  ノートPC 分割, on day 31 from 2026-10-01, 3 times
          Made #5  2026-10-31  💼 経費  ¥40,000  ノートPC 分割

          """)
    #expect(
      try sandbox.ok(
        "recurring", "add", "280000", "--income", "-s", "給与", "-m", "給料", "--day", "25",
        "--from", "2026-10")
          == """
          Added rule #4  💴 収入 › 給与  ¥280,000  給料, on day 25 from 2026-10-01
          Made #6  2026-10-25  💴 収入 › 給与  ¥280,000  給料

          """)
    return sandbox
  }

  static let rules = """
    ID    Amount  Category              Memo           Day  Next        Left  Still to pay
     1   ¥85,000  🏠 生活費 › 住居      家賃            27  2026-11-27     —             —
     2    ¥1,490  🎮 娯楽費 › サブスク  Netflix         10  2026-12-10     —             —
     3   ¥40,000  💼 経費               ノートPC 分割   31  2026-11-30     2       ¥80,000
     4  ¥280,000  💴 収入 › 給与        給料            25  2026-11-25     —             —

    """

  @Test(arguments: Engine.available) func rulesListMakeTheirEntriesAndSayWhatIsLeft(
    engine: Engine
  ) throws {
    let sandbox = try Self.household(engine)
    #expect(try sandbox.ok("recurring") == Self.rules)
    #expect(try sandbox.ok("recurring", "list") == Self.rules)
    #expect(
      try sandbox.ok("recurring", "-f", "csv")
        == """
        id,amount,kind,category,subcategory,memo,day,from,until,times,next,left,remaining,ended
        1,85000,expense,生活費,住居,家賃,27,2026-09-01,,,2026-11-27,,,false
        2,1490,expense,娯楽費,サブスク,Netflix,10,2026-11-01,,,2026-12-10,,,false
        3,40000,expense,経費,,ノートPC 分割,31,2026-10-01,,3,2026-11-30,2,80000,false
        4,280000,income,,給与,給料,25,2026-10-01,,,2026-11-25,,,false

        """)
    #expect(
      try sandbox.query(
        "SELECT id, date, amount, kind, category, subcategory, memo FROM entries ORDER BY id")
        == [
          ["1", "2026-11-02", "1200", "expense", "livingCost", "NULL", "スーパー"],
          ["2", "2026-09-27", "85000", "expense", "livingCost", "住居", "家賃"],
          ["3", "2026-10-27", "85000", "expense", "livingCost", "住居", "家賃"],
          ["4", "2026-11-10", "1490", "expense", "leisure", "サブスク", "Netflix"],
          ["5", "2026-10-31", "40000", "expense", "expenses", "NULL", "ノートPC 分割"],
          ["6", "2026-10-25", "280000", "income", "NULL", "給与", "給料"],
        ])
    // Nothing more is due on the same day, whatever runs.
    for arguments in [["list"], ["report"], ["recurring"], ["budget"]] {
      try sandbox.ok(arguments)
    }
    #expect(try sandbox.query("SELECT count(*) FROM entries") == [["6"]])

    // Six weeks on, the first command of the day makes what fell due, once, in one change.
    let later = ["KAKEIBO_TODAY": "2026-12-31"]
    #expect(
      try sandbox.run(["list", "--from", "2026-11-16"], environment: later)
        == Run(
          status: 0,
          stdout: """
            ID  Date        Category                Amount  Memo
             7  2026-11-25  💴 収入 › 給与        ¥280,000  給料
             8  2026-11-27  🏠 生活費 › 住居       ¥85,000  家賃
             9  2026-11-30  💼 経費                ¥40,000  ノートPC 分割
            10  2026-12-10  🎮 娯楽費 › サブスク    ¥1,490  Netflix
            11  2026-12-25  💴 収入 › 給与        ¥280,000  給料
            12  2026-12-27  🏠 生活費 › 住居       ¥85,000  家賃
            13  2026-12-31  💼 経費                ¥40,000  ノートPC 分割
            -------------------------------------------------------------
                5 expenses                        ¥251,490
                2 income                          ¥560,000

            """, stderr: ""))
    #expect(try sandbox.run(["list"], environment: later).status == 0)
    #expect(try sandbox.query("SELECT count(*) FROM entries") == [["13"]])
    let log = try #require(
      try parseJSON(try sandbox.run(["log", "-f", "json"], environment: later).stdout)
        as? [[String: Any]])
    #expect(log.first?["kind"] as? String == "scheduled")
    #expect(
      log.first?["summary"] as? String == "made by recurring rules: 7 entries, #7 to #13")
    // The instalment plan has ended; --all shows it.
    #expect(
      try sandbox.run(["recurring", "--all"], environment: later).stdout
        == """
        ID    Amount  Category              Memo           Day  Next        Left  Still to pay
         1   ¥85,000  🏠 生活費 › 住居      家賃            27  2027-01-27     —             —
         2    ¥1,490  🎮 娯楽費 › サブスク  Netflix         10  2027-01-10     —             —
         3   ¥40,000  💼 経費               ノートPC 分割   31  ended          0            ¥0
         4  ¥280,000  💴 収入 › 給与        給料            25  2027-01-25     —             —

        """)
  }

  @Test(arguments: Engine.available) func aRuleOnTheThirtyFirstFallsOnShorterMonthsLastDay(
    engine: Engine
  ) throws {
    let sandbox = try Sandbox(engine: engine)
    try sandbox.run(
      ["recurring", "add", "3000", "-c", "fun", "-m", "ジム", "--day", "31", "--from", "2027-01"],
      environment: ["KAKEIBO_TODAY": "2027-01-05"])
    try sandbox.run(["list"], environment: ["KAKEIBO_TODAY": "2028-03-01"])
    #expect(
      try sandbox.query("SELECT date FROM entries ORDER BY date").map { $0[0] } == [
        "2027-01-31", "2027-02-28", "2027-03-31", "2027-04-30", "2027-05-31", "2027-06-30",
        "2027-07-31", "2027-08-31", "2027-09-30", "2027-10-31", "2027-11-30", "2027-12-31",
        "2028-01-31", "2028-02-29",
      ])
  }

  @Test(arguments: Engine.available) func editChangesWhatComesAndRemoveKeepsWhatWasMade(
    engine: Engine
  ) throws {
    let sandbox = try Self.household(engine)
    #expect(
      try sandbox.ok("recurring", "edit", "1", "--amount", "88000")
        == "Updated rule #1 from 2026-11-16 on: amount ¥85,000 → ¥88,000\n")
    #expect(
      try sandbox.ok("recurring", "remove", "2")
        == "Removed rule #2  🎮 娯楽費 › サブスク  ¥1,490  Netflix, on day 10 from 2026-11-01; "
        + "the 1 entry it made stays\n")
    // A made entry deleted is not made again.
    try sandbox.ok("delete", "5")
    try sandbox.run(["list"], environment: ["KAKEIBO_TODAY": "2026-12-31"])
    #expect(
      try sandbox.query("SELECT id, date, amount, memo FROM entries ORDER BY date, id") == [
        ["2", "2026-09-27", "85000", "家賃"],
        ["6", "2026-10-25", "280000", "給料"],
        ["3", "2026-10-27", "85000", "家賃"],
        ["1", "2026-11-02", "1200", "スーパー"],
        ["4", "2026-11-10", "1490", "Netflix"],
        ["7", "2026-11-25", "280000", "給料"],
        ["8", "2026-11-27", "88000", "家賃"],
        ["9", "2026-11-30", "40000", "ノートPC 分割"],
        ["10", "2026-12-25", "280000", "給料"],
        ["11", "2026-12-27", "88000", "家賃"],
        ["12", "2026-12-31", "40000", "ノートPC 分割"],
      ])
  }

  @Test(arguments: Engine.available) func undoOfAnAddRemovesTheRuleAndWhatItMade(
    engine: Engine
  ) throws {
    let sandbox = try Self.household(engine)
    let later = ["KAKEIBO_TODAY": "2026-12-31"]
    // The entries made since are one change of their own, which undo passes over.
    try sandbox.run(["list"], environment: later)
    #expect(
      try sandbox.run(["undo"], environment: later).stdout
        == "Undid change 5: recurring add #4 収入 › 給与 ¥280,000 給料 on day 25 (made 1 entry)\n")
    #expect(
      try sandbox.query("SELECT count(*) FROM entries WHERE kind = 'income'") == [["0"]])
    #expect(
      try sandbox.query("SELECT id FROM recurring_rules ORDER BY id") == [["1"], ["2"], ["3"]])
    // Undoing the rent's rule removes its entries, but not one deleted and restored by hand.
    try sandbox.run(["delete", "3"], environment: later)
    try sandbox.run(["undo"], environment: later)
    for _ in 0..<2 { try sandbox.run(["undo"], environment: later) }
    #expect(
      try sandbox.run(["undo"], environment: later).stdout
        == "Undid change 2: recurring add #1 生活費 › 住居 ¥85,000 家賃 on day 27 (made 2 entries)\n"
    )
    #expect(
      try sandbox.run(["recurring"], environment: later).stdout
        == "No recurring rules. Add one: kakeibo recurring add 85000 -c 生活費 -m 家賃 --day 27\n")
    #expect(try sandbox.query("SELECT id, amount FROM entries ORDER BY id") == [["1", "1200"]])
    #expect(
      try sandbox.run(["undo"], environment: later).stdout.hasPrefix("Undid change 1: add #1"))
  }

  /// With payday months, a rule's months are the ledger's months: 2026-12 runs from 2026-11-25
  /// to 2026-12-24.
  @Test(arguments: Engine.available) func aRulesMonthsArePaydayMonthsWhenMonthsStartLater(
    engine: Engine
  ) throws {
    let sandbox = try Sandbox(engine: engine)
    let today = ["KAKEIBO_TODAY": "2026-11-28"]
    #expect(
      try sandbox.run(["config", "set", "month-start", "25"], environment: today).status == 0)
    #expect(
      try sandbox.run(
        ["recurring", "add", "5000", "-c", "fun", "-m", "ジム", "--day", "10", "--times", "2"],
        environment: today
      ).stdout == "Added rule #1  🎮 娯楽費  ¥5,000  ジム, on day 10 from 2026-11-25, 2 times\n")
    #expect(
      try sandbox.run(
        [
          "recurring", "add", "3000", "-c", "fun", "-m", "本", "--day", "26", "--from", "2026-11",
          "--until", "2026-12",
        ], environment: today
      ).stdout
        == """
        Added rule #2  🎮 娯楽費  ¥3,000  本, on day 26 from 2026-10-25 until 2026-12-24
        Made #1  2026-10-26  🎮 娯楽費  ¥3,000  本
        Made #2  2026-11-26  🎮 娯楽費  ¥3,000  本

        """)
    #expect(
      try sandbox.run(["report"], environment: today).stdout.contains(
        """
        Month-end forecast (月末見込み):
          🎮 娯楽費: ¥3,000 so far, ¥5,000 scheduled, ¥0 projected: forecast ¥8,000
          Total: ¥3,000 so far, ¥5,000 scheduled, ¥0 projected: forecast ¥8,000
          How: the variable spending of the 26 days left, weighing this month's pace
            at 13.3% and the month before on the same days at 86.7%; the range is half
            to one and a half times that.

        """))
    try sandbox.run(["list"], environment: ["KAKEIBO_TODAY": "2027-03-01"])
    #expect(
      try sandbox.query("SELECT date, memo FROM entries ORDER BY date") == [
        ["2026-10-26", "本"], ["2026-11-26", "本"], ["2026-12-10", "ジム"], ["2027-01-10", "ジム"],
      ])
  }

  /// A ledger's rules go with it to the server and back, and go on making their entries there,
  /// once.
  @Test(.enabled(if: Engine.hasPostgres)) func rulesTravelWithCopy() throws {
    let file = try Self.household(.sqlite)
    try file.ok("recurring", "edit", "1", "--amount", "88000")
    try file.ok("recurring", "remove", "2")
    let server = try Sandbox(engine: .postgresql)
    try file.ok("copy", server.ledger)
    let tables = try CopyTests.tables(of: file)
    #expect(try CopyTests.tables(of: server) == tables)
    #expect(tables["recurring_rules"]?.count == 4)
    #expect(tables["recurring_occurrences"]?.count == 5)
    #expect(tables["change_rules"]?.count == 6)
    #expect(try server.ok("recurring", "--all") == file.ok("recurring", "--all"))
    let later = ["KAKEIBO_TODAY": "2026-12-31"]
    #expect(
      try server.run(["list"], environment: later) == file.run(["list"], environment: later))
    #expect(try server.query("SELECT count(*) FROM entries") == [["12"]])
  }

  /// Four processes start at the same moment on a ledger with rules due: every occurrence
  /// exists exactly once, whoever wrote it.
  @Test(arguments: Engine.available) func fourProcessesAtOnceMakeEachOccurrenceOnce(
    engine: Engine
  ) throws {
    let sandbox = try Sandbox(engine: engine)
    let start = ["KAKEIBO_TODAY": "2026-01-01"]
    for day in ["1", "15", "28", "31"] {
      #expect(
        try sandbox.run(
          ["recurring", "add", day, "-c", "fun", "-m", "day \(day)", "--day", day],
          environment: start
        ).status == 0)
    }
    let script = """
      for i in 1 2 3 4; do "$0" list > /dev/null 2> "$1.$i" & done; wait
      """
    let process = Process()
    process.executableURL = URL(fileURLWithPath: "/bin/bash")
    process.arguments = ["-c", script, binaryPath, sandbox.folder + "/err"]
    var environment = sandbox.environment
    environment["KAKEIBO_TODAY"] = "2027-12-31"
    environment["PGOPTIONS"] = Sandbox.serverDate("2027-12-31")
    process.environment = environment
    try process.run()
    process.waitUntilExit()
    #expect(process.terminationStatus == 0)
    for i in 1...4 {
      #expect(
        (try? String(contentsOfFile: sandbox.folder + "/err.\(i)", encoding: .utf8)) == "",
        "process \(i)")
    }
    // 24 months from 2026-01 to 2027-12, four rules (day 1 of 2026-01 was made when added).
    #expect(try sandbox.query("SELECT count(*) FROM entries") == [["96"]])
    #expect(
      try sandbox.query(
        "SELECT count(*) FROM (SELECT memo, date FROM entries GROUP BY memo, date HAVING count(*) > 1) AS twice"
      ) == [["0"]])
    #expect(try sandbox.query("SELECT count(*) FROM recurring_occurrences") == [["96"]])
  }

  @Test(arguments: Engine.available) func theCurrentMonthForecastsAndAFutureMonthShowsItsSchedule(
    engine: Engine
  ) throws {
    let sandbox = try Self.household(engine)
    try sandbox.ok("budget", "set", "生活費", "200000")
    let report = try sandbox.ok("report")
    #expect(
      report.contains(
        """

        Month-end forecast (月末見込み):
          🏠 生活費: ¥1,200 so far, ¥85,000 scheduled, ¥600 projected: forecast
            ¥86,800 (¥86,500 to ¥87,100) of ¥200,000
          💼 経費: ¥0 so far, ¥40,000 scheduled, ¥0 projected: forecast ¥40,000
          🎮 娯楽費: ¥1,490 so far, ¥0 projected: forecast ¥1,490
          Total: ¥2,690 so far, ¥125,000 scheduled, ¥600 projected: forecast ¥128,290
            (¥127,990 to ¥128,590)
          💴 収入: ¥0 so far, ¥280,000 more scheduled, forecast ¥280,000
          How: the variable spending of the 15 days left, weighing this month's pace
            at 50.0% and the 2 months before on the same days at 50.0%; the range is
            half to one and a half times that.

        """), "\(report)")
    let json = try #require(try parseJSON(try sandbox.ok("report", "-f", "json")) as? [String: Any])
    #expect(json["scheduled"] as? Int == 125000)
    #expect(json["forecast"] as? Int == 128290)
    #expect(json["projected"] as? Int == 600)
    #expect(json["scheduledIncome"] as? Int == 280000)
    let categories = try #require(json["categories"] as? [[String: Any]])
    #expect(categories.map { $0["scheduled"] as? Int } == [85000, 40000, 0])
    #expect(categories.map { $0["forecast"] as? Int } == [86800, 40000, 1490])

    #expect(
      try sandbox.ok("report", "2026-12")
        == """
        2026-12: 2026-12-01 to 2026-12-31

        Scheduled (予定) by the recurring rules:
          🏠 生活費: ¥85,000 scheduled of ¥200,000
          💼 経費: ¥40,000 scheduled
          🎮 娯楽費: ¥1,490 scheduled
          Total: ¥126,490 scheduled
          💴 収入: ¥280,000 scheduled

        """)
    // The instalments are over by then.
    #expect(
      try sandbox.ok("report", "2027-03")
        == """
        2027-03: 2027-03-01 to 2027-03-31

        Scheduled (予定) by the recurring rules:
          🏠 生活費: ¥85,000 scheduled of ¥200,000
          🎮 娯楽費: ¥1,490 scheduled
          Total: ¥86,490 scheduled
          💴 収入: ¥280,000 scheduled

        """)
    #expect(try sandbox.query("SELECT count(*) FROM entries") == [["6"]])
  }

  /// A member who may only read sees the due entries named in a note, and nothing is written.
  @Test(.enabled(if: Engine.hasPostgres)) func aReadOnlyMemberSeesDueEntriesUnwritten() throws {
    let sandbox = try Self.household(.postgresql)
    let kenji = try sandbox.member("kenji", readOnly: true)
    var environment = kenji
    environment["KAKEIBO_TODAY"] = "2026-11-30"
    let result = try sandbox.run(["report", "-f", "csv"], environment: environment)
    #expect(result.status == 0)
    #expect(
      result.stderr
        == "kakeibo: note: 3 recurring entries fell due but the ledger is read-only, so they are "
        + "not written and not in what follows: 2026-11-25 給料 ¥280,000, 2026-11-27 家賃 ¥85,000, "
        + "2026-11-30 ノートPC 分割 ¥40,000\n")
    #expect(try sandbox.query("SELECT count(*) FROM entries") == [["6"]])
  }

  @Test func anUnknownRuleIsNamed() throws {
    let sandbox = try Self.household(.sqlite)
    let before = try sandbox.contents()
    #expect(
      try sandbox.run("recurring", "edit", "9", "--amount", "1")
        == Run(
          status: 65, stdout: "",
          stderr:
            "kakeibo: id \"9\": no recurring rule has this id; 'kakeibo recurring --all' lists them\n"
        ))
    #expect(try sandbox.contents() == before)
    // A removed rule is not brought back by an edit.
    try sandbox.ok("recurring", "remove", "2")
    let removed = try sandbox.contents()
    #expect(
      try sandbox.run("recurring", "edit", "2", "--amount", "1590")
        == Run(
          status: 65, stdout: "",
          stderr:
            "kakeibo: id \"2\": rule #2 was removed on 2026-11-15; add a new rule for what comes from now on\n"
        ))
    #expect(
      try sandbox.ok("recurring", "remove", "2") == "Rule #2 has ended already; nothing changed\n")
    #expect(try sandbox.contents() == removed)
  }
}
