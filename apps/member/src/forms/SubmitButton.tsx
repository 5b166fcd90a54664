import type { ReactNode } from 'react';
import { useTranslation } from '../i18n';
import { Button } from '@aurum/ui';

/** The full-width submit button of a member form; it spins while the form is being sent. */
export function SubmitButton({ busy, children }: { busy: boolean; children: ReactNode }) {
  const { t } = useTranslation('common');
  return (
    <Button type="submit" fullWidth size="large" isLoading={busy} loadingLabel={t('loading')}>
      {children}
    </Button>
  );
}
