import KakeiboCore
import Messages

/// The state of `kakeibo browse`: a month's entries as a table with a selected row, and what is
/// open over it (a category | 内訳 picker, a date picker or the entry form under the row, a
/// delete confirmation, the form for a new entry, or the key help); the rows may be filtered by
/// memo.
/// Pure: keys go in, and commands for the ledger come out; the caller performs them and shows
/// the result with `show(_:of:selecting:)`. `BrowseView` draws it.
public struct BrowseScreen {
  /// What is open over the table.
  public enum Overlay {
    case category(CategoryPickerField)
    case date(DatePickerState)
    /// The whole entry of the selected row.
    case form(EntryForm)
    case confirmDelete
    /// A new entry (`a`).
    case newEntry(EntryForm)
    /// The keys (`?`), until any key.
    case help
  }

  /// The filter by memo and 内訳 (`/`): what has been typed, and whether keys still go to it.
  public struct Filter {
    public var editor = LineEditor()
    /// Whether keys are being typed into the filter (until Enter).
    public var isTyping = true

    public var text: String { editor.text }

    /// Whether `entry`'s memo or 内訳 contains the filter's text, as `--search` finds it
    /// (`SearchTerm`: letter case, full- and half-width forms and NFKC aside). A filter of
    /// nothing but white space matches every entry, as an empty one does; one that holds a
    /// character no memo holds matches none.
    public func matches(_ entry: Entry) -> Bool {
      guard !TextNormalization.trimmed(text).isEmpty else { return true }
      return (try? SearchTerm(text))?.matches(entry) ?? false
    }
  }

  /// What the caller must do for the screen.
  public enum Command: Equatable, Sendable {
    /// Save `changes` to entry `id`, then show the month again.
    case update(id: Int64, EntryChanges)
    case delete(id: Int64)
    /// Add the entry, then show its month.
    case add(EntryDraft)
    /// Undo the last change to the ledger (whatever made it), then show the month again.
    case undo
    /// Re-apply what the last undo reverted, then show the month again.
    case redo
    /// Load and show another month.
    case showMonth(YearMonth)
    /// Leave (q): exit status 0.
    case quit
    /// Leave on Ctrl-C: exit status 130.
    case interrupt
  }

  public private(set) var month: YearMonth
  /// Every entry of the month, in date order, then id.
  public private(set) var monthEntries: [Entry]
  /// The rows shown: the month's entries that the filter matches (all of them without one).
  public private(set) var entries: [Entry]
  /// The index in `entries` of the selected row (0 when there are none).
  public private(set) var selectedRow = 0
  /// The first line of the table's body shown (counting the overlay's lines under the row).
  public private(set) var topRow = 0
  public private(set) var overlay: Overlay?
  /// The filter by memo, while one is typed or kept.
  public private(set) var filter: Filter?
  /// A line telling what the last command did, or why it failed.
  public var status: String?
  /// What the recurring rules will still add to the month shown, for the current month and
  /// those ahead (the footer shows it with the month-end forecast); nil for a month that is
  /// over.
  public var schedule: Schedule?
  /// The variable spending projected for the days left of the month under way (the footer's
  /// forecast adds it, with its range); nil for another month.
  public var projection: SpendingForecast?
  /// The ids of the month's provisional entries (an estimate rule's, 見込み): their rows are
  /// marked.
  public var provisional: Set<Int64> = []
  public let today: LedgerDate
  /// The day the household's months begin on (`kakeibo config set month-start`).
  public let monthStart: MonthStart
  /// The household, whose payers a column shows when it has more than one person; nil: none.
  public var household: Household?
  /// The 内訳 in use that the category | 内訳 picker lists, and the category and 内訳 the
  /// new-entry form's picker opens on for a memo.
  private let suggestions: CategorySuggestions
  /// How many rows Page Up and Page Down move: the body's height, as last laid out.
  private var pageSize = 10

  /// Opens on `month`: on today's row when the month holds today (the last row on or before
  /// it), else on the first row.
  public init(
    month: YearMonth, entries: [Entry], today: LedgerDate, monthStart: MonthStart = .calendar,
    suggestions: CategorySuggestions = CategorySuggestions()
  ) {
    self.month = month
    self.monthEntries = entries
    self.entries = entries
    self.today = today
    self.monthStart = monthStart
    self.suggestions = suggestions
    selectedRow = openingRow
  }

