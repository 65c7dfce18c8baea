#!/usr/bin/env bash
# Runs a command with TEST_PG_ADMIN_URL pointing at a throwaway PostgreSQL cluster on 127.0.0.1,
# using Debian's PostgreSQL when it is installed. Exit 3 (and no cluster) when it is not.
set -euo pipefail
initdb=$(ls /usr/lib/postgresql/*/bin/initdb 2>/dev/null | sort -V | tail -1 || true)
if [ -z "$initdb" ] || ! command -v psql >/dev/null 2>&1; then exit 3; fi
bin=$(dirname "$initdb")
port=${PG_TEST_PORT:-55439}
dir=$(mktemp -d /tmp/pg-test-XXXXXX)
as_pg() { if [ "$(id -u)" = "0" ]; then runuser -u postgres -- "$@"; else "$@"; fi; }
if [ "$(id -u)" = "0" ]; then chown postgres "$dir"; fi
cleanup() { as_pg "$bin/pg_ctl" -D "$dir/data" -m immediate stop >/dev/null 2>&1 || true; rm -rf "$dir"; }
trap cleanup EXIT
as_pg "$bin/initdb" -D "$dir/data" -A trust -U postgres >/dev/null
as_pg "$bin/pg_ctl" -D "$dir/data" -o "-p $port -k $dir -c listen_addresses=127.0.0.1 -c fsync=off" -l "$dir/log" -w start >/dev/null
TEST_PG_ADMIN_URL="postgres://postgres@127.0.0.1:$port/postgres" "$@"
