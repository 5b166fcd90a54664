import { defineConfig } from 'vitest/config';

// Server tests run against a real database: PGlite by default, PostgreSQL when TEST_DB=postgres.
export default defineConfig({
  test: {
    include: ['test/**/*.test.ts'],
    exclude: ['test/**/*.long.test.ts'],
    testTimeout: 60_000,
    hookTimeout: 60_000,
    // PGlite is CPU-heavy; two files at a time suits a 2-core machine.
    maxWorkers: 2,
  },
});
