#!/usr/bin/env bash
# Benchmarks kakeibo against the sqlite3 shell, ledger and hledger on the same generated data,
# and a PostgreSQL ledger against psql on the same server.
#
#   bench/run.sh N [N ...]       e.g. bench/run.sh 10000 100000 1000000
#
# Installs what is missing (hyperfine, sqlite3, ledger, hledger, time, postgresql from Debian),
# builds the release binary README.md installs, generates N entries (bench/generate.py), starts
# a throwaway PostgreSQL server with its normal durability (scripts/with-postgres.sh), checks
# that every tool's totals agree, then prints Markdown tables of medians, ratios and kakeibo's
# peak memory. BENCH_RUNS sets hyperfine's run count (default: its own choice, at least 10).
#
# The report (the command, the commit, the machine and the tables) is also written into a
# Markdown file, between the header and the notes docs/performance.md keeps:
#   - a full run (BENCH_RUNS not set: hyperfine's own run counts) writes docs/performance.md,
#     the numbers the project publishes; commit it with the change it measures;
#   - a run with BENCH_RUNS set (CI's smoke test, `BENCH_RUNS=3 bench/run.sh 10000`, or a quick
#     look) writes bench/out/performance.md, which git ignores, and leaves docs/ alone;
#   - BENCH_REPORT=PATH writes PATH instead, in either case.
set -euo pipefail
if [ -n "${BENCH_REPORT:-}" ]; then
  case "$BENCH_REPORT" in /*) ;; *) BENCH_REPORT="$PWD/$BENCH_REPORT" ;; esac
fi
cd "$(dirname "$0")/.."
if [ -z "${BENCH_REPORT:-}" ]; then
  if [ -n "${BENCH_RUNS:-}" ]; then
    BENCH_REPORT="$PWD/bench/out/performance.md"
  else
    BENCH_REPORT="$PWD/docs/performance.md"
  fi
fi
export BENCH_REPORT
if [ $# -lt 1 ]; then
  echo "usage: bench/run.sh N [N ...]" >&2
  exit 64
fi

missing=()
pg_bin="${PG_BIN:-/usr/lib/postgresql/15/bin}"
for tool in hyperfine:hyperfine sqlite3:sqlite3 ledger:ledger hledger:hledger python3:python3 \
  /usr/bin/time:time psql:postgresql-client "$pg_bin/initdb":postgresql; do
  command -v "${tool%%:*}" > /dev/null || missing+=("${tool##*:}")
done
if ((${#missing[@]})); then
  sudo=""
  if [ "$(id -u)" -ne 0 ]; then sudo="sudo"; fi
  echo "installing ${missing[*]}" >&2
  $sudo apt-get update -qq
  DEBIAN_FRONTEND=noninteractive $sudo apt-get install -y -qq "${missing[@]}" > /dev/null
fi

swift build -c release --static-swift-stdlib --disable-local-rpath > /dev/null
KAKEIBO_PG_DURABLE=1 exec scripts/with-postgres.sh \
  python3 bench/bench.py "$PWD/.build/release/kakeibo" "$@"
