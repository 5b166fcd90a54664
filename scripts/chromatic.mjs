// Publishes the static Storybook to Chromatic when CHROMATIC_PROJECT_TOKEN is set; otherwise says
// so and succeeds (the local visual diff in tests/ is the CI gate).
import { spawnSync } from 'node:child_process';

if (!process.env.CHROMATIC_PROJECT_TOKEN) {
  console.log('CHROMATIC_PROJECT_TOKEN is not set: skipping Chromatic publish.');
  process.exit(0);
}
const build = spawnSync('pnpm', ['build-storybook'], { stdio: 'inherit' });
if (build.status) process.exit(build.status);
const result = spawnSync('npx', ['chromatic', '--storybook-build-dir', 'storybook-static', '--exit-zero-on-changes'], {
  stdio: 'inherit',
});
process.exit(result.status ?? 1);
