#!/usr/bin/env bash
# `npm run test:money`: money under fire (the randomized run, the double-spend races, the crash
# run) on SQLite, then again on a throwaway PostgreSQL when one can be started. Sizes come from
# MONEY_OPERATIONS (1,000,000 by default), MONEY_CLIENTS, MONEY_BATCH, MONEY_CRASHES,
# MONEY_RACERS and MONEY_SEED (tests/money/sizes.ts); extra arguments go to vitest.
set -uo pipefail
cd "$(dirname "$0")/../.."
# shellcheck source=/dev/null
source scripts/services.sh

status=0
echo "━━ money under fire on SQLite"
env -u TEST_POSTGRES_URL npx vitest run -c tests/money/vitest.config.ts "$@" || status=1

if start_postgres "${MONEY_PG_PORT:-55520}"; then
  trap stop_postgres EXIT
  echo "━━ money under fire on PostgreSQL"
  npx vitest run -c tests/money/vitest.config.ts "$@" || status=1
  stop_postgres
else
  echo "PostgreSQL could not be started: the money suite ran on SQLite only."
fi
exit $status
