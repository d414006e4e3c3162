import ArgumentParsing

/// The manual page, kakeibo(1), that `kakeibo help --man` prints: the commands from their
/// declarations, and what those do not hold (exit statuses, environment, files).
enum Manual {
  static var page: String {
    ManualPage.render(Kakeibo.program, sections: [exitStatus, environment, files])
  }

  static let exitStatus = ManualPage.Section(
    "EXIT STATUS",
    text: "Every error is one line on standard error, and a refused command writes nothing.",
    items: ExitStatus.allCases.map { ManualPage.Item(String($0.rawValue), $0.meaning) })

  /// Every variable kakeibo reads (`Kakeibo.environmentVariables`), and those
  /// that the C library and libpq read for it.
  static let environment = ManualPage.Section(
    "ENVIRONMENT",
    items: [
      .init("KAKEIBO_DB", "The ledger, when --db is not given: a file's path or a PostgreSQL URI."),
      .init(
        "KAKEIBO_TODAY",
        "Pretend that today is this date (YYYY-MM-DD), for scripts and tests."),
      .init(
        "KAKEIBO_BUSY_TIMEOUT",
        "How long to wait for another process's or member's lock, in milliseconds (default "
          + "5000), before exiting with status 75."),
      .init(
        "XDG_DATA_HOME",
        "Where the default ledger lives (an absolute path; default ~/.local/share)."),
      .init("HOME", "The home folder, for the default ledger."),
      .init("NO_COLOR", "When set, no colour is used, even on a terminal."),
      .init(
        "COLUMNS",
        "The width tables fit (default: the terminal's, else 80); also list's memos are cut "
          + "to it when set."),
      .init(
        "TERM",
        "dumb: no colour, ASCII glyphs instead of icons and bars, and prompts read lines "
          + "instead of keys."),
      .init("LANG, LC_ALL, LC_CTYPE", "A locale that is not UTF-8 makes the glyphs ASCII."),
      .init(
        "KAKEIBO_LANG",
        "ja or en, or a locale of one (ja_JP, ja_JP.UTF-8, en_US.UTF-8; C and POSIX are "
          + "English): the language of messages, tables, charts and errors (any other value is "
          + "refused). Unset, the first of LC_ALL, LC_MESSAGES and LANG that is set decides: "
          + "Japanese when it names ja (ja_JP.UTF-8), English otherwise. CSV and JSON are the "
          + "same in both."),
      .init(
        "LANGUAGE",
        "Languages in order of preference (ja:en), as gettext reads them: without "
          + "KAKEIBO_LANG, the first of ja and en in it wins over the locale, unless the locale "
          + "is C or POSIX."),
      .init("TZ", "The time zone of today and of the dates kakeibo gives."),
      .init(
        "USER, LOGNAME",
        "The member named in the change log of a ledger in a file."),
      .init(
        "PGHOST, PGPORT, PGUSER, PGPASSWORD, PGSERVICE and the other PG*",
        "libpq's variables, for a PostgreSQL ledger (as ~/.pgpass and ~/.pg_service.conf "
          + "are)."),
    ])

  static let files = ManualPage.Section(
    "FILES",
    items: [
      .init(
        "$XDG_DATA_HOME/kakeibo/kakeibo.db",
        "The ledger when neither --db nor KAKEIBO_DB names one: an SQLite file (mode 0600), "
          + "with its -wal and -shm files beside it while in use."),
      .init("~/.local/share/kakeibo/kakeibo.db", "The same, when XDG_DATA_HOME is not set."),
    ])
}
