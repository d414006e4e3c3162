#!/usr/bin/env python3
"""The benchmark behind bench/run.sh: generates data, checks totals, times, prints tables.

    bench/bench.py KAKEIBO_BINARY N [N ...]

With BENCH_REPORT=PATH it also writes the tables, the machine and the command into PATH, between
the header and the notes that docs/performance.md keeps (see BEGIN and END below).

The PostgreSQL rows need the server scripts/with-postgres.sh starts (its socket folder and port
in KAKEIBO_TEST_POSTGRES_HOST and KAKEIBO_TEST_POSTGRES_PORT), as bench/run.sh does.
"""

import json
import os
import platform
import re
import resource
import shlex
import shutil
import statistics
import subprocess
import sys
import tempfile
import time

HERE = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.dirname(HERE)
MONTH, MONTH_FROM, MONTH_TO = "2026-11", "2026-11-01", "2026-12-01"
YEAR = "2026"
PEER_LIMIT_SECONDS = 60
CATEGORY_KEYS = {"生活費": "living", "経費": "business", "娯楽費": "leisure"}
SQLITE_PRAGMAS = "PRAGMA busy_timeout=5000; PRAGMA synchronous=FULL;"
MONTH_SQL = (f"SELECT category, sum(amount), count(*) FROM entries WHERE date BETWEEN "
             f"'{MONTH}-01' AND '{MONTH}-30' GROUP BY category")
YEAR_SQL = (f"SELECT substr(date, 1, 7), category, sum(amount), count(*) FROM entries WHERE date "
            f"BETWEEN '{YEAR}-01-01' AND '{YEAR}-12-31' GROUP BY 1, 2")
LIST_SQL = "SELECT id, date, category, amount, memo FROM entries ORDER BY date, id"
INSERT_SQL = ("INSERT INTO entries (date, amount, category, memo) "
              "VALUES ('2026-11-30', 1200, 'livingCost', 'スーパー')")
STORE_KEYS = {"livingCost": "living", "expenses": "business", "leisure": "leisure"}
# psql's side of the PostgreSQL rows: the statements kakeibo sends for the same job, with their
# values written in, on the tables of the same ledger (its schema, `kakeibo`).
PSQL = "psql -X -q -A -t -F ,"
# What kakeibo's add sends: the next id after the largest ever given (the largest in entries, or
# the last a change that made entries gave: LedgerSQL.lastIssuedEntryID), and the search key.
PG_INSERT_SQL = ("INSERT INTO kakeibo.entries (id, date, amount, category, memo, kind, subcategory, "
                 "search_key) VALUES ((SELECT greatest((SELECT coalesce(max(id), 0) FROM "
                 "kakeibo.entries), (SELECT coalesce(max(last_entry_id), 0) FROM (SELECT "
                 "last_entry_id FROM kakeibo.changes WHERE kind IN ('add', 'import', 'scheduled', "
                 "'recurring') AND last_entry_id IS NOT NULL ORDER BY id DESC LIMIT 1) AS last)) + 1), "
                 "'2026-11-30', 1200, 'livingCost', 'スーパー', 'expense', NULL, E'スーパー\\n')")
# Emptied before each import run: the entries and the change log, with every table that refers
# to it (the change log's copies, and undo's and redo's).
PG_TABLES = "kakeibo.entries, kakeibo.changes CASCADE"


def tally_sql(ranges):
    """The query behind kakeibo's reports (Ledger.periodTallies): per range, in order, the
    total and count per kind, category and 内訳."""
    rows = ", ".join(f"({position}::bigint, '{first}'::date, '{last}'::date)"
                     for position, (first, last) in enumerate(ranges))
    return (f"WITH ranges (position, first, last) AS (VALUES {rows}) "
            "SELECT r.position, e.kind, e.category, e.subcategory, sum(e.amount)::bigint, "
            "count(*) FROM ranges AS r CROSS JOIN kakeibo.entries AS e "
            "WHERE e.date BETWEEN r.first AND r.last "
            "GROUP BY r.position, e.kind, e.category, e.subcategory")


