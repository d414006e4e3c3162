# fish completion for kakeibo, written by 'kakeibo completion fish'
# from the declarations of its commands.

# The commands, each with what it does.
function _kakeibo_commands
    printf '%s\t%s\n' \
      'add' 'Log an expense' \
      'income' 'Record income (収入): a salary, a bonus, a side job' \
      'list' 'List entries in date order' \
      'browse' 'Browse and edit a month\'s entries on a full screen' \
      'report' 'Show spending by category for a month or a year' \
      'budget' 'Set, remove or list monthly budgets per category' \
      'recurring' 'Fixed costs, instalments and regular income that enter themselves' \
      'edit' 'Change entries\' amount, category, 内訳, date or memo' \
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
      'member' 'Give, take away or list the household\'s access to a shared ledger' \
      'settle' 'Settle up: who paid what, whose it was, and who owes whom (精算)' \
      'completion' 'Print the shell completion script for bash, zsh or fish' \
      'help' 'Show help'
end

# The subcommands of the command $1.
function _kakeibo_subcommands
    switch (string join ' ' -- $argv)
        case 'budget'
            printf '%s\t%s\n' \
              'set' 'Set a category\'s (or 内訳\'s) budget, for every month, from a month on or for one month' \
              'unset' 'Remove a budget'
        case 'recurring'
            printf '%s\t%s\n' \
              'list' 'List the rules in force, with what each will still add (the default)' \
              'add' 'Add a rule: its entries appear on their own when due' \
              'edit' 'Change a rule from after today on' \
              'remove' 'End a rule today; the entries it made stay'
        case 'offline'
            printf '%s\t%s\n' \
              'take' 'Write the shared ledger (--db) into a file, as an offline copy' \
              'status' 'Show the copy\'s server, its changes not pushed, and the server\'s since (the default)' \
              'push' 'Replay the copy\'s changes on its server, then bring the copy up to date' \
              'pull' 'Bring the server\'s changes since into the copy' \
              'drop' 'Give up one of the copy\'s changes, or remove the copy'
        case 'config'
            printf '%s\t%s\n' \
              'get' 'Print a setting\'s value' \
              'set' 'Change a setting' \
              'unset' 'Return a setting to its default'
        case 'categories'
            printf '%s\t%s\n' \
              'rename' 'Rename a 内訳 on every entry, or merge it into another' \
              'move' 'Move a 内訳 to another category, with its entries, budgets and rules'
        case 'member'
            printf '%s\t%s\n' \
              'list' 'List the members and their access (the default)' \
              'add' 'Give a role access to the ledger' \
              'rename' 'Change the name shown for a member' \
              'remove' 'Take a role\'s access away'
        case '*'
            return 1
    end
end

