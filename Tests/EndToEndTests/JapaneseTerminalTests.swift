import Foundation
import Testing

/// The form and browse in a real terminal (tmux) under `LANG=ja_JP.UTF-8`, every word on the
/// screen Japanese and the columns aligned; and under `KAKEIBO_LANG=en` over the same locale,
/// English (issue 22).
@Suite(.serialized, .enabled(if: TmuxSession.isAvailable, "needs tmux (apt-get install tmux)"))
struct JapaneseTerminalTests {
  static func sandbox(_ engine: Engine, english: Bool = false) throws -> Sandbox {
    var sandbox = try Sandbox(engine: engine)
    sandbox.environment["LANG"] = "ja_JP.UTF-8"
    if english { sandbox.environment["KAKEIBO_LANG"] = "en" }
    return sandbox
  }

  @Test(arguments: Engine.available) func theFormInJapanese(engine: Engine) throws {
    let sandbox = try Self.sandbox(engine)
    let session = try TmuxSession(["add"], in: sandbox)
    try session.waitFor("支出の記録", "  金額", "Enter 次へ · Esc 中止")
    try session.type("1,280")
    try session.press("Enter")
    try session.waitFor("  金額      ¥1,280", "  メモ", "省略可 · Enter 次へ · ⇧Tab 戻る · Esc 中止")
    try session.type("スーパー")
    try session.press("Enter")
    try session.waitFor(
      " [区分]", "> 1  🏠 生活費  living", "←→ 列 · ↑↓ 移動 · 1-3 か名前 · Enter 決定 · Esc 中止")
    try session.press("Down", "Enter")
    try session.waitFor(
      "  区分      💼 経費", "  日付       2026 年  11 月 [15]日  (日)",
      "←→ 列 · ↑↓ 増減 · 0-9 · t 今日 · Enter 決定 · Esc 中止")
    // A half-typed year says what it needs.
    try session.press("Left", "Left")
    try session.type("20")
    try session.press("Enter")
    try session.waitFor("! 年は 4 桁です: あと 2 桁入力してください（Backspace で訂正）")
    try session.type("26")
    try session.waitFor("年 2026: 次は月 · ← 戻る · Enter 決定")
    // Esc with typed values asks first; another key goes back.
    try session.press("Escape")
    try session.waitFor("捨てますか？ Esc/Enter: はい · 他のキー: いいえ")
    try session.press("Space")
    try session.waitUntil("the question is gone") { !$0.contains("捨てますか") }
    try session.press("Enter")
    #expect(try session.waitForExit() == 0)
    let screen = try session.waitFor("追加しました: #1  2026-11-15  💼 経費  ¥1,280  スーパー\n")
    #expect(!screen.contains("金額"))
    #expect(
      try sandbox.query("SELECT date, amount, category, memo FROM entries") == [
        ["2026-11-15", "1280", "expenses", "スーパー"]
      ])
    let settings = try session.terminalSettings()
    #expect(settings.before == settings.after)
  }

  @Test(arguments: Engine.available) func theFormInEnglishWhenKakeiboLangSaysSo(engine: Engine)
    throws
  {
    let sandbox = try Self.sandbox(engine, english: true)
    let session = try TmuxSession(["add", "500", "-m", "本"], in: sandbox)
    try session.waitFor("New expense", "  Amount    ¥500", "←→ column · ↑↓ move")
    try session.press("Escape")
    #expect(try session.waitForExit() == 130)
  }

  @Test(arguments: Engine.available) func browseInJapanese(engine: Engine) throws {
    let sandbox = try Self.sandbox(engine)
    try sandbox.ok("add", "980", "-c", "living", "-d", "2026-11-02", "-m", "ドラッグストア")
    try sandbox.ok("add", "12000", "-c", "経費", "-d", "2026-11-28", "-m", "USB hub")
    try sandbox.ok(
      "recurring", "add", "85000", "-c", "生活費", "-s", "住居", "-m", "家賃", "--day", "27")
    let session = try TmuxSession(["browse"], in: sandbox, rows: 16)
    let screen = try session.waitFor(
      "kakeibo browse  2026-11  2 件\n", "  ID  日付        区分          金額  メモ\n",
      ">  1  2026-11-02  🏠 生活費     ¥980  ドラッグストア\n",
      "   2  2026-11-28  💼 経費    ¥12,000  USB hub\n",
      "  🏠 生活費 ¥980   💼 経費 ¥12,000   🎮 娯楽費 ¥0   合計 ¥12,980\n"
        + "  予定 ¥85,000   月末見込み ¥98,960（¥98,470〜¥99,450）\n",
      "↑↓ 移動 · Enter 区分 · a 追加 · / 絞込 · u 取消 · r やり直し · ? キー · q 終了")
    #expect(!screen.contains("Total"))
    try session.press("?")
    try session.waitFor(
      "  キー\n", "  ↑ ↓  k j   行を選ぶ（PgUp PgDn Home End）\n",
      "  u          最後の変更を取り消す\n", "何かキーを押すとこの一覧を閉じます。")
    try session.press("q")
    // Enter: the picker under the row, in Japanese.
    try session.press("Enter")
    try session.waitFor(" [区分]", "←→ 列 · ↑↓ 移動 · 1-3 か名前 · Enter 決定 · Esc 中止")
    try session.press("Down", "Enter")
    try session.waitFor("#1 を保存しました: 区分 生活費 → 経費")
    // x asks, y deletes; u undoes it.
    try session.press("x")
    try session.waitFor("  #1  2026-11-02  💼 経費  ¥980 を削除しますか？  y: 削除 · 他のキー: 残す")
    try session.press("y")
    try session.waitFor("削除しました: #1  2026-11-02  💼 経費  ¥980  ドラッグストア", "1 件\n")
    try session.press("u")
    try session.waitFor("変更 ", "を取り消しました", "2 件\n")
    // /: the filter line and its keys.
    try session.press("/")
    try session.type("zz")
    try session.waitFor(
      "2 件中 0 件が /zz に一致", "  2026-11 に /zz に一致する記録はありません。",
      "/zz   Enter 確定 · Esc 解除 · ↑↓ 移動")
    try session.press("Escape", "q")
    #expect(try session.waitForExit() == 0)
    let settings = try session.terminalSettings()
    #expect(settings.before == settings.after)
  }

  @Test(arguments: Engine.available) func browseInEnglishWhenKakeiboLangSaysSo(engine: Engine)
    throws
  {
    let sandbox = try Self.sandbox(engine, english: true)
    try sandbox.ok("add", "980", "-c", "living", "-d", "2026-11-02", "-m", "ドラッグストア")
    let session = try TmuxSession(["browse"], in: sandbox, rows: 12)
    let screen = try session.waitFor(
      "kakeibo browse  2026-11  1 entry\n", "  ID  Date        Category   Amount  Memo\n",
      "Total ¥980", "↑↓ move · Enter category · a add")
    #expect(!screen.contains("合計"))
    try session.press("q")
    #expect(try session.waitForExit() == 0)
  }
}
