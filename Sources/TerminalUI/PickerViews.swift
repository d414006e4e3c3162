import KakeiboCore
import Messages
import Wording

/// How the category | 内訳 and date pickers are drawn. Pure: state in, lines out.
public enum PickerViews {
  /// The line under the date picker: what a half-typed column still needs (a problem); else,
  /// when a value typed in full has just moved focus on, where it went (`年 2026: now on 月 ·
  /// ← back`), since focus never moves unseen; else the keys.
  public static func dateNote(_ state: DatePickerState, language: Language) -> (
    text: String, isProblem: Bool
  ) {
    if let missing = missingDigits(state, language: language) { return ("! " + missing, true) }
    if let from = state.movedOn {
      let value = String(state.value(of: from))
      let shown = String(repeating: "0", count: max(0, from.digitCount - value.count)) + value
      return (
        PickerText.movedOn(from: from, value: shown, to: state.column).text(in: language), false
      )
    }
    return (PickerText.dateHint.text(in: language), false)
  }

  /// What a half-typed column still needs, once the picker has refused to go on without it:
  /// `a year has 4 digits: type 2 more (Backspace corrects)`; nil otherwise.
  public static func missingDigits(_ state: DatePickerState, language: Language) -> String? {
    guard state.isAskingForDigits else { return nil }
    return PickerText.missingDigits(
      state.column, count: state.missingDigitCount, lastDay: state.range(of: .day).upperBound
    ).text(in: language)
  }

  // MARK: Category | 内訳 picker

  /// The line under (or beside) the picker: why Done was refused, else the keys it takes.
  public static func categoryPickerNote(_ state: CategoryPickerState, language: Language) -> (
    text: String, isProblem: Bool
  ) {
    state.problem.map { ("! " + ScreenProblem.named($0).text(in: language), true) } ?? (
      PickerText.categoryHint(state.column, count: state.categories.options.count)
        .text(in: language), false
    )
  }

  /// The most 内訳 rows shown at once; a longer column scrolls to keep its selection in view,
  /// and its label says where it is (`内訳 3/15`).
  static let subcategoryRowsShown = 8

  /// The room the 内訳 column keeps beside the categories before their aliases make way for it.
  static let subcategoryColumnMinimum = 20

