import ArgumentParsing
import KakeiboCore
import TerminalUI
import Wording

/// `kakeibo edit ID [--amount A] [--category C] [--date D] [--memo T]`: changes an entry.
enum Edit: Command {
  static let spec = CommandSpec(
    name: "edit",
    abstract: Phrase(
      en: "Change an entry's amount, category, 内訳, date or memo",
      ja: "記録の金額・区分・内訳・日付・メモを変更します"),
    usage: [
      "ID [--amount AMOUNT] [--category CATEGORY] [--sub NAME] [--date DATE] [--memo TEXT]"
    ],
    arguments: [ArgumentSpec("ID", help: "The entry's id, as list shows it")],
    options: [
      .value("amount", short: "a", valueName: "AMOUNT", help: "Whole yen, as for add"),
      CommonOptions.category, CommonOptions.subcategory, CommonOptions.date, CommonOptions.memo,
      .flag("refund", help: "Make the expense a refund (its amount negative)"),
      OutputFormat.option([.text, .json]),
    ],
    discussion: "Fields not given keep their values; --memo '' clears the memo and --sub '' the\n"
      + "内訳. --amount keeps the entry's direction: a refund stays a refund. Income has no\n"
      + "category.\n\n"
      + "On a terminal, 'kakeibo edit ID' without options opens the entry form filled with\n"
      + "the entry's values (an income's category | 内訳 picker offers 収入 alone), and\n"
      + "--date pick opens the date picker.",
    examples: [
      "kakeibo edit 12 --amount 1,500", "kakeibo edit 12 -c 娯楽費 -m 'ランチ会'", "kakeibo edit 12",
    ])

  static func run(_ arguments: ParsedArguments, in context: Context) throws {
    let format = try OutputFormat.parse(arguments, allowed: [.text, .json])
    guard let idText = arguments.argument(0) else {
      throw UsageError.missingArgument("ID", command: spec.name)
    }
    let id = try Entry.parseID(idText)
    let date = try DateOption.parse(arguments.value("date"), command: spec.name, in: context)
    var changes = EntryChanges(
      date: date?.date,
      amount: try arguments.value("amount").map { text throws(InvalidValue) in
        try Yen(parsingExpenseArgument: text)
      },
      category: try arguments.value("category").map { text throws(InvalidValue) in
        try Category(resolvingTyped: text)
      },
      subcategory: try CommonOptions.subcategory(arguments),
      memo: try arguments.value("memo").map { text throws(InvalidValue) in try Memo(text) },
      makesRefund: arguments.hasFlag("refund"))
    let opensForm = changes.isEmpty && date != .pick
    guard !opensForm || context.interaction != .none else {
      throw UsageError.invalidUsage(
        "nothing to change: pass --amount, --category, --sub, --date, --memo or --refund",
        command: spec.name)
    }

    // A missing ledger has no entry to edit: it is looked at in memory, never created.
    let ledger = try context.openLedger(arguments, intent: .read)
    if changes.category != nil || changes.makesRefund,
      let entry = try EntryRepair.readableEntry(id, in: ledger),
      entry.kind == .income
    {
      throw InvalidValue(
        .id, idText,
        changes.makesRefund
          ? "entry #\(id) is income, which cannot be a refund; only an expense can"
          : "entry #\(id) is income, which belongs to no category")
    }
    // The entry as the form showed it: a save refuses it when it changed meanwhile.
    var shownEntry: Entry?
    if opensForm || date == .pick {
      guard let entry = try ledger.entry(id: id) else { throw CommandError.noSuchEntry(id) }
      shownEntry = entry
      let shown = changes.applied(to: entry)
      let draft = try context.complete(
        EntryForm(
          title: "Edit " + EntryRendering.line(entry, context.glyphStyle),
          values: .init(
            amount: Yen(Int64(shown.amount.value.magnitude)), memo: shown.memo, kind: shown.kind,
            category: shown.category, subcategory: shown.subcategory, date: shown.date),
          asking: opensForm ? Set(EntryForm.Field.allCases) : [.date], today: context.today,
          suggestions: CategorySuggestions(ledger)))
      changes = EntryChanges(
        date: draft.date, amount: draft.amount, category: draft.category,
        subcategory: opensForm ? .some(draft.subcategory) : changes.subcategory, memo: draft.memo,
        makesRefund: changes.makesRefund)
    }
    let updated: (before: Entry, after: Entry)?
    do {
      updated = try ledger.update(id: id, with: changes, shown: shownEntry)
    } catch {
      guard EntryRepair.isUnreadable(id, error), shownEntry == nil else { throw error }
      return try EntryRepair.repair(id, with: changes, in: ledger, format: format, context)
    }
    guard let (before, after) = updated else { throw CommandError.noSuchEntry(id) }
    switch format {
    case .json:
      try context.output.writeLine(EntryRendering.json(after).rendered())
    default:
      let words =
        before.differences(to: after).isEmpty
        ? ChangeWords.unchanged(EntryRendering.line(after, context.glyphStyle))
        : ChangeWords.updated(id, before: before, after: after)
      // A memo another program stored with a control character shows it escaped.
      try context.output.writeLine(VisibleText.of(words.text(in: context.language)))
    }
  }
}
