import Foundation
import KakeiboCore
import Messages
import Testing

@testable import KakeiboImport

/// The bytes of `Tests/Fixtures/statements/NAME`, which `scripts/generate-statement-fixtures.py`
/// writes.
func statementFixture(_ name: String) throws -> [UInt8] {
  let folder = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
    .deletingLastPathComponent().appendingPathComponent("Fixtures/statements")
  return try [UInt8](Data(contentsOf: folder.appendingPathComponent(name)))
}

/// 2026-11-15, the day the statements' tests run on (as the end-to-end tests' `KAKEIBO_TODAY`).
let statementToday = LedgerDate(year: 2026, month: 11, day: 15) ?? DateRange.all.first

/// Imports `bytes` read in chunks of 7 bytes and whole, checks that both give the same rows,
/// and returns the importer and the rows of the whole read.
func importStatement(
  _ bytes: [UInt8], options: ImportOptions = ImportOptions(today: statementToday),
  sourceLocation: SourceLocation = #_sourceLocation
) throws -> (importer: Importer, rows: [ImportRow]) {
  let small = try importRows(bytes, options: options, chunkSize: 7)
  let whole = try importRows(bytes, options: options, chunkSize: bytes.count + 1)
  #expect(
    small.rows.map(describe) == whole.rows.map(describe),
    sourceLocation: sourceLocation)
  #expect(
    small.importer.skippedLines == whole.importer.skippedLines, sourceLocation: sourceLocation)
  return whole
}

/// One row as a line of text: `line: entry DATE AMOUNT CATEGORY MEMO`, `line: KIND AMOUNT DATE
/// MEMO` for a statement's row (the kind `transfer (card bill ミツイスミトモ)` with its reason),
/// `line: skipped REASON`, or `line: invalid FIELD "VALUE": PROBLEM | …`.
func describe(_ row: ImportRow) -> String {
  switch row.outcome {
  case .entry(let draft, _):
    return "\(row.line): \(draft.kind == .income ? "income" : "entry") \(draft.date) "
      + "\(draft.amount.value) \(draft.category?.key ?? "-")"
      + (draft.subcategory.map { "/" + $0.name } ?? "") + " " + draft.memo.text
  case .statement(let statement):
    return "\(row.line): \(describe(statement.kind)) \(statement.amount.value) \(statement.date) "
      + statement.memo.text
  case .skipped(let reason):
    return "\(row.line): skipped \(reason)"
  case .invalid(let problems):
    return "\(row.line): invalid "
      + problems.map { problem in
        // The problem as the import summary words it, without its line.
        String(problem.english.dropFirst("line \(problem.line): ".count))
      }.joined(separator: " | ")
  }
}

func describe(_ kind: StatementRow.Kind) -> String {
  switch kind {
  case .expense: "expense"
  case .refund: "refund"
  case .income: "income"
  case .transfer(.cardBill(let name)): "transfer (card bill \(name))"
  case .transfer(.ownAccounts(let word)): "transfer (own accounts \(word))"
  case .transfer(.charge): "transfer (charge)"
  case .transfer(.pattern(let pattern)): "transfer (pattern \(pattern))"
  }
}

/// The statement rows among `rows`.
func statementRows(_ rows: [ImportRow]) -> [StatementRow] {
  rows.compactMap { row in
    if case .statement(let statement) = row.outcome { return statement }
    return nil
  }
}

/// The skipped lines with these counts.
func skipped(
  before: Int = 0, cardHolders: Int = 0, totals: Int = 0, blank: Int = 0, after: Int = 0
) -> SkippedLines {
  var lines = SkippedLines()
  lines.beforeTable = before
  lines.cardHolders = cardHolders
  lines.totals = totals
  lines.blank = blank
  lines.afterTable = after
  return lines
}
