import ArgumentParsing
import KakeiboCore
import KakeiboImport
import KakeiboStore
import TerminalUI
import Wording

/// Errors a command raises itself, beyond those of the parser, the domain and the store.
public enum CommandError: Error, Equatable, Sendable {
  /// No entry has this id.
  case noSuchEntry(Int64)
  /// A command-line argument's bytes are not UTF-8 (1 is the first argument).
  case invalidEncoding(argument: Int)
  /// `--from` comes after `--to`.
  case emptyRange(from: LedgerDate, to: LedgerDate)
  /// `budget unset` names a budget that does not exist.
  case noSuchBudget(Category, subcategory: Subcategory?, from: YearMonth)
  /// No recurring rule has this id.
  case noSuchRule(Int64)
  /// An import file cannot be read at all.
  case importFailed(file: String, ImportError)
  /// An import file has rows with problems (each already reported), so nothing was imported.
  case importRefused(file: String, problems: Int, rows: Int)
  /// A command that needs an existing ledger (backup, check) found no file.
  case noLedger(path: String)
  /// `check` found the file damaged, or entries breaking the ledger's rules.
  case checkFailed(path: String, damage: Int, violations: Int)
  /// The user cancelled a form or picker (Esc, q, Ctrl-C, closed input) before anything was
  /// written.
  case cancelled
  /// The user left `browse` with Ctrl-C; what was saved before stays saved.
  case interrupted
  /// `backup --force`, `offline take` or `copy` would replace an offline copy (or write into
  /// it) that holds `count` changes not pushed to its server.
  case unpushedChanges(path: String, count: Int)
  /// `offline status` on a ledger that is not an offline copy.
  case notAnOfflineCopy(path: String)
  /// The command has said what went wrong already (on more lines than one); it exits with the
  /// status.
  case alreadyReported(ExitStatus)
}

/// The one place that turns an error into the line the user reads and the status `kakeibo`
/// exits with.
public enum Failure {
  /// Returns the message (without the `kakeibo: ` prefix, or nil when nothing should be said)
  /// and the exit status for `error`, raised while running `command` when given, in
  /// `language` where the message has been written in it (English otherwise). The message
  /// is one line: whatever it repeats from outside (arguments, file names, header names,
  /// SQLite's words about a damaged schema) has its control characters made visible, and any
  /// password in it (a URI's, given as whichever argument) masked. The exit status is the same
  /// in every language.
  public static func describe(
    _ error: any Error, command: String? = nil, language: Language = .english
  ) -> (message: String?, status: ExitStatus) {
    let (message, status) = words(for: error, command: command, language: language)
    return (message.map { PasswordMasking.masked(VisibleText.of($0)) }, status)
  }

  private static func words(for error: any Error, command: String?, language: Language) -> (
    message: String?, status: ExitStatus
  ) {
    switch error {
    case let error as UsageError:
      let help = (error.command ?? command).map { "kakeibo \($0) --help" } ?? "kakeibo --help"
      let seeHelp = Phrase(en: " (see '\(help)')", ja: "（'\(help)' を参照）")
      return (error.message(in: language) + seeHelp.text(in: language), .usage)
    case let error as InvalidValue:
      if language == .japanese, let reason = error.reason, let field = japanese(error.field) {
        return (
          "\(field) \(quoted(error.value)): \(japanese(reason, amountForms: error.amountForms))",
          .invalidData
        )
      }
      return ("\(error.field.rawValue) \(quoted(error.value)): \(error.problem)", .invalidData)
    case let error as CommandError:
      return describe(error, language: language)
    case let error as LedgerError:
      return describe(error)
    case let error as FileError:
      return describe(error)
    case let error as BackupError:
      return describe(error)
    case let error as OutputFileError:
      return describe(error)
    case let problem as ImportProblem:
      return (describe(problem), .invalidData)
    case ReportError.overflow:
      return ("the totals are too large to add up exactly in 64-bit yen", .invalidData)
    case TerminalError.cannotSetMode(let reason):
      return ("terminal: \(reason)", .ioError)
    case OutputError.closed:
      return (nil, .success)
    case OutputError.failed(let reason):
      return ("cannot write the output: \(reason)", .ioError)
    default:
      return ("unexpected error: \(error)", .internalError)
    }
  }

