/// The household's people, who paid for an entry and whose it is: 立替 (one person paying for
/// another), 按分 (an entry split among people by weights) and the share rule that turns a
/// split into whole yen. No I/O.

/// A person of the household, by the name the ledger knows them by: on a ledger in a file, a
/// name `member add` recorded (or `config set me`); on a shared ledger, the member's role.
public struct Person: Hashable, Sendable, CustomStringConvertible {
  public let name: String

  /// The longest name, counted in Unicode scalars (as the databases count characters).
  public static let maximumLength = 40

  /// Validates a name as typed, trimmed of white space at its ends: one line of 1 to 40
  /// printable characters, without `=` or `,`, which a split (`美咲=6,健太=4`) writes between
  /// names.
  public init(validating text: String) throws(InvalidValue) {
    let name = TextNormalization.trimmed(text)
    guard !name.isEmpty else {
      throw InvalidValue(.person, text, .noPersonNamed)
    }
    if let scalar = name.unicodeScalars.first(where: Memo.isForbidden) {
      throw InvalidValue(.person, text, .controlCharacter(Memo.describe(scalar), .person))
    }
    guard name.unicodeScalars.count <= Self.maximumLength else {
      throw InvalidValue(
        .person, text,
        .tooLong(
          length: name.unicodeScalars.count, maximum: Self.maximumLength, .person))
    }
    if name.contains(where: { "=,、，＝".contains($0) }) {
      throw InvalidValue(.person, text, .personHasSplitSigns)
    }
    self.name = name
  }

  /// A name as the ledger stores it, already checked when it was stored.
  public init(stored name: String) {
    self.name = name
  }

  public var description: String { name }

  /// What a change's summary says for an entry paid by "me" (no payer stored).
  public static let meLabel = "me"
}

/// How an entry is divided among the household's people: each person listed with a weight, in
/// the order the split lists them (which decides ties of the share rule).
public struct Split: Hashable, Sendable, CustomStringConvertible {
  /// One person's part: a weight of 1 or more.
  public struct Part: Hashable, Sendable {
    public let person: Person
    public let weight: Int64

    public init(_ person: Person, weight: Int64) {
      self.person = person
      self.weight = weight
    }
  }

  /// At least one part, each person once.
  public let parts: [Part]

  /// The largest weight one person may have; with `maximumParts`, the product of an amount and
  /// any sum of weights stays far inside 64 bits.
  public static let maximumWeight: Int64 = 1_000_000
  public static let maximumParts = 100

  /// A split of `parts`, which must name each person once, with weights from 1 to
  /// `maximumWeight`.
  public init(_ parts: [Part]) {
    precondition(!parts.isEmpty && parts.count <= Self.maximumParts)
    precondition(parts.allSatisfy { (1...Self.maximumWeight).contains($0.weight) })
    precondition(Set(parts.map(\.person)).count == parts.count)
    self.parts = parts
  }

  /// The whole entry is `person`'s.
  public static func alone(_ person: Person) -> Split {
    Split([Part(person, weight: 1)])
  }

  /// Equal parts for each of `people` (which must be distinct and not empty).
  public static func equal(_ people: [Person]) -> Split {
    Split(people.map { Part($0, weight: 1) })
  }

  /// The people, in the split's order.
  public var people: [Person] { parts.map(\.person) }

  /// Whether the whole entry is one person's.
  public var soleOwner: Person? { parts.count == 1 ? parts[0].person : nil }

  /// The weights added up.
  public var totalWeight: Int64 { parts.reduce(0) { $0 + $1.weight } }

  /// The split as it is stored and shown: `美咲=6,健太=4` (each person with their weight, in
  /// the split's order).
  public var description: String {
    parts.map { "\($0.person.name)=\($0.weight)" }.joined(separator: ",")
  }

  /// Parses a split as typed: `美咲=6,健太=4`, `美咲=1、健太=2`, full-width digits too. Each
  /// person once, with a whole weight from 1 to 1,000,000. A person with no weight (`美咲,健太`)
  /// has weight 1.
  public init(parsing text: String) throws(InvalidValue) {
    let folded = TextNormalization.folded(text)
    let pieces = folded.split(
      omittingEmptySubsequences: false, whereSeparator: { $0 == "," || $0 == "、" })
    var parts: [Part] = []
    for piece in pieces {
      let sides = piece.split(separator: "=", maxSplits: 1, omittingEmptySubsequences: false)
      let person: Person
      do {
        person = try Person(validating: String(sides[0]))
      } catch {
        throw InvalidValue(.split, text, .splitNamesNoPerson(piece: String(piece)))
      }
      var weight: Int64 = 1
      if sides.count == 2 {
        let digits = TextNormalization.trimmed(String(sides[1]))
        guard !digits.isEmpty, digits.allSatisfy(\.isASCIIDigitCharacter),
          let value = Int64(digits), (1...Self.maximumWeight).contains(value)
        else {
          throw InvalidValue(
            .split, text, .notAWeight(person: person.name, weight: String(sides[1])))
        }
        weight = value
      }
      guard !parts.contains(where: { $0.person == person }) else {
        throw InvalidValue(.split, text, .personTwiceInSplit(person: person.name))
      }
      parts.append(Part(person, weight: weight))
    }
    guard parts.count <= Self.maximumParts else {
      throw InvalidValue(.split, text, .tooManyInSplit(maximum: Self.maximumParts))
    }
    self.init(parts)
  }

