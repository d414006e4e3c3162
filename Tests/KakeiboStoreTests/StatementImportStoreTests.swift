import Foundation
import KakeiboCore
import Testing

@testable import KakeiboStore

/// The engines a ledger of these tests lives on: PostgreSQL too when a test server is running.
enum StoreEngine: String, CaseIterable, CustomTestStringConvertible {
  case sqlite
  case postgresql

  var testDescription: String { rawValue }

  static let available: [StoreEngine] =
    TestPostgres.isAvailable ? [.sqlite, .postgresql] : [.sqlite]

  /// A new, empty ledger on this engine (in `folder` for SQLite).
  func makeLedger(in folder: TemporaryDirectory) throws -> Ledger {
    switch self {
    case .sqlite: try Ledger.open(path: folder.file("ledger.db"), intent: .write)
    case .postgresql:
      try Ledger.open(LedgerLocation(try TestPostgres.makeDatabase()), intent: .write)
    }
  }
}

/// Statement rows in an import: the class the ledger has learned for their memos, and the
/// entries typed by hand that they are, decided in groups, the same on both engines.
@Suite struct StatementImportStoreTests {
  private func date(_ text: String) throws -> LedgerDate { try #require(LedgerDate(iso: text)) }

  private let card = try? EntrySource(validating: "三井住友カード")

  /// A statement's expense (a refund when `amount` is negative) in 生活費, from the card.
  private func row(_ day: String, _ amount: Int64, _ memo: String) throws -> EntryDraft {
    EntryDraft(
      date: try date(day), amount: Yen(amount), category: .livingCost, memo: try Memo(memo),
      source: card)
  }

  private func byHand(
    _ ledger: Ledger, _ day: String, _ amount: Int64, _ category: Category = .livingCost,
    _ memo: String = "", subcategory: String? = nil
  ) throws -> Entry {
    try ledger.add(
      EntryDraft(
        date: try date(day), amount: Yen(amount), category: category,
        subcategory: try subcategory.flatMap { try Subcategory(validating: $0) },
        memo: try Memo(memo)))
  }

  /// What the ledger holds: id, date, amount, category, 内訳, memo, source, whether it has a
  /// fingerprint.
  private func stored(_ ledger: Ledger) throws -> [String] {
    try ledger.entries(in: .all).map { entry in
      [
        "#\(entry.id)", entry.date.description, String(entry.amount.value),
        entry.classText, entry.memo.text, entry.source?.name ?? "-",
      ].joined(separator: " ")
    }
  }

  /// Imports `rows` as statement rows, each learning its class but those at `fixed` (as a
  /// --map rule's), returning what was stored, with whether the class was learned, and what
  /// matched.
  private func importRows(
    _ ledger: Ledger, _ rows: [EntryDraft], fixed: Set<Int> = [], matching: Bool = true,
    dryRun: Bool = false, file: UInt64 = 7
  ) throws -> (stored: [String], matched: [String], counts: ImportCounts) {
    final class Seen {
      var stored: [String] = []
      var matched: [String] = []
    }
    let seen = Seen()
    let (_, counts) = try ledger.importEntries(
      from: "card.csv", dryRun: dryRun, matchesHandTyped: matching
    ) { batch in
      batch.onStored = { row in
        seen.stored.append(
          "#\(row.entry.id) \(row.entry.classText)" + (row.hasLearnedClass ? " learned" : ""))
      }
      batch.onMatched = { match in
        seen.matched.append("\(match.row.date) \(match.row.memo) = #\(match.entry.id)")
      }
      for (index, row) in rows.enumerated() {
        try batch.addStatementRow(
          row, fingerprint: Fingerprint(high: UInt64(index + 1), low: file),
          learnsClass: !fixed.contains(index))
      }
    }
    return (seen.stored, seen.matched, counts)
  }

  @Test(arguments: StoreEngine.available)
  func aRowTakesTheClassLearnedForItsMemo(engine: StoreEngine) throws {
    let folder = try TemporaryDirectory()
    let ledger = try engine.makeLedger(in: folder)
    // AMAZON.CO.JP is mostly 経費 › 通販; ｽﾀｰﾊﾞｯｸｽ is 娯楽費 and 生活費 once each: the most
    // recent wins the tie. Income teaches nothing.
    _ = try byHand(ledger, "2026-09-01", 10, .expenses, "AMAZON.CO.JP", subcategory: "通販")
    _ = try byHand(ledger, "2026-09-02", 11, .livingCost, "AMAZON.CO.JP")
    _ = try byHand(ledger, "2026-09-03", 12, .expenses, "AMAZON.CO.JP", subcategory: "通販")
    _ = try byHand(ledger, "2026-09-04", 13, .leisure, "ｽﾀｰﾊﾞｯｸｽ")
    _ = try byHand(ledger, "2026-09-05", 14, .livingCost, "ｽﾀｰﾊﾞｯｸｽ")
    _ = try ledger.add(.income(date: try date("2026-09-06"), amount: Yen(5), memo: try Memo("給与")))
    let result = try importRows(
      ledger,
      [
        try row("2026-10-01", 100, "AMAZON.CO.JP"), try row("2026-10-02", -40, "AMAZON.CO.JP"),
        try row("2026-10-03", 200, "ｽﾀｰﾊﾞｯｸｽ"), try row("2026-10-04", 300, "給与"),
        try row("2026-10-05", 400, "新しい店"),
      ])
    #expect(
      result.stored == [
        "#7 経費 › 通販 learned", "#8 経費 › 通販 learned", "#9 生活費 learned", "#10 生活費",
        "#11 生活費",
      ])
    #expect(result.counts == ImportCounts(added: 5))
  }

