import Foundation
import Testing

/// The change log as data (migration 0019): the store records what each change did, and
/// `log`, `undo` and `redo` word it in the reader's language; a ledger written before keeps its
/// stored sentences and still reads, on both engines.
@Suite struct ChangeLogDataTests {
  static let japanese: [String: String?] = ["KAKEIBO_LANG": "ja"]

  /// What `log` shows, its times masked.
  static func log(_ sandbox: Sandbox, _ environment: [String: String?] = [:]) throws -> String {
    try sandbox.ok(["log"], environment: environment).replacing(
      /\d{4}-\d\d-\d\d \d\d:\d\d:\d\d/, with: "0000-00-00 00:00:00")
  }

  /// The change log's rows, each line of a detail joined with ` | `.
  static func changes(_ sandbox: Sandbox) throws -> [[String]] {
    let newline = sandbox.engine == .sqlite ? "char(10)" : "chr(10)"
    return try sandbox.query(
      """
      SELECT id, kind, summary, coalesce(replace(detail, \(newline), ' | '), 'NULL')
      FROM changes ORDER BY id
      """)
  }

  static func session(_ engine: Engine) throws -> Sandbox {
    let sandbox = try Sandbox(engine: engine)
    for arguments in [
      ["add", "1200", "-c", "生活費", "-s", "食費", "-m", "スーパー", "-d", "2026-11-30"],
      ["edit", "1", "--amount", "1300", "-m", "昼食"], ["edit", "1", "--amount", "1300"],
      ["budget", "set", "fun", "3000"], ["config", "set", "month-start", "25"],
      ["delete", "1"],
    ] {
      try sandbox.ok(arguments)
    }
    return sandbox
  }

