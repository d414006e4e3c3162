import ArgumentParsing
import KakeiboCore
import Wording

/// `kakeibo undo`: reverts the most recent change still in force.
enum Undo: Command {
  static let spec = CommandSpec(
    name: "undo",
    abstract: Phrase(
      en: "Revert the most recent change (run again to go further back)",
      ja: "直前の変更を取り消します（繰り返すとさらに前に戻ります）"),
    usage: ["[--format FORMAT]"],
    options: [OutputFormat.option([.text, .json])],
    discussion: "Every add, edit, delete, import, budget and setting change is recorded; undo\n"
      + "reverts the newest one not yet undone (an import as a whole) and says what it\n"
      + "reverted. A deleted entry comes back with its id. A command that changed nothing\n"
      + "(an import of rows already there, an edit to the same values) is recorded too:\n"
      + "undo then says so and touches nothing else. 'kakeibo redo' re-applies what undo\n"
      + "reverted, until a new change is made. 'kakeibo log' lists the changes.",
    examples: ["kakeibo undo", "kakeibo redo", "kakeibo log"])

  static func run(_ arguments: ParsedArguments, in context: Context) throws {
    let format = try OutputFormat.parse(arguments, allowed: [.text, .json])
    let ledger = try context.openLedger(arguments, intent: .read)
    try write(try ledger.undoLastChange(), as: .undo, format: format, in: context)
  }

  /// Writes what undo (or redo) did: the change `record` as JSON, or in words; with no change,
  /// that there was none (JSON: null).
  static func write(
    _ record: ChangeRecord?, as reversal: ChangeWords.Reversal, format: OutputFormat,
    in context: Context
  ) throws {
    switch format {
    case .json:
      try context.output.writeLine((record.map(Log.json) ?? .null).rendered())
    default:
      let words = record.map(reversal.done) ?? reversal.nothing
      try context.output.writeLine(words.text(in: context.language))
    }
  }
}
