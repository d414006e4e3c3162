import Foundation
import Testing

/// A household's month on either engine: expenses with and without 内訳, a refund in each
/// month, and two incomes. Today is 2026-11-15.
private func household(_ engine: Engine) throws -> Sandbox {
  let sandbox = try Sandbox(engine: engine)
  let commands: [[String]] = [
    ["add", "1200", "-c", "生活費", "-s", "食費", "-m", "スーパー", "-d", "2026-11-03"],
    ["add", "800", "-c", "生活費", "--sub", "日用品", "-m", "ドラッグストア", "-d", "2026-11-04"],
    ["add", "3000", "-c", "生活費", "-m", "電気", "-d", "2026-11-05"],
    ["add", "300", "-c", "生活費", "--refund", "-s", "食費", "-m", "返品", "-d", "2026-11-06"],
    ["add", "2000", "-c", "経費", "-m", "文具", "-d", "2026-11-07"],
    ["add", "2400", "-c", "娯楽費", "-s", "外食", "-m", "居酒屋", "-d", "2026-11-08"],
    ["income", "280000", "-s", "給与", "-d", "2026-11-10", "-m", "11月分"],
    ["income", "15000", "--sub", "副業", "-d", "2026-11-12"],
    ["add", "500", "-c", "娯楽費", "--refund", "-d", "2026-10-30", "-m", "キャンセル"],
  ]
  for command in commands { try sandbox.ok(command) }
  return sandbox
}

