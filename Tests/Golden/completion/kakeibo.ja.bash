# bash completion for kakeibo, written by 'kakeibo completion bash'
# from the declarations of its commands.

# The commands, each with what it does.
_kakeibo_commands() {
  printf '%s\t%s\n' \
    'add' '支出を記録します' \
    'income' '収入を記録します（給料、賞与、副業など）' \
    'list' '記録を日付順に一覧します' \
    'browse' '1 か月の記録を全画面で見て編集します' \
    'report' '月または年の支出を区分ごとに表示します' \
    'budget' '区分ごとの月の予算を設定・削除・一覧します' \
    'recurring' '自動で記録される固定費・分割払い・定期収入' \
    'edit' '記録の金額・区分・内訳・日付・メモを変更します' \
    'delete' '記録を削除します' \
    'undo' '直前の変更を取り消します（繰り返すとさらに前に戻ります）' \
    'redo' '最後に取り消した変更をやり直します（何度か取り消したら繰り返します）' \
    'log' '最近の変更を新しい順に一覧します' \
    'import' 'CSV ファイルから支出を取り込みます' \
    'export' '記録を CSV か JSON で書き出します（保存用や、ほかのアプリに取り込むため）' \
    'backup' '使用中でも安全に、台帳をファイルにコピーします' \
    'copy' '台帳全体を新しい、または空の台帳（ファイルか PostgreSQL）にコピーします' \
    'offline' '共有台帳のオフラインのコピーを取り、その変更をサーバーに送ります' \
    'check' '台帳ファイルの破損と規則違反を調べます' \
    'config' '月の始まりの日などの設定を表示・変更します' \
    'categories' '区分とその内訳を表示し、内訳の名前を変えたりほかの区分に移したりします' \
    'member' '共有台帳への世帯のアクセスを与える・取り上げる・一覧します' \
    'settle' '精算します: 誰が何を支払い、誰の負担か、誰が誰にいくら払うか' \
    'completion' 'bash・zsh・fish のシェル補完スクリプトを出力します' \
    'help' 'ヘルプを表示します'
}

