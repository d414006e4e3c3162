import ArgumentParsing
import KakeiboStore
import Testing
import Wording

@testable import KakeiboCLI

@Suite struct CommandTests {
  @Test func addPrintsTheEntryWithItsID() throws {
    let harness = try Harness()
    #expect(
      harness.run("add", "1200", "-c", "生活費", "-m", "スーパー")
        == .init(status: .success, output: "Added #1  2026-11-15  🏠 生活費  ¥1,200  スーパー\n", error: "")
    )
    #expect(
      harness.run("add", "500", "-c", "fun", "-d", "yesterday").output
        == "Added #2  2026-11-14  🎮 娯楽費  ¥500\n")
    #expect(
      harness.run("add", "500", "-c", "fun", environment: ["TERM": "dumb"]).output
        == "Added #3  2026-11-15  [G] 娯楽費  ¥500\n")
    #expect(
      harness.run("add", "500", "-c", "fun", environment: ["LANG": "C"]).output
        == "Added #4  2026-11-15  [G] 娯楽費  ¥500\n")
  }

  /// Without `USER` and `LOGNAME`, who makes a change is the account's name, asked of the
  /// password database only by a command that records a change or shows the household's
  /// people: the reports, which only read, never ask (the look-up is a good part of a report's
  /// time), and with `USER` set nothing asks.
  @Test func theAccountsNameIsAskedForOnlyWhenAChangeOrThePeopleNeedIt() throws {
    let harness = try Harness()
    var lookups = 0
    let account = { () -> String? in
      lookups += 1
      return "kenta"
    }
    #expect(harness.run("add", "1200", "-c", "生活費", accountName: account).status == .success)
    #expect(lookups == 1)
    for words in [
      ["report", "2026-11", "--format", "csv"], ["report", "2026-11"],
      ["report", "--year", "2026"],
    ] {
      #expect(harness.run(words, accountName: account).status == .success)
    }
    #expect(lookups == 1)
    #expect(harness.run("list", accountName: account).status == .success)
    #expect(lookups == 2)
    let withUser = ["USER": "misaki"]
    #expect(
      harness.run("add", "500", "-c", "fun", environment: withUser, accountName: account).status
        == .success)
    #expect(harness.run("list", environment: withUser, accountName: account).status == .success)
    #expect(lookups == 2)
    let makers = harness.run("log", environment: ["KAKEIBO_LANG": "en"]).output
      .split(separator: "\n").dropFirst().map { $0.split(separator: " ")[3] }
    #expect(makers == ["misaki", "kenta"])
  }

  @Test func listTableAlignsAndTotals() throws {
    let harness = try Harness()
    _ = harness.run("add", "1200", "-c", "生活費", "-m", "スーパー", "-d", "2026-11-01")
    _ = harness.run("add", "12000", "-c", "経費", "-m", "USB hub", "-d", "2026-11-03")
    _ = harness.run("add", "800", "-c", "娯楽費", "-d", "2026-11-02")
    #expect(
      harness.run("list").output == """
        ID  Date        Category    Amount  Memo
         1  2026-11-01  🏠 生活費   ¥1,200  スーパー
         3  2026-11-02  🎮 娯楽費     ¥800
         2  2026-11-03  💼 経費    ¥12,000  USB hub
        --------------------------------------------
            3 entries              ¥14,000

        """)
  }

  @Test func listCutsLongMemosToTheTerminalWidth() throws {
    let harness = try Harness()
    _ = harness.run("add", "1200", "-c", "生活費", "-m", "スーパーマーケットで一週間分の食料品", "-d", "2026-11-01")
    let lines = harness.run("list", terminal: true, width: 48).output.split(separator: "\n")
    #expect(lines[1] == " 1  2026-11-01  🏠 生活費  ¥1,200  スーパーマー…")
    #expect(lines[1].contains("\u{1B}") == false)
    #expect(
      harness.run("list", environment: [:], terminal: true, width: 48).output.contains("\u{1B}[1m"))
    #expect(
      !harness.run("list", environment: ["NO_COLOR": "1"], terminal: true, width: 48).output
        .contains("\u{1B}"))
  }

  @Test func listOfNothingSaysSo() throws {
    #expect(try Harness().run("list").output == "No entries.\n")
    #expect(try Harness().run("list", "--format", "json").output == "[]\n")
    #expect(
      try Harness().run("list", "--format", "csv").output
        == "id,date,amount,category,memo,subcategory,kind,source,fingerprint,ledger\n"
    )
  }

  @Test func reportTable() throws {
    let harness = try Harness()
    _ = harness.run("add", "8100", "-c", "生活費", "-d", "2026-11-01")
    _ = harness.run("add", "2000", "-c", "経費", "-d", "2026-11-30")
    _ = harness.run("add", "2400", "-c", "娯楽費", "-d", "2026-11-10")
    _ = harness.run("add", "99999", "-c", "娯楽費", "-d", "2026-12-01")
    let expected = """
      2026-11: 2026-11-01 to 2026-11-30

      Category     Total  Count   Share  vs 2026-10
      🏠 生活費   ¥8,100      1   64.8%           —  ████████████████████████
      💼 経費     ¥2,000      1   16.0%           —  █████▉
      🎮 娯楽費   ¥2,400      1   19.2%           —  ███████▏
      -----------------------------------------------------------------------
      Total      ¥12,500      3  100.0%           —
      vs 2026-10: against its first 15 days (2026-10-01 to 2026-10-15), as many as
        this month has had so far

      Days left: 15 (to 2026-11-30)
      Per day so far: ¥700 (¥10,500 in 15 days)

      """
    #expect(harness.run("report", "2026-11").output == expected)
    #expect(harness.run("report").output == expected)
  }

  @Test func errorsAreOneLineWithADistinctStatus() throws {
    let harness = try Harness()
    #expect(
      harness.run("add", "1200", "-c", "食費")
        == .init(
          status: .invalidData, output: "",
          error:
            "kakeibo: category \"食費\": no such category; expected 生活費 (living), 経費 (expenses, business), 娯楽費 (leisure, fun), the start of one, or its number 1-3\n"
        ))
    #expect(
      harness.run("add", "1200", "-c", "fun", "-m", "a\u{1B}[2Jb").error
        == "kakeibo: memo \"a\\e[2Jb\": contains the control character U+001B; a memo is one line of printable text, up to 500 characters\n"
    )
    #expect(
      harness.run("list", "--month", "2026-11", "--to", "2026-11-03")
        == .init(
          status: .usage, output: "",
          error:
            "kakeibo: options '--month' and '--to' cannot be used together (see 'kakeibo list --help')\n"
        ))
    #expect(
      harness.run("report", "--format", "yaml").error
        == "kakeibo: option '--format' does not accept 'yaml'; expected 'table', 'csv', 'json' or 'svg' (see 'kakeibo report --help')\n"
    )
    #expect(
      harness.run("report", "2026-11", "--year", "2026").error
        == "kakeibo: give either a month (2026-11) or --year, not both (see 'kakeibo report --help')\n"
    )
    // No command is the month at a glance, not a mistake.
    #expect(harness.run().status == .success && harness.run().error == "")
  }

  @Test func aVeryLongValueIsCutInTheMessage() throws {
    let long = String(repeating: "x", count: 1_000_000)
    let result = try Harness().run("add", long, "-c", "fun")
    #expect(result.status == .invalidData)
    #expect(
      result.error
        == "kakeibo: amount \"\(String(repeating: "x", count: 80))…\": not a yen amount; expected a whole number of yen from 1 to 999,999,999,999, such as 1200, 1,200, ¥1,200, 1200円, １２００, 1万, 1.5万, 2万3千 or 一万二千\n"
    )
  }
}

