import KakeiboCore
import KakeiboStore
import Wording

/// `edit` and `delete` of an entry whose date, kind or category another program stored past
/// the ledger's rules, which cannot be read as an entry (see `Ledger.repair(id:with:)`): what
/// they write, and what they say they did.
enum EntryRepair {
  /// Entry `id`, or nil when there is none or it cannot be read as one (the edit that follows
  /// repairs it).
  static func readableEntry(_ id: Int64, in ledger: Ledger) throws -> Entry? {
    do {
      return try ledger.entries.entry(id: id)
    } catch {
      guard isUnreadable(id, error) else { throw error }
      return nil
    }
  }

  /// Whether `error` says that entry `id` cannot be read as an entry, for a cell that breaks
  /// the rules.
  static func isUnreadable(_ id: Int64, _ error: LedgerError) -> Bool {
    guard case .invalidEntry(_, let violation) = error else { return false }
    return violation.entry == id
  }

  /// Edits entry `id` with `changes`, which must give each cell that breaks the rules a valid
  /// value, and says so: `Repaired #59: date 202%-11-04 → 2026-11-04`.
  static func repair(
    _ id: Int64, with changes: EntryChanges, in ledger: Ledger, format: TextFormat,
    _ context: Context
  ) throws {
    guard let (_, after, cells) = try ledger.entries.repair(id: id, with: changes) else {
      throw CommandError.noSuchEntry(id)
    }
    if format == .json {
      return try context.output.writeLine(EntryRendering.json(after).rendered())
    }
    let english = cells.map { "\($0.field.english) \($0.before) → \($0.after)" }
    let japanese = cells.map { "\($0.field.japanese) \($0.before) → \($0.after)" }
    try context.output.writeLine(
      VisibleText.of(
        Phrase(
          en: "Repaired #\(id): " + english.joined(separator: ", "),
          ja: "#\(id) を修復しました: " + japanese.joined(separator: "、")
        ).text(in: context.language)))
  }

  /// Deletes entry `id` as it is stored, and says so: `Deleted #59 202%-11-04 娯楽費 ¥5`.
  static func delete(_ id: Int64, in ledger: Ledger, format: TextFormat, _ context: Context)
    throws
  {
    guard let stored = try ledger.entries.deleteInvalid(id: id) else {
      throw CommandError.noSuchEntry(id)
    }
    if format == .json {
      let text = { (text: String) in JSON.string(VisibleText.escapingForbidden(text)) }
      return try context.output.writeLine(
        JSON.object([
          ("id", .integer(stored.id)), ("date", text(stored.date)),
          ("amount", .integer(stored.amount)),
          ("category", stored.category.map(text) ?? .null), ("memo", text(stored.memo.text)),
          ("subcategory", stored.subcategory.map { text($0.name) } ?? .null),
          ("kind", text(stored.kind)), ("source", stored.source.map { text($0.name) } ?? .null),
        ]).rendered())
    }
    try context.output.writeLine(
      ChangeWords.deleted(VisibleText.of(stored.summary)).text(in: context.language))
  }
}
