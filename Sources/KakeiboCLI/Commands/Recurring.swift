import ArgumentParsing
import KakeiboCore
import KakeiboStore
import TerminalUI
import Wording

/// `kakeibo recurring [list]`, `recurring add`, `recurring edit ID` and `recurring remove ID`:
/// fixed costs (固定費), instalment plans (分割払い) and regular income, whose entries appear on
/// their own when they fall due.
enum Recurring: Command {
  static let name = "recurring"

  static var declaration: Declaration {
    Declaration(
      name,
      abstract: Phrase(
        en: "Fixed costs, instalments and regular income that enter themselves",
        ja: "自動で記録される固定費・分割払い・定期収入"),
      subcommands: [
        ListRules.declaration, AddRule.declaration, EditRule.declaration, RemoveRule.declaration,
      ],
      defaultSubcommand: ListRules.name,
      discussion: Phrase(
        en: """
          Every occurrence from a rule's first month up to today becomes one ordinary entry, on \
          its date, with the rule's amount, category, 内訳 and memo: no daemon and no cron, any \
          command that opens the ledger makes them (only `check` leaves them), exactly once even \
          when several processes or members run at the same moment. An entry a rule made is \
          edited or deleted like any other; a deleted one is not made again. 'edit' changes the \
          occurrences after today only; 'remove' ends the rule today, and the entries it made \
          stay. 'kakeibo undo' reverts add, edit and remove; undoing an add also removes the \
          entries the rule made that are still as it made them. The current month's report \
          shows what the rules will still add (予定) and the month-end forecast (月末見込み).
          """,
        ja: """
          規則の最初の月から今日までの各回が、それぞれ 1 件の普通の記録になります。日付はその回の\
          日で、金額・区分・内訳・メモは規則のものです。常駐プログラムも cron も要りません。台帳を\
          開くコマンドはどれでも（`check` だけは除きます）これらの記録を作り、いくつかのプロセスや\
          メンバーが同時に動いても、ちょうど 1 回だけ作ります。規則が作った記録もほかの記録と\
          同じように変更・削除でき、削除した記録は作り直しません。'edit' は今日よりあとの回だけを\
          変え、'remove' は今日で規則を終わらせます（作った記録は残ります）。'kakeibo undo' で \
          add・edit・remove を取り消せます。add を取り消すと、規則が作った記録のうち作ったときの\
          ままのものも消えます。今月のレポートには、規則がこれから加える予定と月末見込みを表示\
          します。
          """),
      run: nil)
  }

  /// The ID argument of edit and remove: a positive whole number, as `recurring` lists them.
  static let id = Argument<Int64>(
    Placeholder.id,
    help: Phrase(en: "The rule's number, as listed", ja: "規則の番号です（一覧に表示されるもの）")
  ) { text, _ in
    do {
      return try Entry.parseID(text)
    } catch {
      throw InvalidValue(.id, text, .notARuleID)
    }
  }

  static let day = Option<Int>(
    "day", valueName: Phrase(en: "D", ja: "日"),
    help: Phrase(
      en: "The day of the month, 1 to 31; a shorter month's last day when it has fewer",
      ja: "毎月の日（1〜31）です。その日のない月は月末になります")
  ) { text, _ in try RecurringRule.parseDay(text) }

  static let times = Option<Int>(
    "times", valueName: Placeholder.number,
    help: Phrase(
      en: "An instalment plan: N monthly entries in all (1 to 600), then it ends",
      ja: "分割払いです。毎月の記録をこの回数（1〜600）だけ作って終わります")
  ) { text, _ in try RecurringRule.parseTimes(text) }

  /// `--business-day next|previous|none`: where an entry due on a Saturday, a Sunday or a
  /// Japanese public holiday goes.
  static let businessDay = Choice<BusinessDayRule>(
    "business-day", valueName: Phrase(en: "WHEN", ja: "移動先"),
    note: Phrase(
      en: "an entry due on a Saturday, Sunday or Japanese public holiday moves to the next or "
        + "previous business day (a 口座振替 on the 27th)",
      ja: "土曜・日曜・祝日にあたる記録を次か前の営業日に移します（27 日の口座振替など）"))

