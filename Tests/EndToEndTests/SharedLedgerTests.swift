import Foundation
import Testing

/// Issue 11: one ledger for the whole household. Members of a PostgreSQL ledger, what a
/// read-only member may do, undo among members, saves that another member's change overtook
/// (also for two shells on one SQLite file), and `copy` between the engines.
@Suite(.enabled(if: Engine.hasPostgres)) struct MemberTests {
  @Test func theOwnerAddsListsAndRemovesMembers() throws {
    let sandbox = try Sandbox(engine: .postgresql)
    try sandbox.ok("add", "1200", "-c", "生活費", "-m", "スーパー")
    #expect(try sandbox.ok("member") == "Member  Access\ntester  owner\n")
    for role in ["hanako", "taro", "jiro"] { try Engine.makeRole(role) }
    #expect(
      try sandbox.ok("member", "add", "hanako") == "hanako may now read and change the ledger\n")
    #expect(
      try sandbox.ok("member", "add", "taro", "--read-only") == "taro may now read the ledger\n")
    #expect(
      try sandbox.ok("member", "list") == """
        Member  Access
        tester  owner
        hanako  read-write
        taro    read-only

        """)
    #expect(
      try sandbox.ok("member", "--format", "json")
        == #"[{"role":"tester","access":"owner"},{"role":"hanako","access":"read-write"},{"role":"taro","access":"read-only"}]"#
        + "\n")
    // Adding again replaces the access: taro may now write too.
    #expect(try sandbox.ok("member", "add", "taro") == "taro may now read and change the ledger\n")
    #expect(try sandbox.ok("member").contains("taro    read-write\n"))
    #expect(
      try sandbox.ok("member", "remove", "taro") == "taro no longer has access to the ledger\n")
    #expect(try sandbox.ok("member", "remove", "taro") == "taro had no access to the ledger\n")
    #expect(try sandbox.ok("member", "remove", "jiro") == "jiro had no access to the ledger\n")
    #expect(try sandbox.ok("member") == "Member  Access\ntester  owner\nhanako  read-write\n")

    // Who is not a member cannot even read, and is told who can let them in.
    for arguments in [["list"], ["add", "5", "-c", "fun"], ["member"]] {
      #expect(
        try sandbox.run(arguments, environment: ["KAKEIBO_DB": sandbox.uri(role: "taro")])
          == Run(
            status: 77, stdout: "",
            stderr:
              "kakeibo: database \"\(sandbox.uri(role: "taro"))\": role taro has no access to this ledger; its owner, tester, gives it with 'kakeibo member add taro'\n"
          ), "\(arguments)")
    }
    // Only the owner changes the members.
    #expect(
      try sandbox.run(
        ["member", "add", "jiro"], environment: ["KAKEIBO_DB": sandbox.uri(role: "hanako")])
        == Run(
          status: 77, stdout: "",
          stderr:
            "kakeibo: database \"\(sandbox.uri(role: "hanako"))\": only the ledger's owner, tester, can change its members\n"
        ))
    #expect(try sandbox.ok("member") == "Member  Access\ntester  owner\nhanako  read-write\n")
    // --read-only is for add alone.
    for action in ["list", "remove"] {
      #expect(
        try sandbox.run(
          ["member", action] + (action == "remove" ? ["hanako"] : []) + ["--read-only"])
          == Run(
            status: 64, stdout: "",
            stderr:
              "kakeibo: option '--read-only' is for 'member add', not for 'member \(action)' (see 'kakeibo member \(action) --help')\n"
          ), "\(action)")
    }
    #expect(try sandbox.ok("member") == "Member  Access\ntester  owner\nhanako  read-write\n")
  }

  /// The grants are what kakeibo needs and nothing more: a writer changes entries, budgets and
  /// settings and appends to the change log, but cannot rewrite the log's before-images, the
  /// categories, the identity or the schema; a reader only reads.
  @Test func theGrantsAreExactlyWhatEachMemberNeeds() throws {
    let sandbox = try Sandbox(engine: .postgresql)
    try sandbox.ok("add", "1", "-c", "fun")
    _ = try sandbox.member("hanako")
    _ = try sandbox.member("taro", readOnly: true)
    let privileges = ["SELECT", "INSERT", "UPDATE", "DELETE", "TRUNCATE", "REFERENCES", "TRIGGER"]
    func granted(_ role: String, _ table: String) throws -> [String] {
      try privileges.filter { privilege in
        try sandbox.query(
          "SELECT has_table_privilege('\(role)', 'kakeibo.\(table)', '\(privilege)')") == [["t"]]
      }
    }
    let writer: [String: [String]] = [
      "entries": ["SELECT", "INSERT", "UPDATE", "DELETE"],
      "changes": ["SELECT", "INSERT", "UPDATE"],
      "change_entries": ["SELECT", "INSERT"],
      "budgets": ["SELECT", "INSERT", "UPDATE", "DELETE"],
      "change_budgets": ["SELECT", "INSERT"],
      "settings": ["SELECT", "INSERT", "UPDATE", "DELETE"],
      "change_settings": ["SELECT", "INSERT"],
      "undos": ["SELECT", "INSERT", "DELETE"], "redo_entries": ["SELECT", "INSERT", "DELETE"],
      "redo_budgets": ["SELECT", "INSERT", "DELETE"],
      "redo_settings": ["SELECT", "INSERT", "DELETE"],
      "redo_rules": ["SELECT", "INSERT", "DELETE"],
      "redo_occurrences": ["SELECT", "INSERT", "DELETE"],
      "categories": ["SELECT"], "ledger_identity": ["SELECT"], "ledger_schema": ["SELECT"],
    ]
    for (table, expected) in writer {
      #expect(try granted("hanako", table) == expected, "hanako on \(table)")
      #expect(try granted("taro", table) == ["SELECT"], "taro on \(table)")
    }
    for role in ["hanako", "taro"] {
      #expect(
        try sandbox.query(
          "SELECT has_schema_privilege('\(role)', 'kakeibo', 'USAGE'), has_schema_privilege('\(role)', 'kakeibo', 'CREATE')"
        ) == [["t", "f"]])
    }
  }

  @Test func aReadOnlyMemberReadsEverythingAndWritesNothing() throws {
    let sandbox = try Sandbox(engine: .postgresql)
    try sandbox.ok("import", fixture("zaim.csv"))
    try sandbox.ok("add", "1200", "-c", "生活費", "-m", "スーパー", "-d", "2026-11-03")
    try sandbox.ok("budget", "set", "生活費", "30000")
    try sandbox.ok("config", "set", "month-start", "25")
    let taro = try sandbox.member("taro", readOnly: true)
    let reads: [[String]] = [
      ["list"], ["list", "--format", "csv"], ["list", "--month", "2026-11", "--format", "json"],
      ["report"], ["report", "2026-11", "--top", "2", "--format", "json"],
      ["report", "--year", "2026", "--format", "csv"], ["report", "--last", "3"],
      ["report", "--year", "2026", "--format", "svg"], ["budget"], ["budget", "--format", "csv"],
      ["config"], ["config", "get", "month-start"], ["log"], ["log", "--format", "json"],
      ["export"], ["export", "--format", "json"], ["categories"], ["check"], ["member"],
    ]
    for arguments in reads {
      let theirs = try sandbox.run(arguments, environment: taro)
      #expect(theirs.status == 0, "\(arguments): \(theirs)")
      #expect(theirs.stderr == "")
      #expect(
        theirs.stdout.replacing(sandbox.uri(role: "taro"), with: sandbox.ledger)
          == (try sandbox.ok(arguments)), "\(arguments)")
    }
    // An offline copy is a read too.
    let backup = sandbox.folder + "/taro.db"
    try sandbox.ok(["backup", backup], environment: taro)
    #expect(try sandbox.ok("--db", backup, "list") == sandbox.ok("list"))

    let before = try sandbox.contents()
    let writes: [([String], String)] = [
      (["add", "5", "-c", "fun"], "entries"), (["edit", "1", "-a", "9"], "changes"),
      (["delete", "1"], "changes"), (["budget", "set", "fun", "100"], "budgets"),
      (["budget", "unset", "生活費"], "budgets"), (["config", "set", "month-start", "1"], "settings"),
      (["config", "unset", "month-start"], "settings"),
      (["import", fixture("card.csv")], "entries"),
    ]
    for (arguments, table) in writes {
      let arguments =
        arguments[0] == "import"
        ? arguments + ["--date-col", "利用日", "--amount-col", "利用金額", "-c", "fun"] : arguments
      #expect(
        try sandbox.run(arguments, environment: taro)
          == Run(
            status: 77, stdout: "",
            stderr:
              "kakeibo: database \"\(sandbox.uri(role: "taro"))\": you have read-only access to this ledger (permission denied for table \(table)); nothing was written\n"
          ), "\(arguments)")
    }
    // Nothing of theirs to undo.
    #expect(try sandbox.ok(["undo"], environment: taro) == "Nothing to undo.\n")
    #expect(try sandbox.contents() == before)
  }
}