  private static func describe(_ error: CommandError, language: Language) -> (
    message: String?, status: ExitStatus
  ) {
    switch error {
    case .noSuchEntry(let id):
      return ("id \(quoted(String(id))): no entry has this id", .invalidData)
    case .noSuchRule(let id):
      return (
        "id \(quoted(String(id))): no recurring rule has this id; 'kakeibo recurring --all' "
          + "lists them", .invalidData
      )
    case .invalidEncoding(let argument):
      return ("argument \(argument) is not valid UTF-8 text; nothing was done", .invalidData)
    case .emptyRange(let from, let to):
      return (
        "from \(quoted(from.description)): comes after --to \(to); the range must run forward",
        .invalidData
      )
    case .cancelled:
      return ("cancelled; nothing was written", .cancelled)
    case .interrupted:
      return (nil, .cancelled)
    case .noSuchBudget(let category, let subcategory, let month):
      let listing = month == .earliest ? "kakeibo budget" : "kakeibo budget \(month)"
      let target = subcategory.map { category.name + " › " + $0.name } ?? category.name
      return (
        "budget \(quoted(target + " " + Budget.scopeText(from: month))): there is no such "
          + "budget; '\(listing)' lists the budgets in force", .invalidData
      )
    case .noLedger(let path):
      return ("database \(ledgerName(path)): there is no ledger here yet", .noInput)
    case .unpushedChanges(let path, let count):
      return (
        "database \(ledgerName(path)): an offline copy with \(Count.of(count, "change", "changes")) "
          + "not pushed to its server ('kakeibo --db \(ShownText.of(path)) offline status' lists "
          + "them); pass --discard-unpushed to replace it and lose them. Nothing was written",
        .cannotCreate
      )
    case .notAnOfflineCopy(let path):
      return (
        "database \(ledgerName(path)): not an offline copy; 'kakeibo --db postgresql://… "
          + "offline take FILE' takes one of a shared ledger", .usage
      )
    case .checkFailed(let path, let damage, let violations):
      let found = [
        damage > 0 ? "the file is damaged (\(Count.of(damage, "problem")))" : nil,
        violations > 0
          ? "the ledger's rules are broken (\(Count.of(violations, "problem")))" : nil,
      ].compactMap { $0 }.joined(separator: ", and ")
      return (
        "database \(ledgerName(path)): \(found); "
          + (damage > 0
            ? "restore a backup, or export what can still be read"
            : "fix or delete those entries"),
        damage > 0 ? .ioError : .invalidData
      )
    case .importFailed(let file, let error):
      return ("file \(quoted(file)): " + describe(error, language: language), .invalidData)
    case .alreadyReported(let status):
      return (nil, status)
    case .importRefused(let file, let problems, let rows):
      return (
        "file \(quoted(file)): \(Count.of(problems, "problem")) on \(Count.of(rows, "row")), "
          + "so nothing was imported; fix them, or pass --skip-invalid to import the other rows",
        .invalidData
      )
    }
  }

  private static func describe(_ error: OutputFileError) -> (message: String?, status: ExitStatus) {
    let problem: String
    switch error.problem {
    case .exists:
      problem = "a file is already there; pass --force to replace it"
    case .isLedger:
      problem = "is the ledger itself; name another file"
    case .isLedgerFile(let ledger):
      problem = "is a file SQLite keeps beside the ledger \(quoted(ledger)); name another file"
    case .isDirectory:
      problem = "is a directory; name a file"
    case .unsupported(let kind, let expected):
      problem = "is \(kind); \(expected)"
    case .cannotWrite(let reason):
      return ("\(error.noun) \(quoted(error.path)): cannot write it: \(reason)", .ioError)
    }
    return ("\(error.noun) \(quoted(error.path)): \(problem)", .cannotCreate)
  }

