#!/usr/bin/env bash
# Benchmarks kakeibo against the sqlite3 shell, ledger and hledger on the same generated data.
#
#   bench/run.sh N [N ...]       e.g. bench/run.sh 10000 100000 1000000
#
# Installs what is missing (hyperfine, sqlite3, ledger, hledger, time from Debian), builds the release
# binary README.md installs, generates N entries (bench/generate.py), checks that every tool's
# totals agree, then prints a Markdown table of medians, ratios and kakeibo's peak memory.
# BENCH_RUNS sets hyperfine's run count (default: its own choice, at least 10).
# BENCH_POSTGRES, a libpq URI of a database (scripts/with-postgres.sh bench/run.sh N gives one as
# KAKEIBO_TEST_POSTGRES), adds list --search on a copy of the ledger there, against psql's LIKE.
set -euo pipefail
cd "$(dirname "$0")/.."
if [ $# -lt 1 ]; then
  echo "usage: bench/run.sh N [N ...]" >&2
  exit 64
fi

missing=()
for tool in hyperfine:hyperfine sqlite3:sqlite3 ledger:ledger hledger:hledger python3:python3 \
  /usr/bin/time:time; do
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
BENCH_POSTGRES="${BENCH_POSTGRES:-${KAKEIBO_TEST_POSTGRES:-}}" exec python3 bench/bench.py "$PWD/.build/release/kakeibo" "$@"
