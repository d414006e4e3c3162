import KakeiboCore

/// How the category and date pickers are drawn. Pure: state in, lines out.
public enum PickerViews {
  /// The keys the category picker takes, as its hint line says them.
  public static let categoryHint = "↑↓ move · 1-3 or a name · Enter done · Esc cancel"
  /// The keys the date picker takes.
  public static let dateHint = "←→ column · ↑↓ change · 0-9 type · t today · Enter done"

  /// What a half-typed column still needs, once the picker has refused to go on without it:
  /// `a year has 4 digits: type 2 more (Backspace corrects)`; nil otherwise.
  public static func missingDigits(_ state: DatePickerState) -> String? {
    guard state.isAskingForDigits else { return nil }
    let count = state.missingDigitCount
    let digits = count == 1 ? "1 more digit" : "\(count) more digits"
    switch state.column {
    case .year: return "a year has 4 digits: type \(digits) (Backspace corrects)"
    case .month: return "the month needs \(digits): 01 to 12 (Backspace corrects)"
    case .day:
      return "the day needs \(digits): 01 to \(state.range(of: .day).upperBound) "
        + "(Backspace corrects)"
    }
  }

  // MARK: Category picker

  /// One line per category: a `>` on the selected row (also drawn inverse when colour is on),
  /// its number, glyph, Japanese name and English aliases; each line starts with `indent`
  /// spaces and fits `width` columns.
  public static func categoryLines(
    _ picker: Picker<Category>, indent: Int, width: Int, appearance: Appearance
  ) -> [String] {
    let nameWidth = picker.options.map { DisplayWidth.of($0.name) }.max() ?? 0
    let margin = String(repeating: " ", count: indent)
    return picker.options.enumerated().map { row, category in
      let isSelected = row == picker.selectedRow
      let text =
        (isSelected ? "> " : "  ") + "\(row + 1)  " + category.icon.glyph(appearance.glyphs)
        + " " + DisplayWidth.pad(category.name, to: nameWidth, alignment: .left) + "  "
        + category.aliases.joined(separator: ", ")
      let fitted = Appearance.fit(text, width: width - indent)
      return margin + (isSelected ? appearance.style.inverse(fitted) : fitted)
    }
  }

  // MARK: Date picker

  /// The date picker on one line: year, month and day, each followed by its fixed label
  /// (年 月 日), then the weekday. The selected column is in brackets (and inverse when colour
  /// is on); digits being typed show with `_` for those still to come, and then no weekday is
  /// shown, since the date is not yet known. Every value has a fixed width, so the labels never
  /// move.
  public static func dateLine(_ state: DatePickerState, appearance: Appearance) -> String {
    let labels: [DatePickerState.Column: String] = [.year: "年", .month: "月", .day: "日"]
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
      line += (labels[column] ?? "") + " "
    }
    guard state.typedDigits.isEmpty else {
      while line.last == " " { line.removeLast() }
      return line
    }
    return line + " (" + state.date.weekdaySymbol + ")"
  }
}
