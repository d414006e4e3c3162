import Foundation
import Testing

/// Bad input: one line on stderr naming the field, the value and what is accepted; a distinct
/// exit status; nothing written.
@Suite struct ErrorTests {
  static let usage: [([String], String)] = [
    ([], "kakeibo: no command given (see 'kakeibo --help')"),
    (
      ["recurring", "frob"],
      "kakeibo: unknown action 'frob'; expected list, add, edit or remove (see 'kakeibo recurring --help')"
    ),
    (
      ["recurring", "add", "-c", "fun", "-m", "x", "--day", "3"],
      "kakeibo: 'recurring add' needs AMOUNT (see 'kakeibo recurring --help')"
    ),
    (
      ["recurring", "add", "100", "-m", "x", "--day", "3"],
      "kakeibo: 'recurring add' needs a category: pass --category 生活費, 経費 or 娯楽費, or --income (see 'kakeibo recurring --help')"
    ),
    (
      ["recurring", "add", "100", "-c", "fun", "-m", "x"],
      "kakeibo: 'recurring add' needs --day: the day of the month the entries fall on (1 to 31) (see 'kakeibo recurring --help')"
    ),
    (
      ["recurring", "add", "100", "-c", "fun", "--day", "3"],
      "kakeibo: 'recurring add' needs --memo: what the entries are for (家賃, Netflix) (see 'kakeibo recurring --help')"
    ),
    (
      ["recurring", "add", "100", "-c", "fun", "--income", "-m", "x", "--day", "3"],
      "kakeibo: options '--category' and '--income' cannot be used together (see 'kakeibo recurring --help')"
    ),
    (
      [
        "recurring", "add", "100", "-c", "fun", "-m", "x", "--day", "3", "--times", "2", "--until",
        "2027-01",
      ],
      "kakeibo: options '--until' and '--times' cannot be used together (see 'kakeibo recurring --help')"
    ),
    (
      ["recurring", "add", "100", "-c", "fun", "-m", "x", "--day", "3", "--all"],
      "kakeibo: option '--all' is not for 'recurring add' (see 'kakeibo recurring --help')"
    ),
    (
      ["recurring", "list", "--times", "3"],
      "kakeibo: option '--times' is not for 'recurring list' (see 'kakeibo recurring --help')"
    ),
    (
      ["recurring", "edit"],
      "kakeibo: 'recurring edit' needs the rule's ID, as 'kakeibo recurring' lists them (see 'kakeibo recurring --help')"
    ),
    (
      ["recurring", "edit", "1"],
      "kakeibo: 'recurring edit' needs something to change: --amount, --day, --until, --times, --memo, --category or --sub (see 'kakeibo recurring --help')"
    ),
    (
      ["recurring", "remove", "1", "2"],
      "kakeibo: unexpected argument '2' for 'recurring' (see 'kakeibo recurring --help')"
    ),
    (["ad", "5"], "kakeibo: unknown command 'ad'; did you mean 'add'? (see 'kakeibo --help')"),
    (
      ["reprot"], "kakeibo: unknown command 'reprot'; did you mean 'report'? (see 'kakeibo --help')"
    ),
    (
      ["add", "5", "--catgory", "fun"],
      "kakeibo: unknown option '--catgory' for 'add'; did you mean '--category'? (see 'kakeibo add --help')"
    ),
    (
      ["add", "5"],
      "kakeibo: 'add' needs a category: pass --category 生活費, 経費 or 娯楽費 (see 'kakeibo add --help')"
    ),
    (["add", "-c", "fun"], "kakeibo: 'add' needs AMOUNT (see 'kakeibo add --help')"),
    (
      ["add", "5", "-c"],
      "kakeibo: option '--category' needs a value (--category CATEGORY) (see 'kakeibo add --help')"
    ),
    (
      ["add", "5", "6", "-c", "fun"],
      "kakeibo: unexpected argument '6' for 'add' (see 'kakeibo add --help')"
    ),
    (
      ["add", "5", "-c", "fun", "-c", "living"],
      "kakeibo: option '--category' was given more than once (see 'kakeibo add --help')"
    ),
    (
      ["list", "--month", "2026-11", "--from", "2026-11-01"],
      "kakeibo: options '--month' and '--from' cannot be used together (see 'kakeibo list --help')"
    ),
    (
      ["list", "--format", "xml"],
      "kakeibo: option '--format' does not accept 'xml'; expected 'table', 'csv' or 'json' (see 'kakeibo list --help')"
    ),
    (
      ["help", "lsit"],
      "kakeibo: unknown command 'lsit'; did you mean 'list'? (see 'kakeibo --help')"
    ),
    (
      ["import", "x.csv", "--encoding", "latin1"],
      "kakeibo: option '--encoding' does not accept 'latin1'; expected 'utf-8' or 'shift_jis' (see 'kakeibo import --help')"
    ),
    (
      ["import", "x.csv", "--skip-lines", "-1"],
      "kakeibo: --skip-lines -1: expected a whole number of lines from 0, such as 5 (see 'kakeibo import --help')"
    ),
    (
      ["import", "x.csv", "--skip-lines", "two"],
      "kakeibo: --skip-lines two: expected a whole number of lines from 0, such as 5 (see 'kakeibo import --help')"
    ),
    (
      ["import", "x.csv", "--transfer", " "],
      "kakeibo: --transfer needs a pattern that a transfer's description holds, such as --transfer ヤマダタロウ (see 'kakeibo import --help')"
    ),
    (
      ["import", "x.csv", "--from", "zaim", "--transfer", "ヤマダ"],
      "kakeibo: --transfer is for bank and card statements and --from csv, not for --from zaim (see 'kakeibo import --help')"
    ),
    (
      ["import", "x.csv", "--from", "kakeibo", "--year", "2026"],
      "kakeibo: --year is for the dates without a year of モバイルSuica's 利用履歴, not for --from kakeibo (see 'kakeibo import --help')"
    ),
    (
      ["import", "x.csv", "--from", "moneyforward", "--income-col", "入金"],
      "kakeibo: --income-col is for --from csv, not --from moneyforward (see 'kakeibo import --help')"
    ),
    (
      ["import", "x.csv", "--date-col", "1", "--amount-col", "2", "--income-col", "0"],
      "kakeibo: --income-col 0: columns are numbered from 1 (see 'kakeibo import --help')"
    ),
    (
      ["import", "x.csv", "--map", "=経費"],
      "kakeibo: --map =経費: expected SOURCE=CATEGORY or SOURCE=CATEGORY/内訳, such as --map 趣味・娯楽=娯楽費 or --map スタバ=娯楽費/カフェ (see 'kakeibo import --help')"
    ),
    (
      ["--db", "", "list"],
      "kakeibo: option '--db' needs a value (--db PATH) (see 'kakeibo list --help')"
    ),
    (
      ["export", "--force"],
      "kakeibo: --force replaces the file -o names; without -o FILE there is none (see 'kakeibo export --help')"
    ),
    (
      ["--help=x"],
      "kakeibo: option '--help' takes no value, but was given 'x' (see 'kakeibo --help')"
    ),
    (
      ["list", "--help=x"],
      "kakeibo: option '--help' takes no value, but was given 'x' (see 'kakeibo list --help')"
    ),
    (
      ["--version=2"],
      "kakeibo: option '--version' takes no value, but was given '2' (see 'kakeibo --help')"
    ),
    // Arguments echoed back keep their control characters visible, on one line.
    (
      ["list", "\u{1B}[31mX"],
      "kakeibo: unexpected argument '\\e[31mX' for 'list' (see 'kakeibo list --help')"
    ),
    (
      ["list", "a\nb"],
      "kakeibo: unexpected argument 'a\\nb' for 'list' (see 'kakeibo list --help')"
    ),
    (
      ["config", "\u{1B}]0;title\u{7}"],
      "kakeibo: unknown action '\\e]0;title\\u{7}'; expected get, set or unset (see 'kakeibo config --help')"
    ),
    (
      ["list", "--format", "x\u{202E}y"],
      "kakeibo: option '--format' does not accept 'x\\u{202E}y'; expected 'table', 'csv' or 'json' (see 'kakeibo list --help')"
    ),
    // Completion and the subcommands' help (issue 16).
    (["completion"], "kakeibo: 'completion' needs SHELL (see 'kakeibo completion --help')"),
    (
      ["completion", "tcsh"],
      "kakeibo: unknown shell 'tcsh'; expected bash, zsh or fish (see 'kakeibo completion --help')"
    ),
    (
      ["completion", "--values", "colours"],
      "kakeibo: unknown values 'colours'; expected subcategories or months (see 'kakeibo completion --help')"
    ),
    (
      ["help", "budget", "sett"],
      "kakeibo: unknown command 'budget sett'; did you mean 'budget set'? (see 'kakeibo --help')"
    ),
    (
      ["help", "budget", "set", "fun"],
      "kakeibo: unknown command 'budget set fun'; did you mean 'budget set'? (see 'kakeibo --help')"
    ),
    (
      ["config", "get", "month-start", "x"],
      "kakeibo: unexpected argument 'x' for 'config' (see 'kakeibo config --help')"
    ),
    // Members are for a shared ledger: on a file, every form of `member` says so (issue 11).
    (["member"], Self.noMembersOnAFile),
    (["member", "list", "--format", "json"], Self.noMembersOnAFile),
    (["member", "add", "hanako"], Self.noMembersOnAFile),
    (["member", "add", "taro", "--read-only"], Self.noMembersOnAFile),
    (["member", "remove", "hanako"], Self.noMembersOnAFile),
    (["copy"], "kakeibo: 'copy' needs TARGET (see 'kakeibo copy --help')"),
  ]

