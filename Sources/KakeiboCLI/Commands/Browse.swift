import ArgumentParsing
import KakeiboCore
import KakeiboStore
import TerminalUI
import Wording

/// `kakeibo browse [MONTH]`: a full-screen table of a month's entries that edits rows in place.
enum Browse: Command {
  static let name = "browse"

  static let month = OptionalArgument.month(Phrase(en: "The month to show", ja: "表示する月です"))

  static var declaration: Declaration {
    Declaration(
      name,
      abstract: Phrase(
        en: "Browse and edit a month's entries on a full screen",
        ja: "1 か月の記録を全画面で見て編集します"),
      usage: [Phrase(en: "[MONTH] [--month-start DAY]", ja: "[月] [--month-start 日]")],
      arguments: [month],
      options: [.monthStart],
      discussion: Phrase(
        en: """
          Opens on today's row (the last on or before today) when the month is this one.
          Keys: ↑/↓ (k/j) select a row; Enter opens the category | 内訳 picker under it (←/→ \
          switch its columns; typing in the 内訳 column names a new one), d the date picker, e \
          the entry form; x deletes after a y/n question; a adds an entry through the form, \
          dated as the selected row; u undoes the last change and r redoes it; / filters the rows by memo or 内訳 as you type, as 'list \
          --search' finds them (Enter keeps the filter, Esc clears it); ←/→ (h/l) show the \
          previous or next month, t this month; ? shows the keys; q quits (Ctrl-C with status \
          130). Esc closes what is open but never quits. Every change is saved at once.
          Needs a terminal: in scripts, use 'kakeibo list --month MONTH' and 'kakeibo edit'.
          """,
        ja: """
          今月を表示するときは、今日の行（今日かそれより前の最後の行）で開きます。
          キー: ↑/↓ (k/j) で行を選びます。Enter でその下に区分｜内訳の選択画面を開きます（←/→ \
          で列を切り替え、内訳の列で文字を入力すると新しい内訳の名前になります）。d で日付の選択\
          画面、e で入力画面を開きます。x で y/n を確かめてから削除し、a で入力画面から記録を追加\
          します（日付は選んでいる行の日付です）。u で直前の変更を取り消し、r でやり直します。/ で、入力に合わせてメモか内訳で行を絞り込みます\
          （'list --search' と同じ探し方です。Enter で絞り込みを残し、Esc で解除します）。←/→ \
          (h/l) で前の月・次の月、t で今月を表示します。? でキーの一覧を表示し、q で終わります\
          （Ctrl-C ならステータス 130 で終わります）。Esc は開いているものを閉じますが、終わり\
          はしません。変更はすべてすぐに保存します。
          端末が必要です。スクリプトでは 'kakeibo list --month 月' と 'kakeibo edit' を使います。
          """),
      examples: ["kakeibo browse", "kakeibo browse 2026-11"],
      run: run)
  }

