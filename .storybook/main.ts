import type { StorybookConfig } from '@storybook/react-vite';
import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import { defaultClientConditions } from 'vite';

const config: StorybookConfig = {
  stories: ['../packages/ui/src/**/*.stories.@(ts|tsx)', '../apps/member/src/**/*.stories.@(ts|tsx)'],
  addons: ['@storybook/addon-docs', '@storybook/addon-a11y', '@storybook/addon-vitest'],
  framework: { name: '@storybook/react-vite', options: {} },
  core: { disableTelemetry: true },
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