  /// The picker as lines that start with `indent` spaces and fit `width` columns: a line of
  /// fixed column labels (カテゴリ, 内訳; the active one in brackets and bold), then one line
  /// per row, the category column (number, glyph, Japanese name and, when there is room, the
  /// English aliases) beside the 内訳 column. The selection of the active column is marked
  /// `>` (and drawn inverse when colour is on), that of the other column `*`. The new 内訳
  /// being typed is followed by `(new)` and, when selected in the active column, holds the
  /// cursor, whose position among the lines is returned. Names from the ledger are escaped.
  public static func categoryPickerLines(
    _ field: CategoryPickerField, indent: Int, width: Int, appearance: Appearance
  ) -> (lines: [String], cursor: Frame.Position?) {
    let state = field.state
    let style = appearance.style
    let words = appearance.words
    let categoryLabel = words(PickerText.categoryColumn(.category))
    let available = max(0, width - 1 - indent)
    let gap = 2

    // The category column, with its aliases when they leave the 内訳 column room enough.
    let choices = state.categories.options
    let nameWidth = choices.map { DisplayWidth.of($0.title) }.max() ?? 0
    let aliases = choices.map { $0.aliases.joined(separator: ", ") }
    let aliasWidth = aliases.map { DisplayWidth.of($0) }.max() ?? 0
    func categoryText(_ row: Int, withAliases: Bool) -> String {
      var text =
        "\(row + 1)  " + choices[row].icon.glyph(appearance.glyphs) + " "
        + DisplayWidth.pad(choices[row].title, to: nameWidth, alignment: .left)
      if withAliases && aliasWidth > 0 { text += "  " + aliases[row] }
      return text
    }
    let labelWidth = 2 + DisplayWidth.of(categoryLabel) + 1
    func columnWidth(withAliases: Bool) -> Int {
      max(
        labelWidth,
        choices.indices.map { 2 + DisplayWidth.of(categoryText($0, withAliases: withAliases)) }
          .max() ?? 0)
    }
    let withAliases =
      available - columnWidth(withAliases: true) - gap >= subcategoryColumnMinimum
    let categoryWidth = min(available, columnWidth(withAliases: withAliases))
    let subcategoryWidth = max(0, available - categoryWidth - gap)

    // The 内訳 column, scrolled to its selection.
    let rows = state.subcategoryRows
    let selected = state.selectedSubcategoryRow
    let shownCount = min(rows.count, subcategoryRowsShown)
    let first = min(max(0, selected - shownCount / 2), rows.count - shownCount)
    let isTyping = state.column == .subcategory

    /// A label, in brackets and bold when its column is active (plain when `style` is).
    func label(_ text: String, isActive: Bool, style: TextStyle) -> String {
      isActive ? " [" + style.bold(text) + "]" : "  " + style.dim(text) + " "
    }
    /// A cell of `width` columns: its marker and text, cut to fit, inverse when it is the
    /// selection of the active column.
    func cell(_ text: String, isSelected: Bool, isActive: Bool, width: Int, pad: Bool) -> String {
      let marker = isSelected ? (isActive ? "> " : "* ") : "  "
      let fitted = DisplayWidth.truncate(marker + text, to: width)
      let shown = isSelected && isActive ? style.inverse(fitted) : fitted
      guard pad else { return shown }
      return shown + String(repeating: " ", count: max(0, width - DisplayWidth.of(fitted)))
    }

    let margin = String(repeating: " ", count: indent)
    let between = String(repeating: " ", count: gap)
    /// The labels' line, which says where a scrolled 内訳 column is.
    func labels(_ style: TextStyle) -> String {
      var line =
        margin + label(categoryLabel, isActive: !isTyping, style: style)
        + String(repeating: " ", count: max(0, categoryWidth - labelWidth)) + between
        + label(words(PickerText.categoryColumn(.subcategory)), isActive: isTyping, style: style)
      if rows.count > shownCount { line += " \(selected + 1)/\(rows.count)" }
      while line.last == " " { line.removeLast() }
      return line
    }
    // Too narrow for the labels: they are cut, unstyled.
    let plainLabels = labels(.plain)
    var lines = [
      DisplayWidth.of(plainLabels) < width
        ? labels(style) : Appearance.fit(plainLabels, width: width)
    ]
    var cursor: Frame.Position?
    for line in 0..<max(choices.count, shownCount) {
      var text =
        margin
        + (choices.indices.contains(line)
          ? cell(
            categoryText(line, withAliases: withAliases),
            isSelected: line == state.categories.selectedRow, isActive: !isTyping,
            width: categoryWidth, pad: true)
          : String(repeating: " ", count: categoryWidth))
      let index = first + line
      if line < shownCount {
        let isSelected = index == selected
        var row = Self.text(of: rows[index], language: appearance.language)
        if case .new = rows[index] {
          let suffix = " " + words(PickerText.newSubcategory)
          let shown = escaped(field.editor).visible(
            width: max(2, subcategoryWidth - 2 - DisplayWidth.of(suffix)))
          if isSelected && isTyping {
            cursor = Frame.Position(
              row: lines.count,
              column: indent + categoryWidth + gap + 2 + shown.cursorColumn)
          }
          row = shown.text + suffix
        }
        text +=
          between
          + cell(
            row, isSelected: isSelected, isActive: isTyping, width: subcategoryWidth, pad: false)
      }
      while text.last == " " { text.removeLast() }
      lines.append(text)
    }
    return (lines, cursor)
  }

  /// A row of the 内訳 column as shown: the name escaped, `(なし)`, or the new name and
  /// `(new)`.
  static func text(of row: CategoryPickerState.SubcategoryRow, language: Language) -> String {
    switch row {
    case .existing(let subcategory): VisibleText.of(subcategory.name)
    case .none: Subcategory.noneLabel
    case .new(let name): VisibleText.of(name) + " " + PickerText.newSubcategory.text(in: language)
    }
  }

