import ArgumentParsing
import KakeiboCore
import KakeiboStore
import TerminalUI
import Wording

/// `kakeibo add AMOUNT --category C [--date D] [--memo TEXT]`: logs an expense.
enum Add: Command {
  static let name = "add"

  static let amount = OptionalArgument<Yen>(
    Placeholder.amount,
    help: Phrase(
      en: "Whole yen from 1 to 999,999,999,999: 1200, 1,200, ¥1,200, 1200円 or １２００, or as "
        + "Japanese writes it: 1万, 1.5万, 2万3千, 一万二千",
      ja: "1 から 999,999,999,999 までの整数の円です: 1200、1,200、¥1,200、1200円、１２００、"
        + "または 1万、1.5万、2万3千、一万二千")
  ) { text, _ in try Yen(parsingExpenseArgument: text) }

  static let refund = Flag(
    "refund",
    help: Phrase(
      en: "A refund of an expense (返品, a cancellation): stored as a negative amount, which "
        + "lowers the category's total",
      ja: "支出の返金（返品や取消）です。負の金額で記録され、区分の合計を減らします"))

  static let format = Choice<TextFormat>.format()

  static var declaration: Declaration {
    Declaration(
      name,
      abstract: Phrase(en: "Log an expense", ja: "支出を記録します"),
      usage: [
        Phrase(
          en: "AMOUNT --category CATEGORY [--date DATE] [--memo TEXT]",
          ja: "金額 --category 区分 [--date 日付] [--memo メモ]"),
        Phrase(
          en: "[AMOUNT] [options]   (on a terminal: asks for what is missing)",
          ja: "[金額] [オプション]   （端末では足りない項目を尋ねます）"),
      ],
      arguments: [amount],
      options: [
        .category, .sub, AnyOption.date.documentingDefault(Phrase(en: "today", ja: "今日")),
        .memo, refund,
      ] + Sharing.options + [format],
      conflicts: Sharing.conflicts,
      discussion: Phrase(
        en: """
          Prints the new entry with its id. The date is today in the local time zone (TZ is \
          respected) unless --date says otherwise.

          On a terminal, 'kakeibo add' without AMOUNT opens a form that asks for the amount, \
          memo, category with its 内訳, and date, and in a household of more than one person \
          who paid and the split (those not given as options); with AMOUNT but \
          no --category, the category | 内訳 picker opens, on the category and 内訳 used most \
          with the same memo. A --sub that one category's entries use selects that category, \
          and no picker opens; a --sub no entry uses yet opens the picker with it typed as a \
          new 内訳. In the picker ←/→ switch between the columns, and typing in the 内訳 column \
          names a new 内訳, which Enter creates. \
          --date pick opens the date picker. A date picked or typed there more than a year \
          from today is saved only after a y/n question; --date DATE is taken as it is. \
          Elsewhere AMOUNT and --category are required.
          """,
        ja: """
          追加した記録を番号つきで表示します。日付は --date で指定しなければ、ローカルの\
          タイムゾーン（TZ に従います）での今日です。

          端末では、金額を指定せずに 'kakeibo add' とすると、金額・メモ・区分と内訳・日付、\
          世帯が 2 人以上なら支払った人と按分（オプションで指定していないもの）を尋ねる入力\
          画面が開きます。金額を指定して \
          --category を指定しないと、区分｜内訳の選択画面が、同じメモで一番よく使った区分と\
          内訳の位置で開きます。一つの区分の記録だけが使っている内訳を --sub で指定すると、\
          その区分になり、選択画面は開きません。まだどの記録も使っていない内訳を --sub で\
          指定すると、それを新しい内訳として入力した状態で選択画面が開きます。選択画面では ←/→ で列を\
          切り替え、内訳の列で文字を入力すると新しい内訳の名前になり、Enter で作ります。\
          --date pick で日付の選択画面が開きます。そこで選んだり入力したりした日付が今日から \
          1 年以上離れていると、y/n で確かめてから保存します。--date で指定した日付は\
          そのまま使います。端末でなければ、金額と --category が必要です。
          """),
      examples: [
        "kakeibo add 1200 --category 生活費 --memo スーパー",
        "kakeibo add ¥3,500 -c fun -d yesterday -m 映画",
        "kakeibo add 12000円 -c 経費 -d 11/28 -m 'USB hub'",
        "kakeibo add 980 -c 生活費 -s 食費 -m スーパー",
        "kakeibo add 300 -c 生活費 --refund -m 返品",
        "kakeibo add 4800 -c 生活費 -m 夕食 --paid-by 美咲 --for 健太",
        "kakeibo add",
      ],
      run: run)
  }

