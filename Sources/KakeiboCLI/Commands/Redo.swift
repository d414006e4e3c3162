import ArgumentParsing
import KakeiboCore
import Wording

/// `kakeibo redo`: re-applies the change undone last, when nothing has been changed since.
enum Redo: Command {
  static let spec = CommandSpec(
    name: "redo",
    abstract: Phrase(
      en: "Re-apply the change undone last (run again after several undos)",
      ja: "最後に取り消した変更をやり直します（何度か取り消したら繰り返します）"),
    usage: ["[--format FORMAT]"],
    options: [OutputFormat.option([.text, .json])],
    discussion: "Puts back exactly what your latest undo reverted (an import as a whole) and says\n"
      + "what it re-applied; after several undos, each redo re-applies the next, in order.\n"
      + "A change made after the undo, by anyone, ends what redo can re-apply: redo then\n"
      + "refuses (65), names that change and changes nothing. On a shared ledger it\n"
      + "re-applies only your own undos. 'kakeibo log' marks a redone change 'redone'.",
    examples: ["kakeibo undo", "kakeibo redo"])

  static func run(_ arguments: ParsedArguments, in context: Context) throws {
    let format = try OutputFormat.parse(arguments, allowed: [.text, .json])
    let ledger = try context.openLedger(arguments, intent: .read)
    try Undo.write(try ledger.redoLastUndo(), as: .redo, format: format, in: context)
  }
}