  /// The editor with the characters that would change how the terminal draws (see
  /// `VisibleText`) written as escapes, its cursor where it was.
  static func escaped(_ editor: LineEditor) -> LineEditor {
    LineEditor(
      beforeCursor: VisibleText.of(editor.beforeCursor),
      afterCursor: VisibleText.of(editor.afterCursor))
  }

  // MARK: Payer and split pickers

  /// A row of a one-column picker (the payer's, the split's): `indent` spaces, then `> ` and
  /// the text, inverse, for the selection, else two spaces and the text; cut to `width`.
  static func row(_ text: String, isSelected: Bool, indent: Int, width: Int, style: TextStyle)
    -> String
  {
    let fitted = DisplayWidth.truncate(
      (isSelected ? "> " : "  ") + text, to: max(0, width - 1 - indent))
    return String(repeating: " ", count: indent) + (isSelected ? style.inverse(fitted) : fitted)
  }

  /// A choice of the split picker, as the catalogue words it, names escaped.
  static func text(of choice: SplitPickerState.Choice, in picker: SplitPickerState) -> FormText {
    let household = picker.household
    switch choice {
    case .household:
      return picker.isIncome
        ? .receiverAlone : .householdSplit(VisibleText.of(household.describe(household.split)))
    case .alone(let person): return .alone(VisibleText.of(household.name(of: person)))
    case .weights: return .byWeights
    }
  }

  /// The split picker's lines under its label: the choices, one a line, the selection marked
  /// `>`; on the weights, each person with their weight (the selected one's in brackets, where
  /// digits go), names padded so that the weights line up.
  public static func splitPickerLines(
    _ picker: SplitPickerState, indent: Int, width: Int, appearance: Appearance
  ) -> [String] {
    let style = appearance.style
    guard picker.isEditingWeights else {
      return picker.choices.indices.map { index in
        row(
          appearance.words(text(of: picker.choices[index], in: picker)),
          isSelected: index == picker.selectedRow, indent: indent, width: width, style: style)
      }
    }
    let household = picker.household
    let names = picker.people.map { VisibleText.of(household.name(of: $0)) }
    let nameWidth = names.map(DisplayWidth.of).max() ?? 0
    return names.indices.map { index in
      let isSelected = index == picker.selectedPerson
      let weight = String(picker.weights[index])
      return row(
        DisplayWidth.pad(names[index], to: nameWidth, alignment: .left)
          + (isSelected ? "  [" + weight + "]" : "   " + weight),
        isSelected: isSelected, indent: indent, width: width, style: style)
    }
  }

  // MARK: Date picker

  /// The date picker on one line: year, month and day, each followed by its fixed label
  /// (年 月 日), then the weekday. The selected column is in brackets (and inverse when colour
  /// is on); digits being typed show with `_` for those still to come, and then no weekday is
  /// shown, since the date is not yet known. Every value has a fixed width, so the labels never
  /// move.
  public static func dateLine(_ state: DatePickerState, appearance: Appearance) -> String {
    var line = ""
    for column in DatePickerState.Column.allCases {
      let digits = column.digitCount
      var text: String
      if column == state.column && !state.typedDigits.isEmpty {
        text =
          state.typedDigits
          + String(repeating: "_", count: max(0, digits - state.typedDigits.count))
      } else {
        let value = String(state.value(of: column))
        text = String(repeating: "0", count: max(0, digits - value.count)) + value
      }
      if column == state.column {
        line += "[" + appearance.style.inverse(text) + "]"
      } else {
        line += " " + text + " "
      }
      line += appearance.words(PickerText.dateColumn(column)) + " "
    }
    guard state.typedDigits.isEmpty else {
      while line.last == " " { line.removeLast() }
      return line
    }
    return line + " (" + state.date.weekdaySymbol + ")"
  }
}
