import Wording

/// The statuses `kakeibo` exits with, from BSD's sysexits.h where one fits.
public enum ExitStatus: Int32, Sendable, CaseIterable {
  case success = 0
  case usage = 64
  case invalidData = 65
  case noInput = 66
  case unavailable = 69
  case internalError = 70
  case cannotCreate = 73
  case ioError = 74
  case busy = 75
  case noPermission = 77
  case cancelled = 130

  /// What the status means (and its sysexits.h name), as the manual page says it.
  public var meaning: Phrase { Phrase(en: englishMeaning, ja: japaneseMeaning) }

  private var englishMeaning: String {
    switch self {
    case .success:
      "Success (also when the reader of the output goes away, as in kakeibo list | head -1)."
    case .usage:
      "Usage error: unknown command or option, missing argument, conflicting options; member "
        + "on a ledger in a file; a PostgreSQL URI that libpq does not accept (EX_USAGE)."
    case .invalidData:
      "Invalid data: bad amount, date, month, category, memo or id; unknown id; an import file "
        + "with problems (nothing imported); check found entries that break the ledger's rules "
        + "(EX_DATAERR)."
    case .noInput:
      "A missing input file (also: no ledger yet, for backup, check, copy and member) "
        + "(EX_NOINPUT)."
    case .unavailable:
      "The PostgreSQL server cannot be reached, or libpq5 is missing; nothing was written "
        + "(EX_UNAVAILABLE)."
    case .internalError: "A bug: something that should not happen did (EX_SOFTWARE)."
    case .cannotCreate:
      "export -o or backup refused its file (an existing file without --force, the ledger "
        + "itself, a directory), or copy a target that holds anything (EX_CANTCREAT)."
    case .ioError:
      "Database or file error: not a kakeibo ledger, a newer ledger version, a damaged file, "
        + "a read-only file or a full disk; the connection to the server lost (EX_IOERR)."
    case .busy:
      "The ledger is busy: another process or member held it for longer than "
        + "KAKEIBO_BUSY_TIMEOUT; nothing was written; or the entry a form saves was changed "
        + "meanwhile; or the PostgreSQL server is starting up, recovering or shutting down "
        + "(EX_TEMPFAIL)."
    case .noPermission:
      "Access refused: a wrong password, an unknown role or database, a role that is not a "
        + "member, or a read-only member's write; nothing was written (EX_NOPERM)."
    case .cancelled:
      "Cancelled: Esc, q or Ctrl-C in a form or picker, or input closed at a prompt; nothing "
        + "was written."
    }
  }

  private var japaneseMeaning: String {
    switch self {
    case .success:
      "成功です（kakeibo list | head -1 のように出力の読み手が先にいなくなったときも）。"
    case .usage:
      "使い方の誤りです: 知らないコマンドやオプション、足りない引数、同時に使えないオプション、"
        + "ファイルの台帳での member、libpq が受け付けない PostgreSQL の URI（EX_USAGE）。"
    case .invalidData:
      "データの誤りです: 金額、日付、月、区分、メモ、ID の誤り、ない ID、問題のある取込ファイル"
        + "（何も取り込みません）、台帳の規則に反する記録を check が見つけたとき（EX_DATAERR）。"
    case .noInput:
      "入力ファイルがありません（backup、check、copy、member では、台帳がまだないときも）"
        + "（EX_NOINPUT）。"
    case .unavailable:
      "PostgreSQL のサーバーにつながらないか、libpq5 がありません。何も書き込んでいません"
        + "（EX_UNAVAILABLE）。"
    case .internalError: "不具合です: 起きるはずのないことが起きました（EX_SOFTWARE）。"
    case .cannotCreate:
      "export -o か backup がそのファイルを断りました（--force のない既存のファイル、台帳そのもの、"
        + "フォルダー）。または copy の書き込み先が空ではありません（EX_CANTCREAT）。"
    case .ioError:
      "台帳かファイルの誤りです: kakeibo の台帳でない、新しい版の台帳、壊れたファイル、"
        + "読み取り専用のファイル、ディスクの空きがない、サーバーとの接続が切れた（EX_IOERR）。"
    case .busy:
      "台帳が使用中です: ほかのプロセスかメンバーが KAKEIBO_BUSY_TIMEOUT より長く使っていました。"
        + "何も書き込んでいません。または、フォームが保存する記録がその間に変えられたか、"
        + "PostgreSQL のサーバーが起動中、復旧中、停止中です（EX_TEMPFAIL）。"
    case .noPermission:
      "アクセスが拒否されました: パスワードの誤り、知らないロールやデータベース、メンバーでない"
        + "ロール、読み取り専用のメンバーの書き込み。何も書き込んでいません（EX_NOPERM）。"
    case .cancelled:
      "中止しました: フォームやピッカーで Esc、q、Ctrl-C を押したか、プロンプトで入力が閉じられました。"
        + "何も書き込んでいません。"
    }
  }
}
