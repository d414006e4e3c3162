import KakeiboCore

/// What a converter makes of one data row.
struct ConvertedRow: Sendable {
  /// An entry or a statement's row (its fingerprint still to be numbered), a skip, the row's
  /// problems, or a line that is not a row at all.
  enum Outcome: Sendable {
    case entry(EntryDraft, RowIdentity)
    indirect case statement(StatementRow.Draft, RowContent)
    case skipped(SkipReason)
    case invalid([ImportProblem])
    /// Not a row of the table: a blank line, a card holder's, a total.
    case line(LineKind)
  }

  var outcome: Outcome
  /// How the entry's category was chosen, for an expense.
  var category: CategoryMapping.Resolution?
  /// The entry the row was exported from (kakeibo's own export).
  var exported: ExportedEntry?
  /// For a row with problems: whether it may be a line after the table (a note, with no date
  /// and no amount), which the importer counts as one if no row follows it.
  var mayEndTable = false

  /// An expense (a refund when `amount` is negative) identified by `identity`, its category
  /// chosen as `category` says (and its 内訳 too, when a `--map` rule names one), from
  /// `source` (the bank, card or account, if the file names it).
  static func entry(
    date: LedgerDate, amount: Yen, category: CategoryMapping.Resolution,
    subcategory: Subcategory? = nil, memo: Memo, source: EntrySource? = nil,
    identity: RowIdentity, exported: ExportedEntry? = nil
  ) -> ConvertedRow {
    ConvertedRow(
      outcome: .entry(
        EntryDraft(
          date: date, amount: amount, category: category.category,
          subcategory: category.subcategory ?? subcategory, memo: memo, source: source),
        identity),
      category: category, exported: exported)
  }

  /// Income identified by `identity`, from `source`.
  static func income(
    date: LedgerDate, amount: Yen, subcategory: Subcategory?, memo: Memo,
    source: EntrySource? = nil, identity: RowIdentity, exported: ExportedEntry? = nil
  ) -> ConvertedRow {
    ConvertedRow(
      outcome: .entry(
        .income(
          date: date, amount: amount, subcategory: subcategory, memo: memo, source: source),
        identity),
      category: nil, exported: exported)
  }
}

/// Turns the data rows of one format into entries, skips or problems.
protocol RowConverter: Sendable {
  mutating func convert(_ row: inout SourceRow) -> ConvertedRow
  /// The first date cell read and its date, as the report of a statement's reading shows it.
  var dateSample: DateSample? { get }
}

extension RowConverter {
  var dateSample: DateSample? { nil }
}

/// A statement's first date as its cell writes it, and as it was read (nil: no date was read
/// in the column at all, and this is the first that was not).
public struct DateSample: Equatable, Sendable {
  /// The column's name (or `field N`, or the three columns' names joined by `/`).
  public let column: String
  public let text: String
  public let date: LedgerDate?
}

/// A data row, read field by field in the file's encoding. Problems found while reading it are
/// collected, so that all of a row's problems are reported at once.
struct SourceRow {
  let record: CSVRecord
  let encoding: SourceEncoding
  private(set) var problems: [ImportProblem] = []

  init(record: CSVRecord, encoding: SourceEncoding) {
    self.record = record
    self.encoding = encoding
  }

  var line: Int { record.line }

  /// Returns the text of the field in `column` (from 0), "" when the file has no such column
  /// (nil), or nil after noting a problem when the row is too short or the bytes are not text.
  /// `field` names the column in problems.
  mutating func text(_ column: Int?, field: String) -> String? {
    guard let column else { return "" }
    guard column < record.count else {
      note(
        field: field, value: nil,
        reason: .fieldMissing(fields: record.count))
      return nil
    }
    let encoding = encoding
    if let text = record.withField(column, { encoding.decode($0) }) { return text }
    let repaired = record.withField(column) { encoding.decode($0, repairing: true) } ?? ""
    note(
      field: field, value: repaired,
      reason: .invalidEncoding(encoding))
    return nil
  }

  mutating func note(field: String?, value: String?, reason: ImportProblem.Reason) {
    problems.append(ImportProblem(line: line, field: field, value: value, reason: reason))
  }

  mutating func note(_ invalid: InvalidValue) {
    problems.append(ImportProblem(line: line, invalid))
  }