  static let noMembersOnAFile =
    "kakeibo: a ledger in a file has no members: sharing needs a PostgreSQL ledger (--db postgresql://…; 'kakeibo copy' moves a file there) (see 'kakeibo member --help')"

  static let invalidData: [([String], String)] = [
    (
      ["recurring", "add", "100", "-c", "fun", "-m", "x", "--day", "0"],
      "kakeibo: day \"0\": not a day a rule can fall on; expected a day of the month from 1 to 31 (31: the month's last day)"
    ),
    (
      ["recurring", "add", "100", "-c", "fun", "-m", "x", "--day", "tenth"],
      "kakeibo: day \"tenth\": not a day a rule can fall on; expected a day of the month from 1 to 31 (31: the month's last day)"
    ),
    (
      ["recurring", "add", "100", "-c", "fun", "-m", "x", "--day", "3", "--times", "601"],
      "kakeibo: times \"601\": not a number of payments; expected a whole number from 1 to 600"
    ),
    (
      ["recurring", "add", "100", "-c", "fun", "-m", "x", "--day", "3", "--from", "2026-13"],
      "kakeibo: month \"2026-13\": there is no month 13 in year 2026; expected YYYY-MM, YYYY/MM, 2026年11月, M or M月 (the latest such month), this (今月) or last (先月)"
    ),
    (
      [
        "recurring", "add", "100", "-c", "fun", "-m", "x", "--day", "3", "--from", "2026-11",
        "--until", "2026-10",
      ],
      "kakeibo: month \"2026-10\": is before the rule's first month, 2026-11; expected 2026-11 or later"
    ),
    (
      ["recurring", "add", "-100", "-c", "fun", "-m", "x", "--day", "3"],
      "kakeibo: amount \"-100\": amounts are positive: an expense of ¥500 is written 500; expected a whole number of yen from 1 to 999,999,999,999, such as 1200, 1,200, ¥1200, ￥1,200, 1200円 or １２００"
    ),
    (
      ["recurring", "edit", "x", "--amount", "5"],
      "kakeibo: id \"x\": not a rule's id; expected a positive whole number, such as 2, as 'kakeibo recurring' lists them"
    ),
    (
      ["recurring", "remove", "7"],
      "kakeibo: id \"7\": no recurring rule has this id; 'kakeibo recurring --all' lists them"
    ),
    (
      ["add", "12.5", "-c", "fun"],
      "kakeibo: amount \"12.5\": yen amounts are whole numbers; expected a whole number of yen from 1 to 999,999,999,999, such as 1200, 1,200, ¥1200, ￥1,200, 1200円 or １２００"
    ),
    (
      ["add", "-500", "-c", "fun"],
      "kakeibo: amount \"-500\": amounts are positive: a refund is written as its amount with --refund, such as 500 --refund; expected a whole number of yen from 1 to 999,999,999,999, such as 1200, 1,200, ¥1200, ￥1,200, 1200円 or １２００"
    ),
    (
      ["add", "1000000000000", "-c", "fun"],
      "kakeibo: amount \"1000000000000\": too large; expected a whole number of yen from 1 to 999,999,999,999, such as 1200, 1,200, ¥1200, ￥1,200, 1200円 or １２００"
    ),
    (
      ["add", "1e9", "-c", "fun"],
      "kakeibo: amount \"1e9\": not a yen amount; expected a whole number of yen from 1 to 999,999,999,999, such as 1200, 1,200, ¥1200, ￥1,200, 1200円 or １２００"
    ),
    (
      ["add", "5", "-c", "食費"],
      "kakeibo: category \"食費\": no such category; expected 生活費 (living), 経費 (expenses, business), 娯楽費 (leisure, fun), the start of one, or its number 1-3"
    ),
    (
      ["add", "5", "-c", "l"],
      "kakeibo: category \"l\": the start of more than one category: 生活費 (living) or 娯楽費 (leisure, fun); type more of the name"
    ),
    (
      ["list", "-c", "4"],
      "kakeibo: category \"4\": no such category; expected 生活費 (living), 経費 (expenses, business), 娯楽費 (leisure, fun), the start of one, or its number 1-3"
    ),
    (
      ["add", "5", "-c", "fun", "-d", "2026-02-30"],
      "kakeibo: date \"2026-02-30\": 2026-02 has 28 days, not 30; expected YYYY-MM-DD, today, yesterday, or M/D or MM-DD in the current year"
    ),
    (
      ["add", "5", "-c", "fun", "-d", "2025-02-29"],
      "kakeibo: date \"2025-02-29\": 2025-02 has 28 days, not 29; expected YYYY-MM-DD, today, yesterday, or M/D or MM-DD in the current year"
    ),
    (
      ["add", "5", "-c", "fun", "-d", "next week"],
      "kakeibo: date \"next week\": not a date; expected YYYY-MM-DD, today, yesterday, or M/D or MM-DD in the current year"
    ),
    (
      ["add", "5", "-c", "fun", "-m", "two\nlines"],
      "kakeibo: memo \"two\\nlines\": contains the control character U+000A; a memo is one line of printable text, up to 500 characters"
    ),
    (
      ["add", "5", "-c", "fun", "-m", "\u{1B}[31mred"],
      "kakeibo: memo \"\\e[31mred\": contains the control character U+001B; a memo is one line of printable text, up to 500 characters"
    ),
    (
      ["add", "5", "-c", "fun", "-m", "\u{202E}txt.exe"],
      "kakeibo: memo \"\\u{202E}txt.exe\": contains the control character U+202E; a memo is one line of printable text, up to 500 characters"
    ),
    (
      ["list", "--search", ""],
      "kakeibo: search \"\": is empty; give the text to find in memos and 内訳, such as Netflix"
    ),
    (
      ["list", "--search", "  "],
      "kakeibo: search \"  \": is empty; give the text to find in memos and 内訳, such as Netflix"
    ),
    (
      ["export", "--search", "\u{3000}"],
      "kakeibo: search \"\u{3000}\": is empty; give the text to find in memos and 内訳, such as Netflix"
    ),
    (
      ["report", "--search", "net\tflix"],
      "kakeibo: search \"net\\tflix\": contains the control character U+0009; search for printable text that a memo or 内訳 holds"
    ),
    (
      ["list", "--search", "\u{202E}xilften"],
      "kakeibo: search \"\\u{202E}xilften\": contains the control character U+202E; search for printable text that a memo or 内訳 holds"
    ),
    (
      ["list", "--search", String(repeating: "ｱ", count: 1001)],
      "kakeibo: search \"\(String(repeating: "ｱ", count: 80))…\": is 1001 characters long; a search is at most 1000 characters"
    ),
    (
      ["list", "--month", "2026-13"],
      "kakeibo: month \"2026-13\": there is no month 13 in year 2026; expected YYYY-MM, YYYY/MM, 2026年11月, M or M月 (the latest such month), this (今月) or last (先月)"
    ),
    (
      ["list", "--from", "2026-12-01", "--to", "2026-11-01"],
      "kakeibo: from \"2026-12-01\": comes after --to 2026-11-01; the range must run forward"
    ),
    (
      ["report", "2026/13"],
      "kakeibo: month \"2026/13\": there is no month 13 in year 2026; expected YYYY-MM, YYYY/MM, 2026年11月, M or M月 (the latest such month), this (今月) or last (先月)"
    ),
    (
      ["report", "13"],
      "kakeibo: month \"13\": there is no month 13; expected YYYY-MM, YYYY/MM, 2026年11月, M or M月 (the latest such month), this (今月) or last (先月)"
    ),
    (
      ["browse", "next"],
      "kakeibo: month \"next\": not a month; expected YYYY-MM, YYYY/MM, 2026年11月, M or M月 (the latest such month), this (今月) or last (先月)"
    ),
    (
      ["list", "--month", "2026年13月"],
      "kakeibo: month \"2026年13月\": there is no month 13 in year 2026; expected YYYY-MM, YYYY/MM, 2026年11月, M or M月 (the latest such month), this (今月) or last (先月)"
    ),
    (
      ["report", "--year", "26"],
      "kakeibo: year \"26\": a year has four digits; expected YYYY, such as 2026"
    ),
    (
      ["report", "--year", "1"],
      "kakeibo: year \"1\": a year has four digits; expected YYYY, such as 2026"
    ),
    (
      ["report", "--year", "0000"],
      "kakeibo: year \"0000\": there is no year 0; expected YYYY from 0001 to 9999, such as 2026"
    ),
    (
      ["report", "--year", "twenty"],
      "kakeibo: year \"twenty\": not a year; expected YYYY, such as 2026"
    ),
    (
      ["delete", "0"],
      "kakeibo: id \"0\": not an entry id; expected a positive whole number, such as 12"
    ),
    (["delete", "7"], "kakeibo: id \"7\": no entry has this id"),
    (
      ["budget", "set", "fun", "12.5"],
      "kakeibo: amount \"12.5\": yen amounts are whole numbers; expected a whole number of yen from 1 to 999,999,999,999, such as 1200, 1,200, ¥1200, ￥1,200, 1200円 or １２００"
    ),
    (
      ["budget", "set", "food", "100"],
      "kakeibo: category \"food\": no such category; expected 生活費 (living), 経費 (expenses, business), 娯楽費 (leisure, fun), the start of one, or its number 1-3"
    ),
    (
      ["budget", "unset", "fun"],
      "kakeibo: budget \"娯楽費 every month\": there is no such budget; 'kakeibo budget' lists the budgets in force"
    ),
    (
      ["config", "set", "month-start", "31"],
      "kakeibo: month-start \"31\": not a day a month can start on; expected a day of the month from 1 to 28, such as 25"
    ),
    (
      ["config", "set", "colour", "blue"],
      "kakeibo: setting \"colour\": no such setting; expected month-start"
    ),
    (
      ["report", "--month-start", "29"],
      "kakeibo: month-start \"29\": not a day a month can start on; expected a day of the month from 1 to 28, such as 25"
    ),
    (
      ["import", "x.csv", "--year", "26"],
      "kakeibo: year \"26\": a year has four digits; expected YYYY, such as 2026"
    ),
    (
      ["import", "x.csv", "--map", "スタバ=food/カフェ"],
      "kakeibo: category \"food\": no such category; expected 生活費 (living), 経費 (expenses, business), 娯楽費 (leisure, fun), the start of one, or its number 1-3"
    ),
    (
      ["import", "x.csv", "--map", "スタバ=娯楽費/(なし)"],
      "kakeibo: subcategory \"(なし)\": is what tables show for entries without a 内訳; give an empty 内訳 for none"
    ),
    (
      ["list", "--source", "ビューカード"],
      "kakeibo: source \"ビューカード\": no entry has a source yet; entries imported from a bank, a card or a household app have one"
    ),
    (
      ["export", "--month", "2026-13"],
      "kakeibo: month \"2026-13\": there is no month 13 in year 2026; expected YYYY-MM, YYYY/MM, 2026年11月, M or M月 (the latest such month), this (今月) or last (先月)"
    ),
  ]

