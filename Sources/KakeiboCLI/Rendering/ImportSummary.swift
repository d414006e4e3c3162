import KakeiboCore
import KakeiboImport
import KakeiboStore

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

  /// The categories line shows at most this many mappings.
  static let categoryLimit = 12

  func lines(glyphs: GlyphStyle) -> [String] {
    let name = file == "-" ? "standard input" : ShownText.of(file)
    var lines =
      [
        "Read \(name): \(format.title), \(encoding), \(Count.of(rows, "row"))"
          + (skippedText.map { "; skipped " + $0 } ?? "")
      ] + reading
    let kinds = [
      tally.incomeAdded > 0 ? Count.of(tally.incomeAdded, "income", "income") : nil,
      tally.refundsAdded > 0 ? Count.of(tally.refundsAdded, "refund") : nil,
    ].compactMap { $0 }
    let added =
      Count.of(counts.added, "new entry", "new entries")
      + (kinds.isEmpty ? "" : " (\(kinds.joined(separator: ", ")))")
    var outcome = [
      isDryRun ? "Dry run: would import \(added)" : "Imported \(added)",
      Count.of(counts.duplicates, "duplicate"),
      counts.matched > 0
        ? Count.of(counts.matched, "typed by hand already", "typed by hand already") : nil,
      counts.replacedEstimates > 0
        ? Count.of(
          counts.replacedEstimates, "estimate (見込み) replaced by its row",
          "estimates (見込み) replaced by their rows") : nil,
      counts.changed > 0 ? Count.of(counts.changed, "changed since", "changed since") : nil,
      "\(Count.number(skippedCount)) skipped"
        + (skippedReasons.isEmpty ? "" : " (\(skippedReasons))"),
    ].compactMap { $0 }.joined(separator: "; ")
    if isDryRun { outcome += ". Nothing was written." }
    lines.append(outcome)
    if format != .kakeibo, !tally.categories.isEmpty {
      lines.append("Categories: " + Self.mappings(tally.categories, glyphs: glyphs))
    }
    if !tally.learned.isEmpty {
      let others = tally.learnedCount - tally.learned.reduce(0) { $0 + $1.count }
      lines.append(
        "Learned from earlier entries with the same memo: "
          + Self.mappings(tally.learned, glyphs: glyphs, more: others))
    }
    if !tally.matches.isEmpty {
      lines.append(
        isDryRun
          ? "Typed by hand already: these rows would not be imported, and each entry would gain "
            + "the row's source (--keep-matches imports them):"
          : "Typed by hand already: these rows were not imported, and each entry has the row's "
            + "source now:")
      lines += tally.matches.map { "  " + Self.pair($0, glyphs) }
      if counts.matched > tally.matches.count {
        lines.append("  and \(Count.number(counts.matched - tally.matches.count)) more")
      }
    }
    if !tally.changed.isEmpty {
      lines.append(
        "Changed since: these rows are entries of this ledger that have other values here now, "
          + (isDryRun ? "and would not be imported" : "and were not imported")
          + ", so that neither side's values are lost:")
      for changed in tally.changed {
        let row = Entry(id: changed.entry.id, changed.row)
        lines.append("  in the file:   " + EntryRendering.line(row, glyphs))
        lines.append("  in the ledger: " + EntryRendering.line(changed.entry, glyphs))
      }
      if counts.changed > tally.changed.count {
        lines.append("  and \(Count.number(counts.changed - tally.changed.count)) more")
      }
    }
    if isDryRun, !tally.preview.isEmpty {
      lines.append(
        tally.preview.count < counts.added
          ? "The first \(tally.preview.count) as they would be stored:"
          : "As they would be stored:")
      lines += tally.preview.map { "  " + EntryRendering.line($0, glyphs) }
    }
    return lines
  }

  /// `source → class (count)` for each of `counts` up to `categoryLimit`, then how many more
  /// sources there are (and `more` entries beyond them).
  private static func mappings(
    _ counts: [ImportTally.CategoryCount], glyphs: GlyphStyle, more: Int = 0
  ) -> String {
    let shown = counts.prefix(categoryLimit).map { count in
      "\(VisibleText.of(count.source)) → "
        + VisibleText.of(
          Entry.label(
            kind: .expense, category: count.category, subcategory: count.subcategory, glyphs))
        + " (\(Count.number(count.count)))"
    }
    let moreSources = counts.count - shown.count
    return shown.joined(separator: ", ")
      + (moreSources > 0 ? ", and \(moreSources) more" : "")
      + (more > 0 ? " (and \(Count.of(more, "entry", "entries")) more)" : "")
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
  private var skippedText: String? {
    let parts = [
      (skippedLines.beforeTable, "line before the table", "lines before the table"),
      (skippedLines.cardHolders, "card holder's line", "card holders' lines"),
      (skippedLines.blank, "blank line", "blank lines"),
      (skippedLines.totals, "total line", "total lines"),
      (skippedLines.notes, "note", "notes"),
      (skippedLines.afterTable, "line after the table", "lines after the table"),
    ].filter { $0.0 > 0 }.map { Count.of($0.0, $0.1, $0.2) }
    guard let last = parts.last else { return nil }
    let header = headerLine.map { $0 > 1 ? " (the header is line \($0))" : "" } ?? ""
    return
      (parts.count == 1 ? last : parts.dropLast().joined(separator: ", ") + " and " + last)
      + header
  }

  private var skippedCount: Int { tally.skipped.values.reduce(0, +) + tally.invalidRows }

  /// `1 income, 2 transfers, 1 invalid`, in a fixed order, leaving out what did not happen.
  private var skippedReasons: String {
    var parts: [String] = []
    for reason in SkipReason.allCases {
      guard let count = tally.skipped[reason] else { continue }
      switch reason {
      case .zero: parts.append(Count.of(count, "zero amount", "zero amounts"))
      case .transfer: parts.append(Count.of(count, "transfer"))
      case .excluded: parts.append(Count.of(count, "excluded from totals", "excluded from totals"))
      case .notAPayment: parts.append(Count.of(count, "not a payment", "not payments"))
      }
    }
    if tally.invalidRows > 0 { parts.append(Count.of(tally.invalidRows, "invalid", "invalid")) }
    return parts.joined(separator: ", ")
  }
}
