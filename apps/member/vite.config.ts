import { defineConfig, type Plugin } from 'vite';
import react from '@vitejs/plugin-react';
import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';

// The config runs in plain Node: read the brand name from the token file rather than the TS module.
const tokensFile = createRequire(import.meta.url).resolve('@aurum/tokens/tokens.json');
const brandName: string = (JSON.parse(readFileSync(tokensFile, 'utf8')) as { brand: { name: { $value: string } } }).brand.name.$value;

const apiTarget = process.env.MEMBER_API_TARGET ?? 'http://127.0.0.1:8080';

/** Puts the brand name from the design tokens into index.html (`%BRAND_NAME%`). */
function brandTitle(): Plugin {
  const escaped = brandName.replace(/[&<>"]/g, (c) => `&#${c.charCodeAt(0)};`);
  return {
    name: 'aurum-brand-title',
    transformIndexHtml: (html) => html.replaceAll('%BRAND_NAME%', escaped),
  };
}

export default defineConfig({
  base: '/',
  plugins: [react(), vanillaExtractPlugin(), brandTitle()],
  server: {
    proxy: {
      '/core': { target: apiTarget, changeOrigin: false },
      '/uploads': { target: apiTarget, changeOrigin: false },
    },
  },
  preview: {
    proxy: {
      '/core': { target: apiTarget, changeOrigin: false },
      '/uploads': { target: apiTarget, changeOrigin: false },
    },
  },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    target: 'es2022',
  },
});
