import Foundation
import Testing

/// Dates and amounts as a Japanese household types them (issue 22): `11月4日`, `4日`, `昨日`,
/// `おととい`, `1.5万`, `2万3千`, `一万二千`, wherever a date or an amount is accepted, on both
/// engines. Today is 2026-11-15 in every sandbox.
@Suite struct JapaneseInputTests {
  @Test(arguments: Engine.available) func addTakesJapaneseDates(engine: Engine) throws {
    let sandbox = try Sandbox(engine: engine)
    let forms = [
      ("11月4日", "2026-11-04"), ("11/4", "2026-11-04"), ("4日", "2026-11-04"),
      ("今日", "2026-11-15"), ("昨日", "2026-11-14"), ("おととい", "2026-11-13"),
      ("一昨日", "2026-11-13"), ("１１月４日", "2026-11-04"), ("十一月四日", "2026-11-04"),
      ("3日前", "2026-11-12"), ("2025年12月31日", "2025-12-31"), ("２０日", "2026-11-20"),
    ]
    for (form, _) in forms { try sandbox.ok("add", "1", "-c", "fun", "-d", form) }
    #expect(try sandbox.query("SELECT date FROM entries ORDER BY id") == forms.map { [$0.1] })
  }

  @Test(arguments: Engine.available) func addTakesJapaneseAmounts(engine: Engine) throws {
    let sandbox = try Sandbox(engine: engine)
    let forms = [
      ("1万", "10000"), ("1.5万", "15000"), ("2万3千", "23000"), ("12,000円", "12000"),
      ("¥12,000", "12000"), ("１万２千", "12000"), ("一万二千", "12000"), ("3千円", "3000"),
      ("１.５万円", "15000"), ("1億2000万", "120000000"),
    ]
    for (form, _) in forms { try sandbox.ok("add", form, "-c", "living") }
    #expect(try sandbox.query("SELECT amount FROM entries ORDER BY id") == forms.map { [$0.1] })
    #expect(
      try sandbox.ok("add", "2万3千", "-c", "生活費", "-d", "おととい", "-m", "家賃の一部")
        == "Added #11  2026-11-13  🏠 生活費  ¥23,000  家賃の一部\n")
  }

  @Test(arguments: Engine.available) func everyCommandThatTakesAnAmountOrADateTakesThem(
    engine: Engine
  ) throws {
    let sandbox = try Sandbox(engine: engine)
    try sandbox.ok("add", "1.2万", "-c", "fun", "-d", "11月1日")
    try sandbox.ok("edit", "1", "--amount", "1万5千", "-d", "昨日")
    try sandbox.ok("income", "30万", "-m", "給料", "-d", "10日")
    try sandbox.ok("budget", "set", "fun", "2万")
    #expect(
      try sandbox.query("SELECT date, amount, kind FROM entries ORDER BY id")
        == [["2026-11-14", "15000", "expense"], ["2026-11-10", "300000", "income"]])
    #expect(try sandbox.query("SELECT amount FROM budgets") == [["20000"]])
    let listed = try sandbox.ok("list", "--from", "11月12日", "--to", "今日", "--format", "csv")
    #expect(listed.split(separator: "\n").count == 2, "\(listed)")
  }

  /// Each refusal is one line naming the field, the value and what is accepted; the exit status
  /// is 65 and nothing is written.
  @Test(arguments: Engine.available) func outOfRangeIsRefusedClearly(engine: Engine) throws {
    let sandbox = try Sandbox(engine: engine)
    try sandbox.ok("add", "1", "-c", "fun")
    let before = try sandbox.query("SELECT id, date, amount FROM entries")
    let dateForms =
      "YYYY-MM-DD, today, yesterday, M/D, MM-DD or 11月4日 in the current year, 2026年11月4日, "
      + "4日 in the current month, 今日, 昨日, おととい or 3日前"
    let amountForms =
      "a whole number of yen from 1 to 999,999,999,999, such as 1200, 1,200, ¥1,200, 1200円, "
      + "１２００, 1万, 1.5万, 2万3千 or 一万二千"
    let refusals: [([String], String)] = [
      (
        ["add", "5", "-c", "fun", "-d", "31日"],
        "kakeibo: date \"31日\": 2026-11 has 30 days, not 31; expected \(dateForms)\n"
      ),
      (
        ["add", "5", "-c", "fun", "-d", "2月30日"],
        "kakeibo: date \"2月30日\": 2026-02 has 28 days, not 30; expected \(dateForms)\n"
      ),
      (
        ["add", "5", "-c", "fun", "-d", "13月1日"],
        "kakeibo: date \"13月1日\": there is no month 13; expected \(dateForms)\n"
      ),
      (
        ["add", "1.23456万", "-c", "fun"],
        "kakeibo: amount \"1.23456万\": yen amounts are whole numbers; expected \(amountForms)\n"
      ),
      (
        ["add", "1兆", "-c", "fun"],
        "kakeibo: amount \"1兆\": too large; expected \(amountForms)\n"
      ),
      (
        ["budget", "set", "fun", "1万12000"],
        "kakeibo: amount \"1万12000\": units go from the largest down, each once, as in 2万3千 "
          + "or 1億2000万; expected \(amountForms)\n"
      ),
    ]
    for (arguments, message) in refusals {
      #expect(try sandbox.run(arguments) == Run(status: 65, stdout: "", stderr: message))
    }
    #expect(try sandbox.query("SELECT id, date, amount FROM entries") == before)
    #expect(try sandbox.query("SELECT count(*) FROM budgets") == [["0"]])
    let japanese = try sandbox.run(
      ["add", "5", "-c", "fun", "-d", "31日"], environment: ["LANG": "ja_JP.UTF-8"])
    #expect(japanese.status == 65)
    #expect(
      japanese.stderr.hasPrefix("kakeibo: 日付 \"31日\": 2026-11 は 30 日までで、31 日はありません。"))
  }
}

