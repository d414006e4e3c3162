import ArgumentParsing
import KakeiboCore
import TerminalUI
import Wording

/// `kakeibo add AMOUNT --category C [--date D] [--memo TEXT]`: logs an expense.
enum Add: Command {
  static let spec = CommandSpec(
    name: "add",
    abstract: Phrase(
      en: "Log an expense",
      ja: "支出を記録します"),
    usage: [
      "AMOUNT --category CATEGORY [--date DATE] [--memo TEXT]",
      "[AMOUNT] [options]   (on a terminal: asks for what is missing)",
    ],
    arguments: [
      ArgumentSpec(
        "AMOUNT",
        help: "Whole yen from 1 to 999,999,999,999: 1200, 1,200, ¥1200, ￥1,200,\n"
          + "1200円 or １２００",
        isOptional: true)
    ],
    options: [
      CommonOptions.category, CommonOptions.subcategory, CommonOptions.date.withDefault("today"),
      CommonOptions.memo,
      .flag(
        "refund",
        help: "A refund of an expense (返品, a cancellation): stored as a negative\n"
          + "amount, which lowers the category's total"),
      OutputFormat.option([.text, .json]),
    ],
    discussion: "Prints the new entry with its id. The date is today in the local time zone\n"
      + "(TZ is respected) unless --date says otherwise.\n\n"
      + "On a terminal, 'kakeibo add' without AMOUNT opens a form that asks for the amount,\n"
      + "memo, category with its 内訳, and date (those not given as options); with AMOUNT but\n"
      + "no --category, the category | 内訳 picker opens, on the category and 内訳 used most\n"
      + "with the same memo (or on the --sub given). In the picker ←/→ switch between the\n"
      + "columns, and typing in the 内訳 column names a new 内訳, which Enter creates.\n"
      + "--date pick opens the date picker. A date picked or typed there more than a year\n"
      + "from today is saved only after a y/n question; --date DATE is taken as it is.\n"
      + "Elsewhere AMOUNT and --category are required.",
    examples: [
      "kakeibo add 1200 --category 生活費 --memo スーパー",
      "kakeibo add ¥3,500 -c fun -d yesterday -m 映画",
      "kakeibo add 12000円 -c 経費 -d 11/28 -m 'USB hub'",
      "kakeibo add 980 -c 生活費 -s 食費 -m スーパー",
      "kakeibo add 300 -c 生活費 --refund -m 返品",
      "kakeibo add",
    ])

  static func run(_ arguments: ParsedArguments, in context: Context) throws {
    let interaction = context.interaction
    let amountText = arguments.argument(0)
    if amountText == nil && interaction == .none {
      throw UsageError.missingArgument("AMOUNT", command: spec.name)
    }
    let format = try OutputFormat.parse(arguments, allowed: [.text, .json])
    let amount = try amountText.map { text throws(InvalidValue) in
      try Yen(parsingExpenseArgument: text)
    }
    let categoryText = arguments.value("category")
    if categoryText == nil && interaction == .none {
      throw UsageError.invalidUsage(
        "'add' needs a category: pass --category 生活費, 経費 or 娯楽費", command: spec.name)
    }
    let category = try categoryText.map { text throws(InvalidValue) in
      try Category(resolvingTyped: text)
    }
    let date = try DateOption.parse(arguments.value("date"), command: spec.name, in: context)
    let memo =
      try arguments.value("memo").map { text throws(InvalidValue) in try Memo(text) } ?? .empty
    let subcategory = try CommonOptions.subcategory(arguments) ?? nil
    let isRefund = arguments.hasFlag("refund")

    // Ask, on a terminal, for what the command line left out: every field not given when the
    // amount is missing; else the category, and the date for --date pick.
    var asking: Set<EntryForm.Field> = date == .pick ? [.date] : []
    if amount == nil {
      asking.insert(.amount)
      if arguments.value("memo") == nil { asking.insert(.memo) }
      if date == nil { asking.insert(.date) }
    }
    var draft: EntryDraft
    if let amount, let category, asking.isEmpty {
      draft = EntryDraft(
        date: date?.date ?? context.today, amount: amount, category: category,
        subcategory: subcategory, memo: memo)
    } else {
      let known = try context.openLedger(arguments, intent: .read)
      draft = try context.complete(
        EntryForm(
          title: "New expense",
          values: .init(
            amount: amount, memo: memo, category: category, subcategory: subcategory,
            date: date?.date ?? context.today),
          asking: asking, today: context.today, suggestions: CategorySuggestions(known)))
    }

    if isRefund { draft.amount = Yen(-draft.amount.value) }
    try store(draft, arguments, format: format, in: context)
  }

  /// Stores `draft` in the ledger `arguments` name and says so: the entry's line, or its JSON.
  /// `add` and `income` both end here.
  static func store(
    _ draft: EntryDraft, _ arguments: ParsedArguments, format: OutputFormat, in context: Context
  ) throws {
    let ledger = try context.openLedger(arguments, intent: .write)
    let entry = try ledger.add(draft)
    switch format {
    case .json:
      try context.output.writeLine(EntryRendering.json(entry).rendered())
    default:
      try context.output.writeLine(
        ChangeWords.added(EntryRendering.line(entry, context.glyphStyle)).text(in: context.language)
      )
    }
  }
}

extension OptionSpec {
  /// The same option with its default named in the help.
  func withDefault(_ value: String) -> OptionSpec {
    guard let valueName else { return self }
    return .value(name, short: shortName, valueName: valueName, help: help + " (default: \(value))")
  }
}
