import KakeiboCore
import KakeiboImport
import KakeiboStore
import Messages
import Wording

// The commands' refusals area of the catalogue: errors a command raises itself, the files it
// reads and writes, and the import file that cannot be read at all.

extension CommandError: Message {
  /// The message; `alreadyReported` and `interrupted` are said by nothing (see `Failure`).
  public var english: String {
    let quoted = Quoting.quoted
    switch self {
    case .noSuchEntry(let id):
      return "id \(quoted(String(id))): no entry has this id"
    case .noSuchRule(let id):
      return "id \(quoted(String(id))): no recurring rule has this id; 'kakeibo recurring "
        + "--all' lists them"
    case .invalidEncoding(let argument):
      return "argument \(argument) is not valid UTF-8 text; nothing was done"
    case .emptyRange(let from, let to):
      return "from \(quoted(from.description)): comes after --to \(to); the range must run "
        + "forward"
    case .cancelled:
      return "cancelled; nothing was written"
    case .interrupted, .alreadyReported:
      return ""
    case .noSuchBudget(let category, let subcategory, let month):
      let target = subcategory.map { category.name + " › " + $0.name } ?? category.name
      return "budget \(quoted(target + " " + BudgetWords.scope(month).english)): there is no such "
        + "budget; '\(Self.budgetListing(month))' lists the budgets in force"
    case .noLedger(let path):
      return "database \(Quoting.ledgerName(path)): there is no ledger here yet"
    case .checkFailed(let path, let damage, let violations):
      let found = [
        damage > 0 ? "the file is damaged (\(Count.of(damage, "problem")))" : nil,
        violations > 0
          ? "the ledger's rules are broken (\(Count.of(violations, "problem")))" : nil,
      ].compactMap { $0 }.joined(separator: ", and ")
      return "database \(Quoting.ledgerName(path)): \(found); "
        + (damage > 0
          ? "restore a backup, or export what can still be read"
          : "fix or delete those entries")
    case .importFailed(let file, let error):
      return "file \(quoted(file)): " + error.english
    case .importRefused(let file, let problems, let rows):
      return "file \(quoted(file)): \(Count.of(problems, "problem")) on \(Count.of(rows, "row")), "
        + "so nothing was imported; fix them, or pass --skip-invalid to import the other rows"
    case .unpushedChanges(let path, let count):
      return "database \(Quoting.ledgerName(path)): an offline copy with "
        + "\(Count.of(count, "change", "changes")) not pushed to its server ('kakeibo --db "
        + "\(ShownText.of(path)) offline status' lists them); pass --discard-unpushed to replace "
        + "it and lose them. Nothing was written"
    case .notAnOfflineCopy(let path):
      return "database \(Quoting.ledgerName(path)): not an offline copy; 'kakeibo --db "
        + "postgresql://… offline take FILE' takes one of a shared ledger"
    case .notTheCopysLedger(let path, let server):
      return "offline push: \(VisibleText.of(server)) is not the ledger \(ShownText.of(path)) "
        + "was taken of (its identity differs); nothing was pushed"
    case .pushAsAnotherMember(let path, let member, let role):
      return "offline push: \(ShownText.of(path)) holds the changes of \(VisibleText.of(member)), "
        + "and the server was reached as \(VisibleText.of(role)); connect as "
        + "\(VisibleText.of(member)) to push them. Nothing was pushed"
    case .noSuchUnpushedChange(let path, let change):
      return "offline drop: \(ShownText.of(path)) has no change \(change) not pushed ('kakeibo "
        + "--db \(ShownText.of(path)) offline status' lists them)"
    }
  }

