import type { StorybookConfig } from '@storybook/react-vite';
import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import { defaultClientConditions } from 'vite';

const config: StorybookConfig = {
  stories: [
    // Introduction and Foundations first: the landing page is the first entry.
    '../design/Introduction.mdx',
    '../design/foundations/*.mdx',
    '../packages/ui/src/**/*.stories.@(ts|tsx)',
    '../apps/member/src/**/*.stories.@(ts|tsx)',
  ],
  // mockServiceWorker.js (msw init .storybook/public) and the server's demo pictures, which mocked
  // /core/ answers point at.
  staticDirs: ['./public', { from: '../apps/server/assets', to: '/core/assets' }],
  addons: ['@storybook/addon-docs', '@storybook/addon-a11y', '@storybook/addon-vitest'],
  framework: { name: '@storybook/react-vite', options: {} },
  core: { disableTelemetry: true, disableWhatsNewNotifications: true },
  // Designers open this as a reference, not as a new Storybook user: no "Get started" checklist.
  features: { sidebarOnboardingChecklist: false },
  async viteFinal(viteConfig) {
    viteConfig.plugins = [...(viteConfig.plugins ?? []), vanillaExtractPlugin()];
    // The workspace's @aurum/* packages from source (their `aurum-source` export condition), not their dist.
    viteConfig.resolve = {
      ...viteConfig.resolve,
      conditions: ['aurum-source', ...(viteConfig.resolve?.conditions ?? defaultClientConditions)],
    };
    return viteConfig;
  },
};
export default config;
