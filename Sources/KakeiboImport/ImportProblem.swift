import KakeiboCore

/// What is wrong with one row of an import file: the line, the field, the value as written and
/// what would be accepted. A file may have many; all of them are reported.
public struct ImportProblem: Error, Equatable, Sendable {
  /// The line the row starts on, counting the header as line 1.
  public let line: Int
  /// The field: `amount`, `date`, `category`, `memo` (an `InvalidValue.Field`'s raw value),
  /// or the file's own column name (such as `計算対象`); nil for a problem with the row as a
  /// whole.
  public let field: String?
  /// The value as written, or nil when there is none to show.
  public let value: String?
  /// Why it was refused, as data.
  public let reason: Reason

  /// Why a row's field, or the row, was refused.
  public enum Reason: Equatable, Sendable {
    /// The value is none the domain accepts.
    case invalid(InvalidValue.Reason)
    /// A statement's row without a date.
    case noDate
    /// A statement's year, month and day columns that make no date.
    case notYearMonthDay
    /// An amount in a column kakeibo does not know, and none in the amount columns.
    case amountInUnknownColumn
    /// A flag column (Money Forward's 計算対象, 振替) that holds neither 1 nor 0.
    case notAFlag(Flag)
    /// The row ends before this field: it has `fields` fields.
    case fieldMissing(fields: Int)
    /// The field's bytes are not text in the file's encoding.
    case invalidEncoding(SourceEncoding)
    /// A kakeibo export's kind that is neither expense nor income.
    case notAKind
    /// Income with a category.
    case incomeHasCategory
    /// A Zaim income row in a file without the 収入 column.
    case noIncomeColumn
    /// The row has `fields` fields and the header `header`.
    case fieldCount(fields: Int, header: Int)
    /// Text after the closing quote of field `field` (from 1).
    case textAfterClosingQuote(field: Int)
    /// A quoted field never closed.
    case unclosedQuote
    /// The row is longer than `CSVReader.maximumRecordLength`.
    case rowTooLong
  }

  /// A 0-or-1 column of Money Forward ME's: what 1 says of the row.
  public enum Flag: Equatable, Sendable {
    /// 計算対象: 1 counts it.
    case counted
    /// 振替: 1 makes it a transfer.
    case transfer
  }

  public init(line: Int, field: String?, value: String?, reason: Reason) {
    self.line = line
    self.field = field
    self.value = value
    self.reason = reason
  }

  /// The problem a domain parser found in the value of a row's field.
  public init(line: Int, _ invalid: InvalidValue) {
    self.init(
      line: line, field: invalid.field.rawValue, value: invalid.value,
      reason: .invalid(invalid.reason))
  }
}

/// Why a file cannot be imported at all, before its rows are read.
public enum ImportError: Error, Equatable, Sendable {
  /// The file has no header row (or, without one, no rows).
  case empty
  /// The file is in an encoding kakeibo does not read, named (`UTF-16`, `UTF-32`): it starts
  /// with that encoding's byte order mark, or, for UTF-16 without one, with ASCII characters
  /// each beside a zero byte.
  case unsupportedEncoding(String)
  /// Standard input (read once, as it comes) was read as `first` by its first characters that
  /// are not ASCII, but the whole of it reads as `whole`.
  case encodingChanged(first: SourceEncoding, whole: SourceEncoding)
  /// The file reads as UTF-8 and as Shift_JIS equally well (see `EncodingDetector.isAmbiguous`):
  /// the pieces that tell it, each read both ways.
  case ambiguousEncoding([AmbiguousReading])
  /// The header row is longer than `CSVReader.maximumRecordLength`.
  case headerTooLong
  /// No table was found: no line of the first lines searched is an app's header, or names a
  /// date column and an amount column, or is a statement's row without a header; what was
  /// understood of the lines, and the options that would read them.
  case noTable(TableSearch)
  /// The header lacks columns `format` needs.
  case missingColumns([String], format: ImportFormat)
  /// A `--…-col` option names a column the header does not have.
  case noSuchColumn(option: String, name: String, header: [String])
  /// A `--…-col` option names a column by a number larger than the header's width.
  case columnOutOfRange(option: String, number: Int, width: Int)
}

/// Why a row was read but not imported: it is not an expense that counts.
public enum SkipReason: Hashable, Sendable, CaseIterable {
  /// A row of zero yen, which is no entry.
  case zero
  /// A transfer between the user's own accounts.
  case transfer
  /// Excluded from the app's totals (計算対象 0, or Zaim's 集計に含めない).
  case excluded
  /// Any other row that is not a payment (Zaim's balance adjustments, a statement's row with a
  /// balance but no amount, a payment reverted or declined).
  case notAPayment
}

/// What one data row of a file becomes.
public enum RowOutcome: Equatable, Sendable {
  /// An entry to store (an expense, a refund or income), with the fingerprint of its source row.
  case entry(EntryDraft, Fingerprint)
  /// A row that is not an expense to import.
  case skipped(SkipReason)
  /// A row with problems; nothing of it is imported.
  case invalid([ImportProblem])
  /// A row of a bank or card statement (or of a CSV with a deposits column, or one that a
  /// `--transfer` pattern names), its meaning decided: an expense, a refund, income or a
  /// transfer, for the caller to make an entry of or to count. (Boxed, so that the rows of
  /// the other formats stay small.)
  indirect case statement(StatementRow)
}

