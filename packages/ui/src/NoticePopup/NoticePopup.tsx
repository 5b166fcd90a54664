import { useEffect, useRef, useState } from 'react';
import { useDialog, useFocusRing } from 'react-aria';
import { durations } from '@aurum/tokens';
import { Button } from '../Button/Button';
import { ModalShell, type PopupProps } from '../internal/ModalShell';
import * as shell from '../internal/ModalShell.css';
import * as styles from './NoticePopup.css';
import { currentNotice, noticeProgress, secondsLeft, type Notice } from './noticeQueue';
import { useUiText } from '../locale/LocaleProvider';

export type { Notice } from './noticeQueue';

/**
 * The popup contract, with notice defaults: open while a notice is unread (`isOpen` can hold it
 * back), not dismissable (notices must be acknowledged), centred.
 */
export interface NoticePopupProps extends Partial<Omit<PopupProps, 'onClose'>> {
  /** Notices to show, in order. The app may drop read ones from the array or keep them. */
  notices: readonly Notice[];
  /** The user acknowledged notice `id` ("I know it"): mark it read. */
  onRead: (id: Notice['id']) => void;
  /** Called once after the last notice is acknowledged. */
  onClose?: () => void;
  /** Seconds the confirm button stays disabled for each notice. Default: token noticeWait (10). */
  waitSeconds?: number;
  /** Confirm button label once the countdown is over. */
  confirmLabel?: string;
  /** Button label during the countdown. */
  countdownLabel?: (secondsLeft: number) => string;
  /** "2 / 3" text shown when there is more than one notice; return '' to hide. */
  progressLabel?: (position: number, total: number) => string;
}

/**
 * Modal notice queue (SPEC §4): one notice at a time; the confirm button is disabled with a visible
 * countdown, then reads "I know it"; pressing it marks the notice read and shows the next; after the
 * last, the popup closes. It can't be dismissed by Escape or the mask: notices must be acknowledged.
 */
export function NoticePopup({
  notices,
  onRead,
  onClose,
  isOpen = true,
  isDismissable = false,
  placement = 'center',
  beforeClose,
  ...rest
}: NoticePopupProps) {
  const [readIds, setReadIds] = useState<ReadonlySet<Notice['id']>>(() => new Set());
  const current = currentNotice(notices, readIds);
  const { position, total } = noticeProgress(notices, readIds);

  const acknowledge = (id: Notice['id']) => {
    const nextRead = new Set(readIds).add(id);
    setReadIds(nextRead);
    onRead(id);
    if (!currentNotice(notices, nextRead)) onClose?.();
  };

  return (
    <ModalShell
      isOpen={isOpen && current !== undefined}
      onClose={() => onClose?.()}
      beforeClose={beforeClose}
      isDismissable={isDismissable}
      isKeyboardDismissDisabled={!isDismissable}
      placement={placement}
    >
      {current ? (
        // Keyed by notice: each one gets a fresh countdown (and focus moves to the new dialog).
        <NoticeBody
          key={current.id}
          notice={current}
          position={position}
          total={total}
          onAcknowledge={acknowledge}
          {...rest}
        />
      ) : null}
    </ModalShell>
  );
}

function NoticeBody({
  notice,
  position,
  total,
  onAcknowledge,
  waitSeconds = durations.noticeWait / 1000,
  confirmLabel: confirmLabelProp,
  countdownLabel: countdownLabelProp,
  progressLabel: progressLabelProp,
}: Omit<NoticePopupProps, 'notices' | 'onRead' | 'onClose'> & {
  notice: Notice;
  position: number;
  total: number;
  onAcknowledge: (id: Notice['id']) => void;
}) {
  const { text } = useUiText();
  const confirmLabel = confirmLabelProp ?? text('noticeConfirm');
  const countdownLabel =
    countdownLabelProp ??
    ((seconds: number) => text('noticeCountdown', { label: confirmLabel, seconds, count: seconds }));
  const progressLabel =
    progressLabelProp ?? ((position: number, total: number) => text('noticeProgress', { position, total }));
  const ref = useRef<HTMLDivElement>(null);
  const { dialogProps, titleProps, contentProps } = useDialog({ role: 'alertdialog' }, ref);
  const { focusProps, isFocusVisible } = useFocusRing();

  // Countdown from the mount time, so a throttled background tab still ends on time.
  const [left, setLeft] = useState(() => secondsLeft(waitSeconds, 0));
  useEffect(() => {
    const start = performance.now();
    const timer = setInterval(() => {
      const next = secondsLeft(waitSeconds, performance.now() - start);
      setLeft(next);
      if (next === 0) clearInterval(timer);
    }, 200);
    return () => clearInterval(timer);
  }, [waitSeconds]);

  const progress = total > 1 ? progressLabel(position, total) : '';

  return (
    <div {...dialogProps} ref={ref} className={styles.body} data-notice-id={notice.id}>
      <h2 {...titleProps} className={shell.title}>
        {notice.title}
      </h2>
      {progress ? <p className={styles.progress}>{progress}</p> : null}
      {/* Plain text: React escapes it; white-space keeps the line breaks. Focusable so long text can be scrolled by keyboard. */}
      <div
        {...contentProps}
        {...focusProps}
        className={styles.content}
        tabIndex={0}
        data-focus-visible={isFocusVisible || undefined}
      >
        {notice.content}
      </div>
      <div className={styles.actions}>
        <Button className={styles.confirm} isDisabled={left > 0} onPress={() => onAcknowledge(notice.id)}>
          {left > 0 ? countdownLabel(left) : confirmLabel}
        </Button>
      </div>
    </div>
  );
}
