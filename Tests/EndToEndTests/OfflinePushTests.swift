import Foundation
import Testing

/// Issue 24: `offline push` replays an offline copy's own changes on its server in one
/// transaction, refuses (writing nothing) where the server's row changed since, and never
/// applies a change twice; `offline pull` and `offline drop`.
@Suite(.enabled(if: Engine.hasPostgres)) struct OfflinePushTests {
  /// A server with two entries, a budget and a rule for the 20th (today is the 15th), and a copy
  /// taken of it.
  private func serverAndCopy() throws -> (server: Sandbox, copy: String, on: [String: String?]) {
    let server = try Sandbox(engine: .postgresql)
    try server.ok("add", "4780", "-c", "生活費", "-m", "オーケーストア", "-d", "2026-11-10")
    try server.ok("add", "980", "-c", "生活費", "-m", "ドラッグストア", "-d", "2026-11-11")
    try server.ok("budget", "set", "生活費", "80000")
    try server.ok("recurring", "add", "7800", "-c", "生活費", "-m", "電気", "--day", "20")
    let copy = server.folder + "/laptop.db"
    try server.ok("offline", "take", copy)
    return (server, copy, ["KAKEIBO_DB": copy])
  }

  /// What a listing shows of every entry, budget and rule, the same on both sides after a push.
  private func listing(_ server: Sandbox, _ environment: [String: String?] = [:]) throws
    -> String
  {
    try server.ok(["list"], environment: environment)
      + server.ok(["budget"], environment: environment)
      + server.ok(["recurring"], environment: environment)
  }

  @Test func addsEditsDeletesImportsBudgetsAndRulesArePushedAsTheMembersChanges() throws {
    let (server, copy, offline) = try serverAndCopy()
    // Meanwhile the server gets an entry of its own, with the id the copy's first new one has.
    try server.ok("add", "300", "-c", "fun", "-m", "ガチャ", "-d", "2026-11-12")
    try server.ok(["add", "120", "-c", "生活費", "-m", "おにぎり (駅)"], environment: offline)
    try server.ok(["edit", "1", "--amount", "4,870"], environment: offline)
    try server.ok(["delete", "2"], environment: offline)
    try server.ok(["edit", "3", "--memo", "おにぎり (駅) 2個"], environment: offline)
    try server.ok(["budget", "set", "生活費", "90000"], environment: offline)
    try server.ok(["budget", "set", "fun", "15000"], environment: offline)
    try server.ok(["config", "set", "month-start", "25"], environment: offline)
    try server.ok(
      ["recurring", "add", "1490", "-c", "娯楽費", "-m", "Netflix", "--day", "16"],
      environment: offline)
    let card = fixture("statements/smbc-card.csv")
    #expect(
      try server.ok(["import", card], environment: offline).contains("Imported 8 new entries"))

    let pushed = try server.ok(["offline", "push"], environment: offline)
    #expect(
      pushed == """
        Pushed 9 changes to \(server.ledger), as tester
        The copy is up to date, at the server's change 14

        """)
    // The server's log has them as the member's, what each did as data, its own ids in it.
    let log = try server.query(
      "SELECT id, kind, member, detail IS NOT NULL FROM changes WHERE id > 5 ORDER BY id")
    #expect(
      log
        == [
          ["6", "add"], ["7", "edit"], ["8", "delete"], ["9", "edit"], ["10", "budget"],
          ["11", "budget"], ["12", "config"], ["13", "recurring"], ["14", "import"],
        ].map { $0 + ["tester", "t"] })
    let logged =
      try parseJSON(try server.ok("log", "-n", "9", "--format", "json")) as? [[String: Any]]
    #expect(
      logged?.reversed().map { $0["summary"] as? String } == [
        "add #4 2026-11-15 生活費 ¥120 おにぎり (駅)",
        "edit #1: amount ¥4,780 → ¥4,870",
        "delete #2 2026-11-11 生活費 ¥980 ドラッグストア",
        #"edit #4: memo "おにぎり (駅)" → "おにぎり (駅) 2個""#,
        "budget set 生活費 ¥90,000 every month (was ¥80,000)",
        "budget set 娯楽費 ¥15,000 every month",
        "config set month-start 25 (was 1)",
        "recurring add #2 娯楽費 ¥1,490 Netflix on day 16",
        "import 8 entries from \(card)",
      ])
    // Every change went, and the copy is the server's again: the same listing on both.
    #expect(try listing(server) == (try listing(server, offline)))
    #expect(
      try server.ok(["offline", "status"], environment: offline).contains("Not pushed: 0 changes\n")
    )
    #expect(
      try server.query("SELECT server_change_id FROM offline_pushes ORDER BY copy_change_id")
        == (6...14).map { ["\($0)"] })
    // The statement's rows came with their fingerprints: importing it on the server adds nothing.
    #expect(
      try server.ok("import", card).contains("Imported 0 new entries; 8 duplicates"))
    // Undo on the server treats a pushed change as any other: the import that added nothing,
    // then the pushed one, whose 8 entries go.
    #expect(try server.ok("undo").hasSuffix("it had added nothing\n"))
    #expect(
      try server.ok("undo") == "Undid change 14: import 8 entries from \(card)\n")
    #expect(
      try server.query("SELECT count(*) FROM entries WHERE fingerprint IS NOT NULL") == [["0"]])
  }

  /// The conflict report with its moments (when the server's change was made) as TIME.
  private func withoutTimes(_ text: String) -> String {
    text.replacingOccurrences(
      of: #"\d{4}-\d\d-\d\d \d\d:\d\d:\d\d"#, with: "TIME", options: .regularExpression)
  }

  /// The copy edits #1 (twice) and deletes #2, and edits #3 that the server deleted;
  /// meanwhile another member edited #1 and #2 on the server, and deleted #3. The push sends
  /// what does not conflict (the new entry), holds back the three conflicts and the later edit
  /// of #1 behind them, shows both versions, exits 65, and pulls: the copy has the server's
  /// changes with its own held back on top, marked. Pushed again, nothing goes twice; given up
  /// and pulled, the copy has the server's versions, and an edit against them goes.
  @Test func conflictingEditsAndDeletesAreHeldBackAndTheRestIsPushed() throws {
    let (server, copy, offline) = try serverAndCopy()
    try server.ok("add", "450", "-c", "fun", "-m", "映画", "-d", "2026-11-12")
    try server.run("offline", "take", copy, "--force")
    let jiro = try server.member("jiro24p")
    try server.ok(["edit", "1", "--amount", "4,800"], environment: jiro)
    try server.ok(["edit", "2", "--memo", "薬局"], environment: jiro)
    try server.ok(["delete", "3"], environment: jiro)
    try server.ok(["edit", "1", "--amount", "4,870"], environment: offline)
    try server.ok(["delete", "2"], environment: offline)
    try server.ok(["edit", "3", "--amount", "500"], environment: offline)
    try server.ok(["add", "120", "-c", "生活費", "-m", "おにぎり"], environment: offline)
    try server.ok(["edit", "1", "--memo", "オーケー"], environment: offline)
    let held = try server.run(["offline", "push"], environment: offline)
    #expect(held.status == 65)
    #expect(
      held.stdout == """
        Pushed 1 change to \(server.ledger), as tester
        The copy is at the server's change 9, with 4 changes not pushed kept on top

        """)
    #expect(
      withoutTimes(held.stderr) == """
        kakeibo: offline push: 3 changes conflict with what changed on the server since; held back (the rest was pushed):
          #10  edit #1: amount ¥4,780 → ¥4,870
            yours:  #1  2026-11-10  🏠 生活費  ¥4,870  オーケーストア
            theirs: #1  2026-11-10  🏠 生活費  ¥4,800  オーケーストア  (change 6 by jiro24p, TIME)
          #11  delete #2 2026-11-11 生活費 ¥980 ドラッグストア
            yours:  #2 deleted
            theirs: #2  2026-11-11  🏠 生活費  ¥980  薬局  (change 7 by jiro24p, TIME)
          #12  edit #3: amount ¥450 → ¥500
            yours:  #3  2026-11-12  🎮 娯楽費  ¥500  映画
            theirs: #3 deleted  (change 8 by jiro24p, TIME)
          #13  edit #1: memo "オーケーストア" → "オーケー"
            held back behind #10, an earlier change of the copy to the same entry, budget, setting or rule
        kakeibo: the copy keeps them, marked, on top of the server's changes. Changing one's entry, budget, setting or rule again on the copy makes that change against the server's version instead (giving up the held-back ones); 'kakeibo --db \(copy) offline drop CHANGE' gives one up (a later one to the same subject first)

        """)
    // The new entry went (the server's #4), as tester's change 9; the rest is not there.
    #expect(
      try server.query("SELECT id, amount, memo FROM entries ORDER BY id") == [
        ["1", "4800", "オーケーストア"], ["2", "980", "薬局"], ["4", "120", "おにぎり"],
      ])
    #expect(
      try server.query("SELECT id, member, summary, detail FROM changes WHERE id > 8") == [
        [
          "9", "tester", "",
          "added\nid=4\ndate=2026-11-15\ncategory=生活費\nsubcategory\namount=120\nmemo=おにぎり",
        ]
      ])
    // The copy: the server's changes, with its own held back on top, and marked.
    #expect(
      try server.query("SELECT id, amount, memo FROM entries ORDER BY id", path: copy) == [
        ["1", "4870", "オーケー"], ["3", "500", "映画"], ["4", "120", "おにぎり"],
      ])
    let status = try server.ok(["offline", "status"], environment: offline)
    #expect(
      withoutTimes(status) == """
        Offline copy of \(server.ledger), as tester
        Taken: TIME
        Last pushed or pulled: TIME, at the server's change 9
        Not pushed: 4 changes
          #10  TIME  edit #1: amount ¥4,780 → ¥4,870
            conflicts with the server's version (change 6 by jiro24p, TIME): held back by a push until given up or changed again
          #11  TIME  delete #2 2026-11-11 生活費 ¥980 ドラッグストア
            conflicts with the server's version (change 7 by jiro24p, TIME): held back by a push until given up or changed again
          #12  TIME  edit #3: amount ¥450 → ¥500
            conflicts with the server's version (change 8 by jiro24p, TIME): held back by a push until given up or changed again
          #13  TIME  edit #1: memo "オーケーストア" → "オーケー"
        Server: 0 changes since the copy was last pushed or pulled

        """)
    // Pushed again: nothing twice, the same held back.
    let before = try server.everyRow()
    let again = try server.run(["offline", "push"], environment: offline)
    #expect(again.status == 65)
    #expect(
      again.stdout == """
        Pushed 0 changes to \(server.ledger), as tester
        The copy is at the server's change 9, with 4 changes not pushed kept on top

        """)
    #expect(
      withoutTimes(again.stderr)
        == withoutTimes(held.stderr).replacingOccurrences(
          of: " (the rest was pushed):", with: ":"))
    #expect(try server.everyRow() == before)
    // Given up, the later first; a change that is not the copy's own pending one is refused.
    #expect(
      try server.run(["offline", "drop", "10"], environment: offline).status == 65)
    #expect(
      try server.ok(["offline", "drop", "13"], environment: offline)
        == "Gave up change 13: edit #1: memo \"オーケーストア\" → \"オーケー\"\n")
    #expect(
      try server.ok(["offline", "drop", "10"], environment: offline)
        == "Gave up change 10: edit #1: amount ¥4,780 → ¥4,870\n")
    #expect(
      try server.run(["offline", "drop", "10"], environment: offline)
        == Run(
          status: 65, stdout: "",
          stderr:
            "kakeibo: offline drop: \(copy) has no change 10 not pushed ('kakeibo --db \(copy) offline status' lists them)\n"
        ))
    try server.ok(["offline", "drop", "11"], environment: offline)
    // The pull brings the server's versions; the edit of #3 (deleted there) is still kept.
    #expect(
      withoutTimes(try server.ok(["offline", "pull"], environment: offline)) == """
        Pulled 0 changes from \(server.ledger): the copy is at the server's change 9
        Kept 1 change not pushed on top; 1 conflicts with the server's version:
          #10  edit #3: amount ¥450 → ¥500
            yours:  #3  2026-11-12  🎮 娯楽費  ¥500  映画
            theirs: #3 deleted  (change 8 by jiro24p, TIME)

        """)
    try server.ok(["offline", "drop", "10"], environment: offline)
    try server.ok(["offline", "pull"], environment: offline)
    #expect(try listing(server) == (try listing(server, offline)))
    // Edited again on the copy, against the server's version now: it goes.
    try server.ok(["edit", "1", "--amount", "4,870"], environment: offline)
    #expect(
      try server.ok(["offline", "push"], environment: offline) == """
        Pushed 1 change to \(server.ledger), as tester
        The copy is up to date, at the server's change 10

        """)
    #expect(try server.query("SELECT amount FROM entries WHERE id = 1") == [["4870"]])
    #expect(try listing(server) == (try listing(server, offline)))
  }

  /// `offline pull` over changes not pushed keeps them on top, in order, and marks only those
  /// that now conflict; a push with nothing to push leaves the copy as it is, byte for byte.
  @Test func pullKeepsTheCopysChangesOnTop() throws {
    let (server, copy, offline) = try serverAndCopy()
    let jiro = try server.member("jiro24p")
    try server.ok(["add", "300", "-c", "fun", "-m", "ガチャ", "-d", "2026-11-12"], environment: jiro)
    try server.ok(["edit", "2", "--memo", "薬局"], environment: jiro)
    try server.ok(["add", "120", "-c", "生活費", "-m", "おにぎり"], environment: offline)
    try server.ok(["edit", "1", "--amount", "4,870"], environment: offline)
    try server.ok(["edit", "2", "--amount", "1,000"], environment: offline)
    #expect(
      withoutTimes(try server.ok(["offline", "pull"], environment: offline)) == """
        Pulled 2 changes from \(server.ledger): the copy is at the server's change 6
        Kept 3 changes not pushed on top; 1 conflicts with the server's version:
          #9  edit #2: amount ¥980 → ¥1,000
            yours:  #2  2026-11-11  🏠 生活費  ¥1,000  ドラッグストア
            theirs: #2  2026-11-11  🏠 生活費  ¥980  薬局  (change 6 by jiro24p, TIME)

        """)
    // The copy's new entry has the copy's next id after the server's #3.
    #expect(
      try server.query("SELECT id, amount, memo FROM entries ORDER BY id", path: copy) == [
        ["1", "4870", "オーケーストア"], ["2", "1000", "ドラッグストア"], ["3", "300", "ガチャ"],
        ["4", "120", "おにぎり"],
      ])
    #expect(
      try server.query(
        "SELECT change_id, theirs_change_id FROM offline_conflicts", path: copy) == [["9", "6"]])
    let pushed = try server.run(["offline", "push"], environment: offline)
    #expect(pushed.status == 65)
    #expect(
      pushed.stdout == """
        Pushed 2 changes to \(server.ledger), as tester
        The copy is at the server's change 8, with 1 change not pushed kept on top

        """)
    #expect(
      try server.query("SELECT id, amount, memo FROM entries ORDER BY id") == [
        ["1", "4870", "オーケーストア"], ["2", "980", "薬局"], ["3", "300", "ガチャ"],
        ["4", "120", "おにぎり"],
      ])
    try server.ok(["offline", "drop", "9"], environment: offline)
    try server.ok(["offline", "pull"], environment: offline)
    let unchanged = server.fileBytes(copy)
    #expect(
      try server.ok(["offline", "push"], environment: offline)
        == "Nothing to push to \(server.ledger): the copy holds no change not pushed, and is left as it is ('offline pull' brings the server's changes)\n"
    )
    #expect(server.fileBytes(copy) == unchanged)
    #expect(try listing(server) == (try listing(server, offline)))
  }

  /// A push whose answer was lost: the server committed, and the copy never learned (here, the
  /// copy as it was before the push is put back). Pushing again applies nothing twice.
  @Test func aPushWhoseAnswerWasLostIsNotAppliedTwice() throws {
    let (server, copy, offline) = try serverAndCopy()
    try server.ok(["add", "120", "-c", "生活費", "-m", "おにぎり"], environment: offline)
    try server.ok(["edit", "1", "--amount", "4,870"], environment: offline)
    let card = fixture("statements/smbc-card.csv")
    try server.ok(["import", card], environment: offline)
    let unanswered = try #require(server.fileBytes(copy))
    try server.ok(["offline", "push"], environment: offline)
    let pushed = try server.everyRow()
    try unanswered.write(to: URL(fileURLWithPath: copy))
    let again = try server.ok(["offline", "push"], environment: offline)
    #expect(
      again == """
        Pushed 0 changes to \(server.ledger), as tester
        3 changes were on the server already (an earlier push whose answer was lost): not applied twice
        The copy is up to date, at the server's change 7

        """)
    #expect(try server.everyRow() == pushed)
    #expect(try server.query("SELECT count(*) FROM entries") == [["11"]])
    #expect(try listing(server) == (try listing(server, offline)))
  }

  /// Two members' copies, pushed in turn: each gets the server's next ids, nothing twice; a
  /// statement imported on both copies is on the server once.
  @Test func twoMembersCopiesArePushedInTurn() throws {
    let (server, copy, offline) = try serverAndCopy()
    let jiro = try server.member("jiro24p")
    let jiroCopy = server.folder + "/jiro.db"
    try server.ok(["offline", "take", jiroCopy], environment: jiro)
    let jiroOffline: [String: String?] = ["KAKEIBO_DB": jiroCopy]
    let card = fixture("statements/smbc-card.csv")
    try server.ok(["add", "120", "-c", "生活費", "-m", "おにぎり"], environment: offline)
    try server.ok(["import", card], environment: offline)
    try server.ok(["add", "640", "-c", "fun", "-m", "本"], environment: jiroOffline)
    try server.ok(["import", card], environment: jiroOffline)
    try server.ok(["edit", "2", "--amount", "1,000"], environment: jiroOffline)
    try server.ok(["offline", "push"], environment: offline)
    let second = try server.run(
      ["offline", "push", "--to", server.ledger], environment: jiroOffline)
    #expect(second.status == 77)
    #expect(
      second.stderr
        == "kakeibo: offline push: \(jiroCopy) holds the changes of jiro24p, and the server was reached as tester; connect as jiro24p to push them. Nothing was pushed\n"
    )
    let pushed = try server.ok(
      ["offline", "push", "--to", server.uri(role: "jiro24p")], environment: jiroOffline)
    #expect(
      pushed == """
        Pushed 3 changes to \(server.uri(role: "jiro24p")), as jiro24p
        8 new entries were on the server already, imported from the same statement rows: not added twice
        The copy is up to date, at the server's change 9

        """)
    #expect(
      try server.query(
        "SELECT id, amount, memo FROM entries WHERE fingerprint IS NULL ORDER BY id") == [
          ["1", "4780", "オーケーストア"], ["2", "1000", "ドラッグストア"], ["3", "120", "おにぎり"],
          ["12", "640", "本"],
        ])
    #expect(try server.query("SELECT count(*) FROM entries") == [["12"]])
    #expect(try listing(server) == (try listing(server, jiroOffline)))
  }

  /// A read-only member's copy cannot be pushed: 77, nothing written.
  @Test func aReadOnlyMembersPushIsRefused() throws {
    let (server, _, _) = try serverAndCopy()
    let hanako = try server.member("hanako24p", readOnly: true)
    let copy = server.folder + "/hanako.db"
    try server.ok(["offline", "take", copy], environment: hanako)
    try server.ok(["add", "120", "-c", "生活費", "-m", "おにぎり"], environment: ["KAKEIBO_DB": copy])
    let before = try server.everyRow()
    let refused = try server.run(["offline", "push"], environment: ["KAKEIBO_DB": copy])
    #expect(refused.status == 77, "\(refused)")
    #expect(refused.stdout == "")
    #expect(try server.everyRow() == before)
    #expect(
      try server.ok(["offline", "status"], environment: ["KAKEIBO_DB": copy]).contains(
        "Not pushed: 1 change\n"))
  }

  /// Pull brings the server's changes into a copy with none of its own; drop removes a copy,
  /// refusing one with changes not pushed.
  @Test func pullRefreshesTheCopyAndDropRemovesIt() throws {
    let (server, copy, offline) = try serverAndCopy()
    try server.ok("add", "300", "-c", "fun", "-m", "ガチャ", "-d", "2026-11-12")
    #expect(
      try server.ok(["offline", "pull"], environment: offline)
        == "Pulled 1 change from \(server.ledger): the copy is at the server's change 5\n")
    #expect(try listing(server) == (try listing(server, offline)))
    try server.ok(["add", "120", "-c", "生活費", "-m", "おにぎり"], environment: offline)
    let before = server.fileBytes(copy)
    #expect(
      try server.run(["offline", "drop"], environment: offline).stderr.hasPrefix(
        "kakeibo: database \"\(copy)\": an offline copy with 1 change not pushed"))
    #expect(server.fileBytes(copy) == before)
    let dropped = try server.run(["offline", "drop", "--discard-unpushed"], environment: offline)
    #expect(dropped.status == 0)
    #expect(dropped.stdout == "Removed the offline copy \(copy)\n")
    #expect(
      dropped.stderr
        == "kakeibo: note: discarding 1 change not pushed from \(copy): #6 add #4 2026-11-15 生活費 ¥120 おにぎり\n"
    )
    #expect(!FileManager.default.fileExists(atPath: copy))
  }

  /// After a push, the rules the copy brought are the server's, and only the server makes their
  /// entries; the copy makes none.
  @Test func aPushedRuleIsMadeByTheServerOnly() throws {
    let (server, copy, offline) = try serverAndCopy()
    try server.ok(
      ["recurring", "add", "1000", "-c", "fun", "-m", "サブスク", "--day", "1"], environment: offline)
    try server.ok(["offline", "push"], environment: offline)
    #expect(try server.query("SELECT count(*) FROM entries", path: copy) == [["2"]])
    try server.ok(["list"], environment: ["KAKEIBO_TODAY": "2026-12-02"])
    #expect(
      try server.query("SELECT date, amount, memo FROM entries WHERE id > 2 ORDER BY id") == [
        ["2026-11-01", "1000", "サブスク"], ["2026-11-20", "7800", "電気"],
        ["2026-12-01", "1000", "サブスク"],
      ])
    try server.ok(["list"], environment: offline.merging(["KAKEIBO_TODAY": "2026-12-02"]) { $1 })
    #expect(try server.query("SELECT count(*) FROM entries", path: copy) == [["2"]])
  }

  /// A budget, a setting and a rule changed on both sides are conflicts too, each shown with
  /// both versions; one changed on the copy only goes.
  @Test func budgetsSettingsAndRulesConflictAsEntriesDo() throws {
    let (server, _, offline) = try serverAndCopy()
    let jiro = try server.member("jiro24p")
    try server.ok(["budget", "set", "生活費", "85000"], environment: jiro)
    try server.ok(["config", "set", "month-start", "20"], environment: jiro)
    try server.ok(["recurring", "edit", "1", "--amount", "8200"], environment: jiro)
    try server.ok(["budget", "set", "生活費", "90000"], environment: offline)
    try server.ok(["config", "set", "month-start", "25"], environment: offline)
    try server.ok(["recurring", "edit", "1", "--amount", "8000"], environment: offline)
    try server.ok(["budget", "set", "fun", "15000"], environment: offline)
    let held = try server.run(["offline", "push"], environment: offline)
    #expect(held.status == 65)
    #expect(held.stdout.hasPrefix("Pushed 1 change to "))
    #expect(
      withoutTimes(held.stderr).split(separator: "\n").dropFirst().prefix(9).joined(
        separator: "\n") == """
            #9  budget set 生活費 ¥90,000 every month (was ¥80,000)
              yours:  budget 生活費 every month ¥90,000
              theirs: budget 生活費 every month ¥85,000  (change 5 by jiro24p, TIME)
            #10  config set month-start 25 (was 1)
              yours:  month-start = 25
              theirs: month-start = 20  (change 6 by jiro24p, TIME)
            #11  recurring edit #1: amount ¥7,800 → ¥8,000
              yours:  rule #1 ¥8,000 電気 on day 20
              theirs: rule #1 ¥8,200 電気 on day 20  (change 7 by jiro24p, TIME)
          """)
    for change in ["11", "10", "9"] {
      try server.ok(["offline", "drop", change], environment: offline)
    }
    try server.ok(["offline", "pull"], environment: offline)
    #expect(try listing(server) == (try listing(server, offline)))
    #expect(
      try server.query("SELECT category, amount FROM budgets ORDER BY category") == [
        ["leisure", "15000"], ["livingCost", "85000"],
      ])
  }

  /// Issue 24's "editing again": after the pull that marked the conflicts, the copy changes
  /// their subjects again. An edit of #1 (which the copy edited twice, the server once) is made
  /// against the server's version and gives up both of the copy's edits, saying so on one line;
  /// undo brings them back, marked, and redo gives them up again. Deleting #2 again (the copy
  /// deleted it, the server edited it) deletes the server's version; setting the budget again
  /// sets it over the server's. #3, which the server deleted, cannot be edited again (65,
  /// nothing written): dropping the change leaves it deleted. The push then sends each change
  /// once, and both sides list the same.
  @Test func aConflictIsResolvedByChangingItsSubjectAgain() throws {
    let (server, copy, offline) = try serverAndCopy()
    try server.ok("add", "450", "-c", "fun", "-m", "映画", "-d", "2026-11-12")
    try server.run("offline", "take", copy, "--force")
    let jiro = try server.member("jiro24p")
    try server.ok(["edit", "1", "--amount", "4,800"], environment: jiro)
    try server.ok(["edit", "2", "--memo", "薬局"], environment: jiro)
    try server.ok(["delete", "3"], environment: jiro)
    try server.ok(["budget", "set", "生活費", "85000"], environment: jiro)
    try server.ok(["edit", "1", "--memo", "オーケー"], environment: offline)
    try server.ok(["edit", "1", "--amount", "4,870"], environment: offline)
    try server.ok(["delete", "2"], environment: offline)
    try server.ok(["edit", "3", "--amount", "500"], environment: offline)
    try server.ok(["budget", "set", "生活費", "90000"], environment: offline)
    #expect(try server.run(["offline", "push"], environment: offline).status == 65)
    // Pulled by the push: 10 (memo of #1), 11 (amount of #1, behind 10), 12 (delete #2), 13
    // (edit #3), 14 (the budget), the conflicts marked with the server's versions.
    #expect(
      try server.query(
        "SELECT change_id, subject, subject_key FROM offline_theirs ORDER BY change_id",
        path: copy) == [
          ["10", "entries", "i1;"], ["12", "entries", "i2;"], ["13", "entries", "i3;"],
          ["14", "budgets", "t10:livingCostt0:t7:0001-01"],
        ])

    // #1 again: against the server's ¥4,800 オーケーストア, giving up 10 and 11.
    #expect(
      withoutTimes(try server.ok(["edit", "1", "--amount", "4,900"], environment: offline)) == """
        Updated #1: amount ¥4,800 → ¥4,900
        Gave up changes 10 and 11 (held back by a conflict with the server's version, change 6 by jiro24p): this change is made against that version instead; 'kakeibo undo' brings them back

        """)
    let entries = "SELECT id, amount, memo FROM entries ORDER BY id"
    #expect(
      try server.query(entries, path: copy) == [
        ["1", "4900", "オーケーストア"], ["3", "500", "映画"],
      ])
    // Undone, the conflict is back as it was; redone, given up again.
    #expect(
      try server.ok(["undo"], environment: offline)
        == "Undid change 15: edit #1: amount ¥4,800 → ¥4,900\n")
    #expect(
      try server.query(entries, path: copy) == [["1", "4870", "オーケー"], ["3", "500", "映画"]])
    let status = withoutTimes(try server.ok(["offline", "status"], environment: offline))
    #expect(
      status.contains(
        """
          #10  TIME  edit #1: memo "オーケーストア" → "オーケー"
            conflicts with the server's version (change 6 by jiro24p, TIME): held back by a push until given up or changed again
          #11  TIME  edit #1: amount ¥4,780 → ¥4,870
          #12  TIME
        """), "\(status)")
    #expect(
      try server.ok(["redo"], environment: offline)
        == "Redid change 15: edit #1: amount ¥4,800 → ¥4,900\n")
    #expect(
      try server.query(entries, path: copy) == [
        ["1", "4900", "オーケーストア"], ["3", "500", "映画"],
      ])

    // #2, deleted on the copy and edited on the server: deleted again, the server's version.
    #expect(
      try server.ok(["delete", "2"], environment: offline) == """
        Deleted #2  2026-11-11  🏠 生活費  ¥980  薬局
        Gave up change 12 (held back by a conflict with the server's version, change 7 by jiro24p): this change is made against that version instead; 'kakeibo undo' brings it back

        """)
    // #3, deleted on the server: nothing can be made against it.
    let snapshot =
      "SELECT id, amount, memo FROM entries UNION ALL SELECT id, kind, coalesce(undone_at, '') FROM changes"
    let before = try server.query(snapshot, path: copy)
    #expect(
      withoutTimes(
        try server.run(["edit", "3", "--amount", "600"], environment: offline).description)
        == withoutTimes(
          Run(
            status: 65, stdout: "",
            stderr: """
              kakeibo: entry #3: the server deleted it (change 8 by jiro24p, TIME), which change 13 of this copy (edit #3: amount ¥450 → ¥500) conflicts with; a change made to it again cannot apply there. 'kakeibo offline drop 13' gives that change up and leaves it deleted, as the server has it (add it anew if you still mean to keep it); nothing was written

              """
          ).description))
    #expect(try server.run(["delete", "3"], environment: offline).status == 65)
    #expect(try server.query(snapshot, path: copy) == before)
    #expect(
      try server.ok(["offline", "drop", "13"], environment: offline)
        == "Gave up change 13: edit #3: amount ¥450 → ¥500\n")
    // The budget again, over the server's ¥85,000.
    let budget = try server.ok(["budget", "set", "生活費", "95000"], environment: offline)
    #expect(
      budget == """
        Budget for 🏠 生活費: ¥95,000 every month (was ¥85,000)
        Gave up change 14 (held back by a conflict with the server's version, change 9 by jiro24p): this change is made against that version instead; 'kakeibo undo' brings it back

        """, "\(budget)")

    // Pushed: each change made against the server's version goes, once; nothing given up does.
    #expect(
      try server.ok(["offline", "push"], environment: offline) == """
        Pushed 3 changes to \(server.ledger), as tester
        The copy is up to date, at the server's change 12

        """)
    #expect(try server.query(entries) == [["1", "4900", "オーケーストア"]])
    #expect(
      try server.query("SELECT id, member, kind FROM changes WHERE id > 9 ORDER BY id") == [
        ["10", "tester", "edit"], ["11", "tester", "delete"], ["12", "tester", "budget"],
      ])
    #expect(try listing(server) == (try listing(server, offline)))
    #expect(
      try server.ok(["offline", "push"], environment: offline).hasPrefix("Nothing to push"))
  }

  /// A conflict marked by a pull that did not keep the server's version (a kakeibo before
  /// migration 0021): the copy cannot make a change against it, so the change is made on top
  /// and held back behind the conflict, and the line says to pull; after the pull a change made
  /// again is made against the server's version.
  @Test func aConflictWithoutTheServersVersionIsPulledFirst() throws {
    let (server, copy, offline) = try serverAndCopy()
    let jiro = try server.member("jiro24p")
    try server.ok(["config", "set", "month-start", "20"], environment: jiro)
    try server.ok(["config", "set", "month-start", "25"], environment: offline)
    #expect(try server.run(["offline", "push"], environment: offline).status == 65)
    try executeSQL("DELETE FROM offline_theirs", at: copy)
    let held = try server.ok(["config", "set", "month-start", "28"], environment: offline)
    #expect(
      held == """
        month-start: 28 (was 25)
        This change is held back behind change 6, which conflicts with a version of the server's that the copy has not pulled: 'kakeibo --db \(copy) offline pull' brings it, and a change made again after that is made against it

        """, "\(held)")
    let pulled = try server.run(["offline", "pull"], environment: offline)
    #expect(pulled.status == 0, "\(pulled)")
    let again = try server.ok(["config", "set", "month-start", "28"], environment: offline)
    #expect(
      again == """
        month-start: 28 (was 20)
        Gave up changes 6 and 7 (held back by a conflict with the server's version, change 5 by jiro24p): this change is made against that version instead; 'kakeibo undo' brings them back

        """, "\(again)")
    try server.ok(["offline", "push"], environment: offline)
    #expect(try server.query("SELECT value FROM settings WHERE key = 'month-start'") == [["28"]])
  }

  /// In Japanese: the refusal, both versions, the way on, and what a push did.
  @Test func pushSpeaksJapanese() throws {
    let (server, copy, offline) = try serverAndCopy()
    let japanese = offline.merging(["KAKEIBO_LANG": "ja"]) { $1 }
    let jiro = try server.member("jiro24p")
    try server.ok(["edit", "2", "--memo", "薬局"], environment: jiro)
    try server.ok(["delete", "2"], environment: japanese)
    try server.ok(["add", "120", "-c", "生活費", "-m", "おにぎり"], environment: japanese)
    let held = try server.run(["offline", "push"], environment: japanese)
    #expect(held.status == 65)
    #expect(
      held.stdout == """
        \(server.ledger) に変更 1 件を送りました（メンバー tester）
        コピーはサーバーの変更 6 の時点で、未送信の変更 1 件をその上に残しています

        """)
    #expect(
      withoutTimes(held.stderr) == """
        kakeibo: offline push: 変更 1 件が、その後サーバーで変わったものと衝突するため、送らずに残しました（残りは送りました）:
          #7  削除 #2 2026-11-11 生活費 ¥980 ドラッグストア
            こちら: #2 削除済み
            サーバー: #2  2026-11-11  🏠 生活費  ¥980  薬局  （jiro24p の変更 5、TIME）
        kakeibo: コピーはそれらに印を付け、サーバーの変更の上に残しています。その記録・予算・設定・ルールをコピーでもう一度変更すると、その変更はサーバーの版に対して行います（送れずにいた変更はあきらめます）。'kakeibo --db \(copy) offline drop 変更' で 1 つをあきらめます（同じ対象の後の変更を先に）

        """)
    #expect(
      withoutTimes(try server.ok(["offline", "status"], environment: japanese)) == """
        \(server.ledger) のオフラインのコピー（メンバー tester）
        作成: TIME
        最後の送信・取り込み: TIME（サーバーの変更 6 の時点）
        未送信: 変更 1 件
          #7  TIME  削除 #2 2026-11-11 生活費 ¥980 ドラッグストア
            サーバーの版と衝突しています（jiro24p の変更 5、TIME）。あきらめるか、もう一度変更するまで push では送りません
        サーバー: 最後の送信・取り込みの後の変更 0 件

        """)
    #expect(
      try server.ok(["offline", "drop", "7"], environment: japanese)
        == "変更 7 をあきらめました: 削除 #2 2026-11-11 生活費 ¥980 ドラッグストア\n")
    #expect(
      try server.ok(["offline", "pull"], environment: japanese)
        == "\(server.ledger) から変更 0 件を取り込みました（サーバーの変更 6 の時点）\n")
    #expect(
      try server.ok(["offline", "push"], environment: japanese)
        == "\(server.ledger) に送るものはありません。コピーに未送信の変更はなく、そのままにします（'offline pull' でサーバーの変更を取り込みます）\n"
    )
  }
}
