/// What a category option or argument was given: one of the three categories, or a name that is
/// none of them, which the ledger may know as a 内訳 (`-c 食費` meaning 生活費 › 食費). Parsing
/// needs no ledger; `SubcategoryDirectory.resolve(_:subcategory:)` settles the second kind.
public enum CategoryArgument: Equatable, Sendable {
  /// A category, as `Category(resolvingTyped:)` takes what was typed.
  case category(Category)
  /// A name no category has, kept with the refusal it gets when it is no 内訳 either.
  case other(Subcategory, refusal: InvalidValue)

  /// Parses a category as typed (`生活費`, `fun`, `娯楽`, `2`), or keeps a name that could be a
  /// 内訳; throws `Category(resolvingTyped:)`'s refusal for what can be neither (an empty name,
  /// a control character).
  public init(parsing text: String) throws(InvalidValue) {
    do {
      self = .category(try Category(resolvingTyped: text))
    } catch {
      guard let name = try? Subcategory(validating: text) else { throw error }
      self = .other(name, refusal: error)
    }
  }

  /// The category, when the choice named one by itself.
  public var category: Category? {
    if case .category(let category) = self { return category }
    return nil
  }
}

/// The nearest category (and 内訳) to a name that matched none, as a refusal suggests it:
/// "did you mean -c 生活費 -s 食費?".
public struct CategorySuggestion: Equatable, Sendable {
  public let category: Category
  public let subcategory: Subcategory?

  public init(_ category: Category, _ subcategory: Subcategory? = nil) {
    self.category = category
    self.subcategory = subcategory
  }

  /// The options that say it: `-c 生活費 -s 食費`.
  public var options: String {
    "-c \(category.name)" + (subcategory.map { " -s \(VisibleText.of($0.name))" } ?? "")
  }
}

/// The 内訳 a ledger's expenses use, with the categories each one is under: what a name given
/// as a category, or a 内訳 given alone, is looked up in. Names compare as `SearchText.matched`
/// does (`ｻﾌﾞｽｸ` is サブスク), an exact spelling first.
public struct SubcategoryDirectory: Sendable {
  /// Each category's 内訳, most used first.
  public let subcategories: [Category: [Subcategory]]

  public init(_ subcategories: [Category: [Subcategory]]) {
    self.subcategories = subcategories
  }

  /// The categories whose entries use a 内訳 named `name` (each with its spelling there), in
  /// picker order.
  public func owners(of name: Subcategory) -> [(Category, Subcategory)] {
    let folded = SearchText.matched(name.name)
    return Category.allCases.compactMap { category in
      let names = subcategories[category] ?? []
      guard
        let found = names.first(where: { $0 == name })
          ?? names.first(where: { SearchText.matched($0.name) == folded })
      else { return nil }
      return (category, found)
    }
  }

  /// The category and 内訳 that `choice` and `subcategory` select: a category as given; a 内訳
  /// given as the category (with no other 内訳), or given alone, under the one category that
  /// uses it. Returns a nil category when neither names one (and `subcategory` is new). Throws
  /// for a 内訳 under several categories, naming them, and for a name that is neither a
  /// category nor a 内訳, suggesting the nearest.
  public func resolve(_ choice: CategoryArgument?, subcategory: Subcategory?) throws(InvalidValue)
    -> (category: Category?, subcategory: Subcategory?)
  {
    switch choice {
    case .category(let category):
      return (category, subcategory)
    case .other(let name, let refusal):
      guard subcategory == nil else { throw refused(refusal, name) }
      let owners = owners(of: name)
      guard owners.count <= 1 else {
        throw InvalidValue(
          .category, name.name, .subcategoryOfSeveral(owners.map { $0.0 }, name: name.name))
      }
      guard let owner = owners.first else { throw refused(refusal, name) }
      return (owner.0, owner.1)
    case nil:
      guard let subcategory else { return (nil, nil) }
      let owners = owners(of: subcategory)
      guard owners.count <= 1 else {
        throw InvalidValue(
          .subcategory, subcategory.name,
          .subcategoryOfSeveral(owners.map { $0.0 }, name: subcategory.name))
      }
      guard let owner = owners.first else { return (nil, subcategory) }
      return (owner.0, owner.1)
    }
  }

  /// `refusal` for `name`, with the nearest category or 内訳 suggested when one is near.
  private func refused(_ refusal: InvalidValue, _ name: Subcategory) -> InvalidValue {
    guard case .noSuchCategory(let isTyped, _) = refusal.reason,
      let nearest = nearest(to: name.name)
    else { return refusal }
    return InvalidValue(
      .category, refusal.value, .noSuchCategory(isTyped: isTyped, nearest: nearest))
  }

  /// The category or 内訳 whose name (or alias) is nearest to `text`, counted in edits of
  /// folded characters, when it is within a third of the longer name (one edit at least):
  /// `食品` is near the ledger's 内訳 食費, `livng` near living. A category's name must keep
  /// more than half of its characters too, so that a two-character 内訳 not yet used (食費)
  /// is not taken for the category it shares a character with (経費). Ties go to a category,
  /// then to the 内訳 used most.
  public func nearest(to text: String) -> CategorySuggestion? {
    let typed = Array(SearchText.matched(text))
    var best: (distance: Int, suggestion: CategorySuggestion)?
    func consider(_ name: String, _ suggestion: CategorySuggestion) {
      let candidate = Array(SearchText.matched(name))
      let distance = Self.editDistance(typed, candidate)
      let longer = max(typed.count, candidate.count)
      guard distance <= max(1, longer / 3) else { return }
      guard suggestion.subcategory != nil || distance * 2 < longer else { return }
      if distance < best?.distance ?? Int.max { best = (distance, suggestion) }
    }
    for category in Category.allCases {
      for name in [category.name] + category.aliases + [category.key] {
        consider(name, CategorySuggestion(category))
      }
    }
    for category in Category.allCases {
      for name in subcategories[category] ?? [] {
        consider(name.name, CategorySuggestion(category, name))
      }
    }
    return best?.suggestion
  }

  /// Levenshtein's distance between two sequences of characters.
  static func editDistance(_ a: [Character], _ b: [Character]) -> Int {
    guard !a.isEmpty else { return b.count }
    guard !b.isEmpty else { return a.count }
    var previous = Array(0...b.count)
    var current = previous
    for i in 1...a.count {
      current[0] = i
      for j in 1...b.count {
        let substitution = previous[j - 1] + (a[i - 1] == b[j - 1] ? 0 : 1)
        current[j] = min(substitution, previous[j] + 1, current[j - 1] + 1)
      }
      swap(&previous, &current)
    }
    return previous[b.count]
  }
}