def month_ranges(year):
    ends = [31, 29 if year % 4 == 0 and (year % 100 or year % 400 == 0) else 28, 31, 30, 31, 30,
            31, 31, 30, 31, 30, 31]
    return [(f"{year}-{m:02}-01", f"{year}-{m:02}-{ends[m - 1]}") for m in range(1, 13)]


# A month's report sums the month and the one before it (for its change column); a year's, each
# of its months.
PG_MONTH_SQL = tally_sql([(f"{MONTH}-01", f"{MONTH}-30"), ("2026-10-01", "2026-10-31")])
PG_YEAR_SQL = tally_sql(month_ranges(int(YEAR)))


def run(command, **kwargs):
    return subprocess.run(command, shell=True, check=True, capture_output=True, text=True,
                          **kwargs).stdout


def rss_of(command):
    """Runs command once and returns its maximum resident set size in KiB, as GNU time reports
    it (a small C program's fork, so the parent's own memory is not counted, as it would be
    for a child of this Python process)."""
    result = subprocess.run(["/usr/bin/time", "-f", "%M", "bash", "-c", f"exec {command}"],
                            check=True, capture_output=True, text=True)
    return int(result.stderr.strip().splitlines()[-1])


def hyperfine(commands, prepare=None, runs=None, warmup=2):
    """Returns the median seconds of each command, timed by hyperfine in one run."""
    with tempfile.NamedTemporaryFile(suffix=".json") as export:
        arguments = ["hyperfine", "--style", "none", "-N" if prepare is None else "--shell=bash",
                     "--warmup", str(warmup), "--export-json", export.name]
        if runs or os.environ.get("BENCH_RUNS"):
            arguments += ["--runs", str(runs or os.environ["BENCH_RUNS"])]
        if prepare:
            arguments += ["--prepare", prepare]
        arguments = [a for a in arguments if a]
        subprocess.run(arguments + commands, check=True, stdout=subprocess.DEVNULL,
                       stderr=subprocess.DEVNULL)
        results = json.load(open(export.name))["results"]
    return [result["median"] for result in results]


def alternating(commands, prepare=None):
    """The median seconds of each command, timed one run at a time in turn (A B A B …, after
    a warm-up of each), so that a machine whose speed drifts meanwhile slows each alike:
    BENCH_RUNS runs of each, 10 unless set."""
    runs = int(os.environ.get("BENCH_RUNS") or 10)
    for command in commands:
        hyperfine([command], prepare=prepare, runs=1, warmup=0)
    times = [[] for _ in commands]
    for _ in range(runs):
        for command, seconds in zip(commands, times):
            seconds += hyperfine([command], prepare=prepare, runs=1, warmup=0)
    return [statistics.median(seconds) for seconds in times]


def single_run_seconds(command):
    """The seconds one run of command takes, or None when it passes PEER_LIMIT_SECONDS."""
    start = time.monotonic()
    try:
        subprocess.run(command, shell=True, check=True, stdout=subprocess.DEVNULL,
                       stderr=subprocess.DEVNULL, timeout=PEER_LIMIT_SECONDS)
    except subprocess.TimeoutExpired:
        return None
    return time.monotonic() - start


def time_peer(command):
    """The median seconds of a peer's command: a slow one runs fewer times, one over
    PEER_LIMIT_SECONDS not at all (None)."""
    once = single_run_seconds(command)
    if once is None:
        return None
    if once > 1:
        return hyperfine([command], runs=3, warmup=0)[0]
    return hyperfine([command])[0]


# MARK: Totals, per tool, as {(month or None, category): yen}

def kakeibo_month(kakeibo, db):
    lines = run(f"{kakeibo} --db {db} report {MONTH} --format csv").splitlines()[1:]
    return {STORE_KEYS[f[1]]: int(f[4]) for f in (l.split(",") for l in lines) if f[1] != "total"}


def kakeibo_year(kakeibo, db):
    lines = run(f"{kakeibo} --db {db} report --year {YEAR} --format csv").splitlines()
    header = lines[0].split(",")
    totals = {}
    for line in lines[1:]:
        fields = dict(zip(header, line.split(",")))
        if fields["month"] == "total":
            continue
        for key, name in STORE_KEYS.items():
            if int(fields[key]):
                totals[(fields["month"], name)] = int(fields[key])
    return totals


