import ArgumentParsing
import KakeiboCore
import KakeiboStore
import TerminalUI
import Wording

/// `kakeibo edit ID… [--amount A] [--category C] [--date D] [--memo T]`: changes an entry, or
/// several as one change (`edit 7-10 --category 経費`).
enum Edit: Command {
  static let name = "edit"

  static let amount = Option<Yen>(
    "amount", short: "a", valueName: Placeholder.amount,
    help: Phrase(en: "Whole yen, as for add", ja: "整数の円です（add と同じ書き方）")
  ) { text, _ in try Yen(parsingExpenseArgument: text) }

  static let refund = Flag(
    "refund",
    help: Phrase(
      en: "Make the expense a refund (its amount negative)", ja: "支出を返金にします（金額が負になります）"))

  static let format = Choice<TextFormat>.format()

  static var declaration: Declaration {
    Declaration(
      name,
      abstract: Phrase(
        en: "Change entries' amount, category, 内訳, date or memo",
        ja: "記録の金額・区分・内訳・日付・メモを変更します"),
      usage: [
        Phrase(
          en: "ID… [--amount AMOUNT] [--category CATEGORY] [--sub NAME] [--date DATE] "
            + "[--memo TEXT] [--yes]",
          ja: "番号… [--amount 金額] [--category 区分] [--sub 内訳] [--date 日付] [--memo メモ] "
            + "[--yes]")
      ],
      arguments: [Delete.ids],
      options: [amount, .category, .sub, .date, .memo, refund] + Sharing.options + [
        ManyEntries.yes, format,
      ],
      conflicts: Sharing.conflicts,
      discussion: Phrase(
        en: """
          Fields not given keep their values; --memo '' clears the memo and --sub '' the 内訳. \
          --amount keeps the entry's direction: a refund stays a refund. Income has no category.

          On a terminal, 'kakeibo edit ID' without options opens the entry form filled with the \
          entry's values (an income's category | 内訳 picker offers 収入 alone; in a household \
          of more than one person, who paid and the split too), and --date \
          pick opens the date picker.

          Several ids, or ranges of them (edit 7-10 --category 経費), are changed as one change, \
          which one 'kakeibo undo' reverts; when one of them names no entry, nothing changes. \
          More than 10 entries are asked about on a terminal, and need --yes elsewhere.
          """,
        ja: """
          指定しなかった項目は変わりません。--memo '' でメモを、--sub '' で内訳を消します。\
          --amount は記録の向きを保ちます（返金は返金のままです）。収入には区分がありません。

          端末では、オプションを指定せずに 'kakeibo edit 番号' とすると、記録の値が入った\
          入力画面が開きます（収入の区分｜内訳の選択画面には収入だけが並びます。世帯が 2 人以上\
          なら支払った人と按分も尋ねます）。--date pick \
          で日付の選択画面が開きます。

          複数の番号や範囲（edit 7-10 --category 経費）は 1 つの変更として変更し、'kakeibo \
          undo' 1 回で戻せます。どれかの番号の記録がなければ、何も変わりません。10 件を超える\
          ときは、端末では確かめ、それ以外では --yes が必要です。
          """),
      examples: [
        "kakeibo edit 12 --amount 1,500", "kakeibo edit 12 -c 娯楽費 -m 'ランチ会'", "kakeibo edit 12",
        "kakeibo edit 7-10 --category 経費",
      ],
      run: run)
  }

