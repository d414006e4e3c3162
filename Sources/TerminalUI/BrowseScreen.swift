import KakeiboCore

/// The state of `kakeibo browse`: a month's entries as a table with a selected row, and what is
/// open under that row (a category picker, a date picker, the edit form or a delete
/// confirmation). Pure: keys go in, and commands for the ledger come out; the caller performs
/// them and shows the result with `show(_:of:selecting:)`. `BrowseView` draws it.
public struct BrowseScreen {
  /// What is open under the selected row.
  public enum Overlay {
    case category(PickerField<Category>)
    case date(DatePickerState)
    case form(EntryForm)
    case confirmDelete
  }

  /// What the caller must do for the screen.
  public enum Command: Equatable, Sendable {
    /// Save `changes` to entry `id`, then show the month again.
    case update(id: Int64, EntryChanges)
    case delete(id: Int64)
    /// Load and show another month.
    case showMonth(YearMonth)
    /// Leave (q): exit status 0.
    case quit
    /// Leave on Ctrl-C: exit status 130.
    case interrupt
  }

  public private(set) var month: YearMonth
  /// The month's entries in date order, then id.
  public private(set) var entries: [Entry]
  /// The index in `entries` of the selected row (0 when there are none).
  public private(set) var selectedRow = 0
  /// The first line of the table's body shown (counting the overlay's lines under the row).
  public private(set) var topRow = 0
  public private(set) var overlay: Overlay?
  /// A line telling what the last command did, or why it failed.
  public var status: String?
  public let today: LedgerDate
  /// The day the household's months begin on (`kakeibo config set month-start`).
  public let monthStart: MonthStart
  /// How many rows Page Up and Page Down move: the body's height, as last laid out.
  private var pageSize = 10

  public init(
    month: YearMonth, entries: [Entry], today: LedgerDate, monthStart: MonthStart = .calendar
  ) {
    self.month = month
    self.entries = entries
    self.today = today
    self.monthStart = monthStart
  }

  /// The dates the shown month covers, from its first day to its last.
  public var dates: DateRange { month.dates(startingOn: monthStart) }

  public var selectedEntry: Entry? {
    entries.indices.contains(selectedRow) ? entries[selectedRow] : nil
  }

  // MARK: Keys

  /// Applies `key`: to what is open under the row, else to the table. Returns what the caller
  /// must do, if anything.
  public mutating func handle(_ key: Key) -> Command? {
    if key == .interrupt {
      overlay = nil
      return .interrupt
    }
    guard let overlay else { return handleTableKey(key) }
    guard let entry = selectedEntry else {
      self.overlay = nil
      return nil
    }
    switch overlay {
    case .category(var field):
      switch field.handle(key) {
      case .picked(let category)?:
        self.overlay = nil
        return category == entry.category
          ? nil : .update(id: entry.id, EntryChanges(category: category))
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
        return .update(
          id: entry.id,
          EntryChanges(
            date: draft.date, amount: draft.amount, category: draft.category, memo: draft.memo))
      case .cancelled?:
        self.overlay = nil
      case nil:
        self.overlay = .form(form)
      }
    case .confirmDelete:
      self.overlay = nil
      if key == .character("y") || key == .character("Y") { return .delete(id: entry.id) }
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
    case .character("q"), .escape, .endOfInput: return .quit
    default: openOverlay(for: key)
    }
    return nil
  }

  /// Opens what `key` asks for under the selected row: Enter the category picker, `d` the date
  /// picker, `e` the edit form, `x` the delete confirmation.
  private mutating func openOverlay(for key: Key) {
    guard let entry = selectedEntry else { return }
    switch key {
    case .enter:
      overlay = .category(PickerField(Category.picker(current: entry.category)))
    case .character("d"):
      overlay = .date(DatePickerState(date: entry.date, today: today))
    case .character("e"):
      overlay = .form(
        EntryForm(
          title: "Edit #\(entry.id)",
          values: .init(
            amount: entry.amount, memo: entry.memo, category: entry.category, date: entry.date),
          asking: Set(EntryForm.Field.allCases), today: today))
    case .character("x"):
      overlay = .confirmDelete
    default:
      break
    }
  }

  private mutating func select(_ row: Int) {
    selectedRow = max(0, min(row, entries.count - 1))
  }

  // MARK: Showing results

  /// Shows `entries` of `month`, selecting entry `id` when it is among them, else the row
  /// nearest the one selected before. Closes whatever was open under the row.
  public mutating func show(_ entries: [Entry], of month: YearMonth, selecting id: Int64? = nil) {
    let isSameMonth = month == self.month
    self.month = month
    self.entries = entries
    overlay = nil
    if !isSameMonth { topRow = 0 }
    if let id, let row = entries.firstIndex(where: { $0.id == id }) {
      selectedRow = row
    } else {
      select(isSameMonth ? selectedRow : 0)
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
