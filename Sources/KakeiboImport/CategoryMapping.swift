import KakeiboCore

/// Turns the categories of another app (Money Forward ME's 大項目 and 中項目, Zaim's カテゴリ
/// and カテゴリの内訳, a CSV's category column) into kakeibo's three. For each row the names
/// are tried most specific first, and:
/// 1. a `--map SOURCE=CATEGORY` rule for the name wins;
/// 2. then a name that is itself a kakeibo category (`娯楽費`, `fun`, `livingCost`);
/// 3. then the default table, `defaultRules`;
/// 4. and anything else is 生活費, living costs.
/// Names are compared ignoring white space at the ends, letter case and full-width forms.
public struct CategoryMapping: Sendable {
  /// Source categories that are not living costs, as Money Forward ME and Zaim name them.
  public static let defaultRules: [(source: String, category: Category)] = [
    // Leisure: hobbies, entertainment, socializing.
    ("趣味・娯楽", .leisure), ("交際費", .leisure), ("エンタメ", .leisure), ("娯楽", .leisure),
    ("レジャー", .leisure), ("趣味", .leisure),
    // Business expenses: Money Forward ME's その他 › 事業経費 and the like.
    ("事業経費", .expenses), ("事業原価", .expenses), ("事業投資", .expenses), ("事業", .expenses),
    ("仕事", .expenses),
  ]

  /// Where a row's category came from.
  public enum Origin: Hashable, Sendable {
    /// A `--map` rule.
    case rule
    /// The name is a kakeibo category.
    case name
    /// The default table.
    case defaultRule
    /// No name matched: living costs.
    case fallback
  }

  /// A row's category and the source name that decided it (the least specific non-empty one
  /// when none did).
  public struct Resolution: Hashable, Sendable {
    public let category: Category
    public let source: String
    public let origin: Origin
  }

  private let rules: [String: Category]
  private static let defaults = Dictionary(
    defaultRules.map { (TextNormalization.matchKey($0.source), $0.category) },
    uniquingKeysWith: { first, _ in first })

  /// A mapping with `rules` (from `--map`) over the defaults; a later rule for the same name
  /// wins.
  public init(rules: [(source: String, category: Category)] = []) {
    self.rules = Dictionary(
      rules.map { (TextNormalization.matchKey($0.source), $0.category) },
      uniquingKeysWith: { _, last in last })
  }

  /// Resolves the category of a row whose source categories are `names`, most specific first
  /// (empty names are ignored).
  public func resolve(_ names: [String]) -> Resolution {
    let named = names.filter { !TextNormalization.trimmed($0).isEmpty }
    let keys = named.map(TextNormalization.matchKey)
    for (name, key) in zip(named, keys) {
      if let category = rules[key] {
        return Resolution(category: category, source: name, origin: .rule)
      }
    }
    for name in named {
      if let category = try? Category(resolving: name) {
        return Resolution(category: category, source: name, origin: .name)
      }
    }
    for (name, key) in zip(named, keys) {
      if let category = Self.defaults[key] {
        return Resolution(category: category, source: name, origin: .defaultRule)
      }
    }
    return Resolution(category: .livingCost, source: named.last ?? "", origin: .fallback)
  }

  /// Resolves a category column that must name a kakeibo category (kakeibo's own export): a
  /// `--map` rule, else `Category(resolving:)`, which throws for anything else.
  public func resolveStrictly(_ name: String) throws(InvalidValue) -> Resolution {
    if let category = rules[TextNormalization.matchKey(name)] {
      return Resolution(category: category, source: name, origin: .rule)
    }
    return Resolution(category: try Category(resolving: name), source: name, origin: .name)
  }
}
