import { useState, type ReactNode } from 'react';
import { useTranslation } from '../../i18n';
import { ConfirmDialog } from '@aurum/ui';
import { api } from '../../api/client';
import { errorMessage } from '../../api/errors';
import { navigateTo, paths, withQuery } from '../../navigation';
import { ConfirmSlideSheet } from './ConfirmSlideSheet';
import { FundPasswordSheet } from './FundPasswordSheet';
import type { PaymentStep } from './paymentStep';
import type { RecordRow } from './RecordCard';

export interface FundPasswordPaymentProps {
  /**
   * The screen's namespace, which words this payment: noFundPasswordTitle, noFundPasswordMessage
   * and setFundPassword (the dialog), confirmTitle (the slide sheet).
   */
  wording: 'product' | 'withdraw';
  /** start with `firstPaymentStep(user)` once the form is valid */
  step: PaymentStep;
  onStepChange: (step: PaymentStep) => void;
  /** under the PIN sheet's title: what the password authorises */
  passwordDescription?: ReactNode;
  confirmRows: RecordRow[];
  /** moves the money with the password entered; resolve true when the server accepted */
  onConfirm: (fundPassword: string) => Promise<boolean>;
}

/**
 * The steps before money leaves the balance (buy, withdraw): set a fund password if there is
 * none (to Reset-Password?type=1), enter it, then slide to confirm the summary.
 *
 * The PIN is checked as soon as six digits are typed (/app/user/checkFundPassword, the payment's
 * own check and lockout): a wrong one keeps the sheet open, shakes and clears it and says how many
 * tries are left; a lockout says until when. Only a right PIN leads to the slide.
 */
export function FundPasswordPayment({
  wording,
  step,
  onStepChange,
  passwordDescription,
  confirmRows,
  onConfirm,
}: FundPasswordPaymentProps) {
  const { t, i18n } = useTranslation([wording, 'money', 'common']);
  const [password, setPassword] = useState('');
  const [pinError, setPinError] = useState<string | null>(null);

  const closePin = () => {
    setPinError(null);
    onStepChange('idle');
  };

  const checkPin = async (value: string) => {
    setPinError(null); // a repeated message is shown (and shaken) again
    try {
      const verdict = await api.post('/app/user/checkFundPassword', { fundPassword: value });
      if (verdict.valid) {
        setPassword(value);
        onStepChange('confirm');
      } else if (verdict.lockedUntil) {
        const time = new Intl.DateTimeFormat(i18n.language, { hour: '2-digit', minute: '2-digit' }).format(
          new Date(verdict.lockedUntil),
        );
        setPinError(t('money:pinLocked', { time }));
      } else {
        setPinError(t('money:pinWrong', { count: verdict.triesLeft }));
      }
    } catch (error) {
      setPinError(errorMessage(error));
    }
  };

  return (
    <>
      <ConfirmDialog
        isOpen={step === 'noFundPassword'}
        title={t('noFundPasswordTitle')}
        message={t('noFundPasswordMessage')}
        confirmLabel={t('setFundPassword')}
        cancelLabel={t('common:cancel')}
        onCancel={() => onStepChange('idle')}
        onConfirm={() => {
          onStepChange('idle');
          navigateTo(withQuery(paths.resetPassword, { type: 1 }));
        }}
      />

      <FundPasswordSheet
        isOpen={step === 'password'}
        description={passwordDescription}
        error={pinError}
        onClose={closePin}
        onComplete={(value) => void checkPin(value)}
      />

      <ConfirmSlideSheet
        isOpen={step === 'confirm'}
        title={t('confirmTitle')}
        rows={confirmRows}
        onConfirm={() => onConfirm(password)}
        onClose={() => {
          setPassword('');
          setPinError(null);
          onStepChange('idle');
        }}
      />
    </>
  );
}
