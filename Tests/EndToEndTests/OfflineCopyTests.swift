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
      and %@, so that neither side's values are lost:
        in the file:   #1  2026-11-10  🏠 生活費  ¥4,870  オーケーストア
        in the ledger: #1  2026-11-10  🏠 生活費  ¥4,780  オーケーストア
      An offline copy's changes come back with 'kakeibo --db COPY offline push', which replays \
      each against the version here, and holds back and shows with both versions any that \
      conflicts

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

/// Issue 24: `offline take` and what holds on the copy it writes: every command works on it,
/// its changes are the member's and marked as not pushed, recurring rules make nothing there,
/// and nothing replaces it while it holds changes the server lacks.
@Suite(.enabled(if: Engine.hasPostgres)) struct OfflineCopyTests {
  /// A server with one entry and a rule for the 20th (today is the 15th), and its copy.
  private func serverAndCopy() throws -> (server: Sandbox, copy: String) {
    let server = try Sandbox(engine: .postgresql)
    try server.ok("add", "4780", "-c", "生活費", "-m", "オーケーストア", "-d", "2026-11-10")
    try server.ok("recurring", "add", "7800", "-c", "生活費", "-m", "電気", "--day", "20")
    let copy = server.folder + "/laptop.db"
    #expect(
      try server.ok("offline", "take", copy)
        == "Took an offline copy of \(server.ledger) into \(copy) (1 entry, as tester)\n")
    return (server, copy)
  }

  @Test func theCopyWorksOfflineAndMarksItsOwnChanges() throws {
    let (server, copy) = try serverAndCopy()
    let offline: [String: String?] = ["KAKEIBO_DB": copy, "USER": "someone-else"]
    let origin = try server.query(
      "SELECT server, member, base_change_id FROM offline_origin", path: copy)
    #expect(origin == [[server.ledger, "tester", "2"]])
    // The copy's changes are the member's, whoever's login types them.
    #expect(
      try server.ok(["add", "120", "-c", "生活費", "-m", "おにぎり (駅)"], environment: offline)
        == "Added #2  2026-11-15  🏠 生活費  ¥120  おにぎり (駅)\n")
    try server.ok(["edit", "1", "--amount", "4,870"], environment: offline)
    let log = try server.ok(["log"], environment: offline).split(separator: "\n")
    #expect(log.count == 5)
    #expect(log[1].hasSuffix("tester  edit #1: amount ¥4,780 → ¥4,870                 not pushed"))
    #expect(log[2].hasSuffix("tester  add #2 2026-11-15 生活費 ¥120 おにぎり (駅)     not pushed"))
    #expect(log[3].hasSuffix("tester  recurring add #1 生活費 ¥7,800 電気 on day 20"))
    let json = try server.ok(["log", "--format", "json"], environment: offline)
    #expect(json.contains(#""member":"tester","unpushed":true}"#))
    #expect(json.contains(#""summary":"recurring add #1 生活費 ¥7,800 電気 on day 20","#))
    #expect(!(try server.ok("log", "--format", "json")).contains("unpushed"))
    // The server is untouched.
    #expect(try server.query("SELECT id, amount FROM entries ORDER BY id") == [["1", "4780"]])

    let status = try server.ok(["offline", "status"], environment: offline).split(separator: "\n")
    #expect(status[0] == "Offline copy of \(server.ledger), as tester")
    #expect(status[1].hasPrefix("Taken: 2") && status[1].hasSuffix(", at the server's change 2"))
    #expect(status[2] == "Not pushed: 2 changes")
    #expect(
      status[3].hasPrefix("  #3  ") && status[3].hasSuffix("  add #2 2026-11-15 生活費 ¥120 おにぎり (駅)"))
    #expect(
      status[4].hasPrefix("  #4  ") && status[4].hasSuffix("  edit #1: amount ¥4,780 → ¥4,870"))
    #expect(status[5] == "Server: 0 changes since the copy was taken")
    try server.ok("add", "5", "-c", "fun")
    #expect(
      try server.ok(["offline", "status"], environment: offline).hasSuffix(
        "Server: 1 change since the copy was taken\n"))
    // Without the server, the copy still says what it knows.
    let unreachable = try server.run(
      ["offline", "status"], environment: offline.merging(["PGHOST": "/nonexistent"]) { $1 })
    #expect(unreachable.status == 0)
    #expect(unreachable.stdout.contains("Not pushed: 2 changes\n"))
    // In Japanese, every line but the changes' own summaries.
    let japanese = try server.ok(
      ["offline", "status"], environment: offline.merging(["KAKEIBO_LANG": "ja"]) { $1 }
    ).split(separator: "\n")
    #expect(japanese[0] == "\(server.ledger) のオフラインのコピー（メンバー tester）")
    #expect(japanese[1].hasPrefix("作成: 2") && japanese[1].hasSuffix("（サーバーの変更 2 の時点）"))
    #expect(japanese[2] == "未送信: 変更 2 件")
    #expect(japanese[5] == "サーバー: コピーの作成後の変更 1 件")

    // Undo on the copy undoes its own changes, and never the server's.
    #expect(try server.ok(["undo"], environment: offline).hasPrefix("Undid change 4:"))
    #expect(try server.ok(["undo"], environment: offline).hasPrefix("Undid change 3:"))
    #expect(try server.ok(["undo"], environment: offline) == "Nothing to undo.\n")
    #expect(
      try server.ok(["offline", "status"], environment: offline).contains(
        "Not pushed: 0 changes\n"))
  }

  /// The server makes the rule's entry on the 20th; the copy makes none, and its report shows
  /// the rule's ¥7,800 as scheduled.
  @Test func recurringRulesMakeNoEntriesOnTheCopy() throws {
    let (server, copy) = try serverAndCopy()
    let later: [String: String?] = ["KAKEIBO_DB": copy, "KAKEIBO_TODAY": "2026-11-25"]
    #expect(
      try server.ok(["list"], environment: later) == """
        ID  Date        Category   Amount  Memo
         1  2026-11-10  🏠 生活費  ¥4,780  オーケーストア
        -------------------------------------------------
            1 entry                ¥4,780

        """)
    #expect(
      try server.ok(["report", "2026-11"], environment: later).contains(
        "  🏠 生活費: ¥4,780 so far, ¥7,800 scheduled, ¥956 projected: forecast ¥13,536\n"))
    // A rule added on the copy makes nothing there either, even for a day gone by.
    try server.ok(
      ["recurring", "add", "1000", "-c", "fun", "-m", "サブスク", "--day", "1"], environment: later)
    #expect(try server.query("SELECT count(*) FROM entries", path: copy) == [["1"]])
    #expect(
      try server.query("SELECT count(*) FROM recurring_occurrences", path: copy) == [["0"]])
    // The server makes its own, once.
    try server.ok(["list"], environment: ["KAKEIBO_TODAY": "2026-11-25"])
    #expect(
      try server.query("SELECT id, date, amount, memo FROM entries ORDER BY id") == [
        ["1", "2026-11-10", "4780", "オーケーストア"], ["2", "2026-11-20", "7800", "電気"],
      ])
  }

  /// `backup --force`, `offline take --force` and `copy` refuse to replace (or write into) a copy
  /// holding changes not pushed, naming how many; --discard-unpushed says what it discards.
  @Test func nothingReplacesACopyWithChangesNotPushed() throws {
    let (server, copy) = try serverAndCopy()
    try server.ok("--db", copy, "add", "120", "-c", "生活費", "-m", "おにぎり (駅)")
    let before = server.fileBytes(copy)
    let refusal = Run(
      status: 73, stdout: "",
      stderr:
        "kakeibo: database \"\(copy)\": an offline copy with 1 change not pushed to its server ('kakeibo --db \(copy) offline status' lists them); pass --discard-unpushed to replace it and lose them. Nothing was written\n"
    )
    #expect(try server.run("backup", copy, "--force") == refusal)
    #expect(try server.run("offline", "take", copy, "--force") == refusal)
    #expect(try server.run("copy", copy) == refusal)
    #expect(server.fileBytes(copy) == before)
    // Without --force, an existing file is refused as ever.
    #expect(try server.run("offline", "take", copy).status == 73)
    #expect(
      try server.run("backup", copy, "--discard-unpushed")
        == Run(
          status: 64, stdout: "",
          stderr:
            "kakeibo: --discard-unpushed goes with --force, which replaces PATH (see 'kakeibo backup --help')\n"
        ))
    let discarded = try server.run("offline", "take", copy, "--force", "--discard-unpushed")
    #expect(discarded.status == 0)
    #expect(
      discarded.stderr
        == "kakeibo: note: discarding 1 change not pushed from \(copy): #3 add #2 2026-11-15 生活費 ¥120 おにぎり (駅)\n"
    )
    #expect(try server.query("SELECT memo FROM entries", path: copy) == [["オーケーストア"]])
    // A copy with nothing unpushed is replaced as any file is.
    #expect(try server.run("backup", copy, "--force").status == 0)
  }

  /// A read-only member may take a copy; the copy keeps no password, and a ledger in a file has
  /// no server to take a copy of.
  @Test func aReadOnlyMemberTakesACopyWithoutAPassword() throws {
    let server = try Sandbox(engine: .postgresql)
    try server.ok("add", "1", "-c", "fun")
    _ = try server.member("jiro24", readOnly: true, password: "pa55")
    let uri = server.uri(role: "jiro24", password: "pa55")
    let copy = server.folder + "/jiro.db"
    let taken = try server.run(["--db", uri, "offline", "take", copy], environment: [:])
    #expect(taken.status == 0, "\(taken)")
    #expect(!taken.stdout.contains("pa55"))
    #expect(
      try server.query("SELECT server, member FROM offline_origin", path: copy) == [
        [server.uri(role: "jiro24"), "jiro24"]
      ])
    let file = try Sandbox()
    try file.ok("add", "1", "-c", "fun")
    #expect(
      try file.run("offline", "take", file.folder + "/x.db")
        == Run(
          status: 64, stdout: "",
          stderr:
            "kakeibo: an offline copy is taken of a shared ledger: --db must name its PostgreSQL server (a ledger in a file is offline already; 'kakeibo backup' copies it) (see 'kakeibo offline take --help')\n"
        ))
  }
}
