import Foundation
import KakeiboCore
import Testing

@testable import KakeiboImport

/// The layouts of the corpus in `Tests/Fixtures/statements/corpus`, which
/// `scripts/generate-statement-fixtures.py` writes: one statement of each bank's and card's
/// layout, with the entries it must import with no options.
let corpusLayouts: [String] = {
  let folder = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
    .deletingLastPathComponent().appendingPathComponent("Fixtures/statements/corpus")
  let names = (try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []
  return names.filter { $0.hasSuffix(".csv") }.map { String($0.dropLast(4)) }.sorted()
}()

/// A statement's row as the corpus's expectations write it: `KIND AMOUNT DATE MEMO`.
func corpusLine(_ row: StatementRow) -> String {
  let kind =
    switch row.kind {
    case .expense: "expense"
    case .refund: "refund"
    case .income: "income"
    case .transfer: "transfer"
    }
  return "\(kind) \(row.amount.value) \(row.date) \(row.memo.text)"
}

@Suite struct CorpusTests {
  @Test func theCorpusHoldsTheLayoutsItIsMeasuredOn() {
    #expect(corpusLayouts.count >= 25)
  }

  /// Each statement of the corpus, read with no options but today's date, imports exactly the
  /// entries it was written with: every date, amount, sign, transfer and memo.
  @Test(arguments: corpusLayouts)
  func importsWithNoOptions(layout: String) throws {
    let bytes = try statementFixture("corpus/" + layout + ".csv")
    let expected = try String(
      decoding: statementFixture("corpus/" + layout + ".expected"), as: UTF8.self
    ).split(separator: "\n").map(String.init)
    let (_, rows) = try importStatement(bytes)
    let problems = rows.compactMap { row -> String? in
      if case .invalid = row.outcome { return describe(row) }
      return nil
    }
    #expect(problems == [], "\(layout)")
    #expect(statementRows(rows).map(corpusLine) == expected, "\(layout)")
  }
}