# The subcommands of the command $1.
_kakeibo_subcommands() {
  case "$1${2+ $2}" in
    'budget')
      printf '%s\t%s\n' \
        'set' '区分（または内訳）の予算を、すべての月か、ある月からか、1 か月だけ設定します' \
        'unset' '予算を削除します'
      ;;
    'recurring')
      printf '%s\t%s\n' \
        'list' '有効な規則を、それぞれがこれから加える金額とともに一覧します（省略時）' \
        'add' '規則を追加します。その記録は日が来ると自動で現れます' \
        'edit' '今日よりあとの規則を変更します' \
        'remove' '今日で規則を終わらせます。作った記録は残ります'
      ;;
    'offline')
      printf '%s\t%s\n' \
        'take' '共有台帳（--db）をオフラインのコピーとしてファイルに書き出します' \
        'status' 'コピーのサーバー、未送信の変更、その後のサーバーの変更を表示します（省略時）' \
        'push' 'コピーの変更をサーバーで再現し、コピーを最新にします' \
        'pull' 'その後のサーバーの変更をコピーに取り込みます' \
        'drop' 'コピーの変更を 1 つあきらめるか、コピーを削除します'
      ;;
    'config')
      printf '%s\t%s\n' \
        'get' '設定の値を出力します' \
        'set' '設定を変更します' \
        'unset' '設定を既定の値に戻します'
      ;;
    'categories')
      printf '%s\t%s\n' \
        'rename' 'すべての記録の内訳の名前を変えるか、別の内訳にまとめます' \
        'move' '内訳を、その記録・予算・規則ごとほかの区分に移します'
      ;;
    'member')
      printf '%s\t%s\n' \
        'list' 'メンバーとそのアクセスを一覧します（省略時）' \
        'add' 'ロールに台帳へのアクセスを与えます' \
        'rename' 'メンバーに表示する名前を変えます' \
        'remove' 'ロールのアクセスを取り上げます'
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
        '--db' '台帳のファイル、またはサーバーで共有する台帳の PostgreSQL URI（postgresql://…）です（省略時: $KAKEIBO_DB、なければ $XDG_DATA_HOME か ~/.local/share の kakeibo/kakeibo.db）' \
        '--help' 'ヘルプを表示します' \
        '--version' 'バージョンを表示します'
      ;;
    'add')
      printf '%s\t%s\n' \
        '--category' '生活費 (living)・経費 (expenses, business)・娯楽費 (leisure, fun) のどれかです。キー (livingCost)、アイコン名 (house.fill)、ほかと重ならない名前の頭 (娯楽, le)、番号 1-3、一つの区分だけで使われている内訳 (食費) でも指定できます' \
        '-c' '生活費 (living)・経費 (expenses, business)・娯楽費 (leisure, fun) のどれかです。キー (livingCost)、アイコン名 (house.fill)、ほかと重ならない名前の頭 (娯楽, le)、番号 1-3、一つの区分だけで使われている内訳 (食費) でも指定できます' \
        '--sub' '区分の下の内訳です。食費、外食など（40 文字まで。'\'''\'' で内訳なし）' \
        '-s' '区分の下の内訳です。食費、外食など（40 文字まで。'\'''\'' で内訳なし）' \
        '--date' 'YYYY-MM-DD、today（今日）、yesterday（昨日）、今年の M/D・MM-DD・11月4日、今月の 4日、今日、昨日、おととい、3日前 です。pick で日付の選択画面を開きます（省略時: 今日）' \
        '-d' 'YYYY-MM-DD、today（今日）、yesterday（昨日）、今年の M/D・MM-DD・11月4日、今月の 4日、今日、昨日、おととい、3日前 です。pick で日付の選択画面を開きます（省略時: 今日）' \
        '--memo' '何のためのお金かのメモです。1 行で、500 文字まで' \
        '-m' '何のためのお金かのメモです。1 行で、500 文字まで' \
        '--refund' '支出の返金（返品や取消）です。負の金額で記録され、区分の合計を減らします' \
        '--paid-by' '支払った人（収入なら受け取った人）です。世帯の人のひとりです（省略時: 自分）' \
        '--split' 'この記録を重みで按分します。美咲=1,健太=2 のように書きます（省略時: 世帯の按分）' \
        '--for' 'この記録はこの人だけのものです（--paid-by でほかの人を指定すると立替です）' \
        '--format' 'text・json のどれか（省略時: text）' \
        '-f' 'text・json のどれか（省略時: text）' \
        '--db' '台帳のファイル、またはサーバーで共有する台帳の PostgreSQL URI（postgresql://…）です（省略時: $KAKEIBO_DB、なければ $XDG_DATA_HOME か ~/.local/share の kakeibo/kakeibo.db）' \
        '--help' 'ヘルプを表示します'
      ;;
    'income')
      printf '%s\t%s\n' \
        '--sub' '収入の内訳です: 給与、賞与、副業など（40 文字まで）' \
        '-s' '収入の内訳です: 給与、賞与、副業など（40 文字まで）' \
        '--date' 'YYYY-MM-DD、today（今日）、yesterday（昨日）、今年の M/D・MM-DD・11月4日、今月の 4日、今日、昨日、おととい、3日前 です（省略時: 今日）' \
        '-d' 'YYYY-MM-DD、today（今日）、yesterday（昨日）、今年の M/D・MM-DD・11月4日、今月の 4日、今日、昨日、おととい、3日前 です（省略時: 今日）' \
        '--memo' '何のためのお金かのメモです。1 行で、500 文字まで' \
        '-m' '何のためのお金かのメモです。1 行で、500 文字まで' \
        '--paid-by' '支払った人（収入なら受け取った人）です。世帯の人のひとりです（省略時: 自分）' \
        '--split' 'この記録を重みで按分します。美咲=1,健太=2 のように書きます（省略時: 世帯の按分）' \
        '--for' 'この記録はこの人だけのものです（--paid-by でほかの人を指定すると立替です）' \
        '--format' 'text・json のどれか（省略時: text）' \
        '-f' 'text・json のどれか（省略時: text）' \
        '--db' '台帳のファイル、またはサーバーで共有する台帳の PostgreSQL URI（postgresql://…）です（省略時: $KAKEIBO_DB、なければ $XDG_DATA_HOME か ~/.local/share の kakeibo/kakeibo.db）' \
        '--help' 'ヘルプを表示します'
      ;;
    'list')
      printf '%s\t%s\n' \
        '--month' 'この月だけです。2026-11、2026/11、2026年11月、11 か 11月（直近の 11 月）、this（今月）、last（先月）で指定します' \
        '--from' 'この日付から。add の --date と同じ書き方です（2026-11-01、11/1、11月1日、3日前）' \
        '--to' 'この日付まで（その日を含みます）。--from と同じ書き方です' \
        '--category' '生活費 (living)・経費 (expenses, business)・娯楽費 (leisure, fun) のどれかです。キー (livingCost)、アイコン名 (house.fill)、ほかと重ならない名前の頭 (娯楽, le)、番号 1-3、一つの区分だけで使われている内訳 (食費) でも指定できます' \
        '-c' '生活費 (living)・経費 (expenses, business)・娯楽費 (leisure, fun) のどれかです。キー (livingCost)、アイコン名 (house.fill)、ほかと重ならない名前の頭 (娯楽, le)、番号 1-3、一つの区分だけで使われている内訳 (食費) でも指定できます' \
        '--sub' '区分の下の内訳です。食費、外食など（40 文字まで。'\'''\'' で内訳なし）' \
        '-s' '区分の下の内訳です。食費、外食など（40 文字まで。'\'''\'' で内訳なし）' \
        '--source' 'この名前の銀行・カード・口座（三菱UFJ銀行、ビューカードなど）から取り込んだ記録だけです（大文字と小文字、全角と半角は区別しません）' \
        '--search' 'メモか内訳にこのテキストを含む記録だけです（大文字と小文字、全角と半角は区別しません。ｎｅｔｆｌｉｘ で Netflix が、ｾﾌﾞﾝ で セブン が見つかります）' \
        '--paid-by' 'この人が支払った記録（収入なら受け取った記録）だけです' \
        '--for' 'この人の負担分がある記録だけです' \
        '--format' 'table・csv・json のどれか（省略時: table）' \
        '-f' 'table・csv・json のどれか（省略時: table）' \
        '--db' '台帳のファイル、またはサーバーで共有する台帳の PostgreSQL URI（postgresql://…）です（省略時: $KAKEIBO_DB、なければ $XDG_DATA_HOME か ~/.local/share の kakeibo/kakeibo.db）' \
        '--help' 'ヘルプを表示します'
      ;;
    'browse')
      printf '%s\t%s\n' \
        '--month-start' 'このコマンドだけ、月がこの日（1〜28）に始まります（省略時: month-start の設定、なければ 1）' \
        '--db' '台帳のファイル、またはサーバーで共有する台帳の PostgreSQL URI（postgresql://…）です（省略時: $KAKEIBO_DB、なければ $XDG_DATA_HOME か ~/.local/share の kakeibo/kakeibo.db）' \
        '--help' 'ヘルプを表示します'
      ;;
    'report')
      printf '%s\t%s\n' \
        '--year' '1 年分を月ごとにまとめます（省略時: 今年）' \
        '--last' '今月までの直近の数か月を月ごとにまとめます（省略時: 6）' \
        '--top' '各区分の下に、その月の金額の大きいメモをこの数だけ表示します' \
        '--detail' '各区分の下に内訳を（収入の内訳も）表示します。--year と --last では内訳ごとに行を分けます。--format svg では各棒に内訳を積み上げます' \
        '--search' 'メモか内訳にこのテキストを含む記録だけです（大文字と小文字、全角と半角は区別しません。ｎｅｔｆｌｉｘ で Netflix が、ｾﾌﾞﾝ で セブン が見つかります）' \
        '--forecast-check' '直近 12 か月で月末見込みを再現します。10 日と 20 日の予測と実際、平均の誤差です' \
        '--by' 'member のどれか（省略時: member）。世帯の人ごとの列で、区分ごとの負担額、支払額、合計を表示します' \
        '--member' 'この人の区分・内訳ごとの負担額と収入を、合計と並べて表示します' \
        '--month-start' 'このコマンドだけ、月がこの日（1〜28）に始まります（省略時: month-start の設定、なければ 1）' \
        '--format' 'table・csv・json・svg のどれか（省略時: table）。svg はグラフです。月の区分ごと、または --year と --last の月ごとです' \
        '-f' 'table・csv・json・svg のどれか（省略時: table）。svg はグラフです。月の区分ごと、または --year と --last の月ごとです' \
        '--db' '台帳のファイル、またはサーバーで共有する台帳の PostgreSQL URI（postgresql://…）です（省略時: $KAKEIBO_DB、なければ $XDG_DATA_HOME か ~/.local/share の kakeibo/kakeibo.db）' \
        '--help' 'ヘルプを表示します'
      ;;
    'budget')
      printf '%s\t%s\n' \
        '--month-start' 'このコマンドだけ、月がこの日（1〜28）に始まります（省略時: month-start の設定、なければ 1）' \
        '--format' 'table・csv・json のどれか（省略時: table）' \
        '-f' 'table・csv・json のどれか（省略時: table）' \
        '--month' 'この月からの予算です（省略時: すべての月）。2026-11、this、last、または月の数だけ（いちばん近いその月。11 月に 12 なら今度の 12 月）で指定します' \
        '--sub' '区分の中の内訳（食費など）の予算です' \
        '-s' '区分の中の内訳（食費など）の予算です' \
        '--only' '--month の月だけの予算です（年末の 12 月など）。次の月からは前の予算に戻ります' \
        '--db' '台帳のファイル、またはサーバーで共有する台帳の PostgreSQL URI（postgresql://…）です（省略時: $KAKEIBO_DB、なければ $XDG_DATA_HOME か ~/.local/share の kakeibo/kakeibo.db）' \
        '--help' 'ヘルプを表示します'
      ;;
    'budget set')
      printf '%s\t%s\n' \
        '--month' 'この月からの予算です（省略時: すべての月）。2026-11、this、last、または月の数だけ（いちばん近いその月。11 月に 12 なら今度の 12 月）で指定します' \
        '--sub' '区分の中の内訳（食費など）の予算です' \
        '-s' '区分の中の内訳（食費など）の予算です' \
        '--only' '--month の月だけの予算です（年末の 12 月など）。次の月からは前の予算に戻ります' \
        '--db' '台帳のファイル、またはサーバーで共有する台帳の PostgreSQL URI（postgresql://…）です（省略時: $KAKEIBO_DB、なければ $XDG_DATA_HOME か ~/.local/share の kakeibo/kakeibo.db）' \
        '--help' 'ヘルプを表示します'
      ;;
    'budget unset')
      printf '%s\t%s\n' \
        '--month' 'この月からの予算です（省略時: すべての月）。2026-11、this、last、または月の数だけ（いちばん近いその月。11 月に 12 なら今度の 12 月）で指定します' \
        '--sub' '区分の中の内訳（食費など）の予算です' \
        '-s' '区分の中の内訳（食費など）の予算です' \
        '--db' '台帳のファイル、またはサーバーで共有する台帳の PostgreSQL URI（postgresql://…）です（省略時: $KAKEIBO_DB、なければ $XDG_DATA_HOME か ~/.local/share の kakeibo/kakeibo.db）' \
        '--help' 'ヘルプを表示します'
      ;;
    'recurring')
      printf '%s\t%s\n' \
        '--all' '終わった規則も表示します' \
        '--format' 'table・csv・json のどれか（省略時: table）' \
        '-f' 'table・csv・json のどれか（省略時: table）' \
        '--category' '生活費 (living)・経費 (expenses, business)・娯楽費 (leisure, fun) のどれかです。キー (livingCost)、アイコン名 (house.fill)、ほかと重ならない名前の頭 (娯楽, le)、番号 1-3、一つの区分だけで使われている内訳 (食費) でも指定できます' \
        '-c' '生活費 (living)・経費 (expenses, business)・娯楽費 (leisure, fun) のどれかです。キー (livingCost)、アイコン名 (house.fill)、ほかと重ならない名前の頭 (娯楽, le)、番号 1-3、一つの区分だけで使われている内訳 (食費) でも指定できます' \
        '--income' '支出ではなく収入（給与など）の規則です' \
        '--sub' '区分の下の内訳です。食費、外食など（40 文字まで。'\'''\'' で内訳なし）' \
        '-s' '区分の下の内訳です。食費、外食など（40 文字まで。'\'''\'' で内訳なし）' \
        '--memo' '何のためのお金かのメモです。1 行で、500 文字まで' \
        '-m' '何のためのお金かのメモです。1 行で、500 文字まで' \
        '--day' '毎月の日（1〜31）です。その日のない月は月末になります' \
        '--from' '最初の月です（budget --month と同じ書き方。省略時: 今月）' \
        '--until' '最後の月です（その月を含みます）' \
        '--times' '分割払いです。毎月の記録をこの回数（1〜600）だけ作って終わります' \
        '--business-day' 'none・next・previous のどれか（省略時: none）。土曜・日曜・祝日にあたる記録を次か前の営業日に移します（27 日の口座振替など）' \
        '--estimate' '金額が見込みです（電気、ガスなど）。その記録は仮のもの（見込み）で、支払先の明細の行が 7 日以内に取り込まれると、その行に置き換わります' \
        '--match' '明細の摘要に出る支払先の名前です（東京電力など。見込みの規則に使います）。省略時: メモ' \
        '--paid-by' '支払った人（収入なら受け取った人）です。世帯の人のひとりです（省略時: 自分）' \
        '--split' 'この記録を重みで按分します。美咲=1,健太=2 のように書きます（省略時: 世帯の按分）' \
        '--for' 'この記録はこの人だけのものです（--paid-by でほかの人を指定すると立替です）' \
        '--amount' '新しい金額です（add と同じ書き方）' \
        '-a' '新しい金額です（add と同じ書き方）' \
        '--db' '台帳のファイル、またはサーバーで共有する台帳の PostgreSQL URI（postgresql://…）です（省略時: $KAKEIBO_DB、なければ $XDG_DATA_HOME か ~/.local/share の kakeibo/kakeibo.db）' \
        '--help' 'ヘルプを表示します'
      ;;
    'recurring list')
      printf '%s\t%s\n' \
        '--all' '終わった規則も表示します' \
        '--format' 'table・csv・json のどれか（省略時: table）' \
        '-f' 'table・csv・json のどれか（省略時: table）' \
        '--db' '台帳のファイル、またはサーバーで共有する台帳の PostgreSQL URI（postgresql://…）です（省略時: $KAKEIBO_DB、なければ $XDG_DATA_HOME か ~/.local/share の kakeibo/kakeibo.db）' \
        '--help' 'ヘルプを表示します'
      ;;
    'recurring add')
      printf '%s\t%s\n' \
        '--category' '生活費 (living)・経費 (expenses, business)・娯楽費 (leisure, fun) のどれかです。キー (livingCost)、アイコン名 (house.fill)、ほかと重ならない名前の頭 (娯楽, le)、番号 1-3、一つの区分だけで使われている内訳 (食費) でも指定できます' \
        '-c' '生活費 (living)・経費 (expenses, business)・娯楽費 (leisure, fun) のどれかです。キー (livingCost)、アイコン名 (house.fill)、ほかと重ならない名前の頭 (娯楽, le)、番号 1-3、一つの区分だけで使われている内訳 (食費) でも指定できます' \
        '--income' '支出ではなく収入（給与など）の規則です' \
        '--sub' '区分の下の内訳です。食費、外食など（40 文字まで。'\'''\'' で内訳なし）' \
        '-s' '区分の下の内訳です。食費、外食など（40 文字まで。'\'''\'' で内訳なし）' \
        '--memo' '何のためのお金かのメモです。1 行で、500 文字まで' \
        '-m' '何のためのお金かのメモです。1 行で、500 文字まで' \
        '--day' '毎月の日（1〜31）です。その日のない月は月末になります' \
        '--from' '最初の月です（budget --month と同じ書き方。省略時: 今月）' \
        '--until' '最後の月です（その月を含みます）' \
        '--times' '分割払いです。毎月の記録をこの回数（1〜600）だけ作って終わります' \
        '--business-day' 'none・next・previous のどれか（省略時: none）。土曜・日曜・祝日にあたる記録を次か前の営業日に移します（27 日の口座振替など）' \
        '--estimate' '金額が見込みです（電気、ガスなど）。その記録は仮のもの（見込み）で、支払先の明細の行が 7 日以内に取り込まれると、その行に置き換わります' \
        '--match' '明細の摘要に出る支払先の名前です（東京電力など。見込みの規則に使います）。省略時: メモ' \
        '--paid-by' '支払った人（収入なら受け取った人）です。世帯の人のひとりです（省略時: 自分）' \
        '--split' 'この記録を重みで按分します。美咲=1,健太=2 のように書きます（省略時: 世帯の按分）' \
        '--for' 'この記録はこの人だけのものです（--paid-by でほかの人を指定すると立替です）' \
        '--db' '台帳のファイル、またはサーバーで共有する台帳の PostgreSQL URI（postgresql://…）です（省略時: $KAKEIBO_DB、なければ $XDG_DATA_HOME か ~/.local/share の kakeibo/kakeibo.db）' \
        '--help' 'ヘルプを表示します'
      ;;
    'recurring edit')
      printf '%s\t%s\n' \
        '--amount' '新しい金額です（add と同じ書き方）' \
        '-a' '新しい金額です（add と同じ書き方）' \
        '--day' '毎月の日（1〜31）です。その日のない月は月末になります' \
        '--until' '最後の月です（その月を含みます）。none で終わりなしにします' \
        '--times' '分割払いです。毎月の記録をこの回数（1〜600）だけ作って終わります' \
        '--memo' '何のためのお金かのメモです。1 行で、500 文字まで' \
        '-m' '何のためのお金かのメモです。1 行で、500 文字まで' \
        '--category' '生活費 (living)・経費 (expenses, business)・娯楽費 (leisure, fun) のどれかです。キー (livingCost)、アイコン名 (house.fill)、ほかと重ならない名前の頭 (娯楽, le)、番号 1-3、一つの区分だけで使われている内訳 (食費) でも指定できます' \
        '-c' '生活費 (living)・経費 (expenses, business)・娯楽費 (leisure, fun) のどれかです。キー (livingCost)、アイコン名 (house.fill)、ほかと重ならない名前の頭 (娯楽, le)、番号 1-3、一つの区分だけで使われている内訳 (食費) でも指定できます' \
        '--sub' '区分の下の内訳です。食費、外食など（40 文字まで。'\'''\'' で内訳なし）' \
        '-s' '区分の下の内訳です。食費、外食など（40 文字まで。'\'''\'' で内訳なし）' \
        '--business-day' 'none・next・previous のどれか（省略時: none）。土曜・日曜・祝日にあたる記録を次か前の営業日に移します（27 日の口座振替など）' \
        '--estimate' 'yes で金額を見込み（明細の行に置き換わるもの）に、no で決まった金額にします' \
        '--match' '明細に出る支払先の名前です（見込みの規則に使います。'\'''\'' でメモに戻します）' \
        '--paid-by' '支払った人（収入なら受け取った人）です。世帯の人のひとりです（省略時: 自分）' \
        '--split' 'この記録を重みで按分します。美咲=1,健太=2 のように書きます（省略時: 世帯の按分）' \
        '--for' 'この記録はこの人だけのものです（--paid-by でほかの人を指定すると立替です）' \
        '--db' '台帳のファイル、またはサーバーで共有する台帳の PostgreSQL URI（postgresql://…）です（省略時: $KAKEIBO_DB、なければ $XDG_DATA_HOME か ~/.local/share の kakeibo/kakeibo.db）' \
        '--help' 'ヘルプを表示します'
      ;;
    'recurring remove')
      printf '%s\t%s\n' \
        '--db' '台帳のファイル、またはサーバーで共有する台帳の PostgreSQL URI（postgresql://…）です（省略時: $KAKEIBO_DB、なければ $XDG_DATA_HOME か ~/.local/share の kakeibo/kakeibo.db）' \
        '--help' 'ヘルプを表示します'
      ;;
    'edit')
      printf '%s\t%s\n' \
        '--amount' '整数の円です（add と同じ書き方）' \
        '-a' '整数の円です（add と同じ書き方）' \
        '--category' '生活費 (living)・経費 (expenses, business)・娯楽費 (leisure, fun) のどれかです。キー (livingCost)、アイコン名 (house.fill)、ほかと重ならない名前の頭 (娯楽, le)、番号 1-3、一つの区分だけで使われている内訳 (食費) でも指定できます' \
        '-c' '生活費 (living)・経費 (expenses, business)・娯楽費 (leisure, fun) のどれかです。キー (livingCost)、アイコン名 (house.fill)、ほかと重ならない名前の頭 (娯楽, le)、番号 1-3、一つの区分だけで使われている内訳 (食費) でも指定できます' \
        '--sub' '区分の下の内訳です。食費、外食など（40 文字まで。'\'''\'' で内訳なし）' \
        '-s' '区分の下の内訳です。食費、外食など（40 文字まで。'\'''\'' で内訳なし）' \
        '--date' 'YYYY-MM-DD、today（今日）、yesterday（昨日）、今年の M/D・MM-DD・11月4日、今月の 4日、今日、昨日、おととい、3日前 です。pick で日付の選択画面を開きます' \
        '-d' 'YYYY-MM-DD、today（今日）、yesterday（昨日）、今年の M/D・MM-DD・11月4日、今月の 4日、今日、昨日、おととい、3日前 です。pick で日付の選択画面を開きます' \
        '--memo' '何のためのお金かのメモです。1 行で、500 文字まで' \
        '-m' '何のためのお金かのメモです。1 行で、500 文字まで' \
        '--refund' '支出を返金にします（金額が負になります）' \
        '--paid-by' '支払った人（収入なら受け取った人）です。世帯の人のひとりです（省略時: 自分）' \
        '--split' 'この記録を重みで按分します。美咲=1,健太=2 のように書きます（省略時: 世帯の按分）' \
        '--for' 'この記録はこの人だけのものです（--paid-by でほかの人を指定すると立替です）' \
        '--yes' '10 件を超える記録でも確かめずに進めます（端末でないときは必須です）' \
        '-y' '10 件を超える記録でも確かめずに進めます（端末でないときは必須です）' \
        '--format' 'text・json のどれか（省略時: text）' \
        '-f' 'text・json のどれか（省略時: text）' \
        '--db' '台帳のファイル、またはサーバーで共有する台帳の PostgreSQL URI（postgresql://…）です（省略時: $KAKEIBO_DB、なければ $XDG_DATA_HOME か ~/.local/share の kakeibo/kakeibo.db）' \
        '--help' 'ヘルプを表示します'
      ;;
    'delete')
      printf '%s\t%s\n' \
        '--yes' '10 件を超える記録でも確かめずに進めます（端末でないときは必須です）' \
        '-y' '10 件を超える記録でも確かめずに進めます（端末でないときは必須です）' \
        '--format' 'text・json のどれか（省略時: text）' \
        '-f' 'text・json のどれか（省略時: text）' \
        '--db' '台帳のファイル、またはサーバーで共有する台帳の PostgreSQL URI（postgresql://…）です（省略時: $KAKEIBO_DB、なければ $XDG_DATA_HOME か ~/.local/share の kakeibo/kakeibo.db）' \
        '--help' 'ヘルプを表示します'
      ;;
    'undo')
      printf '%s\t%s\n' \
        '--format' 'text・json のどれか（省略時: text）' \
        '-f' 'text・json のどれか（省略時: text）' \
        '--db' '台帳のファイル、またはサーバーで共有する台帳の PostgreSQL URI（postgresql://…）です（省略時: $KAKEIBO_DB、なければ $XDG_DATA_HOME か ~/.local/share の kakeibo/kakeibo.db）' \
        '--help' 'ヘルプを表示します'
      ;;
    'redo')
      printf '%s\t%s\n' \
        '--format' 'text・json のどれか（省略時: text）' \
        '-f' 'text・json のどれか（省略時: text）' \
        '--db' '台帳のファイル、またはサーバーで共有する台帳の PostgreSQL URI（postgresql://…）です（省略時: $KAKEIBO_DB、なければ $XDG_DATA_HOME か ~/.local/share の kakeibo/kakeibo.db）' \
        '--help' 'ヘルプを表示します'
      ;;
    'log')
      printf '%s\t%s\n' \
        '--limit' '表示する変更の数です（省略時: 20）' \
        '-n' '表示する変更の数です（省略時: 20）' \
        '--format' 'table・json のどれか（省略時: table）' \
        '-f' 'table・json のどれか（省略時: table）' \
        '--db' '台帳のファイル、またはサーバーで共有する台帳の PostgreSQL URI（postgresql://…）です（省略時: $KAKEIBO_DB、なければ $XDG_DATA_HOME か ~/.local/share の kakeibo/kakeibo.db）' \
        '--help' 'ヘルプを表示します'
      ;;
    'import')
      printf '%s\t%s\n' \
        '--from' 'kakeibo・moneyforward・zaim・csv のどれかです（省略時: 中身から判断します）' \
        '--map' 'アプリの区分「元」や、メモに「元」を含む明細の行を、この区分に入れます（何度でも指定できます）。/ のあとに内訳も書けます: --map 食費=娯楽費、--map AMAZON=経費/通販 など' \
        '--transfer' '摘要にこのパターンを含む明細の行は、支出ではなく自分の口座の間の振替です（何度でも指定できます）' \
        '--keep-matches' '手で入力済みの記録にあたる明細の行も取り込みます' \
        '--year' '年のない日付の年です（省略時: それぞれが明細の終わり、なければ今日かそれより前になる一番新しい年）' \
        '--source' '行の取り込み元の銀行・カード・口座です。明細が示すものの代わりに、または --from csv のファイルの取り込み元として使います' \
        '--skip-lines' '表を探す前に、最初のこの数の行を飛ばします' \
        '--encoding' 'utf-8 か shift_jis（utf8、sjis、cp932 も使えます）で、ファイルをその文字コードで読みます（省略時: ファイルのバイトから判断します）' \
        '--dry-run' '何が取り込まれるかを表示するだけで、何も書き込みません' \
        '--skip-invalid' '問題のある行があっても、正しい行を取り込みます' \
        '--date-col' 'csv: 日付の列です（見出しの名前か、1 から数えた番号）' \
        '--amount-col' 'csv: 金額の列です（整数の円）' \
        '--income-col' 'csv: 銀行の入金の列（収入）です。--amount-col の出金と並べて使います' \
        '--category-col' 'csv: 区分の列です' \
        '--sub-col' 'csv: 内訳の列です' \
        '--memo-col' 'csv: メモの列です（何度でも指定でき、'\'' / '\'' でつなぎます）' \
        '--category' 'csv: 区分の列のないファイルで、すべての行の区分です' \
        '-c' 'csv: 区分の列のないファイルで、すべての行の区分です' \
        '--no-header' 'csv: 最初の行も列の名前ではなくデータです' \
        '--paid-by' '支払った人（収入なら受け取った人）です。世帯の人のひとりです（省略時: 自分）' \
        '--split' 'この記録を重みで按分します。美咲=1,健太=2 のように書きます（省略時: 世帯の按分）' \
        '--for' 'この記録はこの人だけのものです（--paid-by でほかの人を指定すると立替です）' \
        '--db' '台帳のファイル、またはサーバーで共有する台帳の PostgreSQL URI（postgresql://…）です（省略時: $KAKEIBO_DB、なければ $XDG_DATA_HOME か ~/.local/share の kakeibo/kakeibo.db）' \
        '--help' 'ヘルプを表示します'
      ;;
    'export')
      printf '%s\t%s\n' \
        '--format' 'csv・json のどれか（省略時: csv）' \
        '-f' 'csv・json のどれか（省略時: csv）' \
        '--month' 'この月だけです。2026-11、2026/11、2026年11月、11 か 11月（直近の 11 月）、this（今月）、last（先月）で指定します' \
        '--from' 'この日付から。add の --date と同じ書き方です（2026-11-01、11/1、11月1日、3日前）' \
        '--to' 'この日付まで（その日を含みます）。--from と同じ書き方です' \
        '--search' 'メモか内訳にこのテキストを含む記録だけです（大文字と小文字、全角と半角は区別しません。ｎｅｔｆｌｉｘ で Netflix が、ｾﾌﾞﾝ で セブン が見つかります）' \
        '--bom' 'CSV を UTF-8 の BOM で始めます（Excel のため）' \
        '--output' '標準出力の代わりにこのファイルに書き出します（新しいファイルは書き終えてから現れます）' \
        '-o' '標準出力の代わりにこのファイルに書き出します（新しいファイルは書き終えてから現れます）' \
        '--force' '-o とともに: ファイルがあれば置き換えます' \
        '--db' '台帳のファイル、またはサーバーで共有する台帳の PostgreSQL URI（postgresql://…）です（省略時: $KAKEIBO_DB、なければ $XDG_DATA_HOME か ~/.local/share の kakeibo/kakeibo.db）' \
        '--help' 'ヘルプを表示します'
      ;;
    'backup')
      printf '%s\t%s\n' \
        '--force' 'パスにファイルがあれば置き換えます' \
        '--discard-unpushed' '未送信の変更があるオフラインのコピーでも置き換えます（その変更は失われます）' \
        '--db' '台帳のファイル、またはサーバーで共有する台帳の PostgreSQL URI（postgresql://…）です（省略時: $KAKEIBO_DB、なければ $XDG_DATA_HOME か ~/.local/share の kakeibo/kakeibo.db）' \
        '--help' 'ヘルプを表示します'
      ;;
    'copy')
      printf '%s\t%s\n' \
        '--db' '台帳のファイル、またはサーバーで共有する台帳の PostgreSQL URI（postgresql://…）です（省略時: $KAKEIBO_DB、なければ $XDG_DATA_HOME か ~/.local/share の kakeibo/kakeibo.db）' \
        '--help' 'ヘルプを表示します'
      ;;
    'offline')
      printf '%s\t%s\n' \
        '--force' 'ファイルがあれば置き換えます' \
        '--discard-unpushed' '未送信の変更があるオフラインのコピーでも置き換えます（その変更は失われます）' \
        '--to' '代わりにこのサーバー（移った同じ台帳）に送り、以後はそれをコピーのサーバーとします' \
        '--db' '台帳のファイル、またはサーバーで共有する台帳の PostgreSQL URI（postgresql://…）です（省略時: $KAKEIBO_DB、なければ $XDG_DATA_HOME か ~/.local/share の kakeibo/kakeibo.db）' \
        '--help' 'ヘルプを表示します'
      ;;
    'offline take')
      printf '%s\t%s\n' \
        '--force' 'ファイルがあれば置き換えます' \
        '--discard-unpushed' '未送信の変更があるオフラインのコピーでも置き換えます（その変更は失われます）' \
        '--db' '台帳のファイル、またはサーバーで共有する台帳の PostgreSQL URI（postgresql://…）です（省略時: $KAKEIBO_DB、なければ $XDG_DATA_HOME か ~/.local/share の kakeibo/kakeibo.db）' \
        '--help' 'ヘルプを表示します'
      ;;
    'offline status')
      printf '%s\t%s\n' \
        '--db' '台帳のファイル、またはサーバーで共有する台帳の PostgreSQL URI（postgresql://…）です（省略時: $KAKEIBO_DB、なければ $XDG_DATA_HOME か ~/.local/share の kakeibo/kakeibo.db）' \
        '--help' 'ヘルプを表示します'
      ;;
    'offline push')
      printf '%s\t%s\n' \
        '--to' '代わりにこのサーバー（移った同じ台帳）に送り、以後はそれをコピーのサーバーとします' \
        '--db' '台帳のファイル、またはサーバーで共有する台帳の PostgreSQL URI（postgresql://…）です（省略時: $KAKEIBO_DB、なければ $XDG_DATA_HOME か ~/.local/share の kakeibo/kakeibo.db）' \
        '--help' 'ヘルプを表示します'
      ;;
    'offline pull')
      printf '%s\t%s\n' \
        '--db' '台帳のファイル、またはサーバーで共有する台帳の PostgreSQL URI（postgresql://…）です（省略時: $KAKEIBO_DB、なければ $XDG_DATA_HOME か ~/.local/share の kakeibo/kakeibo.db）' \
        '--help' 'ヘルプを表示します'
      ;;
    'offline drop')
      printf '%s\t%s\n' \
        '--discard-unpushed' '未送信の変更があるオフラインのコピーでも置き換えます（その変更は失われます）' \
        '--db' '台帳のファイル、またはサーバーで共有する台帳の PostgreSQL URI（postgresql://…）です（省略時: $KAKEIBO_DB、なければ $XDG_DATA_HOME か ~/.local/share の kakeibo/kakeibo.db）' \
        '--help' 'ヘルプを表示します'
      ;;
    'check')
      printf '%s\t%s\n' \
        '--db' '台帳のファイル、またはサーバーで共有する台帳の PostgreSQL URI（postgresql://…）です（省略時: $KAKEIBO_DB、なければ $XDG_DATA_HOME か ~/.local/share の kakeibo/kakeibo.db）' \
        '--help' 'ヘルプを表示します'
      ;;
    'config')
      printf '%s\t%s\n' \
        '--format' 'table・json のどれか（省略時: table）' \
        '-f' 'table・json のどれか（省略時: table）' \
        '--db' '台帳のファイル、またはサーバーで共有する台帳の PostgreSQL URI（postgresql://…）です（省略時: $KAKEIBO_DB、なければ $XDG_DATA_HOME か ~/.local/share の kakeibo/kakeibo.db）' \
        '--help' 'ヘルプを表示します'
      ;;
    'config get')
      printf '%s\t%s\n' \
        '--db' '台帳のファイル、またはサーバーで共有する台帳の PostgreSQL URI（postgresql://…）です（省略時: $KAKEIBO_DB、なければ $XDG_DATA_HOME か ~/.local/share の kakeibo/kakeibo.db）' \
        '--help' 'ヘルプを表示します'
      ;;
    'config set')
      printf '%s\t%s\n' \
        '--db' '台帳のファイル、またはサーバーで共有する台帳の PostgreSQL URI（postgresql://…）です（省略時: $KAKEIBO_DB、なければ $XDG_DATA_HOME か ~/.local/share の kakeibo/kakeibo.db）' \
        '--help' 'ヘルプを表示します'
      ;;
    'config unset')
      printf '%s\t%s\n' \
        '--db' '台帳のファイル、またはサーバーで共有する台帳の PostgreSQL URI（postgresql://…）です（省略時: $KAKEIBO_DB、なければ $XDG_DATA_HOME か ~/.local/share の kakeibo/kakeibo.db）' \
        '--help' 'ヘルプを表示します'
      ;;
    'categories')
      printf '%s\t%s\n' \
        '--format' 'table・csv・json のどれか（省略時: table）' \
        '-f' 'table・csv・json のどれか（省略時: table）' \
        '--to' '移す先の区分です' \
        '--from' '今の区分です（2 つの区分に同じ名前の内訳があるとき）' \
        '--db' '台帳のファイル、またはサーバーで共有する台帳の PostgreSQL URI（postgresql://…）です（省略時: $KAKEIBO_DB、なければ $XDG_DATA_HOME か ~/.local/share の kakeibo/kakeibo.db）' \
        '--help' 'ヘルプを表示します'
      ;;
    'categories rename')
      printf '%s\t%s\n' \
        '--db' '台帳のファイル、またはサーバーで共有する台帳の PostgreSQL URI（postgresql://…）です（省略時: $KAKEIBO_DB、なければ $XDG_DATA_HOME か ~/.local/share の kakeibo/kakeibo.db）' \
        '--help' 'ヘルプを表示します'
      ;;
    'categories move')
      printf '%s\t%s\n' \
        '--to' '移す先の区分です' \
        '--from' '今の区分です（2 つの区分に同じ名前の内訳があるとき）' \
        '--db' '台帳のファイル、またはサーバーで共有する台帳の PostgreSQL URI（postgresql://…）です（省略時: $KAKEIBO_DB、なければ $XDG_DATA_HOME か ~/.local/share の kakeibo/kakeibo.db）' \
        '--help' 'ヘルプを表示します'
      ;;
    'member')
      printf '%s\t%s\n' \
        '--format' 'table・json のどれか（省略時: table）' \
        '-f' 'table・json のどれか（省略時: table）' \
        '--read-only' 'メンバーは台帳を読めますが、変更はできません' \
        '--name' 'メンバーに表示する名前です。健太 など（40 文字まで）' \
        '--db' '台帳のファイル、またはサーバーで共有する台帳の PostgreSQL URI（postgresql://…）です（省略時: $KAKEIBO_DB、なければ $XDG_DATA_HOME か ~/.local/share の kakeibo/kakeibo.db）' \
        '--help' 'ヘルプを表示します'
      ;;
    'member list')
      printf '%s\t%s\n' \
        '--format' 'table・json のどれか（省略時: table）' \
        '-f' 'table・json のどれか（省略時: table）' \
        '--db' '台帳のファイル、またはサーバーで共有する台帳の PostgreSQL URI（postgresql://…）です（省略時: $KAKEIBO_DB、なければ $XDG_DATA_HOME か ~/.local/share の kakeibo/kakeibo.db）' \
        '--help' 'ヘルプを表示します'
      ;;
    'member add')
      printf '%s\t%s\n' \
        '--read-only' 'メンバーは台帳を読めますが、変更はできません' \
        '--name' 'メンバーに表示する名前です。健太 など（40 文字まで）' \
        '--db' '台帳のファイル、またはサーバーで共有する台帳の PostgreSQL URI（postgresql://…）です（省略時: $KAKEIBO_DB、なければ $XDG_DATA_HOME か ~/.local/share の kakeibo/kakeibo.db）' \
        '--help' 'ヘルプを表示します'
      ;;
    'member rename')
      printf '%s\t%s\n' \
        '--db' '台帳のファイル、またはサーバーで共有する台帳の PostgreSQL URI（postgresql://…）です（省略時: $KAKEIBO_DB、なければ $XDG_DATA_HOME か ~/.local/share の kakeibo/kakeibo.db）' \
        '--help' 'ヘルプを表示します'
      ;;
    'member remove')
      printf '%s\t%s\n' \
        '--db' '台帳のファイル、またはサーバーで共有する台帳の PostgreSQL URI（postgresql://…）です（省略時: $KAKEIBO_DB、なければ $XDG_DATA_HOME か ~/.local/share の kakeibo/kakeibo.db）' \
        '--help' 'ヘルプを表示します'
      ;;
    'settle')
      printf '%s\t%s\n' \
        '--from' 'この月からの数か月を精算します（--to と使います。省略時: --to の月）' \
        '--to' 'この月までを精算します（省略時: 今月）' \
        '--record' '送金を精算として記録し、その期間の貸し借りをなくします。'\''kakeibo undo'\'' で取り消せます' \
        '--month-start' 'このコマンドだけ、月がこの日（1〜28）に始まります（省略時: month-start の設定、なければ 1）' \
        '--format' 'table・csv・json のどれか（省略時: table）' \
        '-f' 'table・csv・json のどれか（省略時: table）' \
        '--db' '台帳のファイル、またはサーバーで共有する台帳の PostgreSQL URI（postgresql://…）です（省略時: $KAKEIBO_DB、なければ $XDG_DATA_HOME か ~/.local/share の kakeibo/kakeibo.db）' \
        '--help' 'ヘルプを表示します'
      ;;
    'completion')
      printf '%s\t%s\n' \
        '--db' '台帳のファイル、またはサーバーで共有する台帳の PostgreSQL URI（postgresql://…）です（省略時: $KAKEIBO_DB、なければ $XDG_DATA_HOME か ~/.local/share の kakeibo/kakeibo.db）' \
        '--help' 'ヘルプを表示します'
      ;;
    'help')
      printf '%s\t%s\n' \
        '--man' 'マニュアルページを出力します'
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