/// `add --sub/--refund`, `income`, `edit --sub/--refund` and what `list` shows of them.
@Suite struct SubcategoryIncomeAndRefundTests {
  @Test(arguments: Engine.available)
  func addAndIncomeStoreTheKindThe内訳AndTheSign(engine: Engine) throws {
    let sandbox = try Sandbox(engine: engine)
    #expect(
      try sandbox.ok("add", "1200", "-c", "生活費", "-s", " 食費 ", "-m", "スーパー", "-d", "11/03")
        == "Added #1  2026-11-03  🏠 生活費 › 食費  ¥1,200  スーパー\n")
    #expect(
      try sandbox.ok("add", "300", "-c", "生活費", "--refund", "-m", "返品", "-d", "11/06")
        == "Added #2  2026-11-06  🏠 生活費  −¥300  返品\n")
    #expect(
      try sandbox.ok("income", "280,000", "--sub", "給与", "-d", "11/10", "-m", "11月分")
        == "Added #3  2026-11-10  💴 収入 › 給与  ¥280,000  11月分\n")
    #expect(
      try sandbox.ok("income", "1", "--format", "json")
        == #"{"id":4,"date":"2026-11-15","amount":1,"category":null,"categoryKey":null,"icon":"banknote.fill","memo":"","subcategory":null,"kind":"income","source":null}"#
        + "\n")
    #expect(
      try sandbox.ok("add", "5", "-c", "fun", "--refund", "--format", "json")
        == #"{"id":5,"date":"2026-11-15","amount":-5,"category":"娯楽費","categoryKey":"leisure","icon":"gamecontroller.fill","memo":"","subcategory":null,"kind":"expense","source":null}"#
        + "\n")
    #expect(
      try sandbox.query(
        "SELECT id, date, amount, kind, category, subcategory, memo FROM entries ORDER BY id")
        == [
          ["1", "2026-11-03", "1200", "expense", "livingCost", "食費", "スーパー"],
          ["2", "2026-11-06", "-300", "expense", "livingCost", "NULL", "返品"],
          ["3", "2026-11-10", "280000", "income", "NULL", "給与", "11月分"],
          ["4", "2026-11-15", "1", "income", "NULL", "NULL", ""],
          ["5", "2026-11-15", "-5", "expense", "leisure", "NULL", ""],
        ])
  }

  @Test(arguments: Engine.available)
  func listShowsIncomeAsItsOwnKindAndRefundsAsMinus(engine: Engine) throws {
    let sandbox = try household(engine)
    #expect(
      try sandbox.ok("list") == """
        ID  Date        Category              Amount  Memo
         9  2026-10-30  🎮 娯楽費              −¥500  キャンセル
         1  2026-11-03  🏠 生活費 › 食費      ¥1,200  スーパー
         2  2026-11-04  🏠 生活費 › 日用品      ¥800  ドラッグストア
         3  2026-11-05  🏠 生活費             ¥3,000  電気
         4  2026-11-06  🏠 生活費 › 食費       −¥300  返品
         5  2026-11-07  💼 経費               ¥2,000  文具
         6  2026-11-08  🎮 娯楽費 › 外食      ¥2,400  居酒屋
         7  2026-11-10  💴 収入 › 給与      ¥280,000  11月分
         8  2026-11-12  💴 収入 › 副業       ¥15,000
        ------------------------------------------------------------
            7 expenses                        ¥8,600
            2 income                        ¥295,000

        """)
    let ascii = try sandbox.run(["list", "--from", "2026-11-10"], environment: ["TERM": "dumb"])
    #expect(
      ascii.stdout == """
        ID  Date        Category           Amount  Memo
         7  2026-11-10  [I] 収入 › 給与  ¥280,000  11月分
         8  2026-11-12  [I] 収入 › 副業   ¥15,000
        -------------------------------------------------
            2 income                     ¥295,000

        """)
    let json = try #require(
      try parseJSON(try sandbox.ok("list", "--format", "json")) as? [[String: Any]])
    #expect(
      json.map { $0["amount"] as? Int } == [
        -500, 1200, 800, 3000, -300, 2000, 2400, 280_000, 15_000,
      ])
    #expect(json.map { $0["kind"] as? String }.filter { $0 == "income" }.count == 2)
    #expect(json[1]["subcategory"] as? String == "食費")
    #expect(json[3]["subcategory"] is NSNull)
    #expect(json[7]["category"] is NSNull)
    #expect(json[7]["icon"] as? String == "banknote.fill")
  }

  @Test(arguments: Engine.available)
  func editSetsAndClearsThe内訳AndMakesARefund(engine: Engine) throws {
    let sandbox = try household(engine)
    #expect(try sandbox.ok("edit", "1", "--sub", "") == "Updated #1: 内訳 食費 → (なし)\n")
    #expect(
      try sandbox.ok("edit", "3", "-s", "光熱費", "--refund")
        == "Updated #3: amount ¥3,000 → −¥3,000, 内訳 (なし) → 光熱費\n")
    // A new amount for a refund is its size: it stays a refund.
    #expect(
      try sandbox.ok("edit", "3", "--amount", "2500") == "Updated #3: amount −¥3,000 → −¥2,500\n")
    #expect(
      try sandbox.ok("edit", "7", "--amount", "290000", "-s", "賞与")
        == "Updated #7: amount ¥280,000 → ¥290,000, 内訳 給与 → 賞与\n")
    #expect(
      try sandbox.query(
        "SELECT id, amount, kind, category, subcategory FROM entries WHERE id IN (1, 3, 7) ORDER BY id"
      )
        == [
          ["1", "1200", "expense", "livingCost", "NULL"],
          ["3", "-2500", "expense", "livingCost", "光熱費"],
          ["7", "290000", "income", "NULL", "賞与"],
        ])
    #expect(
      try sandbox.ok("undo") == "Undid change 13: edit #7: amount ¥280,000 → ¥290,000, 内訳 給与 → 賞与\n"
    )
    #expect(try sandbox.ok("delete", "8") == "Deleted #8  2026-11-12  💴 収入 › 副業  ¥15,000\n")
    #expect(try sandbox.ok("undo") == "Undid change 14: delete #8 2026-11-12 収入 › 副業 ¥15,000\n")
    #expect(
      try sandbox.query(
        "SELECT id, amount, subcategory FROM entries WHERE kind = 'income' ORDER BY id")
        == [["7", "280000", "給与"], ["8", "15000", "副業"]])
  }

  static let refused: [([String], Int32, String)] = [
    (
      ["edit", "7", "-c", "生活費"], 65,
      "kakeibo: id \"7\": entry #7 is income, which belongs to no category"
    ),
    (
      ["edit", "7", "--refund"], 65,
      "kakeibo: id \"7\": entry #7 is income, which cannot be a refund; only an expense can"
    ),
    (
      ["add", "-300", "-c", "生活費"], 65,
      "kakeibo: amount \"-300\": amounts are positive: a refund is written as its amount with --refund, such as 300 --refund; expected a whole number of yen from 1 to 999,999,999,999, such as 1200, 1,200, ¥1,200, 1200円, １２００, 1万, 1.5万, 2万3千 or 一万二千"
    ),
    (
      ["edit", "1", "--amount", "−5"], 65,
      "kakeibo: amount \"−5\": amounts are positive: a refund is written as its amount with --refund, such as 5 --refund; expected a whole number of yen from 1 to 999,999,999,999, such as 1200, 1,200, ¥1,200, 1200円, １２００, 1万, 1.5万, 2万3千 or 一万二千"
    ),
    (
      ["income", "-5"], 65,
      "kakeibo: amount \"-5\": amounts are positive: an expense of ¥500 is written 500; expected a whole number of yen from 1 to 999,999,999,999, such as 1200, 1,200, ¥1,200, 1200円, １２００, 1万, 1.5万, 2万3千 or 一万二千"
    ),
    (
      ["add", "5", "-c", "fun", "-s", String(repeating: "あ", count: 41)], 65,
      "kakeibo: subcategory \"\(String(repeating: "あ", count: 41))\": is 41 characters long; a 内訳 holds at most 40 characters"
    ),
    (
      ["add", "5", "-c", "fun", "-s", "外\u{1B}食"], 65,
      "kakeibo: subcategory \"外\\e食\": contains the control character U+001B; a 内訳 is one line of printable text, up to 40 characters"
    ),
    (
      ["income", "5", "-s", "(なし)"], 65,
      "kakeibo: subcategory \"(なし)\": is what tables show for entries without a 内訳; give an empty 内訳 for none"
    ),
    (
      ["income", "5", "--refund"], 64,
      "kakeibo: unknown option '--refund' for 'income' (see 'kakeibo income --help')"
    ),
    (
      ["income", "5", "-c", "fun"], 64,
      "kakeibo: unknown option '-c' for 'income' (see 'kakeibo income --help')"
    ),
    (
      ["report", "--detail", "--top", "3"], 64,
      "kakeibo: options '--top' and '--detail' cannot be used together (see 'kakeibo report --help')"
    ),
    (
      ["categories", "rename", "娯楽費", "食費", "外食"], 65,
      "kakeibo: subcategory \"食費\": no entry of 娯楽費 has this 内訳; 'kakeibo categories' lists the 内訳 in use"
    ),
    (
      ["categories", "rename", "収入", "ボーナス", "賞与"], 65,
      "kakeibo: subcategory \"ボーナス\": no entry of 収入 has this 内訳; 'kakeibo categories' lists the 内訳 in use"
    ),
    (
      ["categories", "rename", "生活費", "", "食費"], 65,
      "kakeibo: subcategory \"\": no 内訳 given; name the one to rename"
    ),
    (
      ["budget", "unset", "fun", "--sub", "外食"], 65,
      "kakeibo: budget \"娯楽費 › 外食 every month\": there is no such budget; 'kakeibo budget' lists the budgets in force"
    ),
  ]

  @Test(arguments: refused)
  func badInputIsRefusedAndChangesNothing(arguments: [String], status: Int32, message: String)
    throws
  {
    for engine in Engine.available {
      let sandbox = try household(engine)
      let before = try sandbox.query(
        "SELECT id, date, amount, kind, category, subcategory, memo FROM entries ORDER BY id")
      let changes = try sandbox.query("SELECT count(*) FROM changes")
      #expect(
        try sandbox.run(arguments) == Run(status: status, stdout: "", stderr: message + "\n"),
        "\(engine)")
      #expect(
        try sandbox.query(
          "SELECT id, date, amount, kind, category, subcategory, memo FROM entries ORDER BY id")
          == before)
      #expect(try sandbox.query("SELECT count(*) FROM changes") == changes)
    }
  }
}

