import ArgumentParsing
import KakeiboCore

/// The `kakeibo` program: its commands, and running one command line.
public enum Kakeibo {
  public static let version = "0.1.0"

  /// The commands, in the order help lists them.
  static var commands: [any Command.Type] {
    [
      Add.self, Income.self, List.self, Browse.self, Report.self, Budgets.self, Recurring.self,
      Edit.self,
      Delete.self,
      Undo.self, Redo.self, Log.self, Import.self, Export.self, Backup.self, Copy.self, Check.self,
      Config.self, Categories.self, Members.self, Completion.self,
    ]
  }

  public static let program = ProgramSpec(
    name: "kakeibo",
    version: version,
    abstract: "a household ledger (家計簿) for the shell",
    commands: commands.map { $0.spec },
    sharedOptions: [
      .value(
        "db", valueName: "PATH",
        help: "The ledger file, or a PostgreSQL URI (postgresql://…) for a ledger\n"
          + "shared on a server (default: $KAKEIBO_DB, else kakeibo/kakeibo.db\n"
          + "in $XDG_DATA_HOME or ~/.local/share)"
      ).completing(.files)
    ],
    discussion: """
      Every expense has an amount in yen, a category (生活費, 経費 or 娯楽費), a date and a memo.
      Exit status: 0 ok, 64 usage error, 65 invalid data, 66 missing input file,
      69 server unreachable or libpq5 missing, 73 output file refused, 74 database or file
      error, 75 ledger busy or changed meanwhile, 77 access refused, 130 cancelled.
      """)

  /// Runs one command line (without the program name) and returns the exit status. Results go
  /// to `context.output`; an error is one line on `context.errorOutput`.
  public static func run(_ words: [String], in context: Context) -> ExitStatus {
    var commandName: String?
    do {
      try LanguageChoice.check(context.environment)
      switch try ArgumentParser.parse(words, program: program) {
      case .version:
        try context.output.writeLine("kakeibo \(version)")
      case .help(let name, let subcommandName):
        if let name, let command = program.command(named: name) {
          if let subcommandName, let subcommand = command.subcommand(named: subcommandName) {
            try context.output.write(
              HelpFormatter.help(for: subcommand, of: command, program: program))
          } else {
            try context.output.write(HelpFormatter.help(for: command, program: program))
          }
        } else {
          try context.output.write(HelpFormatter.help(for: program))
        }
      case .manual:
        try context.output.write(Manual.page)
      case .run(let name, let arguments):
        commandName = name
        guard let command = commands.first(where: { $0.spec.name == name }) else {
          throw UsageError.unknownCommand(name, suggestion: nil)
        }
        try command.run(arguments, in: context)
      }
      return .success
    } catch {
      let (message, status) = Failure.describe(
        error, command: commandName, language: context.language)
      if let message { try? context.errorOutput.writeLine("kakeibo: " + message) }
      return status
    }
  }
}
