// @aurum/ui's own texts in es: a chunk of its own, loaded with the catalog's first part.
export { es as uiLocale } from '@aurum/ui';
