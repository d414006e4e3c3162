/// An option a command accepts: a flag (`--dry-run`), an option with a value (`--memo TEXT`), or
/// an option whose value may be given several times (`--map A=B --map C=D`).
public struct OptionSpec: Sendable, Equatable {
  /// The long name, without dashes: `memo` for `--memo`.
  public let name: String
  public let shortName: Character?
  /// The placeholder of the value in help (`TEXT`), or nil for a flag.
  public let valueName: String?
  public let help: String
  /// Whether the value may be left out (`--last` or `--last 12`); given alone, the option
  /// counts as a flag.
  public let isValueOptional: Bool
  /// Whether the option may be given more than once, each value kept in order
  /// (`ParsedArguments.allValues(_:)`); any other option given twice is a usage error.
  public var isRepeatable: Bool = false

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
}

/// A positional argument a command accepts.
public struct ArgumentSpec: Sendable, Equatable {
  /// The placeholder in usage and help: `AMOUNT`.
  public let name: String
  public let help: String
  public let isOptional: Bool

  public init(_ name: String, help: String, isOptional: Bool = false) {
    self.name = name
    self.help = help
    self.isOptional = isOptional
  }
}

/// Everything a command declares about its command line: enough to parse it and to write its help.
public struct CommandSpec: Sendable {
  public let name: String
  /// One line: what the command does.
  public let abstract: String
  /// Usage lines after the program and command name; by default the arguments and `[options]`.
  public let usage: [String]
  public let arguments: [ArgumentSpec]
  public let options: [OptionSpec]
  /// Pairs of options that may not be given together.
  public let conflicts: [(String, String)]
  /// Paragraphs shown after the options.
  public let discussion: String?
  /// Example command lines, shown last.
  public let examples: [String]

  public init(
    name: String, abstract: String, usage: [String] = [], arguments: [ArgumentSpec] = [],
    options: [OptionSpec] = [], conflicts: [(String, String)] = [], discussion: String? = nil,
    examples: [String] = []
  ) {
    self.name = name
    self.abstract = abstract
    self.arguments = arguments
    self.options = options
    self.conflicts = conflicts
    self.discussion = discussion
    self.examples = examples
    self.usage =
      usage.isEmpty
      ? [
        (arguments.map { $0.isOptional ? "[\($0.name)]" : $0.name } + ["[options]"])
          .joined(separator: " ")
      ] : usage
  }
}

/// The program: its commands and the options every command shares.
public struct ProgramSpec: Sendable {
  public let name: String
  public let version: String
  public let abstract: String
  public let commands: [CommandSpec]
  /// Options accepted before the command and by every command, such as `--db`.
  public let sharedOptions: [OptionSpec]
  public let discussion: String?

  public init(
    name: String, version: String, abstract: String, commands: [CommandSpec],
    sharedOptions: [OptionSpec], discussion: String? = nil
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