def sqlite_month(db):
    rows = run(f"sqlite3 -csv {db} \"{MONTH_SQL}\"").splitlines()
    return {STORE_KEYS[r.split(",")[0]]: int(r.split(",")[1]) for r in rows}


def sqlite_year(db):
    rows = [r.split(",") for r in run(f"sqlite3 -csv {db} \"{YEAR_SQL}\"").splitlines()]
    return {(r[0], STORE_KEYS[r[1]]): int(r[2]) for r in rows}


AMOUNT = re.compile(r"(-?[\d,]+) JPY\s+expenses:(\w+)")


def ledger_month(journal):
    out = run(f"ledger -f {journal} bal -b {MONTH_FROM} -e {MONTH_TO} --flat ^expenses")
    return {m.group(2): int(m.group(1).replace(",", "")) for m in AMOUNT.finditer(out)}


def hledger_month(journal):
    out = run(f"hledger -f {journal} bal -b {MONTH_FROM} -e {MONTH_TO} --flat ^expenses")
    return {m.group(2): int(m.group(1).replace(",", "")) for m in AMOUNT.finditer(out)}


def ledger_year(journal):
    out = run(f"ledger -f {journal} reg -M -b {YEAR}-01-01 -e {int(YEAR) + 1}-01-01 "
              f"--format '%(format_date(date, \"%Y-%m\")),%(account),%(quantity(amount))\\n' "
              f"^expenses")
    totals = {}
    for line in out.splitlines():
        month, account, amount = line.split(",")
        totals[(month, account.split(":")[1])] = int(float(amount))
    return totals


def hledger_year(journal):
    out = run(f"hledger -f {journal} bal -M -b {YEAR}-01-01 -e {int(YEAR) + 1}-01-01 "
              f"--flat -O csv ^expenses")
    rows = out.splitlines()
    header = [h.strip('"') for h in rows[0].split(",")]
    totals = {}
    for row in rows[1:]:
        fields = [f.strip('"') for f in row.split('","')]
        if not fields[0].startswith("expenses:"):
            continue
        for month, value in zip(header[1:], fields[1:]):
            value = value.replace(" JPY", "").replace(",", "").strip('"')
            if value and value != "0" and re.match(r"\d{4}-\d\d", month):
                totals[(month[:7], fields[0].split(":")[1])] = int(value)
    return totals


def psql_tallies(uri, sql):
    """The expenses of one of the tally queries, as {(position, category): yen} (the data has
    neither income nor 内訳)."""
    rows = [r.split(",") for r in run(f"{PSQL} {shlex.quote(uri)} -c \"{sql}\"").splitlines()]
    totals = {}
    for position, kind, category, _, amount, _ in rows:
        if kind == "expense":
            key = (int(position), STORE_KEYS[category])
            totals[key] = totals.get(key, 0) + int(amount)
    return totals


def psql_month(uri):
    return {key: yen for (position, key), yen in psql_tallies(uri, PG_MONTH_SQL).items()
            if position == 0}


def psql_year(uri):
    return {(f"{YEAR}-{position + 1:02}", key): yen
            for (position, key), yen in psql_tallies(uri, PG_YEAR_SQL).items()}


def psql_count_and_sum(uri):
    return run(f"{PSQL} -F '|' {shlex.quote(uri)} -c "
               f"'SELECT count(*), sum(amount) FROM kakeibo.entries'").strip()


# MARK: One size