  /// `--match TEXT`: the payee as a statement names it.
  static let match = Option<Memo>(
    "match", valueName: Placeholder.text,
    help: Phrase(
      en: "The payee as a statement's description names it (東京電力), for an estimate; "
        + "default: the memo",
      ja: "明細の摘要に出る支払先の名前です（東京電力など。見込みの規則に使います）。省略時: メモ")
  ) { text, _ in
    let payee = try Memo(text)
    guard !payee.isEmpty else {
      throw InvalidValue(.memo, text, .noPayeeGiven)
    }
    return payee
  }

  /// `kakeibo recurring [list] [--all]`.
  enum ListRules: Command {
    static let name = "list"

    static let all = Flag(
      "all",
      help: Phrase(en: "The rules that have ended too", ja: "終わった規則も表示します"))

    static let format = Choice<ListFormat>.format()

    static var declaration: Declaration {
      Declaration(
        name,
        abstract: Phrase(
          en: "List the rules in force, with what each will still add",
          ja: "有効な規則を、それぞれがこれから加える金額とともに一覧します"),
        usage: [Phrase(en: "[--all] [--format FORMAT]", ja: "[--all] [--format 形式]")],
        options: [all, format],
        examples: ["kakeibo recurring"],
        run: run)
    }

    static func run(_ arguments: Arguments, in context: Context) throws {
      let format = arguments[Self.format]
      let includingEnded = arguments[all]
      let ledger = try context.openLedger(arguments, intent: .read)
      let today = context.today
      let rules = try ledger.rules.all(includingEnded: includingEnded, today: today)
      // Who pays each rule's entries, shown only in a household of more than one person. A
      // rule that names no payer is paid by whoever's session makes its entries: on a file, me;
      // on a server (and on an offline copy of one, whose rules the server makes) any member.
      let household = try ledger.members.household()
      let isCopy = try ledger.offlineOrigin() != nil
      let anyMember = ledger.isShared || isCopy
      let unnamed =
        anyMember
        ? TableWords.whoeverMakesIt.text(in: context.language) : household.name(of: household.me)
      let payer: ((RecurringRule) -> String)? =
        household.isShared ? { $0.paidBy.map(household.name(of:)) ?? unnamed } : nil
      switch format {
      case .csv:
        try context.output.writeLines(
          [
            CSV.record(
              [
                "id", "amount", "kind", "category", "subcategory", "memo", "day", "from", "until",
                "times", "next", "left", "remaining", "ended",
              ] + (payer == nil ? [] : ["paid_by"]))
          ]
            + rules.map { rule in
              CSV.record(
                [
                  String(rule.id), String(rule.amount.value), rule.kind.rawValue,
                  rule.category?.name ?? "",
                  FormulaNeutralization.neutralize(rule.subcategory?.name ?? ""),
                  FormulaNeutralization.neutralize(rule.memo.text), String(rule.day),
                  rule.firstDate.description, rule.lastDate?.description ?? "",
                  rule.times.map(String.init) ?? "", rule.nextDate(after: today)?.description ?? "",
                  rule.remainingCount(after: today).map(String.init) ?? "",
                  rule.remainingTotal(after: today).map { String($0.value) } ?? "",
                  rule.hasEnded(by: today) ? "true" : "false",
                ] + (payer.map { [FormulaNeutralization.neutralize($0(rule))] } ?? []))
            })
      case .json:
        try context.output.writeLine(
          JSON.array(
            rules.map { rule -> JSON in
              let members: [(String, JSON)] = [
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
                (
                  "remaining", rule.remainingTotal(after: today).map { .integer($0.value) } ?? .null
                ),
                ("ended", .bool(rule.hasEnded(by: today))),
              ]
              let paidBy: [(String, JSON)] = payer.map { [("paidBy", .string($0(rule)))] } ?? []
              return .object(members + paidBy)
            }
          ).rendered())
      case .table:
        guard !rules.isEmpty else {
          try context.output.writeLine(RecurringMessage.noRules.text(in: context.language))
          return
        }
        let language = context.language
        let words = RecurringWords.self
        var table = Table(columns: [
          .init(words.id.text(in: language), .right),
          .init(words.amount.text(in: language), .right),
          .init(words.category.text(in: language)), .init(words.memo.text(in: language)),
          .init(words.day.text(in: language), .right), .init(words.next.text(in: language)),
          .init(words.left.text(in: language), .right),
          .init(words.stillToPay.text(in: language), .right),
        ])
        if payer != nil {
          table.columns.insert(.init(TableWords.paidBy.text(in: language)), at: 3)
        }
        table.rows = rules.map { rule in
          [
            String(rule.id), rule.amount.description,
            VisibleText.of(
              Entry.label(
                kind: rule.kind, category: rule.category, subcategory: rule.subcategory,
                context.glyphStyle)),
            VisibleText.of(rule.memo.text), String(rule.day),
            rule.hasEnded(by: today)
              ? words.ended.text(in: language) : rule.nextDate(after: today)?.description ?? "—",
            rule.remainingCount(after: today).map(String.init) ?? "—",
            rule.remainingTotal(after: today)?.description ?? "—",
          ]
        }
        if let payer {
          for (index, rule) in rules.enumerated() {
            table.rows[index].insert(VisibleText.of(payer(rule)), at: 3)
          }
        }
        try context.output.writeLines(table.render(style: context.textStyle))
      }
    }
  }

