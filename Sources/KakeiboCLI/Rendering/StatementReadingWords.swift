import KakeiboCore
import KakeiboImport
import Wording

/// What `kakeibo import` says of how it read a statement: the mapping a dry run shows before
/// the rows, and, when it finds no table, what it understood and the options that would read
/// the file, one line per point. The import module says these as data (`TableMapping`,
/// `TableSearch`); here they are worded.
enum StatementReadingWords {
  /// A column's role, as the lines name it.
  static func role(_ role: ColumnRole) -> Phrase {
    switch role {
    case .date: Phrase(en: "date", ja: "日付")
    case .year: Phrase(en: "year", ja: "年")
    case .month: Phrase(en: "month", ja: "月")
    case .day: Phrase(en: "day", ja: "日")
    case .otherDate: Phrase(en: "other date", ja: "別の日付")
    case .description: Phrase(en: "description", ja: "内容")
    case .detail: Phrase(en: "detail", ja: "内容の続き")
    case .withdrawal: Phrase(en: "withdrawal", ja: "出金")
    case .deposit: Phrase(en: "deposit", ja: "入金")
    case .signedAmount: Phrase(en: "signed amount", ja: "入出金")
    case .billed: Phrase(en: "billed", ja: "請求額")
    case .refund: Phrase(en: "refund", ja: "払戻")
    case .balance: Phrase(en: "balance", ja: "残高")
    case .user: Phrase(en: "user", ja: "利用者")
    case .paymentKind: Phrase(en: "payment kind", ja: "支払区分")
    case .memo: Phrase(en: "memo", ja: "メモ")
    case .kind: Phrase(en: "kind", ja: "種別")
    case .correction: Phrase(en: "correction", ja: "訂正")
    case .fee: Phrase(en: "fee", ja: "手数料")
    case .status: Phrase(en: "status", ja: "状態")
    }
  }

  /// `日付=date, 摘要=description`: the columns and their roles.
  private static func columns(
    _ columns: [(name: String, role: ColumnRole?)], in language: Language
  ) -> String {
    columns.map { column in
      VisibleText.of(column.name)
        + (column.role.map { "=" + role($0).text(in: language) }
          ?? Phrase(en: " (unknown)", ja: "（不明）").text(in: language))
    }.joined(separator: language == .japanese ? "、" : ", ")
  }

  // MARK: The mapping

  /// The lines a dry run shows of how `importer` read its statement's table; none for another
  /// format.
  static func mapping(of importer: Importer, in language: Language) -> [String] {
    guard case .statement(let layout)? = importer.format, let mapping = importer.tableMapping
    else { return [] }
    return Self.mapping(
      mapping, layout: layout, dateSample: importer.dateSample, tableEnd: importer.tableEnd,
      in: language)
  }