def bench(kakeibo, count):
    folder = os.path.join(HERE, "out", str(count))
    shutil.rmtree(folder, ignore_errors=True)
    run(f"python3 {HERE}/generate.py {count} {folder}")
    csv = f"{folder}/entries.csv"
    db = f"{folder}/kakeibo.db"
    hj, lj = f"{folder}/hledger.journal", f"{folder}/ledger.journal"
    run(f"{kakeibo} --db {db} import {csv} --from kakeibo")

    ledger_month_command = f"ledger -f {lj} bal -b {MONTH_FROM} -e {MONTH_TO} --flat ^expenses"
    hledger_month_command = f"hledger -f {hj} bal -b {MONTH_FROM} -e {MONTH_TO} --flat ^expenses"
    peers = {"ledger": single_run_seconds(ledger_month_command) is not None,
             "hledger": single_run_seconds(hledger_month_command) is not None}

    # The totals must agree before any time is reported.
    month = kakeibo_month(kakeibo, db)
    year = kakeibo_year(kakeibo, db)
    checks = [("sqlite3 month", sqlite_month(db), month), ("sqlite3 year", sqlite_year(db), year)]
    if peers["ledger"]:
        checks += [("ledger month", ledger_month(lj), month), ("ledger year", ledger_year(lj), year)]
    if peers["hledger"]:
        checks += [("hledger month", hledger_month(hj), month),
                   ("hledger year", hledger_year(hj), year)]
    # The table of every entry ends with their count and total.
    footer = run(f"{kakeibo} --db {db} list").splitlines()[-1].split()
    checks.append(("sqlite3 list", run(f"sqlite3 {db} \"SELECT count(*), sum(amount) FROM entries\"")
                   .strip(), f"{footer[0].replace(',', '')}|{footer[2].lstrip('¥').replace(',', '')}"))
    agree(count, checks)
    # The reports as they are before timing adds entries, for the PostgreSQL ledger's to match.
    reports = [run(f"{kakeibo} --db {db} report {period} --format csv")
               for period in (MONTH, f"--year {YEAR}")]

    rows = []
    kakeibo_db = f"{kakeibo} --db {db}"

    # 1. add one entry to a ledger of N entries.
    add = hyperfine([f"{kakeibo_db} add 1200 -c 生活費 -m スーパー -d 2026-11-30",
                     f"sqlite3 {db} \"{SQLITE_PRAGMAS} {INSERT_SQL}\""])
    rows.append(("add one entry", add[0], add[1], None, None,
                 rss_of(f"{kakeibo_db} add 1200 -c 生活費 -m スーパー -d 2026-11-30")))

    # 2. one month's per-category summary.
    ours = f"{kakeibo_db} report {MONTH} --format csv"
    times = hyperfine([ours, f"sqlite3 {db} \"{MONTH_SQL}\""])
    rows.append(("monthly summary", times[0], times[1],
                 time_peer(ledger_month_command) if peers["ledger"] else None,
                 time_peer(hledger_month_command) if peers["hledger"] else None, rss_of(ours)))

    # 3. a year by month by category.
    ours = f"{kakeibo_db} report --year {YEAR} --format csv"
    period = f"-b {YEAR}-01-01 -e {int(YEAR) + 1}-01-01"
    times = hyperfine([ours, f"sqlite3 {db} \"{YEAR_SQL}\""])
    rows.append(("yearly by month", times[0], times[1],
                 time_peer(f"ledger -f {lj} bal -M {period} --flat ^expenses")
                 if peers["ledger"] else None,
                 time_peer(f"hledger -f {hj} bal -M {period} --flat ^expenses")
                 if peers["hledger"] else None, rss_of(ours)))

    # 4. every entry as a table (its widths known before the first row, so it streams), against
    # the shell's rows in the same order.
    ours = f"{kakeibo_db} list"
    times = hyperfine([ours, f"sqlite3 {db} \"{LIST_SQL}\""],
                      runs=3 if count >= 1_000_000 else None)
    rows.append(("list as a table", times[0], times[1], None, None, rss_of(ours)))

    # 5. importing the N-entry CSV into an empty ledger, against .import into the same schema.
    empty = f"{folder}/empty.db"
    fresh = f"{folder}/fresh.db"
    # An empty ledger with kakeibo's whole schema. kakeibo keeps a new ledger only once a change
    # is committed to it, so one entry is added, then it and its change-log row are deleted.
    run(f"rm -f {empty}*; {kakeibo} --db {empty} add 1 -c fun > /dev/null && "
        f"sqlite3 {empty} \"DELETE FROM entries; DELETE FROM changes; VACUUM\"")
    prepare = f"rm -f {fresh} {fresh}-wal {fresh}-shm; cp {empty} {fresh}"
    # The sqlite3 shell imports the same rows in the store's own form (category keys, not names).
    # Its .import names no columns and gives the ones the file lacks NULL, which the schema's
    # kind refuses: it reads them into a temporary table, and one INSERT … SELECT stores them
    # with the columns' defaults.
    sqlite_import = (f"sqlite3 {fresh} \"{SQLITE_PRAGMAS}\" "
                     f"\".import --csv --schema temp {folder}/import.csv rows\" "
                     "\"INSERT INTO entries (id, date, amount, category, memo) "
                     "SELECT id, date, amount, category, memo FROM temp.rows\"")
    with open(csv, encoding="utf-8") as source, \
            open(f"{folder}/import.csv", "w", encoding="utf-8") as target:
        names = {"生活費": "livingCost", "経費": "expenses", "娯楽費": "leisure"}
        target.write("id,date,amount,category,memo\n")
        for line in list(source)[1:]:
            number, date, amount, name, memo = line.rstrip("\n").split(",", 4)
            target.write(f"{number},{date},{amount},{names[name]},{memo}\n")
    times = hyperfine([f"{kakeibo} --db {fresh} import {csv} --from kakeibo", sqlite_import],
                      prepare=prepare, runs=3 if count >= 1_000_000 else None)
    run(prepare)
    rows.append(("import N entries", times[0], times[1], None, None,
                 rss_of(f"{kakeibo} --db {fresh} import {csv} --from kakeibo")))

    # 5b. importing a card's statement of the same N rows (Shift_JIS, a layout kakeibo knows by
    # no name, read by the general reader) against kakeibo's CSV of the very entries it makes
    # (its export: the same dates, amounts, memos and source), each into the same empty
    # ledger, one run at a time in turn. Its entries must be the generated ones.
    statement = f"{folder}/statement.csv"
    same = f"{folder}/statement-entries.csv"
    run(f"{prepare}; {kakeibo} --db {fresh} import {statement}")
    agree(count, [("statement import", run(
        f"sqlite3 {fresh} \"SELECT count(*), sum(amount), min(date), max(date) FROM entries\"")
        .strip(), run(f"sqlite3 {db} \"SELECT count(*), sum(amount), min(date), max(date) "
                      f"FROM entries WHERE id <= {count}\"").strip())])
    run(f"{kakeibo} --db {fresh} export --format csv > {same}")
    times = alternating([f"{kakeibo} --db {fresh} import {same}",
                         f"{kakeibo} --db {fresh} import {statement}"], prepare=prepare)
    run(prepare)
    STATEMENT_ROWS.append((count, times[0], times[1],
                           rss_of(f"{kakeibo} --db {fresh} import {statement}")))

    # 6. list --search, against the shell's LIKE over the same file.
    add_search_entries(kakeibo_db)
    for term in SEARCH_TERMS:
        ours = f"{kakeibo_db} list --search {term}"
        theirs = f"sqlite3 {db} \"{search_sql(term, 'entries')}\""
        found_by_both(count, term, kakeibo_db, theirs)
        times = hyperfine([ours, theirs])
        rows.append((search_job(term), times[0], times[1], None, None, rss_of(ours)))
    return rows, reports


