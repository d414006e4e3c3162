import ArgumentParsing
import KakeiboCore
import Wording

// The usage area of the catalogue: a command line that does not fit. The parser's own
// refusals (`UsageError`) are worded in ArgumentParsing, in both languages, as a parser's
// are; the commands' own rules about their arguments are worded here, as `UsageRule`s.

/// A usage refusal as it is said: the parser's words, then the help to see.
struct UsageMessage: Message {
  let error: UsageError
  /// The command whose help explains the mistake; nil for `kakeibo --help`.
  let help: String?

  static func refusal(_ error: UsageError, help: String?) -> UsageMessage {
    UsageMessage(error: error, help: help)
  }

  private var helpCommand: String { help.map { "kakeibo \($0) --help" } ?? "kakeibo --help" }

  public var english: String { error.message(in: .english) + " (see '\(helpCommand)')" }
  public var japanese: String { error.message(in: .japanese) + "（'\(helpCommand)' を参照）" }
}

/// A command's own rule about its arguments, broken.
enum UsageRule: Message {
  /// `--date pick` without a terminal.
  case datePickNeedsTerminal
  /// No `HOME`, so no default ledger.
  case noHome
  /// A recurring rule that begins before `earliest`.
  case ruleBeforeCalendar(given: String, earliest: YearMonth)
  /// A recurring rule that would make more entries now than kakeibo makes without asking.
  case tooManyDue(
    given: String, count: Int, first: LedgerDate, last: LedgerDate, limit: Int,
    nearest: YearMonth)
  /// `report --format svg` with `--by member` or `--member`: the charts are by category.
  case svgByMember
  /// `report MONTH` with `--year` or `--last`.
  case monthAndSeries(month: String, option: String)
  /// What only a shared ledger has (`--read-only`: access) asked of a ledger in a file.
  case accessNeedsSharedLedger(option: String)
  /// `browse` without a terminal that can draw a full screen.
  case browseNeedsTerminal(month: String)
  /// `add` without a category, where none can be asked for.
  case addNeedsCategory
  /// `completion values` of a kind it does not know.
  case unknownCompletionValues(String)
  /// `edit` with nothing to change.
  case nothingToChange
  /// A column option of `--from csv` given for another format.
  case columnOptionNotForFormat(option: String, format: String)
  /// An import option the file's format does not use: `--transfer`, `--year` or `--source`.
  case importOptionNotForFormat(option: String, ImportFormatName)
  /// `--from csv` without its date and amount columns.
  case csvNeedsColumns
  /// A column named, not numbered, with `--no-header`.
  case columnByNameWithoutHeader(option: String, column: String)
  /// `export --bom --format json`.
  case bomIsForCSV
  /// `export --force` without `-o FILE`.
  case forceWithoutOutput
  /// `--discard-unpushed` without `--force`, which replaces `replaced` (`PATH`, `FILE`).
  case discardUnpushedNeedsForce(replaced: Phrase)
  /// `offline take` with `--db` naming no PostgreSQL server.
  case offlineTakeNeedsServer
  /// `offline push` whose server (the copy's, or `--to`) is not a PostgreSQL URI.
  case pushNeedsServer
  /// `offline drop CHANGE --discard-unpushed`.
  case discardUnpushedWithChange
  /// `budget set --only` without `--month`.
  case onlyNeedsMonth
  /// `edit` of several entries with `--date pick`.
  case datePickForOneEntry
  /// `edit` of `count` entries with nothing to change.
  case nothingToChangeInMany(count: Int)
  /// More entries than `limit` deleted or changed at once, without `--yes` or a terminal.
  case tooManyAtOnce(count: Int, deleting: Bool, limit: Int)
  /// `recurring add --match` without `--estimate`.
  case matchNeedsEstimate
  /// `recurring add --estimate` for income.
  case estimateNotForIncome
  /// `recurring edit ID --match` of a rule that is no estimate, without `--estimate yes`.
  case matchNeedsEstimateRule(Int64)
  /// `report --forecast-check` in a format other than a table or JSON.
  case forecastCheckFormat
  /// `config set me` on a shared ledger, where "me" is the role.
  case meIsTheRole
  /// `settle MONTH` with `--from` or `--to`.
  case monthAndRange(month: String)

  /// The refusal, said of `command`.
  func refusal(command: String?) -> UsageError {
    .invalidUsage(phrase, command: command)
  }

