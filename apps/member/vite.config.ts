import { defaultClientConditions, defineConfig, type Plugin } from 'vite';
import react from '@vitejs/plugin-react';
import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import { VitePWA } from 'vite-plugin-pwa';
import { compression } from 'vite-plugin-compression2';
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { fileURLToPath } from 'node:url';
import { catalogParts } from './vite/catalog-parts.ts';
import { tokenDescriptions } from './vite/token-descriptions.ts';

// The config runs in plain Node: read the brand name from the token file rather than the TS module.
const tokensFile = createRequire(import.meta.url).resolve('@aurum/tokens/tokens.json');
const tokens = JSON.parse(readFileSync(tokensFile, 'utf8')) as {
  brand: { name: { $value: string } };
  themes: Record<'light' | 'dark', { color: Record<'theme' | 'navBar' | 'background', { $value: string }> }>;
};
const brandName = tokens.brand.name.$value;
const colour = (theme: 'light' | 'dark', name: 'theme' | 'navBar' | 'background') => tokens.themes[theme].color[name].$value;

const apiTarget = process.env.MEMBER_API_TARGET ?? 'http://127.0.0.1:8080';

/**
 * Puts the brand name and the nav-bar colours from the design tokens into index.html
 * (`%BRAND_NAME%`, `%THEME_COLOR_LIGHT%`, `%THEME_COLOR_DARK%`).
 */
