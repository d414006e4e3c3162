/// A command line the parser accepted, every value already read into its type: a command reads
/// each by its key (`arguments[.memo]`, `arguments[refund]`), never by a name.
public struct Arguments: @unchecked Sendable {
  // The storage is visible to the inlinable subscripts, so that a command's reads are
  // specialized for their types where the command is compiled.

  /// The values of the options given, by long name (a repeatable option's as its typed array).
  @usableFromInline private(set) var values: [String: any Sendable] = [:]
  /// The long names of the options given, flags and options given without their value too.
  @usableFromInline private(set) var given: Set<String> = []
  /// The values of the arguments given, by name.
  @usableFromInline private(set) var positionals: [String: any Sendable] = [:]

  public init() {}

  @usableFromInline mutating func set(_ value: any Sendable, of option: String) {
    values[option] = value
    given.insert(option)
  }

  @usableFromInline mutating func markGiven(_ option: String) { given.insert(option) }

  @usableFromInline mutating func set(_ value: any Sendable, ofArgument name: String) {
    positionals[name] = value
  }

  /// The option's value, or nil when it was not given (or given without its value).
  @inlinable public subscript<Value, Environment>(_ key: OptionKey<Value, Environment>) -> Value? {
    // Unwrapped first: a missing value cast to an optional `Value` would be a value of nil.
    guard let value = values[key.name] else { return nil }
    return value as? Value
  }

  /// The value of an option that a requirement of the command makes the parser insist on.
  @inlinable public func required<Value, Environment>(_ key: OptionKey<Value, Environment>) -> Value
  {
    guard let value = self[key] else {
      preconditionFailure("\(key.spelled) is not required by this command")
    }
    return value
  }

  /// The case given, or the first.
  @inlinable public subscript<Value, Environment>(_ key: ChoiceKey<Value, Environment>) -> Value {
    guard let value = values[key.name].flatMap({ $0 as? Value }) ?? Value.allCases.first else {
      preconditionFailure("\(key.spelled) has no values")
    }
    return value
  }

  /// Whether the flag was given.
  @inlinable public subscript<Environment>(_ flag: FlagKey<Environment>) -> Bool {
    given.contains(flag.name)
  }

  /// Every value given, in order.
  @inlinable public subscript<Value, Environment>(_ key: RepeatableKey<Value, Environment>)
    -> [Value]
  {
    values[key.name] as? [Value] ?? []
  }

  /// The argument's value: the parser refused a command line without it.
  @inlinable public subscript<Value, Environment>(_ key: ArgumentKey<Value, Environment>) -> Value {
    guard let stored = positionals[key.name], let value = stored as? Value else {
      preconditionFailure("\(key.name) is not an argument of this command")
    }
    return value
  }

  /// The argument's value, or nil when it was left out.
  @inlinable public subscript<Value, Environment>(_ key: OptionalArgumentKey<Value, Environment>)
    -> Value?
  {
    guard let value = positionals[key.name] else { return nil }
    return value as? Value
  }

  /// Every value of a variadic argument, in order: the parser refused a command line without
  /// one.
  @inlinable public subscript<Value, Environment>(_ key: VariadicArgumentKey<Value, Environment>)
    -> [Value]
  {
    positionals[key.name] as? [Value] ?? []
  }

  /// Whether the option was given, with or without a value.
  @inlinable public func contains<Environment>(_ option: AnyOption<Environment>) -> Bool {
    given.contains(option.name)
  }
}

/// What the user asked the program to do.
public enum Invocation<Environment> {
  /// Show the program's help (`commands` empty), a command's, or a subcommand's (the command,
  /// then the subcommand).
  case help([CommandDeclaration<Environment>])
  /// Print the manual page (`help --man`).
  case manual
  case version
  /// Run the command (the last of `path`, after the command it is a subcommand of) with its
  /// arguments.
  case run([CommandDeclaration<Environment>], Arguments)
}
