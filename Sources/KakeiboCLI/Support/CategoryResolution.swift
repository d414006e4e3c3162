import KakeiboCore
import KakeiboStore

/// Settles what `--category` and `--sub` name against the ledger's 内訳: `-c 食費` and `-s 食費`
/// alone are 生活費 › 食費 when only 生活費's entries use 食費. A category given by name needs no
/// ledger, so `add 500 -c 生活費` reads nothing more than it did.
enum CategoryResolution {
  /// Whether `choice` (and a 内訳 given without a category, when `resolvesSubcategory`) needs
  /// the ledger's 内訳 to be settled.
  static func needsLedger(
    _ choice: CategoryArgument?, subcategory: Subcategory?, resolvesSubcategory: Bool = true
  ) -> Bool {
    switch choice {
    case .category: false
    case .other: true
    case nil: resolvesSubcategory && subcategory != nil
    }
  }

  /// The category and 内訳 that `choice` and `subcategory` select in `ledger` (see
  /// `SubcategoryDirectory.resolve(_:subcategory:)`).
  /// A 内訳 given alone is taken as it is unless `resolvesSubcategory`.
  static func resolve(
    _ choice: CategoryArgument?, subcategory: Subcategory?, in ledger: Ledger,
    resolvesSubcategory: Bool = true
  ) throws -> (category: Category?, subcategory: Subcategory?) {
    guard
      needsLedger(choice, subcategory: subcategory, resolvesSubcategory: resolvesSubcategory)
    else {
      return (choice?.category, subcategory)
    }
    return try directory(of: ledger).resolve(choice, subcategory: subcategory)
  }

  /// The 内訳 the ledger's expenses use, under their categories (none for a missing ledger).
  static func directory(of ledger: Ledger) throws -> SubcategoryDirectory {
    guard !ledger.isMissing else { return SubcategoryDirectory([:]) }
    var subcategories: [Category: [Subcategory]] = [:]
    for (category, names) in try ledger.entries.subcategoriesInUse() {
      guard let category else { continue }
      subcategories[category] = names.map(\.0)
    }
    return SubcategoryDirectory(subcategories)
  }
}
