/// The options a command line gives so far, read leniently, as completion needs them: the
/// value being completed may depend on another (`-c 生活費 -s <Tab>` offers 生活費's 内訳).
extension ProgramDeclaration {
  /// The options given in `words` (what was typed after the program's name, up to the word
  /// being completed), by long name, each with its values in order; a flag's value is empty.
  /// The positional arguments given are there too, by their names (`CATEGORY` of `budget set
  /// 生活費 --sub <Tab>`), in the order the command declares them.
  /// The command and subcommand are found as the parser finds them; a word that names no
  /// option of them is passed over, and nothing is refused: completion must offer something
  /// whatever was typed. A value may follow as the next word, after `=` (`--category=生活費`)
  /// or as bash splits that (`--category`, `=`, `生活費`).
  public func givenOptions(_ words: [String]) -> [String: [String]] {
    let declarations = declarations
    var options = sharedOptions
    var command: CommandDeclaration<Environment>?
    var hasSubcommand = false
    var positionals: [AnyArgument<Environment>] = []
    var positionalIndex = 0
    var given: [String: [String]] = [:]
    var index = 0
    while index < words.count {
      let word = words[index]
      index += 1
      let option: AnyOption<Environment>?
      var value: String?
      switch Token.tokenize([word]).first {
      case .longOption(let name, let attached, _):
        option = options.first { $0.name == name }
        value = attached
      case .shortOption(let letter, let attached, _):
        option = options.first { $0.shortName == letter }
        value = attached
      case .terminator:
        return given
      case .value, nil:
        if command == nil, let found = declarations.first(where: { $0.name == word }) {
          command = found
          options = found.optionsOfEverySubcommand + sharedOptions
          positionals = found.arguments
        } else if let found = command, !hasSubcommand,
          let subcommand = found.subcommands.first(where: { $0.name == word })
        {
          hasSubcommand = true
          options = subcommand.options + sharedOptions
          positionals = subcommand.arguments
          positionalIndex = 0
        } else if positionalIndex < positionals.count {
          given[positionals[positionalIndex].name, default: []].append(word)
          positionalIndex += 1
        } else if let last = positionals.last, last.isVariadic {
          // A variadic last argument takes every word left.
          given[last.name, default: []].append(word)
        }
        continue
      }
      guard let option else { continue }
      if option.kind == .flag {
        given[option.name, default: []].append("")
        continue
      }
      if value == nil, index < words.count {
        if words[index] == "=", index + 1 < words.count {
          value = words[index + 1]
          index += 2
        } else if option.kind != .optionalValue || !ArgumentParser.isOptionLike(words[index]) {
          value = words[index]
          index += 1
        }
      }
      if let value { given[option.name, default: []].append(value) }
    }
    return given
  }
}
