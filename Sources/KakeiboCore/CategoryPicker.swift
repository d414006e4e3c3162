/// What the category | 内訳 picker picks: an expense's category with its 内訳, or income (no
/// category) with the 内訳 that says what kind it is.
public struct CategoryPick: Hashable, Sendable {
  /// The category; nil for income.
  public var category: Category?
  public var subcategory: Subcategory?

  public init(category: Category?, subcategory: Subcategory? = nil) {
    self.category = category
    self.subcategory = subcategory
  }

  public var kind: EntryKind { category == nil ? .income : .expense }
}

extension Entry {
  /// The entry's category (nil for income) and 内訳, as the picker shows and picks them.
  public var categoryPick: CategoryPick {
    CategoryPick(category: category, subcategory: subcategory)
  }
}

/// A row of the picker's category column: one of the three categories, or income, which the
/// picker of an income offers alone.
public enum CategoryChoice: PickerOption {
  case category(Category)
  case income

  /// The category; nil for income.
  public var category: Category? {
    if case .category(let category) = self { return category }
    return nil
  }

  public var title: String { category?.name ?? EntryKind.incomeName }

  public var matchTerms: [String] { category?.matchTerms ?? [EntryKind.incomeName, "income"] }

  /// The English aliases shown beside the name; none for income.
  public var aliases: [String] { category?.aliases ?? [] }

  public var icon: IconName { category?.icon ?? EntryKind.incomeIcon }
}

/// What a person can do to an open category | 内訳 picker, whatever the keys that mean it.
public enum CategoryPickerAction: Equatable, Sendable {
  /// Moves to the other column (category ↔ 内訳); there are two, so both directions meet.
  case nextColumn
  case previousColumn
  /// Moves up or down in the active column, wrapping around.
  case moveUp
  case moveDown
  /// Selects a row of the active column by number, 1 being the first.
  case selectNumber(Int)
  /// Selects the first category whose name or alias starts with the typed text.
  case jump(prefix: String)
  /// Sets the text of the new 内訳 being typed, and makes the 内訳 column active. A text that
  /// names a 内訳 of the category (or `(なし)`) selects it; any other selects the new 内訳.
  case setNewName(String)
  /// Confirms the selection of both columns (Done).
  case done
  /// Closes the picker without a choice (Cancel).
  case cancel
}

/// How a category | 内訳 picker closed.
public enum CategoryPickerOutcome: Equatable, Sendable {
  case picked(CategoryPick)
  case cancelled
}

/// The state of the category | 内訳 picker: two columns, the categories (the three, in picker
/// order; or income alone, for an income) and the 内訳 of the selected category, most used first,
/// then `(なし)` for none, then the new 内訳 being typed, if any. Pure: the terminal is only its
/// view.
///
/// Moving to another category lists its 内訳 and keeps the selected one when the category has a
/// 内訳 of the same name, else selects `(なし)`; a new name being typed stays selected, unless
/// the category has a 内訳 of that name, which is then selected instead of creating a twin.
public struct CategoryPickerState: Equatable, Sendable {
  /// The columns, left to right.
  public enum Column: Int, CaseIterable, Sendable {
    case category, subcategory
  }

  /// A row of the 内訳 column.
  public enum SubcategoryRow: Hashable, Sendable {
    /// A 内訳 in use under the category.
    case existing(Subcategory)
    /// `(なし)`: no 内訳.
    case none
    /// The name being typed, which matches no 内訳 of the category: Done creates it.
    case new(String)
  }

  /// The category column; its selection is the category picked.
  public private(set) var categories: Picker<CategoryChoice>
  /// The column that the arrows change.
  public private(set) var column: Column
  /// The text of the new 内訳 being typed, as typed; empty when none is.
  public private(set) var newName = ""
  /// Why Done was refused (a new 内訳 that cannot be a 内訳), until the next action.
  public private(set) var problem: InvalidValue?
  /// How the picker closed, or nil while it is open.
  public private(set) var outcome: CategoryPickerOutcome?
  /// Each category's 内訳 in use (under nil, income's), most used first.
  private let inUse: [Category?: [Subcategory]]
  /// The 内訳 row selected by the arrows (or on opening), when the selection does not follow
  /// the name being typed.
  private var chosen: SubcategoryRow = .none
  /// Whether the selection is what the typed name says (the 内訳 it names, or the new one)
  /// rather than `chosen`.
  private var followsNewName = false