  /// `kakeibo recurring add AMOUNT (--category C | --income) --memo TEXT --day D …`.
  enum AddRule: Command {
    static let name = "add"

    static let amount = Argument<Yen>(
      Placeholder.amount,
      help: Phrase(
        en: "Whole yen each month, as for add: 85000, 85,000, 8.5万",
        ja: "毎月の整数の円です（add と同じ書き方）: 85000、85,000、8.5万")
    ) { text, _ in try Yen(parsingTyped: text) }

    static let income = Flag(
      "income",
      help: Phrase(
        en: "The rule is income (給与), not an expense", ja: "支出ではなく収入（給与など）の規則です"))

    static let estimate = Flag(
      "estimate",
      help: Phrase(
        en: "The amount is an estimate (電気, ガス): its entries are provisional (見込み) until an "
          + "imported statement row of the payee, within 7 days, replaces one",
        ja: "金額が見込みです（電気、ガスなど）。その記録は仮のもの（見込み）で、支払先の明細の"
          + "行が 7 日以内に取り込まれると、その行に置き換わります"))

    static let from = Option<MonthReference>(
      "from", valueName: Placeholder.month,
      help: Phrase(
        en: "The first month, as for budget --month (default: this month)",
        ja: "最初の月です（budget --month と同じ書き方。省略時: 今月）"),
      completion: Completions.months
    ) { text, _ in try MonthReference(parsing: text) }

    static let until = Option<MonthReference>(
      "until", valueName: Placeholder.month,
      help: Phrase(en: "The last month (included)", ja: "最後の月です（その月を含みます）"),
      completion: Completions.months
    ) { text, _ in try MonthReference(parsing: text) }

    static var declaration: Declaration {
      Declaration(
        name,
        abstract: Phrase(
          en: "Add a rule: its entries appear on their own when due",
          ja: "規則を追加します。その記録は日が来ると自動で現れます"),
        usage: [
          Phrase(
            en: "AMOUNT (--category C | --income) [--sub NAME] --memo TEXT --day D [--from MONTH] "
              + "[--until MONTH | --times N] [--business-day WHEN] [--estimate [--match TEXT]]",
            ja: "金額 (--category 区分 | --income) [--sub 内訳] --memo メモ --day 日 [--from 月] "
              + "[--until 月 | --times 数] [--business-day 移動先] [--estimate [--match テキスト]]")
        ],
        arguments: [amount],
        options: [
          .category, income, .sub, .memo, day, from, until, times, businessDay, estimate, match,
        ] + Sharing.options,
        conflicts: [Conflict(.category, income), Conflict(until, times)] + Sharing.conflicts,
        requirements: [
          // A --sub alone may select its category: `run` settles it against the ledger.
          Requirement(.category, income, .sub, what: needsCategory),
          Requirement(
            .memo,
            what: Phrase(
              en: "--memo: what the entries are for (家賃, Netflix)",
              ja: "--memo（何の記録か。家賃、Netflix など）")),
          Requirement(
            day,
            what: Phrase(
              en: "--day: the day of the month the entries fall on (1 to 31)",
              ja: "--day（記録が来る毎月の日。1〜31）")),
        ],
        examples: [
          "kakeibo recurring add 85000 -c 生活費 -s 住居 -m 家賃 --day 27",
          "kakeibo recurring add 1490 -c 娯楽費 -s サブスク -m Netflix --day 16",
          "kakeibo recurring add 40000 -c 経費 -m 'ノートPC 分割' --day 10 --times 12",
          "kakeibo recurring add 280000 --income -s 給与 -m 給料 --day 25",
          "kakeibo recurring add 85000 -c 生活費 -s 住居 -m 家賃 --day 27 --business-day next",
          "kakeibo recurring add 7800 -c 生活費 -s 水道光熱費 -m 電気 --day 10 --estimate "
            + "--match 東京電力",
        ],
        run: run)
    }

