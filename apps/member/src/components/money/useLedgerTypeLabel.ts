import { useCallback } from 'react';
import { useTranslation } from '../../i18n';
import { isLedgerType } from './format';

/** Translated label of a ledger transfer code; unknown codes show the server's English typeText. */
export function useLedgerTypeLabel(): (code: string, fallback: string) => string {
  const { t } = useTranslation('records');
  return useCallback((code: string, fallback: string) => (isLedgerType(code) ? t(`types.${code}`) : fallback || code), [t]);
}
