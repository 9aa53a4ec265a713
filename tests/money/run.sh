#!/usr/bin/env bash
# `npm run test:money`: money under fire (the randomized run, the double-spend races, the crash
# runs) on SQLite, then again on a throwaway PostgreSQL when one can be started. Sizes come from
# MONEY_OPERATIONS (1,000,000 by default), MONEY_CLIENTS, MONEY_BATCH, MONEY_CRASHES,
# MONEY_RACERS and MONEY_SEED (tests/money/sizes.ts); extra arguments go to vitest. MONEY_DATABASES
# ("sqlite", "postgres" or both, the default) picks the runs, so `npm test` can run the two side by side.
set -uo pipefail
cd "$(dirname "$0")/../.."
# shellcheck source=/dev/null
source scripts/services.sh

status=0
databases="${MONEY_DATABASES:-sqlite postgres}"
if [[ " $databases " == *" sqlite "* ]]; then
  echo "━━ money under fire on SQLite"
  env -u TEST_POSTGRES_URL npx vitest run -c tests/money/vitest.config.ts "$@" || status=1
fi
[[ " $databases " == *" postgres "* ]] || exit $status

# start_postgres can report success when the port was taken (a client's ephemeral port on a busy
# machine): a server counts as started only when it answers, and a few tries are allowed.
pg_port="${MONEY_PG_PORT:-25520}"
started=0
for _ in 1 2 3; do
  start_postgres "$pg_port" || break
  if "$PG_BIN_DIR/pg_isready" -q -h 127.0.0.1 -p "$pg_port" -t 5; then started=1; break; fi
  echo "PostgreSQL did not answer on port $pg_port; trying again."
  stop_postgres
  sleep 2
done

if [ "$started" = 1 ]; then
  trap stop_postgres EXIT
  echo "━━ money under fire on PostgreSQL"
  npx vitest run -c tests/money/vitest.config.ts "$@" || status=1
  stop_postgres
else
  echo "PostgreSQL could not be started: the money suite ran on SQLite only."
fi
exit $status
