/// Writes help text from specs, so that help always matches what the parser accepts.
public enum HelpFormatter {
  /// Returns the program's help: usage, commands, shared options.
  public static func help(for program: ProgramSpec) -> String {
    var text = "\(program.name) \(program.version): \(program.abstract)\n\n"
    text += "Usage: \(program.name) [--db PATH] <command> [arguments] [options]\n"
    text += section(
      "Commands",
      program.commands.map { ($0.name, $0.abstract) } + [
        ("help", "Show help; 'help --man' prints the manual page, \(program.name)(1)")
      ])
    text += section(
      "Options",
      program.sharedOptions.filter { !$0.isHidden }.map { (label(for: $0), $0.help) } + [
        ("-h, --help", "Show help"), ("-V, --version", "Show the version"),
      ])
    if let discussion = program.discussion { text += "\n" + discussion + "\n" }
    text += "\nRun '\(program.name) help <command>' for a command's arguments and options.\n"
    return text
  }

  /// Returns a command's help: what it does, usage, arguments, options, notes and examples.
  public static func help(for command: CommandSpec, program: ProgramSpec) -> String {
    let prefix = "\(program.name) \(command.name)"
    var text = "\(prefix): \(command.abstract)\n\n"
    text +=
      "Usage: "
      + command.usage.map { "\(prefix) \($0)" }.joined(
        separator: "\n       ") + "\n"
    if !command.arguments.isEmpty {
      text += section("Arguments", command.arguments.map { ($0.name, $0.help) })
    }
    if !command.subcommands.isEmpty {
      text += section(
        "Subcommands",
        command.subcommands.map { ($0.name, $0.abstract + ($0.isDefault ? " (the default)" : "")) })
    }
    text += optionsSection(command.options, program: program)
    if let discussion = command.discussion { text += "\n" + discussion + "\n" }
    text += examplesSection(command.examples)
    if !command.subcommands.isEmpty {
      text += "\nRun '\(prefix) <subcommand> --help' for a subcommand's arguments and options.\n"
    }
    return text
  }

  /// Returns a subcommand's help: what it does, usage, its arguments and options, notes and the
  /// command's examples of it.
  public static func help(
    for subcommand: SubcommandSpec, of command: CommandSpec, program: ProgramSpec
  ) -> String {
    let prefix = "\(program.name) \(command.name) \(subcommand.name)"
    var text = "\(prefix): \(subcommand.abstract)\n\n"
    text +=
      "Usage: " + subcommand.usage.map { "\(prefix) \($0)" }.joined(separator: "\n       ")
      + "\n"
    if !subcommand.arguments.isEmpty {
      text += section("Arguments", subcommand.arguments.map { ($0.name, $0.help) })
    }
    text += optionsSection(command.options(of: subcommand), program: program)
    if let discussion = subcommand.discussion { text += "\n" + discussion + "\n" }
    text += examplesSection(command.examples(of: subcommand, program: program.name))
    return text
  }

  /// The options section of a command's or subcommand's help: its own, the shared ones, --help.
  static func optionsSection(_ options: [OptionSpec], program: ProgramSpec) -> String {
    section(
      "Options",
      (options + program.sharedOptions).filter { !$0.isHidden }.map { (label(for: $0), $0.help) }
        + [("-h, --help", "Show this help")])
  }

  static func examplesSection(_ examples: [String]) -> String {
    examples.isEmpty ? "" : "\nExamples:\n" + examples.map { "  \($0)\n" }.joined()
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
