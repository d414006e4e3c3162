import Wording

/// Reads command lines against declarations, in three steps: match each word to the command's
/// options and arguments (a subcommand's when one is named), check what is missing, extra,
/// conflicting or required, then read every value into its type. Every refusal is a
/// `UsageError`, worded in one place, or the error a value's own parser throws.
public enum ArgumentParser {
  /// Resolves a whole command line (without the program name): shared options, then a command
  /// and its arguments; or `help [COMMAND [SUBCOMMAND]]`, `--help` or `--version`. Values are
  /// read with `environment` (kakeibo's today, for a date such as `yesterday`).
  @inlinable public static func parse<Environment>(
    _ words: [String], program: ProgramDeclaration<Environment>, environment: Environment
  ) throws -> Invocation<Environment> {
    var shared = Matched()
    var index = 0
    // Shared options and --help/--version may come before the command.
    while index < words.count {
      let word = words[index]
      if word == "--help" || word == "-h" { return .help([]) }
      if word == "--version" || word == "-V" { return .version }
      guard isOptionLike(word), word != "--" else { break }
      index += try match(
        words[index...], options: program.sharedOptions, into: &shared, command: nil,
        alsoKnown: ["--help", "--version"])
    }
    guard index < words.count else {
      guard let overview = program.overview?.declaration() else { throw UsageError.missingCommand }
      return .run(
        [overview],
        try read(
          shared, arguments: [], options: program.sharedOptions, command: program.name,
          environment))
    }
    let name = words[index]
    let rest = Array(words[(index + 1)...])
    if name == "help" { return try help(rest, program: program) }
    guard let command = program.command(named: name) else {
      throw UsageError.unknownCommand(
        name,
        suggestion: Suggestion.nearest(to: name, among: program.commands.map { $0.name } + ["help"])
      )
    }
    let everyOption = command.optionsOfEverySubcommand + program.sharedOptions
    // --help anywhere before `--` wins over every other mistake on the line.
    if rest.prefix(while: { $0 != "--" }).contains(where: { $0 == "--help" || $0 == "-h" }) {
      let named = firstArgument(rest, options: everyOption).flatMap {
        command.subcommand(named: $0.word)
      }
      return .help([command] + (named.map { [$0] } ?? []))
    }
    if let precondition = command.precondition {
      var given = shared
      try matchShared(rest, options: program.sharedOptions, into: &given, command: name)
      try precondition(
        try read(given, arguments: [], options: program.sharedOptions, command: name, environment),
        environment)
    }
    let (path, commandWords) = try subcommandPath(
      of: command, rest, options: everyOption, program: program)
    let target = path[path.count - 1]
    let commandName = path.map { $0.name }.joined(separator: " ")
    let options = target.options + program.sharedOptions
    var matched = try match(
      commandWords, options: options, command: commandName,
      owners: { owners(of: $0, in: command, besides: commandName) })
    try matched.merge(shared, options: program.sharedOptions, command: commandName)
    try validate(matched, target, command: commandName)
    let arguments = try read(
      matched, arguments: target.arguments, options: options, command: commandName, environment)
    return .run(path, arguments)
  }

  /// The command the line runs (`command`, a subcommand it names, or its default one), after
  /// the command it belongs to, and the words left for it: `rest` without the subcommand's
  /// name. Refuses a word that names no subcommand where no argument is declared.
  @inlinable static func subcommandPath<Environment>(
    of command: CommandDeclaration<Environment>, _ rest: [String],
    options: [AnyOption<Environment>], program: ProgramDeclaration<Environment>
  ) throws(UsageError) -> (path: [CommandDeclaration<Environment>], words: [String]) {
    guard !command.subcommands.isEmpty else { return ([command], rest) }
    let first = firstArgument(rest, options: options)
    if let first, let subcommand = command.subcommand(named: first.word) {
      var words = rest
      words.remove(at: first.index)
      return ([command, subcommand], words)
    }
    let fallback = command.defaultSubcommand.flatMap { command.subcommand(named: $0) }
    let names = command.subcommands.map { $0.name }
    if let first, (fallback ?? command).arguments.isEmpty {
      throw .unknownSubcommand(
        first.word, command: command.name, choices: names,
        suggestion: Suggestion.nearest(to: first.word, among: names))
    }
    guard let fallback else {
      guard command.isRunnable else {
        throw .missingSubcommand(command: command.name, choices: names)
      }
      return ([command], rest)
    }
    return ([command, fallback], rest)
  }

