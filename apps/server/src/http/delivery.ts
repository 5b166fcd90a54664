/**
 * How bytes leave the server (issue 14): compressed and with cache headers that fit each file.
 *
 * - API answers: brotli or gzip by Accept-Encoding (@fastify/compress), above 1 KiB; brotli at
 *   quality 4, which compresses JSON about as well as gzip -9 for a fraction of the CPU of the
 *   default 11 (these answers are made per request, not once).
 * - The member app (STATIC_DIR): brotli/gzip files made at build time (apps/member/vite.config.ts)
 *   are sent as they are (`preCompressed`); hashed build output (/assets/…) is `immutable` for a
 *   year; index.html, the service worker and the manifest are `no-cache` (revalidated every time, so
 *   a new release is picked up at once); other files (icons, robots.txt) for a day.
 * - Server assets (/core/assets/…: demo product images and slides): a file's name changes when
 *   its content does (…-v1.svg), so they are immutable for a year too.
 */
import { existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { constants as zlib } from 'node:zlib';
import compress from '@fastify/compress';
import fastifyStatic from '@fastify/static';
import type { FastifyReply } from 'fastify';
import type { App, AppContext } from '../kernel/context.js';

export const IMMUTABLE = 'public, max-age=31536000, immutable';
export const REVALIDATE = 'no-cache';
const ONE_DAY = 'public, max-age=86400';

/** Files shipped with the server (demo product images and home slides), served under /core/assets/. */
export const serverAssetsDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../assets');

/** Cache-Control for a file of the built member app, by its path relative to the app's root. */
export function appFileCacheControl(relativePath: string): string {
  // a precompressed copy (index.html.br) is cached like the file it encodes
  const file = relativePath
    .split(path.sep)
    .join('/')
    .replace(/^\/+/, '')
    .replace(/\.(br|gz|deflate)$/, '');
  if (file.startsWith('assets/')) return IMMUTABLE;
  if (/^workbox-[\w-]+\.js$/.test(file)) return IMMUTABLE;
  if (file.endsWith('.html') || file === 'sw.js' || file === 'registerSW.js' || file.endsWith('.webmanifest'))
    return REVALIDATE;
  return ONE_DAY;
}

/** Response compression for everything the server answers (registered before the routes). */
export async function registerCompression(app: App): Promise<void> {
  await app.register(compress, {
    global: true,
    threshold: 1024,
    encodings: ['br', 'gzip'],
    brotliOptions: { params: { [zlib.BROTLI_PARAM_QUALITY]: 4 } },
  });
}

/** The member app and the server's own assets, with their cache headers. */
export async function registerStaticFiles(app: App, ctx: AppContext): Promise<void> {
  if (existsSync(serverAssetsDir)) {
    await app.register(fastifyStatic, {
      root: serverAssetsDir,
      prefix: '/core/assets/',
      decorateReply: false,
      wildcard: false,
      cacheControl: false,
      setHeaders: (reply: FastifyReply) => reply.header('cache-control', IMMUTABLE),
    });
  }
  if (existsSync(ctx.config.staticDir)) {
    const root = ctx.config.staticDir;
    await app.register(fastifyStatic, {
      root,
      wildcard: false,
      preCompressed: true,
      cacheControl: false,
      setHeaders: (reply: FastifyReply, filePath: string) =>
        reply.header('cache-control', appFileCacheControl(path.relative(root, filePath))),
    });
  }
}
