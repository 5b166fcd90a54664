// @aurum/ui's own texts in zh-TW: a chunk of its own, loaded with the catalog's first part.
export { zhTW as uiLocale } from '@aurum/ui';
