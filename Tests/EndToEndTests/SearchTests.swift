import Foundation
import Testing

/// A ledger with memos and 内訳 in the forms a Japanese keyboard and a bank's CSV produce: ASCII,
/// full-width, half-width katakana, kanji, and the LIKE wildcards. Today is 2026-11-15.
private func searchable(_ engine: Engine) throws -> Sandbox {
  let sandbox = try Sandbox(engine: engine)
  let commands: [[String]] = [
    ["add", "1490", "-c", "娯楽費", "-m", "Netflix", "-d", "2026-11-01"],
    ["add", "1490", "-c", "娯楽費", "-m", "Ｎｅｔｆｌｉｘ", "-d", "2026-10-01"],
    ["add", "540", "-c", "生活費", "-s", "食費", "-m", "セブンイレブン", "-d", "2026-11-03"],
    ["add", "320", "-c", "生活費", "-s", "食費", "-m", "ｾﾌﾞﾝ-ｲﾚﾌﾞﾝ", "-d", "2026-11-04"],
    ["add", "5000", "-c", "生活費", "-s", "医療", "-m", "整体", "-d", "2026-04-12"],
    ["add", "2400", "-c", "娯楽費", "-s", "外食", "-m", "居酒屋", "-d", "2026-11-08"],
    ["income", "280000", "-s", "給与", "-m", "11月分", "-d", "2026-11-10"],
    ["add", "800", "-c", "生活費", "-m", "100%オフ", "-d", "2026-11-11"],
    ["add", "700", "-c", "経費", "-m", "a_b", "-d", "2026-11-12"],
    ["add", "600", "-c", "経費", "-m", "axb", "-d", "2026-11-12"],
  ]
  for command in commands { try sandbox.ok(command) }
  return sandbox
}

/// Issue 14's search: `list`, `export` and `report --search`, on both engines.
@Suite struct SearchTests {
  static let netflix = """
    ID  Date        Category   Amount  Memo
     2  2026-10-01  🎮 娯楽費  ¥1,490  Ｎｅｔｆｌｉｘ
     1  2026-11-01  🎮 娯楽費  ¥1,490  Netflix
    -------------------------------------------------
        2 entries              ¥2,980

    """
  static let seven = """
    ID  Date        Category          Amount  Memo
     3  2026-11-03  🏠 生活費 › 食費    ¥540  セブンイレブン
     4  2026-11-04  🏠 生活費 › 食費    ¥320  ｾﾌﾞﾝ-ｲﾚﾌﾞﾝ
    --------------------------------------------------------
        2 entries                       ¥860

    """

