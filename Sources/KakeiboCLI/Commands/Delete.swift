import ArgumentParsing
import KakeiboCore
import Wording

/// `kakeibo delete ID`: removes an entry.
enum Delete: Command {
  static let name = "delete"

  /// The ID of delete and edit: an entry's id, as list shows it.
  static let id = Argument<Int64>(
    Placeholder.id,
    help: Phrase(en: "The entry's id, as list shows it", ja: "記録の番号です（list が表示するもの）")
  ) { text, _ in try Entry.parseID(text) }

  static let format = Choice<TextFormat>.format()

  static var declaration: Declaration {
    Declaration(
      name,
      abstract: Phrase(en: "Delete an entry", ja: "記録を削除します"),
      usage: [Phrase(en: "ID", ja: "番号")],
      arguments: [id],
      options: [format],
      discussion: Phrase(
        en: "Prints the deleted entry, so that it can be logged again if need be.",
        ja: "削除した記録を表示します。必要ならそれを見て記録し直せます。"),
      examples: ["kakeibo delete 12"],
      run: run)
  }

  static func run(_ arguments: Arguments, in context: Context) throws {
    let id = arguments[Self.id]
    // A missing ledger has no entry to delete: it is looked at in memory, never created.
    let ledger = try context.openLedger(arguments, intent: .read)
    let deleted: Entry?
    do {
      deleted = try ledger.delete(id: id)
    } catch {
      guard EntryRepair.isUnreadable(id, error) else { throw error }
      return try EntryRepair.delete(id, in: ledger, format: arguments[format], context)
    }
    guard let entry = deleted else { throw CommandError.noSuchEntry(id) }
    switch arguments[format] {
    case .json:
      try context.output.writeLine(EntryRendering.json(entry).rendered())
    case .text:
      try context.output.writeLine(
        ChangeWords.deleted(EntryRendering.line(entry, context.glyphStyle))
          .text(in: context.language))
    }
  }
}