/// `categories` with the 内訳 in use, and `categories rename`.
@Suite struct CategoriesCommandTests {
  @Test(arguments: Engine.available)
  func listsThe内訳InUseWithTheirCounts(engine: Engine) throws {
    let sandbox = try household(engine)
    #expect(
      try sandbox.ok("categories") == """
        #  Icon  Name    Key         Aliases             Icon name
        1  🏠    生活費  livingCost  living              house.fill
        2  💼    経費    expenses    expenses, business  briefcase.fill
        3  🎮    娯楽費  leisure     leisure, fun        gamecontroller.fill

        内訳 in use:
          🏠 生活費: 食費 (2), 日用品 (1)
          🎮 娯楽費: 外食 (1)
          💴 収入: 副業 (1), 給与 (1)

        """)
    #expect(
      try sandbox.ok("categories", "--format", "csv") == """
        position,key,name,icon,aliases,subcategory,count
        1,livingCost,生活費,house.fill,living,,
        1,livingCost,生活費,house.fill,living,食費,2
        1,livingCost,生活費,house.fill,living,日用品,1
        2,expenses,経費,briefcase.fill,expenses business,,
        3,leisure,娯楽費,gamecontroller.fill,leisure fun,,
        3,leisure,娯楽費,gamecontroller.fill,leisure fun,外食,1
        ,income,収入,banknote.fill,,,
        ,income,収入,banknote.fill,,副業,1
        ,income,収入,banknote.fill,,給与,1

        """)
    #expect(
      try sandbox.ok("categories", "--format", "json")
        == #"[{"key":"livingCost","name":"生活費","icon":"house.fill","aliases":["living"],"kind":"expense","subcategories":[{"name":"食費","count":2},{"name":"日用品","count":1}]},{"key":"expenses","name":"経費","icon":"briefcase.fill","aliases":["expenses","business"],"kind":"expense","subcategories":[]},{"key":"leisure","name":"娯楽費","icon":"gamecontroller.fill","aliases":["leisure","fun"],"kind":"expense","subcategories":[{"name":"外食","count":1}]},{"key":"income","name":"収入","icon":"banknote.fill","aliases":[],"kind":"income","subcategories":[{"name":"副業","count":1},{"name":"給与","count":1}]}]"#
        + "\n")
  }

  @Test(arguments: Engine.available)
  func renameAndMergeAcrossEveryEntryAsOneUndoableChange(engine: Engine) throws {
    let sandbox = try household(engine)
    func subcategories() throws -> [[String]] {
      try sandbox.query(
        "SELECT id, subcategory FROM entries WHERE category = 'livingCost' ORDER BY id")
    }
    #expect(
      try sandbox.ok("categories", "rename", "生活費", "食費", "食料品")
        == "Renamed 🏠 生活費 › 食費 to 食料品 in 2 entries\n")
    #expect(try subcategories() == [["1", "食料品"], ["2", "日用品"], ["3", "NULL"], ["4", "食料品"]])
    #expect(
      try sandbox.ok("categories", "rename", "living", "日用品", "食料品")
        == "Merged 🏠 生活費 › 日用品 into 食料品 in 1 entry\n")
    #expect(try subcategories() == [["1", "食料品"], ["2", "食料品"], ["3", "NULL"], ["4", "食料品"]])
    #expect(
      try sandbox.ok("categories", "rename", "収入", "副業", "")
        == "Renamed 💴 収入 › 副業 to (なし) in 1 entry\n")
    #expect(
      try sandbox.ok("categories", "rename", "娯楽費", "外食", "外食")
        == "🎮 娯楽費 › 外食 has that name already; nothing changed\n")
    #expect(
      try sandbox.ok("undo") == "Undid categories rename 娯楽費 › 外食 → 外食: it had changed nothing\n")
    #expect(
      try sandbox.ok("undo") == "Undid change 12: categories rename 収入 › 副業 → (なし) (1 entry)\n")
    #expect(
      try sandbox.ok("undo") == "Undid change 11: categories rename 生活費 › 日用品 → 食料品 (1 entry)\n")
    #expect(try subcategories() == [["1", "食料品"], ["2", "日用品"], ["3", "NULL"], ["4", "食料品"]])
    #expect(
      try sandbox.ok("undo") == "Undid change 10: categories rename 生活費 › 食費 → 食料品 (2 entries)\n")
    #expect(try subcategories() == [["1", "食費"], ["2", "日用品"], ["3", "NULL"], ["4", "食費"]])
    #expect(try sandbox.query("SELECT subcategory FROM entries WHERE id = 8") == [["副業"]])
  }
}