  /// Letter case, full and half width aside, in memos and in 内訳, for terms of three
  /// characters or more (the trigram index) and shorter ones (a read of every key).
  @Test(arguments: Engine.available)
  func listFindsASubstringOfAMemoOrA内訳InAnyForm(engine: Engine) throws {
    let sandbox = try searchable(engine)
    for term in ["netflix", "NETFLIX", "ｎｅｔｆｌｉｘ", "Ｎｅｔ", "flix"] {
      #expect(try sandbox.ok("list", "--search", term) == Self.netflix, "\(term)")
    }
    for term in ["ｾﾌﾞﾝ", "セブン", "食費", "ﾌﾞﾝ", " ｲﾚﾌﾞﾝ "] {
      #expect(try sandbox.ok("list", "--search", term) == Self.seven, "\(term)")
    }
    #expect(
      try sandbox.ok("list", "--search", "医")
        == """
        ID  Date        Category          Amount  Memo
         5  2026-04-12  🏠 生活費 › 医療  ¥5,000  整体
        ----------------------------------------------
            1 entry                       ¥5,000

        """)
    #expect(
      try sandbox.ok("list", "--search", "給与")
        == """
        ID  Date        Category          Amount  Memo
         7  2026-11-10  💴 収入 › 給与  ¥280,000  11月分
        ------------------------------------------------
            1 income                    ¥280,000

        """)
    // A match never spans the memo and the 内訳; nothing found says so.
    #expect(try sandbox.ok("list", "--search", "ブン食") == "No entries.\n")
    #expect(try sandbox.ok("list", "--search", "イレブン食費") == "No entries.\n")
    // With the other filters.
    #expect(
      try sandbox.ok("list", "--search", "ｎｅｔｆｌｉｘ", "--month", "2026-11", "--category", "fun")
        == """
        ID  Date        Category   Amount  Memo
         1  2026-11-01  🎮 娯楽費  ¥1,490  Netflix
        ------------------------------------------
            1 entry                ¥1,490

        """)
    #expect(
      try sandbox.ok("list", "--search", "netflix", "--from", "2026-11-02") == "No entries.\n")
    #expect(
      try sandbox.ok("list", "--search", "食費", "--format", "csv")
        == """
        id,date,amount,category,memo,subcategory,kind,source,fingerprint,ledger
        3,2026-11-03,540,生活費,セブンイレブン,食費,expense,,,\(try sandbox.ledgerIdentity())
        4,2026-11-04,320,生活費,ｾﾌﾞﾝ-ｲﾚﾌﾞﾝ,食費,expense,,,\(try sandbox.ledgerIdentity())

        """)
  }

  /// `%`, `_` and `\` are text, not LIKE's wildcards, and `"` is text, not FTS5's syntax.
  @Test(arguments: Engine.available)
  func wildcardsAndQuotesAreText(engine: Engine) throws {
    let sandbox = try searchable(engine)
    try sandbox.ok("add", "100", "-c", "fun", "-m", #"say "hi" \o/"#, "-d", "2026-11-13")
    let percent = """
      ID  Date        Category   Amount  Memo
       8  2026-11-11  🏠 生活費    ¥800  100%オフ
      -------------------------------------------
          1 entry                  ¥800

      """
    #expect(try sandbox.ok("list", "--search", "%") == percent)
    #expect(try sandbox.ok("list", "--search", "0%オ") == percent)
    #expect(
      try sandbox.ok("list", "--search", "a_b")
        == """
        ID  Date        Category  Amount  Memo
         9  2026-11-12  💼 経費     ¥700  a_b
        --------------------------------------
            1 entry                 ¥700

        """)
    for term in [#""hi""#, #"\o/"#, #"\"#, #"""#] {
      #expect(
        try sandbox.ok("list", "--search", term, "--format", "csv").contains(#"11,2026-11-13"#),
        "\(term)")
    }
    #expect(try sandbox.ok("list", "--search", "a%b") == "No entries.\n")
  }

  @Test(arguments: Engine.available)
  func exportWritesOnlyWhatTheSearchFinds(engine: Engine) throws {
    let sandbox = try searchable(engine)
    #expect(
      withLedgersNamed(try sandbox.ok("export", "--search", "ｾﾌﾞﾝ"))
        == """
        id,date,amount,category,memo,subcategory,kind,source,fingerprint,ledger
        3,2026-11-03,540,生活費,セブンイレブン,食費,expense,,,LEDGER
        4,2026-11-04,320,生活費,ｾﾌﾞﾝ-ｲﾚﾌﾞﾝ,食費,expense,,,LEDGER

        """)
    #expect(
      try sandbox.ok("export", "--format", "json", "--search", "整体")
        == """
        [
          {"id":5,"date":"2026-04-12","amount":5000,"category":"生活費","categoryKey":"livingCost","icon":"house.fill","memo":"整体","subcategory":"医療","kind":"expense","source":null}
        ]

        """)
    let file = sandbox.folder + "/netflix.csv"
    #expect(
      try sandbox.ok("export", "--search", "netflix", "--month", "2026-10", "-o", file)
        == "Exported 1 entry to \(file)\n")
  }

  /// `report --search`: the summary of the entries found, without the budgets, the schedule
  /// and the pace, which are of every entry.
  @Test(arguments: Engine.available)
  func reportSumsUpOnlyWhatTheSearchFinds(engine: Engine) throws {
    let sandbox = try searchable(engine)
    try sandbox.ok("budget", "set", "生活費", "50000")
    #expect(
      try sandbox.ok("report", "--search", "食費")
        == """
        2026-11: 2026-11-01 to 2026-11-30 (search: 食費)

        Category   Total  Count   Share  vs 2026-10
        🏠 生活費   ¥860      2  100.0%           —  ████████████████████████
        💼 経費       ¥0      0    0.0%           —
        🎮 娯楽費     ¥0      0    0.0%           —
        ---------------------------------------------------------------------
        Total       ¥860      2  100.0%           —
        vs 2026-10: against its first 15 days (2026-10-01 to 2026-10-15), as many as
          this month has had so far

        """)
    #expect(
      try sandbox.ok("report", "2026-11", "--search", "NETFLIX", "--format", "json")
        == #"{"month":"2026-11","from":"2026-11-01","to":"2026-11-30","search":"NETFLIX","currency":"JPY","total":1490,"count":1,"categories":[{"key":"livingCost","name":"生活費","icon":"house.fill","total":0,"count":0,"share":0,"budget":null,"remaining":null,"used":null,"scheduled":null,"forecast":null,"projected":null,"forecastLow":null,"forecastHigh":null,"subcategories":[],"previous":0,"change":0,"changeRate":null},{"key":"expenses","name":"経費","icon":"briefcase.fill","total":0,"count":0,"share":0,"budget":null,"remaining":null,"used":null,"scheduled":null,"forecast":null,"projected":null,"forecastLow":null,"forecastHigh":null,"subcategories":[],"previous":0,"change":0,"changeRate":null},{"key":"leisure","name":"娯楽費","icon":"gamecontroller.fill","total":1490,"count":1,"share":1,"budget":null,"remaining":null,"used":null,"scheduled":null,"forecast":null,"projected":null,"forecastLow":null,"forecastHigh":null,"subcategories":[{"name":null,"total":1490,"count":1,"share":1}],"previous":1490,"change":0,"changeRate":0}],"income":null,"balance":null,"savingsRate":null,"previous":{"month":"2026-10","from":"2026-10-01","to":"2026-10-15","sameDays":true,"total":1490,"count":1},"change":0,"changeRate":0,"budget":null,"remaining":null,"used":null,"scheduled":null,"forecast":null,"projected":null,"forecastLow":null,"forecastHigh":null,"scheduledIncome":null,"daysElapsed":null,"daysLeft":null,"spentSoFar":null,"averagePerDay":null}"#
        + "\n")
    #expect(
      try sandbox.ok("report", "--last", "3", "--search", "ｎｅｔｆｌｉｘ")
        == """
        Last 3 months (search: ｎｅｔｆｌｉｘ): 2026-09-01 to 2026-11-30

        Month               生活費  経費  娯楽費   Total
        2026-09                 ¥0    ¥0      ¥0      ¥0
        2026-10                 ¥0    ¥0  ¥1,490  ¥1,490
        2026-11                 ¥0    ¥0  ¥1,490  ¥1,490
        ------------------------------------------------
        Total                   ¥0    ¥0  ¥2,980  ¥2,980
        Average (2 months)      ¥0    ¥0    ¥745    ¥745
        The average leaves out 2026-11, which is not over yet.

        Trend      2026-09…2026-11
        🏠 生活費  ▁▁▁
        💼 経費    ▁▁▁
        🎮 娯楽費  ▁██
        Total      ▁██

        """)
  }

  /// Issue 15 item 10: `--top` adds up the memos that fold to one text, shown as the most
  /// common spelling; the memo learned for the form is found the same way.
  @Test(arguments: Engine.available)
  func topMemosGroupMemosByTheirFoldedForm(engine: Engine) throws {
    let sandbox = try Sandbox(engine: engine)
    for memo in ["Netflix", "netflix", "Netflix", "Ｎｅｔｆｌｉｘ "] {
      try sandbox.ok("add", "1490", "-c", "fun", "-m", memo, "-d", "2026-11-01")
    }
    try sandbox.ok("add", "5000", "-c", "fun", "-m", "映画", "-d", "2026-11-02")
    #expect(
      try sandbox.ok("report", "--top", "2")
        == """
        2026-11: 2026-11-01 to 2026-11-30

        Category      Total  Count   Share  vs 2026-10
        🏠 生活費        ¥0      0    0.0%           —
        💼 経費          ¥0      0    0.0%           —
        🎮 娯楽費   ¥10,960      5  100.0%           —  ████████████████████████
           Netflix   ¥5,960      4
           映画      ¥5,000      1
        ------------------------------------------------------------------------
        Total       ¥10,960      5  100.0%           —
        vs 2026-10: against its first 15 days (2026-10-01 to 2026-10-15), as many as
          this month has had so far

        Days left: 15 (to 2026-11-30)
        Per day so far: ¥731 (¥10,960 in 15 days)

        """)
  }
}

