import ArgumentParsing
import KakeiboCore
import KakeiboImport
import KakeiboStore
import TerminalUI
import Wording

/// `kakeibo import FILE`: brings in the expenses of kakeibo's own export, Money Forward ME,
/// Zaim, a bank's or card company's statement, or any CSV, in one transaction, adding nothing
/// twice.
enum Import: Command {
  static let name = "import"

  static let file = Argument<String>(
    Placeholder.file,
    help: Phrase(
      en: "The file to read; - for standard input", ja: "読むファイルです。- で標準入力を読みます"),
    completion: .files
  ) { text, _ in text }

  static let from = Option<ImportFormat>(
    "from", valueName: Placeholder.format,
    help: Phrase(
      en: "kakeibo, moneyforward, zaim or csv (default: recognized from the content)",
      ja: "kakeibo・moneyforward・zaim・csv のどれかです（省略時: 中身から判断します）"),
    completion: .words(ImportFormat.named.map { $0.name })
  ) { text, _ in
    guard let format = ImportFormat(name: text.lowercased()) else {
      throw ValueExpectation.oneOf(ImportFormat.named.map { $0.name })
    }
    return format
  }

  static let map = Repeatable<CategoryMapping.Rule>(
    "map", valueName: Phrase(en: "SOURCE=CATEGORY", ja: "元=区分"),
    help: Phrase(
      en: "Put the app's category SOURCE, or a statement's rows whose memo holds SOURCE, in "
        + "CATEGORY (repeatable), with a 内訳 after a /: such as --map 食費=娯楽費 or --map "
        + "AMAZON=経費/通販",
      ja: "アプリの区分「元」や、メモに「元」を含む明細の行を、この区分に入れます（何度でも指定"
        + "できます）。/ のあとに内訳も書けます: --map 食費=娯楽費、--map AMAZON=経費/通販 など")
  ) { text, _ in try mappingRule(text) }

  static let transfer = Repeatable<String>(
    "transfer", valueName: Phrase(en: "PATTERN", ja: "パターン"),
    help: Phrase(
      en: "A statement's row whose description holds PATTERN is a transfer between your own "
        + "accounts, not spending (repeatable)",
      ja: "摘要にこのパターンを含む明細の行は、支出ではなく自分の口座の間の振替です（何度でも指定"
        + "できます）")
  ) { text, _ in
    guard !TextNormalization.trimmed(text).isEmpty else {
      throw ValueExpectation.described(
        Phrase(
          en: "a pattern that a transfer's description holds, such as --transfer ヤマダタロウ",
          ja: "振替の摘要に含まれるパターン（--transfer ヤマダタロウ など）"))
    }
    return text
  }

  static let keepMatches = Flag(
    "keep-matches",
    help: Phrase(
      en: "Import statement rows that are entries typed by hand already",
      ja: "手で入力済みの記録にあたる明細の行も取り込みます"))

  static let year = Option<Int>(
    "year", valueName: Placeholder.year,
    help: Phrase(
      en: "The year of dates without one; default: the latest that puts each on or before the "
        + "statement's end, or today",
      ja: "年のない日付の年です（省略時: それぞれが明細の終わり、なければ今日かそれより前になる"
        + "一番新しい年）")
  ) { text, _ in try YearMonth.parseYear(text) }

  static let source = Option<EntrySource>(
    "source", valueName: Phrase(en: "NAME", ja: "名前"),
    help: Phrase(
      en: "The bank, card or account the rows come from: a statement's, instead of the one it "
        + "names, or a --from csv file's",
      ja: "行の取り込み元の銀行・カード・口座です。明細が示すものの代わりに、または --from csv "
        + "のファイルの取り込み元として使います")
  ) { text, _ in
    guard let source = try EntrySource(validating: text) else {
      throw ValueExpectation.described(
        Phrase(
          en: "the name of a bank, card or account, such as --source 三井住友カード",
          ja: "銀行・カード・口座の名前（--source 三井住友カード など）"))
    }
    return source
  }

  static let skipLines = Option<Int>(
    "skip-lines", valueName: Placeholder.number,
    help: Phrase(
      en: "Pass over the first N lines before looking for the table",
      ja: "表を探す前に、最初のこの数の行を飛ばします")
  ) { text, _ in
    let folded = TextNormalization.folded(text)
    guard !folded.isEmpty, folded.allSatisfy({ ("0"..."9").contains($0) }),
      let lines = Int(folded)
    else {
      throw ValueExpectation.described(
        Phrase(
          en: "a whole number of lines from 0, such as 5", ja: "0 以上の整数の行数（5 など）"))
    }
    return lines
  }

  static let encoding = Option<SourceEncoding>(
    "encoding", valueName: Phrase(en: "ENCODING", ja: "文字コード"),
    help: Phrase(
      en: "utf-8 or shift_jis (also utf8, sjis, cp932): read the file so (default: decided from "
        + "the file's bytes)",
      ja: "utf-8 か shift_jis（utf8、sjis、cp932 も使えます）で、ファイルをその文字コードで"
        + "読みます（省略時: ファイルのバイトから判断します）"),
    completion: .words(SourceEncoding.allCases.map { $0.optionValue })
  ) { text, _ in
    guard let encoding = SourceEncoding(optionValue: text) else {
      throw ValueExpectation.oneOf(SourceEncoding.allCases.map { $0.optionValue })
    }
    return encoding
  }

