// @aurum/ui's own texts in tr-TR: a chunk of its own, loaded with the catalog's first part.
export { trTR as uiLocale } from '@aurum/ui';
