import ArgumentParsing
import KakeiboCore
import KakeiboStore
import TerminalUI
import Wording

/// `kakeibo browse [MONTH]`: a full-screen table of a month's entries that edits rows in place.
enum Browse: Command {
  static let spec = CommandSpec(
    name: "browse",
    abstract: Phrase(
      en: "Browse and edit a month's entries on a full screen",
      ja: "1 か月の記録を全画面で見て編集します"),
    usage: ["[MONTH] [--month-start DAY]"],
    arguments: [
      ArgumentSpec(
        "MONTH", help: "The month to show: 2026-11, 11, last (default: this month)",
        isOptional: true, completion: Completions.months)
    ],
    options: [CommonOptions.monthStart],
    discussion: """
      Opens on today's row (the last on or before today) when the month is this one.
      Keys: ↑/↓ (k/j) select a row; Enter opens the category | 内訳 picker under it (←/→
      switch its columns; typing in the 内訳 column names a new one), d the date picker,
      e the entry form; x deletes after a y/n question; a adds an entry through the
      form, dated as the selected row; u undoes the last change and r redoes it; / filters the rows by memo or 内訳 as you type, as
      'list --search' finds them (Enter keeps the filter, Esc clears it); ←/→ (h/l) show
      the previous or next month, t this month;
      ? shows the keys; q quits (Ctrl-C with status 130). Esc closes what is open but never
      quits. Every change is saved at once.
      Needs a terminal: in scripts, use 'kakeibo list --month MONTH' and 'kakeibo edit'.
      """,
    examples: ["kakeibo browse", "kakeibo browse 2026-11"])

  static func run(_ arguments: ParsedArguments, in context: Context) throws {
    let month = try arguments.argument(0).map { text throws(InvalidValue) in
      try MonthReference(parsing: text)
    }
    let override = try CommonOptions.monthStartOverride(arguments)
    guard context.interaction == .keys, let terminal = context.terminal else {
      // `list --month` is a calendar month.
      let shown = try month?.resolved(current: context.today.yearMonth) ?? context.today.yearMonth
      throw UsageError.invalidUsage(
        "'browse' needs a terminal that can draw a full screen; in scripts use "
          + "'kakeibo list --month \(shown)'", command: spec.name)
    }
    let ledger = try context.openLedger(arguments, intent: .read)
    let start = try ledger.monthStart(overriddenBy: override)
    let shownMonth =
      try month?.resolved(today: context.today, startingOn: start)
      ?? YearMonth(containing: context.today, startingOn: start)
    var state = BrowseScreen(
      month: shownMonth, entries: try ledger.entries(in: shownMonth.dates(startingOn: start)),
      today: context.today, monthStart: start,
      suggestions: CategorySuggestions(ledger))
    let appearance = context.appearance
    let screen = try TerminalScreen(terminal: terminal, fullScreen: true)
    defer { screen.close() }
    while true {
      state.schedule = try ledger.schedule(remainingIn: state.dates, today: context.today)
      let size = screen.size
      state.scroll(
        bodyHeight: BrowseView.bodyHeight(for: size, state, appearance: appearance),
        overlayHeight: state.overlayHeight(appearance: appearance, width: size.columns))
      screen.draw(BrowseView.frame(state, size: size, appearance: appearance))
      switch screen.nextEvent() {
      case .resized:
        continue
      case .closed:
        return
      case .key(let key):
        switch state.handle(key) {
        case nil:
          break
        case .quit?:
          return
        case .interrupt?:
          throw CommandError.interrupted
        case .showMonth(let month)?:
          state.show(try ledger.entries(in: month.dates(startingOn: start)), of: month)
        case .update(let id, let changes)?:
          state.status = save(
            changes, to: id, shown: state.entries.first { $0.id == id }, in: ledger,
            glyphs: context.glyphStyle)
          state.show(try ledger.entries(in: state.dates), of: state.month, selecting: id)
        case .delete(let id)?:
          state.status = delete(
            id, shown: state.entries.first { $0.id == id }, in: ledger, glyphs: context.glyphStyle)
          state.show(try ledger.entries(in: state.dates), of: state.month)
        case .add(let draft)?:
          // The new entry is shown in its month, selected.
          let (status, entry) = add(draft, to: ledger, glyphs: context.glyphStyle)
          let month = entry.map { YearMonth(containing: $0.date, startingOn: start) } ?? state.month
          state.show(
            try ledger.entries(in: month.dates(startingOn: start)), of: month, selecting: entry?.id)
          state.status = status
        case .undo?:
          state.status = undo(in: ledger)
          state.show(try ledger.entries(in: state.dates), of: state.month)
        case .redo?:
          state.status = redo(in: ledger)
          state.show(try ledger.entries(in: state.dates), of: state.month)
        }
      }
    }
  }

  /// Saves `changes` to entry `id`, as it was `shown`; returns the status line that says what
  /// happened (also when another member changed or deleted the row since it was shown).
  static func save(
    _ changes: EntryChanges, to id: Int64, shown: Entry?, in ledger: Ledger, glyphs: GlyphStyle
  ) -> String {
    do {
      guard let (before, after) = try ledger.update(id: id, with: changes, shown: shown) else {
        return "#\(id) no longer exists"
      }
      let differences = before.differences(to: after)
      return differences.isEmpty
        ? "Unchanged #\(id)" : "Saved #\(id): " + differences.joined(separator: ", ")
    } catch {
      return "Not saved: " + (Failure.describe(error).message ?? "\(error)")
    }
  }

  /// Adds `draft`; returns the status line that says what happened, and the new entry.
  static func add(_ draft: EntryDraft, to ledger: Ledger, glyphs: GlyphStyle) -> (
    String, Entry?
  ) {
    do {
      let entry = try ledger.add(draft)
      return ("Added " + EntryRendering.line(entry, glyphs), entry)
    } catch {
      return ("Not added: " + (Failure.describe(error).message ?? "\(error)"), nil)
    }
  }

  /// Undoes the last change to the ledger, as `kakeibo undo` does; returns what it says.
  static func undo(in ledger: Ledger) -> String {
    do {
      return
        (try ledger.undoLastChange().map(ChangeWords.Reversal.undo.done)
        ?? ChangeWords.Reversal.undo.nothing).english
    } catch {
      return "Not undone: " + (Failure.describe(error).message ?? "\(error)")
    }
  }

  /// Re-applies what the last undo reverted, as `kakeibo redo` does; returns what it says.
  static func redo(in ledger: Ledger) -> String {
    do {
      return
        (try ledger.redoLastUndo().map(ChangeWords.Reversal.redo.done)
        ?? ChangeWords.Reversal.redo.nothing).english
    } catch {
      return "Not redone: " + (Failure.describe(error).message ?? "\(error)")
    }
  }

  /// Deletes entry `id`, as it was `shown`; returns the status line that says what happened.
  static func delete(_ id: Int64, shown: Entry?, in ledger: Ledger, glyphs: GlyphStyle) -> String {
    do {
      guard let entry = try ledger.delete(id: id, shown: shown) else {
        return "#\(id) no longer exists"
      }
      return "Deleted " + EntryRendering.line(entry, glyphs)
    } catch {
      return "Not deleted: " + (Failure.describe(error).message ?? "\(error)")
    }
  }
}