/// Undo among the members of one ledger: on PostgreSQL each member is a role, on SQLite a
/// login name (`USER`) in another shell.
@Suite struct MemberUndoTests {
  @Test(arguments: Engine.available)
  func undoRevertsOnlyTheMembersOwnLatestChange(engine: Engine) throws {
    let sandbox = try Sandbox(engine: engine)
    try sandbox.ok("add", "1200", "-c", "生活費", "-m", "スーパー", "-d", "2026-11-03")
    let hanako = try sandbox.member("hanako")
    try sandbox.ok(["add", "300", "-c", "fun", "-m", "映画"], environment: hanako)
    try sandbox.ok("budget", "set", "生活費", "30000")
    try sandbox.ok(["config", "set", "month-start", "25"], environment: hanako)
    let log = try sandbox.ok("log").split(separator: "\n").map {
      String($0.replacing(/\d{4}-\d\d-\d\d \d\d:\d\d:\d\d/, with: "TIME"))
    }
    #expect(log.first?.hasPrefix("Change  When                 By      What   ") == true)
    #expect(
      log.dropFirst() == [
        "     4  TIME  hanako  config set month-start 25 (was 1)",
        "     3  TIME  tester  budget set 生活費 ¥30,000 every month",
        "     2  TIME  hanako  add #2 2026-11-15 娯楽費 ¥300 映画",
        "     1  TIME  tester  add #1 2026-11-03 生活費 ¥1,200 スーパー",
      ])
    let members = try #require(
      try parseJSON(try sandbox.ok("log", "--format", "json")) as? [[String: Any]])
    #expect(members.map { $0["member"] as? String } == ["hanako", "tester", "hanako", "tester"])

    #expect(try sandbox.ok("undo") == "Undid change 3: budget set 生活費 ¥30,000 every month\n")
    #expect(try sandbox.query("SELECT value FROM settings") == [["25"]])
    #expect(
      try sandbox.ok(["undo"], environment: hanako)
        == "Undid change 4: config set month-start 25 (was 1)\n")
    #expect(try sandbox.ok("undo") == "Undid change 1: add #1 2026-11-03 生活費 ¥1,200 スーパー\n")
    #expect(try sandbox.query("SELECT id, memo FROM entries") == [["2", "映画"]])
    #expect(try sandbox.ok("undo") == "Nothing to undo.\n")
    #expect(
      try sandbox.ok(["undo"], environment: hanako)
        == "Undid change 2: add #2 2026-11-15 娯楽費 ¥300 映画\n")
    #expect(try sandbox.ok(["undo"], environment: hanako) == "Nothing to undo.\n")
    #expect(try sandbox.query("SELECT count(*) FROM entries") == [["0"]])
  }

  /// A member's undo never overwrites what someone else did since: it names that change and
  /// who made it, and changes nothing, for an entry, a budget and a setting alike.
  @Test(arguments: Engine.available)
  func undoRefusesWhenAnotherMemberChangedTheSameSince(engine: Engine) throws {
    let sandbox = try Sandbox(engine: engine)
    try sandbox.ok("add", "1200", "-c", "生活費", "-m", "スーパー", "-d", "2026-11-03")
    let hanako = try sandbox.member("hanako")
    func expectBlocked(_ message: String, sourceLocation: SourceLocation = #_sourceLocation) throws
    {
      let before = try sandbox.contents()
      #expect(
        try sandbox.run("undo")
          == Run(status: 65, stdout: "", stderr: "kakeibo: " + message + "\n"),
        sourceLocation: sourceLocation)
      #expect(try sandbox.contents() == before, sourceLocation: sourceLocation)
    }
    // An entry: hanako edited tester's entry.
    try sandbox.ok(["edit", "1", "-a", "1500"], environment: hanako)
    try expectBlocked(
      "cannot undo change 1 (add #1 2026-11-03 生活費 ¥1,200 スーパー): change 2 by hanako (edit #1: amount ¥1,200 → ¥1,500) changed the same since; nothing was undone"
    )
    #expect(
      try sandbox.ok(["undo"], environment: hanako)
        == "Undid change 2: edit #1: amount ¥1,200 → ¥1,500\n")
    #expect(try sandbox.ok("undo") == "Undid change 1: add #1 2026-11-03 生活費 ¥1,200 スーパー\n")

    // A budget: hanako changed the budget tester set.
    try sandbox.ok("budget", "set", "fun", "3000")
    try sandbox.ok(["budget", "set", "fun", "5000"], environment: hanako)
    try expectBlocked(
      "cannot undo change 3 (budget set 娯楽費 ¥3,000 every month): change 4 by hanako (budget set 娯楽費 ¥5,000 every month (was ¥3,000)) changed the same since; nothing was undone"
    )
    // A setting: hanako unset the month start tester set.
    try sandbox.ok("config", "set", "month-start", "25")
    try sandbox.ok(["config", "unset", "month-start"], environment: hanako)
    try expectBlocked(
      "cannot undo change 5 (config set month-start 25 (was 1)): change 6 by hanako (config unset month-start (was 25)) changed the same since; nothing was undone"
    )
    // A deleted entry: hanako deleted the entry tester added (#2: an id is never given twice).
    try sandbox.ok("add", "700", "-c", "fun", "-m", "映画", "-d", "2026-11-04")
    try sandbox.ok(["delete", "2"], environment: hanako)
    try expectBlocked(
      "cannot undo change 7 (add #2 2026-11-04 娯楽費 ¥700 映画): change 8 by hanako (delete #2 2026-11-04 娯楽費 ¥700 映画) changed the same since; nothing was undone"
    )
    // What nobody else touched is undone as ever: hanako's own changes, newest first.
    #expect(
      try sandbox.ok(["undo"], environment: hanako)
        == "Undid change 8: delete #2 2026-11-04 娯楽費 ¥700 映画\n")
    #expect(try sandbox.ok("undo") == "Undid change 7: add #2 2026-11-04 娯楽費 ¥700 映画\n")
  }
}