  /// What a change's summary says for an entry with the household's split.
  public static let householdLabel = "household"

  /// The split of `amount` (negative for a refund) in whole yen, one share per part in the
  /// split's order, adding up to `amount` exactly. Each share is ⌊|amount| × weight ÷ total⌋;
  /// the yen left over go one each to the parts with the largest remainders, ties to the part
  /// listed first. A negative amount is split as its size, and each share negated.
  public func shares(of amount: Yen) -> [Share] {
    let magnitude = amount.value.magnitude
    let total = UInt64(totalWeight)
    var floors: [UInt64] = []
    var remainders: [UInt64] = []
    floors.reserveCapacity(parts.count)
    remainders.reserveCapacity(parts.count)
    for part in parts {
      let product = magnitude.multipliedFullWidth(by: UInt64(part.weight))
      let (quotient, remainder) = total.dividingFullWidth(product)
      floors.append(quotient)
      remainders.append(remainder)
    }
    var leftover = magnitude - floors.reduce(0, +)
    // Largest remainder first; a stable order keeps ties in the split's order.
    let byRemainder = parts.indices.sorted { a, b in
      remainders[a] != remainders[b] ? remainders[a] > remainders[b] : a < b
    }
    for index in byRemainder where leftover > 0 {
      floors[index] += 1
      leftover -= 1
    }
    return zip(parts, floors).map { part, share in
      Share(person: part.person, amount: Yen(amount.value < 0 ? -Int64(share) : Int64(share)))
    }
  }

  /// A person's part of an entry in yen.
  public struct Share: Hashable, Sendable {
    public let person: Person
    public let amount: Yen

    public init(person: Person, amount: Yen) {
      self.person = person
      self.amount = amount
    }
  }
}

/// Who paid an entry and whose it is: the payer, and the split (nil: the household's).
public struct Sharing: Hashable, Sendable {
  public var payer: Person
  /// The entry's own split, or nil for the household's default split.
  public var split: Split?

  public init(payer: Person, split: Split? = nil) {
    self.payer = payer
    self.split = split
  }
}

/// The household as a ledger knows it: its people in order ("me" first on a ledger in a file;
/// the owner first on a shared ledger), the names shown for them, and the split an entry
/// without its own follows.
public struct Household: Hashable, Sendable {
  /// Everyone, in the household's order; never empty.
  public let people: [Person]
  /// Who "I" am: the payer of an entry that names none.
  public let me: Person
  /// The names shown for people who have one other than their own (a member's display name).
  public let displayNames: [Person: String]
  /// The split of an expense without its own: the stored household split, else equal parts.
  public let split: Split

  /// The household of `people` in their order (`me` is added at the end when it is not one of
  /// them, and a person named twice counts once).
  public init(
    people listed: [Person], me: Person, displayNames: [Person: String] = [:],
    split: Split? = nil
  ) {
    var people: [Person] = []
    for person in listed + [me] where !people.contains(person) { people.append(person) }
    self.people = people
    self.me = me
    self.displayNames = displayNames
    self.split = split ?? .equal(people)
  }

  /// Whether there is more than one person: only then do payers, splits and settling show.
  public var isShared: Bool { people.count > 1 }

  /// The name shown for `person`.
  public func name(of person: Person) -> String { displayNames[person] ?? person.name }

  /// `split` as `describe(_:)` of Split writes it, with each person's shown name: what CSV
  /// and JSON write, and what `--split` and import read back.
  public func describe(_ split: Split) -> String {
    split.parts.map { "\(name(of: $0.person))=\($0.weight)" }.joined(separator: ",")
  }

  /// Who paid (or received) `entry`.
  public func payer(of entry: Entry) -> Person { entry.paidBy ?? me }

  /// How `entry` is split: its own split; else, for income, its receiver's alone, and for an
  /// expense the household's split.
  public func split(of entry: Entry) -> Split {
    if let split = entry.split { return split }
    return entry.kind == .income ? .alone(payer(of: entry)) : split
  }

  /// Each person's share of `entry`, in its split's order.
  public func shares(of entry: Entry) -> [Split.Share] { split(of: entry).shares(of: entry.amount) }

  /// The person `text` names: a person's name or shown name, in any letter case or width.
  /// Throws, naming the people there are, when it names nobody.
  public func person(named text: String, field: InvalidValue.Field = .person) throws(InvalidValue)
    -> Person
  {
    let key = TextNormalization.matchKey(text)
    if let found = people.first(where: {
      TextNormalization.matchKey($0.name) == key
        || displayNames[$0].map(TextNormalization.matchKey) == key
    }) {
      return found
    }
    throw InvalidValue(field, text, .notOfTheHousehold(people: people.map { name(of: $0) }))
  }

  /// `split` with each name resolved to one of the household's people (by name or shown name).
  public func resolving(_ split: Split, text: String) throws(InvalidValue) -> Split {
    var parts: [Split.Part] = []
    for part in split.parts {
      let person = try person(named: part.person.name, field: .split)
      guard !parts.contains(where: { $0.person == person }) else {
        throw InvalidValue(.split, text, .personTwiceInSplit(person: name(of: person)))
      }
      parts.append(Split.Part(person, weight: part.weight))
    }
    return Split(parts)
  }
}
