import type { Preview } from '@storybook/react-vite';
import { MINIMAL_VIEWPORTS } from 'storybook/viewport';
import { darkTheme, lightTheme, themeSurface } from '@aurum/tokens/theme.css';
import { AurumProvider, enUS, es, fr, trTR, zhCN, zhTW, type UiLocale } from '@aurum/ui';
import { useEffect, type CSSProperties } from 'react';
import { setupWorker } from 'msw/browser';
import { mswLoader } from 'msw-storybook-addon/csf3';
import { brands } from './brands';
import './preview.css';

/** The toolbar's locale sets the components' built-in texts (LocaleProvider inside AurumProvider). */
const uiLocales: Record<string, UiLocale> = {
  'en-US': enUS,
  'zh-CN': zhCN,
  'zh-TW': zhTW,
  es,
  fr,
  'tr-TR': trTR,
};

const startMsw = mswLoader(async () => {
  const worker = setupWorker();
  await worker.start({ onUnhandledRequest: 'bypass', quiet: true });
  return worker;
});

/** The width every screen is drawn for (tokens size.layoutBase), first in the Viewport menu. */
const phone = {
  name: 'Phone 375 × 812',
  styles: { width: '375px', height: '812px' },
  type: 'mobile' as const,
};

const preview: Preview = {
  // Mock Service Worker, only for stories that call the /core/ API (parameters.msw.handlers): the
  // components' stories never depend on a service worker. Anything unmocked goes to the network.
  loaders: [(context) => (context.parameters.msw ? startMsw(context) : undefined)],
  parameters: {
    layout: 'fullscreen',
    controls: { matchers: { color: /(background|color)$/i } },
    // Every story must pass axe: violations fail the story's test.
    a11y: { test: 'error' },
    viewport: { options: { phone, ...MINIMAL_VIEWPORTS } },
    // Chromatic takes every story in both themes (modes set the theme global), like tests/visual.
    chromatic: { modes: { light: { theme: 'light' }, dark: { theme: 'dark' } } },
    options: {
      storySort: { order: ['Introduction', 'Foundations', 'UI', 'Member', '*'] },
    },
  },
  tags: ['autodocs'],
  globalTypes: {
    theme: {
      description: 'Light, dark, or both side by side',
      toolbar: {
        title: 'Theme',
        icon: 'mirror',
        items: [
          { value: 'light', title: 'Light' },
          { value: 'dark', title: 'Dark' },
          { value: 'side-by-side', title: 'Light and dark side by side' },
        ],
        dynamicTitle: true,
      },
    },
    locale: {
      description: 'Language of the components’ own texts',
      toolbar: {
        title: 'Locale',
        icon: 'globe',
        items: [
          { value: 'en-US', title: 'English (US)' },
          { value: 'zh-CN', title: '简体中文' },
          { value: 'zh-TW', title: '繁體中文' },
          { value: 'es', title: 'Español' },
          { value: 'fr', title: 'Français' },
          { value: 'tr-TR', title: 'Türkçe' },
        ],
        dynamicTitle: true,
      },
    },
    brand: {
      description: 'Brand theme',
      toolbar: {
        title: 'Brand',
        icon: 'paintbrush',
        items: [
          { value: 'aurum', title: 'Aurum' },
          { value: 'nimbus', title: 'Nimbus Outfitters (example second brand)' },
        ],
        dynamicTitle: true,
      },
    },
  },
  initialGlobals: {
    theme: 'light',
    locale: 'en-US',
    brand: 'aurum',
    viewport: { value: 'phone', isRotated: false },
  },
  decorators: [
    (Story, context) => {
      const theme = (context.globals.theme as string | undefined) ?? 'light';
      const locale = (context.globals.locale as string | undefined) ?? 'en-US';
      const brand = brands[(context.globals.brand as string | undefined) ?? 'aurum'] ?? brands.aurum;
      // A story page fills the viewport (screens and sheets are drawn on the page colour); a docs
      // canvas takes only the height of its content.
      const fill: CSSProperties | undefined =
        context.viewMode === 'story' ? { minHeight: '100vh' } : undefined;
      const story = context.viewMode === 'story';
      useEffect(() => {
        document.documentElement.lang = locale;
        // In a story the page behind the canvas (and behind portals) takes the theme's colour too;
        // a docs page keeps Storybook's own.
        if (story) document.body.className = `${theme === 'dark' ? darkTheme : lightTheme} ${themeSurface}`;
      }, [locale, theme, story]);
      const themed = (scheme: 'light' | 'dark', style?: CSSProperties) => (
        <AurumProvider theme={brand} colorScheme={scheme} locale={uiLocales[locale] ?? enUS} style={style}>
          <Story />
        </AurumProvider>
      );
      if (theme === 'side-by-side') {
        return (
          <div style={{ display: 'grid', gridTemplateColumns: '1fr 1fr', ...fill }}>
            {themed('light')}
            {themed('dark')}
          </div>
        );
      }
      return themed(theme === 'dark' ? 'dark' : 'light', fill);
    },
  ],
};
export default preview;