  /// Matches a command's words: its arguments' and its options', to be read.
  @inlinable static func match<Environment>(
    _ words: [String], options: [AnyOption<Environment>], command: String,
    owners: (String) -> [String]
  ) throws(UsageError) -> Matched {
    var matched = Matched()
    var position = 0
    var afterTerminator = false
    while position < words.count {
      let word = words[position]
      if afterTerminator || !isOptionLike(word) {
        matched.positionals.append(word)
        position += 1
      } else if word == "--" {
        afterTerminator = true
        position += 1
      } else {
        position += try match(
          words[position...], options: options, into: &matched, command: command,
          alsoKnown: ["--help"], owners: owners)
      }
    }
    return matched
  }

  // MARK: Help

  /// `help`, `help COMMAND` and `help COMMAND SUBCOMMAND`; `help --man`.
  @inlinable static func help<Environment>(
    _ words: [String], program: ProgramDeclaration<Environment>
  )
    throws(UsageError) -> Invocation<Environment>
  {
    if words == ["--man"] { return .manual }
    guard let topic = words.first else { return .help([]) }
    guard let command = program.command(named: topic) else {
      throw .unknownCommand(
        topic, suggestion: Suggestion.nearest(to: topic, among: program.commands.map { $0.name }))
    }
    guard words.count > 1 else { return .help([command]) }
    guard words.count == 2, let subcommand = command.subcommand(named: words[1]) else {
      throw .unknownCommand(
        words.joined(separator: " "),
        suggestion: Suggestion.nearest(to: words[1], among: command.subcommands.map { $0.name })
          .map { "\(topic) \($0)" })
    }
    return .help([command, subcommand])
  }

  // MARK: Matching words

  /// What a command line holds before its values are read: the arguments' words, each
  /// option's text, and which options were given.
  @usableFromInline struct Matched {
    @usableFromInline var positionals: [String] = []
    @usableFromInline var values: [String: String] = [:]
    @usableFromInline var repeated: [String: [String]] = [:]
    @usableFromInline var given: Set<String> = []

    @inlinable init() {}

    /// Adds the shared options given before the command; one given there and after it is
    /// given twice.
    @inlinable mutating func merge<Environment>(
      _ shared: Matched, options: [AnyOption<Environment>], command: String
    ) throws(UsageError) {
      for option in options where shared.given.contains(option.name) {
        if option.kind == .repeatable {
          repeated[option.name] =
            (shared.repeated[option.name] ?? []) + (repeated[option.name] ?? [])
        } else if given.contains(option.name) {
          throw .repeatedOption(option.spelled, command: command)
        } else {
          values[option.name] = shared.values[option.name]
        }
        given.insert(option.name)
      }
    }
  }

