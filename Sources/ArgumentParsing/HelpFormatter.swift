import Wording

/// Writes help from declarations, so that help always matches what the parser accepts, in the
/// language asked for and wrapped to the width given (the terminal's).
public enum HelpFormatter {
  /// Returns the program's help: usage, commands, shared options, notes.
  public static func help<Environment>(
    for program: ProgramDeclaration<Environment>, language: Language = .english, width: Int = 80
  ) -> String {
    let words = HelpWords.self
    var text = wrapped(
      "\(program.name) \(program.version): \(program.abstract.text(in: language))", width: width,
      language: language)
    let shared = program.sharedOptions.filter { !$0.isHidden }.map { option in
      "[" + option.spelled + (option.valueName.map { " " + $0.text(in: language) } ?? "") + "]"
    }
    text += "\n"
    text += usageLines(
      [
        Phrase(
          en: (shared + [words.programUsage.english]).joined(separator: " "),
          ja: (shared + [words.programUsage.japanese]).joined(separator: " "))
      ],
      prefix: program.name, language: language, width: width)
    text += section(
      words.commands.text(in: language),
      program.declarations.map { ($0.name, $0.abstract.text(in: language)) } + [
        ("help", words.helpCommand(program.name).text(in: language))
      ], width: width, language: language)
    text += section(
      words.options.text(in: language),
      program.sharedOptions.filter { !$0.isHidden }.map {
        (label(for: $0, language: language), $0.help.text(in: language))
      } + [
        ("-h, --help", words.showHelp.text(in: language)),
        ("-V, --version", words.showVersion.text(in: language)),
      ], width: width, language: language)
    if let discussion = program.discussion {
      text += "\n" + prose(discussion.text(in: language), width: width, language: language)
    }
    text +=
      "\n"
      + wrapped(
        words.programFooter(program.name).text(in: language), width: width, language: language)
    return text
  }

  /// Returns the help of a command (`path` holds it alone) or of a subcommand (the command, then
  /// the subcommand): what it does, usage, arguments, subcommands, options, notes and examples.
  public static func help<Environment>(
    for path: [CommandDeclaration<Environment>], program: ProgramDeclaration<Environment>,
    language: Language = .english, width: Int = 80
  ) -> String {
    guard let command = path.last else {
      return help(for: program, language: language, width: width)
    }
    let words = HelpWords.self
    let prefix = ([program.name] + path.map { $0.name }).joined(separator: " ")
    var text = wrapped(
      "\(prefix): \(command.abstract.text(in: language))", width: width, language: language)
    text += "\n" + usageLines(command.usage, prefix: prefix, language: language, width: width)
    if !command.arguments.isEmpty {
      text += section(
        words.arguments.text(in: language),
        command.arguments.map { ($0.placeholder.text(in: language), $0.help.text(in: language)) },
        width: width, language: language)
    }
    if !command.subcommands.isEmpty {
      text += section(
        words.subcommands.text(in: language),
        command.subcommands.map {
          (
            $0.name,
            $0.abstract.text(in: language)
              + ($0.name == command.defaultSubcommand ? words.theDefault.text(in: language) : "")
          )
        }, width: width, language: language)
    }
    text += section(
      words.options.text(in: language),
      (command.options + program.sharedOptions).filter { !$0.isHidden }.map {
        (label(for: $0, language: language), $0.help.text(in: language))
      } + [("-h, --help", words.showThisHelp.text(in: language))], width: width,
      language: language)
    if let discussion = command.discussion {
      text += "\n" + prose(discussion.text(in: language), width: width, language: language)
    }
    let examples = command.subcommands.flatMap { $0.examples } + command.examples
    if !examples.isEmpty {
      text += "\n\(words.examples.text(in: language)):\n" + examples.map { "  \($0)\n" }.joined()
    }
    if !command.subcommands.isEmpty {
      text +=
        "\n"
        + wrapped(words.commandFooter(prefix).text(in: language), width: width, language: language)
    }
    return text
  }

  // MARK: Parts

  /// `text` wrapped to `width`, each line ended.
  static func wrapped(_ text: String, width: Int, language: Language) -> String {
    TextWrapping.wrap(text, width: width, language: language).map { $0 + "\n" }.joined()
  }

  /// Prose (see `HelpText`) wrapped to `width`, each line ended.
  static func prose(_ text: String, width: Int, language: Language) -> String {
    HelpText.wrapped(text, width: width, language: language).map { $0 + "\n" }.joined()
  }

  /// `Usage: kakeibo add AMOUNT [options]`, further usages under the first, and a usage too
  /// long for the width continued under its first argument, broken between bracketed groups.
  static func usageLines(_ usage: [Phrase], prefix: String, language: Language, width: Int)
    -> String
  {
    let heading = HelpWords.usage.text(in: language) + " "
    let headingWidth = DisplayWidth.of(heading)
    let continuation = String(repeating: " ", count: headingWidth + DisplayWidth.of(prefix) + 1)
    var text = ""
    for (index, line) in usage.enumerated() {
      let lines = breakUsage(
        prefix + " " + line.text(in: language), width: width - headingWidth,
        continuation: DisplayWidth.of(prefix) + 1)
      text += (index == 0 ? heading : String(repeating: " ", count: headingWidth)) + lines[0] + "\n"
      text += lines.dropFirst().map { continuation + $0 + "\n" }.joined()
    }
    return text
  }