  /// The dates the shown month covers, from its first day to its last.
  public var dates: DateRange { month.dates(startingOn: monthStart) }

  public var selectedEntry: Entry? {
    entries.indices.contains(selectedRow) ? entries[selectedRow] : nil
  }

  /// The row a month opens on: the last on or before today when the month holds today, else
  /// the first.
  private var openingRow: Int {
    guard dates.contains(today) else { return 0 }
    return entries.lastIndex { $0.date <= today } ?? 0
  }

  // MARK: Keys

  /// Applies `key`: to what is open over the table, else to the filter being typed, else to
  /// the table. Returns what the caller must do, if anything.
  public mutating func handle(_ key: Key) -> Command? {
    if key == .interrupt {
      overlay = nil
      return .interrupt
    }
    if let overlay { return handle(key, in: overlay) }
    if filter?.isTyping == true { return handleFilterKey(key) }
    return handleTableKey(key)
  }

  private mutating func handle(_ key: Key, in overlay: Overlay) -> Command? {
    if case .help = overlay {
      self.overlay = nil
      return nil
    }
    if case .newEntry(var form) = overlay {
      switch form.handle(key) {
      case .completed(let draft)?:
        self.overlay = nil
        return .add(draft)
      case .cancelled?:
        self.overlay = nil
      case nil:
        self.overlay = .newEntry(form)
      }
      return nil
    }
    guard let entry = selectedEntry else {
      self.overlay = nil
      return nil
    }
    switch overlay {
    case .category(var field):
      switch field.handle(key) {
      case .picked(let pick)?:
        self.overlay = nil
        let changes = EntryChanges(
          category: pick.category == entry.category ? nil : pick.category,
          subcategory: pick.subcategory == entry.subcategory ? nil : .some(pick.subcategory))
        return changes.isEmpty ? nil : .update(id: entry.id, changes)
      case .cancelled?:
        self.overlay = nil
      case nil:
        self.overlay = .category(field)
      }
    case .date(var picker):
      switch picker.handle(key) {
      case .picked(let date)?:
        self.overlay = nil
        return date == entry.date ? nil : .update(id: entry.id, EntryChanges(date: date))
      case .cancelled?:
        self.overlay = nil
      case nil:
        self.overlay = .date(picker)
      }
    case .form(var form):
      switch form.handle(key) {
      case .completed(let draft)?:
        self.overlay = nil
        // Who paid and the split change only when the form picked others.
        return .update(
          id: entry.id,
          EntryChanges(
            date: draft.date, amount: draft.amount, category: draft.category,
            subcategory: .some(draft.subcategory), memo: draft.memo,
            paidBy: draft.paidBy == entry.paidBy ? nil : draft.paidBy,
            split: draft.split == entry.split ? nil : .some(draft.split)))
      case .cancelled?:
        self.overlay = nil
      case nil:
        self.overlay = .form(form)
      }
    case .confirmDelete:
      self.overlay = nil
      if key == .character("y") || key == .character("Y") { return .delete(id: entry.id) }
    case .newEntry, .help:
      break
    }
    return nil
  }

  private mutating func handleTableKey(_ key: Key) -> Command? {
    status = nil
    switch key {
    case .up, .character("k"): select(selectedRow - 1)
    case .down, .character("j"): select(selectedRow + 1)
    case .pageUp: select(selectedRow - pageSize)
    case .pageDown: select(selectedRow + pageSize)
    case .home: select(0)
    case .end: select(entries.count - 1)
    case .left, .character("h"): return month.previous.map(Command.showMonth)
    case .right, .character("l"): return month.next.map(Command.showMonth)
    case .character("t"): return .showMonth(YearMonth(containing: today, startingOn: monthStart))
    case .character("q"): return .quit
    case .character("u"): return .undo
    case .character("r"): return .redo
    case .character("a"): overlay = .newEntry(newEntryForm())
    case .character("?"): overlay = .help
    case .character("/"):
      var resumed = filter ?? Filter()
      resumed.isTyping = true
      filter = resumed
    case .escape:
      // Esc clears a filter; it never quits.
      if filter != nil { setFilter(nil) }
    default: openOverlay(for: key)
    }
    return nil
  }