  /// Matches the option that starts `words` into `matched`; returns how many words it used.
  /// `alsoKnown` are the options known without a declaration (`--help`), and `owners` names the
  /// other commands of the group that declare an option this one does not.
  @inlinable static func match<Environment>(
    _ words: ArraySlice<String>, options: [AnyOption<Environment>], into matched: inout Matched,
    command: String?, alsoKnown: [String], owners: (String) -> [String] = { _ in [] }
  ) throws(UsageError) -> Int {
    guard let first = words.first, let token = Token.tokenize([first]).first else { return 1 }
    let option: AnyOption<Environment>?
    let spelled: String
    var inlineValue: String?
    switch token {
    case .longOption(let name, let value, _):
      option = options.first { $0.name == name }
      spelled = "--" + name
      inlineValue = value
    case .shortOption(let letter, let attached, _):
      option = options.first { $0.shortName == letter }
      spelled = "-" + String(letter)
      inlineValue = attached
      if let option, option.kind == .flag, attached != nil {
        throw .unknownOption(first, command: command, suggestion: nil)
      }
    case .value, .terminator:
      return 1
    }
    guard let option else {
      // --help and --version are known without a declaration, and take no value.
      if let inlineValue, alsoKnown.contains(spelled) {
        throw .unexpectedValue(option: spelled, value: inlineValue, command: command)
      }
      if let command {
        let others = owners(spelled)
        if let canonical = others.first {
          throw .optionOfAnother(canonical, owners: Array(others.dropFirst()), command: command)
        }
      }
      throw .unknownOption(
        spelled, command: command,
        suggestion: Suggestion.nearest(to: spelled, among: options.map { $0.spelled } + alsoKnown))
    }
    let canonical = option.spelled
    guard let valueName = option.valueName, option.kind != .flag else {
      if let inlineValue {
        throw .unexpectedValue(option: canonical, value: inlineValue, command: command)
      }
      guard !matched.given.contains(option.name) else {
        throw .repeatedOption(canonical, command: command)
      }
      matched.given.insert(option.name)
      return 1
    }
    guard option.kind == .repeatable || !matched.given.contains(option.name) else {
      throw .repeatedOption(canonical, command: command)
    }
    let next = words.dropFirst().first
    let value: String
    if let inlineValue {
      value = inlineValue
    } else if let next, !isOptionLike(next) {
      value = next
    } else if option.kind == .optionalValue {
      matched.given.insert(option.name)
      return 1
    } else {
      throw .missingValue(option: canonical, valueName: valueName, command: command)
    }
    if option.kind == .repeatable {
      matched.repeated[option.name, default: []].append(value)
    } else {
      matched.values[option.name] = value
    }
    matched.given.insert(option.name)
    return inlineValue == nil ? 2 : 1
  }

  /// Matches the shared options anywhere in `words`, passing over every other word: what a
  /// precondition reads before the rest of the line.
  @inlinable static func matchShared<Environment>(
    _ words: [String], options: [AnyOption<Environment>], into matched: inout Matched,
    command: String
  ) throws(UsageError) {
    var index = 0
    while index < words.count, words[index] != "--" {
      let word = words[index]
      let isShared =
        isOptionLike(word)
        && options.contains { option in
          switch Token.tokenize([word]).first {
          case .longOption(let name, _, _): option.name == name
          case .shortOption(let letter, _, _): option.shortName == letter
          default: false
          }
        }
      guard isShared else {
        index += 1
        continue
      }
      index += try match(
        words[index...], options: options, into: &matched, command: command, alsoKnown: [])
    }
  }

  /// The commands of `command`'s group other than `target` (named `commandName`) that declare
  /// the option `spelled`: the option's long name first, then their names (`budget set`, or
  /// `budget` for the command itself).
  @inlinable static func owners<Environment>(
    of spelled: String, in command: CommandDeclaration<Environment>, besides commandName: String
  ) -> [String] {
    let group =
      [(command, command.name)]
      + command.subcommands.map { ($0, command.name + " " + $0.name) }
    var canonical: String?
    var names: [String] = []
    for (declaration, name) in group where name != commandName && declaration.isRunnable {
      let option = declaration.options.first { option in
        option.spelled == spelled || option.shortName.map { "-\($0)" } == spelled
      }
      guard let option else { continue }
      canonical = canonical ?? option.spelled
      names.append(name)
    }
    return canonical.map { [$0] + names } ?? []
  }

  /// The first positional word of `words` and where it is, passing over options and their
  /// values.
  @inlinable static func firstArgument<Environment>(
    _ words: [String], options: [AnyOption<Environment>]
  )
    -> (word: String, index: Int)?
  {
    var index = 0
    while index < words.count {
      let word = words[index]
      guard word != "--" else {
        return index + 1 < words.count ? (words[index + 1], index + 1) : nil
      }
      guard isOptionLike(word) else { return (word, index) }
      let option: AnyOption<Environment>?
      switch Token.tokenize([word]).first {
      case .longOption(let name, nil, _): option = options.first { $0.name == name }
      case .shortOption(let letter, nil, _): option = options.first { $0.shortName == letter }
      default: option = nil
      }
      let takesNext =
        option.map {
          $0.kind != .flag && index + 1 < words.count && !isOptionLike(words[index + 1])
        } ?? false
      index += takesNext ? 2 : 1
    }
    return nil
  }

  /// Whether `word` is an option rather than a value (`-` and negative numbers are values).
  @inlinable static func isOptionLike(_ word: String) -> Bool {
    guard case .value = Token.tokenize([word]).first else { return true }
    return false
  }

  // MARK: Checking

