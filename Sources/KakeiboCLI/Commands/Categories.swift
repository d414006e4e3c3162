import ArgumentParsing
import KakeiboCore
import KakeiboStore
import TerminalUI
import Wording

/// `kakeibo categories`: the three categories in picker order, with what may be typed for each
/// and the 内訳 in use under each; `kakeibo categories rename CATEGORY OLD NEW` renames or
/// merges a 内訳.
enum Categories: Command {
  static let name = "categories"

  static let format = Choice<ListFormat>.format()

  static var declaration: Declaration {
    Declaration(
      name,
      abstract: Phrase(
        en: "Show the categories and their 内訳, or rename or move a 内訳",
        ja: "区分とその内訳を表示し、内訳の名前を変えたりほかの区分に移したりします"),
      usage: [Phrase(en: "[--format FORMAT]", ja: "[--format 形式]")],
      options: [format],
      subcommands: [Rename.declaration, Move.declaration],
      discussion: Phrase(
        en: """
          Wherever a category is typed, its Japanese name, an alias, its key or its icon name \
          is accepted, in any letter case or width. A 内訳 is any short label under a category \
          (add --sub 食費); the list shows those in use, most used first, with how many entries \
          carry each, and the income's (給与, 賞与…) last: income is no category. 'rename' \
          changes a 内訳 on every entry, recurring rule and budget at once, as one change that \
          'kakeibo undo' reverts; renaming it to one in use merges the two. 'move' takes a 内訳 \
          to another category the same way, with its entries, budgets and rules.
          """,
        ja: """
          区分を入力するところでは、日本語の名前、別名、キー、アイコン名のどれでも、大文字と\
          小文字、全角と半角を問わず使えます。内訳は区分の下の短い名前です（add --sub 食費）。\
          一覧には使われている内訳を、よく使うものから順に、それぞれの記録の件数とともに表示し、\
          収入の内訳（給与、賞与など）は最後に表示します。収入はどの区分にも入りません。\
          'rename' はすべての記録・定期の規則・予算の内訳を一度に変え、それを 1 つの変更として \
          'kakeibo undo' で取り消せます。使われている内訳の名前に変えると、2 つが 1 つにまと\
          まります。'move' は同じようにして、内訳をその記録・予算・規則ごとほかの区分に移します。
          """),
      examples: [
        "kakeibo categories", "kakeibo categories --format json",
        "kakeibo categories move 外食 --to 娯楽費",
      ],
      run: list)
  }

  /// `kakeibo categories rename CATEGORY OLD NEW`.
  enum Rename: Command {
    static let name = "rename"

    /// The category of the 内訳, or nil for the income's.
    static let category = Argument<Category?>(
      Placeholder.category,
      help: Phrase(
        en: "The category (or 収入, income) of the 内訳", ja: "内訳の区分（または収入、income）です"),
      completion: .words(Completions.categoryWords + ["収入", "income"])
    ) { text, _ in
      ["収入", "income"].contains(TextNormalization.matchKey(text))
        ? nil : try Category(resolving: text)
    }

    static let old = Argument<Subcategory>(
      Phrase(en: "OLD", ja: "元の内訳"),
      help: Phrase(en: "The 内訳 to rename", ja: "名前を変える内訳です"),
      completion: Completions.subcategories
    ) { text, _ in
      guard let old = try Subcategory(validating: text) else {
        throw InvalidValue(.subcategory, text, .noSubcategoryGiven)
      }
      return old
    }

    static let new = Argument<Subcategory?>(
      Phrase(en: "NEW", ja: "新しい内訳"),
      help: Phrase(
        en: "Its new name; one in use already merges the two ('' for none)",
        ja: "新しい名前です。使われている内訳の名前なら 2 つをまとめます（'' で内訳なし）"),
      completion: Completions.subcategories
    ) { text, _ in try Subcategory(validating: text) }

    static var declaration: Declaration {
      Declaration(
        name,
        abstract: Phrase(
          en: "Rename a 内訳 on every entry, or merge it into another",
          ja: "すべての記録の内訳の名前を変えるか、別の内訳にまとめます"),
        usage: [Phrase(en: "CATEGORY OLD NEW", ja: "区分 元の内訳 新しい内訳")],
        arguments: [category, old, new],
        examples: ["kakeibo categories rename 生活費 食料 食費"],
        run: run)
    }