  static let dryRun = Flag(
    "dry-run",
    help: Phrase(
      en: "Show what would be imported, and write nothing",
      ja: "何が取り込まれるかを表示するだけで、何も書き込みません"))

  static let skipInvalid = Flag(
    "skip-invalid",
    help: Phrase(
      en: "Import the valid rows even when others have problems",
      ja: "問題のある行があっても、正しい行を取り込みます"))

  /// A column option of `--from csv`: a header's name, or a number from 1.
  static func columnOption(_ name: String, help: Phrase) -> Option<ColumnMapping.Column> {
    Option(name, valueName: Placeholder.column, help: help) { text, _ in try column(text) }
  }

  static let dateColumn = columnOption(
    "date-col",
    help: Phrase(
      en: "csv: the date column, by header name or number from 1",
      ja: "csv: 日付の列です（見出しの名前か、1 から数えた番号）"))
  static let amountColumn = columnOption(
    "amount-col",
    help: Phrase(en: "csv: the amount column (whole yen)", ja: "csv: 金額の列です（整数の円）"))
  static let incomeColumn = columnOption(
    "income-col",
    help: Phrase(
      en: "csv: a bank's deposits column (income), beside --amount-col's withdrawals",
      ja: "csv: 銀行の入金の列（収入）です。--amount-col の出金と並べて使います"))
  static let categoryColumn = columnOption(
    "category-col", help: Phrase(en: "csv: the category column", ja: "csv: 区分の列です"))
  static let subcategoryColumn = columnOption(
    "sub-col", help: Phrase(en: "csv: the 内訳 column", ja: "csv: 内訳の列です"))
  static let memoColumns = Repeatable<ColumnMapping.Column>(
    "memo-col", valueName: Placeholder.column,
    help: Phrase(
      en: "csv: a memo column (repeatable: joined by ' / ')",
      ja: "csv: メモの列です（何度でも指定でき、' / ' でつなぎます）")
  ) { text, _ in try column(text) }

  static let category = Option<Category>(
    "category", short: "c", valueName: Placeholder.category,
    help: Phrase(
      en: "csv: the category of every row, for a file without one",
      ja: "csv: 区分の列のないファイルで、すべての行の区分です"),
    completion: Completions.categories
  ) { text, _ in try Category(resolvingTyped: text) }

  static let noHeader = Flag(
    "no-header",
    help: Phrase(
      en: "csv: the first row is data, not column names",
      ja: "csv: 最初の行も列の名前ではなくデータです"))

  /// The options that describe the columns of `--from csv`.
  static var columnOptions: [AnyOption<Context>] {
    [
      dateColumn, amountColumn, incomeColumn, categoryColumn, subcategoryColumn, category,
      noHeader, memoColumns,
    ]
  }

