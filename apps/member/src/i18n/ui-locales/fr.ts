// @aurum/ui's own texts in fr: a chunk of its own, loaded with the catalog's first part.
export { fr as uiLocale } from '@aurum/ui';