    /// What a rule needs that neither --category nor --income gave.
    static let needsCategory = Phrase(
      en: "a category: pass --category 生活費, 経費 or 娯楽費, or --income",
      ja: "区分（--category 生活費・経費・娯楽費 か --income）")

    static func run(_ arguments: Arguments, in context: Context) throws {
      let isIncome = arguments[income]
      let memo = arguments.required(.memo)
      let day = arguments.required(Recurring.day)
      let times = arguments[Recurring.times]
      let until = arguments[Self.until]
      let isEstimate = arguments[estimate]
      let payee = arguments[Recurring.match]
      if payee != nil && !isEstimate {
        throw UsageRule.matchNeedsEstimate.refusal(command: "recurring add")
      }
      if isEstimate && isIncome {
        throw UsageRule.estimateNotForIncome.refusal(command: "recurring add")
      }
      // `-c 食費`, or `-s 食費` alone, is 生活費 › 食費 when only 生活費's entries use 食費 (looked
      // up without creating a missing ledger, which a refusal leaves missing).
      var (category, subcategory) = (arguments[.category]?.category, arguments[.sub] ?? nil)
      if !isIncome && CategoryResolution.needsLedger(arguments[.category], subcategory: subcategory)
      {
        (category, subcategory) = try CategoryResolution.resolve(
          arguments[.category], subcategory: subcategory,
          in: context.openLedger(arguments, intent: .read, makingDueEntries: false))
      }
      guard isIncome || category != nil else {
        throw UsageError.missingRequirement(needsCategory, command: "recurring add")
      }
      let ledger = try context.openLedger(arguments, intent: .write)
      let (paidBy, split) = try Sharing.read(arguments, in: ledger)
      let start = try ledger.settings.monthStart()
      let firstMonth =
        try arguments[from]?.resolved(today: context.today, startingOn: start)
        ?? YearMonth(containing: context.today, startingOn: start)
      let firstDate = firstMonth.dates(startingOn: start).first
      let lastDate = try until.map { reference throws(InvalidValue) -> LedgerDate in
        let month = try reference.resolved(today: context.today, startingOn: start)
        guard month >= firstMonth else {
          throw InvalidValue(.month, reference.text, .beforeRuleStart(first: firstMonth))
        }
        return month.dates(startingOn: start).last
      }
      let rule = RecurringRule(
        id: 0, kind: isIncome ? .income : .expense, category: category, subcategory: subcategory,
        amount: arguments[amount], memo: memo, day: day, firstDate: firstDate,
        lastDate: lastDate, times: times, businessDay: arguments[Recurring.businessDay],
        isEstimate: isEstimate, match: payee, paidBy: paidBy, split: split ?? nil)
      let dueDay = context.dueDay(in: ledger)
      try RecurringCatchUp.confirm(rule, from: arguments[from], today: dueDay, in: context)
      try ledger.rules.add(rule, today: dueDay) { progress in
        switch progress {
        case .added(let added):
          try context.output.writeLine(
            RecurringMessage.added(describe(added, context)).text(in: context.language))
        case .made(let entry):
          try context.output.writeLine(
            RecurringMessage.made(EntryRendering.line(entry, context.glyphStyle))
              .text(in: context.language))
        }
      }
    }
  }

  /// `kakeibo recurring edit ID [--amount A] [--day D] [--until MONTH|none] …`.
  enum EditRule: Command {
    static let name = "edit"

    static let amount = Option<Yen>(
      "amount", short: "a", valueName: Placeholder.amount,
      help: Phrase(en: "The new amount, as for add", ja: "新しい金額です（add と同じ書き方）")
    ) { text, _ in try Yen(parsingTyped: text) }

