import Wording

/// Everything a command declares about its command line, once: what it is, its arguments and
/// options, which of them conflict or are required, its subcommands, and what it runs. The
/// parser reads command lines with it; help, the manual page and completion are written from it.
/// `Environment` is what the program hands to value parsers and to `run` (kakeibo's `Context`).
public struct CommandDeclaration<Environment>: Sendable {
  public let name: String
  /// One line: what the command does.
  public let abstract: Phrase
  /// The usage lines after `program command`; by default the arguments and `[options]`.
  public let ownUsage: [Phrase]
  public let arguments: [AnyArgument<Environment>]
  public let options: [AnyOption<Environment>]
  /// Pairs of options that may not be given together.
  public let conflicts: [Conflict]
  /// Options at least one of which each requirement needs.
  public let requirements: [Requirement]
  /// The subcommands (`budget set`), each a declaration of its own, in the order help lists them.
  public let subcommands: [CommandDeclaration<Environment>]
  /// The subcommand the command is when none is named (`member` is `member list`).
  public let defaultSubcommand: String?
  /// Paragraphs shown after the options: a line each, blank lines between paragraphs, and
  /// indented lines (`  TERM  text`) as a list (see `HelpText`).
  public let discussion: Phrase?
  /// Example command lines, shown last.
  public let examples: [String]
  /// What must hold before the rest of the command line is read at all, given the program's
  /// shared options (a member of a shared ledger needs one): its refusal comes first.
  @usableFromInline let precondition: (@Sendable (Arguments, Environment) throws -> Void)?
  /// What the command does with its parsed arguments; nil for a command that only groups
  /// subcommands.
  @usableFromInline let action: (@Sendable (Arguments, Environment) throws -> Void)?

  public init(
    _ name: String, abstract: Phrase, usage: [Phrase] = [],
    arguments: [AnyArgument<Environment>] = [], options: [AnyOption<Environment>] = [],
    conflicts: [Conflict] = [], requirements: [Requirement] = [],
    subcommands: [CommandDeclaration<Environment>] = [], defaultSubcommand: String? = nil,
    discussion: Phrase? = nil, examples: [String] = [],
    precondition: (@Sendable (Arguments, Environment) throws -> Void)? = nil,
    run: (@Sendable (Arguments, Environment) throws -> Void)?
  ) {
    self.name = name
    self.abstract = abstract
    self.ownUsage = usage
    self.arguments = arguments
    self.options = options
    self.conflicts = conflicts
    self.requirements = requirements
    self.subcommands = subcommands
    self.defaultSubcommand = defaultSubcommand
    self.discussion = discussion
    self.examples = examples
    self.precondition = precondition
    self.action = run
  }

  /// Runs the command with arguments the parser accepted for it.
  public func run(_ arguments: Arguments, in environment: Environment) throws {
    try action?(arguments, environment)
  }

  /// Whether the command does something itself, rather than only grouping subcommands.
  public var isRunnable: Bool { action != nil }

  public func subcommand(named name: String) -> CommandDeclaration? {
    subcommands.first { $0.name == name }
  }

  /// The usage lines after `program command`: the command's own (unless a default subcommand
  /// stands for it, as `[list] …`), then each subcommand's after its name.
  public var usage: [Phrase] {
    let own =
      defaultSubcommand != nil ? [] : ownUsage.isEmpty ? [Self.defaultUsage(arguments)] : ownUsage
    return own
      + subcommands.flatMap { subcommand in
        let name = subcommand.name == defaultSubcommand ? "[\(subcommand.name)]" : subcommand.name
        return subcommand.usage.map {
          Phrase(en: name + " " + $0.english, ja: name + " " + $0.japanese)
        }
      }
  }

  /// `AMOUNT [MONTH] [options]`: the arguments, the optional ones in brackets.
  static func defaultUsage(_ arguments: [AnyArgument<Environment>]) -> Phrase {
    func line(_ language: Language) -> String {
      (arguments.map { argument in
        let name = argument.placeholder.text(in: language) + (argument.isVariadic ? "…" : "")
        return argument.isOptional ? "[\(name)]" : name
      } + [HelpWords.optionsPlaceholder.text(in: language)]).joined(separator: " ")
    }
    return Phrase(en: line(.english), ja: line(.japanese))
  }

  /// Every option the command or one of its subcommands declares, each once, in order.
  /// Inlinable, as `command(named:)` is: the parser calls both at every start, and specialized
  /// for the program's environment they cost a fraction of their generic form.
  @inlinable var optionsOfEverySubcommand: [AnyOption<Environment>] {
    var seen = Set<String>()
    return (options + subcommands.flatMap { $0.optionsOfEverySubcommand }).filter {
      seen.insert($0.name).inserted
    }
  }
}

/// Two options that may not be given together.
public struct Conflict: Sendable, Equatable {
  public let first: String
  public let second: String

  public init<Environment>(_ first: AnyOption<Environment>, _ second: AnyOption<Environment>) {
    self.first = first.name
    self.second = second.name
  }
}

/// Options at least one of which must be given: `--memo`, or `--category` or `--income`. The
/// parser says what is missing, with `what` when given ("--day: the day of the month the
/// entries fall on (1 to 31)"), else with the options' names.
public struct Requirement: Sendable, Equatable {
  public let options: [String]
  public let what: Phrase?

  public init<Environment>(_ options: AnyOption<Environment>..., what: Phrase? = nil) {
    self.options = options.map { $0.name }
    self.what = what
  }
}

/// A command of the program by name, with what declares it: the declaration is built only
/// when the command is run or documented, so that starting one command builds only its own.
public struct CommandReference<Environment>: Sendable {
  public let name: String
  public let declaration: @Sendable () -> CommandDeclaration<Environment>

  public init(
    _ name: String, declaration: @escaping @Sendable () -> CommandDeclaration<Environment>
  ) {
    self.name = name
    self.declaration = declaration
  }
}

/// The program: its commands and the options every command shares.
public struct ProgramDeclaration<Environment>: Sendable {
  public let name: String
  public let version: String
  /// One line: what the program is.
  public let abstract: Phrase
  public let commands: [CommandReference<Environment>]
  /// Options accepted before the command and by every command, such as `--db`.
  public let sharedOptions: [AnyOption<Environment>]
  /// Paragraphs shown after the options.
  public let discussion: Phrase?
  /// What runs when the line names no command (only shared options, or nothing): kakeibo's
  /// month at a glance. Without one, such a line is a usage error.
  public let overview: CommandReference<Environment>?

  public init(
    name: String, version: String, abstract: Phrase, commands: [CommandReference<Environment>],
    sharedOptions: [AnyOption<Environment>], discussion: Phrase? = nil,
    overview: CommandReference<Environment>? = nil
  ) {
    self.name = name
    self.version = version
    self.abstract = abstract
    self.commands = commands
    self.sharedOptions = sharedOptions
    self.discussion = discussion
    self.overview = overview
  }

  /// The declaration of the command `name`, built now; nil when there is no such command.
  /// Inlinable, so that the program's parser finds it specialized for its environment.
  @inlinable public func command(named name: String) -> CommandDeclaration<Environment>? {
    commands.first { $0.name == name }?.declaration()
  }

  /// Every command's declaration, in order (for help, the manual and completion).
  public var declarations: [CommandDeclaration<Environment>] { commands.map { $0.declaration() } }
}
