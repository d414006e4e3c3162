import KakeiboCore

/// What the converters of statements share: the source's name, the date parser, the transfer
/// rules, the `--map` rules for memos and the fingerprints of one layout, and how a row becomes
/// a `StatementRow`.
struct StatementReading: Sendable {
  let source: EntrySource?
  let transfers: TransferRules
  private var parsers: CachedParsers
  private let fingerprinter: RowFingerprinter

  init(format: ImportFormat, source: String?, options: ImportOptions) {
    // The layouts' names are constants, one short line each: always valid.
    self.source = source.flatMap { name in (try? EntrySource(validating: name)) ?? nil }
    transfers = options.transfers
    parsers = CachedParsers(mapping: options.mapping)
    fingerprinter = RowFingerprinter(format: format)
  }

  /// Parses a full date (see `ImportAdapters.date`), noting a problem in `row`.
  mutating func date(_ text: String?, in row: inout SourceRow) -> LedgerDate? {
    parsers.date(text, in: &row)
  }

  /// The row dated `date`, of `amount` yen (signed as the money goes: negative out of the
  /// household's account, positive into it), meaning `kind`, its memo `memo`. Its content is
  /// hashed from the date, the amount and `fields`: the source's own texts that tell the row
  /// from others and stay the same in every statement that lists it (the store, not the
  /// balance or the instalment). An expense or refund whose memo a `--map` rule's SOURCE is
  /// found in gets the rule's category (see `CategoryMapping.resolve(memo:)`), and so does a row
  /// the built-in words make a transfer (a card bill, cash, a charge): the rule makes it an
  /// expense (money out) or a refund (money in).
  func converted(
    date: LedgerDate, amount: Int64, kind: StatementRow.Kind, memo: Memo, fields: [String],
    in row: inout SourceRow
  ) -> ConvertedRow {
    guard amount != 0 else { return ConvertedRow(outcome: .skipped(.notAPayment)) }
    guard amount != .min, Yen.entryRange.contains(abs(amount)) else {
      row.note(
        field: "amount", value: String(amount),
        reason: .invalid(.amountTooLarge))
      return ConvertedRow(outcome: .invalid(row.problems))
    }
    let magnitude = Yen(abs(amount))
    let content = fingerprinter.content(date: date, amount: magnitude) { hasher in
      hasher.combine(text: amount < 0 ? "out" : "in")
      for field in fields { hasher.combine(text: TextNormalization.trimmed(field)) }
    }
    var kind = kind
    var category: CategoryMapping.Resolution?
    switch kind {
    case .expense, .refund:
      category = parsers.mapping.resolve(memo: memo.text)
    case .transfer(.pattern), .income:
      break
    case .transfer:
      // A `--map` rule names what the row is spent on: the household's word wins over the
      // built-in words of transfers (a `--transfer` pattern wins over both).
      if let rule = parsers.mapping.resolve(memo: memo.text) {
        kind = amount < 0 ? .expense : .refund
        category = rule
      }
    }
    let draft = StatementRow.Draft(
      date: date, memo: memo, amount: magnitude, kind: kind, source: source)
    var converted = ConvertedRow(outcome: .statement(draft, content))
    converted.category = category
    return converted
  }

  /// The memo of `parts` (nil after a problem reading one), full-width ASCII folded to ASCII
  /// and the ideographic space to a space (`ＡＭＡＺＯＮ．ＣＯ．ＪＰ` is `AMAZON.CO.JP`), the
  /// non-empty ones joined by `separator`; nil after noting a problem.
  static func memo(_ parts: [String?], separator: String = " / ", in row: inout SourceRow)
    -> Memo?
  {
    let texts = parts.compactMap { $0 }
    guard texts.count == parts.count else { return nil }
    let folded = texts.map(TextNormalization.folded).filter { !$0.isEmpty }
    return row.memo(folded.joined(separator: separator))
  }
}

/// What a field of amounts holds.
enum AmountField {
  case empty
  /// The signed value.
  case value(Int64)
  /// Not an amount (a problem is noted) or not readable.
  case unreadable

  /// The value, 0 for an empty field, nil when unreadable.
  var value: Int64? {
    switch self {
    case .empty: 0
    case .value(let value): value
    case .unreadable: nil
    }
  }
}

extension SourceRow {
  /// Reads the amount in `column` (see `StatementValues.signedAmount`), `field` (the column's
  /// name) naming it in problems.
  mutating func amount(_ column: Int?, field: String) -> AmountField {
    guard let column else { return .empty }
    guard let text = self.text(column, field: field) else { return .unreadable }
    do {
      return try StatementValues.signedAmount(text).map(AmountField.value) ?? .empty
    } catch {
      note(field: field, value: text, reason: .invalid(error.reason))
      return .unreadable
    }
  }

  /// Whether the row has a field in `column` with anything but spaces in it.
  func holdsText(_ column: Int?) -> Bool {
    guard let column, column < record.count else { return false }
    return record.withField(column) { bytes in bytes.contains { $0 != 0x20 && $0 != 0x09 } }
  }

  /// Every field, decoded (what is not valid text shown as U+FFFD).
  func fields() -> [String] {
    let encoding = encoding
    return (0..<record.count).map { index in
      record.withField(index) { encoding.decode($0, repairing: true) } ?? ""
    }
  }

  /// What a row whose date (in `dateColumn`, reading `dateText`) could not be read is: a line
  /// that is not a row (blank, a card holder's, a total), or else a row with the problems
  /// noted, which may be a line after the table (a note) when its date field holds no digit and
  /// its amount fields nothing (`hasAmount` false).
  func lineOrProblems(dateColumn: Int, dateText: String?, hasAmount: Bool) -> ConvertedRow {
    if let kind = LineKind.of(fields(), dateColumn: dateColumn) {
      return ConvertedRow(outcome: .line(kind))
    }
    var converted = ConvertedRow(outcome: .invalid(problems))
    let hasDigit = dateText.map { TextNormalization.folded($0).contains(where: \.isASCIIDigit) }
    converted.mayEndTable = hasDigit != true && !hasAmount
    return converted
  }
}

extension Character {
  var isASCIIDigit: Bool { ("0"..."9").contains(self) }
}
