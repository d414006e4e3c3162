import Foundation
import Testing

/// One cell that another program stored past the ledger's rules (issue 19): a raw ESC in a
/// memo, a date that is not a day. Tables and exports show such a cell escaped; `edit` and
/// `delete` repair the entry; `check` names it and the rule it breaks; and `check` finds every
/// row that a command would refuse.
@Suite struct InvalidCellTests {
  /// Stores entry 2 with a memo holding ESC, on either engine, past its checks.
  static func ledgerWithAnEscape(_ engine: Engine) throws -> Sandbox {
    let sandbox = try Sandbox(engine: engine)
    try sandbox.ok("add", "5", "-c", "fun", "-m", "ok", "-d", "2026-11-01")
    switch engine {
    case .sqlite:
      try sandbox.execute(
        """
        PRAGMA ignore_check_constraints = ON;
        INSERT INTO entries (id, date, amount, category, memo, kind, search_key)
          VALUES (2, '2026-11-02', 7, 'leisure', char(27) || '[31mred', 'expense', 'x');
        """)
    case .postgresql:
      try sandbox.execute(
        """
        ALTER TABLE entries DROP CONSTRAINT entries_memo_check;
        INSERT INTO entries (id, date, amount, category, memo, kind, search_key)
          VALUES (2, '2026-11-02', 7, 'leisure', E'\\x1b[31mred', 'expense', 'x');
        """)
    }
    return sandbox
  }

