#!/usr/bin/env bash
# Every test LeadOne has, in the order that fails fastest: types, unit, contract-type and server tests on the embedded
# database (PGlite), the same server suite on PostgreSQL, then the built app in Chromium (Playwright).
# Ends with one line "tests: N passed, N failed" and a non-zero exit when anything failed.
set -uo pipefail
cd "$(dirname "$0")/.."
# Reports live outside test-results/, which Playwright empties when it starts.
mkdir -p test-reports
rm -f test-reports/*.json
status=0
step() { printf '\n=== %s ===\n' "$*"; }

# The media tools (espeak-ng, ffmpeg, Festival HTS) the audio and video tests check: installed where possible.
bash scripts/ensure-media-tools.sh

step "type check"
npx tsc --noEmit -p tsconfig.json || status=1

step "unit tests, compile-time contract tests (tests/types) and server tests on the embedded database (PGlite)"
npx vitest run --reporter=default --reporter=json --outputFile.json=test-reports/vitest-pglite.json || status=1

step "server tests on PostgreSQL"
PG_URL="${TEST_DATABASE_URL:-postgresql://postgres@127.0.0.1:5432/postgres}"
if node -e "const c=new (require('pg').Client)({connectionString:process.argv[1]});c.connect().then(()=>c.end()).catch(()=>process.exit(1))" "$PG_URL"; then
  TEST_DATABASE_URL="$PG_URL" npx vitest run --project server --reporter=default --reporter=json --outputFile.json=test-reports/vitest-postgres.json || status=1
else
  echo "PostgreSQL is not reachable at $PG_URL: start it or set TEST_DATABASE_URL to one you can use." >&2
  status=1
fi

step "end-to-end tests in Chromium"
bash scripts/ensure-chromium.sh || status=1
if [ -x "${CHROMIUM_PATH:-/usr/bin/chromium}" ]; then
  npm run build --silent || status=1
  npx playwright test || status=1
fi

node scripts/test-summary.mjs || status=1
exit $status