  public var english: String {
    switch self {
    case .datePickNeedsTerminal:
      "--date pick opens a date picker, which needs a terminal; pass --date YYYY-MM-DD"
    case .noHome:
      "cannot find the ledger: HOME is not set; pass --db PATH or set KAKEIBO_DB"
    case .ruleBeforeCalendar(let given, let earliest):
      "--from \(given): a recurring rule's months run from \(earliest) to 9999-12, the years of "
        + "the Gregorian calendar the ledger's dates follow"
    case .tooManyDue(let given, let count, let first, let last, let limit, let nearest):
      "--from \(given): the rule falls due \(Count.number(count)) times by today, from \(first) "
        + "to \(last), more entries than kakeibo makes at once without asking "
        + "(\(Count.number(limit))); pass --from \(nearest) or later, or add the rule on a "
        + "terminal, which asks"
    case .svgByMember:
      "'--format svg' draws spending by category, not by member: use it without --by and --member"
    case .monthAndSeries(let month, let option):
      "give either a month (\(month)) or \(option), not both"
    case .accessNeedsSharedLedger(let option):
      "\(option) is for a shared ledger: a ledger in a file has no access control of its own "
        + "(its file's permissions decide who may read or change it)"
    case .browseNeedsTerminal(let month):
      "'browse' needs a terminal that can draw a full screen; in scripts use "
        + "'kakeibo list --month \(month)'"
    case .addNeedsCategory:
      "'add' needs a category: pass --category 生活費, 経費 or 娯楽費"
    case .unknownCompletionValues(let name):
      "unknown values '\(name)'; expected subcategories, income-subcategories or months"
    case .nothingToChange:
      "nothing to change: pass --amount, --category, --sub, --date, --memo, --refund, "
        + "--paid-by, --split or --for"
    case .columnOptionNotForFormat(let option, let format):
      "\(option) is for --from csv, not --from \(format)"
    case .importOptionNotForFormat(let option, let format):
      switch option {
      case "--transfer":
        "--transfer is for bank and card statements and --from csv, not for " + format.english
      case "--year":
        "--year is for the dates without a year of bank and card statements, not for "
          + format.english
      default:
        "\(option) is for bank and card statements and --from csv, not for " + format.english
          + ", whose rows name their own"
      }
    case .csvNeedsColumns:
      "--from csv needs --date-col and --amount-col, such as --date-col 日付 --amount-col 金額"
    case .columnByNameWithoutHeader(let option, let column):
      "\(option) \(column): with --no-header, name columns by number from 1"
    case .bomIsForCSV:
      "--bom is for CSV: JSON never starts with a byte order mark"
    case .forceWithoutOutput:
      "--force replaces the file -o names; without -o FILE there is none"
    case .discardUnpushedNeedsForce(let replaced):
      "--discard-unpushed goes with --force, which replaces \(replaced.english)"
    case .offlineTakeNeedsServer:
      "an offline copy is taken of a shared ledger: --db must name its PostgreSQL server "
        + "(a ledger in a file is offline already; 'kakeibo backup' copies it)"
    case .pushNeedsServer:
      "--to must name the shared ledger's PostgreSQL server (postgresql://…)"
    case .discardUnpushedWithChange:
      "--discard-unpushed goes with removing the whole copy, not with CHANGE"
    case .onlyNeedsMonth:
      "--only makes a budget for one month alone; name it with --month (--month 12 --only)"
    case .datePickForOneEntry:
      "--date pick opens the date picker for one entry; give several entries a date, such as "
        + "--date 2026-11-03"
    case .nothingToChangeInMany(let count):
      "nothing to change in \(Count.number(count)) entries: pass --amount, --category, "
        + "--sub, --date, --memo, --refund, --paid-by, --split or --for (the form edits one "
        + "entry at a time)"
    case .tooManyAtOnce(let count, let deleting, let limit):
      "\(Count.number(count)) entries would be \(deleting ? "deleted" : "changed"), more than "
        + "\(limit) at once; pass --yes to go ahead, or run it on a terminal, which asks"
    case .matchNeedsEstimate:
      "--match names the payee of an estimate, which a statement row replaces; pass "
        + "--estimate too"
    case .estimateNotForIncome:
      "--estimate is for a bill whose amount varies; income is not replaced by statement rows"
    case .matchNeedsEstimateRule(let id):
      "--match names the payee of an estimate, and rule #\(id) is none; pass --estimate yes "
        + "too"
    case .forecastCheckFormat:
      "--forecast-check is shown as a table or as JSON (--format json)"
    case .meIsTheRole:
      "on a shared ledger, \"me\" is the role you connect as; 'kakeibo member rename' "
        + "changes the name shown for it"
    case .monthAndRange(let month):
      "give either a month (\(month)) or --from and --to, not both"
    }
  }

