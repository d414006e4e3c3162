import ArgumentParsing
import Wording

/// The manual page, kakeibo(1), that `kakeibo help --man` prints in the reader's language: the
/// commands from their declarations, and what those do not hold (exit statuses, environment,
/// files).
enum Manual {
  static func page(in language: Language) -> String {
    ManualPage.render(
      Kakeibo.program, sections: [exitStatus, environment, files], language: language)
  }

  static let exitStatus = ManualPage.Section(
    Phrase(en: "EXIT STATUS", ja: "終了ステータス"),
    text: Phrase(
      en: "Every error is one line on standard error, and a refused command writes nothing.",
      ja: "エラーはどれも標準エラー出力に 1 行で出ます。断られたコマンドは何も書き込みません。"),
    items: ExitStatus.allCases.map { ManualPage.Item(String($0.rawValue), $0.meaning) })

  /// Every variable kakeibo reads (`Kakeibo.environmentVariables`), and those
  /// that the C library and libpq read for it.
  static let environment = ManualPage.Section(
    Phrase(en: "ENVIRONMENT", ja: "環境変数"),
    items: [
      .init(
        "KAKEIBO_DB",
        Phrase(
          en: "The ledger, when --db is not given: a file's path or a PostgreSQL URI.",
          ja: "--db がないときの台帳です: ファイルのパスか PostgreSQL の URI。")),
      .init(
        "KAKEIBO_TODAY",
        Phrase(
          en: "Pretend that today is this date (YYYY-MM-DD), for scripts and tests.",
          ja: "今日をこの日付（YYYY-MM-DD）とみなします。スクリプトとテストのためです。")),
      .init(
        "KAKEIBO_BUSY_TIMEOUT",
        Phrase(
          en: "How long to wait for another process's or member's lock, in milliseconds (default "
            + "5000), before exiting with status 75.",
          ja: "ほかのプロセスやメンバーのロックを待つ時間です（ミリ秒、既定は 5000）。"
            + "過ぎるとステータス 75 で終了します。")),
      .init(
        "XDG_DATA_HOME",
        Phrase(
          en: "Where the default ledger lives (an absolute path; default ~/.local/share).",
          ja: "既定の台帳を置く場所です（絶対パス。既定は ~/.local/share）。")),
      .init(
        "HOME",
        Phrase(en: "The home folder, for the default ledger.", ja: "ホームフォルダーです。既定の台帳に使います。")),
      .init(
        "NO_COLOR",
        Phrase(
          en: "When set, no colour is used, even on a terminal.",
          ja: "設定されていると、端末でも色を使いません。")),
      .init(
        "COLUMNS",
        Phrase(
          en: "The width tables fit (default: the terminal's, else 80); also list's memos are cut "
            + "to it when set.",
          ja: "表を合わせる幅です（既定は端末の幅、なければ 80）。設定されていると、list のメモも"
            + "この幅で切ります。")),
      .init(
        "TERM",
        Phrase(
          en: "dumb: no colour, ASCII glyphs instead of icons and bars, and prompts read lines "
            + "instead of keys.",
          ja: "dumb のとき: 色を使わず、アイコンと棒グラフの代わりに ASCII の記号を使い、"
            + "プロンプトはキーではなく行を読みます。")),
      .init(
        "LANG, LC_ALL, LC_CTYPE",
        Phrase(
          en: "A locale that is not UTF-8 makes the glyphs ASCII.",
          ja: "UTF-8 でないロケールでは記号が ASCII になります。")),
      .init(
        "KAKEIBO_LANG",
        Phrase(
          en: "ja or en, or a locale of one (ja_JP, ja_JP.UTF-8, en_US.UTF-8; C and POSIX are "
            + "English): the language of messages, tables, charts and errors (any other value is "
            + "refused). Unset, the first of LC_ALL, LC_MESSAGES and LANG that is set decides: "
            + "Japanese when it names ja (ja_JP.UTF-8), English otherwise. CSV and JSON are the "
            + "same in both.",
          ja: "ja か en、またはそのロケール（ja_JP、ja_JP.UTF-8、en_US.UTF-8。C と POSIX は英語）"
            + "です: メッセージ、表、グラフ、エラーの言語（ほかの値は断ります）。設定されていない"
            + "ときは LC_ALL、LC_MESSAGES、LANG のうち最初に設定されているものが決めます: ja を"
            + "示していれば（ja_JP.UTF-8）日本語、そうでなければ英語。CSV と JSON はどちらでも"
            + "同じです。")),
      .init(
        "LANGUAGE",
        Phrase(
          en: "Languages in order of preference (ja:en), as gettext reads them: without "
            + "KAKEIBO_LANG, the first of ja and en in it wins over the locale, unless the locale "
            + "is C or POSIX.",
          ja: "好みの順の言語です（ja:en）。gettext と同じ読み方です: KAKEIBO_LANG がなければ、"
            + "この中で最初の ja か en がロケールより優先されます（ロケールが C か POSIX の"
            + "ときを除きます）。")),
      .init(
        "TZ",
        Phrase(
          en: "The time zone of today and of the dates kakeibo gives.",
          ja: "今日と、kakeibo が付ける日付のタイムゾーンです。")),
      .init(
        "USER, LOGNAME",
        Phrase(
          en: "The member named in the change log of a ledger in a file.",
          ja: "ファイルの台帳で、変更履歴に記すメンバーの名前です。")),
      .init(
        Phrase(
          en: "PGHOST, PGPORT, PGUSER, PGPASSWORD, PGSERVICE and the other PG*",
          ja: "PGHOST、PGPORT、PGUSER、PGPASSWORD、PGSERVICE ほか PG* の変数"),
        Phrase(
          en: "libpq's variables, for a PostgreSQL ledger (as ~/.pgpass and ~/.pg_service.conf "
            + "are).",
          ja: "PostgreSQL の台帳のための libpq の変数です（~/.pgpass と ~/.pg_service.conf も"
            + "同じく読まれます）。")),
    ])

  static let files = ManualPage.Section(
    Phrase(en: "FILES", ja: "ファイル"),
    items: [
      .init(
        "$XDG_DATA_HOME/kakeibo/kakeibo.db",
        Phrase(
          en: "The ledger when neither --db nor KAKEIBO_DB names one: an SQLite file (mode 0600), "
            + "with its -wal and -shm files beside it while in use.",
          ja: "--db も KAKEIBO_DB も台帳を示さないときの台帳です: SQLite のファイル（モード 0600）"
            + "で、使用中はその横に -wal と -shm のファイルができます。")),
      .init(
        "~/.local/share/kakeibo/kakeibo.db",
        Phrase(
          en: "The same, when XDG_DATA_HOME is not set.",
          ja: "XDG_DATA_HOME が設定されていないときの同じファイルです。")),
    ])
}
