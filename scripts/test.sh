#!/usr/bin/env bash
# `npm test`: lint, typecheck, unit and API integration tests, production build, bundle budget, browser e2e.
set -euo pipefail
cd "$(dirname "$0")/.."

started=$SECONDS
step() { printf '\n\033[1m== %s ==\033[0m (at %ss)\n' "$1" "$((SECONDS - started))"; }

# e2e runs in Debian's headless Chromium (chromium-headless-shell: the browser without its window
# machinery, what Playwright itself runs headless; decision 191); install it when missing and we may,
# else fall back to the full chromium, otherwise say what to do.
ensure_chromium() {
  if [ -n "${CHROMIUM_PATH:-}" ] && [ -x "${CHROMIUM_PATH}" ]; then return; fi
  if [ ! -x /usr/bin/chromium-headless-shell ] && [ "$(id -u)" = "0" ] && command -v apt-get >/dev/null 2>&1; then
    step "installing Debian's chromium-headless-shell (not found)"
    apt-get update -qq
    DEBIAN_FRONTEND=noninteractive apt-get install -y -qq chromium-headless-shell >/dev/null || true
  fi
  for browser in /usr/bin/chromium-headless-shell /usr/bin/chromium; do
    if [ -x "$browser" ]; then export CHROMIUM_PATH=$browser; return; fi
  done
  echo "The browser tests need Debian's Chromium. Install it with: sudo apt-get install chromium-headless-shell" >&2
  echo "(or chromium, or point CHROMIUM_PATH at a Chromium binary)." >&2
  exit 1
}

# The screenshot references (tests/e2e/screenshots.e2e.ts) are drawn with Debian's Noto Sans CJK, the
# CJK font of the site's Chinese font stack that Debian has (decision 207): install it when missing and we may.
ensure_cjk_font() {
  if fc-list :lang=zh family 2>/dev/null | grep -q "Noto Sans CJK SC"; then return; fi
  if [ "$(id -u)" = "0" ] && command -v apt-get >/dev/null 2>&1; then
    step "installing Debian's fonts-noto-cjk (not found)"
    apt-get update -qq
    DEBIAN_FRONTEND=noninteractive apt-get install -y -qq fonts-noto-cjk >/dev/null
    return
  fi
  echo "The Chinese screenshots need Debian's Noto Sans CJK: sudo apt-get install fonts-noto-cjk" >&2
}

# The API suite and the two-instance test also run on PostgreSQL (Debian's); install it when missing and we may.
ensure_postgres() {
  if ls /usr/lib/postgresql/*/bin/initdb >/dev/null 2>&1 && command -v psql >/dev/null 2>&1; then return; fi
  if [ "$(id -u)" = "0" ] && command -v apt-get >/dev/null 2>&1; then
    step "installing Debian's postgresql (not found)"
    apt-get update -qq
    DEBIAN_FRONTEND=noninteractive apt-get install -y -qq postgresql >/dev/null
    return
  fi
  echo "PostgreSQL is not installed and this is not root: the PostgreSQL runs are left out." >&2
  echo "Install it with: sudo apt-get install postgresql" >&2
}

step "lint (biome)"
npx biome check .
step "typecheck beside the unit and API integration tests (vitest)"
# tsc keeps about one core busy and the two vitest workers leave a quarter of the machine idle: run at
# once they take about as long as the tests alone (decision 205). The typecheck's output follows the tests'.
typecheck_log=$(mktemp)
npm run --silent typecheck > "$typecheck_log" 2>&1 &
typecheck=$!
npx vitest run || { kill "$typecheck" 2>/dev/null || true; exit 1; }
wait "$typecheck" || { cat "$typecheck_log"; echo "typecheck failed" >&2; exit 1; }
echo "typecheck: no errors"
rm -f "$typecheck_log"
ensure_postgres
step "API integration tests on PostgreSQL (when Debian's PostgreSQL is installed) beside the storybook and production builds"
# The builds need no database and the suite leaves a sixth of the machine idle: at once they save about
# half a minute (decision 205). The builds' output is shown when one fails.
builds_log=$(mktemp)
(npm run --silent build-storybook && npm run --silent build) > "$builds_log" 2>&1 &
builds=$!
status=0
bash scripts/with-postgres.sh npx vitest run --project api || status=$?
if [ "$status" = "3" ]; then
  echo "PostgreSQL is not installed: the API suite ran on SQLite only (sudo apt-get install postgresql to run it on both)."
elif [ "$status" != "0" ]; then
  kill "$builds" 2>/dev/null || true
  exit "$status"
fi
step "storybook build (every story compiles) and production build"
wait "$builds" || { tail -60 "$builds_log"; echo "the storybook or production build failed" >&2; exit 1; }
tail -4 "$builds_log"
rm -f "$builds_log"
step "bundle budget (initial JS per marketing route)"
node scripts/check-bundle-budget.mjs
step "server bundles (Chakra compiled in, not loaded whole from node_modules)"
node scripts/check-server-bundles.mjs
step "reliability: crash test (20 SIGKILL rounds) beside the block scaffold; graceful shutdown, hashing, two instances on PostgreSQL"
# The crash test mostly waits (restarts, leases) and the scaffold's check mostly computes (its typecheck):
# run at once they take about as long as the longer one. The tests that measure the machine run after, alone.
tooling_log=$(mktemp)
npx vitest run --config vitest.tooling.config.ts > "$tooling_log" 2>&1 &
tooling=$!
npx vitest run --config vitest.reliability.config.ts crash || { kill "$tooling" 2>/dev/null || true; exit 1; }
wait "$tooling" || { cat "$tooling_log"; exit 1; }
tail -6 "$tooling_log"
rm -f "$tooling_log"
status=0
bash scripts/with-postgres.sh npx vitest run --config vitest.reliability.config.ts --exclude "**/crash.test.ts" || status=$?
if [ "$status" = "3" ]; then
  echo "PostgreSQL is not installed: the shutdown and hashing tests run without the two-instance test (sudo apt-get install postgresql)."
  npx vitest run --config vitest.reliability.config.ts --exclude "**/crash.test.ts" --exclude "**/two-instances.test.ts"
elif [ "$status" != "0" ]; then
  exit "$status"
fi
ensure_chromium
ensure_cjk_font
step "browser e2e (playwright, Debian's chromium)"
npx playwright test
step "done"