/// What the general reader understood of a file in which it found no table, point by point, for
/// the refusal to say (see `ImportError.noTable`).
public struct TableSearch: Equatable, Sendable {
  /// A column of the line nearest to a header: its position (from 0), its name, and what the
  /// vocabulary says it holds (nil for a name it does not know).
  public struct Column: Equatable, Sendable {
    public let index: Int
    public let name: String
    public let role: ColumnRole?

    public init(index: Int, name: String, role: ColumnRole?) {
      self.index = index
      self.name = name
      self.role = role
    }
  }

  /// What the options would name: the columns as `--from csv` takes them, by name (or by
  /// number from 1 when the line has no names).
  public struct Options: Equatable, Sendable {
    public let date: String
    public let amount: String
    public let income: String?
    public let memo: [String]
    /// Whether the line is data (no header): `--no-header`.
    public let noHeader: Bool
    /// The lines before it, when it is not the first: `--skip-lines`.
    public let skipLines: Int
  }

  /// How many lines were searched.
  public let searchedLines: Int
  /// The line most like a header (the most names the vocabulary knows), and its columns; nil
  /// when no line names anything the vocabulary knows.
  public let nearestLine: Int?
  public let nearest: [Column]
  /// Whether the nearest line names a date column, and an amount column.
  public let hasDate: Bool
  public let hasAmount: Bool
  /// What the cells under the nearest line (or the first line of values) look like, for the
  /// options that would read them; nil when they do not tell.
  public let options: Options?

  public init(
    searchedLines: Int, nearestLine: Int?, nearest: [Column], hasDate: Bool, hasAmount: Bool,
    options: Options?
  ) {
    self.searchedLines = searchedLines
    self.nearestLine = nearestLine
    self.nearest = nearest
    self.hasDate = hasDate
    self.hasAmount = hasAmount
    self.options = options
  }

  /// What a file whose first lines are `lines` (each with its line number, from 1) is
  /// understood as, when none of them is a table's header or first row.
  static func of(_ lines: [(line: Int, cells: [String])]) -> TableSearch {
    let known = lines.map { entry in TableMapping.knownNames(entry.cells) }
    let best = known.indices.max { known[$0].count < known[$1].count }
    guard let best, !known[best].isEmpty else {
      return TableSearch(
        searchedLines: lines.count, nearestLine: nil, nearest: [], hasDate: false,
        hasAmount: false, options: guessOptions(lines, header: nil))
    }
    let cells = lines[best].cells
    let roles = Dictionary(known[best].map { ($0.index, $0.role) }) { first, _ in first }
    let columns = cells.enumerated().compactMap { index, name -> Column? in
      let trimmed = TextNormalization.trimmed(name)
      return trimmed.isEmpty ? nil : Column(index: index, name: trimmed, role: roles[index] ?? nil)
    }
    let amountRoles: Set<ColumnRole> = [.withdrawal, .deposit, .signedAmount, .billed]
    return TableSearch(
      searchedLines: lines.count, nearestLine: lines[best].line, nearest: columns,
      hasDate: columns.contains { [.date, .year].contains($0.role) },
      hasAmount: columns.contains { $0.role.map(amountRoles.contains) ?? false },
      options: guessOptions(lines, header: best))
  }

  /// The options that read the cells under line `header` (or the first line of values, when
  /// there is no such line): the first column of dates, the first of amounts (and a second as
  /// deposits when its name says so), the first of text as the memo.
  private static func guessOptions(_ lines: [(line: Int, cells: [String])], header: Int?)
    -> Options?
  {
    let start = header.map { $0 + 1 } ?? 0
    guard
      let values = lines.dropFirst(start).first(where: { entry in
        entry.cells.contains { !TextNormalization.trimmed($0).isEmpty }
      })
    else { return nil }
    let cells = values.cells.map(TextNormalization.trimmed)
    func isAmount(_ text: String) -> Bool {
      (try? StatementValues.signedAmount(text)).flatMap { $0 } != nil
    }
    guard
      let date = cells.firstIndex(where: { StatementDates.read($0) != nil && !isAmount($0) })
        ?? cells.firstIndex(where: { StatementDates.read($0) != nil })
    else { return nil }
    let amounts = cells.indices.filter { $0 != date && isAmount(cells[$0]) }
    let texts = cells.indices.filter { index in
      index != date && !cells[index].isEmpty && !amounts.contains(index)
    }
    let names = header.map { lines[$0].cells.map(TextNormalization.trimmed) }
    func column(_ index: Int) -> String {
      if let names, index < names.count, !names[index].isEmpty, !names[index].contains(",") {
        return names[index]
      }
      return String(index + 1)
    }
    var amount = amounts.first
    var income: Int?
    if let names {
      // Columns of one kind whose cells are empty in the first row are amounts too.
      let candidates = names.indices.filter { index in
        index != date && !texts.contains(index)
          && (index >= cells.count || cells[index].isEmpty || isAmount(cells[index]))
          && !names[index].isEmpty
      }
      let deposits = candidates.filter { ColumnVocabulary.meaning(of: names[$0]) == .deposit }
      let others = candidates.filter {
        !deposits.contains($0) && ColumnVocabulary.meaning(of: names[$0]) != .balance
      }
      amount = others.first ?? amount
      income = deposits.first
    }
    guard let amount else { return nil }
    return Options(
      date: column(date), amount: column(amount), income: income.map(column),
      memo: texts.prefix(1).map(column), noHeader: header == nil,
      skipLines: header.map { lines[$0].line - 1 } ?? (values.line - 1))
  }
}
