import type { ReactNode } from 'react';
import { useTranslation } from '../../i18n';
import { fundPasswordLength } from '@aurum/tokens';
import { FundPasswordSheet as Sheet } from '@aurum/ui';
import { navigateTo, paths, withQuery } from '../../navigation';
import * as styles from './money.css';

export interface FundPasswordSheetProps {
  isOpen: boolean;
  onClose: () => void;
  /** All six digits were entered. */
  onComplete: (password: string) => void;
  /** What the password authorises (amount, product), shown under the title. */
  description?: ReactNode;
  /** A wrong PIN or a lockout: shown in the sheet, which shakes and clears the digits. */
  error?: string | null;
}

/** Exactly `fundPasswordLength` (6) digits (SPEC §5). */
export function isFundPassword(value: string): boolean {
  return new RegExp(`^\\d{${fundPasswordLength}}$`).test(value);
}

/**
 * The fund-password sheet of @aurum/ui in the member's language; "Forget password?" closes it and
 * opens Reset-Password?type=1 (SPEC §2).
 */
export function FundPasswordSheet({ isOpen, onClose, onComplete, description, error }: FundPasswordSheetProps) {
  const { t } = useTranslation(['money', 'common']);
  return (
    <Sheet
      isOpen={isOpen}
      onClose={onClose}
      onComplete={onComplete}
      error={error}
      title={
        description == null ? (
          t('fundPasswordTitle')
        ) : (
          <>
            {t('fundPasswordTitle')}
            <span className={styles.sheetSubtitle}>{description}</span>
          </>
        )
      }
      onForgot={() => {
        onClose();
        navigateTo(withQuery(paths.resetPassword, { type: 1 }));
      }}
      labels={{
        input: t('fundPasswordTitle'),
        close: t('common:close'),
        delete: t('pinDelete'),
        forgot: t('forgetPassword'),
        keypad: t('pinKeypad'),
        progress: (entered, total) => t('pinProgress', { entered, total }),
      }}
    />
  );
}