/// A save from the entry form or browse refuses an entry that another member (or, on SQLite,
/// another shell) changed or deleted after it was shown: nothing is written, and the message
/// says what happened and by whom.
@Suite(.serialized, .enabled(if: TmuxSession.isAvailable, "needs tmux (apt-get install tmux)"))
struct OvertakenSaveTests {
  @Test(arguments: Engine.available, [false, true])
  func theFormRefusesAnEntryChangedSinceItWasShown(engine: Engine, isDeleted: Bool) throws {
    let sandbox = try Sandbox(engine: engine)
    try sandbox.ok("add", "1200", "-c", "生活費", "-m", "スーパー", "-d", "2026-11-03")
    let hanako = try sandbox.member("hanako")
    let session = try TmuxSession(["edit", "1"], in: sandbox, columns: 200)
    try session.waitFor("Edit #1  2026-11-03  🏠 生活費  ¥1,200  スーパー", "  Amount")
    // Meanwhile, hanako changes (or deletes) the entry.
    try sandbox.ok(isDeleted ? ["delete", "1"] : ["edit", "1", "-a", "1500"], environment: hanako)
    let after = try sandbox.everyRow()
    try session.type("1300")
    try session.press("Enter")
    try session.waitFor("  Memo")
    try session.press("Enter")
    try session.waitFor("> 1  🏠 生活費")
    try session.press("Enter")
    try session.waitFor("[03]日")
    try session.press("Enter")
    if engine == .postgresql {
      // On a server hanako makes the household two: who paid and the split are asked too.
      try session.waitFor("  Paid by   ↑↓ move")
      try session.press("Enter")
      try session.waitFor("  Split     ↑↓ move")
      try session.press("Enter")
    }
    #expect(try session.waitForExit() == 75)
    let what =
      isDeleted
      ? "was deleted since it was shown by hanako (change 2: delete #1 2026-11-03 生活費 ¥1,200 スーパー)"
      : "was changed since it was shown by hanako (change 2: edit #1: amount ¥1,200 → ¥1,500)"
    try session.waitUntil("shows the message alone") {
      $0.hasPrefix(
        "kakeibo: entry #1 \(what); nothing was written, look again and retry\n")
    }
    #expect(try sandbox.everyRow() == after)
  }

