// Typed keys: t('auth:phone') and friends are checked against the en-US catalog.
import 'i18next';
import type { enUS } from './catalogs/en-US';

declare module 'i18next' {
  interface CustomTypeOptions {
    defaultNS: 'common';
    resources: typeof enUS;
    returnNull: false;
  }
}
