import ArgumentParsing
import KakeiboCore
import TerminalUI
import Wording

/// `kakeibo income AMOUNT [--sub 給与] [--date D] [--memo TEXT]`: records money received.
enum Income: Command {
  static let name = "income"

  static let amount = OptionalArgument<Yen>(
    Placeholder.amount,
    help: Phrase(
      en: "Whole yen from 1 to 999,999,999,999, as for add",
      ja: "1 から 999,999,999,999 までの整数の円です（add と同じ書き方）")
  ) { text, _ in try Yen(parsingTyped: text) }

  static let kind = Option<Subcategory?>(
    "sub", short: "s", valueName: Phrase(en: "KIND", ja: "内訳"),
    help: Phrase(
      en: "What kind of income, its 内訳: 給与, 賞与, 副業… (up to 40 characters)",
      ja: "収入の内訳です: 給与、賞与、副業など（40 文字まで）"),
    completion: Completions.incomeSubcategories
  ) { text, _ in try Subcategory(validating: text) }

  static let date = Option<LedgerDate>(
    "date", short: "d", valueName: Placeholder.date,
    help: Phrase(
      en: "YYYY-MM-DD, today, yesterday, M/D or MM-DD this year, 11月4日, 4日 (this month), "
        + "今日, 昨日, おととい or 3日前",
      ja: "YYYY-MM-DD、today（今日）、yesterday（昨日）、今年の M/D・MM-DD・11月4日、今月の 4日、"
        + "今日、昨日、おととい、3日前 です")
  ) { text, context in try LedgerDate(parsing: text, today: context.today) }
  .documentingDefault(Phrase(en: "today", ja: "今日"))

  static let format = Choice<TextFormat>.format()

  static var declaration: Declaration {
    Declaration(
      name,
      abstract: Phrase(
        en: "Record income (収入): a salary, a bonus, a side job",
        ja: "収入を記録します（給料、賞与、副業など）"),
      usage: [
        Phrase(
          en: "AMOUNT [--sub KIND] [--date DATE] [--memo TEXT]",
          ja: "金額 [--sub 内訳] [--date 日付] [--memo メモ]"),
        Phrase(
          en: "[AMOUNT] [options]   (on a terminal: asks for what is missing)",
          ja: "[金額] [オプション]   （端末では足りない項目を尋ねます）"),
      ],
      arguments: [amount],
      options: [kind, date, .memo, Sharing.paidBy, Sharing.split, Sharing.forPerson, format],
      conflicts: Sharing.conflicts,
      discussion: Phrase(
        en: """
          Income belongs to none of the three categories: it never enters a category's total, \
          share or budget. The monthly report shows it with the balance (収支, income minus \
          expenses) and the savings rate (貯蓄率); list, edit, delete, undo, browse and export \
          handle it as any entry.

          On a terminal, 'kakeibo income' without AMOUNT opens the form that asks for the \
          amount, memo, 内訳 and date, and in a household of more than one person who received \
          it and the split (those not given as options), as 'kakeibo add' does; its \
          picker offers 収入 alone, with the 内訳 of income in use. Elsewhere AMOUNT is required.
          """,
        ja: """
          収入は 3 つの区分のどれにも入りません。区分の合計、割合、予算には数えません。月の\
          レポートでは、収入を収支（収入から支出を引いたもの）と貯蓄率とともに表示します。\
          list、edit、delete、undo、browse、export では、ほかの記録と同じように扱います。

          端末では、金額を指定せずに 'kakeibo income' とすると、'kakeibo add' と同じように、\
          金額・メモ・内訳・日付、世帯が 2 人以上なら受け取った人と按分（オプションで指定して\
          いないもの）を尋ねる入力画面が開きます。\
          その選択画面には収入だけが、使われている収入の内訳とともに並びます。端末でなければ\
          金額が必要です。
          """),
      examples: [
        "kakeibo income 280000 --sub 給与 -d 11/25", "kakeibo income 15,000 -s 副業 -m 原稿料",
        "kakeibo income",
      ],
      run: run)
  }

  static func run(_ arguments: Arguments, in context: Context) throws {
    let amount = arguments[Self.amount]
    if amount == nil && context.interaction == .none {
      throw UsageError.missingArgument(Placeholder.amount, command: name)
    }
    let date = arguments[Self.date]
    let memo = arguments[.memo] ?? .empty
    let subcategory = arguments[kind]
    let draft: EntryDraft
    if let amount {
      draft = EntryDraft.income(
        date: date ?? context.today, amount: amount, subcategory: subcategory ?? nil, memo: memo)
    } else {
      // On a terminal, the form asks for every field not given.
      var asking: Set<EntryForm.Field> = [.amount]
      if !arguments.contains(.memo) { asking.insert(.memo) }
      if subcategory == nil { asking.insert(.category) }
      if date == nil { asking.insert(.date) }
      asking.formUnion(Sharing.unasked(arguments))
      let known = try context.openLedger(arguments, intent: .read)
      draft = try context.complete(
        EntryForm(
          title: .newIncome,
          values: .init(
            memo: memo, kind: .income, subcategory: subcategory ?? nil,
            date: date ?? context.today),
          asking: asking, today: context.today, suggestions: CategorySuggestions(known),
          household: try known.members.household()))
    }
    try Add.store(draft, arguments, format: arguments[format], in: context)
  }
}