    /// `--until MONTH`, or `--until none` for no end.
    static let until = Option<MonthReference?>(
      "until", valueName: Placeholder.month,
      help: Phrase(
        en: "The last month (included), or none for no end",
        ja: "最後の月です（その月を含みます）。none で終わりなしにします"),
      completion: Completions.months
    ) { text, _ in
      TextNormalization.matchKey(text) == "none" ? nil : try MonthReference(parsing: text)
    }

    /// `--estimate yes|no`: whether the amount is an estimate from now on.
    static let estimate = Option<Bool>(
      "estimate", valueName: Phrase(en: "yes|no", ja: "yes|no"),
      help: Phrase(
        en: "yes: the amount is an estimate (見込み) that a statement row replaces; no: it is "
          + "fixed",
        ja: "yes で金額を見込み（明細の行に置き換わるもの）に、no で決まった金額にします"),
      completion: .words(["yes", "no"])
    ) { text, _ in
      switch TextNormalization.matchKey(text) {
      case "yes", "はい": return true
      case "no", "いいえ": return false
      default: throw ValueExpectation.oneOf(["yes", "no"])
      }
    }

    /// `--match TEXT`, or `--match ''` for the memo.
    static let match = Option<Memo?>(
      "match", valueName: Placeholder.text,
      help: Phrase(
        en: "The payee as a statement names it, for an estimate ('' for the memo)",
        ja: "明細に出る支払先の名前です（見込みの規則に使います。'' でメモに戻します）")
    ) { text, _ in
      let memo = try Memo(text)
      return memo.isEmpty ? nil : memo
    }

    static var declaration: Declaration {
      Declaration(
        name,
        abstract: Phrase(en: "Change a rule from after today on", ja: "今日よりあとの規則を変更します"),
        usage: [
          Phrase(
            en: "ID [--amount A] [--day D] [--until MONTH|none] [--times N] [--memo TEXT] "
              + "[--category C] [--sub NAME] [--business-day WHEN] [--estimate yes|no] "
              + "[--match TEXT]",
            ja: "番号 [--amount 金額] [--day 日] [--until 月|none] [--times 数] [--memo メモ] "
              + "[--category 区分] [--sub 内訳] [--business-day 移動先] [--estimate yes|no] "
              + "[--match テキスト]")
        ],
        arguments: [Recurring.id],
        options: [
          amount, day, until, times, .memo, .category, .sub, Recurring.businessDay, estimate,
          match,
        ] + Sharing.options,
        conflicts: [Conflict(until, times)] + Sharing.conflicts,
        requirements: [
          Requirement(
            amount, day, until, times, .memo, .category, .sub, Recurring.businessDay, estimate,
            match, Sharing.paidBy, Sharing.split, Sharing.forPerson,
            what: Phrase(
              en: "something to change: --amount, --day, --until, --times, --memo, --category, "
                + "--sub, --business-day, --estimate, --match, --paid-by, --split or --for",
              ja: "変更する項目（--amount・--day・--until・--times・--memo・--category・--sub・"
                + "--business-day・--estimate・--match・--paid-by・--split・--for）"))
        ],
        examples: [
          "kakeibo recurring edit 1 --amount 88000", "kakeibo recurring edit 1 --business-day next",
          "kakeibo recurring edit 3 --estimate yes --match 東京ガス",
        ],
        run: run)
    }

