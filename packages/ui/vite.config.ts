/**
 * Library build of @aurum/ui for other brand apps: `pnpm --filter @aurum/ui build`.
 *
 * - dist/index.js: one ES module; React, react-aria, framer-motion and the vanilla-extract
 *   runtimes stay external (peer/runtime dependencies of the consumer).
 * - dist/ui.css: every vanilla-extract style, including the token theme classes
 *   (`lightTheme`, `darkTheme`, exported from the entry), compiled to static CSS. The consumer
 *   imports it once: `import '@aurum/ui/dist/style.css'`.
 * - dist/types: declarations from `tsc -p tsconfig.build.json` (second half of the script).
 *
 * @aurum/tokens is bundled, not external: it is TypeScript source with .css.ts files that only
 * a vanilla-extract build can read.
 */
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';

const external = [
  /^react($|\/)/,
  /^react-dom($|\/)/,
  /^react-aria($|\/)/,
  /^react-stately($|\/)/,
  /^framer-motion($|\/)/,
  /^@vanilla-extract\//,
];

export default defineConfig({
  plugins: [react(), vanillaExtractPlugin()],
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    target: 'es2022',
    sourcemap: true,
    minify: false,
    lib: {
      entry: fileURLToPath(new URL('./src/index.ts', import.meta.url)),
      formats: ['es'],
      fileName: () => 'index.js',
      cssFileName: 'ui',
    },
    rolldownOptions: { external },
  },
});
