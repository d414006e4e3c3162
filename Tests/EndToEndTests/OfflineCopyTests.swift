import Foundation
import Testing

/// Issue 24: an offline copy of the shared ledger. First the paths that were there before the
/// copy knew where it came from: kakeibo's CSV carries fingerprints, and an export of the same
/// ledger imported back never makes a second copy of an entry, nor overwrites one changed since.
@Suite struct ExportOfTheSameLedgerTests {
  /// The laptop's copy edits entry 1 and adds entry 3; its export imported into the ledger it
  /// was copied from adds entry 3, finds entry 2 there, and holds entry 1 back with both
  /// versions, instead of adding a second ¥4,870 beside the ¥4,780.
  @Test(arguments: Engine.available) func anEditedEntrysExportIsNotImportedAgain(engine: Engine)
    throws
  {
    let sandbox = try Sandbox(engine: engine)
    try sandbox.ok("add", "4780", "-c", "生活費", "-m", "オーケーストア", "-d", "2026-11-10")
    try sandbox.ok("add", "120", "-c", "生活費", "-m", "おにぎり", "-d", "2026-11-11")
    let copy = sandbox.folder + "/laptop.db"
    try sandbox.ok("backup", copy)
    try sandbox.ok("--db", copy, "edit", "1", "--amount", "4,870")
    try sandbox.ok("--db", copy, "add", "300", "-c", "fun", "-m", "ガチャ", "-d", "2026-11-12")
    let exported = sandbox.folder + "/laptop.csv"
    try sandbox.ok("--db", copy, "export", "-o", exported)
    let changed = """
      Changed since: these rows are entries of this ledger that have other values here now, \
      and %@ (an offline copy's changes go back with kakeibo offline push):
        in the file:   #1  2026-11-10  🏠 生活費  ¥4,870  オーケーストア
        in the ledger: #1  2026-11-10  🏠 生活費  ¥4,780  オーケーストア

      """
    #expect(
      try sandbox.ok("import", exported, "--dry-run") == """
        Read \(exported): kakeibo CSV, UTF-8, 3 rows
        Dry run: would import 1 new entry; 1 duplicate; 1 changed since; 0 skipped. Nothing was written.

        """
        + changed.replacingOccurrences(of: "%@", with: "would not be imported") + """
          As they would be stored:
            #3  2026-11-12  🎮 娯楽費  ¥300  ガチャ

          """)
    #expect(
      try sandbox.ok("import", exported) == """
        Read \(exported): kakeibo CSV, UTF-8, 3 rows
        Imported 1 new entry; 1 duplicate; 1 changed since; 0 skipped

        """
        + changed.replacingOccurrences(of: "%@", with: "were not imported"))
    #expect(
      try sandbox.query("SELECT id, amount, memo FROM entries ORDER BY id") == [
        ["1", "4780", "オーケーストア"], ["2", "120", "おにぎり"], ["3", "300", "ガチャ"],
      ])
    // Again: nothing more.
    #expect(
      try sandbox.ok("import", exported).contains(
        "Imported 0 new entries; 2 duplicates; 1 changed since; 0 skipped\n"))
    #expect(try sandbox.query("SELECT count(*) FROM entries") == [["3"]])
  }

  /// A card statement imported on the laptop's copy, moved to the server by export and import,
  /// and then imported on the server by another member: nothing twice, since the export
  /// carried each entry's fingerprint.
  @Test(arguments: Engine.available) func aStatementMovedByExportIsNotImportedAgain(
    engine: Engine
  ) throws {
    let sandbox = try Sandbox(engine: engine)
    try sandbox.ok("add", "980", "-c", "生活費", "-m", "ドラッグストア", "-d", "2026-09-01")
    let copy = sandbox.folder + "/laptop.db"
    try sandbox.ok("backup", copy)
    let card = fixture("statements/smbc-card.csv")
    #expect(
      try sandbox.ok("--db", copy, "import", card).contains("Imported 8 new entries (1 refund)"))
    let exported = sandbox.folder + "/laptop.csv"
    try sandbox.ok("--db", copy, "export", "-o", exported)
    let lines = try String(contentsOfFile: exported, encoding: .utf8).split(separator: "\n")
    #expect(lines[0] == "id,date,amount,category,memo,subcategory,kind,source,fingerprint,ledger")
    // The entry typed by hand has none; each statement row's is its 32 hexadecimal digits.
    #expect(lines[1].hasSuffix(",expense,,," + (try sandbox.ledgerIdentity())))
    let fingerprints = try sandbox.query(
      "SELECT lower(hex(fingerprint)) FROM entries WHERE fingerprint IS NOT NULL ORDER BY date, id",
      path: copy)
    #expect(fingerprints.count == 8)
    for (line, fingerprint) in zip(lines.dropFirst(2), fingerprints) {
      #expect(line.contains(",\(fingerprint[0]),"), "\(line)")
    }
    #expect(
      try sandbox.ok("import", exported).contains("Imported 8 new entries (1 refund); 1 duplicate"))
    #expect(
      try sandbox.ok("import", card).contains("Imported 0 new entries; 8 duplicates"))
    #expect(try sandbox.query("SELECT count(*) FROM entries") == [["9"]])
  }

  /// A fingerprint cell that is not one is the row's problem, named with its line and field.
  @Test func aFingerprintThatIsNotOneIsRefused() throws {
    let sandbox = try Sandbox()
    let file = sandbox.folder + "/bad.csv"
    try """
    id,date,amount,category,memo,subcategory,kind,source,fingerprint,ledger
    1,2026-11-01,100,生活費,a,,expense,,xyz,
    """.write(toFile: file, atomically: true, encoding: .utf8)
    let result = try sandbox.run("import", file)
    #expect(result.status == 65)
    #expect(
      result.stderr.hasPrefix(
        "kakeibo: line 2: fingerprint \"xyz\": not an import fingerprint; expected the 32 hexadecimal digits that kakeibo export writes, or nothing\n"
      ), "\(result)")
    #expect(!sandbox.ledgerExists)
  }
}
