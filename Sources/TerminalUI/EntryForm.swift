import KakeiboCore
import Messages

/// What the ledger knows that the category | 内訳 picker opens on, asked each time it opens.
public struct CategorySuggestions {
  /// The category and 内訳 used most with a memo (スーパー → 生活費 › 食費); nil when none.
  public var classForMemo: (Memo) -> CategoryPick?
  /// Each category's 内訳 in use (income's under nil), most used first.
  public var subcategories: () -> [Category?: [Subcategory]]

  public init(
    classForMemo: @escaping (Memo) -> CategoryPick? = { _ in nil },
    subcategories: @escaping () -> [Category?: [Subcategory]] = { [:] }
  ) {
    self.classForMemo = classForMemo
    self.subcategories = subcategories
  }
}

/// The form that asks for an entry's fields one after another: amount (typed), memo (typed,
/// optional), category and 内訳 (the category | 内訳 picker) and date (date picker). Fields
/// already known (given as flags, or the entry's values when editing) are shown and not asked
/// unless the caller asks for them.
/// Pure: keys go in, and the finished entry comes out; `EntryFormView` draws it.
public struct EntryForm {
  /// The fields, in the order the form asks them. The memo comes before the category so that
  /// the category | 内訳 picker can open on the category and 内訳 used most with that memo.
  /// Who paid and the split come last, and are asked only in a household of more than one
  /// person.
  public enum Field: Int, CaseIterable, Sendable {
    case amount, memo, category, date, paidBy, split
  }

  /// What is known of the entry so far.
  public struct Values: Equatable, Sendable {
    public var amount: Yen?
    public var memo: Memo
    /// An expense or income: the picker of an income offers income alone.
    public var kind: EntryKind
    /// The expense's category; nil for income, and until it is picked.
    public var category: Category?
    public var subcategory: Subcategory?
    public var date: LedgerDate
    /// Who paid (or received) it; nil for me, as `EntryDraft.paidBy`.
    public var paidBy: Person?
    /// Its own split; nil for the household's, as `EntryDraft.split`.
    public var split: Split?

    public init(
      amount: Yen? = nil, memo: Memo = .empty, kind: EntryKind = .expense,
      category: Category? = nil, subcategory: Subcategory? = nil, date: LedgerDate,
      paidBy: Person? = nil, split: Split? = nil
    ) {
      self.amount = amount
      self.memo = memo
      self.kind = kind
      self.category = kind == .income ? nil : category
      self.subcategory = subcategory
      self.date = date
      self.paidBy = paidBy
      self.split = split
    }
  }

  /// How the form closed.
  public enum Outcome: Equatable, Sendable {
    case completed(EntryDraft)
    case cancelled
  }

  /// What edits the field being asked.
  public enum Widget: Equatable, Sendable {
    case text(LineEditor)
    case category(CategoryPickerField)
    case date(DatePickerState)
    /// A date more than a year from today, picked or typed, waiting for y (save it) or n
    /// (back to the date picker, on the column it was on: `column`; the day for a typed date).
    case confirmDate(LedgerDate, column: DatePickerState.Column)
    /// Who paid: the household's people.
    case payer(PayerPickerState)
    /// The split: the household's, one person's, or weights.
    case split(SplitPickerState)
  }

  /// The first line: `New expense` or `Edit #12`.
  public let title: FormTitle
  public let today: LedgerDate
  /// The household whose people the payer and split pickers offer; they are asked only when
  /// it has more than one person.
  public let household: Household?
  public private(set) var values: Values
  /// The fields asked, in order.
  public let fields: [Field]
  /// The index in `fields` of the field being asked.
  public private(set) var step = 0
  /// The editor of the field being asked; nil once the form has closed.
  public private(set) var widget: Widget?
  /// Why the last answer was refused, shown under the field until it is answered again.
  public private(set) var problem: ScreenProblem?
  /// How the form closed, or nil while it is open.
  public private(set) var outcome: Outcome?
  /// Whether Esc, pressed while the form holds typed values, is waiting to be confirmed: Esc
  /// again or Enter discards them, any other key goes back to the field.
  public private(set) var isConfirmingDiscard = false
  /// The values the form opened with, against which it holds typed values or not.
  private let openingValues: Values
  /// What the editor of the field being asked held when it opened.
  private var openingContent: WidgetContent?
  /// The text last typed into each text field, so that going back to a field, or forward
  /// again past it, finds it as it was typed.
  private var typedTexts: [Field: String] = [:]
  private let suggestions: CategorySuggestions