    static func run(_ arguments: Arguments, in context: Context) throws {
      let category = arguments[Self.category]
      let old = arguments[Self.old]
      let new = arguments[Self.new]
      let isIncome = category == nil
      let ledger = try context.openLedger(arguments, intent: .read)
      let kind: EntryKind = isIncome ? .income : .expense
      let inUse = try ledger.entries.subcategoriesInUse()[category] ?? []
      guard inUse.contains(where: { $0.0 == old }) else {
        throw InvalidValue(
          .subcategory, old.name,
          .subcategoryNotInUse(owner: isIncome ? EntryKind.incomeName : category?.name ?? ""))
      }
      let merges = new.map { new in inUse.contains { $0.0 == new } } ?? false
      let changed = try ledger.entries.renameSubcategory(in: category, from: old, to: new)
      let from = Entry.label(kind: kind, category: category, subcategory: old, context.glyphStyle)
      guard changed.entries + changed.rules + changed.budgets > 0 else {
        // The same name again, or another member renamed it first.
        try context.output.writeLine(
          (new == old
            ? CategoryMessage.sameName(VisibleText.of(from))
            : CategoryMessage.goneAlready(VisibleText.of(from))).text(in: context.language))
        return
      }
      let to = new.map { VisibleText.of($0.name) } ?? Subcategory.noneLabel
      try context.output.writeLine(
        CategoryMessage.renamed(
          from: VisibleText.of(from), to: to, merged: merges, changed
        ).text(in: context.language))
    }
  }

  /// `kakeibo categories move NAME --to CATEGORY [--from CATEGORY]`.
  enum Move: Command {
    static let name = "move"

    static let subcategory = Argument<Subcategory>(
      Placeholder.subcategory,
      help: Phrase(en: "The 内訳 to move, such as 外食", ja: "移す内訳です（外食など）"),
      completion: Completions.subcategories
    ) { text, _ in
      guard let subcategory = try Subcategory(validating: text) else {
        throw InvalidValue(.subcategory, text, .noSubcategoryToMove)
      }
      return subcategory
    }

    static let to = Option<Category>(
      "to", valueName: Placeholder.category,
      help: Phrase(en: "The category it moves to", ja: "移す先の区分です"),
      completion: Completions.categories
    ) { text, _ in try Category(resolvingTyped: text) }

    static let from = Option<Category>(
      "from", valueName: Placeholder.category,
      help: Phrase(
        en: "The category it is in, when two have a 内訳 of that name",
        ja: "今の区分です（2 つの区分に同じ名前の内訳があるとき）"),
      completion: Completions.categories
    ) { text, _ in try Category(resolvingTyped: text) }

    static var declaration: Declaration {
      Declaration(
        name,
        abstract: Phrase(
          en: "Move a 内訳 to another category, with its entries, budgets and rules",
          ja: "内訳を、その記録・予算・規則ごとほかの区分に移します"),
        usage: [
          Phrase(en: "NAME --to CATEGORY [--from CATEGORY]", ja: "内訳 --to 区分 [--from 区分]")
        ],
        arguments: [subcategory],
        options: [to, from],
        requirements: [
          Requirement(
            to,
            what: Phrase(
              en: "--to: the category the 内訳 moves to (生活費, 経費 or 娯楽費)",
              ja: "--to（内訳を移す先の区分。生活費・経費・娯楽費）"))
        ],
        discussion: Phrase(
          en: """
            Every entry of the 内訳, its budgets and the recurring rules that make it move at \
            once, so that the next entry a rule makes is in the new category; where the \
            category has a 内訳 of that name already, the two merge. One change: 'kakeibo undo' \
            moves it all back.
            """,
          ja: """
            その内訳のすべての記録・予算と、それを作る定期の規則を一度に移します。規則が次に作る\
            記録も新しい区分になります。移す先に同じ名前の内訳があれば、2 つがまとまります。1 つ\
            の変更なので、'kakeibo undo' ですべて元に戻せます。
            """),
        examples: [
          "kakeibo categories move 外食 --to 娯楽費",
          "kakeibo categories move 書籍 --from 経費 --to 娯楽費",
        ],
        run: run)
    }

    static func run(_ arguments: Arguments, in context: Context) throws {
      let subcategory = arguments[Self.subcategory]
      let target = arguments.required(to)
      let ledger = try context.openLedger(arguments, intent: .read)
      // The categories that have the 内訳: on an entry, in a budget or in a running rule.
      let inUse = try ledger.entries.subcategoriesInUse()
      let budgets = try ledger.budgets.plan().budgets
      let rules = try ledger.rules.all(today: context.today)
      let holders = Category.allCases.filter { category in
        (inUse[category] ?? []).contains { $0.0 == subcategory }
          || budgets.contains { $0.category == category && $0.subcategory == subcategory }
          || rules.contains { $0.category == category && $0.subcategory == subcategory }
      }
      let source: Category
      if let given = arguments[from] {
        guard holders.contains(given) else {
          throw InvalidValue(
            .subcategory, subcategory.name, .subcategoryNotIn(given, holders: holders))
        }
        source = given
      } else {
        guard let only = holders.first else {
          throw InvalidValue(.subcategory, subcategory.name, .subcategoryHeldByNothing)
        }
        guard holders.count == 1 else {
          throw InvalidValue(.subcategory, subcategory.name, .subcategoryInSeveral(holders))
        }
        source = only
      }
      let from = VisibleText.of(
        Entry.label(kind: .expense, category: source, subcategory: subcategory, context.glyphStyle))
      let into = VisibleText.of(
        Entry.label(kind: .expense, category: target, subcategory: subcategory, context.glyphStyle))
      guard source != target else {
        try context.output.writeLine(
          CategoryMessage.inPlaceAlready(from, target).text(in: context.language))
        return
      }
      let merges = holders.contains(target)
      let moved = try ledger.entries.moveSubcategory(subcategory, of: source, to: target)
      guard moved.entries + moved.rules + moved.budgets > 0 else {
        // Another member moved or renamed it first.
        try context.output.writeLine(CategoryMessage.movedAlready(from).text(in: context.language))
        return
      }
      try context.output.writeLine(
        CategoryMessage.moved(from: from, to: into, merged: merges, moved)
          .text(in: context.language))
    }
  }

