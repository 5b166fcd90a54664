#!/usr/bin/env bash
# Every test of the project, in one command (`pnpm test`). Steps stop at the first failure.
set -euo pipefail
cd "$(dirname "$0")/.."
bash scripts/ensure-system-deps.sh

# A local PostgreSQL, when one answers, is tested too (the embedded PGlite always is), in a database
# this run creates under a unique name and drops at the end, also when a step fails: the tests never
# write into a database they did not create. A DATABASE_URL set by the caller is used as given (the
# tests then make and drop their own schemas in it).
if [ -z "${DATABASE_URL:-}" ] && command -v pg_isready >/dev/null && command -v psql >/dev/null \
  && pg_isready -q -h 127.0.0.1 -p 5432; then
  run_db="aurum_test_$(date +%Y%m%d_%H%M%S)_$$_${RANDOM}"
  admin_psql() { psql -X -q -v ON_ERROR_STOP=1 -h 127.0.0.1 -p 5432 -U postgres -d postgres "$@"; }
  drop_run_db() {
    # the long tests restart PostgreSQL: wait until it answers again before dropping
    for _ in $(seq 1 30); do pg_isready -q -h 127.0.0.1 -p 5432 && break; sleep 1; done
    admin_psql -c "drop database if exists \"$run_db\" with (force)" >/dev/null 2>&1 \
      || admin_psql -c "drop database if exists \"$run_db\"" >/dev/null 2>&1 \
      || echo "could not drop the test database $run_db" >&2
  }
  admin_psql -c "create database \"$run_db\""
  trap drop_run_db EXIT
  trap 'exit 130' INT TERM # runs the EXIT trap on Ctrl-C or kill too
  export DATABASE_URL="postgres://postgres@127.0.0.1:5432/$run_db"
fi
echo "PostgreSQL for tests: ${DATABASE_URL:-none (PGlite only)}"

step() { echo; echo "━━ $1"; shift; "$@"; }
step "typecheck" pnpm typecheck
step "lint" pnpm lint
step "generated api-client is current" pnpm --filter @aurum/api-client check
step "unit tests (tokens, ui, member)" pnpm test:unit
step "server tests (PGlite, then PostgreSQL)" pnpm --filter @aurum/server test
step "story play + axe tests in Chromium" pnpm test:stories
step "static Storybook builds" pnpm build-storybook
step "member app builds" pnpm --filter @aurum/member build
step "member first route within its JS budget" pnpm exec tsx bench/first-route-budget.ts
step "packages: build, pack, publint, attw, size-limit" bash scripts/check-packages.sh
step "brand demo from the packed tarballs in Chromium" pnpm exec vitest run --config examples/brand-demo/vitest.config.ts
if [ -f tests/package.json ] && grep -q '"test"' tests/package.json; then
  step "end-to-end journeys and visual regression" pnpm --filter @aurum/tests test
fi
if [ "${SKIP_LONG:-}" != "1" ] && grep -q '"test:long"' apps/server/package.json; then
  step "long reliability tests" pnpm test:long
fi
echo; echo "all test steps passed"