  /// Makes a memo of one field (see `ImportAdapters.memo`), noting a problem; nil when the
  /// field is nil (a problem reading it) or the memo is not valid.
  mutating func memo(_ part: String?, trimming: Bool = true) -> Memo? {
    guard let part else { return nil }
    do {
      return try ImportAdapters.memo(part, trimming: trimming)
    } catch {
      note(error)
      return nil
    }
  }

  /// Makes a source of a field, noting a problem; nil for an empty field, a field that could not
  /// be read (its problem noted already) or one that is not a valid source.
  mutating func source(_ text: String?) -> EntrySource? {
    guard let text else { return nil }
    do {
      return try EntrySource(validating: text)
    } catch {
      note(error)
      return nil
    }
  }

  /// Makes a 内訳 of a field, noting a problem; nil for an empty field, a field that could not
  /// be read (its problem noted already) or one that is not a valid 内訳.
  mutating func subcategory(_ text: String?) -> Subcategory? {
    guard let text else { return nil }
    do {
      return try Subcategory(validating: text)
    } catch {
      note(error)
      return nil
    }
  }

  /// Makes a memo of `parts` (see `ImportAdapters.memo`), noting a problem; nil when a part is
  /// nil (a problem reading it) or the memo is not valid.
  mutating func memo(_ parts: [String?], trimming: Bool = true) -> Memo? {
    let texts = parts.compactMap { $0 }
    guard texts.count == parts.count else { return nil }
    do {
      return try ImportAdapters.memo(texts, trimming: trimming)
    } catch {
      note(error)
      return nil
    }
  }

  /// Parses `text` (nil after a problem reading it) with a domain parser, noting what it
  /// throws; nil when there was no text or the parser threw.
  mutating func parse<Value>(
    _ text: String?, _ parser: (String) throws(InvalidValue) -> Value
  ) -> Value? {
    guard let text else { return nil }
    do {
      return try parser(text)
    } catch {
      note(error)
      return nil
    }
  }

}

/// The domain parsers with a memory of recent answers: rows of one file share few dates and
/// category names, and parsing them is the costly part of a row. Texts are compared byte for
/// byte (quicker than `==`, which compares canonical equivalents).
struct CachedParsers: Sendable {
  let mapping: CategoryMapping
  private var lastDateText = ""
  private var lastDate: LedgerDate?
  /// Recent category names (most specific, then general) and what they resolved to.
  private var categories: [(specific: String, general: String, CategoryMapping.Resolution)] = []
  /// The most category names kept; a file with more resolves the others every time.
  private static let categoryCacheLimit = 256

  init(mapping: CategoryMapping) {
    self.mapping = mapping
  }

  /// Parses a full date (see `ImportAdapters.date`), noting a problem in `row`.
  mutating func date(_ text: String?, in row: inout SourceRow) -> LedgerDate? {
    guard let text else { return nil }
    if let lastDate, text.hasSameUTF8(as: lastDateText) { return lastDate }
    let date = row.parse(text, ImportAdapters.date)
    if let date { (lastDateText, lastDate) = (text, date) }
    return date
  }

  /// Resolves the category of a row whose source categories are `specific` and `general` (such
  /// as 中項目 and 大項目; either may be empty).
  mutating func category(_ specific: String, _ general: String = "")
    -> CategoryMapping.Resolution
  {
    if let known = known(specific, general) { return known }
    let resolution = mapping.resolve([specific, general])
    remember(specific, general, resolution)
    return resolution
  }

  /// Resolves a category that must be kakeibo's own (or mapped), noting a problem in `row`.
  mutating func strictCategory(_ name: String?, in row: inout SourceRow)
    -> CategoryMapping.Resolution?
  {
    guard let name else { return nil }
    if let known = known(name, "") { return known }
    let resolution = row.parse(name, mapping.resolveStrictly)
    if let resolution { remember(name, "", resolution) }
    return resolution
  }

  private func known(_ specific: String, _ general: String) -> CategoryMapping.Resolution? {
    categories.first { entry in
      entry.specific.hasSameUTF8(as: specific)
        && entry.general.hasSameUTF8(as: general)
    }?.2
  }

  private mutating func remember(
    _ specific: String, _ general: String, _ resolution: CategoryMapping.Resolution
  ) {
    if categories.count < Self.categoryCacheLimit {
      categories.append((specific, general, resolution))
    }
  }
}

