import ArgumentParsing
import KakeiboCore
import KakeiboStore
import TerminalUI
import Wording

/// `kakeibo recurring [list]`, `recurring add`, `recurring edit ID` and `recurring remove ID`:
/// fixed costs (固定費), instalment plans (分割払い) and regular income, whose entries appear on
/// their own when they fall due.
enum Recurring: Command {
  static let spec = CommandSpec(
    name: "recurring",
    abstract: Phrase(
      en: "Fixed costs, instalments and regular income that enter themselves",
      ja: "自動で記録される固定費・分割払い・定期収入"),
    options: [
      CommonOptions.category,
      .flag("income", help: "With add: the rule is income (給与), not an expense"),
      CommonOptions.subcategory,
      CommonOptions.memo,
      .value(
        "day", valueName: "D",
        help: "The day of the month, 1 to 31; a shorter month's last day when it\nhas fewer"),
      .value(
        "from", valueName: "MONTH",
        help: "With add: the first month, as for budget --month (default: this\nmonth)"
      ).completing(Completions.months),
      .value(
        "until", valueName: "MONTH",
        help: "The last month (included); with edit, 'none' for no end"
      ).completing(Completions.months),
      .value(
        "times", valueName: "N",
        help: "An instalment plan: N monthly entries in all (1 to 600), then it\nends"),
      .value("amount", short: "a", valueName: "AMOUNT", help: "With edit: the new amount"),
      .flag("all", help: "With list: the rules that have ended too"),
      CommonOptions.monthStart,
      OutputFormat.option([.table, .csv, .json]),
    ],
    subcommands: [
      SubcommandSpec(
        "list", abstract: "List the rules in force, with what each will still add",
        usage: ["[--all] [--format FORMAT]"], options: ["all", "month-start", "format"],
        isDefault: true),
      SubcommandSpec(
        "add", abstract: "Add a rule: its entries appear on their own when due",
        usage: [
          "AMOUNT (--category C | --income) [--sub NAME] --memo TEXT --day D\n"
            + "    [--from MONTH] [--until MONTH | --times N]"
        ],
        arguments: [
          ArgumentSpec("AMOUNT", help: "Whole yen each month, as for add: 85000, 85,000")
        ],
        options: ["category", "income", "sub", "memo", "day", "from", "until", "times"]),
      SubcommandSpec(
        "edit", abstract: "Change a rule from after today on",
        usage: [
          "ID [--amount A] [--day D] [--until MONTH|none] [--times N] [--memo TEXT]\n"
            + "    [--category C] [--sub NAME]"
        ],
        arguments: [idArgument],
        options: ["amount", "day", "until", "times", "memo", "category", "sub"]),
      SubcommandSpec(
        "remove", abstract: "End a rule today; the entries it made stay", usage: ["ID"],
        arguments: [idArgument]),
    ],
    discussion:
      "Every occurrence from a rule's first month up to today becomes one ordinary entry,\n"
      + "on its date, with the rule's amount, category, 内訳 and memo: no daemon and no cron,\n"
      + "any command that opens the ledger makes them (only `check` leaves them), exactly\n"
      + "once even when several processes or members run at the same moment. An entry a\n"
      + "rule made is edited or deleted like any other; a deleted one is not made again.\n"
      + "'edit' changes the occurrences after today only; 'remove' ends the rule today, and\n"
      + "the entries it made stay. 'kakeibo undo' reverts add, edit and remove; undoing an\n"
      + "add also removes the entries the rule made that are still as it made them. The\n"
      + "current month's report shows what the rules will still add (予定) and the month-end\n"
      + "forecast (月末見込み).",
    examples: [
      "kakeibo recurring add 85000 -c 生活費 -s 住居 -m 家賃 --day 27",
      "kakeibo recurring add 1490 -c 娯楽費 -s サブスク -m Netflix --day 16",
      "kakeibo recurring add 40000 -c 経費 -m 'ノートPC 分割' --day 10 --times 12",
      "kakeibo recurring add 280000 --income -s 給与 -m 給料 --day 25",
      "kakeibo recurring", "kakeibo recurring edit 1 --amount 88000",
      "kakeibo recurring remove 2",
    ])

  /// The ID argument of edit and remove.
  static let idArgument = ArgumentSpec("ID", help: "The rule's number, as listed")

  static func run(_ arguments: ParsedArguments, in context: Context) throws {
    switch arguments.argument(0) {
    case nil, "list": try list(arguments, in: context)
    case "add": try add(arguments, in: context)
    case "edit": try edit(arguments, in: context)
    case "remove": try remove(arguments, in: context)
    case let action?:
      throw UsageError.invalidUsage(
        "unknown action '\(action)'; expected list, add, edit or remove", command: spec.name)
    }
  }

