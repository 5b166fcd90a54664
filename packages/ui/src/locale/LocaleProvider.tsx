import { createContext, useContext, useMemo, type ReactNode } from 'react';
import { enUS } from './en-US';
import { formatMessage, type UiLocale, type UiMessages } from './messages';

interface LocaleContextValue {
  locale: string;
  messages: UiMessages;
}

const LocaleContext = createContext<LocaleContextValue>(enUS);

export interface LocaleProviderProps {
  /** One of the built-in locales (enUS, zhCN, zhTW, es, fr, trTR) or your own. @default enUS */
  locale?: UiLocale;
  /** Per-text overrides over the locale, e.g. `{ noticeConfirm: 'Got it' }`. */
  messages?: Partial<UiMessages>;
  children?: ReactNode;
}

/** The language of every text the components show by themselves. AurumProvider includes one. */
export function LocaleProvider({ locale = enUS, messages, children }: LocaleProviderProps) {
  const value = useMemo(
    () => ({
      locale: locale.locale,
      messages: messages ? { ...locale.messages, ...messages } : locale.messages,
    }),
    [locale, messages],
  );
  return <LocaleContext.Provider value={value}>{children}</LocaleContext.Provider>;
}

export type UiText = (key: keyof UiMessages, params?: Record<string, string | number>) => string;

/** The current locale and a `text(key, params)` that formats its messages (plurals by `count`). */
export function useUiText(): { locale: string; text: UiText } {
  const { locale, messages } = useContext(LocaleContext);
  return useMemo(
    () => ({ locale, text: (key, params) => formatMessage(locale, messages[key], params) }),
    [locale, messages],
  );
}
