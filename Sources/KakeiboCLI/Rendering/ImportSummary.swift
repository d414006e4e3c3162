import KakeiboCore
import KakeiboImport
import KakeiboStore
import Wording

/// What `kakeibo import` says when it is done: what it read and what it skipped around the
/// table, what it added, what it did not and why, where categories went, which rows were
/// entries typed by hand already, and for a dry run the first entries as they would be stored.
struct ImportSummary {
  var file: String
  var format: ImportFormat
  var encoding: SourceEncoding
  var rows: Int
  /// The line of the table's header (nil for a table without one).
  var headerLine: Int?
  var skippedLines: SkippedLines
  var counts: ImportCounts
  var tally: ImportTally
  var isDryRun: Bool
  /// How a statement's table was read (see `StatementReadingWords.mapping`), shown after the
  /// first line.
  var reading: [String] = []
  /// The ledger's household: of more than one person, a changed row whose payer or split
  /// differs shows both.
  var household: Household?

  /// The categories line shows at most this many mappings.
  static let categoryLimit = 12

  func lines(glyphs: GlyphStyle, language: Language = .english) -> [String] {
    words(glyphs: glyphs).map { $0.text(in: language) }
  }

  /// The summary's lines, in both languages.
  func words(glyphs: GlyphStyle) -> [Phrase] {
    let name =
      file == "-"
      ? Phrase(en: "standard input", ja: "標準入力")
      : Phrase(en: ShownText.of(file), ja: ShownText.of(file))
    let skipped = skippedText
    var lines = [
      Phrase(
        en: "Read \(name.english): \(format.title), \(encoding), \(Count.of(rows, "row"))"
          + (skipped.map { "; skipped " + $0.english } ?? ""),
        ja: "\(name.japanese) を読みました: \(format.title)、\(encoding)、\(Count.number(rows)) 行"
          + (skipped.map { "（" + $0.japanese + "を飛ばしました）" } ?? ""))
    ]
    lines += reading.map { Phrase(en: $0, ja: $0) }
    let kinds = [
      tally.incomeAdded > 0
        ? Phrase(
          en: Count.of(tally.incomeAdded, "income", "income"),
          ja: "収入 \(Count.number(tally.incomeAdded)) 件") : nil,
      tally.refundsAdded > 0
        ? Phrase(
          en: Count.of(tally.refundsAdded, "refund"),
          ja: "返金 \(Count.number(tally.refundsAdded)) 件") : nil,
    ].compactMap { $0 }
    let added = Phrase(
      en: Count.of(counts.added, "new entry", "new entries")
        + (kinds.isEmpty ? "" : " (\(kinds.map(\.english).joined(separator: ", ")))"),
      ja: "新しい記録 \(Count.number(counts.added)) 件"
        + (kinds.isEmpty ? "" : "（\(kinds.map(\.japanese).joined(separator: "、"))）"))
    let reasons = skippedReasons
    let outcome = [
      isDryRun
        ? Phrase(en: "Dry run: would import \(added.english)", ja: "試行: \(added.japanese)を取り込みます")
        : Phrase(en: "Imported \(added.english)", ja: "\(added.japanese)を取り込みました"),
      Phrase(
        en: Count.of(counts.duplicates, "duplicate"),
        ja: "重複 \(Count.number(counts.duplicates)) 件"),
      counts.matched > 0
        ? Phrase(
          en: Count.of(counts.matched, "typed by hand already", "typed by hand already"),
          ja: "手入力済み \(Count.number(counts.matched)) 件") : nil,
      counts.replacedEstimates > 0
        ? Phrase(
          en: Count.of(
            counts.replacedEstimates, "estimate (見込み) replaced by its row",
            "estimates (見込み) replaced by their rows"),
          ja: "行で置き換えた見込み \(Count.number(counts.replacedEstimates)) 件") : nil,
      counts.changed > 0
        ? Phrase(
          en: Count.of(counts.changed, "changed since", "changed since"),
          ja: "その後に変更済み \(Count.number(counts.changed)) 件") : nil,
      Phrase(
        en: "\(Count.number(skippedCount)) skipped"
          + (reasons.isEmpty ? "" : " (\(reasons.map(\.english).joined(separator: ", ")))"),
        ja: "飛ばした行 \(Count.number(skippedCount)) 件"
          + (reasons.isEmpty ? "" : "（\(reasons.map(\.japanese).joined(separator: "、"))）")),
    ].compactMap { $0 }
    lines.append(
      Phrase(
        en: outcome.map(\.english).joined(separator: "; ")
          + (isDryRun ? ". Nothing was written." : ""),
        ja: outcome.map(\.japanese).joined(separator: "。") + (isDryRun ? "。何も書き込んでいません。" : "")))
    if format != .kakeibo, !tally.categories.isEmpty {
      let mappings = Self.mappings(tally.categories, glyphs: glyphs)
      lines.append(Phrase(en: "Categories: " + mappings.english, ja: "区分: " + mappings.japanese))
    }
    if !tally.learned.isEmpty {
      let others = tally.learnedCount - tally.learned.reduce(0) { $0 + $1.count }
      let mappings = Self.mappings(tally.learned, glyphs: glyphs, more: others)
      lines.append(
        Phrase(
          en: "Learned from earlier entries with the same memo: " + mappings.english,
          ja: "同じメモの以前の記録から覚えた区分: " + mappings.japanese))
    }
    if !tally.matches.isEmpty {
      lines.append(
        isDryRun
          ? Phrase(
            en: "Typed by hand already: these rows would not be imported, and each entry would "
              + "gain the row's source (--keep-matches imports them):",
            ja: "手入力済み: これらの行は取り込まず、それぞれの記録に行の取込元をつけます"
              + "（--keep-matches なら取り込みます）:")
          : Phrase(
            en: "Typed by hand already: these rows were not imported, and each entry has the "
              + "row's source now:",
            ja: "手入力済み: これらの行は取り込まず、それぞれの記録に行の取込元をつけました:"))
      lines += tally.matches.map { match in
        let pair = "  " + Self.pair(match, glyphs)
        return Phrase(en: pair, ja: pair)
      }
      if counts.matched > tally.matches.count {
        let more = Count.number(counts.matched - tally.matches.count)
        lines.append(Phrase(en: "  and \(more) more", ja: "  ほか \(more) 件"))
      }
    }
    if !tally.changed.isEmpty {
      lines.append(
        isDryRun
          ? Phrase(
            en: "Changed since: these rows are entries of this ledger that have other values "
              + "here now, and would not be imported, so that neither side's values are lost:",
            ja: "その後に変更済み: これらの行はこの台帳の記録で、今はここで別の値になっています。"
              + "どちらの値も失わないよう、取り込みません:")
          : Phrase(
            en: "Changed since: these rows are entries of this ledger that have other values "
              + "here now, and were not imported, so that neither side's values are lost:",
            ja: "その後に変更済み: これらの行はこの台帳の記録で、今はここで別の値になっています。"
              + "どちらの値も失わないよう、取り込みませんでした:"))
      for changed in tally.changed {
        let fileEntry = Entry(id: changed.entry.id, changed.row)
        let row = EntryRendering.line(fileEntry, glyphs)
        let entry = EntryRendering.line(changed.entry, glyphs)
        // A payer or split that differs is shown, or the two lines could read the same.
        var sharing = (file: Phrase(en: "", ja: ""), ledger: Phrase(en: "", ja: ""))
        if let household, household.isShared,
          household.payer(of: fileEntry) != household.payer(of: changed.entry)
            || fileEntry.split != changed.entry.split
        {
          func words(_ entry: Entry) -> Phrase {
            let words = PayerWords.of(entry, in: household)
            return Phrase(en: "  (" + words.english + ")", ja: "（" + words.japanese + "）")
          }
          sharing = (words(fileEntry), words(changed.entry))
        }
        lines.append(
          Phrase(
            en: "  in the file:   " + row + sharing.file.english,
            ja: "  ファイル: " + row + sharing.file.japanese))
        lines.append(
          Phrase(
            en: "  in the ledger: " + entry + sharing.ledger.english,
            ja: "  台帳:     " + entry + sharing.ledger.japanese))
      }
      if counts.changed > tally.changed.count {
        let more = Count.number(counts.changed - tally.changed.count)
        lines.append(Phrase(en: "  and \(more) more", ja: "  ほか \(more) 件"))
      }
      lines.append(
        Phrase(
          en: "An offline copy's changes come back with 'kakeibo --db COPY offline push', "
            + "which replays each against the version here, and holds back and shows with both "
            + "versions any that conflicts",
          ja: "オフラインのコピーの変更は 'kakeibo --db コピー offline push' で戻します。ここの版に"
            + "対して 1 つずつ再現し、衝突するものは送らずに両方の版を示します"))
    }
    if isDryRun, !tally.preview.isEmpty {
      lines.append(
        tally.preview.count < counts.added
          ? Phrase(
            en: "The first \(tally.preview.count) as they would be stored:",
            ja: "保存される形で、最初の \(tally.preview.count) 件:")
          : Phrase(en: "As they would be stored:", ja: "保存される形:"))
      lines += tally.preview.map { entry in
        let line = "  " + EntryRendering.line(entry, glyphs)
        return Phrase(en: line, ja: line)
      }
    }
    return lines
  }

