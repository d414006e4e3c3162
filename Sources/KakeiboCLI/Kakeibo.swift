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
      Edit.self, Delete.self, Undo.self, Redo.self, Log.self, Import.self, Export.self, Backup.self,
      Copy.self, Offline.self, Check.self, Config.self, Categories.self, Members.self,
      Settle.self,
      Completion.self,
    ]
  }

  /// The program: its commands by name, each declared only when it is run or documented, and
  /// the options every command shares.
  public static let program = ProgramDeclaration<Context>(
    name: "kakeibo",
    version: version,
    abstract: Phrase(en: "a household ledger (家計簿) for the shell", ja: "シェルで使う家計簿"),
    commands: commands.map { $0.reference },
    sharedOptions: [.db],
    discussion: Phrase(
      en: """
        Every expense has an amount in yen, a category (生活費, 経費 or 娯楽費), a date and a memo.

        Run alone, kakeibo shows this month at a glance: what was spent, what the budgets \
        leave, 収支, the largest categories and what the recurring rules will still add.

        Exit status:
          0    ok
          64   usage error
          65   invalid data
          66   missing input file
          69   server unreachable, or libpq5 missing
          73   output file refused
          74   database or file error
          75   ledger busy, changed meanwhile, or its server starting
          77   access refused
          130  cancelled
        """,
      ja: """
        支出にはそれぞれ円の金額、区分（生活費・経費・娯楽費）、日付、メモがあります。

        kakeibo だけを実行すると、今月の概要を表示します。支出、予算の残り、収支、多い区分、\
        固定費がこれから加える予定です。

        終了ステータス:
          0    成功
          64   コマンドラインの誤り
          65   不正なデータ
          66   入力ファイルがない
          69   サーバーに接続できない、または libpq5 がない
          73   出力ファイルを書けない
          74   データベースかファイルのエラー
          75   台帳が使用中、途中で変更された、またはサーバーが起動中
          77   アクセスが拒否された
          130  中止
        """),
    overview: Glance.reference)

  /// Runs one command line (without the program name) and returns the exit status. Results go
  /// to `context.output`; an error is one line on `context.errorOutput`.
  public static func run(_ words: [String], in context: Context) -> ExitStatus {
    var commandName: String?
    do {
      try LanguageChoice.check(context.environment)
      switch try ArgumentParser.parse(words, program: program, environment: context) {
      case .version:
        try context.output.writeLine("kakeibo \(version)")
      case .help(let path):
        try context.output.write(
          HelpFormatter.help(
            for: path, program: program, language: context.language, width: context.layoutWidth))
      case .manual:
        try context.output.write(Manual.page(in: context.language))
      case .run(let path, let arguments):
        let name = path.map { $0.name }.filter { !$0.isEmpty }.joined(separator: " ")
        commandName = name.isEmpty ? nil : name
        try path.last?.run(arguments, in: context)
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