  static func run(_ arguments: Arguments, in context: Context) throws {
    let ids = ManyEntries.ids(arguments[Delete.ids])
    let date = arguments[.date]
    var changes = EntryChanges(
      date: date?.date, amount: arguments[amount], category: arguments[.category]?.category,
      subcategory: arguments[.sub], memo: arguments[.memo], makesRefund: arguments[refund])
    // A 内訳 given as the category (`-c 食費`) is looked up in the ledger's 内訳: its category
    // and the 内訳 both. A 内訳 given alone changes only the 内訳, as it always has.
    var opened: Ledger?
    if case .other = arguments[.category] {
      let ledger = try context.openLedger(arguments, intent: .read)
      let (category, subcategory) = try CategoryResolution.resolve(
        arguments[.category], subcategory: arguments[.sub] ?? nil, in: ledger)
      changes.category = category
      changes.subcategory = .some(subcategory)
      opened = ledger
    }
    guard ids.count == 1, let id = ids.first else {
      return try editMany(ids, with: changes, date: date, arguments, in: context, ledger: opened)
    }
    let opensForm = changes.isEmpty && !Sharing.isGiven(arguments) && date != .pick
    guard !opensForm || context.interaction != .none else {
      throw UsageRule.nothingToChange.refusal(command: name)
    }

    // A missing ledger has no entry to edit: it is looked at in memory, never created.
    let ledger = try opened ?? context.openLedger(arguments, intent: .read)
    (changes.paidBy, changes.split) = try Sharing.read(arguments, in: ledger)
    if changes.category != nil || changes.makesRefund,
      let entry = try EntryRepair.readableEntry(id, in: ledger),
      entry.kind == .income
    {
      throw InvalidValue(
        .id, String(id), changes.makesRefund ? .incomeIsNoRefund(id) : .entryIsIncome(id))
    }
    // The entry as the form showed it: a save refuses it when it changed meanwhile.
    var shownEntry: Entry?
    if opensForm || date == .pick {
      guard let entry = try ledger.entries.entry(id: id) else { throw CommandError.noSuchEntry(id) }
      shownEntry = entry
      let shown = changes.applied(to: entry)
      let draft = try context.complete(
        EntryForm(
          title: .editEntry(line: EntryRendering.line(entry, context.glyphStyle)),
          values: .init(
            amount: Yen(Int64(shown.amount.value.magnitude)), memo: shown.memo, kind: shown.kind,
            category: shown.category, subcategory: shown.subcategory, date: shown.date,
            paidBy: shown.paidBy, split: shown.split),
          asking: opensForm ? Set(EntryForm.Field.allCases) : [.date], today: context.today,
          suggestions: CategorySuggestions(ledger), household: try ledger.members.household()))
      changes = EntryChanges(
        date: draft.date, amount: draft.amount, category: draft.category,
        subcategory: opensForm ? .some(draft.subcategory) : changes.subcategory, memo: draft.memo,
        makesRefund: changes.makesRefund, paidBy: changes.paidBy, split: changes.split)
      // Who paid and the split, when the form asked them, change only when another was picked.
      if opensForm {
        if draft.paidBy != entry.paidBy { changes.paidBy = draft.paidBy }
        if draft.split != entry.split { changes.split = .some(draft.split) }
      }
    }
    let updated: (before: Entry, after: Entry)?
    do {
      updated = try ledger.entries.update(id: id, with: changes, shown: shownEntry)
    } catch {
      guard EntryRepair.isUnreadable(id, error), shownEntry == nil else { throw error }
      return try EntryRepair.repair(
        id, with: changes, in: ledger, format: arguments[format], context)
    }
    guard let (before, after) = updated else { throw CommandError.noSuchEntry(id) }
    switch arguments[format] {
    case .json:
      try context.output.writeLine(
        EntryRendering.json(after, household: try ledger.members.household()).rendered())
    case .text:
      let words =
        before.differences(to: after).isEmpty
        ? ChangeWords.unchanged(EntryRendering.line(after, context.glyphStyle))
        : ChangeWords.updated(id, before: before, after: after)
      // A memo another program stored with a control character shows it escaped.
      try context.output.writeLine(VisibleText.of(words.text(in: context.language)))
    }
    try Offline.sayResolution(of: ledger, format: arguments[format], context)
  }

  /// Applies `changes` to the entries `ids` as one change, asking first when there are many.
  static func editMany(
    _ ids: [Int64], with changes: EntryChanges, date: DateOption?, _ arguments: Arguments,
    in context: Context, ledger opened: Ledger? = nil
  ) throws {
    guard date != .pick else {
      throw UsageRule.datePickForOneEntry.refusal(command: name)
    }
    guard !changes.isEmpty || Sharing.isGiven(arguments) else {
      throw UsageRule.nothingToChangeInMany(count: ids.count).refusal(command: name)
    }
    let ledger = try opened ?? context.openLedger(arguments, intent: .read)
    var changes = changes
    (changes.paidBy, changes.split) = try Sharing.read(arguments, in: ledger)
    if changes.category != nil || changes.makesRefund {
      for id in ids {
        guard let entry = try ledger.entries.entry(id: id), entry.kind == .income else { continue }
        throw InvalidValue(
          .id, String(id),
          .nothingChanged(changes.makesRefund ? .incomeIsNoRefund(id) : .entryIsIncome(id)))
      }
    }
    try ManyEntries.confirm(
      ids.count, .edit, yes: arguments[ManyEntries.yes], command: name, in: context)
    let updated = try ledger.entries.update(ids: ids, with: changes)
    switch arguments[format] {
    case .json:
      let household = try ledger.members.household()
      try context.output.writeLine(
        JSON.array(updated.map { EntryRendering.json($0.after, household: household) })
          .rendered())
    case .text:
      for (before, after) in updated {
        let words =
          before.differences(to: after).isEmpty
          ? ChangeWords.unchanged(EntryRendering.line(after, context.glyphStyle))
          : ChangeWords.updated(after.id, before: before, after: after)
        try context.output.writeLine(VisibleText.of(words.text(in: context.language)))
      }
    }
    try Offline.sayResolution(of: ledger, format: arguments[format], context)
  }
}
