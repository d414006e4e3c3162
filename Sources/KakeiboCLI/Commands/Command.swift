import ArgumentParsing
import KakeiboCore
import Wording

/// A command of `kakeibo`, or a subcommand of one: its typed declaration, whose `run` does the
/// work with the parsed arguments, writing to `context.output` and throwing the errors
/// `Failure` describes.
protocol Command {
  /// The word that names it on the command line.
  static var name: String { get }
  /// What it accepts and what it runs; built only when it is invoked or documented.
  static var declaration: Declaration { get }
}

extension Command {
  /// The command as the program lists it, declared only when needed.
  static var reference: CommandReference<Context> {
    CommandReference(name) { declaration }
  }
}

/// A command's declaration, for kakeibo's `Context`: what value parsers and `run` are given.
typealias Declaration = CommandDeclaration<Context>
/// An option with a value (`--memo TEXT`), read as `arguments[.memo]`.
typealias Option<Value: Sendable> = OptionKey<Value, Context>
/// A flag (`--refund`), read as `arguments[refund]`: whether it was given.
typealias Flag = FlagKey<Context>
/// An option whose value is a case of `Value` (`--format`), read as the case or the first.
typealias Choice<Value: CaseIterable & RawRepresentable & Sendable> = ChoiceKey<Value, Context>
where Value.RawValue == String
/// An option that may be given several times, read as every value in order.
typealias Repeatable<Value: Sendable> = RepeatableKey<Value, Context>
/// An argument the parser requires.
typealias Argument<Value: Sendable> = ArgumentKey<Value, Context>
/// An argument that may be left out.
typealias OptionalArgument<Value: Sendable> = OptionalArgumentKey<Value, Context>

// MARK: Shared options

/// The options several commands share, each declared once (and made once, when first used):
/// a command lists them as `.category`, and reads them as `arguments[.category]`.
enum SharedOptions {
  /// `--category CATEGORY`: one of the three, as typed, or a 内訳 of one
  /// (`CategoryResolution` settles which).
  static let category = Option<CategoryArgument>(
    "category", short: "c", valueName: Placeholder.category,
    help: Phrase(
      en: "生活費 (living), 経費 (expenses, business) or 娯楽費 (leisure, fun); also the key "
        + "(livingCost), the icon name (house.fill), the start of one that no other has "
        + "(娯楽, le), its number 1-3, or a 内訳 that only one category uses (食費)",
      ja: "生活費 (living)・経費 (expenses, business)・娯楽費 (leisure, fun) のどれかです。キー "
        + "(livingCost)、アイコン名 (house.fill)、ほかと重ならない名前の頭 (娯楽, le)、番号 1-3、"
        + "一つの区分だけで使われている内訳 (食費) でも指定できます"),
    completion: Completions.categories
  ) { text, _ in try CategoryArgument(parsing: text) }

  /// `--sub NAME`: the 内訳, or none for `--sub ''`.
  static let sub = Option<Subcategory?>(
    "sub", short: "s", valueName: Placeholder.subcategory,
    help: Phrase(
      en: "The 内訳 under the category, such as 食費 or 外食 (up to 40 characters; '' for none)",
      ja: "区分の下の内訳です。食費、外食など（40 文字まで。'' で内訳なし）"),
    completion: Completions.subcategories
  ) { text, _ in try Subcategory(validating: text) }

  /// `--date DATE` of add and edit: a date, or `pick` for the date picker on a terminal.
  static let date = Option<DateOption>(
    "date", short: "d", valueName: Placeholder.date,
    help: Phrase(
      en: "YYYY-MM-DD, today, yesterday, M/D or MM-DD this year, 11月4日, 4日 (this month), "
        + "今日, 昨日, おととい or 3日前; pick opens the date picker",
      ja: "YYYY-MM-DD、today（今日）、yesterday（昨日）、今年の M/D・MM-DD・11月4日、今月の 4日、"
        + "今日、昨日、おととい、3日前 です。pick で日付の選択画面を開きます")
  ) { text, context in try DateOption(parsing: text, in: context) }

  /// `--memo TEXT`.
  static let memo = Option<Memo>(
    "memo", short: "m", valueName: Placeholder.memo,
    help: Phrase(
      en: "What it was for: one line, up to 500 characters",
      ja: "何のためのお金かのメモです。1 行で、500 文字まで")
  ) { text, _ in try Memo(text) }

  /// `--month MONTH` of list and export: a calendar month.
  static let month = Option<YearMonth>(
    "month", valueName: Placeholder.month,
    help: Phrase(
      en: "Only this month: 2026-11, 2026/11, 2026年11月, 11 or 11月 (the latest November), "
        + "this (今月) or last (先月)",
      ja: "この月だけです。2026-11、2026/11、2026年11月、11 か 11月（直近の 11 月）、this（今月）、"
        + "last（先月）で指定します"),
    completion: Completions.months
  ) { text, context in try YearMonth(parsing: text, today: context.today) }

  /// `--from DATE`.
  static let from = Option<LedgerDate>(
    "from", valueName: Placeholder.date,
    help: Phrase(
      en: "Only from this date on, written as for add's --date (2026-11-01, 11/1, 11月1日, 3日前)",
      ja: "この日付から。add の --date と同じ書き方です（2026-11-01、11/1、11月1日、3日前）")
  ) { text, context in try LedgerDate(parsing: text, today: context.today) }