  private static func describe(_ error: BackupError) -> (message: String?, status: ExitStatus) {
    switch error {
    case .cannotWrite(let reason):
      return ("backup: cannot write it: \(reason)", .ioError)
    case .damagedLedger(let path, let reason):
      return describe(LedgerError.corrupt(path: path, reason: reason))
    case .copyFailed(let error):
      return describe(error)
    }
  }

  /// `line 42: amount "12.5": yen amounts are whole numbers; …`.
  private static func describe(_ problem: ImportProblem) -> String {
    var text = "line \(problem.line): "
    switch (problem.field, problem.value) {
    case (let field?, let value?): text += "\(field) \(quoted(value)): "
    case (let field?, nil): text += "\(field): "
    case (nil, let value?): text += "\(quoted(value)): "
    case (nil, nil): break
    }
    return text + problem.problem
  }

  private static func describe(_ error: ImportError, language: Language) -> String {
    switch error {
    case .empty:
      return "is empty; expected a header row, then a row per expense"
    case .unsupportedEncoding(let name):
      return "is \(name), which kakeibo does not read; save it as UTF-8 or Shift_JIS"
    case .encodingChanged(let first, let whole):
      return "reads as \(first) at first but as \(whole) further on, so nothing was imported; "
        + "name the encoding with --encoding utf-8 or --encoding shift_jis"
    case .ambiguousEncoding(let readings):
      let pieces = readings.map { reading in
        "\(quoted(reading.utf8)) in UTF-8 is \(quoted(reading.shiftJIS)) in Shift_JIS"
      }
      return "reads as well in UTF-8 as in Shift_JIS (" + pieces.joined(separator: ", ")
        + "), so kakeibo will not guess; name the encoding with --encoding utf-8 or "
        + "--encoding shift_jis"
    case .headerTooLong:
      return "the header row is longer than \(CSVReader.maximumRecordLength / 1024) KiB; "
        + "expected a header row of column names, then a row per expense"
    case .noTable(let search):
      return StatementReadingWords.noTable(search).text(in: language)
    case .missingColumns(let names, let format):
      return "a \(format.title) file needs the column\(names.count == 1 ? "" : "s") "
        + names.joined(separator: ", ") + ", which the header lacks"
    case .noSuchColumn(let option, let name, let header):
      return "\(option) \(name): the header has no such column; it has "
        + header.joined(separator: ", ")
    case .columnOutOfRange(let option, let number, let width):
      return "\(option) \(number): the header has only \(width) column\(width == 1 ? "" : "s")"
    }
  }

  private static func describe(_ error: FileError) -> (message: String?, status: ExitStatus) {
    switch error {
    case .missing(let path):
      return ("file \(quoted(path)): no such file", .noInput)
    case .unreadable(let path, let reason):
      return ("file \(quoted(path)): cannot open it: \(reason)", .noInput)
    case .isDirectory(let path):
      return ("file \(quoted(path)): is a directory; pass a file", .noInput)
    case .readFailed(let path, let reason):
      return ("file \(quoted(path)): cannot read it: \(reason)", .ioError)
    }
  }

