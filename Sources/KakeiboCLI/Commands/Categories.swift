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
        en: "Show the categories and their 内訳, or rename a 内訳",
        ja: "区分とその内訳を表示し、内訳の名前を変えます"),
      usage: [Phrase(en: "[--format FORMAT]", ja: "[--format 形式]")],
      options: [format],
      subcommands: [Rename.declaration],
      discussion: Phrase(
        en: """
          Wherever a category is typed, its Japanese name, an alias, its key or its icon name \
          is accepted, in any letter case or width. A 内訳 is any short label under a category \
          (add --sub 食費); the list shows those in use, most used first, with how many entries \
          carry each, and the income's (給与, 賞与…) last: income is no category. 'rename' \
          changes a 内訳 on every entry at once, as one change that 'kakeibo undo' reverts; \
          renaming it to one in use merges the two.
          """,
        ja: """
          区分を入力するところでは、日本語の名前、別名、キー、アイコン名のどれでも、大文字と\
          小文字、全角と半角を問わず使えます。内訳は区分の下の短い名前です（add --sub 食費）。\
          一覧には使われている内訳を、よく使うものから順に、それぞれの記録の件数とともに表示し、\
          収入の内訳（給与、賞与など）は最後に表示します。収入はどの区分にも入りません。\
          'rename' はすべての記録の内訳を一度に変え、それを 1 つの変更として 'kakeibo undo' で\
          取り消せます。使われている内訳の名前に変えると、2 つが 1 つにまとまります。
          """),
      examples: ["kakeibo categories", "kakeibo categories --format json"],
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
      let inUse = try ledger.subcategoriesInUse()[category] ?? []
      guard inUse.contains(where: { $0.0 == old }) else {
        throw InvalidValue(
          .subcategory, old.name,
          .subcategoryNotInUse(owner: isIncome ? EntryKind.incomeName : category?.name ?? ""))
      }
      let merges = new.map { new in inUse.contains { $0.0 == new } } ?? false
      let count = try ledger.renameSubcategory(in: category, from: old, to: new)
      let from = Entry.label(kind: kind, category: category, subcategory: old, context.glyphStyle)
      guard count > 0 else {
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
          from: VisibleText.of(from), to: to, merged: merges, entries: count
        ).text(in: context.language))
    }
  }

  // MARK: Listing

  static func list(_ arguments: Arguments, in context: Context) throws {
    let categories = Category.allCases
    let ledger = try context.openLedger(arguments, intent: .read)
    let inUse = try ledger.subcategoriesInUse()
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
