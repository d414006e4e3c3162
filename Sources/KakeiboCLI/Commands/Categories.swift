import ArgumentParsing
import KakeiboCore
import TerminalUI

/// `kakeibo categories`: the three categories in picker order, with what may be typed for each.
enum Categories: Command {
  static let spec = CommandSpec(
    name: "categories",
    abstract: "Show the categories and the names each accepts",
    usage: ["[--format FORMAT]"],
    options: [OutputFormat.option([.table, .csv, .json])],
    discussion: "Wherever a category is typed, its Japanese name, an alias, its key or its icon\n"
      + "name is accepted, in any letter case or width.",
    examples: ["kakeibo categories", "kakeibo categories --format json"])

  static func run(_ arguments: ParsedArguments, in context: Context) throws {
    let format = try OutputFormat.parse(arguments, allowed: [.table, .csv, .json])
    let categories = Category.allCases
    switch format {
    case .csv:
      try context.output.writeLines(
        [CSV.record(["position", "key", "name", "icon", "aliases"])]
          + categories.enumerated().map { index, category in
            CSV.record([
              String(index + 1), category.key, category.name, category.icon.rawValue,
              category.aliases.joined(separator: " "),
            ])
          })
    case .json:
      let array = JSON.array(
        categories.map { category in
          .object([
            ("key", .string(category.key)),
            ("name", .string(category.name)),
            ("icon", .string(category.icon.rawValue)),
            ("aliases", .array(category.aliases.map(JSON.string))),
          ])
        })
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
    }
  }
}