// MARK: - kakeibo

/// kakeibo's own export: `id,date,amount,category,memo,subcategory,kind,source,fingerprint,ledger`. Values
/// are read as `kakeibo add` reads them, and the category must be one of kakeibo's (or mapped
/// by `--map`). The id is not kept: with the ledger's identity it only tells an entry imported
/// back into the ledger it was exported from. A file written before the `ledger` column existed
/// (`id,date,amount,category,memo`) still imports; its rows are known by their fingerprint
/// only. Files without the later columns (subcategory, kind, source, fingerprint) import too.
///
/// A row's `fingerprint` cell, when it has one, is the fingerprint the entry had in the ledger
/// it came from (the statement row it was imported from): the entry keeps it, so that the
/// same statement imported again anywhere adds nothing, and a ledger that has it already holds
/// the row.
///
/// In a file with the `ledger` column, which is how kakeibo's export writes it, text cells
/// lose the `'` that the export put in front of a formula-like start (see
/// `FormulaNeutralization`), so that an export imports back to the very same memos.
struct KakeiboRows: RowConverter {
  private let columns: [Int]
  private let id: Int?
  private let subcategory: Int?
  private let kind: Int?
  private let source: Int?
  private let fingerprint: Int?
  private let paidBy: Int?
  private let split: Int?
  private let ledger: Int?
  private var parsers: CachedParsers
  private let fingerprinter = RowFingerprinter(format: .kakeibo)
  /// The last ledger cell read, since every row of an export has the same.
  private var lastLedgerText = ""
  private var lastLedger: LedgerIdentity?

  init(header: HeaderIndex, mapping: CategoryMapping) throws(ImportError) {
    columns = try header.columns(KakeiboColumns.required, for: .kakeibo)
    id = header.column(KakeiboColumns.id)
    subcategory = header.column(KakeiboColumns.subcategory)
    kind = header.column(KakeiboColumns.kind)
    source = header.column(KakeiboColumns.source)
    fingerprint = header.column(KakeiboColumns.fingerprint)
    paidBy = header.column(KakeiboColumns.paidBy)
    split = header.column(KakeiboColumns.split)
    ledger = header.column(KakeiboColumns.ledger)
    parsers = CachedParsers(mapping: mapping)
  }

  mutating func convert(_ row: inout SourceRow) -> ConvertedRow {
    let dateText = row.text(columns[0], field: "date")
    let amountText = row.text(columns[1], field: "amount")
    let categoryText = restored(row.text(columns[2], field: "category"))
    let memoText = restored(row.text(columns[3], field: "memo"))
    let subcategoryText = restored(row.text(subcategory, field: KakeiboColumns.subcategory))
    let kindText = row.text(kind, field: KakeiboColumns.kind)
    let sourceText = restored(row.text(source, field: KakeiboColumns.source))
    let ledgerIdentity = ledger.flatMap { identity(row.text($0, field: "ledger"), in: &row) }
    var carried: Fingerprint?
    if let fingerprint, let text = row.text(fingerprint, field: KakeiboColumns.fingerprint),
      !text.isEmpty
    {
      carried = row.parse(text, Fingerprint.parse)
    }
    // The names as the file writes them: the command resolves them against the household.
    let payerText = restored(row.text(paidBy, field: KakeiboColumns.paidBy))
    let payer = payerText.flatMap { $0.isEmpty ? nil : row.parse($0, Person.init(validating:)) }
    let splitText = restored(row.text(split, field: KakeiboColumns.split))
    let ownSplit = splitText.flatMap { $0.isEmpty ? nil : row.parse($0, Split.init(parsing:)) }
    let date = parsers.date(dateText, in: &row)
    let entryKind = Self.kind(kindText, in: &row)
    let amount = row.parse(amountText) { text throws(InvalidValue) in
      try Self.amount(text, isIncome: entryKind == .income)
    }
    let category: CategoryMapping.Resolution?
    if entryKind == .income {
      Self.requireNoCategory(categoryText, in: &row)
      category = nil
    } else {
      category = parsers.strictCategory(categoryText, in: &row)
    }
    let memo = row.memo(memoText, trimming: false)
    let subcategory = row.subcategory(subcategoryText)
    let source = row.source(sourceText)
    guard let date, let amount, let entryKind, let memo, let categoryText, row.problems.isEmpty
    else {
      return ConvertedRow(outcome: .invalid(row.problems))
    }
    let content = fingerprinter.content(date: date, amount: amount) { fields in
      fields.combine(text: categoryText)
      fields.combine(text: memo.text)
      // Rows of another ledger's export are that ledger's entries: the same values in two
      // ledgers' files are two entries. (Files without the column keep the fingerprints they
      // always had.) Likewise a 内訳 and income, which older files cannot have. The source is
      // not the entry's identity: an entry typed by hand gains one when a statement lists it,
      // and is still the same entry.
      if let ledgerIdentity { fields.combine(text: ledgerIdentity.description) }
      if let subcategory { fields.combine(text: "subcategory:" + subcategory.name) }
      if entryKind == .income { fields.combine(text: "kind:income") }
    }
    // Not the new entry's id: only to recognize the entry in the ledger it came from.
    var exported: ExportedEntry?
    if let ledgerIdentity, let id, let text = row.text(id, field: "id"),
      let exportedID = try? Entry.parseID(text)
    {
      exported = ExportedEntry(ledger: ledgerIdentity, id: exportedID)
    }
    let rowIdentity = carried.map(RowIdentity.carried) ?? .content(content)
    var converted: ConvertedRow
    if let category {
      converted = .entry(
        date: date, amount: amount, category: category, subcategory: subcategory, memo: memo,
        source: source, identity: rowIdentity, exported: exported)
    } else {
      converted = .income(
        date: date, amount: amount, subcategory: subcategory, memo: memo, source: source,
        identity: rowIdentity, exported: exported)
    }
    if case .entry(var draft, let identity) = converted.outcome {
      draft.paidBy = payer
      draft.split = ownSplit
      converted.outcome = .entry(draft, identity)
    }
    return converted
  }

