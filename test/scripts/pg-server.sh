#!/usr/bin/env bash
# Throwaway PostgreSQL 15 on loopback for the storage contract suite.
#   bash test/scripts/pg-server.sh start   # prints the URL of database sauti_test (only the URL on stdout)
#   bash test/scripts/pg-server.sh url     # prints the URL if the server is running
#   bash test/scripts/pg-server.sh stop    # stops it and removes its directory
# Env: PG_PORT (default 54329), PG_BIN (default /usr/lib/postgresql/15/bin).
# PostgreSQL refuses to run as root, so as root the server runs as the `postgres` OS user.
set -euo pipefail

PORT="${PG_PORT:-54329}"
BIN="${PG_BIN:-/usr/lib/postgresql/15/bin}"
DIR="${TMPDIR:-/tmp}/sauti-pg-${PORT}"
DB=sauti_test
URL="postgres://postgres@127.0.0.1:${PORT}/${DB}"

as_pg() {
  if [ "$(id -u)" = 0 ]; then runuser -u postgres -- "$@"; else "$@"; fi
}

is_running() {
  [ -f "$DIR/data/postmaster.pid" ] && as_pg "$BIN/pg_ctl" -D "$DIR/data" status >/dev/null 2>&1
}

start() {
  if is_running; then echo "$URL"; return 0; fi
  for _ in $(seq 1 120); do [ -x "$BIN/initdb" ] && break; echo "waiting for $BIN/initdb" >&2; sleep 2; done
  [ -x "$BIN/initdb" ] || { echo "PostgreSQL binaries not found in $BIN" >&2; exit 1; }
  rm -rf "$DIR"
  mkdir -p "$DIR"
  if [ "$(id -u)" = 0 ]; then chown postgres: "$DIR"; fi
  as_pg "$BIN/initdb" -D "$DIR/data" -U postgres -A trust --no-sync -E UTF8 >"$DIR/initdb.log" 2>&1 \
    || { cat "$DIR/initdb.log" >&2; exit 1; }
  # Throwaway data: durability settings off for speed; sockets only in our own directory.
  as_pg "$BIN/pg_ctl" -D "$DIR/data" -l "$DIR/server.log" -w -t 60 start \
    -o "-p $PORT -c listen_addresses=127.0.0.1 -k $DIR -c fsync=off -c synchronous_commit=off -c full_page_writes=off -c max_connections=200" \
    >&2 || { cat "$DIR/server.log" >&2; exit 1; }
  as_pg "$BIN/createdb" -h 127.0.0.1 -p "$PORT" -U postgres "$DB" >&2
  echo "$URL"
}

stop() {
  if is_running; then as_pg "$BIN/pg_ctl" -D "$DIR/data" -m fast -w stop >&2; fi
  rm -rf "$DIR"
}

case "${1:-}" in
  start) start ;;
  stop) stop ;;
  url) if is_running; then echo "$URL"; else echo "not running" >&2; exit 1; fi ;;
  *) echo "usage: $0 start|stop|url" >&2; exit 2 ;;
esac
