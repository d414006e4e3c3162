/// A 内訳: a short label under an entry's category (生活費 › 食費, 娯楽費 › 外食), or the kind of
/// an income (給与, 賞与). One line of at most 40 characters, with the memo's rules for what a
/// character may be; kept as written, but for white space at its ends. A ledger's 内訳 are the
/// ones its entries use: nothing needs declaring first.
public struct Subcategory: Hashable, Comparable, Sendable, CustomStringConvertible {
  public let name: String

  /// The longest name, counted in Unicode scalars (as the databases count characters).
  public static let maximumLength = 40

  /// Validates a name, trimmed of white space at its ends. Returns nil for a name that is
  /// empty once trimmed (no 内訳); throws for one that is too long or holds a character a memo
  /// may not.
  public init?(validating text: String) throws(InvalidValue) {
    let name = TextNormalization.trimmed(text)
    guard !name.isEmpty else { return nil }
    if let scalar = name.unicodeScalars.first(where: Memo.isForbidden) {
      throw InvalidValue(.subcategory, text, .controlCharacter(Memo.describe(scalar), .subcategory))
    }
    guard name != Self.noneLabel else {
      throw InvalidValue(.subcategory, text, .placeholderSubcategory)
    }
    let length = name.unicodeScalars.count
    guard length <= Self.maximumLength else {
      throw InvalidValue(
        .subcategory, text, .tooLong(length: length, maximum: Self.maximumLength, .subcategory))
    }
    self.name = name
  }

  public var description: String { name }

  public static func < (lhs: Subcategory, rhs: Subcategory) -> Bool {
    lhs.name.unicodeScalars.lexicographicallyPrecedes(rhs.name.unicodeScalars)
  }

  /// What a table shows for entries without a 内訳; no 内訳 may be named so.
  public static let noneLabel = "(なし)"
}
