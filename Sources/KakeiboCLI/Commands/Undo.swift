import ArgumentParsing
import KakeiboCore

/// `kakeibo undo`: reverts the most recent change still in force.
enum Undo: Command {
  static let spec = CommandSpec(
    name: "undo",
    abstract: "Revert the most recent change (run again to go further back)",
    usage: ["[--format FORMAT]"],
    options: [OutputFormat.option([.text, .json])],
    discussion: "Every add, edit, delete and import is recorded; undo reverts the newest one not\n"
      + "yet undone (an import as a whole) and says what it reverted. A deleted entry comes\n"
      + "back with its id. 'kakeibo log' lists the changes.",
    examples: ["kakeibo undo", "kakeibo log"])

  static func run(_ arguments: ParsedArguments, in context: Context) throws {
    let format = try OutputFormat.parse(arguments, allowed: [.text, .json])
    let ledger = try context.openLedger(arguments, intent: .read)
    let record = try ledger.undoLastChange()
    switch format {
    case .json:
      try context.output.writeLine((record.map(Log.json) ?? .null).rendered())
    default:
      try context.output.writeLine(
        record.map { "Undid change \($0.id): \($0.summary)" } ?? "Nothing to undo.")
    }
  }
}