/// Every write keeps the search keys (and the index) in step: edit, delete, undo, import, a
/// 内訳 renamed, the entries a recurring rule makes, and a copy into another engine.
@Suite struct SearchKeyTests {
  func found(_ sandbox: Sandbox, _ term: String) throws -> [String] {
    try sandbox.ok("list", "--search", term, "--format", "csv").split(separator: "\n")
      .dropFirst().map { String($0.split(separator: ",")[0]) }
  }

  @Test(arguments: Engine.available)
  func everyWriteKeepsTheKeys(engine: Engine) throws {
    let sandbox = try Sandbox(engine: engine)
    try sandbox.ok("add", "1200", "-c", "生活費", "-s", "食費", "-m", "スーパー", "-d", "2026-11-03")
    try sandbox.ok("edit", "1", "--memo", "ﾏﾙｴﾂ", "--sub", "日用品")
    #expect(try found(sandbox, "スーパー") == [])
    #expect(try found(sandbox, "マルエツ") == ["1"])
    #expect(try found(sandbox, "日用") == ["1"])
    #expect(try found(sandbox, "食費") == [])
    try sandbox.ok("delete", "1")
    #expect(try found(sandbox, "マルエツ") == [])
    try sandbox.ok("undo")
    #expect(try found(sandbox, "マルエツ") == ["1"])
    try sandbox.ok("undo")
    #expect(try found(sandbox, "マルエツ") == [])
    #expect(try found(sandbox, "スーパー") == ["1"])
    // A 内訳 renamed, and the rename undone.
    try sandbox.ok("categories", "rename", "生活費", "食費", "食料品")
    #expect(try found(sandbox, "食料品") == ["1"])
    #expect(try found(sandbox, "食費") == [])
    try sandbox.ok("undo")
    #expect(try found(sandbox, "食費") == ["1"])
    // An import.
    let csv = sandbox.folder + "/in.csv"
    try "date,amount,memo\n2026-11-05,980,ﾄﾞﾗｯｸﾞｽﾄｱ\n2026-11-06,450,NETFLIX\n".write(
      toFile: csv, atomically: true, encoding: .utf8)
    try sandbox.ok(
      "import", csv, "--date-col", "date", "--amount-col", "amount", "--memo-col", "memo", "-c",
      "fun")
    #expect(try found(sandbox, "ドラッグ") == ["2"])
    #expect(try found(sandbox, "netflix") == ["3"])
    // The entries a recurring rule makes when they fall due.
    try sandbox.ok(
      "recurring", "add", "85000", "-c", "生活費", "-s", "住居", "-m", "家賃", "--day", "1",
      "--from", "2026-10")
    #expect(try found(sandbox, "家賃") == ["4", "5"])
    #expect(try found(sandbox, "住居") == ["4", "5"])
    #expect(try sandbox.ok("check").contains("Ledger rules: ok"))
  }

