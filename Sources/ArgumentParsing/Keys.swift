import Wording

// MARK: Options

/// An option a command declares, as lists of options, help, the manual, completion and the
/// parser see it: `--memo TEXT`, the flag `--dry-run`, `--last [N]` or the repeatable
/// `--map SOURCE=CATEGORY`. Each is declared once as a typed key (`OptionKey<Memo, …>`,
/// `FlagKey`, `ChoiceKey`, `RepeatableKey`), which is also how a command reads it:
/// `arguments[.memo]`. Keys are immutable; they are classes only so that a list of options of
/// different types can be written `[.category, .memo, refund]`.
public class AnyOption<Environment>: @unchecked Sendable {
  /// How an option takes its value.
  public enum Kind: Sendable, Equatable {
    /// No value: `--dry-run`.
    case flag
    /// One value: `--memo TEXT`.
    case value
    /// A value that may be left out: `--last` alone, or `--last 12`.
    case optionalValue
    /// A value each time, any number of times, kept in order: `--map A=B --map C=D`.
    case repeatable
  }

  /// The long name, without dashes: `memo` for `--memo`.
  public let name: String
  public let shortName: Character?
  /// The placeholder of the value in help and usage errors (`TEXT`, `テキスト`); nil for a flag.
  public let valueName: Phrase?
  /// What the option is for, in help, the manual and completion.
  public var help: Phrase { declaredHelp }
  public let kind: Kind
  /// What a shell may offer as the value (`--format <TAB>`).
  public var completion: ValueCompletion { declaredCompletion }
  /// Whether help, the manual and completion leave the option out (for the completion scripts'
  /// own queries); the parser still accepts it.
  public let isHidden: Bool
  /// Whether an empty value counts as none given (`--db ''`).
  public let refusesEmptyValue: Bool
  let declaredHelp: Phrase
  let declaredCompletion: ValueCompletion

  init(
    name: String, shortName: Character?, valueName: Phrase?, help: Phrase, kind: Kind,
    completion: ValueCompletion, isHidden: Bool, refusesEmptyValue: Bool
  ) {
    self.name = name
    self.shortName = shortName
    self.valueName = valueName
    self.declaredHelp = help
    self.kind = kind
    self.declaredCompletion = completion
    self.isHidden = isHidden
    self.refusesEmptyValue = refusesEmptyValue
  }

  /// `--memo`.
  public var spelled: String { "--" + name }

  /// Reads one value of the option from its text; the parser words what it throws.
  @usableFromInline func value(from text: String, in environment: Environment) throws
    -> any Sendable
  { text }

  /// The values of a repeatable option, each read by `value(from:in:)`, as the array the
  /// command reads.
  @usableFromInline func collect(_ values: [any Sendable]) -> any Sendable { values }
}

/// An option with a value of type `Value`, read as `arguments[key]`: nil when not given (and,
/// for an option whose value may be left out, when given alone; `arguments.contains(key)` says
/// whether it was given at all).
public class OptionKey<Value: Sendable, Environment>: AnyOption<Environment>, @unchecked Sendable {
  let parse: @Sendable (String, Environment) throws -> Value

  /// Declares `--name VALUE`, whose text `parse` reads (throwing the domain's error, or a
  /// `ValueExpectation` that the parser words around the option and the text).
  public init(
    _ name: String, short: Character? = nil, valueName: Phrase, help: Phrase,
    isValueOptional: Bool = false, completion: ValueCompletion = .none, isHidden: Bool = false,
    refusesEmptyValue: Bool = false,
    parse: @escaping @Sendable (String, Environment) throws -> Value
  ) {
    self.parse = parse
    super.init(
      name: name, shortName: short, valueName: valueName, help: help,
      kind: isValueOptional ? .optionalValue : .value, completion: completion,
      isHidden: isHidden, refusesEmptyValue: refusesEmptyValue)
  }

  override func value(from text: String, in environment: Environment) throws -> any Sendable {
    try parse(text, environment)
  }

  /// The same option, its help ending with the value it has when not given: `(default: today)`.
  public func documentingDefault(_ value: Phrase) -> OptionKey<Value, Environment> {
    OptionKey(
      name, short: shortName, valueName: valueName ?? Phrase(en: "", ja: ""),
      help: Phrase(
        en: help.english + " (default: \(value.english))",
        ja: help.japanese + "（省略時: \(value.japanese)）"),
      isValueOptional: kind == .optionalValue, completion: completion, isHidden: isHidden,
      refusesEmptyValue: refusesEmptyValue, parse: parse)
  }
}