  // MARK: Listing

  static func list(_ arguments: Arguments, in context: Context) throws {
    let categories = Category.allCases
    let ledger = try context.openLedger(arguments, intent: .read)
    let inUse = try ledger.entries.subcategoriesInUse()
    switch arguments[format] {
    case .csv:
      // A row per category, then one per 内訳 of it; the income's 内訳 last, under the key
      // `income`, which has no position: it is no category.
      let classes:
        [(
          position: String, key: String, name: String, icon: IconName, aliases: String,
          subcategories: [(Subcategory, Int64)]
        )] =
          categories.enumerated().map { index, category in
            (
              String(index + 1), category.key, category.name, category.icon,
              category.aliases.joined(separator: " "), inUse[category] ?? []
            )
          } + [("", "income", EntryKind.incomeName, EntryKind.incomeIcon, "", inUse[nil] ?? [])]
      try context.output.writeLines(
        [CSV.record(["position", "key", "name", "icon", "aliases", "subcategory", "count"])]
          + classes.flatMap { own in
            let fields = [own.position, own.key, own.name, own.icon.rawValue, own.aliases]
            return [CSV.record(fields + ["", ""])]
              + own.subcategories.map { subcategory, count in
                CSV.record(
                  fields + [FormulaNeutralization.neutralize(subcategory.name), String(count)])
              }
          })
    case .json:
      func subcategories(_ key: Category?) -> JSON {
        .array(
          (inUse[key] ?? []).map { subcategory, count in
            .object([("name", .string(subcategory.name)), ("count", .integer(count))])
          })
      }
      // The three categories, then the income's 内訳 as an element of kind income.
      let array = JSON.array(
        categories.map { category in
          .object([
            ("key", .string(category.key)),
            ("name", .string(category.name)),
            ("icon", .string(category.icon.rawValue)),
            ("aliases", .array(category.aliases.map(JSON.string))),
            ("kind", .string(EntryKind.expense.rawValue)),
            ("subcategories", subcategories(category)),
          ])
        }
          + [
            .object([
              ("key", .string("income")),
              ("name", .string(EntryKind.incomeName)),
              ("icon", .string(EntryKind.incomeIcon.rawValue)),
              ("aliases", .array([])),
              ("kind", .string(EntryKind.income.rawValue)),
              ("subcategories", subcategories(nil)),
            ])
          ])
      try context.output.writeLine(array.rendered())
    case .table:
      let language = context.language
      var table = Table(columns: [
        .init(CategoryTableWords.number.text(in: language), .right),
        .init(CategoryTableWords.icon.text(in: language)),
        .init(CategoryTableWords.name.text(in: language)),
        .init(CategoryTableWords.key.text(in: language)),
        .init(CategoryTableWords.aliases.text(in: language)),
        .init(CategoryTableWords.iconName.text(in: language)),
      ])
      table.rows = categories.enumerated().map { index, category in
        [
          String(index + 1), category.icon.glyph(context.glyphStyle), category.name, category.key,
          category.aliases.joined(separator: ", "), category.icon.rawValue,
        ]
      }
      try context.output.writeLines(table.render(style: context.textStyle))
      let groups: [(String, [(Subcategory, Int64)])] =
        categories.map { (EntryRendering.categoryLabel($0, context.glyphStyle), inUse[$0] ?? []) }
        + [
          (
            EntryKind.incomeIcon.glyph(context.glyphStyle) + " " + EntryKind.incomeName,
            inUse[nil] ?? []
          )
        ]
      let used = groups.filter { !$0.1.isEmpty }
      guard !used.isEmpty else { return }
      try context.output.writeLine()
      try context.output.writeLine(CategoryMessage.inUseHeading.text(in: context.language))
      for (label, subcategories) in used {
        try context.output.writeLine(
          "  \(label): "
            + subcategories.map { "\(VisibleText.of($0.0.name)) (\(Count.number(Int($0.1))))" }
            .joined(separator: ", "))
      }
    }
  }
}
