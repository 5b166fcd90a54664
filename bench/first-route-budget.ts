/**
 * The first-screen budget of issue 18 (decision 4) as a CI check: the JavaScript the member app's
 * home and login routes load first (counted as `pnpm bench` counts it, bench/frontend.ts) must stay
 * within JS_BUDGET_KB gzip. Run after `pnpm --filter @aurum/member build`; exits 1 when over, so a
 * change that adds to the first route is seen in its own CI run, not in the next benchmark.
 */
import path from 'node:path';
import { firstRoutes, JS_BUDGET_KB } from './frontend.js';
import { root } from './lib.js';

const dist = path.join(root, 'apps', 'member', 'dist');
let over = false;
for (const { screen, assets, jsKB: kb } of firstRoutes(dist)) {
  const verdict = kb <= JS_BUDGET_KB ? 'within' : 'OVER';
  console.log(
    `first route JS, ${screen}: ${kb.toFixed(2)} KB gz in ${assets.js.length} files, ${verdict} the ${JS_BUDGET_KB} KB budget`,
  );
  if (kb > JS_BUDGET_KB) over = true;
}
if (over) {
  console.error(
    'the first route is over its JS budget: docs/performance.md ("JS budget") lists what it is made of',
  );
  process.exit(1);
}
