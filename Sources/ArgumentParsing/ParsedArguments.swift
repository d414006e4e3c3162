/// A command line that fits its spec: positional arguments, option values and flags by long name.
public struct ParsedArguments: Sendable, Equatable {
  public var arguments: [String]
  public var values: [String: String]
  public var flags: Set<String>
  /// The values of repeatable options, in the order given.
  public var repeatedValues: [String: [String]]

  public init(
    arguments: [String] = [], values: [String: String] = [:], flags: Set<String> = [],
    repeatedValues: [String: [String]] = [:]
  ) {
    self.arguments = arguments
    self.values = values
    self.flags = flags
    self.repeatedValues = repeatedValues
  }

  /// The value given to `--name`, or nil.
  public func value(_ name: String) -> String? { values[name] }

  /// Every value given to the repeatable option `--name`, in order (empty when not given).
  public func allValues(_ name: String) -> [String] { repeatedValues[name] ?? [] }

  /// Whether the flag `--name` was given.
  public func hasFlag(_ name: String) -> Bool { flags.contains(name) }

  /// The positional argument at `index`, or nil.
  public func argument(_ index: Int) -> String? {
    arguments.indices.contains(index) ? arguments[index] : nil
  }
}

/// What the user asked the program to do.
public enum Invocation: Sendable, Equatable {
  /// Show the program's help, a command's, or a subcommand's (`budget set --help`).
  case help(command: String?, subcommand: String? = nil)
  /// Print the man page (`help --man`).
  case manual
  case version
  case run(command: String, ParsedArguments)
}
