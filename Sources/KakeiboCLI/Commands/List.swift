import ArgumentParsing
import KakeiboCore
import KakeiboStore
import Wording

/// `kakeibo list`: entries in date order, then id.
enum List: Command {
  static let name = "list"

  static let source = Option<String>(
    "source", valueName: Phrase(en: "NAME", ja: "名前"),
    help: Phrase(
      en: "Only entries imported from NAME, a bank, card or account such as 三菱UFJ銀行 or "
        + "ビューカード (letter case and width aside)",
      ja: "この名前の銀行・カード・口座（三菱UFJ銀行、ビューカードなど）から取り込んだ記録だけ"
        + "です（大文字と小文字、全角と半角は区別しません）"))

  static let paidBy = Option<String>(
    "paid-by", valueName: Placeholder.person,
    help: Phrase(
      en: "Only entries NAME paid (or, for income, received)",
      ja: "この人が支払った記録（収入なら受け取った記録）だけです"),
    refusesEmptyValue: true
  ) { text, _ in text }

  static let forPerson = Option<String>(
    "for", valueName: Placeholder.person,
    help: Phrase(
      en: "Only entries in which NAME has a share", ja: "この人の負担分がある記録だけです"),
    refusesEmptyValue: true
  ) { text, _ in text }

  static let format = Choice<ListFormat>.format()

  static var declaration: Declaration {
    Declaration(
      name,
      abstract: Phrase(en: "List entries in date order", ja: "記録を日付順に一覧します"),
      usage: [
        Phrase(
          en: "[--month MONTH | --from DATE --to DATE] [--category CATEGORY] [--source NAME] "
            + "[--search TEXT] [--format FORMAT]",
          ja: "[--month 月 | --from 日付 --to 日付] [--category 区分] [--source 名前] "
            + "[--search テキスト] [--format 形式]")
      ],
      options: [.month, .from, .to, .category, .sub, source, .search, paidBy, forPerson, format],
      conflicts: [Conflict(.month, .from), Conflict(.month, .to)],
      discussion: Phrase(
        en: """
          Without --month, --from or --to, every entry is listed. On a terminal, or when \
          COLUMNS is set, the table fits the width: memos are cut with …, never amounts or \
          dates. CSV has a header row and the columns \
          id, date, amount, category, memo, subcategory, kind, source, fingerprint, ledger, as 'export' writes it; \
          JSON is an array of entries. An entry's source is the bank, card or account it was \
          imported from (empty for an entry typed by hand); --source NAME names one that some \
          entry has, in full. --search finds TEXT anywhere in a memo or a 内訳 (not across the \
          two), letter case aside and in Unicode's NFKC form, as browse's / does; it combines \
          with the other filters, and the count and total are of the entries found.
          """,
        ja: """
          --month、--from、--to のどれも指定しなければ、すべての記録を一覧します。端末では、\
          または COLUMNS を設定していれば、表をその幅に収めます。切り詰めるのはメモだけで（…\
          をつけます）、金額と日付は切りません。CSV には見出しの行があり、列は \
          id, date, amount, category, memo, subcategory, kind, source, fingerprint, ledger で、'export' が書き出す\
          ものと同じです。JSON は記録の配列です。記録の取り込み元は、その記録を取り込んだ銀行・\
          カード・口座です（手で入力した記録では空です）。--source にはどれかの記録の取り込み元を\
          そのまま指定します。--search はメモか内訳のどこかにあるテキストを探します（メモと内訳に\
          またがっては探しません）。大文字と小文字を区別せず、Unicode の NFKC 正規化をしてから\
          比べるのは、browse の / と同じです。ほかの絞り込みと組み合わせられ、件数と合計は\
          見つかった記録のものです。
          """),
      examples: [
        "kakeibo list --month 2026-11",
        "kakeibo list --from 2026-11-01 --to 2026-11-15 --category 娯楽費",
        "kakeibo list --source ビューカード --month 2026-11",
        "kakeibo list --search netflix",
        "kakeibo list --format csv > entries.csv",
      ],
      run: run)
  }

