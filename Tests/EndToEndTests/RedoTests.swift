import Foundation
import Testing

/// Issue 15, item 13: `kakeibo redo` re-applies the change undone last, exactly, as long as
/// nothing has been changed since; any new change ends what redo can re-apply.
@Suite struct RedoTests {
  /// A household's ledger with something of every kind: entries with a 内訳 and income,
  /// budgets, a setting and two recurring rules that made entries.
  static func household(_ engine: Engine) throws -> Sandbox {
    let sandbox = try Sandbox(engine: engine)
    for arguments in [
      ["add", "1200", "-c", "生活費", "-s", "食費", "-m", "スーパー", "-d", "2026-11-03"],
      ["add", "300", "-c", "fun", "-d", "2026-11-04"],
      ["budget", "set", "生活費", "40000"], ["budget", "set", "fun", "3000"],
      ["config", "set", "month-start", "20"],
      [
        "recurring", "add", "1490", "-c", "fun", "-s", "サブスク", "-m", "Netflix", "--day", "10",
        "--from", "2026-10",
      ],
      ["income", "280000", "-s", "給与", "-m", "給料", "-d", "2026-11-01"],
    ] {
      try sandbox.ok(arguments)
    }
    return sandbox
  }

  /// One change of every kind that undo reverts, made on `household`.
  static let changes: [[String]] = [
    ["add", "980", "-c", "fun", "-m", "映画", "-d", "2026-11-10"],
    ["edit", "1", "-a", "1,500", "-m", "八百屋", "-s", "外食"],
    ["delete", "2"],
    ["import", fixture("zaim.csv")],
    ["budget", "set", "生活費", "45000"],
    ["budget", "set", "経費", "5000", "--month", "2026-12"],
    ["budget", "unset", "fun"],
    ["config", "set", "month-start", "25"],
    ["config", "unset", "month-start"],
    ["categories", "rename", "生活費", "食費", "食料品"],
    [
      "recurring", "add", "85000", "-c", "生活費", "-s", "住居", "-m", "家賃", "--day", "1",
      "--from", "2026-10",
    ],
    ["recurring", "edit", "1", "--amount", "1,600", "--day", "12"],
    ["recurring", "remove", "1"],
    ["edit", "1", "-a", "1200"],
  ]

  /// Everything the ledger holds but when its changes were undone or redone: every row of every
  /// table, with the change log's rows without those two times.
  static func state(of sandbox: Sandbox) throws -> [[String]] {
    try sandbox.everyRow().filter { $0.first != "changes" }
      + sandbox.query(
        "SELECT id, made_at, kind, summary, first_entry_id, last_entry_id, member FROM changes ORDER BY id"
      )
  }

