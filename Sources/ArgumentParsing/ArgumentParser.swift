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
      guard let topic = rest.first else { return .help(command: nil) }
      guard program.command(named: topic) != nil else {
        throw .unknownCommand(
          topic, suggestion: Suggestion.nearest(to: topic, among: program.commands.map(\.name)))
      }
      return .help(command: topic)
    }
    guard let command = program.command(named: name) else {
      throw .unknownCommand(
        name,
        suggestion: Suggestion.nearest(to: name, among: program.commands.map(\.name) + ["help"]))
    }
    // --help anywhere before `--` wins over every other mistake on the line.
    if rest.prefix(while: { $0 != "--" }).contains(where: { $0 == "--help" || $0 == "-h" }) {
      return .help(command: name)
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
    let required = command.arguments.filter { !$0.isOptional }
    if parsed.arguments.count < required.count {
      throw .missingArgument(required[parsed.arguments.count].name, command: command.name)
    }
    if parsed.arguments.count > command.arguments.count {
      throw .unexpectedArgument(parsed.arguments[command.arguments.count], command: command.name)
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