@Suite struct DatabaseLocationTests {
  @Test func followsTheDocumentedOrder() throws {
    let env = ["KAKEIBO_DB": "/k.db", "XDG_DATA_HOME": "/xdg", "HOME": "/home/u"]
    #expect(try DatabaseLocation.resolve(option: "/flag.db", environment: env) == "/flag.db")
    #expect(try DatabaseLocation.resolve(option: nil, environment: env) == "/k.db")
    #expect(
      try DatabaseLocation.resolve(option: nil, environment: env.merging(["KAKEIBO_DB": ""]) { $1 })
        == "/xdg/kakeibo/kakeibo.db")
    #expect(
      try DatabaseLocation.resolve(
        option: nil, environment: ["XDG_DATA_HOME": "relative", "HOME": "/home/u"])
        == "/home/u/.local/share/kakeibo/kakeibo.db")
    #expect(throws: (any Error).self) {
      try DatabaseLocation.resolve(option: nil, environment: [:])
    }
    // `--db ''` never reaches it: the parser refuses an empty value.
    #expect(try Harness().run("--db", "", "list").status == .usage)
  }
}

@Suite struct RenderingTests {
  @Test func jsonEscapesWhatItMust() {
    #expect(JSON.quoted("a\"b\\c\nd\u{1}é日本") == "\"a\\\"b\\\\c\\nd\\u0001é日本\"")
    #expect(
      JSON.object([("a", .array([.integer(1), .null, .bool(true), .number("0.5")]))]).rendered()
        == "{\"a\":[1,null,true,0.5]}")
  }

  @Test func csvQuotesWhatItMust() {
    #expect(
      CSV.record(["a", "b,c", "say \"hi\"", "", " x", "日本"])
        == "a,\"b,c\",\"say \"\"hi\"\"\",,\" x\",日本")
  }

  @Test func csvQuotesEveryLineBreakCharacterCounts() {
    let breaks = ["\n", "\r", "\r\n", "\u{0B}", "\u{0C}", "\u{85}", "\u{2028}", "\u{2029}"]
    for line in breaks {
      #expect(CSV.field("a\(line)b") == "\"a\(line)b\"")
    }
    // Neighbours of those bytes in UTF-8 are not line breaks: U+0084, U+2027, U+202A, U+3028.
    for text in ["a\u{84}b", "a\u{2027}b", "a\u{202A}b", "a\u{3028}b", "ア", "¥1,2"] {
      #expect(
        CSV.holdsSeparator(text.utf8)
          == text.contains { $0 == "," || $0 == "\"" || $0.isNewline })
    }
  }

  @Test func busyTimeoutsAreExactSeconds() {
    #expect(
      [0, 1, 20, 300, 999, 1000, 1500, 5000, 61_234].map(Failure.seconds) == [
        "0 seconds", "0.001 seconds", "0.02 seconds", "0.3 seconds", "0.999 seconds",
        "1 second", "1.5 seconds", "5 seconds", "61.234 seconds",
      ])
  }

  @Test func failureQuotesValuesOnOneLine() {
    #expect(Failure.quoted("a\nb\t\"c\"\\\u{202E}") == "\"a\\nb\\t\\\"c\\\"\\\\\\u{202E}\"")
    #expect(Failure.quoted("\u{1B}[31m\u{200B}\u{9B}") == "\"\\e[31m\\u{200B}\\u{9B}\"")
  }

  /// Issue 10, item 9: whatever a message repeats from outside, it stays one line with its
  /// control characters visible, whichever error carries it.
  @Test func everyMessageIsOneLineWithItsControlCharactersVisible() {
    let errors: [(any Error, String)] = [
      (
        UsageError.unexpectedArgument("a\nb\u{1B}[2J", command: "list"),
        "unexpected argument 'a\\nb\\e[2J' for 'list' (see 'kakeibo list --help')"
      ),
      (
        UsageError.invalidUsage(
          Phrase(en: "unknown action 'x\ry'; expected get, set or unset", ja: ""),
          command: "config"),
        "unknown action 'x\\ry'; expected get, set or unset (see 'kakeibo config --help')"
      ),
      (
        CommandError.importFailed(
          file: "f.csv",
          .noSuchColumn(option: "--memo-col", name: "a\u{7}", header: ["日付", "b\u{1B}c"])),
        "file \"f.csv\": --memo-col a\\u{7}: the header has no such column; it has 日付, b\\ec"
      ),
      (
        LedgerError.corrupt(path: "l.db", reason: .reported("malformed database schema (x\ny)")),
        "database \"l.db\": the ledger is damaged (malformed database schema (x\\ny)); nothing was written; 'kakeibo check' lists the damage, and a copy made with 'kakeibo backup' can replace the file"
      ),
    ]
    for (error, message) in errors {
      #expect(Failure.describe(error).message == message)
    }
  }
}
