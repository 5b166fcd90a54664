import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';
import { playwright } from '@vitest/browser-playwright';
import { storybookTest } from '@storybook/addon-vitest/vitest-plugin';
import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import { defaultClientConditions, defaultServerConditions } from 'vite';
import { chromiumArgs, chromiumPath } from './scripts/chromium.js';
import { catalogParts } from './apps/member/vite/catalog-parts';

const dirname = path.dirname(fileURLToPath(import.meta.url));

const storyRuntimeDeps = [
  '@vanilla-extract/recipes/createRuntimeFn',
  '@vanilla-extract/dynamic',
  '@vanilla-extract/css/fileScope',
  'react-aria',
  'react',
  'react-dom',
  'react-dom/client',
  'react/jsx-runtime',
  'react/jsx-dev-runtime',
  'msw',
  'msw/browser',
  'msw-storybook-addon/csf3',
];

/** The workspace's @aurum/* packages from source (their `aurum-source` export condition), not their dist. */
const resolve = { conditions: ['aurum-source', ...defaultClientConditions] };
const ssr = { resolve: { conditions: ['aurum-source', ...defaultServerConditions] } };

/**
 * Front-end test projects. The server has its own config in apps/server (it needs a database),
 * the end-to-end suite lives in tests/.
 */
export default defineConfig({
  // Top level too: vanilla-extract's own compiler loads this file's top-level config, not a
  // project's, to evaluate .css.ts files (they import @aurum/tokens/theme.css).
  resolve,
  ssr,
  test: {
    projects: [
      {
        resolve,
        ssr,
        test: { name: 'tokens', root: 'tokens', include: ['test/**/*.test.ts'], environment: 'node' },
      },
      {
        plugins: [vanillaExtractPlugin()],
        resolve,
        ssr,
        test: { name: 'ui', root: 'packages/ui', include: ['src/**/*.test.{ts,tsx}'], environment: 'node' },
      },
      {
        // catalogParts: the member app's catalogs split as its build splits them (first screens / rest)
        plugins: [vanillaExtractPlugin(), catalogParts()],
        resolve,
        ssr,
        test: {
          name: 'member-unit',
          root: 'apps/member',
          include: ['src/**/*.test.{ts,tsx}'],
          environment: 'node',
        },
      },
      {
        extends: true,
        resolve,
        plugins: [storybookTest({ configDir: path.join(dirname, '.storybook') })],
        // Pre-bundle the runtime deps that are only discovered mid-run on a cold cache; otherwise
        // Vite re-optimises and reloads the page under a running story file (a clean CI clone).
        optimizeDeps: { include: storyRuntimeDeps },
        test: {
          name: 'storybook',
          testTimeout: 30_000,
          browser: {
            enabled: true,
            headless: true,
            provider: playwright({ launchOptions: { executablePath: chromiumPath, args: chromiumArgs } }),
            // Every story in both themes: each instance sets the toolbar's theme global (vitest.setup.ts).
            instances: (['light', 'dark'] as const).map((theme) => ({
              browser: 'chromium' as const,
              name: `storybook-${theme}`,
              viewport: { width: 375, height: 812 },
              provide: { storyTheme: theme },
            })),
          },
          setupFiles: ['.storybook/vitest.setup.ts'],
        },
      },
    ],
  },
});