  static var declaration: Declaration {
    Declaration(
      name,
      abstract: Phrase(en: "Import expenses from a CSV file", ja: "CSV ファイルから支出を取り込みます"),
      usage: [
        Phrase(
          en: "FILE [--from FORMAT] [--map SOURCE=CATEGORY ...] [--dry-run] [options]",
          ja: "ファイル [--from 形式] [--map 元=区分 ...] [--dry-run] [オプション]"),
        Phrase(
          en: "FILE --date-col COL --amount-col COL [--category-col COL] [--memo-col COL ...] "
            + "[options]",
          ja: "ファイル --date-col 列 --amount-col 列 [--category-col 列] [--memo-col 列 ...] "
            + "[オプション]"),
      ],
      arguments: [file],
      options: [
        from, map, transfer, keepMatches, year, source, skipLines, encoding, dryRun, skipInvalid,
        dateColumn, amountColumn, incomeColumn, categoryColumn, subcategoryColumn, memoColumns,
        category, noHeader,
      ] + Sharing.options,
      conflicts: [Conflict(categoryColumn, category)] + Sharing.conflicts,
      discussion: Phrase(
        en: """
          Formats, recognized by their header row:
            kakeibo       what 'kakeibo export --format csv' writes \
          (id, date, amount, category, memo, subcategory, kind, source, fingerprint, ledger; \
          paid_by and split before ledger once the household has two people), without the ' it \
          puts before a text that starts like a formula; files without the later columns still \
          import
            moneyforward  Money Forward ME's 入出金 export, rows that count (計算対象 1, 振替 0): \
          a negative 金額 is an expense whose 内訳 is the 大項目; a positive one is income when \
          the 大項目 is 収入 (内訳 the 中項目), else a refund; memo 内容 / メモ; category from \
          中項目, 大項目; source 保有金融機関
            zaim          Zaim's export: payments and income, unless 集計に含めない; 内訳 the \
          カテゴリ; memo お店 / 品目 / メモ; category from カテゴリの内訳, カテゴリ; source 支払元 \
          (income's: 入金先)
          Files may be UTF-8 (with or without a BOM) or Shift_JIS (CP932), with CRLF, LF or CR \
          line ends and RFC 4180 quoting. The encoding is decided from the whole file, whatever \
          its format; standard input is decided by its first characters that are not ASCII, and \
          refused if the rest reads otherwise. A file that reads as well in both (a few Latin \
          letters or kana, nothing else) is refused: --encoding names the encoding.

          Any bank's or card company's statement is read with no options. Its table is found in \
          its first 50 lines by a header that names a date column and an amount column (日付, \
          利用日, 摘要, ご利用店名, お引出し, 利用金額, 入出金, …), or by rows of a date, a text and \
          an amount; lines before it and lines in it that are no rows (card holders', totals, \
          notes) are skipped and counted, and it ends at a total, a row of *, or another \
          section's title or header. Dates in any form (2024/05/01, 20240501, 2024年5月1日, \
          R6.5.1; 5/1 in the statement's own year); amounts with ¥ or a backslash, 円, △ or ▲. \
          Uses and withdrawals are expenses, cancellations and discounts refunds, deposits \
          income; card bills, moves between your own accounts, cash at an ATM and e-money \
          charges are transfers, counted as skipped. On a card, a row paid at once counts what \
          is billed, an instalment what was used. Each entry keeps the bank or card the file \
          names as its source (--source names another). --dry-run shows how the table was read; \
          a file kakeibo cannot read is refused with what it understood and the options that \
          would read it. A row with the amount of an entry typed by hand (no source) dated at \
          most 3 days from it is that entry: it is not imported, and the entry gains the row's \
          source (closest dates pair first, then the earliest entry); --keep-matches imports \
          such rows too.

          Categories: a --map rule wins; then a name that is a kakeibo category; then the \
          defaults (趣味・娯楽, 交際費, エンタメ, 娯楽, レジャー, 趣味 → 娯楽費; 事業経費, 事業原価, \
          事業投資, 事業, 仕事 → 経費); anything else is 生活費. A statement's expense takes the \
          category (and 内訳) of most earlier expenses with the same memo, as the entry form \
          does, unless a --map rule's SOURCE is in its memo; a memo never seen is 生活費.

          The import is one transaction. A row with a problem is reported with its line and \
          field, and then nothing is written (exit status 65), unless --skip-invalid is given. \
          Each imported entry keeps a fingerprint of its source row, identical rows numbered by \
          how often they occur in the file, so importing the same file (its rows in any order, \
          or an overlapping export) again adds only what is new. A row of kakeibo's export \
          counts as the entry it was exported from only in the ledger its ledger column names; \
          there, a row whose entry has other values now (changed here, or in an offline copy, \
          since the export) is reported with both versions and not imported. A row's \
          fingerprint cell is the statement row its entry was imported from, and the entry \
          keeps it, so that the statement imported again adds nothing.

          Each entry is paid by --paid-by (default: me) and split by --split or --for (default: \
          the household's split), unless its row names its own: the paid_by and split cells of \
          kakeibo's export, which must name the household's people.
          """,
        ja: """
          形式は見出しの行から判断します。
            kakeibo       'kakeibo export --format csv' が書き出すもの\
          （id, date, amount, category, memo, subcategory, kind, source, fingerprint, ledger。世帯が\
          2 人以上なら ledger の前に paid_by と split）。式のように始まるテキストの前につけた ' は\
          外します。うしろの列のないファイルも取り込めます
            moneyforward  マネーフォワード ME の入出金の書き出しのうち、計算に入る行（計算対象 1、\
          振替 0）。負の金額は支出で、内訳は大項目です。正の金額は、大項目が収入なら収入\
          （内訳は中項目）、そうでなければ返金です。メモは内容 / メモ、区分は中項目・大項目から、\
          取り込み元は保有金融機関です
            zaim          Zaim の書き出しの支払と収入（集計に含めないものを除きます）。内訳は\
          カテゴリ、メモはお店 / 品目 / メモ、区分はカテゴリの内訳・カテゴリから、取り込み元は\
          支払元（収入では入金先）です
          ファイルは UTF-8（BOM のあるなしは問いません）か Shift_JIS（CP932）で、改行は CRLF・\
          LF・CR のどれでもよく、引用符は RFC 4180 のとおりです。文字コードは、形式にかかわらず\
          ファイル全体から判断します。標準入力は最初の ASCII でない文字から判断し、残りがほかの\
          文字コードに読めれば断ります。どちらの文字コードでも同じように読めるファイル（少しの\
          ラテン文字か仮名だけのもの）は断ります。--encoding で文字コードを指定してください。

          銀行やカード会社の明細は、オプションなしで読めます。表は、最初の 50 行のうちで、日付の\
          列と金額の列を示す見出し（日付、利用日、摘要、ご利用店名、お引出し、利用金額、入出金 \
          など）か、日付・テキスト・金額の並ぶ行で見つけます。その前の行と、表の中の行でない行\
          （カードの利用者、合計、注記）は飛ばして数え、表は合計、* の行、ほかの区切りの題や見出し\
          で終わります。日付はどの書き方でも読めます（2024/05/01、20240501、2024年5月1日、\
          R6.5.1。5/1 は明細の年）。金額には ¥ かバックスラッシュ、円、△、▲ がついていても\
          かまいません。利用と出金は支出、取消と割引は返金、入金は収入です。カードの支払い、\
          自分の口座の間の移動、ATM での現金、電子マネーのチャージは振替として飛ばし、数えます。\
          カードでは、一括払いの行は請求額を、分割払いの行は利用額を数えます。記録はどれも、\
          ファイルが示す銀行やカードを取り込み元として持ちます（--source で別の名前にできます）。\
          --dry-run で表をどう読んだかを表示します。読めないファイルは、読み取れたことと、読む\
          ためのオプションを示して断ります。手で入力した記録（取り込み元なし）と同じ金額で、\
          日付の差が 3 日以内の行は、その記録にあたるものとして取り込まず、記録に行の取り込み元を\
          加えます（日付の近いものから、次に一番古い記録から組にします）。--keep-matches を\
          指定すると、そのような行も取り込みます。

          区分は、--map の規則が最優先で、次に kakeibo の区分の名前、次に既定の対応（趣味・娯楽、\
          交際費、エンタメ、娯楽、レジャー、趣味 → 娯楽費。事業経費、事業原価、事業投資、事業、\
          仕事 → 経費）で決め、どれでもなければ生活費です。明細の支出は、入力画面と同じように、\
          同じメモのこれまでの支出で一番多い区分（と内訳）になります。ただし、メモに --map の\
          規則の「元」があればその規則に従います。初めて見るメモは生活費です。

          取り込みは 1 つのトランザクションです。問題のある行は行番号と項目を示して報告し、\
          --skip-invalid を指定しない限り何も書き込みません（終了ステータス 65）。取り込んだ\
          記録は元の行の指紋を持ち、同じ行は何度目に現れたかで区別します。そのため同じファイル\
          （行の順番が違っても、期間が重なる書き出しでも）をもう一度取り込んでも、新しい分だけが\
          加わります。kakeibo の書き出しの行は、ledger の列が示す台帳でだけ、書き出し元の記録に\
          あたるものとみなします。その台帳で、記録の値が今は違う行（書き出したあとに、この台帳か\
          オフラインのコピーで変えたもの）は、両方の値を示して報告し、取り込みません。行の \
          fingerprint の列は、その記録を取り込んだ明細の行の指紋で、記録はそれを引き継ぎます。\
          そのため同じ明細をもう一度取り込んでも何も加わりません。

          記録の支払った人は --paid-by（省略時: 自分）、按分は --split か --for（省略時: 世帯の\
          按分）です。ただし、行が自分の値を持つとき（kakeibo の書き出しの paid_by と split の\
          列。世帯の人の名前でなければなりません）はそれに従います。
          """),
      examples: [
        "kakeibo import moneyforward.csv --dry-run",
        "kakeibo import zaim.csv --map 日用雑貨=生活費 --map エンタメ=fun",
        "kakeibo import smbc-card.csv --map スターバックス=娯楽費/カフェ",
        "kakeibo import mufg-bank.csv --transfer ヤマダタロウ --dry-run",
        "kakeibo import mobile-suica.csv --year 2026",
        "kakeibo import bank.csv --from csv --date-col 取引日 --amount-col お引出し --income-col お預入れ",
        "kakeibo import card.csv --from csv --date-col 利用日 --amount-col 利用金額 -c 生活費",
        "kakeibo export --format csv | kakeibo --db other.db import -",
      ],
      run: run)
  }