# MARK: Search

# A visit to the 整体 (osteopath) now and then: what search is for, among N entries of the
# generator's everyday memos. One term of three characters or more (the trigram index; target:
# at least 10× as fast as the shell's LIKE) and one shorter (a read of every key; target: no
# slower).
SEARCH_MEMO, SEARCH_TERMS = "整体 マッサージ", ("マッサージ", "整体")
SEARCH_ENTRIES = 12


def search_sql(term, table):
    return f"SELECT id, date, category, amount, memo FROM {table} WHERE memo LIKE '%{term}%'"


def search_job(term):
    return f"list --search {term} ({len(term)} characters)"


def add_search_entries(kakeibo_db):
    for month in range(1, SEARCH_ENTRIES + 1):
        run(f"{kakeibo_db} add 6000 -c 生活費 -s 医療 -m '{SEARCH_MEMO}' "
            f"-d 2026-{(month - 1) % 11 + 1:02d}-15")


def found_by_both(count, term, kakeibo_db, theirs):
    """Exits unless kakeibo's search and the shell's LIKE both find the search entries."""
    found = run(f"{kakeibo_db} list --search {term} --format csv").count("\n") - 1
    shell = run(theirs).strip().count("\n") + 1
    if found != SEARCH_ENTRIES or shell != SEARCH_ENTRIES:
        sys.exit(f"N={count}: search {term}: kakeibo found {found}, the shell {shell}, "
                 f"not {SEARCH_ENTRIES}")


