import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from '@aurum/ui';
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
 */
export function FundPasswordPayment({
  wording,
  step,
  onStepChange,
  passwordDescription,
  confirmRows,
  onConfirm,
}: FundPasswordPaymentProps) {
  const { t } = useTranslation([wording, 'common']);
  const [password, setPassword] = useState('');

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
        onClose={() => onStepChange('idle')}
        onComplete={(value) => {
          setPassword(value);
          onStepChange('confirm');
        }}
      />

      <ConfirmSlideSheet
        isOpen={step === 'confirm'}
        title={t('confirmTitle')}
        rows={confirmRows}
        onConfirm={() => onConfirm(password)}
        onClose={() => {
          setPassword('');
          onStepChange('idle');
        }}
      />
    </>
  );
}
