/// Parses command lines against specs: tokenize, match each token to the spec, then validate.
public enum ArgumentParser {
  /// Resolves a whole command line (without the program name): global options, then a command
  /// and its arguments; or `help [COMMAND]`, `--help` or `--version`.
  public static func parse(_ words: [String], program: ProgramSpec) throws(UsageError)
    -> Invocation
  {
    var shared = ParsedArguments()
    var index = 0
    // Shared options and --help/--version may come before the command.
    while index < words.count {
      let word = words[index]
      if word == "--help" || word == "-h" { return .help(command: nil) }
      if word == "--version" || word == "-V" { return .version }
      guard word.hasPrefix("-"), word != "-", word != "--" else { break }
      let consumed = try parseOne(
        Array(words[index...]), options: program.sharedOptions, command: nil, into: &shared,
        allOptionNames: program.sharedOptions.map { "--" + $0.name } + ["--help", "--version"])
      index += consumed
    }
    guard index < words.count else { throw .missingCommand }
    let name = words[index]
    let rest = Array(words[(index + 1)...])
    if name == "help" {
      if rest == ["--man"] { return .manual }
      guard let topic = rest.first else { return .help(command: nil) }
      guard let command = program.command(named: topic) else {
        throw .unknownCommand(
          topic, suggestion: Suggestion.nearest(to: topic, among: program.commands.map(\.name)))
      }
      guard rest.count > 1 else { return .help(command: topic) }
      let word = rest[1]
      guard rest.count == 2, command.subcommand(named: word) != nil else {
        throw .unknownCommand(
          rest.joined(separator: " "),
          suggestion: Suggestion.nearest(
            to: word, among: command.subcommands.map(\.name)
          ).map { "\(topic) \($0)" })
      }
      return .help(command: topic, subcommand: word)
    }
    guard let command = program.command(named: name) else {
      throw .unknownCommand(
        name,
        suggestion: Suggestion.nearest(to: name, among: program.commands.map(\.name) + ["help"]))
    }
    // --help anywhere before `--` wins over every other mistake on the line.
    if rest.prefix(while: { $0 != "--" }).contains(where: { $0 == "--help" || $0 == "-h" }) {
      let first = firstArgument(rest, options: command.options + program.sharedOptions)
      return .help(command: name, subcommand: first.flatMap { command.subcommand(named: $0)?.name })
    }
    var parsed = try parse(rest, command: command, sharedOptions: program.sharedOptions)
    for (key, value) in shared.values {
      guard parsed.values[key] == nil else {
        throw .repeatedOption("--" + key, command: command.name)
      }
      parsed.values[key] = value
    }
    parsed.flags.formUnion(shared.flags)
    for (key, values) in shared.repeatedValues {
      parsed.repeatedValues[key] = values + parsed.allValues(key)
    }
    return .run(command: name, parsed)
  }

  /// Parses one command's arguments against its spec (plus `sharedOptions`), then checks the
  /// positional count and conflicting options.
  public static func parse(
    _ words: [String], command: CommandSpec, sharedOptions: [OptionSpec] = []
  ) throws(UsageError) -> ParsedArguments {
    let options = command.options + sharedOptions
    let names = options.map { "--" + $0.name } + ["--help"]
    var parsed = ParsedArguments()
    var index = 0
    var afterTerminator = false
    while index < words.count {
      let word = words[index]
      if afterTerminator || !isOptionLike(word) {
        parsed.arguments.append(word)
        index += 1
      } else if word == "--" {
        afterTerminator = true
        index += 1
      } else {
        index += try parseOne(
          Array(words[index...]), options: options, command: command.name, into: &parsed,
          allOptionNames: names)
      }
    }
    try validate(parsed, command: command)
    return parsed
  }

  /// The first positional word of `words`, passing over options and their values.
  static func firstArgument(_ words: [String], options: [OptionSpec]) -> String? {
    var index = 0
    while index < words.count {
      let word = words[index]
      guard word != "--" else { return index + 1 < words.count ? words[index + 1] : nil }
      guard isOptionLike(word) else { return word }
      let spec: OptionSpec?
      switch Token.tokenize([word]).first {
      case .longOption(let name, nil, _): spec = options.first { $0.name == name }
      case .shortOption(let letter, nil, _): spec = options.first { $0.shortName == letter }
      default: spec = nil
      }
      let takesNext =
        spec.map { $0.takesValue && index + 1 < words.count && !isOptionLike(words[index + 1]) }
        ?? false
      index += takesNext ? 2 : 1
    }
    return nil
  }

