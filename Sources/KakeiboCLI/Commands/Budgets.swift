import ArgumentParsing
import KakeiboCore
import KakeiboStore
import TerminalUI
import Wording

/// `kakeibo budget [MONTH]`, `kakeibo budget set CATEGORY AMOUNT [--month MONTH]` and
/// `kakeibo budget unset CATEGORY [--month MONTH]`: monthly budgets per category.
enum Budgets: Command {
  static let spec = CommandSpec(
    name: "budget",
    abstract: Phrase(
      en: "Set, remove or list monthly budgets per category",
      ja: "区分ごとの月の予算を設定・削除・一覧します"),
    usage: ["[MONTH] [--format FORMAT]"],
    arguments: [
      ArgumentSpec(
        "MONTH",
        help: "List the budgets in force in this month: 2026-11, 11, last\n(default: this month)",
        isOptional: true, completion: Completions.months)
    ],
    options: [
      .value(
        "month", valueName: "MONTH",
        help: "With set or unset: the budget from this month on (default: every\n"
          + "month); 2026-11, 11, this or last, as for 'list --month'"
      ).completing(Completions.months),
      .value(
        "sub", short: "s", valueName: "NAME",
        help: "With set or unset: the budget of a 内訳 of the category, such as\n食費"
      ).completing(Completions.subcategories),
      CommonOptions.monthStart,
      OutputFormat.option([.table, .csv, .json]),
    ],
    subcommands: [
      SubcommandSpec(
        "set", abstract: "Set a category's (or 内訳's) budget, for every month or from a month on",
        usage: ["CATEGORY AMOUNT [--sub NAME] [--month MONTH]"],
        arguments: [
          ArgumentSpec(
            "CATEGORY", help: "生活費 (living), 経費 (expenses) or 娯楽費 (leisure)",
            completion: Completions.categories),
          ArgumentSpec("AMOUNT", help: "Whole yen a month, as for add: 30000, 30,000, ¥30,000"),
        ], options: ["month", "sub"]),
      SubcommandSpec(
        "unset", abstract: "Remove a budget",
        usage: ["CATEGORY [--sub NAME] [--month MONTH]"],
        arguments: [
          ArgumentSpec(
            "CATEGORY", help: "The budget's category: 生活費, 経費 or 娯楽費",
            completion: Completions.categories)
        ], options: ["month", "sub"]),
    ],
    discussion: "A budget set without --month is for every month that has no more specific\n"
      + "budget; one set with --month applies from that month on, until a later one takes\n"
      + "over. 'kakeibo report' shows each category against its budget. Setting and\n"
      + "removing budgets is recorded: 'kakeibo undo' reverts it.",
    examples: [
      "kakeibo budget set 生活費 80000", "kakeibo budget set 生活費 40000 --sub 食費",
      "kakeibo budget set fun 15000 --month 2026-12",
      "kakeibo budget 2026-12", "kakeibo budget unset fun --month 2026-12",
    ])

  static func run(_ arguments: ParsedArguments, in context: Context) throws {
    switch arguments.argument(0) {
    case "set": try set(arguments, in: context)
    case "unset": try unset(arguments, in: context)
    default: try list(arguments, in: context)
    }
  }

  // MARK: Setting and removing

  static func set(_ arguments: ParsedArguments, in context: Context) throws {
    try refuseListingOptions(arguments, action: "set")
    guard let categoryText = arguments.argument(1) else {
      throw UsageError.missingArgument("CATEGORY", command: spec.name)
    }
    guard let amountText = arguments.argument(2) else {
      throw UsageError.missingArgument("AMOUNT", command: spec.name)
    }
    let category = try Category(resolvingTyped: categoryText)
    let month = try fromMonth(arguments)
    let amount = try Yen(parsingEntryAmount: amountText)
    let subcategory = try CommonOptions.subcategory(arguments) ?? nil
    let ledger = try context.openLedger(arguments, intent: .write)
    let budget = Budget(
      category: category, subcategory: subcategory,
      from: try resolved(month, in: ledger, context), amount: amount)
    let before = try ledger.setBudget(budget)
    let note =
      before == budget ? " (unchanged)" : before.map { " (was \($0.amount))" } ?? ""
    try context.output.writeLine(
      "Budget for \(label(budget.category, budget.subcategory, context)): \(budget.amount) "
        + budget.scopeText + note)
  }

  static func unset(_ arguments: ParsedArguments, in context: Context) throws {
    try refuseListingOptions(arguments, action: "unset")
    guard let categoryText = arguments.argument(1) else {
      throw UsageError.missingArgument("CATEGORY", command: spec.name)
    }
    if let extra = arguments.argument(2) {
      throw UsageError.unexpectedArgument(extra, command: spec.name)
    }
    let category = try Category(resolvingTyped: categoryText)
    let subcategory = try CommonOptions.subcategory(arguments) ?? nil
    let reference = try fromMonth(arguments)
    // A missing ledger has no budget to remove: it is looked at in memory, never created.
    let ledger = try context.openLedger(arguments, intent: .read)
    let month = try resolved(reference, in: ledger, context)
    guard
      let removed = try ledger.removeBudget(of: category, subcategory: subcategory, from: month)
    else {
      throw CommandError.noSuchBudget(category, subcategory: subcategory, from: month)
    }
    try context.output.writeLine(
      "Removed the budget for \(label(category, subcategory, context)): \(removed.amount) "
        + removed.scopeText)
  }

  /// The month `--month` names, parsed before the ledger is opened; nil without it.
  static func fromMonth(_ arguments: ParsedArguments) throws(InvalidValue) -> MonthReference? {
    try arguments.value("month").map { text throws(InvalidValue) in
      try MonthReference(parsing: text)
    }
  }

