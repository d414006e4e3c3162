import Testing

/// Help in Japanese (issue 16): the program's help entirely, and each command's headings, its
/// abstract and the common options; the command's own options and notes are still English.
@Suite struct JapaneseHelpTests {
  @Test(arguments: JapaneseTests.japanese)
  func programHelpIsJapanese(environment: [String: String?]) throws {
    let sandbox = try Sandbox()
    let expected = """
      kakeibo 0.1.0: シェルで使う家計簿

      使い方: kakeibo [--db PATH] <コマンド> [引数] [オプション]

      コマンド:
        add         支出を記録します
        income      収入を記録します（給料、賞与、副業など）
        list        記録を日付順に一覧します
        browse      1 か月の記録を全画面で見て編集します
        report      月または年の支出を区分ごとに表示します
        budget      区分ごとの月の予算を設定・削除・一覧します
        recurring   自動で記録される固定費・分割払い・定期収入
        edit        記録の金額・区分・内訳・日付・メモを変更します
        delete      記録を削除します
        undo        直前の変更を取り消します（繰り返すとさらに前に戻ります）
        redo        最後に取り消した変更をやり直します（何度か取り消したら繰り返します）
        log         最近の変更を新しい順に一覧します
        import      CSV ファイルから支出を取り込みます
        export      記録を CSV か JSON で書き出します（保存用や、ほかのアプリに取り込むため）
        backup      使用中でも安全に、台帳をファイルにコピーします
        copy        台帳全体を新しい、または空の台帳（ファイルか PostgreSQL）にコピーします
        check       台帳ファイルの破損と規則違反を調べます
        config      月の始まりの日などの設定を表示・変更します
        categories  区分とその内訳を表示し、内訳の名前を変えます
        member      共有台帳への世帯のアクセスを与える・取り上げる・一覧します
        completion  bash・zsh・fish のシェル補完スクリプトを出力します
        help        ヘルプを表示します。'help --man' はマニュアルページ kakeibo(1) を出力します

      オプション:
            --db PATH  台帳のファイル、またはサーバーで共有する台帳の PostgreSQL URI
                       （postgresql://…）（省略時: $KAKEIBO_DB、なければ $XDG_DATA_HOME
                       または ~/.local/share の kakeibo/kakeibo.db）
        -h, --help     ヘルプを表示します
        -V, --version  バージョンを表示します

      支出にはそれぞれ円の金額、区分（生活費・経費・娯楽費）、日付、メモがあります。
      終了ステータス: 0 成功、64 コマンドラインの誤り、65 不正なデータ、66 入力ファイルがない、
      69 サーバーに接続できない・libpq5 がない、73 出力ファイルを書けない、74 データベースか
      ファイルのエラー、75 台帳が使用中・途中で変更された・サーバーが起動中、77 アクセスが
      拒否された、130 中止。

      コマンドの引数とオプションは 'kakeibo help <コマンド>' で表示します。

      """
    #expect(try sandbox.ok(["--help"], environment: environment) == expected)
    #expect(try sandbox.ok(["help"], environment: environment) == expected)
  }

  @Test(arguments: JapaneseTests.japanese)
  func commandHelpHasJapaneseHeadingsAndAbstract(environment: [String: String?]) throws {
    let sandbox = try Sandbox()
    let expected = """
      kakeibo backup: 使用中でも安全に、台帳をファイルにコピーします

      使い方: kakeibo backup PATH [--force]

      引数:
        PATH  The backup file to write

      オプション:
            --force    Replace PATH if it is a file that exists
            --db PATH  台帳のファイル、またはサーバーで共有する台帳の PostgreSQL URI
                       （postgresql://…）（省略時: $KAKEIBO_DB、なければ $XDG_DATA_HOME
                       または ~/.local/share の kakeibo/kakeibo.db）
        -h, --help     このヘルプを表示します

      The copy is the ledger as it was when the backup began (SQLite's VACUUM INTO), even while
      another kakeibo writes to it; it is written beside PATH and put in place only when
      complete, readable only by you. It is a ledger itself: kakeibo --db PATH list reads it.
      An existing PATH is refused unless --force is given; then the new file keeps the old
      one's permissions. PATH may not be the ledger itself, a FIFO or a device; a symbolic
      link stays, and the file it points to is written.

      例:
        kakeibo backup ~/backups/kakeibo-2026-11-30.db
        kakeibo backup latest.db --force

      """
    #expect(try sandbox.ok(["backup", "--help"], environment: environment) == expected)
    #expect(try sandbox.ok(["help", "backup"], environment: environment) == expected)
  }

  @Test func subcommandsHeadingAndLastLineAreJapanese() throws {
    let help = try Sandbox().ok(["help", "budget"], environment: ["KAKEIBO_LANG": "ja"])
    #expect(help.hasPrefix("kakeibo budget: 区分ごとの月の予算を設定・削除・一覧します\n\n"))
    #expect(
      help.contains(
        """

        使い方: kakeibo budget [MONTH] [--format FORMAT]
                kakeibo budget set CATEGORY AMOUNT [--sub NAME] [--month MONTH]

        """))
    #expect(
      help.contains(
        "\nサブコマンド:\n  set    Set a category's (or 内訳's) budget, for every month or from a month on\n"
      ))
    #expect(help.contains("  -f, --format FORMAT    table・csv・json のどれか（省略時: table）\n"))
    #expect(help.contains("\n例:\n  kakeibo budget set 生活費 80000\n"))
    #expect(
      help.hasSuffix(
        "\nサブコマンドの引数とオプションは 'kakeibo budget <サブコマンド> --help' で表示します。\n"))
  }

  @Test func englishLocaleKeepsEnglishHelp() throws {
    let help = try Sandbox().ok(["help", "backup"], environment: ["LANG": "en_US.UTF-8"])
    #expect(
      help.hasPrefix(
        "kakeibo backup: Copy the ledger to a file, safely while it is in use\n\nUsage:"))
    #expect(help.contains("\nOptions:\n"))
    #expect(help.contains("\nExamples:\n"))
  }
}