  /// Opens a picker on `current` (the first category and `(なし)` when nil): an income's
  /// picker (when `kind` is income) offers income alone. `subcategories` lists each category's
  /// 内訳 in use, most used first (income's under nil). A current 内訳 that is not among them
  /// opens as the new 内訳 being typed. The category column is active, but for income, whose
  /// only choice is its 内訳.
  public init(
    kind: EntryKind = .expense, current: CategoryPick? = nil,
    subcategories: [Category?: [Subcategory]] = [:]
  ) {
    let choices: [CategoryChoice] =
      kind == .income ? [.income] : Category.allCases.map(CategoryChoice.category)
    let selected = kind == .income ? CategoryChoice.income : current?.category.map { .category($0) }
    categories = Picker(options: choices, selecting: selected)
    inUse = subcategories
    column = kind == .income ? .subcategory : .category
    if let subcategory = current?.subcategory {
      if list.contains(subcategory) {
        chosen = .existing(subcategory)
      } else {
        newName = subcategory.name
        followsNewName = true
      }
    }
  }

  public var isOpen: Bool { outcome == nil }

  /// The category selected; nil for income.
  public var category: Category? { categories.selection.category }

  /// The 内訳 in use under the selected category, most used first.
  public var list: [Subcategory] { inUse[category] ?? [] }

  /// The rows of the 内訳 column: the category's 内訳, `(なし)`, and the new 内訳 being typed
  /// when its name matches none of them.
  public var subcategoryRows: [SubcategoryRow] {
    var rows = list.map(SubcategoryRow.existing) + [.none]
    if case .new(let name)? = typedRow { rows.append(.new(name)) }
    return rows
  }

  /// The selected row of the 内訳 column.
  public var subcategorySelection: SubcategoryRow {
    if followsNewName, let typedRow { return typedRow }
    return chosen
  }

  /// The index in `subcategoryRows` of the selected row.
  public var selectedSubcategoryRow: Int {
    subcategoryRows.firstIndex(of: subcategorySelection) ?? list.count
  }

  /// The row the typed name means: the 内訳 of the category it names (compared as names are:
  /// letter case, full-width forms and Unicode normalization aside), `(なし)`, or the new 内訳;
  /// nil when nothing but white space is typed.
  private var typedRow: SubcategoryRow? {
    let key = TextNormalization.matchKey(newName)
    guard !key.isEmpty else { return nil }
    if key == TextNormalization.matchKey(Subcategory.noneLabel) { return SubcategoryRow.none }
    if let match = list.first(where: { TextNormalization.matchKey($0.name) == key }) {
      return .existing(match)
    }
    return .new(newName)
  }

  // MARK: Actions

  /// Applies `action` and returns the outcome once the picker has closed. Moving wraps around
  /// at both ends; a number or prefix that selects nothing leaves the selection where it was.
  /// Done with a new 内訳 that cannot be one (too long, or holding a control character) is
  /// refused with `problem` set, and the picker stays open. A closed picker ignores further
  /// actions.
  @discardableResult
  public mutating func handle(_ action: CategoryPickerAction) -> CategoryPickerOutcome? {
    guard outcome == nil else { return outcome }
    problem = nil
    switch action {
    case .nextColumn, .previousColumn:
      column = column == .category ? .subcategory : .category
    case .moveUp:
      move(by: -1)
    case .moveDown:
      move(by: 1)
    case .selectNumber(let number):
      switch column {
      case .category: changeCategory(.selectNumber(number))
      case .subcategory:
        let rows = subcategoryRows
        if rows.indices.contains(number - 1) { choose(rows[number - 1]) }
      }
    case .jump(let prefix):
      changeCategory(.jump(prefix: prefix))
    case .setNewName(let text):
      column = .subcategory
      newName = text
      // Erasing the name goes back to the row chosen before it was typed.
      followsNewName = typedRow != nil
    case .done:
      done()
    case .cancel:
      outcome = .cancelled
    }
    return outcome
  }

  private mutating func move(by delta: Int) {
    switch column {
    case .category:
      changeCategory(delta < 0 ? .moveUp : .moveDown)
    case .subcategory:
      let rows = subcategoryRows
      choose(rows[(selectedSubcategoryRow + delta + rows.count) % rows.count])
    }
  }

  /// Selects a row of the 内訳 column; the new 内訳's row keeps following the typed name.
  private mutating func choose(_ row: SubcategoryRow) {
    if case .new = row {
      followsNewName = true
    } else {
      chosen = row
      followsNewName = false
    }
  }

  /// Changes the category, keeping the 内訳 chosen when the new category has it, else `(なし)`.
  private mutating func changeCategory(_ action: PickerAction) {
    categories.handle(action)
    if case .existing(let subcategory) = chosen, !list.contains(subcategory) { chosen = .none }
  }

  private mutating func done() {
    let subcategory: Subcategory?
    switch subcategorySelection {
    case .existing(let existing): subcategory = existing
    case .none: subcategory = nil
    case .new(let name):
      do {
        subcategory = try Subcategory(validating: name)
      } catch {
        problem = error
        return
      }
    }
    outcome = .picked(CategoryPick(category: category, subcategory: subcategory))
  }
}
