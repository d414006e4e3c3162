import KakeiboCore
import Messages
import Testing

@testable import KakeiboImport

private func fingerprints(_ rows: [ImportRow]) -> [Fingerprint] {
  rows.compactMap { row in
    if case .entry(_, let fingerprint) = row.outcome { return fingerprint }
    return nil
  }
}

private let moneyForward = """
  "計算対象","日付","内容","金額（円）","保有金融機関","大項目","中項目","メモ","振替","ID"\r
  "1","2026/11/05","スーパーマルエツ","-3,280","三井住友カード","食費","食料品","","0","mf-001"\r
  "1","2026/11/05","居酒屋 さくら","-4,500","三井住友カード","交際費","飲み会","同期と, 4人","0","mf-002"\r
  "1","2026/11/04","Amazon","-12,800","楽天カード","その他","事業経費","USB hub, ケーブル","0","mf-003"\r
  "1","2026/11/02","給与","300,000","みずほ銀行","収入","給与","","0","mf-005"\r
  "1","2026/11/01","楽天カード引き落とし","-50,000","みずほ銀行","未分類","未分類","","1","mf-006"\r
  "0","2026/11/01","立替","-2,000","現金","食費","外食","","0","mf-007"\r

  """

private let zaim = """
  日付,方法,カテゴリ,カテゴリの内訳,支払元,入金先,品目,メモ,お店,通貨,収入,支出,振替,残高調整,通貨変換前の金額,集計の設定
  2026-11-01,payment,食費,カフェ,現金,-,コーヒー,-,ドトール,JPY,0,250,0,0,250,常に集計に含める
  2026-11-01,payment,食費,カフェ,現金,-,コーヒー,-,ドトール,JPY,0,250,0,0,250,常に集計に含める
  2026-11-02,payment,エンタメ,映画,カード,-,-,"レイトショー, 2本",TOHOシネマズ,JPY,0,3600,0,0,3600,常に集計に含める
  2026-11-03,income,給与,-,-,銀行,-,-,-,JPY,250000,0,0,0,250000,常に集計に含める
  2026-11-03,transfer,-,-,銀行,現金,-,-,-,JPY,0,0,20000,0,20000,常に集計に含める
  2026-11-04,payment,日用雑貨,消耗品,現金,-,洗剤,-,マツキヨ,JPY,0,498,0,0,498,集計に含めない
  2026-11-05,balance,-,-,現金,-,-,-,-,JPY,0,0,0,-120,0,常に集計に含める
  2026-11-06,payment,その他,仕事,カード,-,書籍,-,-,JPY,0,2980,0,0,2980,常に集計に含める

  """

