import KakeiboCore
import Messages
import Wording

/// How `kakeibo browse` is drawn on the whole screen: a title, the table's header, its body
/// (with what is open under the selected row, or the key help), a footer with the total per
/// category of the rows shown (on as many lines as the width needs), a status line and the
/// keys (or the filter being typed). Pure.
public enum BrowseView {
  /// The lines around the body besides the totals: title and header above; rule, status and
  /// keys below.
  static let fixedLinesAroundBody = 5

  /// The number of body lines a screen of `size` shows for `screen`: what the other lines
  /// leave, the totals taking as many lines as they need.
  public static func bodyHeight(
    for size: TerminalSize, _ screen: BrowseScreen, appearance: Appearance
  ) -> Int {
    let totals = totalsLines(
      screen.entries, schedule: screen.schedule, projection: screen.projection,
      appearance: appearance, width: size.columns)
    return max(1, size.rows - fixedLinesAroundBody - totals.count)
  }

  /// The whole screen for `screen` at `size`, scrolled as `screen.topRow` says.
  public static func frame(_ screen: BrowseScreen, size: TerminalSize, appearance: Appearance)
    -> Frame
  {
    let width = size.columns
    let style = appearance.style
    let words = appearance.words
    let layout = Layout(
      screen.entries, appearance: appearance, width: width, household: screen.household)
    // A payday month says which dates it covers; a calendar month needs no explaining.
    let range = screen.monthStart == .calendar ? nil : screen.dates
    let filter = screen.filter.map(\.text).flatMap { $0.isEmpty ? nil : VisibleText.of($0) }
    let isShowingHelp: Bool
    if case .help = screen.overlay { isShowingHelp = true } else { isShowingHelp = false }
    var lines = [
      style.bold(
        Appearance.fit(
          words(
            BrowseText.title(
              month: screen.month, dates: range, shown: screen.entries.count,
              total: screen.monthEntries.count, filter: filter)), width: width)),
      // The key help takes the place of the table, its header included.
      style.bold(
        Appearance.fit(
          isShowingHelp ? "  " + words(BrowseText.helpTitle) : layout.header, width: width)),
    ]

    var body: [String] = []
    var cursor: Frame.Position?
    /// Adds what is open over the table at the end of the body so far.
    func appendOverlay() {
      let overlay = overlayLines(screen, width: width, appearance: appearance)
      if let position = overlay.cursor {
        cursor = Frame.Position(
          row: lines.count + body.count + position.row - screen.topRow, column: position.column)
      }
      body += overlay.lines
    }
    if isShowingHelp {
      body = helpLines(width: width, language: appearance.language)
    } else {
      if screen.entries.isEmpty {
        body.append(
          Appearance.fit(
            "  " + words(BrowseText.noEntries(screen.month, filter: filter)), width: width))
        if case .newEntry = screen.overlay { appendOverlay() }
      }
      for (row, entry) in screen.entries.enumerated() {
        let isSelected = row == screen.selectedRow
        let text = Appearance.fit(
          layout.row(
            entry, isSelected: isSelected, isProvisional: screen.provisional.contains(entry.id)),
          width: width)
        body.append(isSelected ? style.inverse(text) : text)
        if isSelected { appendOverlay() }
      }
    }
    let totals = totalsLines(
      screen.entries, schedule: screen.schedule, projection: screen.projection,
      appearance: appearance, width: width)
    let height = max(1, size.rows - fixedLinesAroundBody - totals.count)
    let visible = Array(body.dropFirst(isShowingHelp ? 0 : screen.topRow).prefix(height))
    lines += visible + Array(repeating: "", count: height - visible.count)
    if let position = cursor, !(2..<(2 + height)).contains(position.row) { cursor = nil }

    lines.append(String(repeating: "-", count: max(0, width - 1)))
    lines += totals.map(style.bold)
    lines.append(Appearance.fit(screen.status ?? "", width: width))
    if isShowingHelp {
      lines.append(style.dim(Appearance.fit(words(BrowseText.helpClose), width: width)))
    } else if let filter = screen.filter, filter.isTyping, screen.overlay == nil {
      // The filter being typed, with the cursor in it, and its keys.
      let hint = "   " + words(BrowseText.filterHint)
      let shown = filter.editor.visible(width: max(2, width - 1 - DisplayWidth.of(hint) - 1))
      cursor = Frame.Position(row: lines.count, column: 1 + shown.cursorColumn)
      lines.append(Appearance.fit("/" + shown.text + style.dim(hint), width: width))
    } else {
      lines.append(style.dim(Appearance.fit(words(BrowseText.hint), width: width)))
    }
    return Frame(lines: lines, cursor: cursor)
  }