  private static func describe(_ error: LedgerError) -> (message: String?, status: ExitStatus) {
    switch error {
    case .isDirectory(let path):
      return (
        "database \(ledgerName(path)): is a directory; pass the path of a ledger file", .ioError
      )
    case .notARegularFile(let path, let kind):
      let what =
        switch kind {
        case .fifo: "a FIFO"
        case .characterDevice: "a character device"
        case .blockDevice: "a block device"
        case .socket: "a socket"
        }
      return (
        "database \(ledgerName(path)): is \(what), not a file; pass the path of a ledger file, "
          + "or of none yet; nothing was created", .ioError
      )
    case .cannotCreate(let path, let reason):
      return ("database \(ledgerName(path)): cannot create it: \(reason)", .ioError)
    case .cannotOpen(let path, let reason):
      return ("database \(ledgerName(path)): cannot open it: \(reason)", .ioError)
    case .notALedger(let path, let reason):
      return (
        "database \(ledgerName(path)): not a kakeibo ledger (\(reason)); it was left untouched",
        .ioError
      )
    case .newerVersion(let path, let found, let supported):
      return (
        "database \(ledgerName(path)): written by a newer kakeibo (schema version \(found); this "
          + "kakeibo knows up to \(supported)); upgrade kakeibo to use it. It was left untouched",
        .ioError
      )
    case .readOnly(let path):
      return (
        "database \(ledgerName(path)): cannot write to it (the file, its folder or its disk is "
          + "read-only); nothing was written", .ioError
      )
    case .busy(let path, let waited):
      return (
        "database \(ledgerName(path)): the ledger is busy: another process held it for more than "
          + "\(seconds(waited)); nothing was written, try again", .busy
      )
    case .busyReading(let path, let waited):
      return (
        "database \(ledgerName(path)): the ledger is busy: another process held it for more than "
          + "\(seconds(waited)), so it could not be read; try again", .busy
      )
    case .unmergedLog(let path):
      return (
        "database \(ledgerName(path)): cannot be read safely: its write-ahead log "
          + "\(quoted(path + "-wal")) holds changes not yet in the file, and the file, its "
          + "folder or its disk is read-only, so SQLite cannot open the log; make them "
          + "writable, or copy both files to a writable folder, and try again", .ioError
      )
    case .moved(let path):
      return (
        "database \(ledgerName(path)): the file was removed or replaced while kakeibo had it open; "
          + "nothing was written, try again", .ioError
      )
    case .diskFull(let path):
      return ("database \(ledgerName(path)): disk full; nothing was written", .ioError)
    case .fileSizeLimit(let path):
      return (
        "database \(ledgerName(path)): the file reached the file-size limit (ulimit -f); "
          + "nothing was written", .ioError
      )
    case .corrupt(let path, let reason):
      return (
        "database \(ledgerName(path)): the ledger is damaged (\(reason)); nothing was written; "
          + "'kakeibo check' lists the damage, and a copy made with 'kakeibo backup' can "
          + "replace the file", .ioError
      )
    case .overflow:
      return ("the totals are too large to add up exactly in 64-bit yen", .invalidData)
    case .refusedByRules(let path, let failure):
      return (
        "database \(ledgerName(path)): the ledger's rules refuse "
          + ruleWords(failure) + "; nothing was written", .invalidData
      )
    case .invalidEntry(let path, let violation):
      return (
        "database \(ledgerName(path)): " + Check.describe(violation)
          + ", as another program stored it; " + repairHint(violation)
          + ", and 'kakeibo check' lists every such entry", .invalidData
      )
    case .io(let path, let reason):
      return ("database \(ledgerName(path)): \(reason)", .ioError)
    case .notEmpty(let path):
      return (
        "database \(ledgerName(path)): already holds entries, budgets, settings or changes; copy "
          + "into a new or empty ledger. Nothing was written there", .cannotCreate
      )
    case .noSuchEntries(let ids):
      let listed =
        ids.prefix(5).map { "#\($0)" }.joined(separator: ", ") + (ids.count > 5 ? ", …" : "")
      return (
        "id \(quoted(listed)): no entry has \(ids.count == 1 ? "this id" : "these ids"); nothing "
          + "was changed", .invalidData
      )
    case .undoBlocked(let change, let later):
      return (
        "cannot undo change \(change.id) (\(change.summary)): change \(later.id) by "
          + "\(memberName(later.member)) (\(later.summary)) changed the same since; nothing was "
          + "undone", .invalidData
      )
    case .redoBlocked(let change, let later):
      return (
        "cannot redo change \(change.id) (\(change.summary)): change \(later.id) by "
          + "\(memberName(later.member)) (\(later.summary)) changed the same since; nothing was "
          + "redone", .invalidData
      )
    case .changedSinceUndo(let change, let later):
      return (
        "nothing to redo: change \(later.id) (\(later.summary)) was made after the last undo "
          + "(of change \(change.id)), and a new change ends what redo can re-apply", .invalidData
      )
    case .engineMissing(let path, let reason):
      return (
        "database \(ledgerName(path)): PostgreSQL ledgers need libpq5 (on Debian: apt install "
          + "libpq5), which could not be loaded (\(reason))", .unavailable
      )
    case .unreachable(let path, let server, let reason):
      return (
        "database \(ledgerName(path)): cannot reach the server"
          + (server.isEmpty ? "" : " at \(server)") + ": \(reason); nothing was written",
        .unavailable
      )
    case .connectionString(let path, let uri):
      return (
        "database \(ledgerName(path)): is a libpq key=value connection string, which kakeibo "
          + "does not take; name the ledger by its URI, \(uri), with the password in "
          + "~/.pgpass or PGPASSFILE. Nothing was created", .usage
      )
    case .invalidLocation(let path, let reason):
      return (
        "database \(ledgerName(path)): not a connection URI libpq accepts (\(reason)); expected "
          + "postgresql://[ROLE@]HOST[:PORT]/DATABASE[?PARAMETER=VALUE&…], as libpq documents it",
        .usage
      )
    case .serverNotReady(let path, let server, let phase, let reason):
      let what =
        phase == .startingUp
        ? "is starting up (or recovering) and does not accept connections yet"
        : "is shutting down and does not accept connections"
      return (
        "database \(ledgerName(path)): the server" + (server.isEmpty ? "" : " at \(server)")
          + " \(what) (\(reason)); nothing was written, try again in a moment", .busy
      )
    case .accessDenied(let path, let reason):
      return (
        "database \(ledgerName(path)): the server refused the connection: \(reason)", .noPermission
      )
    case .notAMember(let path, let role, let owner):
      return (
        "database \(ledgerName(path)): role \(role) has no access to this ledger; its owner, "
          + "\(owner), gives it with 'kakeibo member add \(role)'", .noPermission
      )
    case .readOnlyAccess(let path, let reason):
      return (
        "database \(ledgerName(path)): you have read-only access to this ledger (\(reason)); "
          + "nothing was written", .noPermission
      )
    case .changedSince(let id, let isDeleted, let change):
      let what = isDeleted ? "was deleted" : "was changed"
      let who = change.map { " by \(memberName($0.member)) (change \($0.id): \($0.summary))" } ?? ""
      return (
        "entry #\(id) \(what) since it was shown\(who); nothing was written, look again and "
          + "retry", .busy
      )
    case .notShared(let path):
      return (
        "database \(ledgerName(path)): a ledger in a file has no members; sharing needs a "
          + "PostgreSQL ledger (see 'kakeibo copy')", .usage
      )
    case .notOwner(let path, let owner):
      return (
        "database \(ledgerName(path)): only the ledger's owner, \(owner), can change its members",
        .noPermission
      )
    case .noSuchRole(let path, let role):
      return (
        "role \(quoted(role)): the server of \(ledgerName(path)) has no such role; create it first "
          + "(CREATE ROLE … LOGIN)", .invalidData
      )
    case .connectionLost(let path, let reason):
      return (
        "database \(ledgerName(path)): the connection to the server was lost (\(reason)); nothing "
          + "was written", .ioError
      )
    }
  }

