import KakeiboCore

/// One data row of a bank or card statement (or of a CSV read by its columns with a deposits
/// column), its meaning decided: what the caller makes an entry of, or counts. It has no
/// category, which the ledger chooses (from what it has learned of the memo).
public struct StatementRow: Equatable, Sendable {
  /// What the row's money is for the household.
  public enum Kind: Hashable, Sendable {
    /// Money spent: a card use, a bank withdrawal, a fare.
    case expense
    /// Money given back for an earlier expense: a card's cancellation, ビューカード's 払戻額, a
    /// negative card row.
    case refund
    /// Money received: a bank deposit.
    case income
    /// Money moved between the household's own accounts: no spending, and no income.
    case transfer(TransferReason)
  }

  /// The line the row starts on (from 1).
  public let line: Int
  public let date: LedgerDate
  /// The store or description, full-width ASCII folded (`ＡＭＡＺＯＮ．ＣＯ．ＪＰ` is
  /// `AMAZON.CO.JP`).
  public let memo: Memo
  /// How much, always positive; `kind` says which way it goes (a refund gives it back).
  public let amount: Yen
  public let kind: Kind
  /// The bank or card by name (`三菱UFJ銀行`, `ビューカード`); nil for a CSV read by its columns.
  public let source: EntrySource?
  /// What identifies the row, so that the same row in a statement imported again, or in one
  /// that overlaps it, is known (identical rows numbered by occurrence, as for every format).
  public let fingerprint: Fingerprint

  public init(
    line: Int, date: LedgerDate, memo: Memo, amount: Yen, kind: Kind, source: EntrySource?,
    fingerprint: Fingerprint
  ) {
    self.line = line
    self.date = date
    self.memo = memo
    self.amount = amount
    self.kind = kind
    self.source = source
    self.fingerprint = fingerprint
  }

  /// The row before its fingerprint is numbered.
  struct Draft: Sendable {
    var date: LedgerDate
    var memo: Memo
    var amount: Yen
    var kind: Kind
    var source: EntrySource?
  }
}

/// The lines of a file that are neither the table's header nor its rows, by where and what they
/// are: enough for "skipped 6 lines before the table and 1 total line".
public struct SkippedLines: Equatable, Sendable {
  /// The lines before the table's first row, other than its header: lines before the header
  /// (a statement's preamble, blank lines, the lines `--skip-lines` skips) and the card holder's
  /// and blank lines between the header and the first row.
  public var beforeTable = 0
  /// Card holders' lines after the first row, each opening a section (a family card's).
  public var cardHolders = 0
  /// Total lines (`,,,,,123456`, `合計,,12,000`).
  public var totals = 0
  /// Blank lines after the first row: empty, or every field empty.
  public var blank = 0
  /// Lines inside the table that are not rows: words without a date or an amount.
  public var notes = 0
  /// Lines after the table's last row that are not rows (notes without a date or an amount),
  /// and every line after the end of a statement's table.
  public var afterTable = 0

  public init() {}

  /// All of them.
  public var count: Int { beforeTable + cardHolders + totals + blank + notes + afterTable }
}