/// The monthly report, `--year` and `--last` with 内訳, income, balance and refunds.
@Suite struct MoneyReportTests {
  @Test(arguments: Engine.available)
  func theMonthWithDetailIncomeBalanceAndSavingsRate(engine: Engine) throws {
    let sandbox = try household(engine)
    #expect(
      try sandbox.ok("report", "--detail") == """
        2026-11: 2026-11-01 to 2026-11-30

        Category    Total  Count   Share  vs 2026-10
        🏠 生活費  ¥4,700      4   51.6%           —  ████████████████████████
           食費      ¥900      2   19.2%
           日用品    ¥800      1   17.0%
           (なし)  ¥3,000      1   63.8%
        💼 経費    ¥2,000      1   22.0%           —  ██████████▎
           (なし)  ¥2,000      1  100.0%
        🎮 娯楽費  ¥2,400      1   26.4%           —  ████████████▎
           外食    ¥2,400      1  100.0%
        ----------------------------------------------------------------------
        Total      ¥9,100      6  100.0%           —
        vs 2026-10: against its first 15 days (2026-10-01 to 2026-10-15), as many as
          this month has had so far

        Income      Total  Count
        💴 収入  ¥295,000      2
           給与  ¥280,000      1
           副業   ¥15,000      1
        Balance (収支): +¥285,900 (income − expenses)
        Savings rate (貯蓄率): 96.9%

        Month-end forecast (月末見込み):
          🏠 生活費: ¥4,700 so far, ¥2,350 projected: forecast ¥7,050 (¥5,875 to
            ¥8,225)
          💼 経費: ¥2,000 so far, ¥1,000 projected: forecast ¥3,000 (¥2,500 to ¥3,500)
          🎮 娯楽費: ¥2,400 so far, ¥950 projected: forecast ¥3,350 (¥2,875 to ¥3,825)
          Total: ¥9,100 so far, ¥4,300 projected: forecast ¥13,400 (¥11,250 to
            ¥15,550)
          How: the variable spending of the 15 days left, weighing this month's pace
            at 50.0% and the month before on the same days at 50.0%; the range is half
            to one and a half times that.

        Days left: 15 (to 2026-11-30)
        Per day so far: ¥607 (¥9,100 in 15 days)

        """)
    // Without --detail, the income's total alone.
    #expect(
      try sandbox.ok("report").contains(
        """
        Income      Total  Count
        💴 収入  ¥295,000      2
        Balance (収支): +¥285,900 (income − expenses)
        """))
    #expect(
      try sandbox.ok("report", "--detail", "--format", "csv") == """
        month,key,name,icon,total,count,share,budget,remaining,used,previous,change,changeRate,subcategory
        2026-11,livingCost,生活費,house.fill,4700,4,0.516,,,,0,4700,,
        2026-11,livingCost,生活費,house.fill,900,2,0.192,,,,,,,食費
        2026-11,livingCost,生活費,house.fill,800,1,0.17,,,,,,,日用品
        2026-11,livingCost,生活費,house.fill,3000,1,0.638,,,,,,,(なし)
        2026-11,expenses,経費,briefcase.fill,2000,1,0.22,,,,0,2000,,
        2026-11,expenses,経費,briefcase.fill,2000,1,1,,,,,,,(なし)
        2026-11,leisure,娯楽費,gamecontroller.fill,2400,1,0.264,,,,0,2400,,
        2026-11,leisure,娯楽費,gamecontroller.fill,2400,1,1,,,,,,,外食
        2026-11,income,収入,banknote.fill,295000,2,,,,,,,,
        2026-11,income,収入,banknote.fill,280000,1,0.949,,,,,,,給与
        2026-11,income,収入,banknote.fill,15000,1,0.051,,,,,,,副業
        2026-11,total,合計,,9100,6,1,,,,0,9100,,

        """)
    let report = try #require(
      try parseJSON(try sandbox.ok("report", "--format", "json")) as? [String: Any])
    #expect(report["total"] as? Int == 9100)
    #expect(report["balance"] as? Int == 285_900)
    #expect(report["savingsRate"] as? Double == 0.969)
    let income = try #require(report["income"] as? [String: Any])
    #expect(income["total"] as? Int == 295_000)
    #expect(income["count"] as? Int == 2)
    let incomeParts = try #require(income["subcategories"] as? [[String: Any]])
    #expect(incomeParts.map { $0["name"] as? String } == ["給与", "副業"])
    let categories = try #require(report["categories"] as? [[String: Any]])
    let living = try #require(categories[0]["subcategories"] as? [[String: Any]])
    #expect(living.map { $0["name"] as? String } == ["食費", "日用品", nil])
    #expect(living[2]["name"] is NSNull)
    #expect(living.map { $0["total"] as? Int } == [900, 800, 3000])
    #expect(living.map { $0["count"] as? Int } == [2, 1, 1])
    #expect(living.map { $0["share"] as? Double } == [0.192, 0.17, 0.638])
  }

  @Test(arguments: Engine.available)
  func aMonthWhoseRefundsOutweighItsSpending(engine: Engine) throws {
    let sandbox = try household(engine)
    #expect(
      try sandbox.ok("report", "2026-10") == """
        2026-10: 2026-10-01 to 2026-10-31

        Category   Total  Count  Share  vs 2026-09
        🏠 生活費     ¥0      0   0.0%           —
        💼 経費       ¥0      0   0.0%           —
        🎮 娯楽費  −¥500      1      —           —
        ------------------------------------------
        Total      −¥500      1      —           —

        """)
    let october = try #require(
      try parseJSON(try sandbox.ok("report", "2026-10", "--format", "json")) as? [String: Any])
    #expect(october["total"] as? Int == -500)
    #expect(october["income"] is NSNull)
    // Without income, there is no balance to give.
    #expect(october["balance"] is NSNull)
    #expect(october["savingsRate"] is NSNull)
    let categories = try #require(october["categories"] as? [[String: Any]])
    #expect(categories[2]["share"] is NSNull)
    #expect(categories[2]["total"] as? Int == -500)
  }

  @Test(arguments: Engine.available)
  func theLastMonthsWithIncomeBalanceAndDetail(engine: Engine) throws {
    let sandbox = try household(engine)
    #expect(
      try sandbox.ok("report", "--last", "2", "--detail") == """
        Last 2 months: 2026-10-01 to 2026-11-30

        Month              生活費    経費  娯楽費   Total    Income    Balance
        2026-10                ¥0      ¥0   −¥500   −¥500        ¥0      +¥500
        2026-11            ¥4,700  ¥2,000  ¥2,400  ¥9,100  ¥295,000  +¥285,900
        ----------------------------------------------------------------------
        Total              ¥4,700  ¥2,000  ¥1,900  ¥8,600  ¥295,000  +¥286,400
        Average (1 month)      ¥0      ¥0   −¥500   −¥500        ¥0      +¥500
        The average leaves out 2026-11, which is not over yet.

        内訳                 Total  Average  Trend
        🏠 生活費 › 食費      ¥900     ¥900  ▁█
        🏠 生活費 › 日用品    ¥800     ¥800  ▁█
        🏠 生活費 › (なし)  ¥3,000   ¥3,000  ▁█
        💼 経費 › (なし)    ¥2,000   ¥2,000  ▁█
        🎮 娯楽費 › 外食    ¥2,400   ¥2,400  ▁█
        🎮 娯楽費 › (なし)   −¥500    −¥500  ▁▁

        Trend      2026-10…2026-11
        🏠 生活費  ▁█
        💼 経費    ▁█
        🎮 娯楽費  ▁█
        Total      ▁█

        """)
    #expect(
      try sandbox.ok("report", "--last", "2", "--format", "csv") == """
        month,livingCost,expenses,leisure,total,from,to,income,balance
        2026-10,0,0,-500,-500,2026-10-01,2026-10-31,0,500
        2026-11,4700,2000,2400,9100,2026-11-01,2026-11-30,295000,285900
        total,4700,2000,1900,8600,2026-10-01,2026-11-30,295000,286400

        """)
    #expect(
      try sandbox.ok("report", "--last", "2", "--format", "csv", "--detail") == """
        month,key,subcategory,total,count,from,to
        2026-10,leisure,(なし),-500,1,2026-10-01,2026-10-31
        2026-11,livingCost,食費,900,2,2026-11-01,2026-11-30
        2026-11,livingCost,日用品,800,1,2026-11-01,2026-11-30
        2026-11,livingCost,(なし),3000,1,2026-11-01,2026-11-30
        2026-11,expenses,(なし),2000,1,2026-11-01,2026-11-30
        2026-11,leisure,外食,2400,1,2026-11-01,2026-11-30

        """)
    let json = try #require(
      try parseJSON(try sandbox.ok("report", "--year", "--format", "json", "--detail"))
        as? [String: Any])
    #expect(json["income"] as? Int == 295_000)
    #expect(json["balance"] as? Int == 286_400)
    #expect(json["savingsRate"] as? Double == 0.971)
    let months = try #require(json["months"] as? [[String: Any]])
    #expect(months.map { $0["income"] as? Int }[9...] == [0, 295_000, 0])
    #expect(months.map { $0["balance"] as? Int }[9...] == [500, 285_900, 0])
    #expect(months[10]["savingsRate"] as? Double == 0.969)
    #expect(months[9]["savingsRate"] is NSNull)
    let november = try #require(months[10]["categories"] as? [[String: Any]])
    let parts = try #require(november[0]["subcategories"] as? [[String: Any]])
    #expect(parts.map { $0["name"] as? String } == ["食費", "日用品", nil])
    let overall = try #require(json["categories"] as? [[String: Any]])
    let leisure = try #require(overall[2]["subcategories"] as? [[String: Any]])
    #expect(leisure.map { $0["total"] as? Int } == [2400, -500])
    #expect(leisure.map { $0["share"] is NSNull } == [true, true])
    // Without --detail, no 内訳 in the series' JSON.
    let plain = try #require(
      try parseJSON(try sandbox.ok("report", "--year", "--format", "json")) as? [String: Any])
    #expect((plain["categories"] as? [[String: Any]])?[0]["subcategories"] == nil)
  }

  @Test(arguments: Engine.available)
  func budgetsPer内訳AreShownAndChecked(engine: Engine) throws {
    let sandbox = try household(engine)
    #expect(
      try sandbox.ok("budget", "set", "生活費", "800", "--sub", "食費")
        == "Budget for 🏠 生活費 › 食費: ¥800 every month\n")
    #expect(
      try sandbox.ok("budget", "set", "生活費", "60000") == "Budget for 🏠 生活費: ¥60,000 every month\n")
    #expect(
      try sandbox.ok("budget") == """
        Budgets for 2026-11: 2026-11-01 to 2026-11-30

        Category    Budget  Since
        🏠 生活費  ¥60,000  every month
           › 食費     ¥800  every month
        💼 経費          —
        🎮 娯楽費        —

        """)
    #expect(
      try sandbox.ok("budget", "--format", "csv") == """
        month,key,name,icon,budget,since,subcategory
        2026-11,livingCost,生活費,house.fill,60000,,
        2026-11,livingCost,生活費,house.fill,800,,食費
        2026-11,expenses,経費,briefcase.fill,,,
        2026-11,leisure,娯楽費,gamecontroller.fill,,,

        """)
    #expect(
      try sandbox.ok("budget", "--format", "json")
        == #"{"month":"2026-11","from":"2026-11-01","to":"2026-11-30","currency":"JPY","budgets":[{"key":"livingCost","name":"生活費","icon":"house.fill","budget":60000,"since":null,"only":false,"subcategories":[{"name":"食費","budget":800,"since":null,"only":false}]},{"key":"expenses","name":"経費","icon":"briefcase.fill","budget":null,"since":null,"only":false,"subcategories":[]},{"key":"leisure","name":"娯楽費","icon":"gamecontroller.fill","budget":null,"since":null,"only":false,"subcategories":[]}]}"#
        + "\n")
    #expect(
      try sandbox.ok("report").contains(
        """
        Category    Budget   Spent  Remaining    Used
        🏠 生活費  ¥60,000  ¥4,700    ¥55,300    7.8%
           › 食費     ¥800    ¥900      −¥100  112.5%  over

        """))
    #expect(
      try sandbox.query("SELECT category, subcategory, amount FROM budgets ORDER BY subcategory")
        == [["livingCost", "", "60000"], ["livingCost", "食費", "800"]])
    #expect(
      try sandbox.ok("budget", "unset", "生活費", "--sub", "食費")
        == "Removed the budget for 🏠 生活費 › 食費: ¥800 every month\n")
    #expect(try sandbox.query("SELECT count(*) FROM budgets") == [["1"]])
    #expect(try sandbox.ok("undo") == "Undid change 12: budget unset 生活費 › 食費 ¥800 every month\n")
    #expect(try sandbox.query("SELECT count(*) FROM budgets") == [["2"]])
  }
}

