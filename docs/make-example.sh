#!/usr/bin/env bash
# Writes docs/report-2026.svg, the chart README.md shows: a made-up household's 2026, logged
# with `kakeibo add` into a temporary ledger with its budgets (娯楽費 raised from July), then
# drawn in Japanese by `kakeibo report --year 2026 --format svg` on 2026-12-31, December still
# under way.
# Run from the repository root after `swift build`; KAKEIBO=path picks the binary.
set -euo pipefail
cd "$(dirname "$0")/.."
kakeibo="${KAKEIBO:-.build/debug/kakeibo}"
folder="$(mktemp -d)"
trap 'rm -rf "$folder"' EXIT
export KAKEIBO_DB="$folder/example.db" KAKEIBO_TODAY=2026-12-31 LANG=C.UTF-8 TZ=UTC

add() { "$kakeibo" add "$1" -c "$2" -d "$3" -m "$4" >/dev/null; }
for month in $(seq 1 12); do
  m=$(printf '%02d' "$month")
  wobble=$(((month * 7919) % 13))  # a repeatable month-to-month variation
  add 85000 生活費 "2026-$m-01" 家賃
  add $((32000 + wobble * 900)) 生活費 "2026-$m-08" スーパー
  add $((18000 + wobble * 500)) 生活費 "2026-$m-20" スーパー
  add $((9000 + (month % 4) * 2500 + (month <= 2 || month >= 12 ? 6000 : 0))) 生活費 "2026-$m-25" 光熱費
  add $((12000 + (month % 3) * 8000)) 経費 "2026-$m-12" 交通費
  if ((month % 4 == 3)); then add 48000 経費 "2026-$m-18" 'ノートPC周辺機器'; fi
  add $((6000 + wobble * 700)) 娯楽費 "2026-$m-14" 外食
  if ((month == 8 || month == 12)); then add 42000 娯楽費 "2026-$m-22" 旅行; fi
  if ((month % 2 == 0)); then add 3800 娯楽費 "2026-$m-27" 映画; fi
done
"$kakeibo" budget set 生活費 150000 >/dev/null
"$kakeibo" budget set 経費 30000 >/dev/null
"$kakeibo" budget set 娯楽費 15000 >/dev/null
"$kakeibo" budget set 娯楽費 25000 --month 2026-07 >/dev/null
KAKEIBO_LANG=ja "$kakeibo" report --year 2026 --format svg >docs/report-2026.svg
echo "wrote docs/report-2026.svg"
