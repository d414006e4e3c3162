import ArgumentParsing
import KakeiboCore
import KakeiboStore
import Wording

/// `kakeibo completion bash|zsh|fish`: a completion script written from the commands'
/// declarations; `completion --values NAME` prints the words a script asks for at Tab.
enum Completion: Command {
  static let name = "completion"

  static let shell = OptionalArgument<CompletionScript.Shell>(
    Phrase(en: "SHELL", ja: "シェル"),
    help: Phrase(en: "bash, zsh or fish", ja: "bash・zsh・fish のどれかです"),
    completion: .words(CompletionScript.Shell.allCases.map { $0.rawValue })
  ) { text, _ in
    guard let shell = CompletionScript.Shell(rawValue: text) else {
      throw ValueExpectation.described(
        Phrase(en: "bash, zsh or fish", ja: "bash、zsh、fish のどれか"))
    }
    return shell
  }

  /// The words a script asks for at Tab: the completion scripts' own query.
  static let values = Option<String>(
    "values", valueName: Phrase(en: "NAME", ja: "名前"),
    help: Phrase(
      en: "The words a script offers at Tab: subcategories or months",
      ja: "スクリプトが Tab で示す語です: subcategories か months"),
    isHidden: true)

  static var declaration: Declaration {
    Declaration(
      name,
      abstract: Phrase(
        en: "Print the shell completion script for bash, zsh or fish",
        ja: "bash・zsh・fish のシェル補完スクリプトを出力します"),
      usage: [Phrase(en: "SHELL", ja: "シェル")],
      arguments: [shell],
      options: [values],
      discussion: Phrase(
        en: """
          The script completes the commands, their subcommands and options, and the options' \
          values: the categories and their aliases, the 内訳 in use in the ledger (read, never \
          created or changed), the formats each command prints, this, last and recent months, \
          and file names. Install it once:
            bash  kakeibo completion bash > ~/.local/share/bash-completion/completions/kakeibo
            zsh   kakeibo completion zsh > "${fpath[1]}/_kakeibo" (or in ~/.zshrc: source \
          <(kakeibo completion zsh), after compinit)
            fish  kakeibo completion fish > ~/.config/fish/completions/kakeibo.fish
          """,
        ja: """
          スクリプトは、コマンド、そのサブコマンドとオプション、オプションの値を補完します。値は、\
          区分とその別名、台帳で使われている内訳（読むだけで、作ったり変えたりはしません）、各\
          コマンドが出力する形式、this・last と最近の月、ファイル名です。一度だけ次のように\
          組み込みます。
            bash  kakeibo completion bash > ~/.local/share/bash-completion/completions/kakeibo
            zsh   kakeibo completion zsh > "${fpath[1]}/_kakeibo"（または ~/.zshrc の compinit \
          のあとに source <(kakeibo completion zsh)）
            fish  kakeibo completion fish > ~/.config/fish/completions/kakeibo.fish
          """),
      examples: ["kakeibo completion bash", "source <(kakeibo completion zsh)"],
      run: run)
  }

  /// What a script runs, after the program and its `--db`, for the words of a value.
  static let valuesCommand = "completion --values"

  static func run(_ arguments: Arguments, in context: Context) throws {
    if let name = arguments[values] {
      return try printValues(named: name, arguments, in: context)
    }
    guard let shell = arguments[Self.shell] else {
      throw UsageError.missingArgument(Self.shell.placeholder, command: name)
    }
    try context.output.write(
      CompletionScript.script(for: shell, program: Kakeibo.program, valuesCommand: valuesCommand))
  }

  /// Prints the words of a generated value, one a line.
  static func printValues(named name: String, _ arguments: Arguments, in context: Context)
    throws
  {
    switch name {
    case "months":
      try context.output.writeLines(recentMonths(today: context.today))
    case "subcategories":
      // Only read: a missing ledger stays missing, and Tab makes no recurring entries.
      let ledger = try context.openLedger(arguments, intent: .read, makingDueEntries: false)
      let inUse = try ledger.subcategoriesInUse()
      // By category, most used first, then the income's; each name once.
      var seen = Set<String>()
      let names = (Category.allCases.map(Optional.some) + [nil])
        .flatMap { inUse[$0] ?? [] }.filter { $0.0.problem == nil }.map(\.0.name)
        .filter { seen.insert($0).inserted }
      try context.output.writeLines(names)
    default:
      throw UsageRule.unknownCompletionValues(VisibleText.of(name)).refusal(command: Self.name)
    }
  }

  /// `this`, `last`, 今月, 先月, then this month and the eleven before it as YYYY-MM.
  static func recentMonths(today: LedgerDate) -> [String] {
    var months = ["this", "last", "今月", "先月"]
    var month: YearMonth? = today.yearMonth
    while let shown = month, months.count < 16 {
      months.append(shown.description)
      month = shown.previous
    }
    return months
  }
}

/// What completion offers for the values kakeibo's options and arguments share.
enum Completions {
  /// Every category's Japanese name and aliases.
  static let categoryWords = Category.allCases.flatMap { [$0.name] + $0.aliases }
  static let categories = ValueCompletion.words(categoryWords)
  static let subcategories = ValueCompletion.generated("subcategories")
  static let months = ValueCompletion.generated("months")
}