/// The variables that choose the language, read by the built binary (issue 22): KAKEIBO_LANG
/// takes a locale's name, and LANGUAGE is read as gettext reads it.
@Suite struct LanguageVariableTests {
  static let cases: [([String: String?], Bool)] = [
    (["KAKEIBO_LANG": "ja_JP.UTF-8"], true), (["KAKEIBO_LANG": "ja_JP"], true),
    (["KAKEIBO_LANG": "en_US.UTF-8", "LANG": "ja_JP.UTF-8"], false),
    (["KAKEIBO_LANG": "C", "LANG": "ja_JP.UTF-8"], false),
    (["KAKEIBO_LANG": "POSIX", "LC_ALL": "ja_JP.UTF-8"], false),
    (["LANGUAGE": "ja:en", "LANG": "en_US.UTF-8"], true),
    (["LANGUAGE": "ja", "LANG": "C.UTF-8"], false),
    (["LANGUAGE": "en", "LANG": "ja_JP.UTF-8"], false),
  ]

  @Test(arguments: cases) func theBinaryFollowsThem(
    environment: [String: String?], japanese: Bool
  ) throws {
    let sandbox = try Sandbox()
    let result = try sandbox.run(
      ["add", "1.5万", "-c", "fun", "-d", "4日"], environment: environment)
    #expect(result.status == 0)
    #expect(
      result.stdout
        == (japanese ? "追加しました: " : "Added ") + "#1  2026-11-04  🎮 娯楽費  ¥15,000\n")
  }

  @Test func anotherValueIsRefused() throws {
    let sandbox = try Sandbox()
    let result = try sandbox.run(["list"], environment: ["KAKEIBO_LANG": "fr_FR.UTF-8"])
    #expect(
      result
        == Run(
          status: 65, stdout: "",
          stderr: "kakeibo: language \"fr_FR.UTF-8\": KAKEIBO_LANG must be ja or en, a locale of "
            + "one (ja_JP, ja_JP.UTF-8, en_US.UTF-8), C or POSIX (English), or unset to follow "
            + "LC_ALL, LC_MESSAGES and LANG\n"))
  }
}
