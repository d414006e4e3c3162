import ArgumentParsing
import KakeiboCore
import KakeiboStore
import TerminalUI
import Wording

/// `kakeibo settle [MONTH] [--from MONTH --to MONTH] [--record]`: who paid what, whose it was,
/// and the transfers (精算) that settle the household.
enum Settle: Command {
  static let name = "settle"

  static let month = OptionalArgument.month(Phrase(en: "The month to settle", ja: "精算する月です"))

  static let fromMonth = Option<MonthReference>(
    "from", valueName: Placeholder.month,
    help: Phrase(
      en: "Settle the months from this one on (with --to; default: the --to month)",
      ja: "この月からの数か月を精算します（--to と使います。省略時: --to の月）"),
    completion: Completions.months
  ) { text, _ in try MonthReference(parsing: text) }

  static let toMonth = Option<MonthReference>(
    "to", valueName: Placeholder.month,
    help: Phrase(
      en: "Settle the months up to this one (default: this month)",
      ja: "この月までを精算します（省略時: 今月）"),
    completion: Completions.months
  ) { text, _ in try MonthReference(parsing: text) }

  static let record = Flag(
    "record",
    help: Phrase(
      en: "Record the transfers as settlements (精算), so that the period shows nothing owed; "
        + "'kakeibo undo' takes them back",
      ja: "送金を精算として記録し、その期間の貸し借りをなくします。'kakeibo undo' で取り消せます"))

  static let format = Choice<ListFormat>.format()

  static var declaration: Declaration {
    Declaration(
      name,
      abstract: Phrase(
        en: "Settle up: who paid what, whose it was, and who owes whom (精算)",
        ja: "精算します: 誰が何を支払い、誰の負担か、誰が誰にいくら払うか"),
      usage: [
        Phrase(
          en: "[MONTH | --from MONTH --to MONTH] [--record] [--format FORMAT]",
          ja: "[月 | --from 月 --to 月] [--record] [--format 形式]")
      ],
      arguments: [month],
      options: [fromMonth, toMonth, record, .monthStart, format],
      discussion: Phrase(
        en: """
          For each person: what they paid (支払額: expenses they paid, less shared income they \
          received), their share (負担額: their part of each expense by its split), what they \
          have settled already (精算済み: settlements they paid, less those they received) and \
          the difference (差額): above zero the others owe them, below zero they owe. Then the \
          transfers that settle everyone: at most one fewer than the people, each from someone \
          who owes to someone who is owed, to the yen. Settlements recorded for a period within \
          the one shown count. A settlement is neither spending nor income: no category's \
          total changes. CSV has the columns kind,person,paid,share,settled,difference,to,amount \
          (a row of kind balance per person, then one of kind transfer per transfer). A member \
          who may only read a shared ledger may settle, not --record.
          """,
        ja: """
          一人ひとりについて、支払額（その人が支払った支出から、受け取った共有の収入を引いた額）、\
          負担額（按分によるその人の分）、精算済み（その人が支払った精算から受け取った精算を\
          引いた額）、差額を表示します。差額が正ならほかの人がその人に払い、負ならその人が払い\
          ます。続いて、全員の差額をなくす送金を、人数より 1 つ少ない数まで、円単位で正確に\
          表示します。表示する期間の中に記録した精算は数えます。精算は支出でも収入でもなく、\
          区分の合計は変わりません。CSV の列は kind,person,paid,share,settled,difference,to,amount \
          です（人ごとに kind が balance の行、送金ごとに transfer の行）。共有台帳を読むだけの\
          メンバーは精算を見られますが、--record はできません。
          """),
      examples: [
        "kakeibo settle", "kakeibo settle 2026-11 --record",
        "kakeibo settle --from 2026-10 --to 2026-12 --format json",
      ],
      run: run)
  }

  static func run(_ arguments: Arguments, in context: Context) throws {
    if let month = arguments[month], arguments.contains(fromMonth) || arguments.contains(toMonth) {
      throw UsageRule.monthAndRange(month: month.text).refusal(command: name)
    }
    let wantsRecord = arguments[record]
    let ledger = try context.openLedger(arguments, intent: .read)
    let start = try ledger.monthStart(overriddenBy: arguments[.monthStart])
    let (range, period) = try self.period(arguments, startingOn: start, today: context.today)
    let household = try ledger.household()
    let settlement =
      wantsRecord && !ledger.isMissing
      ? try ledger.recordSettlement(in: range, period: period)
      : try ledger.settlement(in: range, household: household)
    let recorded = wantsRecord ? settlement.transfers.count : 0
    switch arguments[format] {
    case .json: try writeJSON(settlement, household, period, range, recorded, context)
    case .csv: try writeCSV(settlement, household, context)
    case .table: try writeTable(settlement, household, period, recorded, context)
    }
  }