  /// Whether `word` is an option rather than a value (`-` and negative numbers are values).
  static func isOptionLike(_ word: String) -> Bool {
    guard case .value = Token.tokenize([word]).first else { return true }
    return false
  }

  /// Parses the option that starts `words` into `parsed`; returns how many words it used.
  private static func parseOne(
    _ words: [String], options: [OptionSpec], command: String?, into parsed: inout ParsedArguments,
    allOptionNames: [String]
  ) throws(UsageError) -> Int {
    guard let token = Token.tokenize(Array(words.prefix(1))).first else { return 1 }
    let spec: OptionSpec?
    let spelled: String
    var inlineValue: String?
    switch token {
    case .longOption(let name, let value, _):
      spec = options.first { $0.name == name }
      spelled = "--" + name
      inlineValue = value
    case .shortOption(let letter, let attached, _):
      spec = options.first { $0.shortName == letter }
      spelled = "-" + String(letter)
      inlineValue = attached
      if let spec, !spec.takesValue, attached != nil {
        throw .unknownOption(words[0], command: command, suggestion: nil)
      }
    case .value, .terminator:
      return 1
    }
    guard let spec else {
      // --help and --version are known without a spec, and take no value.
      if let inlineValue, allOptionNames.contains(spelled) {
        throw .unexpectedValue(option: spelled, value: inlineValue, command: command)
      }
      throw .unknownOption(
        spelled, command: command,
        suggestion: Suggestion.nearest(to: spelled, among: allOptionNames))
    }
    let canonical = "--" + spec.name
    guard let valueName = spec.valueName else {
      if let inlineValue {
        throw .unexpectedValue(option: canonical, value: inlineValue, command: command)
      }
      guard !parsed.flags.contains(spec.name) else {
        throw .repeatedOption(canonical, command: command)
      }
      parsed.flags.insert(spec.name)
      return 1
    }
    let isRepeated = parsed.values[spec.name] != nil || parsed.flags.contains(spec.name)
    guard spec.isRepeatable || !isRepeated else {
      throw .repeatedOption(canonical, command: command)
    }
    let value: String
    if let inlineValue {
      value = inlineValue
    } else {
      guard words.count > 1, !isOptionLike(words[1]) else {
        if spec.isValueOptional {
          parsed.flags.insert(spec.name)
          return 1
        }
        throw .missingValue(option: canonical, valueName: valueName, command: command)
      }
      value = words[1]
    }
    if spec.isRepeatable {
      parsed.repeatedValues[spec.name, default: []].append(value)
    } else {
      parsed.values[spec.name] = value
    }
    return inlineValue == nil ? 2 : 1
  }

  private static func validate(_ parsed: ParsedArguments, command: CommandSpec)
    throws(UsageError)
  {
    if let first = parsed.arguments.first, let subcommand = command.subcommand(named: first) {
      // A subcommand's arguments follow its name. Those it needs are checked by the command's
      // run, which words what is missing for that subcommand.
      let count = 1 + subcommand.arguments.count
      if parsed.arguments.count > count {
        throw .unexpectedArgument(parsed.arguments[count], command: command.name)
      }
    } else if !(command.arguments.isEmpty && !command.subcommands.isEmpty) {
      // (A command that takes only subcommands says itself that a word is none of them.)
      let required = command.arguments.filter { !$0.isOptional }
      if parsed.arguments.count < required.count {
        throw .missingArgument(required[parsed.arguments.count].name, command: command.name)
      }
      if parsed.arguments.count > command.arguments.count {
        throw .unexpectedArgument(parsed.arguments[command.arguments.count], command: command.name)
      }
    }
    for (first, second) in command.conflicts {
      let given = { (name: String) in
        parsed.values[name] != nil || parsed.flags.contains(name)
          || parsed.repeatedValues[name] != nil
      }
      if given(first) && given(second) {
        throw .conflictingOptions("--" + first, "--" + second, command: command.name)
      }
    }
  }
}
