#!/usr/bin/env bash
# `npm test`: every test. Type-check and lint, unit and API tests on SQLite, the server suite again
# on a throwaway PostgreSQL (with Redis), then the built app end to end in headless Chromium.
# Runs every stage even when one fails, then prints one closing count and exits non-zero on failure.
set -uo pipefail
cd "$(dirname "$0")/.."
export npm_config_nodedir="${npm_config_nodedir:-/usr}"
# shellcheck source=/dev/null
source scripts/system-packages.sh
# shellcheck source=/dev/null
source scripts/services.sh

REPORTS="$PWD/test-results/reports"
rm -rf "$REPORTS" && mkdir -p "$REPORTS"
status=0
# The stages that failed, named again at the end: the closing count covers only the suites that
# write a report, not the type-check, the benchmarks or money under fire.
failed_stages=()
# The last lines of each side-by-side stage that failed, printed again after the closing count: CI
# keeps only the log's tail, and a stage without a report (money under fire) says there what broke.
FAILED_TAILS="$(mktemp)"
# CPU seconds (user and system) of the child processes this shell has waited for, so far: a stage's
# share of it against its wall time says whether the stage keeps both cores busy or mostly waits.
cpu_of_times() {
  tail -n 1 | awk '{
    total = 0
    for (i = 1; i <= 2; i++) { split($i, part, /[ms]/); total += part[1] * 60 + part[2] }
    printf "%d", total
  }'
}
# `times` runs in this shell, never in a pipe or `$( )`: a forked shell counts only its own children.
CPU_TIMES="$(mktemp)"
stage() {
  local name="$1"; shift
  echo ""
  echo "━━ $name"
  local started=$SECONDS outcome=ok cpu_before
  times >"$CPU_TIMES"
  cpu_before=$(cpu_of_times <"$CPU_TIMES")
  "$@" || { outcome=FAILED; status=1; failed_stages+=("$name"); }
  times >"$CPU_TIMES"
  echo "━━ $name: $outcome ($((SECONDS - started)) s, $(($(cpu_of_times <"$CPU_TIMES") - cpu_before)) s of CPU)"
}
cleanup() { stop_postgres; stop_redis; rm -f "$CPU_TIMES" "$FAILED_TAILS"; }
trap cleanup EXIT

[ -d node_modules ] || stage "npm install" npm install --no-audit --no-fund
ensure_system_packages || status=1
export CHROMIUM_PATH="$(chromium_path)"