  // MARK: Adding

  static func add(_ arguments: ParsedArguments, in context: Context) throws {
    try refuse(["amount", "all", "format", "month-start"], for: "add", arguments)
    guard let amountText = arguments.argument(1) else {
      throw UsageError.invalidUsage("'recurring add' needs AMOUNT", command: spec.name)
    }
    if let extra = arguments.argument(2) {
      throw UsageError.unexpectedArgument(extra, command: spec.name)
    }
    let isIncome = arguments.hasFlag("income")
    let categoryText = arguments.value("category")
    if isIncome && categoryText != nil {
      throw UsageError.conflictingOptions("--category", "--income", command: spec.name)
    }
    if !isIncome && categoryText == nil {
      throw UsageError.invalidUsage(
        "'recurring add' needs a category: pass --category 生活費, 経費 or 娯楽費, or --income",
        command: spec.name)
    }
    if arguments.value("until") != nil && arguments.value("times") != nil {
      throw UsageError.conflictingOptions("--until", "--times", command: spec.name)
    }
    guard let memoText = arguments.value("memo") else {
      throw UsageError.invalidUsage(
        "'recurring add' needs --memo: what the entries are for (家賃, Netflix)",
        command: spec.name)
    }
    guard let dayText = arguments.value("day") else {
      throw UsageError.invalidUsage(
        "'recurring add' needs --day: the day of the month the entries fall on (1 to 31)",
        command: spec.name)
    }
    let amount = try Yen(parsingEntryAmount: amountText)
    let category = try categoryText.map { text throws(InvalidValue) in
      try Category(resolvingTyped: text)
    }
    let subcategory = try CommonOptions.subcategory(arguments) ?? nil
    let memo = try Memo(memoText)
    let day = try RecurringRule.parseDay(dayText)
    let times = try arguments.value("times").map { text throws(InvalidValue) in
      try RecurringRule.parseTimes(text)
    }
    let from = try monthReference(arguments, "from")
    let until = try monthReference(arguments, "until")
    let ledger = try context.openLedger(arguments, intent: .write)
    let start = try ledger.monthStart()
    let firstMonth =
      try from?.resolved(today: context.today, startingOn: start)
      ?? YearMonth(containing: context.today, startingOn: start)
    let firstDate = firstMonth.dates(startingOn: start).first
    let lastDate = try until.map { reference throws(InvalidValue) -> LedgerDate in
      let month = try reference.resolved(today: context.today, startingOn: start)
      guard month >= firstMonth else {
        throw InvalidValue(
          .month, arguments.value("until") ?? "",
          "is before the rule's first month, \(firstMonth); expected \(firstMonth) or later")
      }
      return month.dates(startingOn: start).last
    }
    let rule = RecurringRule(
      id: 0, kind: isIncome ? .income : .expense, category: category, subcategory: subcategory,
      amount: amount, memo: memo, day: day, firstDate: firstDate, lastDate: lastDate,
      times: times)
    let (added, made) = try ledger.addRule(rule, today: context.dueDay(in: ledger))
    try context.output.writeLine("Added rule " + describe(added, context))
    for entry in made {
      try context.output.writeLine("Made " + EntryRendering.line(entry, context.glyphStyle))
    }
  }

  // MARK: Editing and removing

