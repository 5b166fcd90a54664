#!/usr/bin/env bash
# Every test of the project, in one command (`pnpm test`). Steps stop at the first failure.
set -euo pipefail
cd "$(dirname "$0")/.."
bash scripts/ensure-system-deps.sh

# A local PostgreSQL, when one answers, is tested too (the embedded PGlite always is).
if [ -z "${DATABASE_URL:-}" ] && command -v pg_isready >/dev/null && pg_isready -q -h 127.0.0.1 -p 5432; then
  export DATABASE_URL="postgres://postgres@127.0.0.1:5432/test"
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
if [ -f tests/package.json ] && grep -q '"test"' tests/package.json; then
  step "end-to-end journeys and visual regression" pnpm --filter @aurum/tests test
fi
if [ "${SKIP_LONG:-}" != "1" ] && grep -q '"test:long"' apps/server/package.json; then
  step "long reliability tests" pnpm test:long
fi
echo; echo "all test steps passed"
