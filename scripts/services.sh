#!/usr/bin/env bash
# Throwaway PostgreSQL and Redis for the test suite, on loopback ports, stopped on exit.
# Source this file, then call start_postgres / start_redis; each exports the URL it started.
# PostgreSQL runs without durability (fsync, synchronous_commit and full_page_writes off: fast,
# and a crash only loses a throwaway database) unless KHELA_PG_DURABLE=1, which keeps all three
# on as a production server has them (the benchmarks' figures are measured that way).
# Every caller's ports sit below 32768, outside Linux's ephemeral range (32768-60999): a port in
# it can be the local end of any client's connection on a busy machine, so a server started or
# restarted there (the several-instances test restarts Redis) could find it taken.

PG_BIN_DIR="${PG_BIN_DIR:-$(ls -d /usr/lib/postgresql/*/bin 2>/dev/null | sort -V | tail -n 1)}"

start_postgres() {
  local port="${1:-25433}"
  if [ -z "$PG_BIN_DIR" ] || [ ! -x "$PG_BIN_DIR/initdb" ]; then
    echo "PostgreSQL is not installed (apt-get install postgresql); skipping the PostgreSQL run." >&2
    return 1
  fi
  KHELA_PG_DIR=$(mktemp -d /tmp/khela-pg.XXXXXX)
  local as_postgres=()
  if [ "$(id -u)" = "0" ]; then
    chown postgres:postgres "$KHELA_PG_DIR"
    as_postgres=(runuser -u postgres --)
  fi
  "${as_postgres[@]}" "$PG_BIN_DIR/initdb" -D "$KHELA_PG_DIR/data" -U postgres -A trust -E UTF8 --no-sync >/dev/null || return 1
  local durability="-c fsync=off -c synchronous_commit=off -c full_page_writes=off"
  if [ "${KHELA_PG_DURABLE:-}" = "1" ]; then
    durability="-c fsync=on -c synchronous_commit=on -c full_page_writes=on"
  fi
  "${as_postgres[@]}" "$PG_BIN_DIR/pg_ctl" -D "$KHELA_PG_DIR/data" -l "$KHELA_PG_DIR/server.log" -w -t 30 \
    -o "-p $port -k $KHELA_PG_DIR -c listen_addresses=127.0.0.1 $durability -c max_connections=200" \
    start >/dev/null || {
    # Say so rather than hand the tests an address nobody answers (e.g. the port is taken).
    echo "PostgreSQL did not start on port $port (log: $KHELA_PG_DIR/server.log)." >&2
    return 1
  }
  export KHELA_PG_PORT="$port"
  export TEST_POSTGRES_URL="postgres://postgres@127.0.0.1:$port/postgres"
}

stop_postgres() {
  [ -n "${KHELA_PG_DIR:-}" ] || return 0
  local as_postgres=()
  [ "$(id -u)" = "0" ] && as_postgres=(runuser -u postgres --)
  "${as_postgres[@]}" "$PG_BIN_DIR/pg_ctl" -D "$KHELA_PG_DIR/data" -m fast -w stop >/dev/null 2>&1 || true
  rm -rf "$KHELA_PG_DIR"
  unset KHELA_PG_DIR TEST_POSTGRES_URL
}

start_redis() {
  local port="${1:-26380}"
  if ! command -v redis-server >/dev/null; then
    echo "Redis is not installed (apt-get install redis-server); skipping the Redis run." >&2
    return 1
  fi
  KHELA_REDIS_DIR=$(mktemp -d /tmp/khela-redis.XXXXXX)
  redis-server --port "$port" --bind 127.0.0.1 --save '' --appendonly no --daemonize yes \
    --dir "$KHELA_REDIS_DIR" --pidfile "$KHELA_REDIS_DIR/redis.pid" --logfile "$KHELA_REDIS_DIR/redis.log"
  local answered=0
  for _ in $(seq 1 100); do
    redis-cli -p "$port" ping 2>/dev/null | grep -q PONG && { answered=1; break; }
    sleep 0.05
  done
  if [ "$answered" = 0 ]; then
    echo "Redis did not answer on port $port (log: $KHELA_REDIS_DIR/redis.log)." >&2
    tail -n 5 "$KHELA_REDIS_DIR/redis.log" >&2 2>/dev/null
    return 1
  fi
  # Exported so a test may restart this throwaway Redis (tests/instances), never one it was given.
  export KHELA_REDIS_DIR
  export TEST_REDIS_URL="redis://127.0.0.1:$port"
}

stop_redis() {
  [ -n "${KHELA_REDIS_DIR:-}" ] || return 0
  redis-cli -p "${TEST_REDIS_URL##*:}" shutdown nosave >/dev/null 2>&1 || true
  rm -rf "$KHELA_REDIS_DIR"
  unset KHELA_REDIS_DIR TEST_REDIS_URL
}