    static func run(_ arguments: Arguments, in context: Context) throws {
      let id = arguments[Recurring.id]
      let amount = arguments[Self.amount]
      let day = arguments[Recurring.day]
      let times = arguments[Recurring.times]
      let memo = arguments[.memo]
      var category = arguments[.category]?.category
      var subcategory = arguments[.sub]
      let untilGiven = arguments.contains(Self.until)
      let until = arguments[Self.until] ?? nil
      let businessDay =
        arguments.contains(Recurring.businessDay) ? arguments[Recurring.businessDay] : nil
      let isEstimate = arguments[estimate]
      let matchGiven = arguments.contains(match)
      let payee = arguments[match] ?? nil
      let ledger = try context.openLedger(arguments, intent: .read)
      let (paidBy, split) = try Sharing.read(arguments, in: ledger)
      guard let current = try ledger.rules.rule(id: id) else {
        throw CommandError.noSuchRule(id)
      }
      // `-c 食費` sets the category and the 内訳 both; `--sub` alone changes only the 内訳.
      if case .other = arguments[.category] {
        let resolved = try CategoryResolution.resolve(
          arguments[.category], subcategory: subcategory ?? nil, in: ledger)
        category = resolved.category
        subcategory = .some(resolved.subcategory)
      }
      if let ended = current.endDate {
        throw InvalidValue(.id, "\(id)", .ruleEnded(id, on: ended))
      }
      if category != nil && current.kind == .income {
        throw InvalidValue(.id, "\(id)", .ruleIsIncome(id))
      }
      if isEstimate == true && current.kind == .income {
        throw InvalidValue(.id, "\(id)", .incomeRuleIsNoEstimate(id))
      }
      if payee != nil && !(isEstimate ?? current.isEstimate) {
        throw UsageRule.matchNeedsEstimateRule(id).refusal(command: "recurring edit")
      }
      let start = try ledger.settings.monthStart()
      let lastDate = try until.map { reference throws(InvalidValue) -> LedgerDate in
        let month = try reference.resolved(today: context.today, startingOn: start)
        guard month.dates(startingOn: start).last >= current.firstDate else {
          throw InvalidValue(
            .month, reference.text, .beforeRuleStart(first: current.firstDate.yearMonth))
        }
        return month.dates(startingOn: start).last
      }
      guard
        let (before, after) = try ledger.rules.edit(
          id: id, today: context.dueDay(in: ledger),
          { rule in
            var rule = rule
            if let amount { rule.amount = amount }
            if let day { rule.day = day }
            if let memo { rule.memo = memo }
            if let category { rule.category = category }
            if let subcategory { rule.subcategory = subcategory }
            if untilGiven { rule.lastDate = lastDate }
            if let businessDay { rule.businessDay = businessDay }
            if let isEstimate { rule.isEstimate = isEstimate }
            if matchGiven { rule.match = payee }
            if let paidBy { rule.paidBy = paidBy }
            if let split { rule.split = split }
            if let times {
              rule.times = times
              rule.lastDate = nil
            } else if untilGiven {
              rule.times = nil
            }
            return rule
          })
      else { throw CommandError.noSuchRule(id) }
      guard before != after else {
        try context.output.writeLine(RecurringMessage.unchanged(id).text(in: context.language))
        return try Offline.sayResolution(of: ledger, context)
      }
      try context.output.writeLine(
        RecurringMessage.updated(
          id, from: after.resumeDate,
          differences: Ledger.ruleFields(before, after)
        ).text(in: context.language))
      try Offline.sayResolution(of: ledger, context)
    }
  }

  /// `kakeibo recurring remove ID`.
  enum RemoveRule: Command {
    static let name = "remove"

    static var declaration: Declaration {
      Declaration(
        name,
        abstract: Phrase(
          en: "End a rule today; the entries it made stay",
          ja: "今日で規則を終わらせます。作った記録は残ります"),
        usage: [Phrase(en: "ID", ja: "番号")],
        arguments: [Recurring.id],
        examples: ["kakeibo recurring remove 2"],
        run: run)
    }

    static func run(_ arguments: Arguments, in context: Context) throws {
      let id = arguments[Recurring.id]
      let ledger = try context.openLedger(arguments, intent: .read)
      guard let rule = try ledger.rules.rule(id: id) else { throw CommandError.noSuchRule(id) }
      guard try ledger.rules.remove(id: id, today: context.dueDay(in: ledger)) != nil else {
        try context.output.writeLine(RecurringMessage.endedAlready(id).text(in: context.language))
        return
      }
      let made = try ledger.rules.entriesMade(byRule: id)
      try context.output.writeLine(
        RecurringMessage.removed(describe(rule, context), entriesMade: made)
          .text(in: context.language))
      try Offline.sayResolution(of: ledger, context)
    }

    // MARK: Listing
  }

  // MARK: Helpers

  /// The rule in words: `#1  🏠 生活費 › 住居  ¥85,000  家賃, on day 27 from 2026-11-01`.
  static func describe(_ rule: RecurringRule, _ context: Context) -> RuleText {
    RuleText(
      rule: rule,
      label: Entry.label(
        kind: rule.kind, category: rule.category, subcategory: rule.subcategory,
        context.glyphStyle))
  }
}
