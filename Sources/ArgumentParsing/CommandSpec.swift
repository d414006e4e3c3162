import Wording

/// An option a command accepts: a flag (`--dry-run`), an option with a value (`--memo TEXT`), or
/// an option whose value may be given several times (`--map A=B --map C=D`).
public struct OptionSpec: Sendable, Equatable {
  /// The long name, without dashes: `memo` for `--memo`.
  public let name: String
  public let shortName: Character?
  /// The placeholder of the value in help (`TEXT`), or nil for a flag.
  public let valueName: String?
  public let help: String
  /// The help in Japanese, where it has been written; help in Japanese shows `help` otherwise.
  public var japaneseHelp: String? = nil
  /// Whether the value may be left out (`--last` or `--last 12`); given alone, the option
  /// counts as a flag.
  public let isValueOptional: Bool
  /// Whether the option may be given more than once, each value kept in order
  /// (`ParsedArguments.allValues(_:)`); any other option given twice is a usage error.
  public var isRepeatable: Bool = false
  /// What a shell may offer as the value (`--format <TAB>`).
  public var completion: ValueCompletion = .none
  /// Whether help, the man page and completion leave the option out (for the completion
  /// scripts' own queries); the parser still accepts it.
  public var isHidden: Bool = false

  /// Declares an option that takes a value.
  public static func value(
    _ name: String, short: Character? = nil, valueName: String, help: String
  ) -> OptionSpec {
    OptionSpec(
      name: name, shortName: short, valueName: valueName, help: help, isValueOptional: false)
  }

  /// Declares an option whose value may be left out: `--last` alone is a flag, `--last 12` and
  /// `--last=12` give a value.
  public static func optionalValue(
    _ name: String, short: Character? = nil, valueName: String, help: String
  ) -> OptionSpec {
    OptionSpec(
      name: name, shortName: short, valueName: valueName, help: help, isValueOptional: true)
  }

  /// Declares an option that takes a value and may be given any number of times.
  public static func repeatableValue(
    _ name: String, short: Character? = nil, valueName: String, help: String
  ) -> OptionSpec {
    OptionSpec(
      name: name, shortName: short, valueName: valueName, help: help, isValueOptional: false,
      isRepeatable: true)
  }

  /// Declares an option without a value.
  public static func flag(_ name: String, short: Character? = nil, help: String) -> OptionSpec {
    OptionSpec(name: name, shortName: short, valueName: nil, help: help, isValueOptional: false)
  }

  public var takesValue: Bool { valueName != nil }

  /// Returns the option with `completion` as what a shell offers for its value.
  public func completing(_ completion: ValueCompletion) -> OptionSpec {
    var option = self
    option.completion = completion
    return option
  }

  /// Returns the option with `japanese` as its help in Japanese.
  public func helped(ja japanese: String) -> OptionSpec {
    var option = self
    option.japaneseHelp = japanese
    return option
  }

  /// The option's help in `language`: English where no Japanese has been written.
  public func help(in language: Language) -> String {
    language == .japanese ? japaneseHelp ?? help : help
  }

  /// Returns the option left out of help, the man page and completion.
  public func hidden() -> OptionSpec {
    var option = self
    option.isHidden = true
    return option
  }
}

/// A positional argument a command accepts.
public struct ArgumentSpec: Sendable, Equatable {
  /// The placeholder in usage and help: `AMOUNT`.
  public let name: String
  public let help: String
  public let isOptional: Bool
  /// What a shell may offer for it.
  public let completion: ValueCompletion

  public init(
    _ name: String, help: String, isOptional: Bool = false, completion: ValueCompletion = .none
  ) {
    self.name = name
    self.help = help
    self.isOptional = isOptional
    self.completion = completion
  }
}

/// A subcommand of a command (`budget set`): its own arguments and the command's options it
/// takes, for its help, the man page and completion. The subcommand's name is the command's
/// first argument; the command's `run` dispatches on it.
public struct SubcommandSpec: Sendable {
  public let name: String
  /// One line: what the subcommand does.
  public let abstract: String
  /// The usage after `program command name`; by default the arguments and `[options]`.
  public let usage: [String]
  /// The arguments after the subcommand's name.
  public let arguments: [ArgumentSpec]
  /// The long names of the command's options this subcommand takes.
  public let optionNames: [String]
  /// Whether the command does this when no subcommand is named (`member` is `member list`).
  public let isDefault: Bool
  public let discussion: String?