  @Test(arguments: Engine.available)
  func browseShowsWhatAnotherMemberDidAndRedrawsTheRow(engine: Engine) throws {
    let sandbox = try Sandbox(engine: engine)
    try sandbox.ok("add", "980", "-c", "living", "-d", "2026-11-02", "-m", "ドラッグストア")
    try sandbox.ok("add", "3500", "-c", "fun", "-d", "2026-11-29", "-m", "映画")
    let hanako = try sandbox.member("hanako")
    // On a server the household has two people now, so browse shows who paid each row.
    let paid = engine == .postgresql ? "tester   " : ""
    let session = try TmuxSession(["browse", "2026-11"], in: sandbox, columns: 200, rows: 14)
    try session.waitFor(">  1  2026-11-02  🏠 生活費    ¥980  \(paid)ドラッグストア", "Total ¥4,480")
    try sandbox.ok(["edit", "1", "-a", "1000"], environment: hanako)
    try sandbox.ok(["delete", "2"], environment: hanako)
    let after = try sandbox.everyRow()
    // A new category for the row as shown: refused, and the row now shows hanako's amount.
    try session.press("Enter")
    try session.waitFor("> 1  🏠 生活費  living")
    try session.press("Down")
    try session.press("Enter")
    var screen = try session.waitFor(
      "Not saved: entry #1 was changed since it was shown by hanako (change 3: edit #1: amount ¥980 → ¥1,000); nothing was written, look again and retry"
    )
    #expect(screen.contains(">  1  2026-11-02  🏠 生活費  ¥1,000  \(paid)ドラッグストア"))
    #expect(!screen.contains("映画"))
    #expect(screen.contains("Total ¥1,000"))
    #expect(try sandbox.everyRow() == after)
    try session.press("q")
    #expect(try session.waitForExit() == 0)

    // A row deleted since it was shown: the deletion is refused, and the row goes. The new
    // entry is #3: the id of #2, deleted, is never given again.
    try sandbox.ok("add", "3500", "-c", "fun", "-d", "2026-11-29", "-m", "映画")
    let again = try TmuxSession(["browse", "2026-11"], in: sandbox, columns: 200, rows: 14)
    try again.waitFor("   3  2026-11-29  🎮 娯楽費  ¥3,500  \(paid)映画")
    try sandbox.ok(["delete", "3"], environment: hanako)
    let afterDelete = try sandbox.everyRow()
    try again.press("Down")
    try again.waitFor(">  3  2026-11-29  🎮 娯楽費  ¥3,500  \(paid)映画")
    try again.press("x")
    try again.press("y")
    screen = try again.waitFor(
      "Not deleted: entry #3 was deleted since it was shown by hanako (change 6: delete #3 2026-11-29 娯楽費 ¥3,500 映画); nothing was written, look again and retry"
    )
    #expect(screen.hasPrefix("kakeibo browse  2026-11  1 entry\n"))
    #expect(try sandbox.everyRow() == afterDelete)
    try again.press("q")
    #expect(try again.waitForExit() == 0)
  }
}