  @Test(arguments: Engine.available)
  func aMemoWithAnEscapeIsShownEscapedAndRepairedByEdit(engine: Engine) throws {
    let sandbox = try Self.ledgerWithAnEscape(engine)
    #expect(
      try sandbox.ok("list", "--month", "2026-11").contains(
        " 2  2026-11-02  🎮 娯楽費      ¥7  \\e[31mred\n"))
    #expect(
      withLedgersNamed(try sandbox.ok("export")) == """
        id,date,amount,category,memo,subcategory,kind,source,fingerprint,ledger
        1,2026-11-01,5,娯楽費,ok,,expense,,,LEDGER
        2,2026-11-02,7,娯楽費,\\e[31mred,,expense,,,LEDGER

        """)
    #expect(try sandbox.ok("export", "--format", "json").contains(#""memo":"\\e[31mred""#))
    let check = try sandbox.run("check")
    #expect(check.status == 65)
    #expect(
      check.stdout.contains(
        "  entry 2: memo \"\\e[31mred\" contains the control character U+001B; a memo is one line of printable text, up to 500 characters\n"
      ), "\(check)")
    // An edit of another cell repairs the memo too, and says so.
    #expect(
      try sandbox.ok("edit", "2", "-a", "9")
        == "Updated #2: amount ¥7 → ¥9, memo \"\\e[31mred\" → \"␛[31mred\"\n")
    #expect(
      try sandbox.query("SELECT amount, memo FROM entries WHERE id = 2") == [["9", "␛[31mred"]])
    #expect(try sandbox.run("check").status == 0)
    // Delete removes such an entry as it is.
    try sandbox.execute(
      engine == .sqlite
        ? """
        PRAGMA ignore_check_constraints = ON;
        UPDATE entries SET memo = char(27) || '[31mred' WHERE id = 2;
        """
        : "UPDATE entries SET memo = E'\\x1b[31mred' WHERE id = 2")
    #expect(try sandbox.ok("delete", "2") == "Deleted #2  2026-11-02  🎮 娯楽費  ¥9  \\e[31mred\n")
    #expect(try sandbox.run("check").status == 0)
  }

  /// A date that is not a day cannot be read as an entry's: a command that meets it names the
  /// entry and the repair; `edit --date` gives it one, and `delete` removes it as it is.
  @Test func aDateThatIsNotADayIsNamedAndRepaired() throws {
    let sandbox = try Sandbox()
    try sandbox.ok("add", "5", "-c", "fun", "-m", "映画", "-d", "2026-11-01")
    try sandbox.execute(
      """
      PRAGMA ignore_check_constraints = ON;
      INSERT INTO entries (id, date, amount, category, memo, kind, search_key)
        VALUES (59, '202%-11-04', 800, 'leisure', 'ランチ', 'expense', 'ランチ' || char(10));
      """)
    let refusal =
      "kakeibo: database \"\(sandbox.databasePath)\": entry 59: date \"202%-11-04\" is not a real day as YYYY-MM-DD, as another program stored it; 'kakeibo edit 59 --date YYYY-MM-DD' or 'kakeibo delete 59' repairs it, and 'kakeibo check' lists every such entry\n"
    #expect(try sandbox.run("export").stderr == refusal)
    #expect(try sandbox.run("export").status == 65)
    #expect(try sandbox.run("edit", "59", "-a", "900").stderr == refusal)
    let check = try sandbox.run("check")
    #expect(check.status == 65)
    #expect(
      check.stdout.contains("  entry 59: date \"202%-11-04\" is not a real day as YYYY-MM-DD\n"))
    #expect(
      try sandbox.ok("edit", "59", "--date", "2026-11-04")
        == "Repaired #59: date 202%-11-04 → 2026-11-04\n")
    #expect(
      try sandbox.query("SELECT date, amount FROM entries WHERE id = 59") == [
        ["2026-11-04", "800"]
      ])
    #expect(try sandbox.run("check").status == 0)
    #expect(try sandbox.ok("log").contains("edit #59: date 202%-11-04 → 2026-11-04"))
    try sandbox.execute(
      "PRAGMA ignore_check_constraints = ON; UPDATE entries SET date = '202%-11-04' WHERE id = 59")
    #expect(try sandbox.ok("delete", "59") == "Deleted #59 202%-11-04 娯楽費 ¥800 ランチ\n")
    #expect(try sandbox.query("SELECT count(*) FROM entries") == [["1"]])
  }

  /// Every row a command refuses, whichever table it is in, is in check's report: a budget
  /// from a month that is not one, a recurring rule with a date that is not a day, a setting
  /// out of range, a change of an unknown kind.
  @Test func checkFindsEveryRowACommandWouldRefuse() throws {
    let sandbox = try Sandbox()
    try sandbox.ok("add", "5", "-c", "fun")
    try sandbox.ok("budget", "set", "fun", "3000")
    try sandbox.ok("recurring", "add", "100", "-c", "fun", "-m", "家賃", "--day", "1")
    try sandbox.execute(
      """
      PRAGMA ignore_check_constraints = ON;
      UPDATE budgets SET from_month = '2026-13';
      UPDATE recurring_rules SET first_date = '2026-02-30';
      INSERT INTO settings (key, value) VALUES ('month-start', '40');
      UPDATE changes SET kind = 'bogus' WHERE id = 1;
      """)
    // Each is refused by the commands that read it ...
    for command in ["budget", "log", "recurring"] {
      #expect(try sandbox.run(command).status == 74, "\(command)")
    }
    // ... and check names each.
    let check = try sandbox.run("check")
    #expect(check.status == 65, "\(check)")
    for line in [
      "  a budget has from_month 2026-13, a value no kakeibo writes\n",
      "  rule 1 has date 2026-02-30, a value no kakeibo writes\n",
      "  change 1 has kind bogus, a value no kakeibo writes\n",
      "  the setting month-start has value 40, a value no kakeibo writes\n",
    ] {
      #expect(check.stdout.contains(line), "\(line)\(check.stdout)")
    }
    // In Japanese, with the stored values and column names as they are.
    let japanese = try sandbox.run(["check"], environment: ["KAKEIBO_LANG": "ja"])
    #expect(japanese.status == 65)
    for line in [
      "  予算の開始月が「2026-13」です（kakeibo が書く値ではありません）\n",
      "  変更 1の種類が「bogus」です（kakeibo が書く値ではありません）\n",
    ] {
      #expect(japanese.stdout.contains(line), "\(line)\(japanese.stdout)")
    }
  }
}