  /// How much of the file is read at a time.
  static let chunkSize = 1 << 20
  /// Files at least this large show a progress line on a terminal.
  static let progressThreshold = 8 << 20
  /// The entries a dry run shows.
  static let previewCount = 5

  static func run(_ arguments: Arguments, in context: Context) throws {
    let path = arguments[file]
    var options = try importOptions(arguments)
    options.today = context.today
    let dryRun = arguments[Self.dryRun]
    let skipInvalid = arguments[Self.skipInvalid]
    do {
      try importFile(
        path, options: options, dryRun: dryRun, skipInvalid: skipInvalid, arguments: arguments,
        context: context)
    } catch ImportError.noTable(let search) {
      try NoTableReport.write(file: path, search, to: context)
      throw CommandError.alreadyReported(.invalidData)
    } catch let error as ImportError {
      throw CommandError.importFailed(file: path, error)
    }
  }

  private static func importFile(
    _ path: String, options: ImportOptions, dryRun: Bool, skipInvalid: Bool,
    arguments: Arguments, context: Context
  ) throws {
    var input = try InputFile.open(path)
    var options = options
    var buffer = [UInt8](repeating: 0, count: chunkSize)
    var count = try buffer.withUnsafeMutableBufferPointer { try input.read(into: $0) }
    /// Calls `body` with the bytes last read.
    func withChunk<Result>(_ body: (UnsafeBufferPointer<UInt8>) throws -> Result) rethrows
      -> Result
    {
      try buffer.withUnsafeBufferPointer { try body(UnsafeBufferPointer(rebasing: $0[..<count])) }
    }
    // A regular file named on the command line can be read twice: its encoding is decided
    // from all of it first.
    if options.encoding == .asTheBytesCome, !input.isStandardInput, input.size != nil {
      options.encoding = .detected(try detectEncoding(input, buffer: &buffer, first: count))
      input = try InputFile.open(path)
      count = try buffer.withUnsafeMutableBufferPointer { try input.read(into: $0) }
    }
    var importer = try Importer(options: options)
    let format = try withChunk { chunk in
      try checkHeader(importer, firstChunk: chunk, isWholeFile: count < chunkSize)
    }
    try checkOptions(arguments, for: format)
    let ledger = try context.openLedger(arguments, intent: dryRun ? .read : .write)
    let source = input.isStandardInput ? "standard input" : input.path
    var progress = ImportProgress(
      name: source, size: input.size, isShown: context.isErrorTerminal,
      threshold: progressThreshold, language: context.language)

    let (tally, counts) = try ledger.imports.run(
      from: source, dryRun: dryRun, matchesHandTyped: !arguments[keepMatches]
    ) { batch in
      let tally = ImportTally()
      tally.sharing = try ImportSharing(arguments, in: ledger)
      let previewLimit = dryRun ? previewCount : 0
      batch.onStored = { stored in tally.stored(stored, keepingPreview: previewLimit) }
      batch.onMatched = { match in tally.matched(match) }
      batch.onChanged = { changed in tally.changed.append(changed) }
      // The file is read on a thread of its own while this one stores its rows (`ReadAhead`).
      try ReadAhead.run(
        read: { reader in
          var total = 0
          while count > 0 {
            total += count
            try withChunk { chunk in try importer.read(chunk, history: reader, reader.row) }
            reader.progress(bytesRead: total, rows: importer.rowCount)
            count = try buffer.withUnsafeMutableBufferPointer { try input.read(into: $0) }
          }
          try importer.finish(history: reader, reader.row)
        },
        store: { row in
          try tally.record(row, into: batch) { problem in
            try progress.clear(on: context.errorOutput)
            try context.errorOutput.writeLine(
              "kakeibo: " + (Failure.describe(problem, language: context.language).message ?? ""))
          }
        },
        progress: { bytesRead, rows in
          try progress.update(bytesRead: bytesRead, rows: rows, on: context.errorOutput)
        },
        answer: { fingerprint in try batch.hasMet(fingerprint) })
      try batch.flush()
      try progress.clear(on: context.errorOutput)
      if tally.invalidRows > 0 && !skipInvalid {
        try RefusedReading.write(importer, to: context)
        throw CommandError.importRefused(
          file: input.path, problems: tally.problems, rows: tally.invalidRows)
      }
      return tally
    }

    let summary = ImportSummary(
      file: input.path, format: importer.format ?? .csv, encoding: importer.encoding,
      rows: importer.rowCount, headerLine: importer.headerLine,
      skippedLines: importer.skippedLines, counts: counts, tally: tally, isDryRun: dryRun,
      reading: dryRun ? StatementReadingWords.mapping(of: importer, in: context.language) : [],
      household: tally.sharing?.household)
    try context.output.writeLines(
      summary.lines(glyphs: context.glyphStyle, language: context.language))
  }

