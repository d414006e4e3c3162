import Foundation
import Testing

/// kakeibo in Japanese (issue 16): the same scenarios in English and in Japanese, as the locale
/// (LANG=ja_JP.UTF-8) or KAKEIBO_LANG=ja asks for it; CSV and JSON are the same in both.
@Suite struct JapaneseTests {
  /// The ways to ask for Japanese.
  static let japanese: [[String: String?]] = [["KAKEIBO_LANG": "ja"], ["LANG": "ja_JP.UTF-8"]]

  /// A scenario's step: a command line, then what it prints in English and in Japanese.
  typealias Step = (arguments: [String], english: String, japanese: String)

  static let changes: [Step] = [
    (
      ["add", "1200", "-c", "生活費", "-m", "スーパー", "-d", "11/01"],
      "Added #1  2026-11-01  🏠 生活費  ¥1,200  スーパー\n",
      "追加しました: #1  2026-11-01  🏠 生活費  ¥1,200  スーパー\n"
    ),
    (
      ["income", "300000", "-m", "給料", "-d", "11/10"],
      "Added #2  2026-11-10  💴 収入  ¥300,000  給料\n",
      "追加しました: #2  2026-11-10  💴 収入  ¥300,000  給料\n"
    ),
    (
      ["edit", "1", "--amount", "1500", "-m", "八百屋"],
      "Updated #1: amount ¥1,200 → ¥1,500, memo \"スーパー\" → \"八百屋\"\n",
      "#1 を更新しました: 金額 ¥1,200 → ¥1,500、メモ \"スーパー\" → \"八百屋\"\n"
    ),
    (
      ["edit", "1", "--amount", "1500"],
      "Unchanged #1  2026-11-01  🏠 生活費  ¥1,500  八百屋\n",
      "変更はありません: #1  2026-11-01  🏠 生活費  ¥1,500  八百屋\n"
    ),
    (
      ["delete", "2"],
      "Deleted #2  2026-11-10  💴 収入  ¥300,000  給料\n",
      "削除しました: #2  2026-11-10  💴 収入  ¥300,000  給料\n"
    ),
    (
      ["undo"],
      "Undid change 5: delete #2 2026-11-10 収入 ¥300,000 給料\n",
      "変更 5 を取り消しました: 削除 #2 2026-11-10 収入 ¥300,000 給料\n"
    ),
    (
      ["redo"],
      "Redid change 5: delete #2 2026-11-10 収入 ¥300,000 給料\n",
      "変更 5 をやり直しました: 削除 #2 2026-11-10 収入 ¥300,000 給料\n"
    ),
    (["redo"], "Nothing to redo.\n", "やり直す変更はありません。\n"),
    (
      ["undo"],
      "Undid change 5: delete #2 2026-11-10 収入 ¥300,000 給料\n",
      "変更 5 を取り消しました: 削除 #2 2026-11-10 収入 ¥300,000 給料\n"
    ),
    (
      ["undo"],
      "Undid edit #1: it had changed nothing\n",
      "取り消しました: 編集 #1（変更したものはありませんでした）\n"
    ),
  ]

