import Wording

/// Writes the program's manual page, in roff with the man macros, from the same declarations as help
/// and completion: every command, subcommand, argument and option, in the reader's language.
public enum ManualPage {
  /// A section the declarations do not hold, such as EXIT STATUS: a paragraph, then terms with text.
  public struct Section: Sendable {
    public let title: Phrase
    public let text: Phrase?
    public let items: [Item]

    public init(_ title: Phrase, text: Phrase? = nil, items: [Item] = []) {
      self.title = title
      self.text = text
      self.items = items
    }
  }

  /// One term of a section (`KAKEIBO_DB`, `64`) and what it means.
  public struct Item: Sendable {
    public let term: Phrase
    public let text: Phrase

    /// A term that is a name, the same in every language.
    public init(_ term: String, _ text: Phrase) {
      self.init(Phrase(en: term, ja: term), text)
    }

    public init(_ term: Phrase, _ text: Phrase) {
      self.term = term
      self.text = text
    }
  }

  /// Returns the page: NAME, SYNOPSIS, DESCRIPTION, OPTIONS, COMMANDS, then `sections` in order
  /// and EXAMPLES (the first example of each command), in `language`.
  public static func render<Environment>(
    _ program: ProgramDeclaration<Environment>, sections: [Section], language: Language = .english
  ) -> String {
    let commands = program.declarations
    let words = ManualWords.self
    func said(_ phrase: Phrase) -> String { phrase.text(in: language) }
    func sentence(_ phrase: Phrase) -> String { ManualWords.sentence(said(phrase), language) }
    var page = [
      #".\" The manual page of \#(program.name), written by '\#(program.name) help --man'."#,
      #".\" Typesetter devices (PostScript, PDF) have no CJK glyphs, which the terminal devices"#,
      #".\" that man uses have: there alone, a character without a glyph is not warned about."#,
      #".if t .if \n[.warn]%2 .warn \n[.warn]-1"#,
      ".TH \(quoted(program.name.uppercased())) 1 \"\" \(quoted("\(program.name) \(program.version)")) \(quoted(said(words.userCommands)))",
    ]
    // Japanese has no spaces to stretch: lines are left as filled, not justified.
    if language == .japanese { page.append(".ad l") }
    page += [
      ".SH " + escape(said(words.name)),
      "\(escape(program.name)) \\- \(escape(said(program.abstract)))",
      ".SH " + escape(said(words.synopsis)),
    ]
    page += synopsis(program, language)
    let abstract = said(program.abstract)
    let described =
      language == .english ? abstract.prefix(1).uppercased() + abstract.dropFirst() : abstract
    page +=
      [".SH " + escape(said(words.description))]
      + text(language, ManualWords.sentence(described, language))
    if let discussion = program.discussion { page += [".PP"] + text(language, said(discussion)) }
    page += [".SH " + escape(said(words.options))] + optionItems(program.sharedOptions, language)
    page += [".TP", bold("\\-h") + ", " + bold("\\-\\-help"), escape(sentence(HelpWords.showHelp))]
    page += [
      ".TP", bold("\\-V") + ", " + bold("\\-\\-version"), escape(sentence(HelpWords.showVersion)),
    ]
    page += [".SH " + escape(said(words.commands))]
    for command in commands {
      page += commandSection(command, program: program, language)
    }
    page +=
      [
        ".SS help", escape(sentence(HelpWords.showHelp)), ".PP", ".nf",
        bold("\(escape(program.name)) help") + " [" + italic(escape(said(words.command))) + " ["
          + italic(escape(said(words.subcommand))) + "]]",
        bold("\(escape(program.name)) help \\-\\-man"), ".fi", ".PP",
      ] + words.helpCommand(bold("\\-\\-help"), language)
    for section in sections {
      page += [".SH " + quoted(said(section.title))]
      if let paragraph = section.text { page += text(language, said(paragraph)) }
      for item in section.items {
        page += [".TP", bold(escape(said(item.term)))] + text(language, said(item.text))
      }
    }
    let examples = commands.compactMap {
      ($0.subcommands.flatMap { $0.examples } + $0.examples).first
    }
    if !examples.isEmpty {
      page +=
        [".SH " + escape(said(words.examples)), ".nf"] + examples.map { "\\&" + escape($0) } + [
          ".fi"
        ]
    }
    return page.joined(separator: "\n") + "\n"
  }

