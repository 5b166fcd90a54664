import { useEffect, useRef } from 'react';
import { useTranslation } from '../i18n';
import { retryWaitingRequests, useHasTimedOutRequests } from '../api/timeoutRetry';
import * as styles from './app.css';

/** Covers the screen while a request has timed out; a click anywhere retries (SPEC §8). */
export function TimeoutOverlay() {
  const { t } = useTranslation();
  const visible = useHasTimedOutRequests();
  const ref = useRef<HTMLButtonElement>(null);
  useEffect(() => {
    if (visible) ref.current?.focus();
  }, [visible]);
  if (!visible) return null;
  return (
    <button ref={ref} type="button" className={styles.timeoutOverlay} onClick={retryWaitingRequests} aria-live="assertive">
      <svg className={styles.timeoutIcon} viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="1.6" strokeLinecap="round" aria-hidden="true">
        <path d="M2 8.5a15 15 0 0 1 20 0M5 12a10 10 0 0 1 14 0M8.5 15.5a5 5 0 0 1 7 0" />
        <circle cx="12" cy="19" r="1" fill="currentColor" />
      </svg>
      <span>{t('timeout')}</span>
    </button>
  );
}