function brandTitle(): Plugin {
  const escaped = brandName.replace(/[&<>"]/g, (c) => `&#${c.charCodeAt(0)};`);
  return {
    name: 'aurum-brand-title',
    transformIndexHtml: (html) =>
      html
        .replaceAll('%BRAND_NAME%', escaped)
        .replaceAll('%THEME_COLOR_LIGHT%', colour('light', 'navBar'))
        .replaceAll('%THEME_COLOR_DARK%', colour('dark', 'navBar')),
  };
}

/**
 * The installable app (issue 14): a web app manifest and a Workbox service worker that precaches
 * the shell and every built file, so a reload without a network still opens the app (the screens
 * then show the offline notice and retry when the connection returns). The worker is registered
 * from our own code (src/pwa/register.ts, after load): no inline script, so the app runs under a
 * strict Content-Security-Policy. /core (the API) and uploads never come from the precache.
 */
const pwa = VitePWA({
  registerType: 'autoUpdate',
  injectRegister: null,
  includeAssets: ['robots.txt', 'icons/icon.svg', 'icons/apple-touch-icon.png'],
  manifest: {
    id: '/',
    lang: 'en-US',
    name: brandName,
    short_name: brandName.split(' ')[0] ?? brandName,
    description: 'Buy jewellery plans that pay a daily income, collect it, recharge and withdraw.',
    start_url: '/',
    scope: '/',
    display: 'standalone',
    orientation: 'portrait',
    background_color: colour('light', 'background'),
    theme_color: colour('light', 'theme'),
    icons: [
      { src: '/icons/icon-192.png', sizes: '192x192', type: 'image/png', purpose: 'any' },
      { src: '/icons/icon-512.png', sizes: '512x512', type: 'image/png', purpose: 'any' },
      { src: '/icons/maskable-512.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
      { src: '/icons/icon.svg', sizes: 'any', type: 'image/svg+xml', purpose: 'any' },
    ],
  },
  workbox: {
    globPatterns: ['**/*.{js,css,html,svg,png,webmanifest,txt}'],
    navigateFallback: '/index.html',
    navigateFallbackDenylist: [/^\/core\//, /^\/uploads\//, /^\/console(\/|$)/],
    cleanupOutdatedCaches: true,
    runtimeCaching: [
      {
        // demo product images and slides (named by version, immutable) and uploaded pictures
        urlPattern: ({ url }) => url.pathname.startsWith('/core/assets/') || url.pathname.startsWith('/core/file/uploads/'),
        handler: 'CacheFirst',
        options: { cacheName: 'aurum-images', expiration: { maxEntries: 200, maxAgeSeconds: 30 * 24 * 3600 } },
      },
    ],
  },
});

/** The lazy chunks of the screens a member lands on first (bench/frontend.ts measures these two). */
const firstScreenChunk = /(^|\/)(Home|Login)-[\w-]+\.js$/;

/** The JS chunks that keep their name in their file name (see `chunkFileNames`). */
const namedChunks = new Set(['index', 'Home', 'Login']);

/** A code-splitting `test` that captures exactly these source files (paths from this folder). */
function sourceFiles(...files: string[]): (id: string) => boolean {
  const wanted = new Set(files.map((file) => fileURLToPath(new URL(file, import.meta.url))));
  return (id) => wanted.has(id);
}

/**
 * The modules only home (or only login) imports besides the entry's, each set in one chunk
 * instead of one small chunk per shared component: fewer requests and gzip streams on the first
 * route (issue 18: home's JS was ten files, now five, −1.0 KB gz; login's eleven, now six, −1.4).
 * Another screen that uses one of them fetches that set with it (a few KB, precached by the
 * service worker). The screens' own modules stay their dynamic-import chunks (captured in a
 * group, rolldown made the login chunk import home's for side effects). A list that goes stale
 * costs bytes, never correctness: a module it no longer names gets its own chunk again.
 */
const firstScreenChunks = [
  // what both use, in a chunk of its own (rolldown would otherwise put it in one of the two sets)
  { name: 'Button', test: sourceFiles('../../packages/ui/src/Button/Button.tsx') },
  {
    name: 'homeParts',
    test: sourceFiles(
      './src/screens/home/Home/ProductPreview.tsx',
      // the pull-to-refresh page (home pulls; login does not)
      './src/layout/RefreshableScreenPage.tsx',
      '../../packages/ui/src/PullRefreshScroller/PullRefreshScroller.tsx',
      '../../packages/ui/src/PullRefreshScroller/PullRefreshScroller.css.ts',
      './src/components/LoadFailed/LoadFailed.tsx',
      './src/components/iconPaths/home.ts',
      './src/lib/money.ts',
      '../../packages/ui/src/Card/Card.tsx',
      '../../packages/ui/src/Cell/Cell.tsx',
      '../../packages/ui/src/EmptyState/EmptyState.tsx',
      '../../packages/ui/src/Swiper/Swiper.tsx',
      '../../packages/ui/src/NoticeBar/NoticeBar.tsx',
      '../../packages/ui/src/AmountInput/amount.ts',
      '../../packages/ui/src/MaskedText/mask.ts',
    ),
  },
  {
    name: 'loginParts',
    test: sourceFiles(
      './src/session/actions.ts',
      './src/session/useProfile.ts',
      './src/api/errors.ts',
      './src/components/AreaCodeSelect/AreaCodeSelect.tsx',
      './src/components/AreaCodeSelect/AreaCodeSelect.css.ts',
      './src/components/AreaCodeSelect/useAreaCodes.ts',
      './src/components/auth-form/PasswordField.tsx',
      './src/components/auth-form/PhoneField.tsx',
      './src/forms/validators.ts',
      './src/forms/useFormFields.ts',
      './src/forms/fieldErrors.ts',
      './src/forms/useFieldErrors.ts',
      './src/forms/SubmitButton.tsx',
      './src/forms/useFormSubmit.ts',
      './src/forms/form.css.ts',
      '../../packages/ui/src/TextField/TextField.tsx',
    ),
  },
];

export default defineConfig({
  base: '/',
  plugins: [
    react(),
    vanillaExtractPlugin(),
    catalogParts(),
    tokenDescriptions(),
    brandTitle(),
    pwa,
    // brotli and gzip copies of every text file above 1 KiB, sent as they are by the server
    // (@fastify/static preCompressed): no compression work per request.
    compression({ algorithms: ['brotliCompress', 'gzip'], threshold: 1024 }),
  ],
  // The workspace's @aurum/* packages from source (their `aurum-source` export condition), not their dist.
  resolve: { conditions: ['aurum-source', ...defaultClientConditions] },
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
    modulePreload: {
      // The polyfill only helps browsers without <link rel=modulepreload> (Safari < 17), which then
      // fetch the same files through their imports anyway: not worth its place in the entry chunk.
      polyfill: false,
      // Vite's preload list (the entry's `__vite__mapDeps`) names every JS file every screen
      // imports (≈ 1.7 KB gz of the first route). Only the first screens, home and login, keep
      // their JS dependencies fetched in parallel with their chunk; another screen's chunk brings
      // its own static imports (one more round trip on a first visit, none once the service worker
      // has precached the build). Stylesheets stay listed: they load only through this list.
      resolveDependencies: (file, deps) =>
        firstScreenChunk.test(file) ? deps : deps.filter((dep) => dep.endsWith('.css')),
    },
    rolldownOptions: {
      output: {
        // Every screen's lazy import and stylesheet list is written out in the entry chunk
        // (`import("./X.js")`, `__vite__mapDeps([...])`): files named by their hash alone keep
        // those 35 routes' names out of it (−0.5 KB gz of the first route, issue 18). The entry,
        // home's and login's chunks keep their names (bench/frontend.ts finds them by them).
        assetFileNames: (asset) =>
          asset.names.some((name) => name.endsWith('.css')) ? 'assets/[hash].css' : 'assets/[name]-[hash][extname]',
        chunkFileNames: (chunk) => (namedChunks.has(chunk.name) ? 'assets/[name]-[hash].js' : 'assets/[hash].js'),
        // Everything the entry imports statically (React, the shell, i18n, the API client) in one
        // chunk with it, rather than the half-dozen shared chunks the automatic splitting makes of
        // it: one request and one gzip stream for the first screen, fewer modulepreload links.
        // Then home's and login's own modules each in one chunk with their screen (firstScreenChunks).
        codeSplitting: { groups: [{ name: 'app', tags: ['$initial'] }, ...firstScreenChunks] },
      },
    },
  },
});
