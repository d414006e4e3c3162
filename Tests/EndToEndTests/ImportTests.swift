import Foundation
import Testing

/// The fixture files in Tests/Fixtures.
func fixture(_ name: String) -> String { packageRoot + "/Tests/Fixtures/" + name }

private let entriesSQL =
  "SELECT id, date, amount, category, memo, subcategory, kind FROM entries ORDER BY id"

/// `kakeibo import`: each format stored exactly, nothing twice, nothing on a problem.
@Suite struct ImportTests {
  /// Expenses keep the 大項目 as their 内訳; the 給与 row is income, with its 中項目.
  let moneyForwardEntries = [
    ["1", "2026-11-05", "3280", "livingCost", "スーパーマルエツ", "食費", "expense"],
    ["2", "2026-11-05", "4500", "leisure", "居酒屋 さくら / 同期と, 4人", "交際費", "expense"],
    ["3", "2026-11-04", "12800", "expenses", "Amazon / USB hub, ケーブル", "その他", "expense"],
    ["4", "2026-11-03", "1900", "leisure", "映画館 / \"ゴジラ\" 字幕", "趣味・娯楽", "expense"],
    ["5", "2026-11-02", "300000", "NULL", "給与 ｶ)ｻﾝﾌﾟﾙｼｮｳｼﾞ", "給与", "income"],
    ["6", "2026-11-01", "8120", "livingCost", "東京電力", "水道・光熱費", "expense"],
  ]

