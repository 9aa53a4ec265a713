#!/usr/bin/env bash
# Installs the system programs the test suite drives (Chromium, PostgreSQL, Redis) from apt when
# they are missing and we run as root; otherwise says exactly what to install.

have_chromium() { [ -x "${CHROMIUM_PATH:-/usr/bin/chromium}" ] || command -v chromium >/dev/null 2>&1; }
have_postgres() { ls /usr/lib/postgresql/*/bin/initdb >/dev/null 2>&1; }
have_redis() { command -v redis-server >/dev/null 2>&1; }
# Chromium's headless shell (the same Chromium build, without the desktop browser around it) runs
# the browser suite on about a quarter less CPU than the full browser in headless mode
# (docs/performance.md, Where CI's time goes).
have_headless_shell() { [ -x /usr/bin/chromium-headless-shell ]; }
# The page benchmarks' HTTPS front makes its certificate with it (bench/support/tls-front.ts).
have_openssl() { command -v openssl >/dev/null 2>&1; }

ensure_system_packages() {
  local missing=()
  have_chromium || missing+=(chromium)
  have_postgres || missing+=(postgresql)
  have_redis || missing+=(redis-server)
  have_headless_shell || missing+=(chromium-headless-shell)
  have_openssl || missing+=(openssl)
  [ ${#missing[@]} -eq 0 ] && return 0
  if [ "$(id -u)" = "0" ] && command -v apt-get >/dev/null 2>&1; then
    echo "Installing ${missing[*]} from apt…"
    apt-get update -qq
    DEBIAN_FRONTEND=noninteractive apt-get install -y -qq "${missing[@]}" >/dev/null
    return 0
  fi
  echo "These programs are needed by the test suite and are not installed: ${missing[*]}" >&2
  echo "Install them with: sudo apt-get install ${missing[*]}" >&2
  echo "(Chromium is required; without PostgreSQL or Redis those runs are skipped.)" >&2
  have_chromium || return 1
  return 0
}

chromium_path() {
  if [ -n "${CHROMIUM_PATH:-}" ]; then echo "$CHROMIUM_PATH"; return; fi
  command -v chromium 2>/dev/null || echo /usr/bin/chromium
}
