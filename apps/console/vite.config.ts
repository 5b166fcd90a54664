import { defaultClientConditions, defineConfig, type Plugin } from 'vite';
import react from '@vitejs/plugin-react';
import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import { compression } from 'vite-plugin-compression2';
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';

// The config runs in plain Node: read the brand name from the token file rather than the TS module.
const tokensFile = createRequire(import.meta.url).resolve('@aurum/tokens/tokens.json');
const brandName = (JSON.parse(readFileSync(tokensFile, 'utf8')) as { brand: { name: { $value: string } } })
  .brand.name.$value;
const apiTarget = process.env.CONSOLE_API_TARGET ?? 'http://127.0.0.1:8080';

function brandTitle(): Plugin {
  const escaped = brandName.replace(/[&<>"]/g, (c) => `&#${c.charCodeAt(0)};`);
  return {
    name: 'aurum-brand-title',
    transformIndexHtml: (html) => html.replaceAll('%BRAND_NAME%', escaped),
  };
}

/**
 * The operator console, served by the API server under /console/ (apps/server/src/http/console.ts).
 * No service worker: an operator always works on the live server.
 */
export default defineConfig({
  base: '/console/',
  plugins: [
    react(),
    vanillaExtractPlugin(),
    brandTitle(),
    // brotli and gzip copies, sent as they are by the server (@fastify/static preCompressed)
    compression({ algorithms: ['brotliCompress', 'gzip'], threshold: 1024 }),
  ],
  // The workspace's @aurum/* packages from source (their `aurum-source` export condition), not their dist.
  resolve: { conditions: ['aurum-source', ...defaultClientConditions] },
  server: { proxy: { '/core': { target: apiTarget, changeOrigin: false } } },
  build: { outDir: 'dist', emptyOutDir: true, target: 'es2022' },
});
