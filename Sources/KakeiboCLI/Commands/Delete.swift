import ArgumentParsing
import KakeiboCore
import Wording

/// `kakeibo delete ID…`: removes an entry, or several as one change (`delete 7 8 9`,
/// `delete 7-10`).
enum Delete: Command {
  static let name = "delete"

  /// The ID… of delete and edit: entries' ids, as list shows them, and ranges of them.
  static let ids = VariadicArgumentKey<[Int64], Context>(
    Placeholder.id,
    help: Phrase(
      en: "The entries' ids, as list shows them: 12, or several (7 8 9) and ranges (7-10)",
      ja: "記録の番号です（list が表示するもの）: 12、または複数（7 8 9）や範囲（7-10）")
  ) { text, _ in try Entry.parseIDs(text) }

  static let format = Choice<TextFormat>.format()

  static var declaration: Declaration {
    Declaration(
      name,
      abstract: Phrase(en: "Delete entries", ja: "記録を削除します"),
      usage: [Phrase(en: "ID… [--yes]", ja: "番号… [--yes]")],
      arguments: [ids],
      options: [ManyEntries.yes, format],
      discussion: Phrase(
        en: """
          Prints each deleted entry, so that it can be logged again if need be. Several ids, \
          or ranges of them, are deleted as one change, which one 'kakeibo undo' brings back; \
          when one of them names no entry, nothing is deleted. More than 10 entries are asked \
          about on a terminal, and need --yes elsewhere.
          """,
        ja: """
          削除した記録を表示します。必要ならそれを見て記録し直せます。複数の番号や範囲は 1 つの\
          変更として削除し、'kakeibo undo' 1 回で戻せます。どれかの番号の記録がなければ、何も\
          削除しません。10 件を超えるときは、端末では確かめ、それ以外では --yes が必要です。
          """),
      examples: ["kakeibo delete 12", "kakeibo delete 7 8 9", "kakeibo delete 7-10"],
      run: run)
  }

  static func run(_ arguments: Arguments, in context: Context) throws {
    let ids = ManyEntries.ids(arguments[Self.ids])
    // A missing ledger has no entry to delete: it is looked at in memory, never created.
    let ledger = try context.openLedger(arguments, intent: .read)
    guard ids.count == 1, let id = ids.first else {
      try ManyEntries.confirm(
        ids.count, .delete, yes: arguments[ManyEntries.yes], command: name, in: context)
      let deleted = try ledger.entries.delete(ids: ids)
      try write(deleted, format: arguments[format], context)
      try Offline.sayResolution(of: ledger, format: arguments[format], context)
      return
    }
    let deleted: Entry?
    do {
      deleted = try ledger.entries.delete(id: id)
    } catch {
      guard EntryRepair.isUnreadable(id, error) else { throw error }
      return try EntryRepair.delete(id, in: ledger, format: arguments[format], context)
    }
    guard let entry = deleted else { throw CommandError.noSuchEntry(id) }
    try write([entry], format: arguments[format], context)
    try Offline.sayResolution(of: ledger, format: arguments[format], context)
  }

  /// Says what was deleted: a line for each entry, or JSON (an object for one entry, an array
  /// for several).
  static func write(_ entries: [Entry], format: TextFormat, _ context: Context) throws {
    switch format {
    case .json:
      try context.output.writeLine(
        (entries.count == 1
          ? EntryRendering.json(entries[0]) : JSON.array(entries.map(EntryRendering.json)))
          .rendered())
    case .text:
      for entry in entries {
        try context.output.writeLine(
          ChangeWords.deleted(EntryRendering.line(entry, context.glyphStyle))
            .text(in: context.language))
      }
    }
  }
}