  public init(
    _ name: String, abstract: String, usage: [String] = [], arguments: [ArgumentSpec] = [],
    options optionNames: [String] = [], isDefault: Bool = false, discussion: String? = nil
  ) {
    self.name = name
    self.abstract = abstract
    self.arguments = arguments
    self.optionNames = optionNames
    self.isDefault = isDefault
    self.discussion = discussion
    self.usage = usage.isEmpty ? [CommandSpec.defaultUsage(arguments)] : usage
  }
}

/// Everything a command declares about its command line: enough to parse it and to write its help.
public struct CommandSpec: Sendable {
  public let name: String
  /// One line: what the command does, in each language (the man page and completion use the
  /// English).
  public let abstract: Phrase
  /// Usage lines after the program and command name; by default the arguments and `[options]`.
  public let usage: [String]
  /// The arguments of the command itself (with no subcommand named).
  public let arguments: [ArgumentSpec]
  public let options: [OptionSpec]
  /// The subcommands, named by the first argument (`budget set`), in the order help lists them.
  public let subcommands: [SubcommandSpec]
  /// Pairs of options that may not be given together.
  public let conflicts: [(String, String)]
  /// Paragraphs shown after the options.
  public let discussion: String?
  /// Example command lines, shown last.
  public let examples: [String]

  public init(
    name: String, abstract: Phrase, usage: [String] = [], arguments: [ArgumentSpec] = [],
    options: [OptionSpec] = [], subcommands: [SubcommandSpec] = [],
    conflicts: [(String, String)] = [], discussion: String? = nil, examples: [String] = []
  ) {
    self.name = name
    self.abstract = abstract
    self.arguments = arguments
    self.options = options
    self.subcommands = subcommands
    self.conflicts = conflicts
    self.discussion = discussion
    self.examples = examples
    // The command's own usage (unless a default subcommand stands for it), then each
    // subcommand's.
    let own =
      usage.isEmpty && !subcommands.contains(where: \.isDefault)
      ? [Self.defaultUsage(arguments)] : usage
    self.usage =
      own
      + subcommands.flatMap { subcommand in
        let name = subcommand.isDefault ? "[\(subcommand.name)]" : subcommand.name
        return subcommand.usage.map { name + " " + $0 }
      }
  }

  /// `AMOUNT [MONTH] [options]`: the arguments, the optional ones in brackets.
  static func defaultUsage(_ arguments: [ArgumentSpec]) -> String {
    (arguments.map { $0.isOptional ? "[\($0.name)]" : $0.name } + ["[options]"])
      .joined(separator: " ")
  }

  public func subcommand(named name: String) -> SubcommandSpec? {
    subcommands.first { $0.name == name }
  }

  /// The options `subcommand` takes, in the command's order.
  public func options(of subcommand: SubcommandSpec) -> [OptionSpec] {
    options.filter { subcommand.optionNames.contains($0.name) }
  }

  /// The examples of `subcommand`: those that begin with it.
  public func examples(of subcommand: SubcommandSpec, program: String) -> [String] {
    let prefix = "\(program) \(name) \(subcommand.name)"
    return examples.filter { $0 == prefix || $0.hasPrefix(prefix + " ") }
  }
}

/// The program: its commands and the options every command shares.
public struct ProgramSpec: Sendable {
  public let name: String
  public let version: String
  /// One line: what the program is, in each language.
  public let abstract: Phrase
  public let commands: [CommandSpec]
  /// Options accepted before the command and by every command, such as `--db`.
  public let sharedOptions: [OptionSpec]
  /// Paragraphs shown after the options, in each language.
  public let discussion: Phrase?

  public init(
    name: String, version: String, abstract: Phrase, commands: [CommandSpec],
    sharedOptions: [OptionSpec], discussion: Phrase? = nil
  ) {
    self.name = name
    self.version = version
    self.abstract = abstract
    self.commands = commands
    self.sharedOptions = sharedOptions
    self.discussion = discussion
  }

  public func command(named name: String) -> CommandSpec? {
    commands.first { $0.name == name }
  }
}