extension OptionKey where Value == String {
  /// Declares `--name TEXT`, whose value is the text as given.
  public convenience init(
    _ name: String, short: Character? = nil, valueName: Phrase, help: Phrase,
    completion: ValueCompletion = .none, isHidden: Bool = false, refusesEmptyValue: Bool = false
  ) {
    self.init(
      name, short: short, valueName: valueName, help: help, completion: completion,
      isHidden: isHidden, refusesEmptyValue: refusesEmptyValue
    ) { text, _ in text }
  }
}

/// A flag, read as `arguments[flag]`: whether it was given.
public final class FlagKey<Environment>: AnyOption<Environment>, @unchecked Sendable {
  public init(_ name: String, short: Character? = nil, help: Phrase, isHidden: Bool = false) {
    super.init(
      name: name, shortName: short, valueName: nil, help: help, kind: .flag, completion: .none,
      isHidden: isHidden, refusesEmptyValue: false)
  }
}

/// An option whose value is one of a few words, the cases of `Value` (`--format table|csv`),
/// read as `arguments[key]`: the case given, else the first. Its help names the cases and the
/// default, completion offers them, and another word is refused with the list.
public final class ChoiceKey<Value, Environment>: OptionKey<Value, Environment>,
  @unchecked Sendable
where Value: CaseIterable & RawRepresentable & Sendable, Value.RawValue == String {
  /// What follows the cases and the default in help.
  let note: Phrase?

  /// Declares `--name VALUE` among `Value`'s cases, matched in any letter case. Its help names
  /// the cases and the default, then `note` when there is one.
  public init(_ name: String, short: Character? = nil, valueName: Phrase, note: Phrase? = nil) {
    self.note = note
    // What help and completion show is made when they are written, not at every start.
    super.init(
      name, short: short, valueName: valueName, help: Phrase(en: "", ja: "")
    ) { text, _ in
      // By raw value, not by a search of `allCases`: this closure is not specialized, and
      // walking a generic collection here resolved its associated types at run time.
      guard let value = Value(rawValue: text.lowercased()) else {
        throw ValueExpectation.oneOf(Value.allCases.map { $0.rawValue })
      }
      return value
    }
  }

  /// `table, csv or json (default: table)`, then the note.
  public override var help: Phrase {
    let words = Value.allCases.map { $0.rawValue }
    let first = words.first ?? ""
    let english = ListWords.english(words) + " (default: \(first))"
    let japanese = words.joined(separator: "・") + " のどれか（省略時: \(first)）"
    guard let note else { return Phrase(en: english, ja: japanese) }
    return Phrase(en: english + "; " + note.english, ja: japanese + "。" + note.japanese)
  }

  public override var completion: ValueCompletion {
    .words(Value.allCases.map { $0.rawValue })
  }
}

/// An option that may be given any number of times, read as `arguments[key]`: every value, in
/// the order given (empty when not given).
public final class RepeatableKey<Value: Sendable, Environment>: AnyOption<Environment>,
  @unchecked Sendable
{
  let parse: @Sendable (String, Environment) throws -> Value

  public init(
    _ name: String, short: Character? = nil, valueName: Phrase, help: Phrase,
    completion: ValueCompletion = .none, isHidden: Bool = false,
    parse: @escaping @Sendable (String, Environment) throws -> Value
  ) {
    self.parse = parse
    super.init(
      name: name, shortName: short, valueName: valueName, help: help, kind: .repeatable,
      completion: completion, isHidden: isHidden, refusesEmptyValue: false)
  }

  override func value(from text: String, in environment: Environment) throws -> any Sendable {
    try parse(text, environment)
  }

  override func collect(_ values: [any Sendable]) -> any Sendable {
    values.compactMap { $0 as? Value }
  }
}

// MARK: Arguments

/// A positional argument a command declares (`AMOUNT`), as usage, help and the parser see it.
/// Declared once as a typed key, `ArgumentKey` or `OptionalArgumentKey`, which is how the
/// command reads it.
public class AnyArgument<Environment>: @unchecked Sendable {
  /// The name that identifies it, and its placeholder in English: `AMOUNT`.
  public let name: String
  /// Its placeholder in each language: `AMOUNT`, `金額`.
  public let placeholder: Phrase
  public let help: Phrase
  public let isOptional: Bool
  /// Whether it takes every word left (`delete ID…`): only a command's last argument may.
  public let isVariadic: Bool
  public let completion: ValueCompletion
  /// Whether an empty word counts as none given (`copy ''`).
  public let refusesEmptyValue: Bool

