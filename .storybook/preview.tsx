import type { Preview } from '@storybook/react-vite';
import { darkTheme, lightTheme, themeSurface } from '@aurum/tokens/theme.css';
import { AurumProvider, enUS, es, fr, trTR, zhCN, zhTW, type UiLocale } from '@aurum/ui';
import { useEffect } from 'react';
import './preview.css';

/** The toolbar's locale also sets the components' built-in texts. */
const uiLocales: Record<string, UiLocale> = {
  'en-US': enUS,
  'zh-CN': zhCN,
  'zh-TW': zhTW,
  es,
  fr,
  'tr-TR': trTR,
};

const preview: Preview = {
  parameters: {
    layout: 'fullscreen',
    controls: { matchers: { color: /(background|color)$/i } },
    // Every story must pass axe: violations fail the story's test.
    a11y: { test: 'error' },
    viewport: { defaultViewport: 'mobile' },
  },
  globalTypes: {
    theme: {
      description: 'Light or dark theme',
      toolbar: { title: 'Theme', icon: 'mirror', items: ['light', 'dark'], dynamicTitle: true },
    },
    locale: {
      description: 'Locale',
      toolbar: {
        title: 'Locale',
        icon: 'globe',
        items: ['en-US', 'zh-CN', 'zh-TW', 'es', 'fr', 'tr-TR'],
        dynamicTitle: true,
      },
    },
  },
  initialGlobals: { theme: 'light', locale: 'en-US' },
  decorators: [
    (Story, context) => {
      const theme =
        (context.parameters.theme as string | undefined) ?? (context.globals.theme as string) ?? 'light';
      const themeClass = theme === 'dark' ? darkTheme : lightTheme;
      const locale = (context.globals.locale as string) ?? 'en-US';
      useEffect(() => {
        document.body.className = `${themeClass} ${themeSurface}`;
        document.documentElement.lang = locale;
      }, [themeClass, locale]);
      return (
        <AurumProvider
          colorScheme={theme === 'dark' ? 'dark' : 'light'}
          locale={uiLocales[locale] ?? enUS}
          style={{ minHeight: '100vh' }}
        >
          <Story />
        </AurumProvider>
      );
    },
  ],
};
export default preview;
