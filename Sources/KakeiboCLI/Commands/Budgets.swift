import ArgumentParsing
import KakeiboCore
import KakeiboStore
import TerminalUI
import Wording

/// `kakeibo budget [MONTH]`, `kakeibo budget set CATEGORY AMOUNT [--month MONTH]` and
/// `kakeibo budget unset CATEGORY [--month MONTH]`: monthly budgets per category.
enum Budgets: Command {
  static let name = "budget"

  static let month = OptionalArgument.month(
    Phrase(en: "List the budgets in force in this month", ja: "この月に有効な予算を一覧します"))

  static let format = Choice<ListFormat>.format()

  /// `--month` of set and unset: the first month of the budget.
  static let from = Option<MonthReference>(
    "month", valueName: Placeholder.month,
    help: Phrase(
      en: "The budget from this month on (default: every month): 2026-11, this, last, or a month "
        + "number alone for the nearest such month (12 in November is the coming December)",
      ja: "この月からの予算です（省略時: すべての月）。2026-11、this、last、または月の数だけ"
        + "（いちばん近いその月。11 月に 12 なら今度の 12 月）で指定します"),
    completion: Completions.months
  ) { text, _ in try MonthReference(parsing: text) }

  /// The CATEGORY of set and unset.
  static let category = Argument<CategoryArgument>(
    Placeholder.category,
    help: Phrase(
      en: "The budget's category: 生活費 (living), 経費 (expenses) or 娯楽費 (leisure), or a 内訳 "
        + "that only one category uses (食費: 生活費 --sub 食費)",
      ja: "予算の区分です: 生活費 (living)・経費 (expenses)・娯楽費 (leisure)、または一つの区分"
        + "だけで使われている内訳（食費 は 生活費 --sub 食費）"),
    completion: Completions.categories
  ) { text, _ in try CategoryArgument(parsing: text) }

  /// The category and 内訳 that CATEGORY and --sub name in `ledger`: `budget set 食費 30000` is
  /// 生活費's 食費 when only 生活費 uses 食費.
  static func budgetClass(_ arguments: Arguments, in ledger: Ledger) throws -> (
    Category, Subcategory?
  ) {
    let (category, subcategory) = try CategoryResolution.resolve(
      arguments[category], subcategory: arguments[sub] ?? nil, in: ledger)
    guard let category else {
      preconditionFailure("a CATEGORY that is no category resolves to one or throws")
    }
    return (category, subcategory)
  }

  /// `--sub` of set and unset.
  static let sub = Option<Subcategory?>(
    "sub", short: "s", valueName: Placeholder.subcategory,
    help: Phrase(
      en: "The budget of a 内訳 of the category, such as 食費",
      ja: "区分の中の内訳（食費など）の予算です"),
    completion: Completions.subcategories
  ) { text, _ in try Subcategory(validating: text) }

  static var declaration: Declaration {
    Declaration(
      name,
      abstract: Phrase(
        en: "Set, remove or list monthly budgets per category",
        ja: "区分ごとの月の予算を設定・削除・一覧します"),
      usage: [Phrase(en: "[MONTH] [--format FORMAT]", ja: "[月] [--format 形式]")],
      arguments: [month],
      options: [.monthStart, format],
      subcommands: [SetBudget.declaration, UnsetBudget.declaration],
      discussion: Phrase(
        en: """
          A budget set without --month is for every month that has no more specific budget; one \
          set with --month applies from that month on, until a later one takes over; with --month \
          and --only, in that month alone. 'kakeibo report' shows each category against its budget. Setting and removing budgets is \
          recorded: 'kakeibo undo' reverts it.
          """,
        ja: """
          --month なしで設定した予算は、もっと限られた予算のないすべての月のものです。--month \
          つきで設定した予算は、その月から、あとの予算に替わるまで有効です。--month と --only \
          をつけると、その月だけの予算になります。'kakeibo report' は\
          各区分を予算と比べて表示します。予算の設定と削除は記録され、'kakeibo undo' で取り消せ\
          ます。
          """),
      examples: ["kakeibo budget 2026-12"],
      run: list)
  }

  /// `kakeibo budget set CATEGORY AMOUNT [--sub NAME] [--month MONTH]`.
  enum SetBudget: Command {
    static let name = "set"

    static let amount = Argument<Yen>(
      Placeholder.amount,
      help: Phrase(
        en: "Whole yen a month, as for add: 30000, 30,000, ¥30,000, 3万",
        ja: "1 か月の整数の円です（add と同じ書き方）: 30000、30,000、¥30,000、3万")
    ) { text, _ in try Yen(parsingTyped: text) }

    static let only = Flag(
      "only",
      help: Phrase(
        en: "The budget of the --month month alone (December's, for the year-end): the month "
          + "after, the budget from before is in force again",
        ja: "--month の月だけの予算です（年末の 12 月など）。次の月からは前の予算に戻ります"))

    static var declaration: Declaration {
      Declaration(
        name,
        abstract: Phrase(
          en: "Set a category's (or 内訳's) budget, for every month, from a month on or for one "
            + "month",
          ja: "区分（または内訳）の予算を、すべての月か、ある月からか、1 か月だけ設定します"),
        usage: [
          Phrase(
            en: "CATEGORY AMOUNT [--sub NAME] [--month MONTH [--only]]",
            ja: "区分 金額 [--sub 内訳] [--month 月 [--only]]")
        ],
        arguments: [category, amount],
        options: [from, sub, only],
        examples: [
          "kakeibo budget set 生活費 80000", "kakeibo budget set 生活費 40000 --sub 食費",
          "kakeibo budget set fun 15000 --month 2026-12",
          "kakeibo budget set 娯楽費 50000 --month 12 --only",
        ],
        run: run)
    }

