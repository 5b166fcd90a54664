import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button, RoundedPopup } from '@aurum/ui';
import type { Notice } from './useNotices';
import * as styles from './Home.css';

// TODO(ui): use NoticePopup when available
/** One notice; "I know it" stays disabled for `waitSeconds` (SPEC §4). */
export function NoticeDialog({ notice, waitSeconds, onAcknowledge }: { notice: Notice | null; waitSeconds: number; onAcknowledge: () => void }) {
  const { t } = useTranslation();
  return (
    <RoundedPopup isOpen={notice !== null} onClose={() => {}} showClose={false} isDismissable={false} title={notice?.title ?? t('notice')}>
      {notice && <NoticeBody key={notice.id} notice={notice} waitSeconds={waitSeconds} onAcknowledge={onAcknowledge} />}
    </RoundedPopup>
  );
}

function NoticeBody({ notice, waitSeconds, onAcknowledge }: { notice: Notice; waitSeconds: number; onAcknowledge: () => void }) {
  const { t } = useTranslation();
  const [left, setLeft] = useState(waitSeconds);
  useEffect(() => {
    if (left <= 0) return;
    const timer = setTimeout(() => setLeft((s) => s - 1), 1000);
    return () => clearTimeout(timer);
  }, [left]);
  return (
    <div className={styles.noticeBody}>
      <div className={styles.noticeContent}>{notice.content}</div>
      <Button fullWidth isDisabled={left > 0} onPress={onAcknowledge}>
        {left > 0 ? t('iKnowItCountdown', { seconds: left }) : t('iKnowIt')}
      </Button>
    </div>
  );
}