  /// The dates settled and their name: a month (`2026-11`), or months (`2026-10..2026-12`).
  static func period(_ arguments: Arguments, startingOn start: MonthStart, today: LedgerDate)
    throws -> (DateRange, String)
  {
    if arguments.contains(fromMonth) || arguments.contains(toMonth) {
      let last = try (arguments[toMonth] ?? MonthReference(parsing: "this"))
        .resolved(today: today, startingOn: start)
      let first = try arguments[fromMonth]?.resolved(today: today, startingOn: start) ?? last
      guard first <= last else {
        throw CommandError.emptyRange(
          from: first.dates(startingOn: start).first, to: last.dates(startingOn: start).last)
      }
      let range = DateRange(
        first.dates(startingOn: start).first, last.dates(startingOn: start).last)
      return (range, first == last ? first.description : "\(first)..\(last)")
    }
    let month = try (arguments[month] ?? MonthReference(parsing: "this"))
      .resolved(today: today, startingOn: start)
    return (month.dates(startingOn: start), month.description)
  }

  private static func writeTable(
    _ settlement: Settlement, _ household: Household, _ period: String, _ recorded: Int,
    _ context: Context
  ) throws {
    let language = context.language
    func say(_ message: some Message) -> String { message.text(in: language) }
    func shown(_ person: Person) -> String { VisibleText.of(household.name(of: person)) }
    try context.output.writeLine(context.textStyle.bold(say(SettleMessage.title(period: period))))
    guard settlement.balances.count > 1 else {
      return try context.output.writeLine(say(SettleMessage.onePerson))
    }
    var table = Table(columns: [
      .init(say(SettleWords.person)), .init(say(SettleWords.paid), .right),
      .init(say(SettleWords.share), .right),
      .init(say(SettleWords.settled), .right), .init(say(SettleWords.difference), .right),
    ])
    table.rows = settlement.balances.map { balance in
      [
        Table.cell(shown(balance.person)), Yen(balance.paid).description,
        Yen(balance.share).description, Yen(balance.settled).description,
        Yen(balance.difference).description,
      ]
    }
    try context.output.writeLines(table.render(style: context.textStyle))
    try context.output.writeLine("")
    // What was recorded is what the table shows as still owed, now settled.
    if settlement.transfers.isEmpty {
      try context.output.writeLine(say(SettleMessage.settledUp(period: period)))
    }
    for transfer in settlement.transfers {
      try context.output.writeLine(
        say(
          SettleMessage.transfer(
            from: shown(transfer.from), to: shown(transfer.to), transfer.amount)))
    }
    if recorded > 0 { try context.output.writeLine(say(SettleMessage.recorded(count: recorded))) }
  }

  private static func writeJSON(
    _ settlement: Settlement, _ household: Household, _ period: String, _ range: DateRange,
    _ recorded: Int, _ context: Context
  ) throws {
    let text = { (text: String) in JSON.string(VisibleText.escapingForbidden(text)) }
    let json = JSON.object([
      ("period", .string(period)), ("from", .string(range.first.description)),
      ("to", .string(range.last.description)),
      (
        "people",
        .array(
          settlement.balances.map { balance in
            .object([
              ("person", text(household.name(of: balance.person))),
              ("paid", .integer(balance.paid)), ("share", .integer(balance.share)),
              ("settled", .integer(balance.settled)), ("difference", .integer(balance.difference)),
            ])
          })
      ),
      (
        "transfers",
        .array(
          settlement.transfers.map { transfer in
            .object([
              ("from", text(household.name(of: transfer.from))),
              ("to", text(household.name(of: transfer.to))),
              ("amount", .integer(transfer.amount.value)),
            ])
          })
      ),
      ("recorded", .integer(Int64(recorded))),
    ])
    try context.output.writeLine(json.rendered())
  }

  private static func writeCSV(
    _ settlement: Settlement, _ household: Household, _ context: Context
  ) throws {
    func cell(_ text: String) -> String {
      FormulaNeutralization.neutralize(VisibleText.escapingForbidden(text))
    }
    var records = [
      CSV.record(["kind", "person", "paid", "share", "settled", "difference", "to", "amount"])
    ]
    for balance in settlement.balances {
      records.append(
        CSV.record([
          "balance", cell(household.name(of: balance.person)), String(balance.paid),
          String(balance.share),
          String(balance.settled), String(balance.difference), "", "",
        ]))
    }
    for transfer in settlement.transfers {
      records.append(
        CSV.record([
          "transfer", cell(household.name(of: transfer.from)), "", "", "", "",
          cell(household.name(of: transfer.to)),
          String(transfer.amount.value),
        ]))
    }
    try context.output.writeLines(records)
  }
}
