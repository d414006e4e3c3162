import ArgumentParsing
import KakeiboCore
import Wording

/// `kakeibo undo`: reverts the most recent change still in force.
enum Undo: Command {
  static let name = "undo"

  static let format = Choice<TextFormat>.format()

  static var declaration: Declaration {
    Declaration(
      name,
      abstract: Phrase(
        en: "Revert the most recent change (run again to go further back)",
        ja: "直前の変更を取り消します（繰り返すとさらに前に戻ります）"),
      usage: [Phrase(en: "[--format FORMAT]", ja: "[--format 形式]")],
      options: [format],
      discussion: Phrase(
        en: """
          Every add, edit, delete, import, budget and setting change is recorded; undo reverts \
          the newest one not yet undone (an import as a whole) and says what it reverted. A \
          deleted entry comes back with its id. A command that changed nothing (an import of \
          rows already there, an edit to the same values) is recorded too: undo then says so \
          and touches nothing else. 'kakeibo redo' re-applies what undo reverted, until a new \
          change is made. 'kakeibo log' lists the changes.
          """,
        ja: """
          追加・変更・削除・取り込み・予算と設定の変更はすべて記録されます。undo はまだ取り消して\
          いない一番新しい変更を（取り込みならまとめて）取り消し、何を取り消したかを表示します。\
          削除した記録は同じ番号で戻ります。何も変えなかったコマンド（すでにある行の取り込み、\
          同じ値への変更）も記録されます。その取消ではそう表示し、ほかには何も変えません。\
          'kakeibo redo' は、新しい変更をするまで、undo で取り消したものをやり直します。\
          'kakeibo log' は変更を一覧します。
          """),
      examples: ["kakeibo undo", "kakeibo redo", "kakeibo log"],
      run: run)
  }

  static func run(_ arguments: Arguments, in context: Context) throws {
    let ledger = try context.openLedger(arguments, intent: .read)
    try write(try ledger.changes.undoLast(), as: .undo, format: arguments[format], in: context)
  }

  /// Writes what undo (or redo) did: the change `record` as JSON, or in words; with no change,
  /// that there was none (JSON: null).
  static func write(
    _ record: ChangeRecord?, as reversal: ChangeWords.Reversal, format: TextFormat,
    in context: Context
  ) throws {
    switch format {
    case .json:
      try context.output.writeLine((record.map { Log.json($0) } ?? .null).rendered())
    case .text:
      let words = record.map(reversal.done) ?? reversal.nothing
      try context.output.writeLine(words.text(in: context.language))
    }
  }
}