  public var japanese: String {
    let quoted = Quoting.quoted
    switch self {
    case .noSuchEntry(let id):
      return "番号 \(quoted(String(id))): この番号の記録はありません"
    case .noSuchRule(let id):
      return "番号 \(quoted(String(id))): この番号の固定費はありません。"
        + "'kakeibo recurring --all' で一覧を表示できます"
    case .invalidEncoding(let argument):
      return "\(argument) 番目の引数が UTF-8 の文字列ではありません。何もしていません"
    case .emptyRange(let from, let to):
      return "--from \(quoted(from.description)): --to \(to) より後です。期間は前から後へ指定します"
    case .cancelled:
      return "取り消しました。何も書き込んでいません"
    case .interrupted, .alreadyReported:
      return ""
    case .noSuchBudget(let category, let subcategory, let month):
      let target = subcategory.map { category.name + " › " + $0.name } ?? category.name
      return "予算 \(quoted(target + " " + BudgetWords.scope(month).japanese)): その予算はありません。"
        + "有効な予算は '\(Self.budgetListing(month))' で表示できます"
    case .noLedger(let path):
      return "台帳 \(Quoting.ledgerName(path)): ここにはまだ台帳がありません"
    case .checkFailed(let path, let damage, let violations):
      let found = [
        damage > 0 ? "ファイルが壊れています（問題 \(Count.number(damage)) 件）" : nil,
        violations > 0 ? "台帳の規則に反しています（問題 \(Count.number(violations)) 件）" : nil,
      ].compactMap { $0 }.joined(separator: "。また、")
      return "台帳 \(Quoting.ledgerName(path)): \(found)。"
        + (damage > 0
          ? "バックアップから戻すか、読める分を書き出してください"
          : "それらの記録を直すか削除してください")
    case .importFailed(let file, let error):
      return "ファイル \(quoted(file)): " + error.japanese
    case .importRefused(let file, let problems, let rows):
      return "ファイル \(quoted(file)): \(Count.number(rows)) 行に問題が \(Count.number(problems)) "
        + "件あるため、何も取り込んでいません。直すか、--skip-invalid でほかの行を取り込んで"
        + "ください"
    case .unpushedChanges(let path, let count):
      return "台帳 \(Quoting.ledgerName(path)): サーバーに未送信の変更が \(Count.number(count)) "
        + "件あるオフラインのコピーです（'kakeibo --db \(ShownText.of(path)) offline status' で"
        + "一覧を表示できます）。それらを捨てて置き換えるには --discard-unpushed を指定します。"
        + "何も書き込んでいません"
    case .notAnOfflineCopy(let path):
      return "台帳 \(Quoting.ledgerName(path)): オフラインのコピーではありません。共有台帳のコピーは "
        + "'kakeibo --db postgresql://… offline take ファイル' で作れます"
    case .notTheCopysLedger(let path, let server):
      return "offline push: \(VisibleText.of(server)) は \(ShownText.of(path)) の元の台帳では"
        + "ありません（台帳の識別子が違います）。何も送っていません"
    case .pushAsAnotherMember(let path, let member, let role):
      return "offline push: \(ShownText.of(path)) は \(VisibleText.of(member)) の変更を持って"
        + "いますが、サーバーには \(VisibleText.of(role)) として接続しました。送るには "
        + "\(VisibleText.of(member)) として接続してください。何も送っていません"
    case .noSuchUnpushedChange(let path, let change):
      return "offline drop: \(ShownText.of(path)) に未送信の変更 \(change) はありません"
        + "（'kakeibo --db \(ShownText.of(path)) offline status' で一覧を表示できます）"
    }
  }

  private static func budgetListing(_ month: YearMonth) -> String {
    month == .earliest ? "kakeibo budget" : "kakeibo budget \(month)"
  }
}

extension FileError: Message {
  public var english: String {
    let quoted = Quoting.quoted
    switch self {
    case .missing(let path): return "file \(quoted(path)): no such file"
    case .unreadable(let path, let reason):
      return "file \(quoted(path)): cannot open it: \(reason.english)"
    case .isDirectory(let path): return "file \(quoted(path)): is a directory; pass a file"
    case .readFailed(let path, let reason):
      return "file \(quoted(path)): cannot read it: \(reason.english)"
    }
  }

  public var japanese: String {
    let quoted = Quoting.quoted
    switch self {
    case .missing(let path): return "ファイル \(quoted(path)): そのファイルはありません"
    case .unreadable(let path, let reason):
      return "ファイル \(quoted(path)): 開けません: \(reason.japanese)"
    case .isDirectory(let path):
      return "ファイル \(quoted(path)): フォルダーです。ファイルを指定してください"
    case .readFailed(let path, let reason):
      return "ファイル \(quoted(path)): 読めません: \(reason.japanese)"
    }
  }
}

extension OutputFileError: Message {
  public var english: String {
    let problem: String
    switch self.problem {
    case .exists: problem = "a file is already there; pass --force to replace it"
    case .isLedger: problem = "is the ledger itself; name another file"
    case .isLedgerFile(let ledger):
      problem =
        "is a file SQLite keeps beside the ledger \(Quoting.quoted(ledger)); name another file"
    case .isDirectory: problem = "is a directory; name a file"
    case .unsupported(let kind, let acceptsStreams):
      problem =
        "is \(kind.english); "
        + (acceptsStreams
          ? "expected a file, a FIFO or a character device" : "expected the path of a regular file")
    case .cannotWrite(let reason): problem = "cannot write it: \(reason.english)"
    case .engineCannotWrite(let reason): problem = "cannot write it: \(reason)"
    }
    return "\(noun.english) \(Quoting.quoted(path)): \(problem)"
  }

  public var japanese: String {
    let problem: String
    switch self.problem {
    case .exists: problem = "すでにファイルがあります。置き換えるには --force を指定します"
    case .isLedger: problem = "台帳そのものです。別のファイルを指定してください"
    case .isLedgerFile(let ledger):
      problem = "SQLite が台帳 \(Quoting.quoted(ledger)) の横に置くファイルです。別のファイルを指定してください"
    case .isDirectory: problem = "フォルダーです。ファイルを指定してください"
    case .unsupported(let kind, let acceptsStreams):
      problem =
        "\(kind.japanese)です。"
        + (acceptsStreams
          ? "ファイル、FIFO、キャラクターデバイスのいずれかを指定します" : "通常のファイルのパスを指定します")
    case .cannotWrite(let reason): problem = "書き込めません: \(reason.japanese)"
    case .engineCannotWrite(let reason): problem = "書き込めません: \(Quoting.quoted(reason))"
    }
    return "\(noun.japanese) \(Quoting.quoted(path)): \(problem)"
  }
}