  /// `line` in lines of `width` columns, the further ones `continuation` columns narrower,
  /// broken only at spaces outside brackets and parentheses (the spaces between kept as they
  /// are written).
  static func breakUsage(_ line: String, width: Int, continuation: Int) -> [String] {
    guard DisplayWidth.of(line) > width else { return [line] }
    // The groups between spaces outside brackets, each with the spaces before it.
    var groups: [(spaces: String, text: String)] = []
    var spaces = ""
    var group = ""
    var depth = 0
    for character in line {
      if character == " " && depth == 0 {
        if !group.isEmpty {
          groups.append((spaces, group))
          spaces = ""
          group = ""
        }
        spaces.append(character)
        continue
      }
      if "[(".contains(character) { depth += 1 }
      if "])".contains(character) { depth = max(0, depth - 1) }
      group.append(character)
    }
    if !group.isEmpty { groups.append((spaces, group)) }
    // An option keeps its value's placeholder: `--day D`, not `--day` at a line's end.
    var paired: [(spaces: String, text: String)] = []
    for (spaces, group) in groups {
      if let last = paired.last, last.text.hasPrefix("-"), !last.text.contains(" "),
        let first = group.first, !"-[(".contains(first)
      {
        paired[paired.count - 1].text += spaces + group
      } else {
        paired.append((spaces, group))
      }
    }
    groups = paired
    // A group wider than a line is broken at its own spaces.
    groups = groups.flatMap { spaces, group in
      guard DisplayWidth.of(group) > width - continuation else { return [(spaces, group)] }
      return group.split(separator: " ").enumerated().map { index, word in
        (index == 0 ? spaces : " ", String(word))
      }
    }
    var lines: [String] = []
    var current = ""
    for (spaces, group) in groups {
      let limit = lines.isEmpty ? width : width - continuation
      if !current.isEmpty,
        DisplayWidth.of(current) + spaces.count + DisplayWidth.of(group) > limit
      {
        lines.append(current)
        current = group
      } else {
        current += (current.isEmpty ? "" : spaces) + group
      }
    }
    lines.append(current)
    return lines
  }

  /// `-c, --category CATEGORY` or `    --db PATH`.
  static func label<Environment>(for option: AnyOption<Environment>, language: Language)
    -> String
  {
    let short = option.shortName.map { "-\($0), " } ?? "    "
    let value = option.valueName.map { name in
      option.kind == .optionalValue
        ? " [\(name.text(in: language))]" : " " + name.text(in: language)
    }
    return short + option.spelled + (value ?? "")
  }

  /// A titled two-column list; the second column starts after the widest first column and
  /// wraps within the width, or, where too little room is left, on lines of its own below.
  static func section(
    _ title: String, _ rows: [(String, String)], width: Int, language: Language
  ) -> String {
    let labelWidth = rows.map { DisplayWidth.of($0.0) }.max() ?? 0
    let column = 2 + labelWidth + 2
    var text = "\n\(title):\n"
    for (label, help) in rows {
      if width - column >= 24 {
        let lines = help.split(separator: "\n").flatMap {
          TextWrapping.wrap(String($0), width: width - column, language: language)
        }
        let padding = String(repeating: " ", count: labelWidth - DisplayWidth.of(label) + 2)
        text += "  \(label)\(padding)\(lines.first ?? "")\n"
        text += lines.dropFirst().map { String(repeating: " ", count: column) + $0 + "\n" }.joined()
      } else {
        text += "  \(label)\n"
        text += help.split(separator: "\n").flatMap {
          TextWrapping.wrap(String($0), width: max(1, width - 8), language: language)
        }.map { "        " + $0 + "\n" }.joined()
      }
    }
    return text
  }
}

/// The headings and common lines of help, in each language.
enum HelpWords {
  static let usage = Phrase(en: "Usage:", ja: "使い方:")
  static let programUsage = Phrase(
    en: "<command> [arguments] [options]", ja: "<コマンド> [引数] [オプション]")
  static let optionsPlaceholder = Phrase(en: "[options]", ja: "[オプション]")
  static let commands = Phrase(en: "Commands", ja: "コマンド")
  static let options = Phrase(en: "Options", ja: "オプション")
  static let arguments = Phrase(en: "Arguments", ja: "引数")
  static let subcommands = Phrase(en: "Subcommands", ja: "サブコマンド")
  static let examples = Phrase(en: "Examples", ja: "例")
  static let theDefault = Phrase(en: " (the default)", ja: "（省略時）")
  static let showHelp = Phrase(en: "Show help", ja: "ヘルプを表示します")
  static let showThisHelp = Phrase(en: "Show this help", ja: "このヘルプを表示します")
  static let showVersion = Phrase(en: "Show the version", ja: "バージョンを表示します")

  static func helpCommand(_ program: String) -> Phrase {
    Phrase(
      en: "Show help; 'help --man' prints the manual page, \(program)(1)",
      ja: "ヘルプを表示します。'help --man' はマニュアルページ \(program)(1) を出力します")
  }

  static func programFooter(_ program: String) -> Phrase {
    Phrase(
      en: "Run '\(program) help <command>' for a command's arguments and options.",
      ja: "コマンドの引数とオプションは '\(program) help <コマンド>' で表示します。")
  }

  static func commandFooter(_ prefix: String) -> Phrase {
    Phrase(
      en: "Run '\(prefix) <subcommand> --help' for a subcommand's arguments and options.",
      ja: "サブコマンドの引数とオプションは '\(prefix) <サブコマンド> --help' で表示します。")
  }
}