  static func edit(_ arguments: ParsedArguments, in context: Context) throws {
    try refuse(["all", "format", "month-start", "from", "income"], for: "edit", arguments)
    let id = try ruleID(arguments)
    if arguments.value("until") != nil && arguments.value("times") != nil {
      throw UsageError.conflictingOptions("--until", "--times", command: spec.name)
    }
    let amount = try arguments.value("amount").map { text throws(InvalidValue) in
      try Yen(parsingEntryAmount: text)
    }
    let day = try arguments.value("day").map { text throws(InvalidValue) in
      try RecurringRule.parseDay(text)
    }
    let times = try arguments.value("times").map { text throws(InvalidValue) in
      try RecurringRule.parseTimes(text)
    }
    let memo = try arguments.value("memo").map { text throws(InvalidValue) in try Memo(text) }
    let category = try arguments.value("category").map { text throws(InvalidValue) in
      try Category(resolvingTyped: text)
    }
    let subcategory = try CommonOptions.subcategory(arguments)
    let untilText = arguments.value("until")
    let endsNever = untilText.map { TextNormalization.matchKey($0) == "none" } ?? false
    let until = endsNever ? nil : try monthReference(arguments, "until")
    guard
      [
        amount != nil, day != nil, times != nil, memo != nil, category != nil, subcategory != nil,
        untilText != nil,
      ].contains(true)
    else {
      throw UsageError.invalidUsage(
        "'recurring edit' needs something to change: --amount, --day, --until, --times, "
          + "--memo, --category or --sub", command: spec.name)
    }
    let ledger = try context.openLedger(arguments, intent: .read)
    guard let current = try ledger.recurringRule(id: id) else {
      throw CommandError.noSuchRule(id)
    }
    if let ended = current.endDate {
      throw InvalidValue(
        .id, "\(id)",
        "rule #\(id) was removed on \(ended); add a new rule for what comes from now on")
    }
    if category != nil && current.kind == .income {
      throw InvalidValue(.id, "\(id)", "rule #\(id) is income, which belongs to no category")
    }
    let start = try ledger.monthStart()
    let lastDate = try until.map { reference throws(InvalidValue) -> LedgerDate in
      let month = try reference.resolved(today: context.today, startingOn: start)
      guard month.dates(startingOn: start).last >= current.firstDate else {
        throw InvalidValue(
          .month, untilText ?? "",
          "is before the rule's first month; expected \(current.firstDate.yearMonth) or later")
      }
      return month.dates(startingOn: start).last
    }
    guard
      let (before, after) = try ledger.editRule(
        id: id, today: context.dueDay(in: ledger),
        { rule in
          var rule = rule
          if let amount { rule.amount = amount }
          if let day { rule.day = day }
          if let memo { rule.memo = memo }
          if let category { rule.category = category }
          if let subcategory { rule.subcategory = subcategory }
          if untilText != nil { rule.lastDate = lastDate }
          if let times {
            rule.times = times
            rule.lastDate = nil
          } else if untilText != nil {
            rule.times = nil
          }
          return rule
        })
    else { throw CommandError.noSuchRule(id) }
    guard before != after else {
      try context.output.writeLine("Rule #\(id) has those values already; nothing changed")
      return
    }
    try context.output.writeLine(
      "Updated rule #\(id) from \(after.resumeDate) on: "
        + VisibleText.of(Ledger.ruleDifferencesText(before, after)))
  }

  static func remove(_ arguments: ParsedArguments, in context: Context) throws {
    try refuse(
      [
        "all", "format", "month-start", "from", "income", "amount", "day", "until", "times", "memo",
        "category", "sub",
      ], for: "remove", arguments)
    let id = try ruleID(arguments)
    let ledger = try context.openLedger(arguments, intent: .read)
    guard let rule = try ledger.recurringRule(id: id) else { throw CommandError.noSuchRule(id) }
    guard try ledger.removeRule(id: id, today: context.dueDay(in: ledger)) != nil else {
      try context.output.writeLine("Rule #\(id) has ended already; nothing changed")
      return
    }
    let made = try ledger.entriesMade(byRule: id)
    try context.output.writeLine(
      "Removed rule " + describe(rule, context) + "; "
        + (made == 0
          ? "it had made no entries"
          : "the \(Count.of(made, "entry", "entries")) it made \(made == 1 ? "stays" : "stay")"))
  }

  // MARK: Listing

