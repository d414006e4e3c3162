import Foundation
import KakeiboCore
import KakeiboStore
import TerminalUI
import Testing

@testable import KakeiboCLI

/// The form, the dumb terminal's prompts, browse and the question of many entries, in Japanese
/// (`LANG=ja_JP.UTF-8`) and in English when `KAKEIBO_LANG=en` says so over a Japanese locale.
@Suite struct JapaneseInteractiveTests {
  let harness: Harness
  let japanese = ["LANG": "ja_JP.UTF-8"]
  let english = ["LANG": "ja_JP.UTF-8", "KAKEIBO_LANG": "en"]

  init() throws {
    harness = try Harness()
  }

  @Test func theFormAsksInJapanese() throws {
    let console = ScriptedTerminal(
      keys: typed("1,200") + [.enter] + typed("スーパー") + [.enter, .down, .enter, .enter])
    #expect(
      harness.run("add", environment: japanese, console: console)
        == .init(
          status: .success, output: "追加しました: #1  2026-11-15  💼 経費  ¥1,200  スーパー\n",
          error: ""))
    for text in [
      "支出の記録", "  金額      1,200", "Enter 次へ · Esc 中止", "  メモ      スーパー",
      "省略可 · Enter 次へ · ⇧Tab 戻る · Esc 中止", " [区分]", "  区分      💼 経費",
      "←→ 列 · ↑↓ 増減 · 0-9 · t 今日 · Enter 決定 · Esc 中止",
    ] {
      #expect(console.written.contains(text), "\(text)")
    }
    for word in ["Amount", "Memo", "Category", "Enter next", "cancel", "column"] {
      #expect(!console.written.contains(word), "\(word)")
    }
  }

  @Test func theFormAsksInEnglishWhenKakeiboLangSaysSo() throws {
    let console = ScriptedTerminal(keys: typed("1200") + [.enter, .enter, .enter, .enter])
    #expect(harness.run("add", environment: english, console: console).status == .success)
    #expect(console.written.contains("New expense"))
    #expect(console.written.contains("  Amount    1200"))
    #expect(console.written.contains("←→ column · ↑↓ change"))
    #expect(!console.written.contains("金額"))
  }

  @Test func aDumbTerminalPromptsInJapanese() throws {
    let console = ScriptedTerminal(lines: ["abc", "980", "", "経費", "", "11/03"])
    let environment = japanese.merging(["TERM": "dumb"]) { $1 }
    #expect(
      harness.run("add", environment: environment, console: console)
        == .init(status: .success, output: "追加しました: #1  2026-11-03  [B] 経費  ¥980\n", error: ""))
    let written = console.written.split(separator: "\n", omittingEmptySubsequences: false)
    #expect(written.first == "支出の記録")
    #expect(written[1].hasPrefix("金額: ! "))
    #expect(
      Array(written[2...]) == [
        "金額: メモ（省略可）: 区分:",
        "  1) [H] 生活費  living",
        "  2) [B] 経費  expenses, business",
        "  3) [G] 娯楽費  leisure, fun",
        "番号か名前 [1]: 内訳:",
        "  1) (なし)",
        "番号、名前、または新しい名前 [1]: 日付 [2026-11-15]: ",
      ])
    // A date more than a year away is asked about, and はい saves it.
    let far = ScriptedTerminal(lines: ["500", "", "1", "", "2028-01-01", "はい"])
    #expect(harness.run("add", environment: environment, console: far).status == .success)
    #expect(
      far.written.hasSuffix(
        "日付 [2026-11-15]: 2028-01-01 は今日（2026-11-15）から 1 年以上離れています。保存しますか？ [y/N]: "))
  }

  @Test func browseSpeaksJapanese() throws {
    _ = harness.run("add", "980", "-c", "living", "-d", "2026-11-02", "-m", "ドラッグストア")
    _ = harness.run("add", "12000", "-c", "経費", "-d", "2026-11-28", "-m", "USB hub")
    let console = ScriptedTerminal(
      keys: [
        .down, .enter, .up, .enter, .character("?"), .character("q"), .character("x"),
        .character("y"), .character("u"), .character("/"),
      ] + typed("zz") + [.escape, .character("q")])
    #expect(
      harness.run("browse", environment: japanese, console: console)
        == .init(status: .success, output: "", error: ""))
    for text in [
      "kakeibo browse  2026-11  2 件", "  ID  日付        区分          金額  メモ",
      "#2 を保存しました: 区分 経費 → 生活費", "  🏠 生活費 ¥12,980   💼 経費 ¥0   🎮 娯楽費 ¥0   合計 ¥12,980",
      "↑↓ 移動 · Enter 区分 · a 追加 · / 絞込 · u 取消 · r やり直し · ? キー · q 終了",
      "  u          最後の変更を取り消す", "何かキーを押すとこの一覧を閉じます。",
      "を削除しますか？  y: 削除 · 他のキー: 残す", "削除しました: #2  2026-11-28  🏠 生活費  ¥12,000  USB hub",
      "変更 4 を取り消しました", "kakeibo browse  2026-11  2 件中 0 件が /zz に一致",
      "  2026-11 に /zz に一致する記録はありません。", "Enter 確定 · Esc 解除 · ↑↓ 移動",
    ] {
      #expect(console.written.contains(text), "\(text)")
    }
    for word in ["Total", "Saved", "Deleted", "entries", "Keys", "quit"] {
      #expect(!console.written.contains(word), "\(word)")
    }
  }

  @Test func browseSpeaksEnglishWhenKakeiboLangSaysSo() throws {
    _ = harness.run("add", "980", "-c", "living", "-d", "2026-11-02", "-m", "ドラッグストア")
    let console = ScriptedTerminal(keys: [.character("x"), .character("y"), .character("q")])
    #expect(harness.run("browse", environment: english, console: console).status == .success)
    #expect(console.written.contains("kakeibo browse  2026-11  1 entry"))
    #expect(console.written.contains("Deleted #1  2026-11-02  🏠 生活費  ¥980  ドラッグストア"))
    #expect(console.written.contains("No entries in 2026-11."))
    #expect(!console.written.contains("合計"))
  }

  @Test func theQuestionOfManyEntriesIsJapanese() throws {
    for day in 1...11 {
      _ = harness.run("add", "100", "-c", "living", "-d", "2026-11-\(day < 10 ? "0" : "")\(day)")
    }
    let declined = ScriptedTerminal(lines: ["いいえ"])
    #expect(
      harness.run("delete", "1-11", environment: japanese, console: declined).status == .cancelled)
    #expect(declined.written == "11 件の記録を削除しますか？ [y/N] ")
    let accepted = ScriptedTerminal(lines: ["はい"])
    #expect(
      harness.run("edit", "1-11", "-m", "まとめて", environment: japanese, console: accepted).status
        == .success)
    #expect(accepted.written == "11 件の記録を変更しますか？ [y/N] ")
    let english = ScriptedTerminal(lines: ["n"])
    #expect(
      harness.run("delete", "1-11", environment: self.english, console: english).status
        == .cancelled)
    #expect(english.written == "Delete 11 entries? [y/N] ")
  }
}