  /// A copy into the other engine makes the keys there again, and search finds the same.
  @Test(.enabled(if: Engine.available.contains(.postgresql)))
  func aCopyIntoTheOtherEngineIsSearchable() throws {
    let file = try searchable(.sqlite)
    let server = try Sandbox(engine: .postgresql)
    try file.ok("copy", server.ledger)
    for term in ["netflix", "ｾﾌﾞﾝ", "医", "0%オ"] {
      #expect(try found(server, term) == found(file, term), "\(term)")
    }
    let back = file.folder + "/back.db"
    try server.ok("copy", back)
    #expect(try file.ok("--db", back, "list", "--search", "食費") == SearchTests.seven)
    #expect(try file.ok("--db", back, "check").contains("Ledger rules: ok"))
  }

  /// On PostgreSQL, the trigram index is made where pg_trgm can be; where the server refuses
  /// the extension, the ledger is made all the same and search reads every key.
  @Test(.enabled(if: Engine.available.contains(.postgresql)))
  func withoutPgTrgmSearchStillWorks() throws {
    let indexed = try Sandbox(engine: .postgresql)
    try indexed.ok("add", "1", "-c", "fun", "-m", "Netflix")
    #expect(
      try indexed.query(
        "SELECT indexname FROM pg_indexes WHERE indexname = 'entries_by_search_key'")
        == [["entries_by_search_key"]])
    let refused = try Sandbox(engine: .postgresql)
    // An event trigger stands for a server without postgresql-contrib: CREATE EXTENSION fails.
    try refused.execute(
      """
      DROP EXTENSION IF EXISTS pg_trgm;
      CREATE FUNCTION public.no_extensions() RETURNS event_trigger LANGUAGE plpgsql AS
        $$ BEGIN RAISE EXCEPTION 'extension "pg_trgm" is not available'; END $$;
      CREATE EVENT TRIGGER no_extensions ON ddl_command_start WHEN TAG IN ('CREATE EXTENSION')
        EXECUTE FUNCTION public.no_extensions();
      """)
    try refused.ok("add", "1490", "-c", "fun", "-m", "Netflix", "-d", "2026-11-01")
    #expect(
      try refused.query("SELECT count(*) FROM pg_indexes WHERE indexname = 'entries_by_search_key'")
        == [["0"]])
    #expect(try found(refused, "ｎｅｔｆｌｉｘ") == ["1"])
    #expect(try found(refused, "ne") == ["1"])
  }
}