  /// `source → class (count)` for each of `counts` up to `categoryLimit`, then how many more
  /// sources there are (and `more` entries beyond them).
  private static func mappings(
    _ counts: [ImportTally.CategoryCount], glyphs: GlyphStyle, more: Int = 0
  ) -> Phrase {
    let shown = counts.prefix(categoryLimit).map { count in
      "\(VisibleText.of(count.source)) → "
        + VisibleText.of(
          Entry.label(
            kind: .expense, category: count.category, subcategory: count.subcategory, glyphs))
    }
    let numbers = counts.prefix(categoryLimit).map { Count.number($0.count) }
    let moreSources = counts.count - shown.count
    return Phrase(
      en: zip(shown, numbers).map { "\($0) (\($1))" }.joined(separator: ", ")
        + (moreSources > 0 ? ", and \(moreSources) more" : "")
        + (more > 0 ? " (and \(Count.of(more, "entry", "entries")) more)" : ""),
      ja: zip(shown, numbers).map { "\($0)（\($1) 件）" }.joined(separator: "、")
        + (moreSources > 0 ? "、ほか \(moreSources) 件" : "")
        + (more > 0 ? "（ほかに記録 \(Count.number(more)) 件）" : ""))
  }

  /// A statement row and the entry typed by hand it is, side by side: `2026-10-05  ¥3,280
  /// AMAZON.CO.JP (三井住友カード)  =  #2  2026-10-04  🏠 生活費  ¥3,280  Amazon`.
  private static func pair(_ match: ImportMatch, _ glyphs: GlyphStyle) -> String {
    var row = [match.row.date.description, match.row.amount.description]
    if !match.row.memo.isEmpty { row.append(VisibleText.of(match.row.memo.text)) }
    let source = match.row.source.map { " (" + VisibleText.of($0.name) + ")" } ?? ""
    return row.joined(separator: "  ") + source + "  =  " + EntryRendering.line(match.entry, glyphs)
  }

