import Testing
import Wording

@testable import KakeiboCore
@testable import TerminalUI

private let today = LedgerDate(validYear: 2026, month: 11, day: 15)
private let november = YearMonth(validYear: 2026, month: 11)
private let japanese = Appearance(language: .japanese)

private let entries = [
  Entry(
    id: 4, date: LedgerDate(validYear: 2026, month: 11, day: 2), amount: Yen(980),
    category: .livingCost, memo: Memo(validated: "ドラッグストア")),
  Entry(
    id: 12, date: LedgerDate(validYear: 2026, month: 11, day: 28), amount: Yen(12000),
    category: .expenses, memo: Memo(validated: "USB hub")),
]

private func draw(_ screen: inout BrowseScreen, columns: Int = 80, rows: Int = 10) -> [String] {
  let size = TerminalSize(columns: columns, rows: rows)
  screen.scroll(
    bodyHeight: BrowseView.bodyHeight(for: size, screen, appearance: japanese),
    overlayHeight: screen.overlayHeight(appearance: japanese, width: columns))
  return BrowseView.frame(screen, size: size, appearance: japanese).lines
}

/// The column (counting wide characters as two) where the first `text` in `line` ends.
private func end(of text: String, in line: String) -> Int? {
  let characters = Array(line)
  let target = Array(text)
  guard target.count <= characters.count else { return nil }
  for start in 0...(characters.count - target.count)
  where Array(characters[start..<(start + target.count)]) == target {
    return DisplayWidth.of(String(characters[..<(start + target.count)]))
  }
  return nil
}