  /// Opens a form that asks `fields` (and also the amount, and an expense's category, when
  /// `values` lacks them). The category | 内訳 picker opens on the values' category and 内訳,
  /// else on those `suggestions` learned for the memo, and lists the 内訳 in use it gives.
  /// Who paid and the split are asked, when `fields` names them, only when `household` has
  /// more than one person: the payer picker opens on the values' payer (else me), the split
  /// picker on their split (else the household's).
  public init(
    title: FormTitle, values: Values, asking fields: Set<Field>, today: LedgerDate,
    suggestions: CategorySuggestions = CategorySuggestions(), household: Household? = nil
  ) {
    self.title = title
    self.values = values
    self.openingValues = values
    self.today = today
    self.suggestions = suggestions
    self.household = household
    let isShared = household?.isShared == true
    self.fields = Field.allCases.filter { field in
      if field == .paidBy || field == .split { return isShared && fields.contains(field) }
      return fields.contains(field) || (field == .amount && values.amount == nil)
        || (field == .category && values.kind == .expense && values.category == nil)
    }
    openStep()
  }

  /// The field being asked, or nil once the form has closed.
  public var currentField: Field? {
    outcome == nil && fields.indices.contains(step) ? fields[step] : nil
  }

  /// Whether `field` has been answered (or was never asked).
  public func isSettled(_ field: Field) -> Bool {
    guard let index = fields.firstIndex(of: field) else { return true }
    return index < step
  }

  // MARK: Keys

  /// Whether there is a field before the one being asked to go back to.
  public var canGoBack: Bool { outcome == nil && step > 0 }

  /// Applies `key` to the field being asked. Esc leaves the form, from any field: at once when
  /// nothing was typed, else after asking (Esc again or Enter discards, any other key goes
  /// back); Ctrl-C and Ctrl-D cancel at once. Shift-Tab or ↑ in a text field goes back to the
  /// field before it, its value kept. Returns the outcome once the form has closed.
  @discardableResult
  public mutating func handle(_ key: Key) -> Outcome? {
    guard outcome == nil, let widget else { return outcome }
    if isConfirmingDiscard {
      isConfirmingDiscard = false
      if key == .escape || key == .enter || key == .interrupt || key == .endOfInput {
        close(.cancelled)
      }
      return outcome
    }
    switch (key, widget) {
    case (.escape, _):
      if holdsTypedValues {
        isConfirmingDiscard = true
      } else {
        close(.cancelled)
      }
    case (.interrupt, _), (.endOfInput, _):
      close(.cancelled)
    case (.backTab, .text(let editor)), (.up, .text(let editor)):
      goBack(keeping: editor.text)
    case (_, .text(var editor)):
      let submitted = editor.handle(key)
      self.widget = .text(editor)
      if let submitted { accept(text: submitted) }
    case (_, .category(var field)):
      let result = field.handle(key)
      self.widget = .category(field)
      switch result {
      case .picked(let pick)?:
        values.category = pick.category
        values.subcategory = pick.subcategory
        advance()
      case .cancelled?:
        close(.cancelled)
      case nil:
        break
      }
    case (_, .date(var picker)):
      let result = picker.handle(key)
      self.widget = .date(picker)
      switch result {
      case .picked(let date)?:
        take(date, from: picker.column)
      case .cancelled?:
        close(.cancelled)
      case nil:
        break
      }
    case (.character(let answer), .confirmDate(let date, let column)):
      confirm(date, TextNormalization.matchKey(String(answer)) == "y", column: column)
    case (.enter, .confirmDate(let date, let column)):
      confirm(date, false, column: column)
    case (_, .confirmDate):
      break
    case (_, .payer(var picker)):
      let result = picker.handle(key)
      self.widget = .payer(picker)
      switch result {
      case .picked(let option)?:
        takePayer(option.person)
      case .cancelled?:
        close(.cancelled)
      case nil:
        break
      }
    case (_, .split(var picker)):
      let result = picker.handle(key)
      self.widget = .split(picker)
      switch result {
      case .picked(let split)?:
        values.split = split
        advance()
      case .cancelled?:
        close(.cancelled)
      case nil:
        break
      }
    }
    return outcome
  }

  /// Who pays when the values name nobody: me.
  public var payer: Person? { values.paidBy ?? household?.me }

  /// Takes the payer picked: the values keep theirs when it is the same person (me picked for
  /// an entry of mine stays "me", as without `--paid-by`), else name them, as `--paid-by` does.
  private mutating func takePayer(_ person: Person) {
    if person != payer { values.paidBy = person }
    advance()
  }

  /// Takes the date picked or typed: at once when it is within a year of today (or is the
  /// date the form had), else after a y/n question, since a far date is more often a slip
  /// (a year half typed) than an old receipt. Dates given as flags are never asked about.
  /// `column` is where the date picker was, for a no to go back to.
  private mutating func take(_ date: LedgerDate, from column: DatePickerState.Column = .day) {
    if date.isMoreThanAYear(from: today) && date != values.date {
      widget = .confirmDate(date, column: column)
      return
    }
    values.date = date
    advance()
  }