  /// Refuses missing and extra arguments, conflicting options and unmet requirements.
  @inlinable static func validate<Environment>(
    _ matched: Matched, _ declaration: CommandDeclaration<Environment>, command: String
  ) throws(UsageError) {
    let arguments = declaration.arguments
    for (index, argument) in arguments.enumerated() where !argument.isOptional {
      guard index < matched.positionals.count,
        !(argument.refusesEmptyValue && matched.positionals[index].isEmpty)
      else { throw .missingArgument(argument.placeholder, command: command) }
    }
    if matched.positionals.count > arguments.count, arguments.last?.isVariadic != true {
      throw .unexpectedArgument(matched.positionals[arguments.count], command: command)
    }
    for conflict in declaration.conflicts
    where matched.given.contains(conflict.first) && matched.given.contains(conflict.second) {
      throw .conflictingOptions("--" + conflict.first, "--" + conflict.second, command: command)
    }
    for requirement in declaration.requirements
    where !requirement.options.contains(where: matched.given.contains) {
      let names = requirement.options.map { "--" + $0 }
      throw .missingRequirement(
        requirement.what
          ?? Phrase(en: ListWords.english(names), ja: names.joined(separator: " か ")),
        command: command)
    }
  }

  // MARK: Reading values

  /// Reads every value given into its type: the arguments in order, then the options in the
  /// order they are declared.
  @inlinable static func read<Environment>(
    _ matched: Matched, arguments: [AnyArgument<Environment>], options: [AnyOption<Environment>],
    command: String, _ environment: Environment
  ) throws -> Arguments {
    var parsed = Arguments()
    func argumentValue(_ argument: AnyArgument<Environment>, _ text: String) throws -> any Sendable
    {
      do {
        return try argument.value(from: text, in: environment)
      } catch let expectation as ValueExpectation {
        throw UsageError.invalidArgument(
          argument.placeholder, value: text, expected: expectation.expected, command: command)
      } catch let error as UsageError {
        throw error.attributed(to: command)
      }
    }
    for (index, argument) in arguments.enumerated() where index < matched.positionals.count {
      if argument.isVariadic {
        // The last argument: it takes every word left.
        var values: [any Sendable] = []
        for text in matched.positionals[index...] {
          values.append(try argumentValue(argument, text))
        }
        parsed.set(argument.collect(values), ofArgument: argument.name)
      } else {
        parsed.set(
          try argumentValue(argument, matched.positionals[index]), ofArgument: argument.name)
      }
    }
    func value(of option: AnyOption<Environment>, _ text: String) throws -> any Sendable {
      do {
        return try option.value(from: text, in: environment)
      } catch let expectation as ValueExpectation {
        throw expectation.usageError(option: option.spelled, value: text, command: command)
      } catch let error as UsageError {
        throw error.attributed(to: command)
      }
    }
    for option in options where matched.given.contains(option.name) {
      if option.refusesEmptyValue, let valueName = option.valueName,
        matched.values[option.name] == ""
      {
        throw UsageError.missingValue(
          option: option.spelled, valueName: valueName, command: command)
      }
      if option.kind == .repeatable {
        var values: [any Sendable] = []
        for text in matched.repeated[option.name] ?? [] {
          values.append(try value(of: option, text))
        }
        parsed.set(option.collect(values), of: option.name)
      } else if let text = matched.values[option.name] {
        parsed.set(try value(of: option, text), of: option.name)
      } else {
        parsed.markGiven(option.name)
      }
    }
    return parsed
  }
}

extension ValueExpectation {
  /// What is expected, in words: `'table', 'csv' or 'json'`.
  @usableFromInline var expected: Phrase {
    switch self {
    case .oneOf(let words):
      let quoted = words.map { "'\($0)'" }
      return Phrase(en: ListWords.english(quoted), ja: ListWords.japanese(quoted))
    case .described(let phrase):
      return phrase
    }
  }

  /// The usage error for `value` given to `option`.
  @usableFromInline func usageError(option: String, value: String, command: String)
    -> UsageError
  {
    switch self {
    case .oneOf(let words):
      .invalidChoice(option: option, value: value, choices: words, command: command)
    case .described(let phrase):
      .invalidValue(option: option, value: value, expected: phrase, command: command)
    }
  }
}