  /// The kind in the `kind` column: expense when the file has none or the cell is empty.
  private static func kind(_ text: String?, in row: inout SourceRow) -> EntryKind? {
    guard let text else { return nil }
    // As kakeibo's export writes it: no folding to do.
    if text.isEmpty || text.hasSameUTF8(as: "expense") { return .expense }
    if text.hasSameUTF8(as: "income") { return .income }
    let key = TextNormalization.matchKey(text)
    if key.isEmpty { return .expense }
    guard let kind = EntryKind(rawValue: key) else {
      row.note(field: KakeiboColumns.kind, value: text, reason: .notAKind)
      return nil
    }
    return kind
  }

  /// An amount as kakeibo writes it: whole yen, negative for a refund (an expense only).
  private static func amount(_ text: String, isIncome: Bool) throws(InvalidValue) -> Yen {
    // A cell that begins with a digit is no refund: the parser reads it as it is.
    if let first = text.utf8.first, first >= UInt8(ascii: "0"), first <= UInt8(ascii: "9") {
      return try Yen(parsingEntryAmount: text)
    }
    let folded = TextNormalization.folded(text)
    guard let first = folded.first, first == "-" || first == "−" else {
      return try Yen(parsingEntryAmount: text)
    }
    guard !isIncome else {
      throw InvalidValue(.amount, text, .negativeIncome)
    }
    let magnitude = try Yen(parsingEntryAmount: String(folded.dropFirst()))
    return Yen(-magnitude.value)
  }

  /// Notes a problem when income's category cell is not empty: income has no category.
  private static func requireNoCategory(_ text: String?, in row: inout SourceRow) {
    guard let text, !TextNormalization.trimmed(text).isEmpty else { return }
    row.note(field: "category", value: text, reason: .incomeHasCategory)
  }

  /// A text cell as it was before the export neutralized it, in a file with the `ledger`
  /// column (older exports did not neutralize).
  private func restored(_ cell: String?) -> String? {
    guard let cell, ledger != nil else { return cell }
    return FormulaNeutralization.restore(cell)
  }

  /// The ledger a row was exported from: nil for an empty cell (or a problem, noted in `row`).
  private mutating func identity(_ text: String?, in row: inout SourceRow) -> LedgerIdentity? {
    guard let text, !text.isEmpty else { return nil }
    if let lastLedger, text.hasSameUTF8(as: lastLedgerText) { return lastLedger }
    let identity = row.parse(text, LedgerIdentity.parse)
    if let identity { (lastLedgerText, lastLedger) = (text, identity) }
    return identity
  }
}
