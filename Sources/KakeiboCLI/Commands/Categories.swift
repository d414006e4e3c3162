import ArgumentParsing
import KakeiboCore
import KakeiboStore
import TerminalUI
import Wording

/// `kakeibo categories`: the three categories in picker order, with what may be typed for each
/// and the 内訳 in use under each; `kakeibo categories rename CATEGORY OLD NEW` renames or
/// merges a 内訳.
enum Categories: Command {
  static let spec = CommandSpec(
    name: "categories",
    abstract: Phrase(
      en: "Show the categories and their 内訳, or rename a 内訳",
      ja: "区分とその内訳を表示し、内訳の名前を変えます"),
    usage: ["[--format FORMAT]"],
    options: [OutputFormat.option([.table, .csv, .json])],
    subcommands: [
      SubcommandSpec(
        "rename", abstract: "Rename a 内訳 on every entry, or merge it into another",
        usage: ["CATEGORY OLD NEW"],
        arguments: [
          ArgumentSpec(
            "CATEGORY", help: "The category (or 収入, income) of the 内訳",
            completion: .words(Completions.categoryWords + ["収入", "income"])),
          ArgumentSpec(
            "OLD", help: "The 内訳 to rename", completion: Completions.subcategories),
          ArgumentSpec(
            "NEW", help: "Its new name; one in use already merges the two ('' for none)",
            completion: Completions.subcategories),
        ])
    ],
    discussion: "Wherever a category is typed, its Japanese name, an alias, its key or its icon\n"
      + "name is accepted, in any letter case or width. A 内訳 is any short label under a\n"
      + "category (add --sub 食費); the list shows those in use, most used first, with how\n"
      + "many entries carry each, and the income's (給与, 賞与…) last: income is no category.\n"
      + "'rename' changes a 内訳 on every entry at once, as one change that 'kakeibo undo'\n"
      + "reverts; renaming it to one in use merges the two.",
    examples: [
      "kakeibo categories", "kakeibo categories --format json",
      "kakeibo categories rename 生活費 食料 食費",
    ])

  static func run(_ arguments: ParsedArguments, in context: Context) throws {
    switch arguments.argument(0) {
    case nil: try list(arguments, in: context)
    case "rename": try rename(arguments, in: context)
    case let action?:
      throw UsageError.invalidUsage(
        "unknown action '\(action)'; expected rename, or nothing to list the categories",
        command: spec.name)
    }
  }

  // MARK: Renaming

  static func rename(_ arguments: ParsedArguments, in context: Context) throws {
    if arguments.value("format") != nil {
      throw UsageError.invalidUsage(
        "option '--format' is for listing the categories, not for 'categories rename'",
        command: spec.name)
    }
    for (index, name) in [(1, "CATEGORY"), (2, "OLD"), (3, "NEW")]
    where arguments.argument(index) == nil {
      throw UsageError.missingArgument(name, command: spec.name)
    }
    let categoryText = arguments.argument(1) ?? ""
    let isIncome = ["収入", "income"].contains(TextNormalization.matchKey(categoryText))
    let category = isIncome ? nil : try Category(resolving: categoryText)
    guard let old = try Subcategory(validating: arguments.argument(2) ?? "") else {
      throw InvalidValue(
        .subcategory, arguments.argument(2) ?? "", "no 内訳 given; name the one to rename")
    }
    let new = try Subcategory(validating: arguments.argument(3) ?? "")
    let ledger = try context.openLedger(arguments, intent: .read)
    let kind: EntryKind = isIncome ? .income : .expense
    let inUse = try ledger.subcategoriesInUse()[category] ?? []
    guard inUse.contains(where: { $0.0 == old }) else {
      throw InvalidValue(
        .subcategory, arguments.argument(2) ?? "",
        "no entry of \(isIncome ? EntryKind.incomeName : category?.name ?? "") has this 内訳; "
          + "'kakeibo categories' lists the 内訳 in use")
    }
    let merges = new.map { new in inUse.contains { $0.0 == new } } ?? false
    let changed = try ledger.renameSubcategory(in: category, from: old, to: new)
    let from = Entry.label(kind: kind, category: category, subcategory: old, context.glyphStyle)
    guard changed.entries + changed.rules + changed.budgets > 0 else {
      // The same name again, or another member renamed it first.
      try context.output.writeLine(
        new == old
          ? "\(VisibleText.of(from)) has that name already; nothing changed"
          : "No entry has \(VisibleText.of(from)) any more; nothing changed")
      return
    }
    let to = new.map { VisibleText.of($0.name) } ?? Subcategory.noneLabel
    try context.output.writeLine(
      (merges
        ? "Merged \(VisibleText.of(from)) into \(to)" : "Renamed \(VisibleText.of(from)) to \(to)")
        + " in " + changed.text)
  }

  // MARK: Listing

  static func list(_ arguments: ParsedArguments, in context: Context) throws {
    let format = try OutputFormat.parse(arguments, allowed: [.table, .csv, .json])
    let categories = Category.allCases
    let ledger = try context.openLedger(arguments, intent: .read)
    let inUse = try ledger.subcategoriesInUse()
    switch format {
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
    case .table, .text, .svg:
      var table = Table(columns: [
        .init("#", .right), .init("Icon"), .init("Name"), .init("Key"), .init("Aliases"),
        .init("Icon name"),
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
      try context.output.writeLine("内訳 in use:")
      for (label, subcategories) in used {
        try context.output.writeLine(
          "  \(label): "
            + subcategories.map { "\(VisibleText.of($0.0.name)) (\(Count.number(Int($0.1))))" }
            .joined(separator: ", "))
      }
    }
  }
}
