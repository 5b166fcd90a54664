import { defineConfig } from 'vitest/config';
import { RunOrder } from './support/sequencer.js';

// End-to-end journeys and visual regression: node drives Debian's Chromium through playwright-core.
export default defineConfig({
  test: {
    include: ['e2e/**/*.test.ts', 'visual/**/*.test.ts'],
    globalSetup: ['support/global-setup.ts'],
    testTimeout: 300_000,
    hookTimeout: 300_000,
    fileParallelism: false,
    sequence: { sequencer: RunOrder },
    maxWorkers: 1,
  },
});