/// kakeibo's own CSV with 内訳 and kinds, and other apps' files with income and refunds.
@Suite struct MoneyExportImportTests {
  @Test(arguments: Engine.available)
  func exportThenImportIntoANewLedgerGivesTheSameFile(engine: Engine) throws {
    let sandbox = try Sandbox(engine: engine)
    // Added in date order, so that the new ledger gives every entry the same id.
    let commands: [[String]] = [
      ["add", "500", "-c", "娯楽費", "--refund", "-d", "2026-10-30", "-m", "キャンセル"],
      ["add", "1200", "-c", "生活費", "-s", "食費", "-m", "スーパー, 駅前", "-d", "2026-11-03"],
      ["add", "3000", "-c", "生活費", "-m", "=電気", "-d", "2026-11-05"],
      ["income", "280000", "-s", "給与", "-d", "2026-11-10", "-m", "11月分"],
    ]
    for command in commands { try sandbox.ok(command) }
    let exported = try sandbox.ok("export")
    let identity = try sandbox.ledgerIdentity()
    #expect(
      exported == """
        id,date,amount,category,memo,subcategory,kind,source,fingerprint,ledger
        1,2026-10-30,-500,娯楽費,キャンセル,,expense,,,\(identity)
        2,2026-11-03,1200,生活費,"スーパー, 駅前",食費,expense,,,\(identity)
        3,2026-11-05,3000,生活費,'=電気,,expense,,,\(identity)
        4,2026-11-10,280000,,11月分,給与,income,,,\(identity)

        """)
    let file = sandbox.folder + "/export.csv"
    try exported.write(toFile: file, atomically: true, encoding: .utf8)
    let other = try Sandbox(engine: engine)
    #expect(
      try other.ok("import", file) == """
        Read \(file): kakeibo CSV, UTF-8, 4 rows
        Imported 4 new entries (1 income, 1 refund); 0 duplicates; 0 skipped

        """)
    // The same file, but for the ledger column: each row's id is the new ledger's.
    let again = try other.ok("export")
    #expect(
      withoutFingerprints(again)
        == exported.replacingOccurrences(of: identity, with: try other.ledgerIdentity()))
    #expect(
      try other.query(
        "SELECT id, amount, kind, category, subcategory, memo FROM entries ORDER BY id")
        == [
          ["1", "-500", "expense", "leisure", "NULL", "キャンセル"],
          ["2", "1200", "expense", "livingCost", "食費", "スーパー, 駅前"],
          ["3", "3000", "expense", "livingCost", "NULL", "=電気"],
          ["4", "280000", "income", "NULL", "給与", "11月分"],
        ])
    // Imported again, all of it is already there.
    #expect(try other.ok("import", file).contains("Imported 0 new entries; 4 duplicates"))
    let json = try #require(
      try parseJSON(try other.ok("export", "--format", "json")) as? [[String: Any]])
    #expect(json.map { $0["kind"] as? String } == ["expense", "expense", "expense", "income"])
    #expect(json.map { $0["subcategory"] as? String } == [nil, "食費", nil, "給与"])
  }

  @Test(arguments: Engine.available)
  func aFileWithTheOldFiveColumnHeaderStillImports(engine: Engine) throws {
    let sandbox = try Sandbox(engine: engine)
    let file = sandbox.folder + "/old.csv"
    try """
    id,date,amount,category,memo
    1,2026-11-01,1200,生活費,スーパー
    2,2026-11-02,2000,経費,
    """.write(toFile: file, atomically: true, encoding: .utf8)
    #expect(
      try sandbox.ok("import", file).contains("Imported 2 new entries; 0 duplicates; 0 skipped"))
    #expect(
      try sandbox.query(
        "SELECT id, amount, kind, category, subcategory, memo FROM entries ORDER BY id")
        == [
          ["1", "1200", "expense", "livingCost", "NULL", "スーパー"],
          ["2", "2000", "expense", "expenses", "NULL", ""],
        ])
  }

  @Test(arguments: Engine.available)
  func moneyForwardKeepsThe大項目AndTakesIncomeAndRefunds(engine: Engine) throws {
    let sandbox = try Sandbox(engine: engine)
    let file = sandbox.folder + "/mf.csv"
    try """
    "計算対象","日付","内容","金額（円）","保有金融機関","大項目","中項目","メモ","振替","ID"
    "1","2026/11/05","スーパーマルエツ","-3,280","三井住友カード","食費","食料品","","0","mf-101"
    "1","2026/11/06","スーパーマルエツ 返品","480","三井住友カード","食費","食料品","","0","mf-102"
    "1","2026/11/10","給与","300,000","みずほ銀行","収入","給与","","0","mf-103"
    "1","2026/11/11","Suica","-1,000","現金","交通費","電車","","0","mf-104"

    """.write(toFile: file, atomically: true, encoding: .utf8)
    #expect(
      try sandbox.ok("import", file) == """
        Read \(file): Money Forward ME, UTF-8, 4 rows
        Imported 4 new entries (1 income, 1 refund); 0 duplicates; 0 skipped
        Categories: 食費 → 🏠 生活費 (2), 交通費 → 🏠 生活費 (1)

        """)
    #expect(
      try sandbox.query(
        "SELECT id, amount, kind, category, subcategory, memo FROM entries ORDER BY id")
        == [
          ["1", "3280", "expense", "livingCost", "食費", "スーパーマルエツ"],
          ["2", "-480", "expense", "livingCost", "食費", "スーパーマルエツ 返品"],
          ["3", "300000", "income", "NULL", "給与", "給与"],
          ["4", "1000", "expense", "livingCost", "交通費", "Suica"],
        ])
  }

  @Test(arguments: Engine.available)
  func aSubColumnNamesThe内訳OfAGenericCSV(engine: Engine) throws {
    let sandbox = try Sandbox(engine: engine)
    let file = sandbox.folder + "/bank.csv"
    try "date,amount,shop,kind\n2026-11-01,1200,パン屋,朝食\n2026-11-02,800,本屋,\n".write(
      toFile: file, atomically: true, encoding: .utf8)
    #expect(
      try sandbox.ok(
        "import", file, "--from", "csv", "--date-col", "date", "--amount-col", "amount",
        "--memo-col", "shop", "--sub-col", "kind", "-c", "生活費")
          == """
          Read \(file): CSV, UTF-8, 2 rows
          Imported 2 new entries; 0 duplicates; 0 skipped

          """)
    #expect(
      try sandbox.query("SELECT id, category, subcategory, memo FROM entries ORDER BY id")
        == [["1", "livingCost", "朝食", "パン屋"], ["2", "livingCost", "NULL", "本屋"]])
  }
}