  /// What was skipped around the table: `6 lines before the table and 1 total line`; nil when
  /// nothing was.
  private var skippedText: Phrase? {
    let parts = [
      (skippedLines.beforeTable, "line before the table", "lines before the table", "表の前の行"),
      (skippedLines.cardHolders, "card holder's line", "card holders' lines", "カード会員の行"),
      (skippedLines.blank, "blank line", "blank lines", "空行"),
      (skippedLines.totals, "total line", "total lines", "合計の行"),
      (skippedLines.notes, "note", "notes", "注記"),
      (skippedLines.afterTable, "line after the table", "lines after the table", "表の後の行"),
    ].filter { $0.0 > 0 }.map {
      Phrase(en: Count.of($0.0, $0.1, $0.2), ja: "\($0.3) \(Count.number($0.0)) 行")
    }
    guard let last = parts.last else { return nil }
    let header = headerLine.map { $0 > 1 ? $0 : nil } ?? nil
    return Phrase(
      en: (parts.count == 1
        ? last.english
        : parts.dropLast().map(\.english).joined(separator: ", ") + " and " + last.english)
        + (header.map { " (the header is line \($0))" } ?? ""),
      ja: parts.map(\.japanese).joined(separator: "、")
        + (header.map { "（見出しは \($0) 行目）" } ?? ""))
  }

  private var skippedCount: Int { tally.skipped.values.reduce(0, +) + tally.invalidRows }

  /// `1 income, 2 transfers, 1 invalid`, in a fixed order, leaving out what did not happen.
  private var skippedReasons: [Phrase] {
    var parts: [Phrase] = []
    for reason in SkipReason.allCases {
      guard let count = tally.skipped[reason] else { continue }
      let number = Count.number(count)
      switch reason {
      case .zero:
        parts.append(
          Phrase(en: Count.of(count, "zero amount", "zero amounts"), ja: "金額 0 円 \(number) 件"))
      case .transfer:
        parts.append(Phrase(en: Count.of(count, "transfer"), ja: "振替 \(number) 件"))
      case .excluded:
        parts.append(
          Phrase(
            en: Count.of(count, "excluded from totals", "excluded from totals"),
            ja: "集計対象外 \(number) 件"))
      case .notAPayment:
        parts.append(
          Phrase(en: Count.of(count, "not a payment", "not payments"), ja: "支払い以外 \(number) 件"))
      }
    }
    if tally.invalidRows > 0 {
      parts.append(
        Phrase(
          en: Count.of(tally.invalidRows, "invalid", "invalid"),
          ja: "不正な行 \(Count.number(tally.invalidRows)) 件"))
    }
    return parts
  }
}