# The type-check with lint and the format check each keep one core busy for minutes and read nothing
# the others write, so they run side by side; each one's output is printed whole when all are done.
side_by_side() {
  local names=() pids=() logs=() started=$SECONDS
  while [ $# -gt 0 ]; do
    local name="$1" command="$2"; shift 2
    local log
    log="$(mktemp)"
    names+=("$name"); logs+=("$log")
    # The job's own wall time (its shell's SECONDS) and CPU time (`times`: its shell's, then its
    # children's) end the log, read back and cut off below.
    bash -c "$command"'; outcome=$?; echo; echo "$SECONDS"; times; exit $outcome' >"$log" 2>&1 &
    pids+=("$!")
  done
  local i
  for i in "${!pids[@]}"; do
    echo ""
    echo "━━ ${names[$i]}"
    local outcome=ok
    wait "${pids[$i]}" || { outcome=FAILED; status=1; failed_stages+=("${names[$i]}"); }
    head -n -4 "${logs[$i]}"
    if [ "$outcome" = FAILED ]; then
      { echo "── the end of \"${names[$i]}\":"; head -n -4 "${logs[$i]}" | tail -n 15; } >>"$FAILED_TAILS"
    fi
    local cpu wall
    cpu=$(cpu_of_times <"${logs[$i]}")
    wall=$(tail -n 3 "${logs[$i]}" | head -n 1)
    echo "━━ ${names[$i]}: $outcome ($wall s beside the others, $cpu s of CPU)"
    rm -f "${logs[$i]}"
  done
  echo "━━ all of the above: $((SECONDS - started)) s"
}
# The type-check and lint (`npm run typecheck`, `npm run lint`) as one pass per TypeScript program,
# which ESLint's typed rules reuse instead of building it again (scripts/check-types-and-lint.mjs),
# in two halves that share no program. The build (which the benchmarks, the money runs and the
# browser suite need) fills the cores as the others finish.
browser_programs="apps/web,apps/admin,packages/client-kit"
# The server's build only emits here (`--noCheck`: about half its CPU, the same JavaScript): the
# type-check beside it checks the same sources. The several-instances run, which otherwise brings
# the build up to date with a checking `tsc -b`, is told the build is fresh (INSTANCES_SKIP_BUILD).
server_build="npx tsc -b apps/server/tsconfig.build.json --noCheck"
first_stage=(
  "type-check and lint: the player app, the console, the client kit"
  "node scripts/check-types-and-lint.mjs --programs $browser_programs"
  "type-check and lint: the rest"
  "node scripts/check-types-and-lint.mjs --except $browser_programs --leftovers"
  "format" "npm run -s format:check"
  "build" "$server_build && npm run -s build:web && npm run -s build:admin"
)
# An install with --ignore-scripts (`.ci/run`'s) leaves SQLite's driver uncompiled. Its compile is
# one C file (SQLite at -O3, 90 to 110 s on one core), which held `npm ci` up on one core while
# the other waited; here it runs beside the first stage, which never loads it, and at -O1: about
# half the compile's CPU, with no difference in the server suite's time (docs/performance.md).
# A production install (the Dockerfile's `npm ci`) compiles it as the package sets, at -O3.
if [ ! -f node_modules/better-sqlite3/build/Release/better_sqlite3.node ]; then
  first_stage+=("SQLite driver (better-sqlite3, compiled)" "env CFLAGS=-O1 npm rebuild better-sqlite3")
fi
side_by_side "${first_stage[@]}"
stage "unit and API tests (SQLite)" npx vitest run --reporter=default --reporter=json \
  --outputFile="$REPORTS/vitest-sqlite.json"

reports=("$REPORTS/vitest-sqlite.json")

# The abuse suite on the real app over in-memory SQLite (about 40 s): every route against bad
# tokens, other players' ids, generated hostile input, guessing limits, uploads and headers. It runs
# beside the PostgreSQL run of the server suite, whose workers wait on the database part of the
# time, without that run's database addresses (its tests would take them).
abuse_suite="env -u TEST_POSTGRES_URL -u TEST_REDIS_URL npm run -s test:security -- \
  --reporter=default --reporter=json \
  --outputFile='$REPORTS/vitest-security.json'"
reports+=("$REPORTS/vitest-security.json")

if have_postgres && start_postgres 25433; then
  have_redis && start_redis 26380
  side_by_side "abuse suite (security)" "$abuse_suite" \
    "API tests (PostgreSQL${TEST_REDIS_URL:+ + Redis})" "npx vitest run --project server \
    --reporter=default --reporter=json --outputFile='$REPORTS/vitest-postgres.json'"
  reports+=("$REPORTS/vitest-postgres.json")
  stop_postgres; stop_redis
else
  echo "PostgreSQL could not be started: the API suite ran on SQLite only."
  stage "abuse suite (security)" bash -c "$abuse_suite"
fi

# The built app's checks, side by side: the browser suite, which takes longest, beside the built
# server's other checks, whose waits (servers and databases starting, throttled page loads, the
# restarts after a kill) it fills. Each starts its own servers, and PostgreSQL (and Redis) on its
# own ports.
# - The browser suite on two workers (E2E_WORKERS), each with its own server, SQLite file and port
#   (e2e/fixtures/worker-server.ts), so no spec sees another's site settings or players; each takes
#   the next spec file when it finishes one, so both end together. Four took as long as two:
#   Chromium's renderers already fill both cores with two (docs/performance.md, Where CI's time
#   goes). The review screenshots assert nothing and cost a full-page capture each, nor does a
#   trace recorded for every test and kept for the failed ones (about 15 % of the suite's CPU): a
#   failure still leaves its error-context.md with the page's snapshot. E2E_SCREENSHOTS=on and
#   E2E_TRACE=on keep them.
# - Every benchmark on a short run, after the build (the web one reads apps/web/dist): each still
#   runs and its checks hold (the books agree, no request fails); a missed goal is printed, never a
#   failure here, and beside the others its figures say even less than usual.
# - Money under fire at CI size: 1,000 randomized HTTP calls, the 50-client double-spend races and
#   two SIGKILLs of the built server, on SQLite and on PostgreSQL as two jobs.
# - Two built servers on one PostgreSQL and one Redis behind a round-robin balancer.
export E2E_SCREENSHOTS="${E2E_SCREENSHOTS:-off}"
export E2E_TRACE="${E2E_TRACE:-off}"
money_sizes="MONEY_OPERATIONS=1000 MONEY_CLIENTS=8 MONEY_BATCH=500 MONEY_CRASHES=2 MONEY_PORT=0 \
  npm run -s test:money"
built_app_jobs=(
  "end-to-end (Chromium, 375×812)" "env E2E_WORKERS=${E2E_WORKERS:-2} \
    PLAYWRIGHT_JSON_OUTPUT_NAME='$REPORTS/playwright.json' \
    npx playwright test -c e2e/playwright.config.ts --reporter=list,json"
  "benchmarks (quick run)" "env BENCH_QUICK=1 npm run -s bench"
  "money under fire on SQLite (small counts)" "env MONEY_DATABASES=sqlite $money_sizes"
  "money under fire on PostgreSQL (small counts)" "env MONEY_DATABASES=postgres $money_sizes"
)
reports+=("$REPORTS/playwright.json")
if have_postgres && have_redis; then
  built_app_jobs+=("several instances (PostgreSQL + Redis)" "env INSTANCES_PORT=3496 \
    INSTANCES_SKIP_BUILD=1 npm run -s test:instances -- --reporter=default --reporter=json \
    --outputFile='$REPORTS/vitest-instances.json'")
  reports+=("$REPORTS/vitest-instances.json")
else
  echo "PostgreSQL or Redis is not installed: the several-instances stage is skipped."
fi
side_by_side "${built_app_jobs[@]}"

echo ""
cat "$FAILED_TAILS"
node scripts/summarize-tests.mjs "${reports[@]}" || status=1
for failed in "${failed_stages[@]}"; do echo "FAILED: $failed"; done
exit $status