/// Letter case is folded as Unicode's full case folding does, on both engines (issue 19), and
/// a ledger whose keys were made by the lowercasing of schema version 12 gets them again when
/// it is brought up to date, so that its old entries are found.
@Suite struct FullCaseFoldingTests {
  @Test(arguments: Engine.available)
  func greekFinalSigmaAndSharpSAreFoundInEveryCase(engine: Engine) throws {
    let sandbox = try Sandbox(engine: engine)
    try sandbox.ok("add", "5", "-c", "fun", "-m", "ΣΊΣΥΦΟΣ", "-d", "2026-11-01")
    try sandbox.ok("add", "6", "-c", "fun", "-m", "Straße", "-d", "2026-11-02")
    for (term, amount) in [
      ("σίσυφος", "¥5"), ("ς", "¥5"), ("ΣΊΣ", "¥5"), ("strasse", "¥6"), ("STRAẞE", "¥6"),
    ] {
      let found = try sandbox.ok("list", "--search", term, "--format", "csv")
      #expect(found.split(separator: "\n").count == 2, "\(term): \(found)")
      #expect(found.contains(",\(amount.dropFirst()),"), "\(term): \(found)")
    }
  }

  @Test(arguments: Engine.available)
  func keysOfAnOlderLedgerAreMadeAgain(engine: Engine) throws {
    let sandbox = try Sandbox(engine: engine)
    try sandbox.ok("add", "5", "-c", "fun", "-m", "ΣΊΣΥΦΟΣ")
    // The key as version 11 made it (lowercased: the final sigma stays ς), in a schema as
    // version 11 had it: without the columns and tables later migrations add.
    let laterColumns =
      [
        ("recurring_rules", "business_day"), ("recurring_rules", "estimate"),
        ("recurring_rules", "match_text"), ("change_rules", "business_day"),
        ("change_rules", "estimate"), ("change_rules", "match_text"),
        ("redo_rules", "business_day"), ("redo_rules", "estimate"), ("redo_rules", "match_text"),
        ("budgets", "only_month"), ("change_budgets", "only_month"),
        ("redo_budgets", "only_month"), ("changes", "detail"),
      ].map { table, column in "ALTER TABLE \(table) DROP COLUMN \(column); " }.joined()
      + undoingPayersMigration
    switch engine {
    case .sqlite:
      try sandbox.execute(
        laterColumns
          + "UPDATE entries SET search_key = 'σίσυφος' || char(10); DROP TABLE offline_origin; "
          + "DROP TABLE offline_pushes; DROP TABLE offline_pushed_ids; DROP TABLE offline_conflicts; "
          + "DROP TABLE offline_superseded_rows; DROP TABLE offline_superseded; DROP TABLE offline_theirs; "
          + "PRAGMA user_version = 11")
    case .postgresql:
      try sandbox.execute(
        laterColumns
          + "UPDATE entries SET search_key = E'σίσυφος\\n'; DROP TABLE offline_origin; "
          + "DROP TABLE offline_pushes; DROP TABLE offline_pushed_ids; DROP TABLE offline_conflicts; "
          + "DROP TABLE offline_superseded_rows; DROP TABLE offline_superseded; DROP TABLE offline_theirs; "
          + "UPDATE ledger_schema SET version = 11"
      )
    }
    let found = try sandbox.ok("list", "--search", "σίσυφοσ", "--format", "csv")
    #expect(found.split(separator: "\n").count == 2, "\(found)")
    #expect(try sandbox.query("SELECT search_key FROM entries") == [["σίσυφοσ\n"]])
    #expect(try sandbox.ok("check").contains("Ledger rules: ok"))
  }
}