  @Test(arguments: StoreEngine.available)
  func rowsOfOneImportDoNotTeachEachOther(engine: StoreEngine) throws {
    let folder = try TemporaryDirectory()
    let ledger = try engine.makeLedger(in: folder)
    // The first row keeps its class (娯楽費, as a --map rule gives it); the second, with the
    // same memo, finds nothing learned before the import, and stays 生活費. So do rows of the
    // next group (more than a group's worth of rows in between).
    var theater = try row("2026-10-01", 100, "映画館")
    theater.category = .leisure
    var rows = [theater, try row("2026-10-01", 100, "映画館")]
    rows += try (0..<ImportBatch.statementGroupSize).map { try row("2026-10-02", 1, "店\($0)") }
    rows.append(try row("2026-10-03", 100, "映画館"))
    let result = try importRows(ledger, rows, fixed: [0])
    #expect(result.counts.added == rows.count)
    #expect(Array(result.stored.prefix(2)) == ["#1 娯楽費", "#2 生活費"])
    #expect(result.stored.last == "#\(rows.count) 生活費")
    // The next import learns from this one's: 映画館 was 娯楽費 once and 生活費 twice.
    let next = try importRows(ledger, [try row("2026-11-01", 100, "映画館")], file: 8)
    #expect(next.stored == ["#\(rows.count + 1) 生活費 learned"])
  }

