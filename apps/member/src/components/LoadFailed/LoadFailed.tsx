import { useEffect, useRef } from 'react';
import { useTranslation } from '../../i18n';
import { Button } from '@aurum/ui';
import { onBackOnline, useOnline } from '../../lib/online';
import * as styles from './LoadFailed.css';

export interface LoadFailedProps {
  onRetry: () => void;
  /** what could not be loaded, when the screen says more than the generic text */
  message?: string;
}

/**
 * The one error state of the app (issue 14): an illustration, what happened ("You're offline" or
 * "Couldn't load this page"), and a retry button; when the connection comes back it retries by
 * itself. Screens show it in place of content they could not load.
 */
export function LoadFailed({ onRetry, message }: LoadFailedProps) {
  const { t } = useTranslation('common');
  const online = useOnline();
  const retry = useRef(onRetry);
  useEffect(() => {
    retry.current = onRetry;
  });
  useEffect(() => onBackOnline(() => retry.current()), []);

  return (
    <div className={styles.root} role="alert" data-testid="load-failed">
      <svg className={styles.illustration} viewBox="0 0 120 96" fill="none" stroke="currentColor" strokeWidth="3" strokeLinecap="round" strokeLinejoin="round" aria-hidden="true" focusable="false">
        <path className={styles.illustrationLine} d="M14 88h92" />
        <path d="M36 70h50a18 18 0 0 0 2-35.9A26 26 0 0 0 38.4 28 21 21 0 0 0 36 70z" />
        {online ? (
          <path d="M60 38v16M60 62v.5" strokeWidth="4" />
        ) : (
          <path d="M30 18l62 62" strokeWidth="4" />
        )}
      </svg>
      <h2 className={styles.title}>{online ? t('loadFailedTitle') : t('offlineTitle')}</h2>
      <p className={styles.text}>{online ? (message ?? t('loadFailedText')) : t('offlineText')}</p>
      <Button className={styles.action} variant="secondary" onPress={onRetry}>
        {t('retry')}
      </Button>
    </div>
  );
}
