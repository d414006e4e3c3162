import KakeiboCore

/// Turns the categories of another app (Money Forward ME's 大項目 and 中項目, Zaim's カテゴリ
/// and カテゴリの内訳, a CSV's category column) into kakeibo's three. For each row the names
/// are tried most specific first, and:
/// 1. a `--map SOURCE=CATEGORY` rule for the name wins;
/// 2. then a name that is itself a kakeibo category (`娯楽費`, `fun`, `livingCost`);
/// 3. then the default table, `defaultRules`;
/// 4. and anything else is 生活費, living costs.
/// Names are compared ignoring white space at the ends, letter case and full-width forms. A
/// rule may name a 内訳 too (`--map 食費=生活費/外食`), which the entry takes instead of the
/// source's.
///
/// A statement's rows have no category of their own: a rule applies to them when its SOURCE is
/// found anywhere in the row's memo, whatever the width, the kana and the spacing (see
/// `MatchKey`), so `--map AMAZON=経費` takes `デビット / AMAZON.CO.JP`.
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
    /// The 内訳 the rule names, if any.
    public var subcategory: Subcategory? = nil
  }

  /// A `--map SOURCE=CATEGORY[/内訳]` rule.
  public struct Rule: Sendable {
    public let source: String
    public let category: Category
    public let subcategory: Subcategory?

    public init(source: String, category: Category, subcategory: Subcategory? = nil) {
      self.source = source
      self.category = category
      self.subcategory = subcategory
    }
  }

  private let rules: [String: Rule]
  /// The rules in the order given, with their sources as memo patterns, for statements.
  private let memoRules: [(rule: Rule, key: MatchKey)]
  private static let defaults = Dictionary(
    defaultRules.map { (TextNormalization.matchKey($0.source), $0.category) },
    uniquingKeysWith: { first, _ in first })

  /// A mapping with `rules` (from `--map`) over the defaults; a later rule for the same name
  /// wins.
  public init(rules: [Rule]) {
    self.rules = Dictionary(
      rules.map { (TextNormalization.matchKey($0.source), $0) },
      uniquingKeysWith: { _, last in last })
    memoRules = rules.map { ($0, MatchKey($0.source)) }.filter { !$0.key.isEmpty }
  }

  /// A mapping with `rules` of categories alone (see `init(rules:)`).
  public init(rules: [(source: String, category: Category)] = []) {
    self.init(rules: rules.map { Rule(source: $0.source, category: $0.category) })
  }

  /// The resolution a rule gives, for the source name `name`.
  private static func resolution(_ rule: Rule, name: String) -> Resolution {
    Resolution(
      category: rule.category, source: name, origin: .rule, subcategory: rule.subcategory)
  }

  /// The rule whose SOURCE the statement memo `memo` holds (the last such rule given), as the
  /// resolution of an expense whose source name is the rule's; nil when no rule applies.
  public func resolve(memo: String) -> Resolution? {
    guard !memoRules.isEmpty else { return nil }
    let key = MatchKey(memo)
    guard let match = memoRules.last(where: { key.contains($0.key) }) else { return nil }
    return Self.resolution(match.rule, name: match.rule.source)
  }

  /// Resolves the category of a row whose source categories are `names`, most specific first
  /// (empty names are ignored).
  public func resolve(_ names: [String]) -> Resolution {
    let named = names.filter { !TextNormalization.trimmed($0).isEmpty }
    let keys = named.map(TextNormalization.matchKey)
    for (name, key) in zip(named, keys) {
      if let rule = rules[key] { return Self.resolution(rule, name: name) }
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
    if let rule = rules[TextNormalization.matchKey(name)] {
      return Self.resolution(rule, name: name)
    }
    return Resolution(category: try Category(resolving: name), source: name, origin: .name)
  }
}
