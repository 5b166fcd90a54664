import { useTranslation } from '../../i18n';
import { useOnline } from '../../lib/online';
import * as styles from './OfflineNotice.css';

/**
 * "You're offline" while the browser has no connection: the app shell still opens (the service
 * worker keeps it), screens show what they have and retry when the connection returns.
 */
export function OfflineNotice() {
  const { t } = useTranslation('common');
  const online = useOnline();
  if (online) return null;
  return (
    <div className={styles.notice} role="status" data-testid="offline-notice">
      <svg className={styles.icon} viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" aria-hidden="true" focusable="false">
        <path d="M2 8.5a15 15 0 0 1 20 0M5.5 12a10 10 0 0 1 13 0M9 15.5a5 5 0 0 1 6 0M12 19h.01M3 3l18 18" />
      </svg>
      <span>{t('offlineNotice')}</span>
    </div>
  );
}