extension OutputFileError.Noun: Message {
  public var english: String {
    switch self {
    case .file: "file"
    case .backup: "backup"
    case .offlineCopy: "offline copy"
    }
  }

  public var japanese: String {
    switch self {
    case .file: "ファイル"
    case .backup: "バックアップ"
    case .offlineCopy: "オフラインのコピー"
    }
  }
}

extension OutputFileError.Kind: Message {
  public var english: String {
    switch self {
    case .descriptor: "an open file descriptor"
    case .fifo: "a FIFO"
    case .device: "a device"
    case .socket: "a socket"
    case .blockDevice: "a block device"
    case .stream: "a stream"
    }
  }

  public var japanese: String {
    switch self {
    case .descriptor: "開いているファイル記述子"
    case .fifo: "FIFO"
    case .device: "デバイス"
    case .socket: "ソケット"
    case .blockDevice: "ブロックデバイス"
    case .stream: "ストリーム"
    }
  }
}

extension ImportError: Message {
  public var english: String {
    switch self {
    case .empty:
      return "is empty; expected a header row, then a row per expense"
    case .unsupportedEncoding(let name):
      return "is \(name), which kakeibo does not read; save it as UTF-8 or Shift_JIS"
    case .encodingChanged(let first, let whole):
      return "reads as \(first) at first but as \(whole) further on, so nothing was imported; "
        + "name the encoding with --encoding utf-8 or --encoding shift_jis"
    case .ambiguousEncoding(let readings):
      let pieces = readings.map { reading in
        "\(Quoting.quoted(reading.utf8)) in UTF-8 is \(Quoting.quoted(reading.shiftJIS)) in "
          + "Shift_JIS"
      }
      return "reads as well in UTF-8 as in Shift_JIS (" + pieces.joined(separator: ", ")
        + "), so kakeibo will not guess; name the encoding with --encoding utf-8 or "
        + "--encoding shift_jis"
    case .headerTooLong:
      return "the header row is longer than \(CSVReader.maximumRecordLength / 1024) KiB; "
        + "expected a header row of column names, then a row per expense"
    case .noTable(let search):
      return StatementReadingWords.noTable(search).english
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

  public var japanese: String {
    switch self {
    case .empty:
      return "空です。見出しの行と、支出ごとの行が必要です"
    case .unsupportedEncoding(let name):
      return "\(name) で、kakeibo は読めません。UTF-8 か Shift_JIS で保存してください"
    case .encodingChanged(let first, let whole):
      return "初めは \(first) として読めましたが、先では \(whole) として読めるため、何も取り込んで"
        + "いません。--encoding utf-8 か --encoding shift_jis で文字コードを指定してください"
    case .ambiguousEncoding(let readings):
      let pieces = readings.map { reading in
        "UTF-8 の \(Quoting.quoted(reading.utf8)) は Shift_JIS では "
          + "\(Quoting.quoted(reading.shiftJIS))"
      }
      return "UTF-8 としても Shift_JIS としても読めるため（" + pieces.joined(separator: "、")
        + "）、kakeibo は推測しません。--encoding utf-8 か --encoding shift_jis で文字コードを"
        + "指定してください"
    case .headerTooLong:
      return "見出しの行が \(CSVReader.maximumRecordLength / 1024) KiB より長くなっています。"
        + "列名を並べた見出しの行と、支出ごとの行が必要です"
    case .noTable(let search):
      return StatementReadingWords.noTable(search).japanese
    case .missingColumns(let names, let format):
      return "\(format.title) のファイルには " + names.joined(separator: "、")
        + " の列が必要ですが、見出しにありません"
    case .noSuchColumn(let option, let name, let header):
      return "\(option) \(name): 見出しにその列はありません。ある列は "
        + header.joined(separator: "、") + " です"
    case .columnOutOfRange(let option, let number, let width):
      return "\(option) \(number): 見出しの列は \(width) 個しかありません"
    }
  }
}

/// Refusals of the reports and of output, whichever command meets them.
enum ReportMessage: Message {
  /// The totals overflow 64-bit yen.
  case overflow
  /// Writing the output failed, with the system's words.
  case cannotWriteOutput(SystemError)
  /// The terminal could not be put in or out of raw mode, with the system's words.
  case terminal(String)
  /// An error no message was written for: a bug.
  case unexpected(String)

  public var english: String {
    switch self {
    case .overflow: "the totals are too large to add up exactly in 64-bit yen"
    case .cannotWriteOutput(let reason): "cannot write the output: \(reason.english)"
    case .terminal(let reason): "terminal: \(reason)"
    case .unexpected(let error): "unexpected error: \(error)"
    }
  }

  public var japanese: String {
    switch self {
    case .overflow: "合計が大きすぎて、64 ビットの円では正確に足し合わせられません"
    case .cannotWriteOutput(let reason): "出力を書き込めません: \(reason.japanese)"
    case .terminal(let reason): "端末: \(reason)"
    case .unexpected(let error): "予期しないエラーです: \(error)"
    }
  }
}
