export { formatMessage, type Message, type PluralMessage, type UiLocale, type UiMessages } from './messages';
export { LocaleProvider, useUiText, type LocaleProviderProps, type UiText } from './LocaleProvider';
export { enUS } from './en-US';
export { zhCN } from './zh-CN';
export { zhTW } from './zh-TW';
export { es } from './es';
export { fr } from './fr';
export { trTR } from './tr-TR';