  /// The lines open under the selected row (or, for a new entry in an empty month, under the
  /// "No entries" line), and where the cursor stands among them.
  static func overlayLines(_ screen: BrowseScreen, width: Int, appearance: Appearance) -> (
    lines: [String], cursor: Frame.Position?
  ) {
    guard let overlay = screen.overlay else { return ([], nil) }
    let layout = Layout(
      screen.entries, appearance: appearance, width: width, household: screen.household)
    /// A form, indented by two columns.
    func formLines(_ form: EntryForm) -> ([String], Frame.Position?) {
      let frame = EntryFormView.frame(form, width: width - 2, appearance: appearance)
      return (
        frame.lines.map { "  " + $0 },
        frame.cursor.map { Frame.Position(row: $0.row, column: $0.column + 2) }
      )
    }
    switch overlay {
    case .newEntry(let form):
      return formLines(form)
    case .help:
      return ([], nil)
    default:
      break
    }
    guard let entry = screen.selectedEntry else { return ([], nil) }
    switch overlay {
    case .category(let field):
      let picker = PickerViews.categoryPickerLines(
        field, indent: layout.categoryColumn, width: width, appearance: appearance)
      let note = PickerViews.categoryPickerNote(field.state, language: appearance.language)
      let fitted = Appearance.fit(note.text, width: width - layout.categoryColumn)
      let noteLine =
        String(repeating: " ", count: layout.categoryColumn)
        + (note.isProblem ? appearance.style.red(fitted) : appearance.style.dim(fitted))
      return (picker.lines + [noteLine], picker.cursor)
    case .date(let picker):
      let dateNote = PickerViews.dateNote(picker, language: appearance.language)
      let fitted = Appearance.fit(dateNote.text, width: width - 2)
      let note = dateNote.isProblem ? appearance.style.red(fitted) : appearance.style.dim(fitted)
      // Under the row's date.
      let indent = String(repeating: " ", count: layout.dateColumn)
      return (
        [indent + PickerViews.dateLine(picker, appearance: appearance), indent + note], nil
      )
    case .form(let form):
      return formLines(form)
    case .confirmDelete:
      let summary =
        "#\(entry.id)  \(entry.date)  \(entry.label(appearance.glyphs))  \(entry.amount)"
      return (
        [Appearance.fit("  " + appearance.words(BrowseText.confirmDelete(summary)), width: width)],
        nil
      )
    case .newEntry, .help:
      return ([], nil)
    }
  }

  /// The key help, one key a line, in place of the table's body.
  static func helpLines(width: Int, language: Language) -> [String] {
    let keysWidth = BrowseKeyHelp.allCases.map { DisplayWidth.of($0.keys) }.max() ?? 0
    return BrowseKeyHelp.allCases.map { line in
      Appearance.fit(
        "  " + DisplayWidth.pad(line.keys, to: keysWidth, alignment: .left) + "  "
          + line.text(in: language),
        width: width)
    }
  }

