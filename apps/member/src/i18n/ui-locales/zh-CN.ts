// @aurum/ui's own texts in zh-CN: a chunk of its own, loaded with the catalog's first part.
export { zhCN as uiLocale } from '@aurum/ui';
