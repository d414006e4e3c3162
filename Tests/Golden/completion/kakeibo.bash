# bash completion for kakeibo, written by 'kakeibo completion bash'
# from the declarations of its commands.

# The commands, each with what it does.
_kakeibo_commands() {
  printf '%s\t%s\n' \
    'add' 'Log an expense' \
    'income' 'Record income (収入): a salary, a bonus, a side job' \
    'list' 'List entries in date order' \
    'browse' 'Browse and edit a month'\''s entries on a full screen' \
    'report' 'Show spending by category for a month or a year' \
    'budget' 'Set, remove or list monthly budgets per category' \
    'recurring' 'Fixed costs, instalments and regular income that enter themselves' \
    'edit' 'Change entries'\'' amount, category, 内訳, date or memo' \
    'delete' 'Delete entries' \
    'undo' 'Revert the most recent change (run again to go further back)' \
    'redo' 'Re-apply the change undone last (run again after several undos)' \
    'log' 'List recent changes, newest first' \
    'import' 'Import expenses from a CSV file' \
    'export' 'Write entries as CSV or JSON, to keep or to import elsewhere' \
    'backup' 'Copy the ledger to a file, safely while it is in use' \
    'copy' 'Copy the whole ledger into a new or empty ledger (a file or PostgreSQL)' \
    'offline' 'Take an offline copy of a shared ledger, and push its changes back to the server' \
    'check' 'Check the ledger file for damage and broken rules' \
    'config' 'Show or change settings, such as the day months begin on' \
    'categories' 'Show the categories and their 内訳, or rename or move a 内訳' \
    'member' 'Give, take away or list the household'\''s access to a shared ledger' \
    'settle' 'Settle up: who paid what, whose it was, and who owes whom (精算)' \
    'completion' 'Print the shell completion script for bash, zsh or fish' \
    'help' 'Show help'
}

# The subcommands of the command $1.
_kakeibo_subcommands() {
  case "$1${2+ $2}" in
    'budget')
      printf '%s\t%s\n' \
        'set' 'Set a category'\''s (or 内訳'\''s) budget, for every month, from a month on or for one month' \
        'unset' 'Remove a budget'
      ;;
    'recurring')
      printf '%s\t%s\n' \
        'list' 'List the rules in force, with what each will still add (the default)' \
        'add' 'Add a rule: its entries appear on their own when due' \
        'edit' 'Change a rule from after today on' \
        'remove' 'End a rule today; the entries it made stay'
      ;;
    'offline')
      printf '%s\t%s\n' \
        'take' 'Write the shared ledger (--db) into a file, as an offline copy' \
        'status' 'Show the copy'\''s server, its changes not pushed, and the server'\''s since (the default)' \
        'push' 'Replay the copy'\''s changes on its server, then bring the copy up to date' \
        'pull' 'Bring the server'\''s changes since into the copy' \
        'drop' 'Give up one of the copy'\''s changes, or remove the copy'
      ;;
    'config')
      printf '%s\t%s\n' \
        'get' 'Print a setting'\''s value' \
        'set' 'Change a setting' \
        'unset' 'Return a setting to its default'
      ;;
    'categories')
      printf '%s\t%s\n' \
        'rename' 'Rename a 内訳 on every entry, or merge it into another' \
        'move' 'Move a 内訳 to another category, with its entries, budgets and rules'
      ;;
    'member')
      printf '%s\t%s\n' \
        'list' 'List the members and their access (the default)' \
        'add' 'Give a role access to the ledger' \
        'rename' 'Change the name shown for a member' \
        'remove' 'Take a role'\''s access away'
      ;;
    *)
      return 1
      ;;
  esac
}