  /// The month a budget starts: the one `reference` names, counted in the ledger's months
  /// (`this` with month-start 25 on 2026-11-28 is 2026-12), else the earliest month (every
  /// month).
  static func resolved(_ reference: MonthReference?, in ledger: Ledger, _ context: Context)
    throws -> YearMonth
  {
    guard let reference else { return .earliest }
    if case .month(let month) = reference.kind { return month }
    return try reference.resolved(today: context.today, startingOn: try ledger.monthStart())
  }

  static func refuseListingOptions(_ arguments: ParsedArguments, action: String)
    throws(UsageError)
  {
    for option in ["format", "month-start"] where arguments.value(option) != nil {
      throw .invalidUsage(
        "option '--\(option)' is for listing budgets, not for 'budget \(action)'",
        command: spec.name)
    }
  }

  // MARK: Listing

  static func list(_ arguments: ParsedArguments, in context: Context) throws {
    let format = try OutputFormat.parse(arguments, allowed: [.table, .csv, .json])
    if let extra = arguments.argument(1) {
      throw UsageError.unexpectedArgument(extra, command: spec.name)
    }
    if arguments.value("month") != nil {
      throw UsageError.invalidUsage(
        "option '--month' is for 'budget set' and 'budget unset'; to list a month's budgets, "
          + "give the month: kakeibo budget YYYY-MM", command: spec.name)
    }
    if arguments.value("sub") != nil {
      throw UsageError.invalidUsage(
        "option '--sub' is for 'budget set' and 'budget unset', not for listing budgets",
        command: spec.name)
    }
    let month = try arguments.argument(0).map { text throws(InvalidValue) in
      try MonthReference(parsing: text)
    }
    let override = try CommonOptions.monthStartOverride(arguments)
    let ledger = try context.openLedger(arguments, intent: .read)
    let start = try ledger.monthStart(overriddenBy: override)
    let shown =
      try month?.resolved(today: context.today, startingOn: start)
      ?? YearMonth(containing: context.today, startingOn: start)
    let dates = shown.dates(startingOn: start)
    let plan = try ledger.budgets()
    let inForce = plan.inForce(in: shown)
    let ofSubcategories = plan.subcategoryBudgets(in: shown)
    let rows = Category.allCases.map { ($0, inForce[$0]) }

    switch format {
    case .csv:
      try context.output.writeLines(
        [CSV.record(["month", "key", "name", "icon", "budget", "since", "subcategory"])]
          + rows.flatMap { category, budget in
            [
              CSV.record([
                shown.description, category.key, category.name, category.icon.rawValue,
                budget.map { String($0.amount.value) } ?? "", budget.flatMap(firstMonth) ?? "",
                "",
              ])
            ]
              + (ofSubcategories[category] ?? []).map { budget in
                CSV.record([
                  shown.description, category.key, category.name, category.icon.rawValue,
                  String(budget.amount.value), firstMonth(budget) ?? "",
                  FormulaNeutralization.neutralize(budget.subcategory?.name ?? ""),
                ])
              }
          })
    case .json:
      let object = JSON.object([
        ("month", .string(shown.description)),
        ("from", .string(dates.first.description)),
        ("to", .string(dates.last.description)),
        ("currency", .string("JPY")),
        (
          "budgets",
          .array(
            rows.map { category, budget in
              .object([
                ("key", .string(category.key)),
                ("name", .string(category.name)),
                ("icon", .string(category.icon.rawValue)),
                ("budget", budget.map { .integer($0.amount.value) } ?? .null),
                ("since", budget.flatMap(firstMonth).map(JSON.string) ?? .null),
                (
                  "subcategories",
                  .array(
                    (ofSubcategories[category] ?? []).map { budget in
                      .object([
                        ("name", .string(budget.subcategory?.name ?? "")),
                        ("budget", .integer(budget.amount.value)),
                        ("since", firstMonth(budget).map(JSON.string) ?? .null),
                      ])
                    })
                ),
              ])
            })
        ),
      ])
      try context.output.writeLine(object.rendered())
    default:
      let language = context.language
      try context.output.writeLine(
        TableWords.budgets(for: shown.description, dates).text(in: language))
      try context.output.writeLine()
      guard !inForce.isEmpty || !ofSubcategories.isEmpty else {
        try context.output.writeLine(TableWords.noBudgets.text(in: language))
        return
      }
      var table = Table(columns: [
        .init(TableWords.category.text(in: language)),
        .init(TableWords.budget.text(in: language), .right),
        .init(TableWords.since.text(in: language)),
      ])
      table.rows = rows.flatMap { category, budget in
        [
          [
            label(category, nil, context), budget.map(\.amount.description) ?? "—",
            budget.map { since($0, language) } ?? "",
          ]
        ]
          + (ofSubcategories[category] ?? []).map { budget in
            [
              "   › " + (budget.subcategory?.name ?? ""), budget.amount.description,
              since(budget, language),
            ]
          }
      }
      try context.output.writeLines(table.render(style: context.textStyle))
    }
  }

  /// When a budget began: `every month`, or its first month.
  static func since(_ budget: Budget, _ language: Language) -> String {
    firstMonth(budget) ?? TableWords.everyMonth.text(in: language)
  }

  /// A budget's first month as `YYYY-MM`, or nil for a budget for every month.
  static func firstMonth(_ budget: Budget) -> String? {
    budget.isForEveryMonth ? nil : budget.from.description
  }

  static func label(_ category: Category, _ subcategory: Subcategory?, _ context: Context)
    -> String
  {
    Entry.label(
      kind: .expense, category: category, subcategory: subcategory, context.glyphStyle)
  }
}