  /// Reads the header from the file's first chunk with a copy of the importer, so that a file
  /// that cannot be imported at all (no header, an unknown one, UTF-16) is refused before the
  /// ledger is opened, let alone created. Returns the format the header names.
  @discardableResult
  private static func checkHeader(
    _ importer: Importer, firstChunk: UnsafeBufferPointer<UInt8>, isWholeFile: Bool
  ) throws -> ImportFormat? {
    struct HeaderRead: Error {}
    var probe = importer
    do {
      try probe.read(firstChunk, history: NoHistory()) { _ in throw HeaderRead() }
      if isWholeFile { try probe.finish(history: NoHistory()) { _ in throw HeaderRead() } }
    } catch is HeaderRead {
      // The first data row: the header was fine.
    }
    return probe.format
  }

  /// Reads the whole of `input`, whose first `first` bytes are in `buffer`, and returns the
  /// encoding its bytes read as (see `EncodingDetector`). The detector settles on UTF-8 as soon
  /// as the bytes prove it; in the rare file that breaks as UTF-8 after that, the whole file is
  /// read again by one that weighs both encodings to the end.
  private static func detectEncoding(_ input: InputFile, buffer: inout [UInt8], first: Int)
    throws -> SourceEncoding
  {
    var detector = EncodingDetector(settlingEarly: true)
    try examine(input, buffer: &buffer, first: first, with: &detector)
    if detector.mustExamineAgain {
      let again = try InputFile.open(input.path)
      let first = try buffer.withUnsafeMutableBufferPointer { try again.read(into: $0) }
      detector = EncodingDetector()
      try examine(again, buffer: &buffer, first: first, with: &detector)
    }
    if detector.isAmbiguous { throw ImportError.ambiguousEncoding(detector.ambiguousReadings) }
    return detector.encoding ?? .utf8
  }

  /// Has `detector` examine the rest of `input`, whose next `first` bytes are in `buffer`, to
  /// its end.
  private static func examine(
    _ input: InputFile, buffer: inout [UInt8], first: Int, with detector: inout EncodingDetector
  ) throws {
    var count = first
    while count > 0 {
      _ = try buffer.withUnsafeBufferPointer { bytes in
        try detector.examine(UnsafeBufferPointer(rebasing: bytes[..<count]))
      }
      count = try buffer.withUnsafeMutableBufferPointer { try input.read(into: $0) }
    }
    detector.finish()
  }

