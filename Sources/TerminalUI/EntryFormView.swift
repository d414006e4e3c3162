import KakeiboCore
import Messages
import Wording

/// How the entry form is drawn: in raw mode as a frame that redraws in place, and on a dumb
/// terminal as plain numbered prompts. Pure.
public enum EntryFormView {
  /// The column where values start: two spaces, then the label padded to ten columns (as
  /// wide as five Japanese characters: 支払った人, which then has a wider column).
  public static let valueColumn = 12

  /// The column where values start in `form`: `valueColumn`, or two columns past its widest
  /// label when that is wider (支払った人, in Japanese, when the form asks who paid).
  static func valueColumn(of form: EntryForm, language: Language) -> Int {
    let widest =
      EntryForm.Field.allCases.filter {
        ($0 != .paidBy && $0 != .split) || form.fields.contains($0)
      }
      .map { DisplayWidth.of(label($0, kind: form.values.kind).text(in: language)) }.max() ?? 0
    return max(valueColumn, 2 + widest + 2)
  }

  /// The catalogue's label of each field (`FormLabel`): a field added to the form names its
  /// label here.
  static func label(_ field: EntryForm.Field, kind: EntryKind = .expense) -> FormLabel {
    switch field {
    case .amount: .amount
    case .memo: .memo
    case .category: .category
    case .date: .date
    case .paidBy: kind == .income ? .paidTo : .paidBy
    case .split: .split
    }
  }

  // MARK: Frame

  /// The form as a frame `width` columns wide: the title, each field answered so far (or not
  /// asked) with its value, and the field being asked with its editor and a hint or the problem
  /// with the last answer. The cursor stands where it is in a text being typed.
  public static func frame(_ form: EntryForm, width: Int, appearance: Appearance) -> Frame {
    let words = appearance.words
    let column = valueColumn(of: form, language: appearance.language)
    var lines = [appearance.style.bold(Appearance.fit(words(form.title), width: width))]
    var cursor: Frame.Position?
    let indent = String(repeating: " ", count: column)
    for field in EntryForm.Field.allCases {
      let label =
        "  "
        + DisplayWidth.pad(
          words(label(field, kind: form.values.kind)), to: column - 2, alignment: .left)
      guard field == form.currentField, let widget = form.widget else {
        if form.isSettled(field), let value = value(of: field, in: form, appearance: appearance) {
          lines.append(Appearance.fit(label + value, width: width))
        }
        continue
      }
      let style = appearance.style
      /// Text after the label column, cut to fit.
      func fitted(_ text: String) -> String { Appearance.fit(text, width: width - column) }
      /// The line under an editor: the problem with the last answer, else the keys it takes.
      func note(or hint: String) -> String {
        indent
          + (form.problem.map { style.red(fitted("! " + words($0))) } ?? style.dim(fitted(hint)))
      }
      switch widget {
      case .text(let editor):
        let shown = editor.visible(width: width - column)
        cursor = Frame.Position(row: lines.count, column: column + shown.cursorColumn)
        lines.append(label + shown.text)
        lines.append(
          note(
            or: words(FormText.textHint(optional: field == .memo, back: form.canGoBack))))
      case .category(let field):
        let note = PickerViews.categoryPickerNote(field.state, language: appearance.language)
        lines.append(
          label + (note.isProblem ? style.red(fitted(note.text)) : style.dim(fitted(note.text))))
        let picker = PickerViews.categoryPickerLines(
          field, indent: column, width: width, appearance: appearance)
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
      case .payer(let picker):
        let options = picker.picker.options
        lines.append(label + style.dim(fitted(words(FormText.payerHint(count: options.count)))))
        lines += options.indices.map { row in
          PickerViews.row(
            VisibleText.of(options[row].title), isSelected: row == picker.picker.selectedRow,
            indent: column, width: width, style: style)
        }
      case .split(let picker):
        lines.append(
          label
            + (picker.isRefused
              ? style.red(fitted("! " + words(FormText.noWeight)))
              : style.dim(
                fitted(
                  words(
                    picker.isEditingWeights
                      ? FormText.weightsHint : FormText.splitHint(count: picker.choices.count))))))
        lines += PickerViews.splitPickerLines(
          picker, indent: column, width: width, appearance: appearance)
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
    case .paidBy:
      guard form.fields.contains(.paidBy), let household = form.household, let payer = form.payer
      else { return nil }
      return VisibleText.of(household.name(of: payer))
    case .split:
      guard form.fields.contains(.split), let household = form.household else { return nil }
      return appearance.words(
        splitText(values.split, in: household, isIncome: values.kind == .income))
    }
  }

  /// How a split chosen is shown: the household's (for income, the receiver's alone), one
  /// person's alone, or weights, names escaped.
  static func splitText(_ split: Split?, in household: Household, isIncome: Bool) -> FormText {
    guard let split else {
      return isIncome
        ? .receiverAlone : .householdSplit(VisibleText.of(household.describe(household.split)))
    }
    if let owner = split.soleOwner { return .alone(VisibleText.of(household.name(of: owner))) }
    return .weights(VisibleText.of(household.describe(split)))
  }

  /// `2026-11-15 (日)`.
  static func dayText(_ date: LedgerDate) -> String {
    date.description + " (" + date.weekdaySymbol + ")"
  }

  /// The weights a dumb terminal's split prompt gives as an example: one for me, two for the
  /// next person.
  static func example(_ household: Household) -> Split {
    Split(household.people.prefix(2).enumerated().map { Split.Part($1, weight: Int64($0 + 1)) })
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
    case .payer(let picker)?:
      lines.append(words(FormText.payerHeading(income: values.kind == .income)))
      lines += picker.picker.options.enumerated().map { row, option in
        "  \(row + 1)) " + VisibleText.of(option.title)
      }
      return (lines, words(FormText.payerPrompt(picker.picker.selectedRow + 1)))
    case .split(let picker)?:
      let household = picker.household
      guard !picker.isEditingWeights else {
        let weights = picker.weightsSplit ?? household.split
        return (lines, words(FormText.weightsPrompt(VisibleText.of(household.describe(weights)))))
      }
      lines.append(words(FormText.splitHeading))
      lines += picker.choices.enumerated().map { row, choice in
        "  \(row + 1)) " + words(PickerViews.text(of: choice, in: picker))
      }
      return (
        lines,
        words(
          FormText.splitPrompt(
            picker.selectedRow + 1,
            example: VisibleText.of(household.describe(Self.example(household)))))
      )
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
