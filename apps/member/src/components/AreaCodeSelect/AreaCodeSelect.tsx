import { useState } from 'react';
import { useTranslation } from '../../i18n';
import { RoundedPopup } from '@aurum/ui';
import { useAreaCodes } from './useAreaCodes';
import * as styles from './AreaCodeSelect.css';

export interface AreaCodeSelectProps {
  value: string;
  onChange: (code: string) => void;
}

/** The "+1 ▾" button inside the phone field; opens a bottom sheet with the server's area codes. */
export function AreaCodeSelect({ value, onChange }: AreaCodeSelectProps) {
  const { t } = useTranslation(['auth', 'common']);
  const codes = useAreaCodes();
  const [open, setOpen] = useState(false);
  return (
    <>
      <button
        type="button"
        className={styles.trigger}
        aria-haspopup="dialog"
        aria-label={`${t('areaCode')} ${value}`}
        onClick={() => setOpen(true)}
      >
        <span translate="no">{value}</span>
        <svg className={styles.chevron} viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="2" aria-hidden="true">
          <path d="M6 9l6 6 6-6" />
        </svg>
      </button>
      <RoundedPopup
        isOpen={open}
        onClose={() => setOpen(false)}
        placement="bottom"
        title={t('chooseAreaCode')}
        closeLabel={t('common:close')}
      >
        <ul className={styles.list} role="listbox" aria-label={t('areaCode')}>
          {codes.map((option) => {
            const selected = option.code === value;
            return (
              <li key={`${option.code}-${option.country ?? ''}`} role="presentation">
                <button
                  type="button"
                  role="option"
                  aria-selected={selected}
                  className={styles.option}
                  onClick={() => {
                    onChange(option.code);
                    setOpen(false);
                  }}
                >
                  <span className={styles.code} translate="no">
                    {option.code}
                  </span>
                  <span className={styles.name}>{option.name ?? option.country ?? ''}</span>
                  {selected && (
                    <svg className={styles.check} viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="2.4" aria-hidden="true">
                      <path d="M5 12l5 5 9-11" />
                    </svg>
                  )}
                </button>
              </li>
            );
          })}
        </ul>
      </RoundedPopup>
    </>
  );
}