  // MARK: Japanese

  /// A field's name in a Japanese message, for the fields whose reasons are worded in it.
  private static func japanese(_ field: InvalidValue.Field) -> String? {
    switch field {
    case .amount: "金額"
    case .date: "日付"
    case .category: "区分"
    case .language: "言語"
    default: nil
    }
  }

  /// `reason` in Japanese, with what is accepted, as `InvalidValue.english(_:amountForms:)`
  /// words it.
  private static func japanese(_ reason: InvalidValue.Reason, amountForms forms: Yen.Forms)
    -> String
  {
    let amountForms =
      forms == .typed
      ? "。1 から 999,999,999,999 までの整数の円で、1200、1,200、¥1,200、1200円、１２００、"
        + "1万、1.5万、2万3千、一万二千 のように書きます"
      : "。1 から 999,999,999,999 までの整数の円で、1200、1,200、¥1200、￥1,200、1200円、"
        + "１２００ のように書きます"
    let dateForms =
      "。YYYY-MM-DD、today（今日）、yesterday（昨日）、今年の M/D・MM-DD・11月4日、2026年11月4日、"
      + "今月の 4日、今日、昨日、おととい、3日前 のように書きます"
    let categories = Category.allCases.map(\.namesText).joined(separator: "、")
    switch reason {
    case .noAmount: return "金額がありません" + amountForms
    case .negativeExpense(let magnitude):
      return "金額は正の数です。返金は金額に --refund をつけて "
        + "\(magnitude.isEmpty ? "300" : magnitude) --refund のように書きます" + amountForms
    case .negativeAmount: return "金額は正の数です。¥500 の支出は 500 と書きます" + amountForms
    case .fractionalAmount: return "円の金額は整数です" + amountForms
    case .notAnAmount: return "円の金額ではありません" + amountForms
    case .misgroupedAmount: return "カンマは 3 桁ごとに入れます" + amountForms
    case .amountTooLarge: return "大きすぎます" + amountForms
    case .amountTooSmall: return "1 以上です" + amountForms
    case .misorderedUnits:
      return "単位は 2万3千、1億2000万 のように大きい順に一度ずつ書きます" + amountForms
    case .unitWithoutNumber(let unit):
      return "\(unit) の前には 1\(unit) のように数が要ります" + amountForms
    case .fractionBeforeMoreUnits:
      return "小数は 1.5万 のように単位が一つのときだけ書けます" + amountForms
    case .dateOutOfRange: return "扱える範囲の外です" + dateForms
    case .notADate: return "日付ではありません" + dateForms
    case .yearOutOfRange: return "年は 0001 から 9999 までです" + dateForms
    case .noSuchMonth(let month): return "\(month) 月はありません" + dateForms
    case .noSuchDay(let day, let month, let days):
      return "\(month) は \(days) 日までで、\(day) 日はありません" + dateForms
    case .noSuchCategory(let isTyped, let nearest):
      return "その区分はありません。使えるのは \(categories)"
        + (isTyped ? "、その頭の部分（ほかの区分と重ならないもの）、または番号 1-\(Category.allCases.count)" : "")
        + " です" + (nearest.map { "。\($0.options) のことですか？" } ?? "")
    case .subcategoryOfSeveral(let matches, let name):
      let names = matches.map(\.name)
      return names.joined(separator: "と") + "の両方の内訳です。-c \(names.first ?? "") -s "
        + "\(VisibleText.of(name)) のように区分も指定してください"
    case .ambiguousCategory(let matches):
      return "複数の区分の頭の部分です（"
        + matches.map(\.namesText).joined(separator: "、") + "）。もっと長く書いてください"
    case .unknownLanguage:
      return "KAKEIBO_LANG は ja か en、そのロケール名（ja_JP、ja_JP.UTF-8、en_US.UTF-8）、"
        + "または C か POSIX（英語）です（未設定なら LC_ALL、LC_MESSAGES、LANG に従います）"
    }
  }