  static func list(_ arguments: ParsedArguments, in context: Context) throws {
    try refuse(
      ["income", "amount", "day", "until", "times", "memo", "category", "sub", "from"],
      for: "list", arguments)
    if let extra = arguments.argument(arguments.argument(0) == "list" ? 1 : 0) {
      throw UsageError.unexpectedArgument(extra, command: spec.name)
    }
    let format = try OutputFormat.parse(arguments, allowed: [.table, .csv, .json])
    let ledger = try context.openLedger(arguments, intent: .read)
    let today = context.today
    let rules = try ledger.recurringRules(includingEnded: arguments.hasFlag("all"), today: today)
    switch format {
    case .csv:
      try context.output.writeLines(
        [
          CSV.record([
            "id", "amount", "kind", "category", "subcategory", "memo", "day", "from", "until",
            "times", "next", "left", "remaining", "ended",
          ])
        ]
          + rules.map { rule in
            CSV.record([
              String(rule.id), String(rule.amount.value), rule.kind.rawValue,
              rule.category?.name ?? "",
              FormulaNeutralization.neutralize(rule.subcategory?.name ?? ""),
              FormulaNeutralization.neutralize(rule.memo.text), String(rule.day),
              rule.firstDate.description, rule.lastDate?.description ?? "",
              rule.times.map(String.init) ?? "", rule.nextDate(after: today)?.description ?? "",
              rule.remainingCount(after: today).map(String.init) ?? "",
              rule.remainingTotal(after: today).map { String($0.value) } ?? "",
              rule.hasEnded(by: today) ? "true" : "false",
            ])
          })
    case .json:
      try context.output.writeLine(
        JSON.array(
          rules.map { rule in
            .object([
              ("id", .integer(rule.id)), ("amount", .integer(rule.amount.value)),
              ("kind", .string(rule.kind.rawValue)),
              ("category", rule.category.map { .string($0.name) } ?? .null),
              ("categoryKey", rule.category.map { .string($0.key) } ?? .null),
              ("subcategory", rule.subcategory.map { .string($0.name) } ?? .null),
              ("memo", .string(rule.memo.text)), ("day", .integer(Int64(rule.day))),
              ("from", .string(rule.firstDate.description)),
              ("until", rule.lastDate.map { .string($0.description) } ?? .null),
              ("times", rule.times.map { .integer(Int64($0)) } ?? .null),
              ("next", rule.nextDate(after: today).map { .string($0.description) } ?? .null),
              ("left", rule.remainingCount(after: today).map { .integer(Int64($0)) } ?? .null),
              ("remaining", rule.remainingTotal(after: today).map { .integer($0.value) } ?? .null),
              ("ended", .bool(rule.hasEnded(by: today))),
            ])
          }
        ).rendered())
    case .table, .text, .svg:
      guard !rules.isEmpty else {
        try context.output.writeLine(
          "No recurring rules. Add one: kakeibo recurring add 85000 -c 生活費 -m 家賃 --day 27")
        return
      }
      var table = Table(columns: [
        .init("ID", .right), .init("Amount", .right), .init("Category"), .init("Memo"),
        .init("Day", .right), .init("Next"), .init("Left", .right), .init("Still to pay", .right),
      ])
      table.rows = rules.map { rule in
        [
          String(rule.id), rule.amount.description,
          VisibleText.of(
            Entry.label(
              kind: rule.kind, category: rule.category, subcategory: rule.subcategory,
              context.glyphStyle)),
          VisibleText.of(rule.memo.text), String(rule.day),
          rule.hasEnded(by: today)
            ? "ended" : rule.nextDate(after: today)?.description ?? "—",
          rule.remainingCount(after: today).map(String.init) ?? "—",
          rule.remainingTotal(after: today)?.description ?? "—",
        ]
      }
      try context.output.writeLines(table.render(style: context.textStyle))
    }
  }

  // MARK: Helpers

  /// The rule in words: `#1  🏠 生活費 › 住居  ¥85,000  家賃, on day 27 from 2026-11-01`.
  static func describe(_ rule: RecurringRule, _ context: Context) -> String {
    var text =
      "#\(rule.id)  "
      + VisibleText.of(
        Entry.label(
          kind: rule.kind, category: rule.category, subcategory: rule.subcategory,
          context.glyphStyle))
      + "  \(rule.amount)  " + VisibleText.of(rule.memo.text) + ", on day \(rule.day)"
      + " from \(rule.firstDate)"
    if let lastDate = rule.lastDate { text += " until \(lastDate)" }
    if let times = rule.times { text += ", \(Count.of(times, "time", "times"))" }
    return text
  }

  /// The rule `edit` or `remove` names: a positive whole number, as `recurring` lists them.
  static func ruleID(_ arguments: ParsedArguments) throws -> Int64 {
    let action = arguments.argument(0) ?? "edit"
    guard let text = arguments.argument(1) else {
      throw UsageError.invalidUsage(
        "'recurring \(action)' needs the rule's ID, as 'kakeibo recurring' lists them",
        command: spec.name)
    }
    if let extra = arguments.argument(2) {
      throw UsageError.unexpectedArgument(extra, command: spec.name)
    }
    do {
      return try Entry.parseID(text)
    } catch {
      throw InvalidValue(
        .id, text,
        "not a rule's id; expected a positive whole number, such as 2, as "
          + "'kakeibo recurring' lists them")
    }
  }

  static func monthReference(_ arguments: ParsedArguments, _ option: String) throws(InvalidValue)
    -> MonthReference?
  {
    try arguments.value(option).map { text throws(InvalidValue) in
      try MonthReference(parsing: text)
    }
  }

  /// Refuses the options that are for other actions than `action`.
  static func refuse(_ options: [String], for action: String, _ arguments: ParsedArguments)
    throws(UsageError)
  {
    for option in options where arguments.value(option) != nil || arguments.hasFlag(option) {
      throw .invalidUsage(
        "option '--\(option)' is not for 'recurring \(action)'", command: spec.name)
    }
  }
}