  static let missingOrExisting: [([String], Int32, String)] = [
    (
      ["import", "/nonexistent/kakeibo-missing.csv"], 66,
      "kakeibo: file \"/nonexistent/kakeibo-missing.csv\": no such file"
    )
  ]

  /// Import files that cannot be imported: (bytes, options, status, stderr with FILE for the
  /// file's path). With `-` among the options, the bytes come on standard input.
  static let importFiles: [([UInt8], [String], Int32, String)] = [
    (
      [0xFF, 0xFE] + Array("id,date".utf8).flatMap { [$0, 0] }, [], 65,
      "kakeibo: file \"FILE\": is UTF-16, which kakeibo does not read; save it as UTF-8 or Shift_JIS"
    ),
    (
      Array("id,date,amount,category,memo\n".utf8).flatMap { [$0, 0] }, [], 65,
      "kakeibo: file \"FILE\": is UTF-16, which kakeibo does not read; save it as UTF-8 or Shift_JIS"
    ),
    (
      [0xFF, 0xFE, 0x00, 0x00] + Array("id".utf8).flatMap { [$0, 0, 0, 0] }, [], 65,
      "kakeibo: file \"FILE\": is UTF-32, which kakeibo does not read; save it as UTF-8 or Shift_JIS"
    ),
    (
      Array(String(repeating: "x", count: (1 << 20) + 1).utf8) + Array("\n1\n".utf8), [], 65,
      "kakeibo: file \"FILE\": the header row is longer than 1024 KiB; expected a header row of column names, then a row per expense"
    ),
    (
      Array("date,amount,memo\r2026-11-01,1.5,\"a\rb\"\r2026-11-02,x,c\r".utf8),
      ["--date-col", "date", "--amount-col", "amount", "--memo-col", "memo", "-c", "fun"], 65,
      """
      kakeibo: line 2: amount "1.5": yen amounts are whole numbers; expected a whole number of yen from 1 to 999,999,999,999, such as 1200, 1,200, ¥1200, ￥1,200, 1200円 or １２００
      kakeibo: line 4: amount "x": not a yen amount; expected a whole number of yen from 1 to 999,999,999,999, such as 1200, 1,200, ¥1200, ￥1,200, 1200円 or １２００
      kakeibo: file "FILE": 2 problems on 2 rows, so nothing was imported; fix them, or pass --skip-invalid to import the other rows
      """
    ),
    (
      Array("date,amount,memo\n2026-11-01,100,caf".utf8) + [0xC3, 0xA9, 0x0A]
        + Array(String(repeating: "2026-11-02,1,x\n", count: 80_000).utf8)
        + Array("2026-11-03,2,日本\n".utf8),
      ["-", "--date-col", "1", "--amount-col", "2", "--memo-col", "3", "-c", "fun"], 65,
      "kakeibo: file \"-\": reads as Shift_JIS at first but as UTF-8 further on, so nothing was imported; name the encoding with --encoding utf-8 or --encoding shift_jis"
    ),
    (
      Array("id,date,amount,category,memo,ledger\n1,2026-11-01,100,fun,a,12345\n".utf8), [], 65,
      """
      kakeibo: line 2: ledger "12345": not a ledger's identity; expected the 32 hexadecimal digits that kakeibo export writes, or nothing
      kakeibo: file "FILE": 1 problem on 1 row, so nothing was imported; fix them, or pass --skip-invalid to import the other rows
      """
    ),
    (
      // A bank's statement, recognized by its header, with an amount that is not one.
      Array(
        ("\"日付\",\"摘要\",\"摘要内容\",\"支払い金額\",\"預かり金額\",\"差引残高\"\n"
          + "\"2026/11/4\",\"カード\",\"\",\"1.5\",\"\",\"337,270\"\n"
          + "\"2026/11/10\",\"デビット\",\"書店\",\"1,800\",\"\",\"335,470\"\n").utf8),
      [], 65,
      """
      kakeibo: line 2: 支払い金額 "1.5": yen amounts are whole numbers; expected a whole number of yen from 1 to 999,999,999,999, such as 1200, 1,200, ¥1200, ￥1,200, 1200円 or １２００
      kakeibo: file "FILE": 1 problem on 1 row, so nothing was imported; fix them, or pass --skip-invalid to import the other rows
      """
    ),
    (
      // kakeibo's export saved again as Shift_JIS (生活費, 家計簿): kakeibo's export is UTF-8.
      Array("id,date,amount,category,memo\n1,2026-11-01,100,".utf8)
        + [0x90, 0xB6, 0x8A, 0x88, 0x94, 0xEF, 0x2C, 0x89, 0xC6, 0x8C, 0x76, 0x95, 0xEB, 0x0A],
      [], 65,
      """
      kakeibo: line 2: category "\u{FFFD}\u{FFFD}\u{FFFD}\u{FFFD}\u{FFFD}\u{FFFD}": not valid UTF-8 text (the file reads as UTF-8; --encoding shift_jis reads it as Shift_JIS)
      kakeibo: line 2: memo "\u{FFFD}ƌv\u{FFFD}\u{FFFD}": not valid UTF-8 text (the file reads as UTF-8; --encoding shift_jis reads it as Shift_JIS)
      kakeibo: file "FILE": 2 problems on 1 row, so nothing was imported; fix them, or pass --skip-invalid to import the other rows
      """
    ),
  ]

