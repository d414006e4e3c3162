import ArgumentParsing
import KakeiboCore
import Wording

/// `kakeibo redo`: re-applies the change undone last, when nothing has been changed since.
enum Redo: Command {
  static let name = "redo"

  static var declaration: Declaration {
    Declaration(
      name,
      abstract: Phrase(
        en: "Re-apply the change undone last (run again after several undos)",
        ja: "最後に取り消した変更をやり直します（何度か取り消したら繰り返します）"),
      usage: [Phrase(en: "[--format FORMAT]", ja: "[--format 形式]")],
      options: [Undo.format],
      discussion: Phrase(
        en: """
          Puts back exactly what your latest undo reverted (an import as a whole) and says what \
          it re-applied; after several undos, each redo re-applies the next, in order. A change \
          made after the undo, by anyone, ends what redo can re-apply: redo then refuses (65), \
          names that change and changes nothing. On a shared ledger it re-applies only your own \
          undos. 'kakeibo log' marks a redone change 'redone'.
          """,
        ja: """
          最後の undo で取り消したものを（取り込みならまとめて）そのまま戻し、何をやり直したか\
          を表示します。何度か取り消したあとは、redo のたびに次のものを順にやり直します。取消の\
          あとに誰かが変更をすると、そこでやり直しはできなくなります。そのとき redo は (65) で\
          断り、その変更を示して、何も変えません。共有台帳では自分の取消だけをやり直します。\
          'kakeibo log' はやり直した変更に 'redone' と表示します。
          """),
      examples: ["kakeibo undo", "kakeibo redo"],
      run: run)
  }

  static func run(_ arguments: Arguments, in context: Context) throws {
    let ledger = try context.openLedger(arguments, intent: .read)
    try Undo.write(
      try ledger.changes.redoLastUndo(), as: .redo, format: arguments[Undo.format], in: context)
  }
}