# The options of the scope $1 (a command, or a command and subcommand).
function _kakeibo_options
    switch (string join ' ' -- $argv)
        case ''
            printf '%s\t%s\n' \
              '--db' 'The ledger file, or a PostgreSQL URI (postgresql://…) for a ledger shared on a server (default: $KAKEIBO_DB, else kakeibo/kakeibo.db in $XDG_DATA_HOME or ~/.local/share)' \
              '--help' 'Show help' \
              '--version' 'Show the version'
        case 'add'
            printf '%s\t%s\n' \
              '--category' '生活費 (living), 経費 (expenses, business) or 娯楽費 (leisure, fun); also the key (livingCost), the icon name (house.fill), the start of one that no other has (娯楽, le), its number 1-3, or a 内訳 that only one category uses (食費)' \
              '-c' '生活費 (living), 経費 (expenses, business) or 娯楽費 (leisure, fun); also the key (livingCost), the icon name (house.fill), the start of one that no other has (娯楽, le), its number 1-3, or a 内訳 that only one category uses (食費)' \
              '--sub' 'The 内訳 under the category, such as 食費 or 外食 (up to 40 characters; \'\' for none)' \
              '-s' 'The 内訳 under the category, such as 食費 or 外食 (up to 40 characters; \'\' for none)' \
              '--date' 'YYYY-MM-DD, today, yesterday, M/D or MM-DD this year, 11月4日, 4日 (this month), 今日, 昨日, おととい or 3日前; pick opens the date picker (default: today)' \
              '-d' 'YYYY-MM-DD, today, yesterday, M/D or MM-DD this year, 11月4日, 4日 (this month), 今日, 昨日, おととい or 3日前; pick opens the date picker (default: today)' \
              '--memo' 'What it was for: one line, up to 500 characters' \
              '-m' 'What it was for: one line, up to 500 characters' \
              '--refund' 'A refund of an expense (返品, a cancellation): stored as a negative amount, which lowers the category\'s total' \
              '--paid-by' 'Who paid (for income: who received it), one of the household\'s people (default: me)' \
              '--split' 'Split this entry by weights, such as 美咲=1,健太=2 (default: the household\'s split)' \
              '--for' 'The entry is NAME\'s alone (with --paid-by someone else: 立替, paid for NAME)' \
              '--format' 'text or json (default: text)' \
              '-f' 'text or json (default: text)' \
              '--db' 'The ledger file, or a PostgreSQL URI (postgresql://…) for a ledger shared on a server (default: $KAKEIBO_DB, else kakeibo/kakeibo.db in $XDG_DATA_HOME or ~/.local/share)' \
              '--help' 'Show help'
        case 'income'
            printf '%s\t%s\n' \
              '--sub' 'What kind of income, its 内訳: 給与, 賞与, 副業… (up to 40 characters)' \
              '-s' 'What kind of income, its 内訳: 給与, 賞与, 副業… (up to 40 characters)' \
              '--date' 'YYYY-MM-DD, today, yesterday, M/D or MM-DD this year, 11月4日, 4日 (this month), 今日, 昨日, おととい or 3日前 (default: today)' \
              '-d' 'YYYY-MM-DD, today, yesterday, M/D or MM-DD this year, 11月4日, 4日 (this month), 今日, 昨日, おととい or 3日前 (default: today)' \
              '--memo' 'What it was for: one line, up to 500 characters' \
              '-m' 'What it was for: one line, up to 500 characters' \
              '--paid-by' 'Who paid (for income: who received it), one of the household\'s people (default: me)' \
              '--split' 'Split this entry by weights, such as 美咲=1,健太=2 (default: the household\'s split)' \
              '--for' 'The entry is NAME\'s alone (with --paid-by someone else: 立替, paid for NAME)' \
              '--format' 'text or json (default: text)' \
              '-f' 'text or json (default: text)' \
              '--db' 'The ledger file, or a PostgreSQL URI (postgresql://…) for a ledger shared on a server (default: $KAKEIBO_DB, else kakeibo/kakeibo.db in $XDG_DATA_HOME or ~/.local/share)' \
              '--help' 'Show help'
        case 'list'
            printf '%s\t%s\n' \
              '--month' 'Only this month: 2026-11, 2026/11, 2026年11月, 11 or 11月 (the latest November), this (今月) or last (先月)' \
              '--from' 'Only from this date on, written as for add\'s --date (2026-11-01, 11/1, 11月1日, 3日前)' \
              '--to' 'Only up to this date (inclusive), written as for --from' \
              '--category' '生活費 (living), 経費 (expenses, business) or 娯楽費 (leisure, fun); also the key (livingCost), the icon name (house.fill), the start of one that no other has (娯楽, le), its number 1-3, or a 内訳 that only one category uses (食費)' \
              '-c' '生活費 (living), 経費 (expenses, business) or 娯楽費 (leisure, fun); also the key (livingCost), the icon name (house.fill), the start of one that no other has (娯楽, le), its number 1-3, or a 内訳 that only one category uses (食費)' \
              '--sub' 'The 内訳 under the category, such as 食費 or 外食 (up to 40 characters; \'\' for none)' \
              '-s' 'The 内訳 under the category, such as 食費 or 外食 (up to 40 characters; \'\' for none)' \
              '--source' 'Only entries imported from NAME, a bank, card or account such as 三菱UFJ銀行 or ビューカード (letter case and width aside)' \
              '--search' 'Only entries whose memo or 内訳 contains TEXT (any letter case, full- or half-width: ｎｅｔｆｌｉｘ finds Netflix, ｾﾌﾞﾝ finds セブン)' \
              '--paid-by' 'Only entries NAME paid (or, for income, received)' \
              '--for' 'Only entries in which NAME has a share' \
              '--format' 'table, csv or json (default: table)' \
              '-f' 'table, csv or json (default: table)' \
              '--db' 'The ledger file, or a PostgreSQL URI (postgresql://…) for a ledger shared on a server (default: $KAKEIBO_DB, else kakeibo/kakeibo.db in $XDG_DATA_HOME or ~/.local/share)' \
              '--help' 'Show help'
        case 'browse'
            printf '%s\t%s\n' \
              '--month-start' 'Months begin on this day (1 to 28) for this command only (default: the month-start setting, else 1)' \
              '--db' 'The ledger file, or a PostgreSQL URI (postgresql://…) for a ledger shared on a server (default: $KAKEIBO_DB, else kakeibo/kakeibo.db in $XDG_DATA_HOME or ~/.local/share)' \
              '--help' 'Show help'
        case 'report'
            printf '%s\t%s\n' \
              '--year' 'Summarise a whole year, month by month (default: this year)' \
              '--last' 'Summarise the last N months, ending with this one (default: 6)' \
              '--top' 'Under each category, its N largest memos of the month' \
              '--detail' 'Under each category, its 内訳 (and the income\'s); with --year and --last, a row per 内訳; with --format svg, each bar stacks them' \
              '--search' 'Only entries whose memo or 内訳 contains TEXT (any letter case, full- or half-width: ｎｅｔｆｌｉｘ finds Netflix, ｾﾌﾞﾝ finds セブン)' \
              '--forecast-check' 'Replay the month-end forecast over the last 12 months: what it said on the 10th and the 20th against what happened, and its mean error' \
              '--by' 'member (default: member); a column per person of the household: each one\'s share of every category, what they paid, and the totals' \
              '--member' 'NAME\'s share of each category and 内訳, and of income, beside the totals' \
              '--month-start' 'Months begin on this day (1 to 28) for this command only (default: the month-start setting, else 1)' \
              '--format' 'table, csv, json or svg (default: table); svg draws a chart: a month\'s categories, or --year and --last month by month' \
              '-f' 'table, csv, json or svg (default: table); svg draws a chart: a month\'s categories, or --year and --last month by month' \
              '--db' 'The ledger file, or a PostgreSQL URI (postgresql://…) for a ledger shared on a server (default: $KAKEIBO_DB, else kakeibo/kakeibo.db in $XDG_DATA_HOME or ~/.local/share)' \
              '--help' 'Show help'
        case 'budget'
            printf '%s\t%s\n' \
              '--month-start' 'Months begin on this day (1 to 28) for this command only (default: the month-start setting, else 1)' \
              '--format' 'table, csv or json (default: table)' \
              '-f' 'table, csv or json (default: table)' \
              '--month' 'The budget from this month on (default: every month): 2026-11, this, last, or a month number alone for the nearest such month (12 in November is the coming December)' \
              '--sub' 'The budget of a 内訳 of the category, such as 食費' \
              '-s' 'The budget of a 内訳 of the category, such as 食費' \
              '--only' 'The budget of the --month month alone (December\'s, for the year-end): the month after, the budget from before is in force again' \
              '--db' 'The ledger file, or a PostgreSQL URI (postgresql://…) for a ledger shared on a server (default: $KAKEIBO_DB, else kakeibo/kakeibo.db in $XDG_DATA_HOME or ~/.local/share)' \
              '--help' 'Show help'
        case 'budget set'
            printf '%s\t%s\n' \
              '--month' 'The budget from this month on (default: every month): 2026-11, this, last, or a month number alone for the nearest such month (12 in November is the coming December)' \
              '--sub' 'The budget of a 内訳 of the category, such as 食費' \
              '-s' 'The budget of a 内訳 of the category, such as 食費' \
              '--only' 'The budget of the --month month alone (December\'s, for the year-end): the month after, the budget from before is in force again' \
              '--db' 'The ledger file, or a PostgreSQL URI (postgresql://…) for a ledger shared on a server (default: $KAKEIBO_DB, else kakeibo/kakeibo.db in $XDG_DATA_HOME or ~/.local/share)' \
              '--help' 'Show help'
        case 'budget unset'
            printf '%s\t%s\n' \
              '--month' 'The budget from this month on (default: every month): 2026-11, this, last, or a month number alone for the nearest such month (12 in November is the coming December)' \
              '--sub' 'The budget of a 内訳 of the category, such as 食費' \
              '-s' 'The budget of a 内訳 of the category, such as 食費' \
              '--db' 'The ledger file, or a PostgreSQL URI (postgresql://…) for a ledger shared on a server (default: $KAKEIBO_DB, else kakeibo/kakeibo.db in $XDG_DATA_HOME or ~/.local/share)' \
              '--help' 'Show help'
        case 'recurring'
            printf '%s\t%s\n' \
              '--all' 'The rules that have ended too' \
              '--format' 'table, csv or json (default: table)' \
              '-f' 'table, csv or json (default: table)' \
              '--category' '生活費 (living), 経費 (expenses, business) or 娯楽費 (leisure, fun); also the key (livingCost), the icon name (house.fill), the start of one that no other has (娯楽, le), its number 1-3, or a 内訳 that only one category uses (食費)' \
              '-c' '生活費 (living), 経費 (expenses, business) or 娯楽費 (leisure, fun); also the key (livingCost), the icon name (house.fill), the start of one that no other has (娯楽, le), its number 1-3, or a 内訳 that only one category uses (食費)' \
              '--income' 'The rule is income (給与), not an expense' \
              '--sub' 'The 内訳 under the category, such as 食費 or 外食 (up to 40 characters; \'\' for none)' \
              '-s' 'The 内訳 under the category, such as 食費 or 外食 (up to 40 characters; \'\' for none)' \
              '--memo' 'What it was for: one line, up to 500 characters' \
              '-m' 'What it was for: one line, up to 500 characters' \
              '--day' 'The day of the month, 1 to 31; a shorter month\'s last day when it has fewer' \
              '--from' 'The first month, as for budget --month (default: this month)' \
              '--until' 'The last month (included)' \
              '--times' 'An instalment plan: N monthly entries in all (1 to 600), then it ends' \
              '--business-day' 'none, next or previous (default: none); an entry due on a Saturday, Sunday or Japanese public holiday moves to the next or previous business day (a 口座振替 on the 27th)' \
              '--estimate' 'The amount is an estimate (電気, ガス): its entries are provisional (見込み) until an imported statement row of the payee, within 7 days, replaces one' \
              '--match' 'The payee as a statement\'s description names it (東京電力), for an estimate; default: the memo' \
              '--paid-by' 'Who paid (for income: who received it), one of the household\'s people (default: me)' \
              '--split' 'Split this entry by weights, such as 美咲=1,健太=2 (default: the household\'s split)' \
              '--for' 'The entry is NAME\'s alone (with --paid-by someone else: 立替, paid for NAME)' \
              '--amount' 'The new amount, as for add' \
              '-a' 'The new amount, as for add' \
              '--db' 'The ledger file, or a PostgreSQL URI (postgresql://…) for a ledger shared on a server (default: $KAKEIBO_DB, else kakeibo/kakeibo.db in $XDG_DATA_HOME or ~/.local/share)' \
              '--help' 'Show help'
        case 'recurring list'
            printf '%s\t%s\n' \
              '--all' 'The rules that have ended too' \
              '--format' 'table, csv or json (default: table)' \
              '-f' 'table, csv or json (default: table)' \
              '--db' 'The ledger file, or a PostgreSQL URI (postgresql://…) for a ledger shared on a server (default: $KAKEIBO_DB, else kakeibo/kakeibo.db in $XDG_DATA_HOME or ~/.local/share)' \
              '--help' 'Show help'
        case 'recurring add'
            printf '%s\t%s\n' \
              '--category' '生活費 (living), 経費 (expenses, business) or 娯楽費 (leisure, fun); also the key (livingCost), the icon name (house.fill), the start of one that no other has (娯楽, le), its number 1-3, or a 内訳 that only one category uses (食費)' \
              '-c' '生活費 (living), 経費 (expenses, business) or 娯楽費 (leisure, fun); also the key (livingCost), the icon name (house.fill), the start of one that no other has (娯楽, le), its number 1-3, or a 内訳 that only one category uses (食費)' \
              '--income' 'The rule is income (給与), not an expense' \
              '--sub' 'The 内訳 under the category, such as 食費 or 外食 (up to 40 characters; \'\' for none)' \
              '-s' 'The 内訳 under the category, such as 食費 or 外食 (up to 40 characters; \'\' for none)' \
              '--memo' 'What it was for: one line, up to 500 characters' \
              '-m' 'What it was for: one line, up to 500 characters' \
              '--day' 'The day of the month, 1 to 31; a shorter month\'s last day when it has fewer' \
              '--from' 'The first month, as for budget --month (default: this month)' \
              '--until' 'The last month (included)' \
              '--times' 'An instalment plan: N monthly entries in all (1 to 600), then it ends' \
              '--business-day' 'none, next or previous (default: none); an entry due on a Saturday, Sunday or Japanese public holiday moves to the next or previous business day (a 口座振替 on the 27th)' \
              '--estimate' 'The amount is an estimate (電気, ガス): its entries are provisional (見込み) until an imported statement row of the payee, within 7 days, replaces one' \
              '--match' 'The payee as a statement\'s description names it (東京電力), for an estimate; default: the memo' \
              '--paid-by' 'Who paid (for income: who received it), one of the household\'s people (default: me)' \
              '--split' 'Split this entry by weights, such as 美咲=1,健太=2 (default: the household\'s split)' \
              '--for' 'The entry is NAME\'s alone (with --paid-by someone else: 立替, paid for NAME)' \
              '--db' 'The ledger file, or a PostgreSQL URI (postgresql://…) for a ledger shared on a server (default: $KAKEIBO_DB, else kakeibo/kakeibo.db in $XDG_DATA_HOME or ~/.local/share)' \
              '--help' 'Show help'
        case 'recurring edit'
            printf '%s\t%s\n' \
              '--amount' 'The new amount, as for add' \
              '-a' 'The new amount, as for add' \
              '--day' 'The day of the month, 1 to 31; a shorter month\'s last day when it has fewer' \
              '--until' 'The last month (included), or none for no end' \
              '--times' 'An instalment plan: N monthly entries in all (1 to 600), then it ends' \
              '--memo' 'What it was for: one line, up to 500 characters' \
              '-m' 'What it was for: one line, up to 500 characters' \
              '--category' '生活費 (living), 経費 (expenses, business) or 娯楽費 (leisure, fun); also the key (livingCost), the icon name (house.fill), the start of one that no other has (娯楽, le), its number 1-3, or a 内訳 that only one category uses (食費)' \
              '-c' '生活費 (living), 経費 (expenses, business) or 娯楽費 (leisure, fun); also the key (livingCost), the icon name (house.fill), the start of one that no other has (娯楽, le), its number 1-3, or a 内訳 that only one category uses (食費)' \
              '--sub' 'The 内訳 under the category, such as 食費 or 外食 (up to 40 characters; \'\' for none)' \
              '-s' 'The 内訳 under the category, such as 食費 or 外食 (up to 40 characters; \'\' for none)' \
              '--business-day' 'none, next or previous (default: none); an entry due on a Saturday, Sunday or Japanese public holiday moves to the next or previous business day (a 口座振替 on the 27th)' \
              '--estimate' 'yes: the amount is an estimate (見込み) that a statement row replaces; no: it is fixed' \
              '--match' 'The payee as a statement names it, for an estimate (\'\' for the memo)' \
              '--paid-by' 'Who paid (for income: who received it), one of the household\'s people (default: me)' \
              '--split' 'Split this entry by weights, such as 美咲=1,健太=2 (default: the household\'s split)' \
              '--for' 'The entry is NAME\'s alone (with --paid-by someone else: 立替, paid for NAME)' \
              '--db' 'The ledger file, or a PostgreSQL URI (postgresql://…) for a ledger shared on a server (default: $KAKEIBO_DB, else kakeibo/kakeibo.db in $XDG_DATA_HOME or ~/.local/share)' \
              '--help' 'Show help'
        case 'recurring remove'
            printf '%s\t%s\n' \
              '--db' 'The ledger file, or a PostgreSQL URI (postgresql://…) for a ledger shared on a server (default: $KAKEIBO_DB, else kakeibo/kakeibo.db in $XDG_DATA_HOME or ~/.local/share)' \
              '--help' 'Show help'
        case 'edit'
            printf '%s\t%s\n' \
              '--amount' 'Whole yen, as for add' \
              '-a' 'Whole yen, as for add' \
              '--category' '生活費 (living), 経費 (expenses, business) or 娯楽費 (leisure, fun); also the key (livingCost), the icon name (house.fill), the start of one that no other has (娯楽, le), its number 1-3, or a 内訳 that only one category uses (食費)' \
              '-c' '生活費 (living), 経費 (expenses, business) or 娯楽費 (leisure, fun); also the key (livingCost), the icon name (house.fill), the start of one that no other has (娯楽, le), its number 1-3, or a 内訳 that only one category uses (食費)' \
              '--sub' 'The 内訳 under the category, such as 食費 or 外食 (up to 40 characters; \'\' for none)' \
              '-s' 'The 内訳 under the category, such as 食費 or 外食 (up to 40 characters; \'\' for none)' \
              '--date' 'YYYY-MM-DD, today, yesterday, M/D or MM-DD this year, 11月4日, 4日 (this month), 今日, 昨日, おととい or 3日前; pick opens the date picker' \
              '-d' 'YYYY-MM-DD, today, yesterday, M/D or MM-DD this year, 11月4日, 4日 (this month), 今日, 昨日, おととい or 3日前; pick opens the date picker' \
              '--memo' 'What it was for: one line, up to 500 characters' \
              '-m' 'What it was for: one line, up to 500 characters' \
              '--refund' 'Make the expense a refund (its amount negative)' \
              '--paid-by' 'Who paid (for income: who received it), one of the household\'s people (default: me)' \
              '--split' 'Split this entry by weights, such as 美咲=1,健太=2 (default: the household\'s split)' \
              '--for' 'The entry is NAME\'s alone (with --paid-by someone else: 立替, paid for NAME)' \
              '--yes' 'Go ahead with more than 10 entries without asking (needed without a terminal)' \
              '-y' 'Go ahead with more than 10 entries without asking (needed without a terminal)' \
              '--format' 'text or json (default: text)' \
              '-f' 'text or json (default: text)' \
              '--db' 'The ledger file, or a PostgreSQL URI (postgresql://…) for a ledger shared on a server (default: $KAKEIBO_DB, else kakeibo/kakeibo.db in $XDG_DATA_HOME or ~/.local/share)' \
              '--help' 'Show help'
        case 'delete'
            printf '%s\t%s\n' \
              '--yes' 'Go ahead with more than 10 entries without asking (needed without a terminal)' \
              '-y' 'Go ahead with more than 10 entries without asking (needed without a terminal)' \
              '--format' 'text or json (default: text)' \
              '-f' 'text or json (default: text)' \
              '--db' 'The ledger file, or a PostgreSQL URI (postgresql://…) for a ledger shared on a server (default: $KAKEIBO_DB, else kakeibo/kakeibo.db in $XDG_DATA_HOME or ~/.local/share)' \
              '--help' 'Show help'
        case 'undo'
            printf '%s\t%s\n' \
              '--format' 'text or json (default: text)' \
              '-f' 'text or json (default: text)' \
              '--db' 'The ledger file, or a PostgreSQL URI (postgresql://…) for a ledger shared on a server (default: $KAKEIBO_DB, else kakeibo/kakeibo.db in $XDG_DATA_HOME or ~/.local/share)' \
              '--help' 'Show help'
        case 'redo'
            printf '%s\t%s\n' \
              '--format' 'text or json (default: text)' \
              '-f' 'text or json (default: text)' \
              '--db' 'The ledger file, or a PostgreSQL URI (postgresql://…) for a ledger shared on a server (default: $KAKEIBO_DB, else kakeibo/kakeibo.db in $XDG_DATA_HOME or ~/.local/share)' \
              '--help' 'Show help'
        case 'log'
            printf '%s\t%s\n' \
              '--limit' 'How many changes to show (default: 20)' \
              '-n' 'How many changes to show (default: 20)' \
              '--format' 'table or json (default: table)' \
              '-f' 'table or json (default: table)' \
              '--db' 'The ledger file, or a PostgreSQL URI (postgresql://…) for a ledger shared on a server (default: $KAKEIBO_DB, else kakeibo/kakeibo.db in $XDG_DATA_HOME or ~/.local/share)' \
              '--help' 'Show help'
        case 'import'
            printf '%s\t%s\n' \
              '--from' 'kakeibo, moneyforward, zaim or csv (default: recognized from the content)' \
              '--map' 'Put the app\'s category SOURCE, or a statement\'s rows whose memo holds SOURCE, in CATEGORY (repeatable), with a 内訳 after a /: such as --map 食費=娯楽費 or --map AMAZON=経費/通販' \
              '--transfer' 'A statement\'s row whose description holds PATTERN is a transfer between your own accounts, not spending (repeatable)' \
              '--keep-matches' 'Import statement rows that are entries typed by hand already' \
              '--year' 'The year of dates without one; default: the latest that puts each on or before the statement\'s end, or today' \
              '--source' 'The bank, card or account the rows come from: a statement\'s, instead of the one it names, or a --from csv file\'s' \
              '--skip-lines' 'Pass over the first N lines before looking for the table' \
              '--encoding' 'utf-8 or shift_jis (also utf8, sjis, cp932): read the file so (default: decided from the file\'s bytes)' \
              '--dry-run' 'Show what would be imported, and write nothing' \
              '--skip-invalid' 'Import the valid rows even when others have problems' \
              '--date-col' 'csv: the date column, by header name or number from 1' \
              '--amount-col' 'csv: the amount column (whole yen)' \
              '--income-col' 'csv: a bank\'s deposits column (income), beside --amount-col\'s withdrawals' \
              '--category-col' 'csv: the category column' \
              '--sub-col' 'csv: the 内訳 column' \
              '--memo-col' 'csv: a memo column (repeatable: joined by \' / \')' \
              '--category' 'csv: the category of every row, for a file without one' \
              '-c' 'csv: the category of every row, for a file without one' \
              '--no-header' 'csv: the first row is data, not column names' \
              '--paid-by' 'Who paid (for income: who received it), one of the household\'s people (default: me)' \
              '--split' 'Split this entry by weights, such as 美咲=1,健太=2 (default: the household\'s split)' \
              '--for' 'The entry is NAME\'s alone (with --paid-by someone else: 立替, paid for NAME)' \
              '--db' 'The ledger file, or a PostgreSQL URI (postgresql://…) for a ledger shared on a server (default: $KAKEIBO_DB, else kakeibo/kakeibo.db in $XDG_DATA_HOME or ~/.local/share)' \
              '--help' 'Show help'
        case 'export'
            printf '%s\t%s\n' \
              '--format' 'csv or json (default: csv)' \
              '-f' 'csv or json (default: csv)' \
              '--month' 'Only this month: 2026-11, 2026/11, 2026年11月, 11 or 11月 (the latest November), this (今月) or last (先月)' \
              '--from' 'Only from this date on, written as for add\'s --date (2026-11-01, 11/1, 11月1日, 3日前)' \
              '--to' 'Only up to this date (inclusive), written as for --from' \
              '--search' 'Only entries whose memo or 内訳 contains TEXT (any letter case, full- or half-width: ｎｅｔｆｌｉｘ finds Netflix, ｾﾌﾞﾝ finds セブン)' \
              '--bom' 'Start CSV with a UTF-8 byte order mark, for Excel' \
              '--output' 'Write to FILE instead of standard output (a new file appears only once complete)' \
              '-o' 'Write to FILE instead of standard output (a new file appears only once complete)' \
              '--force' 'With -o: replace FILE if it is a file that exists' \
              '--db' 'The ledger file, or a PostgreSQL URI (postgresql://…) for a ledger shared on a server (default: $KAKEIBO_DB, else kakeibo/kakeibo.db in $XDG_DATA_HOME or ~/.local/share)' \
              '--help' 'Show help'
        case 'backup'
            printf '%s\t%s\n' \
              '--force' 'Replace PATH if it is a file that exists' \
              '--discard-unpushed' 'Replace an offline copy even if it holds changes not pushed (they are lost)' \
              '--db' 'The ledger file, or a PostgreSQL URI (postgresql://…) for a ledger shared on a server (default: $KAKEIBO_DB, else kakeibo/kakeibo.db in $XDG_DATA_HOME or ~/.local/share)' \
              '--help' 'Show help'
        case 'copy'
            printf '%s\t%s\n' \
              '--db' 'The ledger file, or a PostgreSQL URI (postgresql://…) for a ledger shared on a server (default: $KAKEIBO_DB, else kakeibo/kakeibo.db in $XDG_DATA_HOME or ~/.local/share)' \
              '--help' 'Show help'
        case 'offline'
            printf '%s\t%s\n' \
              '--force' 'Replace FILE if it is a file that exists' \
              '--discard-unpushed' 'Replace an offline copy even if it holds changes not pushed (they are lost)' \
              '--to' 'Push to this server instead (the same ledger, moved), which the copy keeps after' \
              '--db' 'The ledger file, or a PostgreSQL URI (postgresql://…) for a ledger shared on a server (default: $KAKEIBO_DB, else kakeibo/kakeibo.db in $XDG_DATA_HOME or ~/.local/share)' \
              '--help' 'Show help'
        case 'offline take'
            printf '%s\t%s\n' \
              '--force' 'Replace FILE if it is a file that exists' \
              '--discard-unpushed' 'Replace an offline copy even if it holds changes not pushed (they are lost)' \
              '--db' 'The ledger file, or a PostgreSQL URI (postgresql://…) for a ledger shared on a server (default: $KAKEIBO_DB, else kakeibo/kakeibo.db in $XDG_DATA_HOME or ~/.local/share)' \
              '--help' 'Show help'
        case 'offline status'
            printf '%s\t%s\n' \
              '--db' 'The ledger file, or a PostgreSQL URI (postgresql://…) for a ledger shared on a server (default: $KAKEIBO_DB, else kakeibo/kakeibo.db in $XDG_DATA_HOME or ~/.local/share)' \
              '--help' 'Show help'
        case 'offline push'
            printf '%s\t%s\n' \
              '--to' 'Push to this server instead (the same ledger, moved), which the copy keeps after' \
              '--db' 'The ledger file, or a PostgreSQL URI (postgresql://…) for a ledger shared on a server (default: $KAKEIBO_DB, else kakeibo/kakeibo.db in $XDG_DATA_HOME or ~/.local/share)' \
              '--help' 'Show help'
        case 'offline pull'
            printf '%s\t%s\n' \
              '--db' 'The ledger file, or a PostgreSQL URI (postgresql://…) for a ledger shared on a server (default: $KAKEIBO_DB, else kakeibo/kakeibo.db in $XDG_DATA_HOME or ~/.local/share)' \
              '--help' 'Show help'
        case 'offline drop'
            printf '%s\t%s\n' \
              '--discard-unpushed' 'Replace an offline copy even if it holds changes not pushed (they are lost)' \
              '--db' 'The ledger file, or a PostgreSQL URI (postgresql://…) for a ledger shared on a server (default: $KAKEIBO_DB, else kakeibo/kakeibo.db in $XDG_DATA_HOME or ~/.local/share)' \
              '--help' 'Show help'
        case 'check'
            printf '%s\t%s\n' \
              '--db' 'The ledger file, or a PostgreSQL URI (postgresql://…) for a ledger shared on a server (default: $KAKEIBO_DB, else kakeibo/kakeibo.db in $XDG_DATA_HOME or ~/.local/share)' \
              '--help' 'Show help'
        case 'config'
            printf '%s\t%s\n' \
              '--format' 'table or json (default: table)' \
              '-f' 'table or json (default: table)' \
              '--db' 'The ledger file, or a PostgreSQL URI (postgresql://…) for a ledger shared on a server (default: $KAKEIBO_DB, else kakeibo/kakeibo.db in $XDG_DATA_HOME or ~/.local/share)' \
              '--help' 'Show help'
        case 'config get'
            printf '%s\t%s\n' \
              '--db' 'The ledger file, or a PostgreSQL URI (postgresql://…) for a ledger shared on a server (default: $KAKEIBO_DB, else kakeibo/kakeibo.db in $XDG_DATA_HOME or ~/.local/share)' \
              '--help' 'Show help'
        case 'config set'
            printf '%s\t%s\n' \
              '--db' 'The ledger file, or a PostgreSQL URI (postgresql://…) for a ledger shared on a server (default: $KAKEIBO_DB, else kakeibo/kakeibo.db in $XDG_DATA_HOME or ~/.local/share)' \
              '--help' 'Show help'
        case 'config unset'
            printf '%s\t%s\n' \
              '--db' 'The ledger file, or a PostgreSQL URI (postgresql://…) for a ledger shared on a server (default: $KAKEIBO_DB, else kakeibo/kakeibo.db in $XDG_DATA_HOME or ~/.local/share)' \
              '--help' 'Show help'
        case 'categories'
            printf '%s\t%s\n' \
              '--format' 'table, csv or json (default: table)' \
              '-f' 'table, csv or json (default: table)' \
              '--to' 'The category it moves to' \
              '--from' 'The category it is in, when two have a 内訳 of that name' \
              '--db' 'The ledger file, or a PostgreSQL URI (postgresql://…) for a ledger shared on a server (default: $KAKEIBO_DB, else kakeibo/kakeibo.db in $XDG_DATA_HOME or ~/.local/share)' \
              '--help' 'Show help'
        case 'categories rename'
            printf '%s\t%s\n' \
              '--db' 'The ledger file, or a PostgreSQL URI (postgresql://…) for a ledger shared on a server (default: $KAKEIBO_DB, else kakeibo/kakeibo.db in $XDG_DATA_HOME or ~/.local/share)' \
              '--help' 'Show help'
        case 'categories move'
            printf '%s\t%s\n' \
              '--to' 'The category it moves to' \
              '--from' 'The category it is in, when two have a 内訳 of that name' \
              '--db' 'The ledger file, or a PostgreSQL URI (postgresql://…) for a ledger shared on a server (default: $KAKEIBO_DB, else kakeibo/kakeibo.db in $XDG_DATA_HOME or ~/.local/share)' \
              '--help' 'Show help'
        case 'member'
            printf '%s\t%s\n' \
              '--format' 'table or json (default: table)' \
              '-f' 'table or json (default: table)' \
              '--read-only' 'The member may read the ledger, not change it' \
              '--name' 'The name shown for the member, such as 健太 (up to 40 characters)' \
              '--db' 'The ledger file, or a PostgreSQL URI (postgresql://…) for a ledger shared on a server (default: $KAKEIBO_DB, else kakeibo/kakeibo.db in $XDG_DATA_HOME or ~/.local/share)' \
              '--help' 'Show help'
        case 'member list'
            printf '%s\t%s\n' \
              '--format' 'table or json (default: table)' \
              '-f' 'table or json (default: table)' \
              '--db' 'The ledger file, or a PostgreSQL URI (postgresql://…) for a ledger shared on a server (default: $KAKEIBO_DB, else kakeibo/kakeibo.db in $XDG_DATA_HOME or ~/.local/share)' \
              '--help' 'Show help'
        case 'member add'
            printf '%s\t%s\n' \
              '--read-only' 'The member may read the ledger, not change it' \
              '--name' 'The name shown for the member, such as 健太 (up to 40 characters)' \
              '--db' 'The ledger file, or a PostgreSQL URI (postgresql://…) for a ledger shared on a server (default: $KAKEIBO_DB, else kakeibo/kakeibo.db in $XDG_DATA_HOME or ~/.local/share)' \
              '--help' 'Show help'
        case 'member rename'
            printf '%s\t%s\n' \
              '--db' 'The ledger file, or a PostgreSQL URI (postgresql://…) for a ledger shared on a server (default: $KAKEIBO_DB, else kakeibo/kakeibo.db in $XDG_DATA_HOME or ~/.local/share)' \
              '--help' 'Show help'
        case 'member remove'
            printf '%s\t%s\n' \
              '--db' 'The ledger file, or a PostgreSQL URI (postgresql://…) for a ledger shared on a server (default: $KAKEIBO_DB, else kakeibo/kakeibo.db in $XDG_DATA_HOME or ~/.local/share)' \
              '--help' 'Show help'
        case 'settle'
            printf '%s\t%s\n' \
              '--from' 'Settle the months from this one on (with --to; default: the --to month)' \
              '--to' 'Settle the months up to this one (default: this month)' \
              '--record' 'Record the transfers as settlements (精算), so that the period shows nothing owed; \'kakeibo undo\' takes them back' \
              '--month-start' 'Months begin on this day (1 to 28) for this command only (default: the month-start setting, else 1)' \
              '--format' 'table, csv or json (default: table)' \
              '-f' 'table, csv or json (default: table)' \
              '--db' 'The ledger file, or a PostgreSQL URI (postgresql://…) for a ledger shared on a server (default: $KAKEIBO_DB, else kakeibo/kakeibo.db in $XDG_DATA_HOME or ~/.local/share)' \
              '--help' 'Show help'
        case 'completion'
            printf '%s\t%s\n' \
              '--db' 'The ledger file, or a PostgreSQL URI (postgresql://…) for a ledger shared on a server (default: $KAKEIBO_DB, else kakeibo/kakeibo.db in $XDG_DATA_HOME or ~/.local/share)' \
              '--help' 'Show help'
        case 'help'
            printf '%s\t%s\n' \
              '--man' 'Print the manual page'
        case '*'
            return 1
    end