/// The database itself keeps the rules, whoever writes to it.
@Suite struct MoneySchemaTests {
  static let refusedRows: [String] = [
    // An unknown kind; income with a category; an expense without one.
    "INSERT INTO entries (id, date, amount, category, memo, kind) VALUES (100, '2026-11-01', 1, 'leisure', '', 'gift')",
    "INSERT INTO entries (id, date, amount, category, memo, kind) VALUES (100, '2026-11-01', 1, 'leisure', '', 'income')",
    "INSERT INTO entries (id, date, amount, category, memo, kind) VALUES (100, '2026-11-01', 1, NULL, '', 'expense')",
    // A zero amount; negative income.
    "INSERT INTO entries (id, date, amount, category, memo) VALUES (100, '2026-11-01', 0, 'leisure', '')",
    "INSERT INTO entries (id, date, amount, category, memo, kind) VALUES (100, '2026-11-01', -5, NULL, '', 'income')",
    // A 内訳 of 41 characters, or of two lines. (Each row has an id, as kakeibo gives one: the
    // row is refused for what it breaks, not for lacking one.)
    "INSERT INTO entries (id, date, amount, category, memo, subcategory) VALUES (100, '2026-11-01', 1, 'leisure', '', '\(String(repeating: "あ", count: 41))')",
    "INSERT INTO entries (id, date, amount, category, memo, subcategory) VALUES (100, '2026-11-01', 1, 'leisure', '', 'a' || char(10) || 'b')",
  ]