  /// Options a file's format, once recognized, does not use: (file, options, stderr with FILE
  /// for the file's path), each refused with status 64 before the ledger is touched.
  static let optionsTheFormatDoesNotUse: [(String, [String], String)] = [
    (
      "moneyforward-sjis.csv", ["--transfer", "ヤマダ"],
      "kakeibo: --transfer is for bank and card statements and --from csv, not for a Money Forward ME file (see 'kakeibo import --help')"
    ),
    (
      "statements/rakuten-card-2026-12.csv", ["--year", "2026"],
      "kakeibo: --year is for the dates without a year of モバイルSuica's 利用履歴, not for a 楽天カード ご利用明細 file (see 'kakeibo import --help')"
    ),
  ]

  @Test(arguments: optionsTheFormatDoesNotUse)
  func optionsTheFormatDoesNotUseExit64(file: String, options: [String], stderr: String) throws {
    let sandbox = try Sandbox()
    try sandbox.ok("add", "1", "-c", "fun")
    let before = sandbox.fileBytes()
    #expect(
      try sandbox.run(["import", fixture(file)] + options)
        == Run(status: 64, stdout: "", stderr: stderr + "\n"))
    #expect(sandbox.fileBytes() == before)
  }

  @Test(arguments: Engine.available, importFiles)
  func importFilesThatCannotBeImported(engine: Engine, example: ([UInt8], [String], Int32, String))
    throws
  {
    let (bytes, options, status, stderr) = example
    let sandbox = try Sandbox(engine: engine)
    try sandbox.ok("add", "1", "-c", "fun")
    let before = try sandbox.contents()
    let path = sandbox.folder + "/bad.csv"
    try Data(bytes).write(to: URL(fileURLWithPath: path))
    let result =
      options.contains("-")
      ? try sandbox.run(["import"] + options, stdinBytes: Data(bytes))
      : try sandbox.run(["import", path] + options)
    #expect(
      result
        == Run(
          status: status, stdout: "",
          stderr: stderr.replacingOccurrences(of: "FILE", with: path) + "\n"))
    #expect(try sandbox.contents() == before)
  }

  @Test(arguments: usage)
  func usageErrorsExit64(arguments: [String], message: String) throws {
    try expectRefused(arguments, status: 64, message: message)
  }

  @Test(arguments: Engine.available, invalidData)
  func invalidDataExits65(engine: Engine, example: ([String], String)) throws {
    let (arguments, message) = example
    try expectRefused(arguments, status: 65, message: message, on: engine)
  }

  @Test(arguments: Engine.available, missingOrExisting)
  func missingInputFilesExit66(engine: Engine, example: ([String], Int32, String)) throws {
    let (arguments, status, message) = example
    try expectRefused(arguments, status: status, message: message, on: engine)
  }

  /// Redo refused, each after its steps on a ledger holding one entry: a change recorded after
  /// the undo ends what redo can re-apply (65), and nothing is written.
  static let refusedRedos: [([[String]], String)] = [
    (
      [["add", "5", "-c", "fun"], ["undo"], ["add", "7", "-c", "fun"]],
      "kakeibo: nothing to redo: change 3 (add #3 2026-11-15 娯楽費 ¥7) was made after the last undo (of change 2), and a new change ends what redo can re-apply"
    ),
    (
      [["budget", "set", "fun", "100"], ["undo"], ["config", "set", "month-start", "25"]],
      "kakeibo: nothing to redo: change 3 (config set month-start 25 (was 1)) was made after the last undo (of change 2), and a new change ends what redo can re-apply"
    ),
    (
      [["edit", "1", "-a", "2"], ["undo"], ["edit", "1", "-a", "2"], ["undo"], ["delete", "1"]],
      "kakeibo: nothing to redo: change 4 (delete #1 2026-11-15 娯楽費 ¥1) was made after the last undo (of change 3), and a new change ends what redo can re-apply"
    ),
  ]

  @Test(arguments: Engine.available, refusedRedos)
  func aRedoAfterANewChangeExits65(engine: Engine, example: ([[String]], String)) throws {
    let (steps, message) = example
    let sandbox = try Sandbox(engine: engine)
    try sandbox.ok("add", "1", "-c", "fun")
    for step in steps { try sandbox.ok(step) }
    let before = try sandbox.contents()
    #expect(try sandbox.run("redo") == Run(status: 65, stdout: "", stderr: message + "\n"))
    #expect(try sandbox.contents() == before)
  }

  @Test func aBackupOverAnExistingFileExits73() throws {
    let sandbox = try Sandbox()
    let target = sandbox.folder + "/existing.db"
    _ = FileManager.default.createFile(atPath: target, contents: Data("keep me".utf8))
    try sandbox.ok("add", "1", "-c", "fun")
    #expect(
      try sandbox.run("backup", target)
        == Run(
          status: 73, stdout: "",
          stderr:
            "kakeibo: backup \"\(target)\": a file is already there; pass --force to replace it\n"))
    #expect(sandbox.fileBytes(target) == Data("keep me".utf8))
  }

  /// What `export -o` and `backup` refuse to write over (status 73), against a ledger with one
  /// entry: `$D` is the sandbox's folder, holding `existing` ("keep me"), a FIFO `fifo`, a
  /// link `link.db` to the ledger and a link `loop` to itself, and `$L` the ledger.
  static let refusedDestinations: [([String], String)] = [
    (["export", "-o", "$L"], "kakeibo: file \"$L\": is the ledger itself; name another file"),
    (
      ["export", "-o", "$L", "--force"],
      "kakeibo: file \"$L\": is the ledger itself; name another file"
    ),
    (
      ["export", "-o", "$L-wal"],
      "kakeibo: file \"$L-wal\": is a file SQLite keeps beside the ledger \"$L\"; name another file"
    ),
    (
      ["export", "-o", "$L-journal", "--force"],
      "kakeibo: file \"$L-journal\": is a file SQLite keeps beside the ledger \"$L\"; name another file"
    ),
    (
      ["export", "-o", "$D/existing"],
      "kakeibo: file \"$D/existing\": a file is already there; pass --force to replace it"
    ),
    (["export", "-o", "$D", "--force"], "kakeibo: file \"$D\": is a directory; name a file"),
    (
      ["backup", "$L-shm", "--force"],
      "kakeibo: backup \"$L-shm\": is a file SQLite keeps beside the ledger \"$L\"; name another file"
    ),
    (
      ["backup", "$D/fifo"],
      "kakeibo: backup \"$D/fifo\": is a FIFO; expected the path of a regular file"
    ),
    (
      ["backup", "$D/fifo", "--force"],
      "kakeibo: backup \"$D/fifo\": is a FIFO; expected the path of a regular file"
    ),
    (
      ["backup", "$D/link.db"],
      "kakeibo: backup \"$D/link.db\": is the ledger itself; name another file"
    ),
  ]

  /// Destinations `export -o` and `backup` cannot write at all (status 74), in the same folder.
  static let unwritableDestinations: [([String], String)] = [
    (
      ["export", "-o", "$D/loop", "--force"],
      "kakeibo: file \"$D/loop\": cannot write it: Too many levels of symbolic links"
    ),
    (
      ["backup", "$D/loop"],
      "kakeibo: backup \"$D/loop\": cannot write it: Too many levels of symbolic links"
    ),
    (
      ["export", "-o", "$D/no/such/folder/out.csv"],
      "kakeibo: file \"$D/no/such/folder/out.csv\": cannot write it: No such file or directory"
    ),
  ]

  @Test(arguments: refusedDestinations)
  func refusedDestinationsExit73(arguments: [String], message: String) throws {
    try expectDestinationRefused(arguments, status: 73, message: message)
  }

  @Test(arguments: unwritableDestinations)
  func unwritableDestinationsExit74(arguments: [String], message: String) throws {
    try expectDestinationRefused(arguments, status: 74, message: message)
  }

  private func expectDestinationRefused(_ arguments: [String], status: Int32, message: String)
    throws
  {
    let sandbox = try Sandbox()
    try sandbox.ok("add", "1", "-c", "fun")
    let existing = sandbox.folder + "/existing"
    _ = FileManager.default.createFile(atPath: existing, contents: Data("keep me".utf8))
    #expect(mkfifo(sandbox.folder + "/fifo", 0o600) == 0)
    try FileManager.default.createSymbolicLink(
      atPath: sandbox.folder + "/link.db", withDestinationPath: sandbox.databasePath)
    try FileManager.default.createSymbolicLink(
      atPath: sandbox.folder + "/loop", withDestinationPath: "loop")
    let before = try FileManager.default.contentsOfDirectory(atPath: sandbox.folder).sorted()
    let ledgerBytes = sandbox.fileBytes()
    func expand(_ text: String) -> String {
      text.replacing("$L", with: sandbox.databasePath).replacing("$D", with: sandbox.folder)
    }
    let result = try sandbox.run(arguments.map(expand))
    #expect(result == Run(status: status, stdout: "", stderr: expand(message) + "\n"))
    #expect(sandbox.fileBytes() == ledgerBytes)
    #expect(sandbox.fileBytes(existing) == Data("keep me".utf8))
    #expect(try FileManager.default.contentsOfDirectory(atPath: sandbox.folder).sorted() == before)
  }

  /// Commands refused on a ledger that does not exist yet, `$DB`: on SQLite `--db
  /// $D/new/sub/ledger.db`, and they create neither the file nor its folders; on PostgreSQL a
  /// database without a ledger, and they create no schema there (nor any file). `$D/bad.csv`
  /// has one bad row.
  static let refusedWithoutALedger: [([String], Int32, String)] = [
    (["delete", "1"], 65, "kakeibo: id \"1\": no entry has this id"),
    (["edit", "1", "--amount", "5"], 65, "kakeibo: id \"1\": no entry has this id"),
    (
      ["budget", "unset", "fun"], 65,
      "kakeibo: budget \"娯楽費 every month\": there is no such budget; 'kakeibo budget' lists the budgets in force"
    ),
    (
      ["import", "$D/bad.csv"], 65,
      """
      kakeibo: line 2: amount "12.5": yen amounts are whole numbers; expected a whole number of yen from 1 to 999,999,999,999, such as 1200, 1,200, ¥1200, ￥1,200, 1200円 or １２００
      kakeibo: file "$D/bad.csv": 1 problem on 1 row, so nothing was imported; fix them, or pass --skip-invalid to import the other rows
      """
    ),
    (
      ["backup", "$D/backup.db"], 66,
      "kakeibo: database \"$DB\": there is no ledger here yet"
    ),
    (["check"], 66, "kakeibo: database \"$DB\": there is no ledger here yet"),
    (["copy", "$D/copy.db"], 66, "kakeibo: database \"$DB\": there is no ledger here yet"),
  ]

  @Test(arguments: Engine.available, refusedWithoutALedger)
  func refusedWithoutALedgerCreateNothing(engine: Engine, example: ([String], Int32, String))
    throws
  {
    let (arguments, status, message) = example
    let sandbox = try Sandbox(engine: engine)
    try Data("id,date,amount,category,memo\n1,2026-11-01,12.5,fun,\n".utf8)
      .write(to: URL(fileURLWithPath: sandbox.folder + "/bad.csv"))
    let ledger = engine == .sqlite ? sandbox.folder + "/new/sub/ledger.db" : sandbox.ledger
    func expand(_ text: String) -> String {
      text.replacing("$DB", with: ledger).replacing("$D", with: sandbox.folder)
    }
    let result = try sandbox.run(["--db", ledger] + arguments.map(expand))
    #expect(result == Run(status: status, stdout: "", stderr: expand(message) + "\n"))
    #expect(try FileManager.default.contentsOfDirectory(atPath: sandbox.folder) == ["bad.csv"])
    #expect(!sandbox.ledgerExists)
  }

  /// Commands against a ledger that another process holds locked (as SQLite's exclusive
  /// locking mode does), with `KAKEIBO_BUSY_TIMEOUT=1`: a read says it could not read, a write
  /// that nothing was written; both exit 75.
  static let busy: [([String], String)] = [
    (["list"], "held it for more than 0.001 seconds, so it could not be read; try again"),
    (
      ["report", "--year", "2026"],
      "held it for more than 0.001 seconds, so it could not be read; try again"
    ),
    (
      ["export", "-o", "$D/out.csv"],
      "held it for more than 0.001 seconds, so it could not be read; try again"
    ),
    (
      ["add", "5", "-c", "fun"],
      "held it for more than 0.001 seconds; nothing was written, try again"
    ),
    (
      ["budget", "set", "fun", "100"],
      "held it for more than 0.001 seconds; nothing was written, try again"
    ),
    // Redo reads first (what fell due, then its undo), as undo does.
    (["redo"], "held it for more than 0.001 seconds, so it could not be read; try again"),
  ]

  @Test(arguments: busy)
  func aBusyLedgerExits75(arguments: [String], ending: String) throws {
    let sandbox = try Sandbox()
    try sandbox.ok("add", "1", "-c", "fun")
    let holder = try OtherConnection(
      sandbox.databasePath,
      running: "PRAGMA locking_mode = EXCLUSIVE; BEGIN IMMEDIATE; SELECT 1 FROM entries; COMMIT")
    defer { withExtendedLifetime(holder) {} }
    let result = try sandbox.run(
      arguments.map { $0.replacing("$D", with: sandbox.folder) },
      environment: ["KAKEIBO_BUSY_TIMEOUT": "1"])
    #expect(
      result
        == Run(
          status: 75, stdout: "",
          stderr:
            "kakeibo: database \"\(sandbox.databasePath)\": the ledger is busy: another process "
            + ending + "\n"))
    #expect(!FileManager.default.fileExists(atPath: sandbox.folder + "/out.csv"))
  }

  /// A shared ledger's connection refused (issue 11), against a PostgreSQL ledger with one
  /// entry, each one line with its status, the password masked, and nothing written (nor any
  /// file made instead): `$DB` is the ledger's database, `$S` the server's socket folder.
  static let connectionRefused: [([String], Int32, String)] = [
    (
      [
        "--db", "postgresql://tester:s3cret@/$DB?host=/nonexistent&port=5432", "add", "5", "-c",
        "fun",
      ],
      69,
      "kakeibo: database \"postgresql://tester:***@/$DB?host=/nonexistent&port=5432\": cannot reach the server at socket /nonexistent port 5432: No such file or directory; nothing was written"
    ),
    (
      ["--db", "postgresql://tester:s3cret@127.0.0.1:1/$DB", "list"], 69,
      "kakeibo: database \"postgresql://tester:***@127.0.0.1:1/$DB\": cannot reach the server at 127.0.0.1:1: Connection refused; nothing was written"
    ),
    (
      ["--db", "postgresql://nobody:s3cret@/$DB?host=$S&port=5432", "add", "5", "-c", "fun"], 77,
      "kakeibo: database \"postgresql://nobody:***@/$DB?host=$S&port=5432\": the server refused the connection: role \"nobody\" does not exist"
    ),
    (
      ["--db", "postgresql://tester@/nowhere?host=$S&port=5432", "list"], 77,
      "kakeibo: database \"postgresql://tester@/nowhere?host=$S&port=5432\": the server refused the connection: database \"nowhere\" does not exist"
    ),
    // A URI libpq cannot read is the user's to fix, and libpq's words about it keep the
    // password masked even where they quote the URI or the token they could not read.
    (
      ["--db", "postgresql://tester:s3%zzcret@/$DB?host=$S", "add", "5", "-c", "fun"], 64,
      "kakeibo: database \"postgresql://tester:***@/$DB?host=$S\": not a connection URI libpq accepts (invalid percent-encoded token: \"***\"); expected postgresql://[ROLE@]HOST[:PORT]/DATABASE[?PARAMETER=VALUE&…], as libpq documents it"
    ),
    (
      ["--db", "postgresql://tester:s3cret@[::1/$DB", "list"], 64,
      "kakeibo: database \"postgresql://tester:***@[::1/$DB\": not a connection URI libpq accepts (end of string reached when looking for matching \"]\" in IPv6 host address in URI: \"postgresql://tester:***@[::1/$DB\"); expected postgresql://[ROLE@]HOST[:PORT]/DATABASE[?PARAMETER=VALUE&…], as libpq documents it"
    ),
    (
      ["--db", "postgresql://tester@/$DB?host=$S&sslmode=sometimes", "list"], 64,
      "kakeibo: database \"postgresql://tester@/$DB?host=$S&sslmode=sometimes\": not a connection URI libpq accepts (invalid sslmode value: \"sometimes\"); expected postgresql://[ROLE@]HOST[:PORT]/DATABASE[?PARAMETER=VALUE&…], as libpq documents it"
    ),
    (
      ["--db", "postgresql://tester@/$DB?host=$S&port=99999", "list"], 64,
      "kakeibo: database \"postgresql://tester@/$DB?host=$S&port=99999\": not a connection URI libpq accepts (invalid port number: \"99999\"); expected postgresql://[ROLE@]HOST[:PORT]/DATABASE[?PARAMETER=VALUE&…], as libpq documents it"
    ),
    (
      ["--db", "postgresql://tester@/$DB?host=$S&colour=blue&password=s3cret", "list"], 64,
      "kakeibo: database \"postgresql://tester@/$DB?host=$S&colour=blue&password=***\": not a connection URI libpq accepts (invalid URI query parameter: \"colour\"); expected postgresql://[ROLE@]HOST[:PORT]/DATABASE[?PARAMETER=VALUE&…], as libpq documents it"
    ),
  ]

  @Test(.enabled(if: Engine.hasPostgres), arguments: connectionRefused)
  func aRefusedConnectionIsOneLineAndWritesNothing(
    arguments: [String], status: Int32, message: String
  ) throws {
    let sandbox = try Sandbox(engine: .postgresql)
    try sandbox.ok("add", "1", "-c", "fun")
    let before = try sandbox.contents()
    func expand(_ text: String) -> String {
      text.replacing("$DB", with: sandbox.databaseName ?? "")
        .replacing("$S", with: Engine.postgresServer?.host ?? "")
    }
    let result = try sandbox.run(arguments.map(expand))
    #expect(result == Run(status: status, stdout: "", stderr: expand(message) + "\n"))
    #expect(!result.stderr.contains("s3"))
    #expect(try sandbox.contents() == before)
    #expect(try FileManager.default.contentsOfDirectory(atPath: sandbox.folder) == [])
  }

  /// On PostgreSQL another member's write holds the ledger's lock as SQLite's writer does: a
  /// write that waits past the busy timeout exits 75 and writes nothing. Reads never wait
  /// there: they see the ledger as it was before the other member's transaction.
  @Test(.enabled(if: Engine.hasPostgres)) func aBusySharedLedgerExits75ForAWrite() throws {
    let sandbox = try Sandbox(engine: .postgresql)
    try sandbox.ok("add", "1", "-c", "fun")
    let holder = try PostgresSession(sandbox.uri(role: "postgres"))
    try holder.run(
      "SET search_path TO kakeibo; BEGIN; \(PostgresSession.ledgerLock); "
        + "INSERT INTO entries (id, date, amount, category) VALUES (2, '2026-11-15', 7, 'leisure');"
    )
    let before = try sandbox.contents()
    for arguments in [
      ["add", "5", "-c", "fun"], ["budget", "set", "fun", "100"], ["edit", "1", "-a", "2"],
      ["undo"], ["redo"], ["import", fixture("zaim.csv")],
    ] {
      #expect(
        try sandbox.run(arguments, environment: ["KAKEIBO_BUSY_TIMEOUT": "200"])
          == Run(
            status: 75, stdout: "",
            stderr:
              "kakeibo: database \"\(sandbox.ledger)\": the ledger is busy: another process held it for more than 0.2 seconds; nothing was written, try again\n"
          ), "\(arguments)")
    }
    #expect(try sandbox.contents() == before)
    #expect(try sandbox.ok("list", "--format", "csv").split(separator: "\n").count == 2)
    try holder.run("COMMIT;")
    #expect(try sandbox.ok("add", "5", "-c", "fun") == "Added #3  2026-11-15  🎮 娯楽費  ¥5\n")
  }

  @Test func aMemoOfMoreThan500CharactersIsRefused() throws {
    try expectRefused(
      ["add", "5", "-c", "fun", "-m", String(repeating: "あ", count: 501)], status: 65,
      message:
        "kakeibo: memo \"\(String(repeating: "あ", count: 80))…\": is 501 characters long; a memo holds at most 500 characters"
    )
  }

  /// Runs against a ledger holding one entry and checks the exact refusal and that the file
  /// did not change.
  func expectRefused(
    _ arguments: [String], status: Int32, message: String, on engine: Engine = .sqlite,
    environment: [String: String?] = [:]
  ) throws {
    let sandbox = try Sandbox(engine: engine)
    try sandbox.ok("add", "1", "-c", "fun")
    let before = try sandbox.contents()
    let result = try sandbox.run(arguments, environment: environment)
    #expect(result == Run(status: status, stdout: "", stderr: message + "\n"))
    #expect(try sandbox.contents() == before)
  }

  // MARK: Both languages

  /// Bad input worded in both languages (issue 16): the command line, its exit status, the
  /// English line and the Japanese one. The field, the value, what is accepted and the status
  /// are the same in both.
  static let bilingual: [([String], Int32, String, String)] = [
    (
      [], 64, "kakeibo: no command given (see 'kakeibo --help')",
      "kakeibo: コマンドがありません（'kakeibo --help' を参照）"
    ),
    (
      ["ad", "5"], 64, "kakeibo: unknown command 'ad'; did you mean 'add'? (see 'kakeibo --help')",
      "kakeibo: 'ad' というコマンドはありません。'add' のことですか？（'kakeibo --help' を参照）"
    ),
    (
      ["list", "--frm", "11/01"], 64,
      "kakeibo: unknown option '--frm' for 'list'; did you mean '--from'? (see 'kakeibo list --help')",
      "kakeibo: 'list' に '--frm' というオプションはありません。'--from' のことですか？（'kakeibo list --help' を参照）"
    ),
    (
      ["list", "--month"], 64,
      "kakeibo: option '--month' needs a value (--month MONTH) (see 'kakeibo list --help')",
      "kakeibo: オプション '--month' には値が必要です: --month MONTH（'kakeibo list --help' を参照）"
    ),
    (
      ["add", "5", "-c", "fun", "--refund=yes"], 64,
      "kakeibo: option '--refund' takes no value, but was given 'yes' (see 'kakeibo add --help')",
      "kakeibo: オプション '--refund' は値をとりませんが、'yes' が渡されました（'kakeibo add --help' を参照）"
    ),
    (
      ["list", "--format", "xml"], 64,
      "kakeibo: option '--format' does not accept 'xml'; expected 'table', 'csv' or 'json' (see 'kakeibo list --help')",
      "kakeibo: オプション '--format' に 'xml' は使えません。使えるのは 'table'、'csv'、'json' です（'kakeibo list --help' を参照）"
    ),
    (
      ["delete"], 64, "kakeibo: 'delete' needs ID (see 'kakeibo delete --help')",
      "kakeibo: 'delete' には ID が必要です（'kakeibo delete --help' を参照）"
    ),
    (
      ["delete", "1", "2"], 64,
      "kakeibo: unexpected argument '2' for 'delete' (see 'kakeibo delete --help')",
      "kakeibo: 'delete' に余分な引数 '2' があります（'kakeibo delete --help' を参照）"
    ),
    (
      ["add", "5", "-c", "fun", "-m", "a", "-m", "b"], 64,
      "kakeibo: option '--memo' was given more than once (see 'kakeibo add --help')",
      "kakeibo: オプション '--memo' が二度以上指定されました（'kakeibo add --help' を参照）"
    ),
    (
      ["list", "--month", "11", "--from", "11/01"], 64,
      "kakeibo: options '--month' and '--from' cannot be used together (see 'kakeibo list --help')",
      "kakeibo: オプション '--month' と '--from' は同時に使えません（'kakeibo list --help' を参照）"
    ),
    (
      ["add", "12.5", "-c", "fun"], 65,
      "kakeibo: amount \"12.5\": yen amounts are whole numbers; expected a whole number of yen from 1 to 999,999,999,999, such as 1200, 1,200, ¥1200, ￥1,200, 1200円 or １２００",
      "kakeibo: 金額 \"12.5\": 円の金額は整数です。1 から 999,999,999,999 までの整数の円で、1200、1,200、¥1200、￥1,200、1200円、１２００ のように書きます"
    ),
    (
      ["add", "-300", "-c", "fun"], 65,
      "kakeibo: amount \"-300\": amounts are positive: a refund is written as its amount with --refund, such as 300 --refund; expected a whole number of yen from 1 to 999,999,999,999, such as 1200, 1,200, ¥1200, ￥1,200, 1200円 or １２００",
      "kakeibo: 金額 \"-300\": 金額は正の数です。返金は金額に --refund をつけて 300 --refund のように書きます。1 から 999,999,999,999 までの整数の円で、1200、1,200、¥1200、￥1,200、1200円、１２００ のように書きます"
    ),
    (
      ["add", "1,20", "-c", "fun"], 65,
      "kakeibo: amount \"1,20\": commas must separate groups of three digits; expected a whole number of yen from 1 to 999,999,999,999, such as 1200, 1,200, ¥1200, ￥1,200, 1200円 or １２００",
      "kakeibo: 金額 \"1,20\": カンマは 3 桁ごとに入れます。1 から 999,999,999,999 までの整数の円で、1200、1,200、¥1200、￥1,200、1200円、１２００ のように書きます"
    ),
    (
      ["add", "5", "-c", "fun", "-d", "2026-02-30"], 65,
      "kakeibo: date \"2026-02-30\": 2026-02 has 28 days, not 30; expected YYYY-MM-DD, today, yesterday, or M/D or MM-DD in the current year",
      "kakeibo: 日付 \"2026-02-30\": 2026-02 は 28 日までで、30 日はありません。YYYY-MM-DD、today（今日）、yesterday（昨日）、または今年の M/D か MM-DD で書きます"
    ),
    (
      ["add", "5", "-c", "fun", "-d", "13/01"], 65,
      "kakeibo: date \"13/01\": there is no month 13; expected YYYY-MM-DD, today, yesterday, or M/D or MM-DD in the current year",
      "kakeibo: 日付 \"13/01\": 13 月はありません。YYYY-MM-DD、today（今日）、yesterday（昨日）、または今年の M/D か MM-DD で書きます"
    ),
    (
      ["add", "5", "-c", "fun", "-d", "someday"], 65,
      "kakeibo: date \"someday\": not a date; expected YYYY-MM-DD, today, yesterday, or M/D or MM-DD in the current year",
      "kakeibo: 日付 \"someday\": 日付ではありません。YYYY-MM-DD、today（今日）、yesterday（昨日）、または今年の M/D か MM-DD で書きます"
    ),
    (
      ["add", "5", "-c", "food"], 65,
      "kakeibo: category \"food\": no such category; expected 生活費 (living), 経費 (expenses, business), 娯楽費 (leisure, fun), the start of one, or its number 1-3",
      "kakeibo: 区分 \"food\": その区分はありません。使えるのは 生活費 (living)、経費 (expenses, business)、娯楽費 (leisure, fun)、その頭の部分（ほかの区分と重ならないもの）、または番号 1-3 です"
    ),
    (
      ["list", "-c", "l"], 65,
      "kakeibo: category \"l\": the start of more than one category: 生活費 (living) or 娯楽費 (leisure, fun); type more of the name",
      "kakeibo: 区分 \"l\": 複数の区分の頭の部分です（生活費 (living)、娯楽費 (leisure, fun)）。もっと長く書いてください"
    ),
  ]

  /// The Japanese a locale or KAKEIBO_LANG asks for: the same refusals, worded in Japanese.
  static let japaneseEnvironments: [[String: String?]] = [
    ["KAKEIBO_LANG": "ja"], ["LANG": "ja_JP.UTF-8"], ["LC_MESSAGES": "ja_JP.UTF-8"],
    ["LC_ALL": "ja_JP.UTF-8", "LANG": "en_US.UTF-8"],
  ]

  @Test(arguments: bilingual)
  func badInputIsRefusedInBothLanguages(
    arguments: [String], status: Int32, english: String, japanese: String
  ) throws {
    try expectRefused(arguments, status: status, message: english)
    try expectRefused(
      arguments, status: status, message: english,
      environment: ["LANG": "ja_JP.UTF-8", "KAKEIBO_LANG": "en"])
    for environment in Self.japaneseEnvironments {
      try expectRefused(arguments, status: status, message: japanese, environment: environment)
    }
  }

  /// KAKEIBO_LANG other than ja or en is refused before anything runs, in the locale's language.
  @Test func anUnknownKakeiboLangExits65() throws {
    try expectRefused(
      ["list"], status: 65,
      message:
        "kakeibo: language \"fr\": KAKEIBO_LANG must be ja or en, or unset to follow LC_ALL, LC_MESSAGES and LANG",
      environment: ["KAKEIBO_LANG": "fr"])
    try expectRefused(
      ["--help"], status: 65,
      message:
        "kakeibo: 言語 \"fr\": KAKEIBO_LANG は ja か en です（未設定なら LC_ALL、LC_MESSAGES、LANG に従います）",
      environment: ["KAKEIBO_LANG": "fr", "LANG": "ja_JP.UTF-8"])
  }

  /// Commands that meet a damaged page (issue 10, item 7): each stops with 74 and one line
  /// that says the ledger is damaged and points at check and backup, and writes nothing.
  static let meetingDamage: [[String]] = [
    ["add", "5", "-c", "fun"], ["list"], ["edit", "1", "--amount", "9"], ["delete", "1"],
    ["undo"], ["export", "--format", "json"], ["backup", "copy.db"],
  ]

  static let listHeader = "ID  Date        Category   Amount  Memo\n"

  @Test(arguments: meetingDamage)
  func aCommandThatMeetsDamageExits74AndWritesNothing(arguments: [String]) throws {
    let sandbox = try Sandbox()
    for amount in ["100", "200", "300"] { try sandbox.ok("add", amount, "-c", "fun") }
    try damageFirstCell(ofTable: "entries", at: sandbox.databasePath)
    let before = sandbox.fileBytes()
    let result = try sandbox.run(
      arguments.map { $0 == "copy.db" ? sandbox.folder + "/copy.db" : $0 })
    #expect(
      result
        == Run(
          // Output that streams has begun when the damage is met.
          status: 74, stdout: ["export": "[", "list": Self.listHeader][arguments[0]] ?? "",
          stderr:
            "kakeibo: database \"\(sandbox.databasePath)\": the ledger is damaged (database disk image is malformed); nothing was written; 'kakeibo check' lists the damage, and a copy made with 'kakeibo backup' can replace the file\n"
        ))
    #expect(sandbox.fileBytes() == before)
    #expect(!FileManager.default.fileExists(atPath: sandbox.folder + "/copy.db"))
  }

  @Test func invalidUTF8InAnArgumentIsRefused() throws {
    let sandbox = try Sandbox()
    let process = Process()
    process.executableURL = URL(fileURLWithPath: "/bin/sh")
    process.arguments = ["-c", "\"$0\" add 5 -c fun -m \"$(printf 'caf\\351')\"", binaryPath]
    process.environment = sandbox.environment
    let err = Pipe()
    process.standardError = err
    try process.run()
    let stderr = String(decoding: err.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
    process.waitUntilExit()
    #expect(process.terminationStatus == 65)
    #expect(stderr == "kakeibo: argument 6 is not valid UTF-8 text; nothing was done\n")
    #expect(!FileManager.default.fileExists(atPath: sandbox.databasePath))
  }
}