/// The screens in Japanese: every word the catalogue's, and the columns where the English
/// screens have them, Japanese labels being two columns a character.
@Suite struct JapaneseScreenTests {
  @Test func browseInJapanese() {
    var screen = BrowseScreen(month: november, entries: entries, today: today)
    #expect(
      draw(&screen) == [
        "kakeibo browse  2026-11  2 件",
        "  ID  日付        区分          金額  メモ",
        ">  4  2026-11-02  🏠 生活費     ¥980  ドラッグストア",
        "  12  2026-11-28  💼 経費    ¥12,000  USB hub",
        "",
        "",
        "-------------------------------------------------------------------------------",
        "  🏠 生活費 ¥980   💼 経費 ¥12,000   🎮 娯楽費 ¥0   合計 ¥12,980",
        "",
        "↑↓ 移動 · Enter 区分 · a 追加 · / 絞込 · u 取消 · r やり直し · ? キー · q 終了",
      ])
    #expect(
      draw(&screen, columns: 40) == [
        "kakeibo browse  2026-11  2 件",
        "  ID  日付        区分          金額  …",
        ">  4  2026-11-02  🏠 生活費     ¥980  …",
        "  12  2026-11-28  💼 経費    ¥12,000  …",
        "",
        "---------------------------------------",
        "  🏠 生活費 ¥980   💼 経費 ¥12,000",
        "  🎮 娯楽費 ¥0   合計 ¥12,980",
        "",
        "↑↓ 移動 · Enter 区分 · a 追加 · / 絞込…",
      ])
  }

  @Test func browseKeepsItsColumnsAlignedAtEveryWidth() {
    var screen = BrowseScreen(month: november, entries: entries, today: today)
    for columns in [120, 80, 60, 50] {
      let lines = draw(&screen, columns: columns)
      let header = lines[1]
      // The amount column is right-aligned under 金額, the memo starts under メモ.
      #expect(end(of: "金額", in: header) == end(of: "¥980", in: lines[2]), "\(columns)")
      #expect(end(of: "金額", in: header) == end(of: "¥12,000", in: lines[3]), "\(columns)")
      #expect(end(of: "日付", in: header).map { $0 - 4 } == end(of: "  4  ", in: lines[2]))
      if columns >= 60 {
        #expect(
          end(of: "メモ", in: header).map { $0 - 4 }
            == end(of: "ドラッグストア", in: lines[2]).map { $0 - 14 }, "\(columns)")
      }
      for line in lines { #expect(DisplayWidth.of(line) < columns, "\(line)") }
    }
  }

  @Test func browseOverlaysInJapanese() {
    var screen = BrowseScreen(month: november, entries: entries, today: today)
    _ = screen.handle(.character("?"))
    #expect(
      draw(&screen, rows: 20) == [
        "kakeibo browse  2026-11  2 件",
        "  キー",
        "  ↑ ↓  k j   行を選ぶ（PgUp PgDn Home End）",
        "  Enter      行の区分と内訳を変える",
        "  d          行の日付を変える",
        "  e          行の全体を編集する",
        "  x          行を削除する（y/n で確認）",
        "  a          記録を追加する（日付はその行の日）",
        "  u          最後の変更を取り消す",
        "  r          u で取り消した変更をやり直す",
        "  /          メモか内訳で、入力しながら絞り込む（Enter で確定、Esc で解除）",
        "  ← →  h l   前の月・次の月",
        "  t          今月",
        "  ?          このキー一覧",
        "  q  Ctrl-C  終了",
        "",
        "-------------------------------------------------------------------------------",
        "  🏠 生活費 ¥980   💼 経費 ¥12,000   🎮 娯楽費 ¥0   合計 ¥12,980",
        "",
        "何かキーを押すとこの一覧を閉じます。",
      ])
    _ = screen.handle(.character("q"))
    _ = screen.handle(.enter)
    #expect(
      draw(&screen, rows: 14) == [
        "kakeibo browse  2026-11  2 件",
        "  ID  日付        区分          金額  メモ",
        ">  4  2026-11-02  🏠 生活費     ¥980  ドラッグストア",
        "                   [区分]                               内訳",
        "                  > 1  🏠 生活費  living              * (なし)",
        "                    2  💼 経費    expenses, business",
        "                    3  🎮 娯楽費  leisure, fun",
        "                  ←→ 列 · ↑↓ 移動 · 1-3 か名前 · Enter 決定 · Esc 中止",
        "  12  2026-11-28  💼 経費    ¥12,000  USB hub",
        "",
        "-------------------------------------------------------------------------------",
        "  🏠 生活費 ¥980   💼 経費 ¥12,000   🎮 娯楽費 ¥0   合計 ¥12,980",
        "",
        "↑↓ 移動 · Enter 区分 · a 追加 · / 絞込 · u 取消 · r やり直し · ? キー · q 終了",
      ])
    _ = screen.handle(.escape)
    _ = screen.handle(.character("d"))
    #expect(
      Array(draw(&screen, rows: 14)[2...4]) == [
        ">  4  2026-11-02  🏠 生活費     ¥980  ドラッグストア",
        "       2026 年  11 月 [02]日  (月)",
        "      ←→ 列 · ↑↓ 増減 · 0-9 · t 今日 · Enter 決定 · Esc 中止",
      ])
    _ = screen.handle(.escape)
    _ = screen.handle(.character("x"))
    #expect(
      Array(draw(&screen, rows: 14)[2...3]) == [
        ">  4  2026-11-02  🏠 生活費     ¥980  ドラッグストア",
        "  #4  2026-11-02  🏠 生活費  ¥980 を削除しますか？  y: 削除 · 他のキー: 残す",
      ])
    _ = screen.handle(.character("n"))
    _ = screen.handle(.character("/"))
    _ = screen.handle(.character("z"))
    let filtered = draw(&screen, rows: 14)
    #expect(filtered[0] == "kakeibo browse  2026-11  2 件中 0 件が /z に一致")
    #expect(filtered[2] == "  2026-11 に /z に一致する記録はありません。")
    #expect(filtered.last == "/z   Enter 確定 · Esc 解除 · ↑↓ 移動")
    _ = screen.handle(.escape)
    _ = screen.handle(.character("e"))
    #expect(
      Array(draw(&screen, rows: 14)[2...6]) == [
        ">  4  2026-11-02  🏠 生活費     ¥980  ドラッグストア",
        "  #4 の編集",
        "    金額      980",
        "              Enter 次へ · Esc 中止",
        "  12  2026-11-28  💼 経費    ¥12,000  USB hub",
      ])
  }

  @Test func theFormInJapanese() {
    var form = EntryForm(
      title: .newExpense, values: .init(date: today), asking: [.memo, .date], today: today)
    #expect(
      EntryFormView.frame(form, width: 40, appearance: japanese).lines == [
        "支出の記録",
        "  金額      ",
        "            Enter 次へ · Esc 中止",
      ])
    form.handle(.character("5"))
    form.handle(.escape)
    #expect(
      EntryFormView.frame(form, width: 60, appearance: japanese).lines == [
        "支出の記録",
        "  金額      5",
        "            Enter 次へ · Esc 中止",
        "            捨てますか？ Esc/Enter: はい · 他のキー: いいえ",
      ])
  }

  @Test func theLabelsKeepTheValueColumn() {
    // Every label, in both languages, leaves the value at the value column.
    for language in Language.allCases {
      for field in EntryForm.Field.allCases {
        let label = EntryFormView.label(field).text(in: language)
        #expect(DisplayWidth.of(label) <= EntryFormView.valueColumn - 2, "\(label)")
      }
    }
    var form = EntryForm(
      title: .edit(id: 3),
      values: .init(
        amount: Yen(980), memo: Memo(validated: "薬"), category: .livingCost, date: today),
      asking: Set(EntryForm.Field.allCases), today: today)
    for _ in 0..<3 { form.handle(.enter) }
    let lines = EntryFormView.frame(form, width: 60, appearance: japanese).lines
    #expect(lines[0] == "#3 の編集", "\(lines)")
    for (line, value) in zip(lines[1...3], ["¥980", "薬", "🏠 生活費"]) {
      #expect(end(of: value, in: line) == EntryFormView.valueColumn + DisplayWidth.of(value))
    }
  }

  @Test func aDumbTerminalPromptsInJapanese() {
    var form = EntryForm(
      title: .newExpense, values: .init(date: today), asking: [.memo, .date], today: today)
    func prompt() -> ([String], String) {
      let shown = EntryFormView.prompt(form, appearance: japanese)
      return (shown.lines, shown.prompt)
    }
    #expect(prompt() == ([], "金額: "))
    form.submit(line: "1200")
    #expect(prompt() == ([], "メモ（省略可）: "))
    form.submit(line: "")
    #expect(
      prompt() == (
        [
          "区分:",
          "  1) 🏠 生活費  living",
          "  2) 💼 経費  expenses, business",
          "  3) 🎮 娯楽費  leisure, fun",
        ], "番号か名前 [1]: "
      ))
    form.submit(line: "1")
    #expect(
      prompt() == (
        [
          "内訳:",
          "  1) (なし)",
        ], "番号、名前、または新しい名前 [1]: "
      ))
    form.submit(line: "")
    #expect(prompt() == ([], "日付 [2026-11-15]: "))
    let far = LedgerDate(validYear: 2028, month: 1, day: 1)
    form.submit(line: far.description)
    #expect(
      prompt().1 == "2028-01-01 は今日（2026-11-15）から 1 年以上離れています。保存しますか？ [y/N]: ")
    form.submit(line: "はい")
    #expect(
      form.outcome == .completed(EntryDraft(date: far, amount: Yen(1200), category: .livingCost)))
  }
}
