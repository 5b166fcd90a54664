/**
 * The defaults `pnpm start` relies on: with no STATIC_DIR, CONSOLE_DIR, DATA_DIR or UPLOAD_DIR set,
 * the server serves the built member app and console of this repository and keeps its data in
 * apps/server/.data (the folder the README says to delete to start afresh).
 */
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { loadConfig } from '../../src/kernel/config.js';

const appsDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..', '..');

describe('configuration defaults', () => {
  it('point at the repository’s built apps and at apps/server/.data', () => {
    const config = loadConfig({});
    expect(config.staticDir).toBe(path.join(appsDir, 'member', 'dist'));
    expect(config.consoleDir).toBe(path.join(appsDir, 'console', 'dist'));
    expect(config.dataDir).toBe(path.join(appsDir, 'server', '.data', 'pglite'));
    expect(config.uploadDir).toBe(path.join(appsDir, 'server', '.data', 'uploads'));
  });
});
