import ArgumentParsing
import KakeiboCore
import Wording

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
    abstract: Phrase(en: "a household ledger (家計簿) for the shell", ja: "シェルで使う家計簿"),
    commands: commands.map { $0.spec },
    sharedOptions: [
      .value(
        "db", valueName: "PATH",
        help: "The ledger file, or a PostgreSQL URI (postgresql://…) for a ledger\n"
          + "shared on a server (default: $KAKEIBO_DB, else kakeibo/kakeibo.db\n"
          + "in $XDG_DATA_HOME or ~/.local/share)"
      ).helped(
        ja: "台帳のファイル、またはサーバーで共有する台帳の PostgreSQL URI\n"
          + "（postgresql://…）（省略時: $KAKEIBO_DB、なければ $XDG_DATA_HOME\n"
          + "または ~/.local/share の kakeibo/kakeibo.db）"
      ).completing(.files)
    ],
    discussion: Phrase(
      en: """
        Every expense has an amount in yen, a category (生活費, 経費 or 娯楽費), a date and a memo.
        Exit status: 0 ok, 64 usage error, 65 invalid data, 66 missing input file,
        69 server unreachable or libpq5 missing, 73 output file refused, 74 database or file
        error, 75 ledger busy or changed meanwhile, or its server starting, 77 access
        refused, 130 cancelled.
        """,
      ja: """
        支出にはそれぞれ円の金額、区分（生活費・経費・娯楽費）、日付、メモがあります。
        終了ステータス: 0 成功、64 コマンドラインの誤り、65 不正なデータ、66 入力ファイルがない、
        69 サーバーに接続できない・libpq5 がない、73 出力ファイルを書けない、74 データベースか
        ファイルのエラー、75 台帳が使用中・途中で変更された・サーバーが起動中、77 アクセスが
        拒否された、130 中止。
        """))

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
              HelpFormatter.help(
                for: subcommand, of: command, program: program, language: context.language))
          } else {
            try context.output.write(
              HelpFormatter.help(for: command, program: program, language: context.language))
          }
        } else {
          try context.output.write(HelpFormatter.help(for: program, language: context.language))
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
