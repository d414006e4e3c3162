import KakeiboCore
import KakeiboImport
import KakeiboStore

/// What `kakeibo import` says when it is done: what it read, what it added, what it did not and
/// why, where categories went, and for a dry run the first entries as they would be stored.
struct ImportSummary {
  var file: String
  var format: ImportFormat
  var encoding: SourceEncoding
  var rows: Int
  var counts: ImportCounts
  var tally: ImportTally
  var isDryRun: Bool

  /// The categories line shows at most this many mappings.
  static let categoryLimit = 12

  func lines(glyphs: GlyphStyle) -> [String] {
    let name = file == "-" ? "standard input" : VisibleText.of(file)
    var lines = ["Read \(name): \(format.title), \(encoding), \(Count.of(rows, "row"))"]
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
      "\(Count.number(skippedCount)) skipped"
        + (skippedReasons.isEmpty ? "" : " (\(skippedReasons))"),
    ].joined(separator: "; ")
    if isDryRun { outcome += ". Nothing was written." }
    lines.append(outcome)
    if format != .kakeibo, !tally.categories.isEmpty {
      let mappings = tally.categories.prefix(Self.categoryLimit).map { source, category, count in
        "\(VisibleText.of(source)) → \(EntryRendering.categoryLabel(category, glyphs)) "
          + "(\(Count.number(count)))"
      }
      let more = tally.categories.count - mappings.count
      lines.append(
        "Categories: " + mappings.joined(separator: ", ") + (more > 0 ? ", and \(more) more" : ""))
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