    static func run(_ arguments: Arguments, in context: Context) throws {
      if arguments[only] && arguments[from] == nil {
        throw UsageRule.onlyNeedsMonth.refusal(command: "budget set")
      }
      // A 内訳 given as CATEGORY is looked up without creating a missing ledger, which a
      // refused name leaves missing; the look-up's connection closes before the write opens.
      var lookedUp: (Category, Subcategory?)?
      if CategoryResolution.needsLedger(arguments[category], subcategory: arguments[sub] ?? nil) {
        lookedUp = try budgetClass(arguments, in: context.openLedger(arguments, intent: .read))
      }
      let ledger = try context.openLedger(arguments, intent: .write)
      let (category, subcategory) = try lookedUp ?? budgetClass(arguments, in: ledger)
      let budget = Budget(
        category: category, subcategory: subcategory,
        from: try resolved(arguments[from], in: ledger, context), amount: arguments[amount],
        isForItsMonthOnly: arguments[only])
      let before = try ledger.budgets.set(budget)
      try context.output.writeLine(
        BudgetMessage.set(
          label: label(budget.category, budget.subcategory, context), budget, before: before
        ).text(in: context.language))
      try Offline.sayResolution(of: ledger, context)
    }
  }

  /// `kakeibo budget unset CATEGORY [--sub NAME] [--month MONTH]`.
  enum UnsetBudget: Command {
    static let name = "unset"

    static var declaration: Declaration {
      Declaration(
        name,
        abstract: Phrase(en: "Remove a budget", ja: "予算を削除します"),
        usage: [
          Phrase(en: "CATEGORY [--sub NAME] [--month MONTH]", ja: "区分 [--sub 内訳] [--month 月]")
        ],
        arguments: [category],
        options: [from, sub],
        examples: ["kakeibo budget unset fun --month 2026-12"],
        run: run)
    }

    static func run(_ arguments: Arguments, in context: Context) throws {
      // A missing ledger has no budget to remove: it is looked at in memory, never created.
      let ledger = try context.openLedger(arguments, intent: .read)
      let (category, subcategory) = try budgetClass(arguments, in: ledger)
      let month = try resolved(arguments[from], in: ledger, context)
      guard
        let removed = try ledger.budgets.remove(of: category, subcategory: subcategory, from: month)
      else {
        throw CommandError.noSuchBudget(category, subcategory: subcategory, from: month)
      }
      try context.output.writeLine(
        BudgetMessage.removed(label: label(category, subcategory, context), removed)
          .text(in: context.language))
      try Offline.sayResolution(of: ledger, context)
    }
  }

  /// The month a budget starts: the one `reference` names, counted in the ledger's months
  /// (`this` with month-start 25 on 2026-11-28 is 2026-12; a month number alone, the nearest
  /// such month: `12` in November is the coming December), else the earliest month (every
  /// month).
  static func resolved(_ reference: MonthReference?, in ledger: Ledger, _ context: Context)
    throws -> YearMonth
  {
    guard let reference else { return .earliest }
    if case .month(let month) = reference.kind { return month }
    return try reference.resolvedNearest(
      current: YearMonth(containing: context.today, startingOn: try ledger.settings.monthStart()))
  }

  // MARK: Listing

  static func list(_ arguments: Arguments, in context: Context) throws {
    let month = arguments[Self.month]
    let override = arguments[.monthStart]
    let ledger = try context.openLedger(arguments, intent: .read)
    let start = try ledger.monthStart(overriddenBy: override)
    let shown =
      try month?.resolved(today: context.today, startingOn: start)
      ?? YearMonth(containing: context.today, startingOn: start)
    let dates = shown.dates(startingOn: start)
    let plan = try ledger.budgets.plan()
    let inForce = plan.inForce(in: shown)
    let ofSubcategories = plan.subcategoryBudgets(in: shown)
    let rows = Category.allCases.map { ($0, inForce[$0]) }

    switch arguments[format] {
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
                ("only", .bool(budget?.isForItsMonthOnly ?? false)),
                (
                  "subcategories",
                  .array(
                    (ofSubcategories[category] ?? []).map { budget in
                      .object([
                        ("name", .string(budget.subcategory?.name ?? "")),
                        ("budget", .integer(budget.amount.value)),
                        ("since", firstMonth(budget).map(JSON.string) ?? .null),
                        ("only", .bool(budget.isForItsMonthOnly)),
                      ])
                    })
                ),
              ])
            })
        ),
      ])
      try context.output.writeLine(object.rendered())
    case .table:
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

  /// When a budget began: `every month`, its first month, or `2026-12 only` for a budget of
  /// one month alone.
  static func since(_ budget: Budget, _ language: Language) -> String {
    guard !budget.isForItsMonthOnly else {
      return TableWords.onlyMonth(budget.from).text(in: language)
    }
    return firstMonth(budget) ?? TableWords.everyMonth.text(in: language)
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
