import KakeiboCore

/// How `kakeibo browse` is drawn on the whole screen: a title, the table's header, its body
/// (with what is open under the selected row), a footer with the month's total per category,
/// a status line and the keys. Pure.
public enum BrowseView {
  /// The lines around the body: title and header above; rule, totals, status and keys below.
  static let linesAroundBody = 6
  public static let hint =
    "↑↓ move · Enter category · d date · e edit · x delete · ←→ month · q quit"

  /// The number of body lines a screen of `size` shows.
  public static func bodyHeight(for size: TerminalSize) -> Int {
    max(1, size.rows - linesAroundBody)
  }

  /// The whole screen for `screen` at `size`, scrolled as `screen.topRow` says.
  public static func frame(_ screen: BrowseScreen, size: TerminalSize, appearance: Appearance)
    -> Frame
  {
    let width = size.columns
    let style = appearance.style
    let layout = Layout(screen.entries, appearance: appearance)
    let count = screen.entries.count
    // A payday month says which dates it covers; a calendar month needs no explaining.
    let range =
      screen.monthStart == .calendar ? "" : " (\(screen.dates.first) to \(screen.dates.last))"
    var lines = [
      style.bold(
        Appearance.fit(
          "kakeibo browse  \(screen.month)\(range)  "
            + (count == 1 ? "1 entry" : "\(count) entries"),
          width: width)),
      style.bold(Appearance.fit(layout.header, width: width)),
    ]

    var body: [String] = []
    var cursor: Frame.Position?
    if screen.entries.isEmpty {
      body.append(Appearance.fit("  No entries in \(screen.month).", width: width))
    }
    for (row, entry) in screen.entries.enumerated() {
      let isSelected = row == screen.selectedRow
      let text = Appearance.fit(layout.row(entry, isSelected: isSelected), width: width)
      body.append(isSelected ? style.inverse(text) : text)
      guard isSelected else { continue }
      let overlay = overlayLines(screen, width: width, appearance: appearance)
      if let position = overlay.cursor {
        cursor = Frame.Position(
          row: lines.count + body.count + position.row - screen.topRow, column: position.column)
      }
      body += overlay.lines
    }
    let height = bodyHeight(for: size)
    let visible = Array(body.dropFirst(screen.topRow).prefix(height))
    lines += visible + Array(repeating: "", count: height - visible.count)
    if let position = cursor, !(2..<(2 + height)).contains(position.row) { cursor = nil }

    lines.append(String(repeating: "-", count: max(0, width - 1)))
    lines.append(
      style.bold(Appearance.fit(totals(screen.entries, appearance: appearance), width: width)))
    lines.append(Appearance.fit(screen.status ?? "", width: width))
    lines.append(style.dim(Appearance.fit(hint, width: width)))
    return Frame(lines: lines, cursor: cursor)
  }

  /// The lines open under the selected row, and where the cursor stands among them.
  static func overlayLines(_ screen: BrowseScreen, width: Int, appearance: Appearance) -> (
    lines: [String], cursor: Frame.Position?
  ) {
    guard let overlay = screen.overlay, let entry = screen.selectedEntry else { return ([], nil) }
    let layout = Layout(screen.entries, appearance: appearance)
    switch overlay {
    case .category(let field):
      return (
        PickerViews.categoryLines(
          field.picker, indent: layout.categoryColumn, width: width, appearance: appearance), nil
      )
    case .date(let picker):
      let note =
        PickerViews.missingDigits(picker).map {
          appearance.style.red(Appearance.fit("! " + $0, width: width - 2))
        } ?? appearance.style.dim(Appearance.fit(PickerViews.dateHint, width: width - 2))
      return (["  " + PickerViews.dateLine(picker, appearance: appearance), "  " + note], nil)
    case .form(let form):
      let frame = EntryFormView.frame(form, width: width - 2, appearance: appearance)
      return (
        frame.lines.map { "  " + $0 },
        frame.cursor.map { Frame.Position(row: $0.row, column: $0.column + 2) }
      )
    case .confirmDelete:
      let summary =
        "Delete #\(entry.id)  \(entry.date)  \(appearance.label(entry.category))  \(entry.amount)?"
      return (
        [Appearance.fit("  " + summary + "  y: delete · any other key: keep", width: width)], nil
      )
    }
  }

  /// `🏠 生活費 ¥2,260   💼 経費 ¥12,000   🎮 娯楽費 ¥0   Total ¥14,260`.
  static func totals(_ entries: [Entry], appearance: Appearance) -> String {
    var sums: [Category: Yen] = [:]
    var total: Yen? = .zero
    var overflowed: Set<Category> = []
    for entry in entries {
      if let sum = (sums[entry.category] ?? .zero).adding(entry.amount) {
        sums[entry.category] = sum
      } else {
        overflowed.insert(entry.category)
      }
      total = total?.adding(entry.amount)
    }
    let parts = Category.allCases.map { category in
      appearance.label(category) + " "
        + (overflowed.contains(category)
          ? "too large" : (sums[category] ?? .zero).description)
    }
    return "  " + parts.joined(separator: "   ") + "   Total "
      + (total?.description ?? "too large")
  }

  /// The table's columns: the selection marker, date, category, amount (right-aligned) and
  /// memo, separated by two spaces.
  struct Layout {
    let appearance: Appearance
    let categoryWidth: Int
    let amountWidth: Int

    init(_ entries: [Entry], appearance: Appearance) {
      self.appearance = appearance
      categoryWidth =
        (["Category"] + Category.allCases.map(appearance.label)).map(DisplayWidth.of).max() ?? 0
      amountWidth = (["Amount"] + entries.map(\.amount.description)).map(DisplayWidth.of).max() ?? 0
    }

    /// Where the category column starts: after the marker, the date and a gap.
    var categoryColumn: Int { 2 + 10 + 2 }

    var header: String {
      line(marker: "  ", date: "Date", category: "Category", amount: "Amount", memo: "Memo")
    }

    func row(_ entry: Entry, isSelected: Bool) -> String {
      line(
        marker: isSelected ? "> " : "  ", date: entry.date.description,
        category: appearance.label(entry.category), amount: entry.amount.description,
        memo: VisibleText.of(entry.memo.text))
    }

    private func line(marker: String, date: String, category: String, amount: String, memo: String)
      -> String
    {
      var text =
        marker + DisplayWidth.pad(date, to: 10, alignment: .left) + "  "
        + DisplayWidth.pad(category, to: categoryWidth, alignment: .left) + "  "
        + DisplayWidth.pad(amount, to: amountWidth, alignment: .right) + "  " + memo
      while text.last == " " { text.removeLast() }
      return text
    }
  }
}
