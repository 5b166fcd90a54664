import { useTranslation } from '../../../i18n';
import { NoticePopup } from '@aurum/ui';
import type { Notice } from './useNotices';

/**
 * The notice popup (SPEC §4) for the notice on turn: "I know it" stays disabled for `waitSeconds`,
 * then marks it read (the hook calls /app/sysMessage/readMsg) and the next one comes up.
 */
export function NoticeDialog({ notice, waitSeconds, onAcknowledge }: { notice: Notice | null; waitSeconds: number; onAcknowledge: () => void }) {
  const { t } = useTranslation();
  return (
    <NoticePopup
      notices={notice ? [notice] : []}
      onRead={() => onAcknowledge()}
      waitSeconds={waitSeconds}
      confirmLabel={t('iKnowIt')}
      countdownLabel={(seconds) => t('iKnowItCountdown', { seconds })}
    />
  );
}