/// Issue 10, item 9: text from outside (file names, header names, an import's categories, paths)
/// reaches the terminal with its control characters made visible, in every message.
@Suite struct OutsideTextTests {
  @Test func anImportShowsTheFileItsHeaderAndItsCategoriesVisibly() throws {
    let sandbox = try Sandbox()
    let file = sandbox.folder + "/card\u{1B}[1m.csv"
    try Data(
      "日付,金額,分類,店\u{202E}\u{1B}[31m\n2026-11-01,100,a\u{9B}b\u{1B}[0m,shop\n".utf8
    ).write(to: URL(fileURLWithPath: file))
    let columns = ["--date-col", "日付", "--amount-col", "金額", "--category-col", "分類"]
    #expect(
      try sandbox.ok(["import", file, "--memo-col", "4", "--dry-run"] + columns) == """
        Read \(sandbox.folder)/card\\e[1m.csv: CSV, UTF-8, 1 row
        Dry run: would import 1 new entry; 0 duplicates; 0 skipped. Nothing was written.
        Categories: a\\u{9B}b\\e[0m → 🏠 生活費 (1)
        As they would be stored:
          #1  2026-11-01  🏠 生活費  ¥100  shop

        """)
    #expect(
      try sandbox.run(["import", file, "--memo-col", "店"] + columns)
        == Run(
          status: 65, stdout: "",
          stderr:
            "kakeibo: file \"\(sandbox.folder)/card\\e[1m.csv\": --memo-col 店: the header has no such column; it has 日付, 金額, 分類, 店\\u{202E}\\e[31m\n"
        ))
    try sandbox.ok(["import", file, "--memo-col", "4"] + columns)
    #expect(
      try sandbox.ok("log").split(separator: "\n").last?
        .hasSuffix("import 1 entry from \(sandbox.folder)/card\\e[1m.csv") == true)
    #expect(
      try sandbox.ok("undo")
        == "Undid change 1: import 1 entry from \(sandbox.folder)/card\\e[1m.csv\n")
  }

  /// A memo another client stored with an escape in it is never printed; list and report say
  /// which entry breaks the rules instead of an internal error.
  @Test func aMemoWrittenByAnotherClientIsNotPrinted() throws {
    let sandbox = try Sandbox()
    try sandbox.ok("add", "5", "-c", "fun", "-m", "ok")
    try executeSQL(
      """
      PRAGMA ignore_check_constraints = ON;
      INSERT INTO entries (date, amount, category, memo)
        VALUES ('2026-11-02', 7, 'leisure', char(27) || '[2J' || char(10));
      """, at: sandbox.databasePath)
    let message =
      "kakeibo: database \"\(sandbox.databasePath)\": the ledger is damaged (entry 2 has a memo that contains the control character U+001B; a memo is one line of printable text, up to 500 characters); nothing was written; 'kakeibo check' lists the damage, and a copy made with 'kakeibo backup' can replace the file\n"
    #expect(
      try sandbox.run("list")
        == Run(
          status: 74,
          // Entry 2 comes first, by date: the table has its header only.
          stdout: ErrorTests.listHeader,
          stderr: message))
    #expect(
      try sandbox.run("report", "2026-11", "--top", "1").stderr
        == message.replacing("entry 2 has", with: "an entry has"))
    #expect(try sandbox.run("check").stdout.contains("  entry 2: memo \"\\e[2J\\n\" contains"))
  }

  @Test func pathsAreShownVisibly() throws {
    let sandbox = try Sandbox()
    let ledger = sandbox.folder + "/l\u{1B}[2J\n.db"
    try sandbox.ok("--db", ledger, "add", "5", "-c", "fun")
    let export = sandbox.folder + "/x\u{1B}]0;t\u{7}.csv"
    #expect(
      try sandbox.ok("--db", ledger, "export", "-o", export)
        == "Exported 1 entry to \(sandbox.folder)/x\\e]0;t\\u{7}.csv\n")
    let backup = sandbox.folder + "/b\u{9B}1m.db"
    let backedUp = try sandbox.ok("--db", ledger, "backup", backup)
    #expect(
      backedUp.hasPrefix(
        "Backed up \(sandbox.folder)/l\\e[2J\\n.db to \(sandbox.folder)/b\\u{9B}1m.db ("))
    #expect(
      try sandbox.ok("--db", ledger, "check").hasPrefix(
        "Checked \(sandbox.folder)/l\\e[2J\\n.db: schema version 13, 1 entry\n"))
    let missing = try sandbox.run("--db", sandbox.folder + "/m\u{1B}[5m.db", "check")
    #expect(
      missing.stderr
        == "kakeibo: database \"\(sandbox.folder)/m\\e[5m.db\": there is no ledger here yet\n")
  }
}