  /// Reads the options into what the importer needs.
  static func importOptions(_ arguments: Arguments) throws -> ImportOptions {
    let givenColumnOptions = columnOptions.filter(arguments.contains)
    var format = arguments[from]
    if format == nil && !givenColumnOptions.isEmpty { format = .csv }
    if let format { try checkOptions(arguments, for: format, isNamed: true) }
    var options = ImportOptions(
      format: format, mapping: CategoryMapping(rules: arguments[map]),
      encoding: arguments[encoding].map(EncodingChoice.forced) ?? .asTheBytesCome,
      skipLines: arguments[skipLines] ?? 0, transfers: TransferRules(patterns: arguments[transfer]),
      year: arguments[year], source: arguments[source])
    guard format == .csv else {
      if let option = givenColumnOptions.first {
        throw UsageRule.columnOptionNotForFormat(option: option.spelled, format: format?.name ?? "")
          .refusal(command: name)
      }
      return options
    }
    options.columns = try columnMapping(arguments)
    return options
  }

  /// Refuses options that the file's format does not use, named by `--from` (`isNamed`) or
  /// recognized from the file: `--transfer` in an app's export, `--year` in a file whose dates
  /// all have one.
  static func checkOptions(
    _ arguments: Arguments, for format: ImportFormat?, isNamed: Bool = false
  ) throws {
    guard let format else { return }
    let what: ImportFormatName = isNamed ? .named(format.name) : .recognized(format.title)
    if arguments.contains(transfer), [.kakeibo, .moneyforward, .zaim].contains(format) {
      throw UsageRule.importOptionNotForFormat(option: "--transfer", what).refusal(command: name)
    }
    let apps: [ImportFormat] = [.kakeibo, .moneyforward, .zaim]
    if arguments.contains(year), apps.contains(format) || format == .csv {
      throw UsageRule.importOptionNotForFormat(option: "--year", what).refusal(command: name)
    }
    if arguments.contains(source), apps.contains(format) {
      throw UsageRule.importOptionNotForFormat(option: "--source", what).refusal(command: name)
    }
  }

  /// Reads a column of `--from csv`: a header's name, or its number from 1.
  private static func column(_ text: String) throws(ValueExpectation) -> ColumnMapping.Column {
    let column = ColumnMapping.Column(text)
    if case .number(let number) = column, number < 1 {
      throw .described(
        Phrase(
          en: "a column's name in the header, or its number from 1",
          ja: "見出しにある列の名前か、1 から数えた列の番号"))
    }
    return column
  }

  /// The columns of `--from csv`.
  private static func columnMapping(_ arguments: Arguments) throws -> ColumnMapping {
    guard let date = arguments[dateColumn], let amount = arguments[amountColumn] else {
      throw UsageRule.csvNeedsColumns.refusal(command: name)
    }
    let hasHeader = !arguments[noHeader]
    if !hasHeader {
      let named: [(AnyOption<Context>, ColumnMapping.Column)] =
        [(dateColumn, date), (amountColumn, amount)]
        + [incomeColumn, categoryColumn, subcategoryColumn].compactMap { option in
          arguments[option].map { (option, $0) }
        } + arguments[memoColumns].map { (memoColumns, $0) }
      for (option, column) in named {
        if case .name = column {
          throw UsageRule.columnByNameWithoutHeader(option: option.spelled, column: "\(column)")
            .refusal(command: name)
        }
      }
    }
    return ColumnMapping(
      date: date, amount: amount, income: arguments[incomeColumn],
      category: arguments[categoryColumn], subcategory: arguments[subcategoryColumn],
      memo: arguments[memoColumns], fixedCategory: arguments[category], hasHeader: hasHeader)
  }

  /// Reads `--map SOURCE=CATEGORY[/内訳]`: split at the last `=`, then at the first `/` after
  /// it (a 内訳 may hold a `/`, and SOURCE a `=`).
  private static func mappingRule(_ text: String) throws -> CategoryMapping.Rule {
    guard let equals = text.lastIndex(of: "="),
      !TextNormalization.trimmed(String(text[..<equals])).isEmpty
    else {
      throw ValueExpectation.described(
        Phrase(
          en: "SOURCE=CATEGORY or SOURCE=CATEGORY/内訳, such as --map 趣味・娯楽=娯楽費 or --map "
            + "スタバ=娯楽費/カフェ",
          ja: "元=区分 か 元=区分/内訳（--map 趣味・娯楽=娯楽費、--map スタバ=娯楽費/カフェ など）"))
    }
    let target = text[text.index(after: equals)...]
    let slash = target.firstIndex(of: "/")
    let category = try Category(resolvingTyped: String(target[..<(slash ?? target.endIndex)]))
    let subcategory = try slash.flatMap { slash throws(InvalidValue) in
      try Subcategory(validating: String(target[target.index(after: slash)...]))
    }
    return CategoryMapping.Rule(
      source: String(text[..<equals]), category: category, subcategory: subcategory)
  }
}

/// No rows met: before the import begins.
private struct NoHistory: ImportHistory {
  func contains(_ fingerprint: Fingerprint) -> Bool { false }
}