  public var japanese: String {
    switch self {
    case .datePickNeedsTerminal:
      "--date pick は日付の選択画面を開くため、端末が必要です。--date YYYY-MM-DD で指定してください"
    case .noHome:
      "台帳が見つかりません。HOME が設定されていません。--db パス を指定するか KAKEIBO_DB を設定してください"
    case .ruleBeforeCalendar(let given, let earliest):
      "--from \(given): 固定費の月は、台帳の日付が従うグレゴリオ暦の \(earliest) から 9999-12 までです"
    case .tooManyDue(let given, let count, let first, let last, let limit, let nearest):
      "--from \(given): 今日までに \(first) から \(last) まで \(Count.number(count)) 回発生し、"
        + "kakeibo が確認なしで一度に作る記録の数（\(Count.number(limit))）を超えます。"
        + "--from \(nearest) 以降を指定するか、確認できる端末で追加してください"
    case .svgByMember:
      "'--format svg' は区分ごとのグラフで、人ごとには描きません。--by と --member なしで使ってください"
    case .monthAndSeries(let month, let option):
      "月（\(month)）と \(option) は、どちらか一方だけを指定してください"
    case .accessNeedsSharedLedger(let option):
      "\(option) は共有の台帳のためのものです。ファイルの台帳には独自のアクセス制御はなく、"
        + "誰が読み書きできるかはファイルの権限で決まります"
    case .browseNeedsTerminal(let month):
      "'browse' には画面全体を描ける端末が必要です。スクリプトでは "
        + "'kakeibo list --month \(month)' を使ってください"
    case .addNeedsCategory:
      "'add' には区分が必要です。--category 生活費、経費、娯楽費 のいずれかを指定してください"
    case .unknownCompletionValues(let name):
      "'\(name)' という値の種類はありません。subcategories・income-subcategories・months のどれかを指定します"
    case .nothingToChange:
      "変更する項目がありません。--amount、--category、--sub、--date、--memo、--refund、"
        + "--paid-by、--split、--for のいずれかを指定してください"
    case .columnOptionNotForFormat(let option, let format):
      "\(option) は --from csv のためのもので、--from \(format) では使えません"
    case .importOptionNotForFormat(let option, let format):
      switch option {
      case "--year":
        "--year は銀行やカードの明細の年のない日付のためのもので、\(format.japanese)では使えません"
      case "--transfer":
        "--transfer は銀行やカードの明細と --from csv のためのもので、\(format.japanese)では使えません"
      default:
        "\(option) は銀行やカードの明細と --from csv のためのもので、行ごとに取込元を持つ"
          + "\(format.japanese)では使えません"
      }
    case .csvNeedsColumns:
      "--from csv には --date-col と --amount-col が必要です（--date-col 日付 --amount-col 金額 など）"
    case .columnByNameWithoutHeader(let option, let column):
      "\(option) \(column): --no-header のときは列を 1 から始まる番号で指定します"
    case .bomIsForCSV:
      "--bom は CSV のためのものです。JSON の先頭にバイト順マークはつけません"
    case .forceWithoutOutput:
      "--force は -o で指定したファイルを置き換えます。-o ファイル がなければ置き換えるファイルはありません"
    case .discardUnpushedNeedsForce(let replaced):
      "--discard-unpushed は、\(replaced.japanese) を置き換える --force と一緒に使います"
    case .offlineTakeNeedsServer:
      "オフラインのコピーは共有台帳から取ります。--db にはその PostgreSQL サーバーを指定します"
        + "（ファイルの台帳はすでにオフラインです。'kakeibo backup' でコピーできます）"
    case .pushNeedsServer:
      "--to には共有台帳の PostgreSQL サーバー（postgresql://…）を指定します"
    case .discardUnpushedWithChange:
      "--discard-unpushed はコピー全体を削除するときに使います。変更の番号とは一緒に使えません"
    case .onlyNeedsMonth:
      "--only は 1 か月だけの予算を作ります。その月を --month で指定してください（--month 12 --only）"
    case .datePickForOneEntry:
      "--date pick は 1 件の記録の日付を選ぶ画面を開きます。複数の記録には --date 2026-11-03 の"
        + "ように日付を指定してください"
    case .nothingToChangeInMany(let count):
      "\(Count.number(count)) 件の記録で変更する項目がありません。--amount、--category、--sub、"
        + "--date、--memo、--refund、--paid-by、--split、--for のいずれかを指定してください"
        + "（入力画面で直せるのは 1 件ずつです）"
    case .tooManyAtOnce(let count, let deleting, let limit):
      "\(Count.number(count)) 件の記録を\(deleting ? "削除" : "変更")することになり、一度に"
        + "確認なしで扱える \(limit) 件を超えます。続けるには --yes を指定するか、確認できる端末で"
        + "実行してください"
    case .matchNeedsEstimate:
      "--match は明細の行に置き換わる見込みの支払先を指定します。--estimate も指定してください"
    case .estimateNotForIncome:
      "--estimate は金額が変わる支払いのためのものです。収入は明細の行に置き換わりません"
    case .matchNeedsEstimateRule(let id):
      "--match は見込みの支払先を指定しますが、固定費 #\(id) は見込みではありません。"
        + "--estimate yes も指定してください"
    case .forecastCheckFormat:
      "--forecast-check は表か JSON（--format json）で表示します"
    case .meIsTheRole:
      "共有の台帳では、自分（me）は接続に使うロールです。表示する名前は 'kakeibo member rename' "
        + "で変えられます"
    case .monthAndRange(let month):
      "月（\(month)）と --from・--to は、どちらか一方だけを指定してください"
    }
  }
}

/// A file's format as a refusal names it: as `--from` named it, or as kakeibo recognized it.
enum ImportFormatName: Message, Equatable {
  /// Named with `--from NAME`.
  case named(String)
  /// Recognized from the file: its format's title (`Money Forward ME`).
  case recognized(String)

  public var english: String {
    switch self {
    case .named(let name): "--from " + name
    case .recognized(let title): "a " + title + " file"
    }
  }

  public var japanese: String {
    switch self {
    case .named(let name): "--from " + name + " "
    case .recognized(let title): title + " のファイル"
    }
  }
}