/// Files that are not this version's ledger: refused with exit 74 and left byte for byte.
@Suite struct ForeignFileTests {
  @Test func aTextFileIsRefusedUntouched() throws {
    let sandbox = try Sandbox()
    let path = sandbox.folder + "/notes.txt"
    let text = Data(String(repeating: "shopping list\n", count: 200).utf8)
    _ = FileManager.default.createFile(atPath: path, contents: text)
    for arguments in [["add", "5", "-c", "fun"], ["list"], ["report"]] {
      let result = try sandbox.run(["--db", path] + arguments)
      #expect(
        result
          == Run(
            status: 74, stdout: "",
            stderr:
              "kakeibo: database \"\(path)\": not a kakeibo ledger (it is not an SQLite database); it was left untouched\n"
          ))
    }
    #expect(sandbox.fileBytes(path) == text)
  }

  @Test func anotherApplicationsDatabaseIsRefusedUntouched() throws {
    let sandbox = try Sandbox()
    let path = sandbox.folder + "/other.db"
    try makeForeignDatabase(at: path)
    let before = sandbox.fileBytes(path)
    let result = try sandbox.run(["add", "5", "-c", "fun", "--db", path])
    #expect(result.status == 74)
    #expect(
      result.stderr
        == "kakeibo: database \"\(path)\": not a kakeibo ledger (it is an SQLite database of another application); it was left untouched\n"
    )
    #expect(sandbox.fileBytes(path) == before)
  }

  @Test func aLedgerFromANewerKakeiboIsRefusedUntouched() throws {
    let sandbox = try Sandbox()
    try sandbox.ok("add", "5", "-c", "fun")
    try setUserVersion(99, at: sandbox.databasePath)
    let before = sandbox.fileBytes()
    let result = try sandbox.run("add", "5", "-c", "fun")
    #expect(result.status == 74)
    #expect(
      result.stderr.hasPrefix(
        "kakeibo: database \"\(sandbox.databasePath)\": written by a newer kakeibo (schema version 99; this kakeibo knows up to "
      ))
    #expect(sandbox.fileBytes() == before)
  }

  @Test func aDirectoryIsRefused() throws {
    let sandbox = try Sandbox()
    let result = try sandbox.run("--db", sandbox.folder, "list")
    #expect(
      result
        == Run(
          status: 74, stdout: "",
          stderr:
            "kakeibo: database \"\(sandbox.folder)\": is a directory; pass the path of a ledger file\n"
        ))
  }
}