  static func run(_ arguments: Arguments, in context: Context) throws {
    let range = try dateRange(arguments)
    let search = arguments[.search]
    let ledger = try context.openLedger(arguments, intent: .read)
    // `-c 食費` is 生活費 › 食費 when only 生活費 uses 食費; `--sub` alone, that 内訳 in any category.
    let (category, subcategory) = try CategoryResolution.resolve(
      arguments[.category], subcategory: arguments[.sub] ?? nil, in: ledger,
      resolvesSubcategory: false)
    let sources = try arguments[source].map { name in
      try self.sources(named: name, in: ledger)
    }
    let output = context.output
    if arguments.contains(paidBy) || arguments.contains(forPerson) {
      return try listPeoples(
        arguments, ledger, in: range, category: category, sources: sources, matching: search,
        context)
    }

    switch arguments[format] {
    case .csv:
      try EntryRendering.writeCSV(
        ledger, in: range, category: category, subcategory: subcategory, sources: sources,
        matching: search, to: output)
    case .json:
      try EntryRendering.writeJSON(
        ledger, in: range, category: category, subcategory: subcategory, sources: sources,
        matching: search, to: output)
    case .table:
      // The summary and the rows from one snapshot: they agree whatever is written meanwhile.
      try ledger.withSnapshot {
        let summary = try ledger.entrySummary(
          in: range, category: category, subcategory: subcategory, sources: sources,
          matching: search)
        guard summary.count > 0 else {
          try output.writeLine(TableWords.noEntries.text(in: context.language))
          return
        }
        let household = try ledger.household()
        try EntryRendering.writeTable(
          ledger, in: range, category: category, subcategory: subcategory, sources: sources,
          matching: search, summary: summary, household: household, glyphs: context.glyphStyle,
          width: context.knownWidth,
          style: context.textStyle, language: context.language, to: output)
      }
    }
  }

  /// `list --paid-by NAME` and `list --for NAME`: the entries chosen by who paid them or whose
  /// share they hold, which the household decides (an entry without a payer or split follows
  /// "me" and the household's split), so they are chosen as they are read.
  static func listPeoples(
    _ arguments: Arguments, _ ledger: Ledger, in range: DateRange, category: Category?,
    sources: [EntrySource]?, matching search: SearchTerm?, _ context: Context
  ) throws {
    try ledger.withSnapshot {
      let household = try ledger.household()
      let payer = try arguments[paidBy].map { try household.person(named: $0) }
      let sharer = try arguments[forPerson].map { try household.person(named: $0) }
      var entries: [Entry] = []
      var fingerprints: [Fingerprint?] = []
      try ledger.forEachEntryWithFingerprint(
        in: range, category: category, sources: sources, matching: search
      ) { entry, fingerprint in
        if let payer, household.payer(of: entry) != payer { return }
        if let sharer,
          !household.shares(of: entry).contains(where: { $0.person == sharer && $0.amount != .zero }
          )
        {
          return
        }
        entries.append(entry)
        fingerprints.append(fingerprint)
      }
      let output = context.output
      switch arguments[format] {
      case .csv:
        let identity = try ledger.identity()
        try output.writeLine(CSV.record(EntryRendering.csvHeader(household)))
        for (entry, fingerprint) in zip(entries, fingerprints) {
          try output.writeLine(
            EntryRendering.csvRecord(
              entry, fingerprint: fingerprint, ledger: identity, household: household))
        }
      case .json:
        let objects = entries.map { EntryRendering.json($0, household: household).rendered() }
        try output.writeLine(
          objects.isEmpty ? "[]" : "[\n  " + objects.joined(separator: ",\n  ") + "\n]")
      case .table:
        guard !entries.isEmpty else {
          return try output.writeLine(TableWords.noEntries.text(in: context.language))
        }
        try EntryRendering.writeTable(
          range: range, summary: try EntrySummary(of: entries), household: household,
          glyphs: context.glyphStyle, width: context.knownWidth, style: context.textStyle,
          language: context.language, provisional: try ledger.provisionalEntryIDs(in: range),
          to: output
        ) { body in try entries.forEach(body) }
      }
    }
  }

  /// The sources in use that `--source NAME` names; refuses a name that no entry's source is,
  /// listing those there are.
  static func sources(named name: String, in ledger: Ledger) throws -> [EntrySource] {
    let sources = try ledger.sources(named: name)
    guard sources.isEmpty else { return sources }
    let inUse = try ledger.sourcesInUse()
    let limit = 10
    throw InvalidValue(
      .source, name,
      inUse.isEmpty
        ? .noSourcesYet
        : .noSuchSource(
          inUse: inUse.prefix(limit).map(\.name), more: max(0, inUse.count - limit)))
  }

  /// The dates `--month`, or `--from` and `--to`, select; every date when none is given.
  static func dateRange(_ arguments: Arguments) throws(CommandError) -> DateRange {
    if let month = arguments[.month] { return month.dates }
    let range = DateRange(
      arguments[.from] ?? DateRange.all.first, arguments[.to] ?? DateRange.all.last)
    guard range.first <= range.last else {
      throw CommandError.emptyRange(from: range.first, to: range.last)
    }
    return range
  }
}
