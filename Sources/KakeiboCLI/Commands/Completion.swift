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
      en: "The words a script offers at Tab: subcategories, income-subcategories or months",
      ja: "スクリプトが Tab で示す語です: subcategories・income-subcategories・months のどれか"),
    isHidden: true)

  /// The words typed before the one being completed, one `--typed=WORD` each: what a value
  /// narrows by (`-c 生活費 -s <Tab>` offers 生活費's 内訳). Passed as arguments, never evaluated.
  static let typed = Repeatable<String>(
    "typed", valueName: Phrase(en: "WORD", ja: "語"),
    help: Phrase(
      en: "A word typed before the one being completed, for the values to narrow by",
      ja: "補完する語より前に入力された語です。値をこれで絞り込みます"),
    isHidden: true
  ) { text, _ in text }

  static var declaration: Declaration {
    Declaration(
      name,
      abstract: Phrase(
        en: "Print the shell completion script for bash, zsh or fish",
        ja: "bash・zsh・fish のシェル補完スクリプトを出力します"),
      usage: [Phrase(en: "SHELL", ja: "シェル")],
      arguments: [shell],
      options: [values, typed],
      discussion: Phrase(
        en: """
          The script completes the commands, their subcommands and options, and the options' \
          values: the categories and their aliases, the 内訳 in use in the ledger (read, never \
          created or changed; after --category only that category's, after --income and for \
          'kakeibo income' only income's), the formats each command prints, this, last and recent months, \
          and file names. Install it once:
            bash  kakeibo completion bash > ~/.local/share/bash-completion/completions/kakeibo
            zsh   kakeibo completion zsh > "${fpath[1]}/_kakeibo" (or in ~/.zshrc: source \
          <(kakeibo completion zsh), after compinit)
            fish  kakeibo completion fish > ~/.config/fish/completions/kakeibo.fish
          """,
        ja: """
          スクリプトは、コマンド、そのサブコマンドとオプション、オプションの値を補完します。値は、\
          区分とその別名、台帳で使われている内訳（読むだけで、作ったり変えたりはしません。\
          --category のあとではその区分の、--income のあとと 'kakeibo income' では収入の\
          内訳だけです）、各\
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
      CompletionScript.script(
        for: shell, program: Kakeibo.program, valuesCommand: valuesCommand,
        language: context.language))
  }

  /// Prints the words of a generated value, one a line.
  static func printValues(named name: String, _ arguments: Arguments, in context: Context)
    throws
  {
    switch name {
    case "months":
      try context.output.writeLines(recentMonths(today: context.today))
    case "subcategories", "income-subcategories":
      // Only read: a missing ledger stays missing, and Tab makes no recurring entries.
      let ledger = try context.openLedger(arguments, intent: .read, makingDueEntries: false)
      let inUse = try ledger.entries.subcategoriesInUse()
      let given = Kakeibo.program.givenOptions(arguments[typed])
      // By category, most used first; each name once.
      var seen = Set<String>()
      let names = narrowed(
        name == "income-subcategories" ? [nil] : Category.allCases.map(Optional.some),
        by: given, inUse
      )
      .flatMap { inUse[$0] ?? [] }.filter { $0.0.problem == nil }.map(\.0.name)
      .filter { seen.insert($0).inserted }
      try context.output.writeLines(names)
    default:
      throw UsageRule.unknownCompletionValues(VisibleText.of(name)).refusal(command: Self.name)
    }
  }

  /// The classes whose 内訳 completion offers (nil: income): `classes`, which are the
  /// categories for an expense's --sub and income for income's; income's alone after
  /// --income; the category's alone after --category (or a CATEGORY argument, as `budget set
  /// 生活費 --sub` has), or after a 内訳 given as the category that one category uses. A
  /// category that names none narrows nothing.
  static func narrowed(
    _ classes: [Category?], by given: [String: [String]],
    _ inUse: [Category?: [(Subcategory, Int64)]]
  ) -> [Category?] {
    if given["income"] != nil { return [nil] }
    guard let text = given["category"]?.last ?? given[Placeholder.category.english]?.last,
      let choice = try? CategoryArgument(parsing: text)
    else { return classes }
    switch choice {
    case .category(let category):
      return classes.filter { $0 == category }
    case .other(let name, _):
      var subcategories: [Category: [Subcategory]] = [:]
      for case (let category?, let names) in inUse { subcategories[category] = names.map(\.0) }
      let owners = SubcategoryDirectory(subcategories).owners(of: name)
      guard owners.count == 1, let owner = owners.first?.0 else { return classes }
      return classes.filter { $0 == owner }
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
  /// Income's 内訳 alone (給与, 賞与), for `income --sub`.
  static let incomeSubcategories = ValueCompletion.generated("income-subcategories")
  static let months = ValueCompletion.generated("months")
}