/// A database whose schema is not a kakeibo ledger, or holds a newer kakeibo's, is refused
/// unchanged, as such files are (issue 11).
extension ForeignFileTests {
  @Test(.enabled(if: Engine.hasPostgres)) func anotherApplicationsSchemaIsRefusedUntouched()
    throws
  {
    let sandbox = try Sandbox(engine: .postgresql)
    try sandbox.execute(
      """
      CREATE SCHEMA kakeibo AUTHORIZATION tester; CREATE TABLE kakeibo.notes (body text);
      INSERT INTO kakeibo.notes VALUES ('hello'); ALTER TABLE kakeibo.notes OWNER TO tester
      """
    )
    let before = try sandbox.contents()
    for arguments in [["add", "5", "-c", "fun"], ["list"], ["report"]] {
      #expect(
        try sandbox.run(arguments)
          == Run(
            status: 74, stdout: "",
            stderr:
              "kakeibo: database \"\(sandbox.ledger)\": not a kakeibo ledger (its schema kakeibo holds tables of another application); it was left untouched\n"
          ), "\(arguments)")
    }
    #expect(try sandbox.contents() == before)
  }

  @Test(.enabled(if: Engine.hasPostgres)) func aSharedLedgerFromANewerKakeiboIsRefusedUntouched()
    throws
  {
    let sandbox = try Sandbox(engine: .postgresql)
    try sandbox.ok("add", "5", "-c", "fun")
    try sandbox.execute("UPDATE ledger_schema SET version = 99")
    let before = try sandbox.contents()
    for arguments in [["add", "5", "-c", "fun"], ["list"]] {
      #expect(
        try sandbox.run(arguments)
          == Run(
            status: 74, stdout: "",
            stderr:
              "kakeibo: database \"\(sandbox.ledger)\": written by a newer kakeibo (schema version 99; this kakeibo knows up to 13); upgrade kakeibo to use it. It was left untouched\n"
          ), "\(arguments)")
    }
    #expect(try sandbox.contents() == before)
  }

  /// Without libpq (hidden here in a private mount), a PostgreSQL ledger is one line naming
  /// the package, 69, while a ledger in a file works as ever: the binary never links libpq.
  @Test(.enabled(if: canMountPrivately)) func withoutLibpqOnlyAPostgreSQLLedgerIsRefused() throws {
    let sandbox = try Sandbox()
    let hidden = ["libpq.so.5", "libpq.so"].flatMap { name in
      ["/usr/lib/x86_64-linux-gnu/", "/usr/lib/aarch64-linux-gnu/", "/usr/lib/"].map { $0 + name }
    }.filter { FileManager.default.fileExists(atPath: $0) }
    let mounts = hidden.map { "mount --bind /dev/null \(shellQuoted($0)) && " }.joined()
    let uri = "postgresql://tester:s3cret@/household?host=/nonexistent"
    let result = try sandbox.shell(
      "unshare -rm sh -c \(shellQuoted(mounts + "\"$K\" --db '\(uri)' list; echo \"status $?\"; \"$K\" add 5 -c fun"))"
    )
    #expect(result.status == 0, "\(result)")
    #expect(result.stdout == "status 69\nAdded #1  2026-11-15  🎮 娯楽費  ¥5\n")
    #expect(
      result.stderr.hasPrefix(
        "kakeibo: database \"postgresql://tester:***@/household?host=/nonexistent\": PostgreSQL ledgers need libpq5 (on Debian: apt install libpq5), which could not be loaded ("
      ), "\(result.stderr)")
    #expect(result.stderr.split(separator: "\n").count == 1)
  }
}