/// What an import has met so far, beyond the entries the ledger counts. A class: the batch
/// reports each entry it stores (`stored`) and each row it matches with an entry typed by hand
/// (`matched`) while a row is being recorded.
final class ImportTally {
  /// Who pays the entries and how they are split.
  var sharing: ImportSharing?
  var skipped: [SkipReason: Int] = [:]
  var invalidRows = 0
  var problems = 0
  /// How many new entries each source category went to, in order of first appearance (a
  /// category whose rows were all in the ledger already has a count of 0).
  private(set) var allCategories: [CategoryCount] = []
  private var categoryIndex: [String: Int] = [:]
  private var lastCategory: Int?
  /// How many new entries took a class the ledger had learned for their memo, other than 生活費
  /// without a 内訳 (what they would have had anyway), by memo and class, in order of first
  /// appearance (the first `Self.learnedLimit` of them).
  private(set) var learned: [CategoryCount] = []
  private(set) var learnedCount = 0
  private var learnedIndex: [String: Int] = [:]
  /// The first new entries, as stored.
  var preview: [Entry] = []
  /// The statement rows that are entries typed by hand already (the first `matchLimit`).
  private(set) var matches: [ImportMatch] = []
  /// The rows of this ledger's own export whose entry has other values here (the first
  /// `ImportBatch.changedShownLimit`).
  var changed: [ImportChanged] = []
  /// How many of the new entries are income, and how many refunds.
  private(set) var incomeAdded = 0
  private(set) var refundsAdded = 0

  /// The most learned classes and matches kept to be shown.
  static let learnedLimit = 1000
  static let matchLimit = 1000

  /// A source name (a category, a `--map` pattern, a memo), the class its rows went to, and
  /// how many new entries did.
  struct CategoryCount {
    let source: String
    let category: Category
    let subcategory: Subcategory?
    var count: Int
  }

  /// How many new entries each source category went to, in order of first appearance.
  var categories: [CategoryCount] { allCategories.filter { $0.count > 0 } }

  /// Counts `row`, offering an entry to `batch` (whose `onStored` calls `stored`); `report` is
  /// called with each problem.
  func record(
    _ row: ImportRow, into batch: ImportBatch, report: (ImportProblem) throws -> Void
  ) throws {
    switch row.outcome {
    case .entry(var draft, let fingerprint):
      if let sharing {
        do {
          try sharing.apply(to: &draft, line: row.line)
        } catch {
          invalidRows += 1
          problems += 1
          return try report(error)
        }
      }
      let tag = row.category.flatMap { $0.source.isEmpty ? nil : categoryTag($0) } ?? -1
      try batch.add(draft, fingerprint: fingerprint, exported: row.exported, tag: tag)
    case .statement(let statement):
      // A statement's card uses and withdrawals are expenses, its cancellations refunds, its
      // deposits income; a transfer is counted, not stored. An expense's category is a --map
      // rule's for its memo, else the one the ledger has learned for the memo, else 生活費.
      let rule = row.category.flatMap { $0.origin == .rule ? $0 : nil }
      let category = rule?.category ?? .livingCost
      var draft: EntryDraft
      switch statement.kind {
      case .expense, .refund:
        draft = EntryDraft(
          date: statement.date,
          amount: statement.kind == .refund ? Yen(-statement.amount.value) : statement.amount,
          category: category, subcategory: rule?.subcategory, memo: statement.memo,
          source: statement.source)
      case .income:
        draft = .income(
          date: statement.date, amount: statement.amount, memo: statement.memo,
          source: statement.source)
      case .transfer:
        skipped[.transfer, default: 0] += 1
        return
      }
      if let sharing { try sharing.apply(to: &draft, line: row.line) }
      let tag = draft.kind == .expense ? rule.map(categoryTag) ?? -1 : -1
      try batch.addStatementRow(
        draft, fingerprint: statement.fingerprint, learnsClass: rule == nil, tag: tag)
    case .skipped(let reason):
      skipped[reason, default: 0] += 1
    case .invalid(let rowProblems):
      invalidRows += 1
      problems += rowProblems.count
      for problem in rowProblems { try report(problem) }
    }
  }

  /// Counts an entry stored, whose row's source category has `stored.tag` (-1 for none).
  func stored(_ stored: StoredRow, keepingPreview previewCount: Int) {
    let entry = stored.entry
    if preview.count < previewCount { preview.append(entry) }
    if entry.kind == .income { incomeAdded += 1 }
    if entry.isRefund { refundsAdded += 1 }
    if allCategories.indices.contains(stored.tag) { allCategories[stored.tag].count += 1 }
    // A class learned that is the default's (生活費 without a 内訳) changed nothing to tell.
    if stored.hasLearnedClass, let category = entry.category,
      category != .livingCost || entry.subcategory != nil
    {
      learnedClass(entry, category)
    }
  }

  /// Notes a statement row that is an entry typed by hand already.
  func matched(_ match: ImportMatch) {
    if matches.count < Self.matchLimit { matches.append(match) }
  }

