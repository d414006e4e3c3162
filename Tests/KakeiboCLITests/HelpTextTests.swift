import Testing

@testable import KakeiboCLI

@Suite struct HelpTextTests {
  @Test func programHelp() throws {
    let result = try Harness().run("--help")
    #expect(result.status == .success)
    #expect(result.error == "")
    #expect(
      result.output == """
        kakeibo 0.1.0: a household ledger (家計簿) for the shell

        Usage: kakeibo [--db PATH] <command> [arguments] [options]

        Commands:
          add         Log an expense
          income      Record income (収入): a salary, a bonus, a side job
          list        List entries in date order
          browse      Browse and edit a month's entries on a full screen
          report      Show spending by category for a month or a year
          budget      Set, remove or list monthly budgets per category
          recurring   Fixed costs, instalments and regular income that enter themselves
          edit        Change an entry's amount, category, 内訳, date or memo
          delete      Delete an entry
          undo        Revert the most recent change (run again to go further back)
          redo        Re-apply the change undone last (run again after several undos)
          log         List recent changes, newest first
          import      Import expenses from a CSV file
          export      Write entries as CSV or JSON, to keep or to import elsewhere
          backup      Copy the ledger to a file, safely while it is in use
          copy        Copy the whole ledger into a new or empty ledger (a file or PostgreSQL)
          check       Check the ledger file for damage and broken rules
          config      Show or change settings, such as the day months begin on
          categories  Show the categories and their 内訳, or rename a 内訳
          member      Give, take away or list the household's access to a shared ledger
          completion  Print the shell completion script for bash, zsh or fish
          help        Show help; 'help --man' prints the manual page, kakeibo(1)

        Options:
              --db PATH  The ledger file, or a PostgreSQL URI (postgresql://…) for a ledger
                         shared on a server (default: $KAKEIBO_DB, else kakeibo/kakeibo.db
                         in $XDG_DATA_HOME or ~/.local/share)
          -h, --help     Show help
          -V, --version  Show the version

        Every expense has an amount in yen, a category (生活費, 経費 or 娯楽費), a date and a memo.
        Exit status: 0 ok, 64 usage error, 65 invalid data, 66 missing input file,
        69 server unreachable or libpq5 missing, 73 output file refused, 74 database or file
        error, 75 ledger busy or changed meanwhile, or its server starting, 77 access
        refused, 130 cancelled.

        Run 'kakeibo help <command>' for a command's arguments and options.

        """)
  }

  @Test func addHelp() throws {
    let harness = try Harness()
    let expected = """
      kakeibo add: Log an expense

      Usage: kakeibo add AMOUNT --category CATEGORY [--date DATE] [--memo TEXT]
             kakeibo add [AMOUNT] [options]   (on a terminal: asks for what is missing)

      Arguments:
        AMOUNT  Whole yen from 1 to 999,999,999,999: 1200, 1,200, ¥1200, ￥1,200,
                1200円 or １２００

      Options:
        -c, --category CATEGORY  生活費 (living), 経費 (expenses, business) or 娯楽費 (leisure, fun);
                                 also the key (livingCost), the icon name (house.fill), the start of
                                 one that no other has (娯楽, le) or its number 1-3
        -s, --sub NAME           The 内訳 under the category, such as 食費 or 外食 (up to 40
                                 characters; '' for none)
        -d, --date DATE          YYYY-MM-DD, today, yesterday, or M/D or MM-DD this year (default: today)
        -m, --memo TEXT          What it was for: one line, up to 500 characters
            --refund             A refund of an expense (返品, a cancellation): stored as a negative
                                 amount, which lowers the category's total
        -f, --format FORMAT      text or json (default: text)
            --db PATH            The ledger file, or a PostgreSQL URI (postgresql://…) for a ledger
                                 shared on a server (default: $KAKEIBO_DB, else kakeibo/kakeibo.db
                                 in $XDG_DATA_HOME or ~/.local/share)
        -h, --help               Show this help

      Prints the new entry with its id. The date is today in the local time zone
      (TZ is respected) unless --date says otherwise.

      On a terminal, 'kakeibo add' without AMOUNT opens a form that asks for the amount,
      memo, category with its 内訳, and date (those not given as options); with AMOUNT but
      no --category, the category | 内訳 picker opens, on the category and 内訳 used most
      with the same memo (or on the --sub given). In the picker ←/→ switch between the
      columns, and typing in the 内訳 column names a new 内訳, which Enter creates.
      --date pick opens the date picker. A date picked or typed there more than a year
      from today is saved only after a y/n question; --date DATE is taken as it is.
      Elsewhere AMOUNT and --category are required.

      Examples:
        kakeibo add 1200 --category 生活費 --memo スーパー
        kakeibo add ¥3,500 -c fun -d yesterday -m 映画
        kakeibo add 12000円 -c 経費 -d 11/28 -m 'USB hub'
        kakeibo add 980 -c 生活費 -s 食費 -m スーパー
        kakeibo add 300 -c 生活費 --refund -m 返品
        kakeibo add

      """
    #expect(harness.run("add", "--help").output == expected)
    #expect(harness.run("help", "add").output == expected)
    #expect(harness.run("add", "12.5", "--bogus", "-h").output == expected)
  }

  @Test func everyCommandHasHelpThatNamesItsOptions() throws {
    let harness = try Harness()
    for command in Kakeibo.commands {
      let result = harness.run("help", command.spec.name)
      #expect(result.status == .success)
      #expect(
        result.output.hasPrefix("kakeibo \(command.spec.name): \(command.spec.abstract.english)\n"))
      for option in command.spec.options where !option.isHidden {
        #expect(result.output.contains("--" + option.name), "\(command.spec.name) --\(option.name)")
      }
    }
  }

  @Test func version() throws {
    #expect(
      try Harness().run("--version")
        == .init(status: .success, output: "kakeibo 0.1.0\n", error: ""))
  }
}
