import ArgumentParsing
import KakeiboCore
import TerminalUI
import Wording

/// `kakeibo income AMOUNT [--sub 給与] [--date D] [--memo TEXT]`: records money received.
enum Income: Command {
  static let spec = CommandSpec(
    name: "income",
    abstract: Phrase(
      en: "Record income (収入): a salary, a bonus, a side job",
      ja: "収入を記録します（給料、賞与、副業など）"),
    usage: [
      "AMOUNT [--sub KIND] [--date DATE] [--memo TEXT]",
      "[AMOUNT] [options]   (on a terminal: asks for what is missing)",
    ],
    arguments: [
      ArgumentSpec(
        "AMOUNT", help: "Whole yen from 1 to 999,999,999,999, as for add", isOptional: true)
    ],
    options: [
      .value(
        "sub", short: "s", valueName: "KIND",
        help: "What kind of income, its 内訳: 給与, 賞与, 副業… (up to 40\ncharacters)"
      ).completing(Completions.subcategories),
      CommonOptions.date.withDefault("today"), CommonOptions.memo,
      OutputFormat.option([.text, .json]),
    ],
    discussion: "Income belongs to none of the three categories: it never enters a category's\n"
      + "total, share or budget. The monthly report shows it with the balance (収支, income\n"
      + "minus expenses) and the savings rate (貯蓄率); list, edit, delete, undo, browse and\n"
      + "export handle it as any entry.\n\n"
      + "On a terminal, 'kakeibo income' without AMOUNT opens the form that asks for the\n"
      + "amount, memo, 内訳 and date (those not given as options), as 'kakeibo add' does;\n"
      + "its picker offers 収入 alone, with the 内訳 of income in use. Elsewhere AMOUNT is\n"
      + "required.",
    examples: [
      "kakeibo income 280000 --sub 給与 -d 11/25", "kakeibo income 15,000 -s 副業 -m 原稿料",
      "kakeibo income",
    ])

  static func run(_ arguments: ParsedArguments, in context: Context) throws {
    let amountText = arguments.argument(0)
    if amountText == nil && context.interaction == .none {
      throw UsageError.missingArgument("AMOUNT", command: spec.name)
    }
    let format = try OutputFormat.parse(arguments, allowed: [.text, .json])
    let amount = try amountText.map { text throws(InvalidValue) in
      try Yen(parsingEntryAmount: text)
    }
    let date = try arguments.value("date").map { text throws(InvalidValue) in
      try LedgerDate(parsing: text, today: context.today)
    }
    let memo =
      try arguments.value("memo").map { text throws(InvalidValue) in try Memo(text) } ?? .empty
    let subcategory = try CommonOptions.subcategory(arguments)
    let draft: EntryDraft
    if let amount {
      draft = EntryDraft.income(
        date: date ?? context.today, amount: amount, subcategory: subcategory ?? nil, memo: memo)
    } else {
      // On a terminal, the form asks for every field not given.
      var asking: Set<EntryForm.Field> = [.amount]
      if arguments.value("memo") == nil { asking.insert(.memo) }
      if subcategory == nil { asking.insert(.category) }
      if date == nil { asking.insert(.date) }
      let known = try context.openLedger(arguments, intent: .read)
      draft = try context.complete(
        EntryForm(
          title: "New income",
          values: .init(
            memo: memo, kind: .income, subcategory: subcategory ?? nil,
            date: date ?? context.today),
          asking: asking, today: context.today, suggestions: CategorySuggestions(known)))
    }
    try Add.store(draft, arguments, format: format, in: context)
  }
}