# The options of the scope $1 (a command, or a command and subcommand).
_kakeibo_options() {
  case "$1${2+ $2}" in
    '')
      printf '%s\t%s\n' \
        '--db' 'The ledger file, or a PostgreSQL URI (postgresql://…) for a ledger shared on a server (default: $KAKEIBO_DB, else kakeibo/kakeibo.db in $XDG_DATA_HOME or ~/.local/share)' \
        '--help' 'Show help' \
        '--version' 'Show the version'
      ;;
    'add')
      printf '%s\t%s\n' \
        '--category' '生活費 (living), 経費 (expenses, business) or 娯楽費 (leisure, fun); also the key (livingCost), the icon name (house.fill), the start of one that no other has (娯楽, le), its number 1-3, or a 内訳 that only one category uses (食費)' \
        '-c' '生活費 (living), 経費 (expenses, business) or 娯楽費 (leisure, fun); also the key (livingCost), the icon name (house.fill), the start of one that no other has (娯楽, le), its number 1-3, or a 内訳 that only one category uses (食費)' \
        '--sub' 'The 内訳 under the category, such as 食費 or 外食 (up to 40 characters; '\'''\'' for none)' \
        '-s' 'The 内訳 under the category, such as 食費 or 外食 (up to 40 characters; '\'''\'' for none)' \
        '--date' 'YYYY-MM-DD, today, yesterday, M/D or MM-DD this year, 11月4日, 4日 (this month), 今日, 昨日, おととい or 3日前; pick opens the date picker (default: today)' \
        '-d' 'YYYY-MM-DD, today, yesterday, M/D or MM-DD this year, 11月4日, 4日 (this month), 今日, 昨日, おととい or 3日前; pick opens the date picker (default: today)' \
        '--memo' 'What it was for: one line, up to 500 characters' \
        '-m' 'What it was for: one line, up to 500 characters' \
        '--refund' 'A refund of an expense (返品, a cancellation): stored as a negative amount, which lowers the category'\''s total' \
        '--paid-by' 'Who paid (for income: who received it), one of the household'\''s people (default: me)' \
        '--split' 'Split this entry by weights, such as 美咲=1,健太=2 (default: the household'\''s split)' \
        '--for' 'The entry is NAME'\''s alone (with --paid-by someone else: 立替, paid for NAME)' \
        '--format' 'text or json (default: text)' \
        '-f' 'text or json (default: text)' \
        '--db' 'The ledger file, or a PostgreSQL URI (postgresql://…) for a ledger shared on a server (default: $KAKEIBO_DB, else kakeibo/kakeibo.db in $XDG_DATA_HOME or ~/.local/share)' \
        '--help' 'Show help'
      ;;
    'income')
      printf '%s\t%s\n' \
        '--sub' 'What kind of income, its 内訳: 給与, 賞与, 副業… (up to 40 characters)' \
        '-s' 'What kind of income, its 内訳: 給与, 賞与, 副業… (up to 40 characters)' \
        '--date' 'YYYY-MM-DD, today, yesterday, M/D or MM-DD this year, 11月4日, 4日 (this month), 今日, 昨日, おととい or 3日前 (default: today)' \
        '-d' 'YYYY-MM-DD, today, yesterday, M/D or MM-DD this year, 11月4日, 4日 (this month), 今日, 昨日, おととい or 3日前 (default: today)' \
        '--memo' 'What it was for: one line, up to 500 characters' \
        '-m' 'What it was for: one line, up to 500 characters' \
        '--paid-by' 'Who paid (for income: who received it), one of the household'\''s people (default: me)' \
        '--split' 'Split this entry by weights, such as 美咲=1,健太=2 (default: the household'\''s split)' \
        '--for' 'The entry is NAME'\''s alone (with --paid-by someone else: 立替, paid for NAME)' \
        '--format' 'text or json (default: text)' \
        '-f' 'text or json (default: text)' \
        '--db' 'The ledger file, or a PostgreSQL URI (postgresql://…) for a ledger shared on a server (default: $KAKEIBO_DB, else kakeibo/kakeibo.db in $XDG_DATA_HOME or ~/.local/share)' \
        '--help' 'Show help'
      ;;
    'list')
      printf '%s\t%s\n' \
        '--month' 'Only this month: 2026-11, 2026/11, 2026年11月, 11 or 11月 (the latest November), this (今月) or last (先月)' \
        '--from' 'Only from this date on, written as for add'\''s --date (2026-11-01, 11/1, 11月1日, 3日前)' \
        '--to' 'Only up to this date (inclusive), written as for --from' \
        '--category' '生活費 (living), 経費 (expenses, business) or 娯楽費 (leisure, fun); also the key (livingCost), the icon name (house.fill), the start of one that no other has (娯楽, le), its number 1-3, or a 内訳 that only one category uses (食費)' \
        '-c' '生活費 (living), 経費 (expenses, business) or 娯楽費 (leisure, fun); also the key (livingCost), the icon name (house.fill), the start of one that no other has (娯楽, le), its number 1-3, or a 内訳 that only one category uses (食費)' \
        '--sub' 'The 内訳 under the category, such as 食費 or 外食 (up to 40 characters; '\'''\'' for none)' \
        '-s' 'The 内訳 under the category, such as 食費 or 外食 (up to 40 characters; '\'''\'' for none)' \
        '--source' 'Only entries imported from NAME, a bank, card or account such as 三菱UFJ銀行 or ビューカード (letter case and width aside)' \
        '--search' 'Only entries whose memo or 内訳 contains TEXT (any letter case, full- or half-width: ｎｅｔｆｌｉｘ finds Netflix, ｾﾌﾞﾝ finds セブン)' \
        '--paid-by' 'Only entries NAME paid (or, for income, received)' \
        '--for' 'Only entries in which NAME has a share' \
        '--format' 'table, csv or json (default: table)' \
        '-f' 'table, csv or json (default: table)' \
        '--db' 'The ledger file, or a PostgreSQL URI (postgresql://…) for a ledger shared on a server (default: $KAKEIBO_DB, else kakeibo/kakeibo.db in $XDG_DATA_HOME or ~/.local/share)' \
        '--help' 'Show help'
      ;;
    'browse')
      printf '%s\t%s\n' \
        '--month-start' 'Months begin on this day (1 to 28) for this command only (default: the month-start setting, else 1)' \
        '--db' 'The ledger file, or a PostgreSQL URI (postgresql://…) for a ledger shared on a server (default: $KAKEIBO_DB, else kakeibo/kakeibo.db in $XDG_DATA_HOME or ~/.local/share)' \
        '--help' 'Show help'
      ;;
    'report')
      printf '%s\t%s\n' \
        '--year' 'Summarise a whole year, month by month (default: this year)' \
        '--last' 'Summarise the last N months, ending with this one (default: 6)' \
        '--top' 'Under each category, its N largest memos of the month' \
        '--detail' 'Under each category, its 内訳 (and the income'\''s); with --year and --last, a row per 内訳; with --format svg, each bar stacks them' \
        '--search' 'Only entries whose memo or 内訳 contains TEXT (any letter case, full- or half-width: ｎｅｔｆｌｉｘ finds Netflix, ｾﾌﾞﾝ finds セブン)' \
        '--forecast-check' 'Replay the month-end forecast over the last 12 months: what it said on the 10th and the 20th against what happened, and its mean error' \
        '--by' 'member (default: member); a column per person of the household: each one'\''s share of every category, what they paid, and the totals' \
        '--member' 'NAME'\''s share of each category and 内訳, and of income, beside the totals' \
        '--month-start' 'Months begin on this day (1 to 28) for this command only (default: the month-start setting, else 1)' \
        '--format' 'table, csv, json or svg (default: table); svg draws a chart: a month'\''s categories, or --year and --last month by month' \
        '-f' 'table, csv, json or svg (default: table); svg draws a chart: a month'\''s categories, or --year and --last month by month' \
        '--db' 'The ledger file, or a PostgreSQL URI (postgresql://…) for a ledger shared on a server (default: $KAKEIBO_DB, else kakeibo/kakeibo.db in $XDG_DATA_HOME or ~/.local/share)' \
        '--help' 'Show help'
      ;;
    'budget')
      printf '%s\t%s\n' \
        '--month-start' 'Months begin on this day (1 to 28) for this command only (default: the month-start setting, else 1)' \
        '--format' 'table, csv or json (default: table)' \
        '-f' 'table, csv or json (default: table)' \
        '--month' 'The budget from this month on (default: every month): 2026-11, this, last, or a month number alone for the nearest such month (12 in November is the coming December)' \
        '--sub' 'The budget of a 内訳 of the category, such as 食費' \
        '-s' 'The budget of a 内訳 of the category, such as 食費' \
        '--only' 'The budget of the --month month alone (December'\''s, for the year-end): the month after, the budget from before is in force again' \
        '--db' 'The ledger file, or a PostgreSQL URI (postgresql://…) for a ledger shared on a server (default: $KAKEIBO_DB, else kakeibo/kakeibo.db in $XDG_DATA_HOME or ~/.local/share)' \
        '--help' 'Show help'
      ;;
    'budget set')
      printf '%s\t%s\n' \
        '--month' 'The budget from this month on (default: every month): 2026-11, this, last, or a month number alone for the nearest such month (12 in November is the coming December)' \
        '--sub' 'The budget of a 内訳 of the category, such as 食費' \
        '-s' 'The budget of a 内訳 of the category, such as 食費' \
        '--only' 'The budget of the --month month alone (December'\''s, for the year-end): the month after, the budget from before is in force again' \
        '--db' 'The ledger file, or a PostgreSQL URI (postgresql://…) for a ledger shared on a server (default: $KAKEIBO_DB, else kakeibo/kakeibo.db in $XDG_DATA_HOME or ~/.local/share)' \
        '--help' 'Show help'
      ;;
    'budget unset')
      printf '%s\t%s\n' \
        '--month' 'The budget from this month on (default: every month): 2026-11, this, last, or a month number alone for the nearest such month (12 in November is the coming December)' \
        '--sub' 'The budget of a 内訳 of the category, such as 食費' \
        '-s' 'The budget of a 内訳 of the category, such as 食費' \
        '--db' 'The ledger file, or a PostgreSQL URI (postgresql://…) for a ledger shared on a server (default: $KAKEIBO_DB, else kakeibo/kakeibo.db in $XDG_DATA_HOME or ~/.local/share)' \
        '--help' 'Show help'
      ;;
    'recurring')
      printf '%s\t%s\n' \
        '--all' 'The rules that have ended too' \
        '--format' 'table, csv or json (default: table)' \
        '-f' 'table, csv or json (default: table)' \
        '--category' '生活費 (living), 経費 (expenses, business) or 娯楽費 (leisure, fun); also the key (livingCost), the icon name (house.fill), the start of one that no other has (娯楽, le), its number 1-3, or a 内訳 that only one category uses (食費)' \
        '-c' '生活費 (living), 経費 (expenses, business) or 娯楽費 (leisure, fun); also the key (livingCost), the icon name (house.fill), the start of one that no other has (娯楽, le), its number 1-3, or a 内訳 that only one category uses (食費)' \
        '--income' 'The rule is income (給与), not an expense' \
        '--sub' 'The 内訳 under the category, such as 食費 or 外食 (up to 40 characters; '\'''\'' for none)' \
        '-s' 'The 内訳 under the category, such as 食費 or 外食 (up to 40 characters; '\'''\'' for none)' \
        '--memo' 'What it was for: one line, up to 500 characters' \
        '-m' 'What it was for: one line, up to 500 characters' \
        '--day' 'The day of the month, 1 to 31; a shorter month'\''s last day when it has fewer' \
        '--from' 'The first month, as for budget --month (default: this month)' \
        '--until' 'The last month (included)' \
        '--times' 'An instalment plan: N monthly entries in all (1 to 600), then it ends' \
        '--business-day' 'none, next or previous (default: none); an entry due on a Saturday, Sunday or Japanese public holiday moves to the next or previous business day (a 口座振替 on the 27th)' \
        '--estimate' 'The amount is an estimate (電気, ガス): its entries are provisional (見込み) until an imported statement row of the payee, within 7 days, replaces one' \
        '--match' 'The payee as a statement'\''s description names it (東京電力), for an estimate; default: the memo' \
        '--paid-by' 'Who paid (for income: who received it), one of the household'\''s people (default: me)' \
        '--split' 'Split this entry by weights, such as 美咲=1,健太=2 (default: the household'\''s split)' \
        '--for' 'The entry is NAME'\''s alone (with --paid-by someone else: 立替, paid for NAME)' \
        '--amount' 'The new amount, as for add' \
        '-a' 'The new amount, as for add' \
        '--db' 'The ledger file, or a PostgreSQL URI (postgresql://…) for a ledger shared on a server (default: $KAKEIBO_DB, else kakeibo/kakeibo.db in $XDG_DATA_HOME or ~/.local/share)' \
        '--help' 'Show help'
      ;;
    'recurring list')
      printf '%s\t%s\n' \
        '--all' 'The rules that have ended too' \
        '--format' 'table, csv or json (default: table)' \
        '-f' 'table, csv or json (default: table)' \
        '--db' 'The ledger file, or a PostgreSQL URI (postgresql://…) for a ledger shared on a server (default: $KAKEIBO_DB, else kakeibo/kakeibo.db in $XDG_DATA_HOME or ~/.local/share)' \
        '--help' 'Show help'
      ;;
    'recurring add')
      printf '%s\t%s\n' \
        '--category' '生活費 (living), 経費 (expenses, business) or 娯楽費 (leisure, fun); also the key (livingCost), the icon name (house.fill), the start of one that no other has (娯楽, le), its number 1-3, or a 内訳 that only one category uses (食費)' \
        '-c' '生活費 (living), 経費 (expenses, business) or 娯楽費 (leisure, fun); also the key (livingCost), the icon name (house.fill), the start of one that no other has (娯楽, le), its number 1-3, or a 内訳 that only one category uses (食費)' \
        '--income' 'The rule is income (給与), not an expense' \
        '--sub' 'The 内訳 under the category, such as 食費 or 外食 (up to 40 characters; '\'''\'' for none)' \
        '-s' 'The 内訳 under the category, such as 食費 or 外食 (up to 40 characters; '\'''\'' for none)' \
        '--memo' 'What it was for: one line, up to 500 characters' \
        '-m' 'What it was for: one line, up to 500 characters' \
        '--day' 'The day of the month, 1 to 31; a shorter month'\''s last day when it has fewer' \
        '--from' 'The first month, as for budget --month (default: this month)' \
        '--until' 'The last month (included)' \
        '--times' 'An instalment plan: N monthly entries in all (1 to 600), then it ends' \
        '--business-day' 'none, next or previous (default: none); an entry due on a Saturday, Sunday or Japanese public holiday moves to the next or previous business day (a 口座振替 on the 27th)' \
        '--estimate' 'The amount is an estimate (電気, ガス): its entries are provisional (見込み) until an imported statement row of the payee, within 7 days, replaces one' \
        '--match' 'The payee as a statement'\''s description names it (東京電力), for an estimate; default: the memo' \
        '--paid-by' 'Who paid (for income: who received it), one of the household'\''s people (default: me)' \
        '--split' 'Split this entry by weights, such as 美咲=1,健太=2 (default: the household'\''s split)' \
        '--for' 'The entry is NAME'\''s alone (with --paid-by someone else: 立替, paid for NAME)' \
        '--db' 'The ledger file, or a PostgreSQL URI (postgresql://…) for a ledger shared on a server (default: $KAKEIBO_DB, else kakeibo/kakeibo.db in $XDG_DATA_HOME or ~/.local/share)' \
        '--help' 'Show help'
      ;;
    'recurring edit')
      printf '%s\t%s\n' \
        '--amount' 'The new amount, as for add' \
        '-a' 'The new amount, as for add' \
        '--day' 'The day of the month, 1 to 31; a shorter month'\''s last day when it has fewer' \
        '--until' 'The last month (included), or none for no end' \
        '--times' 'An instalment plan: N monthly entries in all (1 to 600), then it ends' \
        '--memo' 'What it was for: one line, up to 500 characters' \
        '-m' 'What it was for: one line, up to 500 characters' \
        '--category' '生活費 (living), 経費 (expenses, business) or 娯楽費 (leisure, fun); also the key (livingCost), the icon name (house.fill), the start of one that no other has (娯楽, le), its number 1-3, or a 内訳 that only one category uses (食費)' \
        '-c' '生活費 (living), 経費 (expenses, business) or 娯楽費 (leisure, fun); also the key (livingCost), the icon name (house.fill), the start of one that no other has (娯楽, le), its number 1-3, or a 内訳 that only one category uses (食費)' \
        '--sub' 'The 内訳 under the category, such as 食費 or 外食 (up to 40 characters; '\'''\'' for none)' \
        '-s' 'The 内訳 under the category, such as 食費 or 外食 (up to 40 characters; '\'''\'' for none)' \
        '--business-day' 'none, next or previous (default: none); an entry due on a Saturday, Sunday or Japanese public holiday moves to the next or previous business day (a 口座振替 on the 27th)' \
        '--estimate' 'yes: the amount is an estimate (見込み) that a statement row replaces; no: it is fixed' \
        '--match' 'The payee as a statement names it, for an estimate ('\'''\'' for the memo)' \
        '--paid-by' 'Who paid (for income: who received it), one of the household'\''s people (default: me)' \
        '--split' 'Split this entry by weights, such as 美咲=1,健太=2 (default: the household'\''s split)' \
        '--for' 'The entry is NAME'\''s alone (with --paid-by someone else: 立替, paid for NAME)' \
        '--db' 'The ledger file, or a PostgreSQL URI (postgresql://…) for a ledger shared on a server (default: $KAKEIBO_DB, else kakeibo/kakeibo.db in $XDG_DATA_HOME or ~/.local/share)' \
        '--help' 'Show help'
      ;;
    'recurring remove')
      printf '%s\t%s\n' \
        '--db' 'The ledger file, or a PostgreSQL URI (postgresql://…) for a ledger shared on a server (default: $KAKEIBO_DB, else kakeibo/kakeibo.db in $XDG_DATA_HOME or ~/.local/share)' \
        '--help' 'Show help'
      ;;
    'edit')
      printf '%s\t%s\n' \
        '--amount' 'Whole yen, as for add' \
        '-a' 'Whole yen, as for add' \
        '--category' '生活費 (living), 経費 (expenses, business) or 娯楽費 (leisure, fun); also the key (livingCost), the icon name (house.fill), the start of one that no other has (娯楽, le), its number 1-3, or a 内訳 that only one category uses (食費)' \
        '-c' '生活費 (living), 経費 (expenses, business) or 娯楽費 (leisure, fun); also the key (livingCost), the icon name (house.fill), the start of one that no other has (娯楽, le), its number 1-3, or a 内訳 that only one category uses (食費)' \
        '--sub' 'The 内訳 under the category, such as 食費 or 外食 (up to 40 characters; '\'''\'' for none)' \
        '-s' 'The 内訳 under the category, such as 食費 or 外食 (up to 40 characters; '\'''\'' for none)' \
        '--date' 'YYYY-MM-DD, today, yesterday, M/D or MM-DD this year, 11月4日, 4日 (this month), 今日, 昨日, おととい or 3日前; pick opens the date picker' \
        '-d' 'YYYY-MM-DD, today, yesterday, M/D or MM-DD this year, 11月4日, 4日 (this month), 今日, 昨日, おととい or 3日前; pick opens the date picker' \
        '--memo' 'What it was for: one line, up to 500 characters' \
        '-m' 'What it was for: one line, up to 500 characters' \
        '--refund' 'Make the expense a refund (its amount negative)' \
        '--paid-by' 'Who paid (for income: who received it), one of the household'\''s people (default: me)' \
        '--split' 'Split this entry by weights, such as 美咲=1,健太=2 (default: the household'\''s split)' \
        '--for' 'The entry is NAME'\''s alone (with --paid-by someone else: 立替, paid for NAME)' \
        '--yes' 'Go ahead with more than 10 entries without asking (needed without a terminal)' \
        '-y' 'Go ahead with more than 10 entries without asking (needed without a terminal)' \
        '--format' 'text or json (default: text)' \
        '-f' 'text or json (default: text)' \
        '--db' 'The ledger file, or a PostgreSQL URI (postgresql://…) for a ledger shared on a server (default: $KAKEIBO_DB, else kakeibo/kakeibo.db in $XDG_DATA_HOME or ~/.local/share)' \
        '--help' 'Show help'
      ;;
    'delete')
      printf '%s\t%s\n' \
        '--yes' 'Go ahead with more than 10 entries without asking (needed without a terminal)' \
        '-y' 'Go ahead with more than 10 entries without asking (needed without a terminal)' \
        '--format' 'text or json (default: text)' \
        '-f' 'text or json (default: text)' \
        '--db' 'The ledger file, or a PostgreSQL URI (postgresql://…) for a ledger shared on a server (default: $KAKEIBO_DB, else kakeibo/kakeibo.db in $XDG_DATA_HOME or ~/.local/share)' \
        '--help' 'Show help'
      ;;
    'undo')
      printf '%s\t%s\n' \
        '--format' 'text or json (default: text)' \
        '-f' 'text or json (default: text)' \
        '--db' 'The ledger file, or a PostgreSQL URI (postgresql://…) for a ledger shared on a server (default: $KAKEIBO_DB, else kakeibo/kakeibo.db in $XDG_DATA_HOME or ~/.local/share)' \
        '--help' 'Show help'
      ;;
    'redo')
      printf '%s\t%s\n' \
        '--format' 'text or json (default: text)' \
        '-f' 'text or json (default: text)' \
        '--db' 'The ledger file, or a PostgreSQL URI (postgresql://…) for a ledger shared on a server (default: $KAKEIBO_DB, else kakeibo/kakeibo.db in $XDG_DATA_HOME or ~/.local/share)' \
        '--help' 'Show help'
      ;;
    'log')
      printf '%s\t%s\n' \
        '--limit' 'How many changes to show (default: 20)' \
        '-n' 'How many changes to show (default: 20)' \
        '--format' 'table or json (default: table)' \
        '-f' 'table or json (default: table)' \
        '--db' 'The ledger file, or a PostgreSQL URI (postgresql://…) for a ledger shared on a server (default: $KAKEIBO_DB, else kakeibo/kakeibo.db in $XDG_DATA_HOME or ~/.local/share)' \
        '--help' 'Show help'
      ;;
    'import')
      printf '%s\t%s\n' \
        '--from' 'kakeibo, moneyforward, zaim or csv (default: recognized from the content)' \
        '--map' 'Put the app'\''s category SOURCE, or a statement'\''s rows whose memo holds SOURCE, in CATEGORY (repeatable), with a 内訳 after a /: such as --map 食費=娯楽費 or --map AMAZON=経費/通販' \
        '--transfer' 'A statement'\''s row whose description holds PATTERN is a transfer between your own accounts, not spending (repeatable)' \
        '--keep-matches' 'Import statement rows that are entries typed by hand already' \
        '--year' 'The year of dates without one; default: the latest that puts each on or before the statement'\''s end, or today' \
        '--source' 'The bank, card or account the rows come from: a statement'\''s, instead of the one it names, or a --from csv file'\''s' \
        '--skip-lines' 'Pass over the first N lines before looking for the table' \
        '--encoding' 'utf-8 or shift_jis (also utf8, sjis, cp932): read the file so (default: decided from the file'\''s bytes)' \
        '--dry-run' 'Show what would be imported, and write nothing' \
        '--skip-invalid' 'Import the valid rows even when others have problems' \
        '--date-col' 'csv: the date column, by header name or number from 1' \
        '--amount-col' 'csv: the amount column (whole yen)' \
        '--income-col' 'csv: a bank'\''s deposits column (income), beside --amount-col'\''s withdrawals' \
        '--category-col' 'csv: the category column' \
        '--sub-col' 'csv: the 内訳 column' \
        '--memo-col' 'csv: a memo column (repeatable: joined by '\'' / '\'')' \
        '--category' 'csv: the category of every row, for a file without one' \
        '-c' 'csv: the category of every row, for a file without one' \
        '--no-header' 'csv: the first row is data, not column names' \
        '--paid-by' 'Who paid (for income: who received it), one of the household'\''s people (default: me)' \
        '--split' 'Split this entry by weights, such as 美咲=1,健太=2 (default: the household'\''s split)' \
        '--for' 'The entry is NAME'\''s alone (with --paid-by someone else: 立替, paid for NAME)' \
        '--db' 'The ledger file, or a PostgreSQL URI (postgresql://…) for a ledger shared on a server (default: $KAKEIBO_DB, else kakeibo/kakeibo.db in $XDG_DATA_HOME or ~/.local/share)' \
        '--help' 'Show help'
      ;;
    'export')
      printf '%s\t%s\n' \
        '--format' 'csv or json (default: csv)' \
        '-f' 'csv or json (default: csv)' \
        '--month' 'Only this month: 2026-11, 2026/11, 2026年11月, 11 or 11月 (the latest November), this (今月) or last (先月)' \
        '--from' 'Only from this date on, written as for add'\''s --date (2026-11-01, 11/1, 11月1日, 3日前)' \
        '--to' 'Only up to this date (inclusive), written as for --from' \
        '--search' 'Only entries whose memo or 内訳 contains TEXT (any letter case, full- or half-width: ｎｅｔｆｌｉｘ finds Netflix, ｾﾌﾞﾝ finds セブン)' \
        '--bom' 'Start CSV with a UTF-8 byte order mark, for Excel' \
        '--output' 'Write to FILE instead of standard output (a new file appears only once complete)' \
        '-o' 'Write to FILE instead of standard output (a new file appears only once complete)' \
        '--force' 'With -o: replace FILE if it is a file that exists' \
        '--db' 'The ledger file, or a PostgreSQL URI (postgresql://…) for a ledger shared on a server (default: $KAKEIBO_DB, else kakeibo/kakeibo.db in $XDG_DATA_HOME or ~/.local/share)' \
        '--help' 'Show help'
      ;;
    'backup')
      printf '%s\t%s\n' \
        '--force' 'Replace PATH if it is a file that exists' \
        '--discard-unpushed' 'Replace an offline copy even if it holds changes not pushed (they are lost)' \
        '--db' 'The ledger file, or a PostgreSQL URI (postgresql://…) for a ledger shared on a server (default: $KAKEIBO_DB, else kakeibo/kakeibo.db in $XDG_DATA_HOME or ~/.local/share)' \
        '--help' 'Show help'
      ;;
    'copy')
      printf '%s\t%s\n' \
        '--db' 'The ledger file, or a PostgreSQL URI (postgresql://…) for a ledger shared on a server (default: $KAKEIBO_DB, else kakeibo/kakeibo.db in $XDG_DATA_HOME or ~/.local/share)' \
        '--help' 'Show help'
      ;;
    'offline')
      printf '%s\t%s\n' \
        '--force' 'Replace FILE if it is a file that exists' \
        '--discard-unpushed' 'Replace an offline copy even if it holds changes not pushed (they are lost)' \
        '--to' 'Push to this server instead (the same ledger, moved), which the copy keeps after' \
        '--db' 'The ledger file, or a PostgreSQL URI (postgresql://…) for a ledger shared on a server (default: $KAKEIBO_DB, else kakeibo/kakeibo.db in $XDG_DATA_HOME or ~/.local/share)' \
        '--help' 'Show help'
      ;;
    'offline take')
      printf '%s\t%s\n' \
        '--force' 'Replace FILE if it is a file that exists' \
        '--discard-unpushed' 'Replace an offline copy even if it holds changes not pushed (they are lost)' \
        '--db' 'The ledger file, or a PostgreSQL URI (postgresql://…) for a ledger shared on a server (default: $KAKEIBO_DB, else kakeibo/kakeibo.db in $XDG_DATA_HOME or ~/.local/share)' \
        '--help' 'Show help'
      ;;
    'offline status')
      printf '%s\t%s\n' \
        '--db' 'The ledger file, or a PostgreSQL URI (postgresql://…) for a ledger shared on a server (default: $KAKEIBO_DB, else kakeibo/kakeibo.db in $XDG_DATA_HOME or ~/.local/share)' \
        '--help' 'Show help'
      ;;
    'offline push')
      printf '%s\t%s\n' \
        '--to' 'Push to this server instead (the same ledger, moved), which the copy keeps after' \
        '--db' 'The ledger file, or a PostgreSQL URI (postgresql://…) for a ledger shared on a server (default: $KAKEIBO_DB, else kakeibo/kakeibo.db in $XDG_DATA_HOME or ~/.local/share)' \
        '--help' 'Show help'
      ;;
    'offline pull')
      printf '%s\t%s\n' \
        '--db' 'The ledger file, or a PostgreSQL URI (postgresql://…) for a ledger shared on a server (default: $KAKEIBO_DB, else kakeibo/kakeibo.db in $XDG_DATA_HOME or ~/.local/share)' \
        '--help' 'Show help'
      ;;
    'offline drop')
      printf '%s\t%s\n' \
        '--discard-unpushed' 'Replace an offline copy even if it holds changes not pushed (they are lost)' \
        '--db' 'The ledger file, or a PostgreSQL URI (postgresql://…) for a ledger shared on a server (default: $KAKEIBO_DB, else kakeibo/kakeibo.db in $XDG_DATA_HOME or ~/.local/share)' \
        '--help' 'Show help'
      ;;
    'check')
      printf '%s\t%s\n' \
        '--db' 'The ledger file, or a PostgreSQL URI (postgresql://…) for a ledger shared on a server (default: $KAKEIBO_DB, else kakeibo/kakeibo.db in $XDG_DATA_HOME or ~/.local/share)' \
        '--help' 'Show help'
      ;;
    'config')
      printf '%s\t%s\n' \
        '--format' 'table or json (default: table)' \
        '-f' 'table or json (default: table)' \
        '--db' 'The ledger file, or a PostgreSQL URI (postgresql://…) for a ledger shared on a server (default: $KAKEIBO_DB, else kakeibo/kakeibo.db in $XDG_DATA_HOME or ~/.local/share)' \
        '--help' 'Show help'
      ;;
    'config get')
      printf '%s\t%s\n' \
        '--db' 'The ledger file, or a PostgreSQL URI (postgresql://…) for a ledger shared on a server (default: $KAKEIBO_DB, else kakeibo/kakeibo.db in $XDG_DATA_HOME or ~/.local/share)' \
        '--help' 'Show help'
      ;;
    'config set')
      printf '%s\t%s\n' \
        '--db' 'The ledger file, or a PostgreSQL URI (postgresql://…) for a ledger shared on a server (default: $KAKEIBO_DB, else kakeibo/kakeibo.db in $XDG_DATA_HOME or ~/.local/share)' \
        '--help' 'Show help'
      ;;
    'config unset')
      printf '%s\t%s\n' \
        '--db' 'The ledger file, or a PostgreSQL URI (postgresql://…) for a ledger shared on a server (default: $KAKEIBO_DB, else kakeibo/kakeibo.db in $XDG_DATA_HOME or ~/.local/share)' \
        '--help' 'Show help'
      ;;
    'categories')
      printf '%s\t%s\n' \
        '--format' 'table, csv or json (default: table)' \
        '-f' 'table, csv or json (default: table)' \
        '--to' 'The category it moves to' \
        '--from' 'The category it is in, when two have a 内訳 of that name' \
        '--db' 'The ledger file, or a PostgreSQL URI (postgresql://…) for a ledger shared on a server (default: $KAKEIBO_DB, else kakeibo/kakeibo.db in $XDG_DATA_HOME or ~/.local/share)' \
        '--help' 'Show help'
      ;;
    'categories rename')
      printf '%s\t%s\n' \
        '--db' 'The ledger file, or a PostgreSQL URI (postgresql://…) for a ledger shared on a server (default: $KAKEIBO_DB, else kakeibo/kakeibo.db in $XDG_DATA_HOME or ~/.local/share)' \
        '--help' 'Show help'
      ;;
    'categories move')
      printf '%s\t%s\n' \
        '--to' 'The category it moves to' \
        '--from' 'The category it is in, when two have a 内訳 of that name' \
        '--db' 'The ledger file, or a PostgreSQL URI (postgresql://…) for a ledger shared on a server (default: $KAKEIBO_DB, else kakeibo/kakeibo.db in $XDG_DATA_HOME or ~/.local/share)' \
        '--help' 'Show help'
      ;;
    'member')
      printf '%s\t%s\n' \
        '--format' 'table or json (default: table)' \
        '-f' 'table or json (default: table)' \
        '--read-only' 'The member may read the ledger, not change it' \
        '--name' 'The name shown for the member, such as 健太 (up to 40 characters)' \
        '--db' 'The ledger file, or a PostgreSQL URI (postgresql://…) for a ledger shared on a server (default: $KAKEIBO_DB, else kakeibo/kakeibo.db in $XDG_DATA_HOME or ~/.local/share)' \
        '--help' 'Show help'
      ;;
    'member list')
      printf '%s\t%s\n' \
        '--format' 'table or json (default: table)' \
        '-f' 'table or json (default: table)' \
        '--db' 'The ledger file, or a PostgreSQL URI (postgresql://…) for a ledger shared on a server (default: $KAKEIBO_DB, else kakeibo/kakeibo.db in $XDG_DATA_HOME or ~/.local/share)' \
        '--help' 'Show help'
      ;;
    'member add')
      printf '%s\t%s\n' \
        '--read-only' 'The member may read the ledger, not change it' \
        '--name' 'The name shown for the member, such as 健太 (up to 40 characters)' \
        '--db' 'The ledger file, or a PostgreSQL URI (postgresql://…) for a ledger shared on a server (default: $KAKEIBO_DB, else kakeibo/kakeibo.db in $XDG_DATA_HOME or ~/.local/share)' \
        '--help' 'Show help'
      ;;
    'member rename')
      printf '%s\t%s\n' \
        '--db' 'The ledger file, or a PostgreSQL URI (postgresql://…) for a ledger shared on a server (default: $KAKEIBO_DB, else kakeibo/kakeibo.db in $XDG_DATA_HOME or ~/.local/share)' \
        '--help' 'Show help'
      ;;
    'member remove')
      printf '%s\t%s\n' \
        '--db' 'The ledger file, or a PostgreSQL URI (postgresql://…) for a ledger shared on a server (default: $KAKEIBO_DB, else kakeibo/kakeibo.db in $XDG_DATA_HOME or ~/.local/share)' \
        '--help' 'Show help'
      ;;
    'settle')
      printf '%s\t%s\n' \
        '--from' 'Settle the months from this one on (with --to; default: the --to month)' \
        '--to' 'Settle the months up to this one (default: this month)' \
        '--record' 'Record the transfers as settlements (精算), so that the period shows nothing owed; '\''kakeibo undo'\'' takes them back' \
        '--month-start' 'Months begin on this day (1 to 28) for this command only (default: the month-start setting, else 1)' \
        '--format' 'table, csv or json (default: table)' \
        '-f' 'table, csv or json (default: table)' \
        '--db' 'The ledger file, or a PostgreSQL URI (postgresql://…) for a ledger shared on a server (default: $KAKEIBO_DB, else kakeibo/kakeibo.db in $XDG_DATA_HOME or ~/.local/share)' \
        '--help' 'Show help'
      ;;
    'completion')
      printf '%s\t%s\n' \
        '--db' 'The ledger file, or a PostgreSQL URI (postgresql://…) for a ledger shared on a server (default: $KAKEIBO_DB, else kakeibo/kakeibo.db in $XDG_DATA_HOME or ~/.local/share)' \
        '--help' 'Show help'
      ;;
    'help')
      printf '%s\t%s\n' \
        '--man' 'Print the manual page'
      ;;
    *)
      return 1
      ;;
  esac
}

# What the value of the option $2 is in the scope $1: none, optional, files, words
# and the words, or generated and their name; fails for an option without a value.
_kakeibo_value() {
  case "$1${2+ $2}" in
    *' --db')
      printf '%s\n' 'files'
      ;;
    'add --category'|'add -c')
      printf '%s\n' 'words' '生活費' 'living' '経費' 'expenses' 'business' '娯楽費' 'leisure' 'fun'
      ;;
    'add --sub'|'add -s')
      printf '%s\n' 'generated' 'subcategories'
      ;;
    'add --date'|'add -d')
      printf '%s\n' 'none'
      ;;
    'add --memo'|'add -m')
      printf '%s\n' 'none'
      ;;
    'add --paid-by')
      printf '%s\n' 'none'
      ;;
    'add --split')
      printf '%s\n' 'none'
      ;;
    'add --for')
      printf '%s\n' 'none'
      ;;
    'add --format'|'add -f')
      printf '%s\n' 'words' 'text' 'json'
      ;;
    'income --sub'|'income -s')
      printf '%s\n' 'generated' 'income-subcategories'
      ;;
    'income --date'|'income -d')
      printf '%s\n' 'none'
      ;;
    'income --memo'|'income -m')
      printf '%s\n' 'none'
      ;;
    'income --paid-by')
      printf '%s\n' 'none'
      ;;
    'income --split')
      printf '%s\n' 'none'
      ;;
    'income --for')
      printf '%s\n' 'none'
      ;;
    'income --format'|'income -f')
      printf '%s\n' 'words' 'text' 'json'
      ;;
    'list --month')
      printf '%s\n' 'generated' 'months'
      ;;
    'list --from')
      printf '%s\n' 'none'
      ;;
    'list --to')
      printf '%s\n' 'none'
      ;;
    'list --category'|'list -c')
      printf '%s\n' 'words' '生活費' 'living' '経費' 'expenses' 'business' '娯楽費' 'leisure' 'fun'
      ;;
    'list --sub'|'list -s')
      printf '%s\n' 'generated' 'subcategories'
      ;;
    'list --source')
      printf '%s\n' 'none'
      ;;
    'list --search')
      printf '%s\n' 'none'
      ;;
    'list --paid-by')
      printf '%s\n' 'none'
      ;;
    'list --for')
      printf '%s\n' 'none'
      ;;
    'list --format'|'list -f')
      printf '%s\n' 'words' 'table' 'csv' 'json'
      ;;
    'browse --month-start')
      printf '%s\n' 'none'
      ;;
    'report --year')
      printf '%s\n' 'optional'
      ;;
    'report --last')
      printf '%s\n' 'optional'
      ;;
    'report --top')
      printf '%s\n' 'none'
      ;;
    'report --search')
      printf '%s\n' 'none'
      ;;
    'report --by')
      printf '%s\n' 'words' 'member'
      ;;
    'report --member')
      printf '%s\n' 'none'
      ;;
    'report --month-start')
      printf '%s\n' 'none'
      ;;
    'report --format'|'report -f')
      printf '%s\n' 'words' 'table' 'csv' 'json' 'svg'
      ;;
    'budget --month-start')
      printf '%s\n' 'none'
      ;;
    'budget --format'|'budget -f')
      printf '%s\n' 'words' 'table' 'csv' 'json'
      ;;
    'budget --month')
      printf '%s\n' 'generated' 'months'
      ;;
    'budget --sub'|'budget -s')
      printf '%s\n' 'generated' 'subcategories'
      ;;
    'budget set --month')
      printf '%s\n' 'generated' 'months'
      ;;
    'budget set --sub'|'budget set -s')
      printf '%s\n' 'generated' 'subcategories'
      ;;
    'budget unset --month')
      printf '%s\n' 'generated' 'months'
      ;;
    'budget unset --sub'|'budget unset -s')
      printf '%s\n' 'generated' 'subcategories'
      ;;
    'recurring --format'|'recurring -f')
      printf '%s\n' 'words' 'table' 'csv' 'json'
      ;;
    'recurring --category'|'recurring -c')
      printf '%s\n' 'words' '生活費' 'living' '経費' 'expenses' 'business' '娯楽費' 'leisure' 'fun'
      ;;
    'recurring --sub'|'recurring -s')
      printf '%s\n' 'generated' 'subcategories'
      ;;
    'recurring --memo'|'recurring -m')
      printf '%s\n' 'none'
      ;;
    'recurring --day')
      printf '%s\n' 'none'
      ;;
    'recurring --from')
      printf '%s\n' 'generated' 'months'
      ;;
    'recurring --until')
      printf '%s\n' 'generated' 'months'
      ;;
    'recurring --times')
      printf '%s\n' 'none'
      ;;
    'recurring --business-day')
      printf '%s\n' 'words' 'none' 'next' 'previous'
      ;;
    'recurring --match')
      printf '%s\n' 'none'
      ;;
    'recurring --paid-by')
      printf '%s\n' 'none'
      ;;
    'recurring --split')
      printf '%s\n' 'none'
      ;;
    'recurring --for')
      printf '%s\n' 'none'
      ;;
    'recurring --amount'|'recurring -a')
      printf '%s\n' 'none'
      ;;
    'recurring list --format'|'recurring list -f')
      printf '%s\n' 'words' 'table' 'csv' 'json'
      ;;
    'recurring add --category'|'recurring add -c')
      printf '%s\n' 'words' '生活費' 'living' '経費' 'expenses' 'business' '娯楽費' 'leisure' 'fun'
      ;;
    'recurring add --sub'|'recurring add -s')
      printf '%s\n' 'generated' 'subcategories'
      ;;
    'recurring add --memo'|'recurring add -m')
      printf '%s\n' 'none'
      ;;
    'recurring add --day')
      printf '%s\n' 'none'
      ;;
    'recurring add --from')
      printf '%s\n' 'generated' 'months'
      ;;
    'recurring add --until')
      printf '%s\n' 'generated' 'months'
      ;;
    'recurring add --times')
      printf '%s\n' 'none'
      ;;
    'recurring add --business-day')
      printf '%s\n' 'words' 'none' 'next' 'previous'
      ;;
    'recurring add --match')
      printf '%s\n' 'none'
      ;;
    'recurring add --paid-by')
      printf '%s\n' 'none'
      ;;
    'recurring add --split')
      printf '%s\n' 'none'
      ;;
    'recurring add --for')
      printf '%s\n' 'none'
      ;;
    'recurring edit --amount'|'recurring edit -a')
      printf '%s\n' 'none'
      ;;
    'recurring edit --day')
      printf '%s\n' 'none'
      ;;
    'recurring edit --until')
      printf '%s\n' 'generated' 'months'
      ;;
    'recurring edit --times')
      printf '%s\n' 'none'
      ;;
    'recurring edit --memo'|'recurring edit -m')
      printf '%s\n' 'none'
      ;;
    'recurring edit --category'|'recurring edit -c')
      printf '%s\n' 'words' '生活費' 'living' '経費' 'expenses' 'business' '娯楽費' 'leisure' 'fun'
      ;;
    'recurring edit --sub'|'recurring edit -s')
      printf '%s\n' 'generated' 'subcategories'
      ;;
    'recurring edit --business-day')
      printf '%s\n' 'words' 'none' 'next' 'previous'
      ;;
    'recurring edit --estimate')
      printf '%s\n' 'words' 'yes' 'no'
      ;;
    'recurring edit --match')
      printf '%s\n' 'none'
      ;;
    'recurring edit --paid-by')
      printf '%s\n' 'none'
      ;;
    'recurring edit --split')
      printf '%s\n' 'none'
      ;;
    'recurring edit --for')
      printf '%s\n' 'none'
      ;;
    'edit --amount'|'edit -a')
      printf '%s\n' 'none'
      ;;
    'edit --category'|'edit -c')
      printf '%s\n' 'words' '生活費' 'living' '経費' 'expenses' 'business' '娯楽費' 'leisure' 'fun'
      ;;
    'edit --sub'|'edit -s')
      printf '%s\n' 'generated' 'subcategories'
      ;;
    'edit --date'|'edit -d')
      printf '%s\n' 'none'
      ;;
    'edit --memo'|'edit -m')
      printf '%s\n' 'none'
      ;;
    'edit --paid-by')
      printf '%s\n' 'none'
      ;;
    'edit --split')
      printf '%s\n' 'none'
      ;;
    'edit --for')
      printf '%s\n' 'none'
      ;;
    'edit --format'|'edit -f')
      printf '%s\n' 'words' 'text' 'json'
      ;;
    'delete --format'|'delete -f')
      printf '%s\n' 'words' 'text' 'json'
      ;;
    'undo --format'|'undo -f')
      printf '%s\n' 'words' 'text' 'json'
      ;;
    'redo --format'|'redo -f')
      printf '%s\n' 'words' 'text' 'json'
      ;;
    'log --limit'|'log -n')
      printf '%s\n' 'none'
      ;;
    'log --format'|'log -f')
      printf '%s\n' 'words' 'table' 'json'
      ;;
    'import --from')
      printf '%s\n' 'words' 'kakeibo' 'moneyforward' 'zaim' 'csv'
      ;;
    'import --map')
      printf '%s\n' 'none'
      ;;
    'import --transfer')
      printf '%s\n' 'none'
      ;;
    'import --year')
      printf '%s\n' 'none'
      ;;
    'import --source')
      printf '%s\n' 'none'
      ;;
    'import --skip-lines')
      printf '%s\n' 'none'
      ;;
    'import --encoding')
      printf '%s\n' 'words' 'utf-8' 'shift_jis'
      ;;
    'import --date-col')
      printf '%s\n' 'none'
      ;;
    'import --amount-col')
      printf '%s\n' 'none'
      ;;
    'import --income-col')
      printf '%s\n' 'none'
      ;;
    'import --category-col')
      printf '%s\n' 'none'
      ;;
    'import --sub-col')
      printf '%s\n' 'none'
      ;;
    'import --memo-col')
      printf '%s\n' 'none'
      ;;
    'import --category'|'import -c')
      printf '%s\n' 'words' '生活費' 'living' '経費' 'expenses' 'business' '娯楽費' 'leisure' 'fun'
      ;;
    'import --paid-by')
      printf '%s\n' 'none'
      ;;
    'import --split')
      printf '%s\n' 'none'
      ;;
    'import --for')
      printf '%s\n' 'none'
      ;;
    'export --format'|'export -f')
      printf '%s\n' 'words' 'csv' 'json'
      ;;
    'export --month')
      printf '%s\n' 'generated' 'months'
      ;;
    'export --from')
      printf '%s\n' 'none'
      ;;
    'export --to')
      printf '%s\n' 'none'
      ;;
    'export --search')
      printf '%s\n' 'none'
      ;;
    'export --output'|'export -o')
      printf '%s\n' 'files'
      ;;
    'offline --to')
      printf '%s\n' 'none'
      ;;
    'offline push --to')
      printf '%s\n' 'none'
      ;;
    'config --format'|'config -f')
      printf '%s\n' 'words' 'table' 'json'
      ;;
    'categories --format'|'categories -f')
      printf '%s\n' 'words' 'table' 'csv' 'json'
      ;;
    'categories --to')
      printf '%s\n' 'words' '生活費' 'living' '経費' 'expenses' 'business' '娯楽費' 'leisure' 'fun'
      ;;
    'categories --from')
      printf '%s\n' 'words' '生活費' 'living' '経費' 'expenses' 'business' '娯楽費' 'leisure' 'fun'
      ;;
    'categories move --to')
      printf '%s\n' 'words' '生活費' 'living' '経費' 'expenses' 'business' '娯楽費' 'leisure' 'fun'
      ;;
    'categories move --from')
      printf '%s\n' 'words' '生活費' 'living' '経費' 'expenses' 'business' '娯楽費' 'leisure' 'fun'
      ;;
    'member --format'|'member -f')
      printf '%s\n' 'words' 'table' 'json'
      ;;
    'member --name')
      printf '%s\n' 'none'
      ;;
    'member list --format'|'member list -f')
      printf '%s\n' 'words' 'table' 'json'
      ;;
    'member add --name')
      printf '%s\n' 'none'
      ;;
    'settle --from')
      printf '%s\n' 'generated' 'months'
      ;;
    'settle --to')
      printf '%s\n' 'generated' 'months'
      ;;
    'settle --month-start')
      printf '%s\n' 'none'
      ;;
    'settle --format'|'settle -f')
      printf '%s\n' 'words' 'table' 'csv' 'json'
      ;;
    *)
      return 1
      ;;
  esac
}

# What the argument number $2 (from 0) of the scope $1 is, as for values.
_kakeibo_argument() {
  case "$1${2+ $2}" in
    'add 0')
      printf '%s\n' 'none'
      ;;
    'income 0')
      printf '%s\n' 'none'
      ;;
    'browse 0')
      printf '%s\n' 'generated' 'months'
      ;;
    'report 0')
      printf '%s\n' 'generated' 'months'
      ;;
    'budget 0')
      printf '%s\n' 'generated' 'months'
      ;;
    'budget set 0')
      printf '%s\n' 'words' '生活費' 'living' '経費' 'expenses' 'business' '娯楽費' 'leisure' 'fun'
      ;;
    'budget set 1')
      printf '%s\n' 'none'
      ;;
    'budget unset 0')
      printf '%s\n' 'words' '生活費' 'living' '経費' 'expenses' 'business' '娯楽費' 'leisure' 'fun'
      ;;
    'recurring add 0')
      printf '%s\n' 'none'
      ;;
    'recurring edit 0')
      printf '%s\n' 'none'
      ;;
    'recurring remove 0')
      printf '%s\n' 'none'
      ;;
    'edit 0')
      printf '%s\n' 'none'
      ;;
    'delete 0')
      printf '%s\n' 'none'
      ;;
    'import 0')
      printf '%s\n' 'files'
      ;;
    'backup 0')
      printf '%s\n' 'files'
      ;;
    'copy 0')
      printf '%s\n' 'files'
      ;;
    'offline take 0')
      printf '%s\n' 'files'
      ;;
    'offline drop 0')
      printf '%s\n' 'none'
      ;;
    'config get 0')
      printf '%s\n' 'words' 'month-start' 'me' 'split'
      ;;
    'config set 0')
      printf '%s\n' 'words' 'month-start' 'me' 'split'
      ;;
    'config set 1')
      printf '%s\n' 'none'
      ;;
    'config unset 0')
      printf '%s\n' 'words' 'month-start' 'me' 'split'
      ;;
    'categories rename 0')
      printf '%s\n' 'words' '生活費' 'living' '経費' 'expenses' 'business' '娯楽費' 'leisure' 'fun' '収入' 'income'
      ;;
    'categories rename 1')
      printf '%s\n' 'generated' 'subcategories'
      ;;
    'categories rename 2')
      printf '%s\n' 'generated' 'subcategories'
      ;;
    'categories move 0')
      printf '%s\n' 'generated' 'subcategories'
      ;;
    'member add 0')
      printf '%s\n' 'none'
      ;;
    'member rename 0')
      printf '%s\n' 'none'
      ;;
    'member rename 1')
      printf '%s\n' 'none'
      ;;
    'member remove 0')
      printf '%s\n' 'none'
      ;;
    'settle 0')
      printf '%s\n' 'generated' 'months'
      ;;
    'completion 0')
      printf '%s\n' 'words' 'bash' 'zsh' 'fish'
      ;;
    *)
      return 1
      ;;
  esac
}

# Whether $2 is a subcommand of the command $1.
_kakeibo_is_subcommand() {
  local name description
  while IFS=$'\t' read -r name description; do
    [[ $name == "$2" ]] && return 0
  done < <(_kakeibo_subcommands "$1")
  return 1
}

# Splits the line $1 (up to the cursor) into the words the shell will make of it, as text:
# quotes and backslashes taken off, nothing expanded. The last is the word being completed,
# as typed so far; readline replaces its last ${#2} characters ($2), so kept is what stays of
# it (as text) and quote the quote open where the replaced part begins (', " or none). An
# option's --name=value is three words, as bash makes them: --name, = and value.
_kakeibo_split_line() {
  local line=$1 word= open= begun= at=$((${#1} - ${#2})) marked= i c
  words=() kept= quote=
  for ((i = 0; i < ${#line}; i++)); do
    if [[ -z $marked ]] && ((i >= at)); then kept=$word quote=$open marked=1; fi
    c=${line:i:1}
    if [[ $open == "'" ]]; then
      if [[ $c == "'" ]]; then open=; else word+=$c; fi
    elif [[ $open == '"' ]]; then
      if [[ $c == '"' ]]; then
        open=
      elif [[ $c == '\' && ${line:i+1:1} == [\$\`\"\\] ]]; then
        word+=${line:i+1:1}
        ((i++))
      else
        word+=$c
      fi
    else
      case $c in
        [[:blank:]])
          [[ -n $begun ]] && words+=("$word")
          word= begun=
          ;;
        "'" | '"') open=$c begun=1 ;;
        '\')
          word+=${line:i+1:1} begun=1
          ((i++))
          ;;
        *) word+=$c begun=1 ;;
      esac
    fi
  done
  [[ -z $marked ]] && kept=$word quote=$open
  lead=
  local -a split=()
  for word in "${words[@]}" "$word"; do
    if [[ $word == --?*=* ]]; then split+=("${word%%=*}" = "${word#*=}"); else split+=("$word"); fi
  done
  if [[ ${split[${#split[@]}-1]} != "$word" ]]; then
    # The value of --name=value is being completed: what is kept of it, or the part of
    # --name= that readline replaces too, to be given back before each value.
    local name=${word%%=*}=
    if ((${#kept} >= ${#name})); then kept=${kept:${#name}}; else lead=${name:${#kept}} kept=; fi
  fi
  words=("${split[@]}")
}

# Sets REPLY to $1 quoted to follow the quote $2 (', " or none) that is open on the line.
_kakeibo_quote() {
  local text=$1 out= i c
  case $2 in
    "'")
      for ((i = 0; i < ${#text}; i++)); do
        c=${text:i:1}
        if [[ $c == "'" ]]; then out+="'\\''"; else out+=$c; fi
      done
      ;;
    '"')
      for ((i = 0; i < ${#text}; i++)); do
        c=${text:i:1}
        case $c in
          [\$\`\"\\]) out+="\\$c" ;;
          '!') out+='"\!"' ;;
          *) out+=$c ;;
        esac
      done
      ;;
    *) [[ -n $text ]] && printf -v out %q "$text" ;;
  esac
  REPLY=$out
}

# Adds to COMPREPLY each line read from standard input (the part before a tab, when
# $1 is names) that starts with the text typed, quoted for the shell.
_kakeibo_add_lines() {
  local line REPLY
  while IFS= read -r line; do
    [[ $1 == names ]] && line=${line%%$'\t'*}
    [[ -n $line && $line == "$typed"* ]] || continue
    _kakeibo_quote "${line:${#kept}}" "$quote"
    COMPREPLY+=("$lead$REPLY")
  done
}

# Adds to COMPREPLY the names of the name-and-description lines $1 that start with what is typed.
_kakeibo_add_names() {
  _kakeibo_add_lines names <<<"$1"
}

# Adds to COMPREPLY what the kind $1 (from _kakeibo_value or _kakeibo_argument) offers.
_kakeibo_add_kind() {
  local kind=${1%%$'\n'*} rest=${1#*$'\n'}
  case $kind in
    words) _kakeibo_add_lines <<<"$rest" ;;
    files)
      local IFS=$'\n'
      compopt -o filenames 2>/dev/null
      COMPREPLY+=($(compgen -f -- "$replaced"))
      ;;
    generated)
      # The words before this one, for the values to narrow by: arguments, never evaluated.
      local -a before=()
      local given
      for given in "${words[@]:1:cword-1}"; do before+=("--typed=$given"); done
      _kakeibo_add_lines < <("${words[0]}" "${db[@]}" completion --values "$rest" "${before[@]}" 2>/dev/null)
      ;;
  esac
}

_kakeibo() {
  # As readline calls it: the line and the cursor, and the text to replace as $2; called by
  # hand with only COMP_WORDS and COMP_CWORD, the words are the line.
  local line=${COMP_LINE-${COMP_WORDS[*]:0:COMP_CWORD+1}}
  local replaced=${2-${COMP_WORDS[COMP_CWORD]}}
  local -a words=()
  local kept quote lead typed cur prev= command= subcommand= scope= first= index=0 cword i word kind
  local -a db=()
  COMPREPLY=()
  _kakeibo_split_line "${line:0:${COMP_POINT:-${#line}}}" "$replaced"
  cword=$((${#words[@]} - 1))
  cur=${words[cword]} typed=$cur
      for ((i = 1; i < cword; i++)); do
        word=${words[i]}
        if [[ $word == -?* && $word != -[0-9]* ]]; then
          if [[ ${words[i+1]} == = ]]; then
            ((i += 2))
          elif [[ $word != *=* ]] && kind=$(_kakeibo_value "$scope" "$word"); then
            if [[ $kind != optional || ${words[i+1]} != -* ]]; then
              [[ $word == --db ]] && db=(--db "${words[i+1]}")
              ((i++))
            fi
          fi
        elif [[ -z $command ]]; then
          command=$word scope=$word
        elif [[ -z $subcommand && $index == 0 && $command != help ]] && _kakeibo_is_subcommand "$command" "$word"; then
          subcommand=$word scope="$command $word"
        else
          [[ $index == 0 ]] && first=$word
          ((index++))
        fi
      done
  # The option whose value is being typed: the word before, or before '='.
  prev=${words[cword-1]}
  if [[ $cur == = ]]; then
    cur= typed= kept= lead=
  elif [[ $prev == = ]]; then
    prev=${words[cword-2]}
  fi
  if [[ $prev == -?* ]] && kind=$(_kakeibo_value "$scope" "$prev") && [[ $kind != optional ]]; then
    _kakeibo_add_kind "$kind"
    return
  fi
  if [[ $cur == -* ]]; then
    _kakeibo_add_names "$(_kakeibo_options "$scope")"
  elif [[ -z $command ]]; then
    _kakeibo_add_names "$(_kakeibo_commands)"
  elif [[ $command == help ]]; then
    if ((index == 0)); then
      _kakeibo_add_names "$(_kakeibo_commands)"
    elif ((index == 1)); then
      _kakeibo_add_names "$(_kakeibo_subcommands "$first")"
    fi
  else
    if [[ -z $subcommand && $index == 0 ]]; then
      _kakeibo_add_names "$(_kakeibo_subcommands "$command")"
    fi
    if kind=$(_kakeibo_argument "$scope" "$index"); then
      _kakeibo_add_kind "$kind"
    fi
  fi
}

complete -F _kakeibo kakeibo
