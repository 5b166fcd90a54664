/**
 * The contract as a document: /core/openapi.json passes Spectral's spectral:oas ruleset with no
 * error and no warning, every operation has a unique operationId and tags that the document lists.
 */
import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../support/fixtures.js';
import { operationIdOf } from '../../src/http/openapi.js';

const serverRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const spectral = path.resolve(serverRoot, '../../node_modules/.bin/spectral');

interface Operation {
  operationId?: string;
  tags?: string[];
  description?: string;
}
interface Document {
  tags: Array<{ name: string }>;
  paths: Record<string, Record<string, Operation>>;
}

let server: TestServer;
let document: Document;
beforeAll(async () => {
  server = await startTestServer();
  const response = await server.app.inject({ method: 'GET', url: '/core/openapi.json' });
  document = response.json() as Document;
});
afterAll(() => server.close());

describe('the OpenAPI document', () => {
  it("has no error and no warning under Spectral's spectral:oas ruleset", () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'aurum-openapi-'));
    try {
      const file = path.join(dir, 'openapi.json');
      writeFileSync(file, JSON.stringify(document));
      let output: string;
      try {
        output = execFileSync(
          spectral,
          [
            'lint',
            file,
            '--ruleset',
            path.join(serverRoot, '.spectral.yaml'),
            '--format',
            'json',
            '--quiet',
            '--fail-severity',
            'hint',
          ],
          { encoding: 'utf8', maxBuffer: 64 * 1024 * 1024 },
        );
      } catch (error) {
        output = String((error as { stdout?: string }).stdout ?? '');
      }
      const findings = JSON.parse(output || '[]') as Array<{ code: string; message: string; path: string[] }>;
      expect(findings.map((f) => `${f.code} at ${f.path.join('.')}: ${f.message}`)).toEqual([]);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  }, 60_000);

  it('names every operation once, and lists every tag an operation uses', () => {
    const operations = Object.values(document.paths).flatMap((item) => Object.values(item));
    const ids = operations.map((operation) => operation.operationId);
    expect(ids.every((id) => typeof id === 'string' && id.length > 0)).toBe(true);
    expect(new Set(ids).size).toBe(ids.length);
    const listed = new Set(document.tags.map((tag) => tag.name));
    const used = new Set(operations.flatMap((operation) => operation.tags ?? []));
    expect([...used].filter((tag) => !listed.has(tag))).toEqual([]);
    expect(operations.every((operation) => operation.tags?.length && operation.description)).toBe(true);
  });

  it('derives an operationId from the path', () => {
    expect(operationIdOf('/core/app/user/getUserInfo')).toBe('appUserGetUserInfo');
    expect(operationIdOf('/core/admin/money/recharge/page')).toBe('adminMoneyRechargePage');
    expect(operationIdOf('/core/admin/zone/posts/:id')).toBe('adminZonePostsById');
    expect(operationIdOf('/core/health/live')).toBe('healthLive');
  });
});
