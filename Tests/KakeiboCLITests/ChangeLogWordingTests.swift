import KakeiboCore
import Testing
import Wording

@testable import KakeiboCLI

/// How `log`, `undo` and `redo` word what a change did, from the data the change log keeps: in
/// English as the log always said it, and in Japanese.
@Suite struct ChangeLogWordingTests {
  /// Every sample detail, as `log` lists it and as what it was asked, in both languages.
  @Test func everyKindOfChangeIsWordedInBothLanguages() {
    var lines: [String] = []
    for detail in CatalogueTests.changeDetails {
      let done = ChangeLogMessage.did(detail, kind: .edit, changedNothing: false)
      let asked = ChangeLogMessage.asked(detail)
      lines += [done.english, done.japanese, asked.english, asked.japanese, ""]
    }
    Golden.check(lines.joined(separator: "\n"), against: "changelog/details.txt")
  }

  @Test func anAddAndAnEditReadAsTheyAlwaysDidInEnglishAndInJapanese() {
    let entry = ChangeDetail.ChangedEntry(
      id: 12, date: "2026-11-30", category: "生活費", subcategory: "食費", amount: 1200,
      memo: "スーパー")
    let added = ChangeRecord(
      id: 1, madeAt: "2026-11-30 10:00:00", kind: .add, detail: .added(entry), isUndone: false)
    #expect(ChangeWords.what(added).english == "add #12 2026-11-30 生活費 › 食費 ¥1,200 スーパー")
    #expect(ChangeWords.what(added).japanese == "追加 #12 2026-11-30 生活費 › 食費 ¥1,200 スーパー")
    let edited = ChangeRecord(
      id: 3, madeAt: "2026-11-30 10:00:00", kind: .edit,
      detail: .edited(
        ids: [1],
        fields: [
          .init(.amount, before: "1200", after: "1300"), .init(.memo, before: "a", after: "b"),
          .init(.subcategory, before: "食費", after: nil),
        ]), isUndone: false)
    #expect(
      ChangeWords.Reversal.undo.done(edited).english
        == "Undid change 3: edit #1: amount ¥1,200 → ¥1,300, memo \"a\" → \"b\", 内訳 食費 → (なし)")
    #expect(
      ChangeWords.Reversal.undo.done(edited).japanese
        == "変更 3 を取り消しました: 編集 #1: 金額 ¥1,200 → ¥1,300、メモ 「a」 → 「b」、内訳 食費 → (なし)")
    #expect(
      ChangeWords.Reversal.redo.done(edited).japanese
        == "変更 3 をやり直しました: 編集 #1: 金額 ¥1,200 → ¥1,300、メモ 「a」 → 「b」、内訳 食費 → (なし)")
  }

  @Test func aChangeThatChangedNothingNamesWhatItWasAsked() {
    let record = ChangeRecord(
      id: 5, madeAt: "2026-11-30 10:00:00", kind: .import,
      detail: .imported(file: "zaim.csv", added: 0, matched: 0, replaced: 0), isUndone: false,
      changedNothing: true)
    #expect(ChangeWords.what(record).english == "import of zaim.csv: added nothing")
    #expect(ChangeWords.what(record).japanese == "取り込み zaim.csv（追加したものはありません）")
    #expect(
      ChangeWords.Reversal.undo.done(record).english
        == "Undid import of zaim.csv: it had added nothing")
    #expect(
      ChangeWords.Reversal.undo.done(record).japanese
        == "取り消しました: 取り込み zaim.csv（追加したものはありませんでした）")
  }

  /// A change recorded before migration 0019 is shown with the sentence it was stored with,
  /// in both languages, its hidden characters escaped; nothing is parsed out of it.
  @Test func aChangeFromBeforeTheDataIsShownAsItWasStored() {
    let record = ChangeRecord(
      id: 2, madeAt: "2026-11-30 10:00:00", kind: .import,
      summary: "import of a\u{1B}.csv: added nothing", isUndone: false, changedNothing: true)
    #expect(ChangeWords.what(record).english == "import of a\\e.csv: added nothing")
    #expect(ChangeWords.what(record).japanese == "import of a\\e.csv: added nothing")
    #expect(
      ChangeWords.Reversal.undo.done(record).english
        == "Undid change 2: import of a\\e.csv: added nothing")
    #expect(
      ChangeWords.Reversal.undo.done(record).japanese
        == "変更 2 を取り消しました: import of a\\e.csv: added nothing")
  }

  /// A memo or a file name never reaches the terminal as live control characters.
  @Test func outsideTextIsEscaped() {
    let record = ChangeRecord(
      id: 1, madeAt: "2026-11-30 10:00:00", kind: .add,
      detail: .added(
        .init(
          id: 1, date: "2026-11-30", category: "生活費", subcategory: nil, amount: 5,
          memo: "a\u{1B}[2Jb")), isUndone: false)
    #expect(ChangeWords.what(record).english == "add #1 2026-11-30 生活費 ¥5 a\\e[2Jb")
    #expect(ChangeWords.what(record).japanese == "追加 #1 2026-11-30 生活費 ¥5 a\\e[2Jb")
  }
}