  // MARK: Parts

  static func synopsis<Environment>(
    _ program: ProgramDeclaration<Environment>, _ language: Language
  ) -> [String] {
    let shared = program.sharedOptions.filter { !$0.isHidden }.map {
      "[" + optionTerm($0, language) + "]"
    }
    let words = ManualWords.self
    func placeholder(_ phrase: Phrase) -> String { italic(escape(phrase.text(in: language))) }
    return [
      ".B \(escape(program.name))",
      (shared + [
        placeholder(words.commandPlaceholder), "[" + placeholder(words.argumentsPlaceholder) + "]",
        "[" + placeholder(words.optionsPlaceholder) + "]",
      ]).joined(separator: " "),
    ]
  }

  static func commandSection<Environment>(
    _ command: CommandDeclaration<Environment>, program: ProgramDeclaration<Environment>,
    _ language: Language
  ) -> [String] {
    let words = ManualWords.self
    func said(_ phrase: Phrase) -> String { phrase.text(in: language) }
    /// A subcommand's abstract as a sentence, `(the default)` after the default's.
    func abstract(_ subcommand: CommandDeclaration<Environment>) -> String {
      let isDefault = subcommand.name == command.defaultSubcommand
      return ManualWords.sentence(
        said(subcommand.abstract) + (isDefault ? said(HelpWords.theDefault) : ""), language)
    }
    let prefix = "\(program.name) \(command.name)"
    var lines =
      [".SS " + quoted(command.name)]
      + text(language, ManualWords.sentence(said(command.abstract), language))
    lines += usageLines(command.usage, prefix: prefix, language)
    lines += argumentItems(command.arguments, language)
    if !command.subcommands.isEmpty {
      lines += [".PP", escape(said(words.subcommandsHeading))]
      for subcommand in command.subcommands {
        lines += [".TP", bold(escape(subcommand.name))] + text(language, abstract(subcommand))
      }
    }
    lines += optionItems(command.options, language)
    if let discussion = command.discussion { lines += [".PP"] + text(language, said(discussion)) }
    let examples = command.subcommands.flatMap { $0.examples } + command.examples
    if !examples.isEmpty {
      lines +=
        [".PP", escape(said(words.examplesHeading)), ".PP", ".RS", ".nf"]
        + examples.map { "\\&" + escape($0) } + [".fi", ".RE"]
    }
    for subcommand in command.subcommands {
      lines += [".SS " + quoted("\(command.name) \(subcommand.name)")]
      lines += text(language, abstract(subcommand))
      lines += usageLines(subcommand.usage, prefix: "\(prefix) \(subcommand.name)", language)
      lines += argumentItems(subcommand.arguments, language)
      lines += optionItems(subcommand.options, language)
      if let discussion = subcommand.discussion {
        lines += [".PP"] + text(language, said(discussion))
      }
    }
    return lines
  }

  static func usageLines(_ usage: [Phrase], prefix: String, _ language: Language) -> [String] {
    [".PP", ".nf"] + usage.map { bold(escape(prefix)) + " " + escape($0.text(in: language)) }
      + [".fi"]
  }

  static func argumentItems<Environment>(
    _ arguments: [AnyArgument<Environment>], _ language: Language
  ) -> [String] {
    arguments.flatMap {
      [".TP", italic(escape($0.placeholder.text(in: language)))]
        + text(language, $0.help.text(in: language))
    }
  }

  static func optionItems<Environment>(_ options: [AnyOption<Environment>], _ language: Language)
    -> [String]
  {
    options.filter { !$0.isHidden }.flatMap {
      [".TP", optionTerm($0, language)] + text(language, $0.help.text(in: language))
    }
  }

  /// `\fB\-c\fR, \fB\-\-category\fR \fICATEGORY\fR`.
  static func optionTerm<Environment>(_ option: AnyOption<Environment>, _ language: Language)
    -> String
  {
    var term = option.shortName.map { bold("\\-" + escape(String($0))) + ", " } ?? ""
    term += bold("\\-\\-" + escape(option.name))
    if let valueName = option.valueName?.text(in: language) {
      let value = italic(escape(valueName))
      term += option.kind == .optionalValue ? " [" + value + "]" : " " + value
    }
    return term
  }

  // MARK: Roff

