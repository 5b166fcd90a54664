import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from '@aurum/ui';
import { navigateTo, paths, withQuery } from '../../navigation';
import { ConfirmSlideSheet } from './ConfirmSlideSheet';
import { FundPasswordSheet } from './FundPasswordSheet';
import type { PaymentStep } from './paymentStep';
import type { RecordRow } from './RecordCard';

export interface FundPasswordPaymentProps {
  /** start with `firstPaymentStep(user)` once the form is valid */
  step: PaymentStep;
  onStepChange: (step: PaymentStep) => void;
  /** the "set a fund password first" dialog, worded for this payment */
  noFundPassword: { title: string; message: string; confirmLabel: string };
  /** under the PIN sheet's title: what the password authorises */
  passwordDescription?: ReactNode;
  confirmTitle: string;
  confirmRows: RecordRow[];
  /** moves the money with the password entered; resolve true when the server accepted */
  onConfirm: (fundPassword: string) => Promise<boolean>;
}

/**
 * The steps before money leaves the balance (buy, withdraw): set a fund password if there is
 * none (to Reset-Password?type=1), enter it, then slide to confirm the summary.
 */
export function FundPasswordPayment({
  step,
  onStepChange,
  noFundPassword,
  passwordDescription,
  confirmTitle,
  confirmRows,
  onConfirm,
}: FundPasswordPaymentProps) {
  const { t } = useTranslation('common');
  const [password, setPassword] = useState('');

  return (
    <>
      <ConfirmDialog
        isOpen={step === 'noFundPassword'}
        title={noFundPassword.title}
        message={noFundPassword.message}
        confirmLabel={noFundPassword.confirmLabel}
        cancelLabel={t('cancel')}
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
        title={confirmTitle}
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