  /// Runs `redo` (with `environment`) and expects it refused, with 65 and `message` (its line
  /// ending left out), and the ledger unchanged.
  func expectRedoRefused(
    in sandbox: Sandbox, _ message: String, environment: [String: String?] = [:],
    sourceLocation: SourceLocation = #_sourceLocation
  ) throws {
    let before = try sandbox.contents()
    #expect(
      try sandbox.run(["redo"], environment: environment)
        == Run(status: 65, stdout: "", stderr: message + "\n"), sourceLocation: sourceLocation)
    #expect(try sandbox.contents() == before, sourceLocation: sourceLocation)
  }

  @Test(arguments: Engine.available, changes)
  func undoThenRedoGivesBackTheLedgerExactly(engine: Engine, change: [String]) throws {
    let sandbox = try Self.household(engine)
    try sandbox.ok(change)
    let made = try Self.state(of: sandbox)
    let undid = try sandbox.ok("undo")
    #expect(undid.hasPrefix("Undid "), "\(undid)")
    let redid = try sandbox.ok("redo")
    #expect(redid == "Redid " + undid.dropFirst("Undid ".count))
    #expect(try Self.state(of: sandbox) == made, "\(change)")
    #expect(
      try sandbox.query(
        "SELECT id FROM changes WHERE undone_at IS NULL AND redone_at IS NOT NULL")
        == [["8"]])
    #expect(try sandbox.ok("redo") == "Nothing to redo.\n")
    // And undone again, it is undone as the first time.
    #expect(try sandbox.ok("undo") == undid)
    #expect(try sandbox.ok("redo") == redid)
    #expect(try Self.state(of: sandbox) == made, "\(change)")
    // The entries put back are found by search as before: check verifies their search keys.
    let check = try sandbox.run("check")
    #expect(check.status == 0, "\(change): \(check)")
  }

  @Test(arguments: Engine.available)
  func aChangeAfterTheUndoEndsWhatRedoCanReapply(engine: Engine) throws {
    let sandbox = try Self.household(engine)
    #expect(try sandbox.ok("undo") == "Undid change 7: add #5 2026-11-01 収入 › 給与 ¥280,000 給料\n")
    #expect(try sandbox.ok("edit", "1", "-m", "八百屋") == "Updated #1: memo \"スーパー\" → \"八百屋\"\n")
    try expectRedoRefused(
      in: sandbox,
      "kakeibo: nothing to redo: change 8 (edit #1: memo \"スーパー\" → \"八百屋\") was made after the last undo (of change 7), and a new change ends what redo can re-apply"
    )
    // The new change can itself be undone and redone; the older undo stays out of reach.
    try sandbox.ok("undo")
    #expect(try sandbox.ok("redo") == "Redid change 8: edit #1: memo \"スーパー\" → \"八百屋\"\n")
    #expect(try sandbox.ok("redo") == "Nothing to redo.\n")
    #expect(try sandbox.query("SELECT count(*) FROM entries WHERE id = 5") == [["0"]])
  }

  /// Entries that rules made when they fell due are a change too: the undo before them is out
  /// of reach, since redoing it would bring back a ledger they were made against.
  @Test(arguments: Engine.available)
  func entriesMadeWhenDueEndWhatRedoCanReapply(engine: Engine) throws {
    let sandbox = try Self.household(engine)
    try sandbox.ok("budget", "set", "fun", "3500")
    try sandbox.ok("undo")
    // December's first command makes what fell due, whichever command it is.
    let later: [String: String?] = ["KAKEIBO_TODAY": "2026-12-10"]
    try sandbox.ok(["list", "--month", "2026-12"], environment: later)
    try expectRedoRefused(
      in: sandbox,
      "kakeibo: nothing to redo: change 9 (made by rule #1: #6 2026-12-10 娯楽費 › サブスク ¥1,490 Netflix) was made after the last undo (of change 8), and a new change ends what redo can re-apply",
      environment: later)
    #expect(
      try sandbox.query("SELECT amount FROM budgets WHERE category = 'leisure'") == [["3000"]])
  }

  @Test(arguments: Engine.available)
  func redoAfterSeveralUndosReappliesThemInOrder(engine: Engine) throws {
    let sandbox = try Self.household(engine)
    let made = try Self.state(of: sandbox)
    #expect(try sandbox.ok("undo") == "Undid change 7: add #5 2026-11-01 収入 › 給与 ¥280,000 給料\n")
    #expect(
      try sandbox.ok("undo")
        == "Undid change 6: recurring add #1 娯楽費 › サブスク ¥1,490 Netflix on day 10 (made 2 entries)\n"
    )
    #expect(try sandbox.ok("undo") == "Undid change 5: config set month-start 20 (was 1)\n")
    #expect(try sandbox.ok("redo") == "Redid change 5: config set month-start 20 (was 1)\n")
    #expect(
      try sandbox.ok("redo", "--format", "json")
        .replacing(/"madeAt":"[^"]*"/, with: "\"madeAt\":\"TIME\"")
          == """
          {"id":6,"madeAt":"TIME","kind":"recurring","summary":"recurring add #1 娯楽費 › サブスク ¥1,490 Netflix on day 10 (made 2 entries)","undone":false,"redone":true,"changedNothing":false,"member":"tester"}

          """)
    #expect(
      try sandbox.ok("log", "-n", "4").replacing(
        /\d{4}-\d\d-\d\d \d\d:\d\d:\d\d/, with: "0000-00-00 00:00:00")
          == """
          Change  When                 By      What                                                                          Status
               7  0000-00-00 00:00:00  tester  add #5 2026-11-01 収入 › 給与 ¥280,000 給料                                   undone
               6  0000-00-00 00:00:00  tester  recurring add #1 娯楽費 › サブスク ¥1,490 Netflix on day 10 (made 2 entries)  redone
               5  0000-00-00 00:00:00  tester  config set month-start 20 (was 1)                                             redone
               4  0000-00-00 00:00:00  tester  budget set 娯楽費 ¥3,000 every month

          """)
    #expect(
      try sandbox.ok("log", "-n", "2", "--format", "json")
        .replacing(/"madeAt":"[^"]*"/, with: "\"madeAt\":\"TIME\"")
          == """
          [{"id":7,"madeAt":"TIME","kind":"add","summary":"add #5 2026-11-01 収入 › 給与 ¥280,000 給料","undone":true,"redone":false,"changedNothing":false,"member":"tester"},\
          {"id":6,"madeAt":"TIME","kind":"recurring","summary":"recurring add #1 娯楽費 › サブスク ¥1,490 Netflix on day 10 (made 2 entries)","undone":false,"redone":true,"changedNothing":false,"member":"tester"}]

          """)
    #expect(
      try sandbox.ok("redo") == "Redid change 7: add #5 2026-11-01 収入 › 給与 ¥280,000 給料\n")
    #expect(try sandbox.ok("redo") == "Nothing to redo.\n")
    #expect(try sandbox.ok("redo", "--format", "json") == "null\n")
    #expect(try Self.state(of: sandbox) == made)
    // Nothing is kept for redo once everything is redone.
    #expect(
      try sandbox.query(
        "SELECT (SELECT count(*) FROM undos) + (SELECT count(*) FROM redo_entries) + (SELECT count(*) FROM redo_rules) + (SELECT count(*) FROM redo_occurrences) + (SELECT count(*) FROM redo_settings)"
      ) == [["0"]])
  }

  @Test(arguments: Engine.available) func aLedgerWithNothingUndoneHasNothingToRedo(engine: Engine)
    throws
  {
    let sandbox = try Sandbox(engine: engine)
    #expect(try sandbox.ok("redo") == "Nothing to redo.\n")
    #expect(!sandbox.ledgerExists)
    try sandbox.ok("add", "5", "-c", "fun")
    #expect(try sandbox.ok("redo") == "Nothing to redo.\n")
  }

  /// On a shared ledger redo re-applies a member's own undos only, and refuses (65) when
  /// another member has since changed, or undone a change to, what it would put back.
  @Test(arguments: Engine.available) func redoKeepsToTheMembersOwnUndos(engine: Engine) throws {
    let sandbox = try Self.household(engine)
    let hanako = try sandbox.member("hanako")
    #expect(
      try sandbox.ok("undo") == "Undid change 7: add #5 2026-11-01 収入 › 給与 ¥280,000 給料\n")
    #expect(try sandbox.ok(["redo"], environment: hanako) == "Nothing to redo.\n")
    #expect(try sandbox.ok("redo") == "Redid change 7: add #5 2026-11-01 収入 › 給与 ¥280,000 給料\n")

    // hanako edits entry 1 after taro's undo of his own edit of it.
    try sandbox.ok("edit", "1", "-a", "1,300")
    try sandbox.ok("undo")
    try sandbox.ok(["edit", "1", "-m", "八百屋"], environment: hanako)
    try expectRedoRefused(
      in: sandbox,
      "kakeibo: cannot redo change 8 (edit #1: amount ¥1,200 → ¥1,300): change 9 by hanako (edit #1: memo \"スーパー\" → \"八百屋\") changed the same since; nothing was redone"
    )

    // Another member's change to something else is a change since all the same.
    try sandbox.ok("budget", "set", "fun", "3500")
    try sandbox.ok("undo")
    try sandbox.ok(["config", "set", "month-start", "1"], environment: hanako)
    try expectRedoRefused(
      in: sandbox,
      "kakeibo: nothing to redo: change 11 (config set month-start 1 (was 20)) was made after the last undo (of change 10), and a new change ends what redo can re-apply"
    )

    // hanako's undo, after taro's, of her change to the same budget.
    try sandbox.ok(["budget", "set", "経費", "5000"], environment: hanako)
    try sandbox.ok("budget", "set", "経費", "6000")
    #expect(
      try sandbox.ok("undo") == "Undid change 13: budget set 経費 ¥6,000 every month (was ¥5,000)\n")
    #expect(
      try sandbox.ok(["undo"], environment: hanako)
        == "Undid change 12: budget set 経費 ¥5,000 every month\n")
    try expectRedoRefused(
      in: sandbox,
      "kakeibo: cannot redo change 13 (budget set 経費 ¥6,000 every month (was ¥5,000)): change 12 by hanako (budget set 経費 ¥5,000 every month) changed the same since; nothing was redone"
    )
    // Once she has redone hers, his redo follows.
    #expect(
      try sandbox.ok(["redo"], environment: hanako)
        == "Redid change 12: budget set 経費 ¥5,000 every month\n")
    #expect(
      try sandbox.ok("redo") == "Redid change 13: budget set 経費 ¥6,000 every month (was ¥5,000)\n")
    #expect(
      try sandbox.query("SELECT amount FROM budgets WHERE category = 'expenses'") == [["6000"]])

    // A member who writes undoes and redoes a rule's add, with the entries it made.
    try sandbox.ok(
      [
        "recurring", "add", "85000", "-c", "生活費", "-m", "家賃", "--day", "1", "--from", "2026-10",
      ], environment: hanako)
    let added = try Self.state(of: sandbox)
    try sandbox.ok(["undo"], environment: hanako)
    #expect(
      try sandbox.ok(["redo"], environment: hanako)
        == "Redid change 14: recurring add #2 生活費 ¥85,000 家賃 on day 1 (made 2 entries)\n")
    #expect(try Self.state(of: sandbox) == added)
  }
}