  /// Prose (see `HelpText`) as roff: each line of it a line of the page (roff fills them to
  /// the reader's width), an empty line a new paragraph, items of a list tagged paragraphs,
  /// and lines kept as written in no-fill mode.
  static func text(_ language: Language, _ text: String) -> [String] {
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
        lines.append(prose(line, language))
      case .item(let term, let text, _, _):
        lines += [".TP", bold(escape(term)), prose(text, language)]
      case .literal(let line, _):
        if case .literal? = previous {} else { lines += [".RS", ".nf"] }
        lines.append("\\&" + escape(line))
      }
      previous = block
    }
    if case .literal? = previous { lines += [".fi", ".RE"] }
    return lines
  }

  /// Returns a line of prose safe on a roff line (see `escape`): in Japanese with a break point
  /// (`\:`, of no width) wherever a line of Japanese may break, since roff breaks lines at
  /// spaces alone.
  static func prose(_ line: String, _ language: Language) -> String {
    guard language == .japanese else { return escape(line) }
    var result = ""
    var previous: Character?
    for character in line {
      if let previous, previous != " ", character != " ",
        TextWrapping.mayBreak(between: previous, and: character)
      {
        result += "\\:"
      }
      result += escapedCharacters(String(character))
      previous = character
    }
    return guarded(result)
  }

  /// Returns `text` safe on a roff line: backslashes and hyphens escaped, every character
  /// beyond ASCII as `\[uXXXX]`, and a leading `.` or `'` (which would start a request) or
  /// space (which would break the line) guarded by `\&`.
  public static func escape(_ text: String) -> String {
    guarded(escapedCharacters(text))
  }

  /// `text` with backslashes, hyphens and every character beyond ASCII escaped.
  private static func escapedCharacters(_ text: String) -> String {
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
    return escaped
  }

  /// An escaped line with a leading `.` or `'` (which would start a request) or space (which
  /// would break the line) guarded by `\&`.
  private static func guarded(_ escaped: String) -> String {
    if let first = escaped.first, first == "." || first == "'" || first == " " {
      return "\\&" + escaped
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

/// The manual page's own words: its section headings and the text the declarations do not hold.
enum ManualWords {
  static let userCommands = Phrase(en: "User Commands", ja: "ユーザーコマンド")
  static let name = Phrase(en: "NAME", ja: "名前")
  static let synopsis = Phrase(en: "SYNOPSIS", ja: "書式")
  static let description = Phrase(en: "DESCRIPTION", ja: "説明")
  static let options = Phrase(en: "OPTIONS", ja: "オプション")
  static let commands = Phrase(en: "COMMANDS", ja: "コマンド")
  static let examples = Phrase(en: "EXAMPLES", ja: "例")
  static let commandPlaceholder = Phrase(en: "command", ja: "コマンド")
  static let argumentsPlaceholder = Phrase(en: "arguments", ja: "引数")
  static let optionsPlaceholder = Phrase(en: "options", ja: "オプション")
  static let command = Phrase(en: "COMMAND", ja: "コマンド")
  static let subcommand = Phrase(en: "SUBCOMMAND", ja: "サブコマンド")
  static let subcommandsHeading = Phrase(en: "Subcommands:", ja: "サブコマンド:")
  static let examplesHeading = Phrase(en: "Examples:", ja: "例:")
  static let printManual = Phrase(en: "Print the manual page", ja: "マニュアルページを出力します")

  /// What `help` does, as roff lines, `helpOption` the option's term in bold.
  static func helpCommand(_ helpOption: String, _ language: Language) -> [String] {
    switch language {
    case .english:
      [
        "Show the program's help, a command's or a subcommand's (as " + helpOption
          + " after them does), or print this manual page."
      ]
    case .japanese:
      [
        ManualPage.prose("プログラム、コマンドまたはサブコマンドのヘルプを（後ろに ", .japanese)
          + helpOption
          + ManualPage.prose(" を付けたときと同じく）表示するか、このマニュアルページを出力します。", .japanese)
      ]
    }
  }

  /// `text` as a sentence: ending in `.` in English, in `。` in Japanese.
  static func sentence(_ text: String, _ language: Language) -> String {
    switch language {
    case .english: text.hasSuffix(".") ? text : text + "."
    case .japanese: text.hasSuffix("。") ? text : text + "。"
    }
  }
}
