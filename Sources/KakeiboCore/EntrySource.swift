/// Where an imported entry came from: the bank or card by name (`三菱UFJ銀行`, `ビューカード`),
/// or the account a household app recorded it under (Money Forward ME's 保有金融機関, Zaim's
/// 支払元). One line of at most 100 characters, with the memo's rules; entries typed by hand
/// have none until a statement that lists them is imported.
public struct EntrySource: Hashable, Sendable, CustomStringConvertible {
  public let name: String

  /// The longest name, counted in Unicode scalars (as the databases count characters).
  public static let maximumLength = 100

  /// Validates a name, trimmed of white space at its ends. Returns nil for a name that is
  /// empty once trimmed (no source); throws for one that is too long or holds a character a
  /// memo may not.
  public init?(validating text: String) throws(InvalidValue) {
    let name = TextNormalization.trimmed(text)
    guard !name.isEmpty else { return nil }
    if let scalar = name.unicodeScalars.first(where: Memo.isForbidden) {
      throw InvalidValue(.source, text, .controlCharacter(Memo.describe(scalar), .source))
    }
    let length = name.unicodeScalars.count
    guard length <= Self.maximumLength else {
      throw InvalidValue(
        .source, text, .tooLong(length: length, maximum: Self.maximumLength, .source))
    }
    self.name = name
  }

  public var description: String { name }

  /// Whether `text` names this source, as `list --source` reads a name: ignoring white space at
  /// the ends, letter case and full-width forms (`三菱ufj銀行` and `三菱ＵＦＪ銀行` name
  /// `三菱UFJ銀行`), the whole name and not a part of it.
  public func isNamed(_ text: String) -> Bool {
    TextNormalization.matchKey(name) == TextNormalization.matchKey(text)
  }
}
