#!/usr/bin/env bash
# Builds and packs @aurum/tokens and @aurum/ui as they would be published, then checks the tarballs:
# publint (package.json, exports, files) and arethetypeswrong (types resolve under node16 ESM and
# bundlers; ESM only, so the CommonJS and node10 rows are ignored), and the weight budgets of
# packages/ui/.size-limit.js. The tarballs stay in .packs/ for examples/brand-demo.
set -euo pipefail
cd "$(dirname "$0")/.."
rm -rf .packs && mkdir -p .packs
pnpm --filter @aurum/tokens --filter @aurum/ui build
packs="$PWD/.packs"
for pkg in tokens packages/ui; do (cd "$pkg" && pnpm pack --pack-destination "$packs" >/dev/null); done
for tarball in .packs/*.tgz; do
  pnpm exec publint run "$tarball" --strict
  pnpm exec attw "$tarball" --profile esm-only --format table-flipped
done
(cd packages/ui && pnpm exec size-limit)