  /// Typing into the filter: text goes to it and the rows follow; ↑/↓ still move; Enter keeps
  /// the filter and gives the keys back to the table; Esc clears it.
  private mutating func handleFilterKey(_ key: Key) -> Command? {
    guard var filter else { return nil }
    switch key {
    case .up, .down, .pageUp, .pageDown:
      return handleTableKey(key)
    case .escape:
      setFilter(nil)
    case .enter:
      filter.isTyping = false
      setFilter(filter.text.isEmpty ? nil : filter)
    default:
      _ = filter.editor.handle(key)
      setFilter(filter)
    }
    return nil
  }

  /// Sets the filter and the rows it shows, keeping the selected entry selected when it is
  /// still shown.
  private mutating func setFilter(_ filter: Filter?) {
    let selectedID = selectedEntry?.id
    self.filter = filter
    entries = filter.map { filter in monthEntries.filter(filter.matches) } ?? monthEntries
    topRow = 0
    if let selectedID, let row = entries.firstIndex(where: { $0.id == selectedID }) {
      selectedRow = row
    } else {
      select(0)
    }
  }

  /// Opens what `key` asks for under the selected row: Enter the category | 内訳 picker, on
  /// the row's values (an income's offers income alone), `d` the date picker, `e` the edit
  /// form, `x` the delete confirmation.
  private mutating func openOverlay(for key: Key) {
    guard let entry = selectedEntry else { return }
    switch key {
    case .enter:
      overlay = .category(
        CategoryPickerField(
          CategoryPickerState(
            kind: entry.kind,
            current: entry.categoryPick,
            subcategories: suggestions.subcategories())))
    case .character("d"):
      overlay = .date(DatePickerState(date: entry.date, today: today))
    case .character("e"):
      overlay = .form(
        EntryForm(
          title: .edit(id: entry.id),
          // The amount's size: a refund stays a refund.
          values: .init(
            amount: Yen(Int64(entry.amount.value.magnitude)), memo: entry.memo, kind: entry.kind,
            category: entry.category, subcategory: entry.subcategory, date: entry.date,
            paidBy: entry.paidBy, split: entry.split),
          asking: Set(EntryForm.Field.allCases), today: today, suggestions: suggestions,
          household: household))
    case .character("x"):
      overlay = .confirmDelete
    default:
      break
    }
  }

  /// The form `a` opens: every field asked (who paid and the split in a household of more than
  /// one person), dated as the selected row is (the row the person is looking at names the day
  /// they mean); in a month without rows, today when the month holds today, else the month's
  /// first day.
  private func newEntryForm() -> EntryForm {
    EntryForm(
      title: .newExpense,
      values: .init(date: selectedEntry?.date ?? (dates.contains(today) ? today : dates.first)),
      asking: Set(EntryForm.Field.allCases), today: today,
      suggestions: suggestions, household: household)
  }

  private mutating func select(_ row: Int) {
    selectedRow = max(0, min(row, entries.count - 1))
  }

  // MARK: Showing results

  /// Shows `entries` of `month`, selecting entry `id` when it is among the rows shown, else
  /// the row nearest the one selected before (another month opens as `init` does, without a
  /// filter). Closes whatever was open over the table.
  public mutating func show(_ entries: [Entry], of month: YearMonth, selecting id: Int64? = nil) {
    let isSameMonth = month == self.month
    self.month = month
    monthEntries = entries
    overlay = nil
    if !isSameMonth {
      topRow = 0
      filter = nil
    }
    self.entries = filter.map { filter in entries.filter(filter.matches) } ?? entries
    if let id, let row = self.entries.firstIndex(where: { $0.id == id }) {
      selectedRow = row
    } else {
      select(isSameMonth ? selectedRow : openingRow)
    }
  }

  // MARK: Scrolling

  /// The number of lines the overlay takes under the selected row.
  public func overlayHeight(appearance: Appearance, width: Int) -> Int {
    BrowseView.overlayLines(self, width: width, appearance: appearance).lines.count
  }

  /// Scrolls so that the selected row and everything open under it are in a body of
  /// `bodyHeight` lines, moving as little as possible; when both do not fit, the row wins.
  public mutating func scroll(bodyHeight: Int, overlayHeight: Int) {
    let height = max(1, bodyHeight)
    pageSize = height
    let total = entries.count + overlayHeight
    var top = topRow
    let lastNeeded = selectedRow + overlayHeight
    if lastNeeded >= top + height { top = lastNeeded - height + 1 }
    if selectedRow < top { top = selectedRow }
    topRow = max(0, min(top, total - height))
  }
}