end

# What the value of the option $2 is in the scope $1: none, optional, files, words
# and the words, or generated and their name; fails for an option without a value.
function _kakeibo_value
    switch (string join ' ' -- $argv)
        case '* --db'
            printf '%s\n' 'files'
        case 'add --category' 'add -c'
            printf '%s\n' 'words' '生活費' 'living' '経費' 'expenses' 'business' '娯楽費' 'leisure' 'fun'
        case 'add --sub' 'add -s'
            printf '%s\n' 'generated' 'subcategories'
        case 'add --date' 'add -d'
            printf '%s\n' 'none'
        case 'add --memo' 'add -m'
            printf '%s\n' 'none'
        case 'add --paid-by'
            printf '%s\n' 'none'
        case 'add --split'
            printf '%s\n' 'none'
        case 'add --for'
            printf '%s\n' 'none'
        case 'add --format' 'add -f'
            printf '%s\n' 'words' 'text' 'json'
        case 'income --sub' 'income -s'
            printf '%s\n' 'generated' 'income-subcategories'
        case 'income --date' 'income -d'
            printf '%s\n' 'none'
        case 'income --memo' 'income -m'
            printf '%s\n' 'none'
        case 'income --paid-by'
            printf '%s\n' 'none'
        case 'income --split'
            printf '%s\n' 'none'
        case 'income --for'
            printf '%s\n' 'none'
        case 'income --format' 'income -f'
            printf '%s\n' 'words' 'text' 'json'
        case 'list --month'
            printf '%s\n' 'generated' 'months'
        case 'list --from'
            printf '%s\n' 'none'
        case 'list --to'
            printf '%s\n' 'none'
        case 'list --category' 'list -c'
            printf '%s\n' 'words' '生活費' 'living' '経費' 'expenses' 'business' '娯楽費' 'leisure' 'fun'
        case 'list --sub' 'list -s'
            printf '%s\n' 'generated' 'subcategories'
        case 'list --source'
            printf '%s\n' 'none'
        case 'list --search'
            printf '%s\n' 'none'
        case 'list --paid-by'
            printf '%s\n' 'none'
        case 'list --for'
            printf '%s\n' 'none'
        case 'list --format' 'list -f'
            printf '%s\n' 'words' 'table' 'csv' 'json'
        case 'browse --month-start'
            printf '%s\n' 'none'
        case 'report --year'
            printf '%s\n' 'optional'
        case 'report --last'
            printf '%s\n' 'optional'
        case 'report --top'
            printf '%s\n' 'none'
        case 'report --search'
            printf '%s\n' 'none'
        case 'report --by'
            printf '%s\n' 'words' 'member'
        case 'report --member'
            printf '%s\n' 'none'
        case 'report --month-start'
            printf '%s\n' 'none'
        case 'report --format' 'report -f'
            printf '%s\n' 'words' 'table' 'csv' 'json' 'svg'
        case 'budget --month-start'
            printf '%s\n' 'none'
        case 'budget --format' 'budget -f'
            printf '%s\n' 'words' 'table' 'csv' 'json'
        case 'budget --month'
            printf '%s\n' 'generated' 'months'
        case 'budget --sub' 'budget -s'
            printf '%s\n' 'generated' 'subcategories'
        case 'budget set --month'
            printf '%s\n' 'generated' 'months'
        case 'budget set --sub' 'budget set -s'
            printf '%s\n' 'generated' 'subcategories'
        case 'budget unset --month'
            printf '%s\n' 'generated' 'months'
        case 'budget unset --sub' 'budget unset -s'
            printf '%s\n' 'generated' 'subcategories'
        case 'recurring --format' 'recurring -f'
            printf '%s\n' 'words' 'table' 'csv' 'json'
        case 'recurring --category' 'recurring -c'
            printf '%s\n' 'words' '生活費' 'living' '経費' 'expenses' 'business' '娯楽費' 'leisure' 'fun'
        case 'recurring --sub' 'recurring -s'
            printf '%s\n' 'generated' 'subcategories'
        case 'recurring --memo' 'recurring -m'
            printf '%s\n' 'none'
        case 'recurring --day'
            printf '%s\n' 'none'
        case 'recurring --from'
            printf '%s\n' 'generated' 'months'
        case 'recurring --until'
            printf '%s\n' 'generated' 'months'
        case 'recurring --times'
            printf '%s\n' 'none'
        case 'recurring --business-day'
            printf '%s\n' 'words' 'none' 'next' 'previous'
        case 'recurring --match'
            printf '%s\n' 'none'
        case 'recurring --paid-by'
            printf '%s\n' 'none'
        case 'recurring --split'
            printf '%s\n' 'none'
        case 'recurring --for'
            printf '%s\n' 'none'
        case 'recurring --amount' 'recurring -a'
            printf '%s\n' 'none'
        case 'recurring list --format' 'recurring list -f'
            printf '%s\n' 'words' 'table' 'csv' 'json'
        case 'recurring add --category' 'recurring add -c'
            printf '%s\n' 'words' '生活費' 'living' '経費' 'expenses' 'business' '娯楽費' 'leisure' 'fun'
        case 'recurring add --sub' 'recurring add -s'
            printf '%s\n' 'generated' 'subcategories'
        case 'recurring add --memo' 'recurring add -m'
            printf '%s\n' 'none'
        case 'recurring add --day'
            printf '%s\n' 'none'
        case 'recurring add --from'
            printf '%s\n' 'generated' 'months'
        case 'recurring add --until'
            printf '%s\n' 'generated' 'months'
        case 'recurring add --times'
            printf '%s\n' 'none'
        case 'recurring add --business-day'
            printf '%s\n' 'words' 'none' 'next' 'previous'
        case 'recurring add --match'
            printf '%s\n' 'none'
        case 'recurring add --paid-by'
            printf '%s\n' 'none'
        case 'recurring add --split'
            printf '%s\n' 'none'
        case 'recurring add --for'
            printf '%s\n' 'none'
        case 'recurring edit --amount' 'recurring edit -a'
            printf '%s\n' 'none'
        case 'recurring edit --day'
            printf '%s\n' 'none'
        case 'recurring edit --until'
            printf '%s\n' 'generated' 'months'
        case 'recurring edit --times'
            printf '%s\n' 'none'
        case 'recurring edit --memo' 'recurring edit -m'
            printf '%s\n' 'none'
        case 'recurring edit --category' 'recurring edit -c'
            printf '%s\n' 'words' '生活費' 'living' '経費' 'expenses' 'business' '娯楽費' 'leisure' 'fun'
        case 'recurring edit --sub' 'recurring edit -s'
            printf '%s\n' 'generated' 'subcategories'
        case 'recurring edit --business-day'
            printf '%s\n' 'words' 'none' 'next' 'previous'
        case 'recurring edit --estimate'
            printf '%s\n' 'words' 'yes' 'no'
        case 'recurring edit --match'
            printf '%s\n' 'none'
        case 'recurring edit --paid-by'
            printf '%s\n' 'none'
        case 'recurring edit --split'
            printf '%s\n' 'none'
        case 'recurring edit --for'
            printf '%s\n' 'none'
        case 'edit --amount' 'edit -a'
            printf '%s\n' 'none'
        case 'edit --category' 'edit -c'
            printf '%s\n' 'words' '生活費' 'living' '経費' 'expenses' 'business' '娯楽費' 'leisure' 'fun'
        case 'edit --sub' 'edit -s'
            printf '%s\n' 'generated' 'subcategories'
        case 'edit --date' 'edit -d'
            printf '%s\n' 'none'
        case 'edit --memo' 'edit -m'
            printf '%s\n' 'none'
        case 'edit --paid-by'
            printf '%s\n' 'none'
        case 'edit --split'
            printf '%s\n' 'none'
        case 'edit --for'
            printf '%s\n' 'none'
        case 'edit --format' 'edit -f'
            printf '%s\n' 'words' 'text' 'json'
        case 'delete --format' 'delete -f'
            printf '%s\n' 'words' 'text' 'json'
        case 'undo --format' 'undo -f'
            printf '%s\n' 'words' 'text' 'json'
        case 'redo --format' 'redo -f'
            printf '%s\n' 'words' 'text' 'json'
        case 'log --limit' 'log -n'
            printf '%s\n' 'none'
        case 'log --format' 'log -f'
            printf '%s\n' 'words' 'table' 'json'
        case 'import --from'
            printf '%s\n' 'words' 'kakeibo' 'moneyforward' 'zaim' 'csv'
        case 'import --map'
            printf '%s\n' 'none'
        case 'import --transfer'
            printf '%s\n' 'none'
        case 'import --year'
            printf '%s\n' 'none'
        case 'import --source'
            printf '%s\n' 'none'
        case 'import --skip-lines'
            printf '%s\n' 'none'
        case 'import --encoding'
            printf '%s\n' 'words' 'utf-8' 'shift_jis'
        case 'import --date-col'
            printf '%s\n' 'none'
        case 'import --amount-col'
            printf '%s\n' 'none'
        case 'import --income-col'
            printf '%s\n' 'none'
        case 'import --category-col'
            printf '%s\n' 'none'
        case 'import --sub-col'
            printf '%s\n' 'none'
        case 'import --memo-col'
            printf '%s\n' 'none'
        case 'import --category' 'import -c'
            printf '%s\n' 'words' '生活費' 'living' '経費' 'expenses' 'business' '娯楽費' 'leisure' 'fun'
        case 'import --paid-by'
            printf '%s\n' 'none'
        case 'import --split'
            printf '%s\n' 'none'
        case 'import --for'
            printf '%s\n' 'none'
        case 'export --format' 'export -f'
            printf '%s\n' 'words' 'csv' 'json'
        case 'export --month'
            printf '%s\n' 'generated' 'months'
        case 'export --from'
            printf '%s\n' 'none'
        case 'export --to'
            printf '%s\n' 'none'
        case 'export --search'
            printf '%s\n' 'none'
        case 'export --output' 'export -o'
            printf '%s\n' 'files'
        case 'offline --to'
            printf '%s\n' 'none'
        case 'offline push --to'
            printf '%s\n' 'none'
        case 'config --format' 'config -f'
            printf '%s\n' 'words' 'table' 'json'
        case 'categories --format' 'categories -f'
            printf '%s\n' 'words' 'table' 'csv' 'json'
        case 'categories --to'
            printf '%s\n' 'words' '生活費' 'living' '経費' 'expenses' 'business' '娯楽費' 'leisure' 'fun'
        case 'categories --from'
            printf '%s\n' 'words' '生活費' 'living' '経費' 'expenses' 'business' '娯楽費' 'leisure' 'fun'
        case 'categories move --to'
            printf '%s\n' 'words' '生活費' 'living' '経費' 'expenses' 'business' '娯楽費' 'leisure' 'fun'
        case 'categories move --from'
            printf '%s\n' 'words' '生活費' 'living' '経費' 'expenses' 'business' '娯楽費' 'leisure' 'fun'
        case 'member --format' 'member -f'
            printf '%s\n' 'words' 'table' 'json'
        case 'member --name'
            printf '%s\n' 'none'
        case 'member list --format' 'member list -f'
            printf '%s\n' 'words' 'table' 'json'
        case 'member add --name'
            printf '%s\n' 'none'
        case 'settle --from'
            printf '%s\n' 'generated' 'months'
        case 'settle --to'
            printf '%s\n' 'generated' 'months'
        case 'settle --month-start'
            printf '%s\n' 'none'
        case 'settle --format' 'settle -f'
            printf '%s\n' 'words' 'table' 'csv' 'json'
        case '*'
            return 1
    end
