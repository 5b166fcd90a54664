import { RoundedPopup } from '@aurum/ui';
import { useTranslation } from '../../i18n';
import { useAreaCodes } from './useAreaCodes';
import * as styles from './AreaCodeSelect.css';

export interface AreaCodeSheetProps {
  value: string;
  open: boolean;
  onChange: (code: string) => void;
  onClose: () => void;
}

/**
 * The bottom sheet of AreaCodeSelect: a chunk of its own, loaded when the trigger is first touched,
 * so the login and register screens do not carry the popup (react-aria's overlay) before anyone
 * opens it.
 */
export default function AreaCodeSheet({ value, open, onChange, onClose }: AreaCodeSheetProps) {
  const { t } = useTranslation(['auth', 'common']);
  const codes = useAreaCodes();
  return (
    <RoundedPopup
      isOpen={open}
      onClose={onClose}
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
                  onClose();
                }}
              >
                <span className={styles.code} translate="no">
                  {option.code}
                </span>
                <span className={styles.name}>{option.name ?? option.country ?? ''}</span>
                {selected && (
                  <svg
                    className={styles.check}
                    viewBox="0 0 24 24"
                    fill="none"
                    stroke="currentColor"
                    strokeWidth="2.4"
                    aria-hidden="true"
                  >
                    <path d="M5 12l5 5 9-11" />
                  </svg>
                )}
              </button>
            </li>
          );
        })}
      </ul>
    </RoundedPopup>
  );
}
