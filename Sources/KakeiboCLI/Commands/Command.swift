import ArgumentParsing
import KakeiboCore

/// A subcommand of `kakeibo`: its command-line spec and what it does with parsed arguments.
protocol Command {
  static var spec: CommandSpec { get }
  /// Does the work, writing the result to `context.output`. Throws the errors `Failure`
  /// describes.
  static func run(_ arguments: ParsedArguments, in context: Context) throws
}

/// Option specs several commands share, written once.
enum CommonOptions {
  static let category = OptionSpec.value(
    "category", short: "c", valueName: "CATEGORY",
    help: "生活費 (living), 経費 (expenses, business) or 娯楽費 (leisure, fun);\n"
      + "also the key (livingCost), the icon name (house.fill), the start of\n"
      + "one that no other has (娯楽, le) or its number 1-3"
  ).completing(Completions.categories)
  static let date = OptionSpec.value(
    "date", short: "d", valueName: "DATE",
    help: "YYYY-MM-DD, today, yesterday, or M/D or MM-DD this year")
  static let memo = OptionSpec.value(
    "memo", short: "m", valueName: "TEXT",
    help: "What it was for: one line, up to 500 characters")
  static let subcategory = OptionSpec.value(
    "sub", short: "s", valueName: "NAME",
    help: "The 内訳 under the category, such as 食費 or 外食 (up to 40\ncharacters; '' for none)"
  ).completing(Completions.subcategories)
  static let month = OptionSpec.value(
    "month", valueName: "MONTH",
    help: "Only this month: 2026-11, 2026/11, 2026年11月, 11 or 11月 (the latest\n"
      + "November), this (今月) or last (先月)"
  ).completing(Completions.months)
  static let from = OptionSpec.value(
    "from", valueName: "DATE", help: "Only from this date on")
  static let to = OptionSpec.value(
    "to", valueName: "DATE", help: "Only up to this date (inclusive)")
  static let search = OptionSpec.value(
    "search", valueName: "TEXT",
    help: "Only entries whose memo or 内訳 contains TEXT (any letter case,\n"
      + "full- or half-width: ｎｅｔｆｌｉｘ finds Netflix, ｾﾌﾞﾝ finds セブン)")
}

extension CommonOptions {
  /// Reads `--sub`: nil when not given, `.some(nil)` for `--sub ''` (no 内訳).
  static func subcategory(_ arguments: ParsedArguments) throws(InvalidValue) -> Subcategory?? {
    guard let text = arguments.value("sub") else { return nil }
    return .some(try Subcategory(validating: text))
  }

  /// Reads `--search`: nil when not given.
  static func search(_ arguments: ParsedArguments) throws(InvalidValue) -> SearchTerm? {
    try arguments.value("search").map { text throws(InvalidValue) in try SearchTerm(text) }
  }
}