  static func run(_ arguments: Arguments, in context: Context) throws {
    let interaction = context.interaction
    let amount = arguments[amount]
    if amount == nil && interaction == .none {
      throw UsageError.missingArgument(Placeholder.amount, command: name)
    }
    // A 内訳 given as the category, or alone, is looked up in the ledger's 内訳 (without
    // creating a missing ledger, which a refusal leaves missing); a category given by name
    // needs no look-up.
    var ledger: Ledger?
    var (category, subcategory) = (arguments[.category]?.category, arguments[.sub] ?? nil)
    if CategoryResolution.needsLedger(arguments[.category], subcategory: subcategory) {
      let opened = try context.openLedger(arguments, intent: .read)
      (category, subcategory) = try CategoryResolution.resolve(
        arguments[.category], subcategory: subcategory, in: opened)
      ledger = opened
    }
    if category == nil && interaction == .none {
      throw UsageRule.addNeedsCategory.refusal(command: name)
    }
    let date = arguments[.date]
    let memo = arguments[.memo] ?? .empty

    // Ask, on a terminal, for what the command line left out: every field not given when the
    // amount is missing (who paid and the split only in a household of more than one person);
    // else the category, and the date for --date pick.
    var asking: Set<EntryForm.Field> = date == .pick ? [.date] : []
    if amount == nil {
      asking.insert(.amount)
      if !arguments.contains(.memo) { asking.insert(.memo) }
      if date == nil { asking.insert(.date) }
      asking.formUnion(Sharing.unasked(arguments))
    }
    var draft: EntryDraft
    if let amount, let category, asking.isEmpty {
      draft = EntryDraft(
        date: date?.date ?? context.today, amount: amount, category: category,
        subcategory: subcategory, memo: memo)
    } else {
      let known = try ledger ?? context.openLedger(arguments, intent: .read)
      draft = try context.complete(
        EntryForm(
          title: .newExpense,
          values: .init(
            amount: amount, memo: memo, category: category, subcategory: subcategory,
            date: date?.date ?? context.today),
          asking: asking, today: context.today, suggestions: CategorySuggestions(known),
          household: try known.members.household()))
    }

    if arguments[refund] { draft.amount = Yen(-draft.amount.value) }
    // The look-up's connection may be read-only until written (see `Ledger.open`): it closes
    // before `store` opens the ledger to write, which another connection of this process that
    // holds the read-only WAL index would keep from writing.
    ledger = nil
    try store(draft, arguments, format: arguments[format], in: context)
  }

  /// Stores `draft` in the ledger `arguments` name and says so: the entry's line, or its JSON.
  /// `add` and `income` both end here.
  static func store(
    _ draft: EntryDraft, _ arguments: Arguments, format: TextFormat, in context: Context
  ) throws {
    let ledger = try context.openLedger(arguments, intent: .write)
    var draft = draft
    try Sharing.apply(arguments, in: ledger, to: &draft)
    let entry = try ledger.entries.add(draft)
    switch format {
    case .json:
      try context.output.writeLine(
        EntryRendering.json(entry, household: try ledger.members.household()).rendered())
    case .text:
      try context.output.writeLine(
        ChangeWords.added(EntryRendering.line(entry, context.glyphStyle)).text(in: context.language)
      )
    }
  }
}