  @Test(arguments: [nil] + japanese)
  func addEditDeleteUndoAndRedoSayWhatTheyDid(environment: [String: String?]?) throws {
    let sandbox = try Sandbox()
    for step in Self.changes {
      let printed = try sandbox.ok(step.arguments, environment: environment ?? [:])
      #expect(printed == (environment == nil ? step.english : step.japanese), "\(step.arguments)")
    }
    // The edit, and both adds, are undone; then there is nothing left to undo.
    for _ in 1...3 { try sandbox.ok(["undo"], environment: environment ?? [:]) }
    #expect(
      try sandbox.ok(["undo"], environment: environment ?? [:])
        == (environment == nil ? "Nothing to undo.\n" : "取り消す変更はありません。\n"))
  }

  /// A month with expenses, income and budgets, to show as tables.
  static func household() throws -> Sandbox {
    let sandbox = try Sandbox()
    try sandbox.ok("add", "1200", "-c", "生活費", "-m", "スーパー", "-d", "11/01")
    try sandbox.ok("add", "3500", "-c", "fun", "-m", "映画", "-d", "10/20")
    try sandbox.ok("add", "980", "-c", "fun", "-m", "本")
    try sandbox.ok("income", "300000", "-m", "給料", "-d", "11/10")
    try sandbox.ok("budget", "set", "生活費", "30000")
    try sandbox.ok("budget", "set", "fun", "2000", "--month", "2026-11")
    return sandbox
  }

  static let tables: [Step] = [
    (
      ["list"],
      """
      ID  Date        Category     Amount  Memo
       2  2026-10-20  🎮 娯楽費    ¥3,500  映画
       1  2026-11-01  🏠 生活費    ¥1,200  スーパー
       4  2026-11-10  💴 収入    ¥300,000  給料
       3  2026-11-15  🎮 娯楽費      ¥980  本
      ---------------------------------------------
          3 expenses               ¥5,680
          1 income               ¥300,000

      """,
      """
      ID  日付        区分           金額  メモ
       2  2026-10-20  🎮 娯楽費    ¥3,500  映画
       1  2026-11-01  🏠 生活費    ¥1,200  スーパー
       4  2026-11-10  💴 収入    ¥300,000  給料
       3  2026-11-15  🎮 娯楽費      ¥980  本
      ---------------------------------------------
          支出 3 件                ¥5,680
          収入 1 件              ¥300,000

      """
    ),
    (
      ["list", "--month", "10"],
      """
      ID  Date        Category   Amount  Memo
       2  2026-10-20  🎮 娯楽費  ¥3,500  映画
      ---------------------------------------
          1 entry                ¥3,500

      """,
      """
      ID  日付        区分         金額  メモ
       2  2026-10-20  🎮 娯楽費  ¥3,500  映画
      ---------------------------------------
          1 件                   ¥3,500

      """
    ),
    (
      ["list", "--month", "2026-01"],
      "No entries.\n",
      "記録はありません。\n"
    ),
    (
      ["report"],
      """
      2026-11: 2026-11-01 to 2026-11-30

      Category    Total  Count   Share  vs 2026-10
      🏠 生活費  ¥1,200      1   55.0%           —  ████████████████████████
      💼 経費        ¥0      0    0.0%           —
      🎮 娯楽費    ¥980      1   45.0%           —  ███████████████████▋
      ----------------------------------------------------------------------
      Total      ¥2,180      2  100.0%           —
      vs 2026-10: against its first 15 days (2026-10-01 to 2026-10-15), as many as
        this month has had so far

      Income      Total  Count
      💴 収入  ¥300,000      1
      Balance (収支): +¥297,820 (income − expenses)
      Savings rate (貯蓄率): 99.3%

      Month-end forecast (月末見込み):
        🏠 生活費: ¥1,200 so far, ¥600 projected: forecast ¥1,800 (¥1,500 to ¥2,100)
          of ¥30,000
        🎮 娯楽費: ¥980 so far, ¥2,240 projected: forecast ¥3,220 (¥2,100 to ¥4,340)
          of ¥2,000  over
        Total: ¥2,180 so far, ¥2,840 projected: forecast ¥5,020 (¥3,600 to ¥6,440)
        How: the variable spending of the 15 days left, weighing this month's pace
          at 50.0% and the month before on the same days at 50.0%; the range is half
          to one and a half times that.

      Category    Budget   Spent  Remaining   Used
      🏠 生活費  ¥30,000  ¥1,200    ¥28,800   4.0%
      🎮 娯楽費   ¥2,000    ¥980     ¥1,020  49.0%
      ----------------------------------------------
      Total      ¥32,000  ¥2,180    ¥29,820   6.8%

      Days left: 15 (to 2026-11-30)
      Per day so far: ¥145 (¥2,180 in 15 days)

      """,
      """
      2026-11: 2026-11-01〜2026-11-30

      区分         合計  件数    割合  前月比
      🏠 生活費  ¥1,200     1   55.0%       —  ████████████████████████
      💼 経費        ¥0     0    0.0%       —
      🎮 娯楽費    ¥980     1   45.0%       —  ███████████████████▋
      -----------------------------------------------------------------
      合計       ¥2,180     2  100.0%       —
      前月比は 2026-10 の同じ日数（最初の 15 日、2026-10-01〜2026-10-15）と比べてい
        ます。今月はまだ途中です

      収入         合計  件数
      💴 収入  ¥300,000     1
      収支: +¥297,820（収入 − 支出）
      貯蓄率: 99.3%

      月末見込み:
        🏠 生活費: これまで ¥1,200、予測 ¥600、見込み ¥1,800（¥1,500〜¥2,100）（予算
          ¥30,000）
        🎮 娯楽費: これまで ¥980、予測 ¥2,240、見込み ¥3,220（¥2,100〜¥4,340）（予算
          ¥2,000）  超過
        合計: これまで ¥2,180、予測 ¥2,840、見込み ¥5,020（¥3,600〜¥6,440）
        求め方: 残り 15 日の変動費を、今月のペース（50.0%）と前の 1 か月の同じ日々の
          支出（50.0%）から予測しました。幅はその半分から 1.5 倍です。

      区分          予算    支出     残り  消化率
      🏠 生活費  ¥30,000  ¥1,200  ¥28,800    4.0%
      🎮 娯楽費   ¥2,000    ¥980   ¥1,020   49.0%
      ---------------------------------------------
      合計       ¥32,000  ¥2,180  ¥29,820    6.8%

      残り日数: 15（2026-11-30 まで）
      1 日あたり: ¥145（15 日で ¥2,180）

      """
    ),
    (
      ["report", "--search", "本"],
      """
      2026-11: 2026-11-01 to 2026-11-30 (search: 本)

      Category   Total  Count   Share  vs 2026-10
      🏠 生活費     ¥0      0    0.0%           —
      💼 経費       ¥0      0    0.0%           —
      🎮 娯楽費   ¥980      1  100.0%           —  ████████████████████████
      ---------------------------------------------------------------------
      Total       ¥980      1  100.0%           —
      vs 2026-10: against its first 15 days (2026-10-01 to 2026-10-15), as many as
        this month has had so far

      """,
      """
      2026-11: 2026-11-01〜2026-11-30（検索: 本）

      区分       合計  件数    割合  前月比
      🏠 生活費    ¥0     0    0.0%       —
      💼 経費      ¥0     0    0.0%       —
      🎮 娯楽費  ¥980     1  100.0%       —  ████████████████████████
      ---------------------------------------------------------------
      合計       ¥980     1  100.0%       —
      前月比は 2026-10 の同じ日数（最初の 15 日、2026-10-01〜2026-10-15）と比べてい
        ます。今月はまだ途中です

      """
    ),
    (
      ["budget"],
      """
      Budgets for 2026-11: 2026-11-01 to 2026-11-30

      Category    Budget  Since
      🏠 生活費  ¥30,000  every month
      💼 経費          —
      🎮 娯楽費   ¥2,000  2026-11

      """,
      """
      2026-11 の予算: 2026-11-01〜2026-11-30

      区分          予算  開始
      🏠 生活費  ¥30,000  毎月
      💼 経費          —
      🎮 娯楽費   ¥2,000  2026-11

      """
    ),
  ]

  @Test(arguments: [nil] + japanese)
  func theTablesOfListReportAndBudgetAreInTheReadersLanguage(
    environment: [String: String?]?
  ) throws {
    let sandbox = try Self.household()
    for step in Self.tables {
      let printed = try sandbox.ok(step.arguments, environment: environment ?? [:])
      #expect(printed == (environment == nil ? step.english : step.japanese), "\(step.arguments)")
    }
  }

  /// Machines read CSV and JSON: they are the same in every language.
  @Test(arguments: [
    ["list", "--format", "csv"], ["list", "--format", "json"], ["report", "--format", "csv"],
    ["report", "--format", "json"], ["budget", "--format", "json"], ["budget", "--format", "csv"],
  ])
  func csvAndJSONAreTheSameInJapanese(arguments: [String]) throws {
    let sandbox = try Self.household()
    let english = try sandbox.ok(arguments)
    #expect(!english.isEmpty)
    for environment in Self.japanese {
      #expect(try sandbox.ok(arguments, environment: environment) == english)
    }
  }
}
