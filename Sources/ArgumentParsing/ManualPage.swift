import Wording

/// Writes the program's manual page, in roff with the man macros, from the same declarations as help
/// and completion: every command, subcommand, argument and option, in English.
public enum ManualPage {
  /// A section the declarations do not hold, such as EXIT STATUS: a paragraph, then terms with text.
  public struct Section: Sendable {
    public let title: String
    public let text: String?
    public let items: [Item]

    public init(_ title: String, text: String? = nil, items: [Item] = []) {
      self.title = title
      self.text = text
      self.items = items
    }
  }

  /// One term of a section (`KAKEIBO_DB`, `64`) and what it means.
  public struct Item: Sendable {
    public let term: String
    public let text: String

    public init(_ term: String, _ text: String) {
      self.term = term
      self.text = text
    }
  }

  /// Returns the page: NAME, SYNOPSIS, DESCRIPTION, OPTIONS, COMMANDS, then `sections` in order
  /// and EXAMPLES (the first example of each command).
  public static func render<Environment>(
    _ program: ProgramDeclaration<Environment>, sections: [Section]
  ) -> String {
    let commands = program.declarations
    var page = [
      #".\" The manual page of \#(program.name), written by '\#(program.name) help --man'."#,
      #".\" Typesetter devices (PostScript, PDF) have no CJK glyphs, which the terminal devices"#,
      #".\" that man uses have: there alone, a character without a glyph is not warned about."#,
      #".if t .if \n[.warn]%2 .warn \n[.warn]-1"#,
      ".TH \(quoted(program.name.uppercased())) 1 \"\" \(quoted("\(program.name) \(program.version)")) \"User Commands\"",
      ".SH NAME",
      "\(escape(program.name)) \\- \(escape(program.abstract.english))",
      ".SH SYNOPSIS",
    ]
    page += synopsis(program)
    let abstract = program.abstract.english
    page += [".SH DESCRIPTION"] + text(abstract.prefix(1).uppercased() + abstract.dropFirst() + ".")
    if let discussion = program.discussion?.english { page += [".PP"] + text(discussion) }
    page += [".SH OPTIONS"] + optionItems(program.sharedOptions)
    page += [".TP", bold("\\-h") + ", " + bold("\\-\\-help"), "Show help."]
    page += [".TP", bold("\\-V") + ", " + bold("\\-\\-version"), "Show the version."]
    page += [".SH COMMANDS"]
    for command in commands {
      page += commandSection(command, program: program)
    }
    page += [
      ".SS help", "Show help.", ".PP", ".nf",
      bold("\(escape(program.name)) help") + " [" + italic("COMMAND") + " ["
        + italic("SUBCOMMAND") + "]]",
      bold("\(escape(program.name)) help \\-\\-man"), ".fi", ".PP",
      "Show the program's help, a command's or a subcommand's (as "
        + bold("\\-\\-help") + " after them does), or print this manual page.",
    ]
    for section in sections {
      page += [".SH " + quoted(section.title)]
      if let paragraph = section.text { page += text(paragraph) }
      for item in section.items {
        page += [".TP", bold(escape(item.term))] + text(item.text)
      }
    }
    let examples = commands.compactMap {
      ($0.subcommands.flatMap { $0.examples } + $0.examples).first
    }
    if !examples.isEmpty {
      page += [".SH EXAMPLES", ".nf"] + examples.map { "\\&" + escape($0) } + [".fi"]
    }
    return page.joined(separator: "\n") + "\n"
  }

  // MARK: Parts

  static func synopsis<Environment>(_ program: ProgramDeclaration<Environment>) -> [String] {
    let shared = program.sharedOptions.filter { !$0.isHidden }.map { "[" + optionTerm($0) + "]" }
    return [
      ".B \(escape(program.name))",
      (shared + [italic("command"), "[" + italic("arguments") + "]", "[" + italic("options") + "]"])
        .joined(separator: " "),
    ]
  }