  /// `--to DATE`.
  static let to = Option<LedgerDate>(
    "to", valueName: Placeholder.date,
    help: Phrase(
      en: "Only up to this date (inclusive), written as for --from",
      ja: "この日付まで（その日を含みます）。--from と同じ書き方です")
  ) { text, context in try LedgerDate(parsing: text, today: context.today) }

  /// `--search TEXT`.
  static let search = Option<SearchTerm>(
    "search", valueName: Placeholder.text,
    help: Phrase(
      en: "Only entries whose memo or 内訳 contains TEXT (any letter case, full- or "
        + "half-width: ｎｅｔｆｌｉｘ finds Netflix, ｾﾌﾞﾝ finds セブン)",
      ja: "メモか内訳にこのテキストを含む記録だけです（大文字と小文字、全角と半角は区別しません。"
        + "ｎｅｔｆｌｉｘ で Netflix が、ｾﾌﾞﾝ で セブン が見つかります）")
  ) { text, _ in try SearchTerm(text) }

  /// `--month-start DAY`: the day months begin on, for one command.
  static let monthStart = Option<MonthStart>(
    "month-start", valueName: Placeholder.day,
    help: Phrase(
      en: "Months begin on this day (1 to 28) for this command only (default: the "
        + "month-start setting, else 1)",
      ja: "このコマンドだけ、月がこの日（1〜28）に始まります（省略時: month-start の設定、"
        + "なければ 1）")
  ) { text, _ in try MonthStart(parsing: text) }

  /// `--db PATH`, shared by every command.
  static let db = Option<String>(
    "db", valueName: Placeholder.path,
    help: Phrase(
      en: "The ledger file, or a PostgreSQL URI (postgresql://…) for a ledger shared on a "
        + "server (default: $KAKEIBO_DB, else kakeibo/kakeibo.db in $XDG_DATA_HOME or "
        + "~/.local/share)",
      ja: "台帳のファイル、またはサーバーで共有する台帳の PostgreSQL URI（postgresql://…）"
        + "です（省略時: $KAKEIBO_DB、なければ $XDG_DATA_HOME か ~/.local/share の "
        + "kakeibo/kakeibo.db）"),
    completion: .files, refusesEmptyValue: true)
}

/// The shared options as `.category` in a list of options and in `arguments[.category]`.
extension AnyOption where Environment == Context {
  static var category: Option<CategoryArgument> { SharedOptions.category }
  static var sub: Option<Subcategory?> { SharedOptions.sub }
  static var date: Option<DateOption> { SharedOptions.date }
  static var memo: Option<Memo> { SharedOptions.memo }
  static var month: Option<YearMonth> { SharedOptions.month }
  static var from: Option<LedgerDate> { SharedOptions.from }
  static var to: Option<LedgerDate> { SharedOptions.to }
  static var search: Option<SearchTerm> { SharedOptions.search }
  static var monthStart: Option<MonthStart> { SharedOptions.monthStart }
  static var db: Option<String> { SharedOptions.db }
}

extension OptionalArgumentKey where Value == MonthReference, Environment == Context {
  /// `[MONTH]`: a month as a person names it, this month when left out; `what` is what the
  /// command does with it ("The month to show").
  static func month(_ what: Phrase) -> OptionalArgument<MonthReference> {
    OptionalArgument(
      Placeholder.month,
      help: Phrase(
        en: what.english + ": 2026-11, 11, last (default: this month)",
        ja: what.japanese + ": 2026-11、11、last など（省略時: 今月）"),
      completion: Completions.months
    ) { text, _ in try MonthReference(parsing: text) }
  }
}

/// The placeholders of values in usage and help, in each language.
enum Placeholder {
  static let amount = Phrase(en: "AMOUNT", ja: "金額")
  static let category = Phrase(en: "CATEGORY", ja: "区分")
  static let subcategory = Phrase(en: "NAME", ja: "内訳")
  static let date = Phrase(en: "DATE", ja: "日付")
  static let memo = Phrase(en: "TEXT", ja: "メモ")
  static let text = Phrase(en: "TEXT", ja: "テキスト")
  static let month = Phrase(en: "MONTH", ja: "月")
  static let day = Phrase(en: "DAY", ja: "日")
  static let path = Phrase(en: "PATH", ja: "パス")
  static let file = Phrase(en: "FILE", ja: "ファイル")
  static let format = Phrase(en: "FORMAT", ja: "形式")
  static let number = Phrase(en: "N", ja: "数")
  static let id = Phrase(en: "ID", ja: "番号")
  static let year = Phrase(en: "YYYY", ja: "年")
  static let column = Phrase(en: "COL", ja: "列")
}

extension ValueExpectation {
  /// A whole number within `range`: "a whole number from 1 to 1,000".
  static func wholeNumber(in range: ClosedRange<Int>) -> ValueExpectation {
    let upper = Yen.grouped(UInt64(range.upperBound))
    return .described(
      Phrase(
        en: "a whole number from \(range.lowerBound) to \(upper)",
        ja: "\(range.lowerBound) から \(upper) までの整数"))
  }
}
