import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: { include: ['test/**/*.long.test.ts'], testTimeout: 600_000, hookTimeout: 120_000, maxWorkers: 1 },
});
