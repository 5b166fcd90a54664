import { defineConfig } from 'vitest/config';

// The brand demo's browser test (`pnpm test` runs it after scripts/check-packages.sh packed the packages).
export default defineConfig({
  test: {
    root: import.meta.dirname,
    include: ['test/**/*.test.ts'],
    environment: 'node',
    testTimeout: 60_000,
    hookTimeout: 600_000,
  },
});
