import Wording

/// Writes help text from specs, so that help always matches what the parser accepts.
public enum HelpFormatter {
  /// Returns the program's help: usage, commands, shared options.
  public static func help(for program: ProgramSpec, language: Language = .english) -> String {
    let words = HelpWords.self
    var text =
      "\(program.name) \(program.version): \(program.abstract.text(in: language))\n\n"
    text +=
      words.usage.text(in: language)
      + " \(program.name) [--db PATH] \(words.programUsage.text(in: language))\n"
    text += section(
      words.commands.text(in: language),
      program.commands.map { ($0.name, $0.abstract.text(in: language)) } + [
        ("help", words.helpCommand(program.name).text(in: language))
      ])
    text += section(
      words.options.text(in: language),
      program.sharedOptions.filter { !$0.isHidden }.map {
        (label(for: $0), $0.help(in: language))
      } + [
        ("-h, --help", words.showHelp.text(in: language)),
        ("-V, --version", words.showVersion.text(in: language)),
      ])
    if let discussion = program.discussion { text += "\n" + discussion.text(in: language) + "\n" }
    text += "\n" + words.programFooter(program.name).text(in: language) + "\n"
    return text
  }

  /// Returns a command's help: what it does, usage, arguments, options, notes and examples.
  public static func help(
    for command: CommandSpec, program: ProgramSpec, language: Language = .english
  ) -> String {
    let words = HelpWords.self
    let prefix = "\(program.name) \(command.name)"
    var text = "\(prefix): \(command.abstract.text(in: language))\n\n"
    text += usageLines(command.usage, prefix: prefix, language: language)
    if !command.arguments.isEmpty {
      text += section(
        words.arguments.text(in: language), command.arguments.map { ($0.name, $0.help) })
    }
    if !command.subcommands.isEmpty {
      text += section(
        words.subcommands.text(in: language),
        command.subcommands.map {
          ($0.name, $0.abstract + ($0.isDefault ? words.theDefault.text(in: language) : ""))
        })
    }
    text += optionsSection(command.options, program: program, language: language)
    if let discussion = command.discussion { text += "\n" + discussion + "\n" }
    text += examplesSection(command.examples, language: language)
    if !command.subcommands.isEmpty {
      text += "\n" + words.commandFooter(prefix).text(in: language) + "\n"
    }
    return text
  }

  /// Returns a subcommand's help: what it does, usage, its arguments and options, notes and the
  /// command's examples of it.
  public static func help(
    for subcommand: SubcommandSpec, of command: CommandSpec, program: ProgramSpec,
    language: Language = .english
  ) -> String {
    let prefix = "\(program.name) \(command.name) \(subcommand.name)"
    var text = "\(prefix): \(subcommand.abstract)\n\n"
    text += usageLines(subcommand.usage, prefix: prefix, language: language)
    if !subcommand.arguments.isEmpty {
      text += section(
        HelpWords.arguments.text(in: language), subcommand.arguments.map { ($0.name, $0.help) })
    }
    text += optionsSection(command.options(of: subcommand), program: program, language: language)
    if let discussion = subcommand.discussion { text += "\n" + discussion + "\n" }
    text += examplesSection(
      command.examples(of: subcommand, program: program.name), language: language)
    return text
  }

  /// `Usage: kakeibo add AMOUNT [options]`, further lines aligned under the first.
  static func usageLines(_ usage: [String], prefix: String, language: Language) -> String {
    let heading = HelpWords.usage.text(in: language) + " "
    // Aligned in the terminal's columns: the heading's kana and kanji are two columns wide.
    let width = heading.unicodeScalars.reduce(0) { $0 + ($1.isASCII ? 1 : 2) }
    let indent = String(repeating: " ", count: width)
    return heading + usage.map { "\(prefix) \($0)" }.joined(separator: "\n" + indent) + "\n"
  }

  /// The options section of a command's or subcommand's help: its own, the shared ones, --help.
  static func optionsSection(
    _ options: [OptionSpec], program: ProgramSpec, language: Language = .english
  ) -> String {
    section(
      HelpWords.options.text(in: language),
      (options + program.sharedOptions).filter { !$0.isHidden }.map {
        (label(for: $0), $0.help(in: language))
      } + [("-h, --help", HelpWords.showThisHelp.text(in: language))])
  }

  static func examplesSection(_ examples: [String], language: Language = .english) -> String {
    examples.isEmpty
      ? ""
      : "\n\(HelpWords.examples.text(in: language)):\n" + examples.map { "  \($0)\n" }.joined()
  }

  /// `-c, --category C` or `    --db PATH`.
  static func label(for option: OptionSpec) -> String {
    let short = option.shortName.map { "-\($0), " } ?? "    "
    let value = option.valueName.map { option.isValueOptional ? " [\($0)]" : " " + $0 }
    return short + "--" + option.name + (value ?? "")
  }

  /// A titled two-column list; the second column starts after the widest first column.
  static func section(_ title: String, _ rows: [(String, String)]) -> String {
    let width = rows.map(\.0.count).max() ?? 0
    var text = "\n\(title):\n"
    for (name, help) in rows {
      let padding = String(repeating: " ", count: width - name.count + 2)
      let lines = help.split(separator: "\n", omittingEmptySubsequences: false)
      text += "  \(name)\(padding)\(lines.first ?? "")\n"
      for line in lines.dropFirst() {
        text += String(repeating: " ", count: width + 4) + line + "\n"
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
