import { useEffect, useLayoutEffect, useRef, useState } from 'react';
import { useTranslation } from '../../i18n';
import { durations, slideThreshold } from '@aurum/tokens';
import { RoundedPopup, SlideToConfirm, type SlideStatus } from '@aurum/ui';
import { RecordRows, type RecordRow } from './RecordCard';
import * as styles from './money.css';

export interface ConfirmSlideSheetProps {
  isOpen: boolean;
  title: string;
  /** What will happen (amount, fee, product...). */
  rows: RecordRow[];
  /** Runs the money-moving call; resolve true when the server accepted. */
  onConfirm: () => Promise<boolean>;
  /** Closed by the member, or after the outcome was shown. `done` is true after success. */
  onClose: (done: boolean) => void;
}

/**
 * The last step where money moves: a summary and a slide-to-confirm that fires at 50 %
 * (`slideThreshold`). The slider spins while the call runs, then turns green (success) or red
 * (refused: the screen has shown the server's message) and the sheet closes.
 */
export function ConfirmSlideSheet({ isOpen, title, rows, onConfirm, onClose }: ConfirmSlideSheetProps) {
  const { t } = useTranslation(['money', 'common']);
  const [status, setStatus] = useState<SlideStatus | undefined>(undefined);
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);
  const busy = status === 'loading';

  useEffect(
    () => () => {
      if (timer.current) clearTimeout(timer.current);
    },
    [],
  );

  const [wasOpen, setWasOpen] = useState(isOpen);
  if (wasOpen !== isOpen) {
    setWasOpen(isOpen);
    if (isOpen) setStatus(undefined);
  }

  // The summary as it was when the member slid: the screen may clear its form once the money has
  // moved (the amount would read "--" beside "Confirmed").
  const [confirmedRows, setConfirmedRows] = useState<RecordRow[] | null>(null);
  const shownRows = status === undefined || confirmedRows === null ? rows : confirmedRows;

  // "Slide to confirm" until the handle moves, "Sliding..." while it does (the slider's own phase).
  const slider = useRef<HTMLDivElement>(null);
  const [sliding, setSliding] = useState(false);
  useLayoutEffect(() => {
    const track = slider.current?.querySelector('[data-phase]');
    if (!isOpen || !track) return;
    const read = () => setSliding(track.getAttribute('data-phase') === 'sliding');
    read();
    const observer = new MutationObserver(read);
    observer.observe(track, { attributes: true, attributeFilter: ['data-phase'] });
    return () => observer.disconnect();
  }, [isOpen]);

  const confirm = (reset: () => void) => {
    setConfirmedRows(rows);
    setStatus('loading');
    void onConfirm().then(
      (ok) => finish(ok, reset),
      () => finish(false, reset),
    );
  };

  const finish = (ok: boolean, reset: () => void) => {
    setStatus(ok ? 'success' : 'error');
    timer.current = setTimeout(() => {
      reset();
      onClose(ok);
    }, durations.toastDuration / 2);
  };

  return (
    <RoundedPopup
      isOpen={isOpen}
      onClose={() => !busy && onClose(false)}
      isDismissable={!busy}
      showClose={!busy}
      placement="bottom"
      title={title}
      closeLabel={t('common:close')}
    >
      <div className={styles.sheetBody}>
        <RecordRows rows={shownRows} className={styles.summary} />
        <div ref={slider} className={styles.sliderBox}>
          <SlideToConfirm
            threshold={slideThreshold}
            status={status}
            onSuccess={confirm}
            label={sliding ? t('common:sliding') : t('slideToConfirm')}
            successLabel={t('slideSuccess')}
            errorLabel={t('slideError')}
            loadingLabel={t('slideLoading')}
            ariaLabel={t('slideToConfirm')}
            keyboardHint={t('slideKeyboardHint')}
          />
        </div>
      </div>
    </RoundedPopup>
  );
}
