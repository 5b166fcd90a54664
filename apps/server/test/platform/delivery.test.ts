/**
 * Delivery (issue 14): API answers compressed by Accept-Encoding; the member app's files sent
 * precompressed when the build made .br/.gz, with immutable one-year caching for hashed assets and
 * no-cache for index.html and the service worker; the server's own assets immutable.
 */
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliCompressSync, gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../support/fixtures.js';
import { appFileCacheControl } from '../../src/http/delivery.js';
import { modules } from '../../src/modules/index.js';

let server: TestServer;
let dist: string;
const script = `console.log(${JSON.stringify('x'.repeat(4000))});\n`;

beforeAll(async () => {
  dist = mkdtempSync(path.join(tmpdir(), 'aurum-dist-'));
  mkdirSync(path.join(dist, 'assets'));
  const html = `<!doctype html><title>app</title><!-- ${'padding '.repeat(200)} -->`;
  writeFileSync(path.join(dist, 'index.html'), html);
  writeFileSync(path.join(dist, 'index.html.br'), brotliCompressSync(html));
  writeFileSync(path.join(dist, 'assets/index-AbC123.js'), script);
  writeFileSync(path.join(dist, 'assets/index-AbC123.js.br'), brotliCompressSync(script));
  writeFileSync(path.join(dist, 'assets/index-AbC123.js.gz'), gzipSync(script));
  writeFileSync(path.join(dist, 'sw.js'), 'self.addEventListener("fetch", () => {});');
  writeFileSync(path.join(dist, 'robots.txt'), 'User-agent: *\nAllow: /\n');
  server = await startTestServer({ staticDir: dist });
  for (const module of modules) await module.seedDemo?.(server.ctx);
});
afterAll(async () => {
  await server?.close();
  rmSync(dist, { recursive: true, force: true });
});

const get = (url: string, encoding = 'br, gzip') => fetch(server.url + url, { headers: { 'accept-encoding': encoding } });

describe('delivery', () => {
  it('compresses API answers above 1 KiB by Accept-Encoding', async () => {
    const post = (encoding: string) =>
      fetch(`${server.url}/core/app/product/page`, {
        method: 'POST',
        headers: { 'accept-encoding': encoding, 'content-type': 'application/x-www-form-urlencoded' },
        body: 'page=1&size=20',
      });
    const br = await post('br, gzip');
    expect(br.headers.get('content-encoding')).toBe('br');
    expect(((await br.json()) as { result: { records: unknown[] } }).result.records.length).toBeGreaterThan(0); // fetch decodes it
    const gzip = await post('gzip');
    expect(gzip.headers.get('content-encoding')).toBe('gzip');
    const plain = await post('identity');
    expect(plain.headers.get('content-encoding')).toBeNull();
    // a small answer is not worth it
    const health = await get('/core/health');
    expect(health.headers.get('content-encoding')).toBeNull();
  });

  it('sends the build\'s precompressed files, hashed assets immutable, index.html and the service worker no-cache', async () => {
    const asset = await fetch(`${server.url}/assets/index-AbC123.js`, { headers: { 'accept-encoding': 'br' } });
    expect(asset.status).toBe(200);
    expect(asset.headers.get('content-encoding')).toBe('br');
    expect(asset.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    // the build's .br file as it is (its length), not compressed again per request; fetch decodes it
    expect(Number(asset.headers.get('content-length'))).toBe(brotliCompressSync(script).length);
    expect(await asset.text()).toBe(script);

    for (const url of ['/', '/index.html', '/pages/mine/mine']) {
      const page = await get(url);
      expect(page.headers.get('cache-control'), url).toBe('no-cache');
      expect(await page.text()).toContain('<title>app</title>');
    }
    expect((await get('/sw.js')).headers.get('cache-control')).toBe('no-cache');
    const robots = await get('/robots.txt');
    expect(robots.headers.get('content-type')).toMatch(/^text\/plain/);
    expect(await robots.text()).toContain('User-agent');
  });

  it('serves the demo product images and slides as immutable files', async () => {
    const image = await get('/core/assets/products/gold-bracelet-v1.svg');
    expect(image.status).toBe(200);
    expect(image.headers.get('content-type')).toMatch(/^image\/svg\+xml/);
    expect(image.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect((await get('/core/assets/slides/invite-tr-TR-v1.svg')).status).toBe(200);
    expect((await get('/core/assets/products/missing.svg')).status).toBe(404);
  });

  it('chooses the cache rule by path', () => {
    expect(appFileCacheControl('assets/Home-x1y2.js')).toBe('public, max-age=31536000, immutable');
    expect(appFileCacheControl('workbox-5ffe50d4.js')).toBe('public, max-age=31536000, immutable');
    expect(appFileCacheControl('index.html')).toBe('no-cache');
    expect(appFileCacheControl('index.html.br')).toBe('no-cache');
    expect(appFileCacheControl('assets/Home-x1y2.js.gz')).toBe('public, max-age=31536000, immutable');
    expect(appFileCacheControl('manifest.webmanifest')).toBe('no-cache');
    expect(appFileCacheControl('icons/icon-192.png')).toBe('public, max-age=86400');
  });
});