  @Test(arguments: StoreEngine.available)
  func aRowTypedByHandAlreadyGivesTheEntryItsSource(engine: StoreEngine) throws {
    let folder = try TemporaryDirectory()
    let ledger = try engine.makeLedger(in: folder)
    let amazon = try byHand(ledger, "2026-10-06", 3280, .expenses, "Amazon")
    let cafe = try byHand(ledger, "2026-10-12", 550, .leisure, "スタバ")
    // Four days away, another amount, a refund of the same size, an entry with a source or a
    // fingerprint: none of them is a match.
    _ = try byHand(ledger, "2026-10-24", 8120)
    _ = try byHand(ledger, "2026-10-20", 990)
    _ = try ledger.importEntries(from: "mf.csv") { batch in
      try batch.add(
        EntryDraft(
          date: try date("2026-10-20"), amount: Yen(36000), category: .livingCost,
          memo: try Memo("ビックカメラ")),
        fingerprint: Fingerprint(high: 99, low: 99))
    }
    let rows = [
      try row("2026-10-05", 3280, "AMAZON.CO.JP"), try row("2026-10-12", 550, "ｽﾀｰﾊﾞｯｸｽ"),
      try row("2026-10-12", 550, "ｽﾀｰﾊﾞｯｸｽ"), try row("2026-10-20", 8120, "東京電力"),
      try row("2026-10-20", 991, "書店"), try row("2026-10-20", -990, "返品"),
      try row("2026-10-20", 36000, "ビックカメラ"),
    ]
    let dryRun = try importRows(ledger, rows, dryRun: true)
    let result = try importRows(ledger, rows)
    #expect(dryRun.matched == result.matched)
    #expect(dryRun.counts == result.counts)
    #expect(
      result.matched == [
        "2026-10-05 AMAZON.CO.JP = #\(amazon.id)", "2026-10-12 ｽﾀｰﾊﾞｯｸｽ = #\(cafe.id)",
      ])
    #expect(result.counts == ImportCounts(added: 5, duplicates: 0, matched: 2))
    let matched = try #require(try ledger.entry(id: amazon.id))
    #expect(matched.source == card)
    #expect(matched.draft.memo.text == "Amazon")
    #expect(matched.category == .expenses)
    // The same statement again adds nothing: the matched entries hold the rows' fingerprints.
    let again = try importRows(ledger, rows)
    #expect(again.counts == ImportCounts(added: 0, duplicates: 7, matched: 0))

    // Undo gives the entries typed by hand back as they were, and removes the rows stored.
    _ = try ledger.undoLastChange()  // the import that added nothing
    let undone = try #require(try ledger.undoLastChange())
    #expect(
      undone.stored == "imported | file=card.csv | added=5 | matched=2 | replaced=0")
    #expect(try ledger.entry(id: amazon.id) == amazon)
    #expect(try ledger.entry(id: cafe.id) == cafe)
    #expect(try ledger.entries(in: .all).count == 5)
    // Imported again, the rows match again.
    #expect(try importRows(ledger, rows).counts.matched == 2)
  }

  @Test(arguments: StoreEngine.available)
  func pairsAreTheClosestDatesThenTheEarliestEntry(engine: StoreEngine) throws {
    let folder = try TemporaryDirectory()
    let ledger = try engine.makeLedger(in: folder)
    let a = try byHand(ledger, "2026-10-03", 500)
    let b = try byHand(ledger, "2026-10-03", 500)
    let c = try byHand(ledger, "2026-10-05", 500)
    // The row of the 1st is two days from a and b; the row of the 4th is one day from a, b and
    // c: it pairs first, with a (the earliest id); then the 1st takes b, and c is left.
    let result = try importRows(
      ledger,
      [
        try row("2026-10-01", 500, "one"), try row("2026-10-04", 500, "two"),
        try row("2026-10-09", 500, "three"),
      ])
    #expect(result.matched == ["2026-10-01 one = #\(b.id)", "2026-10-04 two = #\(a.id)"])
    #expect(result.counts == ImportCounts(added: 1, duplicates: 0, matched: 2))
    #expect(try ledger.entry(id: c.id)?.source == nil)
  }

  @Test(arguments: StoreEngine.available)
  func keepingMatchesStoresEveryRow(engine: StoreEngine) throws {
    let folder = try TemporaryDirectory()
    let ledger = try engine.makeLedger(in: folder)
    let kept = try byHand(ledger, "2026-10-03", 500)
    let result = try importRows(ledger, [try row("2026-10-03", 500, "a")], matching: false)
    #expect(result.matched == [])
    #expect(result.counts == ImportCounts(added: 1))
    #expect(try ledger.entry(id: kept.id) == kept)
    #expect(
      try stored(ledger) == [
        "#1 2026-10-03 500 生活費  -", "#2 2026-10-03 500 生活費 a 三井住友カード",
      ])
  }
}
