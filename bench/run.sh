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
set -euo pipefail
cd "$(dirname "$0")/.."
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
