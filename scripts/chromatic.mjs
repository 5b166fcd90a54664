// Publishes the static Storybook to Chromatic for review (chromatic.config.json: TurboSnap, both
// themes through the `chromatic.modes` of .storybook/preview.tsx). With CHROMATIC_PROJECT_TOKEN set,
// the run FAILS while visual changes await review (no --exit-zero-on-changes): accept them in
// Chromatic, then re-run. Without the token it says plainly that it skipped; the local visual diff
// (tests/visual/stories.test.ts) remains the CI gate either way.
import { spawnSync } from 'node:child_process';

if (!process.env.CHROMATIC_PROJECT_TOKEN) {
  console.log(
    'Chromatic: SKIPPED — CHROMATIC_PROJECT_TOKEN is not set, nothing was published or reviewed. ' +
      'The local visual diff (pnpm --filter @aurum/tests exec vitest run visual/stories.test.ts) is the gate.',
  );
  process.exit(0);
}
// TurboSnap (onlyChanged) needs the module graph of the preview: preview-stats.json from --stats-json.
const build = spawnSync(
  'pnpm',
  ['exec', 'storybook', 'build', '-o', 'storybook-static', '--quiet', '--stats-json'],
  {
    stdio: 'inherit',
  },
);
if (build.status) process.exit(build.status);
const result = spawnSync('pnpm', ['exec', 'chromatic', '--config-file', 'chromatic.config.json'], {
  stdio: 'inherit',
});
if (result.status === 1)
  console.error('Chromatic: visual changes are waiting for review; accept or deny them in Chromatic.');
process.exit(result.status ?? 1);