  /// The lines a dry run shows of how a statement's table is read.
  static func mapping(
    _ mapping: TableMapping, layout: StatementLayout, dateSample: DateSample?,
    tableEnd: (line: Int, text: String)?, in language: Language
  ) -> [String] {
    var lines: [String] = []
    if let line = mapping.headerLine {
      let known = mapping.columns.map { (name: $0.name, role: Optional($0.role)) }
      var text =
        Phrase(en: "Table: header on line \(line): ", ja: "表: \(line) 行目が見出し: ").text(in: language)
        + columns(known, in: language)
      let unknown = mapping.unknownColumns.map(\.name)
      if !unknown.isEmpty {
        text +=
          Phrase(en: "; not read: ", ja: "。読まない列: ").text(in: language)
          + unknown.map(VisibleText.of).joined(separator: language == .japanese ? "、" : ", ")
      }
      lines.append(text)
    } else {
      lines.append(
        mapping.kind == .bank
          ? Phrase(
            en: "Table: no header; each row is read by the columns of its first: the date, the "
              + "description, money out and money in side by side (out first), then the balance",
            ja: "表: 見出しなし。各行を最初の行の列で読みます: 日付、内容、並んだ出金と入金（出金が先）、"
              + "その後に残高"
          ).text(in: language)
          : Phrase(
            en: "Table: no header; each row is read by its cells: its earliest date with a year, "
              + "the text after it as the description, the first amount after the date as what "
              + "was used",
            ja: "表: 見出しなし。各行をセルの種類で読みます: 年のあるいちばん早い日付、その後の文字を内容、"
              + "日付の後の最初の金額を利用額とします"
          ).text(in: language))
    }
    lines.append(meaning(of: mapping).text(in: language))
    if let sample = dateSample {
      let (column, text) = (VisibleText.of(sample.column), VisibleText.of(sample.text))
      // A column without a name is numbered: `field 1`, `1 列目`.
      let japaneseColumn = UnnamedColumn.number(in: sample.column).map { "\($0) 列目" } ?? column
      if let date = sample.date {
        lines.append(
          Phrase(
            en: "Dates in \(column) look like \(text): read as \(date)",
            ja: "\(japaneseColumn) の日付は \(text) のように書かれています: \(date) と読みます"
          ).text(in: language))
      } else {
        lines.append(
          Phrase(
            en: "Dates in \(column) look like \(text): not read; a date is written such as "
              + "2024/05/01, 20240501, 2024年5月1日 or R6.5.1",
            ja: "\(japaneseColumn) の日付は \(text) のように書かれています: 読めません。日付は 2024/05/01、"
              + "20240501、2024年5月1日、R6.5.1 のように書きます"
          ).text(in: language))
      }
    }
    let roles = Set(mapping.columns.map(\.role))
    if mapping.headerLine != nil, !roles.contains(.description) {
      lines.append(
        Phrase(
          en: "No description column: the entries have no memo",
          ja: "内容の列がありません: 記録にメモは付きません"
        ).text(in: language))
    }
    if mapping.kind == .bank, !roles.contains(.deposit), !roles.contains(.signedAmount) {
      lines.append(
        Phrase(
          en: "No column of deposits: every row is money out",
          ja: "入金の列がありません: どの行も出金です"
        ).text(in: language))
    }
    if layout.source == nil {
      lines.append(
        Phrase(
          en: "The file names no bank or card: --source NAME gives its entries one",
          ja: "ファイルに銀行やカードの名前がありません: --source 名前 で記録に付けられます"
        ).text(in: language))
    }
    if let tableEnd {
      let what = tableEnd.text.isEmpty ? nil : VisibleText.of(tableEnd.text)
      lines.append(
        Phrase(
          en: "The table ends on line \(tableEnd.line)"
            + (what.map { " (\($0))" } ?? " (after a total)")
            + "; the lines after it are not imported",
          ja: "表は \(tableEnd.line) 行目で終わります" + (what.map { "（\($0)）" } ?? "（合計の後）")
            + "。それ以降の行は取り込みません"
        ).text(in: language))
    }
    return lines
  }

  /// What the rows of a table read by `mapping` mean.
  private static func meaning(of mapping: TableMapping) -> Phrase {
    let signed =
      switch mapping.sign {
      case .positiveIn?:
        Phrase(en: "; one signed column, positive for money in", ja: "。入出金は 1 列で、正が入金")
      case .positiveOut?:
        Phrase(en: "; one signed column, positive for a use", ja: "。金額は 1 列で、正が利用")
      case nil: Phrase(en: "", ja: "")
      }
    switch mapping.kind {
    case .bank:
      return Phrase(
        en: "Rows: a bank's statement: a withdrawal is an expense and a deposit income; card "
          + "bills, moves between your own accounts, cash and e-money charges are transfers"
          + signed.english,
        ja: "行: 銀行の明細です。出金は支出、入金は収入です。カードの引き落とし、自分の口座間の移動、"
          + "現金の引き出し、電子マネーのチャージは振替です" + signed.japanese)
    case .card:
      return Phrase(
        en: "Rows: a card's statement: a use is an expense and money back a refund; a row paid "
          + "at once counts what is billed, an instalment what was used; e-money charges and "
          + "bill payments are transfers" + signed.english,
        ja: "行: カードの明細です。利用は支出、返金は返金です。一括払いの行は請求額、分割払いの行は"
          + "利用額を記録します。電子マネーのチャージと支払いは振替です" + signed.japanese)
    }
  }

  // MARK: No table

