import KakeiboCore

/// The form that asks for an entry's fields one after another: amount (typed), memo (typed,
/// optional), category (picker) and date (date picker). Fields already known (given as flags,
/// or the entry's values when editing) are shown and not asked unless the caller asks for them.
/// Pure: keys go in, and the finished entry comes out; `EntryFormView` draws it.
public struct EntryForm {
  /// The fields, in the order the form asks them. The memo comes before the category so that
  /// the category picker can open on the category last used with that memo.
  public enum Field: Int, CaseIterable, Sendable {
    case amount, memo, category, date
  }

  /// What is known of the entry so far.
  public struct Values: Equatable, Sendable {
    public var amount: Yen?
    public var memo: Memo
    public var category: Category?
    public var date: LedgerDate

    public init(
      amount: Yen? = nil, memo: Memo = .empty, category: Category? = nil, date: LedgerDate
    ) {
      self.amount = amount
      self.memo = memo
      self.category = category
      self.date = date
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
    case category(PickerField<Category>)
    case date(DatePickerState)
    /// A date more than a year from today, picked or typed, waiting for y (save it) or n
    /// (back to the date).
    case confirmDate(LedgerDate)
  }

  /// The first line: `New expense` or `Edit #12`.
  public let title: String
  public let today: LedgerDate
  public private(set) var values: Values
  /// The fields asked, in order.
  public let fields: [Field]
  /// The index in `fields` of the field being asked.
  public private(set) var step = 0
  /// The editor of the field being asked; nil once the form has closed.
  public private(set) var widget: Widget?
  /// Why the last answer was refused, shown under the field until it is answered again.
  public private(set) var problem: String?
  /// How the form closed, or nil while it is open.
  public private(set) var outcome: Outcome?
  /// The text last typed into each text field, so that going back to a field, or forward
  /// again past it, finds it as it was typed.
  private var typedTexts: [Field: String] = [:]
  private let suggestCategory: (Memo) -> Category?

  /// Opens a form that asks `fields` (and also the amount and the category when `values` lacks
  /// them). `suggestCategory` names the category to open the picker on for a memo, when
  /// `values` has no category.
  public init(
    title: String, values: Values, asking fields: Set<Field>, today: LedgerDate,
    suggestCategory: @escaping (Memo) -> Category? = { _ in nil }
  ) {
    self.title = title
    self.values = values
    self.today = today
    self.suggestCategory = suggestCategory
    self.fields = Field.allCases.filter { field in
      fields.contains(field) || (field == .amount && values.amount == nil)
        || (field == .category && values.category == nil)
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

  /// Applies `key` to the field being asked. Esc, Ctrl-C and Ctrl-D cancel the whole form;
  /// Shift-Tab or ↑ in a text field goes back to the field before it, its value kept.
  /// Returns the outcome once the form has closed.
  @discardableResult
  public mutating func handle(_ key: Key) -> Outcome? {
    guard outcome == nil, let widget else { return outcome }
    switch (key, widget) {
    case (.escape, _), (.interrupt, _), (.endOfInput, _):
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
      case .picked(let category)?:
        values.category = category
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
        take(date)
      case .cancelled?:
        close(.cancelled)
      case nil:
        break
      }
    case (.character(let answer), .confirmDate(let date)):
      confirm(date, TextNormalization.matchKey(String(answer)) == "y")
    case (.enter, .confirmDate(let date)):
      confirm(date, false)
    case (_, .confirmDate):
      break
    }
    return outcome
  }

  /// Takes the date picked or typed: at once when it is within a year of today (or is the
  /// date the form had), else after a y/n question, since a far date is more often a slip
  /// (a year half typed) than an old receipt. Dates given as flags are never asked about.
  private mutating func take(_ date: LedgerDate) {
    if date.isMoreThanAYear(from: today) && date != values.date {
      widget = .confirmDate(date)
      return
    }
    values.date = date
    advance()
  }

  /// Answers the question about a far date: yes takes it, no reopens the date on it.
  private mutating func confirm(_ date: LedgerDate, _ isYes: Bool) {
    guard isYes else {
      widget = .date(DatePickerState(date: date, today: today))
      return
    }
    values.date = date
    advance()
  }

  /// Closes the form without an entry, as when input ends.
  public mutating func cancel() {
    if outcome == nil { close(.cancelled) }
  }

  // MARK: Lines (TERM=dumb)

  /// Answers the field being asked with a typed line, for terminals that cannot draw pickers:
  /// an empty line keeps the value shown in brackets; a category may be its number or a name;
  /// a date is typed as for `--date`. Returns the outcome once the form has closed.
  @discardableResult
  public mutating func submit(line: String) -> Outcome? {
    guard outcome == nil, let field = currentField, case let widget? = widget else {
      return outcome
    }
    let text = TextNormalization.trimmed(line)
    switch (field, widget) {
    case (.category, .category(let picker)):
      if text.isEmpty {
        values.category = picker.picker.selection
      } else {
        // A number, a name or the start of one, as `--category` takes them.
        do {
          values.category = try Category(resolvingTyped: text)
        } catch {
          problem = "category \"\(text)\": " + error.problem
          return nil
        }
      }
      advance()
    case (.date, .confirmDate(let date)):
      let answer = TextNormalization.matchKey(text)
      confirm(date, answer == "y" || answer == "yes")
    case (.date, _):
      guard !text.isEmpty else {
        advance()
        break
      }
      do {
        take(try LedgerDate(parsing: text, today: today))
      } catch {
        problem = error.problem
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

  // MARK: Steps

  /// Takes a typed amount or memo, or keeps the field open with the problem shown.
  private mutating func accept(text: String) {
    if let field = currentField { typedTexts[field] = text }
    do {
      switch currentField {
      case .amount?: values.amount = try Yen(parsingEntryAmount: text)
      case .memo?: values.memo = try Memo(text)
      default: return
      }
      advance()
    } catch {
      problem = error.problem
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
      guard let amount = values.amount, let category = values.category else {
        // The initializer asks for both when they are missing, so this does not happen.
        return close(.cancelled)
      }
      return close(
        .completed(
          EntryDraft(date: values.date, amount: amount, category: category, memo: values.memo)))
    }
    switch fields[step] {
    case .amount:
      widget = .text(
        LineEditor(text: typedTexts[.amount] ?? values.amount.map { String($0.value) } ?? ""))
    case .memo:
      widget = .text(LineEditor(text: typedTexts[.memo] ?? values.memo.text))
    case .category:
      let initial = values.category ?? suggestCategory(values.memo)
      widget = .category(PickerField(Category.picker(current: initial)))
    case .date:
      widget = .date(DatePickerState(date: values.date, today: today))
    }
  }

  private mutating func close(_ outcome: Outcome) {
    self.outcome = outcome
    widget = nil
  }
}
