#!/usr/bin/env bash
# `npm run test:instances`: two built servers on one PostgreSQL database and one Redis, behind a
# round-robin balancer, checked as one site (tests/instances/instances.test.ts).
# Starts a throwaway PostgreSQL and Redis unless TEST_POSTGRES_URL and TEST_REDIS_URL already name
# servers, and brings the built server up to date first (tsc -b: quick when nothing changed).
# Ports: INSTANCES_PORT (the balancer, default 4400) and the two after it for the instances;
# INSTANCES_PG_PORT (default 25540) and INSTANCES_REDIS_PORT (default 26540) for the services.
set -uo pipefail
cd "$(dirname "$0")/.."
# shellcheck source=/dev/null
source scripts/services.sh

cleanup() { stop_postgres; stop_redis; }
trap cleanup EXIT

if [ -z "${TEST_POSTGRES_URL:-}" ]; then
  start_postgres "${INSTANCES_PG_PORT:-25540}" ||
    { echo "test:instances needs PostgreSQL (apt-get install postgresql)." >&2; exit 1; }
fi
if [ -z "${TEST_REDIS_URL:-}" ]; then
  start_redis "${INSTANCES_REDIS_PORT:-26540}" ||
    { echo "test:instances needs Redis (apt-get install redis-server)." >&2; exit 1; }
fi

# `npm test` has just built the server (INSTANCES_SKIP_BUILD=1), emitting only: a `tsc -b` here
# would type-check all of it again.
if [ "${INSTANCES_SKIP_BUILD:-}" != 1 ]; then
  [ -f apps/server/dist/main.js ] || echo "apps/server/dist is missing: building the server first."
  npm run -s build:server || { echo "The server does not build; see above." >&2; exit 1; }
fi

npx vitest run -c tests/instances/vitest.config.ts "$@"