def agree(count, checks):
    """Exits unless each check's two sides are equal."""
    for name, theirs, ours in checks:
        if theirs != ours:
            sys.exit(f"N={count}: {name} totals disagree with kakeibo:\n  {theirs}\n  {ours}")


def postgres_uri(database):
    host = os.environ["KAKEIBO_TEST_POSTGRES_HOST"]
    port = os.environ["KAKEIBO_TEST_POSTGRES_PORT"]
    return f"postgresql://postgres@/{database}?host={host}&port={port}"


def new_database(name):
    """A new, empty database on the server, as the URI of kakeibo's ledger in it."""
    admin = shlex.quote(postgres_uri("postgres"))
    run(f"{PSQL} {admin} -c 'DROP DATABASE IF EXISTS {name}'")
    run(f"{PSQL} {admin} -c 'CREATE DATABASE {name}'")
    return postgres_uri(name)


def bench_postgres(kakeibo, count, sqlite_reports):
    """The PostgreSQL rows: kakeibo on a ledger of the same N entries in a database of the
    server, against psql sending the same statements to the same tables, run by run in turn;
    each connects once per process."""
    folder = os.path.join(HERE, "out", str(count))
    csv = f"{folder}/entries.csv"
    uri = new_database(f"bench_{count}")
    db = shlex.quote(uri)
    run(f"{kakeibo} --db {db} import {csv} --from kakeibo")
    # Statistics and the visibility map, as autovacuum would leave them, for both sides alike.
    run(f"{PSQL} {db} -c 'VACUUM ANALYZE'")

    # The totals must agree before any time is reported: psql's with kakeibo's, and kakeibo's
    # reports on PostgreSQL with the same reports, byte for byte, on the SQLite ledger.
    reports = [run(f"{kakeibo} --db {db} report {period} --format csv")
               for period in (MONTH, f"--year {YEAR}")]
    footer = run(f"{kakeibo} --db {db} list").splitlines()[-1].split()
    agree(count, [
        ("SQLite month report", sqlite_reports[0], reports[0]),
        ("SQLite year report", sqlite_reports[1], reports[1]),
        ("psql month", psql_month(uri), kakeibo_month(kakeibo, db)),
        ("psql year", psql_year(uri), kakeibo_year(kakeibo, db)),
        ("psql list", psql_count_and_sum(uri),
         f"{footer[0].replace(',', '')}|{footer[2].lstrip('¥').replace(',', '')}"),
    ])

    rows = []
    kakeibo_db = f"{kakeibo} --db {db}"
    psql_db = f"{PSQL} {db}"

    # 1. add one entry to a ledger of N entries, against psql's INSERT of the same row.
    ours = f"{kakeibo_db} add 1200 -c 生活費 -m スーパー -d 2026-11-30"
    times = alternating([ours, f"{psql_db} -c \"{PG_INSERT_SQL}\""])
    rows.append(("add one entry", times[0], times[1], 1.3, rss_of(ours)))

    # 2. and 3. the monthly and yearly reports, against their tally query.
    for job, period, sql in (("monthly summary", MONTH, PG_MONTH_SQL),
                             ("yearly by month", f"--year {YEAR}", PG_YEAR_SQL)):
        ours = f"{kakeibo_db} report {period} --format csv"
        times = alternating([ours, f"{psql_db} -c \"{sql}\""])
        rows.append((job, times[0], times[1], 1.3, rss_of(ours)))

    # 4. importing the N-entry CSV into an empty ledger, against psql's \copy of the same rows
    # (bench() wrote them in the store's form) into the same tables, emptied before each run.
    empty_uri = new_database(f"import_{count}")
    empty = shlex.quote(empty_uri)
    run(f"{kakeibo} --db {empty} add 1 -c fun > /dev/null")
    prepare = f"{PSQL} {empty} -c 'TRUNCATE {PG_TABLES}'"
    ours = f"{kakeibo} --db {empty} import {csv} --from kakeibo"
    theirs = (f"{PSQL} {empty} -c \"\\copy kakeibo.entries (id, date, amount, category, memo) "
              f"FROM '{folder}/import.csv' WITH (FORMAT csv, HEADER)\"")
    times = alternating([ours, theirs], prepare=prepare)
    # Both leave the same entries.
    totals = []
    for command in (ours, theirs):
        run(prepare)
        run(command)
        totals.append(psql_count_and_sum(empty_uri))
    agree(count, [("psql \\copy", totals[1], totals[0])])
    run(prepare)
    rows.append(("import N entries", times[0], times[1], 1.5, rss_of(ours)))

    # 5. list --search, against psql's LIKE over the same table.
    add_search_entries(kakeibo_db)
    for term in SEARCH_TERMS:
        ours = f"{kakeibo_db} list --search {term}"
        theirs = f"{psql_db} -c \"{search_sql(term, 'kakeibo.entries')}\""
        found_by_both(count, term, kakeibo_db, theirs)
        times = alternating([ours, theirs])
        rows.append((search_job(term), times[0], times[1], 0.1 if len(term) >= 3 else 1,
                     rss_of(ours)))
    return rows


