import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../support/fixtures.js';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(async () => server?.close());

describe('wire conventions', () => {
  it('answers in the envelope with code 200', async () => {
    const res = await server.get('/core/health');
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ code: 200, result: { status: 'up', database: 'ok' }, message: 'success' });
  });

  it('translates the message by Accept-Language, including the legacy en_US/zh-CN forms', async () => {
    expect((await server.get('/core/health', { 'accept-language': 'zh-CN' })).body.message).toBe('成功');
    expect((await server.get('/core/health', { 'accept-language': 'en_US' })).body.message).toBe('success');
    expect((await server.get('/core/health', { 'accept-language': 'tr-TR,tr;q=0.9' })).body.message).toBe('başarılı');
  });

  it('answers unknown paths with a 404 envelope', async () => {
    const res = await server.post('/core/app/nothing/here');
    expect(res.status).toBe(404);
    expect(res.body.code).toBe(404);
    expect(res.body.result).toBeNull();
  });

  it('publishes the OpenAPI document', async () => {
    const res = await fetch(`${server.url}/core/openapi.json`);
    const doc = (await res.json()) as { openapi: string; paths: Record<string, unknown> };
    expect(doc.openapi).toBe('3.0.3');
    expect(Object.keys(doc.paths)).toContain('/core/health');
  });
});

describe('generated client', () => {
  it('unwraps the envelope into a typed result', async () => {
    const { createApiClient } = await import('@aurum/api-client');
    const client = createApiClient({ baseUrl: `${server.url}/core`, getLanguage: () => 'fr' });
    const health = await client.get('/health');
    expect(health.status).toBe('up');
  });
});
