import KakeiboCore
import Messages
import Wording

/// How the entry form is drawn: in raw mode as a frame that redraws in place, and on a dumb
/// terminal as plain numbered prompts. Pure.
public enum EntryFormView {
  /// The column where values start: two spaces, then the label padded to ten columns (as
  /// wide as five Japanese characters: 支払った人).
  public static let valueColumn = 12

  /// The catalogue's label of each field (`FormLabel`): a field added to the form names its
  /// label here.
  static func label(_ field: EntryForm.Field) -> FormLabel {
    switch field {
    case .amount: .amount
    case .memo: .memo
    case .category: .category
    case .date: .date
    }
  }

  // MARK: Frame

  /// The form as a frame `width` columns wide: the title, each field answered so far (or not
  /// asked) with its value, and the field being asked with its editor and a hint or the problem
  /// with the last answer. The cursor stands where it is in a text being typed.
  public static func frame(_ form: EntryForm, width: Int, appearance: Appearance) -> Frame {
    let words = appearance.words
    var lines = [appearance.style.bold(Appearance.fit(words(form.title), width: width))]
    var cursor: Frame.Position?
    let indent = String(repeating: " ", count: valueColumn)
    for field in EntryForm.Field.allCases {
      let label =
        "  " + DisplayWidth.pad(words(label(field)), to: valueColumn - 2, alignment: .left)
      guard field == form.currentField, let widget = form.widget else {
        if form.isSettled(field), let value = value(of: field, in: form, appearance: appearance) {
          lines.append(Appearance.fit(label + value, width: width))
        }
        continue
      }
      let style = appearance.style
      /// Text after the label column, cut to fit.
      func fitted(_ text: String) -> String { Appearance.fit(text, width: width - valueColumn) }
      /// The line under an editor: the problem with the last answer, else the keys it takes.
      func note(or hint: String) -> String {
        indent
          + (form.problem.map { style.red(fitted("! " + words($0))) } ?? style.dim(fitted(hint)))
      }
      switch widget {
      case .text(let editor):
        let shown = editor.visible(width: width - valueColumn)
        cursor = Frame.Position(row: lines.count, column: valueColumn + shown.cursorColumn)
        lines.append(label + shown.text)
        lines.append(
          note(
            or: words(FormText.textHint(optional: field == .memo, back: form.canGoBack))))
      case .category(let field):
        let note = PickerViews.categoryPickerNote(field.state, language: appearance.language)
        lines.append(
          label + (note.isProblem ? style.red(fitted(note.text)) : style.dim(fitted(note.text))))
        let picker = PickerViews.categoryPickerLines(
          field, indent: valueColumn, width: width, appearance: appearance)
        cursor = picker.cursor.map {
          Frame.Position(row: lines.count + $0.row, column: $0.column)
        }
        lines += picker.lines
      case .date(let picker):
        lines.append(label + PickerViews.dateLine(picker, appearance: appearance))
        let dateNote = PickerViews.dateNote(picker, language: appearance.language)
        lines.append(
          dateNote.isProblem
            ? indent + style.red(fitted(dateNote.text)) : note(or: dateNote.text))
      case .confirmDate(let date, _):
        lines.append(label + dayText(date))
        lines.append(indent + style.bold(fitted(words(FormText.farDate(today: form.today)))))
      }
      if form.isConfirmingDiscard {
        lines.append(indent + style.bold(fitted(words(FormText.discard))))
      }
    }
    return Frame(lines: lines, cursor: cursor)
  }

  /// The value shown for a field that is not being asked, or nil when there is nothing to show.
  static func value(of field: EntryForm.Field, in form: EntryForm, appearance: Appearance)
    -> String?
  {
    let values = form.values
    switch field {
    case .amount: return values.amount?.description
    case .memo: return values.memo.isEmpty ? nil : values.memo.text
    case .category:
      guard values.kind == .income || values.category != nil else { return nil }
      return appearance.label(
        CategoryPick(category: values.category, subcategory: values.subcategory))
    case .date: return dayText(values.date)
    }
  }

  /// `2026-11-15 (日)`.
  static func dayText(_ date: LedgerDate) -> String {
    date.description + " (" + date.weekdaySymbol + ")"
  }

  // MARK: Lines (TERM=dumb)

  /// What a dumb terminal shows before reading the answer to the field being asked: lines
  /// (the problem with the last answer, and the numbered categories, or then their 内訳),
  /// then the prompt, which names the value kept by an empty answer in brackets.
  public static func prompt(_ form: EntryForm, appearance: Appearance) -> (
    lines: [String], prompt: String
  ) {
    let words = appearance.words
    var lines = form.problem.map { ["! " + words($0)] } ?? []
    let values = form.values
    switch form.widget {
    case .category(let field)?:
      let state = field.state
      guard state.column == .category else {
        lines.append(words(FormText.subcategoryHeading))
        lines += state.subcategoryRows.enumerated().map { row, subcategory in
          "  \(row + 1)) " + PickerViews.text(of: subcategory, language: appearance.language)
        }
        return (lines, words(FormText.subcategoryPrompt(state.selectedSubcategoryRow + 1)))
      }
      lines.append(words(FormText.categoryHeading))
      lines += state.categories.options.enumerated().map { row, choice in
        "  \(row + 1)) " + choice.icon.glyph(appearance.glyphs) + " " + choice.title + "  "
          + choice.aliases.joined(separator: ", ")
      }
      return (lines, words(FormText.categoryPrompt(state.categories.selectedRow + 1)))
    case .date?:
      return (lines, words(FormText.datePrompt(values.date)))
    case .confirmDate(let date, _)?:
      return (lines, words(FormText.farDatePrompt(date, today: form.today)))
    case .text?:
      return (
        lines,
        form.currentField == .memo
          ? words(FormText.memoPrompt(values.memo.text))
          : words(FormText.amountPrompt(values.amount))
      )
    case nil:
      return (lines, "")
    }
  }
}
