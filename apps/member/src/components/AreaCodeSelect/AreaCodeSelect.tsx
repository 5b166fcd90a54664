import { lazy, Suspense, useState } from 'react';
import { useTranslation } from '../../i18n';
import * as styles from './AreaCodeSelect.css';

const loadSheet = () => import('./AreaCodeSheet');
const AreaCodeSheet = lazy(loadSheet);

export interface AreaCodeSelectProps {
  value: string;
  onChange: (code: string) => void;
}

/** The "+1 ▾" button inside the phone field; opens a bottom sheet with the server's area codes. */
export function AreaCodeSelect({ value, onChange }: AreaCodeSelectProps) {
  const { t } = useTranslation(['auth', 'common']);
  const [open, setOpen] = useState(false);
  // the sheet's chunk is fetched when a finger or the focus reaches the trigger, before the tap ends
  const [requested, setRequested] = useState(false);
  const request = () => {
    if (requested) return;
    setRequested(true);
    void loadSheet().catch(() => undefined);
  };
  return (
    <>
      <button
        type="button"
        className={styles.trigger}
        aria-haspopup="dialog"
        aria-label={`${t('areaCode')} ${value}`}
        onPointerDown={request}
        onFocus={request}
        onClick={() => setOpen(true)}
      >
        <span translate="no">{value}</span>
        <svg
          className={styles.chevron}
          viewBox="0 0 24 24"
          fill="none"
          stroke="currentColor"
          strokeWidth="2"
          aria-hidden="true"
        >
          <path d="M6 9l6 6 6-6" />
        </svg>
      </button>
      {(open || requested) && (
        <Suspense fallback={null}>
          <AreaCodeSheet value={value} open={open} onChange={onChange} onClose={() => setOpen(false)} />
        </Suspense>
      )}
    </>
  );
}