  @Test(arguments: Engine.available)
  func theDatabaseRefusesRowsThatBreakTheRules(engine: Engine) throws {
    let sandbox = try Sandbox(engine: engine)
    try sandbox.ok("add", "1", "-c", "fun")
    for sql in Self.refusedRows {
      let statement =
        engine == .postgresql ? sql.replacingOccurrences(of: "char(10)", with: "chr(10)") : sql
      #expect(throws: (any Error).self, "\(engine): \(sql)") {
        try runOutside(sandbox, statement)
      }
    }
    // What the rules allow: a refund, income without a category, a 内訳 of 40 characters (with
    // the search keys kakeibo would write: the folded memo and 内訳, joined by a newline).
    let newline = engine == .postgresql ? "chr(10)" : "char(10)"
    try runOutside(
      sandbox,
      "INSERT INTO entries (id, date, amount, category, memo, kind, subcategory, search_key) VALUES "
        + "(101, '2026-11-01', -300, 'leisure', '', 'expense', '\(String(repeating: "あ", count: 40))', "
        + "\(newline) || '\(String(repeating: "あ", count: 40))'), "
        + "(102, '2026-11-02', 300, NULL, '', 'income', NULL, \(newline))")
    #expect(try sandbox.query("SELECT count(*) FROM entries") == [["3"]])
    #expect(
      try sandbox.ok("check").contains(
        "Ledger rules: ok (kinds, categories, 内訳, dates, amounts, memos, sources, fingerprints, search keys)\n"
      ))
  }
}

/// Runs `sql` on the sandbox's ledger outside kakeibo, as another client could.
private func runOutside(_ sandbox: Sandbox, _ sql: String) throws {
  switch sandbox.engine {
  case .sqlite: try executeSQL(sql, at: sandbox.databasePath)
  case .postgresql: try Sandbox.psql(sandbox.ledger, "SET search_path TO kakeibo; " + sql)
  }
}