  init(
    placeholder: Phrase, help: Phrase, isOptional: Bool, isVariadic: Bool = false,
    completion: ValueCompletion, refusesEmptyValue: Bool
  ) {
    self.name = placeholder.english
    self.placeholder = placeholder
    self.help = help
    self.isOptional = isOptional
    self.isVariadic = isVariadic
    self.completion = completion
    self.refusesEmptyValue = refusesEmptyValue
  }

  @usableFromInline func value(from text: String, in environment: Environment) throws
    -> any Sendable
  { text }

  /// The values of a variadic argument, each read by `value(from:in:)`, as the array the
  /// command reads.
  @usableFromInline func collect(_ values: [any Sendable]) -> any Sendable { values }
}

/// An argument the command cannot do without, read as `arguments[key]`: its value. The parser
/// refuses a command line without it.
public final class ArgumentKey<Value: Sendable, Environment>: AnyArgument<Environment>,
  @unchecked Sendable
{
  let parse: @Sendable (String, Environment) throws -> Value

  public init(
    _ placeholder: Phrase, help: Phrase, completion: ValueCompletion = .none,
    refusesEmptyValue: Bool = false,
    parse: @escaping @Sendable (String, Environment) throws -> Value
  ) {
    self.parse = parse
    super.init(
      placeholder: placeholder, help: help, isOptional: false, completion: completion,
      refusesEmptyValue: refusesEmptyValue)
  }

  override func value(from text: String, in environment: Environment) throws -> any Sendable {
    try parse(text, environment)
  }
}

/// An argument that may be left out, read as `arguments[key]`: nil when it was.
public final class OptionalArgumentKey<Value: Sendable, Environment>: AnyArgument<Environment>,
  @unchecked Sendable
{
  let parse: @Sendable (String, Environment) throws -> Value

  public init(
    _ placeholder: Phrase, help: Phrase, completion: ValueCompletion = .none,
    parse: @escaping @Sendable (String, Environment) throws -> Value
  ) {
    self.parse = parse
    super.init(
      placeholder: placeholder, help: help, isOptional: true, completion: completion,
      refusesEmptyValue: false)
  }

  override func value(from text: String, in environment: Environment) throws -> any Sendable {
    try parse(text, environment)
  }
}

/// An argument given one or more times, the command's last (`delete ID…`), read as
/// `arguments[key]`: every value, in the order given. The parser refuses a command line
/// without one.
public final class VariadicArgumentKey<Value: Sendable, Environment>: AnyArgument<Environment>,
  @unchecked Sendable
{
  let parse: @Sendable (String, Environment) throws -> Value

  public init(
    _ placeholder: Phrase, help: Phrase, completion: ValueCompletion = .none,
    parse: @escaping @Sendable (String, Environment) throws -> Value
  ) {
    self.parse = parse
    super.init(
      placeholder: placeholder, help: help, isOptional: false, isVariadic: true,
      completion: completion, refusesEmptyValue: false)
  }

  override func value(from text: String, in environment: Environment) throws -> any Sendable {
    try parse(text, environment)
  }

  override func collect(_ values: [any Sendable]) -> any Sendable {
    values.compactMap { $0 as? Value }
  }
}

// MARK: Values

/// What a value's parser throws for text that is none of its values: what it expects, which
/// the parser words around the option (or argument) and the text, as a usage error.
public enum ValueExpectation: Error, Sendable, Equatable {
  /// One of these words: `'table', 'csv' or 'json'`.
  case oneOf([String])
  /// A value as described: "a whole number from 1 to 1,000".
  case described(Phrase)
}

/// A list in words: `a, b or c`, `a、b、c`.
@usableFromInline enum ListWords {
  @usableFromInline static func english(_ items: [String], conjunction: String = "or") -> String {
    guard items.count > 1, let last = items.last else { return items.first ?? "" }
    return items.dropLast().joined(separator: ", ") + " \(conjunction) " + last
  }

  @usableFromInline static func japanese(_ items: [String]) -> String {
    items.joined(separator: "、")
  }
}