  /// What a refused write would have stored, as `refusedByRules` says it: `the date of an
  /// entry (a value out of range)`.
  static func ruleWords(_ failure: ConstraintFailure) -> String {
    let owners = [
      "entries": "an entry", "recurring_rules": "a recurring rule", "budgets": "a budget",
      "settings": "a setting", "changes": "a change", "recurring_occurrences": "an occurrence",
    ]
    let fields = [
      "date": "date", "amount": "amount", "category": "category", "memo": "memo",
      "kind": "kind", "subcategory": "内訳", "source": "source", "first_date": "first date",
      "last_date": "last date", "resume_date": "next date", "end_date": "end date",
      "from_month": "first month", "day": "day", "times": "number of times", "value": "value",
      "fingerprint": "fingerprint", "search_key": "search key",
    ]
    let owner = failure.table.flatMap { owners[$0] } ?? (failure.table.map { "a row of \($0)" })
    let field = failure.column.map { fields[$0] ?? $0 }
    let what =
      switch (field, owner) {
      case (let field?, let owner?): "the \(field) of \(owner)"
      case (let field?, nil): "the \(field) it would store"
      case (nil, let owner?): "what it would store in \(owner)"
      case (nil, nil): "what it would store"
      }
    let why =
      switch failure.kind {
      case .check: "a value they do not allow"
      case .notNull: "a missing value"
      case .unique: "a value that is there already"
      case .foreignKey: "a reference to nothing"
      case .other: "a value they do not allow"
      }
    return what + " (" + why + ")"
  }

