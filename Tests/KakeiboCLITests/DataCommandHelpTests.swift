import Testing

@testable import KakeiboCLI

/// The help of import, list, export, backup and check, as exact text.
@Suite struct DataCommandHelpTests {
  @Test func importHelp() throws {
    #expect(
      try Harness().run("help", "import").output == """
        kakeibo import: Import expenses from a CSV file

        Usage: kakeibo import FILE [--from FORMAT] [--map SOURCE=CATEGORY ...] [--dry-run] [options]
               kakeibo import FILE --date-col COL --amount-col COL [--category-col COL] [--memo-col COL ...] [options]

        Arguments:
          FILE  The file to read; - for standard input

        Options:
              --from FORMAT          kakeibo, moneyforward, zaim or csv (default: recognized from
                                     the content)
              --map SOURCE=CATEGORY  Put the app's category SOURCE, or a statement's rows whose memo
                                     holds SOURCE, in CATEGORY (repeatable), with a 内訳 after a /:
                                     such as --map 食費=娯楽費 or --map AMAZON=経費/通販
              --transfer PATTERN     A statement's row whose description holds PATTERN is a transfer
                                     between your own accounts, not spending (repeatable)
              --keep-matches         Import statement rows that are entries typed by hand already
              --year YYYY            The year of dates without one; default: the latest that puts
                                     each on or before the statement's end, or today
              --source NAME          The bank, card or account the rows come from: a statement's,
                                     instead of the one it names, or a --from csv file's
              --skip-lines N         Pass over the first N lines before looking for the table
              --encoding ENCODING    utf-8 or shift_jis (also utf8, sjis, cp932): read the file so
                                     (default: decided from the file's bytes)
              --dry-run              Show what would be imported, and write nothing
              --skip-invalid         Import the valid rows even when others have problems
              --date-col COL         csv: the date column, by header name or number from 1
              --amount-col COL       csv: the amount column (whole yen)
              --income-col COL       csv: a bank's deposits column (income), beside --amount-col's
                                     withdrawals
              --category-col COL     csv: the category column
              --sub-col COL          csv: the 内訳 column
              --memo-col COL         csv: a memo column (repeatable: joined by ' / ')
          -c, --category CATEGORY    csv: the category of every row, for a file without one
              --no-header            csv: the first row is data, not column names
              --db PATH              The ledger file, or a PostgreSQL URI (postgresql://…) for a ledger
                                     shared on a server (default: $KAKEIBO_DB, else kakeibo/kakeibo.db
                                     in $XDG_DATA_HOME or ~/.local/share)
          -h, --help                 Show this help

        Formats, recognized by their header row:
          kakeibo       what 'kakeibo export --format csv' writes (id,date,amount,category,memo,
                        subcategory,kind,source,ledger), without the ' it puts before a text
                        that starts like a formula; files without the later columns still import
          moneyforward  Money Forward ME's 入出金 export, rows that count (計算対象 1, 振替 0):
                        a negative 金額 is an expense whose 内訳 is the 大項目; a positive one is
                        income when the 大項目 is 収入 (内訳 the 中項目), else a refund; memo
                        内容 / メモ; category from 中項目, 大項目; source 保有金融機関
          zaim          Zaim's export: payments and income, unless 集計に含めない; 内訳 the
                        カテゴリ; memo お店 / 品目 / メモ; category from カテゴリの内訳, カテゴリ;
                        source 支払元 (income's: 入金先)
        Files may be UTF-8 (with or without a BOM) or Shift_JIS (CP932), with CRLF, LF or CR
        line ends and RFC 4180 quoting. The encoding is decided from the whole file, whatever its
        format; standard input is decided by its first characters that are not ASCII, and
        refused if the rest reads otherwise. A file that reads as well in both (a few Latin
        letters or kana, nothing else) is refused: --encoding names the encoding.

        Any bank's or card company's statement is read with no options. Its table is found in
        its first 50 lines by a header that names a date column and an amount column (日付,
        利用日, 摘要, ご利用店名, お引出し, 利用金額, 入出金, …), or by rows of a date, a text and an
        amount; lines before it and lines in it that are no rows (card holders', totals, notes)
        are skipped and counted, and it ends at a total, a row of *, or another section's title
        or header. Dates in any form (2024/05/01, 20240501, 2024年5月1日, R6.5.1; 5/1 in the
        statement's own year); amounts with ¥ or a backslash, 円, △ or ▲. Uses and withdrawals
        are expenses, cancellations and discounts refunds, deposits income; card bills, moves
        between your own accounts, cash at an ATM and e-money charges are transfers, counted as
        skipped. On a card, a row paid at once counts what is billed, an instalment what was
        used. Each entry keeps the bank or card the file names as its source (--source names
        another). --dry-run shows how the table was read; a file kakeibo cannot read is refused
        with what it understood and the options that would read it. A row with the amount of an
        entry typed by hand (no source) dated at most 3 days from it is that entry: it is not
        imported, and the entry gains the row's source (closest dates pair first, then the
        earliest entry); --keep-matches imports such rows too.

        Categories: a --map rule wins; then a name that is a kakeibo category; then the defaults
        (趣味・娯楽, 交際費, エンタメ, 娯楽, レジャー, 趣味 → 娯楽費; 事業経費, 事業原価,
        事業投資, 事業, 仕事 → 経費); anything else is 生活費. A statement's expense takes the
        category (and 内訳) of most earlier expenses with the same memo, as the entry form does,
        unless a --map rule's SOURCE is in its memo; a memo never seen is 生活費.

        The import is one transaction. A row with a problem is reported with its line and field,
        and then nothing is written (exit status 65), unless --skip-invalid is given. Each
        imported entry keeps a fingerprint of its source row, identical rows numbered by how
        often they occur in the file, so importing the same file (its rows in any order, or an
        overlapping export) again adds only what is new. A row of kakeibo's export counts as the
        entry it was exported from only in the ledger its ledger column names.

        Examples:
          kakeibo import moneyforward.csv --dry-run
          kakeibo import zaim.csv --map 日用雑貨=生活費 --map エンタメ=fun
          kakeibo import smbc-card.csv --map スターバックス=娯楽費/カフェ
          kakeibo import mufg-bank.csv --transfer ヤマダタロウ --dry-run
          kakeibo import mobile-suica.csv --year 2026
          kakeibo import bank.csv --from csv --date-col 取引日 --amount-col お引出し --income-col お預入れ
          kakeibo import card.csv --from csv --date-col 利用日 --amount-col 利用金額 -c 生活費
          kakeibo export --format csv | kakeibo --db other.db import -

        """)
  }

  @Test func listHelp() throws {
    #expect(
      try Harness().run("help", "list").output == """
        kakeibo list: List entries in date order

        Usage: kakeibo list [--month MONTH | --from DATE --to DATE] [--category CATEGORY] [--source NAME] [--search TEXT] [--format FORMAT]

        Options:
              --month MONTH        Only this month: 2026-11, 2026/11, 2026年11月, 11 or 11月 (the latest
                                   November), this (今月) or last (先月)
              --from DATE          Only from this date on
              --to DATE            Only up to this date (inclusive)
          -c, --category CATEGORY  生活費 (living), 経費 (expenses, business) or 娯楽費 (leisure, fun);
                                   also the key (livingCost), the icon name (house.fill), the start of
                                   one that no other has (娯楽, le) or its number 1-3
              --source NAME        Only entries imported from NAME, a bank, card or account such
                                   as 三菱UFJ銀行 or ビューカード (letter case and width aside)
              --search TEXT        Only entries whose memo or 内訳 contains TEXT (any letter case,
                                   full- or half-width: ｎｅｔｆｌｉｘ finds Netflix, ｾﾌﾞﾝ finds セブン)
          -f, --format FORMAT      table, csv or json (default: table)
              --db PATH            The ledger file, or a PostgreSQL URI (postgresql://…) for a ledger
                                   shared on a server (default: $KAKEIBO_DB, else kakeibo/kakeibo.db
                                   in $XDG_DATA_HOME or ~/.local/share)
          -h, --help               Show this help

        Without --month, --from or --to, every entry is listed. On a terminal, or when COLUMNS
        is set, the table fits the width: memos are cut with …, never amounts or dates. CSV has
        a header row and the columns id,date,amount,category,memo,subcategory,kind,source,ledger,
        as 'export' writes it; JSON is an array of entries. An entry's source is the bank, card
        or account it was imported from (empty for an entry typed by hand); --source NAME names
        one that some entry has, in full. --search finds TEXT anywhere in a memo or a 内訳 (not
        across the two), letter case aside and in Unicode's NFKC form, as browse's / does; it
        combines with the other filters, and the count and total are of the entries found.

        Examples:
          kakeibo list --month 2026-11
          kakeibo list --from 2026-11-01 --to 2026-11-15 --category 娯楽費
          kakeibo list --source ビューカード --month 2026-11
          kakeibo list --search netflix
          kakeibo list --format csv > entries.csv

        """)
  }

  @Test func exportHelp() throws {
    #expect(
      try Harness().run("help", "export").output == """
        kakeibo export: Write entries as CSV or JSON, to keep or to import elsewhere

        Usage: kakeibo export [--format csv|json] [--month MONTH | --from DATE --to DATE] [--search TEXT] [--bom] [-o FILE [--force]]

        Options:
          -f, --format FORMAT  csv or json (default: csv)
              --month MONTH    Only this month: 2026-11, 2026/11, 2026年11月, 11 or 11月 (the latest
                               November), this (今月) or last (先月)
              --from DATE      Only from this date on
              --to DATE        Only up to this date (inclusive)
              --search TEXT    Only entries whose memo or 内訳 contains TEXT (any letter case,
                               full- or half-width: ｎｅｔｆｌｉｘ finds Netflix, ｾﾌﾞﾝ finds セブン)
              --bom            Start CSV with a UTF-8 byte order mark, for Excel
          -o, --output FILE    Write to FILE instead of standard output (a new file appears
                               only once complete)
              --force          With -o: replace FILE if it is a file that exists
              --db PATH        The ledger file, or a PostgreSQL URI (postgresql://…) for a ledger
                               shared on a server (default: $KAKEIBO_DB, else kakeibo/kakeibo.db
                               in $XDG_DATA_HOME or ~/.local/share)
          -h, --help           Show this help

        CSV has a header row and the columns id,date,amount,category,memo,subcategory,kind,
        source,ledger, as 'list --format csv' writes; source is the bank, card or account an
        entry was imported from (empty for one typed by hand), and ledger, always the last
        column, this ledger's identity, so that an import into it knows its own entries. A
        text that starts with =, +, - or @ (or with ' before one) gets a ' in front, so that a
        spreadsheet shows it as text instead of running it; 'kakeibo import' takes it off and
        reads the file back to the same entries. JSON is an array of entries, as 'list --format
        json' writes. Without --month, --from or --to, every entry is written, in date order,
        then by id. --search writes only the entries whose memo or 内訳 contains TEXT, as 'list
        --search' finds them.

        -o FILE refuses an existing file unless --force is given; then the new file keeps the
        old one's permissions. FILE may not be the ledger itself. A FIFO, a device or a file
        descriptor (-o /dev/stdout, -o >(gzip > entries.csv.gz)) is written into as it is, and
        a symbolic link stays: the file it points to is written.

        Examples:
          kakeibo export -o kakeibo.csv
          kakeibo export -o >(gzip > kakeibo.csv.gz)
          kakeibo export --month 2026-11 --bom -o 2026-11.csv
          kakeibo export --format json --from 2026-01-01 --to 2026-06-30

        """)
  }

  @Test func backupHelp() throws {
    #expect(
      try Harness().run("help", "backup").output == """
        kakeibo backup: Copy the ledger to a file, safely while it is in use

        Usage: kakeibo backup PATH [--force]

        Arguments:
          PATH  The backup file to write

        Options:
              --force    Replace PATH if it is a file that exists
              --db PATH  The ledger file, or a PostgreSQL URI (postgresql://…) for a ledger
                         shared on a server (default: $KAKEIBO_DB, else kakeibo/kakeibo.db
                         in $XDG_DATA_HOME or ~/.local/share)
          -h, --help     Show this help

        The copy is the ledger as it was when the backup began (SQLite's VACUUM INTO), even while
        another kakeibo writes to it; it is written beside PATH and put in place only when
        complete, readable only by you. It is a ledger itself: kakeibo --db PATH list reads it.
        An existing PATH is refused unless --force is given; then the new file keeps the old
        one's permissions. PATH may not be the ledger itself, a FIFO or a device; a symbolic
        link stays, and the file it points to is written.

        Examples:
          kakeibo backup ~/backups/kakeibo-2026-11-30.db
          kakeibo backup latest.db --force

        """)
  }

  @Test func checkHelp() throws {
    #expect(
      try Harness().run("help", "check").output == """
        kakeibo check: Check the ledger file for damage and broken rules

        Usage: kakeibo check [options]

        Options:
              --db PATH  The ledger file, or a PostgreSQL URI (postgresql://…) for a ledger
                         shared on a server (default: $KAKEIBO_DB, else kakeibo/kakeibo.db
                         in $XDG_DATA_HOME or ~/.local/share)
          -h, --help     Show this help

        Runs SQLite's integrity check, which reads every page of the file, then the ledger's own
        checks: the categories are kakeibo's three, and every entry has a real date, a whole
        amount from 1 to 999,999,999,999 yen, a known category, a valid memo, a valid 内訳 and
        source (or none), and no fingerprint or one of 16 bytes. Prints what it found. Exit
        status: 0 when all is well, 74 when the file is damaged, 65 when the file is sound but
        entries break the rules (as a client that bypassed the schema could make them).

        Examples:
          kakeibo check
          kakeibo --db backup.db check

        """)
  }

  @Test func undoHelp() throws {
    #expect(
      try Harness().run("help", "undo").output == """
        kakeibo undo: Revert the most recent change (run again to go further back)

        Usage: kakeibo undo [--format FORMAT]

        Options:
          -f, --format FORMAT  text or json (default: text)
              --db PATH        The ledger file, or a PostgreSQL URI (postgresql://…) for a ledger
                               shared on a server (default: $KAKEIBO_DB, else kakeibo/kakeibo.db
                               in $XDG_DATA_HOME or ~/.local/share)
          -h, --help           Show this help

        Every add, edit, delete, import, budget and setting change is recorded; undo
        reverts the newest one not yet undone (an import as a whole) and says what it
        reverted. A deleted entry comes back with its id. A command that changed nothing
        (an import of rows already there, an edit to the same values) is recorded too:
        undo then says so and touches nothing else. 'kakeibo redo' re-applies what undo
        reverted, until a new change is made. 'kakeibo log' lists the changes.

        Examples:
          kakeibo undo
          kakeibo redo
          kakeibo log

        """)
  }

  @Test func reportHelp() throws {
    #expect(
      try Harness().run("help", "report").output == """
        kakeibo report: Show spending by category for a month or a year

        Usage: kakeibo report [MONTH] [--top N | --detail] [--search TEXT] [--format FORMAT]
               kakeibo report --year [YYYY] [--detail] [--search TEXT] [--format FORMAT]
               kakeibo report --last [N] [--detail] [--search TEXT] [--format FORMAT]

        Arguments:
          MONTH  The month to summarise: 2026-11, 11, last (default: this month)

        Options:
              --year [YYYY]      Summarise a whole year, month by month (default: this year)
              --last [N]         Summarise the last N months, ending with this one (default: 6)
              --top N            Under each category, its N largest memos of the month
              --detail           Under each category, its 内訳 (and the income's); with --year and
                                 --last, a row per 内訳
              --search TEXT      Only entries whose memo or 内訳 contains TEXT (any letter case,
                                 full- or half-width: ｎｅｔｆｌｉｘ finds Netflix, ｾﾌﾞﾝ finds セブン)
              --month-start DAY  Months begin on this day (1 to 28) for this command only
                                 (default: the month-start setting, else 1)
          -f, --format FORMAT    table, csv, json or svg (default: table); svg, a chart, is for
                                 --year and --last
              --db PATH          The ledger file, or a PostgreSQL URI (postgresql://…) for a ledger
                                 shared on a server (default: $KAKEIBO_DB, else kakeibo/kakeibo.db
                                 in $XDG_DATA_HOME or ~/.local/share)
          -h, --help             Show this help

        The monthly summary lists every category, spent in or not, with its total, the
        number of entries, its share of the month, the change against the previous month
        (+¥1,300 more, −¥140 less, in red and green on a colour terminal; — when the
        previous month had nothing) and a bar scaled to the largest category, then the
        month's total. Shares are rounded so that they add up to exactly 100%. Categories
        with a budget are shown against it, over-budget ones marked; the current month
        also shows the days left and the average spent per day. A refund lowers its
        category's total, which may fall below zero: it then has no share (—) and no bar.
        A month with income adds it, the balance (収支: income minus expenses) and the
        savings rate (貯蓄率: the balance over the income); income is no category's.
        --detail lists each category's 内訳 with its share of the category.
        The yearly summary and --last have a row per month and a column per category, with
        the totals of every row and column, the average month and a sparkline per
        category. The average is over the months the ledger covers (from its first entry's
        month to this one), and the footer says how many.
        A month is YYYY-MM, YYYY/MM, 2026年11月, M or M月 (the latest such month, this one
        included), this (今月) or last (先月).
        Months begin on the month-start setting ('kakeibo config'); the header shows the
        dates each report covers. Tables fit COLUMNS (or the terminal); bars shrink first.
        --search adds up only the entries whose memo or 内訳 contains TEXT, as 'list
        --search' finds them (the header says so); budgets, what is scheduled and the
        month's pace are of all the entries, so a search's report leaves them out.

        Examples:
          kakeibo report
          kakeibo report 2026-11 --top 3
          kakeibo report 2026-11 --detail
          kakeibo report 2026-11 --format json
          kakeibo report --year 2026 --search 整体
          kakeibo report --year 2026
          kakeibo report --last 12
          kakeibo report --year 2026 --format svg > 2026.svg

        """)
  }

  @Test func redoHelp() throws {
    #expect(
      try Harness().run("help", "redo").output == """
        kakeibo redo: Re-apply the change undone last (run again after several undos)

        Usage: kakeibo redo [--format FORMAT]

        Options:
          -f, --format FORMAT  text or json (default: text)
              --db PATH        The ledger file, or a PostgreSQL URI (postgresql://…) for a ledger
                               shared on a server (default: $KAKEIBO_DB, else kakeibo/kakeibo.db
                               in $XDG_DATA_HOME or ~/.local/share)
          -h, --help           Show this help

        Puts back exactly what your latest undo reverted (an import as a whole) and says
        what it re-applied; after several undos, each redo re-applies the next, in order.
        A change made after the undo, by anyone, ends what redo can re-apply: redo then
        refuses (65), names that change and changes nothing. On a shared ledger it
        re-applies only your own undos. 'kakeibo log' marks a redone change 'redone'.

        Examples:
          kakeibo undo
          kakeibo redo

        """)
  }

  @Test func logHelp() throws {
    #expect(
      try Harness().run("help", "log").output == """
        kakeibo log: List recent changes, newest first

        Usage: kakeibo log [--limit N] [--format FORMAT]

        Options:
          -n, --limit N        How many changes to show (default: 20)
          -f, --format FORMAT  table or json (default: table)
              --db PATH        The ledger file, or a PostgreSQL URI (postgresql://…) for a ledger
                               shared on a server (default: $KAKEIBO_DB, else kakeibo/kakeibo.db
                               in $XDG_DATA_HOME or ~/.local/share)
          -h, --help           Show this help

        Times are local. Undone changes are marked 'undone'; 'kakeibo undo' reverts the
        newest change that is not. A change 'kakeibo redo' re-applied is in force again,
        marked 'redone'.

        Examples:
          kakeibo log
          kakeibo log -n 100 --format json

        """)
  }
}
