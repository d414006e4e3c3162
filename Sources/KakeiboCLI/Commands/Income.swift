import ArgumentParsing
import KakeiboCore

/// `kakeibo income AMOUNT [--sub 給与] [--date D] [--memo TEXT]`: records money received.
enum Income: Command {
  static let spec = CommandSpec(
    name: "income",
    abstract: "Record income (収入): a salary, a bonus, a side job",
    usage: ["AMOUNT [--sub KIND] [--date DATE] [--memo TEXT]"],
    arguments: [
      ArgumentSpec("AMOUNT", help: "Whole yen from 1 to 999,999,999,999, as for add")
    ],
    options: [
      .value(
        "sub", short: "s", valueName: "KIND",
        help: "What kind of income, its 内訳: 給与, 賞与, 副業… (up to 40\ncharacters)"),
      CommonOptions.date.withDefault("today"), CommonOptions.memo,
      OutputFormat.option([.text, .json]),
    ],
    discussion: "Income belongs to none of the three categories: it never enters a category's\n"
      + "total, share or budget. The monthly report shows it with the balance (収支, income\n"
      + "minus expenses) and the savings rate (貯蓄率); list, edit, delete, undo, browse and\n"
      + "export handle it as any entry.",
    examples: [
      "kakeibo income 280000 --sub 給与 -d 11/25", "kakeibo income 15,000 -s 副業 -m 原稿料",
    ])

  static func run(_ arguments: ParsedArguments, in context: Context) throws {
    guard let amountText = arguments.argument(0) else {
      throw UsageError.missingArgument("AMOUNT", command: spec.name)
    }
    let format = try OutputFormat.parse(arguments, allowed: [.text, .json])
    let amount = try Yen(parsingEntryAmount: amountText)
    let date = try arguments.value("date").map { text throws(InvalidValue) in
      try LedgerDate(parsing: text, today: context.today)
    }
    let memo =
      try arguments.value("memo").map { text throws(InvalidValue) in try Memo(text) } ?? .empty
    let draft = EntryDraft.income(
      date: date ?? context.today, amount: amount,
      subcategory: try CommonOptions.subcategory(arguments) ?? nil, memo: memo)
    let ledger = try context.openLedger(arguments, intent: .write)
    let entry = try ledger.add(draft)
    switch format {
    case .json:
      try context.output.writeLine(EntryRendering.json(entry).rendered())
    default:
      try context.output.writeLine("Added " + EntryRendering.line(entry, context.glyphStyle))
    }
  }
}