  /// How to repair the entry that breaks the rule `violation`: the edit that gives it a valid
  /// value, or deleting it.
  static func repairHint(_ violation: RuleViolation) -> String {
    guard let id = violation.entry else { return "restore a backup" }
    let delete = "'kakeibo delete \(id)'"
    switch violation {
    case .date: return "'kakeibo edit \(id) --date YYYY-MM-DD' or \(delete) repairs it"
    case .category: return "'kakeibo edit \(id) --category CATEGORY' or \(delete) repairs it"
    case .amount: return "'kakeibo edit \(id) --amount AMOUNT' or \(delete) repairs it"
    case .memo, .subcategory, .source: return "'kakeibo edit \(id)' or \(delete) repairs it"
    default: return "\(delete) repairs it"
    }
  }

  /// A member as messages name them: the role or login name, or "someone" for a change
  /// recorded before kakeibo kept members.
  static func memberName(_ member: String) -> String {
    member.isEmpty ? "someone" : member
  }

  /// `5 seconds`, `1 second`, `0.2 seconds`, `0.001 seconds`: exact, without trailing zeros.
  static func seconds(_ milliseconds: Int32) -> String {
    if milliseconds == 1000 { return "1 second" }
    var fraction = String(milliseconds % 1000)
    fraction = String(repeating: "0", count: 3 - fraction.count) + fraction
    while fraction.last == "0" { fraction.removeLast() }
    return "\(milliseconds / 1000)" + (fraction.isEmpty ? "" : "." + fraction) + " seconds"
  }

  /// The ledger's location as messages name it, quoted as `quoted` does but never cut: a
  /// PostgreSQL URI's host and options come last, and a message must say which ledger it is.
  static func ledgerName(_ path: String) -> String {
    quoted(path, cutAfter: .max)
  }

  /// The value in double quotes, on one line: control characters (and other invisible ones,
  /// such as a zero-width space) are shown as escapes, quotes and backslashes are escaped, and
  /// a very long value is cut, so that the message stays one readable line.
  static func quoted(_ value: String) -> String {
    quoted(value, cutAfter: 80)
  }

  /// `value` quoted as `quoted(_:)` does, cut after `limit` characters.
  private static func quoted(_ value: String, cutAfter limit: Int) -> String {
    var text = ""
    var count = 0
    for scalar in value.unicodeScalars {
      if count == limit {
        text += "…"
        break
      }
      count += 1
      switch scalar {
      case "\"": text += "\\\""
      case "\\": text += "\\\\"
      case _ where VisibleText.isHidden(scalar) || scalar.properties.generalCategory == .format:
        text += VisibleText.escape(scalar)
      default:
        text.unicodeScalars.append(scalar)
      }
    }
    return "\"" + text + "\""
  }
}
