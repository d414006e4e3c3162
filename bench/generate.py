#!/usr/bin/env python3
"""Writes the same household ledger as a kakeibo CSV, an hledger journal, a ledger journal, and
a card statement of the same rows in a layout kakeibo knows by no name (statement.csv, in
Shift_JIS, with the lines a card company puts before and after its table).

About ten entries a day, ending on 2026-11-30 and reaching back as far as N entries need;
amounts from 100 to 50,000 yen; the three categories at about 60/25/15 %; short Japanese and
ASCII memos. Seeded, so every run with the same N writes the same files.

    bench/generate.py N OUTDIR
"""

import datetime
import os
import random
import sys

CATEGORIES = [
    # (kakeibo name, journal account, weight, memos)
    ("生活費", "expenses:living", 60, ["スーパー", "コンビニ", "ドラッグストア", "電気代", "ガス代",
                                       "水道代", "家賃", "パン屋", "groceries", "rice"]),
    ("経費", "expenses:business", 25, ["USB hub", "交通費", "書籍", "切手", "printer ink",
                                      "打ち合わせ", "domain renewal", "文房具"]),
    ("娯楽費", "expenses:leisure", 15, ["映画", "カフェ", "ゲーム", "カラオケ", "concert",
                                      "飲み会", "本", "museum"]),
]
END = datetime.date(2026, 11, 30)
PER_DAY = 10


def entries(count, seed=20261130):
    rng = random.Random(seed)
    weights = [weight for _, _, weight, _ in CATEGORIES]
    days = (count + PER_DAY - 1) // PER_DAY
    start = END - datetime.timedelta(days=days - 1)
    for index in range(count):
        date = start + datetime.timedelta(days=index // PER_DAY)
        name, account, _, memos = rng.choices(CATEGORIES, weights)[0]
        # Most household spending is small: a log-uniform spread from 100 to 50,000 yen.
        amount = int(round(100 * (500 ** rng.random())))
        yield date.isoformat(), min(max(amount, 100), 50000), name, account, rng.choice(memos)


def main():
    if len(sys.argv) != 3:
        sys.exit(__doc__)
    count, folder = int(sys.argv[1]), sys.argv[2]
    os.makedirs(folder, exist_ok=True)
    with open(os.path.join(folder, "entries.csv"), "w", encoding="utf-8", newline="") as csv, \
            open(os.path.join(folder, "hledger.journal"), "w", encoding="utf-8") as hledger, \
            open(os.path.join(folder, "ledger.journal"), "w", encoding="utf-8") as ledger, \
            open(os.path.join(folder, "statement.csv"), "w", encoding="cp932",
                 newline="\r\n") as statement:
        statement.write("ご利用明細,サンプルカード\nお支払日,2026年12月27日\n【ご利用明細】\n"
                        "ご利用日,ご利用店名,ご利用者,支払区分,ご利用金額,今回ご請求額,備考\n")
        total = 0
        csv.write("id,date,amount,category,memo\n")
        # Whole yen: hledger 1.25 reads "commodity 1,000 JPY" as a decimal comma (and "¥3,280"
        # as 3.28), so the directive names the decimal point and no decimals.
        hledger.write("commodity 1. JPY\n\n")
        for number, (date, amount, name, account, memo) in enumerate(entries(count), start=1):
            csv.write(f"{number},{date},{amount},{name},{memo}\n")
            for journal in (hledger, ledger):
                journal.write(f"{date} {memo}\n    {account}  {amount} JPY\n    assets:cash\n\n")
            grouped = f"{amount:,}"
            statement.write(f'{date.replace("-", "/")},{memo},本人,1回払い,"{grouped}","{grouped}",\n')
            total += amount
        statement.write(f',合計,,,"{total:,}","{total:,}",\n')


if __name__ == "__main__":
    main()
