/**
 * Rules of the server's source that no lint rule can be switched off for (docs/architecture.md):
 * only ledger/ writes the ledger tables (an eslint-disable comment would not get past this), and
 * the measures of size: no non-migration file over 350 lines, no function over 120.
 */
import { describe, expect, it } from 'vitest';
import { functionLengths, ledgerWriters, sourceFiles } from '../support/source-measures.js';

const MAX_FILE_LINES = 350;
const MAX_FUNCTION_LINES = 120;

describe('server source', () => {
  const files = sourceFiles();

  it('is read from src/ (the scan sees the ledger and the modules)', () => {
    expect(files.some((f) => f.file === 'ledger/postings.ts')).toBe(true);
    expect(files.some((f) => f.file.startsWith('modules/money/'))).toBe(true);
  });

  it('writes the ledger tables only in ledger/', () => {
    const writers = ledgerWriters(files);
    expect(writers).toContain('ledger/postings.ts');
    expect(writers.filter((file) => !file.startsWith('ledger/'))).toEqual([]);
  });

  it(`has no file over ${MAX_FILE_LINES} lines`, () => {
    const over = files.filter((f) => f.lines > MAX_FILE_LINES).map((f) => `${f.file} ${f.lines}`);
    expect(over).toEqual([]);
  });

  it(`has no function over ${MAX_FUNCTION_LINES} lines`, () => {
    const over = functionLengths(files)
      .filter((f) => f.lines > MAX_FUNCTION_LINES)
      .map((f) => `${f.file}:${f.line} ${f.name} ${f.lines}`);
    expect(over).toEqual([]);
  });
});
