import {
  createContext,
  useContext,
  useMemo,
  useSyncExternalStore,
  type CSSProperties,
  type ReactNode,
} from 'react';
import {
  aurumTheme,
  themeProperties,
  type BrandTheme,
  type ColorScheme,
  type ColorSchemePreference,
} from '@aurum/tokens';
import { darkTheme, lightTheme, themeSurface } from '@aurum/tokens/theme.css';
import { LocaleProvider } from '../locale/LocaleProvider';
import type { UiLocale, UiMessages } from '../locale/messages';

export interface AurumContextValue {
  /** The brand's name (NavBar's logotype). '' outside a provider. */
  brandName: string;
  /** The scheme in force ('system' already resolved). */
  colorScheme: ColorScheme;
  /**
   * Class and style that put the theme on an element: the provider's root has them, and every
   * popup, sheet and toast rendered in a portal under <body> puts them on its own root, so it shows
   * the same theme as the app that opened it.
   */
  themeClassName: string;
  themeStyle: CSSProperties | undefined;
}

const outside: AurumContextValue = {
  brandName: '',
  colorScheme: 'light',
  themeClassName: '',
  themeStyle: undefined,
};

const AurumContext = createContext<AurumContextValue>(outside);

/** Brand name, colour scheme and the theme's class/style of the nearest AurumProvider. */
export function useAurum(): AurumContextValue {
  return useContext(AurumContext);
}

export interface AurumProviderProps {
  /** A brand theme from `createBrandTheme(seeds)` (@aurum/tokens). @default aurumTheme */
  theme?: BrandTheme;
  /** Overrides the theme's own scheme (e.g. from the app's settings). */
  colorScheme?: ColorSchemePreference;
  /** Language of the components' own texts: enUS (default), zhCN, zhTW, es, fr, trTR, or your own. */
  locale?: UiLocale;
  /** Per-text overrides over the locale, e.g. `{ noticeConfirm: 'Got it' }`. */
  messages?: Partial<UiMessages>;
  /** Extra class for the root element (layout). */
  className?: string;
  style?: CSSProperties;
  children?: ReactNode;
}

/**
 * Themes everything inside it: a root <div> with Aurum's light or dark theme class and the brand's
 * values as CSS custom properties of the one contract (`vars` of @aurum/tokens/theme.css) that the
 * components read. Popups inherit the theme through `useAurum()`. Nest it to theme a part of a page.
 * It also sets the language of the components' built-in texts (`locale`, `messages`).
 */
export function AurumProvider({
  theme = aurumTheme,
  colorScheme,
  locale,
  messages,
  className,
  style,
  children,
}: AurumProviderProps) {
  const scheme = useResolvedScheme(colorScheme ?? theme.colorScheme);
  const value = useMemo<AurumContextValue>(() => {
    const properties = themeProperties(scheme === 'dark' ? theme.dark : theme.light);
    return {
      brandName: theme.brandName,
      colorScheme: scheme,
      themeClassName: scheme === 'dark' ? darkTheme : lightTheme,
      themeStyle: Object.keys(properties).length > 0 ? (properties as CSSProperties) : undefined,
    };
  }, [theme, scheme]);
  return (
    <AurumContext.Provider value={value}>
      <div
        className={[value.themeClassName, themeSurface, className].filter(Boolean).join(' ')}
        style={value.themeStyle || style ? { ...value.themeStyle, ...style } : undefined}
        data-theme={scheme}
      >
        <LocaleProvider locale={locale} messages={messages}>
          {children}
        </LocaleProvider>
      </div>
    </AurumContext.Provider>
  );
}

const darkQuery = '(prefers-color-scheme: dark)';

function subscribe(onChange: () => void): () => void {
  if (typeof window === 'undefined' || !window.matchMedia) return () => {};
  const query = window.matchMedia(darkQuery);
  query.addEventListener('change', onChange);
  return () => query.removeEventListener('change', onChange);
}

const systemScheme = (): ColorScheme =>
  typeof window !== 'undefined' && window.matchMedia?.(darkQuery).matches ? 'dark' : 'light';

/** 'system' follows the device and changes with it; server rendering assumes light. */
function useResolvedScheme(preference: ColorSchemePreference): ColorScheme {
  const system = useSyncExternalStore(subscribe, systemScheme, () => 'light' as const);
  return preference === 'system' ? system : preference;
}
