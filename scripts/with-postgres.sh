#!/usr/bin/env bash
# Runs a command with a throwaway PostgreSQL 15 server beside it, then stops the server and
# deletes it, whether the command succeeded, failed or was interrupted.
#
#   scripts/with-postgres.sh swift test
#
# The server lives in a new temporary folder, listens only on a Unix socket there (no TCP port),
# trusts local connections but those of the members of the role `password_required`, which
# must give their password (scram-sha-256, so that the tests can try a wrong one), and runs as
# the `postgres` user when this script runs as root (the server refuses to run as root). The
# command sees KAKEIBO_TEST_POSTGRES, a libpq URI of the server's `postgres` database as the
# superuser `postgres`, the socket folder and port apart, the data folder, the server's log and
# the folder of PostgreSQL's programs (for `pg_ctl restart`); the tests make a database of
# their own for every scenario. Needs Debian's postgresql package (initdb and pg_ctl in
# /usr/lib/postgresql/15/bin, or PG_BIN).
set -euo pipefail

if [ $# -lt 1 ]; then
  echo "usage: scripts/with-postgres.sh COMMAND [ARGUMENTS ...]" >&2
  exit 64
fi

bin="${PG_BIN:-/usr/lib/postgresql/15/bin}"
if [ ! -x "$bin/initdb" ]; then
  echo "with-postgres: no PostgreSQL server at $bin (install Debian's postgresql, or set PG_BIN)" >&2
  exit 69
fi

folder="$(mktemp -d "${TMPDIR:-/tmp}/kakeibo-pg.XXXXXX")"
as_server=()
if [ "$(id -u)" -eq 0 ]; then
  chown postgres: "$folder"
  chmod 755 "$folder"
  as_server=(runuser -u postgres --)
fi
# A fixed port number only names the socket file (.s.PGSQL.PORT); nothing listens on TCP.
port=5432
# The tests need no durability: fsync=off spares them a flush per commit. KAKEIBO_PG_DURABLE=1
# keeps the server's own settings (bench/run.sh, whose times are compared with psql's).
durability="-c fsync=off"
if [ "${KAKEIBO_PG_DURABLE:-}" = 1 ]; then durability=""; fi

stop() {
  if [ -f "$folder/data/postmaster.pid" ]; then
    "${as_server[@]}" "$bin/pg_ctl" -D "$folder/data" -m immediate -w stop > /dev/null 2>&1 || true
  fi
  rm -rf "$folder"
}
trap stop EXIT
trap 'exit 130' INT
trap 'exit 143' TERM

"${as_server[@]}" "$bin/initdb" -D "$folder/data" -A trust -U postgres --locale=C.UTF-8 -E UTF8 \
  > "$folder/initdb.log" 2>&1 || {
  cat "$folder/initdb.log" >&2
  exit 70
}
# The first line that matches a connection decides: passwords for one group, trust for the rest.
printf '%s\n' "local all +password_required scram-sha-256" "local all all trust" |
  "${as_server[@]}" tee "$folder/data/pg_hba.conf" > /dev/null
# -l: the server's output goes to its log, never to this script's stdout (a test reading that
# pipe would wait for the server to exit).
"${as_server[@]}" "$bin/pg_ctl" -D "$folder/data" -l "$folder/server.log" -w \
  -o "-k $folder -c listen_addresses= -p $port $durability -c max_connections=200" start \
  > /dev/null || {
  cat "$folder/server.log" >&2
  exit 70
}

export KAKEIBO_TEST_POSTGRES="postgresql://postgres@/postgres?host=$folder&port=$port"
"$bin/psql" "$KAKEIBO_TEST_POSTGRES" -X -q -v ON_ERROR_STOP=1 \
  -c "CREATE ROLE password_required NOLOGIN" > /dev/null
export KAKEIBO_TEST_POSTGRES_HOST="$folder"
export KAKEIBO_TEST_POSTGRES_PORT="$port"
export KAKEIBO_TEST_POSTGRES_DATA="$folder/data"
export KAKEIBO_TEST_POSTGRES_LOG="$folder/server.log"
export KAKEIBO_TEST_POSTGRES_BIN="$bin"
status=0
"$@" || status=$?
exit "$status"