  /// The first line of the refusal of a file in which no table was found.
  static func noTable(_ search: TableSearch) -> Phrase {
    Phrase(
      en: "no table found in its first \(search.searchedLines) "
        + (search.searchedLines == 1 ? "line" : "lines")
        + ": no line names a date column and an amount column, or is a row of dates and amounts",
      ja: "最初の \(search.searchedLines) 行に表が見つかりません。日付の列と金額の列を名付ける行も、"
        + "日付と金額の行もありません")
  }

  /// What was understood of a file in which no table was found, and the options that would
  /// read it: the lines after the refusal's first.
  static func explanation(_ search: TableSearch, in language: Language) -> [String] {
    var lines: [String] = []
    if let line = search.nearestLine {
      let known = search.nearest.map { (name: $0.name, role: $0.role) }
      var text =
        Phrase(
          en: "line \(line) is the nearest to a header: ", ja: "見出しにいちばん近いのは \(line) 行目: "
        ).text(in: language) + columns(known, in: language)
      let missing = [
        search.hasDate ? nil : Phrase(en: "no date column", ja: "日付の列がありません"),
        search.hasAmount ? nil : Phrase(en: "no amount column", ja: "金額の列がありません"),
      ].compactMap { $0?.text(in: language) }
      if !missing.isEmpty {
        text +=
          (language == .japanese ? "。" : "; ")
          + missing.joined(separator: language == .japanese ? "、" : ", ")
      }
      lines.append(text)
    } else {
      lines.append(
        Phrase(
          en: "no line names a column kakeibo knows (such as 日付, 利用日, 摘要, 利用金額, お引出し)",
          ja: "kakeibo の知る列名（日付、利用日、摘要、利用金額、お引出し など）を名付ける行がありません"
        ).text(in: language))
    }
    if let options = search.options {
      var words = ["--from", "csv", "--date-col", options.date, "--amount-col", options.amount]
      if let income = options.income { words += ["--income-col", income] }
      for memo in options.memo { words += ["--memo-col", memo] }
      if options.noHeader { words.append("--no-header") }
      if options.noHeader, options.skipLines > 0 {
        words += ["--skip-lines", String(options.skipLines)]
      }
      let command = words.map { word in
        word.contains(where: { " '\"".contains($0) }) ? "'" + word + "'" : word
      }.joined(separator: " ")
      lines.append(
        Phrase(
          en: "these options would read it: " + ShownText.of(command),
          ja: "次のオプションで読めます: " + ShownText.of(command)
        ).text(in: language))
    } else {
      lines.append(
        Phrase(
          en: "name its columns with --from csv --date-col COL --amount-col COL (by name or "
            + "number from 1)",
          ja: "--from csv --date-col 列 --amount-col 列 で列を指定してください（名前か 1 から数えた番号）"
        ).text(in: language))
    }
    if search.searchedLines >= Importer.tableSearchLimit {
      lines.append(
        Phrase(
          en: "if its table starts further down, --skip-lines N passes over the lines before it",
          ja: "表がもっと後にあるなら、--skip-lines N でその前の行を飛ばせます"
        ).text(in: language))
    }
    return lines
  }
}

/// How a statement's table was read, on standard error, when its rows are refused for their
/// problems: what was understood beside what was not.
enum RefusedReading {
  static func write(_ importer: Importer, to context: Context) throws {
    let lines = StatementReadingWords.mapping(of: importer, in: context.language)
    guard !lines.isEmpty else { return }
    try context.errorOutput.writeLine(
      "kakeibo: "
        + Phrase(en: "the table was read so:", ja: "表はこう読みました:").text(in: context.language))
    for line in lines { try context.errorOutput.writeLine("  " + line) }
  }
}

/// The refusal of a file in which no table was found, on standard error: its first line as
/// every refusal's (`kakeibo: file "…": no table found …`), then one line per point of what
/// was understood and the options that would read it.
enum NoTableReport {
  static func write(file: String, _ search: TableSearch, to context: Context) throws {
    let error = CommandError.importFailed(file: file, .noTable(search))
    let message = Failure.describe(error, language: context.language).message ?? ""
    try context.errorOutput.writeLine("kakeibo: " + message)
    for line in StatementReadingWords.explanation(search, in: context.language) {
      try context.errorOutput.writeLine("  " + line)
    }
  }
}