  @Test(arguments: Engine.available)
  func logWordsEachChangeInTheReadersLanguage(engine: Engine) throws {
    let sandbox = try Self.session(engine)
    let english = try Self.log(sandbox)
    #expect(
      english == """
        Change  When                 By      What                                                       Status
             6  0000-00-00 00:00:00  tester  delete #1 2026-11-30 生活費 › 食費 ¥1,300 昼食
             5  0000-00-00 00:00:00  tester  config set month-start 25 (was 1)
             4  0000-00-00 00:00:00  tester  budget set 娯楽費 ¥3,000 every month
             3  0000-00-00 00:00:00  tester  edit #1: changed nothing
             2  0000-00-00 00:00:00  tester  edit #1: amount ¥1,200 → ¥1,300, memo "スーパー" → "昼食"
             1  0000-00-00 00:00:00  tester  add #1 2026-11-30 生活費 › 食費 ¥1,200 スーパー

        """)
    let japanese = try Self.log(sandbox, Self.japanese)
    #expect(
      japanese == """
        変更  日時                 実行者  内容                                                         状態
           6  0000-00-00 00:00:00  tester  削除 #1 2026-11-30 生活費 › 食費 ¥1,300 昼食
           5  0000-00-00 00:00:00  tester  設定 month-start = 25（以前は 1）
           4  0000-00-00 00:00:00  tester  予算の設定 娯楽費 ¥3,000 毎月
           3  0000-00-00 00:00:00  tester  編集 #1（変更したものはありません）
           2  0000-00-00 00:00:00  tester  編集 #1: 金額 ¥1,200 → ¥1,300、メモ 「スーパー」 → 「昼食」
           1  0000-00-00 00:00:00  tester  追加 #1 2026-11-30 生活費 › 食費 ¥1,200 スーパー

        """)
    #expect(
      try Self.changes(sandbox) == [
        [
          "1", "add", "",
          "added | id=1 | date=2026-11-30 | category=生活費 | subcategory=食費 | amount=1200 | memo=スーパー",
        ],
        [
          "2", "edit", "",
          "edited | id=1 | field=amount | before=1200 | after=1300 | field=memo | before=スーパー | after=昼食",
        ],
        ["3", "edit", "", "edited | id=1"],
        [
          "4", "budget", "",
          "budget-set | category=娯楽費 | subcategory | from | amount=3000 | only-month=no | was",
        ],
        ["5", "config", "", "setting-set | name=month-start | value=25 | was=1"],
        [
          "6", "delete", "",
          "deleted | id=1 | date=2026-11-30 | category=生活費 | subcategory=食費 | amount=1300 | memo=昼食",
        ],
      ])
  }

  @Test(arguments: Engine.available)
  func undoAndRedoSayWhatTheyDidInTheReadersLanguage(engine: Engine) throws {
    let sandbox = try Self.session(engine)
    #expect(
      try sandbox.ok("undo") == "Undid change 6: delete #1 2026-11-30 生活費 › 食費 ¥1,300 昼食\n")
    #expect(
      try sandbox.ok(["redo"], environment: Self.japanese)
        == "変更 6 をやり直しました: 削除 #1 2026-11-30 生活費 › 食費 ¥1,300 昼食\n")
    #expect(
      try sandbox.ok(["undo"], environment: Self.japanese)
        == "変更 6 を取り消しました: 削除 #1 2026-11-30 生活費 › 食費 ¥1,300 昼食\n")
    #expect(
      try sandbox.ok(["undo"], environment: Self.japanese)
        == "変更 5 を取り消しました: 設定 month-start = 25（以前は 1）\n")
    #expect(
      try sandbox.ok(["undo"], environment: Self.japanese)
        == "変更 4 を取り消しました: 予算の設定 娯楽費 ¥3,000 毎月\n")
    #expect(
      try sandbox.ok(["undo"], environment: Self.japanese)
        == "取り消しました: 編集 #1（変更したものはありませんでした）\n")
    #expect(
      try sandbox.ok(["undo"], environment: Self.japanese)
        == "変更 2 を取り消しました: 編集 #1: 金額 ¥1,200 → ¥1,300、メモ 「スーパー」 → 「昼食」\n")
    #expect(
      try sandbox.ok("redo")
        == "Redid change 2: edit #1: amount ¥1,200 → ¥1,300, memo \"スーパー\" → \"昼食\"\n")
    #expect(
      try sandbox.ok("undo")
        == "Undid change 2: edit #1: amount ¥1,200 → ¥1,300, memo \"スーパー\" → \"昼食\"\n")
    #expect(
      try sandbox.ok("undo") == "Undid change 1: add #1 2026-11-30 生活費 › 食費 ¥1,200 スーパー\n")
    #expect(try sandbox.ok(["undo"], environment: Self.japanese) == "取り消す変更はありません。\n")
    let japanese = try Self.log(sandbox, Self.japanese)
    #expect(
      japanese == """
        変更  日時                 実行者  内容                                                         状態
           6  0000-00-00 00:00:00  tester  削除 #1 2026-11-30 生活費 › 食費 ¥1,300 昼食                 取消済み
           5  0000-00-00 00:00:00  tester  設定 month-start = 25（以前は 1）                            取消済み
           4  0000-00-00 00:00:00  tester  予算の設定 娯楽費 ¥3,000 毎月                                取消済み
           3  0000-00-00 00:00:00  tester  編集 #1（変更したものはありません）                          取消済み
           2  0000-00-00 00:00:00  tester  編集 #1: 金額 ¥1,200 → ¥1,300、メモ 「スーパー」 → 「昼食」  取消済み
           1  0000-00-00 00:00:00  tester  追加 #1 2026-11-30 生活費 › 食費 ¥1,200 スーパー             取消済み

        """)
  }

  /// A ledger written before migration 0019 keeps the sentences its change log was stored
  /// with: `log`, `undo` and `redo` show them as they are, in either language, and the changes
  /// made after the upgrade are worded from their data.
  @Test(arguments: Engine.available)
  func aLedgerFromBeforeTheMigrationStillReads(engine: Engine) throws {
    let sandbox = try Sandbox(engine: engine)
    try sandbox.ok("add", "500", "-c", "生活費", "-d", "2026-11-01")
    // Back to the ledger as kakeibo left it at schema version 18: no detail (nor what 0020
    // adds for offline copies), and the change log's rows with the sentences it wrote then
    // (among them an import that added nothing).
    let version =
      engine == .sqlite
      ? "PRAGMA user_version = 18" : "UPDATE ledger_schema SET version = 18"
    try sandbox.execute(
      """
      DROP TABLE offline_superseded_rows; DROP TABLE offline_superseded; DROP TABLE offline_theirs;
      ALTER TABLE changes DROP COLUMN detail; DROP TABLE offline_conflicts;
      ALTER TABLE offline_origin DROP COLUMN synced_at;
      UPDATE changes SET summary = 'add #1 2026-11-01 生活費 ¥500';
      INSERT INTO changes (id, kind, summary, member)
      VALUES (2, 'import', 'import of zaim.csv: added nothing', 'tester');
      \(version)
      """)
    try sandbox.ok("add", "700", "-c", "fun", "-m", "映画", "-d", "2026-11-02")
    let schema =
      engine == .sqlite ? "PRAGMA user_version" : "SELECT version FROM ledger_schema"
    #expect(try sandbox.query(schema) == [[String(latestSchemaVersion)]])
    #expect(
      try Self.changes(sandbox) == [
        ["1", "add", "add #1 2026-11-01 生活費 ¥500", "NULL"],
        ["2", "import", "import of zaim.csv: added nothing", "NULL"],
        [
          "3", "add", "",
          "added | id=2 | date=2026-11-02 | category=娯楽費 | subcategory | amount=700 | memo=映画",
        ],
      ])
    let english = try Self.log(sandbox)
    #expect(
      english == """
        Change  When                 By      What                                Status
             3  0000-00-00 00:00:00  tester  add #2 2026-11-02 娯楽費 ¥700 映画
             2  0000-00-00 00:00:00  tester  import of zaim.csv: added nothing
             1  0000-00-00 00:00:00  tester  add #1 2026-11-01 生活費 ¥500

        """)
    let japanese = try Self.log(sandbox, Self.japanese)
    #expect(
      japanese == """
        変更  日時                 実行者  内容                                 状態
           3  0000-00-00 00:00:00  tester  追加 #2 2026-11-02 娯楽費 ¥700 映画
           2  0000-00-00 00:00:00  tester  import of zaim.csv: added nothing
           1  0000-00-00 00:00:00  tester  add #1 2026-11-01 生活費 ¥500

        """)
    #expect(try sandbox.ok("undo") == "Undid change 3: add #2 2026-11-02 娯楽費 ¥700 映画\n")
    #expect(
      try sandbox.ok(["undo"], environment: Self.japanese)
        == "変更 2 を取り消しました: import of zaim.csv: added nothing\n")
    #expect(try sandbox.ok("undo") == "Undid change 1: add #1 2026-11-01 生活費 ¥500\n")
    #expect(
      try sandbox.ok(["redo"], environment: Self.japanese)
        == "変更 1 をやり直しました: add #1 2026-11-01 生活費 ¥500\n")
  }
}