  /// The total per category of `entries` and their total, `🏠 生活費 ¥2,260   …   Total
  /// ¥14,260`, on one line when it fits `width`, else on as many as it needs: a total is
  /// never cut in two. When the entries hold income, the income and the balance (収支: income
  /// minus expenses, signed) follow on a line of their own: `💴 収入 ¥280,000   収支 +¥265,740`. When the recurring
  /// rules will still add to the month (`schedule`), what they add and the month-end forecast
  /// follow on a line of their own: `Scheduled (予定) ¥85,000   Forecast (月末見込み) ¥211,490`.
  /// With a `projection` (the month under way), the forecast adds the variable spending it
  /// projects for the days left, with its range: `Forecast (月末見込み) ¥251,490 (¥231,000–
  /// ¥268,000)`, `月末見込み ¥251,490（¥231,000〜¥268,000）` (`BrowseText.forecastRange`).
  static func totalsLines(
    _ entries: [Entry], schedule: Schedule? = nil, projection: SpendingForecast? = nil,
    appearance: Appearance, width: Int
  ) -> [String] {
    let words = appearance.words
    let tooLarge = words(BrowseText.tooLarge)
    var sums: [Category: Yen] = [:]
    var total: Yen? = .zero
    var income: Yen? = .zero
    var hasIncome = false
    var overflowed: Set<Category> = []
    for entry in entries {
      // Income is none of the categories, and no part of what was spent.
      guard let category = entry.category else {
        hasIncome = true
        income = income?.adding(entry.amount)
        continue
      }
      if let sum = (sums[category] ?? .zero).adding(entry.amount) {
        sums[category] = sum
      } else {
        overflowed.insert(category)
      }
      total = total?.adding(entry.amount)
    }
    let parts =
      Category.allCases.map { category in
        appearance.label(category) + " "
          + (overflowed.contains(category)
            ? tooLarge : (sums[category] ?? .zero).description)
      } + [words(BrowseText.total) + " " + (total?.description ?? tooLarge)]
    var groups = [parts]
    if hasIncome {
      let balance = income.flatMap { income in
        total.flatMap { total in
          let (value, overflow) = income.value.subtractingReportingOverflow(total.value)
          return overflow ? nil : value
        }
      }
      groups.append([
        EntryKind.incomeIcon.glyph(appearance.glyphs) + " " + EntryKind.incomeName + " "
          + (income?.description ?? tooLarge),
        words(BrowseText.balance) + " "
          + (balance.map { ($0 > 0 ? "+" : "") + Yen($0).description } ?? tooLarge),
      ])
    }
    let scheduled = (try? schedule?.total()) ?? nil
    // As the report: when something is scheduled, or a month before weighs against the pace.
    if let scheduled, scheduled.count > 0 || (projection?.historyMonths ?? 0) > 0 {
      let known = total.flatMap { $0.adding(scheduled.total) }
      var forecast = known?.description ?? tooLarge
      if let projection {
        var sums = (Int64(0), Int64(0), Int64(0))
        for category in projection.categories.values {
          sums.0 &+= category.expected.value
          sums.1 &+= category.low.value
          sums.2 &+= category.high.value
        }
        let figures = [sums.0, sums.1, sums.2].map { known?.adding(Yen($0))?.description }
        forecast = words(
          BrowseText.forecastRange(
            expected: figures[0] ?? tooLarge, low: figures[1] ?? tooLarge,
            high: figures[2] ?? tooLarge))
      }
      groups.append([
        words(BrowseText.scheduled) + " " + scheduled.total.description,
        words(BrowseText.forecast) + " " + forecast,
      ])
    }
    let separator = "   "
    var lines: [String] = []
    for group in groups {
      var line = ""
      for part in group {
        let candidate = line.isEmpty ? "  " + part : line + separator + part
        // The last column stays free, as for every line of the screen.
        if !line.isEmpty && DisplayWidth.of(candidate) > width - 1 {
          lines.append(line)
          line = "  " + part
        } else {
          line = candidate
        }
      }
      lines.append(line)
    }
    return lines.map { Appearance.fit($0, width: width) }
  }