end

# What the argument number $2 (from 0) of the scope $1 is, as for values.
function _kakeibo_argument
    switch (string join ' ' -- $argv)
        case 'add 0'
            printf '%s\n' 'none'
        case 'income 0'
            printf '%s\n' 'none'
        case 'browse 0'
            printf '%s\n' 'generated' 'months'
        case 'report 0'
            printf '%s\n' 'generated' 'months'
        case 'budget 0'
            printf '%s\n' 'generated' 'months'
        case 'budget set 0'
            printf '%s\n' 'words' '生活費' 'living' '経費' 'expenses' 'business' '娯楽費' 'leisure' 'fun'
        case 'budget set 1'
            printf '%s\n' 'none'
        case 'budget unset 0'
            printf '%s\n' 'words' '生活費' 'living' '経費' 'expenses' 'business' '娯楽費' 'leisure' 'fun'
        case 'recurring add 0'
            printf '%s\n' 'none'
        case 'recurring edit 0'
            printf '%s\n' 'none'
        case 'recurring remove 0'
            printf '%s\n' 'none'
        case 'edit 0'
            printf '%s\n' 'none'
        case 'delete 0'
            printf '%s\n' 'none'
        case 'import 0'
            printf '%s\n' 'files'
        case 'backup 0'
            printf '%s\n' 'files'
        case 'copy 0'
            printf '%s\n' 'files'
        case 'offline take 0'
            printf '%s\n' 'files'
        case 'offline drop 0'
            printf '%s\n' 'none'
        case 'config get 0'
            printf '%s\n' 'words' 'month-start' 'me' 'split'
        case 'config set 0'
            printf '%s\n' 'words' 'month-start' 'me' 'split'
        case 'config set 1'
            printf '%s\n' 'none'
        case 'config unset 0'
            printf '%s\n' 'words' 'month-start' 'me' 'split'
        case 'categories rename 0'
            printf '%s\n' 'words' '生活費' 'living' '経費' 'expenses' 'business' '娯楽費' 'leisure' 'fun' '収入' 'income'
        case 'categories rename 1'
            printf '%s\n' 'generated' 'subcategories'
        case 'categories rename 2'
            printf '%s\n' 'generated' 'subcategories'
        case 'categories move 0'
            printf '%s\n' 'generated' 'subcategories'
        case 'member add 0'
            printf '%s\n' 'none'
        case 'member rename 0'
            printf '%s\n' 'none'
        case 'member rename 1'
            printf '%s\n' 'none'
        case 'member remove 0'
            printf '%s\n' 'none'
        case 'settle 0'
            printf '%s\n' 'generated' 'months'
        case 'completion 0'
            printf '%s\n' 'words' 'bash' 'zsh' 'fish'
        case '*'
            return 1
    end