@Suite struct ImporterTests {
  @Test func readsMoneyForwardMEExpensesThatCount() throws {
    let (importer, rows) = try importRows(moneyForward)
    #expect(importer.format == .moneyforward)
    #expect(importer.rowCount == 6)
    #expect(
      rows.map(describe) == [
        "2: entry 2026-11-05 3280 livingCost/食費 スーパーマルエツ",
        "3: entry 2026-11-05 4500 leisure/交際費 居酒屋 さくら / 同期と, 4人",
        "4: entry 2026-11-04 12800 expenses/その他 Amazon / USB hub, ケーブル",
        "5: income 2026-11-02 300000 -/給与 給与",
        "6: skipped transfer",
        "7: skipped excluded",
      ])
    #expect(
      rows.compactMap(\.category).map { "\($0.source) \($0.origin)" } == [
        "食費 fallback", "交際費 defaultRule", "事業経費 defaultRule",
      ])
    // Fingerprinted by Money Forward ME's ID, whatever the other fields say.
    #expect(
      fingerprints(rows)[0]
        == RowFingerprinter(format: .moneyforward).fingerprint(sourceID: "mf-001"))
  }

  @Test func readsZaimPaymentsAndKeepsIdenticalRowsApart() throws {
    let (importer, rows) = try importRows(zaim, chunkSize: 7)
    #expect(importer.format == .zaim)
    #expect(
      rows.map(describe) == [
        "2: entry 2026-11-01 250 livingCost/食費 ドトール / コーヒー",
        "3: entry 2026-11-01 250 livingCost/食費 ドトール / コーヒー",
        "4: entry 2026-11-02 3600 leisure/エンタメ TOHOシネマズ / レイトショー, 2本",
        "5: income 2026-11-03 250000 -/給与 ",
        "6: skipped transfer",
        "7: skipped excluded",
        "8: skipped notAPayment",
        "9: entry 2026-11-06 2980 expenses/その他 書籍",
      ])
    let prints = fingerprints(rows)
    #expect(Set(prints).count == 5)
    #expect(try fingerprints(importRows(zaim).rows) == prints)
  }

  /// Money Forward ME's rows keep their 保有金融機関 as their source, Zaim's their 支払元 (or,
  /// for income, 入金先), kakeibo's export its source column.
  @Test func eachAppsRowsKeepTheirSource() throws {
    func sources(_ rows: [ImportRow]) -> [String] {
      rows.compactMap { row in
        guard case .entry(let draft, _) = row.outcome else { return nil }
        return draft.source?.name ?? "-"
      }
    }
    #expect(
      try sources(importRows(moneyForward).rows) == ["三井住友カード", "三井住友カード", "楽天カード", "みずほ銀行"])
    #expect(
      try sources(importRows(zaim).rows) == ["現金", "現金", "カード", "銀行", "カード"])
    let header = "id,date,amount,category,memo,subcategory,kind,source,ledger\n"
    let (_, rows) = try importRows(
      header + "1,2026-11-01,1200,生活費,a,,expense,ビューカード,\n"
        + "2,2026-11-01,1200,生活費,b,,expense,,\n")
    #expect(sources(rows) == ["ビューカード", "-"])
    // The source is not the row's identity: the same row without it has the same fingerprint.
    let (_, without) = try importRows(header + "1,2026-11-01,1200,生活費,a,,expense,,\n")
    #expect(fingerprints(without) == [fingerprints(rows)[0]])
    // A source with a control character is a problem of its row.
    let (_, bad) = try importRows(header + "1,2026-11-01,1200,生活費,a,,expense,\"x\ty\",\n")
    #expect(
      bad.map(\.outcome) == [
        .invalid([
          ImportProblem(
            line: 2, field: "source", value: "x\ty",
            reason: .invalid(.controlCharacter("U+0009", .source)))
        ])
      ])
  }

  @Test func readsKakeibosOwnExport() throws {
    let (importer, rows) = try importRows(
      "\u{FEFF}id,date,amount,category,memo\n7,2026-11-01,1200,生活費,\" spaced \"\n"
        + "8,2026-11-02,\"3,500\",娯楽費,\"映画, 2本\"\n9,2026-11-03,980,経費,")
    #expect(importer.format == .kakeibo)
    #expect(importer.encoding == .utf8)
    #expect(
      rows.map(describe) == [
        "2: entry 2026-11-01 1200 livingCost  spaced ",
        "3: entry 2026-11-02 3500 leisure 映画, 2本",
        "4: entry 2026-11-03 980 expenses ",
      ])
  }

  /// Fingerprints of date-sorted files, as the landed version (numbering identical rows
  /// within a date's run) computed them, so that what it imported is recognised after the
  /// upgrade.
  @Test func aDateSortedFileKeepsTheFingerprintsItAlwaysHad() throws {
    let kakeibo = """
      id,date,amount,category,memo
      1,2026-11-01,250,生活費,ドトール
      2,2026-11-01,250,生活費,ドトール
      3,2026-11-02,1800,生活費,本屋

      """
    #expect(
      try fingerprints(importRows(kakeibo).rows).map(\.description) == [
        "000b4a50f4f80512285f8c128a50ece7", "000b4a50f370649b0189823b75cffbc0",
        "000b4a515373348ac8627aadcdbcb0c2",
      ])
    let zaim = """
      日付,方法,カテゴリ,カテゴリの内訳,支払元,入金先,品目,メモ,お店,通貨,収入,支出,振替,残高調整,通貨変換前の金額,集計の設定
      2026-11-01,payment,食費,カフェ,-,-,コーヒー,-,ドトール,JPY,0,250,0,0,250,常に含める
      2026-11-01,payment,食費,カフェ,-,-,コーヒー,-,ドトール,JPY,0,250,0,0,250,常に含める
      2026-11-02,payment,趣味・娯楽,本,-,-,-,-,本屋,JPY,0,1800,0,0,1800,常に含める

      """
    #expect(
      try fingerprints(importRows(zaim).rows).map(\.description) == [
        "000b4a50aaa806c0e150ed7d7f188c6e", "000b4a501332d5790e54edc46e2c5a88",
        "000b4a5138e74b772a0301a310109094",
      ])
  }

  /// A statement with ドトール twice on 11/01 and 本屋 on 11/02, exported again with its rows
  /// in another order: the same fingerprints, so importing it again adds nothing; and an
  /// export that overlaps it adds only the row that is new.
  @Test func theSameRowsInAnotherOrderHaveTheSameFingerprints() throws {
    let header = "id,date,amount,category,memo\n"
    let first = "1,2026-11-01,250,生活費,ドトール\n"
    let second = "2,2026-11-01,250,生活費,ドトール\n"
    let book = "3,2026-11-02,1800,生活費,本屋\n"
    let statement = Set(try fingerprints(importRows(header + first + second + book).rows))
    for order in [[book, first, second], [first, book, second], [book, second, first]] {
      let history = HandedOn()
      let reordered = try importRows(header + order.joined(), history: history)
      #expect(Set(fingerprints(reordered.rows)) == statement, "\(order)")
    }
    let overlapping = try importRows(
      header + book + first + "4,2026-11-01,250,生活費,ドトール\n" + second)
    #expect(Set(fingerprints(overlapping.rows)).subtracting(statement).count == 1)
  }

  @Test func readsTheLedgerItWasExportedFromAndRestoresNeutralizedMemos() throws {
    let ledger = "0123456789abcdef0123456789abcdef"
    let text = """
      id,date,amount,category,memo,ledger
      7,2026-11-01,250,生活費,"'=HYPERLINK(""http://example.invalid"")",\(ledger)
      8,2026-11-01,250,生活費,''-1,\(ledger.uppercased())
      9,2026-11-02,100,生活費,'plain,
      10,2026-11-03,100,生活費,x,not-a-ledger

      """
    let (_, rows) = try importRows(text)
    let identity = try #require(LedgerIdentity(ledger))
    #expect(
      rows.map(describe) == [
        "2: entry 2026-11-01 250 livingCost =HYPERLINK(\"http://example.invalid\")",
        "3: entry 2026-11-01 250 livingCost '-1",
        "4: entry 2026-11-02 100 livingCost 'plain",
        "5: invalid ledger \"not-a-ledger\": not a ledger's identity; expected the 32 "
          + "hexadecimal digits that kakeibo export writes, or nothing",
      ])
    #expect(
      rows.map(\.exported) == [
        ExportedEntry(ledger: identity, id: 7), ExportedEntry(ledger: identity, id: 8), nil, nil,
      ])
    // Without the ledger column (an export older than the column), cells are as written and
    // fingerprints as they always were; with it, the ledger is part of the fingerprint.
    let old = try importRows("id,date,amount,category,memo\n7,2026-11-01,250,生活費,'=x\n")
    #expect(old.rows.map(describe) == ["2: entry 2026-11-01 250 livingCost '=x"])
    #expect(old.rows.map(\.exported) == [nil])
    let tagged = try importRows("id,date,amount,category,memo,ledger\n7,2026-11-01,250,生活費,'=x,\n")
    let other = try importRows(
      "id,date,amount,category,memo,ledger\n7,2026-11-01,250,生活費,'=x,\(ledger)\n")
    let untagged = try importRows("id,date,amount,category,memo\n7,2026-11-01,250,生活費,=x\n")
    #expect(fingerprints(tagged.rows) == fingerprints(untagged.rows))
    #expect(fingerprints(other.rows) != fingerprints(tagged.rows))
  }

  @Test func readsAnyCSVByItsColumns() throws {
    let text = """
      利用日,利用店名,利用金額,分類,備考
      2026/11/10,セブン-イレブン,"1,080",コンビニ,
      2026/11/11,"ABC Mart, 新宿",8800,衣服,"靴
      (セール)"
      2026/11/12,スポーツジム,7700,趣味,月会費
      """
    let columns = ColumnMapping(
      date: .name("利用日"), amount: .number(3), category: .name("分類"),
      memo: [.number(2), .name("備考")])
    let (_, rows) = try importRows(
      text,
      options: ImportOptions(
        format: .csv, mapping: CategoryMapping(rules: [("衣服", .leisure)]), columns: columns))
    #expect(
      rows.map(describe) == [
        "2: entry 2026-11-10 1080 livingCost セブン-イレブン",
        "3: entry 2026-11-11 8800 leisure ABC Mart, 新宿 / 靴 (セール)",
        "5: entry 2026-11-12 7700 leisure スポーツジム / 月会費",
      ])
  }

  @Test func aCSVWithoutAHeaderIsAllData() throws {
    let columns = ColumnMapping(
      date: .number(1), amount: .number(2), fixedCategory: .expenses, hasHeader: false)
    let (importer, rows) = try importRows(
      "2026-11-01,500\n2026-11-02,600\n", options: ImportOptions(format: .csv, columns: columns))
    #expect(importer.rowCount == 2)
    #expect(
      rows.map(describe) == [
        "1: entry 2026-11-01 500 expenses ", "2: entry 2026-11-02 600 expenses ",
      ])
  }

  @Test func reportsEveryProblemOfEveryRow() throws {
    let text = """
      id,date,amount,category,memo
      1,2026-11-01,1200,生活費,スーパー
      2,2026-11-31,12.5,食費,ok
      3,2026-11-02,500
      4,2026-11-03,"1"2,生活費,x
      5,11/04,800,fun,"bell\u{07}"
      """
    let (_, rows) = try importRows(text)
    #expect(
      rows.map(describe) == [
        "2: entry 2026-11-01 1200 livingCost スーパー",
        "3: invalid date \"2026-11-31\": 2026-11 has 30 days, not 31; expected "
          + AcceptedForms.fileDate.english
          + " | amount \"12.5\": yen amounts are whole numbers; expected "
          + AcceptedForms.amount.english + " | category \"食費\": no such category; expected "
          + AcceptedForms.categories.english,
        "4: invalid category: missing: the row has 3 fields | memo: missing: the row has 3 fields",
        "5: invalid field 3: text after the closing quote; a quoted field ends with \" followed "
          + "by a comma or the end of the line, and a quote inside it is doubled (\"\")",
        "6: invalid date \"11/04\": not a full date; expected YYYY-MM-DD, YYYY/MM/DD, YYYYMMDD, 2024年5月1日 or R6.5.1 | memo "
          + "\"bell\\u{7}\": contains the control character U+0007; a memo is one line of "
          + "printable text, up to 500 characters",
      ])
  }

  @Test func aRowWithMoreFieldsThanTheHeaderIsAProblemUnlessTheyAreEmpty() throws {
    let text = """
      id,date,amount,category,memo
      1,2026-11-01,1200,生活費,USB hub, cable
      2,2026-11-02,300,生活費,ok,,
      """
    let (_, rows) = try importRows(text)
    #expect(
      rows.map(describe) == [
        "2: invalid the row has 6 fields and the header 5; a field that holds a comma must be "
          + "in double quotes",
        "3: entry 2026-11-02 300 livingCost ok",
      ])
  }

  @Test func reportsMoneyForwardFlagsThatAreNeitherZeroNorOne() throws {
    let text = """
      計算対象,日付,内容,金額（円）,大項目,振替
      yes,2026/11/01,x,-100,食費,2
      0,2026/11/01,x,-100,食費,x
      """
    let (_, rows) = try importRows(text)
    #expect(
      rows.map(describe) == [
        "2: invalid 計算対象 \"yes\": expected 1 (counted) or 0 (not counted) | 振替 \"2\": "
          + "expected 1 (a transfer) or 0 (not a transfer)",
        "3: invalid 振替 \"x\": expected 1 (a transfer) or 0 (not a transfer)",
      ])
  }

  @Test func decodesShiftJISAndReportsBytesThatAreNot() throws {
    // date,amount,category,memo / 2026-11-01,100,生活費,家計簿 / 2026-11-02,200,生活費,<81 20>
    let header = Array("date,amount,category,memo\n".utf8)
    let living: [UInt8] = [0x90, 0xB6, 0x8A, 0x88, 0x94, 0xEF]
    let first =
      Array("2026-11-01,100,".utf8) + living + [0x2C, 0x89, 0xC6, 0x8C, 0x76, 0x95, 0xEB, 0x0A]
    let second = Array("2026-11-02,200,".utf8) + living + [0x2C, 0x81, 0x20, 0x0A]
    let columns = ColumnMapping(
      date: .number(1), amount: .number(2), category: .number(3), memo: [.number(4)])
    for encoding in [EncodingChoice.asTheBytesCome, .detected(.shiftJIS), .forced(.shiftJIS)] {
      let (importer, rows) = try importRows(
        header + first + second,
        options: ImportOptions(format: .csv, columns: columns, encoding: encoding), chunkSize: 5)
      #expect(importer.encoding == .shiftJIS)
      #expect(
        rows.map(describe) == [
          "2: entry 2026-11-01 100 livingCost 家計簿",
          "3: invalid memo \"\u{FFFD} \": not valid Shift_JIS text (the file reads as Shift_JIS; "
            + "--encoding utf-8 reads it as UTF-8)",
        ])
    }
  }

  /// kakeibo's own export is read in the encoding its bytes are in, as every format is: saved
  /// again by a spreadsheet on Windows, it is Shift_JIS.
  @Test func kakeibosOwnExportIsReadInTheEncodingItIsIn() throws {
    // ﾃｽﾄｳ in Shift_JIS, which is ýĳ in UTF-8 (ĳ is no letter of a Japanese ledger).
    let kana: [UInt8] = [0xC3, 0xBD, 0xC4, 0xB3, 0x0A]
    let export = Array("id,date,amount,category,memo\n1,2026-11-01,100,fun,".utf8) + kana
    let other = Array("date,amount,memo\n2026-11-01,100,".utf8) + kana
    let cafe = Array("id,date,amount,category,memo\n1,2026-11-01,100,fun,Café\n".utf8)
    let csv = ImportOptions(
      format: .csv,
      columns: ColumnMapping(
        date: .number(1), amount: .number(2), memo: [.number(3)], fixedCategory: .leisure))
    let cases: [([UInt8], ImportOptions, String, SourceEncoding)] = [
      (export, ImportOptions(), "ﾃｽﾄｳ", .shiftJIS),
      (export, ImportOptions(encoding: .detected(.shiftJIS)), "ﾃｽﾄｳ", .shiftJIS),
      (export, ImportOptions(encoding: .forced(.utf8)), "ýĳ", .utf8),
      (other, csv, "ﾃｽﾄｳ", .shiftJIS),
      // é touches Latin letters: a word of UTF-8, not the kana ﾃｩ.
      (cafe, ImportOptions(), "Café", .utf8),
    ]
    for (bytes, options, memo, encoding) in cases {
      let (importer, rows) = try importRows(bytes, options: options)
      #expect(importer.encoding == encoding)
      #expect(rows.map(describe) == ["2: entry 2026-11-01 100 leisure " + memo])
    }
  }

  /// A file whose bytes read as well in both encodings (a Latin word, and kana apart) is
  /// refused rather than read by a guess.
  @Test func aFileThatReadsAsWellInBothIsRefused() throws {
    let bytes =
      Array("id,date,amount,category,memo\n1,2026-11-01,100,fun,Café\n".utf8)
      + Array("2,2026-11-02,200,fun,".utf8) + [0xC3, 0xBD, 0xC3, 0xBE, 0x0A]
    #expect(
      throws: ImportError.ambiguousEncoding([
        AmbiguousReading(utf8: "Café", shiftJIS: "Cafﾃｩ"),
        AmbiguousReading(utf8: "ýþ", shiftJIS: "ﾃｽﾃｾ"),
      ])
    ) { try importRows(bytes) }
    let (importer, _) = try importRows(bytes, options: ImportOptions(encoding: .forced(.utf8)))
    #expect(importer.encoding == .utf8)
  }

  /// Standard input is read once: when the rest of it reads otherwise than its first
  /// characters did, the import is refused rather than half of it read wrong.
  @Test func aStreamThatTurnsOutToBeInAnotherEncodingIsRefused() throws {
    // Two-byte UTF-8 (or Shift_JIS half-width kana, ﾃｩ) apart first, then a three-byte UTF-8
    // character.
    let bytes =
      Array("2026-11-01,100,".utf8) + [0xC3, 0xA9, 0x0A] + Array("2026-11-02,1,x\n".utf8)
      + Array("2026-11-03,2,日本\n".utf8)
    var options = ImportOptions(
      format: .csv,
      columns: ColumnMapping(
        date: .number(1), amount: .number(2), memo: [.number(3)], fixedCategory: .leisure,
        hasHeader: false))
    #expect(throws: ImportError.encodingChanged(first: .shiftJIS, whole: .utf8)) {
      try importRows(bytes, options: options, chunkSize: 24)
    }
    // Read whole, or named, it is UTF-8 from the start.
    for encoding in [EncodingChoice.detected(.utf8), .forced(.utf8)] {
      options.encoding = encoding
      let (importer, rows) = try importRows(bytes, options: options, chunkSize: 24)
      #expect(importer.encoding == .utf8)
      #expect(rows.map(describe).first == "1: entry 2026-11-01 100 leisure é")
    }
  }

  @Test func aHeaderLongerThanARowCanBeIsSaidSo() {
    let long = String(repeating: "x", count: CSVReader.maximumRecordLength + 1)
    #expect(throws: ImportError.headerTooLong) { try importRows(long + "\n1\n") }
  }

  @Test func refusesFilesItCannotRead() {
    #expect(throws: ImportError.empty) { try importRows("") }
    #expect(throws: ImportError.empty) { try importRows("\n\n") }
    #expect(
      throws: ImportError.noTable(
        TableSearch(
          searchedLines: 2, nearestLine: nil, nearest: [], hasDate: false, hasAmount: false,
          options: nil))
    ) { try importRows("a, b \n1,2\n") }
    #expect(throws: ImportError.missingColumns(["内容", "金額（円）"], format: .moneyforward)) {
      try importRows("計算対象,日付,大項目,振替\n", options: ImportOptions(format: .moneyforward))
    }
    #expect(
      throws: ImportError.noSuchColumn(option: "--amount-col", name: "金額", header: ["日付", "額"])
    ) {
      try importRows(
        "日付,額\n",
        options: ImportOptions(
          format: .csv, columns: ColumnMapping(date: .number(1), amount: .name("金額"))))
    }
    #expect(throws: ImportError.columnOutOfRange(option: "--date-col", number: 3, width: 2)) {
      try importRows(
        "日付,額\n",
        options: ImportOptions(
          format: .csv, columns: ColumnMapping(date: .number(3), amount: .number(2))))
    }
  }
}