  /// Answers the question about a far date: yes takes it, no reopens the date picker on it,
  /// with focus on `column`, where it was before the question.
  private mutating func confirm(
    _ date: LedgerDate, _ isYes: Bool, column: DatePickerState.Column = .day
  ) {
    guard isYes else {
      widget = .date(DatePickerState(date: date, today: today, column: column))
      return
    }
    values.date = date
    advance()
  }

  /// Whether anything was typed or picked that leaving would lose: a field answered with
  /// another value than the form opened with, a text typed and left, or the field being asked
  /// changed since it opened.
  public var holdsTypedValues: Bool {
    guard outcome == nil else { return false }
    if values != openingValues { return true }
    if typedTexts.contains(where: { field, text in text != openingText(of: field) }) {
      return true
    }
    return widget.map(WidgetContent.init) != openingContent
  }

  /// A text field's value as the form opened with it.
  private func openingText(of field: Field) -> String {
    switch field {
    case .amount: openingValues.amount.map { String($0.value) } ?? ""
    case .memo: openingValues.memo.text
    case .category, .date, .paidBy, .split: ""
    }
  }

  /// What an editor holds, without where its cursor is: what leaving the form would lose.
  private enum WidgetContent: Equatable {
    case text(String)
    case category(CategoryPickerState)
    case date(LedgerDate, typed: String)
    case confirmDate(LedgerDate)
    case payer(Int)
    case split(SplitPickerState)

    init(_ widget: Widget) {
      switch widget {
      case .text(let editor): self = .text(editor.text)
      case .category(let field): self = .category(field.state)
      case .date(let picker): self = .date(picker.date, typed: picker.typedDigits)
      case .confirmDate(let date, _): self = .confirmDate(date)
      case .payer(let picker): self = .payer(picker.picker.selectedRow)
      case .split(let picker): self = .split(picker)
      }
    }
  }

  /// Closes the form without an entry, as when input ends.
  public mutating func cancel() {
    if outcome == nil { close(.cancelled) }
  }

  // MARK: Lines (TERM=dumb)

  /// Answers the field being asked with a typed line, for terminals that cannot draw pickers:
  /// an empty line keeps the value shown in brackets; a category may be its number or a name,
  /// and is followed by its 内訳, a number, a name in use or a new one; a date is typed as for
  /// `--date`. Returns the outcome once the form has closed.
  @discardableResult
  public mutating func submit(line: String) -> Outcome? {
    guard outcome == nil, let field = currentField, case let widget? = widget else {
      return outcome
    }
    let text = TextNormalization.trimmed(line)
    switch (field, widget) {
    case (.category, .category(let field)):
      answer(field, with: text)
    case (.paidBy, .payer(let picker)):
      answer(picker, with: text)
    case (.split, .split(let picker)):
      answer(picker, with: text)
    case (.date, .confirmDate(let date, _)):
      let answer = TextNormalization.matchKey(text)
      confirm(date, ["y", "yes", "はい"].contains(answer))
    case (.date, _):
      guard !text.isEmpty else {
        advance()
        break
      }
      do {
        take(try LedgerDate(parsing: text, today: today))
      } catch {
        problem = .reason(error)
        return nil
      }
    case (.amount, _) where text.isEmpty && values.amount != nil:
      advance()
    case (.memo, _) where text.isEmpty:
      advance()
    default:
      accept(text: line)
    }
    return outcome
  }

  /// Answers the picker's active column with a typed line: the category (a number, a name or
  /// the start of one, as `--category` takes them), then its 内訳 (a number, or a name).
  private mutating func answer(_ field: CategoryPickerField, with text: String) {
    var field = field
    problem = nil
    switch field.state.column {
    case .category:
      if !text.isEmpty {
        do {
          let category = try Category(resolvingTyped: text)
          let row = field.state.categories.options.firstIndex(of: .category(category)) ?? 0
          field.handle(.selectNumber(row + 1))
        } catch {
          problem = .named(error)
          return
        }
      }
      field.handle(.nextColumn)
      widget = .category(field)
    case .subcategory:
      let folded = TextNormalization.folded(text)
      if !folded.isEmpty, folded.utf8.allSatisfy({ (0x30...0x39).contains($0) }),
        let number = Int(folded),
        field.state.subcategoryRows.indices.contains(number - 1)
      {
        field.handle(.selectNumber(number))
      } else if !text.isEmpty {
        field.handle(.setNewName(text))
      }
      if case .picked(let pick)? = field.handle(.done) {
        values.category = pick.category
        values.subcategory = pick.subcategory
        return advance()
      }
      // A name refused: said, and forgotten, so that an empty line keeps the row before it.
      problem = field.state.problem.map(ScreenProblem.named)
      field.handle(.setNewName(""))
      widget = .category(field)
    }
  }