  @Test(arguments: Engine.available) func moneyForwardMEInShiftJIS(engine: Engine) throws {
    let sandbox = try Sandbox(engine: engine)
    let file = fixture("moneyforward-sjis.csv")
    #expect(
      try sandbox.ok("import", file) == """
        Read \(file): Money Forward ME, Shift_JIS, 8 rows
        Imported 6 new entries (1 income); 0 duplicates; 2 skipped (1 transfer, 1 excluded from totals)
        Categories: 食費 → 🏠 生活費 (1), 交際費 → 🎮 娯楽費 (1), 事業経費 → 💼 経費 (1), 趣味・娯楽 → 🎮 娯楽費 (1), 水道・光熱費 → 🏠 生活費 (1)

        """)
    #expect(try sandbox.query(entriesSQL) == moneyForwardEntries)
    #expect(
      try sandbox.query("SELECT count(*) FROM entries WHERE length(fingerprint) = 16") == [["6"]])
  }

  @Test(arguments: Engine.available) func importingTwiceAddsNothingTheSecondTime(engine: Engine)
    throws
  {
    let sandbox = try Sandbox(engine: engine)
    let file = fixture("moneyforward-sjis.csv")
    try sandbox.ok("import", file)
    #expect(
      try sandbox.ok("import", file) == """
        Read \(file): Money Forward ME, Shift_JIS, 8 rows
        Imported 0 new entries; 6 duplicates; 2 skipped (1 transfer, 1 excluded from totals)

        """)
    #expect(try sandbox.query(entriesSQL) == moneyForwardEntries)
  }

  @Test(arguments: Engine.available) func zaimKeepsIdenticalPaymentsAndAddsThemOnce(engine: Engine)
    throws
  {
    let sandbox = try Sandbox(engine: engine)
    let file = fixture("zaim.csv")
    let expectedOutput = """
      Read \(file): Zaim, UTF-8, 8 rows
      Imported 5 new entries (1 income); 0 duplicates; 3 skipped (1 transfer, 1 excluded from totals, 1 not a payment)
      Categories: 食費 → 🏠 生活費 (2), エンタメ → 🎮 娯楽費 (1), 仕事 → 💼 経費 (1)

      """
    #expect(try sandbox.ok("import", file) == expectedOutput)
    let expected = [
      ["1", "2026-11-01", "250", "livingCost", "ドトール / コーヒー", "食費", "expense"],
      ["2", "2026-11-01", "250", "livingCost", "ドトール / コーヒー", "食費", "expense"],
      ["3", "2026-11-02", "3600", "leisure", "TOHOシネマズ / レイトショー, 2本", "エンタメ", "expense"],
      ["4", "2026-11-03", "250000", "NULL", "", "給与", "income"],
      ["5", "2026-11-06", "2980", "expenses", "技術書", "その他", "expense"],
    ]
    #expect(try sandbox.query(entriesSQL) == expected)
    // Again, from standard input this time: the same rows, so nothing new.
    let again = try sandbox.run(
      ["import", "-"], stdinBytes: try #require(FileManager.default.contents(atPath: file)))
    #expect(again.status == 0)
    #expect(again.stderr == "")
    #expect(
      again.stdout.hasPrefix(
        "Read standard input: Zaim, UTF-8, 8 rows\nImported 0 new entries; 5 duplicates;"))
    #expect(try sandbox.query(entriesSQL) == expected)
  }

  /// A statement with ドトール twice on 11/01 and 本屋 on 11/02, exported again with its rows in
  /// another order, adds nothing; one that overlaps it adds only the row that is new.
  @Test(arguments: Engine.available) func theSameRowsInAnotherOrderAreImportedOnce(engine: Engine)
    throws
  {
    let sandbox = try Sandbox(engine: engine)
    let header = "利用日,利用店名,利用金額\n"
    let (coffee, book) = ("2026/11/01,ドトール,250\n", "2026/11/02,本屋,1800\n")
    let options = ["--date-col", "利用日", "--amount-col", "利用金額", "--memo-col", "利用店名"]
    for (rows, added, duplicates) in [
      ([coffee, coffee, book], 3, 0), ([book, coffee, coffee], 0, 3),
      ([coffee, book, coffee], 0, 3), ([coffee, book, coffee, coffee], 1, 3),
    ] {
      let file = sandbox.folder + "/statement.csv"
      try Data((header + rows.joined()).utf8).write(to: URL(fileURLWithPath: file))
      #expect(
        try sandbox.ok(["import", file] + options).hasPrefix(
          "Read \(file): CSV, UTF-8, \(rows.count) rows\n"
            + "Imported \(added) new entr\(added == 1 ? "y" : "ies"); \(duplicates) duplicates"))
    }
    #expect(
      try sandbox.query("SELECT date, memo FROM entries ORDER BY date, id") == [
        ["2026-11-01", "ドトール"], ["2026-11-01", "ドトール"], ["2026-11-01", "ドトール"],
        ["2026-11-02", "本屋"],
      ])
  }

  /// Half-width katakana in Shift_JIS are also valid UTF-8 (ﾃｽﾄｳ is ýĳ): the whole file
  /// decides, and --encoding names the encoding outright. The "Read" line says which it was.
  @Test(arguments: Engine.available) func halfWidthKatakanaInShiftJISAreReadAsShiftJIS(
    engine: Engine
  ) throws {
    let sandbox = try Sandbox(engine: engine)
    let file = sandbox.folder + "/card.csv"
    // date,shop,amount / 2026/11/01,ﾃｽﾄｳ,500 in Shift_JIS: the only bytes beyond ASCII are
    // the kana, which read as valid UTF-8 too.
    let bytes =
      Array("date,shop,amount\n2026/11/01,".utf8) + [0xC3, 0xBD, 0xC4, 0xB3] + Array(",500\n".utf8)
    try Data(bytes).write(to: URL(fileURLWithPath: file))
    let options = ["--date-col", "1", "--amount-col", "3", "--memo-col", "2", "-c", "fun"]
    #expect(
      try sandbox.ok(["import", file, "--dry-run"] + options) == """
        Read \(file): CSV, Shift_JIS, 1 row
        Dry run: would import 1 new entry; 0 duplicates; 0 skipped. Nothing was written.
        As they would be stored:
          #1  2026-11-01  🎮 娯楽費  ¥500  ﾃｽﾄｳ

        """)
    // The same from standard input, decided as the bytes come.
    let piped = try sandbox.run(["import", "-", "--dry-run"] + options, stdinBytes: Data(bytes))
    #expect(piped.stdout.contains("Read standard input: CSV, Shift_JIS, 1 row\n"))
    #expect(piped.stdout.hasSuffix("¥500  ﾃｽﾄｳ\n"))
    // Named, the file is read so, whatever it holds.
    let forced = try sandbox.ok(["import", file, "--dry-run", "--encoding", "UTF8"] + options)
    #expect(forced.hasPrefix("Read \(file): CSV, UTF-8, 1 row\n"))
    #expect(forced.contains("invalid") == false)
    #expect(
      try sandbox.ok(["import", file, "--encoding", "sjis"] + options).contains("1 new entry"))
    #expect(try sandbox.query("SELECT memo FROM entries") == [["ﾃｽﾄｳ"]])
  }

  /// A UTF-8 file with one byte that is not UTF-8 after its Japanese has proved it UTF-8: the
  /// detection, which stopped weighing Shift_JIS at the proof, reads the whole file again both
  /// ways, finds it breaks less as UTF-8, and the row with the byte is the one reported.
  @Test(arguments: Engine.available) func aStrayByteAfterUTF8IsProvedIsReportedOnItsRow(
    engine: Engine
  ) throws {
    let sandbox = try Sandbox(engine: engine)
    let file = sandbox.folder + "/card.csv"
    let bytes =
      Array("date,shop,amount\n2026/11/01,スーパー,500\n2026/11/02,コンビ".utf8) + [0xFF]
      + Array("ニ,300\n2026/11/03,ドラッグストア,200\n".utf8)
    try Data(bytes).write(to: URL(fileURLWithPath: file))
    let options = ["--date-col", "1", "--amount-col", "3", "--memo-col", "2", "-c", "fun"]
    let refused = try sandbox.run(["import", file] + options)
    #expect(refused.status == 65)
    #expect(
      refused.stderr == """
        kakeibo: line 3: memo "コンビ\u{FFFD}ニ": not valid UTF-8 text (the file reads as UTF-8; --encoding shift_jis reads it as Shift_JIS)
        kakeibo: file "\(file)": 1 problem on 1 row, so nothing was imported; fix them, or pass --skip-invalid to import the other rows

        """)
    let skipped = try sandbox.run(["import", file, "--skip-invalid"] + options)
    #expect(skipped.status == 0)
    #expect(
      skipped.stdout == """
        Read \(file): CSV, UTF-8, 3 rows
        Imported 2 new entries; 0 duplicates; 1 skipped (1 invalid)

        """)
    #expect(skipped.stderr.hasPrefix("kakeibo: line 3: memo \"コンビ\u{FFFD}ニ\": not valid UTF-8"))
    #expect(try sandbox.query("SELECT memo FROM entries ORDER BY id") == [["スーパー"], ["ドラッグストア"]])
  }

  /// kakeibo's own format saved in Shift_JIS (as Excel on a Japanese Windows saves it) is read
  /// in Shift_JIS, its encoding decided by its content as every format's is: half-width kana
  /// that are also valid UTF-8 (ﾃｽﾄｳ, ýĳ in UTF-8), and kanji that are not.
  @Test(arguments: Engine.available) func kakeibosFormatSavedInShiftJISIsReadAsShiftJIS(
    engine: Engine
  ) throws {
    let sandbox = try Sandbox(engine: engine)
    let kana = sandbox.folder + "/kana.csv"
    try Data(
      Array("id,date,amount,category,memo\n1,2026-11-01,100,fun,".utf8)
        + [0xC3, 0xBD, 0xC4, 0xB3, 0x0A]
    ).write(to: URL(fileURLWithPath: kana))
    // 生活費 and 家計簿 in Shift_JIS: not UTF-8 at all.
    let kanji = sandbox.folder + "/kanji.csv"
    try Data(
      Array("id,date,amount,category,memo\n1,2026-11-02,200,".utf8)
        + [0x90, 0xB6, 0x8A, 0x88, 0x94, 0xEF, 0x2C, 0x89, 0xC6, 0x8C, 0x76, 0x95, 0xEB, 0x0A]
    ).write(to: URL(fileURLWithPath: kanji))
    #expect(
      try sandbox.ok("import", kana) == """
        Read \(kana): kakeibo CSV, Shift_JIS, 1 row
        Imported 1 new entry; 0 duplicates; 0 skipped

        """)
    #expect(
      try sandbox.ok("import", kanji).hasPrefix("Read \(kanji): kakeibo CSV, Shift_JIS, 1 row\n"))
    #expect(
      try sandbox.query("SELECT date, category, memo FROM entries ORDER BY id") == [
        ["2026-11-01", "leisure", "ﾃｽﾄｳ"], ["2026-11-02", "livingCost", "家計簿"],
      ])
    // A UTF-8 export whose only letters beyond ASCII are in Latin words stays UTF-8.
    let cafe = sandbox.folder + "/cafe.csv"
    try "id,date,amount,category,memo\n1,2026-11-03,300,fun,Café au lait\n".write(
      toFile: cafe, atomically: true, encoding: .utf8)
    #expect(try sandbox.ok("import", cafe).hasPrefix("Read \(cafe): kakeibo CSV, UTF-8, 1 row\n"))
  }

  /// Bytes that read as well in UTF-8 as in Shift_JIS (a Latin word, and kana apart) are no
  /// guess to store: the file is refused, naming --encoding, and nothing is written.
  @Test(arguments: Engine.available) func aFileThatReadsAsWellInBothEncodingsIsRefused(
    engine: Engine
  ) throws {
    let sandbox = try Sandbox(engine: engine)
    let file = sandbox.folder + "/both.csv"
    try Data(
      Array("id,date,amount,category,memo\n1,2026-11-01,100,fun,Café\n2,2026-11-02,200,fun,".utf8)
        + [0xC3, 0xBD, 0xC3, 0xBE, 0x0A]
    ).write(to: URL(fileURLWithPath: file))
    #expect(
      try sandbox.run("import", file)
        == Run(
          status: 65, stdout: "",
          stderr:
            "kakeibo: file \"\(file)\": reads as well in UTF-8 as in Shift_JIS (\"Café\" in UTF-8 is \"Cafﾃｩ\" in Shift_JIS, \"ýþ\" in UTF-8 is \"ﾃｽﾃｾ\" in Shift_JIS), so kakeibo will not guess; name the encoding with --encoding utf-8 or --encoding shift_jis\n"
        ))
    #expect(!sandbox.ledgerExists)
    #expect(try sandbox.ok("import", file, "--encoding", "utf-8").contains("2 new entries"))
  }

  @Test(arguments: Engine.available) func anyCSVByColumnMappingWithBOMAndCRLF(engine: Engine) throws
  {
    let sandbox = try Sandbox(engine: engine)
    let file = fixture("card.csv")
    #expect(
      try sandbox.ok(
        "import", file, "--date-col", "利用日", "--amount-col", "3", "--category-col", "分類",
        "--memo-col", "利用店名", "--memo-col", "備考", "--map", "衣服=娯楽費")
          == """
          Read \(file): CSV, UTF-8, 3 rows
          Imported 3 new entries; 0 duplicates; 0 skipped
          Categories: コンビニ → 🏠 生活費 (1), 衣服 → 🎮 娯楽費 (1), 趣味 → 🎮 娯楽費 (1)

          """)
    #expect(
      try sandbox.query(entriesSQL) == [
        ["1", "2026-11-10", "1080", "livingCost", "セブン-イレブン", "NULL", "expense"],
        ["2", "2026-11-11", "8800", "leisure", "ABC Mart, 新宿 / 靴 (セール)", "NULL", "expense"],
        ["3", "2026-11-12", "7700", "leisure", "スポーツジム / 月会費", "NULL", "expense"],
      ])
  }

  @Test(arguments: Engine.available) func aFixedCategoryForAFileWithout(engine: Engine) throws {
    let sandbox = try Sandbox(engine: engine)
    try sandbox.ok(
      "import", fixture("card.csv"), "--from", "csv", "--date-col", "1", "--amount-col", "利用金額",
      "--category", "business")
    #expect(try sandbox.query("SELECT DISTINCT category, memo FROM entries") == [["expenses", ""]])
  }

  @Test(arguments: Engine.available) func oneBadLineAndNothingIsWritten(engine: Engine) throws {
    let sandbox = try Sandbox(engine: engine)
    try sandbox.ok("add", "500", "-c", "fun", "-m", "before")
    let path = sandbox.folder + "/one-bad.csv"
    try Data(
      "id,date,amount,category,memo\n1,2026-11-01,100,生活費,a\n2,2026-11-02,1.5,生活費,b\n3,2026-11-03,300,生活費,c\n"
        .utf8
    )
    .write(to: URL(fileURLWithPath: path))
    let result = try sandbox.run("import", path)
    #expect(result.status == 65)
    #expect(result.stdout == "")
    #expect(
      result.stderr == """
        kakeibo: line 3: amount "1.5": yen amounts are whole numbers; expected a whole number of yen from 1 to 999,999,999,999, such as 1200, 1,200, ¥1200, ￥1,200, 1200円 or １２００
        kakeibo: file "\(path)": 1 problem on 1 row, so nothing was imported; fix them, or pass --skip-invalid to import the other rows

        """)
    #expect(
      try sandbox.query(entriesSQL) == [
        ["1", "2026-11-15", "500", "leisure", "before", "NULL", "expense"]
      ])
  }

  @Test(arguments: Engine.available) func everyProblemOnEveryLineInOneRun(engine: Engine) throws {
    let sandbox = try Sandbox(engine: engine)
    let file = fixture("errors.csv")
    let problems = """
      kakeibo: line 3: date "2026-11-31": 2026-11 has 30 days, not 31; expected YYYY-MM-DD, YYYY/MM/DD, YYYYMMDD, 2024年5月1日 or R6.5.1
      kakeibo: line 4: amount "12.5": yen amounts are whole numbers; expected a whole number of yen from 1 to 999,999,999,999, such as 1200, 1,200, ¥1200, ￥1,200, 1200円 or １２００
      kakeibo: line 5: category "食費": no such category; expected 生活費 (living), 経費 (expenses, business), 娯楽費 (leisure, fun)
      kakeibo: line 7: field 3: text after the closing quote; a quoted field ends with " followed by a comma or the end of the line, and a quote inside it is doubled ("")

      """
    let refused = try sandbox.run("import", file)
    #expect(refused.status == 65)
    #expect(refused.stdout == "")
    #expect(
      refused.stderr == problems
        + "kakeibo: file \"\(file)\": 4 problems on 4 rows, so nothing was imported; fix them, or pass --skip-invalid to import the other rows\n"
    )
    // The ledger did not exist, and a refused import does not create it.
    #expect(!sandbox.ledgerExists)

    let skipping = try sandbox.run("import", file, "--skip-invalid")
    #expect(skipping.status == 0)
    #expect(skipping.stderr == problems)
    #expect(
      skipping.stdout == """
        Read \(file): kakeibo CSV, UTF-8, 7 rows
        Imported 3 new entries (1 refund); 0 duplicates; 4 skipped (4 invalid)

        """)
    #expect(
      try sandbox.query(entriesSQL) == [
        ["1", "2026-11-01", "1200", "livingCost", "スーパー", "NULL", "expense"],
        // -300 is the refund of an expense.
        ["2", "2026-11-04", "-300", "livingCost", "返品", "NULL", "expense"],
        ["3", "2026-11-06", "450", "expenses", "付箋", "NULL", "expense"],
      ])
  }

  @Test(arguments: Engine.available) func aDryRunShowsWhatWouldBeStoredAndWritesNothing(
    engine: Engine
  ) throws {
    let sandbox = try Sandbox(engine: engine)
    let file = fixture("zaim.csv")
    #expect(
      try sandbox.ok("import", file, "--dry-run", "--map", "食費=fun") == """
        Read \(file): Zaim, UTF-8, 8 rows
        Dry run: would import 5 new entries (1 income); 0 duplicates; 3 skipped (1 transfer, 1 excluded from totals, 1 not a payment). Nothing was written.
        Categories: 食費 → 🎮 娯楽費 (2), エンタメ → 🎮 娯楽費 (1), 仕事 → 💼 経費 (1)
        As they would be stored:
          #1  2026-11-01  🎮 娯楽費 › 食費  ¥250  ドトール / コーヒー
          #2  2026-11-01  🎮 娯楽費 › 食費  ¥250  ドトール / コーヒー
          #3  2026-11-02  🎮 娯楽費 › エンタメ  ¥3,600  TOHOシネマズ / レイトショー, 2本
          #4  2026-11-03  💴 収入 › 給与  ¥250,000
          #5  2026-11-06  💼 経費 › その他  ¥2,980  技術書

        """)
    // Not even the ledger file was created.
    #expect(!sandbox.ledgerExists)
  }

  @Test(arguments: Engine.available) func filesThatCannotBeImported(engine: Engine) throws {
    let sandbox = try Sandbox(engine: engine)
    let cases: [([String], Int32, String)] = [
      (
        ["import", sandbox.folder + "/missing.csv"], 66,
        "file \"\(sandbox.folder)/missing.csv\": no such file"
      ),
      (["import", sandbox.folder], 66, "file \"\(sandbox.folder)\": is a directory; pass a file"),
      (
        ["import", fixture("zaim.csv"), "--from", "moneyforward"], 65,
        "file \"\(fixture("zaim.csv"))\": a Money Forward ME file needs the columns 計算対象, 内容, 金額（円）, 大項目, which the header lacks"
      ),
      (
        ["import", fixture("card.csv"), "--date-col", "日付", "--amount-col", "3"], 65,
        "file \"\(fixture("card.csv"))\": --date-col 日付: the header has no such column; it has 利用日, 利用店名, 利用金額, 分類, 備考"
      ),
      (
        ["import", "x.csv", "--map", "食費"], 64,
        "option '--map' does not accept '食費'; expected SOURCE=CATEGORY or SOURCE=CATEGORY/内訳, such as --map 趣味・娯楽=娯楽費 or --map スタバ=娯楽費/カフェ (see 'kakeibo import --help')"
      ),
      (
        ["import", "x.csv", "--map", "食費=food"], 65,
        "category \"food\": no such category; expected 生活費 (living), 経費 (expenses, business), 娯楽費 (leisure, fun), the start of one, or its number 1-3"
      ),
      (
        ["import", "x.csv", "--from", "xml"], 64,
        "option '--from' does not accept 'xml'; expected 'kakeibo', 'moneyforward', 'zaim' or 'csv' (see 'kakeibo import --help')"
      ),
      (
        ["import", "x.csv", "--from", "zaim", "--memo-col", "2"], 64,
        "--memo-col is for --from csv, not --from zaim (see 'kakeibo import --help')"
      ),
      (
        ["import", "x.csv", "--amount-col", "2"], 64,
        "--from csv needs --date-col and --amount-col, such as --date-col 日付 --amount-col 金額 (see 'kakeibo import --help')"
      ),
      (
        ["import", "x.csv", "--date-col", "0", "--amount-col", "2"], 64,
        "option '--date-col' does not accept '0'; expected a column's name in the header, or its number from 1 (see 'kakeibo import --help')"
      ),
    ]
    for (arguments, status, message) in cases {
      let result = try sandbox.run(arguments)
      #expect(result.status == status, "\(arguments)")
      #expect(result.stdout == "")
      #expect(result.stderr == "kakeibo: " + message + "\n")
    }
    #expect(!sandbox.ledgerExists)
  }

  @Test(arguments: Engine.available) func aUTF16FileAndAnEmptyFileAreRefused(engine: Engine) throws
  {
    let sandbox = try Sandbox(engine: engine)
    let utf16 = try sandbox.run(["import", "-"], stdinBytes: Data([0xFF, 0xFE, 0x61, 0x00]))
    #expect(utf16.status == 65)
    #expect(
      utf16.stderr
        == "kakeibo: file \"-\": is UTF-16, which kakeibo does not read; save it as UTF-8 or Shift_JIS\n"
    )
    let empty = try sandbox.run(["import", "-"], stdinBytes: Data())
    #expect(empty.status == 65)
    #expect(
      empty.stderr
        == "kakeibo: file \"-\": is empty; expected a header row, then a row per expense\n")
    #expect(!sandbox.ledgerExists)
  }
}