  static func run(_ arguments: Arguments, in context: Context) throws {
    let month = arguments[Self.month]
    let override = arguments[.monthStart]
    guard context.interaction == .keys, let terminal = context.terminal else {
      // `list --month` is a calendar month.
      let shown = try month?.resolved(current: context.today.yearMonth) ?? context.today.yearMonth
      throw UsageRule.browseNeedsTerminal(month: "\(shown)").refusal(command: name)
    }
    // An interactive session writes as it goes, between reads that keep statements prepared:
    // the connection is read-write from the start.
    let ledger = try context.openLedger(arguments, intent: .read, readsFirst: false)
    let start = try ledger.monthStart(overriddenBy: override)
    let shownMonth =
      try month?.resolved(today: context.today, startingOn: start)
      ?? YearMonth(containing: context.today, startingOn: start)
    var state = BrowseScreen(
      month: shownMonth, entries: try ledger.entries.list(in: shownMonth.dates(startingOn: start)),
      today: context.today, monthStart: start,
      suggestions: CategorySuggestions(ledger))
    state.household = try ledger.members.household()
    let appearance = context.appearance
    let screen = try TerminalScreen(terminal: terminal, fullScreen: true)
    defer { screen.close() }
    // The projection and the provisional entries are read again only when the month or its
    // entries change.
    var projected: (month: YearMonth, entries: [Entry])?
    while true {
      state.schedule = try ledger.rules.schedule(remainingIn: state.dates, today: context.today)
      if projected.map({ $0.month != state.month || $0.entries != state.monthEntries }) ?? true {
        state.projection = try Report.projection(
          of: state.month, dates: state.dates, today: context.today, startingOn: start,
          scheduled: state.schedule != nil, in: ledger)
        state.provisional = try ledger.rules.provisionalEntryIDs(in: state.dates)
        projected = (state.month, state.monthEntries)
      }
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
          state.show(try ledger.entries.list(in: month.dates(startingOn: start)), of: month)
        case .update(let id, let changes)?:
          state.status = save(
            changes, to: id, shown: state.entries.first { $0.id == id }, in: ledger,
            language: context.language)
          state.show(try ledger.entries.list(in: state.dates), of: state.month, selecting: id)
        case .delete(let id)?:
          state.status = delete(
            id, shown: state.entries.first { $0.id == id }, in: ledger, glyphs: context.glyphStyle,
            language: context.language)
          state.show(try ledger.entries.list(in: state.dates), of: state.month)
        case .add(let draft)?:
          // The new entry is shown in its month, selected.
          let (status, entry) = add(
            draft, to: ledger, glyphs: context.glyphStyle, language: context.language)
          let month = entry.map { YearMonth(containing: $0.date, startingOn: start) } ?? state.month
          state.show(
            try ledger.entries.list(in: month.dates(startingOn: start)), of: month,
            selecting: entry?.id)
          state.status = status
        case .undo?:
          state.status = undo(in: ledger, language: context.language)
          state.show(try ledger.entries.list(in: state.dates), of: state.month)
        case .redo?:
          state.status = redo(in: ledger, language: context.language)
          state.show(try ledger.entries.list(in: state.dates), of: state.month)
        }
      }
    }
  }

  /// Saves `changes` to entry `id`, as it was `shown`; returns the status line that says what
  /// happened (also when another member changed or deleted the row since it was shown), in
  /// `language`.
  static func save(
    _ changes: EntryChanges, to id: Int64, shown: Entry?, in ledger: Ledger, language: Language
  ) -> String {
    do {
      guard let (before, after) = try ledger.entries.update(id: id, with: changes, shown: shown)
      else {
        return BrowseStatus.noLongerExists(id).text(in: language)
      }
      let changes = before.changes(to: after)
      // A memo another program stored with a control character shows it escaped.
      return VisibleText.of(
        (changes.isEmpty ? BrowseStatus.unchanged(id) : .saved(id, changes)).text(in: language))
    } catch {
      return failed(.save, error, language)
    }
  }

  /// Adds `draft`; returns the status line that says what happened, and the new entry.
  static func add(_ draft: EntryDraft, to ledger: Ledger, glyphs: GlyphStyle, language: Language)
    -> (String, Entry?)
  {
    do {
      let entry = try ledger.entries.add(draft)
      return (ChangeWords.added(EntryRendering.line(entry, glyphs)).text(in: language), entry)
    } catch {
      return (failed(.add, error, language), nil)
    }
  }

  /// Undoes the last change to the ledger, as `kakeibo undo` does; returns what it says.
  static func undo(in ledger: Ledger, language: Language) -> String {
    do {
      return
        (try ledger.changes.undoLast().map(ChangeWords.Reversal.undo.done)
        ?? ChangeWords.Reversal.undo.nothing).text(in: language)
    } catch {
      return failed(.undo, error, language)
    }
  }

  /// Re-applies what the last undo reverted, as `kakeibo redo` does; returns what it says.
  static func redo(in ledger: Ledger, language: Language) -> String {
    do {
      return
        (try ledger.changes.redoLastUndo().map(ChangeWords.Reversal.redo.done)
        ?? ChangeWords.Reversal.redo.nothing).text(in: language)
    } catch {
      return failed(.redo, error, language)
    }
  }

  /// Deletes entry `id`, as it was `shown`; returns the status line that says what happened.
  static func delete(
    _ id: Int64, shown: Entry?, in ledger: Ledger, glyphs: GlyphStyle, language: Language
  ) -> String {
    do {
      guard let entry = try ledger.entries.delete(id: id, shown: shown) else {
        return BrowseStatus.noLongerExists(id).text(in: language)
      }
      return ChangeWords.deleted(EntryRendering.line(entry, glyphs)).text(in: language)
    } catch {
      return failed(.delete, error, language)
    }
  }

  /// The status line of a command that failed: what was not done, and the failure's words.
  static func failed(_ action: BrowseStatus.Action, _ error: any Error, _ language: Language)
    -> String
  {
    let reason =
      Failure.describe(error, language: language).message
      ?? ReportMessage.unexpected("\(error)").text(in: language)
    return BrowseStatus.failed(action, reason: reason).text(in: language)
  }
}