  /// Counts an entry whose class was learned from its memo.
  private func learnedClass(_ entry: Entry, _ category: Category) {
    learnedCount += 1
    let key = entry.memo.text + "\u{0}" + entry.classText
    if let index = learnedIndex[key] {
      learned[index].count += 1
    } else if learned.count < Self.learnedLimit {
      learnedIndex[key] = learned.count
      learned.append(
        CategoryCount(
          source: entry.memo.text, category: category, subcategory: entry.subcategory, count: 1))
    }
  }

  /// How many source categories `categoryTag` compares one by one before it looks a name up
  /// by its key.
  private static let categoriesLookedThrough = 16

  /// The tag of `resolution`'s source category: its place in `allCategories`, or -1 past the
  /// first 1,000.
  private func categoryTag(_ resolution: CategoryMapping.Resolution) -> Int {
    // Rows in a row mostly share their category: try the last one first.
    func isTagged(_ index: Int) -> Bool {
      allCategories[index].category == resolution.category
        && allCategories[index].subcategory == resolution.subcategory
        && allCategories[index].source.hasSameUTF8(as: resolution.source)
    }
    if let last = lastCategory, isTagged(last) { return last }
    // A file names few categories: looking through them costs less than building the key.
    if allCategories.count <= Self.categoriesLookedThrough {
      if let index = allCategories.indices.first(where: isTagged) {
        lastCategory = index
        return index
      }
    }
    let key =
      resolution.source + "\u{0}" + resolution.category.key + "\u{0}"
      + (resolution.subcategory?.name ?? "")
    if let index = categoryIndex[key] {
      lastCategory = index
      return index
    }
    guard allCategories.count < 1000 else { return -1 }
    categoryIndex[key] = allCategories.count
    lastCategory = allCategories.count
    allCategories.append(
      CategoryCount(
        source: resolution.source, category: resolution.category,
        subcategory: resolution.subcategory, count: 0))
    return allCategories.count - 1
  }
}

/// The progress line of a large import on a terminal: how far through the file, rewritten in
/// place on standard error, and erased at the end.
struct ImportProgress {
  private let name: String
  private let size: Int?
  private let isShown: Bool
  private let threshold: Int
  private let language: Language
  private var lastShown: String?

  /// A progress line for the file `name` of `size` bytes (nil when unknown), shown when
  /// `isShown` (standard error is a terminal) and the file is at least `threshold` bytes.
  init(
    name: String, size: Int?, isShown: Bool, threshold: Int, language: Language = .english
  ) {
    self.language = language
    self.name = VisibleText.of(name)
    self.size = size
    self.isShown = isShown
    self.threshold = threshold
  }

  /// The line for `bytesRead` and `rows`: `Importing big.csv: 41% (412,000 rows)`.
  func text(bytesRead: Int, rows: Int) -> String {
    let percent = size.flatMap { $0 > 0 ? min(100, bytesRead * 100 / $0) : nil }
    let phrase = Phrase(
      en: "Importing \(name): " + (percent.map { "\($0)% (" } ?? "") + Count.of(rows, "row")
        + (percent == nil ? "" : ")"),
      ja: "\(name) を取り込み中: " + (percent.map { "\($0)%（" } ?? "") + Count.number(rows) + " 行"
        + (percent == nil ? "" : "）"))
    return phrase.text(in: language)
  }

  mutating func update(bytesRead: Int, rows: Int, on output: TextOutput) throws {
    guard isShown, (size ?? bytesRead) >= threshold else { return }
    let text = text(bytesRead: bytesRead, rows: rows)
    guard text != lastShown else { return }
    lastShown = text
    try output.write(StatusLine.show(text))
    // Shown now, not when the output's buffer next fills.
    try (output as? FileDescriptorOutput)?.flush()
  }

  mutating func clear(on output: TextOutput) throws {
    guard lastShown != nil else { return }
    lastShown = nil
    try output.write(StatusLine.clear)
  }
}

/// The payer and split of an import's entries: a row's own (the paid_by and split cells of
/// kakeibo's export, by the names the household shows), else --paid-by and --split or --for,
/// else "me" and the household's split.
struct ImportSharing {
  let household: Household
  let payer: Person?
  let split: Split?

  /// The sharing of `arguments` on `ledger`'s household.
  init(_ arguments: Arguments, in ledger: Ledger) throws {
    let household = try ledger.members.household()
    let (payer, split) = try Sharing.read(arguments, in: ledger)
    self.household = household
    self.payer = payer
    self.split = split ?? nil
  }

  /// Resolves the payer and split `draft` names against the household, or gives it the
  /// defaults. Throws, naming the column, when the row on `line` names someone who is not one
  /// of the household's people.
  func apply(to draft: inout EntryDraft, line: Int) throws(ImportProblem) {
    if let named = draft.paidBy {
      do {
        draft.paidBy = try household.person(named: named.name)
      } catch {
        throw ImportProblem(
          line: line, field: "paid_by", value: error.value, reason: .invalid(error.reason))
      }
    } else {
      draft.paidBy = payer
    }
    if let named = draft.split {
      do {
        draft.split = try household.resolving(named, text: named.description)
      } catch {
        throw ImportProblem(
          line: line, field: "split", value: named.description, reason: .invalid(error.reason))
      }
    } else {
      draft.split = split
    }
  }
}
