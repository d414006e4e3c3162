import ArgumentParsing
import KakeiboCore

/// `kakeibo add AMOUNT --category C [--date D] [--memo TEXT]`: logs an expense.
enum Add: Command {
  static let spec = CommandSpec(
    name: "add",
    abstract: "Log an expense",
    usage: ["AMOUNT --category CATEGORY [--date DATE] [--memo TEXT]"],
    arguments: [
      ArgumentSpec(
        "AMOUNT",
        help: "Whole yen from 1 to 999,999,999,999: 1200, 1,200, ¥1200, ￥1,200,\n"
          + "1200円 or １２００")
    ],
    options: [
      CommonOptions.category, CommonOptions.date.withDefault("today"), CommonOptions.memo,
      OutputFormat.option([.text, .json]),
    ],
    discussion: "Prints the new entry with its id. The date is today in the local time zone\n"
      + "(TZ is respected) unless --date says otherwise.",
    examples: [
      "kakeibo add 1200 --category 生活費 --memo スーパー",
      "kakeibo add ¥3,500 -c fun -d yesterday -m 映画",
      "kakeibo add 12000円 -c 経費 -d 11/28 -m 'USB hub'",
    ])

  static func run(_ arguments: ParsedArguments, in context: Context) throws {
    let format = try OutputFormat.parse(arguments, allowed: [.text, .json])
    guard let amountText = arguments.argument(0) else {
      throw UsageError.missingArgument("AMOUNT", command: spec.name)
    }
    let amount = try Yen(parsingEntryAmount: amountText)
    guard let categoryText = arguments.value("category") else {
      throw UsageError.invalidUsage(
        "'add' needs a category: pass --category 生活費, 経費 or 娯楽費", command: spec.name)
    }
    let category = try Category(resolving: categoryText)
    let date =
      try arguments.value("date").map { text throws(InvalidValue) in
        try LedgerDate(parsing: text, today: context.today)
      } ?? context.today
    let memo =
      try arguments.value("memo").map { text throws(InvalidValue) in try Memo(text) } ?? .empty

    let ledger = try context.openLedger(arguments, intent: .write)
    let entry = try ledger.add(
      EntryDraft(date: date, amount: amount, category: category, memo: memo))
    switch format {
    case .json:
      try context.output.writeLine(EntryRendering.json(entry).rendered())
    default:
      try context.output.writeLine("Added " + EntryRendering.line(entry, context.glyphStyle))
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
