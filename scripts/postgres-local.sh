#!/usr/bin/env bash
# Debian's PostgreSQL on loopback, for the reference API on PostgreSQL (docs/reference-api.md):
#   scripts/postgres-local.sh start   initialises a cluster if needed, starts it, creates the database
#   scripts/postgres-local.sh reset   drops and recreates the database (a clean run)
#   scripts/postgres-local.sh stop    stops the cluster
#   scripts/postgres-local.sh url     prints the DATABASE_URL
# Installs Debian's `postgresql` when its server binaries are missing, as .ci/run does for Chromium.
# A throwaway cluster: trust authentication on 127.0.0.1 only, no fsync (tests, never real data).
set -euo pipefail

PORT=${OSSATURE_PG_PORT:-55432}
DATA=${OSSATURE_PG_DATA:-/tmp/ossature-pg-$PORT}
NAME=${OSSATURE_PG_DB:-ossature}
URL="postgres://postgres@127.0.0.1:$PORT/$NAME"

SUDO=''
[ "$(id -u)" -eq 0 ] || SUDO=sudo

server_bin() { ls -d /usr/lib/postgresql/*/bin 2>/dev/null | sort -V | tail -1; }

install_if_missing() {
  [ -n "$(server_bin)" ] && [ -x "$(server_bin)/initdb" ] && return 0
  echo 'PostgreSQL absent : installation du paquet Debian postgresql…'
  $SUDO apt-get update -qq
  DEBIAN_FRONTEND=noninteractive $SUDO apt-get install -y -qq postgresql
}

# The server refuses to run as root: as root, run its tools as the postgres user.
as_postgres() {
  if [ "$(id -u)" -eq 0 ]; then runuser -u postgres -- "$@"; else "$@"; fi
}

start() {
  install_if_missing
  local bin
  bin=$(server_bin)
  if [ ! -f "$DATA/PG_VERSION" ]; then
    mkdir -p "$DATA"
    [ "$(id -u)" -eq 0 ] && chown postgres: "$DATA"
    as_postgres "$bin/initdb" -D "$DATA" -U postgres --auth=trust --encoding=UTF8 >/dev/null
  fi
  if ! as_postgres "$bin/pg_ctl" -D "$DATA" status >/dev/null 2>&1; then
    as_postgres "$bin/pg_ctl" -D "$DATA" -l "$DATA/server.log" -w -t 30 \
      -o "-p $PORT -k $DATA -c listen_addresses=127.0.0.1 -c max_connections=300 -c fsync=off -c synchronous_commit=off -c full_page_writes=off" \
      start >/dev/null || { tail -20 "$DATA/server.log"; exit 1; }
  fi
  if [ -z "$(psql_q "SELECT 1 FROM pg_database WHERE datname = '$NAME'")" ]; then
    psql_q "CREATE DATABASE $NAME" >/dev/null
  fi
  echo "$URL"
}

psql_q() { as_postgres "$(server_bin)/psql" -h 127.0.0.1 -p "$PORT" -U postgres -d postgres -Atqc "$1"; }

case "${1:-start}" in
  start) start ;;
  reset)
    start >/dev/null
    psql_q "DROP DATABASE IF EXISTS $NAME WITH (FORCE)" >/dev/null
    psql_q "CREATE DATABASE $NAME" >/dev/null
    echo "$URL"
    ;;
  stop)
    bin=$(server_bin)
    if [ -n "$bin" ] && [ -f "$DATA/PG_VERSION" ]; then as_postgres "$bin/pg_ctl" -D "$DATA" -m fast -w stop >/dev/null || true; fi
    ;;
  url) echo "$URL" ;;
  *)
    echo "usage: $0 start|reset|stop|url" >&2
    exit 2
    ;;
esac
