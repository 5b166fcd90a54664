/**
 * HTTP hardening (apps/server/src/http/security.ts): security headers on every answer, the app
 * shell's Content-Security-Policy, no-store on answers that carry tokens or member data, and a
 * request that trickles in is cut off instead of holding its connection.
 * (The member app running under the CSP without violations is checked in Chromium:
 * tests/e2e/csp.test.ts.)
 */
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { connect } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer, createMember } from '../support/fixtures.js';

let server: TestServer;
let staticDir: string;
const REQUEST_TIMEOUT_MS = 1500;

beforeAll(async () => {
  staticDir = mkdtempSync(path.join(tmpdir(), 'aurum-shell-'));
  writeFileSync(path.join(staticDir, 'index.html'), '<!doctype html><div id="root"></div>');
  server = await startTestServer({ staticDir, requestTimeoutMs: REQUEST_TIMEOUT_MS });
});
afterAll(async () => {
  await server?.close();
  rmSync(staticDir, { recursive: true, force: true });
});

describe('security headers', () => {
  it('every answer says nosniff; the app shell carries a CSP without inline scripts, and cannot be framed by other sites', async () => {
    for (const url of ['/core/health', '/', '/pages/mine/mine', '/core/nope']) {
      const response = await fetch(server.url + url);
      expect(response.headers.get('x-content-type-options'), url).toBe('nosniff');
      expect(response.headers.get('referrer-policy'), url).toBe('no-referrer');
      expect(response.headers.get('x-frame-options'), url).toBe('SAMEORIGIN');
    }
    const shell = await fetch(`${server.url}/pages/mine/mine`);
    const policy = shell.headers.get('content-security-policy')!;
    expect(policy).toContain("default-src 'self'");
    expect(policy).toContain("script-src 'self'");
    expect(policy).not.toContain('unsafe-inline');
    expect(policy).toMatch(/style-src 'self' 'sha256-[A-Za-z0-9+/=]+';/); // react-aria's one style, by hash
    expect(policy).not.toContain('unsafe-eval');
    expect(policy).toContain("frame-ancestors 'self'");
    expect(policy).toContain("object-src 'none'");
  });

  it("the API's answers (JSON, pictures, assets) carry the strictest policy: nothing runs, loads or frames them from elsewhere", async () => {
    for (const url of ['/core/health', '/core/nope', '/core/app/user/getUserInfo']) {
      const response = await fetch(server.url + url, { method: url.includes('/app/') ? 'POST' : 'GET' });
      expect(response.headers.get('content-security-policy'), url).toBe(
        "default-src 'none';base-uri 'none';form-action 'none';frame-ancestors 'self'",
      );
      expect(response.headers.get('cache-control'), url).toBe('no-store');
    }
  });

  it('Swagger UI (development) gets its own policy with inline scripts; no other page does', async () => {
    const docs = await startTestServer({ swaggerUi: true });
    try {
      const page = await fetch(`${docs.url}/core/docs/`);
      expect(page.status).toBe(200);
      const policy = page.headers.get('content-security-policy')!;
      expect(policy).toContain("script-src 'self' 'unsafe-inline'");
      expect(page.headers.get('x-content-type-options')).toBe('nosniff');
      const health = await fetch(`${docs.url}/core/health`);
      expect(health.headers.get('content-security-policy')).not.toContain('unsafe-inline');
    } finally {
      await docs.close();
    }
  });

  it('the login answer (a token in its body) and every member answer are no-store', async () => {
    const member = await createMember(server.ctx.db, server.ctx.clock);
    const login = await fetch(`${server.url}/core/app/auth/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ areaCode: '+1', phone: member.phone, password: member.password }),
    });
    expect(((await login.json()) as { code: number }).code).toBe(200);
    expect(login.headers.get('cache-control')).toBe('no-store');
    const info = await fetch(`${server.url}/core/app/user/getUserInfo`, {
      method: 'POST',
      headers: { 'x-access-token': member.token },
    });
    expect(((await info.json()) as { code: number }).code).toBe(200);
    expect(info.headers.get('cache-control')).toBe('no-store');
    const refused = await fetch(`${server.url}/core/app/user/getUserInfo`, { method: 'POST' });
    expect(refused.headers.get('cache-control')).toBe('no-store');
  });
});

describe('request timeout', () => {
  it('a body trickled at a byte a second is cut off after the request timeout', async () => {
    const url = new URL(server.url);
    const started = Date.now();
    const outcome = await new Promise<{ closedAfterMs: number; answer: string }>((resolve, reject) => {
      const socket = connect(Number(url.port), url.hostname);
      let answer = '';
      let timer: NodeJS.Timeout | undefined;
      socket.on('connect', () => {
        socket.write(
          'POST /core/app/auth/login HTTP/1.1\r\nHost: x\r\nContent-Type: application/x-www-form-urlencoded\r\nContent-Length: 1000\r\n\r\n',
        );
        timer = setInterval(() => socket.write('a'), 1000);
      });
      socket.on('data', (chunk) => (answer += chunk));
      socket.on('close', () => {
        clearInterval(timer);
        resolve({ closedAfterMs: Date.now() - started, answer });
      });
      socket.on('error', (error) => {
        clearInterval(timer);
        if ((error as NodeJS.ErrnoException).code === 'ECONNRESET')
          resolve({ closedAfterMs: Date.now() - started, answer });
        else reject(error);
      });
      setTimeout(() => {
        socket.destroy();
        reject(new Error('the connection was still open after 15 s'));
      }, 15_000);
    });
    // Node checks request timeouts once a second: closed within the timeout plus that interval
    expect(outcome.closedAfterMs).toBeGreaterThanOrEqual(REQUEST_TIMEOUT_MS - 100);
    expect(outcome.closedAfterMs).toBeLessThan(REQUEST_TIMEOUT_MS + 2500);
    expect(outcome.answer).toMatch(/^HTTP\/1\.1 408/);
  });
});