  /// Answers the payer picker with a typed line: a number, or a person's name or shown name;
  /// an empty line keeps the person shown.
  private mutating func answer(_ picker: PayerPickerState, with text: String) {
    problem = nil
    let options = picker.picker.options
    guard !text.isEmpty else { return takePayer(picker.picker.selection.person) }
    if let number = Self.number(text), options.indices.contains(number - 1) {
      return takePayer(options[number - 1].person)
    }
    guard let household else { return }
    do {
      takePayer(try household.person(named: text))
    } catch {
      problem = .named(error)
    }
  }

  /// Answers the split picker with a typed line: on the choices a number, a person's name (their
  /// alone) or weights as `--split` takes them (`美咲=1,健太=2`); on the weights, weights. An
  /// empty line keeps the choice, or the weights, shown.
  private mutating func answer(_ picker: SplitPickerState, with text: String) {
    var picker = picker
    problem = nil
    guard let household else { return }
    if text.isEmpty {
      if picker.isEditingWeights {
        guard let split = picker.weightsSplit else { return }
        values.split = split
        return advance()
      }
      if case .picked(let split)? = picker.handle(.enter) {
        values.split = split
        return advance()
      }
      widget = .split(picker)
      return
    }
    if !picker.isEditingWeights, let number = Self.number(text),
      picker.choices.indices.contains(number - 1)
    {
      picker.select(row: number - 1)
      return answer(picker, with: "")
    }
    do {
      if !picker.isEditingWeights && !text.contains(where: { "=,、，＝".contains($0) }) {
        values.split = .alone(try household.person(named: text, field: .split))
      } else {
        values.split = try household.resolving(try Split(parsing: text), text: text)
      }
      advance()
    } catch {
      problem = .named(error)
    }
  }

  /// A line of digits (full width too) as a number; nil for anything else.
  private static func number(_ text: String) -> Int? {
    let folded = TextNormalization.folded(text)
    guard !folded.isEmpty, folded.utf8.allSatisfy({ (0x30...0x39).contains($0) }) else {
      return nil
    }
    return Int(folded)
  }

  // MARK: Steps

  /// Takes a typed amount or memo, or keeps the field open with the problem shown.
  private mutating func accept(text: String) {
    if let field = currentField { typedTexts[field] = text }
    do {
      switch currentField {
      case .amount?: values.amount = try Yen(parsingTyped: text)
      case .memo?: values.memo = try Memo(text)
      default: return
      }
      advance()
    } catch {
      problem = .reason(error)
    }
  }

  private mutating func advance() {
    step += 1
    problem = nil
    openStep()
  }

  /// Reopens the field before the one being asked, with its value (a text as it was typed);
  /// `text`, typed so far into the field being left, is kept for when the form comes back to
  /// it. Does nothing on the first field.
  private mutating func goBack(keeping text: String) {
    guard canGoBack, let field = currentField else { return }
    typedTexts[field] = text
    step -= 1
    problem = nil
    openStep()
  }

  /// Opens the editor of the field at `step`, or completes the form after the last field.
  private mutating func openStep() {
    guard fields.indices.contains(step) else {
      guard let amount = values.amount, values.kind == .income || values.category != nil else {
        // The initializer asks for both when they are missing, so this does not happen.
        return close(.cancelled)
      }
      var draft = EntryDraft(
        date: values.date, amount: amount, kind: values.kind, category: values.category,
        subcategory: values.subcategory, memo: values.memo)
      draft.paidBy = values.paidBy
      draft.split = values.split
      return close(.completed(draft))
    }
    switch fields[step] {
    case .amount:
      widget = .text(
        LineEditor(text: typedTexts[.amount] ?? values.amount.map { String($0.value) } ?? ""))
    case .memo:
      widget = .text(LineEditor(text: typedTexts[.memo] ?? values.memo.text))
    case .category:
      // The values' category and 内訳, else what the memo learned (a 内訳 given keeps its place).
      let learned =
        values.kind == .expense && values.category == nil
        ? suggestions.classForMemo(values.memo) : nil
      let current = CategoryPick(
        category: values.category ?? learned?.category,
        subcategory: values.subcategory ?? learned?.subcategory)
      widget = .category(
        CategoryPickerField(
          CategoryPickerState(
            kind: values.kind, current: current, subcategories: suggestions.subcategories())))
    case .date:
      widget = .date(DatePickerState(date: values.date, today: today))
    case .paidBy:
      guard let household, let payer else { return advance() }
      widget = .payer(PayerPickerState(household: household, current: payer))
    case .split:
      guard let household else { return advance() }
      widget = .split(
        SplitPickerState(
          household: household, current: values.split, isIncome: values.kind == .income))
    }
    openingContent = widget.map(WidgetContent.init)
  }

  private mutating func close(_ outcome: Outcome) {
    self.outcome = outcome
    widget = nil
    isConfirmingDiscard = false
  }
}