/// `kakeibo copy`: the whole ledger from one engine to the other and back, into a new or empty
/// ledger only.
@Suite(.enabled(if: Engine.hasPostgres)) struct CopyTests {
  /// Every table as both engines can be compared: fingerprints in hexadecimal, times as UTC
  /// text, in a fixed order.
  static func tables(of sandbox: Sandbox, path: String? = nil) throws -> [String: [[String]]] {
    let isPostgres = sandbox.engine == .postgresql && path == nil
    let hex = { (column: String) in
      isPostgres ? "coalesce(upper(encode(\(column), 'hex')), '')" : "hex(\(column))"
    }
    let utc = { (column: String) in
      isPostgres ? "to_char(\(column) AT TIME ZONE 'UTC', 'YYYY-MM-DD HH24:MI:SS')" : column
    }
    let queries = [
      "entries":
        "SELECT id, date, amount, category, memo, \(hex("fingerprint")), kind, subcategory, source FROM entries ORDER BY id",
      "changes":
        "SELECT id, \(utc("made_at")), kind, summary, first_entry_id, last_entry_id, \(utc("undone_at")), member, \(utc("redone_at")) FROM changes ORDER BY id",
      "undos": "SELECT * FROM undos ORDER BY 1",
      "redo_entries":
        "SELECT change_id, entry_id, date, amount, category, memo, \(hex("fingerprint")), kind, subcategory, source FROM redo_entries ORDER BY 1, 2",
      "redo_budgets": "SELECT * FROM redo_budgets ORDER BY 1, 2, 3, 4",
      "redo_settings": "SELECT * FROM redo_settings ORDER BY 1, 2",
      "redo_rules": "SELECT * FROM redo_rules ORDER BY 1, 2",
      "redo_occurrences": "SELECT * FROM redo_occurrences ORDER BY 1, 2, 3",
      "change_entries":
        "SELECT change_id, entry_id, date, amount, category, memo, \(hex("fingerprint")), kind, subcategory, source FROM change_entries ORDER BY 1, 2",
      "budgets": "SELECT category, subcategory, from_month, amount FROM budgets ORDER BY 1, 2, 3",
      "change_budgets": "SELECT * FROM change_budgets ORDER BY 1, 2, 3, 4",
      "settings": "SELECT * FROM settings ORDER BY 1",
      "change_settings": "SELECT * FROM change_settings ORDER BY 1, 2",
      "ledger_identity": "SELECT * FROM ledger_identity",
      "categories": "SELECT * FROM categories ORDER BY position",
      "recurring_rules": "SELECT * FROM recurring_rules ORDER BY id",
      "recurring_occurrences": "SELECT * FROM recurring_occurrences ORDER BY 1, 2",
      "change_rules": "SELECT * FROM change_rules ORDER BY 1, 2",
    ]
    return try queries.mapValues { try sandbox.query($0, path: path) }
  }

  /// A file ledger with something in every table: imported entries (fingerprints), edited,
  /// deleted and undone changes, budgets and a setting.
  static func householdFile() throws -> Sandbox {
    let file = try Sandbox(engine: .sqlite)
    try file.ok("import", fixture("moneyforward-sjis.csv"))
    try file.ok("add", "1200", "-c", "生活費", "-m", "'); DROP TABLE entries; --", "-d", "2026-11-03")
    try file.ok("add", "300", "-c", "fun", "-d", "2026-11-04")
    try file.ok("edit", "2", "-a", "4800", "-m", "居酒屋")
    try file.ok("delete", "3")
    try file.ok("budget", "set", "生活費", "30000")
    try file.ok("budget", "set", "fun", "2000", "--month", "2026-11")
    try file.ok("config", "set", "month-start", "25")
    try file.ok("add", "1", "-c", "fun", "-m", "undone")
    try file.ok("undo")
    return file
  }

  @Test func aFileGoesToTheServerAndComesBackWhole() throws {
    let file = try Self.householdFile()
    let server = try Sandbox(engine: .postgresql)
    #expect(
      try file.ok("copy", server.ledger)
        == "Copied \(file.databasePath) to \(server.ledger) (7 entries)\n")
    let original = try Self.tables(of: file)
    #expect(original["entries"]?.count == 7)
    #expect(original["changes"]?.count == 9)
    #expect(try Self.tables(of: server) == original)
    // The same ledger: every output is the same, and its own export is its own.
    for arguments in [
      ["list"], ["report", "2026-11", "--top", "3"], ["report", "--year", "2026", "-f", "csv"],
      ["budget"], ["config"], ["log"], ["log", "-f", "json"], ["export"],
    ] {
      #expect(try server.ok(arguments) == file.ok(arguments), "\(arguments)")
    }
    let exported = server.folder + "/export.csv"
    try server.ok("export", "-o", exported)
    #expect(try server.ok("import", exported).contains("Imported 0 new entries; 7 duplicates"))
    // The fingerprints came too: the Money Forward file adds only the entry deleted since.
    #expect(
      try server.ok("import", fixture("moneyforward-sjis.csv")).contains(
        "Imported 1 new entry; 5 duplicates"))

    // And back into a new file, which holds the same ledger as the server now.
    let back = server.folder + "/back.db"
    #expect(
      try server.ok("copy", back) == "Copied \(server.ledger) to \(back) (8 entries)\n")
    let onServer = try Self.tables(of: server)
    #expect(onServer["changes"]?.count == 11)
    #expect(try Self.tables(of: file, path: back) == onServer)

    // Each ledger goes on numbering after what it copied: after #10, the entry the import made.
    #expect(try server.ok("add", "5", "-c", "fun") == "Added #11  2026-11-15  🎮 娯楽費  ¥5\n")
    #expect(try server.query("SELECT max(id) FROM changes") == [["12"]])
    #expect(
      try file.ok("--db", back, "add", "5", "-c", "fun") == "Added #11  2026-11-15  🎮 娯楽費  ¥5\n")
    // Undo walks back through the copied log.
    #expect(try server.ok("undo") == "Undid change 12: add #11 2026-11-15 娯楽費 ¥5\n")
    #expect(
      try server.ok("undo")
        == "Undid change 11: import 1 entry from \(fixture("moneyforward-sjis.csv"))\n")
    #expect(try server.ok("undo") == "Undid import of \(exported): it had added nothing\n")
    #expect(try server.ok("undo") == "Undid change 8: config set month-start 25 (was 1)\n")
  }

  /// A target that holds anything a person made is refused with 73 and left exactly as it
  /// was, whichever way the copy goes; the ledger itself is no target either.
  @Test func aTargetThatHoldsAnythingIsRefusedUntouched() throws {
    let file = try Self.householdFile()
    let server = try Sandbox(engine: .postgresql)
    try server.ok("config", "set", "month-start", "10")
    let serverBefore = try server.contents()
    let refusedServer = try file.run("copy", server.ledger)
    #expect(
      refusedServer
        == Run(
          status: 73, stdout: "",
          stderr:
            "kakeibo: database \"\(server.ledger)\": already holds entries, budgets, settings or changes; copy into a new or empty ledger. Nothing was written there\n"
        ))
    #expect(try server.contents() == serverBefore)

    let fileBefore = try file.contents()
    #expect(
      try server.run("copy", file.databasePath)
        == Run(
          status: 73, stdout: "",
          stderr:
            "kakeibo: database \"\(file.databasePath)\": already holds entries, budgets, settings or changes; copy into a new or empty ledger. Nothing was written there\n"
        ))
    #expect(try file.contents() == fileBefore)
    #expect(try server.run("copy", server.ledger).status == 73)
    #expect(try server.contents() == serverBefore)

    // A database where the role may not create the ledger: refused, and nothing is left.
    let other = try Sandbox(engine: .postgresql)
    try Engine.makeRole("hanako")
    let hanakos = other.uri(role: "hanako")
    #expect(
      try file.run("copy", hanakos)
        == Run(
          status: 77, stdout: "",
          stderr:
            "kakeibo: database \"\(hanakos)\": the server refused the connection: role hanako may not create the ledger's schema kakeibo (permission denied for database \(other.databaseName ?? ""))\n"
        ))
    #expect(!other.ledgerExists)
  }
}
