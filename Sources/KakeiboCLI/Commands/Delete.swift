import ArgumentParsing
import KakeiboCore
import Wording

/// `kakeibo delete ID`: removes an entry.
enum Delete: Command {
  static let spec = CommandSpec(
    name: "delete",
    abstract: Phrase(
      en: "Delete an entry",
      ja: "記録を削除します"),
    usage: ["ID"],
    arguments: [ArgumentSpec("ID", help: "The entry's id, as list shows it")],
    options: [OutputFormat.option([.text, .json])],
    discussion: "Prints the deleted entry, so that it can be logged again if need be.",
    examples: ["kakeibo delete 12"])

  static func run(_ arguments: ParsedArguments, in context: Context) throws {
    let format = try OutputFormat.parse(arguments, allowed: [.text, .json])
    guard let idText = arguments.argument(0) else {
      throw UsageError.missingArgument("ID", command: spec.name)
    }
    let id = try Entry.parseID(idText)
    // A missing ledger has no entry to delete: it is looked at in memory, never created.
    let ledger = try context.openLedger(arguments, intent: .read)
    let deleted: Entry?
    do {
      deleted = try ledger.delete(id: id)
    } catch {
      guard EntryRepair.isUnreadable(id, error) else { throw error }
      return try EntryRepair.delete(id, in: ledger, format: format, context)
    }
    guard let entry = deleted else { throw CommandError.noSuchEntry(id) }
    switch format {
    case .json:
      try context.output.writeLine(EntryRendering.json(entry).rendered())
    default:
      try context.output.writeLine(
        ChangeWords.deleted(EntryRendering.line(entry, context.glyphStyle))
          .text(in: context.language))
    }
  }
}
