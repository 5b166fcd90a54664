import * as a11yAddonAnnotations from '@storybook/addon-a11y/preview';
import { setProjectAnnotations } from '@storybook/react-vite';
import { inject } from 'vitest';
import * as projectAnnotations from './preview';

declare module 'vitest' {
  export interface ProvidedContext {
    /** The theme global the stories run in (one browser instance per theme, vitest.config.ts). */
    storyTheme: 'light' | 'dark';
  }
}

setProjectAnnotations([
  a11yAddonAnnotations,
  projectAnnotations,
  {
    initialGlobals: { ...projectAnnotations.default.initialGlobals, theme: inject('storyTheme') ?? 'light' },
  },
]);
