/// The text `--search` and browse's `/` look for: a substring of an entry's memo or 内訳,
/// compared in `SearchText.matched` form (NFKC, case folded, katakana as hiragana), so that
/// `ｎｅｔｆｌｉｘ` finds `Netflix`, `ｾﾌﾞﾝ` finds `セブン` and `らーめん` finds `ラーメン`.
public struct SearchTerm: Hashable, Sendable, CustomStringConvertible {
  /// The term as given, trimmed of white space at its ends.
  public let text: String
  /// The folded form that entries' search keys are searched for.
  public let folded: String

  /// The longest term, counted in Unicode scalars of its folded form: one longer than the
  /// longest memo finds nothing. (A 内訳 is shorter.)
  public static let maximumLength = 1000

  /// How many characters (Unicode scalars of the folded form) an index of three-character
  /// pieces (trigrams) can look up; a shorter term is found by reading every key.
  public static let indexedLength = 3

  /// Validates a term: trimmed of white space at its ends, it may not be empty, longer than
  /// `maximumLength`, or hold a character a memo may not hold (a control character, a line
  /// separator, a bidirectional control).
  public init(_ written: String) throws(InvalidValue) {
    if let scalar = written.unicodeScalars.first(where: Memo.isForbidden) {
      throw InvalidValue(.search, written, .searchControlCharacter(Memo.describe(scalar)))
    }
    let text = TextNormalization.trimmed(written)
    guard !text.isEmpty else {
      throw InvalidValue(.search, written, .emptySearch)
    }
    let folded = SearchText.matched(text)
    guard folded.unicodeScalars.count <= Self.maximumLength else {
      throw InvalidValue(
        .search, written,
        .searchTooLong(length: folded.unicodeScalars.count, maximum: Self.maximumLength))
    }
    self.text = text
    self.folded = folded
  }

  public var description: String { text }

  /// Whether an index of trigrams can find the term: three characters or more.
  public var isIndexable: Bool { folded.unicodeScalars.count >= Self.indexedLength }

  /// Whether `key`, an entry's search key (`SearchText.key(memo:subcategory:)`), contains the
  /// term.
  public func isFound(inKey key: String) -> Bool {
    // Scalar by scalar, as SQLite's instr and PostgreSQL's strpos compare: a Character
    // comparison would not find "e" in "é" written with a combining mark.
    key.unicodeScalars.firstRange(of: folded.unicodeScalars) != nil
  }

  /// Whether `entry`'s memo or 内訳 contains the term (never a match across the two).
  public func matches(_ entry: Entry) -> Bool {
    isFound(inKey: SearchText.key(memo: entry.memo.text, subcategory: entry.subcategory?.name))
  }
}

extension SearchText {
  /// The one text an entry with `memo` and the 内訳 `subcategory` is searched by: its memo as
  /// `matched` folds it, a newline, and its 内訳 so folded (empty without one). Neither holds a newline, nor
  /// does a term, so no match spans the two.
  public static func key(memo: String, subcategory: String?) -> String {
    matched(memo) + "\n" + matched(subcategory ?? "")
  }
}

/// Search keys of many entries in a row, as an import makes them: a memo and 内訳 met again (a
/// household's memos repeat: スーパー, コンビニ, 電気代) take the key they made before rather
/// than being folded again, the same text as `SearchText.key(memo:subcategory:)` in every case.
/// They are looked up by their bytes, which is what tells two texts apart here: `String`'s own
/// hashing and `==` normalize any text beyond ASCII before they compare it, at every look-up.
/// Memory stays bounded: past `capacity` distinct pairs the keys kept are dropped and kept
/// again from there.
public struct SearchKeyCache: Sendable {
  /// A memo and 内訳 as their bytes.
  private struct Texts: Hashable, Sendable {
    let memo: String
    let subcategory: String?

    static func == (left: Texts, right: Texts) -> Bool {
      guard left.memo.hasSameUTF8(as: right.memo) else { return false }
      switch (left.subcategory, right.subcategory) {
      case (nil, nil): return true
      case (let a?, let b?): return a.hasSameUTF8(as: b)
      default: return false
      }
    }

    func hash(into hasher: inout Hasher) {
      Self.combine(memo, into: &hasher)
      if let subcategory { Self.combine(subcategory, into: &hasher) }
    }

    /// The text's length, then its bytes, so that no two pairs run together.
    private static func combine(_ text: String, into hasher: inout Hasher) {
      var text = text
      hasher.combine(text.utf8.count)
      text.withUTF8 { hasher.combine(bytes: UnsafeRawBufferPointer($0)) }
    }
  }

  private var keys: [Texts: String] = [:]
  /// The most pairs of a memo and a 内訳 kept.
  public let capacity: Int

  public init(capacity: Int = 4096) {
    self.capacity = capacity
  }

  /// The search key of an entry with `memo` and the 内訳 `subcategory`.
  public mutating func key(memo: String, subcategory: String?) -> String {
    let texts = Texts(memo: memo, subcategory: subcategory)
    if let known = keys[texts] { return known }
    let key = SearchText.key(memo: memo, subcategory: subcategory)
    if keys.count >= capacity { keys.removeAll(keepingCapacity: true) }
    keys[texts] = key
    return key
  }
}
