import KakeiboCore

/// What is wrong with one row of an import file: the line, the field, the value as written and
/// what would be accepted. A file may have many; all of them are reported.
public struct ImportProblem: Error, Equatable, Sendable {
  /// The line the row starts on, counting the header as line 1.
  public let line: Int
  /// The field: `amount`, `date`, `category`, `memo`, or the file's own column name (such as
  /// `計算対象`); nil for a problem with the row as a whole.
  public let field: String?
  /// The value as written, or nil when there is none to show.
  public let value: String?
  /// Why it was refused and what is accepted, as one clause.
  public let problem: String

  public init(line: Int, field: String?, value: String?, problem: String) {
    self.line = line
    self.field = field
    self.value = value
    self.problem = problem
  }

  /// The problem a domain parser found in the value of a row's field.
  public init(line: Int, _ invalid: InvalidValue) {
    self.init(
      line: line, field: invalid.field.rawValue, value: invalid.value, problem: invalid.problem)
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
  /// The header row is longer than `CSVReader.maximumRecordLength`.
  case headerTooLong
  /// The header row fits none of the formats; the header as read.
  case unrecognizedHeader([String])
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
  /// balance but no amount).
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