# Jobs that ledger and hledger are not timed on.
NO_PEERS = ("add one entry", "list as a table", "import N entries")
# (N, kakeibo CSV seconds, statement seconds, the statement's max RSS in KiB), per N.
STATEMENT_ROWS = []
# The statement's import may take this much of the CSV's, at most.
STATEMENT_TARGET = 1.5


def has_peers(job):
    return job not in NO_PEERS and not job.startswith("list --search")


def milliseconds(seconds):
    if seconds is None:
        return "skipped (> 60 s)"
    return f"{seconds * 1000:,.1f} ms" if seconds < 1 else f"{seconds:,.2f} s"


def ratio(a, b):
    return "—" if a is None or b is None else f"{a / b:.2f}×"


# MARK: The report

# docs/performance.md is this script's: the text before BEGIN and after END is the header and
# the notes it keeps as they are (what each job is, the targets, measurements made apart), and
# what lies between is the latest run, rewritten whole by each run that writes the file.
BEGIN = "<!-- bench/run.sh writes from here to the end marker; edit the text around it -->"
END = "<!-- end of what bench/run.sh writes -->"
DOCUMENT = os.path.join(ROOT, "docs", "performance.md")


def machine_line(server):
    """The machine and the tools' versions, as one line."""
    system = platform.system()
    try:
        with open("/etc/os-release", encoding="utf-8") as release:
            fields = dict(line.rstrip("\n").split("=", 1) for line in release if "=" in line)
        system = fields.get("PRETTY_NAME", system).strip('"')
    except OSError:
        pass
    cpu = ""
    try:
        with open("/proc/cpuinfo", encoding="utf-8") as info:
            names = [line.split(":", 1)[1].strip() for line in info if line.startswith("model name")]
        cpu = f" ({names[0]})" if names else ""
    except OSError:
        pass
    return (f"{platform.machine()}{cpu}, {os.cpu_count()} cores, {system}, Linux "
            f"{platform.release()}; sqlite3 {run('sqlite3 --version').split()[0]}, "
            f"ledger {run('ledger --version').split()[1].rstrip(',')}, "
            f"hledger {run('hledger --version').split()[1].rstrip(',')}, "
            f"PostgreSQL {server.split()[0]} (psql {run('psql --version').split()[2]})")


def command_line(counts):
    """The command that produced the run, as a reader would type it again."""
    runs = os.environ.get("BENCH_RUNS")
    return ("BENCH_RUNS=" + runs + " " if runs else "") + "bench/run.sh " + " ".join(counts)


def revision():
    """The commit measured, marked when the work tree held changes beside it."""
    try:
        commit = run(f"git -C {shlex.quote(ROOT)} rev-parse --short HEAD").strip()
        dirty = run(f"git -C {shlex.quote(ROOT)} status --porcelain --untracked-files=no "
                    "-- Sources Package.swift migrations").strip()
    except subprocess.CalledProcessError:
        return "an unknown commit"
    return f"commit `{commit}`" + (" with changes not committed" if dirty else "")