end

# Whether $argv[2] is a subcommand of the command $argv[1].
function _kakeibo_is_subcommand
    for line in (_kakeibo_subcommands $argv[1])
        test (string split -f1 \t -- $line) = $argv[2]; and return 0
    end
    return 1
end

# Prints the candidates for the token being completed.
function _kakeibo_complete
    set -l words (commandline -opc)
    set -l cur (commandline -ct)
    set -l command ''
    set -l subcommand ''
    set -l scope ''
    set -l first ''
    set -l index 0
    set -l db
    set -l kind
    set -l count (count $words)
    set -l i 2
    while test $i -le $count
        set -l word $words[$i]
        set -l next ''
        test $i -lt $count; and set next $words[(math $i + 1)]
        if string match -qr -- '^-[^0-9]' $word
            if not string match -q -- '*=*' $word; and set kind (_kakeibo_value "$scope" $word)
                if test "$kind[1]" != optional; or not string match -q -- '-*' $next
                    test $word = --db; and set db --db $next
                    set i (math $i + 1)
                end
            end
        else if test -z "$command"
            set command $word
            set scope $word
        else if test -z "$subcommand" -a $index -eq 0 -a "$command" != help; and _kakeibo_is_subcommand $command $word
            set subcommand $word
            set scope "$command $word"
        else
            test $index -eq 0; and set first $word
            set index (math $index + 1)
        end
        set i (math $i + 1)
    end
    set -l prev $words[-1]
    set -l given ''
    if string match -q -- '--*=*' $cur
        set prev (string split -m1 -f1 = -- $cur)
        set given $prev=
    end
    if string match -qr -- '^-[^0-9]' $prev; and set kind (_kakeibo_value "$scope" $prev); and test "$kind[1]" != optional
        switch $kind[1]
            case words
                printf '%s\n' $given$kind[2..-1]
            case files
                __fish_complete_path (string replace -- "$given" '' $cur)
            case generated
                # The words before this one, for the values to narrow by: never evaluated.
                printf '%s\n' $given($words[1] $db completion --values $kind[2] --typed=$words[2..-1] 2>/dev/null)
        end
        return
    end
    if string match -q -- '-*' $cur
        _kakeibo_options "$scope"
    else if test -z "$command"
        _kakeibo_commands
    else if test "$command" = help
        if test $index -eq 0
            _kakeibo_commands
        else if test $index -eq 1
            _kakeibo_subcommands $first
        end
    else
        if test -z "$subcommand" -a $index -eq 0
            _kakeibo_subcommands $command
        end
        if set kind (_kakeibo_argument "$scope" $index)
            switch $kind[1]
                case words
                    printf '%s\n' $kind[2..-1]
                case files
                    __fish_complete_path $cur
                case generated
                    $words[1] $db completion --values $kind[2] --typed=$words[2..-1] 2>/dev/null
            end
        end
    end
end

complete -c kakeibo -f -a '(_kakeibo_complete)'