  /// The table's columns: the selection marker, the id (right-aligned, as `kakeibo edit ID`
  /// takes it), date, category with its 内訳, amount (right-aligned) and memo, separated by two
  /// spaces. The category column is as wide as its widest label while that leaves the memo a
  /// few columns of a `width`-column line; narrower, long 内訳 are cut with `…`, but never a
  /// category's name.
  struct Layout {
    let appearance: Appearance
    let idWidth: Int
    let categoryWidth: Int
    let amountWidth: Int
    /// The payer column's width, and the household that names them: only for a household of
    /// more than one person.
    let payers: (household: Household, width: Int)?

    /// The columns of memo that a long 内訳 leaves.
    static let memoMinimum = 10

    init(_ entries: [Entry], appearance: Appearance, width: Int, household: Household? = nil) {
      self.appearance = appearance
      if let household, household.isShared {
        let names = household.people.map { VisibleText.of(household.name(of: $0)) }
        let header = appearance.words(HouseholdScreenText.paidByColumn)
        payers = (household, ([header] + names).map(DisplayWidth.of).max() ?? 0)
      } else {
        payers = nil
      }
      let header = { appearance.words(BrowseText.header($0)) }
      idWidth =
        ([header(.id)] + entries.map { String($0.id) }).map(DisplayWidth.of).max() ?? 0
      amountWidth =
        ([header(.amount)] + entries.map(\.amount.description)).map(DisplayWidth.of).max() ?? 0
      let least =
        ([header(.category)] + Category.allCases.map(appearance.label)).map(DisplayWidth.of)
        .max() ?? 0
      let widest =
        entries.map { DisplayWidth.of(appearance.label($0.categoryPick)) }.max() ?? 0
      let room =
        width - 1 - (2 + idWidth + 2 + 10 + 2) - 2 - amountWidth - 2 - Self.memoMinimum
        - (payers.map { $0.width + 2 } ?? 0)
      categoryWidth = max(least, min(widest, room))
    }

    /// Where the date column starts: after the marker, the id and a gap.
    var dateColumn: Int { 2 + idWidth + 2 }
    /// Where the category column starts: after the date and a gap.
    var categoryColumn: Int { dateColumn + 10 + 2 }

    var header: String {
      let header = { appearance.words(BrowseText.header($0)) }
      return line(
        marker: "  ", id: header(.id), date: header(.date), category: header(.category),
        amount: header(.amount), payer: appearance.words(HouseholdScreenText.paidByColumn),
        memo: header(.memo))
    }

    /// A provisional entry's memo (an estimate rule's, 見込み) is marked as such.
    func row(_ entry: Entry, isSelected: Bool, isProvisional: Bool = false) -> String {
      let mark = isProvisional ? appearance.words(BrowseText.provisional) : ""
      let memo = VisibleText.of(entry.memo.text)
      return line(
        marker: isSelected ? "> " : "  ", id: String(entry.id), date: entry.date.description,
        category: DisplayWidth.truncate(
          appearance.label(entry.categoryPick), to: categoryWidth),
        amount: entry.amount.description,
        payer: payers.map { VisibleText.of($0.household.name(of: $0.household.payer(of: entry))) }
          ?? "",
        memo: mark + (mark.isEmpty || memo.isEmpty ? "" : " ") + memo)
    }

    private func line(
      marker: String, id: String, date: String, category: String, amount: String,
      payer: String, memo: String
    ) -> String {
      var text =
        marker + DisplayWidth.pad(id, to: idWidth, alignment: .right) + "  "
        + DisplayWidth.pad(date, to: 10, alignment: .left) + "  "
        + DisplayWidth.pad(category, to: categoryWidth, alignment: .left) + "  "
        + DisplayWidth.pad(amount, to: amountWidth, alignment: .right) + "  "
        + (payers.map { DisplayWidth.pad(payer, to: $0.width, alignment: .left) + "  " } ?? "")
        + memo
      while text.last == " " { text.removeLast() }
      return text
    }
  }
}