def write_document(path, lines):
    """Writes the report into path, between the header and the notes of docs/performance.md
    (so that a smoke test's copy in bench/out reads as the real one would)."""
    text = open(DOCUMENT, encoding="utf-8").read() if os.path.exists(DOCUMENT) else ""
    if BEGIN in text and END in text:
        before = text[:text.index(BEGIN)]
        after = text[text.index(END) + len(END):]
    else:
        before, after = "# Performance\n\n", "\n"
    directory = os.path.dirname(os.path.abspath(path))
    os.makedirs(directory, exist_ok=True)
    with tempfile.NamedTemporaryFile("w", encoding="utf-8", dir=directory, delete=False,
                                     prefix=".performance.") as temporary:
        temporary.write(before + BEGIN + "\n" + "\n".join(lines) + "\n" + END + after)
    os.replace(temporary.name, path)


def main():
    if len(sys.argv) < 3:
        sys.exit(__doc__)
    if "KAKEIBO_TEST_POSTGRES_HOST" not in os.environ:
        sys.exit("bench.py: no PostgreSQL server; run bench/run.sh, which starts one")
    kakeibo = sys.argv[1]
    report = []

    def emit(line=""):
        """Prints a line of the report as it is known (the tables grow run by run) and keeps it
        for the document."""
        print(line, flush=True)
        report.append(line)

    server = run(f"{PSQL} {shlex.quote(postgres_uri('postgres'))} -c 'SHOW server_version'")
    emit(f"`{command_line(sys.argv[2:])}`, on {revision()}, "
         f"{time.strftime('%Y-%m-%d', time.gmtime())}; the machine's load average was "
         f"{os.getloadavg()[0]:.1f} at the start (a busy machine slows both sides of a ratio, "
         "but not always alike).")
    emit()
    emit(f"Machine: {machine_line(server)}.")
    emit()
    emit("| N | job | kakeibo | sqlite3 | kakeibo / sqlite3 | ledger | hledger "
         "| ledger / kakeibo | kakeibo max RSS |")
    emit("|---|---|---|---|---|---|---|---|---|")
    postgres_rows = []
    for count in (int(n) for n in sys.argv[2:]):
        rows, reports = bench(kakeibo, count)
        for job, ours, sqlite, ledger, hledger, rss in rows:
            peer_cells = ("—", "—", "—") if not has_peers(job) else (
                milliseconds(ledger), milliseconds(hledger), ratio(ledger, ours))
            emit(f"| {count:,} | {job} | {milliseconds(ours)} | {milliseconds(sqlite)} "
                 f"| {ratio(ours, sqlite)} | {peer_cells[0]} | {peer_cells[1]} | {peer_cells[2]} "
                 f"| {rss / 1024:.1f} MB |")
        postgres_rows += [(count, *row) for row in bench_postgres(kakeibo, count, reports)]
    emit()
    emit("A card's statement of N rows (Shift_JIS, a layout read by the general reader) "
         "against kakeibo's CSV of the same entries, each into an empty ledger:")
    emit()
    emit("| N | kakeibo CSV | statement | statement / CSV | target | statement max RSS |")
    emit("|---|---|---|---|---|---|")
    for count, ours, statement, rss in STATEMENT_ROWS:
        emit(f"| {count:,} | {milliseconds(ours)} | {milliseconds(statement)} "
             f"| {ratio(statement, ours)} | ≤ {STATEMENT_TARGET}× | {rss / 1024:.1f} MB |")
    emit()
    emit("On a PostgreSQL ledger, on the same server as psql:")
    emit()
    emit("| N | job | kakeibo | psql | kakeibo / psql | target | kakeibo max RSS |")
    emit("|---|---|---|---|---|---|---|")
    for count, job, ours, psql, target, rss in postgres_rows:
        emit(f"| {count:,} | {job} | {milliseconds(ours)} | {milliseconds(psql)} "
             f"| {ratio(ours, psql)} | ≤ {target}× | {rss / 1024:.1f} MB |")
    emit()
    emit("All totals agreed (kakeibo on both engines, sqlite3, psql, ledger, hledger) "
         f"before timing. The load average was {os.getloadavg()[0]:.1f} at the end.")
    destination = os.environ.get("BENCH_REPORT")
    if destination:
        write_document(destination, report)
        print(f"\nwrote {os.path.relpath(destination)}", file=sys.stderr)


if __name__ == "__main__":
    main()