  static func commandSection<Environment>(
    _ command: CommandDeclaration<Environment>, program: ProgramDeclaration<Environment>
  ) -> [String] {
    let prefix = "\(program.name) \(command.name)"
    var lines = [".SS " + quoted(command.name)] + text(command.abstract.english + ".")
    lines += usageLines(command.usage, prefix: prefix)
    lines += argumentItems(command.arguments)
    if !command.subcommands.isEmpty {
      lines += [".PP", "Subcommands:"]
      for subcommand in command.subcommands {
        let isDefault = subcommand.name == command.defaultSubcommand
        lines +=
          [".TP", bold(escape(subcommand.name))]
          + text(subcommand.abstract.english + (isDefault ? " (the default)." : "."))
      }
    }
    lines += optionItems(command.options)
    if let discussion = command.discussion { lines += [".PP"] + text(discussion.english) }
    let examples = command.subcommands.flatMap { $0.examples } + command.examples
    if !examples.isEmpty {
      lines +=
        [".PP", "Examples:", ".PP", ".RS", ".nf"]
        + examples.map { "\\&" + escape($0) } + [".fi", ".RE"]
    }
    for subcommand in command.subcommands {
      let isDefault = subcommand.name == command.defaultSubcommand
      lines += [".SS " + quoted("\(command.name) \(subcommand.name)")]
      lines += text(subcommand.abstract.english + (isDefault ? " (the default)." : "."))
      lines += usageLines(subcommand.usage, prefix: "\(prefix) \(subcommand.name)")
      lines += argumentItems(subcommand.arguments)
      lines += optionItems(subcommand.options)
      if let discussion = subcommand.discussion { lines += [".PP"] + text(discussion.english) }
    }
    return lines
  }

  static func usageLines(_ usage: [Phrase], prefix: String) -> [String] {
    [".PP", ".nf"] + usage.map { bold(escape(prefix)) + " " + escape($0.english) } + [".fi"]
  }

  static func argumentItems<Environment>(_ arguments: [AnyArgument<Environment>]) -> [String] {
    arguments.flatMap { [".TP", italic(escape($0.name))] + text($0.help.english) }
  }

  static func optionItems<Environment>(_ options: [AnyOption<Environment>]) -> [String] {
    options.filter { !$0.isHidden }.flatMap { [".TP", optionTerm($0)] + text($0.help.english) }
  }

  /// `\fB\-c\fR, \fB\-\-category\fR \fICATEGORY\fR`.
  static func optionTerm<Environment>(_ option: AnyOption<Environment>) -> String {
    var term = option.shortName.map { bold("\\-" + escape(String($0))) + ", " } ?? ""
    term += bold("\\-\\-" + escape(option.name))
    if let valueName = option.valueName?.english {
      let value = italic(escape(valueName))
      term += option.kind == .optionalValue ? " [" + value + "]" : " " + value
    }
    return term
  }

  // MARK: Roff

  /// Prose (see `HelpText`) as roff: each line of it a line of the page (roff fills them to
  /// the reader's width), an empty line a new paragraph, items of a list tagged paragraphs,
  /// and lines kept as written in no-fill mode.
  static func text(_ text: String) -> [String] {
    var lines: [String] = []
    var previous: HelpText.Block?
    for block in HelpText.blocks(text) {
      if case .literal? = previous {
        if case .literal = block {} else { lines += [".fi", ".RE"] }
      }
      switch block {
      case .blank:
        lines.append(".PP")
      case .line(let line):
        switch previous {
        case .line?: lines.append(".br")
        case .item?, .literal?: lines.append(".PP")
        default: break
        }
        lines.append(escape(line))
      case .item(let term, let text, _, _):
        lines += [".TP", bold(escape(term)), escape(text)]
      case .literal(let line, _):
        if case .literal? = previous {} else { lines += [".RS", ".nf"] }
        lines.append("\\&" + escape(line))
      }
      previous = block
    }
    if case .literal? = previous { lines += [".fi", ".RE"] }
    return lines
  }

  /// Returns `text` safe on a roff line: backslashes and hyphens escaped, every character
  /// beyond ASCII as `\[uXXXX]`, and a leading `.` or `'` (which would start a request) or
  /// space (which would break the line) guarded by `\&`.
  public static func escape(_ text: String) -> String {
    var escaped = ""
    for scalar in text.unicodeScalars {
      switch scalar {
      case "\\": escaped += "\\e"
      case "-": escaped += "\\-"
      case _ where scalar.value >= 0x80 || scalar.value < 0x20:
        let hex = String(scalar.value, radix: 16, uppercase: true)
        escaped += "\\[u" + String(repeating: "0", count: max(0, 4 - hex.count)) + hex + "]"
      default: escaped.unicodeScalars.append(scalar)
      }
    }
    if let first = escaped.first, first == "." || first == "'" || first == " " {
      escaped = "\\&" + escaped
    }
    return escaped
  }

  static func bold(_ text: String) -> String { "\\fB" + text + "\\fR" }
  static func italic(_ text: String) -> String { "\\fI" + text + "\\fR" }

  /// A macro argument in double quotes (a quote inside is doubled, as groff reads it).
  static func quoted(_ text: String) -> String {
    "\"" + escape(text).replacing("\"", with: "\"\"") + "\""
  }
}
